//! The geometry of the board: hollows `a1`–`h8`, tile positions `A1`–`D4` and
//! the four directions.

use core::fmt;

/// One of the four directions on the board. North is towards rank 8 (row 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Dir {
    /// Towards rank 8.
    North,
    /// Towards file h.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Dir {
    /// The four directions.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// (dx, dy) of one step.
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::North => (0, 1),
            Dir::East => (1, 0),
            Dir::South => (0, -1),
            Dir::West => (-1, 0),
        }
    }

    pub(super) const fn index(self) -> u8 {
        self as u8
    }

    pub(super) const fn from_index(i: u8) -> Dir {
        match i & 3 {
            0 => Dir::North,
            1 => Dir::East,
            2 => Dir::South,
            _ => Dir::West,
        }
    }
}

/// A hollow of the 8×8 grid: file `a`–`h` (x 0–7), rank `1`–`8` (y 0–7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hollow(pub(super) u8);

impl Hollow {
    /// The hollow at file `x` and rank `y` (both 0–7).
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Option<Hollow> {
        if x < 8 && y < 8 {
            Some(Hollow(y * 8 + x))
        } else {
            None
        }
    }

    /// The hollow with index `y * 8 + x`.
    #[must_use]
    pub const fn from_index(i: u8) -> Option<Hollow> {
        if i < 64 {
            Some(Hollow(i))
        } else {
            None
        }
    }

    /// `y * 8 + x`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (`a`) to 7 (`h`).
    #[must_use]
    pub const fn x(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (`1`) to 7 (`8`).
    #[must_use]
    pub const fn y(self) -> u8 {
        self.0 / 8
    }

    /// The tile position the hollow lies on.
    #[must_use]
    pub const fn tile(self) -> TilePos {
        TilePos((self.y() / 2) * 4 + self.x() / 2)
    }

    /// The neighbouring hollow in `dir`, if inside the grid.
    #[must_use]
    pub const fn step(self, dir: Dir) -> Option<Hollow> {
        let (dx, dy) = dir.delta();
        let x = self.x() as i8 + dx;
        let y = self.y() as i8 + dy;
        if x < 0 || y < 0 || x > 7 || y > 7 {
            None
        } else {
            Some(Hollow((y * 8 + x) as u8))
        }
    }

    pub(super) const fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x()) as char, self.y() + 1)
    }
}

impl fmt::Debug for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A tile position of the 4×4 frame: column `A`–`D` (0–3), row `1`–`4` (0–3).
/// Position `A1` holds hollows `a1`, `b1`, `a2`, `b2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct TilePos(pub(super) u8);

impl TilePos {
    /// The position at column `c` and row `r` (both 0–3).
    #[must_use]
    pub const fn new(c: u8, r: u8) -> Option<TilePos> {
        if c < 4 && r < 4 {
            Some(TilePos(r * 4 + c))
        } else {
            None
        }
    }

    /// `row * 4 + column`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 0 (`A`) to 3 (`D`).
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 4
    }

    /// The row, 0 (`1`) to 3 (`4`).
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 4
    }

    /// The neighbouring position `n` steps away in `dir`, if inside the frame.
    #[must_use]
    pub const fn step(self, dir: Dir, n: u8) -> Option<TilePos> {
        let (dx, dy) = dir.delta();
        let c = self.col() as i8 + dx * n as i8;
        let r = self.row() as i8 + dy * n as i8;
        if c < 0 || r < 0 || c > 3 || r > 3 {
            None
        } else {
            Some(TilePos((r * 4 + c) as u8))
        }
    }

    /// The four hollows of the position.
    #[must_use]
    pub fn hollows(self) -> [Hollow; 4] {
        let x = self.col() * 2;
        let y = self.row() * 2;
        [
            Hollow(y * 8 + x),
            Hollow(y * 8 + x + 1),
            Hollow((y + 1) * 8 + x),
            Hollow((y + 1) * 8 + x + 1),
        ]
    }

    /// The bits of its hollows in a ball board.
    #[must_use]
    pub const fn hollow_mask(self) -> u64 {
        let x = self.col() * 2;
        let y = self.row() * 2;
        let low = 0b11u64 << (y * 8 + x);
        low | low << 8
    }

    pub(super) const fn bit(self) -> u16 {
        1 << self.0
    }
}

impl fmt::Display for TilePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for TilePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
