//! Bi-litaire, Kris Burm's two-player peg solitaire, exactly as the project's
//! rules file states it: a 4×4 frame of tile positions, 12 sliding tiles of 2×2
//! hollows, 48 balls, a jumper who removes them and a pusher who slides and
//! removes tiles to stop him; a match of two rounds with roles swapped.
//!
//! - [`Hollow`], [`TilePos`], [`Dir`]: the geometry (hollows `a1`–`h8`, tile
//!   positions `A1`–`D4`; `A1` holds `a1 b1 a2 b2`).
//! - [`Position`], [`Move`], [`Chain`], [`Rules`], [`ChainRule`]: the rules; the
//!   jumper is [`Side::First`](crate::Side::First) and makes the opening removal.
//! - [`Setup`]: the unchecked text form of a position (see [`Setup`] for the format).
//! - [`MoveText`]: move notation `xd4`, `d4-d6-f6`, `B1-D1`, `xB2`, `B1-D1=3`.
//! - [`Eval`]: the evaluation of the computer player.
//!
//! # Examples
//! ```
//! use abstrakta_engine::bilitaire::{Position, Rules};
//! use abstrakta_engine::{Game, Notation};
//! let pos = Position::new(&Rules::default());
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 48); // the opening removals
//! let m = pos.parse_move("xd4").unwrap();
//! let pos = pos.play(m).unwrap();
//! pos.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 16); // the pusher's slides
//! assert_eq!(pos.margin(), Some(1 - 47)); // removed minus left
//! ```

mod chains;
mod entry;
mod eval;
mod moves;
mod notation;
mod position;
mod rules;
mod setup;
mod square;

pub use eval::Eval;
pub use moves::{Chain, Move};
pub use notation::{IllegalMoveError, MoveText, MoveTextError, ParseMoveError, PositionTextError};
pub use position::{hollows_of, Position, JUMPER, PUSHER, START_BALLS, START_TILES, START_TILE_MASK};
pub use rules::{ChainRule, Rules};
pub use setup::{ParsePositionError, Setup, SetupError};
pub use square::{Dir, Hollow, TilePos};
