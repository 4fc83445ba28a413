//! Standings and crosstables as text, CSV, JSON and HTML.
//!
//! Policy: pure functions from the result types of `rondo-tiebreak` to strings; nothing here
//! reads files or decides anything about the standings.
//!
//! - CSV is the machine-readable contract of `DESIGN.md`: the header
//!   `rank,start_number,name,points` and one column per tie-break named exactly as requested
//!   (its label, e.g. `BH/C1`); one row per player in standings order; ranks as integers, equal
//!   for shared places; numbers as plain decimals with a `.` (`13.5`, `2.25`).
//! - Points print with one decimal (`7.0`), as the `PTS` tie-break does; tie-breaks print with
//!   their own precision (see `TiebreakValue`).
//! - In crosstables a game is `12w1` (opponent's place in the standings, colour, result with `½`
//!   for a draw); a forfeit is `12w+` / `12b-`; rounds without a game are `PAB`, `H` (half-point
//!   bye), `F` (full-point bye), `Z` (zero-point bye) and `-` (not paired).
//! - HTML is one self-contained page (inline CSS, no scripts, no external assets), laid out for
//!   A4 and for the screen.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use rondo_core::team::MatchKind;
use rondo_core::{Colour, Header, Outcome, PlayerId, RoundEntry, Score, Unplayed};
use rondo_tiebreak::{
    Crosstable, CrosstableRow, EventStandings, Standings, TeamCell, TeamPlayerRow, TeamStandings,
    TiebreakValue,
};
use serde_json::{Map, Value, json};

use crate::diagnostic::{self, Diagnostic, Severity};

/// Standings asked for after a round not paired yet; `option` is how the caller names it
/// (`--after-round`, `after_round`).
#[must_use]
pub fn after_round_not_paired(error: &rondo_tiebreak::RoundNotPaired, option: &str) -> String {
    format!(
        "{option} {}: the file holds {} paired round(s)",
        error.after_round, error.paired_rounds
    )
}

/// Everything a printable page shows.
#[derive(Clone, Copy, Debug)]
pub struct Page<'a> {
    /// The tournament's name (the page title).
    pub title: &'a str,
    /// A line under the title: place, dates, and the like. Empty for none.
    pub subtitle: &'a str,
    /// The standings.
    pub standings: &'a Standings,
    /// The crosstable of the same rounds.
    pub crosstable: &'a Crosstable,
    /// Team standings, for team events.
    pub teams: Option<&'a TeamStandings>,
}

/// An event's standings as text: the title, the table, the lots drawn, the team standings,
/// then the crosstable.
#[must_use]
pub fn event_text(title: &str, event: &EventStandings) -> String {
    let mut text = format!("{title}\n\n");
    text.push_str(&self::text(&event.standings));
    if let Some(lots) = &event.lots {
        text.push_str(&lots_text(lots));
    }
    if let Some(teams) = &event.teams {
        text.push('\n');
        text.push_str(&team_text(teams));
    }
    text.push('\n');
    text.push_str(&crosstable_text(&event.standings, &event.crosstable));
    text
}

/// An event's standings as JSON, with its crosstable, team standings and lots.
#[must_use]
pub fn event_json(event: &EventStandings) -> String {
    json(
        &event.standings,
        Some(&event.crosstable),
        event.teams.as_ref(),
        event.lots.as_ref(),
    )
}

/// An event's standings as one HTML page under `title`, the place and dates of `header`
/// beneath it.
#[must_use]
pub fn event_html(title: &str, header: &Header, event: &EventStandings) -> String {
    let subtitle = [&header.city, &header.start_date, &header.end_date]
        .into_iter()
        .filter_map(|field| field.as_deref())
        .filter(|field| !field.trim().is_empty())
        .collect::<Vec<_>>()
        .join(" · ");
    html(&Page {
        title,
        subtitle: &subtitle,
        standings: &event.standings,
        crosstable: &event.crosstable,
        teams: event.teams.as_ref(),
    })
}

/// The note that standings stop before a round whose pairings have no result yet.
#[must_use]
pub fn pending_note(file: &std::path::Path, pending: rondo_core::RoundNo, rounds: u16) -> String {
    format!(
        "{}: note: round {pending} has pairings without a result; the standings are after round {rounds}\n",
        file.display()
    )
}

