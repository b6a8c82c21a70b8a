//! Thud's pieces and moves, with the dwarfs a troll takes and where an end of the
//! battle by agreement stands.

use core::fmt;

use super::square::Square;
use crate::game::Side;

/// The dwarfs move first in every battle.
pub const DWARFS: Side = Side::First;
/// The trolls answer.
pub const TROLLS: Side = Side::Second;
/// Points of a remaining dwarf.
pub const DWARF_POINTS: i32 = 1;
/// Points of a remaining troll.
pub const TROLL_POINTS: i32 = 4;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Piece {
    /// One of the 32 dwarfs.
    Dwarf,
    /// One of the 8 trolls.
    Troll,
}

impl Piece {
    /// The side the piece plays for.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Piece::Dwarf => DWARFS,
            Piece::Troll => TROLLS,
        }
    }
}

/// The dwarfs a troll move takes: a set of the eight directions around the
/// square the troll lands on.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Captures(pub u8);

impl Captures {
    /// No capture.
    pub const NONE: Captures = Captures(0);

    /// Number of captured dwarfs.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether nothing is captured.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The captured squares around `to`, by file and then by rank (the order
    /// the notation lists them in).
    pub fn squares(self, to: Square) -> impl Iterator<Item = Square> {
        // The indices of DIRECTIONS, by file step and then rank step.
        const BY_FILE_THEN_RANK: [usize; 8] = [5, 6, 7, 4, 0, 3, 2, 1];
        BY_FILE_THEN_RANK
            .into_iter()
            .filter(move |d| self.0 >> d & 1 == 1)
            .filter_map(move |d| to.step(d))
    }

    /// The capture set of `squares` around `to`; `None` if one is not next to it.
    #[must_use]
    pub fn around(to: Square, squares: impl IntoIterator<Item = Square>) -> Option<Captures> {
        let mut mask = 0u8;
        for sq in squares {
            let d = (0..8).find(|&d| to.step(d) == Some(sq))?;
            mask |= 1 << d;
        }
        Some(Captures(mask))
    }
}

impl fmt::Debug for Captures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Captures({:08b})", self.0)
    }
}

/// A Thud move. Its identity includes the set of dwarfs a troll takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A dwarf moves like a chess queen over empty squares.
    DwarfMove {
        /// Where it stands.
        from: Square,
        /// Where it stops.
        to: Square,
    },
    /// The front dwarf of a line flies onto a troll and removes it.
    Hurl {
        /// The front dwarf.
        from: Square,
        /// The troll's square.
        to: Square,
    },
    /// A troll steps one square and takes some adjacent dwarfs (maybe none).
    TrollStep {
        /// Where it stands.
        from: Square,
        /// The neighbouring square it steps to.
        to: Square,
        /// The dwarfs it takes around `to`.
        captures: Captures,
    },
    /// The front troll of a line is shoved forward and must take dwarfs.
    Shove {
        /// The front troll.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The dwarfs it takes around `to` (at least one).
        captures: Captures,
    },
    /// The player to move proposes to end the battle by agreement.
    Propose,
    /// The other player accepts: the battle ends.
    Accept,
    /// The other player refuses: the proposer moves on.
    Refuse,
}

impl Move {
    /// Origin and destination of a piece move; `None` for proposals and answers.
    #[must_use]
    pub const fn squares(self) -> Option<(Square, Square)> {
        match self {
            Move::DwarfMove { from, to }
            | Move::Hurl { from, to }
            | Move::TrollStep { from, to, .. }
            | Move::Shove { from, to, .. } => Some((from, to)),
            Move::Propose | Move::Accept | Move::Refuse => None,
        }
    }

    /// How many pieces this move removes.
    #[must_use]
    pub const fn capture_count(self) -> u32 {
        match self {
            Move::Hurl { .. } => 1,
            Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => captures.0.count_ones(),
            _ => 0,
        }
    }

    /// The squares whose pieces this move removes.
    pub fn captured(self) -> impl Iterator<Item = Square> {
        let (hurl, trolls) = match self {
            Move::Hurl { to, .. } => (Some(to), None),
            Move::TrollStep { to, captures, .. } | Move::Shove { to, captures, .. } => (None, Some((to, captures))),
            _ => (None, None),
        };
        hurl.into_iter()
            .chain(trolls.into_iter().flat_map(|(to, c)| c.squares(to)))
    }
}

/// Where the end of a battle by agreement stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Agreement {
    /// Nothing proposed.
    #[default]
    None,
    /// The side not to move proposed the end; the side to move accepts or refuses.
    Proposed,
    /// The side to move proposed and was refused: it must now move a piece.
    Refused,
    /// Both agreed: the battle is over.
    Agreed,
}
