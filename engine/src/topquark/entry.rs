//! Top Quark's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level, its puzzle set.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::level::Level;
use crate::search::{Features, Limits, FORCED_WIN_PLIES};

use super::eval::Eval;
use super::position::Position;
use super::rules::{CopyRule, Rules};

register! {
    TopQuark, "topquark", "Top Quark";
    options {
        "copies" => copies: CopyRule { Consecutive => "consecutive", Total => "total" },
    };
    const PUZZLES: &'static str = include_str!("../../data/puzzles/topquark.txt");
    const LESSONS: &'static str = include_str!("../../data/lessons/topquark.txt");
    fn is_cell(name: &str) -> bool {
        // A hollow of the board, `a1` to `k7` where the board has one.
        match name.as_bytes() {
            &[file @ b'a'..=b'k', rank @ b'1'..=b'7'] => super::Hollow::new(file - b'a', rank - b'1').is_some(),
            _ => false,
        }
    }

    fn level_limits(level: Level) -> Limits {
        // `hard` takes about as long a move as the baseline engine's `hard`,
        // whose nodes were three times slower (`docs/benchmarks.md`, "Levels").
        match level {
            Level::Easy => Level::Easy.budget(2, 5_000, 60, Features::ALL),
            Level::Medium => Level::Medium.budget(6, 60_000, 0, Features::ALL),
            Level::Hard => Level::Hard
                .budget(32, 900_000, 0, Features::ALL)
                .with_forced_wins(FORCED_WIN_PLIES),
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}
