//! The individual tie-breaks of C.07 (2023, 2024, 2026) and of the 2009 annex: one column of
//! values at a time.
//!
//! Policy, where the rule text leaves a choice:
//! - Scores are in the tournament's own points (a win is 3 in a 3-1-0 event); Sonneborn-Berger
//!   multiplies the opponent's score by the points scored against them in those points.
//! - Rating tie-breaks (art. 10) use games over the board against rated opponents only; an
//!   unrated opponent is left out with his game (unless the options rate unrated players).
//! - Percentages for TPR are taken from game results (win 1, draw ½), rounded to hundredths with
//!   .005 up, as the dp table is read at two decimals (B.02 8.1.1).

use std::cell::OnceCell;

use rondo_core::{
    Colour, Outcome, Score, dp_from_percentage, expected_score, percentage as percentage_of,
};

use crate::field::{Category, Field, Round, RoundKind, score_2009};
use crate::{Rules, TiebreakCode, TiebreakSpec, TiebreakValue};

/// Computes tie-break columns for one field, caching what several columns share.
pub(crate) struct Columns<'f, 't> {
    field: &'f Field<'t>,
    fore: OnceCell<Field<'t>>,
}

/// One value of a sum that modifiers may cut (art. 14, 16.5).
#[derive(Copy, Clone, Debug)]
struct Item {
    /// What the modifier compares to find the least and most significant value; for
    /// Sonneborn-Berger the opponent's score first, then the product.
    significance: (i64, i64),
    /// What is summed.
    value: i64,
    /// Whether the value comes from a voluntary unplayed round (art. 16.5).
    vur: bool,
}

impl<'f, 't> Columns<'f, 't> {
    pub(crate) fn new(field: &'f Field<'t>) -> Columns<'f, 't> {
        Columns {
            field,
            fore: OnceCell::new(),
        }
    }

