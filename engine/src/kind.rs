//! The registry of games: the one list that the edges (command line, worker
//! protocol, app) dispatch through.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use crate::game::Notation;
use crate::level::Level;
use crate::search::{Evaluator, Limits, Memory, Weights};

/// Declares the games: the [`GameKind`] enum, its list and its dispatch to each
/// game's position type, and each game's place in [`Memories`]. Each line names a
/// game's variant and its module, whose `Position` implements [`Registered`] (in
/// the module's `entry.rs`): this list is the only other place that names a game.
macro_rules! games {
    ($($(#[$doc:meta])* $variant:ident => $module:ident,)+) => {
        /// A game the engine plays.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
        pub enum GameKind {
            $($(#[$doc])* $variant,)+
        }

        impl GameKind {
            /// Every game, in the order the home page shows them.
            pub const ALL: [GameKind; [$(GameKind::$variant),+].len()] = [$(GameKind::$variant),+];

            /// The identifier used on the command line and in addresses
            /// ([`Registered::ID`]): `thud`, `brandubh`, `bilitaire`, `topquark`.
            #[must_use]
            pub const fn id(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <crate::$module::Position as Registered>::ID,)+
                }
            }

            /// The game's name as players write it ([`Registered::NAME`]): `Thud`,
            /// `Brandubh`, `Bi-litaire`, `Top Quark`.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <crate::$module::Position as Registered>::NAME,)+
                }
            }

            /// Calls `visitor` with this game's position type: the one place that
            /// maps kinds to types.
            pub fn visit<V: GameVisitor>(self, visitor: V) -> V::Output {
                match self {
                    $(GameKind::$variant => visitor.visit::<crate::$module::Position>(),)+
                }
            }
        }

        /// One [`Memory`] per game, for a computer player that serves several
        /// games (the app's worker): each is kept while requests come with the
        /// same rule options, and emptied when they change (a position's value
        /// may depend on them).
        #[derive(Debug, Default)]
        #[allow(non_snake_case)]
        pub struct Memories {
            $($variant: Option<(String, Memory<crate::$module::Move>)>,)+
        }

        $(
            impl listed::Listed for crate::$module::Position {
                fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<crate::$module::Move>)> {
                    &mut memories.$variant
                }
            }
        )+
    };
}

games! {
    /// [`crate::thud`].
    Thud => thud,
    /// [`crate::brandubh`].
    Brandubh => brandubh,
    /// [`crate::bilitaire`].
    Bilitaire => bilitaire,
    /// [`crate::topquark`].
    TopQuark => topquark,
}

/// What the [`games!`] list gives each game it names (and only those).
mod listed {
    use alloc::string::String;

    use super::Memories;
    use crate::game::Game;
    use crate::search::Memory;

    /// A game on the list.
    pub trait Listed: Game {
        /// This game's place in [`Memories`].
        fn slot(memories: &mut Memories) -> &mut Option<(String, Memory<Self::Move>)>;
    }
}

