//! The evaluation used by the computer player, kept apart from the rules.

use alloc::vec::Vec;

use super::moves::Move;
use super::position::{Position, BLACK, WHITE};
use crate::game::{Game, Side};
use crate::search::{Evaluator, Score};

/// Weights of the Top Quark evaluation, from White's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Per ball taken more than the opponent.
    pub capture: Score,
    /// For a side one capture away from winning (at least 2 taken and a lead).
    pub near_win: Score,
    /// Per enemy ball the side not to move could take with its next count: the
    /// side to move must deal with each threat.
    pub threat: Score,
    /// Per enemy ball the side to move could take now (it may take one).
    pub chance: Score,
    /// Per hollow a side can reach with its next count.
    pub mobility: Score,
    /// Per hollow a side can reach with the count after that (the maze ahead).
    pub outlook: Score,
    /// Plies of captures searched beyond the depth.
    pub quiescence: u8,
}

impl Default for Eval {
    fn default() -> Eval {
        Eval {
            capture: 300,
            near_win: 139,
            threat: 84,
            chance: 30,
            mobility: 19,
            outlook: 26,
            quiescence: 4,
        }
    }
}

/// The counts `side` moves with next and after that, seen from `pos`.
fn next_counts(pos: &Position, side: Side) -> (u8, u8) {
    let k = pos.counter();
    let next = |c: u8| c % 6 + 1;
    // White moves first in a round: after Black's move the counter advances.
    let first = if pos.turn() == side || side == BLACK {
        k
    } else {
        next(k)
    };
    (first, next(first))
}

impl Eval {
    /// The score from White's point of view.
    #[must_use]
    pub fn whites_view(&self, pos: &Position) -> Score {
        let (w, b) = (Score::from(pos.captured(WHITE)), Score::from(pos.captured(BLACK)));
        let mut score = self.capture * (w - b);
        if w >= 2 && w > b {
            score += self.near_win;
        }
        if b >= 2 && b > w {
            score -= self.near_win;
        }
        for side in [WHITE, BLACK] {
            let sign = if side == WHITE { 1 } else { -1 };
            let (k1, k2) = next_counts(pos, side);
            let (reach, hits) = pos.reach(side, k1);
            let (later, _) = pos.reach(side, k2);
            let hits = hits.count_ones() as Score;
            let per_hit = if side == pos.turn() { self.chance } else { self.threat };
            score += sign
                * (per_hit * hits
                    + self.mobility * reach.count_ones() as Score
                    + self.outlook * later.count_ones() as Score);
        }
        score
    }
}

eval_weights!(Eval {
    capture,
    near_win,
    threat,
    chance,
    mobility,
    outlook
});

impl Evaluator<Position> for Eval {
    fn evaluate(&self, pos: &Position) -> Score {
        let s = self.whites_view(pos);
        if pos.turn() == WHITE {
            s
        } else {
            -s
        }
    }

    fn quiescence_depth(&self) -> u8 {
        self.quiescence
    }

    fn noisy_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        pos.legal_moves(out);
        out.retain(|m| pos.ball_at(m.to).is_some());
    }

    fn move_hint(&self, pos: &Position, m: Move) -> i32 {
        if pos.ball_at(m.to).is_some() {
            1000
        } else {
            0
        }
    }
}
