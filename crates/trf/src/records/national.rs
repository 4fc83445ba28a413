//! National Rating Support lines (TRF-2026): a record code that is a federation code (`ESP`,
//! `GER`, ...), then the columns of the `001` static part, of which four have a national
//! meaning: 5–8 the start number of the player the line belongs to, 49–52 the national rating,
//! 54–56 the national origin, 58–68 the national id.
//!
//! Which lines are national rating lines: TRF-2026 allows any federation code as the record
//! code, and no list of codes is final, so a line is taken for one when its code is three
//! capital letters that no other record uses (not JaVaFo's or chesspairing's `XX…`, not
//! bbpPairings' `BB…`, not Tornelo's `DAT`) and columns 5–8 hold a number, as a link to a
//! start number does. Other lines with such codes (a template of the layout, `DDD SSSS ...`)
//! stay unknown records. A line that starts so but whose other columns do not fit the layout
//! (a character between two fields, a rating that is not a number, start number 0) is kept as
//! written with a warning, as unknown records are, and its rating is not read.
//!
//! Writing: a line whose data did not change is written as read; one whose start number
//! changed (a renumbering) is written as read with the new number in columns 5–8; any other
//! is written in the `001` layout.

use rondo_core::{NationalRating, PlayerId, Rating};

use crate::diagnostic::DiagnosticKind;
use crate::player::{number, optional_number, truncate};
use crate::text::Columns;

/// The spaces between the fields, as on a `001` line.
const SEPARATORS: [usize; 7] = [9, 14, 48, 53, 57, 69, 80];

/// Whether `code` is read as the federation code of a National Rating Support line: three
/// capital letters that no other record uses as its code (JaVaFo's and chesspairing's `XX…`,
/// bbpPairings' `BB…`, Tornelo's `DAT`).
///
/// ```
/// assert!(rondo_trf::is_federation_code("ESP"));
/// assert!(!rondo_trf::is_federation_code("XXR"));
/// assert!(!rondo_trf::is_federation_code("esp"));
/// ```
#[must_use]
pub fn is_federation_code(code: &str) -> bool {
    code.len() == 3
        && code.bytes().all(|byte| byte.is_ascii_uppercase())
        && !code.starts_with("XX")
        && !code.starts_with("BB")
        && code != "DAT"
}

/// Whether a line with record code `code` is meant as a national rating line: a federation
/// code, and a number in columns 5–8.
pub(crate) fn looks_national(code: &str, text: &str) -> bool {
    if !is_federation_code(code) {
        return false;
    }
    let link = Columns::new(text).field(5, 4);
    !link.trim_ascii().is_empty() && number(&link).is_some()
}

/// Reads a line that [`looks_national`]; the column and kind of the first problem when its
/// columns do not fit the layout.
pub(crate) fn parse_national_rating(text: &str) -> Result<NationalRating, (usize, DiagnosticKind)> {
    let not_read = |column: usize, found: String, expected: &'static str| {
        (
            column,
            DiagnosticKind::NationalRatingNotRead { found, expected },
        )
    };
    if let Some(byte_index) = text.find('\t') {
        let column = text[..byte_index].chars().count() + 1;
        return Err(not_read(column, "\\t".to_owned(), "spaces, not tabs"));
    }
    let columns = Columns::new(text);
    for column in SEPARATORS {
        if let Some(found) = columns.at(column).filter(|c| *c != ' ') {
            return Err(not_read(
                column,
                found.to_string(),
                "a space between two fields of the 001 layout",
            ));
        }
    }
    let link = columns.field(5, 4);
    let player = number(&link)
        .and_then(PlayerId::new)
        .ok_or_else(|| not_read(5, link.trim().to_owned(), "a start number from 1 to 9999"))?;
    let rating_text = columns.field(49, 4);
    let rating = optional_number(&rating_text)
        .map_err(|()| not_read(49, rating_text.trim().to_owned(), "a rating, 0 or blanks"))?
        .filter(|rating| *rating != 0)
        .map(Rating);
    let as_written = |column: usize, width: usize| {
        let field = columns.field(column, width);
        let field = field.trim();
        (!field.is_empty()).then(|| field.to_owned())
    };
    let rest = text
        .char_indices()
        .nth(80)
        .map(|(index, _)| text[index..].trim())
        .filter(|rest| !rest.is_empty())
        .map(str::to_owned);
    Ok(NationalRating {
        federation: text[..3].to_owned(),
        player,
        rating,
        origin: as_written(54, 3),
        national_id: as_written(58, 11),
        sex: as_written(10, 1),
        title: as_written(11, 3),
        name: as_written(15, 33),
        birth_date: as_written(70, 10),
        rest,
    })
}

/// A national rating line in the `001` layout.
pub(crate) fn render_national_rating(line: &NationalRating) -> String {
    let text = |value: &Option<String>, width: usize| {
        truncate(value.as_deref().unwrap_or(""), width).to_owned()
    };
    let rating = line.rating.map(|rating| rating.0.to_string());
    let mut out = format!(
        "{:<3} {:>4} {:<1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {}",
        truncate(&line.federation, 3),
        line.player,
        text(&line.sex, 1),
        text(&line.title, 3),
        text(&line.name, 33),
        rating.unwrap_or_default(),
        text(&line.origin, 3),
        text(&line.national_id, 11),
        text(&line.birth_date, 10),
        line.rest.as_deref().unwrap_or(""),
    );
    out.truncate(out.trim_end().len());
    out
}

/// How to write the line that was read as `original` so that it reads as `line`: as read when
/// nothing changed, as read with the new start number when only that changed, else afresh.
pub(crate) fn write_national_rating(original: &str, line: &NationalRating) -> String {
    let Ok(read) = parse_national_rating(original) else {
        return render_national_rating(line);
    };
    if read == *line {
        return original.to_owned();
    }
    let relinked = NationalRating {
        player: line.player,
        ..read
    };
    // Columns 1–8 are ASCII here: a code of capital letters, a space, digits and spaces.
    if relinked == *line
        && let (Some(head), Some(tail)) = (original.get(..4), original.get(8..))
    {
        return format!("{head}{:>4}{tail}", line.player);
    }
    render_national_rating(line)
}
