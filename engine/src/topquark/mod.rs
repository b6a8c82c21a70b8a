//! Top Quark, Jacky Bonnet's arrow-maze game, exactly as the project's rules file
//! states it: 65 hollows whose arrows say where a ball may go, a round counter
//! from 1 to 6 that fixes the length of every move, captures by landing on an
//! enemy ball, and the initiative rule against copying.
//!
//! The published board layout could not be found: the board is a reconstruction
//! that satisfies every stated fact, read from `data/topquark-board.json` at build
//! time ([`board`] reads and checks such a file).
//!
//! - [`Hollow`], [`Position`], [`Move`], [`Rules`], [`CopyRule`]: the rules; White
//!   is [`Side::First`](crate::Side::First).
//! - [`Setup`], [`MoveText`]: position text and notation (`f2-f1`, `b2-b5x`).
//! - [`Eval`]: the evaluation of the computer player.
//!
//! # Examples
//! ```
//! use abstrakta_engine::topquark::{Position, Rules};
//! use abstrakta_engine::{Game, Notation};
//! let pos = Position::new(&Rules::default());
//! let mut moves = Vec::new();
//! pos.legal_moves(&mut moves);
//! let mut names: Vec<String> = moves.iter().map(|&m| pos.move_to_text(m)).collect();
//! names.sort();
//! assert_eq!(names, ["b2-b3", "d1-c1", "f2-f1", "h1-i1", "j2-i2"]);
//! ```

pub mod board;
mod entry;
mod eval;
mod moves;
mod paths;
mod position;
mod rules;
mod square;
mod tables;
mod text;

pub use board::{BoardError, EAST, NORTH, SOUTH, WEST};
pub use eval::Eval;
pub use moves::Move;
pub use position::{start_squares, Position, BLACK, MAX_COPIES, WHITE};
pub use rules::{CopyRule, Rules};
pub use square::{board_exits, exit_letters, Hollow};
pub use text::{
    IllegalMoveError, MoveText, MoveTextError, ParseMoveError, ParsePositionError, PositionTextError, Setup, SetupError,
};
