//! Bi-litaire's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, the computer player's budget at each level.
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::kind::{GameKind, Registered, RuleChoice};
use crate::level::Level;
use crate::search::{Features, Limits};

use super::{ChainRule, Eval, Position, Rules};

impl RuleChoice for ChainRule {
    const OPTION: &'static str = "chains";
    const VALUES: &'static [Self] = &ChainRule::ALL;
    fn name(self) -> &'static str {
        match self {
            ChainRule::Free => "free",
            ChainRule::Single => "single",
        }
    }
}

impl Registered for Position {
    const KIND: GameKind = GameKind::Bilitaire;
    const ID: &'static str = "bilitaire";
    const NAME: &'static str = "Bi-litaire";
    type Eval = Eval;
    type Choice = ChainRule;

    fn choice(rules: &Rules) -> ChainRule {
        rules.chains
    }

    fn with_choice(chains: ChainRule) -> Rules {
        Rules { chains }
    }

    fn level_limits(level: Level) -> Limits {
        match level {
            Level::Easy => Limits {
                max_depth: 1,
                max_nodes: 2_000,
                second_side_nodes: None,
                deadline_ms: Some(10_000.0),
                random_margin: 150,
                features: Features::ALL,
                forced_win_plies: 0,
            },
            Level::Medium => Limits {
                max_depth: 3,
                max_nodes: 30_000,
                second_side_nodes: None,
                deadline_ms: Some(15_000.0),
                random_margin: 0,
                features: Features::ALL,
                forced_win_plies: 0,
            },
            Level::Hard => Limits {
                max_depth: 32,
                max_nodes: 300_000,
                second_side_nodes: None,
                deadline_ms: Some(20_000.0),
                random_margin: 0,
                features: Features::ALL,
                forced_win_plies: 0,
            },
            Level::Expert => Level::expert(Self::level_limits(Level::Hard)),
        }
    }
}
