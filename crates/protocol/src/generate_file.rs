//! The configuration file of `rondo generate --config` (TOML, or JSON by its `.json`
//! extension): the generator's settings ([`GenerateConfig`], pairing options written as on the
//! command line) with the system and the TRF flavour, read into plain data.

use rondo_pairing::{BakuVariant, GenerateConfig};
use rondo_systems::{Descriptor, Edition, Registry};
use rondo_tiebreak::ParseTiebreakError;
use rondo_trf::Format;
use serde::Deserialize;

/// The file as written; settings left out take the caller's defaults.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConfigFile {
    players: u16,
    rounds: u16,
    seed: u64,
    #[serde(default)]
    boards: Option<u16>,
    #[serde(default)]
    system: Option<String>,
    #[serde(default)]
    edition: Option<String>,
    #[serde(default)]
    accelerate: Option<String>,
    #[serde(default)]
    format: Option<String>,
    #[serde(default)]
    draw_rate: Option<f64>,
    #[serde(default)]
    forfeit_rate: Option<f64>,
    #[serde(default)]
    double_forfeit_rate: Option<f64>,
    #[serde(default)]
    bye_rate: Option<f64>,
    #[serde(default)]
    zero_point_bye_rate: Option<f64>,
    #[serde(default)]
    withdrawal_rate: Option<f64>,
    #[serde(default)]
    late_entry_rate: Option<f64>,
    #[serde(default)]
    highest_rating: Option<u16>,
    #[serde(default)]
    lowest_rating: Option<u16>,
    #[serde(default)]
    rating_spread: Option<u16>,
    #[serde(default)]
    titles: bool,
    #[serde(default)]
    forbidden_pairs: u16,
    #[serde(default)]
    tiebreaks: Option<String>,
}

/// What a configuration file asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateFile {
    /// The generator's settings (Baku acceleration is the system's option, not the
    /// generator's).
    pub config: GenerateConfig,
    /// The system's key (`dutch` when the file names none): one of the registry's Swiss
    /// systems.
    pub system: &'static str,
    /// The edition of the Dutch rules (2025 when the file names none).
    pub edition: Edition,
    /// Baku acceleration (`accelerate`).
    pub acceleration: Option<BakuVariant>,
    /// The TRF flavour written (TRF-2026 when the file names none).
    pub format: Format,
}

/// Why a configuration file cannot be used.
#[derive(Clone, Debug, PartialEq)]
pub enum GenerateFileError {
    /// Not TOML (or JSON), or a key of the wrong type or unknown: the parser's own message.
    Syntax(String),
    /// An `edition` other than 2025, 2017 or 2009.
    Edition(String),
    /// An `accelerate` other than `baku` or `baku-first-half`.
    Acceleration(String),
    /// A `format` other than `trf26` or `trf16`.
    Format(String),
    /// A `tiebreaks` list with a code rondo does not read.
    Tiebreaks(ParseTiebreakError),
    /// A `system` that is not one of the registry's Swiss systems.
    System {
        /// The file's value.
        given: String,
        /// The keys it may take.
        expected: Vec<&'static str>,
    },
}

