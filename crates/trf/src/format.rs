//! The TRF formats a file can be in.

/// The two TRF formats.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Format {
    /// The 2016 format with the JaVaFo and bbpPairings extension records.
    Trf16,
    /// The 2026 format (also called TRF-25).
    #[default]
    Trf2026,
}
