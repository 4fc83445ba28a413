//! Helpers shared by the tests: building tournaments and running the engine.

use std::path::{Path, PathBuf};

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, RoundNo, Tournament, TournamentSetup,
    Unplayed,
};
use rondo_dutch::{PairOptions, Pairing, PairingOutcome, pair_round};

/// The fixtures folder of the workspace.
pub fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures")
}

/// Reads a TRF file into a tournament.
#[track_caller]
pub fn load(path: &Path) -> Tournament {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let file = rondo_trf::read(&bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Tournament::try_from(file.setup)
        .or_else(rondo_core::ValidationError::ignore_score_mismatch)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Pairs `round` and renders the pairing as `white-black` boards and `bye:N`.
#[track_caller]
pub fn pair(tournament: &Tournament, round: u16, options: &PairOptions) -> String {
    let view = tournament.view(RoundNo::new(round).expect("round number"));
    match pair_round(&view, options).expect("pairable data") {
        PairingOutcome::Paired(pairing) => render(&pairing),
        PairingOutcome::NoValidPairing(_) => "no valid pairing".to_owned(),
    }
}

/// `1-5 6-2 ... bye:9`.
pub fn render(pairing: &Pairing) -> String {
    let mut parts: Vec<String> = pairing
        .boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect();
    if let Some(bye) = pairing.pairing_bye {
        parts.push(format!("bye:{bye}"));
    }
    parts.join(" ")
}

/// A small tournament written as text: one line per player,
/// `rating: entry entry ...` where an entry is `5w1` (opponent, colour, result `1 = 0 + -`, or
/// `?` for a pairing without a result yet),
/// `U` (pairing-allocated bye), `H`, `F`, `Z` (byes) or `.` (nothing).
pub struct Builder {
    pub setup: TournamentSetup,
}

impl Builder {
    #[track_caller]
    pub fn new(rows: &[&str]) -> Builder {
        let mut players = Vec::new();
        for (index, row) in rows.iter().enumerate() {
            let id = PlayerId::from_index(index).expect("id");
            let (rating, entries) = row.split_once(':').unwrap_or((row, ""));
            let mut player = Player::new(id, format!("Player {}", index + 1));
            player.rating = rating.trim().parse().ok().map(Rating);
            for entry in entries.split_whitespace() {
                player.rounds.push(parse_entry(entry));
            }
            players.push(player);
        }
        Builder {
            setup: TournamentSetup {
                players,
                ..TournamentSetup::default()
            },
        }
    }

    pub fn rounds(mut self, n: u16) -> Builder {
        self.setup.declared_rounds = Some(n);
        self
    }

    #[track_caller]
    pub fn build(self) -> Tournament {
        Tournament::try_from(self.setup).expect("consistent tournament")
    }
}

#[track_caller]
fn parse_entry(text: &str) -> RoundEntry {
    match text {
        "U" => return RoundEntry::Unplayed(Unplayed::PairingBye),
        "H" => return RoundEntry::Unplayed(Unplayed::HalfPointBye),
        "F" => return RoundEntry::Unplayed(Unplayed::FullPointBye),
        "Z" => return RoundEntry::Unplayed(Unplayed::ZeroPointBye),
        "." => return RoundEntry::NOT_PAIRED,
        _ => {}
    }
    let digits: String = text.chars().take_while(char::is_ascii_digit).collect();
    let rest: Vec<char> = text[digits.len()..].chars().collect();
    let opponent = PlayerId::new(digits.parse().expect("opponent")).expect("opponent id");
    let colour = match rest[0] {
        'w' => Colour::White,
        'b' => Colour::Black,
        other => panic!("bad colour {other}"),
    };
    match rest[1] {
        '1' => RoundEntry::Game {
            opponent,
            colour,
            result: GameResult::Win,
        },
        '=' => RoundEntry::Game {
            opponent,
            colour,
            result: GameResult::Draw,
        },
        '0' => RoundEntry::Game {
            opponent,
            colour,
            result: GameResult::Loss,
        },
        '+' => RoundEntry::Unplayed(Unplayed::ForfeitWin {
            opponent: Some(opponent),
            colour: Some(colour),
        }),
        '-' => RoundEntry::Unplayed(Unplayed::ForfeitLoss {
            opponent: Some(opponent),
            colour: Some(colour),
        }),
        '?' => RoundEntry::Scheduled { opponent, colour },
        other => panic!("bad result {other}"),
    }
}
