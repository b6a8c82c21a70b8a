//! A deliberately plain negamax, the reference the real search is tested against.

use alloc::vec::Vec;

use super::{terminal_score, Evaluator, Score};
use crate::game::Game;

/// The exact negamax value of `pos` searched `depth` plies deep, without any
/// pruning: slow, and obviously right.
pub fn minimax<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, depth: u8) -> Score {
    value(pos, eval, depth, 0)
}

fn value<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, depth: u8, ply: usize) -> Score {
    if let Some(outcome) = pos.outcome() {
        return terminal_score(pos, outcome, ply);
    }
    if depth == 0 {
        return eval.evaluate(pos);
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
        .into_iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            -value(&child, eval, depth - 1, ply + 1)
        })
        .max()
        .unwrap_or(0)
}
