//! Top Quark's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level, its puzzle set.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::kind::{GameKind, Registered, RuleChoice};
use crate::level::Level;
use crate::search::{Features, Limits, FORCED_WIN_PLIES};

use super::{CopyRule, Eval, Position, Rules};

impl RuleChoice for CopyRule {
    const OPTION: &'static str = "copies";
    const VALUES: &'static [Self] = &CopyRule::ALL;
    fn name(self) -> &'static str {
        match self {
            CopyRule::Consecutive => "consecutive",
            CopyRule::Total => "total",
        }
    }
}

impl Registered for Position {
    const KIND: GameKind = GameKind::TopQuark;
    const ID: &'static str = "topquark";
    const NAME: &'static str = "Top Quark";
    const PUZZLES: &'static str = include_str!("../../data/puzzles/topquark.txt");
    type Eval = Eval;
    type Choice = CopyRule;

    fn choice(rules: &Rules) -> CopyRule {
        rules.copies
    }

    fn with_choice(copies: CopyRule) -> Rules {
        Rules { copies }
    }

    fn level_limits(level: Level) -> Limits {
        // `hard` takes about as long a move as `hard` of commit 8b93f5f, whose
        // nodes were three times slower (`docs/benchmarks.md`, "Levels").
        match level {
            Level::Easy => Limits {
                max_depth: 2,
                max_nodes: 5_000,
                second_side_nodes: None,
                deadline_ms: Some(10_000.0),
                random_margin: 60,
                features: Features::ALL,
                forced_win_plies: 0,
            },
            Level::Medium => Limits {
                max_depth: 6,
                max_nodes: 60_000,
                second_side_nodes: None,
                deadline_ms: Some(15_000.0),
                random_margin: 0,
                features: Features::ALL,
                forced_win_plies: 0,
            },
            Level::Hard => Limits {
                max_depth: 32,
                max_nodes: 900_000,
                second_side_nodes: None,
                deadline_ms: Some(20_000.0),
                random_margin: 0,
                features: Features::ALL,
                forced_win_plies: FORCED_WIN_PLIES,
            },
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}
