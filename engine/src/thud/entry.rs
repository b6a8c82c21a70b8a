//! Thud's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::level::Level;
use crate::search::{Features, Limits};

use super::eval::Eval;
use super::position::Position;
use super::rules::{CaptureRule, Rules};

register! {
    Thud, "thud", "Thud";
    options {
        "capture" => capture: CaptureRule { Subset => "subset", AllOrNone => "allornone", Single => "single" },
    };
    const BENCH_PERFT_DEPTH: u32 = 3;
    const LESSONS: &'static str = include_str!("../../data/lessons/thud.txt");
    fn is_cell(name: &str) -> bool {
        name.parse::<super::Square>().is_ok()
    }

    fn level_limits(level: Level) -> Limits {
        // Thud positions have hundreds of moves: smaller node budgets answer in
        // about the same time as Brandubh's. The history heuristic orders the
        // quiet ones (`docs/benchmarks.md`: 12–8 here, 10–10 in Brandubh).
        // `hard`'s budgets stay within the time a move of the baseline engine's
        // `hard` over a battle, and more of it goes to the dwarfs, whose losses
        // a deeper search cuts most (`docs/benchmarks.md`, "Against the baseline
        // engine").
        match level {
            Level::Easy => Level::Easy.budget(1, 4_000, 80, THUD_FEATURES),
            Level::Medium => Level::Medium.budget(2, 40_000, 0, THUD_FEATURES),
            Level::Hard => Level::Hard
                .budget(16, 700_000, 0, THUD_FEATURES)
                .with_second_side(400_000),
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}

/// The search techniques of Thud's levels: [`Features::ALL`] and the history
/// heuristic.
const THUD_FEATURES: Features = Features(Features::ALL.0 | Features::HISTORY);