/// A registered game: its rules engine, evaluation, rule options and level budgets.
pub trait Registered: Notation<Rules: Sync> + crate::threats::Threats + listed::Listed + Send + Sync + 'static {
    /// Its entry in the list.
    const KIND: GameKind;
    /// Its identifier on the command line and in addresses: lower-case letters.
    const ID: &'static str;
    /// Its name as players write it.
    const NAME: &'static str;
    /// Its puzzle set as text (see [`mod@crate::puzzle`]); empty for a game whose
    /// rounds are scored, not won by force.
    const PUZZLES: &'static str = "";
    /// Its course of lessons as text (see [`crate::lesson`]); empty for a game
    /// without one yet.
    const LESSONS: &'static str = "";
    /// Whether `name` names a cell of the board as the notation writes it
    /// (`d4`, `H8`): a lesson's arrows and marks must.
    fn is_cell(name: &str) -> bool;
    /// The computer player's evaluation.
    type Eval: Evaluator<Self> + Weights + Default + Clone + fmt::Debug + Send + Sync;

    /// The game's rule options, the rules as written first in each.
    const OPTIONS: &'static [RuleOption<Self::Rules>];

    /// Reads rule options written `name=value,name=value`; an option not named
    /// keeps the rules' own value (empty: the defaults).
    ///
    /// # Errors
    /// A message naming the unknown option or value and the accepted ones.
    fn parse_rules(text: &str) -> Result<Self::Rules, RulesError> {
        let mut rules = Self::Rules::default();
        parse_options(text, |name, value| {
            let option = Self::OPTIONS
                .iter()
                .find(|o| o.name == name)
                .ok_or_else(|| RulesError::Unknown {
                    game: Self::KIND,
                    option: name.into(),
                    known: option_names(Self::OPTIONS),
                })?;
            let index = option
                .values
                .iter()
                .position(|v| *v == value)
                .ok_or_else(|| RulesError::BadValue {
                    option: option.name,
                    value: value.into(),
                    expected: option.expected(),
                })?;
            (option.set)(&mut rules, index);
            Ok(())
        })?;
        Ok(rules)
    }
    /// The rule options in the form [`Registered::parse_rules`] reads: each
    /// option whose value differs from the rules as written (empty for those).
    fn rules_text(rules: &Self::Rules) -> String {
        let default = Self::Rules::default();
        let pairs: alloc::vec::Vec<String> = Self::OPTIONS
            .iter()
            .filter(|o| (o.get)(rules) != (o.get)(&default))
            .map(|o| o.pair(rules))
            .collect();
        pairs.join(",")
    }
    /// Every rule option with its value in `rules`, in the form
    /// [`Registered::parse_rules`] reads (for a form's hint).
    fn rules_text_full(rules: &Self::Rules) -> String {
        let pairs: alloc::vec::Vec<String> = Self::OPTIONS.iter().map(|o| o.pair(rules)).collect();
        pairs.join(",")
    }
    /// The depth of the tool's `bench` perft from the start (a few seconds).
    const BENCH_PERFT_DEPTH: u32 = 4;
    /// The search budget of `level` for this game (its positions differ in cost).
    fn level_limits(level: Level) -> Limits {
        level.limits()
    }
    /// Whether `m`, legal in `self`, makes a threat that the other side must
    /// stop at once ([`Evaluator::threatened`] after it: a Brandubh king that
    /// sees a corner). False for an illegal move or one that ends the game.
    fn threatens(&self, m: Self::Move) -> bool {
        self.clone()
            .play(m)
            .is_ok_and(|after| after.outcome().is_none() && Self::Eval::default().threatened(&after))
    }
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
        let slot = <G as listed::Listed>::slot(self);
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
        write!(f, "unknown game \"{}\" (known:", self.0)?;
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    /// A pair without `=`.
    #[error("rule option \"{0}\" is not name=value")]
    NotNameValue(String),
    /// An option the game does not have.
    #[error("unknown {} rule option \"{option}\" (known: {known})", .game.name())]
    Unknown {
        /// The game.
        game: GameKind,
        /// The option as written.
        option: String,
        /// The options the game has, in words.
        known: String,
    },
    /// A value the option does not take.
    #[error("{option}={value}: expected {expected}")]
    BadValue {
        /// The option.
        option: &'static str,
        /// The value as written.
        value: String,
        /// The values it takes, in words ("wins or loses").
        expected: String,
    },
}

/// One rule option of a game: a choice among named values, written
/// `option=value` on the command line and in links. Its values are indices
/// into `values`; the game's `entry.rs` declares it with `register!`.
pub struct RuleOption<R: 'static> {
    /// The option's name.
    pub name: &'static str,
    /// The names of its values, the rules as written first.
    pub values: &'static [&'static str],
    /// The index of the value `rules` hold.
    pub get: fn(&R) -> usize,
    /// Sets the value of index `value` (an index out of range changes nothing).
    pub set: fn(&mut R, usize),
}

impl<R> fmt::Debug for RuleOption<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RuleOption")
            .field("name", &self.name)
            .field("values", &self.values)
            .finish_non_exhaustive()
    }
}

