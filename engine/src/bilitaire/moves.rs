//! The moves: the jumper's chains and removals, the pusher's slides, removals
//! and announcements.

use core::fmt;

use super::square::{Dir, Hollow, TilePos};

/// A jump chain: the ball's start hollow and the direction of each jump (the
/// landing hollows follow from them). Every chain is a path of legal jumps only
/// in the position it was generated from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chain {
    pub(super) start: Hollow,
    pub(super) len: u8,
    /// Two bits per jump, the first jump lowest (16 jumps a word).
    pub(super) dirs: [u32; 3],
}

impl Chain {
    /// The most jumps a chain can have: one per ball but the jumping one.
    pub const MAX_LEN: u8 = 47;

    /// A chain of no jumps from `start`.
    #[must_use]
    pub const fn from(start: Hollow) -> Chain {
        Chain {
            start,
            len: 0,
            dirs: [0; 3],
        }
    }

    /// This chain followed by a jump in `dir`, if it has room.
    #[must_use]
    pub const fn then(self, dir: Dir) -> Option<Chain> {
        if self.len >= Chain::MAX_LEN {
            return None;
        }
        let mut dirs = self.dirs;
        dirs[(self.len / 16) as usize] |= (dir.index() as u32) << (2 * (self.len % 16));
        Some(Chain {
            start: self.start,
            len: self.len + 1,
            dirs,
        })
    }

    /// The ball's start hollow.
    #[must_use]
    pub const fn start(self) -> Hollow {
        self.start
    }

    /// The number of jumps (balls it removes).
    #[must_use]
    pub const fn len(self) -> u8 {
        self.len
    }

    /// Whether it has no jump (never true of a legal move).
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The direction of each jump.
    pub fn dirs(self) -> impl Iterator<Item = Dir> {
        (0..self.len).map(move |i| Dir::from_index((self.dirs[usize::from(i / 16)] >> (2 * (i % 16))) as u8))
    }

    /// Each jump as (jumped hollow, landing hollow); hollows off the grid end
    /// the list (never for a generated chain).
    pub fn jumps(self) -> impl Iterator<Item = (Hollow, Hollow)> {
        let mut at = Some(self.start);
        self.dirs().map_while(move |d| {
            let over = at?.step(d)?;
            let land = over.step(d)?;
            at = Some(land);
            Some((over, land))
        })
    }

    /// The start hollow and every landing hollow, in order.
    pub fn path(self) -> impl Iterator<Item = Hollow> {
        core::iter::once(self.start).chain(self.jumps().map(|(_, land)| land))
    }

    /// Where the ball ends.
    #[must_use]
    pub fn end(self) -> Hollow {
        self.path().last().unwrap_or(self.start)
    }
}

impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, h) in self.path().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

/// A move of either role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The jumper's opening removal of one ball.
    Remove(Hollow),
    /// A jump or a chain of jumps by one ball.
    Jump(Chain),
    /// The pusher slides the run of tiles from `tile` in `dir` by `dist`
    /// positions, announcing `announce` (0: no announcement).
    Slide {
        /// The chosen tile (the run is it and the tiles in front of it).
        tile: TilePos,
        /// The direction.
        dir: Dir,
        /// Positions moved, 1–3.
        dist: u8,
        /// The announced chain length (at least 2), or 0.
        announce: u8,
    },
    /// The pusher removes an empty tile for good, announcing `announce` (0: none).
    RemoveTile {
        /// Where the tile stands.
        tile: TilePos,
        /// The announced chain length (at least 2), or 0.
        announce: u8,
    },
}

impl Move {
    /// The announcement the move makes (0 for none and for jumper moves).
    #[must_use]
    pub const fn announce(self) -> u8 {
        match self {
            Move::Slide { announce, .. } | Move::RemoveTile { announce, .. } => announce,
            Move::Remove(_) | Move::Jump(_) => 0,
        }
    }

    /// The same move with announcement `n` (pusher moves only).
    #[must_use]
    pub const fn with_announce(self, n: u8) -> Move {
        match self {
            Move::Slide { tile, dir, dist, .. } => Move::Slide {
                tile,
                dir,
                dist,
                announce: n,
            },
            Move::RemoveTile { tile, .. } => Move::RemoveTile { tile, announce: n },
            other => other,
        }
    }

    /// Balls the move removes.
    #[must_use]
    pub const fn balls_removed(self) -> u8 {
        match self {
            Move::Remove(_) => 1,
            Move::Jump(c) => c.len,
            Move::Slide { .. } | Move::RemoveTile { .. } => 0,
        }
    }
}
