//! Embedding rondo in a platform: the platform keeps its own player ids, gives rondo start
//! numbers in the initial order of C.04.2 (rating, then name), and pairs each round through the
//! registry, whatever the system.
//!
//! ```text
//! cargo run -p rondo-systems --example embed
//! ```

use std::collections::HashMap;

use rondo_core::{BoardResult, Player, PlayerId, Rating, RoundNo, Tournament, TournamentSetup};
use rondo_pairing::PairingOutcome;
use rondo_systems::{Choice, Options, resolve};

/// A player as the platform stores them.
struct Member {
    account: &'static str,
    name: &'static str,
    rating: u16,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let members = [
        Member {
            account: "u-4410",
            name: "Ines Duarte",
            rating: 1840,
        },
        Member {
            account: "u-0007",
            name: "Mads Holm",
            rating: 2210,
        },
        Member {
            account: "u-9120",
            name: "Aiko Sato",
            rating: 1995,
        },
        Member {
            account: "u-3318",
            name: "Petr Novak",
            rating: 1720,
        },
        Member {
            account: "u-5521",
            name: "Lena Weiss",
            rating: 2105,
        },
    ];

    // Start numbers in the initial order: rating, highest first, then name.
    let mut order: Vec<&Member> = members.iter().collect();
    order.sort_by(|a, b| b.rating.cmp(&a.rating).then(a.name.cmp(b.name)));
    let mut account_of: HashMap<PlayerId, &str> = HashMap::new();
    let mut players = Vec::new();
    for (index, member) in order.iter().enumerate() {
        let id = PlayerId::from_index(index).ok_or("too many players")?;
        account_of.insert(id, member.account);
        let mut player = Player::new(id, member.name);
        player.rating = Some(Rating(member.rating));
        players.push(player);
    }
    let mut setup = TournamentSetup {
        players,
        declared_rounds: Some(3),
        ..TournamentSetup::default()
    };

    // One system for the whole event, resolved once: here the default FIDE Dutch (2025).
    let system = resolve(&Choice::default(), &setup)?;
    println!("{}", system.descriptor().name);
    for round in RoundNo::FIRST.up_to_inclusive(2) {
        let tournament = Tournament::try_from(setup.clone())?;
        let outcome = system.pair(&tournament.view(round), &Options::default())?;
        let PairingOutcome::Paired(pairing) = outcome else {
            return Err("no legal pairing: the chief arbiter decides".into());
        };
        println!("round {round}:");
        let boards: Vec<(PlayerId, PlayerId)> = pairing
            .boards
            .iter()
            .map(|board| (board.white, board.black))
            .collect();
        for (white, black) in &boards {
            println!("  {} - {}", account_of[white], account_of[black]);
        }
        if let Some(bye) = pairing.pairing_bye {
            println!("  {} has the bye", account_of[&bye]);
        }
        // Publish the round, then enter results as the games end (White wins every game here).
        setup = tournament.with_pairing(round, &boards, pairing.pairing_bye)?;
        for (white, black) in boards {
            setup.enter_result(round, white, black, BoardResult::WhiteWins, false)?;
        }
    }
    Ok(())
}
