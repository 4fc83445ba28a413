//! `rondo standings FILE... [--tiebreaks LIST] [--rules R] [--after-round N] [--format F]
//! [-o DIR]`: standings and crosstables, many files at once.
//!
//! Files are processed in parallel (one worker per core). Each file gets its own output; a file
//! that fails is reported on stderr and the others go on. With `-o DIR` on a terminal, a
//! progress line is shown on stderr.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use rondo_core::RoundNo;
use rondo_tiebreak::{EventStandingsError, Format, Rules, StandingsOptions, TiebreakSpec};
use rondo_words::standings as render;

use crate::args::{StandingsArgs, StandingsFormat, SystemArg};
use crate::diagnostics::{self, Diagnostic, Severity};
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
            "several files in a machine-readable format need -o DIR (one output per file)"
                .to_owned(),
        ));
    }
    let results = process_all(&args.files, &config, stderr);
    let mut failures = Vec::new();
    for (path, result) in args.files.iter().zip(results) {
        match result {
            Ok(rendered) => {
                // Workers never write; each file's warnings are shown here, in input order.
                let _ = stderr.write_all(rendered.warnings.as_bytes());
                match &config.directory {
                    Some(directory) => {
                        let mut outputs = vec![(
                            output_path(directory, path, config.format, ""),
                            rendered.main,
                        )];
                        if let Some(teams) = rendered.teams_csv {
                            outputs.push((
                                output_path(directory, path, config.format, "-teams"),
                                teams,
                            ));
                        }
                        if let Some(boards) = rendered.boards_csv {
                            outputs.push((
                                output_path(directory, path, config.format, "-boards"),
                                boards,
                            ));
                        }
                        for (target, text) in outputs {
                            let written = output::refuse_overwriting_inputs(
                                &output::Destination::File(target.clone()),
                                &args.files,
                            )
                            .and_then(|()| {
                                output::write_atomically(&target, text.as_bytes(), stderr)
                            });
                            if let Err(error) = written {
                                failures.push(error);
                            }
                        }
                    }
                    None => {
                        let destination =
                            output::Destination::from_option(config.single_file.as_deref());
                        output::refuse_overwriting_inputs(&destination, &args.files)?;
                        output::write(&destination, rendered.main.as_bytes(), stdout, stderr)?;
                        if let (Some(file), Some(teams)) = (&config.single_file, rendered.teams_csv)
                        {
                            let target = file.with_file_name(file_name(file, "-teams", "csv"));
                            output::write_atomically(&target, teams.as_bytes(), stderr)?;
                        }
                        if let (Some(file), Some(boards)) =
                            (&config.single_file, rendered.boards_csv)
                        {
                            let target = file.with_file_name(file_name(file, "-boards", "csv"));
                            output::write_atomically(&target, boards.as_bytes(), stderr)?;
                        }
                    }
                }
            }
            Err(error) => failures.push(error),
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
                let _ = writeln!(stderr, "{n_failed} of {} files failed", args.files.len());
            }
            Err(first)
        }
    }
}

fn configure(args: &StandingsArgs, limits: input::Limits) -> Result<Config, CliError> {
    let rules: Rules = args
        .rules
        .parse()
        .map_err(|error| CliError::InvalidArguments(format!("--rules: {error}")))?;
    let specs = args
        .tiebreaks
        .as_deref()
        .map(rondo_tiebreak::parse_tiebreak_list)
        .transpose()
        .map_err(|error| CliError::InvalidArguments(format!("--tiebreaks: {error}")))?;
    let after_round = args
        .after_round
        .map(|n| {
            RoundNo::new(n).ok_or_else(|| {
                CliError::InvalidArguments("--after-round must be 1 or more".to_owned())
            })
        })
        .transpose()?;
    // `-o` is a folder (one output per input), or, for one input, the output file itself.
    let mut directory = args.output.clone();
    let mut single_file = None;
    if let Some(target) = &args.output {
        let names_folder = target.is_dir()
            || target
                .as_os_str()
                .to_string_lossy()
                .ends_with(std::path::MAIN_SEPARATOR)
            || target.as_os_str().to_string_lossy().ends_with('/')
            || args.files.len() > 1;
        if names_folder {
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
            let extension = single_file.as_ref()?.extension()?.to_str()?;
            match extension.to_ascii_lowercase().as_str() {
                "txt" => Some(StandingsFormat::Text),
                "csv" => Some(StandingsFormat::Csv),
                "json" => Some(StandingsFormat::Json),
                "html" | "htm" => Some(StandingsFormat::Html),
                _ => None,
            }
        })
        .unwrap_or(StandingsFormat::Text);
    if let Some(directory) = &directory
        && let Some((first, input, target)) =
            rondo_files::first_shared_output(&args.files, |input| {
                output_path(directory, input, format, "")
            })
    {
        return Err(CliError::InvalidArguments(format!(
            "{} and {} would both write {}; give them different names or write them to \
             different folders",
            first.display(),
            input.display(),
            target.display()
        )));
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
        strictness: Strictness {
            strict: args.strict,
        },
        limits,
    })
}

/// What one file renders to: the main output, and for team events in CSV, the team standings
/// as a second table.
struct Rendered {
    main: String,
    teams_csv: Option<String>,
    /// For team events in CSV, the board-by-board individual results.
    boards_csv: Option<String>,
    /// The warnings found reading the file, rendered.
    warnings: String,
}

