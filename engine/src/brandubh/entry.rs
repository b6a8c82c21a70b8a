//! Brandubh's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, its puzzle set; its levels keep [`Level::limits`](crate::Level::limits).
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use super::{Eval, Position, RepetitionRule, Rules};

register! {
    Brandubh, "brandubh", "Brandubh";
    option "repetition" = RepetitionRule in repetition { MoverWins => "wins", MoverLoses => "loses" } else "wins";
    // A repetition rule not enforced (for recorded games only, never written)
    // reads as the rules' own: "wins".
    const PUZZLES: &'static str = include_str!("../../data/puzzles/brandubh.txt");
    const LESSONS: &'static str = include_str!("../../data/lessons/brandubh.txt");
    fn is_cell(name: &str) -> bool {
        name.parse::<super::Square>().is_ok()
    }
}
