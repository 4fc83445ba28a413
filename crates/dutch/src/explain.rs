//! Explaining a round's pairing to players and arbiters: bracket by bracket, who floated and
//! why, which criteria could not be met, how each colour was decided, and who got the bye.
//!
//! Policy: the explanation types are plain data (players, scores, rule numbers and sentences)
//! so that any pairing system can fill them; only [`explain_round`] knows the Dutch rules.
//! Every statement is a fact computed from the round (the players' states, the pairing, the
//! criteria counts of [`crate::criteria`]), never a replay of the engine's search: "could not
//! be met" means the engine's pairing, the best by the criteria in their order, still fails it.
//! Rule numbers follow the edition asked for (C1–C21 and art. 5.2.x in 2025; C.1–C.19 and E.x
//! in 2017, where the definitions' article numbers are left out). The 2009 edition, paired by
//! a procedure rather than by criteria counts, is explained by `dutch2009::explain` from the
//! record of its own search, into the same types.

use rondo_core::{
    Colour, ColourPreference, Float, PlayerId, PreferenceStrength, RoundNo, RoundView, Score,
};

use crate::colours::{ColourStep, allocate};
use rondo_pairing::{
    BracketExplanation, BrokenInvariant, ByeExplanation, ColourExplanation, CriterionCount,
    ExplainOutcome, Explanation, Failures, FloatExplanation, Reason,
};

use crate::criteria::{Criterion, FieldPairing, evaluate, maximum_pairs};
use crate::entrants::{ColourState, Entrant, Field};
use crate::{Edition, PairError, PairOptions, Pairing, PairingOutcome, pair_round};

/// Pairs the round of `view` and explains the pairing.
///
/// # Errors
///
/// As [`pair_round`].
pub fn explain_round(
    view: &RoundView<'_>,
    options: &PairOptions,
) -> Result<ExplainOutcome, PairError> {
    if options.edition == Edition::Dutch2009 {
        let field = crate::prepare_field(view, options)?;
        return crate::dutch2009::explain(view, &field);
    }
    let pairing = match pair_round(view, options)? {
        PairingOutcome::Paired(pairing) => pairing,
        PairingOutcome::NoValidPairing(why) => return Ok(ExplainOutcome::NoValidPairing(why)),
    };
    let field = crate::prepare_field(view, options)?;
    let explanation = explain_pairing(&field, view.round(), &pairing)?;
    Ok(ExplainOutcome::Explained {
        pairing,
        explanation,
    })
}

