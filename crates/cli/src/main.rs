//! The `rondo` binary: everything lives in the `rondo_cli` library so tests can call it in-process.

use std::process::ExitCode;

fn main() -> ExitCode {
    // Without the handler an interrupted write only leaves a file the docs say may be deleted.
    let _ = rondo_cli::remove_partial_files_on_signals();
    let mut stdout = std::io::stdout().lock();
    let mut stderr = std::io::stderr().lock();
    ExitCode::from(rondo_cli::run(
        rondo_cli::Registry::SHIPPED,
        std::env::args_os(),
        &mut stdout,
        &mut stderr,
    ))
}
