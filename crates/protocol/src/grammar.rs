//! The command lines of the engines that programs run as a process: bbpPairings'
//! (`--dutch IN -p OUT`) and JaVaFo's (`IN -p OUT`), read into one request.
//!
//! bbpPairings reads its arguments strictly by position, and so does this grammar:
//!
//! ```text
//! [-r]
//! [-r] SYSTEM IN -c [-l [LIST]]
//! [-r] SYSTEM IN -p [OUT] [-l [LIST]]
//! [-r] SYSTEM (MODEL -g | -g [CONFIG]) -o OUT [-s SEED] [-l [LIST]]
//! ```
//!
//! SYSTEM is `--dutch` or `--burstein` as in bbpPairings, or one of the systems it does not
//! have (`--dubov`, `--lim`, `--double-swiss`, `--team`). JaVaFo pairs by the Dutch system only
//! and has no SYSTEM:
//!
//! ```text
//! [-r] IN -c [ROUND]
//! [-r] IN [-b] -p [OUT] [-l [LIST]]
//! [-r] [MODEL] -g [-b] -o OUT
//! [-r] -g CONFIG [-b] -o OUT        (CONFIG a whole number: the seed)
//! ```
//!
//! `--baku` (anywhere) and JaVaFo's `-b` ask for Baku acceleration. Paths are kept as given;
//! [`Request::placed`] puts a bare output name beside its input, as both engines do.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// A pairing system an engine command line names.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EngineSystem {
    /// `--dutch` (and JaVaFo, which has no flag).
    Dutch,
    /// `--burstein`.
    Burstein,
    /// `--dubov`.
    Dubov,
    /// `--lim`.
    Lim,
    /// `--double-swiss`.
    DoubleSwiss,
    /// `--team` (the Sharly-Chess fork of bbpPairings).
    Team,
}

impl EngineSystem {
    /// Every system flag with its system.
    pub const FLAGS: [(&'static str, EngineSystem); 6] = [
        ("--dutch", EngineSystem::Dutch),
        ("--burstein", EngineSystem::Burstein),
        ("--dubov", EngineSystem::Dubov),
        ("--lim", EngineSystem::Lim),
        ("--double-swiss", EngineSystem::DoubleSwiss),
        ("--team", EngineSystem::Team),
    ];

    fn from_flag(flag: &str) -> Option<EngineSystem> {
        EngineSystem::FLAGS
            .iter()
            .find(|(name, _)| *name == flag)
            .map(|(_, system)| *system)
    }

    /// The value of rondo's `--system` for this system.
    pub fn system_value(self) -> &'static str {
        match self {
            EngineSystem::Dutch => "dutch",
            EngineSystem::Burstein => "burstein",
            EngineSystem::Dubov => "dubov",
            EngineSystem::Lim => "lim",
            EngineSystem::DoubleSwiss => "double-swiss",
            EngineSystem::Team => "team",
        }
    }
}

/// Where `-l` writes the checklist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChecklistFile {
    /// `-l` alone: the base file with the extension `.list`.
    Default,
    /// `-l LIST`.
    Named(PathBuf),
}

/// What a random tournament is generated from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GeneratorSource {
    /// `-g` alone: every parameter drawn from the seed.
    Drawn,
    /// `-g CONFIG`: a configuration file of `Key=Value` lines.
    Config(PathBuf),
    /// `MODEL -g`: the players and rates of an existing tournament.
    Model(PathBuf),
    /// JaVaFo's `-g SEED`.
    Seed(u64),
}

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Operation {
    /// `-r` alone (or with nothing else): the banner.
    Banner,
    /// `IN -p [OUT]`.
    Pair {
        /// The tournament file.
        input: PathBuf,
        /// The pairs file; standard output without one.
        output: Option<PathBuf>,
        /// `-l`.
        checklist: Option<ChecklistFile>,
    },
    /// `IN -c [ROUND]`.
    Check {
        /// The tournament file.
        input: PathBuf,
        /// JaVaFo's `-c ROUND`: that round only.
        round: Option<u16>,
        /// `-l`.
        checklist: Option<ChecklistFile>,
    },
    /// `-g`.
    Generate {
        /// What the tournament is made from.
        source: GeneratorSource,
        /// `-o OUT`.
        output: PathBuf,
        /// `-s SEED`.
        seed: Option<u64>,
        /// `-l`.
        checklist: Option<ChecklistFile>,
    },
}

