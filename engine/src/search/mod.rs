//! Generic game-tree search over any [`Game`](crate::game::Game): negamax alpha-beta with iterative
//! deepening, a transposition table, killer moves and seeded variety.
//!
//! `score` says what a score means, `limits` what a search may spend,
//! `evaluate` what a game supplies, `memory` what a player keeps between
//! moves, `alphabeta` is the search and `think` its entry points.

mod alphabeta;
mod evaluate;
mod limits;
mod lines;
mod memory;
mod minimax;
mod perft;
mod proof;
mod result;
mod score;
mod think;
mod tt;

pub use evaluate::{Evaluator, Weights};
pub use limits::{Clock, Features, Limits, NoClock, FORCED_WIN_NODES, FORCED_WIN_PLIES};
pub use lines::{best_lines, Line};
pub use memory::{table_bytes, Memory};
pub use minimax::minimax;
pub use perft::perft;
pub use proof::{prove, Proof, ProofResult};
pub use result::SearchResult;
pub use score::{forced_in, Score, DECISIVE, LOSS, MARGIN_UNIT, WIN};
pub use think::{search, search_in, think, think_in};
