//! The octagonal Thud board: 165 squares of a 15×15 grid, files `A`–`P` without
//! `I`, ranks `1`–`15`, and a 256-bit set of squares.

use core::fmt;
use core::ops::{BitAnd, BitOr, BitOrAssign, Not};
use core::str::FromStr;

/// Columns and rows of the grid the octagon is cut from.
pub const SIZE: u8 = 15;
/// File letters, left to right (no `I`).
pub const FILES: [char; 15] = [
    'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'O', 'P',
];

/// The eight directions as `(file, rank)` steps, clockwise from north.
pub const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// A square of the octagon. Its index is `rank * 15 + file` (0-based), so indices
/// run over `0..225` with the 60 cut-off corner cells unused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Whether `(file, rank)` (0-based) lies on the octagon: `|r-7| + |c-7| <= 9`.
#[must_use]
pub const fn on_board(file: i8, rank: i8) -> bool {
    file >= 0 && rank >= 0 && file < 15 && rank < 15 && (rank - 7).abs() + (file - 7).abs() <= 9
}

impl Square {
    /// The Thudstone's square, H8.
    pub const THUDSTONE: Square = Square(7 * 15 + 7);

    /// The square at 0-based `file` and `rank`, if it is on the board.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < SIZE && rank < SIZE && on_board(file as i8, rank as i8) {
            Some(Square(rank * SIZE + file))
        } else {
            None
        }
    }

    /// The square of a grid index, if that cell is on the board.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < 225 {
            Square::new((index % 15) as u8, (index / 15) as u8)
        } else {
            None
        }
    }

    /// The square of a grid index the caller knows to be on the board (from a
    /// table of board squares).
    #[must_use]
    pub(super) const fn on_board_index(index: u8) -> Square {
        debug_assert!(Square::from_index(index as usize).is_some());
        Square(index)
    }

    /// The squares from this one outwards in direction `d` (an index into
    /// [`DIRECTIONS`]) to the edge, this one left out (from a table built at
    /// compile time).
    #[must_use]
    pub fn ray(self, d: usize) -> SquareSet {
        RAYS[self.0 as usize][d]
    }

    /// 0-based file (column, `A` = 0).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % SIZE
    }

    /// 0-based rank (row, `1` = 0).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / SIZE
    }

    /// The grid index `rank * 15 + file`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The neighbour one step in direction `d` (an index into [`DIRECTIONS`]).
    #[must_use]
    pub const fn step(self, d: usize) -> Option<Square> {
        let (df, dr) = DIRECTIONS[d];
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if on_board(f, r) {
            Some(Square(r as u8 * SIZE + f as u8))
        } else {
            None
        }
    }

    /// Every square of the board, rank 1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..225).filter_map(Square::from_index)
    }

    /// The up to eight neighbours.
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        (0..8).filter_map(move |d| self.step(d))
    }

    /// The up to eight neighbours as a set (from a table built at compile time).
    #[must_use]
    pub const fn neighbour_set(self) -> SquareSet {
        NEIGHBOUR_SETS[self.0 as usize]
    }

    /// King-move distance to `other`.
    #[must_use]
    pub fn distance(self, other: Square) -> u8 {
        self.file()
            .abs_diff(other.file())
            .max(self.rank().abs_diff(other.rank()))
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", FILES[usize::from(self.file())], self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A text that names no square of the octagon.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a square of the Thud board (files A–P without I, ranks 1–15, corners cut off)")]
pub struct ParseSquareError;

impl FromStr for Square {
    type Err = ParseSquareError;
    /// Reads `H8`, `o11` (either case).
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        let letter = chars.next().ok_or(ParseSquareError)?.to_ascii_uppercase();
        let file = FILES.iter().position(|&c| c == letter).ok_or(ParseSquareError)?;
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(ParseSquareError);
        }
        let rank: u8 = digits.parse().map_err(|_| ParseSquareError)?;
        if rank == 0 {
            return Err(ParseSquareError);
        }
        Square::new(file as u8, rank - 1).ok_or(ParseSquareError)
    }
}