/// Renders every file, in parallel, keeping the input order of the results.
fn process_all(
    files: &[PathBuf],
    config: &Config,
    stderr: &mut dyn Write,
) -> Vec<Result<Rendered, CliError>> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<Result<Rendered, CliError>>>> =
        files.iter().map(|_| Mutex::new(None)).collect();
    let show_progress =
        config.directory.is_some() && files.len() > 1 && std::io::stderr().is_terminal();
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(files.len())
        .max(1);
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = files.get(index) else { break };
                    let result = render_file(path, config);
                    if let Ok(mut slot) = results[index].lock() {
                        *slot = Some(result);
                    }
                    done.fetch_add(1, Ordering::Relaxed);
                }
            });
        }
        if show_progress {
            // The progress line is drawn from this thread only, so workers never write to the
            // terminal.
            loop {
                let finished = done.load(Ordering::Relaxed);
                let _ = write!(stderr, "\r[{finished}/{}] standings", files.len());
                let _ = stderr.flush();
                if finished >= files.len() {
                    let _ = writeln!(stderr);
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
        }
    });
    results
        .into_iter()
        .map(|slot| {
            slot.into_inner().ok().flatten().unwrap_or_else(|| {
                Err(CliError::InvalidArguments(
                    "a worker stopped early".to_owned(),
                ))
            })
        })
        .collect()
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
        let skipped = skipped_tiebreak_warnings(path, &loaded.file, tournament, config);
        if config.strictness.strict && !skipped.is_empty() {
            return Err(CliError::BadInput { rendered: skipped });
        }
        warnings.push_str(&skipped);
    }
    let event = rondo_tiebreak::event_standings(
        tournament,
        config.specs.as_deref(),
        &config.options,
        config.lots,
    )
    .map_err(|error| match error {
        // The file's own list: its errors are placed at its record.
        EventStandingsError::FileList(error) => tiebreak_record_error(path, &loaded.file, &error),
        EventStandingsError::Given(error) => {
            CliError::InvalidArguments(format!("{}: {error}", path.display()))
        }
    })?;
    let header = &tournament.setup().header;
    let title = header.name.clone().unwrap_or_else(|| file_stem(path));
    let (teams_csv, boards_csv) = match (config.format, &event.teams) {
        (StandingsFormat::Csv, Some(teams)) => (
            Some(render::team_csv(teams)),
            Some(render::team_boards_csv(teams)),
        ),
        _ => (None, None),
    };
    let main = match config.format {
        StandingsFormat::Csv => render::csv(&event.standings),
        StandingsFormat::Json => render::event_json(&event),
        StandingsFormat::Text => render::event_text(&title, &event),
        StandingsFormat::Html => render::event_html(&title, header, &event),
    };
    if let Some(pending) = tournament.first_pending_round()
        && pending.get() == event.standings.rounds + 1
    {
        // Standings stop before a round whose pairings have no result yet.
        warnings.push_str(&render::pending_note(path, pending, event.standings.rounds));
    }
    Ok(Rendered {
        main,
        teams_csv,
        boards_csv,
        warnings,
    })
}

/// An error in the file's tie-break list, placed at the start of the value of its last `212` or
/// `202` record (the one read), or at the top of the file when it has neither.
fn tiebreak_record_error(
    path: &Path,
    file: &rondo_trf::TrfFile,
    error: &rondo_tiebreak::StandingsError,
) -> CliError {
    let record = file.last_record_line(&["212", "202"]);
    CliError::BadInput {
        rendered: diagnostics::render(&Diagnostic {
            path,
            line: Some(record.map_or(1, |(number, _)| number)),
            column: Some(if record.is_some() { 5 } else { 1 }),
            severity: Severity::Error,
            message: error.to_string(),
            source_line: record.map(|(_, text)| text.to_owned()),
        }),
    }
}

/// One diagnostic for each code of the file's `212`/`202` records that the standings leave
/// out, placed at the code in the record's line (the last such line, which is the one read).
fn skipped_tiebreak_warnings(
    path: &Path,
    file: &rondo_trf::TrfFile,
    tournament: &rondo_core::Tournament,
    config: &Config,
) -> String {
    let severity = if config.strictness.strict {
        Severity::Error
    } else {
        Severity::Warning
    };
    rondo_tiebreak::skipped_file_tiebreaks(tournament)
        .into_iter()
        .map(|(record, error)| {
            let line = file.last_record_line(&[record]);
            // The code as written, else the start of the record's value: a code the reader
            // normalised (case, spacing) is not found verbatim, and the record is still the place.
            let column = line.map(|(_, text)| {
                text.get(4..)
                    .and_then(|value| value.find(error.code.as_str()))
                    .map_or(5, |byte| text[..4 + byte].chars().count() + 1)
            });
            diagnostics::render(&Diagnostic {
                path,
                line: line.map(|(number, _)| number),
                column,
                severity,
                message: render::skipped_tiebreak(&error, record),
                source_line: line.map(|(_, text)| text.to_owned()),
            })
        })
        .collect()
}

fn output_path(directory: &Path, input: &Path, format: StandingsFormat, suffix: &str) -> PathBuf {
    let extension = match format {
        StandingsFormat::Text => "txt",
        StandingsFormat::Csv => "csv",
        StandingsFormat::Json => "json",
        StandingsFormat::Html => "html",
    };
    directory.join(file_name(input, suffix, extension))
}

fn file_name(input: &Path, suffix: &str, extension: &str) -> std::ffi::OsString {
    rondo_files::output_name(input, "standings", suffix, extension)
}

fn file_stem(path: &Path) -> String {
    path.file_stem().map_or_else(
        || "standings".to_owned(),
        |stem| stem.to_string_lossy().into_owned(),
    )
}