    fn fore(&self) -> &Field<'t> {
        self.fore.get_or_init(|| self.field.with_last_round_drawn())
    }

    /// The values of `spec` for every player, in field order. Direct encounter is not computed
    /// here (it depends on the tied group); its column is zero.
    pub(crate) fn column(&self, spec: &TiebreakSpec, rules: Rules) -> Vec<TiebreakValue> {
        let rules = spec.rules(rules);
        let field = self.field;
        let n = field.players.len();
        let per_player = |f: &dyn Fn(usize) -> TiebreakValue| (0..n).map(f).collect::<Vec<_>>();
        match spec.code {
            TiebreakCode::Points | TiebreakCode::MatchPoints | TiebreakCode::GamePoints => {
                per_player(&|p| TiebreakValue::score(field.players[p].score))
            }
            TiebreakCode::DirectEncounter => vec![TiebreakValue::ZERO; n],
            TiebreakCode::Wins => per_player(&|p| count(wins(field, p, rules))),
            TiebreakCode::GamesWon => per_player(&|p| count(games_won(field, p, rules))),
            TiebreakCode::BlackGames => per_player(&|p| count(black_games(field, p, rules, false))),
            TiebreakCode::BlackWins => per_player(&|p| count(black_games(field, p, rules, true))),
            TiebreakCode::ProgressiveScore => per_player(&|p| progressive(field, p, spec.cut_low)),
            TiebreakCode::RoundsElectedToPlay => per_player(&|p| count(elected(field, p))),
            TiebreakCode::StandardPoints => per_player(&|p| standard_points(field, p)),
            TiebreakCode::PairingNumber => {
                per_player(&|p| TiebreakValue::integer(i64::from(field.players[p].id.get())))
            }
            TiebreakCode::Rating => per_player(&|p| {
                TiebreakValue::integer(i64::from(field.players[p].rating.unwrap_or(0)))
            }),
            TiebreakCode::Buchholz => per_player(&|p| buchholz(field, p, spec, rules)),
            TiebreakCode::ForeBuchholz => {
                let fore = self.fore();
                per_player(&|p| buchholz(fore, p, spec, rules))
            }
            TiebreakCode::SumOfBuchholz => {
                let plain = TiebreakSpec::new(TiebreakCode::Buchholz);
                let bh: Vec<i64> = (0..n)
                    .map(|p| buchholz_tenths(field, p, &plain, rules))
                    .collect();
                per_player(&|p| sum_of_buchholz(field, p, spec, rules, &bh))
            }
            TiebreakCode::AverageOpponentBuchholz => {
                let (source, code) = if spec.fore {
                    (self.fore(), TiebreakCode::ForeBuchholz)
                } else {
                    (field, TiebreakCode::Buchholz)
                };
                let plain = TiebreakSpec {
                    played_forfeits: spec.played_forfeits,
                    ..TiebreakSpec::new(code)
                };
                let bh: Vec<i64> = (0..n)
                    .map(|p| buchholz_tenths(source, p, &plain, rules))
                    .collect();
                per_player(&|p| average_of_opponents(field, p, &bh, aob_decimals(field)))
            }
            TiebreakCode::SonnebornBerger => {
                per_player(&|p| sonneborn_berger(field, p, spec, rules))
            }
            TiebreakCode::Koya => per_player(&|p| koya(field, p, spec)),
            TiebreakCode::AverageRating => per_player(&|p| average_rating(field, p, spec, rules)),
            TiebreakCode::PerformanceRating => {
                per_player(&|p| performance(field, p, spec.rating_cap, rules))
            }
            TiebreakCode::PerfectPerformance => per_player(&|p| perfect_performance(field, p)),
            TiebreakCode::AveragePerformance => {
                let tpr: Vec<TiebreakValue> =
                    (0..n).map(|p| performance(field, p, None, rules)).collect();
                per_player(&|p| average_performance(field, p, &tpr))
            }
            TiebreakCode::AveragePerfectPerformance => {
                let ptp: Vec<TiebreakValue> =
                    (0..n).map(|p| perfect_performance(field, p)).collect();
                per_player(&|p| average_performance(field, p, &ptp))
            }
            TiebreakCode::Harkness
            | TiebreakCode::Solkoff
            | TiebreakCode::Cumulative
            | TiebreakCode::UsSonnebornBerger => per_player(&|p| crate::us::value(field, p, spec)),
            // Team-only codes: `standings` refuses them before any column is computed.
            TiebreakCode::MatchOrGamePoints
            | TiebreakCode::ExtendedSonnebornBerger { .. }
            | TiebreakCode::BoardCount
            | TiebreakCode::TopBoardResults
            | TiebreakCode::BottomBoardElimination
            | TiebreakCode::DirectEncounterChain { .. }
            | TiebreakCode::ScheduleStrengthCombination => vec![TiebreakValue::ZERO; n],
        }
    }
}

fn count(n: usize) -> TiebreakValue {
    TiebreakValue::integer(i64::try_from(n).unwrap_or(i64::MAX))
}

/// Whether forfeits count as games against the scheduled opponent in the Buchholz and
/// Sonneborn-Berger families: with `/P` (art. 14), or in a round robin (art. 15.2). (The
/// tie-breaks of art. 7 and 10 decide for themselves, as the 2026 text makes exceptions there.)
fn forfeits_count(field: &Field<'_>, spec_played: bool) -> bool {
    spec_played || field.round_robin
}

/// C.07 art. 7.1: rounds with a win's points, with or without playing. The 2009 annex counts
/// unplayed games as draws, so there only games won count.
fn wins(field: &Field<'_>, p: usize, rules: Rules) -> usize {
    let win = field.scoring.win;
    field.players[p]
        .rounds
        .iter()
        .filter(|round| match round.kind {
            RoundKind::Played(outcome) => outcome == Outcome::Win,
            RoundKind::Unplayed(category) => {
                if !rules.is_c07() {
                    return false;
                }
                if field.round_robin && category == Category::ForfeitWin {
                    return true;
                }
                win > Score::ZERO && round.points >= win
            }
        })
        .count()
}

/// C.07 art. 7.2: games won over the board (in a round robin, forfeit wins too, art. 15.2).
fn games_won(field: &Field<'_>, p: usize, rules: Rules) -> usize {
    field.players[p]
        .rounds
        .iter()
        .filter(|round| match round.kind {
            RoundKind::Played(outcome) => outcome == Outcome::Win,
            RoundKind::Unplayed(category) => {
                rules.is_c07() && field.round_robin && category == Category::ForfeitWin
            }
        })
        .count()
}

