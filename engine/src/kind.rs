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

    /// The game's rule option.
    type Choice: RuleChoice;

    /// The value of the rule option in `rules`.
    fn choice(rules: &Self::Rules) -> Self::Choice;
    /// The rules with `choice` for the rule option.
    fn with_choice(choice: Self::Choice) -> Self::Rules;
    /// Reads rule options written `name=value,name=value` (empty: the defaults).
    ///
    /// # Errors
    /// A message naming the unknown option or value and the accepted ones.
    fn parse_rules(text: &str) -> Result<Self::Rules, RulesError> {
        let mut choice = Self::choice(&Self::Rules::default());
        parse_options(text, |name, value| {
            if name != Self::Choice::OPTION {
                return Err(RulesError::Unknown {
                    game: Self::KIND,
                    option: name.into(),
                    known: Self::Choice::OPTION,
                });
            }
            choice = Self::Choice::VALUES
                .iter()
                .copied()
                .find(|c| c.name() == value)
                .ok_or_else(|| RulesError::BadValue {
                    option: Self::Choice::OPTION,
                    value: value.into(),
                    expected: Self::Choice::expected(),
                })?;
            Ok(())
        })?;
        Ok(Self::with_choice(choice))
    }
    /// The rule options in the form [`Registered::parse_rules`] reads.
    fn rules_text(rules: &Self::Rules) -> String {
        alloc::format!("{}={}", Self::Choice::OPTION, Self::choice(rules).name())
    }
    /// The depth of the tool's `bench` perft from the start (a few seconds).
    const BENCH_PERFT_DEPTH: u32 = 4;
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
        expected: String,
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

/// A game's rule option: one choice among named values, written `option=value`
/// on the command line and in links.
pub trait RuleChoice: Copy + Eq + fmt::Debug + 'static {
    /// The option's name.
    const OPTION: &'static str;
    /// The values text may name, the rules as written first.
    const VALUES: &'static [Self];
    /// This value's name.
    fn name(self) -> &'static str;
    /// The values in words, for a message: "free or single".
    #[must_use]
    fn expected() -> String {
        let mut text = String::new();
        for (i, value) in Self::VALUES.iter().enumerate() {
            if i > 0 {
                text.push_str(if i + 1 == Self::VALUES.len() { " or " } else { ", " });
            }
            text.push_str(value.name());
        }
        text
    }
}

impl RuleChoice for thud::CaptureRule {
    const OPTION: &'static str = "capture";
    const VALUES: &'static [Self] = &thud::CaptureRule::ALL;
    fn name(self) -> &'static str {
        match self {
            thud::CaptureRule::Subset => "subset",
            thud::CaptureRule::AllOrNone => "allornone",
            thud::CaptureRule::Single => "single",
        }
    }
}

impl RuleChoice for brandubh::RepetitionRule {
    const OPTION: &'static str = "repetition";
    const VALUES: &'static [Self] = &[
        brandubh::RepetitionRule::MoverWins,
        brandubh::RepetitionRule::MoverLoses,
    ];
    fn name(self) -> &'static str {
        match self {
            brandubh::RepetitionRule::MoverLoses => "loses",
            // Not enforced is for recorded games only (their tests set it), never
            // written: as text it reads as the rules' own.
            _ => "wins",
        }
    }
}

impl RuleChoice for bilitaire::ChainRule {
    const OPTION: &'static str = "chains";
    const VALUES: &'static [Self] = &bilitaire::ChainRule::ALL;
    fn name(self) -> &'static str {
        match self {
            bilitaire::ChainRule::Free => "free",
            bilitaire::ChainRule::Single => "single",
        }
    }
}

impl RuleChoice for topquark::CopyRule {
    const OPTION: &'static str = "copies";
    const VALUES: &'static [Self] = &topquark::CopyRule::ALL;
    fn name(self) -> &'static str {
        match self {
            topquark::CopyRule::Consecutive => "consecutive",
            topquark::CopyRule::Total => "total",
        }
    }
}

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
    const BENCH_PERFT_DEPTH: u32 = 3;
    type Eval = thud::Eval;
    type Choice = thud::CaptureRule;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<thud::Move>)> {
        &mut memories.thud
    }

    fn choice(rules: &thud::Rules) -> thud::CaptureRule {
        rules.capture
    }

    fn with_choice(capture: thud::CaptureRule) -> thud::Rules {
        thud::Rules { capture }
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
    type Choice = brandubh::RepetitionRule;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<brandubh::Move>)> {
        &mut memories.brandubh
    }

    fn choice(rules: &brandubh::Rules) -> brandubh::RepetitionRule {
        rules.repetition
    }

    fn with_choice(repetition: brandubh::RepetitionRule) -> brandubh::Rules {
        brandubh::Rules { repetition }
    }
}

impl Registered for bilitaire::Position {
    const KIND: GameKind = GameKind::Bilitaire;
    type Eval = bilitaire::Eval;
    type Choice = bilitaire::ChainRule;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<bilitaire::Move>)> {
        &mut memories.bilitaire
    }

    fn choice(rules: &bilitaire::Rules) -> bilitaire::ChainRule {
        rules.chains
    }

    fn with_choice(chains: bilitaire::ChainRule) -> bilitaire::Rules {
        bilitaire::Rules { chains }
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
    type Choice = topquark::CopyRule;

    fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<topquark::Move>)> {
        &mut memories.topquark
    }

    fn choice(rules: &topquark::Rules) -> topquark::CopyRule {
        rules.copies
    }

    fn with_choice(copies: topquark::CopyRule) -> topquark::Rules {
        topquark::Rules { copies }
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
                expected: "wins or loses".into(),
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
        assert_eq!(
            thud::Position::parse_rules("capture=all").unwrap_err().to_string(),
            "capture=all: expected subset, allornone or single"
        );
        assert_eq!(
            topquark::Position::parse_rules(" copies = total , copies=consecutive"),
            Ok(topquark::Rules::default())
        );
    }

    /// Every value of every game's option is written as it is read, and the
    /// empty text gives the rules as written.
    #[test]
    fn every_rule_option_is_written_as_read() {
        struct RoundTrip;
        impl GameVisitor for RoundTrip {
            type Output = usize;
            fn visit<G: Registered>(self) -> usize {
                assert_eq!(G::parse_rules(""), Ok(G::Rules::default()), "{}", G::KIND);
                assert_eq!(G::choice(&G::Rules::default()), G::Choice::VALUES[0], "{}", G::KIND);
                for &value in G::Choice::VALUES {
                    let rules = G::with_choice(value);
                    let text = G::rules_text(&rules);
                    assert_eq!(text, alloc::format!("{}={}", G::Choice::OPTION, value.name()));
                    assert_eq!(G::parse_rules(&text), Ok(rules), "{text}");
                }
                G::Choice::VALUES.len()
            }
        }
        let counts: alloc::vec::Vec<usize> = GameKind::ALL.into_iter().map(|k| k.visit(RoundTrip)).collect();
        assert_eq!(counts, [3, 2, 2, 2]);
    }
}
