//! Brandubh, the 7×7 Irish tafl game, exactly as the project's rules file states it
//! (the World Tafl Federation "Brandubh 2" rule set).
//!
//! - [`Square`], [`Bitboard`]: the board geometry.
//! - [`Position`], [`Move`]: the rules; attackers are [`Side::First`](crate::Side::First).
//! - [`Rules`]: the rule options, the seed's by default and OpenTafl's ([`Rules::OPENTAFL`]).
//! - [`Setup`]: the unchecked text form of a position (see [`Setup`] for the format).
//! - [`MoveText`]: move notation `d2-e2`, with captures `e2-d2xd3`.
//! - [`Eval`]: the evaluation used by the computer player.
//! - [`otn`]: OpenTafl notation (positions, moves, rules and game records).
//!
//! # Examples
//! ```
//! use abstrakta_engine::brandubh::{Position, Rules, MoveText};
//! use abstrakta_engine::Game;
//! let pos = Position::new(&Rules::default());
//! let m = "d2-e2".parse::<MoveText>().unwrap().to_move(&pos).unwrap();
//! let pos = pos.play(m).unwrap();
//! assert_eq!(pos.to_string(), "3a3/3a3/3d3/aadkdaa/3d3/4a2/3a3 d");
//! ```

mod capture;
mod entry;
mod eval;
mod moves;
mod notation;
pub mod otn;
mod position;
mod rules;
mod setup;
mod square;

pub use eval::Eval;
pub use moves::{Move, Piece, ATTACKERS, DEFENDERS};
pub use notation::{IllegalMoveError, MoveText, MoveTextError, ParseMoveError, PositionTextError};
pub use position::Position;
pub use rules::{EncircleRule, Hostility, KingArms, KingRule, RepetitionRule, Rules};
pub use setup::{ParsePositionError, Setup, SetupError};
pub use square::{Bitboard, ParseSquareError, Square, CORNERS, THRONE};
