//! Brandubh's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule options, its puzzle set; its levels keep [`Level::limits`](crate::Level::limits).
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use super::eval::Eval;
use super::position::Position;
use super::rules::{EncircleRule, Hostility, KingArms, KingRule, RepetitionRule, Rules};

register! {
    Brandubh, "brandubh", "Brandubh";
    options {
        "repetition" => repetition: RepetitionRule {
            MoverWins => "wins", MoverLoses => "loses", Draw => "draw", NotEnforced => "ignored",
        },
        "king" => king: KingRule {
            Throne => "throne", Weak => "weak", StrongCentre => "centre", Strong => "strong", Middleweight => "middle",
        },
        "arms" => arms: KingArms { Armed => "armed", Hammer => "hammer", Anvil => "anvil", Unarmed => "unarmed" },
        "throne" => empty_throne: Hostility { SOLDIERS => "soldiers", ALL => "all", ATTACKERS => "attackers", NOBODY => "nobody" },
        "kingthrone" => king_throne: Hostility {
            ATTACKERS => "attackers", NOBODY => "nobody", SOLDIERS => "soldiers", DEFENDERS => "defenders",
        },
        "encircle" => encircle: EncircleRule { No => "no", AttackersWin => "wins" },
    };
    const PUZZLES: &'static str = include_str!("../../data/puzzles/brandubh.txt");
    const LESSONS: &'static str = include_str!("../../data/lessons/brandubh.txt");
    fn is_cell(name: &str) -> bool {
        name.parse::<super::Square>().is_ok()
    }
}