/// Reads a configuration file (`json` for JSON, else TOML); `defaults` gives the rates and
/// ratings the file leaves out, `registry` the systems it may name.
///
/// # Errors
///
/// [`GenerateFileError`] for the first value that cannot be used.
pub fn read_generate_file(
    text: &str,
    json: bool,
    defaults: &GenerateConfig,
    registry: &Registry,
) -> Result<GenerateFile, GenerateFileError> {
    let file: ConfigFile = if json {
        serde_json::from_str(text).map_err(|error| GenerateFileError::Syntax(error.to_string()))?
    } else {
        toml::from_str(text)
            .map_err(|error| GenerateFileError::Syntax(error.to_string().trim_end().to_owned()))?
    };
    let edition = match file.edition.as_deref() {
        None | Some("2025") => Edition::Dutch2025,
        Some("2017") => Edition::Dutch2017,
        Some("2009") => Edition::Dutch2009,
        Some(other) => return Err(GenerateFileError::Edition(other.to_owned())),
    };
    let acceleration = match file.accelerate.as_deref() {
        None => None,
        Some("baku") => Some(BakuVariant::Fide),
        Some("baku-first-half") => Some(BakuVariant::FirstHalf),
        Some(other) => return Err(GenerateFileError::Acceleration(other.to_owned())),
    };
    let format = match file.format.as_deref() {
        None | Some("trf26") => Format::Trf2026,
        Some("trf16") => Format::Trf16,
        Some(other) => return Err(GenerateFileError::Format(other.to_owned())),
    };
    let config = GenerateConfig::default()
        .with_players(file.players)
        .with_rounds(file.rounds)
        .with_seed(file.seed)
        .with_draw_rate(file.draw_rate.unwrap_or(defaults.draw_rate))
        .with_forfeit_rate(file.forfeit_rate.unwrap_or(defaults.forfeit_rate))
        .with_double_forfeit_rate(file.double_forfeit_rate.unwrap_or(0.0))
        .with_bye_rate(file.bye_rate.unwrap_or(defaults.bye_rate))
        .with_zero_point_bye_rate(file.zero_point_bye_rate.unwrap_or(0.0))
        .with_withdrawal_rate(file.withdrawal_rate.unwrap_or(defaults.withdrawal_rate))
        .with_late_entry_rate(file.late_entry_rate.unwrap_or(0.0))
        .with_highest_rating(file.highest_rating.unwrap_or(defaults.highest_rating))
        .with_lowest_rating(file.lowest_rating.unwrap_or(defaults.lowest_rating))
        .with_rating_spread(file.rating_spread)
        .with_titles(file.titles)
        .with_forbidden_pairs(file.forbidden_pairs)
        .with_tiebreaks(file.tiebreaks)
        .with_acceleration(None);
    let config = match file.boards {
        Some(boards) => config.with_boards(boards),
        None => config,
    };
    if let Some(list) = &config.tiebreaks {
        rondo_tiebreak::parse_tiebreak_list(list).map_err(GenerateFileError::Tiebreaks)?;
    }
    let swiss = rondo_systems::keys_where(registry, Descriptor::is_swiss);
    let given = file.system.as_deref().unwrap_or("dutch");
    let Some(system) = swiss.iter().copied().find(|key| *key == given) else {
        return Err(GenerateFileError::System {
            given: given.to_owned(),
            expected: swiss,
        });
    };
    Ok(GenerateFile {
        config,
        system,
        edition,
        acceleration,
        format,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<GenerateFile, GenerateFileError> {
        read_generate_file(
            text,
            false,
            &GenerateConfig::default(),
            rondo_systems::REGISTRY,
        )
    }

    #[test]
    fn a_file_gives_settings_and_the_rest_are_the_defaults() {
        let file =
            read("players = 30\nrounds = 5\nseed = 7\nsystem = \"dubov\"\nformat = \"trf16\"")
                .unwrap();
        assert_eq!(
            (file.config.players, file.config.rounds, file.config.seed),
            (30, 5, 7)
        );
        assert_eq!(file.config.draw_rate, GenerateConfig::default().draw_rate);
        assert_eq!((file.system, file.edition), ("dubov", Edition::Dutch2025));
        assert_eq!(file.format, Format::Trf16);
    }

    #[test]
    fn values_the_generator_does_not_take_are_refused() {
        let base = "players = 30\nrounds = 5\nseed = 7\n";
        assert_eq!(
            read(&format!("{base}edition = \"2001\"")),
            Err(GenerateFileError::Edition("2001".to_owned()))
        );
        assert!(matches!(
            read(&format!("{base}system = \"knockout\"")),
            Err(GenerateFileError::System { given, expected })
                if given == "knockout" && expected.contains(&"dutch")
        ));
        assert!(matches!(
            read(&format!("{base}tiebreaks = \"XYZ\"")),
            Err(GenerateFileError::Tiebreaks(_))
        ));
        assert!(matches!(
            read("players = 30"),
            Err(GenerateFileError::Syntax(_))
        ));
    }
}
