//! The destination of an edit: locked for the whole read-modify-write when it is an existing
//! file (`rondo_files::Edit`, whose docs give the policy), so that two edits made at the same
//! moment both count.
//!
//! A command that rewrites an event file (`-i`, and `-o` onto an existing file: `rondo result`,
//! `withdraw`, `bye`, `player add`, `pair --format trf`) takes the lock before it reads; commands
//! that only read take none.

use std::io::Write;

use rondo_files::Edit;

use crate::exit::CliError;
use crate::input;
use crate::output::{self, Destination};

/// Where an edit writes its result: a destination, locked for the edit when it is an existing
/// regular file.
pub struct EditDestination {
    destination: Destination,
    held: Option<Edit>,
}

impl EditDestination {
    /// A destination written without a lock: standard output, or a command that does not edit.
    pub fn unlocked(destination: Destination) -> EditDestination {
        EditDestination {
            destination,
            held: None,
        }
    }

    /// Locks `destination` for an edit when it is an existing regular file
    /// (`rondo_files::Edit::begin_if_file`, waiting for another edit and saying so on `stderr`),
    /// and keeps what it holds.
    ///
    /// Call it before reading the file: what the edit reads is then what the previous edit
    /// wrote.
    ///
    /// # Errors
    ///
    /// As `rondo_files::Edit::begin_if_file`.
    pub fn lock(
        destination: Destination,
        limits: input::Limits,
        stderr: &mut dyn Write,
    ) -> Result<EditDestination, CliError> {
        let held = match &destination {
            Destination::File(path) => {
                Edit::begin_if_file(path, limits.max_input_size, &mut output::tell(stderr))?
            }
            Destination::Stdout => None,
        };
        Ok(EditDestination { destination, held })
    }

    /// Writes the edited file: over a locked file only if it still holds what it held when it
    /// was locked, else as [`output::write`] does.
    ///
    /// # Errors
    ///
    /// As `rondo_files::Edit::write` and [`output::write`].
    pub fn write(
        &self,
        bytes: &[u8],
        stdout: &mut dyn Write,
        stderr: &mut dyn Write,
    ) -> Result<(), CliError> {
        match &self.held {
            Some(held) => Ok(held.write(bytes, &mut output::tell(stderr))?),
            None => output::write(&self.destination, bytes, stdout, stderr),
        }
    }
}
