//! The registry of games: the one list that the edges (command line, worker
//! protocol, app) dispatch through.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use crate::game::Notation;
use crate::level::Level;
use crate::search::{Evaluator, Features, Limits, Memory, Weights, FORCED_WIN_PLIES};
use crate::{bilitaire, brandubh, thud, topquark};

/// A game the engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameKind {
    /// [`crate::thud`].
    Thud,
    /// [`crate::brandubh`].
    Brandubh,
    /// [`crate::bilitaire`].
    Bilitaire,
    /// [`crate::topquark`].
    TopQuark,
}

/// A registered game: its rules engine, evaluation, rule options and level budgets.
pub trait Registered: Notation<Rules: Sync> + Send + Sync + 'static {
    /// Its entry in the list.
    const KIND: GameKind;
    /// The computer player's evaluation.
    type Eval: Evaluator<Self> + Weights + Default + Clone + fmt::Debug + Send + Sync;

    /// Reads rule options written `name=value,name=value` (empty: the defaults).
    ///
    /// # Errors
    /// A message naming the unknown option or value and the accepted ones.
    fn parse_rules(text: &str) -> Result<Self::Rules, RulesError>;
    /// The rule options in the form [`Registered::parse_rules`] reads.
    fn rules_text(rules: &Self::Rules) -> String;
    /// The search budget of `level` for this game (its positions differ in cost).
    fn level_limits(level: Level) -> Limits {
        level.limits()
    }
    /// This game's place in [`Memories`].
    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<Self::Move>)>;
    /// Whether `m`, legal in `self`, makes a threat that the other side must
    /// stop at once ([`Evaluator::threatened`] after it: a Brandubh king that
    /// sees a corner). False for an illegal move or one that ends the game.
    fn threatens(&self, m: Self::Move) -> bool {
        self.clone()
            .play(m)
            .is_ok_and(|after| after.outcome().is_none() && Self::Eval::default().threatened(&after))
    }
}

/// One [`Memory`] per game, for a computer player that serves several games
/// (the app's worker): each is kept while requests come with the same rule
/// options, and emptied when they change (a position's value may depend on them).
#[derive(Debug, Default)]
pub struct Memories {
    thud: Option<(String, Memory<thud::Move>)>,
    brandubh: Option<(String, Memory<brandubh::Move>)>,
    bilitaire: Option<(String, Memory<bilitaire::Move>)>,
    topquark: Option<(String, Memory<topquark::Move>)>,
}

impl Memories {
    /// No memory yet.
    #[must_use]
    pub fn new() -> Memories {
        Memories::default()
    }

    /// The memory of game `G` under the rule options `rules` (as
    /// [`Registered::rules_text`] writes them): the kept one, emptied first if
    /// it was filled under other options.
    pub fn of<G: Registered>(&mut self, rules: &str) -> &mut Memory<G::Move> {
        let slot = G::slot(self);
        if let Some((kept, memory)) = slot {
            if kept != rules {
                memory.clear();
                *kept = rules.into();
            }
        }
        &mut slot.get_or_insert_with(|| (rules.into(), Memory::new())).1
    }
}

/// Something done for one game whatever it is: [`GameKind::visit`] calls
/// `visit::<G>()` with the game's position type.
pub trait GameVisitor {
    /// The result.
    type Output;
    /// Does it for game `G`.
    fn visit<G: Registered>(self) -> Self::Output;
}

