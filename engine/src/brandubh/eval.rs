//! The evaluation used by the computer player, kept apart from the rules.

use super::position::{Move, Position, ATTACKERS};
use super::square::Square;
use crate::game::Game;
use crate::search::{Evaluator, Score};
use alloc::vec::Vec;

/// Weights of the Brandubh evaluation, in centi-units from the attackers' side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Value of one attacker.
    pub attacker: Score,
    /// Value of one defender (besides the king).
    pub defender: Score,
    /// Bonus for the attackers per attacker next to the king.
    pub king_contact: Score,
    /// Bonus for the attackers per step the king is away from the nearest corner.
    pub king_corner_distance: Score,
    /// Penalty for the attackers per corner the king can reach in one move.
    pub king_open_corner: Score,
    /// Penalty for the attackers per square the king can move to.
    pub king_mobility: Score,
    /// Bonus for the attackers per attacker on a square that guards a corner.
    pub corner_guard: Score,
    /// Plies of quiescence search: captures (the king's too) and the king's
    /// moves to a corner are followed beyond the depth limit.
    pub quiescence: u8,
}

impl Default for Eval {
    fn default() -> Eval {
        Eval {
            attacker: 100,
            defender: 160,
            king_contact: 30,
            king_corner_distance: 12,
            king_open_corner: 250,
            king_mobility: 6,
            corner_guard: 18,
            quiescence: 6,
        }
    }
}

/// Squares diagonally next to a corner: from there an attacker watches both
/// approaches to it.
const GUARDS: [Square; 4] = [
    Square::new(1, 1),
    Square::new(5, 1),
    Square::new(1, 5),
    Square::new(5, 5),
];

impl Eval {
    /// The score from the attackers' point of view.
    #[must_use]
    pub fn attackers_view(&self, pos: &Position) -> Score {
        let mut score =
            self.attacker * pos.attackers().count() as Score - self.defender * pos.defenders().count() as Score;
        let Some(king) = pos.king() else { return score };
        let attackers = pos.attackers();
        score += self.king_contact * king.neighbours().filter(|&n| attackers.contains(n)).count() as Score;
        score += self.king_corner_distance * Score::from(king.corner_distance());
        let reach = pos.king_reach();
        let mobility = reach.count() as Score;
        let open_corners = reach.filter(|sq| sq.is_corner()).count() as Score;
        score -= self.king_mobility * mobility;
        score -= self.king_open_corner * open_corners;
        score += self.corner_guard * GUARDS.iter().filter(|&&g| attackers.contains(g)).count() as Score;
        score
    }
}

impl Evaluator<Position> for Eval {
    fn evaluate(&self, pos: &Position) -> Score {
        let s = self.attackers_view(pos);
        if pos.turn() == ATTACKERS {
            s
        } else {
            -s
        }
    }

    fn quiescence_depth(&self) -> u8 {
        self.quiescence
    }

    fn history_index(&self, _pos: &Position, m: Move) -> Option<usize> {
        Some(m.from.index() * 49 + m.to.index())
    }

    fn history_size(&self) -> usize {
        49 * 49
    }

    /// Captures (the king's too) and the king's moves to a corner: the moves
    /// that change the material or end the game.
    fn noisy_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        pos.legal_moves(out);
        let king = pos.king();
        out.retain(|&m| (king == Some(m.from) && m.to.is_corner()) || !pos.captures(m).is_empty());
    }

    fn move_hint(&self, pos: &Position, m: Move) -> i32 {
        let captures = pos.captures(m).count() as i32;
        let king_move = if pos.king() == Some(m.from) {
            10 - i32::from(m.to.corner_distance())
        } else {
            0
        };
        captures * 1000 + king_move
    }
}
