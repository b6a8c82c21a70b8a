//! Thud, the Discworld game of dwarfs against trolls, exactly as the project's
//! rules file states it: an octagonal board of 165 squares with the Thudstone on
//! H8, 32 dwarfs against 8 trolls, and a match of two battles with sides swapped.
//!
//! - [`Square`], [`SquareSet`]: the board geometry (files `A`–`P` without `I`).
//! - [`Position`], [`Move`], [`Rules`], [`CaptureRule`]: the rules; the dwarfs are
//!   [`Side::First`](crate::Side::First) and move first in each battle.
//! - [`Setup`]: the unchecked text form of a position (see [`Setup`] for the format).
//! - [`MoveText`]: move notation `dO11-O9`, `dF3*H7`, `TG7-F7xF6xG6`, `TG9*G11xF12`,
//!   `propose`, `accept`, `refuse`.
//! - [`Eval`]: the evaluation and end-of-battle policy of the computer player.
//!
//! # Examples
//! ```
//! use abstrakta_engine::thud::{Position, Rules};
//! use abstrakta_engine::{Game, Notation};
//! let pos = Position::new(&Rules::default());
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 656); // `propose` is an offer, outside the move list
//! let m = pos.parse_move("dF1-F6").unwrap();
//! let pos = pos.play(m).unwrap();
//! assert_eq!(pos.margin(), Some(0)); // 32 dwarfs against 8 trolls × 4
//! ```

mod entry;
mod eval;
mod movegen;
mod moves;
mod notation;
mod position;
mod rules;
mod setup;
mod square;

pub use eval::Eval;
pub use moves::{Agreement, Captures, Move, Piece, DWARFS, DWARF_POINTS, TROLLS, TROLL_POINTS};
pub use notation::{IllegalMoveError, Marker, MoveText, MoveTextError, ParseMoveError, PositionTextError};
pub use position::{Position, START_DWARFS, START_TROLLS};
pub use rules::{CaptureRule, Rules};
pub use setup::{ParsePositionError, Setup, SetupError};
pub use square::{on_board, ParseSquareError, Square, SquareSet, DIRECTIONS, FILES, SIZE};
