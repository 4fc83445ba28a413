//! One bracket of C.04.3 (2025) art. 3–4, paired by maximum-weight matchings: the criteria as
//! edge weights ([`Layout`]) and the choices of art. 4 made one at a time ([`Bracket::run`]).
//! The 2017 edition brings its own fields (`crate::dutch2017::weights`, selected by
//! [`BracketSpec::dutch2017`]); the decisions are made the same way for both.
//!
//! Policy. The criteria become bit fields of edge weights, most important first (see
//! [`Layout`]), so that a maximum-weight matching is a pairing that is best by the criteria in
//! their order:
//! - **C1–C3** remove edges; **C4** (completion) and **C2/C5** (PAB) are the top field: every
//!   edge is worth one pair plus one for each endpoint that is not a PAB candidate (eligible,
//!   with a score no higher than the lowest possible PAB score, found first), so a maximum
//!   matching pairs everybody but at most one PAB candidate.
//! - **C6–C7** count the pairs of the current bracket and the scores of their higher players by
//!   score group; **C8** does the same for the next score group (one bracket of look-ahead);
//!   **C9** ranks PAB candidates by games played when the bracket's single downfloater takes
//!   the PAB; **C10–C13** are colour fields and **C14–C21** float fields, for pairs inside the
//!   current bracket only.
//! - Edges to players further down carry only the top field (and C9), which enforces
//!   completion for everybody below.
//!
//! Brackets are paired from the top, each on its own graph. A matching decides how much can be
//! achieved; then the generation order of art. 4 is emulated by fixing one choice at a time
//! with small bonuses in the lowest field and re-solving: which moved-down players are paired
//! (4.4, smallest differing BSN first), their opponents (4.2, earliest S2 player first), how
//! many and which residents are exchanged between S1 and S2 (4.3: fewest, smallest BSN-sum
//! difference, lowest S1 players moved down first, highest S2 players moved up first), and
//! finally the opponent of each S1 player (4.2). Players left unpaired move down. Two
//! moved-down players are never paired with each other: art. 3.2 pairs them only with
//! residents.
//!
//! **Equivalence with the reference engine.** The fields, their order and the order of the
//! decisions follow the description of bbpPairings v6.0.0 in the project's spec notes; the
//! layout is our own and only the comparisons it induces matter. Each decision is fixed with
//! bonuses that make the chosen option strictly best, so the result does not depend on which
//! optimal matching the solver returns among equals.
//!
//! **Hints to the solver.** Five devices only save time: a tie-break field below the bonuses
//! (worth less than one bonus unit over a whole matching) for pairs of players below the
//! bracket, whose weights otherwise nearly all tie; a first solve that starts from duals
//! computed kind by kind and a greedy matching along the pairs they make tight
//! ([`Bracket::suggest_kind_duals`]); in the last phase of art. 4.2, the duals of
//! the last optimum, which rule out opponents that no best matching can give a player and so
//! spare a re-solve when his current mate is the first one left; when the graph holds only the
//! remainder, the test that no exchange of art. 4.3 is needed by one solve on the S1–S2 edges
//! ([`Bracket::no_exchange_needed`]) instead of the exchange stage; and then the whole last
//! phase of art. 4.2 read off one optimum and its duals ([`crate::tight`]) instead of a
//! re-solve per S1 player. Tests pair with and without them
//! ([`crate::tuning::Tuning::hints`]) and require the same pairing.

use rondo_core::{Float, Score};
use rustc_hash::FxHashMap;

use crate::PairError;
use crate::bracket::{BracketOutcome, BracketSpec, ByeFacts, Region};
use crate::criteria::Criterion;
use crate::entrants::Field;
use crate::layout::Layout;
use crate::matcher::Matcher;
use crate::palette::{BaseWeights, KindSpans, MAX_KINDS, QuotaGreedy, pairs_in_tiles};
use crate::weight::WeightBits;

/// Pairs one bracket on a fresh graph with `matcher` (whose vertices are `members`, in order).
pub(crate) fn pair_bracket_with<W: WeightBits, M: Matcher<W>>(
    field: &Field,
    bye: &ByeFacts,
    spec: &BracketSpec,
    layout: &Layout,
    members: &[usize],
    matcher: &mut M,
) -> Result<BracketOutcome, PairError> {
    let mut local = vec![None; field.len()];
    for (position, member) in members.iter().enumerate() {
        local[*member] = Some(position);
    }
    let mut bracket = Bracket {
        field,
        bye,
        spec,
        layout,
        members,
        local,
        base: BaseWeights::new(
            spec.mdps.len() + spec.residents.len() + spec.next.len(),
            layout
                .tie
                .map(|tie| (tie, spec.mdps.len() + spec.residents.len())),
        ),
        matcher,
        finalized: vec![false; members.len()],
        pairs: Vec::new(),
        _weight: std::marker::PhantomData,
    };
    bracket.run()
}

struct Bracket<'a, W: WeightBits, M: Matcher<W>> {
    field: &'a Field,
    bye: &'a ByeFacts,
    spec: &'a BracketSpec,
    layout: &'a Layout,
    /// The players of the graph, in pairing order (local vertex = position).
    members: &'a [usize],
    /// Local vertex of each player of the field in the graph.
    local: Vec<Option<usize>>,
    /// The base weights among the bracket and the next group (local vertices first in
    /// `members`); the steps zero an edge here when a choice made excludes it for good.
    base: BaseWeights<W>,
    matcher: &'a mut M,
    /// By local vertex.
    finalized: Vec<bool>,
    pairs: Vec<(usize, usize)>,
    _weight: std::marker::PhantomData<W>,
}