/// C.07 art. 7.3 and 7.4: games played (won) with Black. In a round robin a forfeit win
/// counts as a game with its scheduled colour; a forfeit loss does not (art. 15.2, 2026).
fn black_games(field: &Field<'_>, p: usize, rules: Rules, won_only: bool) -> usize {
    field.players[p]
        .rounds
        .iter()
        .filter(|round| {
            if round.colour != Some(Colour::Black) {
                return false;
            }
            match round.kind {
                RoundKind::Played(outcome) => !won_only || outcome == Outcome::Win,
                RoundKind::Unplayed(Category::ForfeitWin) => rules.is_c07() && field.round_robin,
                RoundKind::Unplayed(Category::ForfeitLoss) => {
                    rules.is_c07() && field.round_robin && rules < Rules::Fide2026 && !won_only
                }
                RoundKind::Unplayed(_) => false,
            }
        })
        .count()
}

/// C.07 art. 7.6: the number of rounds minus the requested byes and forfeit losses.
fn elected(field: &Field<'_>, p: usize) -> usize {
    field.players[p]
        .rounds
        .iter()
        .filter(|round| round.category().is_none_or(|category| !category.is_vur()))
        .count()
}

/// C.07 art. 7.5: the sum of the running scores after each round; `/Cn` drops the first `n`.
fn progressive(field: &Field<'_>, p: usize, cut: u8) -> TiebreakValue {
    let mut running = Score::ZERO;
    let mut total = Score::ZERO;
    for (index, round) in field.players[p].rounds.iter().enumerate() {
        running += round.points;
        if index >= usize::from(cut) {
            total += running;
        }
    }
    TiebreakValue::score(total)
}

/// C.07 (2026) art. 7.7: 1 for a round scored above the opponent (or, without a game, above a
/// draw), ½ for equal, 0 below.
fn standard_points(field: &Field<'_>, p: usize) -> TiebreakValue {
    let draw = field.scoring.draw;
    let halves: i64 = field.players[p]
        .rounds
        .iter()
        .enumerate()
        .map(|(index, round)| {
            let reference = match (round.kind, round.opponent) {
                (RoundKind::Played(_), Some(q)) => field.players[q]
                    .rounds
                    .get(index)
                    .map_or(Score::ZERO, |theirs| theirs.points),
                _ => draw,
            };
            match round.points.cmp(&reference) {
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            }
        })
        .sum();
    TiebreakValue::ratio(halves, 2, 1)
}

/// The score of the dummy opponent of an unplayed round, C.07 art. 16.4: the player's own
/// score; in 2026 capped at the scheduled opponent's adjusted score for a forfeit, and at a
/// draw's points times the number of rounds otherwise.
fn dummy_score(field: &Field<'_>, p: usize, round: &Round, rules: Rules) -> Score {
    let own = field.players[p].score;
    if rules < Rules::Fide2026 {
        return own;
    }
    let cap = match (round.category(), round.opponent) {
        (Some(category), Some(q)) if category.is_forfeit() => field.players[q].adjusted,
        _ => field.draw_cap(),
    };
    own.min(cap)
}

/// One round as Buchholz and Sonneborn-Berger count it.
#[derive(Copy, Clone, Debug)]
struct OpponentRound {
    /// The opponent's score as Buchholz counts it (a dummy opponent's for an unplayed round).
    opponent_score: Score,
    /// The points the player scored.
    points: Score,
    /// Whether the round is a voluntary unplayed round (art. 16.1), which art. 16.5 cuts first.
    vur: bool,
}

/// Per round: the opponent's score as Buchholz counts it, the points scored, whether it is a VUR.
///
/// In a round robin the only unplayed rounds are forfeits, which count as games (art. 15.2): a
/// round without a scheduled opponent (the bye of an odd-numbered round robin) is no round of the
/// player's and gives nothing.
fn opponent_scores(
    field: &Field<'_>,
    p: usize,
    played_forfeits: bool,
    rules: Rules,
) -> Vec<OpponentRound> {
    let forfeits = forfeits_count(field, played_forfeits);
    field.players[p]
        .rounds
        .iter()
        .filter(|round| !(field.round_robin && rules.is_c07() && round.opponent.is_none()))
        .map(|round| {
            let game = |opponent_score: Score, points: Score| OpponentRound {
                opponent_score,
                points,
                vur: false,
            };
            if !rules.is_c07() {
                // 2009 annex: an unplayed game is a draw against oneself.
                return match round.opponent.filter(|_| round.is_played()) {
                    Some(q) => game(score_2009(field, q), round.points),
                    None => game(score_2009(field, p), field.scoring.draw),
                };
            }
            match round.game_opponent(forfeits) {
                Some(q) => game(field.players[q].adjusted, round.points),
                None => OpponentRound {
                    opponent_score: dummy_score(field, p, round, rules),
                    points: round.points,
                    vur: round.category().is_some_and(Category::is_vur),
                },
            }
        })
        .collect()
}

