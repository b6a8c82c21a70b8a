//! Brandubh's pieces and moves.

use core::fmt;

use super::square::Square;
use crate::game::Side;

/// The attackers move first.
pub const ATTACKERS: Side = Side::First;
/// The king's side.
pub const DEFENDERS: Side = Side::Second;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Piece {
    /// One of the eight attackers.
    Attacker,
    /// One of the king's four defenders.
    Defender,
    /// The king.
    King,
}

impl Piece {
    /// The side the piece plays for.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => ATTACKERS,
            Piece::Defender | Piece::King => DEFENDERS,
        }
    }
}

/// A move: one piece slides from `from` to `to` like a rook. Captures follow from
/// the position; see [`Position::captures`](super::Position::captures).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it stops.
    pub to: Square,
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}
