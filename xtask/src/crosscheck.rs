//! `cargo xtask crosscheck --count N [--seed S] [--threads T] [--edition 2025|2017|both]
//! [--reference CMD] [--keep DIR]`:
//! generates N random Dutch tournaments with varied configurations (players, rounds, rating
//! distribution, draw, forfeit, double-forfeit, bye, zero-point-bye, withdrawal and late-entry
//! rates, prohibited pairs, Baku acceleration, 2025 or 2017 rules), writes each with its final
//! standings in the rank column, reads the file back and checks every round and the rank column
//! with rondo's own checker, and, with `--reference`, runs another engine's checker on each file
//! (`{}` in CMD is replaced by the file's path; exit 0 means it agrees).
//!
//! Every tournament that fails either check is written to the keep folder (default
//! `target/crosscheck/`) with the configuration in its name, for study. Tournaments are spread
//! over threads; the same seed gives the same tournaments.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use anyhow::{Context, bail};
use rondo_core::Tournament;
use rondo_dutch::{BakuVariant, Edition, GenerateConfig, PairOptions};
use rondo_tiebreak::StandingsOptions;
use rondo_trf::{Format, LineEnding, WriteOptions};

/// The options of a run.
#[derive(Clone, Debug)]
struct Options {
    count: usize,
    seed: u64,
    threads: usize,
    reference: Option<String>,
    keep: PathBuf,
    editions: Editions,
}

/// Which editions of the Dutch rules the tournaments follow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Editions {
    /// The 2025 rules only (a reference engine of those rules).
    Only2025,
    /// The 2017 rules only.
    Only2017,
    /// One tournament in five by the 2017 rules, the others by the 2025 rules.
    Both,
}

/// One generated tournament's configuration, drawn from the run's seed and its index.
fn config(seed: u64, index: usize, editions: Editions) -> (GenerateConfig, PairOptions) {
    let mut random = Draws {
        seed,
        index,
        salt: 0,
    };
    let players = 6 + random.below(195) as u16;
    let rounds = (5 + random.below(7) as u16).min(players - 1);
    let highest_rating = 1800 + random.below(1000) as u16;
    let lowest_rating = 1000 + random.below(u64::from(highest_rating - 1200)) as u16;
    let baku = random.below(10) == 0;
    let in_2017 = random.below(5) == 0;
    let edition = match editions {
        Editions::Only2017 => Edition::Dutch2017,
        Editions::Both if in_2017 => Edition::Dutch2017,
        Editions::Only2025 | Editions::Both => Edition::Dutch2025,
    };
    let config = GenerateConfig::default()
        .with_players(players)
        .with_rounds(rounds)
        .with_seed(random.next())
        .with_draw_rate(0.15 + random.unit() * 0.3)
        .with_forfeit_rate(random.unit() * 0.06)
        .with_bye_rate(random.unit() * 0.06)
        .with_withdrawal_rate(random.unit() * 0.02)
        .with_double_forfeit_rate(random.unit() * 0.01)
        .with_zero_point_bye_rate(random.unit() * 0.02)
        .with_late_entry_rate(random.unit() * 0.05)
        .with_highest_rating(highest_rating)
        .with_lowest_rating(lowest_rating)
        .with_rating_spread((random.below(2) == 0).then(|| 100 + random.below(200) as u16))
        .with_titles(true)
        .with_forbidden_pairs(random.below(3) as u16)
        .with_tiebreaks(None)
        .with_acceleration(None);
    let options = PairOptions::default()
        .with_edition(edition)
        .with_baku(baku.then_some(BakuVariant::Fide))
        .with_initial_colour(None);
    (config, options)
}

/// What happened to one tournament.
#[derive(Copy, Clone, Debug, Default)]
struct Tally {
    tournaments: usize,
    rounds: usize,
    own_failures: usize,
    reference_failures: usize,
}

pub fn run(args: &[&str]) -> anyhow::Result<()> {
    let options = parse(args)?;
    std::fs::create_dir_all(&options.keep)
        .with_context(|| format!("creating {}", options.keep.display()))?;
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let total = Mutex::new(Tally::default());
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..options.threads {
            scope.spawn(|| {
                let mut tally = Tally::default();
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= options.count {
                        break;
                    }
                    one(&options, index, &mut tally);
                    let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if finished.is_multiple_of(1000) || finished == options.count {
                        eprintln!(
                            "{finished}/{} tournaments ({:.0} s)",
                            options.count,
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
                if let Ok(mut total) = total.lock() {
                    total.tournaments += tally.tournaments;
                    total.rounds += tally.rounds;
                    total.own_failures += tally.own_failures;
                    total.reference_failures += tally.reference_failures;
                }
            });
        }
    });
    let total = total.into_inner().unwrap_or_default();
    println!("| what | count |");
    println!("|---|---|");
    println!("| tournaments generated | {} |", total.tournaments);
    println!("| rounds paired and checked | {} |", total.rounds);
    println!(
        "| tournaments rondo's checker disagrees with | {} |",
        total.own_failures
    );
    if let Some(reference) = &options.reference {
        println!(
            "| tournaments `{reference}` disagrees with | {} |",
            total.reference_failures
        );
    }
    println!(
        "| time | {:.1} s on {} threads |",
        started.elapsed().as_secs_f64(),
        options.threads
    );
    if total.own_failures + total.reference_failures > 0 {
        bail!(
            "{} tournament(s) failed a check; they are in {}",
            total.own_failures + total.reference_failures,
            options.keep.display()
        );
    }
    Ok(())
}