/// The explanation of `pairing`, a complete pairing of `field`.
pub(crate) fn explain_pairing(
    field: &Field,
    round: RoundNo,
    pairing: &Pairing,
) -> Result<Explanation, PairError> {
    let rules = Rules {
        edition: field.edition,
    };
    let index = field.index_of_ids();
    let lookup = |id: PlayerId| {
        index
            .get(&id)
            .copied()
            .ok_or(PairError::Internal(BrokenInvariant::PlayerOutsideField(id)))
    };
    let boards = pairing
        .boards
        .iter()
        .map(|board| Ok((lookup(board.white)?, lookup(board.black)?)))
        .collect::<Result<Vec<_>, PairError>>()?;
    let bye = pairing.pairing_bye.map(lookup).transpose()?;
    let field_pairing = FieldPairing::new(field.len(), &boards, bye);
    let evaluation = evaluate(field, &field_pairing)?;
    let entrants = &field.entrants;
    let id = |v: usize| entrants[v].id;
    let ids = |list: &[usize]| list.iter().map(|v| id(*v)).collect::<Vec<_>>();

    let n_brackets = evaluation.brackets.len();
    let mut brackets = Vec::with_capacity(n_brackets);
    for (position, bracket) in evaluation.brackets.iter().enumerate() {
        let members: Vec<usize> = bracket
            .moved_down
            .iter()
            .chain(&bracket.residents)
            .copied()
            .collect();
        let most_pairs = maximum_pairs(field, &members, bracket.moved_down.len())?;
        let mut floats = Vec::new();
        for &player in &bracket.downfloaters {
            let last = position + 1 == n_brackets;
            floats.push(FloatExplanation {
                player: id(player),
                score: entrants[player].score,
                direction: Float::Down,
                reasons: downfloat_reasons(
                    field,
                    &rules,
                    bracket,
                    &members,
                    most_pairs,
                    player,
                    last && bye == Some(player),
                ),
            });
        }
        for &(higher, lower) in &bracket.pairs {
            if entrants[higher].score > entrants[lower].score {
                floats.push(FloatExplanation {
                    player: id(lower),
                    score: entrants[lower].score,
                    direction: Float::Up,
                    reasons: upfloat_reasons(field, &rules, higher, lower),
                });
            }
        }
        let unmet = bracket
            .failures
            .iter()
            .filter(|(_, failures)| !failures.is_zero())
            .filter_map(|(criterion, failures)| {
                Some(CriterionCount {
                    rule: criterion.article(field.edition)?,
                    summary: criterion.summary().to_owned(),
                    failures: failures.clone(),
                })
            })
            .collect();
        brackets.push(BracketExplanation {
            score: bracket.score,
            residents: ids(&bracket.residents),
            moved_down: ids(&bracket.moved_down),
            pairs: bracket
                .pairs
                .iter()
                .map(|(a, b)| (id(*a), id(*b)))
                .collect(),
            decisions: decisions(field, &rules, bracket),
            floats,
            unmet,
        });
    }

    let colours = boards
        .iter()
        .enumerate()
        .map(|(board, &(white, black))| {
            colour_explanation(field, &rules, board + 1, &entrants[white], &entrants[black])
        })
        .collect();
    let bye = bye.map(|player| ByeExplanation {
        player: id(player),
        score: entrants[player].score,
        reasons: bye_reasons(field, &rules, player),
    });
    Ok(Explanation {
        system: rules.system(),
        round,
        players: field.len(),
        brackets,
        colours,
        bye,
    })
}

/// Rule numbers of the edition.
struct Rules {
    edition: Edition,
}

impl Rules {
    fn system(&self) -> String {
        match self.edition {
            Edition::Dutch2017 => "FIDE Dutch system, C.04.3 (2017)".to_owned(),
            Edition::Dutch2009 => "FIDE Dutch system (2009)".to_owned(),
            _ => "FIDE Dutch system, C.04.3 (2025)".to_owned(),
        }
    }

    fn is_2017(&self) -> bool {
        self.edition == Edition::Dutch2017
    }

    /// An absolute or completion criterion, 1–5.
    fn absolute(&self, number: u8) -> Option<String> {
        if self.is_2017() {
            (number <= 4).then(|| format!("C.{number}"))
        } else {
            Some(format!("C{number}"))
        }
    }

    fn criterion(&self, criterion: Criterion) -> Option<String> {
        criterion.article(self.edition)
    }

    /// An article of the 2025 definitions and procedure; none for 2017, whose lettered
    /// articles are arranged differently.
    fn article(&self, number: &str) -> Option<String> {
        (!self.is_2017()).then(|| format!("art. {number}"))
    }

    fn colour_step(&self, step: ColourStep) -> String {
        let number = match step {
            ColourStep::BothPreferences => 1,
            ColourStep::StrongerPreference => 2,
            ColourStep::Alternation => 3,
            ColourStep::HigherRankedPreference => 4,
            ColourStep::InitialColour => 5,
        };
        if self.is_2017() {
            format!("E.{number}")
        } else {
            format!("art. 5.2.{number}")
        }
    }
}

fn reason(rule: Option<String>, text: impl Into<String>) -> Reason {
    Reason {
        rule,
        text: text.into(),
    }
}

