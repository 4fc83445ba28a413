//! One module per subcommand.

pub mod convert;