/// C.07 art. 8.1 (and 8.3 on the Fore field): the sum of the opponents' scores, with the cuts
/// of art. 14 and the VUR rule of art. 16.5.
pub(crate) fn buchholz(
    field: &Field<'_>,
    p: usize,
    spec: &TiebreakSpec,
    rules: Rules,
) -> TiebreakValue {
    TiebreakValue::ratio(buchholz_tenths(field, p, spec, rules), 10, 1)
}

fn buchholz_tenths(field: &Field<'_>, p: usize, spec: &TiebreakSpec, rules: Rules) -> i64 {
    let items: Vec<Item> = opponent_scores(field, p, spec.played_forfeits, rules)
        .into_iter()
        .map(|round| {
            let value = i64::from(round.opponent_score.tenths());
            Item {
                significance: (value, 0),
                value,
                vur: round.vur && rules.is_c07(),
            }
        })
        .collect();
    cut_sum(items, spec.cut_low, spec.cut_high)
}

/// 2009 annex 4(a5): the sum of the opponents' Buchholz scores; an unplayed game is one against
/// oneself, so it adds the player's own Buchholz. Under C.07 an unplayed round adds nothing.
fn sum_of_buchholz(
    field: &Field<'_>,
    p: usize,
    spec: &TiebreakSpec,
    rules: Rules,
    bh: &[i64],
) -> TiebreakValue {
    let items: Vec<Item> = field.players[p]
        .rounds
        .iter()
        .filter_map(|round| {
            let source = match round.opponent.filter(|_| round.is_played()) {
                Some(q) => q,
                None if !rules.is_c07() => p,
                None => return None,
            };
            let value = bh[source];
            Some(Item {
                significance: (value, 0),
                value,
                vur: false,
            })
        })
        .collect();
    TiebreakValue::ratio(cut_sum(items, spec.cut_low, spec.cut_high), 10, 1)
}

/// C.07 art. 9.1: the sum of the opponents' scores times the points scored against them.
fn sonneborn_berger(
    field: &Field<'_>,
    p: usize,
    spec: &TiebreakSpec,
    rules: Rules,
) -> TiebreakValue {
    let items: Vec<Item> = opponent_scores(field, p, spec.played_forfeits, rules)
        .into_iter()
        .map(|round| {
            let score = i64::from(round.opponent_score.tenths());
            let product = score * i64::from(round.points.tenths());
            Item {
                significance: (score, product),
                value: product,
                vur: round.vur && rules.is_c07(),
            }
        })
        .collect();
    TiebreakValue::ratio(cut_sum(items, spec.cut_low, 0), 100, 2)
}

/// Sums `items` after cutting the `low` least and `high` most significant values (C.07
/// art. 14.1, 14.2). A cut of a least significant value removes instead the lowest VUR value when
/// the player has one that is not lower (art. 16.5).
fn cut_sum(mut items: Vec<Item>, low: u8, high: u8) -> i64 {
    for _ in 0..low {
        let Some(least) = (0..items.len()).min_by_key(|&i| items[i].significance) else {
            break;
        };
        let lowest_vur = (0..items.len())
            .filter(|&i| items[i].vur)
            .min_by_key(|&i| items[i].value);
        let cut = match lowest_vur {
            Some(vur) if items[vur].value >= items[least].value => vur,
            _ => least,
        };
        items.remove(cut);
    }
    for _ in 0..high {
        let Some(most) = (0..items.len()).max_by_key(|&i| items[i].significance) else {
            break;
        };
        items.remove(most);
    }
    items.iter().map(|item| item.value).sum()
}

