//! Round robins by the Berger tables (C.05 Annex 1): a fixed schedule, paired by start number.

use rondo_core::{PlayerId, RoundView};
use rondo_pairing::{Board, Breach, Pairing, PairingOutcome};
use rondo_schedule::Cycles;

use crate::{Descriptor, FileName, Options, PairingSystem, SystemError};

/// A round robin of one or two cycles.
pub(crate) struct RoundRobin(pub(crate) Cycles);

impl PairingSystem for RoundRobin {
    fn descriptor(&self) -> Descriptor {
        let name = match self.0 {
            Cycles::Single => "Berger round robin",
            Cycles::Double(_) => "Berger double round robin",
        };
        Descriptor {
            chosen_by: match self.0 {
                Cycles::Single => "berger",
                Cycles::Double(_) => "double-berger",
            },
            help: match self.0 {
                Cycles::Single => {
                    "A round robin by the Berger tables, start numbers as pairing numbers"
                }
                Cycles::Double(_) => "A double round robin by the Berger tables",
            },
            maxi_rules: false,
            european_ranking: false,
            edition: None,
            name,
            rules: name,
            text: "C.05 Annex 1",
            key: "berger",
            allocates_bye: false,
            pairs_teams: false,
            absolute_rules: "C.05 Annex 1",
            colour_is_absolute: false,
            bye_rule: "C.05 Annex 1",
            arbiter_rule: None,
            order_rule: None,
            file_name: FileName::Code {
                plain: match self.0 {
                    Cycles::Single => "FIDE_ROUNDROBIN",
                    Cycles::Double(_) => "FIDE_DOUBLEROUNDROBIN",
                },
                baku: None,
            },
        }
    }

    /// Round `view.round()` of the Berger table for the file's players, whose start numbers are
    /// the pairing numbers. The player drawn against the dummy of an odd field is the bye.
    fn pair(
        &self,
        view: &RoundView<'_>,
        _options: &Options,
    ) -> Result<PairingOutcome, SystemError> {
        let tournament = view.tournament();
        let n_players = tournament.players().len();
        let not_numbered = SystemError::NotNumberedFromOne { players: n_players };
        let Ok(count) = u16::try_from(n_players) else {
            return Err(not_numbered);
        };
        let numbered =
            (1..=count).all(|n| PlayerId::new(n).is_some_and(|id| tournament.player(id).is_some()));
        if !numbered {
            return Err(not_numbered);
        }
        let table = rondo_schedule::round_robin_round(count, self.0, view.round().get())?;
        // Every number of the table is a start number checked above.
        let id =
            |n: u16| PlayerId::new(n).ok_or(SystemError::NotNumberedFromOne { players: n_players });
        Ok(PairingOutcome::Paired(Pairing {
            boards: table
                .boards
                .iter()
                .map(|board| {
                    Ok(Board {
                        white: id(board.white)?,
                        black: id(board.black)?,
                    })
                })
                .collect::<Result<_, SystemError>>()?,
            pairing_bye: table.bye.map(id).transpose()?,
            brackets: Vec::new(),
        }))
    }

    /// A fixed schedule has no rules to break, only its table.
    fn breaches(
        &self,
        _view: &RoundView<'_>,
        _pairing: &Pairing,
        _options: &Options,
    ) -> Result<Vec<Breach>, SystemError> {
        Ok(Vec::new())
    }
}