/// The squares of the octagon on files `first..=last`.
const fn files_between(first: u8, last: u8) -> SquareSet {
    let mut set = SquareSet::EMPTY;
    let mut i = 0;
    while i < 225 {
        if let Some(sq) = Square::from_index(i) {
            if sq.file() >= first && sq.file() <= last {
                set.0[i / 64] |= 1 << (i % 64);
            }
        }
        i += 1;
    }
    set
}

/// The 165 squares of the octagon.
const OCTAGON: SquareSet = files_between(0, SIZE - 1);
/// The octagon without file P (no neighbour to the east).
const NOT_LAST_FILE: SquareSet = files_between(0, SIZE - 2);
/// The octagon without file A (no neighbour to the west).
const NOT_FIRST_FILE: SquareSet = files_between(1, SIZE - 1);

/// No square: what `NEXT` holds off the board.
pub(super) const NONE: u8 = 255;

/// `NEXT[sq][d]`: the neighbour of grid cell `sq` in direction `d`, or `NONE`.
pub(super) const NEXT: [[u8; 8]; 225] = {
    let mut t = [[NONE; 8]; 225];
    let mut i = 0;
    while i < 225 {
        if let Some(sq) = Square::from_index(i) {
            let mut d = 0;
            while d < 8 {
                if let Some(n) = sq.step(d) {
                    t[i][d] = n.index() as u8;
                }
                d += 1;
            }
        }
        i += 1;
    }
    t
};

/// The neighbours of every grid cell (empty for cells off the octagon).
const NEIGHBOUR_SETS: [SquareSet; 225] = {
    let mut sets = [SquareSet::EMPTY; 225];
    let mut i = 0;
    while i < 225 * 8 {
        let n = NEXT[i / 8][i % 8] as usize;
        if n != NONE as usize {
            sets[i / 8].0[n / 64] |= 1 << (n % 64);
        }
        i += 1;
    }
    sets
};

/// The rays of every grid cell in the eight directions (empty off the octagon).
static RAYS: [[SquareSet; 8]; 225] = {
    let mut rays = [[SquareSet::EMPTY; 8]; 225];
    let mut i = 0;
    while i < 225 {
        if let Some(sq) = Square::from_index(i) {
            let mut d = 0;
            while d < 8 {
                let mut next = sq.step(d);
                while let Some(n) = next {
                    rays[i][d].0[n.index() / 64] |= 1 << (n.index() % 64);
                    next = n.step(d);
                }
                d += 1;
            }
        }
        i += 1;
    }
    rays
};

/// A set of squares: 256 bits, wide enough for the 225 cells of the grid.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct SquareSet([u64; 4]);

impl SquareSet {
    /// No square.
    pub const EMPTY: SquareSet = SquareSet([0; 4]);