impl<R> RuleOption<R> {
    /// The name of the value `rules` hold.
    #[must_use]
    pub fn value(&self, rules: &R) -> &'static str {
        self.values[(self.get)(rules)]
    }

    /// `option=value` for the value `rules` hold.
    #[must_use]
    pub fn pair(&self, rules: &R) -> String {
        alloc::format!("{}={}", self.name, self.value(rules))
    }

    /// The values in words, for a message: "free or single".
    #[must_use]
    pub fn expected(&self) -> String {
        or_list(self.values)
    }
}

/// The names of `options`, for a message: "repetition, king or armed".
fn option_names<R>(options: &[RuleOption<R>]) -> String {
    let names: alloc::vec::Vec<&str> = options.iter().map(|o| o.name).collect();
    or_list(&names)
}

/// `a, b or c`.
fn or_list(items: &[&str]) -> String {
    let mut text = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            text.push_str(if i + 1 == items.len() { " or " } else { ", " });
        }
        text.push_str(item);
    }
    text
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{bilitaire, brandubh, thud, topquark};
    use alloc::string::ToString;

    #[test]
    fn rule_options_are_refused_with_a_typed_reason() {
        assert_eq!(
            brandubh::Position::parse_rules("repetition=never"),
            Err(RulesError::BadValue {
                option: "repetition",
                value: "never".into(),
                expected: "wins, loses, draw or ignored".into(),
            })
        );
        assert_eq!(
            thud::Position::parse_rules("speed=5"),
            Err(RulesError::Unknown {
                game: GameKind::Thud,
                option: "speed".into(),
                known: "capture".into(),
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

    /// Every value of every game's options is written as it is read, the
    /// rules as written are the empty text, and the first value of each option
    /// is theirs.
    #[test]
    fn every_rule_option_is_written_as_read() {
        struct RoundTrip;
        impl GameVisitor for RoundTrip {
            type Output = alloc::vec::Vec<usize>;
            fn visit<G: Registered>(self) -> alloc::vec::Vec<usize> {
                let default = G::Rules::default();
                assert_eq!(G::parse_rules(""), Ok(default.clone()), "{}", G::KIND);
                assert_eq!(G::rules_text(&default), "", "{}", G::KIND);
                for option in G::OPTIONS {
                    assert_eq!((option.get)(&default), 0, "{} {}", G::KIND, option.name);
                    for (index, value) in option.values.iter().enumerate() {
                        let mut rules = default.clone();
                        (option.set)(&mut rules, index);
                        assert_eq!((option.get)(&rules), index, "{}={value}", option.name);
                        let text = G::rules_text(&rules);
                        let expected = if index == 0 {
                            String::new()
                        } else {
                            alloc::format!("{}={value}", option.name)
                        };
                        assert_eq!(text, expected);
                        assert_eq!(G::parse_rules(&text), Ok(rules.clone()), "{text}");
                        let full = G::rules_text_full(&rules);
                        assert_eq!(G::parse_rules(&full), Ok(rules), "{full}");
                    }
                }
                G::OPTIONS.iter().map(|o| o.values.len()).collect()
            }
        }
        let counts: alloc::vec::Vec<alloc::vec::Vec<usize>> =
            GameKind::ALL.into_iter().map(|k| k.visit(RoundTrip)).collect();
        assert_eq!(
            counts,
            [
                alloc::vec![3],
                alloc::vec![4, 5, 4, 4, 4, 2],
                alloc::vec![2],
                alloc::vec![2]
            ]
        );
    }

    #[test]
    fn several_options_are_read_together() {
        let rules = brandubh::Position::parse_rules("king=weak,throne=nobody, kingthrone=nobody,repetition=draw");
        assert_eq!(rules, Ok(brandubh::Rules::OPENTAFL));
        assert_eq!(
            brandubh::Position::rules_text(&brandubh::Rules::OPENTAFL),
            "repetition=draw,king=weak,throne=nobody,kingthrone=nobody"
        );
    }
}
