//! Thud's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::kind::{GameKind, Registered, RuleChoice};
use crate::level::Level;
use crate::search::{Features, Limits};

use super::{CaptureRule, Eval, Position, Rules};

impl RuleChoice for CaptureRule {
    const OPTION: &'static str = "capture";
    const VALUES: &'static [Self] = &CaptureRule::ALL;
    fn name(self) -> &'static str {
        match self {
            CaptureRule::Subset => "subset",
            CaptureRule::AllOrNone => "allornone",
            CaptureRule::Single => "single",
        }
    }
}

impl Registered for Position {
    const KIND: GameKind = GameKind::Thud;
    const ID: &'static str = "thud";
    const NAME: &'static str = "Thud";
    const BENCH_PERFT_DEPTH: u32 = 3;
    type Eval = Eval;
    type Choice = CaptureRule;

    fn choice(rules: &Rules) -> CaptureRule {
        rules.capture
    }

    fn with_choice(capture: CaptureRule) -> Rules {
        Rules { capture }
    }

    fn level_limits(level: Level) -> Limits {
        // Thud positions have hundreds of moves: smaller node budgets answer in
        // about the same time as Brandubh's. The history heuristic orders the
        // quiet ones (`docs/benchmarks.md`: 12–8 here, 10–10 in Brandubh).
        // `hard`'s budgets stay within the time a move of commit 8b93f5f's
        // `hard` over a battle, and more of it goes to the dwarfs, whose losses
        // a deeper search cuts most (`docs/benchmarks.md`, "Against the engine of
        // the issue's start").
        match level {
            Level::Easy => Limits {
                max_depth: 1,
                max_nodes: 4_000,
                second_side_nodes: None,
                deadline_ms: Some(10_000.0),
                random_margin: 80,
                features: THUD_FEATURES,
                forced_win_plies: 0,
            },
            Level::Medium => Limits {
                max_depth: 2,
                max_nodes: 40_000,
                second_side_nodes: None,
                deadline_ms: Some(15_000.0),
                random_margin: 0,
                features: THUD_FEATURES,
                forced_win_plies: 0,
            },
            Level::Hard => Limits {
                max_depth: 16,
                max_nodes: 700_000,
                second_side_nodes: Some(400_000),
                deadline_ms: Some(20_000.0),
                random_margin: 0,
                features: THUD_FEATURES,
                forced_win_plies: 0,
            },
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}

/// The search techniques of Thud's levels: [`Features::ALL`] and the history
/// heuristic.
const THUD_FEATURES: Features = Features(Features::ALL.0 | Features::HISTORY);
