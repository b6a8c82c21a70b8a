//! Rules, notation and search for the games of abstrakta.
//!
//! The crate is `#![no_std]` (with `alloc`): it has no clock, no threads and no
//! operating-system randomness. Time comes in through [`Clock`] and randomness
//! through an explicit seed, so every search can be reproduced.
//!
//! # Layout
//! - [`Game`], [`Side`], [`Outcome`], [`PlayError`]: what every game provides.
//! - [`search()`], [`perft`], [`Level`], [`Limits`]: generic search over any [`Game`].
//! - [`GameKind`], [`Registered`], [`GameVisitor`]: the registry of games.
//! - [`Record`], [`replay()`]: games written down, read and replayed with checks.
//! - [`study`]: records with variations, comments and drawings; studies of chapters.
//! - [`Puzzle`], [`puzzles()`]: positions won by force, with their solutions, as data.
//! - [`thud`]: dwarfs against trolls on an octagon, two battles a match.
//! - [`bilitaire`]: a jumper against a pusher on sliding tiles, two rounds a match.
//! - [`topquark`]: balls in an arrow maze, moves of 1 to 6 steps by a round counter.
//! - [`brandubh`]: the 7×7 Irish tafl game.
//!
//! # Examples
//! ```
//! use abstrakta_engine::{brandubh, perft, Game};
//! let start = brandubh::Position::new(&brandubh::Rules::default());
//! assert_eq!(perft(&start, 2), 960);
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs, missing_debug_implementations)]

extern crate alloc;
#[cfg(test)]
extern crate std;

#[macro_use]
mod macros;
pub mod bilitaire;
pub mod brandubh;
mod game;
mod grid_text;
mod kind;
pub mod lesson;
mod level;
pub mod link;
pub mod puzzle;
pub mod record;
mod rng;
pub mod search;
pub mod study;
mod threats;
pub mod thud;
pub mod topquark;

pub use game::{
    line_to_text, live, match_over, round_value, seat_a_total, side_in_round, ByPlayer, Game, MoveTextError, Notation,
    Outcome, PlayError, PositionTextError, RoundInfo, Side,
};
pub use kind::{
    parse_options, GameKind, GameVisitor, Memories, ParseGameKindError, Registered, RuleOption, RulesError,
};
pub use level::{Level, ParseLevelError};
pub use puzzle::{
    count_puzzle_lines, parse_puzzles, puzzle, puzzle_count, puzzle_lines, puzzle_positions, puzzles, puzzles_text,
    Puzzle, PuzzleError,
};
pub use record::{replay, Record, ReplayError, ReplayErrorOf, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES};
pub use rng::{zobrist_keys, SplitMix64};
pub use search::{
    best_lines, forced_in, perft, prove, search, search_in, think, think_in, Clock, Evaluator, Features, Limits, Line,
    Memory, NoClock, Proof, ProofResult, Score, SearchResult, Weights, DECISIVE, FORCED_WIN_NODES, FORCED_WIN_PLIES,
    LOSS, MARGIN_UNIT, WIN,
};
pub use threats::{threats, Threat, Threats};
