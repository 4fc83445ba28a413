//! `cargo xtask fuzz --minutes N [--seed S] [--timeout SECONDS]`: mutated tournament files
//! through every command of the release binary, on the stable toolchain.
//!
//! The seeds are the fixtures (`fixtures/**/*.trf`) and the files written by other programs that
//! `cargo xtask real-files` reads (`../shared/real-files`, when present), each at most
//! [`LARGEST_SEED`] bytes so that a run tries many mutants. A mutant is a seed with one to four
//! mutations of the kinds real files show (a character, a digit or a round entry changed, a line
//! dropped, doubled, swapped, cut or taken from another file). Each mutant goes through the
//! commands of [`commands`] as a separate process of `target/release/rondo` with a time limit,
//! the edits writing with `-o` into `target/fuzz/work/`.
//!
//! Reported: the runs; panics (exit 101 or `panicked` on stderr), time-outs and exit codes other
//! than 0, 1 and 2, which fail the run and are kept in `target/fuzz/failures/` (the input, and
//! the command with its stderr); the refusals (exit 2) and how many name a line
//! (`FILE:LINE:` on stderr), with the most frequent messages of those that do not (a few
//! examples of each in `target/fuzz/unplaced/`); and the
//! largest peak memory seen (Linux's `VmHWM`, sampled while the process runs, so a lower bound).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail};

/// Seeds larger than this are left out: a mutant of a large file costs seconds per command.
const LARGEST_SEED: u64 = 256 * 1024;

/// What `cargo xtask fuzz` was asked.
pub struct Options {
    /// How long to fuzz.
    pub duration: Duration,
    /// The seed of the mutations (printed, so that a run can be repeated).
    pub seed: u64,
    /// The longest a command may run.
    pub timeout: Duration,
}

/// `cargo xtask fuzz --minutes N [--seed S] [--timeout SECONDS]`.
pub fn run(root: &Path, args: &[&str]) -> anyhow::Result<()> {
    let mut options = Options {
        duration: Duration::from_secs(60),
        seed: time_seed(),
        timeout: Duration::from_secs(20),
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().with_context(|| format!("{arg} needs a value"));
        match *arg {
            "--minutes" => {
                let minutes: f64 = value()?.parse().context("--minutes: a number")?;
                options.duration = Duration::from_secs_f64(minutes.max(0.0) * 60.0);
            }
            "--seed" => options.seed = value()?.parse().context("--seed: a number")?,
            "--timeout" => {
                options.timeout = Duration::from_secs(value()?.parse().context("--timeout")?);
            }
            other => bail!("unknown option {other} (expected --minutes, --seed, --timeout)"),
        }
    }
    build(root)?;
    fuzz(root, &options)
}

/// A seed from the clock, for runs that do not give one.
pub fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs())
}

/// Builds the release binary the mutants go through.
fn build(root: &Path) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned());
    let status = Command::new(cargo)
        .args(["build", "--release", "--quiet", "-p", "rondo-cli"])
        .current_dir(root)
        .status()
        .context("cannot run cargo")?;
    if !status.success() {
        bail!("building rondo failed ({status})");
    }
    Ok(())
}

/// Fuzzes for `options.duration`, prints the tally, and fails on a panic, a time-out or an
/// exit code other than 0, 1 and 2.
pub fn fuzz(root: &Path, options: &Options) -> anyhow::Result<()> {
    let target = crate::test::target_dir(root);
    let binary = target.join("release").join("rondo");
    let seeds = seed_files(root)?;
    if seeds.is_empty() {
        bail!("no seed files found under fixtures/");
    }
    let out = target.join("fuzz");
    let work = out.join("work");
    let failures = out.join("failures");
    std::fs::create_dir_all(&work)?;
    std::fs::create_dir_all(&failures)?;
    println!(
        "fuzzing for {:.0} s with seed {} ({} seed files); failing inputs go to {}",
        options.duration.as_secs_f64(),
        options.seed,
        seeds.len(),
        failures.display()
    );
    let mut random = Random(options.seed);
    let mut tally = Tally::default();
    let started = Instant::now();
    let mutant_path = work.join("mutant.trf");
    while started.elapsed() < options.duration {
        let seed = &seeds[random.below(seeds.len())];
        let donor = &seeds[random.below(seeds.len())];
        let mutant = mutate(seed, donor, &mut random);
        std::fs::write(&mutant_path, &mutant)?;
        for arguments in commands(&mutant, &mutant_path, &work, &mut random) {
            if started.elapsed() >= options.duration {
                break;
            }
            let ran = run_one(&binary, &arguments, options.timeout, &work)?;
            tally.count(&ran, &arguments, &mutant, &failures, tally.mutants)?;
        }
        tally.mutants += 1;
    }
    tally.print(started.elapsed());
    if tally.failures > 0 {
        bail!(
            "{} run(s) panicked, timed out or exited outside 0-2; see {}",
            tally.failures,
            failures.display()
        );
    }
    Ok(())
}

