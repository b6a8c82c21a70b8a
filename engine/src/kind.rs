//! The list of games, for the edges (command line, worker protocol, app).

use core::fmt;
use core::str::FromStr;

/// A game the engine plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameKind {
    /// [`crate::brandubh`].
    Brandubh,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 1] = [GameKind::Brandubh];

    /// The identifier used on the command line and in addresses: `brandubh`.
    #[must_use]
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Brandubh => "brandubh",
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
pub struct ParseGameKindError(pub alloc::string::String);

impl fmt::Display for ParseGameKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown game {:?} (known: brandubh)", self.0)
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