/// A whole engine command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// `-r`: print the banner first.
    pub banner: bool,
    /// The system (JaVaFo's command line: Dutch).
    pub system: EngineSystem,
    /// `--baku` or `-b`.
    pub baku: bool,
    /// The operation.
    pub operation: Operation,
}

/// Why a command line is not one of the engine forms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GrammarError {
    /// The arguments match none of the forms.
    Syntax,
    /// A seed that is not a whole number.
    Seed(String),
    /// A seed of digits above 2⁶⁴ − 1 (the engines' size limit, not a malformed request).
    SeedOutOfRange(String),
    /// JaVaFo's `-c ROUND` with a round that is not a number from 1.
    Round(String),
}

/// Whether `arguments` (without the program name) are an engine command line rather than a
/// rondo subcommand: they start with `-r` or a system flag, or with a file (not one of
/// `subcommands`) or `-g` followed by JaVaFo's `-p`, `-c` or `-g`.
pub fn is_engine_command_line(arguments: &[OsString], subcommands: &[&str]) -> bool {
    let Some(first) = arguments.first().and_then(|first| first.to_str()) else {
        return false;
    };
    if first == "-r" || EngineSystem::from_flag(first).is_some() {
        return true;
    }
    if first == "-g" {
        return true;
    }
    let operation_follows = arguments
        .iter()
        .skip(1)
        .any(|argument| matches!(argument.to_str(), Some("-p" | "-c" | "-g")));
    !first.starts_with('-') && !subcommands.contains(&first) && operation_follows
}

/// Reads an engine command line (without the program name). `names_file` says whether a word
/// names an existing file: JaVaFo's `-g WORD` takes a whole number that names none as the seed.
///
/// # Errors
///
/// [`GrammarError`] when the arguments match none of the forms.
pub fn parse(
    arguments: &[OsString],
    names_file: &dyn Fn(&Path) -> bool,
) -> Result<Request, GrammarError> {
    let mut baku = false;
    let mut words: Vec<&OsString> = Vec::with_capacity(arguments.len());
    for argument in arguments {
        if argument == "--baku" {
            baku = true;
        } else {
            words.push(argument);
        }
    }
    let mut at = 0;
    let banner = words.first().is_some_and(|word| *word == "-r");
    if banner {
        at += 1;
    }
    let Some(next) = words.get(at) else {
        return if banner {
            Ok(Request {
                banner,
                system: EngineSystem::Dutch,
                baku,
                operation: Operation::Banner,
            })
        } else {
            Err(GrammarError::Syntax)
        };
    };
    let flagged = next.to_str().and_then(EngineSystem::from_flag);
    let operation = match flagged {
        Some(_) => bbp_operation(&words[at + 1..])?,
        None => {
            let (operation, b) = javafo_operation(&words[at..], names_file)?;
            baku |= b;
            operation
        }
    };
    Ok(Request {
        banner,
        system: flagged.unwrap_or(EngineSystem::Dutch),
        baku,
        operation,
    })
}

/// A cursor over the words after the system flag.
struct Words<'a> {
    words: &'a [&'a OsString],
    at: usize,
}