/// The fixtures and the real files, each read once, up to [`LARGEST_SEED`] bytes.
fn seed_files(root: &Path) -> anyhow::Result<Vec<Vec<u8>>> {
    let mut paths = Vec::new();
    trf_files(&root.join("fixtures"), &mut paths)?;
    let real = root.join("../shared/real-files");
    if real.is_dir() {
        paths.extend(xtask::real_files::files(&real)?);
    }
    paths.sort();
    let mut seeds = Vec::new();
    for path in paths {
        if std::fs::metadata(&path)?.len() <= LARGEST_SEED {
            seeds.push(std::fs::read(&path)?);
        }
    }
    Ok(seeds)
}

fn trf_files(folder: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            trf_files(&path, files)?;
        } else if path.extension().is_some_and(|extension| extension == "trf") {
            files.push(path);
        }
    }
    Ok(())
}

/// A small deterministic generator (SplitMix64): the same seed gives the same run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (0 when `bound` is 0).
    fn below(&mut self, bound: usize) -> usize {
        if bound == 0 {
            0
        } else {
            (self.next() % bound as u64) as usize
        }
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// `seed` with one to four mutations; `donor` gives lines to splice in.
fn mutate(seed: &[u8], donor: &[u8], random: &mut Random) -> Vec<u8> {
    let mut lines: Vec<Vec<u8>> = seed.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect();
    let donor_lines: Vec<&[u8]> = donor.split(|&b| b == b'\n').collect();
    for _ in 0..=random.below(4) {
        if lines.is_empty() {
            lines.push(Vec::new());
        }
        let at = random.below(lines.len());
        match random.below(10) {
            // A character anywhere: a digit, a space, a result or colour code, or any byte.
            0 | 1 => {
                let line = &mut lines[at];
                if !line.is_empty() {
                    let column = random.below(line.len());
                    line[column] = *random.pick(b"0123456789 wb-+=10HFUZWDL*\t\xc3\x00");
                }
            }
            // A round entry of a player line: another opponent, colour or result.
            2 | 3 => {
                let line = &mut lines[at];
                if line.len() > 99 {
                    let block = 91 + 10 * random.below((line.len() - 91) / 10);
                    let opponent = format!("{:>4}", random.below(line.len() / 10 + 4));
                    let entry = match random.below(3) {
                        0 => opponent.into_bytes(),
                        1 => vec![b' ', *random.pick(b"wb- ")],
                        _ => vec![b' ', b' ', *random.pick(b"10=+-HFUZWDL ")],
                    };
                    let end = (block + entry.len()).min(line.len());
                    line[block..end].copy_from_slice(&entry[..end - block]);
                }
            }
            // A digit changed: numbers of rounds, ratings, start numbers, points.
            4 => {
                let line = &mut lines[at];
                let digits: Vec<usize> = (0..line.len())
                    .filter(|&i| line[i].is_ascii_digit())
                    .collect();
                if !digits.is_empty() {
                    let column = *random.pick(&digits);
                    line[column] = b'0' + random.below(10) as u8;
                }
            }
            5 => {
                lines.remove(at);
            }
            6 => {
                let copy = lines[at].clone();
                lines.insert(at, copy);
            }
            7 => {
                let other = random.below(lines.len());
                lines.swap(at, other);
            }
            8 => {
                let line = &mut lines[at];
                let keep = random.below(line.len() + 1);
                line.truncate(keep);
            }
            _ => {
                if !donor_lines.is_empty() {
                    lines.insert(at, random.pick(&donor_lines).to_vec());
                }
            }
        }
    }
    lines.join(&b'\n')
}

/// The commands each mutant goes through, with arguments drawn from the mutant itself (a round
/// it has, a board of that round, a start number) so that the edits get past their arguments.
fn commands(mutant: &[u8], path: &Path, work: &Path, random: &mut Random) -> Vec<Vec<String>> {
    let text = String::from_utf8_lossy(mutant);
    let players: Vec<&str> = text
        .lines()
        .filter(|line| line.starts_with("001"))
        .collect();
    let rounds = players
        .iter()
        .map(|line| line.trim_end().len().saturating_sub(84) / 10)
        .max()
        .unwrap_or(0)
        .max(1);
    let round = 1 + random.below(rounds);
    // Only numbers, so that the refusals are about the file and not about the arguments.
    let number = |text: &str| {
        let text = text.trim();
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        (digits && text.bytes().any(|b| b != b'0')).then(|| text.to_owned())
    };
    let start_number = |line: &str| line.get(4..8).and_then(number);
    let player = players
        .get(random.below(players.len()))
        .and_then(|line| start_number(line))
        .unwrap_or_else(|| "1".to_owned());
    // A board of `round`: a player with White there, and the opponent written in the block.
    let board = players
        .iter()
        .filter_map(|line| {
            let block = line.get(91 + 10 * (round - 1)..99 + 10 * (round - 1))?;
            let (white, black) = (start_number(line)?, number(block.get(..4)?)?);
            (block.get(5..6) == Some("w")).then(|| {
                format!(
                    "{white}-{black}={}",
                    random.pick(&["1-0", "0-1", "=", "+-"])
                )
            })
        })
        .next()
        .unwrap_or_else(|| "1-2=1-0".to_owned());
    let file = path.to_string_lossy().into_owned();
    let output = work.join("edited.trf").to_string_lossy().into_owned();
    let (round, next) = (round.to_string(), (round + 1).to_string());
    let to = *random.pick(&["trf16", "trf26", "json"]);
    // The command's words (`"player add"` is two), the file, then the options.
    let read = |words: &[&str]| {
        let mut all: Vec<String> = words[0].split(' ').map(str::to_owned).collect();
        all.push(file.clone());
        all.extend(words[1..].iter().map(|&word| word.to_owned()));
        all
    };
    let edit = |words: &[&str]| {
        let mut all = read(words);
        all.extend(["-o".to_owned(), output.clone()]);
        all
    };
    vec![
        read(&["pair"]),
        read(&["pair", "--explain"]),
        read(&["pair", "--checklist"]),
        read(&["check"]),
        read(&["check", "--standings"]),
        read(&["audit", "--round", &round]),
        read(&["standings"]),
        read(&["standings", "--format", "csv"]),
        read(&["standings", "--format", "json"]),
        read(&["standings", "--format", "html"]),
        read(&["export"]),
        read(&["convert", "--to", to]),
        read(&["rating"]),
        edit(&["pair", "--format", "trf"]),
        edit(&["result", "--round", &round, &board]),
        edit(&["withdraw", &player, "--from-round", &next]),
        edit(&["bye", &player, "--round", &next, "--half"]),
        edit(&["player add", "--name", "Fuzz, Zoe", "--rating", "1500"]),
    ]
}

/// What one command did.
struct Ran {
    code: Option<i32>,
    timed_out: bool,
    stderr: String,
    peak_kib: u64,
}

/// Runs the binary with `arguments`, killing it after `timeout`; stderr goes through a file so
/// that a full pipe never stalls the child.
fn run_one(
    binary: &Path,
    arguments: &[String],
    timeout: Duration,
    work: &Path,
) -> anyhow::Result<Ran> {
    let stderr_path = work.join("stderr.txt");
    let stderr_file = std::fs::File::create(&stderr_path)?;
    let mut child = Command::new(binary)
        .args(arguments)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(stderr_file)
        .spawn()
        .with_context(|| format!("cannot run {}", binary.display()))?;
    let status_path = PathBuf::from(format!("/proc/{}/status", child.id()));
    let started = Instant::now();
    let mut peak_kib = 0;
    let mut pause = Duration::from_micros(200);
    let (code, timed_out) = loop {
        if let Ok(status) = std::fs::read_to_string(&status_path) {
            peak_kib = peak_kib.max(high_water_mark(&status));
        }
        if let Some(status) = child.try_wait()? {
            break (status.code(), false);
        }
        if started.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break (None, true);
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(10));
    };
    let stderr = String::from_utf8_lossy(&std::fs::read(&stderr_path)?).into_owned();
    Ok(Ran {
        code,
        timed_out,
        stderr,
        peak_kib,
    })
}

