//! Standings: points, then the tie-breaks in order, with shared places.
//!
//! Policy (C.07 (2026) art. 4.2): tied participants are first ordered by the first tie-break;
//! each group still tied is ordered by the next one, and so on. A type-A tie-break (direct
//! encounter) is computed anew for each group it is applied to. Participants equal on points and
//! on every tie-break share the place (the rank of the first of them) and are listed by start
//! number; no lots are drawn.

use rondo_core::{PlayerId, Rating, Score, System, Title, Tournament};

use crate::compute::Columns;
use crate::encounter;
use crate::field::{Field, rounds_counted};
use crate::{
    Format, ParseTiebreakError, ParseTiebreakErrorKind, Rules, StandingsOptions, TeamScore,
    TiebreakCode, TiebreakSpec, TiebreakValue, parse_tiebreak_list, parse_tiebreak_list_lenient,
};

/// Final standings (or standings after a round), best first.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Standings {
    /// The rules edition used (a tie-break's own `/V` may override it).
    pub rules: Rules,
    /// The number of rounds counted.
    pub rounds: u16,
    /// Whether the event was treated as a round robin (C.07 art. 15.2).
    pub round_robin: bool,
    /// The tie-breaks, in order; `rows[i].values[j]` belongs to `tiebreaks[j]`.
    pub tiebreaks: Vec<TiebreakSpec>,
    /// One row per player, in standings order.
    pub rows: Vec<StandingRow>,
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StandingRow {
    /// The place; players who share a place have the same rank (`1, 2, 2, 4`).
    pub rank: u16,
    /// The player's start number.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The player's rating, if any.
    pub rating: Option<Rating>,
    /// The player's title, if any.
    pub title: Option<Title>,
    /// The player's federation, if any.
    pub federation: Option<String>,
    /// The points of the rounds counted.
    pub points: Score,
    /// One value per tie-break of [`Standings::tiebreaks`].
    pub values: Vec<TiebreakValue>,
}

/// A tie-break list that cannot be used for these standings.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum StandingsError {
    /// A team tie-break was asked for individual standings.
    #[error("tie-break '{0}' needs teams (C.07 art. 11–13); use team standings")]
    TeamOnly(String),
    /// A tie-break that is not available for team standings.
    #[error("tie-break '{0}' is not available for team standings")]
    NotForTeams(String),
    /// The file's `202`/`212` record does not read as a tie-break list.
    #[error("the file's tie-break record: {0}")]
    FileList(#[from] ParseTiebreakError),
}

