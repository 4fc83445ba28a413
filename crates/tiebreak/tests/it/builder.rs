//! Building small tournaments by hand for tests.

use rondo_core::{
    Colour, GameResult, Player, PlayerId, Rating, RoundEntry, ScoringSystem, Team, Tournament,
    TournamentSetup, Unplayed,
};

/// A tournament under construction: players by start number, rounds filled in as games are added.
pub struct Builder {
    players: Vec<Player>,
    rounds: usize,
    scoring: ScoringSystem,
    system: Option<String>,
    teams: Vec<Team>,
}

pub fn id(number: u16) -> PlayerId {
    PlayerId::new(number).expect("valid start number")
}

impl Builder {
    /// `n_players` players named `P1`, `P2`, ... and `rounds` rounds, every round not paired yet.
    pub fn new(n_players: u16, rounds: usize) -> Builder {
        let players = (1..=n_players)
            .map(|n| {
                let mut player = Player::new(id(n), format!("P{n}"));
                player.rounds = vec![RoundEntry::NOT_PAIRED; rounds];
                player
            })
            .collect();
        Builder {
            players,
            rounds,
            scoring: ScoringSystem::default(),
            system: None,
            teams: Vec::new(),
        }
    }

    pub fn scoring(mut self, scoring: ScoringSystem) -> Builder {
        self.scoring = scoring;
        self
    }

    pub fn round_robin(mut self) -> Builder {
        self.system = Some("FIDE_ROUND_ROBIN".to_owned());
        self
    }

    pub fn rating(mut self, player: u16, rating: u16) -> Builder {
        self.players[usize::from(player) - 1].rating = Some(Rating(rating));
        self
    }

    pub fn name(mut self, player: u16, name: &str) -> Builder {
        self.players[usize::from(player) - 1].name = name.to_owned();
        self
    }

    fn set(&mut self, round: usize, player: u16, entry: RoundEntry) {
        assert!(
            round >= 1 && round <= self.rounds,
            "round {round} out of range"
        );
        self.players[usize::from(player) - 1].rounds[round - 1] = entry;
    }

    /// A game in `round`: `white` against `black`, `result` from White's side ("1", "=", "0").
    pub fn game(mut self, round: usize, white: u16, black: u16, result: &str) -> Builder {
        let (w, b) = match result {
            "1" => (GameResult::Win, GameResult::Loss),
            "=" => (GameResult::Draw, GameResult::Draw),
            "0" => (GameResult::Loss, GameResult::Win),
            other => panic!("unknown result {other}"),
        };
        self.set(
            round,
            white,
            RoundEntry::Game {
                opponent: id(black),
                colour: Colour::White,
                result: w,
            },
        );
        self.set(
            round,
            black,
            RoundEntry::Game {
                opponent: id(white),
                colour: Colour::Black,
                result: b,
            },
        );
        self
    }

    /// A forfeit in `round`: `winner` (White) wins against `loser` without play; `loser = 0`
    /// writes no opponent.
    pub fn forfeit(mut self, round: usize, winner: u16, loser: u16) -> Builder {
        let opponent = (loser > 0).then(|| id(loser));
        self.set(
            round,
            winner,
            RoundEntry::Unplayed(Unplayed::ForfeitWin {
                opponent,
                colour: Some(Colour::White),
            }),
        );
        if loser > 0 {
            self.set(
                round,
                loser,
                RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                    opponent: Some(id(winner)),
                    colour: Some(Colour::Black),
                }),
            );
        }
        self
    }

    /// Both players lose by forfeit.
    pub fn double_forfeit(mut self, round: usize, white: u16, black: u16) -> Builder {
        self.set(
            round,
            white,
            RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                opponent: Some(id(black)),
                colour: Some(Colour::White),
            }),
        );
        self.set(
            round,
            black,
            RoundEntry::Unplayed(Unplayed::ForfeitLoss {
                opponent: Some(id(white)),
                colour: Some(Colour::Black),
            }),
        );
        self
    }

    pub fn unplayed(mut self, round: usize, player: u16, kind: Unplayed) -> Builder {
        self.set(round, player, RoundEntry::Unplayed(kind));
        self
    }

    pub fn pab(self, round: usize, player: u16) -> Builder {
        self.unplayed(round, player, Unplayed::PairingBye)
    }

    pub fn hpb(self, round: usize, player: u16) -> Builder {
        self.unplayed(round, player, Unplayed::HalfPointBye)
    }

    pub fn zpb(self, round: usize, player: u16) -> Builder {
        self.unplayed(round, player, Unplayed::ZeroPointBye)
    }

    /// Adds a player who plays only one game: against `player` in `round`, where `player` scores
    /// `result` ("1", "=", "0") with White. Used to give opponents the final scores an example
    /// needs without touching the player under test.
    pub fn filler(mut self, round: usize, player: u16, result: &str) -> Builder {
        let number = u16::try_from(self.players.len() + 1).expect("few players");
        let mut filler = Player::new(id(number), format!("Filler {number}"));
        filler.rounds = vec![RoundEntry::NOT_PAIRED; self.rounds];
        self.players.push(filler);
        self.game(round, player, number, result)
    }

    /// Fills the rounds `player` has no entry for with filler games, scoring `results` in order.
    pub fn fill(mut self, player: u16, results: &[&str]) -> Builder {
        let mut results = results.iter();
        for round in 1..=self.rounds {
            if self.players[usize::from(player) - 1].rounds[round - 1] == RoundEntry::NOT_PAIRED {
                let result = results.next().expect("a result for every free round");
                self = self.filler(round, player, result);
            }
        }
        assert!(results.next().is_none(), "more results than free rounds");
        self
    }

    /// A team of the given members, board order.
    pub fn team(mut self, number: u16, name: &str, members: &[u16]) -> Builder {
        self.teams.push(Team::new(
            number,
            name,
            members.iter().map(|&m| id(m)).collect(),
        ));
        self
    }

    pub fn build(self) -> Tournament {
        let setup = TournamentSetup {
            teams: self.teams,
            players: self.players,
            scoring: self.scoring,
            system: self.system,
            ..TournamentSetup::default()
        };
        Tournament::try_from(setup).expect("consistent test tournament")
    }
}
