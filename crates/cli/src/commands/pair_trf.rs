//! `rondo pair --format trf`: the input file with the new round written into it.
//!
//! The pairing goes into the model through `Tournament::with_pairing_span` (boards as pairings
//! without a result, the pairing-allocated bye scored, byes entered for the round kept), and the
//! file is written back by the TRF writer in the format, line ending and encoding it was read
//! in, so every line the new round does not touch stays byte for byte as it was.

use std::path::Path;

use rondo_core::{PairingSpan, RoundNo};
use rondo_pairing::Pairing;

use crate::exit::CliError;
use crate::input::Loaded;

/// The bytes of the input file with `pairing` written as round `round` (and, for a pairing of
/// several games, `span`, as the rounds after it with the colours reversed each time).
///
/// # Errors
///
/// `CliError::InvalidArguments` when the round already holds results (they are never
/// overwritten) or the pairing does not fit the file.
pub fn render(
    loaded: &Loaded,
    path: &Path,
    round: RoundNo,
    pairing: &Pairing,
    span: PairingSpan,
) -> Result<Vec<u8>, CliError> {
    let setup = pairing
        .published_into(&loaded.tournament, round, span)
        .map_err(|error| CliError::InvalidArguments(format!("{}: {error}", path.display())))?;
    let mut file = loaded.file.clone();
    file.setup = setup;
    // What rondo writes carries points that agree with the results.
    file.setup.correct_points_columns();
    Ok(rondo_trf::write(
        &file,
        &rondo_trf::WriteOptions::same_as(&file),
    ))
}
