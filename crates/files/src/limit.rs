//! How much of an input a caller reads at most, so that a huge file (or `/dev/zero`) is refused
//! before it fills the memory ([`crate::read_limited`]).
//!
//! Policy: the command line's `--max-input-size` and the environment's `RONDO_MAX_INPUT_SIZE`
//! are sizes in bytes with an optional K, M or G (powers of 1024); a caller without its own
//! setting reads at most [`DEFAULT_INPUT_LIMIT`]. The callers read the setting; this module
//! only reads its text.

/// The limit of a caller that sets none, as a setting writes it.
pub const DEFAULT_INPUT_LIMIT: &str = "64M";

/// A size in bytes: digits with an optional K, M or G (powers of 1024), with spaces around;
/// `None` for text that is not one, or a size past `u64`.
#[must_use]
pub fn parse_size(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, factor) = match text.char_indices().last() {
        Some((at, 'K' | 'k')) => (&text[..at], 1 << 10),
        Some((at, 'M' | 'm')) => (&text[..at], 1 << 20),
        Some((at, 'G' | 'g')) => (&text[..at], 1 << 30),
        _ => (text, 1),
    };
    digits
        .parse::<u64>()
        .ok()
        .and_then(|number| number.checked_mul(factor))
}

/// The limit a setting gives (the value of `RONDO_MAX_INPUT_SIZE`, which the caller reads):
/// the size it names, else [`DEFAULT_INPUT_LIMIT`].
#[must_use]
pub fn input_limit(setting: Option<&str>) -> u64 {
    setting
        .and_then(parse_size)
        .or_else(|| parse_size(DEFAULT_INPUT_LIMIT))
        .unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::{input_limit, parse_size};

    #[test]
    fn sizes_take_binary_suffixes() {
        assert_eq!(parse_size("1048576"), Some(1 << 20));
        assert_eq!(parse_size(" 64M "), Some(64 << 20));
        assert_eq!(parse_size("2k"), Some(2048));
        assert_eq!(parse_size("1G"), Some(1 << 30));
        assert_eq!(parse_size("M"), None);
        assert_eq!(parse_size("-1"), None);
        assert_eq!(parse_size("99999999999999999999G"), None);
    }

    #[test]
    fn a_setting_that_is_not_a_size_gives_the_default_of_64_mib() {
        assert_eq!(input_limit(None), 64 << 20);
        assert_eq!(input_limit(Some("lots")), 64 << 20);
        assert_eq!(input_limit(Some("1K")), 1024);
    }
}
