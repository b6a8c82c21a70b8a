//! The hollows of the Top Quark board in use.

use core::fmt;

use super::board::{mirror, name_of_cell, CELLS, EAST, FILES, NORTH, RANKS, SOUTH, WEST};
use super::tables::BOARD;

/// A hollow of the board (a cell `(rank - 1) * 11 + file` that has one).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hollow(pub(super) u8);

impl Hollow {
    /// The hollow at `file` (0 = `a`) and `rank` (0 = `1`), if the board has one there.
    #[must_use]
    pub fn new(file: u8, rank: u8) -> Option<Hollow> {
        (file < FILES && rank < RANKS)
            .then(|| rank * FILES + file)
            .and_then(Hollow::from_index)
    }

    /// The hollow of cell `index`, if the board has one there.
    #[must_use]
    pub fn from_index(index: u8) -> Option<Hollow> {
        (usize::from(index) < CELLS && BOARD.exits[usize::from(index)] != 0).then_some(Hollow(index))
    }

    /// The cell index.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// File, 0 (`a`) to 10 (`k`).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank, 0 (`1`) to 6 (`7`).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Its exits: bits [`NORTH`](super::NORTH), [`EAST`](super::EAST),
    /// [`SOUTH`](super::SOUTH), [`WEST`](super::WEST).
    #[must_use]
    pub fn exits(self) -> u8 {
        BOARD.exits[usize::from(self.0)]
    }

    /// Whether it has two exits (a strategic hollow).
    #[must_use]
    pub fn strategic(self) -> bool {
        self.exits().count_ones() == 2
    }

    /// The hollow a half turn away.
    #[must_use]
    pub const fn mirrored(self) -> Hollow {
        Hollow(mirror(self.0))
    }

    /// Every hollow of the board.
    pub fn all() -> impl Iterator<Item = Hollow> {
        (0..CELLS as u8).filter_map(Hollow::from_index)
    }

    pub(super) const fn bit(self) -> u128 {
        1 << self.0
    }
}

impl fmt::Display for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&name_of_cell(self.0))
    }
}

impl fmt::Debug for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The arrow directions of every cell of the board in use (0: no hollow).
#[must_use]
pub fn board_exits() -> [u8; CELLS] {
    BOARD.exits
}

/// The exit letters of a hollow, for titles (`N`, `E`, `S`, `W`).
#[must_use]
pub fn exit_letters(h: Hollow) -> &'static str {
    match h.exits() {
        NORTH => "N",
        EAST => "E",
        SOUTH => "S",
        WEST => "W",
        x if x == NORTH | SOUTH => "N S",
        x if x == EAST | WEST => "E W",
        _ => "",
    }
}
