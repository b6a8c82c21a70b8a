//! Brandubh's entry in the registry of games ([`crate::GameKind`]): its identifier and
//! name, its rule option, its puzzle set; its levels keep [`Level::limits`](crate::Level::limits).
//! Everything the edges (command line, worker, app) know of the game beyond its
//! rules comes from here.

use crate::kind::{GameKind, Registered, RuleChoice};

use super::{Eval, Position, RepetitionRule, Rules};

impl RuleChoice for RepetitionRule {
    const OPTION: &'static str = "repetition";
    const VALUES: &'static [Self] = &[RepetitionRule::MoverWins, RepetitionRule::MoverLoses];
    fn name(self) -> &'static str {
        match self {
            RepetitionRule::MoverLoses => "loses",
            // Not enforced is for recorded games only (their tests set it), never
            // written: as text it reads as the rules' own.
            _ => "wins",
        }
    }
}

impl Registered for Position {
    const KIND: GameKind = GameKind::Brandubh;
    const ID: &'static str = "brandubh";
    const NAME: &'static str = "Brandubh";
    const PUZZLES: &'static str = include_str!("../../data/puzzles/brandubh.txt");
    type Eval = Eval;
    type Choice = RepetitionRule;

    fn choice(rules: &Rules) -> RepetitionRule {
        rules.repetition
    }

    fn with_choice(repetition: RepetitionRule) -> Rules {
        Rules { repetition }
    }
}
