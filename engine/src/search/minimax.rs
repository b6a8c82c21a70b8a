//! A deliberately plain negamax, the reference the real search is tested against.

use alloc::vec::Vec;

use super::evaluate::Evaluator;
use super::score::Score;
use super::score::{terminal_score, threat_loss};
use crate::game::Game;

/// The exact negamax value of `pos` searched `depth` plies deep, without any
/// pruning: slow, and obviously right. Beyond the depth, the evaluator's
/// quiescence: the best of standing on the evaluation (unless threatened) and
/// each noisy move.
pub fn minimax<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, depth: u8) -> Score {
    value(pos, eval, depth, 0)
}

fn quiet_value<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, qdepth: u8, ply: usize) -> Score {
    if let Some(outcome) = pos.outcome() {
        return terminal_score(pos, outcome, ply);
    }
    if qdepth == 0 {
        return eval.evaluate(pos);
    }
    // A threatened side may not stand on the evaluation: it stops the threat
    // with a noisy move or loses.
    let stand = if eval.threatened(pos) {
        threat_loss(ply)
    } else {
        eval.evaluate(pos)
    };
    let mut moves = Vec::new();
    eval.noisy_moves(pos, &mut moves);
    children(pos, moves, |child| quiet_value(child, eval, qdepth - 1, ply + 1)).fold(stand, Score::max)
}

fn value<G: Game, E: Evaluator<G>>(pos: &G, eval: &E, depth: u8, ply: usize) -> Score {
    if let Some(outcome) = pos.outcome() {
        return terminal_score(pos, outcome, ply);
    }
    if depth == 0 {
        return quiet_value(pos, eval, eval.quiescence_depth(), ply);
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    children(pos, moves, |child| value(child, eval, depth - 1, ply + 1))
        .max()
        .unwrap_or(0)
}

/// The negated value of each move's position, valued by `value`.
fn children<'a, G: Game>(
    pos: &'a G,
    moves: Vec<G::Move>,
    value: impl Fn(&G) -> Score + 'a,
) -> impl Iterator<Item = Score> + 'a {
    moves.into_iter().map(move |m| {
        let mut child = pos.clone();
        child.play_unchecked(m);
        -value(&child)
    })
}
