//! Generic game-tree search over any [`Game`]: negamax alpha-beta with iterative
//! deepening, a transposition table, killer moves and seeded variety.
//!
//! `score` says what a score means, `limits` what a search may spend,
//! `evaluate` what a game supplies, `memory` what a player keeps between
//! moves, and `alphabeta` is the search; the entry points are here.

mod alphabeta;
mod evaluate;
mod limits;
mod lines;
mod memory;
mod minimax;
mod perft;
mod proof;
mod score;
mod tt;

use alloc::vec::Vec;

use crate::game::Game;
use alphabeta::Searcher;

pub use evaluate::{Evaluator, Weights};
pub use limits::{Clock, Features, Limits, FORCED_WIN_NODES, FORCED_WIN_PLIES};
pub use lines::{best_lines, Line};
pub use memory::{table_bytes, Memory};
pub use minimax::minimax;
pub use perft::perft;
pub use proof::{prove, Proof, ProofResult};
pub use score::{forced_in, Score, DECISIVE, LOSS, MARGIN_UNIT, WIN};

/// The answer of [`search()`].
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

/// [`search()`], then the evaluator's [`Evaluator::settle`]: what the computer
/// player actually plays.
pub fn think<G: Game, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    think_in(&mut Memory::new(), pos, eval, limits, clock, seed)
}

/// [`think`] with a [`Memory`] kept across the moves of a game.
pub fn think_in<G: Game, E: Evaluator<G>>(
    memory: &mut Memory<G::Move>,
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    let mut result = search_in(memory, pos, eval, limits, clock, seed);
    if limits.forced_win_plies > 0 && result.score < DECISIVE && pos.margin().is_none() {
        let turn = pos.turn();
        if let ProofResult::Proven(proof) = prove(pos, turn, u16::from(limits.forced_win_plies), FORCED_WIN_NODES) {
            if let Some(&first) = proof.line.first() {
                result.best = Some(first);
                result.score = WIN - Score::from(proof.plies);
                result.pv = proof.line;
            }
        }
    }
    if let Some(m) = eval.settle(pos, &result) {
        if pos.is_legal(m) && result.best != Some(m) {
            result.best = Some(m);
            result.pv = alloc::vec![m];
        }
    }
    result
}

/// Searches `pos` within `limits` and returns the best move found.
///
/// Equal moves are tried in an order drawn from `seed`, so different seeds give
/// varied play while one seed always gives the same answer (unless the deadline,
/// a safety net, cuts the search).
///
/// # Examples
/// ```
/// use abstrakta_engine::{brandubh, search, Game, Limits, Clock};
/// struct NoClock;
/// impl Clock for NoClock { fn now_ms(&self) -> f64 { 0.0 } }
/// let pos = brandubh::Position::new(&brandubh::Rules::default());
/// let r = search(&pos, &brandubh::Eval::default(), &Limits::depth(2), &NoClock, 1);
/// assert!(pos.is_legal(r.best.unwrap()));
/// ```
pub fn search<G: Game, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    search_in(&mut Memory::new(), pos, eval, limits, clock, seed)
}

/// [`search()`] with a [`Memory`] kept across the moves of a game: it starts
/// from the transposition table that the previous searches filled when
/// `limits.features` has [`Features::MEMORY`] (else from the memory emptied,
/// reusing its allocation).
pub fn search_in<G: Game, E: Evaluator<G>>(
    memory: &mut Memory<G::Move>,
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    let table = memory.take(limits);
    let limits = Limits {
        max_nodes: limits.nodes_for(pos.turn()),
        ..*limits
    };
    let mut searcher = Searcher::new(eval, &limits, clock, table);
    let result = searcher.run(pos, seed);
    memory.table = Some(searcher.table);
    result
}
