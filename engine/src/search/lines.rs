//! Several best lines of a position (an analysis), within one time budget:
//! the best line from a full search, then each other move's line from a
//! search of the position after it, best first.

use alloc::vec::Vec;

use super::evaluate::Evaluator;
use super::limits::{Clock, Limits};
use super::memory::Memory;
use super::score::Score;
use super::think::search_in;
use crate::game::Game;

/// One line of an analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line<M> {
    /// The score of its first move, for the side to move.
    pub score: Score,
    /// The moves, the first one first.
    pub moves: Vec<M>,
    /// The depth of the search that gave it.
    pub depth: u8,
    /// The positions searched for it.
    pub nodes: u64,
}

/// Up to `count` lines of `pos`, best first, within `limits` (whose
/// `deadline_ms` is the budget of the whole analysis): half of it for the
/// best line, the rest shared by the other moves. Empty when the game is over.
pub fn best_lines<G: Game, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
    count: usize,
) -> Vec<Line<G::Move>> {
    let start_ms = clock.now_ms();
    let mut memory = Memory::new();
    let budget = limits.deadline_ms;
    let first_limits = Limits {
        deadline_ms: budget.map(|b| b / if count > 1 { 2.0 } else { 1.0 }),
        ..*limits
    };
    let best = search_in(&mut memory, pos, eval, &first_limits, clock, seed);
    let Some(first) = best.best else {
        return Vec::new();
    };
    let mut lines = alloc::vec![Line {
        score: best.score,
        moves: if best.pv.first() == Some(&first) {
            best.pv.clone()
        } else {
            alloc::vec![first]
        },
        depth: best.depth,
        nodes: best.nodes,
    }];
    if count <= 1 {
        return lines;
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.retain(|&m| m != first);
    let depth = best.depth.saturating_sub(1).max(1);
    let mut others = Vec::new();
    for (i, &m) in moves.iter().enumerate() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let elapsed = clock.now_ms() - start_ms;
        let left = budget.map(|b| ((b - elapsed) / (moves.len() - i) as f64).max(1.0));
        let child_limits = Limits {
            max_depth: depth,
            deadline_ms: left,
            random_margin: 0,
            forced_win_plies: 0,
            ..*limits
        };
        // A search's deadline counts from its own start.
        let r = search_in(&mut memory, &child, eval, &child_limits, clock, seed);
        let mut line = alloc::vec![m];
        line.extend(r.pv);
        others.push(Line {
            score: -r.score,
            moves: line,
            depth: r.depth + 1,
            nodes: r.nodes,
        });
    }
    others.sort_by_key(|l| core::cmp::Reverse(l.score));
    lines.extend(others.into_iter().take(count - 1));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh::{Eval, Position, Rules};
    use crate::game::Notation;
    use crate::search::limits::NoClock;

    #[test]
    fn lines_are_distinct_best_first_and_legal() {
        let pos = Position::new(&Rules::default());
        let lines = best_lines(&pos, &Eval::default(), &Limits::depth(3), &NoClock, 1, 3);
        assert_eq!(lines.len(), 3);
        assert!(lines[1].score >= lines[2].score);
        let firsts: Vec<_> = lines.iter().map(|l| l.moves[0]).collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        for line in &lines {
            let mut p = pos.clone();
            for &m in &line.moves {
                assert!(p.is_legal(m), "{}", p.move_to_text(m));
                p.play_unchecked(m);
            }
        }
        // A won move is found first: the king beside an open corner.
        let pos = Position::from_text("7/7/a6/7/k6/7/3a3 d", &Rules::default()).unwrap();
        let lines = best_lines(&pos, &Eval::default(), &Limits::depth(2), &NoClock, 1, 2);
        assert_eq!(pos.move_to_text(lines[0].moves[0]), "a3-a1");
        assert!(lines[0].score > lines[1].score);
        let over = pos.clone().play(lines[0].moves[0]).unwrap();
        assert!(best_lines(&over, &Eval::default(), &Limits::depth(2), &NoClock, 1, 2).is_empty());
    }
}
