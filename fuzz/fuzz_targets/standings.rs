//! Standings and crosstables of any file the reader and the checker accept, with every
//! tie-break: nothing panics, every player gets one row, and ranks are in order.
//!
//! The first byte chooses the rules, the format, a cut-off round and the unrated rating; the
//! rest is the file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use rondo_core::{Rating, RoundNo};
use rondo_tiebreak::{Format, Rules, StandingsOptions, crosstable, parse_tiebreak_list, standings};
use rondo_trf::{CheckOptions, check, read};

/// Every individual tie-break, with the modifiers that change how it is computed.
const TIEBREAKS: &str = "DE, DE/P, WIN, WON, BPG, BWG, PS, PS/C1, REP, STD, TPN, TPN/R, \
    BH, BH/C1, BH/M1, BH/P, AOB, AOB/F, FB, FB/C1, SB, SB/C1, SB/P, KS, KS/L+1, KS/P60, \
    ARO, ARO/C1, TPR, TPR/D400, PTP, APRO, APPO, RTNG, RTNG/R, SUMBH, HARKNESS, SOLKOFF, \
    CUMULATIVE, CUMULATIVE/U, USSB, BH/V2009, SB/V2023, BH/V2024";

fuzz_target!(|data: &[u8]| {
    let Some((&selector, bytes)) = data.split_first() else {
        return;
    };
    let Ok(file) = read(bytes) else {
        return;
    };
    let Ok(checked) = check(
        &file,
        &CheckOptions {
            lenient_points: true,
        },
    ) else {
        return;
    };
    let tournament = &checked.tournament;
    let specs = parse_tiebreak_list(TIEBREAKS).expect("the list is valid");
    let options = StandingsOptions {
        rules: [Rules::default(), Rules::Fide2024, Rules::Fide2009][usize::from(selector % 3)],
        after_round: (selector & 0x08 != 0)
            .then(|| RoundNo::new(u16::from(selector >> 4) + 1))
            .flatten(),
        format: if selector & 0x04 != 0 {
            Format::RoundRobin
        } else {
            Format::Auto
        },
        unrated_rating: (selector & 0x80 != 0).then_some(Rating(1000)),
    };
    if let Ok(table) = standings(tournament, &specs, &options) {
        assert_eq!(
            table.rows.len(),
            tournament.players().len(),
            "one row per player"
        );
        assert!(
            table
                .rows
                .windows(2)
                .all(|pair| pair[0].rank <= pair[1].rank),
            "ranks in order"
        );
    }
    let _ = crosstable(tournament, options.after_round);
});