impl<'a> Words<'a> {
    fn peek(&self) -> Option<&'a OsString> {
        self.words.get(self.at).copied()
    }

    fn peek_is(&self, flag: &str) -> bool {
        self.peek().is_some_and(|word| word == flag)
    }

    fn take(&mut self) -> Option<&'a OsString> {
        let word = self.peek()?;
        self.at += 1;
        Some(word)
    }

    fn take_flag(&mut self, flag: &str) -> bool {
        let found = self.peek_is(flag);
        if found {
            self.at += 1;
        }
        found
    }

    fn take_path(&mut self) -> Option<PathBuf> {
        self.take().map(PathBuf::from)
    }

    /// A value that is not one of the flags of the grammar.
    fn take_value(&mut self) -> Option<PathBuf> {
        let word = self.peek()?;
        if matches!(
            word.to_str(),
            Some("-l" | "-o" | "-s" | "-p" | "-c" | "-g" | "-b")
        ) {
            return None;
        }
        self.take_path()
    }

    /// `[-l [LIST]]`.
    fn checklist(&mut self) -> Option<ChecklistFile> {
        if !self.take_flag("-l") {
            return None;
        }
        Some(match self.take_path() {
            Some(path) => ChecklistFile::Named(path),
            None => ChecklistFile::Default,
        })
    }

    fn finished(&self) -> Result<(), GrammarError> {
        if self.at == self.words.len() {
            Ok(())
        } else {
            Err(GrammarError::Syntax)
        }
    }
}

/// bbpPairings' forms after the system flag.
fn bbp_operation(words: &[&OsString]) -> Result<Operation, GrammarError> {
    let mut words = Words { words, at: 0 };
    let operation = if words.peek_is("-g") {
        words.take();
        let source = match words.take_value() {
            Some(config) => GeneratorSource::Config(config),
            None => GeneratorSource::Drawn,
        };
        generate_tail(&mut words, source)?
    } else {
        let input = words.take_path().ok_or(GrammarError::Syntax)?;
        if words.take_flag("-c") {
            Operation::Check {
                input,
                round: None,
                checklist: words.checklist(),
            }
        } else if words.take_flag("-p") {
            Operation::Pair {
                input,
                output: words.take_value(),
                checklist: words.checklist(),
            }
        } else if words.take_flag("-g") {
            generate_tail(&mut words, GeneratorSource::Model(input))?
        } else {
            return Err(GrammarError::Syntax);
        }
    };
    words.finished()?;
    Ok(operation)
}

/// `-o OUT [-s SEED] [-l [LIST]]` after the generator's source.
fn generate_tail(
    words: &mut Words<'_>,
    source: GeneratorSource,
) -> Result<Operation, GrammarError> {
    if !words.take_flag("-o") {
        return Err(GrammarError::Syntax);
    }
    let output = words.take_path().ok_or(GrammarError::Syntax)?;
    let seed = if words.take_flag("-s") {
        let word = words.take().ok_or(GrammarError::Syntax)?;
        Some(parse_seed(word)?)
    } else {
        None
    };
    Ok(Operation::Generate {
        source,
        output,
        seed,
        checklist: words.checklist(),
    })
}

fn parse_seed(word: &OsString) -> Result<u64, GrammarError> {
    let text = word.to_string_lossy();
    text.parse::<u64>().map_err(|_| {
        let digits = !text.is_empty() && text.bytes().all(|byte| byte.is_ascii_digit());
        if digits {
            GrammarError::SeedOutOfRange(text.into_owned())
        } else {
            GrammarError::Seed(text.into_owned())
        }
    })
}

/// JaVaFo's forms, from the first word; also says whether `-b` was given.
fn javafo_operation(
    words: &[&OsString],
    names_file: &dyn Fn(&Path) -> bool,
) -> Result<(Operation, bool), GrammarError> {
    let mut words = Words { words, at: 0 };
    let (operation, baku) = if words.peek_is("-g") {
        words.take();
        let source = match words.take_value() {
            Some(config) => match config.to_str().map(str::parse::<u64>) {
                // A whole number that names no file is JaVaFo's seed.
                Some(Ok(seed)) if !names_file(&config) => GeneratorSource::Seed(seed),
                _ => GeneratorSource::Config(config),
            },
            None => GeneratorSource::Drawn,
        };
        let baku = words.take_flag("-b");
        (generate_tail(&mut words, source)?, baku)
    } else {
        let input = words.take_path().ok_or(GrammarError::Syntax)?;
        let baku = words.take_flag("-b");
        if !baku && words.take_flag("-c") {
            let round = match words.take_value() {
                Some(round) => {
                    let text = round.to_string_lossy().into_owned();
                    match text.parse::<u16>() {
                        Ok(number) if number > 0 => Some(number),
                        _ => return Err(GrammarError::Round(text)),
                    }
                }
                None => None,
            };
            let checklist = words.checklist();
            (
                Operation::Check {
                    input,
                    round,
                    checklist,
                },
                false,
            )
        } else if words.take_flag("-p") {
            let output = words.take_value();
            let checklist = words.checklist();
            (
                Operation::Pair {
                    input,
                    output,
                    checklist,
                },
                baku,
            )
        } else if words.take_flag("-g") {
            let baku = baku | words.take_flag("-b");
            (
                generate_tail(&mut words, GeneratorSource::Model(input))?,
                baku,
            )
        } else {
            return Err(GrammarError::Syntax);
        }
    };
    words.finished()?;
    Ok((operation, baku))
}

