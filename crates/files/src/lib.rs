//! Writing files without losing data, for the command line and the Python package alike.
//!
//! - [`write_atomically`]: a file is written under a temporary name beside it, flushed, then
//!   renamed, so that a reader or a killed writer never leaves half a file (`write.rs`).
//! - [`Edit`]: an edit of an existing file holds its lock file `.NAME.rondo-lock` from the read
//!   to the rename, so that two edits made at the same moment are applied one after the other,
//!   and writes only if the file still holds what was read (`lock.rs`).
//! - [`output_name`]: the name of an output made from an input, for commands that write one
//!   output per input ([`first_shared_output`]: two inputs that would write one output;
//!   [`names_folder`]: whether an output path is a folder for them).
//! - [`history`]: the versions that edits in place replaced, so that every edit can be undone.
//! - [`input_limit`]: how much of an input is read at most ([`read_limited`]), from a setting.
//! - [`map_in_order`]: work over many inputs on parallel threads, the results in input order,
//!   for a command given thousands of files (`batch.rs`).
//!
//! Errors are [`FileError`] values and events worth telling are [`Notice`]s; `rondo-words`
//! (`files`) writes their words.

mod batch;
mod error;
pub mod history;
mod limit;
mod lock;
mod names;
mod write;

pub use batch::map_in_order;
pub use error::{FileError, Notice};
pub use limit::{DEFAULT_INPUT_LIMIT, input_limit, parse_size};
pub use lock::{Edit, LONGEST_WAIT};
pub use names::{first_shared_output, named_extension, names_folder, output_name, shown_stem};
pub use write::{
    keep_backup, read_limited, remove_partial_files_on_signals, replace_unless_changed, same_file,
    write_atomically,
};