/// The standings of `tournament` by `specs` (points first, then each tie-break in order).
///
/// # Errors
///
/// Returns [`StandingsError::TeamOnly`] if a tie-break needs teams.
///
/// # Examples
///
/// ```
/// use rondo_core::{Colour, GameResult, Player, PlayerId, RoundEntry, Tournament, TournamentSetup};
/// use rondo_tiebreak::{parse_tiebreak_list, standings, StandingsOptions};
///
/// let one = PlayerId::new(1).ok_or("id")?;
/// let two = PlayerId::new(2).ok_or("id")?;
/// let mut a = Player::new(one, "Alpha");
/// a.rounds.push(RoundEntry::Game { opponent: two, colour: Colour::White, result: GameResult::Draw });
/// let mut b = Player::new(two, "Beta");
/// b.rounds.push(RoundEntry::Game { opponent: one, colour: Colour::Black, result: GameResult::Draw });
/// let tournament = Tournament::try_from(TournamentSetup { players: vec![a, b], ..Default::default() })?;
///
/// let table = standings(&tournament, &parse_tiebreak_list("BH, BPG")?, &StandingsOptions::default())?;
/// assert_eq!(table.rows[0].player, two); // more games with Black
/// assert_eq!(table.rows[0].values[1].to_string(), "1");
/// assert_eq!(table.rows[1].rank, 2);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn standings(
    tournament: &Tournament,
    specs: &[TiebreakSpec],
    options: &StandingsOptions,
) -> Result<Standings, StandingsError> {
    if let Some(team_only) = specs.iter().find(|spec| spec.code.is_team_only()) {
        return Err(StandingsError::TeamOnly(team_only.label.clone()));
    }
    let n_rounds = rounds_counted(tournament, options.after_round);
    let round_robin = is_round_robin(tournament, options.format);
    let field = Field::new(
        tournament,
        usize::from(n_rounds),
        round_robin,
        options.unrated_rating.map(|r| r.0),
    );
    let columns = Columns::new(&field);
    let mut values: Vec<Vec<TiebreakValue>> = specs
        .iter()
        .map(|spec| columns.column(spec, options.rules))
        .collect();
    let points: Vec<TiebreakValue> = field
        .players
        .iter()
        .map(|player| TiebreakValue::score(player.score))
        .collect();

    // Order by points, then refine every tied group by each tie-break in turn.
    let mut everyone: Vec<usize> = (0..field.players.len()).collect();
    everyone.sort_by_key(|&p| field.players[p].id);
    let mut groups: Vec<Vec<usize>> = vec![everyone];
    groups = refine(groups, |group| split_by(group, &points, false));
    for (column, spec) in values.iter_mut().zip(specs) {
        if spec.code.is_type_a() {
            let rules = spec.rules(options.rules);
            groups = refine(groups, |group| {
                let parts = encounter::separate(&field, group, rules, spec.played_forfeits);
                if parts.len() > 1 {
                    for (place, part) in parts.iter().enumerate() {
                        for &p in part {
                            column[p] =
                                TiebreakValue::integer(i64::try_from(place + 1).unwrap_or(0));
                        }
                    }
                }
                parts
            });
        } else {
            let ascending = spec.code.lower_is_better() != spec.reverse;
            let column: &Vec<TiebreakValue> = column;
            groups = refine(groups, |group| split_by(group, column, ascending));
        }
    }

    let mut rows = Vec::with_capacity(field.players.len());
    let mut rank = 1u16;
    for group in &groups {
        for &p in group {
            let player = &tournament.players()[p];
            rows.push(StandingRow {
                rank,
                player: player.id,
                name: player.name.clone(),
                rating: player.rating,
                title: player.title,
                federation: player.federation.clone(),
                points: field.players[p].score,
                values: values.iter().map(|column| column[p]).collect(),
            });
        }
        rank = rank.saturating_add(u16::try_from(group.len()).unwrap_or(u16::MAX));
    }
    Ok(Standings {
        rules: options.rules,
        rounds: n_rounds,
        round_robin,
        tiebreaks: specs.to_vec(),
        rows,
    })
}

/// The standings of `tournament` by the `given` tie-breaks, else by the list
/// [`tiebreaks_for`] chooses (the file's own, else the defaults): the policy of
/// `rondo standings`, `rondo check --standings` and the Python package alike.
///
/// # Errors
///
/// Standings that cannot be computed ([`standings`]).
pub fn standings_by(
    tournament: &Tournament,
    given: Option<&[TiebreakSpec]>,
    options: &StandingsOptions,
) -> Result<Standings, StandingsError> {
    match given {
        Some(specs) => standings(tournament, specs, options),
        None => standings(tournament, &tiebreaks_for(tournament, options)?, options),
    }
}

/// The tie-break list to use when none is given: the file's `212` record (tie-breaks defining the
/// standings, with its leading `PTS` dropped), else its `202` record, else [`default_tiebreaks`].
/// Team tie-breaks in those records are skipped (they belong to [`team_tiebreaks_for`]).
///
/// Codes of those records that cannot be read are left out ([`skipped_file_tiebreaks`] lists
/// them).
///
/// # Errors
///
/// None today; the `Result` is kept for records that may need it.
pub fn tiebreaks_for(
    tournament: &Tournament,
    options: &StandingsOptions,
) -> Result<Vec<TiebreakSpec>, StandingsError> {
    let header = &tournament.setup().header;
    for record in [&header.standings_tiebreaks, &header.tiebreaks]
        .into_iter()
        .flatten()
    {
        let (mut specs, _) = parse_tiebreak_list_lenient(record);
        specs.retain(|spec| !is_score(spec.code) && !spec.code.is_team_only());
        if !specs.is_empty() {
            return Ok(specs);
        }
    }
    Ok(default_tiebreaks(tournament, options))
}

