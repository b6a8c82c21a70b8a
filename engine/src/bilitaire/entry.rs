//! Bi-litaire's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::level::Level;
use crate::search::{Features, Limits};

use super::eval::Eval;
use super::position::Position;
use super::rules::{ChainRule, Rules};

register! {
    Bilitaire, "bilitaire", "Bi-litaire";
    options {
        "chains" => chains: ChainRule { Free => "free", Single => "single" },
    };
    const LESSONS: &'static str = include_str!("../../data/lessons/bilitaire.txt");
    fn is_cell(name: &str) -> bool {
        // A hollow, `a1` to `h8`.
        matches!(name.as_bytes(), [b'a'..=b'h', b'1'..=b'8'])
    }
    fn level_limits(level: Level) -> Limits {
        match level {
            Level::Easy => Level::Easy.budget(1, 2_000, 150, Features::ALL),
            Level::Medium => Level::Medium.budget(3, 30_000, 0, Features::ALL),
            Level::Hard => Level::Hard.budget(32, 300_000, 0, Features::ALL),
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}
