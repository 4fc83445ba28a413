//! Issue 34: the README's "Running an event" section is an event run with the commands only,
//! as a new user types it. This test runs that section's commands, as written, in an empty
//! folder with the built binary, and after every edit compares each player's points column
//! and rank column with its own computation from the round columns: points by the TRF result
//! codes, ranks by points, then the file's tie-breaks `BH/C1`, `BH` and `SB` computed here by
//! C.07 (2026) arts. 16.1–16.5.

use std::path::Path;
use std::process::Command;

const RONDO: &str = env!("CARGO_BIN_EXE_rondo");

/// The commands of the first `sh` block of the README's "Running an event" section, a command
/// continued with `\` joined into one.
fn readme_commands() -> Vec<String> {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"))
            .unwrap();
    let section = readme
        .split("\n### Running an event\n")
        .nth(1)
        .expect("the README has a Running an event section");
    let block = section
        .split("```sh\n")
        .nth(1)
        .and_then(|rest| rest.split("\n```").next())
        .expect("the section opens with an sh block");
    let mut commands = Vec::new();
    let mut current = String::new();
    for line in block.lines() {
        match line.strip_suffix('\\') {
            Some(continued) => current.push_str(continued),
            None => {
                current.push_str(line);
                commands.push(std::mem::take(&mut current));
            }
        }
    }
    commands
}

/// One round of a player as the round columns record it.
#[derive(Clone, Copy, Debug)]
struct Entry {
    opponent: Option<usize>,
    code: char,
}

impl Entry {
    /// The points of the result code (TRF: `1 = 0` played, `W D L` played unrated, `+ -`
    /// forfeits, `U` the pairing-allocated bye, `F H Z` byes; blank nothing yet) in tenths.
    fn points(self) -> u32 {
        match self.code {
            '1' | 'W' | '+' | 'U' | 'F' => 10,
            '=' | 'D' | 'H' => 5,
            _ => 0,
        }
    }

    fn played(self) -> bool {
        self.opponent.is_some() && matches!(self.code, '1' | '=' | '0' | 'W' | 'D' | 'L')
    }

    /// A voluntary unplayed round (C.07 art. 16.1): a requested bye, an absence (a round
    /// after a withdrawal is a zero-point bye) or a forfeit loss.
    fn voluntary(self) -> bool {
        matches!(self.code, 'H' | 'Z' | '-') || (self.opponent.is_none() && self.code == ' ')
    }
}

/// Each player's start number, points column, rank column and round entries.
struct Row {
    number: usize,
    stated_points: Option<u32>,
    stated_rank: Option<usize>,
    entries: Vec<Entry>,
}

fn tenths(field: &str) -> Option<u32> {
    let (whole, fraction) = field.trim().split_once('.')?;
    Some(whole.parse::<u32>().ok()? * 10 + fraction.parse::<u32>().ok()?)
}

fn rows(trf: &str) -> Vec<Row> {
    trf.lines()
        .filter(|line| line.starts_with("001 "))
        .map(|line| {
            let column =
                |from: usize, to: usize| line.get(from - 1..to.min(line.len())).unwrap_or("");
            let mut entries = Vec::new();
            let mut start = 92;
            // A block is cols 92-99 of the first round: opponent in 92-95, colour in 97,
            // result in 99 (a pairing without a result ends at the colour).
            while line.len() >= start + 3 {
                let block = column(start, start + 7);
                let opponent = block[..4].trim().parse::<usize>().ok().filter(|n| *n > 0);
                entries.push(Entry {
                    opponent,
                    code: block.chars().nth(7).unwrap_or(' '),
                });
                start += 10;
            }
            Row {
                number: column(5, 8).trim().parse().unwrap(),
                stated_points: tenths(column(81, 84)),
                stated_rank: column(86, 89).trim().parse().ok(),
                entries,
            }
        })
        .collect()
}

/// The rounds published: those with a board or a pairing-allocated bye. A bye entered for a
/// round not yet paired is an announcement, worth nothing until its round is published.
fn published_rounds(rows: &[Row]) -> usize {
    rows.iter()
        .flat_map(|row| {
            row.entries
                .iter()
                .enumerate()
                .filter(|(_, entry)| entry.opponent.is_some() || entry.code == 'U')
                .map(|(round, _)| round + 1)
        })
        .max()
        .unwrap_or(0)
}

/// The rounds with every result entered: standings count only those.
fn completed_rounds(rows: &[Row]) -> usize {
    let rounds = rows.iter().map(|row| row.entries.len()).max().unwrap_or(0);
    (0..rounds.min(published_rounds(rows)))
        .take_while(|&round| {
            rows.iter().all(|row| {
                row.entries
                    .get(round)
                    .is_none_or(|entry| entry.opponent.is_none() || entry.code != ' ')
            })
        })
        .count()
}

