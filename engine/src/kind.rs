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
pub trait Registered: Notation<Rules: Sync> + crate::Threats + listed::Listed + Send + Sync + 'static {
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
            RulesError::NotNameValue(pair) => write!(f, "rule option \"{pair}\" is not name=value"),
            RulesError::Unknown { game, option, known } => {
                write!(f, "unknown {} rule option \"{option}\" (known: {known})", game.name())
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
