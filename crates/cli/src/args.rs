//! The command line as clap sees it: typed arguments, no validation beyond types.

use std::path::PathBuf;

use clap::{Parser, Subcommand, ValueEnum};

/// rondo: pair chess tournaments (FIDE Dutch), publish standings and convert TRF files.
#[derive(Debug, Parser)]
#[command(name = "rondo", version, about, long_about = None, max_term_width = 100)]
pub struct Args {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Convert a tournament file between TRF16, TRF-2026 and JSON.
    Convert(ConvertArgs),
    /// Export one row per board of every round (CSV or JSON lines), for rating pipelines.
    Export(ExportArgs),
}

/// `rondo convert FILE --to trf16|trf26|json [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct ConvertArgs {
    /// The tournament file (TRF16, TRF-2026 or rondo JSON).
    pub file: PathBuf,
    /// The format to write.
    #[arg(long, value_enum)]
    pub to: ConvertFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Line ending of TRF output (default: the input's, else CRLF).
    #[arg(long, value_enum)]
    pub line_ending: Option<LineEndingArg>,
    /// Accept a points column that disagrees with the results.
    #[arg(long)]
    pub lenient_points: bool,
}

/// Target formats of `rondo convert`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ConvertFormat {
    /// FIDE TRF16 with the JaVaFo/bbpPairings extension codes.
    Trf16,
    /// FIDE TRF-2026.
    Trf26,
    /// rondo's JSON form of the model.
    Json,
}

/// Line endings for TRF output.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum LineEndingArg {
    /// Carriage return and line feed (Windows).
    Crlf,
    /// Line feed (Unix).
    Lf,
    /// Carriage return only (as bbpPairings writes).
    Cr,
}

/// `rondo export FILE... --format csv|jsonl [-o OUT]`.
#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// Tournament files; their rows go into one output.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value = "csv")]
    pub format: ExportFormat,
    /// Where to write (default: standard output).
    #[arg(short, long, value_name = "OUT")]
    pub output: Option<PathBuf>,
    /// Accept a points column that disagrees with the results.
    #[arg(long)]
    pub lenient_points: bool,
}

/// Formats of `rondo export`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object per line.
    Jsonl,
}