/// The codes of the file's `212` and `202` records that cannot be read (unknown, or not
/// computed by rondo), each with the record it is in: the standings use the rest of the list.
/// In a file without teams, the team tie-breaks (C.07 art. 11–13) are listed too
/// ([`ParseTiebreakErrorKind::TeamOnly`]): individual standings leave them out.
#[must_use]
pub fn skipped_file_tiebreaks(tournament: &Tournament) -> Vec<(&'static str, ParseTiebreakError)> {
    let header = &tournament.setup().header;
    let individual = tournament.setup().teams.is_empty();
    [
        ("212", &header.standings_tiebreaks),
        ("202", &header.tiebreaks),
    ]
    .into_iter()
    .filter_map(|(code, record)| record.as_deref().map(|record| (code, record)))
    .flat_map(|(code, record)| {
        let (specs, mut skipped) = parse_tiebreak_list_lenient(record);
        if individual {
            skipped.extend(
                specs
                    .into_iter()
                    .filter(|spec| spec.code.is_team_only() && !is_score(spec.code))
                    .map(|spec| ParseTiebreakError {
                        code: spec.label,
                        kind: ParseTiebreakErrorKind::TeamOnly {
                            defined_in: spec.code.source(),
                        },
                    }),
            );
        }
        skipped.into_iter().map(move |error| (code, error))
    })
    .collect()
}

/// The tie-breaks of the Chess Olympiad after match points (the Olympiad's regulations, "Tie
/// Breaking"): the Olympiad Sonneborn-Berger (each opponent's match points times the game
/// points scored against it, without the opponent with the fewest match points: C.07's
/// `EMGSB` with Cut-1), then game points, then the opponents' match points without the lowest
/// (`BH:MP/C1`). `docs/olympiad.md` gives the source.
pub const OLYMPIAD_TIEBREAKS: &str = "EMGSB/C1 GPTS BH:MP/C1";

/// The primary score and tie-break list of team standings when none is given: from the file's
/// `212` record (its first code, `MPTS` or `GPTS`, names the primary score) or `202` record,
/// else match points and, for an event the file names as paired by the Olympiad Pairing Rules,
/// [`OLYMPIAD_TIEBREAKS`]; otherwise the order the 2009 annex recommends for team events after
/// the primary score (section 7(b) and 7(e)): `GPTS DE SB` for a round robin, `GPTS DE BH` for
/// a Swiss.
///
/// # Errors
///
/// Returns the parse error of a `202`/`212` record that is not a tie-break list.
pub fn team_tiebreaks_for(
    tournament: &Tournament,
    options: &StandingsOptions,
) -> Result<(TeamScore, Vec<TiebreakSpec>), StandingsError> {
    let header = &tournament.setup().header;
    let mut primary = TeamScore::MatchPoints;
    if let Some(record) = &header.standings_tiebreaks {
        let (specs, _) = parse_tiebreak_list_lenient(record);
        if specs
            .first()
            .is_some_and(|spec| spec.code == TiebreakCode::GamePoints)
        {
            primary = TeamScore::GamePoints;
        }
    }
    for record in [&header.standings_tiebreaks, &header.tiebreaks]
        .into_iter()
        .flatten()
    {
        let (mut specs, _) = parse_tiebreak_list_lenient(record);
        if specs.first().is_some_and(|spec| is_score(spec.code)) {
            specs.remove(0);
        }
        specs.retain(|spec| crate::team::available(spec.code));
        if !specs.is_empty() {
            return Ok((primary, specs));
        }
    }
    let olympiad = matches!(
        tournament.setup().named_system().map(|named| named.system),
        Some(System::Olympiad)
    );
    let list = if olympiad {
        OLYMPIAD_TIEBREAKS
    } else if is_round_robin(tournament, options.format) {
        "GPTS DE SB"
    } else {
        "GPTS DE BH"
    };
    let mut specs = parse_tiebreak_list(list).unwrap_or_default();
    if primary == TeamScore::GamePoints
        && let Some(first) = specs.first_mut()
    {
        *first = TiebreakSpec::new(TiebreakCode::MatchPoints);
    }
    Ok((primary, specs))
}

fn is_score(code: TiebreakCode) -> bool {
    matches!(
        code,
        TiebreakCode::Points | TiebreakCode::MatchPoints | TiebreakCode::GamePoints
    )
}