impl GameKind {
    /// Every game, in the order the home page shows them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Thud,
        GameKind::Brandubh,
        GameKind::Bilitaire,
        GameKind::TopQuark,
    ];

    /// The identifier used on the command line and in addresses: `thud`,
    /// `brandubh`, `bilitaire`, `topquark`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Thud => "thud",
            GameKind::Brandubh => "brandubh",
            GameKind::Bilitaire => "bilitaire",
            GameKind::TopQuark => "topquark",
        }
    }

    /// The game's name as players write it: `Thud`, `Brandubh`, `Bi-litaire`,
    /// `Top Quark`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Thud => "Thud",
            GameKind::Brandubh => "Brandubh",
            GameKind::Bilitaire => "Bi-litaire",
            GameKind::TopQuark => "Top Quark",
        }
    }

    /// Calls `visitor` with this game's position type: the one place that maps
    /// kinds to types.
    pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
        match self {
            GameKind::Thud => visitor.visit::<thud::Position>(),
            GameKind::Brandubh => visitor.visit::<brandubh::Position>(),
            GameKind::Bilitaire => visitor.visit::<bilitaire::Position>(),
            GameKind::TopQuark => visitor.visit::<topquark::Position>(),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A game name the engine does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseGameKindError(pub String);

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game {:?} (known:", self.0)?;
        for kind in GameKind::ALL {
            write!(f, " {kind}")?;
        }
        f.write_str(")")
    }
}

impl core::error::Error for ParseGameKindError {}

impl FromStr for GameKind {
    type Err = ParseGameKindError;
    fn from_str(s: &str) -> Result<GameKind, ParseGameKindError> {
        GameKind::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| ParseGameKindError(s.into()))
    }
}

/// Why a text of rule options was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A pair without `=`.
    NotNameValue(String),
    /// An option the game does not have.
    Unknown {
        /// The game.
        game: GameKind,
        /// The option as written.
        option: String,
        /// The options the game has.
        known: &'static str,
    },
    /// A value the option does not take.
    BadValue {
        /// The option.
        option: &'static str,
        /// The value as written.
        value: String,
        /// The values it takes, in words ("wins or loses").
        expected: &'static str,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::NotNameValue(pair) => write!(f, "rule option {pair:?} is not name=value"),
            RulesError::Unknown { game, option, known } => {
                write!(f, "unknown {} rule option {option:?} (known: {known})", game.name())
            }
            RulesError::BadValue {
                option,
                value,
                expected,
            } => write!(f, "{option}={value}: expected {expected}"),
        }
    }
}

impl core::error::Error for RulesError {}

/// Reads `name=value` pairs separated by commas, calling `set` for each.
///
/// # Errors
/// A pair without `=`, or what `set` refuses.
pub fn parse_options(text: &str, mut set: impl FnMut(&str, &str) -> Result<(), RulesError>) -> Result<(), RulesError> {
    for pair in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (name, value) = pair
            .split_once('=')
            .ok_or_else(|| RulesError::NotNameValue(pair.into()))?;
        set(name.trim(), value.trim())?;
    }
    Ok(())
}

impl Registered for thud::Position {
    const KIND: GameKind = GameKind::Thud;
    type Eval = thud::Eval;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<thud::Move>)> {
        &mut memories.thud
    }

    fn parse_rules(text: &str) -> Result<thud::Rules, RulesError> {
        let mut rules = thud::Rules::default();
        parse_options(text, |name, value| match name {
            "capture" => {
                rules.capture = thud::CaptureRule::ALL
                    .into_iter()
                    .find(|r| r.name() == value)
                    .ok_or_else(|| RulesError::BadValue {
                        option: "capture",
                        value: value.into(),
                        expected: "subset, allornone or single",
                    })?;
                Ok(())
            }
            other => Err(RulesError::Unknown {
                game: GameKind::Thud,
                option: other.into(),
                known: "capture",
            }),
        })?;
        Ok(rules)
    }

    fn rules_text(rules: &thud::Rules) -> String {
        alloc::format!("capture={}", rules.capture.name())
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

impl Registered for brandubh::Position {
    const KIND: GameKind = GameKind::Brandubh;
    type Eval = brandubh::Eval;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<brandubh::Move>)> {
        &mut memories.brandubh
    }

    fn parse_rules(text: &str) -> Result<brandubh::Rules, RulesError> {
        let mut rules = brandubh::Rules::default();
        parse_options(text, |name, value| match (name, value) {
            ("repetition", "wins") => {
                rules.repetition = brandubh::RepetitionRule::MoverWins;
                Ok(())
            }
            ("repetition", "loses") => {
                rules.repetition = brandubh::RepetitionRule::MoverLoses;
                Ok(())
            }
            ("repetition", other) => Err(RulesError::BadValue {
                option: "repetition",
                value: other.into(),
                expected: "wins or loses",
            }),
            (other, _) => Err(RulesError::Unknown {
                game: GameKind::Brandubh,
                option: other.into(),
                known: "repetition",
            }),
        })?;
        Ok(rules)
    }

    fn rules_text(rules: &brandubh::Rules) -> String {
        String::from(match rules.repetition {
            brandubh::RepetitionRule::MoverLoses => "repetition=loses",
            _ => "repetition=wins",
        })
    }
}