/// C.07 art. 9.2: points scored against participants with at least half of the maximum score
/// (`/Pnn` another percentage, `/L±n` a shifted threshold). Points scored by forfeit against
/// such a participant are points scored against him, so they count (art. 16 concerns only the
/// opponents' scores of BH, FB, SB and ESB); the 2009 annex says the same ("only the result
/// counts").
fn koya(field: &Field<'_>, p: usize, spec: &TiebreakSpec) -> TiebreakValue {
    let rounds = i64::try_from(field.n_rounds).unwrap_or(i64::MAX);
    let max_tenths = i64::from(field.win_points().tenths()) * rounds;
    // score ≥ percent × max / 100 + shift, in hundredths of tenths to stay exact.
    let threshold = i64::from(spec.limit_percent) * max_tenths + 100 * i64::from(spec.limit_shift);
    let total: Score = field.players[p]
        .rounds
        .iter()
        .filter_map(|round| {
            let q = round.opponent?;
            let score = i64::from(field.players[q].score.tenths());
            (100 * score >= threshold).then_some(round.points)
        })
        .sum();
    TiebreakValue::score(total)
}

/// The ratings of the opponents met over the board, with the points scored against each, for
/// the rating tie-breaks of art. 10 (forfeits are unplayed there, also in round robins since
/// 2026; before 2026 a round robin counted them).
fn rated_games(field: &Field<'_>, p: usize, rules: Rules) -> Vec<(u16, Score, Outcome)> {
    let forfeits = field.round_robin && rules < Rules::Fide2026 && rules.is_c07();
    field.players[p]
        .rounds
        .iter()
        .filter_map(|round| {
            let q = round.game_opponent(forfeits)?;
            let rating = field.players[q].rating?;
            let outcome = match round.kind {
                RoundKind::Played(outcome) => outcome,
                RoundKind::Unplayed(Category::ForfeitWin) => Outcome::Win,
                RoundKind::Unplayed(_) => Outcome::Loss,
            };
            Some((rating, round.points, outcome))
        })
        .collect()
}

/// `sum / count` rounded to the nearest integer, halves up.
fn rounded_average(sum: i64, count: i64) -> i64 {
    if count == 0 {
        return 0;
    }
    (2 * sum + count).div_euclid(2 * count)
}

/// C.07 art. 10.1: the average rating of the opponents, rounded to the nearest integer (.5 up),
/// after the cuts of art. 14. The 2009 annex divides by the number of rounds, an unplayed game
/// being one against oneself.
fn average_rating(field: &Field<'_>, p: usize, spec: &TiebreakSpec, rules: Rules) -> TiebreakValue {
    let mut ratings: Vec<i64> = rated_games(field, p, rules)
        .iter()
        .map(|(rating, _, _)| i64::from(*rating))
        .collect();
    if !rules.is_c07()
        && let Some(own) = field.players[p].rating
    {
        let unplayed = field.players[p]
            .rounds
            .iter()
            .filter(|r| !r.is_played())
            .count();
        ratings.extend(std::iter::repeat_n(i64::from(own), unplayed));
    }
    let items: Vec<Item> = ratings
        .iter()
        .map(|&rating| Item {
            significance: (rating, 0),
            value: rating,
            vur: false,
        })
        .collect();
    let remaining = ratings
        .len()
        .saturating_sub(usize::from(spec.cut_low) + usize::from(spec.cut_high));
    let total = cut_sum(items, spec.cut_low, spec.cut_high);
    TiebreakValue::integer(rounded_average(
        total,
        i64::try_from(remaining).unwrap_or(0),
    ))
}

