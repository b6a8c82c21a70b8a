//! The text form of a position: parsed into an unchecked [`Setup`], then validated
//! into a [`Position`].

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use super::moves::{Piece, ATTACKERS, DEFENDERS};
use super::position::Position;
use super::rules::Rules;
use super::square::{Bitboard, Square, SIZE};
use crate::game::Side;
use crate::grid_text::{read_ranks, Runs};

/// An unchecked position: pieces on squares and the side to move.
///
/// # Text format
/// Seven ranks from rank 7 down to rank 1, separated by `/`. In each rank, from
/// file a to file g: `a` an attacker, `d` a defender, `k` the king, a digit `1`–`7`
/// that many empty squares. Then a space and the side to move: `a` (attackers) or
/// `d` (defenders). The start is `3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a`.
///
/// # Examples
/// ```
/// use abstrakta_engine::brandubh::{Position, Rules, Setup};
/// let setup: Setup = "7/7/7/3k3/7/7/3a3 d".parse().unwrap();
/// let pos = Position::from_setup(&setup, Rules::default()).unwrap();
/// assert_eq!(pos.to_string(), "7/7/7/3k3/7/7/3a3 d");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// The piece on each square, by [`Square::index`].
    pub board: [Option<Piece>; 49],
    /// The side to move.
    pub turn: Side,
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// The text is empty.
    #[error("empty position text")]
    Empty,
    /// No side to move after the board.
    #[error("missing side to move: end the text with \" a\" (attackers) or \" d\" (defenders)")]
    MissingTurn,
    /// The side to move is not `a` or `d`.
    #[error("side to move must be a or d, not \"{0}\"")]
    BadTurn(String),
    /// Text after the side to move.
    #[error("unexpected text after the side to move: \"{0}\"")]
    TrailingText(String),
    /// Not seven ranks separated by `/`.
    #[error("expected 7 ranks separated by /, found {0}")]
    RankCount(usize),
    /// A rank (numbered 1–7) does not cover exactly seven squares.
    #[error("rank {rank} does not have exactly 7 squares")]
    RankLength {
        /// The rank, 1 to 7.
        rank: u8,
    },
    /// A character that is not a piece letter or a digit 1–7.
    #[error("unexpected character '{0}' (pieces are a, d, k; digits 1-7 are empty squares)")]
    BadChar(char),
}

from_grid_error!(rank);

impl FromStr for Setup {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut parts = text.split_whitespace();
        let board_text = parts.next().ok_or(ParsePositionError::Empty)?;
        let turn = match parts.next() {
            None => return Err(ParsePositionError::MissingTurn),
            Some("a") => ATTACKERS,
            Some("d") => DEFENDERS,
            Some(other) => return Err(ParsePositionError::BadTurn(other.into())),
        };
        if let Some(rest) = parts.next() {
            return Err(ParsePositionError::TrailingText(rest.into()));
        }
        let piece = |c| match c {
            'a' => Some(Some(Piece::Attacker)),
            'd' => Some(Some(Piece::Defender)),
            'k' => Some(Some(Piece::King)),
            _ => None,
        };
        let ranks = read_ranks(board_text, SIZE, |_| usize::from(SIZE), Runs::Digits(SIZE), None, piece)?;
        let mut board = [None; 49];
        for (rank, cells) in (0..SIZE).zip(&ranks) {
            for (file, &p) in (0..SIZE).zip(cells) {
                board[Square::new(file, rank).index()] = p;
            }
        }
        Ok(Setup { board, turn })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..SIZE).rev() {
            let mut empty = 0;
            for file in 0..SIZE {
                match self.board[Square::new(file, rank).index()] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(match p {
                            Piece::Attacker => "a",
                            Piece::Defender => "d",
                            Piece::King => "k",
                        })?;
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
        f.write_str(if self.turn == ATTACKERS { " a" } else { " d" })
    }
}

/// Why a [`Setup`] is not a Brandubh position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// There is no king.
    #[error("the position has no king")]
    NoKing,
    /// More than one king.
    #[error("the position has {0} kings; there is one")]
    TooManyKings(u32),
    /// More than 8 attackers.
    #[error("the position has {0} attackers; there are at most 8")]
    TooManyAttackers(u32),
    /// More than 4 defenders besides the king.
    #[error("the position has {0} defenders; there are at most 4")]
    TooManyDefenders(u32),
    /// A piece other than the king on the throne or a corner.
    #[error("only the king may stand on {0} (throne or corner)")]
    Restricted(Square),
}

impl Position {
    /// Validates `setup` into a position played under `rules`. The repetition
    /// history starts with this position.
    ///
    /// # Errors
    /// [`SetupError`] when the pieces could not occur in a game.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let mut attackers = Bitboard::EMPTY;
        let mut defenders = Bitboard::EMPTY;
        let mut kings = Bitboard::EMPTY;
        for sq in Square::all() {
            match setup.board[sq.index()] {
                None => {}
                Some(Piece::King) => kings.insert(sq),
                Some(p) => {
                    if sq.is_restricted() {
                        return Err(SetupError::Restricted(sq));
                    }
                    if p == Piece::Attacker {
                        attackers.insert(sq);
                    } else {
                        defenders.insert(sq);
                    }
                }
            }
        }
        match kings.count() {
            0 => return Err(SetupError::NoKing),
            1 => {}
            n => return Err(SetupError::TooManyKings(n)),
        }
        if attackers.count() > 8 {
            return Err(SetupError::TooManyAttackers(attackers.count()));
        }
        if defenders.count() > 4 {
            return Err(SetupError::TooManyDefenders(defenders.count()));
        }
        Ok(Position::from_parts(
            rules,
            attackers,
            defenders,
            kings.next(),
            setup.turn,
        ))
    }

    /// The unchecked form of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        let mut board = [None; 49];
        for sq in Square::all() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            turn: crate::Game::turn(self),
        }
    }
}