/// The recommended tie-breaks for the kind of tournament.
///
/// - C.07 editions: `BH/C1 BH DE SB` for a Swiss event, `DE SB WIN KS` for a round robin.
/// - The 2009 annex, section 7: for a Swiss event `DE PS BH SB WIN BPG` (7(d), ratings not all
///   consistent; 7(c) with everyone rated: `DE TPR ARO`), for a round robin
///   `DE BPG KS SB WIN` (7(a)). Play-offs, which the annex lists too, are left out.
#[must_use]
pub fn default_tiebreaks(tournament: &Tournament, options: &StandingsOptions) -> Vec<TiebreakSpec> {
    let round_robin = is_round_robin(tournament, options.format);
    let everyone_rated = tournament
        .players()
        .iter()
        .all(|player| player.rating.is_some_and(|r| r.0 > 0));
    let list = match (options.rules, round_robin) {
        (Rules::Fide2009, true) => "DE BPG KS SB WIN",
        (Rules::Fide2009, false) if everyone_rated => "DE TPR ARO",
        (Rules::Fide2009, false) => "DE PS BH SB WIN BPG",
        (_, true) => "DE SB WIN KS",
        (_, false) => "BH/C1 BH DE SB",
    };
    parse_tiebreak_list(list).unwrap_or_default()
}

/// Whether the event is a round robin: as the options say, or as the file's `192`/`092` says.
pub(crate) fn is_round_robin(tournament: &Tournament, format: Format) -> bool {
    match format {
        Format::Swiss => false,
        Format::RoundRobin => true,
        Format::Auto => matches!(
            tournament.setup().named_system().map(|named| named.system),
            Some(System::RoundRobin { .. } | System::TeamRoundRobin)
        ),
    }
}

/// Applies `split` to every group of two or more, keeping the order of groups.
fn refine(
    groups: Vec<Vec<usize>>,
    mut split: impl FnMut(&[usize]) -> Vec<Vec<usize>>,
) -> Vec<Vec<usize>> {
    let mut refined = Vec::with_capacity(groups.len());
    for group in groups {
        if group.len() < 2 {
            refined.push(group);
        } else {
            refined.extend(split(&group));
        }
    }
    refined
}

/// Orders a group by `values` (descending unless `ascending`), keeping the group's order within
/// equal values, and cuts it where the value changes.
fn split_by(group: &[usize], values: &[TiebreakValue], ascending: bool) -> Vec<Vec<usize>> {
    let mut order = group.to_vec();
    order.sort_by(|&a, &b| {
        let by_value = values[a].cmp(&values[b]);
        if ascending {
            by_value
        } else {
            by_value.reverse()
        }
    });
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for p in order {
        match parts.last_mut() {
            Some(part)
                if part
                    .first()
                    .is_some_and(|&first| values[first] == values[p]) =>
            {
                part.push(p);
            }
            _ => parts.push(vec![p]),
        }
    }
    parts
}

/// Players still tied after every tie-break, as a drawing of lots ordered them (C.07 art. 2:
/// the last step is a drawing of lots).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Lots {
    /// The seed of the drawing: the same seed draws the same order.
    pub seed: u64,
    /// Each group of players who shared a place, in the order drawn.
    pub groups: Vec<LotGroup>,
}

/// One group of players a drawing of lots separated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LotGroup {
    /// The place they shared, now the place of the first of them.
    pub place: u16,
    /// The players, in the order drawn.
    pub players: Vec<PlayerId>,
}

impl Standings {
    /// Breaks the ties that remain after every tie-break by a drawing of lots from `seed`: each
    /// group of players sharing a place is put in the order of the lot numbers drawn for the
    /// whole field (`rondo_schedule::draw_pairing_numbers`), and given consecutive places.
    /// Returns the groups so separated, for the record.
    pub fn break_ties_by_lot(&mut self, seed: u64) -> Lots {
        let n_rows = u16::try_from(self.rows.len()).unwrap_or(u16::MAX);
        let lot = rondo_schedule::draw_pairing_numbers(n_rows, seed).by_entrant;
        let mut groups = Vec::new();
        let mut start = 0;
        while start < self.rows.len() {
            let place = self.rows[start].rank;
            let end = start
                + self.rows[start..]
                    .iter()
                    .take_while(|row| row.rank == place)
                    .count();
            if end - start > 1 {
                let mut drawn: Vec<(u16, StandingRow)> = (start..end)
                    .map(|index| {
                        (
                            lot.get(index).copied().unwrap_or(u16::MAX),
                            self.rows[index].clone(),
                        )
                    })
                    .collect();
                drawn.sort_by_key(|(number, _)| *number);
                for (offset, (_, mut row)) in drawn.into_iter().enumerate() {
                    row.rank = place.saturating_add(u16::try_from(offset).unwrap_or(u16::MAX));
                    self.rows[start + offset] = row;
                }
                groups.push(LotGroup {
                    place,
                    players: self.rows[start..end].iter().map(|row| row.player).collect(),
                });
            }
            start = end;
        }
        Lots { seed, groups }
    }
}