/// C.07 art. 10.2: ARO (rounded) plus `dp` for the percentage scored over the board. `/Dn` (the
/// 2009 annex's 350-point rule) counts opponents more than `n` points away from the player's own
/// rating as exactly `n` away. A player without rated games has 0.
fn performance(field: &Field<'_>, p: usize, cap: Option<u16>, rules: Rules) -> TiebreakValue {
    let mut games: Vec<(i64, u32)> = rated_games(field, p, rules)
        .iter()
        .map(|(rating, _, outcome)| (i64::from(*rating), halves(*outcome)))
        .collect();
    let own = field.players[p].rating;
    if !rules.is_c07()
        && let Some(own) = own
    {
        let unplayed = field.players[p]
            .rounds
            .iter()
            .filter(|r| !r.is_played())
            .count();
        games.extend(std::iter::repeat_n((i64::from(own), 1), unplayed));
    }
    if games.is_empty() {
        return TiebreakValue::ZERO;
    }
    if let (Some(cap), Some(own)) = (cap, own) {
        let own = i64::from(own);
        let cap = i64::from(cap);
        for game in &mut games {
            game.0 = game.0.clamp(own - cap, own + cap);
        }
    }
    let n = i64::try_from(games.len()).unwrap_or(i64::MAX);
    let aro = rounded_average(games.iter().map(|g| g.0).sum(), n);
    let halves_scored: u32 = games.iter().map(|g| g.1).sum();
    let p_hundredths = percentage_of(halves_scored, 2 * u32::try_from(n).unwrap_or(u32::MAX));
    TiebreakValue::integer(aro + i64::from(dp_from_percentage(p_hundredths)))
}

fn halves(outcome: Outcome) -> u32 {
    match outcome {
        Outcome::Win => 2,
        Outcome::Draw => 1,
        Outcome::Loss => 0,
    }
}

/// C.07 art. 10.3: the lowest rating `R` whose expected score against the opponents met
/// (differences not capped) reaches the score made; with no points, the lowest opponent's rating
/// minus 800.
fn perfect_performance(field: &Field<'_>, p: usize) -> TiebreakValue {
    let games: Vec<(i64, u32)> = rated_games(field, p, Rules::Fide2026)
        .iter()
        .map(|(rating, _, outcome)| (i64::from(*rating), halves(*outcome)))
        .collect();
    if games.is_empty() {
        return TiebreakValue::ZERO;
    }
    let scored: i64 = games.iter().map(|g| i64::from(g.1) * 50).sum(); // hundredths
    let lowest = games.iter().map(|g| g.0).min().unwrap_or(0);
    let highest = games.iter().map(|g| g.0).max().unwrap_or(0);
    if scored == 0 {
        return TiebreakValue::integer(lowest - 800);
    }
    let expected = |r: i64| -> i64 {
        games
            .iter()
            .map(|g| {
                let difference = i32::try_from(r - g.0).unwrap_or(i32::MAX);
                i64::from(expected_score(difference))
            })
            .sum()
    };
    // The expected score grows with R, so search the lowest R that reaches the score.
    let (mut low, mut high) = (lowest - 800, highest + 800);
    while low < high {
        let middle = low + (high - low) / 2;
        if expected(middle) >= scored {
            high = middle;
        } else {
            low = middle + 1;
        }
    }
    TiebreakValue::integer(low)
}

/// C.07 art. 10.4 and 10.5: the average of the opponents' performances (over the board, rated),
/// rounded to the nearest integer with .5 up.
fn average_performance(
    field: &Field<'_>,
    p: usize,
    performances: &[TiebreakValue],
) -> TiebreakValue {
    let values: Vec<i64> = field.players[p]
        .rounds
        .iter()
        .filter_map(|round| round.game_opponent(false))
        .filter(|&q| field.players[q].rating.is_some())
        .map(|q| performances[q].numerator())
        .collect();
    let n = i64::try_from(values.len()).unwrap_or(0);
    TiebreakValue::integer(rounded_average(values.iter().sum(), n))
}

/// C.07 art. 8.2: the average of the Buchholz scores of the opponents met over the board.
fn average_of_opponents(field: &Field<'_>, p: usize, bh: &[i64], decimals: u8) -> TiebreakValue {
    let opponents: Vec<usize> = field.players[p]
        .rounds
        .iter()
        .filter_map(|round| round.game_opponent(false))
        .collect();
    if opponents.is_empty() {
        return TiebreakValue::ZERO.with_decimals(decimals);
    }
    let sum: i64 = opponents.iter().map(|&q| bh[q]).sum();
    let n = i64::try_from(opponents.len()).unwrap_or(i64::MAX);
    TiebreakValue::ratio(sum, 10 * n, decimals)
}

/// The decimals AOB is printed with: two up to 8 rounds, three up to 26, four beyond, enough
/// to show averages of that many tenths apart.
fn aob_decimals(field: &Field<'_>) -> u8 {
    match field.n_rounds {
        0..=8 => 2,
        9..=26 => 3,
        _ => 4,
    }
}
