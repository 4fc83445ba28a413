//! `rondo convert FILE --to trf16|trf26|json [-o OUT]`: format conversion, lossless where the
//! target can hold the data.

use std::io::Write;
use std::path::Path;

use rondo_trf::{Format, LineEnding, WriteOptions};

use crate::args::{ConvertArgs, ConvertFormat, LineEndingArg};
use crate::diagnostics;
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output::{self, Destination};

/// Runs `rondo convert`.
///
/// # Errors
///
/// Bad input, or a file that cannot be read or written.
pub fn run(
    args: &ConvertArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let destination = Destination::from_option(args.output.as_deref());
    output::refuse_overwriting_inputs(&destination, std::slice::from_ref(&args.file))?;
    let strictness = Strictness::of(&args.reading);
    let bytes = if rondo_trf::looks_like_json(&input::read_bytes(&args.file, limits)?) {
        convert_json(&args.file, args, limits, stderr)?
    } else {
        let mut loaded = input::load(&args.file, strictness, limits)?;
        let _ = stderr.write_all(loaded.warnings.as_bytes());
        // What rondo writes carries points that agree with the results.
        loaded.file.setup.correct_points_columns();
        match args.to {
            ConvertFormat::Json => json_bytes(&loaded.file.setup),
            ConvertFormat::Trf16 | ConvertFormat::Trf26 => {
                let options = WriteOptions::default()
                    .with_format(trf_format(args.to))
                    .with_line_ending(
                        args.line_ending
                            .map_or(loaded.file.line_ending, line_ending),
                    );
                rondo_trf::write(&loaded.file, &options)
            }
        }
    };
    output::write(&destination, &bytes, stdout, stderr)?;
    Ok(Outcome::Success)
}

fn convert_json(
    path: &Path,
    args: &ConvertArgs,
    limits: input::Limits,
    stderr: &mut dyn Write,
) -> Result<Vec<u8>, CliError> {
    let bytes = input::read_bytes(path, limits)?;
    let text = String::from_utf8_lossy(&bytes);
    let setup = rondo_trf::from_json(&text).map_err(|error| CliError::BadInput {
        rendered: diagnostics::json_syntax(path, &text, &error),
    })?;
    // Check the data the same way a TRF file is checked, so JSON cannot smuggle in an
    // inconsistent tournament. Points that disagree with the results are corrected (a warning
    // unless --strict); anything else is an error.
    if let Err(error) = rondo_core::Tournament::try_from(setup.clone()) {
        let corrected =
            !args.reading.strict && error.problems.iter().all(|p| p.kind.is_score_mismatch());
        let rendered = diagnostics::json_problems(path, &text, &error.problems, corrected);
        if !corrected {
            return Err(CliError::BadInput { rendered });
        }
        let _ = stderr.write_all(rendered.as_bytes());
    }
    let mut setup = setup;
    setup.correct_points_columns();
    Ok(match args.to {
        ConvertFormat::Json => json_bytes(&setup),
        ConvertFormat::Trf16 | ConvertFormat::Trf26 => {
            let options = WriteOptions::default()
                .with_format(trf_format(args.to))
                .with_line_ending(args.line_ending.map_or(LineEnding::CrLf, line_ending));
            rondo_trf::write_setup(&setup, &options)
        }
    })
}

fn json_bytes(setup: &rondo_core::TournamentSetup) -> Vec<u8> {
    let mut json = rondo_trf::to_json(setup);
    json.push('\n');
    json.into_bytes()
}

fn trf_format(format: ConvertFormat) -> Format {
    match format {
        ConvertFormat::Trf16 => Format::Trf16,
        ConvertFormat::Trf26 | ConvertFormat::Json => Format::Trf2026,
    }
}

fn line_ending(arg: LineEndingArg) -> LineEnding {
    match arg {
        LineEndingArg::Crlf => LineEnding::CrLf,
        LineEndingArg::Lf => LineEnding::Lf,
        LineEndingArg::Cr => LineEnding::Cr,
    }
}
