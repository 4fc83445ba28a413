//! Lenient dates, as TRF files write them.
//!
//! The TRF text asks for `YYYY/MM/DD` (and `YY/MM/DD` in `132`); files also hold `DD/MM/YYYY`,
//! `DD.MM.YYYY`, `YYYY-MM-DD`, `YYYY.MM.DD` and a bare `YYYY` (birth years). The model keeps every
//! date as written; this module only recognises them, for warnings and for callers that need a
//! calendar date.

/// A calendar date read from a TRF field. Month and day are absent for a bare year.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year, with four digits (two-digit years are taken as 19YY from 50 on, else 20YY).
    pub year: u16,
    /// The month, 1–12, when given.
    pub month: Option<u8>,
    /// The day, 1–31, when given.
    pub day: Option<u8>,
}

/// Reads a date in any of the forms real TRF files use; `None` if the text is not one.
///
/// # Examples
///
/// ```
/// use rondo_trf::{Date, parse_date};
///
/// let date = Date { year: 2025, month: Some(9), day: Some(1) };
/// assert_eq!(parse_date("2025/09/01"), Some(date));
/// assert_eq!(parse_date("01.09.2025"), Some(date));
/// assert_eq!(parse_date("25/09/01"), Some(date));
/// assert_eq!(parse_date("01. 09. 2025"), Some(date));
/// assert_eq!(parse_date("September 1, 2025"), Some(date));
/// assert_eq!(parse_date("1 Sep 2025"), Some(date));
/// assert_eq!(parse_date("tomorrow"), None);
/// ```
#[must_use]
pub fn parse_date(text: &str) -> Option<Date> {
    let text = text.trim();
    if text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()) {
        let year = text.parse().ok()?;
        return Some(Date {
            year,
            month: None,
            day: None,
        });
    }
    if let Some(date) = with_month_name(text) {
        return Some(date);
    }
    let separator = text.chars().find(|c| matches!(c, '/' | '-' | '.'))?;
    // `28. 07. 2005`: a space after each separator.
    let parts: Vec<&str> = text.split(separator).map(str::trim).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    if ![a, b, c]
        .iter()
        .all(|p| !p.is_empty() && p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let (year, month, day) = if a.len() == 4 {
        (a, b, c)
    } else if c.len() == 4 {
        (c, b, a)
    } else if a.len() == 2 && b.len() <= 2 && c.len() <= 2 {
        (a, b, c)
    } else {
        return None;
    };
    let mut year: u16 = year.parse().ok()?;
    if year < 100 {
        year += if year >= 50 { 1900 } else { 2000 };
    }
    let month: u8 = month.parse().ok()?;
    let day: u8 = day.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
        return None;
    }
    Some(Date {
        year,
        month: Some(month),
        day: Some(day),
    })
}

/// `May 29, 2020` and `29 May 2020`, with English month names or their first three letters.
fn with_month_name(text: &str) -> Option<Date> {
    const MONTHS: [&str; 12] = [
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ];
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|word| !word.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let [first, second, year] = words.as_slice() else {
        return None;
    };
    let month_of = |word: &str| {
        MONTHS
            .iter()
            .position(|month| word.len() >= 3 && month.starts_with(word))
    };
    let (month, day) = match (month_of(first), month_of(second)) {
        (Some(month), None) => (month, second),
        (None, Some(month)) => (month, first),
        _ => return None,
    };
    let day: u8 = day.trim_end_matches('.').parse().ok()?;
    let year: u16 = year.parse().ok()?;
    if !(1..=31).contains(&day) || year < 1000 {
        return None;
    }
    Some(Date {
        year,
        month: Some(u8::try_from(month + 1).ok()?),
        day: Some(day),
    })
}