/// Generates, checks and cross-checks tournament `index`.
fn one(options: &Options, index: usize, tally: &mut Tally) {
    let (config, pair_options) = config(options.seed, index, options.editions);
    let setup = rondo_dutch::generate(&config, &pair_options);
    tally.tournaments += 1;
    let name = format!(
        "cc_{index:06}_n{}_r{}_{}{}",
        config.players,
        config.rounds,
        match pair_options.edition {
            Edition::Dutch2017 => "2017",
            _ => "2025",
        },
        if pair_options.baku.is_some() {
            "_baku"
        } else {
            ""
        }
    );
    let mut setup = setup;
    let ranked = rank(&mut setup);
    let bytes = rondo_trf::write_setup(
        &setup,
        &WriteOptions::default()
            .with_format(Format::Trf2026)
            .with_line_ending(LineEnding::Lf),
    );
    // The checker reads the file as written, as another program would give it.
    let own_agrees = ranked
        && match rondo_trf::read(&bytes)
            .ok()
            .and_then(|file| rondo_trf::check(&file, &rondo_trf::CheckOptions::default()).ok())
        {
            Some(checked) => {
                let tournament = checked.tournament;
                let checks = rondo_dutch::check_tournament(&tournament, &pair_options);
                tally.rounds += checks.len();
                checks.iter().all(rondo_dutch::RoundCheck::agrees) && standings_agree(&tournament)
            }
            None => false,
        };
    let keep = |suffix: &str| {
        let _ = std::fs::write(options.keep.join(format!("{name}{suffix}.trf")), &bytes);
    };
    if !own_agrees {
        tally.own_failures += 1;
        keep("_own");
    }
    if let Some(reference) = &options.reference {
        let path = std::env::temp_dir().join(format!("rondo-crosscheck-{index}.trf"));
        let agrees = std::fs::write(&path, &bytes).is_ok() && reference_agrees(reference, &path);
        let _ = std::fs::remove_file(&path);
        if !agrees {
            tally.reference_failures += 1;
            keep("_reference");
        }
    }
}

/// Writes the final standings into the rank column, by the recommended tie-breaks (C.07 art. 2
/// when the regulations say nothing); `false` if they cannot be computed.
fn rank(setup: &mut rondo_core::TournamentSetup) -> bool {
    let Ok(tournament) = Tournament::try_from(setup.clone()) else {
        return false;
    };
    let options = StandingsOptions::default();
    let specs = rondo_tiebreak::default_tiebreaks(&tournament, &options);
    let Ok(standings) = rondo_tiebreak::standings(&tournament, &specs, &options) else {
        return false;
    };
    for row in &standings.rows {
        if let Some(player) = setup.players.iter_mut().find(|p| p.id == row.player) {
            player.stated_rank = Some(row.rank);
        }
    }
    true
}

/// Whether the rank column of the file read back is the standings rondo computes.
fn standings_agree(tournament: &Tournament) -> bool {
    let options = StandingsOptions::default();
    let Ok(specs) = rondo_tiebreak::tiebreaks_for(tournament, &options) else {
        return false;
    };
    rondo_tiebreak::standings(tournament, &specs, &options).is_ok_and(|standings| {
        let stated = |id| tournament.player(id).and_then(|player| player.stated_rank);
        rondo_tiebreak::rank_differences(&standings, stated).is_empty()
    })
}

/// Runs the reference checker on `path`: `{}` in the command is the path. Exit 0 agrees.
fn reference_agrees(reference: &str, path: &Path) -> bool {
    let path = path.to_string_lossy();
    let words: Vec<String> = reference
        .split_whitespace()
        .map(|word| word.replace("{}", &path))
        .collect();
    let Some((program, arguments)) = words.split_first() else {
        return false;
    };
    Command::new(program)
        .args(arguments)
        .output()
        .is_ok_and(|output| output.status.success())
}

fn parse(args: &[&str]) -> anyhow::Result<Options> {
    let mut options = Options {
        count: 1000,
        seed: 1,
        threads: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        reference: None,
        keep: crate::workspace_root()?.join("target/crosscheck"),
        editions: Editions::Both,
    };
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let mut value = || {
            words
                .next()
                .copied()
                .with_context(|| format!("{word} needs a value"))
        };
        match *word {
            "--count" => options.count = value()?.parse().context("--count: a number")?,
            "--seed" => options.seed = value()?.parse().context("--seed: a number")?,
            "--threads" => options.threads = value()?.parse().context("--threads: a number")?,
            "--reference" => options.reference = Some(value()?.to_owned()),
            "--keep" => options.keep = PathBuf::from(value()?),
            "--edition" => {
                options.editions = match value()? {
                    "2025" => Editions::Only2025,
                    "2017" => Editions::Only2017,
                    "both" => Editions::Both,
                    other => bail!("--edition {other}: expected 2025, 2017 or both"),
                }
            }
            other => bail!(
                "unknown option '{other}' (expected --count, --seed, --threads, --edition, \
                 --reference or --keep)"
            ),
        }
    }
    if options.threads == 0 {
        bail!("--threads must be at least 1");
    }
    Ok(options)
}

/// The numbers a configuration is drawn from: the run's seed and the tournament's index,
/// hashed with a fresh salt for every draw (the standard library's SipHash, whose fixed keys
/// make the same seed give the same configurations).
struct Draws {
    seed: u64,
    index: usize,
    salt: u64,
}

impl Draws {
    fn next(&mut self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (self.seed, self.index, self.salt).hash(&mut hasher);
        self.salt += 1;
        hasher.finish()
    }

    /// A number below `bound` (not perfectly uniform; fine for configurations).
    fn below(&mut self, bound: u64) -> u64 {
        self.next() % bound.max(1)
    }

    /// A number in `0.0..1.0`.
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
