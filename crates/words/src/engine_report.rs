//! The reports of `rondo`'s engine command line (the bbpPairings and JaVaFo forms), in the
//! layouts programs parse from bbpPairings: the checker's round list (`-c`) and the checklist
//! table (`-l`).

use std::fmt::Write as _;
use std::path::Path;

use rondo_core::{
    Colour, Float, PreferenceStrength, RecordedBoard, RoundEntry, RoundView, Tournament,
};
use rondo_pairing::{Assignment, Board, Checklist, RoundCheck, Verdict};
use rondo_systems::team::{TeamRoundCheck, TeamVerdict};

/// The first line `-r` prints: the program, its version (the one all rondo crates share) and the rules it pairs by.
pub fn banner() -> String {
    format!(
        "rondo {} - FIDE Dutch (C.04.3, 2025; 2017, 2009), Burstein (C.04.4.2), Dubov (C.04.4.1), \
         Lim (C.04.4.3), Double-Swiss (C.04.5) and Swiss Team (C.04.6) systems; the bbpPairings \
         and JaVaFo command lines",
        env!("CARGO_PKG_VERSION")
    )
}

/// A round as the checker reports it.
pub enum CheckedRound {
    /// The engine pairs the round as the file does.
    Agrees,
    /// The engine pairs it otherwise: its pairs the file lacks, and the file's pairs of the same
    /// players, each in board order (a bye as the pair `N 0`, last).
    Differs {
        /// The engine's pairs.
        engine: Vec<(u16, u16)>,
        /// The file's pairs.
        file: Vec<(u16, u16)>,
    },
    /// No pairing meets the absolute criteria.
    NoValidPairing,
    /// The round could not be paired, for the reason given.
    Failed(String),
}

/// The checker's report: a line `STEM: Round #N` for each round and, under a round the engine
/// pairs otherwise, one line per pair of the file with the engine's pair beside it (as many
/// as the file has), then a blank line; a last blank line ends the report.
/// `STEM` is the file's name without its folder and extension.
pub fn check_report(file: &Path, rounds: &[(u16, CheckedRound)]) -> String {
    let stem = file
        .file_stem()
        .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
    let mut out = String::new();
    for (round, checked) in rounds {
        let _ = writeln!(out, "{stem}: Round #{round}");
        match checked {
            CheckedRound::Agrees => {}
            CheckedRound::Differs { engine, file } => {
                let _ = writeln!(out, "  Checker pairings        Tournament pairings ");
                for (index, pair) in file.iter().enumerate() {
                    let left = engine.get(index).map_or_else(|| " ".repeat(9), cell);
                    let _ = writeln!(out, "    {left}                {}", cell(pair));
                }
                let _ = writeln!(out);
            }
            CheckedRound::NoValidPairing => {
                let _ = writeln!(out, "No valid pairing exists for round {round}.");
                let _ = writeln!(out);
            }
            CheckedRound::Failed(why) => {
                let _ = writeln!(out, "Round {round} could not be paired: {why}");
                let _ = writeln!(out);
            }
        }
    }
    out.push('\n');
    out
}

/// The rounds of an individual event as the checker reports them.
pub fn checked_rounds(tournament: &Tournament, checks: &[RoundCheck]) -> Vec<(u16, CheckedRound)> {
    checks
        .iter()
        .map(|check| {
            let checked = match &check.verdict {
                Verdict::Agrees => CheckedRound::Agrees,
                Verdict::Differs {
                    produced,
                    missing,
                    unexpected,
                } => {
                    let mut engine: Vec<(u16, u16)> = produced
                        .boards
                        .iter()
                        .filter(|board| unexpected.contains(board))
                        .map(|board| (board.white.get(), board.black.get()))
                        .collect();
                    let mut file: Vec<(u16, u16)> = tournament
                        .recorded_boards(check.round, false)
                        .into_iter()
                        .filter_map(|board| match board {
                            RecordedBoard::Pair { white, black, .. } => {
                                let flipped = Board {
                                    white: black,
                                    black: white,
                                };
                                (missing.contains(&Board { white, black })
                                    || missing.contains(&flipped))
                                .then_some((white.get(), black.get()))
                            }
                            RecordedBoard::Single { .. } => None,
                        })
                        .collect();
                    if produced.pairing_bye != check.expected.pairing_bye {
                        engine.extend(produced.pairing_bye.map(|bye| (bye.get(), 0)));
                        file.extend(check.expected.pairing_bye.map(|bye| (bye.get(), 0)));
                    }
                    CheckedRound::Differs { engine, file }
                }
                Verdict::NoValidPairing => CheckedRound::NoValidPairing,
                Verdict::Failed(failure) => CheckedRound::Failed(crate::failure::text(failure)),
            };
            (check.round.get(), checked)
        })
        .collect()
}