impl Request {
    /// The options of the system the request pairs by: `--baku` and `-b` ask for Baku
    /// acceleration (C.04.7) as the engines compute it.
    #[must_use]
    pub fn options(&self) -> rondo_systems::Options {
        let options = rondo_systems::Options::default();
        if self.baku {
            options.with_acceleration(rondo_systems::BakuVariant::Fide)
        } else {
            options
        }
    }

    /// The request with every output placed as the engines place it: a bare file name (no
    /// folder in it) goes into the folder of the file it comes from (the input of `-p` and
    /// `-c`, the model or configuration of `-g`), so that `--dutch tests/a.trf -p a.out`
    /// writes `tests/a.out`; a default checklist is the base file with the extension `.list`.
    pub fn placed(mut self) -> Request {
        match &mut self.operation {
            Operation::Banner => {}
            Operation::Pair {
                input,
                output,
                checklist,
            } => {
                if let Some(output) = output {
                    *output = beside(input, output);
                }
                place_checklist(checklist, input);
            }
            Operation::Check {
                input, checklist, ..
            } => place_checklist(checklist, input),
            Operation::Generate {
                source,
                output,
                checklist,
                ..
            } => {
                if let GeneratorSource::Config(base) | GeneratorSource::Model(base) = source {
                    *output = beside(base, output);
                }
                let output = output.clone();
                place_checklist(checklist, &output);
            }
        }
        self
    }
}

fn place_checklist(checklist: &mut Option<ChecklistFile>, base: &Path) {
    if let Some(file) = checklist {
        *file = ChecklistFile::Named(match file {
            ChecklistFile::Default => base.with_extension("list"),
            ChecklistFile::Named(name) => beside(base, name),
        });
    }
}