impl<W: WeightBits, M: Matcher<W>> Bracket<'_, W, M> {
    fn score(&self, player: usize) -> Score {
        self.field.entrants[player].score
    }

    /// Whether `player` may receive the PAB with the lowest possible PAB score (C2, C5).
    fn bye_candidate(&self, player: usize) -> bool {
        self.bye.score.is_some_and(|score| {
            self.field.entrants[player].pab_eligible && self.score(player) <= score
        })
    }

    /// The local vertex of `player`, a member of the graph.
    fn vertex(&self, player: usize) -> usize {
        self.local[player].unwrap_or_else(|| unreachable!("player {player} is not in the graph"))
    }

    fn set(&mut self, a: usize, b: usize, weight: W) {
        let (x, y) = (self.vertex(a), self.vertex(b));
        self.matcher.set_weight(x, y, weight);
    }

    fn mate(&self, player: usize) -> Option<usize> {
        self.matcher
            .mate(self.vertex(player))
            .map(|vertex| self.members[vertex])
    }

    fn solve(&mut self) -> Result<(), PairError> {
        self.matcher.solve()
    }

    /// Cuts `a` and `b` off the graph and records them as a pair.
    fn finalize(&mut self, a: usize, b: usize) {
        let (x, y) = (self.vertex(a), self.vertex(b));
        let finalized = &self.finalized;
        let live = (0..self.members.len()).filter(|&other| !finalized[other]);
        self.matcher.cut_off(x, y, live);
        self.finalized[x] = true;
        self.finalized[y] = true;
        self.pairs.push((a.min(b), a.max(b)));
    }

    fn is_finalized(&self, player: usize) -> bool {
        self.finalized[self.vertex(player)]
    }

    /// What the weight of a pair reads of `player` ([`PairFeatures`]), who is in `region`.
    fn features(&self, player: usize, region: Region) -> PairFeatures {
        let entrant = &self.field.entrants[player];
        PairFeatures {
            score: entrant.score,
            bye_candidate: self.bye_candidate(player),
            unplayed_rank: (Some(entrant.score) == self.bye.score)
                .then(|| self.bye.unplayed_rank[player]),
            colour: entrant.colour,
            floats: entrant.floats,
            resident: self.spec.residents.contains(&player),
            region,
        }
    }

    /// The weight of the edge between `higher` and `lower` (`higher` before `lower` in the
    /// pairing order), with `lower` in `region`.
    fn edge_weight(&self, higher: usize, lower: usize, region: Region) -> W {
        if let Some(criteria) = &self.layout.dutch2017 {
            return criteria.edge_weight(self.field, self.spec, higher, lower, region);
        }
        if !self.field.compatible(higher, lower) {
            return W::zero();
        }
        let higher_region = if self.spec.residents.contains(&higher) {
            Region::Current
        } else if self.spec.next.contains(&higher) {
            Region::Next
        } else {
            Region::Below
        };
        self.pair_weight(
            &self.features(higher, higher_region),
            &self.features(lower, region),
        )
    }

    /// The weight of a pair of players who may meet, from their features alone: `h` before
    /// `l` in the pairing order.
    fn pair_weight(&self, h: &PairFeatures, l: &PairFeatures) -> W {
        let mut weight = W::zero();
        let layout = self.layout;
        let region = l.region;
        // C4, C2, C5.
        if let Some(top) = layout.top {
            let value = 1 + u64::from(!h.bye_candidate) + u64::from(!l.bye_candidate);
            weight.add_shifted(value, top);
        }
        let fields = &layout.fields;
        let add = |weight: &mut W, value: u64, criterion: Criterion, offset: u32| {
            if let Some(field) = fields[criterion] {
                weight.add_shifted(value, field + offset);
            }
        };
        match region {
            Region::Current => {
                add(&mut weight, 1, Criterion::C6, 0);
                add(&mut weight, 1, Criterion::C7, layout.score_slot(h.score));
            }
            Region::Next => {
                add(&mut weight, 1, Criterion::C8, 0);
                weight.add_shifted(1, layout.next_scores + layout.score_slot(h.score));
            }
            Region::Below => {}
        }
        // C9: for the edges of this bracket when it applies here, for every edge when it
        // applied from the start.
        let c9 = if region == Region::Below {
            self.bye.c9_initial
        } else {
            self.spec.c9
        };
        if let (true, Some(field), Some(_)) = (c9, fields[Criterion::C9], self.bye.score) {
            let ranks = h.unplayed_rank.unwrap_or(0) + l.unplayed_rank.unwrap_or(0);
            weight.add_shifted(ranks, field);
        }
        if region != Region::Current {
            return weight;
        }
        // C10–C13, for pairs inside the bracket.
        for (criterion, satisfied) in crate::colours::colour_criteria(&h.colour, &l.colour) {
            add(&mut weight, u64::from(satisfied), criterion, 0);
        }
        // C14–C21.
        let higher_is_resident = h.resident;
        let floated_up = h.score > l.score;
        for (ago, [down_count, up_count, down_scores, up_scores]) in Criterion::FLOATS_BY_ROUNDS_AGO
        {
            let l_down = l.floats[ago] == Some(Float::Down);
            let h_down = h.floats[ago] == Some(Float::Down);
            let l_up_again = floated_up && l.floats[ago] == Some(Float::Up);
            add(
                &mut weight,
                u64::from(l_down) + u64::from(higher_is_resident && h_down),
                down_count,
                0,
            );
            add(&mut weight, u64::from(!l_up_again), up_count, 0);
            if l_down {
                add(&mut weight, 1, down_scores, layout.score_slot(l.score));
            }
            if h_down {
                add(&mut weight, 1, down_scores, layout.score_slot(h.score));
            }
            if !l_up_again {
                add(&mut weight, 1, up_scores, layout.score_slot(h.score));
            }
        }
        weight
    }

    /// Opponents suggested to the matcher on each side of a player's natural S2 opponent
    /// before the exchange stage.
    const STAGE_NEIGHBOURS: usize = 16;

    /// Warm start for the exchange stage of art. 4.3, which raises the weight of every pair
    /// `i < j` of the remainder by `stage_bonus(i)`. That raise is covered by raising the dual
    /// of each player of the original S1 by `stage_bonus(i) - share` and of each player of the
    /// original S2 by `share`, with `share = len - s1_len + 1`: a pair S1–S2 gets exactly its
    /// raise, two S1 players at least the exchange unit, two S2 players at least any S2
    /// player's bonus. So no edge needs repair; only the current pairs that are not S1–S2
    /// lose their tightness and go back to the solver, instead of nearly every player. A
    /// matcher without duals ignores the hint; the optimum found is the same either way.
    fn absorb_stage_bonus(&mut self, remainder: &Remainder) {
        let s1_len = remainder.s1_len;
        let players = &remainder.players;
        let share = (players.len() - s1_len) as u64 + 1;
        let low = self.layout.low;
        for (i, &player) in players.iter().enumerate() {
            if i < s1_len {
                // The new optimum is near the natural pairing S1[i]–S2[i]: hand the solver
                // those edges (a sparse matcher may lack them).
                let natural = s1_len + i;
                let near = natural.saturating_sub(Self::STAGE_NEIGHBOURS).max(s1_len)
                    ..(natural + Self::STAGE_NEIGHBOURS).min(players.len());
                for &other in &players[near] {
                    self.matcher
                        .suggest_edge(self.vertex(player), self.vertex(other));
                }
            }
            let raise = if i < s1_len {
                remainder.stage_bonus(i).saturating_sub(share)
            } else {
                share
            };
            let mut amount = W::zero();
            amount.add_shifted(2 * raise, low);
            self.matcher.raise_dual(self.vertex(player), amount);
        }
    }

    /// Pairs the bracket, step by step as C.04.3 (2025) art. 4 orders the choices.
    fn run(&mut self) -> Result<BracketOutcome, PairError> {
        self.weigh_edges();
        self.solve()?;
        let to_pair = self.choose_moved_down_players()?;
        self.pair_moved_down_players(&to_pair)?;
        let remainder = self.remainder();
        let no_exchange = self.field.tuning.hints && self.no_exchange_needed(&remainder)?;
        let exchanges = if no_exchange {
            0
        } else {
            self.fewest_exchanges(&remainder)?
        };
        self.exchange_from_s1(&remainder, exchanges)?;
        self.exchange_from_s2(&remainder, exchanges)?;
        let leaders = self.leaders(&remainder);
        // The test that no exchange is needed left the matcher with exactly the edges from
        // the original S1 to S2, at their base weights; when the leaders are that S1, fixing
        // the halves would write every pair of the remainder with the weight it has.
        let matcher_holds_halves = no_exchange
            && leaders
                .iter()
                .enumerate()
                .all(|(i, &leads)| leads == (i < remainder.s1_len));
        self.fix_halves(&remainder, &leaders, matcher_holds_halves);
        self.pair_s1_in_order(&remainder)?;
        Ok(self.leftovers())
    }

    /// Art. 3 (the criteria as edge weights): the weight of every edge of the graph, and the
    /// base weights among the bracket and the next group that the later steps start from.
    fn weigh_edges(&mut self) {
        let spec = self.spec;
        let mdps = &spec.mdps;
        let residents = spec.residents.clone();
        let next_range = spec.next.clone();
        let members = self.members;
        let bracket_len = mdps.len() + residents.len();
        let region_of = |player: usize| {
            if residents.contains(&player) {
                Region::Current
            } else if next_range.contains(&player) {
                Region::Next
            } else {
                Region::Below
            }
        };
        // Each member's kind (players of equal features); pairs of two kinds are weighed once.
        let mut kinds: FxHashMap<PairFeatures, usize> = FxHashMap::default();
        let mut features: Vec<PairFeatures> = Vec::new();
        let kind: Vec<usize> = members
            .iter()
            .map(|&player| {
                let own = self.features(player, region_of(player));
                *kinds.entry(own).or_insert_with(|| {
                    features.push(own);
                    features.len() - 1
                })
            })
            .collect();
        let kind_count = features.len();
        let tabled = self.layout.dutch2017.is_none() && kind_count <= MAX_KINDS;
        // Per pair of kinds (higher, lower): the weight, with its places in the base table and
        // in the matcher's palette, so that each pair of those kinds stores a place.
        type Placed<W> = (W, Option<u16>, Option<rondo_matching::Place>);
        let mut table: Vec<Option<Placed<W>>> =
            vec![None; if tabled { kind_count.pow(2) } else { 0 }];
        for (higher_vertex, lower_vertex) in pairs_in_tiles(members.len()) {
            let (higher, lower) = (members[higher_vertex], members[lower_vertex]);
            let region = region_of(lower);
            if lower_vertex < mdps.len() {
                // Two moved-down players: never paired with each other.
                continue;
            }
            let (mut weight, matcher_place) = if !tabled {
                let weight = self.edge_weight(higher, lower, region);
                self.base.set(higher_vertex, lower_vertex, weight);
                (weight, None)
            } else if !self.field.compatible(higher, lower) {
                self.base
                    .set_placed(higher_vertex, lower_vertex, W::zero(), Some(0));
                (W::zero(), None)
            } else {
                let (h, l) = (kind[higher_vertex], kind[lower_vertex]);
                let entry = &mut table[h * kind_count + l];
                let (weight, place, matcher_place) = match *entry {
                    Some(known) => known,
                    None => {
                        let weight = self.pair_weight(&features[h], &features[l]);
                        *entry.insert((weight, self.base.place(weight), self.matcher.place(weight)))
                    }
                };
                self.base
                    .set_placed(higher_vertex, lower_vertex, weight, place);
                (weight, matcher_place)
            };
            debug_assert!(weight == self.edge_weight(higher, lower, region));
            // Pairs of two players below the bracket carry only completion and look-ahead,
            // so nearly all tie: the tie-break keeps the solver out of that plateau.
            // Inside the bracket the criteria break ties well enough, and the tie-break
            // would only slow the first solve (both measured). The base weights add it
            // when read.
            if let Some(tie) = &self.layout.tie
                && higher_vertex >= bracket_len
                && !weight.is_zero()
            {
                tie.add(&mut weight, higher_vertex, lower_vertex);
                self.matcher.set_weight(higher_vertex, lower_vertex, weight);
            } else if !weight.is_zero() {
                self.matcher
                    .set_weight_placed(higher_vertex, lower_vertex, weight, matcher_place);
            }
        }
        if self.field.tuning.hints && tabled {
            self.suggest_kind_duals(&kind, &features, bracket_len);
        }
        let half = residents.len() / 2;
        // Moved-down players meet the top residents (art. 4.4, 4.2), the rest S1 against S2:
        // the first optimum is near a bipartite matching, which a first solve on edges across
        // those sides finds without forming blossoms; the duals then prove it or bring in the
        // edges it needs.
        if self.field.tuning.hints {
            let sides = (0..members.len())
                .map(|vertex| match vertex.checked_sub(mdps.len()) {
                    None => Some(true),
                    Some(position) if position < half => Some(false),
                    Some(position) if position < residents.len() => Some(true),
                    Some(_) => None,
                })
                .collect();
            self.matcher.suggest_sides(sides);
        }
        // The first optimum is near S1 against S2 in order (art. 4.2): hand a sparse matcher
        // the edges around each player's natural opponent, which the tie-break favours.
        for (position, player) in residents.clone().enumerate().take(half) {
            let natural = half + position;
            let near = natural.saturating_sub(Self::STAGE_NEIGHBOURS).max(half)
                ..(natural + Self::STAGE_NEIGHBOURS).min(residents.len());
            for other in near {
                self.matcher
                    .suggest_edge(self.vertex(player), self.vertex(residents.start + other));
            }
        }
    }

    /// Hands the matcher starting duals computed kind by kind ([`rondo_matching::class_matching`]):
    /// each pair of kinds weighs as its heaviest pair in an order that occurs (the weight of a
    /// pair depends on which player is higher), and players below the bracket add room for the
    /// tie-break, `(n − x)²` in its field for vertex `x`, which covers `2·(n − x)·(n − y)` with
    /// the other end's. Feasible for every edge, and tight along the pairs of kinds that an
    /// optimum at the level of kinds uses, these leave few players to the solver's searches;
    /// its own start lets a few players whose pairs all weigh more (a float to repeat, a PAB
    /// field) set every neighbour's dual, and then pairs few.
    fn suggest_kind_duals(
        &mut self,
        kind: &[usize],
        features: &[PairFeatures],
        bracket_len: usize,
    ) {
        let spans = KindSpans::new(kind, features.len());
        let mdps = self.spec.mdps.len();
        let heaviest = |k: usize, l: usize| -> W {
            spans
                .orders(k, l, mdps)
                .map(|(h, l)| self.pair_weight(&features[h], &features[l]))
                .fold(W::zero(), W::max)
        };
        let classes = rondo_matching::class_matching(&spans.counts, heaviest);
        let kind_duals = &classes.duals;
        let duals: Vec<W> = kind
            .iter()
            .enumerate()
            .map(|(vertex, &k)| {
                let mut dual = kind_duals[k];
                if let Some(tie) = &self.layout.tie
                    && vertex >= bracket_len
                {
                    tie.add_vertex_margin(&mut dual, vertex);
                }
                dual
            })
            .collect();
        // A greedy matching of the bracket on the pairs the duals make tight, near the pairing
        // art. 4.2 starts from: moved-down players with the top residents, then each S1 player
        // with the first S2 player from his natural opponent on, then whoever is left with the
        // nearest after him. Starting near it spares the later steps (the test that no
        // exchange is needed, art. 4.2) undoing pairs inside S1 or S2.
        let tight = |u: usize, v: usize| {
            let weight = self.base.get(u, v);
            !weight.is_zero() && duals[u] + duals[v] == weight + weight
        };
        let mut greedy = QuotaGreedy {
            kind,
            kind_count: features.len(),
            quota: classes.pairs,
            paired: vec![false; bracket_len],
            pairs: Vec::new(),
        };
        let half = self.spec.residents.len() / 2;
        for u in 0..mdps {
            greedy.pair_first(u, mdps..bracket_len, tight);
        }
        for u in mdps..mdps + half {
            let natural = u + half;
            greedy.pair_first(u, (natural..bracket_len).chain(mdps + half..natural), tight);
        }
        for u in 0..bracket_len {
            greedy.pair_first(u, u + 1..bracket_len, tight);
        }
        let pairs = greedy.pairs;
        self.matcher.suggest_start(duals, pairs);
    }

    /// The base weight of the edge between two players of the bracket or the next group.
    fn base_weight(&self, a: usize, b: usize) -> W {
        self.base.get(self.vertex(a), self.vertex(b))
    }

    /// Removes the edge between two players of the bracket or the next group from the base
    /// weights (a choice made excludes it).
    fn clear_base(&mut self, a: usize, b: usize) {
        let (x, y) = (self.vertex(a), self.vertex(b));
        self.base.clear(x, y);
    }

    /// `weight` with `bonus` units added in the low (ordering) field; a missing edge stays
    /// missing.
    fn with_bonus(&self, mut weight: W, bonus: u64) -> W {
        if !weight.is_zero() {
            weight.add_shifted(bonus, self.layout.low);
        }
        weight
    }

    /// Art. 4.4: which moved-down players are paired, the smallest differing BSN first, level
    /// by level of their scores. A paired one keeps a bonus on his edges to the residents, so
    /// the later solves keep him paired.
    fn choose_moved_down_players(&mut self) -> Result<Vec<bool>, PairError> {
        let mdps = &self.spec.mdps;
        let residents = self.spec.residents.clone();
        let n_residents = residents.len() as u64;
        let is_resident = |v: Option<usize>| v.is_some_and(|v| residents.contains(&v));
        let mut to_pair = vec![false; mdps.len()];
        let mut position = 0;
        while position < mdps.len() {
            let level_score = self.score(mdps[position]);
            let level_end = mdps[position..]
                .iter()
                .position(|v| self.score(*v) != level_score)
                .map_or(mdps.len(), |offset| position + offset);
            let mut remaining = level_end - position;
            let mut remaining_paired = mdps[position..level_end]
                .iter()
                .filter(|v| is_resident(self.mate(**v)))
                .count();
            for slot in position..level_end {
                if remaining_paired == 0 {
                    continue;
                }
                let player = mdps[slot];
                if remaining <= remaining_paired {
                    to_pair[slot] = true;
                    continue;
                }
                remaining -= 1;
                if !is_resident(self.mate(player)) {
                    for resident in residents.clone() {
                        let weight = self.with_bonus(self.base_weight(player, resident), 1);
                        self.set(player, resident, weight);
                    }
                    self.solve()?;
                }
                if is_resident(self.mate(player)) {
                    to_pair[slot] = true;
                    remaining_paired -= 1;
                    for resident in residents.clone() {
                        let weight =
                            self.with_bonus(self.base_weight(player, resident), n_residents + 1);
                        self.set(player, resident, weight);
                    }
                }
            }
            position = level_end;
        }
        Ok(to_pair)
    }

    /// Art. 4.2 for the MDP-pairing: each paired moved-down player, highest first, meets the
    /// highest resident possible; the pair is then fixed.
    fn pair_moved_down_players(&mut self, to_pair: &[bool]) -> Result<(), PairError> {
        let residents = self.spec.residents.clone();
        let k = self.base.len();
        for (slot, &player) in self.spec.mdps.iter().enumerate() {
            if !to_pair[slot] {
                continue;
            }
            let mut bonus = k as u64;
            let mut best = None;
            for resident in residents.clone().rev() {
                if self.is_finalized(resident) {
                    continue;
                }
                let weight = self.base_weight(player, resident);
                if !weight.is_zero() {
                    self.set(player, resident, self.with_bonus(weight, bonus));
                    bonus += 1;
                    best = Some(resident);
                }
            }
            // The bonuses only reward this player's edges, most for `best`: a matching that
            // already pairs him with `best` stays optimal.
            if best.is_none() || self.mate(player) != best {
                self.solve()?;
            }
            if let Some(mate) = self.mate(player) {
                self.finalize(player, mate);
            }
        }
        Ok(())
    }

    /// The remainder (art. 4.3): residents not paired with moved-down players, with the
    /// size of its S1 (the players the optimum pairs with a lower resident).
    fn remainder(&self) -> Remainder {
        let residents = self.spec.residents.clone();
        let players: Vec<usize> = residents
            .clone()
            .filter(|v| {
                !self.is_finalized(*v) && self.mate(*v).is_none_or(|mate| mate >= residents.start)
            })
            .collect();
        let s1_len = players
            .iter()
            .filter(|v| {
                self.mate(**v)
                    .is_some_and(|mate| mate < **v && residents.contains(&mate))
            })
            .count();
        Remainder::new(players, s1_len)
    }

    /// The weight of the remainder's pair `i`–`j` in the exchange stage: the base weight plus
    /// the stage bonus of its leader.
    fn stage_weight(&self, remainder: &Remainder, i: usize, j: usize) -> W {
        self.with_bonus(
            self.base_weight(remainder.players[i], remainder.players[j]),
            remainder.stage_bonus(i),
        )
    }

    /// Whether `player` leads a pair of the bracket (his mate is a lower resident).
    fn leads(&self, player: usize) -> bool {
        let bracket_end = self.spec.residents.end;
        self.mate(player)
            .is_some_and(|mate| mate > player && mate < bracket_end)
    }

    /// Art. 4.3: the fewest exchanges between S1 and S2, then the smallest difference of the
    /// sums of the exchanged BSNs; returns how many players of the original S1 no longer lead
    /// a pair.
    fn fewest_exchanges(&mut self, remainder: &Remainder) -> Result<usize, PairError> {
        self.absorb_stage_bonus(remainder);
        let players = &remainder.players;
        for i in 0..players.len() {
            for j in i + 1..players.len() {
                let weight = self.stage_weight(remainder, i, j);
                self.set(players[i], players[j], weight);
            }
        }
        self.solve()?;
        Ok(players[..remainder.s1_len]
            .iter()
            .filter(|v| !self.leads(**v))
            .count())
    }

    /// Art. 4.3: of the original S1, the lowest players move to S2 first. Each, from the
    /// bottom, is tested: can an optimum keep him leading? An exchanged one loses his edges to
    /// lower players.
    fn exchange_from_s1(
        &mut self,
        remainder: &Remainder,
        exchanges: usize,
    ) -> Result<(), PairError> {
        let players = &remainder.players;
        let low = self.layout.low;
        let mut exchanges_left = exchanges;
        for i in (0..remainder.s1_len).rev() {
            if exchanges_left == 0 {
                break;
            }
            let player = players[i];
            if self.leads(player) {
                for &other in &players[i + 1..] {
                    let mut lowered = self.base_weight(player, other);
                    if !lowered.is_zero() {
                        lowered.add_shifted(remainder.stage_bonus(i) - 1, low);
                        self.set(player, other, lowered);
                    }
                }
                self.solve()?;
            }
            let exchanged = !self.leads(player);
            if exchanged {
                exchanges_left -= 1;
            }
            for (j, &other) in players.iter().enumerate().skip(i + 1) {
                if exchanged {
                    self.clear_base(player, other);
                }
                let weight = self.stage_weight(remainder, i, j);
                self.set(player, other, weight);
            }
        }
        Ok(())
    }

    /// Art. 4.3: of the original S2, the highest players move to S1 first. One that does is
    /// fixed as a leader: he may not meet a higher remainder player, nor float down.
    fn exchange_from_s2(
        &mut self,
        remainder: &Remainder,
        exchanges: usize,
    ) -> Result<(), PairError> {
        let players = &remainder.players;
        let low = self.layout.low;
        let k = self.base.len();
        let mut exchanges_left = exchanges;
        for i in remainder.s1_len..players.len() {
            if exchanges_left <= 1 {
                break;
            }
            let player = players[i];
            let already = self.leads(player);
            if !already {
                for (j, &other) in players.iter().enumerate().skip(i + 1) {
                    let weight = self.stage_weight(remainder, i, j);
                    if !weight.is_zero() {
                        let mut raised = weight;
                        raised.add_shifted(1, low);
                        self.set(player, other, raised);
                    }
                }
                self.solve()?;
            }
            if self.leads(player) {
                exchanges_left -= 1;
                for &other in &players[..i] {
                    self.clear_base(other, player);
                    self.set(other, player, W::zero());
                }
                for other in self.spec.next.clone() {
                    self.clear_base(player, other);
                    self.set(player, other, W::zero());
                }
                for &other in &self.members[k..] {
                    self.set(player, other, W::zero());
                }
            }
            if !already {
                for (j, &other) in players.iter().enumerate().skip(i + 1) {
                    let weight = self.stage_weight(remainder, i, j);
                    self.set(player, other, weight);
                }
            }
        }
        Ok(())
    }

    /// With the new S1 (players leading a pair) and S2 fixed, only edges from S1 to S2 are
    /// kept in the remainder. When the matcher already holds exactly those at their base
    /// weights (`matcher_holds_halves`), only the base weights are cleared.
    fn fix_halves(&mut self, remainder: &Remainder, leaders: &[bool], matcher_holds_halves: bool) {
        let players = &remainder.players;
        if matcher_holds_halves {
            // Row by row of the base triangle (the later player's row), which is laid out so.
            for j in 0..players.len() {
                for i in 0..j {
                    if !leaders[i] || leaders[j] {
                        self.clear_base(players[i], players[j]);
                    }
                }
            }
            return;
        }
        for i in 0..players.len() {
            for j in i + 1..players.len() {
                let (a, b) = (players[i], players[j]);
                if !leaders[i] || leaders[j] {
                    self.clear_base(a, b);
                    self.set(a, b, W::zero());
                } else {
                    let weight = self.base_weight(a, b);
                    self.set(a, b, weight);
                }
            }
        }
    }

    /// Art. 4.2: each S1 player, from the top, meets the highest S2 player possible; the pair
    /// is then fixed.
    fn pair_s1_in_order(&mut self, remainder: &Remainder) -> Result<(), PairError> {
        if self.field.tuning.hints && self.pair_s1_on_tight_graph(remainder)? {
            return Ok(());
        }
        let players = &remainder.players;
        let mut low_unit = W::zero();
        low_unit.add_shifted(1, self.layout.low);
        // Whether the matcher's duals are optimal for the current graph: not yet, as the S1/S2
        // weights were just lowered; after a solve they are, and finalizing a pair only
        // removes edges of its two players.
        let mut duals_fresh = false;
        for i in 0..players.len() {
            let player = players[i];
            if self.is_finalized(player) || !self.leads(player) {
                continue;
            }
            // The earliest opponent that some matching best by the criteria may give him: the
            // last optimum's duals exclude an edge whose matchings all lose a whole unit of
            // the low field (the tie-break field is worth less). When that opponent is his
            // current mate, the bonuses below would not change the matching.
            let first_possible = duals_fresh.then(|| {
                players[i + 1..].iter().copied().find(|&other| {
                    !self.is_finalized(other) && {
                        let weight = self.base_weight(player, other);
                        !weight.is_zero()
                            && !self.matcher.excluded(
                                self.vertex(player),
                                self.vertex(other),
                                weight,
                                low_unit,
                            )
                    }
                })
            });
            if let Some(mate) = self.mate(player)
                && first_possible == Some(Some(mate))
            {
                self.finalize(player, mate);
                continue;
            }
            let mut bonus = 0u64;
            let mut best = None;
            for &other in players[i + 1..].iter().rev() {
                if self.is_finalized(other) {
                    continue;
                }
                let weight = self.base_weight(player, other);
                if !weight.is_zero() {
                    self.set(player, other, self.with_bonus(weight, bonus));
                    best = Some(other);
                }
                bonus += 1;
            }
            // As above: already paired with the most rewarded opponent means still optimal.
            if best.is_none() || self.mate(player) != best {
                self.solve()?;
                duals_fresh = self.field.tuning.hints;
            }
            if let Some(mate) = self.mate(player) {
                self.finalize(player, mate);
            }
        }
        Ok(())
    }

    /// Whether the exchange stage of art. 4.3 would find no exchange needed: some optimum
    /// pairs every player of the original S1 with one of S2. Checked by solving with the
    /// remainder's other edges left out and comparing the optimum's weight: equal means such an
    /// optimum exists, and the matcher is left holding it, as the stage would. The stage
    /// otherwise raises every pair of the remainder and re-solves a graph whose first optimum
    /// pairs S1 with S1 as often as not, the costliest solve of a large bracket. False (the
    /// graph restored) when an exchange is needed or somebody outside the remainder is still in
    /// the graph.
    fn no_exchange_needed(&mut self, remainder: &Remainder) -> Result<bool, PairError> {
        if self.remainder_positions(remainder).is_none() {
            return Ok(false);
        }
        // Finalized pairs of moved-down players left edges out since the last solve.
        self.solve()?;
        let best = self.remainder_weight(remainder);
        let players = &remainder.players;
        let s1_len = remainder.s1_len;
        let other_edges = move || {
            (0..players.len()).flat_map(move |i| {
                (i + 1..players.len())
                    .filter(move |&j| i >= s1_len || j < s1_len)
                    .map(move |j| (players[i], players[j]))
            })
        };
        let halves: Vec<Vec<usize>> = [&players[..s1_len], &players[s1_len..]]
            .iter()
            .map(|half| half.iter().map(|&player| self.vertex(player)).collect())
            .collect();
        self.matcher.clear_within(&[&halves[0], &halves[1]]);
        self.solve()?;
        if self.remainder_weight(remainder) == best {
            return Ok(true);
        }
        for (a, b) in other_edges() {
            let weight = self.base_weight(a, b);
            self.set(a, b, weight);
        }
        self.solve()?;
        Ok(false)
    }

    /// The total base weight of the current matching's pairs in the remainder.
    fn remainder_weight(&self, remainder: &Remainder) -> W {
        let mut total = W::zero();
        for &player in &remainder.players {
            if let Some(mate) = self.mate(player)
                && mate > player
            {
                total = total + self.base_weight(player, mate);
            }
        }
        total
    }

    /// [`Bracket::pair_s1_in_order`] from one optimum and its duals ([`crate::tight`]), when
    /// everybody left in the graph is in the remainder (so its only edges join S1 to S2) and
    /// the optimum leaves no blossom; false, with nothing fixed, when it does not apply.
    fn pair_s1_on_tight_graph(&mut self, remainder: &Remainder) -> Result<bool, PairError> {
        let Some(positions) = self.remainder_positions(remainder) else {
            return Ok(false);
        };
        // Leaders before the solve: `fix_halves` kept only their edges to later non-leaders.
        let leaders = self.leaders(remainder);
        self.solve()?;
        let Some(duals) = self.matcher.blossom_free_duals() else {
            return Ok(false);
        };
        let graph = self.tight_graph(remainder, &positions, &leaders, &duals);
        self.finish_on_tight_graph(remainder, graph, &leaders)
    }

    /// The position in the remainder of each player of the graph not yet paired, by local
    /// vertex; `None` when somebody outside the remainder is still in the graph.
    fn remainder_positions(&self, remainder: &Remainder) -> Option<Vec<Option<usize>>> {
        let mut positions = vec![None; self.members.len()];
        for (index, &player) in remainder.players.iter().enumerate() {
            if !self.is_finalized(player) {
                positions[self.vertex(player)] = Some(index);
            }
        }
        (0..self.members.len())
            .filter(|v| !self.finalized[*v])
            .all(|v| positions[v].is_some())
            .then_some(positions)
    }

    /// Whether each player of the remainder leads a pair of the current matching.
    fn leaders(&self, remainder: &Remainder) -> Vec<bool> {
        remainder
            .players
            .iter()
            .map(|&player| !self.is_finalized(player) && self.leads(player))
            .collect()
    }

    /// The remainder's tight edges (by the `duals` of the last solve) from players `in_s1` to
    /// later players not in it, with the current matching's pairs of such edges.
    fn tight_graph(
        &self,
        remainder: &Remainder,
        positions: &[Option<usize>],
        in_s1: &[bool],
        duals: &[W],
    ) -> crate::tight::TightGraph {
        let players = &remainder.players;
        let alive = |index: usize| !self.is_finalized(players[index]);
        let dual = |index: usize| duals[self.vertex(players[index])];
        let mut tight = Vec::new();
        let palette = self.base.palette();
        // Per leader, the dual that makes his pair of each palette weight tight: a pair of
        // players whose weight has its place in the palette is then tested by one comparison.
        let mut tight_dual: Vec<Option<W>> = Vec::with_capacity(palette.len());
        let others: Vec<usize> = (0..players.len())
            .filter(|&index| !in_s1[index] && alive(index))
            .collect();
        // Worth it when the palette is small beside the row (a few kinds of player).
        let by_palette = 4 * palette.len() <= others.len();
        for leader in (0..players.len()).filter(|&index| in_s1[index] && alive(index)) {
            let own = dual(leader);
            tight_dual.clear();
            tight_dual.extend(palette.iter().filter(|_| by_palette).map(|&weight| {
                let doubled = weight + weight;
                (!weight.is_zero() && doubled >= own).then(|| doubled - own)
            }));
            let first = others.partition_point(|&other| other <= leader);
            let x = self.vertex(players[leader]);
            for &other in &others[first..] {
                let y = self.vertex(players[other]);
                let is_tight = match self.base.place_of(x, y).filter(|_| by_palette) {
                    Some(place) => tight_dual[usize::from(place)] == Some(dual(other)),
                    None => {
                        let weight = self.base.get(x, y);
                        !weight.is_zero() && own + dual(other) == weight + weight
                    }
                };
                if is_tight {
                    tight.push((leader, other));
                }
            }
        }
        let must_pair = (0..players.len())
            .map(|index| alive(index) && !dual(index).is_zero())
            .collect();
        let mate = (0..players.len())
            .map(|index| {
                let mate = self
                    .mate(players[index])
                    .and_then(|mate| positions[self.vertex(mate)])?;
                (alive(index) && in_s1[index] != in_s1[mate]).then_some(mate)
            })
            .collect();
        crate::tight::TightGraph::new(players.len(), tight, must_pair, mate)
    }

    /// Pairs the `leaders` in order on `graph` and fixes the pairs; false, with nothing fixed,
    /// if the graph's search fails.
    fn finish_on_tight_graph(
        &mut self,
        remainder: &Remainder,
        mut graph: crate::tight::TightGraph,
        leaders: &[bool],
    ) -> Result<bool, PairError> {
        let players = &remainder.players;
        let order: Vec<usize> = (0..players.len())
            .filter(|&index| leaders[index] && !self.is_finalized(players[index]))
            .collect();
        let Some(pairs) = graph.pair_in_order(&order) else {
            return Ok(false);
        };
        for (leader, opponent) in pairs {
            self.finalize(players[leader], players[opponent]);
        }
        // The matcher still holds the optimum the step started from: solve once more so that
        // the players left (no edges among them) read as unpaired.
        self.solve()?;
        Ok(true)
    }

    /// Players left unpaired move down (art. 4, last step), and whether C9 applies to the
    /// next bracket.
    fn leftovers(&mut self) -> BracketOutcome {
        let next_range = self.spec.next.clone();
        let leftovers: Vec<usize> = self
            .spec
            .mdps
            .iter()
            .copied()
            .chain(self.spec.residents.clone())
            .filter(|v| !self.is_finalized(*v))
            .collect();
        let next_c9 = match self.bye.score {
            Some(bye_score) if !next_range.is_empty() => {
                let next_score = self.score(next_range.start);
                bye_score >= next_score
                    && leftovers
                        .iter()
                        .copied()
                        .chain(next_range.clone())
                        .all(|v| {
                            self.mate(v)
                                .is_none_or(|mate| self.score(mate) >= next_score)
                        })
            }
            _ => false,
        };
        let floating: Vec<usize> = leftovers
            .iter()
            .copied()
            .chain(next_range)
            .filter(|v| self.mate(*v).is_none())
            .collect();
        BracketOutcome {
            pairs: std::mem::take(&mut self.pairs),
            leftovers,
            next_c9,
            floating,
        }
    }
}

