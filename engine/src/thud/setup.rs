//! The text form of a Thud position ([`Setup`]): parsed into an unchecked form,
//! then validated into a [`Position`].

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use super::moves::{Agreement, Piece, DWARFS, TROLLS};
use super::position::Position;
use super::rules::Rules;
use super::square::{Square, SquareSet, SIZE};
use crate::game::{Game, Side};
use crate::grid_text::{read_ranks, Runs};

/// A position as written, not yet checked: pieces, side to move, battle, seat A's
/// points so far and the state of a proposal to end the battle.
///
/// The text lists the ranks from 15 down to 1, separated by `/`; each rank lists
/// only its squares on the octagon, from the left: `d` a dwarf, `T` a troll, `o`
/// the Thudstone (always H8), a number for that many empty squares. Then, separated
/// by spaces: `d` or `t` for the side to move, the battle (`1` or `2`), seat A's
/// points from earlier battles (`+0`, `-4`), and optionally `proposal` (the side to
/// move must accept or refuse the end), `refused` (the side to move was just
/// refused and must move a piece) or `agreed` (the battle is over).
///
/// # Examples
/// ```
/// use abstrakta_engine::thud::{Setup, Position, Rules};
/// use abstrakta_engine::Game;
/// let start = Position::new(&Rules::default()).to_string();
/// assert_eq!(start, "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6ToT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 +0");
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The piece on each grid cell (index `rank * 15 + file`).
    pub board: [Option<Piece>; 225],
    /// The side to move.
    pub turn: Side,
    /// The battle, 1 or 2.
    pub battle: u8,
    /// Seat A's points from the battles before this one.
    pub carried: i32,
    /// The state of a proposal to end the battle.
    pub agreement: Agreement,
}

/// The squares of rank `rank` (0-based) from the left.
fn rank_squares(rank: u8) -> impl Iterator<Item = Square> {
    (0..SIZE).filter_map(move |f| Square::new(f, rank))
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// Not 15 ranks separated by `/`.
    #[error("expected 15 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A rank does not describe exactly its squares.
    #[error("rank {rank} has {expected} squares, the text describes {found}")]
    RankLength {
        /// The rank, 1–15.
        rank: u8,
        /// Squares the rank has.
        expected: usize,
        /// Squares the text describes.
        found: usize,
    },
    /// A character that is not `d`, `T`, `o` or a digit.
    #[error("'{0}' is not a piece (d dwarf, T troll, o Thudstone) or a number of empty squares")]
    BadChar(char),
    /// The Thudstone is not written on H8, or written elsewhere.
    #[error("the Thudstone 'o' must stand on H8, and only there")]
    Thudstone,
    /// The side to move is missing or not `d` / `t`.
    #[error("side to move \"{0}\": expected d (dwarfs) or t (trolls)")]
    Turn(String),
    /// The battle is not `1` or `2`.
    #[error("battle \"{0}\": expected 1 or 2")]
    Battle(String),
    /// The points are not a signed whole number.
    #[error("points \"{0}\": expected a signed whole number such as +3")]
    Points(String),
    /// An unknown word after the points.
    #[error("unexpected \"{0}\": expected proposal, refused or agreed")]
    Extra(String),
}

from_grid_error!(rank, expected, found);