/// Points, BH/C1, BH and SB of each player over the first `rounds` rounds, by C.07 (2026).
fn tie_breaks(rows: &[Row], rounds: usize) -> Vec<(u32, u32, u32, u32)> {
    let entry = |row: &Row, round: usize| {
        row.entries.get(round).copied().unwrap_or(Entry {
            opponent: None,
            code: ' ',
        })
    };
    let index = |number: usize| rows.iter().position(|row| row.number == number).unwrap();
    let points: Vec<u32> = rows
        .iter()
        .map(|row| (0..rounds).map(|round| entry(row, round).points()).sum())
        .collect();
    // Art. 16.2.5: a requested bye followed only by voluntary unplayed rounds, or in the last
    // round; art. 16.3: such rounds count as draws for the player's opponents.
    let seen_by_opponents: Vec<u32> = rows
        .iter()
        .map(|row| {
            (0..rounds)
                .map(|round| {
                    let this = entry(row, round);
                    let requested = this.opponent.is_none() && this.voluntary();
                    let only_voluntary_after =
                        (round + 1..rounds).all(|later| entry(row, later).voluntary());
                    if requested && only_voluntary_after {
                        5
                    } else {
                        this.points()
                    }
                })
                .sum()
        })
        .collect();
    let cap = 5 * u32::try_from(rounds).unwrap();
    rows.iter()
        .enumerate()
        .map(|(p, row)| {
            // (opponent's score, points scored, voluntary unplayed) per round, art. 16.4.
            let values: Vec<(u32, u32, bool)> = (0..rounds)
                .map(|round| {
                    let this = entry(row, round);
                    let opponent = this.opponent.map(index);
                    let score = match opponent {
                        Some(o) if this.played() => seen_by_opponents[o],
                        Some(o) => points[p].min(seen_by_opponents[o]),
                        None => points[p].min(cap),
                    };
                    (score, this.points(), !this.played() && this.voluntary())
                })
                .collect();
            let bh: u32 = values.iter().map(|(score, _, _)| score).sum();
            // Art. 16.5: the cut removes the lowest voluntary unplayed contribution when there is one.
            let cut = values
                .iter()
                .filter(|(_, _, voluntary)| *voluntary)
                .map(|(score, _, _)| *score)
                .min()
                .or_else(|| values.iter().map(|(score, _, _)| *score).min())
                .unwrap_or(0);
            let sb: u32 = values.iter().map(|(score, scored, _)| score * scored).sum();
            (points[p], bh - cut, bh, sb)
        })
        .collect()
}

/// Checks every points and rank column of `trf` against the computation of this file.
fn assert_columns(trf: &str, after: &str) {
    let rows = rows(trf);
    let rounds = completed_rounds(&rows);
    let published = published_rounds(&rows);
    for row in &rows {
        let counted: u32 = row
            .entries
            .iter()
            .take(published)
            .map(|entry| entry.points())
            .sum();
        assert_eq!(
            row.stated_points,
            Some(counted),
            "after `{after}`: points column of player {}\n{trf}",
            row.number
        );
    }
    let values = tie_breaks(&rows, rounds);
    for (p, row) in rows.iter().enumerate() {
        let rank = 1 + values.iter().filter(|other| **other > values[p]).count();
        assert_eq!(
            row.stated_rank,
            Some(rank),
            "after `{after}`: rank column of player {} ({:?} after {rounds} rounds)\n{trf}",
            row.number,
            values[p]
        );
    }
}

#[test]
fn the_readme_event_runs_as_written_and_every_column_follows_the_results() {
    let commands = readme_commands();
    // The section shows every kind of edit the issue asks an event from the terminal to need.
    let script = commands.join("\n");
    for needed in [
        "rondo new ",
        "rondo event ",
        "--from-round 3",
        "rondo withdraw ",
        "--cancel",
        "--boards ",
        "rondo unpair ",
        "rondo undo ",
        "=+-",
        "=--",
        "id:",
        "rondo round ",
        "rondo check ",
        "rondo standings ",
    ] {
        assert!(
            script.contains(needed),
            "the README's event has no `{needed}`"
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let bin = Path::new(RONDO).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let file = dir.path().join("open.trf");
    let mut hand_made_rounds = Vec::new();
    for command in &commands {
        let output = Command::new("sh")
            .arg("-c")
            .arg(command)
            .current_dir(dir.path())
            .env("PATH", &path)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        if command.starts_with("rondo check ") {
            // Every round agrees but those the arbiter paired by hand, and every standing.
            let differing: Vec<usize> = stdout
                .lines()
                .filter_map(|line| line.strip_prefix("round ")?.strip_suffix(": differs"))
                .map(|round| round.parse().unwrap())
                .collect();
            assert_eq!(differing, hand_made_rounds, "{stdout}{stderr}");
            assert_eq!(output.status.code(), Some(i32::from(!differing.is_empty())));
            assert!(
                stdout.contains(", 0 differ\n") && stdout.contains("24 ranked player(s), 24 agree"),
                "{stdout}"
            );
            continue;
        }
        assert!(output.status.success(), "`{command}`\n{stdout}{stderr}");
        if command.contains("--boards ") {
            let trf = std::fs::read_to_string(&file).unwrap();
            hand_made_rounds.push(completed_rounds(&rows(&trf)) + 1);
        }
        if command.contains(" -i") || command.starts_with("rondo undo") {
            assert_columns(&std::fs::read_to_string(&file).unwrap(), command);
        }
    }
    let trf = std::fs::read_to_string(&file).unwrap();
    let rows = rows(&trf);
    assert_eq!(rows.len(), 24);
    assert_eq!(completed_rounds(&rows), 7);
    assert!(dir.path().join("results/standings.html").is_file());
}
