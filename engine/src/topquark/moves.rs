//! A Top Quark move.

use super::square::Hollow;

/// A move: a ball from one hollow to another. Two paths to the same hollow are
/// one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the ball stands.
    pub from: Hollow,
    /// Where it stops (taking an enemy ball there).
    pub to: Hollow,
}

impl Move {
    /// The half-turn image of the move (what copying it means).
    #[must_use]
    pub const fn mirrored(self) -> Move {
        Move {
            from: self.from.mirrored(),
            to: self.to.mirrored(),
        }
    }
}