/// Every tie-break code: name, modifiers and where it is defined.
#[must_use]
pub fn tiebreak_list() -> String {
    let mut out = String::from(
        "Tie-break codes (every code also takes /P, forfeits as games, and /V2009, /V2023, \
         /V2024, /V2026, an edition of the rules):\n\n",
    );
    let _ = writeln!(
        out,
        "{:<10} {:<42} {:<22} source",
        "code", "name", "modifiers"
    );
    for code in rondo_tiebreak::TiebreakCode::ALL {
        let _ = writeln!(
            out,
            "{:<10} {:<42} {:<22} {}",
            code.name(),
            code.description(),
            code.modifiers().join(" "),
            code.source()
        );
    }
    if !rondo_tiebreak::NOT_COMPUTED.is_empty() {
        let _ = writeln!(
            out,
            "\nRead in a file's 202/212 records but not computed yet:"
        );
        for (code, article) in rondo_tiebreak::NOT_COMPUTED {
            let _ = writeln!(out, "{code:<10} C.07 art. {article}");
        }
    }
    let _ = writeln!(
        out,
        "\nTeam tie-breaks only (C.07 art. 11-13): MPTS GPTS MPVGP EMMSB EMGSB EGMSB EGGSB BC \
         TBR BBE EDET EDEB EDEBT EDEBB SSSC."
    );
    let _ = writeln!(
        out,
        "\nTeam tie-breaks take :MP or :GP for the score they use (BH:MP/C1). Aliases: GE = REP, \
         ABH = AOB, EDE = DE, MP = MPTS, GP = GPTS."
    );
    out
}

/// The footer that records a drawing of lots: the seed, and each group's order.
#[must_use]
pub fn lots_text(lots: &rondo_tiebreak::Lots) -> String {
    if lots.groups.is_empty() {
        return format!("\nNo tie left to break by lot (seed {}).\n", lots.seed);
    }
    let mut out = format!(
        "\nTies left after every tie-break broken by lot (C.07, seed {}):\n",
        lots.seed
    );
    for group in &lots.groups {
        let players: Vec<String> = group.players.iter().map(ToString::to_string).collect();
        out.push_str(&format!(
            "  place {}: {}\n",
            group.place,
            players.join(" before ")
        ));
    }
    out
}

/// The standings as an aligned plain-text table, with a header line.
#[must_use]
pub fn text(standings: &Standings) -> String {
    let mut header = vec![
        "Rk".to_owned(),
        "SNo".to_owned(),
        "Name".to_owned(),
        "Rtg".to_owned(),
        "Pts".to_owned(),
    ];
    header.extend(standings.tiebreaks.iter().map(|spec| spec.label.clone()));
    let rows: Vec<Vec<String>> = standings
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.rank.to_string(),
                row.player.to_string(),
                row.name.clone(),
                row.rating.map(|r| r.to_string()).unwrap_or_default(),
                points(row.points),
            ];
            cells.extend(row.values.iter().map(ToString::to_string));
            cells
        })
        .collect();
    let mut out = format!(
        "Standings after round {} (tie-breaks by the {} rules{})\n\n",
        standings.rounds,
        standings.rules,
        if standings.round_robin {
            ", round robin"
        } else {
            ""
        }
    );
    // Name is left-aligned, everything else right-aligned.
    out.push_str(&table(&header, &rows, &[2]));
    out
}

/// The crosstable as plain text, in standings order, opponents named by their place in the
/// standings list (`No.`).
#[must_use]
pub fn crosstable_text(standings: &Standings, crosstable: &Crosstable) -> String {
    let numbers = list_numbers(standings);
    let by_player: BTreeMap<PlayerId, &CrosstableRow> = crosstable
        .rows
        .iter()
        .map(|row| (row.player, row))
        .collect();
    let mut header = vec!["No.".to_owned(), "Name".to_owned(), "Pts".to_owned()];
    header.extend((1..=crosstable.rounds).map(|round| format!("R{round}")));
    let rows: Vec<Vec<String>> = standings
        .rows
        .iter()
        .enumerate()
        .filter_map(|(index, row)| {
            let cross = by_player.get(&row.player)?;
            let mut cells = vec![
                (index + 1).to_string(),
                row.name.clone(),
                points(row.points),
            ];
            cells.extend(
                cross
                    .cells
                    .iter()
                    .map(|cell| cell_text(cell.entry, &numbers)),
            );
            Some(cells)
        })
        .collect();
    let mut out = format!(
        "Crosstable after round {}, players and opponents numbered by place in the standings\n\n",
        crosstable.rounds
    );
    out.push_str(&table(&header, &rows, &[1]));
    out
}

