//! Move notation: `d2-e2`, with captured squares appended: `e2-d2xd3`.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use super::moves::{Move, Piece};
use super::position::Position;
use super::rules::Rules;
use super::setup::{ParsePositionError, Setup, SetupError};
use super::square::{Bitboard, Square};
use crate::game::Game;

/// A move as written, not yet checked against a position.
///
/// # Examples
/// ```
/// use abstrakta_engine::brandubh::MoveText;
/// let m: MoveText = "f5-e5xd5xe6".parse().unwrap();
/// assert_eq!(m.captures.len(), 2);
/// assert_eq!(m.to_string(), "f5-e5xd5xe6");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveText {
    /// Origin square.
    pub from: Square,
    /// Destination square.
    pub to: Square,
    /// Captured squares as written (may be empty even when the move captures).
    pub captures: Vec<Square>,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing to read.
    #[error("empty move")]
    Empty,
    /// Not of the form `d2-e2` (optionally followed by `x` and squares).
    #[error("\"{0}\" is not a move like d2-e2 or e2-d2xd3")]
    Syntax(String),
    /// A square name that is not `a1`..`g7`.
    #[error("\"{0}\" is not a square (a1 to g7)")]
    BadSquare(String),
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let square = |s: &str| s.parse::<Square>().map_err(|_| ParseMoveError::BadSquare(s.into()));
        let (from, rest) = text
            .split_once('-')
            .ok_or_else(|| ParseMoveError::Syntax(text.into()))?;
        let mut parts = rest.split('x');
        let to = parts.next().ok_or_else(|| ParseMoveError::Syntax(text.into()))?;
        let captures = parts.map(square).collect::<Result<Vec<_>, _>>()?;
        Ok(MoveText {
            from: square(from)?,
            to: square(to)?,
            captures,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)?;
        for c in &self.captures {
            write!(f, "x{c}")?;
        }
        Ok(())
    }
}

/// Why a written move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No piece on the origin square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The piece belongs to the side not to move.
    #[error("the piece on {0} belongs to the side not to move")]
    NotYourTurn(Square),
    /// The piece cannot reach the destination.
    #[error("the piece on {from} cannot move to {to}")]
    Unreachable {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// A piece stands in the way: on `at`, between the two squares or on the
    /// destination.
    #[error("the piece on {from} cannot move to {to}: {at} is occupied")]
    Blocked {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The first square in the way that is occupied.
        at: Square,
    },
    /// Only the king may stop on the throne or a corner.
    #[error("the piece on {from} cannot stop on {to}: only the king may")]
    Restricted {
        /// Origin.
        from: Square,
        /// The throne or the corner.
        to: Square,
    },
    /// The written captures are not the ones the move makes.
    #[error("{written} does not capture what is written; the move is {actual}")]
    WrongCaptures {
        /// The move as written.
        written: MoveText,
        /// The move with its real captures.
        actual: MoveText,
    },
}

impl MoveText {
    /// Checks this move against `pos`.
    ///
    /// Written captures, when present, must be the captured soldiers, optionally
    /// with the captured king (records often leave the king out).
    ///
    /// # Errors
    /// [`IllegalMoveError`] says why the move is not legal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        if pos.outcome().is_some() {
            return Err(IllegalMoveError::GameOver);
        }
        let piece = pos.piece_at(self.from).ok_or(IllegalMoveError::NoPiece(self.from))?;
        if piece.side() != pos.turn() {
            return Err(IllegalMoveError::NotYourTurn(self.from));
        }
        let m = Move {
            from: self.from,
            to: self.to,
        };
        if !pos.is_legal(m) {
            let (from, to) = (self.from, self.to);
            // Along a row or a column: the first piece in the way, else a square
            // that only the king may stop on.
            let (df, dr) = (
                i8::try_from(to.file()).unwrap_or(0) - i8::try_from(from.file()).unwrap_or(0),
                i8::try_from(to.rank()).unwrap_or(0) - i8::try_from(from.rank()).unwrap_or(0),
            );
            if (df == 0) != (dr == 0) {
                let step = (df.signum(), dr.signum());
                let mut at = from.offset(step.0, step.1);
                while let Some(sq) = at {
                    if pos.piece_at(sq).is_some() {
                        return Err(IllegalMoveError::Blocked { from, to, at: sq });
                    }
                    if sq == to {
                        break;
                    }
                    at = sq.offset(step.0, step.1);
                }
                if to.is_restricted() && piece != Piece::King {
                    return Err(IllegalMoveError::Restricted { from, to });
                }
            }
            return Err(IllegalMoveError::Unreachable { from, to });
        }
        if !self.captures.is_empty() {
            let written: Bitboard = self.captures.iter().copied().collect();
            let all = pos.captures(m);
            let mut soldiers = all;
            if let Some(k) = pos.king() {
                soldiers.remove(k);
            }
            if (written != all && written != soldiers) || written.count() as usize != self.captures.len() {
                return Err(IllegalMoveError::WrongCaptures {
                    written: self.clone(),
                    actual: pos.move_text(m),
                });
            }
        }
        Ok(m)
    }
}

impl Position {
    /// The notation of `m` in this position, with every captured square (the
    /// king's included).
    #[must_use]
    pub fn move_text(&self, m: Move) -> MoveText {
        MoveText {
            from: m.from,
            to: m.to,
            captures: self.captures(m).collect(),
        }
    }
}

text_notation!();
