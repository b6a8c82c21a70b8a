//! Thud's move notation ([`MoveText`]): parsed into an unchecked form, then
//! validated against a position.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use super::moves::{Agreement, Move, Piece};
use super::position::Position;
use super::rules::Rules;
use super::setup::{ParsePositionError, Setup, SetupError};
use super::square::{Square, SquareSet};
use crate::game::Game;

/// How a piece move is marked: `-` for a move or step, `*` for a hurl or shove.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Marker {
    /// `-`: a dwarf's move or a troll's step.
    Move,
    /// `*`: a dwarf's hurl or a troll's shove.
    Throw,
}

/// A move as written, not yet checked against a position.
///
/// - `dO11-O9`: a dwarf moves; `dF3*H7`: a dwarf is hurled onto the troll on H7
///   (`xH7` may follow).
/// - `TG7-F7xF6xG6`: a troll steps and takes the dwarfs listed; `TG9*G11xF12`: a
///   troll is shoved and takes the dwarfs listed.
/// - `propose`, `accept`, `refuse`: the end of a battle by agreement.
///
/// The piece letter may be left out; squares may be lower case.
///
/// # Examples
/// ```
/// use abstrakta_engine::thud::MoveText;
/// let m: MoveText = "TG7-F7xF6xG6".parse().unwrap();
/// assert_eq!(m.to_string(), "TG7-F7xF6xG6");
/// assert_eq!("propose".parse::<MoveText>().unwrap(), MoveText::Propose);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// A piece move.
    Piece {
        /// The piece letter, if written.
        piece: Option<Piece>,
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// `-` or `*`.
        marker: Marker,
        /// Captured squares as written.
        captures: Vec<Square>,
    },
    /// `propose`.
    Propose,
    /// `accept`.
    Accept,
    /// `refuse`.
    Refuse,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing to read.
    #[error("empty move")]
    Empty,
    /// Not of the form `dO11-O9`, `TG7-F7xF6`, `dF3*H7` or a word.
    #[error("\"{0}\" is not a move like dO11-O9, dF3*H7, TG7-F7xF6xG6, TG9*G11xF12, propose, accept or refuse")]
    Syntax(String),
    /// A square name that is not on the board.
    #[error("\"{0}\" is not a square (files A–P without I, ranks 1–15, corners cut off)")]
    BadSquare(String),
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let text = text.trim();
        match text.to_ascii_lowercase().as_str() {
            "" => return Err(ParseMoveError::Empty),
            "propose" => return Ok(MoveText::Propose),
            "accept" => return Ok(MoveText::Accept),
            "refuse" => return Ok(MoveText::Refuse),
            _ => {}
        }
        let syntax = || ParseMoveError::Syntax(text.into());
        let square = |s: &str| s.parse::<Square>().map_err(|_| ParseMoveError::BadSquare(s.into()));
        let mut chars = text.chars();
        let first = chars.next().ok_or_else(syntax)?;
        let second = chars.next().ok_or_else(syntax)?;
        let (piece, rest) = match first {
            'd' | 'D' | 't' | 'T' if second.is_ascii_alphabetic() => (
                Some(if first.eq_ignore_ascii_case(&'d') {
                    Piece::Dwarf
                } else {
                    Piece::Troll
                }),
                &text[1..],
            ),
            _ => (None, text),
        };
        let (from, marker, rest) = if let Some((a, b)) = rest.split_once('-') {
            (a, Marker::Move, b)
        } else if let Some((a, b)) = rest.split_once('*') {
            (a, Marker::Throw, b)
        } else {
            return Err(syntax());
        };
        let mut parts = rest.split(['x', 'X']);
        let to = parts.next().ok_or_else(syntax)?;
        let captures = parts.map(square).collect::<Result<Vec<_>, _>>()?;
        Ok(MoveText::Piece {
            piece,
            from: square(from)?,
            to: square(to)?,
            marker,
            captures,
        })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveText::Propose => f.write_str("propose"),
            MoveText::Accept => f.write_str("accept"),
            MoveText::Refuse => f.write_str("refuse"),
            MoveText::Piece {
                piece,
                from,
                to,
                marker,
                captures,
            } => {
                match piece {
                    Some(Piece::Dwarf) => f.write_str("d")?,
                    Some(Piece::Troll) => f.write_str("T")?,
                    None => {}
                }
                let sep = if *marker == Marker::Throw { '*' } else { '-' };
                write!(f, "{from}{sep}{to}")?;
                for c in captures {
                    write!(f, "x{c}")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a written move is not legal in a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMoveError {
    /// The battle is over.
    #[error("the battle is over")]
    GameOver,
    /// An end was proposed: the side to move must accept or refuse.
    #[error("an end of the battle was proposed: accept or refuse first")]
    AnswerPending,
    /// `accept` or `refuse` with no proposal to answer.
    #[error("nobody has proposed to end the battle")]
    NothingToAnswer,
    /// A proposal right after one's own proposal was refused.
    #[error("your proposal was just refused: move a piece before proposing again")]
    JustRefused,
    /// No piece on the origin square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The written piece letter is not the piece on the square.
    #[error("the piece on {0} is not the one written")]
    WrongPiece(Square),
    /// The piece belongs to the side not to move.
    #[error("the piece on {0} belongs to the side not to move")]
    NotYourTurn(Square),
    /// The piece cannot go there.
    #[error("the piece on {from} cannot go to {to}")]
    Unreachable {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
    },
    /// Something stands in the way: a piece or the Thudstone on `at`, between
    /// the two squares (or on the destination, a piece of the mover's side).
    #[error("the piece on {from} cannot go to {to}: {at} is occupied")]
    Blocked {
        /// Origin.
        from: Square,
        /// Destination.
        to: Square,
        /// The first square in the way that is occupied.
        at: Square,
    },
    /// The written captures are not a set this move may take.
    #[error("{written} does not take a set of dwarfs the rules allow; the moves are: {}", .options.join(", "))]
    WrongCaptures {
        /// The move as written.
        written: String,
        /// The moves with these squares, in notation.
        options: Vec<String>,
    },
}

/// Along a line (a row, a column or a diagonal) from `from` to `to`: the first
/// square in the way, a piece or the Thudstone between them, or a piece of the
/// mover's own side on `to`.
fn blocked(pos: &Position, from: Square, to: Square) -> Option<IllegalMoveError> {
    let (df, dr) = (
        i16::from(to.file()) - i16::from(from.file()),
        i16::from(to.rank()) - i16::from(from.rank()),
    );
    if (df == 0 && dr == 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return None;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let side = pos.piece_at(from)?.side();
    let mut at = from;
    loop {
        let (f, r) = (i16::from(at.file()) + sf, i16::from(at.rank()) + sr);
        at = Square::new(u8::try_from(f).ok()?, u8::try_from(r).ok()?)?;
        let stone = at == Square::THUDSTONE;
        if at == to {
            let own = pos.piece_at(at).is_some_and(|p| p.side() == side);
            return (own || stone).then_some(IllegalMoveError::Blocked { from, to, at });
        }
        if stone || pos.piece_at(at).is_some() {
            return Some(IllegalMoveError::Blocked { from, to, at });
        }
    }
}

impl MoveText {
    /// Checks this move against `pos`.
    ///
    /// The marker (`-` or `*`) may be either; the captured squares decide. A hurl
    /// may omit its `x`; a troll move without `x` takes nothing.
    ///
    /// # Errors
    /// [`IllegalMoveError`] says why the move is not legal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        if pos.outcome().is_some() {
            return Err(IllegalMoveError::GameOver);
        }
        let pending = pos.agreement() == Agreement::Proposed;
        let (piece, from, to, captures) = match self {
            MoveText::Propose if pending => return Err(IllegalMoveError::AnswerPending),
            MoveText::Propose if pos.agreement() == Agreement::Refused => return Err(IllegalMoveError::JustRefused),
            MoveText::Propose => return Ok(Move::Propose),
            MoveText::Accept | MoveText::Refuse if !pending => return Err(IllegalMoveError::NothingToAnswer),
            MoveText::Accept => return Ok(Move::Accept),
            MoveText::Refuse => return Ok(Move::Refuse),
            MoveText::Piece { .. } if pending => return Err(IllegalMoveError::AnswerPending),
            MoveText::Piece {
                piece,
                from,
                to,
                captures,
                ..
            } => (piece, *from, *to, captures),
        };
        let on_board = pos.piece_at(from).ok_or(IllegalMoveError::NoPiece(from))?;
        if piece.is_some_and(|p| p != on_board) {
            return Err(IllegalMoveError::WrongPiece(from));
        }
        if on_board.side() != pos.turn() {
            return Err(IllegalMoveError::NotYourTurn(from));
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        legal.retain(|m| m.squares() == Some((from, to)));
        if legal.is_empty() {
            return Err(blocked(pos, from, to).unwrap_or(IllegalMoveError::Unreachable { from, to }));
        }
        let written: SquareSet = captures.iter().copied().collect();
        let found = legal.iter().copied().find(|&m| match m {
            // A hurl takes the troll it lands on, written or not.
            Move::Hurl { to, .. } => written.is_empty() || (written.count() == 1 && written.contains(to)),
            _ => m.captured().collect::<SquareSet>() == written && written.count() as usize == captures.len(),
        });
        found.ok_or_else(|| IllegalMoveError::WrongCaptures {
            written: self.to_string(),
            options: legal.iter().map(|&m| pos.move_text(m).to_string()).collect(),
        })
    }
}

impl Position {
    /// The notation of `m` in this position: piece letter, `-` or `*`, and every
    /// square a troll takes (a hurl's capture is its destination and is not repeated).
    #[must_use]
    pub fn move_text(&self, m: Move) -> MoveText {
        let piece = |from: Square| self.piece_at(from);
        match m {
            Move::Propose => MoveText::Propose,
            Move::Accept => MoveText::Accept,
            Move::Refuse => MoveText::Refuse,
            Move::DwarfMove { from, to }
            | Move::TrollStep { from, to, .. }
            | Move::Hurl { from, to }
            | Move::Shove { from, to, .. } => {
                let marker = if matches!(m, Move::Hurl { .. } | Move::Shove { .. }) {
                    Marker::Throw
                } else {
                    Marker::Move
                };
                let captures = match m {
                    Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => captures.squares(to).collect(),
                    _ => Vec::new(),
                };
                MoveText::Piece {
                    piece: piece(from),
                    from,
                    to,
                    marker,
                    captures,
                }
            }
        }
    }
}

text_notation!();