/// The standings as CSV: `rank,start_number,name,points` and one column per tie-break.
#[must_use]
pub fn csv(standings: &Standings) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        "rank".to_owned(),
        "start_number".to_owned(),
        "name".to_owned(),
        "points".to_owned(),
    ];
    header.extend(standings.tiebreaks.iter().map(|spec| spec.label.clone()));
    // Writing to a Vec cannot fail.
    let _ = writer.write_record(&header);
    for row in &standings.rows {
        let mut record = vec![
            row.rank.to_string(),
            row.player.to_string(),
            row.name.clone(),
            points(row.points),
        ];
        record.extend(row.values.iter().map(ToString::to_string));
        let _ = writer.write_record(&record);
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// Team standings as CSV: `rank,team,name,match_points,game_points` and one column per tie-break.
#[must_use]
pub fn team_csv(teams: &TeamStandings) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        "rank".to_owned(),
        "team".to_owned(),
        "name".to_owned(),
        "match_points".to_owned(),
        "game_points".to_owned(),
    ];
    header.extend(teams.tiebreaks.iter().map(|spec| spec.label.clone()));
    header.extend((1..=teams.rounds).map(|round| format!("r{round}")));
    let _ = writer.write_record(&header);
    for row in &teams.rows {
        let mut record = vec![
            row.rank.to_string(),
            row.team.to_string(),
            row.name.clone(),
            points(row.match_points),
            points(row.game_points),
        ];
        record.extend(row.values.iter().map(ToString::to_string));
        record.extend(row.rounds.iter().map(team_cell_text));
        let _ = writer.write_record(&record);
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

/// Team standings as an aligned plain-text table.
#[must_use]
pub fn team_text(teams: &TeamStandings) -> String {
    let mut header = vec![
        "Rk".to_owned(),
        "No".to_owned(),
        "Team".to_owned(),
        "MP".to_owned(),
        "GP".to_owned(),
    ];
    header.extend(teams.tiebreaks.iter().map(|spec| spec.label.clone()));
    let rows: Vec<Vec<String>> = teams
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![
                row.rank.to_string(),
                row.team.to_string(),
                row.name.clone(),
                points(row.match_points),
                points(row.game_points),
            ];
            cells.extend(row.values.iter().map(ToString::to_string));
            cells
        })
        .collect();
    let mut out = format!("Team standings after round {}\n\n", teams.rounds);
    out.push_str(&table(&header, &rows, &[2]));
    out.push_str(&team_crosstable_text(teams));
    out
}