impl Registered for bilitaire::Position {
    const KIND: GameKind = GameKind::Bilitaire;
    type Eval = bilitaire::Eval;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<bilitaire::Move>)> {
        &mut memories.bilitaire
    }

    fn parse_rules(text: &str) -> Result<bilitaire::Rules, RulesError> {
        let mut rules = bilitaire::Rules::default();
        parse_options(text, |name, value| match name {
            "chains" => {
                rules.chains = bilitaire::ChainRule::ALL
                    .into_iter()
                    .find(|r| r.name() == value)
                    .ok_or_else(|| RulesError::BadValue {
                        option: "chains",
                        value: value.into(),
                        expected: "free or single",
                    })?;
                Ok(())
            }
            other => Err(RulesError::Unknown {
                game: GameKind::Bilitaire,
                option: other.into(),
                known: "chains",
            }),
        })?;
        Ok(rules)
    }

    fn rules_text(rules: &bilitaire::Rules) -> String {
        alloc::format!("chains={}", rules.chains.name())
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

impl Registered for topquark::Position {
    const KIND: GameKind = GameKind::TopQuark;
    type Eval = topquark::Eval;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<topquark::Move>)> {
        &mut memories.topquark
    }

    fn parse_rules(text: &str) -> Result<topquark::Rules, RulesError> {
        let mut rules = topquark::Rules::default();
        parse_options(text, |name, value| match name {
            "copies" => {
                rules.copies = topquark::CopyRule::ALL
                    .into_iter()
                    .find(|r| r.name() == value)
                    .ok_or_else(|| RulesError::BadValue {
                        option: "copies",
                        value: value.into(),
                        expected: "consecutive or total",
                    })?;
                Ok(())
            }
            other => Err(RulesError::Unknown {
                game: GameKind::TopQuark,
                option: other.into(),
                known: "copies",
            }),
        })?;
        Ok(rules)
    }

    fn rules_text(rules: &topquark::Rules) -> String {
        alloc::format!("copies={}", rules.copies.name())
    }

    fn level_limits(level: Level) -> Limits {
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
                max_nodes: 300_000,
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

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn rule_options_are_refused_with_a_typed_reason() {
        assert_eq!(
            brandubh::Position::parse_rules("repetition=never"),
            Err(RulesError::BadValue {
                option: "repetition",
                value: "never".into(),
                expected: "wins or loses",
            })
        );
        assert_eq!(
            thud::Position::parse_rules("speed=5"),
            Err(RulesError::Unknown {
                game: GameKind::Thud,
                option: "speed".into(),
                known: "capture",
            })
        );
        assert_eq!(
            topquark::Position::parse_rules("copies"),
            Err(RulesError::NotNameValue("copies".into()))
        );
        assert_eq!(
            bilitaire::Position::parse_rules("chains=single").map(|r| bilitaire::Position::rules_text(&r)),
            Ok("chains=single".into())
        );
        assert_eq!(
            thud::Position::parse_rules("speed=5").unwrap_err().to_string(),
            "unknown Thud rule option \"speed\" (known: capture)"
        );
    }
}