impl FromStr for Setup {
    type Err = ParsePositionError;
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut words = text.split_whitespace();
        let rows = words.next().unwrap_or("");
        // Each square as written: a dwarf, a troll, the Thudstone, or ' ' for
        // a square of a run of empty ones.
        let square = |c| matches!(c, 'd' | 'T' | 'o').then_some(c);
        let width = |rank: u8| rank_squares(rank).count();
        let ranks = read_ranks(rows, 15, width, Runs::Numbers, ' ', square)?;
        let mut board = [None; 225];
        for (rank, cells) in (0..15u8).zip(&ranks) {
            for (sq, &c) in rank_squares(rank).zip(cells) {
                // The Thudstone is written on H8 and nothing else is.
                if c != ' ' && (c == 'o') != (sq == Square::THUDSTONE) {
                    return Err(ParsePositionError::Thudstone);
                }
                board[sq.index()] = match c {
                    'd' => Some(Piece::Dwarf),
                    'T' => Some(Piece::Troll),
                    _ => None,
                };
            }
        }
        let turn = match words.next() {
            Some("d") => DWARFS,
            Some("t") => TROLLS,
            other => return Err(ParsePositionError::Turn(other.unwrap_or("").into())),
        };
        let battle = match words.next() {
            None | Some("1") => 1,
            Some("2") => 2,
            Some(other) => return Err(ParsePositionError::Battle(other.into())),
        };
        let carried = match words.next() {
            None => 0,
            Some(w) => w
                .parse::<i32>()
                .ok()
                .filter(|p| p.unsigned_abs() <= 1000)
                .ok_or_else(|| ParsePositionError::Points(w.into()))?,
        };
        let agreement = match words.next() {
            None => Agreement::None,
            Some("proposal") => Agreement::Proposed,
            Some("refused") => Agreement::Refused,
            Some("agreed") => Agreement::Agreed,
            Some(other) => return Err(ParsePositionError::Extra(other.into())),
        };
        if let Some(extra) = words.next() {
            return Err(ParsePositionError::Extra(extra.into()));
        }
        Ok(Setup {
            board,
            turn,
            battle,
            carried,
            agreement,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            let mut empty = 0;
            for sq in rank_squares(rank) {
                let c = if sq == Square::THUDSTONE {
                    Some('o')
                } else {
                    self.board[sq.index()].map(|p| match p {
                        Piece::Dwarf => 'd',
                        Piece::Troll => 'T',
                    })
                };
                match c {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{c}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let turn = if self.turn == DWARFS { 'd' } else { 't' };
        write!(f, " {turn} {} {:+}", self.battle, self.carried)?;
        match self.agreement {
            Agreement::None => Ok(()),
            Agreement::Proposed => f.write_str(" proposal"),
            Agreement::Refused => f.write_str(" refused"),
            Agreement::Agreed => f.write_str(" agreed"),
        }
    }
}

/// Why a written position cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// More dwarfs than the 32 a battle starts with.
    #[error("{0} dwarfs: a battle has at most 32")]
    TooManyDwarfs(u32),
    /// More trolls than the 8 a battle starts with.
    #[error("{0} trolls: a battle has at most 8")]
    TooManyTrolls(u32),
}

impl Position {
    /// Validates a written position.
    ///
    /// # Errors
    /// [`SetupError`] when the pieces could not occur in a battle.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let mut dwarfs = SquareSet::EMPTY;
        let mut trolls = SquareSet::EMPTY;
        for sq in Square::all() {
            match setup.board[sq.index()] {
                Some(Piece::Dwarf) => dwarfs.insert(sq),
                Some(Piece::Troll) => trolls.insert(sq),
                None => {}
            }
        }
        if dwarfs.count() > 32 {
            return Err(SetupError::TooManyDwarfs(dwarfs.count()));
        }
        if trolls.count() > 8 {
            return Err(SetupError::TooManyTrolls(trolls.count()));
        }
        Ok(Position::from_parts(
            rules,
            dwarfs,
            trolls,
            setup.turn,
            setup.battle,
            setup.carried,
            setup.agreement,
        ))
    }

    /// The unchecked form of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        let mut board = [None; 225];
        for sq in self.dwarfs() {
            board[sq.index()] = Some(Piece::Dwarf);
        }
        for sq in self.trolls() {
            board[sq.index()] = Some(Piece::Troll);
        }
        Setup {
            board,
            turn: self.turn(),
            battle: self.battle(),
            carried: self.carried(),
            agreement: self.agreement(),
        }
    }
}