fn list(players: &[PlayerId]) -> String {
    players
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether two players may not meet because of their colours (C3) rather than a meeting.
fn colour_blocked(a: &Entrant, b: &Entrant) -> bool {
    a.colour.absolute()
        && b.colour.absolute()
        && a.colour.preference == b.colour.preference
        && !a.topscorer
        && !b.topscorer
}

fn downfloat_reasons(
    field: &Field,
    rules: &Rules,
    bracket: &crate::criteria::SplitBracket,
    members: &[usize],
    most_pairs: usize,
    player: usize,
    gets_bye: bool,
) -> Vec<Reason> {
    let entrants = &field.entrants;
    let me = &entrants[player];
    let moved_down = bracket.moved_down.contains(&player);
    let mut reasons = Vec::new();
    if gets_bye {
        reasons.push(reason(
            None,
            "left over by the last bracket: he receives the pairing-allocated bye (see below)",
        ));
        return reasons;
    }
    let candidates: Vec<usize> = members
        .iter()
        .copied()
        .filter(|other| *other != player && !(moved_down && bracket.moved_down.contains(other)))
        .collect();
    let blocked_by_colour: Vec<PlayerId> = candidates
        .iter()
        .filter(|o| colour_blocked(me, &entrants[**o]))
        .map(|o| entrants[*o].id)
        .collect();
    let met: Vec<PlayerId> = candidates
        .iter()
        .filter(|o| !field.compatible(player, **o) && !colour_blocked(me, &entrants[**o]))
        .map(|o| entrants[*o].id)
        .collect();
    let n_players = members.len();
    let made = bracket.pairs.len();
    if candidates.is_empty() {
        reasons.push(reason(
            None,
            "nobody else is in the bracket who may meet him, so he moves down",
        ));
    } else if blocked_by_colour.len() + met.len() == candidates.len() {
        let mut text = String::from("he may meet nobody in this bracket");
        if !met.is_empty() {
            text.push_str(&format!(
                ": he has already played (or may not meet) {}",
                list(&met)
            ));
        }
        if !blocked_by_colour.is_empty() {
            text.push_str(&format!(
                "{} {} the same absolute colour preference as he",
                if met.is_empty() { ":" } else { ";" },
                if blocked_by_colour.len() == 1 {
                    format!("{} has", list(&blocked_by_colour))
                } else {
                    format!("{} have", list(&blocked_by_colour))
                }
            ));
        }
        let rule = match (met.is_empty(), blocked_by_colour.is_empty()) {
            (false, true) => rules.absolute(1),
            (true, false) => rules.absolute(3),
            _ => rules
                .absolute(1)
                .zip(rules.absolute(3))
                .map(|(a, b)| format!("{a}, {b}")),
        };
        reasons.push(reason(rule, text));
    } else if made < most_pairs {
        let text = if rules.is_2017() {
            format!(
                "the bracket could make {most_pairs} pair(s), but only {made} leave the players \
                 below a legal pairing"
            )
        } else {
            format!(
                "the bracket could make {most_pairs} pair(s), but with more than {made} the \
                 players below could not all be paired, or the bye would go to a higher score"
            )
        };
        let rule = if rules.is_2017() {
            rules.absolute(4)
        } else {
            Some("C4, C5".to_owned())
        };
        reasons.push(reason(rule, text));
    } else {
        let floating = n_players - 2 * most_pairs;
        reasons.push(reason(
            rules.criterion(Criterion::C6),
            format!(
                "the {n_players} players of the bracket make at most {most_pairs} pair(s), so \
                 {floating} must float down"
            ),
        ));
        if moved_down {
            reasons.push(reason(
                rules.article("3.2"),
                "a moved-down player who is not paired in this bracket moves down again",
            ));
        } else {
            reasons.push(reason(
                None,
                "who floats is chosen by the criteria in order (lowest scores first, then the \
                 next bracket, colours and float history), then by the order in which the \
                 rules try candidates, which leaves the lowest-ranked players over first",
            ));
        }
    }
    if !moved_down {
        for (ago, criterion, when) in [
            (0, Criterion::C14, "last round"),
            (1, Criterion::C16, "two rounds before"),
        ] {
            if me.floats[ago] == Some(Float::Down) {
                reasons.push(reason(
                    rules.criterion(criterion),
                    format!("he floated down {when} as well: this counts against the pairing"),
                ));
            }
        }
    }
    reasons
}

/// How the pairs of a bracket were formed (art. 3.2–4.3): the moved-down players' pairs, then
/// the subgroups of the residents left, and whether an exchange or a transposition was needed.
fn decisions(field: &Field, rules: &Rules, bracket: &crate::criteria::SplitBracket) -> Vec<Reason> {
    let entrants = &field.entrants;
    let id = |v: usize| entrants[v].id;
    let ids = |list: &[usize]| list.iter().map(|v| id(*v)).collect::<Vec<_>>();
    let pair_list = |pairs: &[(usize, usize)]| {
        pairs
            .iter()
            .map(|(a, b)| format!("{}-{}", id(*a), id(*b)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = Vec::new();
    let is_moved_down = |v: usize| bracket.moved_down.contains(&v);
    let mdp_pairs: Vec<(usize, usize)> = bracket
        .pairs
        .iter()
        .copied()
        .filter(|(h, _)| is_moved_down(*h))
        .collect();
    if !bracket.moved_down.is_empty() {
        let limbo: Vec<usize> = bracket
            .moved_down
            .iter()
            .copied()
            .filter(|v| !mdp_pairs.iter().any(|(h, _)| h == v))
            .collect();
        let mut text = if mdp_pairs.is_empty() {
            "no moved-down player could be paired here".to_owned()
        } else {
            format!(
                "the moved-down players are paired first, each with the highest resident the \
                 criteria allow: {}",
                pair_list(&mdp_pairs)
            )
        };
        if !limbo.is_empty() && !mdp_pairs.is_empty() {
            text.push_str(&format!(
                "; {} {} unpaired (the Limbo) and {} down again",
                list(&ids(&limbo)),
                if limbo.len() == 1 { "stays" } else { "stay" },
                if limbo.len() == 1 { "moves" } else { "move" },
            ));
        }
        out.push(reason(rules.article("3.2"), text));
    }
    let paired_with_mdp = |v: usize| mdp_pairs.iter().any(|(_, l)| *l == v);
    let remainder: Vec<usize> = bracket
        .residents
        .iter()
        .copied()
        .filter(|v| !paired_with_mdp(*v))
        .collect();
    let in_remainder = |v: usize| remainder.contains(&v);
    let remainder_pairs: Vec<(usize, usize)> = bracket
        .pairs
        .iter()
        .copied()
        .filter(|(a, b)| in_remainder(*a) && in_remainder(*b))
        .collect();
    let n_pairs = remainder_pairs.len();
    if n_pairs == 0 {
        return out;
    }
    let what = if bracket.moved_down.is_empty() {
        "the bracket"
    } else {
        "the remainder"
    };
    let (s1, s2) = remainder.split_at(n_pairs);
    out.push(reason(
        rules.article("3.2"),
        format!(
            "{what} makes {n_pairs} pair(s): S1 = {}, S2 = {}",
            list(&ids(s1)),
            list(&ids(s2))
        ),
    ));
    let mut leaders: Vec<usize> = remainder_pairs.iter().map(|(a, _)| *a).collect();
    leaders.sort_unstable();
    let moved_out: Vec<usize> = s1
        .iter()
        .copied()
        .filter(|v| !leaders.contains(v))
        .collect();
    let moved_in: Vec<usize> = leaders
        .iter()
        .copied()
        .filter(|v| !s1.contains(v))
        .collect();
    if !moved_out.is_empty() {
        out.push(reason(
            rules.article("4.3"),
            format!(
                "exchange: {} moved from S1 to S2 and {} from S2 to S1, because no pairing of \
                 the original S1 against S2 met the criteria as well; the exchange chosen moves \
                 the fewest players, with the smallest difference of their numbers",
                list(&ids(&moved_out)),
                list(&ids(&moved_in))
            ),
        ));
    }
    let mut followers: Vec<usize> = remainder
        .iter()
        .copied()
        .filter(|v| !leaders.contains(v))
        .collect();
    followers.sort_unstable();
    let in_order = leaders
        .iter()
        .zip(&followers)
        .all(|(leader, follower)| remainder_pairs.contains(&(*leader, *follower)));
    if in_order {
        out.push(reason(
            rules.article("3.3"),
            format!("S1 meets S2 in order: {}", pair_list(&remainder_pairs)),
        ));
    } else {
        out.push(reason(
            rules.article("4.2"),
            format!(
                "S1 in order against S2 was not as good by the criteria, so S2 was transposed: {}",
                pair_list(&remainder_pairs)
            ),
        ));
    }
    out
}

fn upfloat_reasons(field: &Field, rules: &Rules, higher: usize, lower: usize) -> Vec<Reason> {
    let entrants = &field.entrants;
    let mut reasons = vec![reason(
        rules.article("3.2"),
        format!(
            "he meets {} (score {}), who moved down into this bracket: moved-down players are \
             paired with residents",
            entrants[higher].id, entrants[higher].score
        ),
    )];
    for (ago, criterion, when) in [
        (0, Criterion::C15, "last round"),
        (1, Criterion::C17, "two rounds before"),
    ] {
        if entrants[lower].floats[ago] == Some(Float::Up) {
            reasons.push(reason(
                rules.criterion(criterion),
                format!("he floated up {when} as well: this counts against the pairing"),
            ));
        }
    }
    reasons
}

fn bye_reasons(field: &Field, rules: &Rules, player: usize) -> Vec<Reason> {
    let entrants = &field.entrants;
    let me = &entrants[player];
    let mut reasons = vec![
        reason(
            Some("C.04.1 art. 3".to_owned()).filter(|_| !rules.is_2017()),
            format!(
                "{} players are paired, an odd number, so one of them gets the \
                 pairing-allocated bye",
                field.len()
            ),
        ),
        reason(
            rules.absolute(2),
            "he may receive it: he has had no bye and no win without playing",
        ),
    ];
    if rules.is_2017() {
        reasons.push(reason(
            None,
            "the 2017 rules give the bye to the player the lowest bracket leaves over",
        ));
        return reasons;
    }
    let lower: Vec<usize> = (0..field.len())
        .filter(|v| entrants[*v].score < me.score)
        .collect();
    let ineligible: Vec<PlayerId> = lower
        .iter()
        .filter(|v| !entrants[**v].pab_eligible)
        .map(|v| entrants[*v].id)
        .collect();
    let eligible: Vec<PlayerId> = lower
        .iter()
        .filter(|v| entrants[**v].pab_eligible)
        .map(|v| entrants[*v].id)
        .collect();
    if lower.is_empty() {
        reasons.push(reason(
            Some("C5".to_owned()),
            "nobody has a lower score: the bye goes to the lowest score possible",
        ));
    } else {
        if !ineligible.is_empty() {
            reasons.push(reason(
                Some("C2, C5".to_owned()),
                format!(
                    "{} {} a lower score but may not receive the bye",
                    list(&ineligible),
                    if ineligible.len() == 1 { "has" } else { "have" }
                ),
            ));
        }
        if !eligible.is_empty() {
            reasons.push(reason(
                Some("C4, C5".to_owned()),
                format!(
                    "{} {} a lower score, but if one of them got the bye the others could not \
                     all be paired",
                    list(&eligible),
                    if eligible.len() == 1 { "has" } else { "have" }
                ),
            ));
        }
    }
    let unplayed = |v: usize| {
        u32::try_from(field.rounds_played)
            .unwrap_or(u32::MAX)
            .saturating_sub(entrants[v].played_games)
    };
    let rivals: Vec<usize> = (0..field.len())
        .filter(|v| *v != player && entrants[*v].score == me.score && entrants[*v].pab_eligible)
        .collect();
    if !rivals.is_empty() {
        let fewest_elsewhere = rivals.iter().map(|v| unplayed(*v)).min().unwrap_or(0);
        let mine = unplayed(player);
        let text = if mine < fewest_elsewhere {
            format!(
                "of the eligible players with his score he has the fewest unplayed games \
                 ({mine}; the others at least {fewest_elsewhere})"
            )
        } else {
            format!(
                "{} other eligible player(s) have his score; he has {mine} unplayed game(s), the \
                 others at least {fewest_elsewhere}; among equals, the players above are paired \
                 first and the lowest-ranked one is left over",
                rivals.len()
            )
        };
        reasons.push(reason(Some("C9".to_owned()), text));
    }
    reasons
}

fn preference_of(state: &ColourState) -> Option<ColourPreference> {
    state.preference.map(|colour| ColourPreference {
        colour,
        strength: if state.absolute() {
            PreferenceStrength::Absolute
        } else if state.strong {
            PreferenceStrength::Strong
        } else {
            PreferenceStrength::Mild
        },
    })
}

fn colour_name(colour: Colour) -> &'static str {
    match colour {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn strength_name(strength: PreferenceStrength) -> &'static str {
    match strength {
        PreferenceStrength::Absolute => "absolute",
        PreferenceStrength::Strong => "strong",
        PreferenceStrength::Mild => "mild",
    }
}

fn colour_explanation(
    field: &Field,
    rules: &Rules,
    board: usize,
    white: &Entrant,
    black: &Entrant,
) -> ColourExplanation {
    let (_, step) = allocate(white, black, field.initial_colour);
    let white_preference = preference_of(&white.colour);
    let black_preference = preference_of(&black.colour);
    let white_is_higher =
        (white.score, std::cmp::Reverse(white.rank)) > (black.score, std::cmp::Reverse(black.rank));
    let (higher, higher_colour) = if white_is_higher {
        (white, Colour::White)
    } else {
        (black, Colour::Black)
    };
    let text = match step {
        ColourStep::BothPreferences => match (white_preference, black_preference) {
            (Some(_), Some(_)) => "both players get the colour they prefer".to_owned(),
            (Some(_), None) => format!("{} gets his preference; {} has none", white.id, black.id),
            _ => format!("{} gets his preference; {} has none", black.id, white.id),
        },
        ColourStep::StrongerPreference => {
            let (winner, loser, winner_preference, loser_preference) =
                match (white_preference, black_preference) {
                    (Some(w), Some(b)) if w.colour == Colour::White => (white, black, w, b),
                    (Some(w), Some(b)) => (black, white, b, w),
                    _ => (
                        white,
                        black,
                        preference_or_white(white_preference),
                        preference_or_white(black_preference),
                    ),
                };
            format!(
                "both prefer {}; the {} preference of {} wins over the {} preference of {}",
                colour_name(winner_preference.colour),
                strength_name(winner_preference.strength),
                winner.id,
                strength_name(loser_preference.strength),
                loser.id
            )
        }
        ColourStep::Alternation => format!(
            "both prefer {} equally; they take the opposite colours of the latest game in which \
             their colours differed",
            white_preference.map_or("the same colour", |p| colour_name(p.colour))
        ),
        ColourStep::HigherRankedPreference => format!(
            "both prefer {} equally and have the same colour history; the higher-ranked player, \
             {}, gets it",
            white_preference.map_or("the same colour", |p| colour_name(p.colour)),
            higher.id
        ),
        ColourStep::InitialColour => {
            let odd = higher.rank % 2 == 0;
            format!(
                "neither has a colour preference; the higher-ranked player, {}, has an {} \
                 pairing number, so he gets {} (the initial colour is {})",
                higher.id,
                if odd { "odd" } else { "even" },
                colour_name(higher_colour),
                colour_name(field.initial_colour)
            )
        }
    };
    ColourExplanation {
        board,
        white: white.id,
        black: black.id,
        white_preference,
        black_preference,
        reason: reason(Some(rules.colour_step(step)), text),
    }
}

fn preference_or_white(preference: Option<ColourPreference>) -> ColourPreference {
    preference.unwrap_or(ColourPreference {
        colour: Colour::White,
        strength: PreferenceStrength::Mild,
    })
}

/// Every criterion of an evaluation in the order the rules compare them: C5, then each bracket
/// from the top with its criteria in order (the audit compares two pairings this way).
pub(crate) fn failures_in_order(
    evaluation: &crate::criteria::Evaluation,
) -> Vec<(Option<Score>, Criterion, &Failures)> {
    let mut out = Vec::new();
    if let Some(bye_score) = &evaluation.bye_score {
        out.push((None, Criterion::C5, bye_score));
    }
    for bracket in &evaluation.brackets {
        for (criterion, failures) in &bracket.failures {
            out.push((Some(bracket.score), *criterion, failures));
        }
    }
    out
}