/// The standings (and, if given, the crosstable and team standings) as pretty-printed JSON.
///
/// Numbers are JSON numbers; each row's `tiebreaks` object is keyed by the tie-break labels, in
/// the order requested (the `tiebreaks` array gives that order too).
#[must_use]
pub fn json(
    standings: &Standings,
    crosstable: Option<&Crosstable>,
    teams: Option<&TeamStandings>,
    lots: Option<&rondo_tiebreak::Lots>,
) -> String {
    let numbers = list_numbers(standings);
    let rows: Vec<Value> = standings
        .rows
        .iter()
        .map(|row| {
            let mut values = Map::new();
            for (spec, value) in standings.tiebreaks.iter().zip(&row.values) {
                values.insert(spec.label.clone(), number(&value.to_string()));
            }
            json!({
                "rank": row.rank,
                "start_number": row.player.get(),
                "name": row.name,
                "rating": row.rating.map(|r| r.0),
                "title": row.title.map(|t| t.code()),
                "federation": row.federation,
                "points": number(&points(row.points)),
                "tiebreaks": values,
            })
        })
        .collect();
    let mut document = json!({
        "rules": standings.rules.year(),
        "rounds": standings.rounds,
        "round_robin": standings.round_robin,
        "tiebreaks": standings.tiebreaks.iter().map(|spec| spec.label.clone()).collect::<Vec<_>>(),
        "standings": rows,
    });
    if let Some(lots) = lots {
        document["lots"] = json!({
            "seed": lots.seed,
            "groups": lots.groups.iter().map(|group| json!({
                "place": group.place,
                "players": group.players.iter().map(|player| player.get()).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        });
    }
    if let Some(crosstable) = crosstable {
        let rows: Vec<Value> = crosstable
            .rows
            .iter()
            .map(|row| {
                let rounds: Vec<Value> = row
                    .cells
                    .iter()
                    .map(|cell| cell_json(cell.entry, cell.points, &numbers))
                    .collect();
                json!({
                    "start_number": row.player.get(),
                    "name": row.name,
                    "points": number(&points(row.points)),
                    "rounds": rounds,
                })
            })
            .collect();
        document["crosstable"] = Value::Array(rows);
    }
    if let Some(teams) = teams {
        let rows: Vec<Value> = teams
            .rows
            .iter()
            .map(|row| {
                let mut values = Map::new();
                for (spec, value) in teams.tiebreaks.iter().zip(&row.values) {
                    values.insert(spec.label.clone(), number(&value.to_string()));
                }
                json!({
                    "rank": row.rank,
                    "team": row.team,
                    "name": row.name,
                    "match_points": number(&points(row.match_points)),
                    "game_points": number(&points(row.game_points)),
                    "tiebreaks": values,
                    "rounds": row.rounds.iter().map(team_cell_json).collect::<Vec<_>>(),
                    "players": row.players.iter().map(team_player_json).collect::<Vec<_>>(),
                })
            })
            .collect();
        document["teams"] = json!({
            "tiebreaks": teams.tiebreaks.iter().map(|spec| spec.label.clone()).collect::<Vec<_>>(),
            "standings": rows,
        });
    }
    let mut out = serde_json::to_string_pretty(&document).unwrap_or_default();
    out.push('\n');
    out
}

/// A printable HTML page: title, standings, team standings if any, crosstable and a legend.
#[must_use]
pub fn html(page: &Page<'_>) -> String {
    let standings = page.standings;
    let numbers = list_numbers(standings);
    let mut out = String::new();
    let title = escape(page.title);
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>\n{STYLE}</style>\n</head>\n<body>\n<header>\n<h1>{title}</h1>\n"
    );
    if !page.subtitle.is_empty() {
        let _ = writeln!(out, "<p class=\"subtitle\">{}</p>", escape(page.subtitle));
    }
    let _ = writeln!(
        out,
        "<p class=\"meta\">Standings after round {} &middot; tie-breaks by the FIDE {} rules{}</p>\n</header>",
        standings.rounds,
        standings.rules,
        if standings.round_robin {
            " &middot; round robin"
        } else {
            ""
        }
    );

    // Standings.
    out.push_str("<section>\n<h2>Standings</h2>\n<table class=\"standings\">\n<thead><tr>");
    out.push_str("<th class=\"num\">Rk</th><th class=\"num\">SNo</th><th class=\"name\">Name</th><th>Fed</th><th class=\"num\">Rtg</th><th class=\"num\">Pts</th>");
    for spec in &standings.tiebreaks {
        let _ = write!(
            out,
            "<th class=\"num\" title=\"{}\">{}</th>",
            escape(&spec.description()),
            escape(&spec.label)
        );
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let mut previous_rank = 0;
    for row in &standings.rows {
        let shared = row.rank == previous_rank;
        previous_rank = row.rank;
        let rank = if shared {
            String::new()
        } else {
            row.rank.to_string()
        };
        let title = row
            .title
            .map(|t| format!("<span class=\"title\">{}</span> ", t.code()))
            .unwrap_or_default();
        let _ = write!(
            out,
            "<tr><td class=\"num\">{rank}</td><td class=\"num\">{}</td><td class=\"name\">{title}{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num pts\">{}</td>",
            row.player,
            escape(&row.name),
            escape(row.federation.as_deref().unwrap_or("")),
            row.rating.map(|r| r.to_string()).unwrap_or_default(),
            points(row.points),
        );
        for value in &row.values {
            let _ = write!(out, "<td class=\"num\">{value}</td>");
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n</section>\n");

    if let Some(teams) = page.teams {
        out.push_str(
            "<section>\n<h2>Team standings</h2>\n<table class=\"standings\">\n<thead><tr>",
        );
        out.push_str("<th class=\"num\">Rk</th><th class=\"name\">Team</th><th class=\"num\">MP</th><th class=\"num\">GP</th>");
        for spec in &teams.tiebreaks {
            let _ = write!(out, "<th class=\"num\">{}</th>", escape(&spec.label));
        }
        out.push_str("</tr></thead>\n<tbody>\n");
        for row in &teams.rows {
            let _ = write!(
                out,
                "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td><td class=\"num pts\">{}</td><td class=\"num\">{}</td>",
                row.rank,
                escape(&row.name),
                points(row.match_points),
                points(row.game_points)
            );
            for value in &row.values {
                let _ = write!(out, "<td class=\"num\">{value}</td>");
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</tbody>\n</table>\n</section>\n");
        out.push_str(&team_crosstable_html(teams));
    }

    // Crosstable, in standings order.
    let crosstable = page.crosstable;
    let by_player: BTreeMap<PlayerId, &CrosstableRow> = crosstable
        .rows
        .iter()
        .map(|row| (row.player, row))
        .collect();
    out.push_str(
        "<section class=\"cross\">\n<h2>Crosstable</h2>\n<p>Players and opponents numbered by place in the standings.</p>\n<table class=\"crosstable\">\n<thead><tr>",
    );
    out.push_str(
        "<th class=\"num\">No.</th><th class=\"name\">Name</th><th class=\"num\">Rtg</th>",
    );
    for round in 1..=crosstable.rounds {
        let _ = write!(out, "<th>{round}</th>");
    }
    out.push_str("<th class=\"num\">Pts</th></tr></thead>\n<tbody>\n");
    for (index, row) in standings.rows.iter().enumerate() {
        let Some(cross) = by_player.get(&row.player) else {
            continue;
        };
        let _ = write!(
            out,
            "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td><td class=\"num\">{}</td>",
            index + 1,
            escape(&row.name),
            row.rating.map(|r| r.to_string()).unwrap_or_default()
        );
        for cell in &cross.cells {
            let class = cell_class(cell.entry);
            let _ = write!(
                out,
                "<td class=\"{class}\">{}</td>",
                escape(&cell_text(cell.entry, &numbers))
            );
        }
        let _ = writeln!(
            out,
            "<td class=\"num pts\">{}</td></tr>",
            points(row.points)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");

    // Legend.
    out.push_str("<footer>\n<dl class=\"legend\">\n");
    for spec in &standings.tiebreaks {
        let _ = writeln!(
            out,
            "<dt>{}</dt><dd>{}</dd>",
            escape(&spec.label),
            escape(&spec.description())
        );
    }
    out.push_str("</dl>\n<p class=\"key\">Crosstable: opponent's place, colour (w/b) and result (1, ½, 0); \
                  + and - a game won or lost by forfeit; PAB pairing-allocated bye, H half-point bye, \
                  F full-point bye, Z zero-point bye, - not paired.</p>\n");
    out.push_str("<p class=\"generator\">Made with rondo.</p>\n</footer>\n</body>\n</html>\n");
    out
}

pub(crate) const STYLE: &str = "\
@page { size: A4 landscape; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: \"Helvetica Neue\", Arial, sans-serif; color: #111; margin: 1.5rem auto; max-width: 80rem; padding: 0 1rem; font-size: 11pt; }
h1 { font-size: 20pt; margin: 0 0 .2rem; }
h2 { font-size: 14pt; margin: 1.5rem 0 .5rem; border-bottom: 2px solid #111; padding-bottom: .2rem; }
.subtitle, .meta { margin: .1rem 0; color: #444; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: .2rem .45rem; border-bottom: 1px solid #ccc; text-align: center; white-space: nowrap; }
th { background: #eee; font-weight: 600; border-bottom: 2px solid #999; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.name, th.name { text-align: left; width: 100%; }
td.pts { font-weight: 700; }
.title { font-weight: 700; color: #a00; }
tbody tr:nth-child(even) { background: #f6f6f6; }
table.crosstable { font-size: 9pt; }
table.crosstable td { font-variant-numeric: tabular-nums; }
td.win { font-weight: 700; }
td.unplayed { color: #666; font-style: italic; }
.legend { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; font-size: 9pt; margin-top: 1.5rem; }
.legend dt { font-weight: 700; }
.legend dd { margin: 0; }
.key, .generator { font-size: 9pt; color: #444; }
@media print {
  body { margin: 0; max-width: none; font-size: 9.5pt; }
  h2 { break-after: avoid; }
  tr { break-inside: avoid; }
  thead { display: table-header-group; }
  section.cross { break-before: page; }
  tbody tr:nth-child(even) { background: #f2f2f2; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
";

/// Points with one decimal, as the `PTS` tie-break prints them.
fn points(score: Score) -> String {
    TiebreakValue::score(score).to_string()
}

/// A decimal text as a JSON number (whole numbers as integers).
pub(crate) fn number(text: &str) -> Value {
    if let Ok(integer) = text.parse::<i64>() {
        return Value::from(integer);
    }
    text.parse::<serde_json::Number>()
        .map(Value::Number)
        .unwrap_or_else(|_| Value::String(text.to_owned()))
}

/// Each player's place in the standings list (1-based, unique even for shared ranks).
fn list_numbers(standings: &Standings) -> BTreeMap<PlayerId, usize> {
    standings
        .rows
        .iter()
        .enumerate()
        .map(|(index, row)| (row.player, index + 1))
        .collect()
}

fn colour_letter(colour: Option<Colour>) -> &'static str {
    match colour {
        Some(Colour::White) => "w",
        Some(Colour::Black) => "b",
        None => "",
    }
}

fn cell_text(entry: RoundEntry, numbers: &BTreeMap<PlayerId, usize>) -> String {
    let opponent = |id: PlayerId| {
        numbers
            .get(&id)
            .map_or_else(|| id.to_string(), ToString::to_string)
    };
    match entry {
        RoundEntry::Game {
            opponent: id,
            colour,
            result,
        } => {
            let result = match result.outcome() {
                Outcome::Win => "1",
                Outcome::Draw => "½",
                Outcome::Loss => "0",
            };
            format!("{}{}{result}", opponent(id), colour_letter(Some(colour)))
        }
        // Crosstables stop before a round with pending games; shown as paired, result unknown.
        RoundEntry::Scheduled {
            opponent: id,
            colour,
        } => format!("{}{}?", opponent(id), colour_letter(Some(colour))),
        RoundEntry::Unplayed(unplayed) => match unplayed {
            Unplayed::ForfeitWin {
                opponent: id,
                colour,
            } => {
                format!(
                    "{}{}+",
                    id.map(opponent).unwrap_or_default(),
                    colour_letter(colour)
                )
            }
            Unplayed::ForfeitLoss {
                opponent: id,
                colour,
            } => {
                format!(
                    "{}{}-",
                    id.map(opponent).unwrap_or_default(),
                    colour_letter(colour)
                )
            }
            Unplayed::PairingBye => "PAB".to_owned(),
            Unplayed::HalfPointBye => "H".to_owned(),
            Unplayed::FullPointBye => "F".to_owned(),
            Unplayed::ZeroPointBye => "Z".to_owned(),
            Unplayed::NotPaired => "-".to_owned(),
        },
    }
}

fn cell_class(entry: RoundEntry) -> &'static str {
    match entry {
        RoundEntry::Game { result, .. } if result.outcome() == Outcome::Win => "win",
        RoundEntry::Game { .. } => "game",
        RoundEntry::Scheduled { .. } | RoundEntry::Unplayed(_) => "unplayed",
    }
}

fn cell_json(
    entry: RoundEntry,
    points_scored: Score,
    numbers: &BTreeMap<PlayerId, usize>,
) -> Value {
    let kind = match entry {
        RoundEntry::Game { .. } => "game",
        RoundEntry::Scheduled { .. } => "scheduled",
        RoundEntry::Unplayed(Unplayed::ForfeitWin { .. }) => "forfeit_win",
        RoundEntry::Unplayed(Unplayed::ForfeitLoss { .. }) => "forfeit_loss",
        RoundEntry::Unplayed(Unplayed::PairingBye) => "pairing_bye",
        RoundEntry::Unplayed(Unplayed::HalfPointBye) => "half_point_bye",
        RoundEntry::Unplayed(Unplayed::FullPointBye) => "full_point_bye",
        RoundEntry::Unplayed(Unplayed::ZeroPointBye) => "zero_point_bye",
        RoundEntry::Unplayed(Unplayed::NotPaired) => "not_paired",
    };
    let mut cell = json!({ "kind": kind, "points": number(&points(points_scored)) });
    if let Some(opponent) = entry.opponent() {
        cell["opponent"] = Value::from(opponent.get());
        if let Some(place) = numbers.get(&opponent) {
            cell["opponent_place"] = Value::from(*place);
        }
    }
    if let Some(colour) = entry.scheduled_colour() {
        cell["colour"] = Value::from(colour_letter(Some(colour)));
    }
    cell
}

/// An aligned table: columns separated by two spaces, right-aligned except `left` columns.
pub(crate) fn table(header: &[String], rows: &[Vec<String>], left: &[usize]) -> String {
    let width = |cell: &str| cell.chars().count();
    let mut widths: Vec<usize> = header.iter().map(|h| width(h)).collect();
    for row in rows {
        for (column, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(column) {
                *w = (*w).max(width(cell));
            }
        }
    }
    let mut out = String::new();
    let mut line = |cells: &[String]| {
        let mut text = String::new();
        for (column, cell) in cells.iter().enumerate() {
            if column > 0 {
                text.push_str("  ");
            }
            let pad = widths
                .get(column)
                .copied()
                .unwrap_or(0)
                .saturating_sub(width(cell));
            if left.contains(&column) {
                text.push_str(cell);
                text.extend(std::iter::repeat_n(' ', pad));
            } else {
                text.extend(std::iter::repeat_n(' ', pad));
                text.push_str(cell);
            }
        }
        out.push_str(text.trim_end());
        out.push('\n');
    };
    line(header);
    for row in rows {
        line(row);
    }
    out
}

pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;

// Team events (C.04.6): the team crosstable and the board-by-board individual results.

/// One team round as the TRF-2026 `802` record shows it: opponent and colour (`14b`), the
/// bye (`PAB`, `FPB`, `HPB`, `ZPB`), then the game points, `f` after a forfeited match.
fn team_cell_text(cell: &TeamCell) -> String {
    let gp = points(cell.game_points);
    match cell.kind {
        MatchKind::Played { opponent, colour } => {
            format!("{opponent}{} {gp}", colour_letter(colour))
        }
        MatchKind::Forfeited { opponent, .. } => format!("{opponent} {gp}f"),
        MatchKind::PairingBye => format!("PAB {gp}"),
        MatchKind::Bye { bye } => {
            let code = match bye {
                rondo_core::AbsenceKind::FullPointBye => "FPB",
                rondo_core::AbsenceKind::HalfPointBye => "HPB",
                rondo_core::AbsenceKind::ZeroPointBye => "ZPB",
            };
            format!("{code} {gp}")
        }
        MatchKind::NotPaired => "-".to_owned(),
    }
}

fn team_cell_json(cell: &TeamCell) -> Value {
    let mut value = serde_json::to_value(cell).unwrap_or_default();
    if let Some(object) = value.as_object_mut() {
        object.insert(
            "match_points".to_owned(),
            number(&points(cell.match_points)),
        );
        object.insert("game_points".to_owned(), number(&points(cell.game_points)));
        object.insert("text".to_owned(), Value::String(team_cell_text(cell)));
    }
    value
}

/// A player's round on the team's boards: `board: result` with the opponent's start number.
fn team_player_cell(board: Option<u16>, entry: Option<RoundEntry>) -> String {
    match (board, entry) {
        (Some(board), Some(entry)) => format!("{board}: {}", cell_text(entry, &BTreeMap::new())),
        _ => String::new(),
    }
}

fn team_player_json(player: &TeamPlayerRow) -> Value {
    json!({
        "start_number": player.player.get(),
        "name": player.name,
        "points": number(&points(player.points)),
        "rounds_played": player.rounds,
        "boards": player.boards,
        "results": player
            .boards
            .iter()
            .zip(&player.entries)
            .map(|(board, entry)| team_player_cell(*board, *entry))
            .collect::<Vec<_>>(),
    })
}

/// The team crosstable (standings order) and each team's board results, as text tables.
fn team_crosstable_text(teams: &TeamStandings) -> String {
    let mut header = vec!["Rk".to_owned(), "No".to_owned(), "Team".to_owned()];
    header.extend((1..=teams.rounds).map(|round| format!("R{round}")));
    header.extend(["MP".to_owned(), "GP".to_owned()]);
    let rows: Vec<Vec<String>> = teams
        .rows
        .iter()
        .map(|row| {
            let mut cells = vec![row.rank.to_string(), row.team.to_string(), row.name.clone()];
            cells.extend(row.rounds.iter().map(team_cell_text));
            cells.extend([points(row.match_points), points(row.game_points)]);
            cells
        })
        .collect();
    let mut out = String::from("\nTeam crosstable\n\n");
    out.push_str(&table(&header, &rows, &[2]));
    out.push_str("\nBoard results\n\n");
    let mut header = vec![
        "No".to_owned(),
        "Team".to_owned(),
        "SNo".to_owned(),
        "Name".to_owned(),
    ];
    header.extend((1..=teams.rounds).map(|round| format!("R{round}")));
    header.extend(["Pts".to_owned(), "Rds".to_owned()]);
    let mut rows: Vec<Vec<String>> = Vec::new();
    for row in &teams.rows {
        for player in &row.players {
            let mut cells = vec![
                row.team.to_string(),
                row.name.clone(),
                player.player.to_string(),
                player.name.clone(),
            ];
            cells.extend(
                player
                    .boards
                    .iter()
                    .zip(&player.entries)
                    .map(|(board, entry)| team_player_cell(*board, *entry)),
            );
            cells.extend([points(player.points), player.rounds.to_string()]);
            rows.push(cells);
        }
    }
    out.push_str(&table(&header, &rows, &[1, 3]));
    out
}

/// The board-by-board individual results of a team event as CSV, one row per team and player.
#[must_use]
pub fn team_boards_csv(teams: &TeamStandings) -> String {
    let mut writer = ::csv::Writer::from_writer(Vec::new());
    let mut header = vec![
        "team".to_owned(),
        "team_name".to_owned(),
        "start_number".to_owned(),
        "name".to_owned(),
        "points".to_owned(),
        "rounds_played".to_owned(),
    ];
    header.extend((1..=teams.rounds).map(|round| format!("r{round}")));
    let _ = writer.write_record(&header);
    for row in &teams.rows {
        for player in &row.players {
            let mut record = vec![
                row.team.to_string(),
                row.name.clone(),
                player.player.to_string(),
                player.name.clone(),
                points(player.points),
                player.rounds.to_string(),
            ];
            record.extend(
                player
                    .boards
                    .iter()
                    .zip(&player.entries)
                    .map(|(board, entry)| team_player_cell(*board, *entry)),
            );
            let _ = writer.write_record(&record);
        }
    }
    let bytes = writer.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

fn team_crosstable_html(teams: &TeamStandings) -> String {
    let mut out = String::from(
        "<section class=\"cross\">\n<h2>Team crosstable</h2>\n<table class=\"crosstable\">\n<thead><tr><th class=\"num\">Rk</th><th class=\"name\">Team</th>",
    );
    for round in 1..=teams.rounds {
        let _ = write!(out, "<th>{round}</th>");
    }
    out.push_str("<th class=\"num\">MP</th><th class=\"num\">GP</th></tr></thead>\n<tbody>\n");
    for row in &teams.rows {
        let _ = write!(
            out,
            "<tr><td class=\"num\">{}</td><td class=\"name\">{}</td>",
            row.rank,
            escape(&row.name)
        );
        for cell in &row.rounds {
            let _ = write!(out, "<td>{}</td>", escape(&team_cell_text(cell)));
        }
        let _ = writeln!(
            out,
            "<td class=\"num pts\">{}</td><td class=\"num\">{}</td></tr>",
            points(row.match_points),
            points(row.game_points)
        );
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
    out.push_str(
        "<section>\n<h2>Board results</h2>\n<table class=\"crosstable\">\n<thead><tr><th class=\"name\">Team</th><th class=\"num\">No.</th><th class=\"name\">Name</th>",
    );
    for round in 1..=teams.rounds {
        let _ = write!(out, "<th>{round}</th>");
    }
    out.push_str("<th class=\"num\">Pts</th></tr></thead>\n<tbody>\n");
    for row in &teams.rows {
        for player in &row.players {
            let _ = write!(
                out,
                "<tr><td class=\"name\">{}</td><td class=\"num\">{}</td><td class=\"name\">{}</td>",
                escape(&row.name),
                player.player,
                escape(&player.name)
            );
            for (board, entry) in player.boards.iter().zip(&player.entries) {
                let _ = write!(
                    out,
                    "<td>{}</td>",
                    escape(&team_player_cell(*board, *entry))
                );
            }
            let _ = writeln!(
                out,
                "<td class=\"num pts\">{}</td></tr>",
                points(player.points)
            );
        }
    }
    out.push_str("</tbody>\n</table>\n</section>\n");
    out
}

/// An error in the file's own tie-break list, as a diagnostic placed at the start of the value
/// of its last `212` or `202` record (the one read), or at the top of the file when it has
/// neither.
#[must_use]
pub fn file_tiebreak_error(
    path: &std::path::Path,
    file: &rondo_trf::TrfFile,
    error: &rondo_tiebreak::StandingsError,
) -> String {
    let record = file.last_record_line(&["212", "202"]);
    diagnostic::render(&Diagnostic {
        path,
        line: Some(record.map_or(1, |(number, _)| number)),
        column: Some(if record.is_some() { 5 } else { 1 }),
        severity: Severity::Error,
        message: error.to_string(),
        source_line: record.map(|(_, text)| text.to_owned()),
    })
}

/// The codes of the file's `212`/`202` records that the standings leave out
/// (`rondo_tiebreak::skipped_file_tiebreaks`), one diagnostic each with `severity`, placed at
/// the code in the record's line (the last such line, which is the one read).
#[must_use]
pub fn skipped_file_tiebreaks(
    path: &std::path::Path,
    file: &rondo_trf::TrfFile,
    skipped: &[(&str, rondo_tiebreak::ParseTiebreakError)],
    severity: Severity,
) -> String {
    skipped
        .iter()
        .map(|(record, error)| {
            let line = file.last_record_line(&[record]);
            // The code as written, else the start of the record's value: a code the reader
            // normalised (case, spacing) is not found verbatim, and the record is still the place.
            let column = line.map(|(_, text)| {
                text.get(4..)
                    .and_then(|value| value.find(error.code.as_str()))
                    .map_or(5, |byte| text[..4 + byte].chars().count() + 1)
            });
            diagnostic::render(&Diagnostic {
                path,
                line: line.map(|(number, _)| number),
                column,
                severity,
                message: format!(
                    "{error} in the file's tie-break record {record}; the standings use the rest \
                     of the list"
                ),
                source_line: line.map(|(_, text)| text.to_owned()),
            })
        })
        .collect()
}