/// `name` in the folder of `base` when `name` has no folder of its own.
fn beside(base: &Path, name: &Path) -> PathBuf {
    let bare = name.components().count() == 1 && name.parent() == Some(Path::new(""));
    match base.parent() {
        Some(folder) if bare && !name.is_absolute() => folder.join(name),
        _ => name.to_path_buf(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<OsString> {
        line.split_whitespace().map(OsString::from).collect()
    }

    fn parsed(line: &str) -> Result<Request, GrammarError> {
        // `42` names a file of the working folder.
        parse(&words(line), &|path| path == Path::new("42")).map(Request::placed)
    }

    const SUBCOMMANDS: [&str; 3] = ["pair", "check", "generate"];

    #[test]
    fn engine_command_lines_are_told_from_subcommands() {
        for line in [
            "-r",
            "--dutch in.trf -p",
            "--team a -c",
            "in.trf -p out",
            "-g 7 -o out.trf",
            "model.trf -g -o out",
        ] {
            assert!(is_engine_command_line(&words(line), &SUBCOMMANDS), "{line}");
        }
        for line in [
            "pair in.trf --format pairs",
            "check in.trf",
            "--max-input-size 1M pair in.trf",
            "--help",
            "in.trf",
            "",
        ] {
            assert!(
                !is_engine_command_line(&words(line), &SUBCOMMANDS),
                "{line}"
            );
        }
    }

    #[test]
    fn bbp_pairing_places_a_bare_output_beside_the_input() {
        let request = parsed("--dutch tests/a.input -p a.output").unwrap();
        assert_eq!(request.system, EngineSystem::Dutch);
        assert_eq!(
            request.operation,
            Operation::Pair {
                input: "tests/a.input".into(),
                output: Some("tests/a.output".into()),
                checklist: None,
            }
        );
        let request = parsed("--burstein tests/a.input -p ./a.output -l").unwrap();
        assert_eq!(
            request.operation,
            Operation::Pair {
                input: "tests/a.input".into(),
                output: Some("./a.output".into()),
                checklist: Some(ChecklistFile::Named("tests/a.list".into())),
            }
        );
    }

    #[test]
    fn pairs_without_a_file_go_to_standard_output_and_l_is_never_a_file_name() {
        let request = parsed("-r --lim in.trf -p -l my.list").unwrap();
        assert!(request.banner);
        assert_eq!(
            request.operation,
            Operation::Pair {
                input: "in.trf".into(),
                output: None,
                checklist: Some(ChecklistFile::Named("my.list".into())),
            }
        );
    }

    #[test]
    fn the_generator_takes_a_model_a_configuration_or_nothing() {
        let request = parsed("--dutch cfg/rtg.txt -g -o out.trf -s 42 -l").unwrap();
        assert_eq!(
            request.operation,
            Operation::Generate {
                source: GeneratorSource::Model("cfg/rtg.txt".into()),
                output: "cfg/out.trf".into(),
                seed: Some(42),
                checklist: Some(ChecklistFile::Named("cfg/out.list".into())),
            }
        );
        let request = parsed("--dutch -g cfg/rtg.txt -o out.trf").unwrap();
        assert_eq!(
            request.operation,
            Operation::Generate {
                source: GeneratorSource::Config("cfg/rtg.txt".into()),
                output: "cfg/out.trf".into(),
                seed: None,
                checklist: None,
            }
        );
        let request = parsed("--dubov -g -o out.trf").unwrap();
        assert_eq!(request.system, EngineSystem::Dubov);
        assert!(matches!(
            request.operation,
            Operation::Generate {
                source: GeneratorSource::Drawn,
                ..
            }
        ));
    }

    #[test]
    fn javafo_forms_pair_by_the_dutch_system() {
        let request = parsed("in.trf -b -p out.txt").unwrap();
        assert_eq!(request.system, EngineSystem::Dutch);
        assert!(request.baku);
        let request = parsed("in.trf -c 3").unwrap();
        assert_eq!(
            request.operation,
            Operation::Check {
                input: "in.trf".into(),
                round: Some(3),
                checklist: None,
            }
        );
        let request = parsed("-g 18980522 -o out.trf").unwrap();
        assert!(matches!(
            request.operation,
            Operation::Generate {
                source: GeneratorSource::Seed(18_980_522),
                ..
            }
        ));
        let request = parsed("-g 42 -o out.trf").unwrap();
        assert_eq!(
            request.operation,
            Operation::Generate {
                source: GeneratorSource::Config("42".into()),
                output: "out.trf".into(),
                seed: None,
                checklist: None,
            }
        );
    }

    #[test]
    fn baku_is_read_anywhere_and_everything_else_must_fit_a_form() {
        assert!(parsed("--dutch in.trf -p out --baku").unwrap().baku);
        assert!(parsed("--baku --dutch in.trf -p out").unwrap().baku);
        for line in [
            "--dutch",
            "--dutch in.trf",
            "--dutch in.trf -p out extra",
            "--dutch in.trf -c 3",
            "--dutch -g -o",
            "--dutch in.trf -x",
            "-r -r",
        ] {
            assert_eq!(parsed(line), Err(GrammarError::Syntax), "{line}");
        }
        assert_eq!(
            parsed("--dutch -g -o out -s x"),
            Err(GrammarError::Seed("x".to_owned()))
        );
        assert_eq!(
            parsed("--dutch -g -o out -s 18446744073709551616"),
            Err(GrammarError::SeedOutOfRange(
                "18446744073709551616".to_owned()
            ))
        );
        assert_eq!(
            parsed("in.trf -c 0"),
            Err(GrammarError::Round("0".to_owned()))
        );
    }
}
