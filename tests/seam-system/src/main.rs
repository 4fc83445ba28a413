//! `rondo-seam`: the `rondo` command line over rondo's systems and the in-order test system.

use std::process::ExitCode;

fn main() -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    let mut stderr = std::io::stderr().lock();
    ExitCode::from(rondo_cli::run(
        rondo_seam_system::registry(),
        std::env::args_os(),
        &mut stdout,
        &mut stderr,
    ))
}
