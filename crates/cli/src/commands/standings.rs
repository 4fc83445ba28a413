//! `rondo standings FILE... [--tiebreaks LIST] [--rules R] [--after-round N] [--format F]
//! [-o DIR]`: standings and crosstables, many files at once.
//!
//! Files are processed in parallel (one worker per core). Each file gets its own output; a file
//! that fails is reported on stderr and the others go on. With `-o DIR` on a terminal, a
//! progress line is shown on stderr.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use rondo_tiebreak::{EventStandingsError, Format, Rules, StandingsOptions, TiebreakSpec};
use rondo_words::standings as render;

use crate::args::{StandingsArgs, StandingsFormat, SystemArg};
use crate::diagnostics::Severity;
use crate::exit::{CliError, Outcome};
use crate::input::{self, Strictness};
use crate::output;

/// The validated configuration of one `rondo standings` run.
struct Config {
    specs: Option<Vec<TiebreakSpec>>,
    options: StandingsOptions,
    format: StandingsFormat,
    directory: Option<PathBuf>,
    /// The output file of a single input (`-o FILE`).
    single_file: Option<PathBuf>,
    /// The seed of the drawing of lots that breaks the last ties (`--lots`).
    lots: Option<u64>,
    strictness: Strictness,
    limits: input::Limits,
}

