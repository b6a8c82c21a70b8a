//! What a search answers.

use alloc::vec::Vec;

use super::score::Score;

/// The answer of [`search()`](super::search()).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The chosen move; `None` only when the game is over.
    pub best: Option<M>,
    /// The score of the best line, from the point of view of the side to move.
    pub score: Score,
    /// The deepest iteration that completed (a later, cut-off iteration may still
    /// have improved the best move).
    pub depth: u8,
    /// Nodes visited.
    pub nodes: u64,
    /// The expected line, starting with the best move.
    pub pv: Vec<M>,
}
