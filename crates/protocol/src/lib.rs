//! rondo as a drop-in pairing engine, without the process around it: the command lines of
//! bbpPairings (`--dutch IN -p OUT`) and JaVaFo (`IN -p OUT`) read into a [`Request`]
//! ([`parse`], [`Request::placed`]), and the settings of their random-tournament generator
//! (`-g`) read from a configuration file or a model tournament ([`generator_config`]); and the
//! configuration file of `rondo generate --config` ([`read_generate_file`]), which another
//! program writes to have rondo generate an event.
//!
//! A front end reads the files a request names, calls these functions and rondo's libraries,
//! and writes the results; `rondo-words` words the errors ([`GrammarError`],
//! [`GeneratorError`]). Nothing here reads or writes a file: whether a word of JaVaFo's
//! `-g SEED` names a file is the caller's answer ([`parse`]'s `names_file`).
//!
//! ```
//! use std::ffi::OsString;
//! use rondo_protocol::{EngineSystem, Operation, parse};
//!
//! let line = ["--dutch", "games/r5.trf", "-p", "r5.pairs"].map(OsString::from);
//! let request = parse(&line, &|_| false)?.placed();
//! assert_eq!(request.system, EngineSystem::Dutch);
//! // As the engines do, a bare output name goes beside the input.
//! assert_eq!(
//!     request.operation,
//!     Operation::Pair {
//!         input: "games/r5.trf".into(),
//!         output: Some("games/r5.pairs".into()),
//!         checklist: None,
//!     }
//! );
//! # Ok::<_, rondo_protocol::GrammarError>(())
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod generate_file;
mod generator;
mod grammar;

pub use generate_file::{GenerateFile, GenerateFileError, read_generate_file};
pub use generator::{
    ConfigError, ConfigValue, GeneratorError, GeneratorInput, apply_config, generated_name,
    generator_config, generator_seed, refuse_generator_system,
};
pub use grammar::{
    ChecklistFile, EngineSystem, GeneratorSource, GrammarError, Operation, Request,
    is_engine_command_line, parse,
};