/// Runs `rondo standings`.
///
/// # Errors
///
/// Bad arguments; or, after every file was tried, the first file that failed (all failures are
/// reported on stderr).
pub fn run(
    args: &StandingsArgs,
    limits: input::Limits,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<Outcome, CliError> {
    if args.list_tiebreaks {
        output::to_stdout(render::tiebreak_list().as_bytes(), stdout)?;
        return Ok(Outcome::Success);
    }
    let config = configure(args, limits)?;
    if config.directory.is_none() && args.files.len() > 1 && config.format != StandingsFormat::Text
    {
        return Err(CliError::InvalidArguments(
            rondo_words::files::SEVERAL_FILES_NEED_FOLDER.to_owned(),
        ));
    }
    let results = render_all(&args.files, &config, stderr);
    let mut failures = Vec::new();
    for (path, result) in args.files.iter().zip(results) {
        let rendered = match result {
            Ok(rendered) => rendered,
            Err(error) => {
                failures.push(error);
                continue;
            }
        };
        // Workers never write; each file's warnings are shown here, in input order.
        let _ = stderr.write_all(rendered.warnings.as_bytes());
        match &config.directory {
            Some(directory) => {
                let outputs = std::iter::once(("", rendered.main)).chain(rendered.team_tables);
                for (suffix, text) in outputs {
                    let target = output_path(directory, path, config.format, suffix);
                    let written = output::refuse_overwriting_inputs(
                        &output::Destination::File(target.clone()),
                        &args.files,
                    )
                    .and_then(|()| output::write_atomically(&target, text.as_bytes(), stderr));
                    if let Err(error) = written {
                        failures.push(error);
                    }
                }
            }
            None => {
                let destination = output::Destination::from_option(config.single_file.as_deref());
                output::refuse_overwriting_inputs(&destination, &args.files)?;
                output::write(&destination, rendered.main.as_bytes(), stdout, stderr)?;
                // The team tables (CSV only) go beside the output file, named after it.
                if let Some(file) = &config.single_file {
                    for (suffix, text) in rendered.team_tables {
                        let name = rondo_files::output_name(file, "standings", suffix, "csv");
                        output::write_atomically(
                            &file.with_file_name(name),
                            text.as_bytes(),
                            stderr,
                        )?;
                    }
                }
            }
        }
    }
    let n_failed = failures.len();
    let mut failures = failures.into_iter();
    match failures.next() {
        None => Ok(Outcome::Success),
        Some(first) => {
            for other in failures {
                let _ = writeln!(stderr, "{other}");
            }
            if n_failed > 1 {
                let words = rondo_words::files::files_failed(n_failed, args.files.len());
                let _ = writeln!(stderr, "{words}");
            }
            Err(first)
        }
    }
}

/// The rules of `--rules` and the tie-breaks of `--tiebreaks` (`None`: the file's own).
///
/// # Errors
///
/// Either one that cannot be read.
pub(crate) fn tiebreak_arguments(
    rules: &str,
    tiebreaks: Option<&str>,
) -> Result<(Rules, Option<Vec<TiebreakSpec>>), CliError> {
    let refused = |option: &str, error: &dyn std::fmt::Display| {
        CliError::InvalidArguments(format!("{option}: {error}"))
    };
    let rules = rules.parse().map_err(|error| refused("--rules", &error))?;
    let specs = (tiebreaks.map(rondo_tiebreak::parse_tiebreak_list))
        .transpose()
        .map_err(|error| refused("--tiebreaks", &error))?;
    Ok((rules, specs))
}

fn configure(args: &StandingsArgs, limits: input::Limits) -> Result<Config, CliError> {
    let (rules, specs) = tiebreak_arguments(&args.rules, args.tiebreaks.as_deref())?;
    let after_round = (args.after_round)
        .map(|number| super::event::round_number(number, "--after-round"))
        .transpose()?;
    // `-o` is a folder (one output per input), or, for one input, the output file itself.
    let mut directory = args.output.clone();
    let mut single_file = None;
    if let Some(target) = &args.output {
        if rondo_files::names_folder(target, args.files.len()) {
            std::fs::create_dir_all(target).map_err(|source| CliError::Io {
                path: target.clone(),
                source,
            })?;
        } else {
            // Its folder is made when it is written (`output::write_atomically`).
            single_file = Some(target.clone());
            directory = None;
        }
    }
    // The format asked for, else the one the output file's extension names, else text.
    let format = args
        .format
        .or_else(|| {
            let named = rondo_files::named_extension(single_file.as_ref()?)?;
            <StandingsFormat as clap::ValueEnum>::value_variants()
                .iter()
                .find(|format| extension(**format) == named)
                .copied()
        })
        .unwrap_or(StandingsFormat::Text);
    if let Some(directory) = &directory
        && let Some((first, input, target)) =
            rondo_files::first_shared_output(&args.files, |input| {
                output_path(directory, input, format, "")
            })
    {
        return Err(CliError::InvalidArguments(
            rondo_words::files::shared_output(first, input, &target),
        ));
    }
    Ok(Config {
        specs,
        options: StandingsOptions::default()
            .with_rules(rules)
            .with_after_round(after_round)
            .with_format(match args.system {
                Some(SystemArg::Swiss) => Format::Swiss,
                Some(SystemArg::RoundRobin) => Format::RoundRobin,
                None => Format::Auto,
            }),
        format,
        directory,
        single_file,
        lots: args.lots,
        strictness: Strictness::of(&args.reading),
        limits,
    })
}

/// What one file renders to.
struct Rendered {
    /// The standings in the format asked for.
    main: String,
    /// For team events in CSV, the team standings and the board-by-board individual results,
    /// each with the suffix of its output's name.
    team_tables: Vec<(&'static str, String)>,
    /// The warnings found reading the file, rendered.
    warnings: String,
}

/// Renders every file, in parallel, keeping the input order of the results. With `-o DIR` on
/// a terminal, a progress line is drawn on stderr.
fn render_all(
    files: &[PathBuf],
    config: &Config,
    stderr: &mut dyn Write,
) -> Vec<Result<Rendered, CliError>> {
    let show_progress =
        config.directory.is_some() && files.len() > 1 && std::io::stderr().is_terminal();
    let mut progress = |n_done: usize| {
        let _ = write!(stderr, "\r[{n_done}/{}] standings", files.len());
        let _ = stderr.flush();
        if n_done >= files.len() {
            let _ = writeln!(stderr);
        }
    };
    rondo_files::map_in_order(
        files,
        |path| render_file(path, config),
        show_progress.then_some(&mut progress as &mut dyn FnMut(usize)),
    )
}

fn render_file(path: &Path, config: &Config) -> Result<Rendered, CliError> {
    let loaded = input::load(path, config.strictness, config.limits)?;
    let tournament = &loaded.tournament;
    config
        .options
        .check_after_round(tournament)
        .map_err(|error| {
            let words = rondo_words::standings::after_round_not_paired(&error, "--after-round");
            CliError::InvalidArguments(format!("{}: {words}", path.display()))
        })?;
    let mut warnings = loaded.warnings.clone();
    if config.specs.is_none() {
        let skipped = rondo_tiebreak::skipped_file_tiebreaks(tournament);
        let strict = config.strictness.strict;
        let severity = if strict {
            Severity::Error
        } else {
            Severity::Warning
        };
        let rendered = render::skipped_file_tiebreaks(path, &loaded.file, &skipped, severity);
        if strict && !skipped.is_empty() {
            return Err(CliError::BadInput { rendered });
        }
        warnings.push_str(&rendered);
    }
    let event = rondo_tiebreak::event_standings(
        tournament,
        config.specs.as_deref(),
        &config.options,
        config.lots,
    )
    .map_err(|error| match error {
        // The file's own list: its errors are placed at its record.
        EventStandingsError::FileList(error) => CliError::BadInput {
            rendered: render::file_tiebreak_error(path, &loaded.file, &error),
        },
        EventStandingsError::Given(error) => {
            CliError::InvalidArguments(format!("{}: {error}", path.display()))
        }
    })?;
    let header = &tournament.setup().header;
    let title = (header.name.clone()).unwrap_or_else(|| rondo_files::shown_stem(path, "standings"));
    let main = match config.format {
        StandingsFormat::Csv => render::csv(&event.standings),
        StandingsFormat::Json => render::event_json(&event),
        StandingsFormat::Text => render::event_text(&title, &event),
        StandingsFormat::Html => render::event_html(&title, header, &event),
    };
    let team_tables = match (config.format, &event.teams) {
        (StandingsFormat::Csv, Some(teams)) => vec![
            ("-teams", render::team_csv(teams)),
            ("-boards", render::team_boards_csv(teams)),
        ],
        _ => Vec::new(),
    };
    if let Some(pending) = event.pending_round {
        warnings.push_str(&render::pending_note(path, pending, event.standings.rounds));
    }
    Ok(Rendered {
        main,
        team_tables,
        warnings,
    })
}

/// The extension of a file in `format`, which also names the format of an output file.
fn extension(format: StandingsFormat) -> &'static str {
    match format {
        StandingsFormat::Text => "txt",
        StandingsFormat::Csv => "csv",
        StandingsFormat::Json => "json",
        StandingsFormat::Html => "html",
    }
}

fn output_path(directory: &Path, input: &Path, format: StandingsFormat, suffix: &str) -> PathBuf {
    directory.join(rondo_files::output_name(
        input,
        "standings",
        suffix,
        extension(format),
    ))
}