/// The rounds of a team event as the checker reports them, by team numbers.
pub fn checked_team_rounds(checks: &[TeamRoundCheck]) -> Vec<(u16, CheckedRound)> {
    checks
        .iter()
        .map(|check| {
            let checked = match &check.verdict {
                TeamVerdict::Agrees => CheckedRound::Agrees,
                TeamVerdict::Differs {
                    missing,
                    unexpected,
                    colours_reversed,
                    produced_bye,
                } => {
                    let pair = |m: &rondo_systems::team::RecordedTeamMatch| (m.white, m.black);
                    let mut engine: Vec<(u16, u16)> = unexpected.iter().map(pair).collect();
                    let mut file: Vec<(u16, u16)> = missing.iter().map(pair).collect();
                    // The engine's colours of a match both have; the file's are the other way.
                    engine.extend(colours_reversed.iter().map(pair));
                    file.extend(colours_reversed.iter().map(|m| (m.black, m.white)));
                    if *produced_bye != check.recorded.bye {
                        engine.extend(produced_bye.map(|bye| (bye, 0)));
                        file.extend(check.recorded.bye.map(|bye| (bye, 0)));
                    }
                    CheckedRound::Differs { engine, file }
                }
                TeamVerdict::NoCompletePairing => CheckedRound::NoValidPairing,
                TeamVerdict::Failed(failure) => CheckedRound::Failed(crate::failure::text(failure)),
            };
            (check.round.get(), checked)
        })
        .collect()
}

/// `WWW - BBB`, a bye's opponent as `0`.
fn cell(&(white, black): &(u16, u16)) -> String {
    format!("{white:>3} - {black:>3}")
}

/// The checklist table of a round: the players paired (or to be paired), highest pairing score
/// first, a blank line between scores; columns right-aligned and each followed by a tab; the
/// banner ends the file.
pub fn checklist_table(view: &RoundView<'_>, checklist: &Checklist) -> String {
    let played = usize::from(view.round().get()).saturating_sub(1);
    let tournament = view.tournament();
    let mut rows: Vec<_> = checklist
        .rows
        .iter()
        .filter(|row| !matches!(row.this_round, Assignment::Absent { .. }))
        .collect();
    rows.sort_by_key(|row| {
        (
            std::cmp::Reverse(row.pairing_score),
            row.pairing_number,
            row.start_number,
        )
    });
    let mut header: Vec<String> = ["ID", "Pts", &"-".repeat(played + 1), "Pref"]
        .map(str::to_owned)
        .to_vec();
    header.extend(["C2", "C14", "C16", "Cur", ""].map(str::to_owned));
    header.extend((1..=played).map(|round| format!("R{round}")));
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|row| {
            let history: String = row
                .colour_history
                .iter()
                .flatten()
                .map(|colour| colour_letter(*colour))
                .collect();
            let preference = match row.colour_preference {
                None => "A ".to_owned(),
                Some(preference) => {
                    let letter = colour_letter(preference.colour);
                    match preference.strength {
                        PreferenceStrength::Absolute => format!("{letter} "),
                        PreferenceStrength::Strong => format!("({letter})"),
                        PreferenceStrength::Mild => format!("{} ", letter.to_ascii_lowercase()),
                    }
                }
            };
            let current = match &row.this_round {
                Assignment::Game {
                    opponent, colour, ..
                } => format!("({}{})", opponent.get(), colour_letter(*colour)),
                Assignment::PairingBye => "(bye)".to_owned(),
                Assignment::Absent { .. } | Assignment::Unpaired => String::new(),
            };
            let mut line = vec![
                row.start_number.get().to_string(),
                row.pairing_score.to_one_decimal(),
                history,
                preference,
                if row.pab_eligible { "Y" } else { "N" }.to_owned(),
                float_letter(row.float_last),
                float_letter(row.float_before_last),
                current,
                String::new(),
            ];
            let rounds = tournament
                .player(row.start_number)
                .map_or(&[][..], |player| player.rounds.as_slice());
            line.extend((0..played).map(|index| match rounds.get(index) {
                Some(RoundEntry::Game { opponent, .. }) => opponent.get().to_string(),
                _ => String::new(),
            }));
            line
        })
        .collect();
    let widths: Vec<usize> = (0..header.len())
        .map(|column| {
            std::iter::once(&header)
                .chain(&cells)
                .map(|line| line.get(column).map_or(0, |cell| cell.chars().count()))
                .max()
                .unwrap_or(0)
        })
        .collect();
    let line = |cells: &[String]| -> String {
        cells
            .iter()
            .zip(&widths)
            .map(|(cell, width)| format!("{cell:>width$}\t"))
            .collect()
    };
    let mut out = String::from("\n");
    out.push_str(&line(&header));
    let mut previous = None;
    for (row, cells) in rows.iter().zip(&cells) {
        out.push_str(if previous == Some(row.pairing_score) {
            "\n"
        } else {
            "\n\n"
        });
        out.push_str(&line(cells));
        previous = Some(row.pairing_score);
    }
    // bbpPairings ends a table one line sooner when the round has no valid pairing.
    let unpaired = rows
        .iter()
        .any(|row| matches!(row.this_round, Assignment::Unpaired));
    out.push_str(if unpaired { "\n\n" } else { "\n\n\n" });
    out.push_str(&banner());
    out
}

fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::White => 'W',
        Colour::Black => 'B',
    }
}

fn float_letter(float: Option<Float>) -> String {
    match float {
        Some(Float::Up) => "U",
        Some(Float::Down) => "D",
        None => " ",
    }
    .to_owned()
}
