//! The entry points of the search: [`search()`] and [`think`], each also with a
//! [`Memory`] kept across a game's moves.

use super::alphabeta::Searcher;
use super::evaluate::Evaluator;
use super::limits::{Clock, Limits, FORCED_WIN_NODES};
use super::memory::Memory;
use super::proof::{prove, ProofResult};
use super::result::SearchResult;
use super::score::{Score, DECISIVE, WIN};
use crate::game::Game;

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
/// use abstrakta_engine::{brandubh, search, Game, Limits, NoClock};
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
/// `limits.features` has [`Features::MEMORY`](super::Features::MEMORY) (else from the memory emptied,
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
