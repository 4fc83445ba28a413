//! `rondo audit FILE --round N [--pairs PAIRS] [--format text|json]`: checks a round's pairing
//! (from an exchange-format file, or the round as the file holds it) against the absolute rules
//! and compares its quality with the engine's pairing.
//!
//! Exit codes: 1 when the pairing breaks an absolute rule or is worse than the engine's by the
//! criteria (a problem the arbiter must see); 0 when it is the engine's, or differs with equal
//! or better quality.

use std::io::Write;
use std::path::Path;

use rondo_core::{PlayerId, RoundNo};
use rondo_pairing::{Board, Pairing};
use rondo_systems::RoundAudit;
use rondo_words as render;

use crate::Registry;
use crate::args::{AuditArgs, AuditFormat};
use crate::commands::pair::strictness;
use crate::exit::{CliError, Outcome};
use crate::input;
use crate::output;
use crate::system::{Resolved, system_error};

/// Runs `rondo audit`.
///
/// # Errors
///
/// Bad input (the tournament or the pairs file), a round out of range, or an engine error.
pub fn run(
    args: &AuditArgs,
    registry: Registry<'_>,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    let loaded = input::load_declaring_rounds(
        &args.file,
        strictness(&args.pairing),
        limits,
        args.pairing.rounds,
    )?;
    let _ = stderr.write_all(loaded.warnings.as_bytes());
    let tournament = &loaded.tournament;
    let round = RoundNo::new(args.round)
        .ok_or_else(|| CliError::InvalidArguments("--round must be 1 or more".to_owned()))?;
    // A hand-made pairing: boards of players, or of teams by their numbers.
    let hand_made = match &args.pairs {
        Some(path) => Some(read_pairs(&input::read_text(path, limits)?, path)?),
        None => {
            if round.get() > tournament.paired_rounds() {
                return Err(round_not_in_file(&args.file, &loaded, round));
            }
            None
        }
    };
    let resolved = Resolved::new(
        registry,
        args.system.as_deref(),
        &args.pairing,
        &loaded.file,
        &args.file,
        "audit",
    )?;
    let audit = resolved
        .system
        .audit_round(
            &tournament.view(round),
            hand_made.as_ref(),
            &resolved.options,
        )
        .map_err(|error| system_error(&error, &args.file))?;
    let source = args
        .pairs
        .as_deref()
        .unwrap_or(args.file.as_path())
        .display()
        .to_string();
    let (text, found_problem) = match &audit {
        RoundAudit::Players(audit) => (
            match args.format {
                AuditFormat::Json => render::audit::json(audit),
                AuditFormat::Text => render::audit::text(audit, &source, &resolved.descriptor()),
            },
            audit.found_problem(),
        ),
        RoundAudit::Teams(audit) => (
            match args.format {
                AuditFormat::Json => render::team::audit_json(audit),
                AuditFormat::Text => {
                    crate::commands::team::audit_text(audit, &source, &resolved.descriptor())
                }
            },
            crate::commands::team::audit_found_problem(audit),
        ),
    };
    output::to_stdout(text.as_bytes(), stdout)?;
    Ok(if found_problem {
        Outcome::ProblemFound
    } else {
        Outcome::Success
    })
}

/// Reads the exchange format: the number of lines that follow, then `WHITE BLACK` per board,
/// a pairing-allocated bye as `N 0`.
///
/// # Errors
///
/// `CliError::BadInput` naming the line that is not in the format.
pub fn read_pairs(text: &str, path: &Path) -> Result<Pairing, CliError> {
    let error = |line: usize, message: String| CliError::BadInput {
        rendered: format!("{}:{line}: error: {message}", path.display()),
    };
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line.trim()))
        .filter(|(_, line)| !line.is_empty());
    let Some((first, count)) = lines.next() else {
        return Err(error(
            1,
            "the file is empty; expected the number of pairs".to_owned(),
        ));
    };
    let count: usize = count.parse().map_err(|_| {
        error(
            first,
            format!("expected the number of pairs, found `{count}`"),
        )
    })?;
    let mut pairing = Pairing::default();
    let mut read = 0;
    for (number, line) in lines {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [white, black] = fields.as_slice() else {
            return Err(error(
                number,
                format!("expected `WHITE BLACK` (two start numbers), found `{line}`"),
            ));
        };
        let parse = |field: &str| -> Result<u16, CliError> {
            field
                .parse()
                .map_err(|_| error(number, format!("`{field}` is not a start number")))
        };
        add_board(&mut pairing, parse(white)?, parse(black)?)
            .map_err(|message| error(number, message))?;
        read += 1;
    }
    if read != count {
        return Err(error(
            first,
            format!("the first line announces {count} pair(s), but {read} follow"),
        ));
    }
    Ok(pairing)
}

/// Adds the board `white`-`black` of the exchange format to `pairing` (`black` 0: the
/// pairing-allocated bye of `white`); the message says what is wrong.
fn add_board(pairing: &mut Pairing, white: u16, black: u16) -> Result<(), String> {
    let id = |n: u16| PlayerId::new(n).ok_or_else(|| format!("{n} is not a start number"));
    if black == 0 {
        if pairing.pairing_bye.is_some() {
            return Err("a second pairing-allocated bye".to_owned());
        }
        pairing.pairing_bye = Some(id(white)?);
    } else {
        pairing.boards.push(Board {
            white: id(white)?,
            black: id(black)?,
        });
    }
    Ok(())
}

/// The pairing of `--boards`: `WHITE-BLACK` items separated by commas or spaces, a
/// pairing-allocated bye as `N-0`.
pub fn read_board_list(list: &str) -> Result<Pairing, CliError> {
    let error = |message: String| CliError::InvalidArguments(format!("--boards: {message}"));
    let mut pairing = Pairing::default();
    for item in list
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
    {
        let numbers = item.split_once('-').and_then(|(white, black)| {
            Some((white.parse::<u16>().ok()?, black.parse::<u16>().ok()?))
        });
        let Some((white, black)) = numbers else {
            return Err(error(format!(
                "expected `WHITE-BLACK` (two start numbers, a bye as `N-0`), found `{item}`"
            )));
        };
        add_board(&mut pairing, white, black)
            .map_err(|message| error(format!("`{item}`: {message}")))?;
    }
    if pairing.boards.is_empty() && pairing.pairing_bye.is_none() {
        return Err(error("no boards given".to_owned()));
    }
    Ok(pairing)
}

/// A round to audit that the file does not hold: a refusal about the file as a whole.
fn round_not_in_file(path: &std::path::Path, loaded: &input::Loaded, round: RoundNo) -> CliError {
    input::error_at(
        path,
        &loaded.file,
        None,
        format!(
            "round {round} is not in the file (it holds {} round(s)); give the pairing with \
             --pairs",
            loaded.tournament.paired_rounds()
        ),
    )
}
