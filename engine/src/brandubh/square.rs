//! Squares and sets of squares of the 7×7 board.

use core::fmt;
use core::ops::{BitAnd, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use core::str::FromStr;

/// Board width and height.
pub const SIZE: u8 = 7;
const CELLS: u8 = SIZE * SIZE;

/// One of the 49 squares. Files `a..g` left to right, ranks `1..7` bottom to top.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// The throne, d4.
pub const THRONE: Square = Square(3 * SIZE + 3);
/// The four corners a1, g1, a7, g7.
pub const CORNERS: [Square; 4] = [Square(0), Square(SIZE - 1), Square(CELLS - SIZE), Square(CELLS - 1)];

/// The squares of file a, as bits.
const FILE_A: u64 = 0x0000_0408_1020_4081;
/// The corners as a set.
pub(crate) const CORNER_SET: Bitboard =
    Bitboard(1 << CORNERS[0].0 | 1 << CORNERS[1].0 | 1 << CORNERS[2].0 | 1 << CORNERS[3].0);
/// The squares on the board's edge.
pub(crate) const EDGE_SET: Bitboard = Bitboard(FILE_A | FILE_A << 6 | 0x7F | 0x7F << (CELLS - SIZE));

/// The four orthogonal directions as (file, rank) steps.
pub(crate) const DIRECTIONS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1).
    ///
    /// # Panics
    /// Panics if either is 7 or more.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Square {
        assert!(file < SIZE && rank < SIZE, "square off the board");
        Square(rank * SIZE + file)
    }

    /// The square at `file`, `rank`, or `None` off the board.
    #[must_use]
    pub const fn try_new(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && rank >= 0 && file < SIZE as i8 && rank < SIZE as i8 {
            Some(Square(rank as u8 * SIZE + file as u8))
        } else {
            None
        }
    }

    /// The square with index `i` (`rank * 7 + file`), or `None`.
    #[must_use]
    pub const fn from_index(i: usize) -> Option<Square> {
        if i < CELLS as usize {
            Some(Square(i as u8))
        } else {
            None
        }
    }

    /// Every square, a1 first, then along rank 1, then rank 2…
    pub fn all() -> impl Iterator<Item = Square> {
        (0..CELLS).map(Square)
    }

    /// `rank * 7 + file`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// 0 for rank 1.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// The neighbour one step in direction `(df, dr)`.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        Square::try_new(self.file() as i8 + df, self.rank() as i8 + dr)
    }

    /// Whether this is a1, g1, a7 or g7.
    #[must_use]
    pub const fn is_corner(self) -> bool {
        let (f, r) = (self.file(), self.rank());
        (f == 0 || f == SIZE - 1) && (r == 0 || r == SIZE - 1)
    }

    /// Whether this is the throne or a corner: only the king may stop here.
    #[must_use]
    pub const fn is_restricted(self) -> bool {
        self.0 == THRONE.0 || self.is_corner()
    }

    /// Manhattan distance to the nearest corner.
    #[must_use]
    pub const fn corner_distance(self) -> u8 {
        let f = self.file();
        let r = self.rank();
        let df = if f < SIZE - 1 - f { f } else { SIZE - 1 - f };
        let dr = if r < SIZE - 1 - r { r } else { SIZE - 1 - r };
        df + dr
    }

    /// The orthogonal neighbours as a set.
    #[must_use]
    pub const fn neighbour_set(self) -> Bitboard {
        Bitboard(NEIGHBOUR_SETS[self.0 as usize])
    }

    /// The orthogonal neighbours.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        DIRECTIONS.into_iter().filter_map(move |(df, dr)| self.offset(df, dr))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that is not a square name `a1`..`g7`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square (a1 to g7)")]
pub struct ParseSquareError;

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        match s.as_bytes() {
            [f @ b'a'..=b'g', r @ b'1'..=b'7'] => Ok(Square::new(f - b'a', r - b'1')),
            _ => Err(ParseSquareError),
        }
    }
}

/// Each square's orthogonal neighbours, as bits.
const NEIGHBOUR_SETS: [u64; CELLS as usize] = {
    let mut sets = [0u64; CELLS as usize];
    let mut i = 0;
    while i < CELLS as usize {
        let (f, r) = ((i % SIZE as usize) as i8, (i / SIZE as usize) as i8);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIRECTIONS[d];
            if let Some(n) = Square::try_new(f + df, r + dr) {
                sets[i] |= 1 << n.0;
            }
            d += 1;
        }
        i += 1;
    }
    sets
};

/// A set of squares.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(u64);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every square.
    pub const FULL: Bitboard = Bitboard((1 << CELLS) - 1);

    /// The set holding only `sq`.
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.0)
    }

    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.0) != 0
    }

    /// Adds `sq`.
    pub fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.0;
    }

    /// Removes `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.0);
    }

    /// Number of squares.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set moved one step in direction `dir` (an index into the four
    /// directions: up, right, down, left); squares moved off the board go.
    #[must_use]
    pub const fn shifted(self, dir: usize) -> Bitboard {
        const NOT_FILE_A: u64 = !(FILE_A);
        const NOT_FILE_G: u64 = !(FILE_A << 6);
        Bitboard(
            match dir {
                0 => self.0 << SIZE,
                1 => (self.0 << 1) & NOT_FILE_A,
                2 => self.0 >> SIZE,
                _ => (self.0 >> 1) & NOT_FILE_G,
            } & Bitboard::FULL.0,
        )
    }

    /// The squares that slides from the squares of `self` pass over, through
    /// `open` squares only, in all four directions (the start squares excluded).
    #[must_use]
    pub const fn slides(self, open: Bitboard) -> Bitboard {
        let mut out = 0;
        let mut dir = 0;
        while dir < 4 {
            let mut front = self;
            let mut step = 0;
            while step < SIZE - 1 {
                front = Bitboard(front.shifted(dir).0 & open.0);
                out |= front.0;
                step += 1;
            }
            dir += 1;
        }
        Bitboard(out)
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square(i))
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for sq in iter {
            b.insert(sq);
        }
        b
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 | o.0)
    }
}
impl BitOrAssign for Bitboard {
    fn bitor_assign(&mut self, o: Bitboard) {
        self.0 |= o.0;
    }
}
impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 & o.0)
    }
}
impl BitXor for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ o.0)
    }
}
impl BitXorAssign for Bitboard {
    fn bitxor_assign(&mut self, o: Bitboard) {
        self.0 ^= o.0;
    }
}
impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}