/// `VmHWM` of a `/proc/PID/status`, in KiB.
fn high_water_mark(status: &str) -> u64 {
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// Whether stderr names a line: `FILE:LINE:` with digits between the colons.
pub fn names_a_line(stderr: &str) -> bool {
    stderr.lines().any(|line| {
        let bytes = line.as_bytes();
        (0..bytes.len()).any(|start| {
            bytes[start] == b':' && {
                let digits = bytes[start + 1..]
                    .iter()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
                digits > 0 && bytes.get(start + 1 + digits) == Some(&b':')
            }
        })
    })
}

#[derive(Default)]
struct Tally {
    mutants: usize,
    runs: usize,
    by_code: BTreeMap<String, usize>,
    panics: usize,
    timeouts: usize,
    bad_codes: usize,
    failures: usize,
    refusals: usize,
    placed: usize,
    /// The first error line of refusals that name no line, digits and paths blurred, by count.
    unplaced: BTreeMap<String, usize>,
    peak_kib: u64,
}

impl Tally {
    fn count(
        &mut self,
        ran: &Ran,
        arguments: &[String],
        mutant: &[u8],
        failures: &Path,
        mutant_index: usize,
    ) -> anyhow::Result<()> {
        self.runs += 1;
        self.peak_kib = self.peak_kib.max(ran.peak_kib);
        let code = match (ran.timed_out, ran.code) {
            (true, _) => "timeout".to_owned(),
            (false, Some(code)) => code.to_string(),
            (false, None) => "signal".to_owned(),
        };
        *self.by_code.entry(code.clone()).or_default() += 1;
        let panicked = ran.code == Some(101) || ran.stderr.contains("panicked");
        let bad_code = !ran.timed_out && !matches!(ran.code, Some(0..=2));
        self.panics += usize::from(panicked);
        self.timeouts += usize::from(ran.timed_out);
        self.bad_codes += usize::from(bad_code && !panicked);
        if panicked || ran.timed_out || bad_code {
            self.failures += 1;
            let name = format!("{mutant_index:06}-{}", arguments[0]);
            std::fs::write(failures.join(format!("{name}.trf")), mutant)?;
            std::fs::write(
                failures.join(format!("{name}.txt")),
                format!(
                    "rondo {}\nexit: {code}\n{}",
                    arguments.join(" "),
                    ran.stderr
                ),
            )?;
            eprintln!("FAILURE ({code}): rondo {}", arguments.join(" "));
        }
        if ran.code == Some(2) {
            self.refusals += 1;
            if names_a_line(&ran.stderr) {
                self.placed += 1;
            } else {
                let first = ran
                    .stderr
                    .lines()
                    .find(|line| line.contains("error"))
                    .unwrap_or_else(|| ran.stderr.lines().next().unwrap_or(""));
                let seen = self.unplaced.entry(blur(first)).or_default();
                *seen += 1;
                // A few examples of each message, to see what the refusal was about.
                if *seen <= 3 {
                    let examples = failures.with_file_name("unplaced");
                    std::fs::create_dir_all(&examples)?;
                    let name = format!("{mutant_index:06}-{}", arguments[0]);
                    std::fs::write(examples.join(format!("{name}.trf")), mutant)?;
                    std::fs::write(
                        examples.join(format!("{name}.txt")),
                        format!(
                            "rondo {}
{}",
                            arguments.join(" "),
                            ran.stderr
                        ),
                    )?;
                }
            }
        }
        Ok(())
    }

    fn print(&self, elapsed: Duration) {
        println!(
            "{} mutants, {} runs in {:.0} s; exit codes: {:?}",
            self.mutants,
            self.runs,
            elapsed.as_secs_f64(),
            self.by_code
        );
        println!(
            "panics: {}, time-outs: {}, other exit codes: {}, largest peak memory seen: {} MiB",
            self.panics,
            self.timeouts,
            self.bad_codes,
            self.peak_kib / 1024
        );
        let percent = if self.refusals == 0 {
            100.0
        } else {
            100.0 * self.placed as f64 / self.refusals as f64
        };
        println!(
            "refusals (exit 2): {}, naming a line: {} ({percent:.1}%), unplaced: {}",
            self.refusals,
            self.placed,
            self.refusals - self.placed
        );
        let mut unplaced: Vec<(&String, &usize)> = self.unplaced.iter().collect();
        unplaced.sort_by(|a, b| b.1.cmp(a.1));
        for (message, count) in unplaced.iter().take(15) {
            println!("  unplaced {count:>6}  {message}");
        }
    }
}

/// A message with its numbers and the mutant's path blurred, so that alike messages add up.
fn blur(message: &str) -> String {
    let message = match message.find("mutant.trf") {
        Some(at) => format!("FILE{}", &message[at + "mutant.trf".len()..]),
        None => message.to_owned(),
    };
    let mut blurred = String::new();
    let mut in_number = false;
    for c in message.chars() {
        if c.is_ascii_digit() {
            if !in_number {
                blurred.push('N');
            }
            in_number = true;
        } else {
            in_number = false;
            blurred.push(c);
        }
    }
    blurred.chars().take(160).collect()
}