    /// Whether `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0[sq.index() / 64] >> (sq.index() % 64) & 1 == 1
    }

    /// Adds `sq`.
    pub fn insert(&mut self, sq: Square) {
        self.0[sq.index() / 64] |= 1 << (sq.index() % 64);
    }

    /// Removes `sq`.
    pub fn remove(&mut self, sq: Square) {
        self.0[sq.index() / 64] &= !(1 << (sq.index() % 64));
    }

    /// Number of squares.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones() + self.0[3].count_ones()
    }

    /// The set moved `n` cells up the grid index (`n` < 64); cells past the end drop.
    #[must_use]
    const fn shl(self, n: u32) -> SquareSet {
        let w = self.0;
        SquareSet([
            w[0] << n,
            w[1] << n | w[0] >> (64 - n),
            w[2] << n | w[1] >> (64 - n),
            w[3] << n | w[2] >> (64 - n),
        ])
    }

    /// The set moved `n` cells down the grid index (0 < `n` < 64).
    #[must_use]
    const fn shr(self, n: u32) -> SquareSet {
        let w = self.0;
        SquareSet([
            w[0] >> n | w[1] << (64 - n),
            w[1] >> n | w[2] << (64 - n),
            w[2] >> n | w[3] << (64 - n),
            w[3] >> n,
        ])
    }

    const fn and(self, o: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & o.0[0],
            self.0[1] & o.0[1],
            self.0[2] & o.0[2],
            self.0[3] & o.0[3],
        ])
    }

    const fn or(self, o: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | o.0[0],
            self.0[1] | o.0[1],
            self.0[2] | o.0[2],
            self.0[3] | o.0[3],
        ])
    }

    /// Every square next to a square of the set (on the octagon), by shifts.
    #[must_use]
    pub const fn neighbours(self) -> SquareSet {
        let east_ok = self.and(NOT_LAST_FILE);
        let west_ok = self.and(NOT_FIRST_FILE);
        east_ok
            .shl(1)
            .or(west_ok.shr(1))
            .or(self.shl(15))
            .or(self.shr(15))
            .or(east_ok.shl(16))
            .or(west_ok.shl(14))
            .or(east_ok.shr(14))
            .or(west_ok.shr(16))
            .and(OCTAGON)
    }

    /// Pairs of squares of the set that are neighbours (each pair once).
    #[must_use]
    pub const fn neighbour_pairs(self) -> u32 {
        let east_ok = self.and(NOT_LAST_FILE);
        let west_ok = self.and(NOT_FIRST_FILE);
        east_ok.shl(1).and(self).count()
            + self.shl(15).and(self).count()
            + east_ok.shl(16).and(self).count()
            + west_ok.shl(14).and(self).count()
    }

    /// The square of the set with the lowest grid index.
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        let mut i = 0;
        while i < 4 {
            if self.0[i] != 0 {
                return Some(Square((i * 64) as u8 + self.0[i].trailing_zeros() as u8));
            }
            i += 1;
        }
        None
    }

    /// The square of the set with the highest grid index.
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        let mut i = 4;
        while i > 0 {
            i -= 1;
            if self.0[i] != 0 {
                return Some(Square((i * 64) as u8 + 63 - self.0[i].leading_zeros() as u8));
            }
        }
        None
    }

    /// Whether the set has no square.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] | self.0[3] == 0
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

impl Iterator for SquareSet {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        for (i, word) in self.0.iter_mut().enumerate() {
            if *word != 0 {
                let bit = word.trailing_zeros() as usize;
                *word &= *word - 1;
                return Some(Square((i * 64 + bit) as u8));
            }
        }
        None
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> SquareSet {
        let mut set = SquareSet::EMPTY;
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

impl BitOr for SquareSet {
    type Output = SquareSet;
    fn bitor(self, o: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] | o.0[0],
            self.0[1] | o.0[1],
            self.0[2] | o.0[2],
            self.0[3] | o.0[3],
        ])
    }
}

impl BitOrAssign for SquareSet {
    fn bitor_assign(&mut self, o: SquareSet) {
        *self = *self | o;
    }
}

impl BitAnd for SquareSet {
    type Output = SquareSet;
    fn bitand(self, o: SquareSet) -> SquareSet {
        SquareSet([
            self.0[0] & o.0[0],
            self.0[1] & o.0[1],
            self.0[2] & o.0[2],
            self.0[3] & o.0[3],
        ])
    }
}

impl Not for SquareSet {
    type Output = SquareSet;
    /// The complement within the board's squares.
    fn not(self) -> SquareSet {
        let (w, o) = (self.0, OCTAGON.0);
        SquareSet([!w[0] & o[0], !w[1] & o[1], !w[2] & o[2], !w[3] & o[3]])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn neighbour_sets_by_shifts_agree_with_single_steps() {
        let mut rng = crate::rng::SplitMix64::new(9);
        for _ in 0..500 {
            let set: SquareSet = Square::all().filter(|_| rng.below(5) == 0).collect();
            let by_steps: SquareSet = set.into_iter().flat_map(Square::neighbours).collect();
            assert_eq!(set.neighbours(), by_steps);
            let pairs: u32 = set.into_iter().map(|sq| (sq.neighbour_set() & set).count()).sum();
            assert_eq!(set.neighbour_pairs() * 2, pairs);
        }
        assert_eq!(OCTAGON.count(), 165);
    }

    #[test]
    fn the_octagon_has_165_squares_and_names_round_trip() {
        assert_eq!(Square::all().count(), 165);
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!(Square::THUDSTONE.to_string(), "H8");
        for bad in ["A1", "I5", "H16", "H0", "Q8", "", "H", "H08", "P15"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
        assert_eq!("p8".parse::<Square>().unwrap().to_string(), "P8");
    }
}
