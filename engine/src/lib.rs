//! Rules, notation and search for the games of abstrakta.
//!
//! The crate is `#![no_std]` (with `alloc`): it has no clock, no threads and no
//! operating-system randomness. Time comes in through [`Clock`] and randomness
//! through an explicit seed, so every search can be reproduced.
//!
//! # Layout
//! - [`Game`], [`Side`], [`Outcome`], [`PlayError`]: what every game provides.
//! - [`search()`], [`perft`], [`Level`], [`Limits`]: generic search over any [`Game`].
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

pub mod brandubh;
mod game;
mod kind;
mod level;
mod rng;
pub mod search;

pub use game::{ByPlayer, Game, Notation, Outcome, PlayError, Side};
pub use kind::{GameKind, ParseGameKindError};
pub use level::{Level, ParseLevelError};
pub use rng::SplitMix64;
pub use search::{perft, search, Clock, Evaluator, Limits, Score, SearchResult, LOSS, WIN};