/// The remainder of a bracket in the exchange steps of art. 4.3: its players in pairing
/// order, the first `s1_len` of them the original S1.
struct Remainder {
    players: Vec<usize>,
    s1_len: usize,
    /// The stage bonus of a pair led by a player of the original S1, above any difference of
    /// BSN sums.
    exchange_unit: u64,
}

impl Remainder {
    fn new(players: Vec<usize>, s1_len: usize) -> Remainder {
        let len = players.len() as u64;
        Remainder {
            players,
            s1_len,
            exchange_unit: 2 * len * len + 4,
        }
    }

    /// Fewest exchanges: a pair led by a player of the original S1 is worth `exchange_unit`;
    /// smallest BSN-sum difference: a pair is worth more the higher the player leading it.
    /// The final 1 leaves room to lower a weight by one.
    fn stage_bonus(&self, i: usize) -> u64 {
        let len = self.players.len() as u64;
        (if i < self.s1_len {
            self.exchange_unit
        } else {
            0
        }) + 2 * (len - i as u64)
            + 1
    }
}

/// What the weight of a pair ([`Bracket::pair_weight`]) reads of each player, besides whether
/// the two may meet. Players with equal features weigh alike against anybody, so a bracket of
/// thousands of players has a few dozen kinds of player, and each pair of kinds is weighed
/// once ([`Bracket::weigh_edges`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct PairFeatures {
    score: Score,
    /// May get the PAB (C4, C5).
    bye_candidate: bool,
    /// The C9 rank of a player whose score is the PAB score.
    unplayed_rank: Option<u64>,
    colour: crate::entrants::ColourState,
    floats: [Option<Float>; 2],
    /// A resident of the bracket: as the higher player of a pair, his own down-float counts
    /// in the float criteria.
    resident: bool,
    region: Region,
}
