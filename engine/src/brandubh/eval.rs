//! The evaluation used by the computer player, kept apart from the rules.

use super::moves::{Move, ATTACKERS};
use super::position::Position;
use super::square::{Bitboard, Square, CORNER_SET, EDGE_SET};
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
    /// Penalty for the attackers per square the king can move to from which a
    /// corner is open (the race: escapes one move away).
    pub king_escape_route: Score,
    /// Penalty for the attackers per edge square the king can move to (open
    /// lines to the edge, from where corners are near).
    pub king_edge: Score,
    /// Penalty for the side to move per attacker of its own that the other side
    /// threatens to capture (when the attackers are to move), or bonus per
    /// attacker it threatens (when the defenders are).
    pub attacker_in_danger: Score,
    /// The same per defender (besides the king).
    pub defender_in_danger: Score,
    /// Plies of quiescence search: captures (the king's too), the king's moves
    /// to a corner or to where he sees one, and the answers that close his lines
    /// are followed beyond the depth limit.
    pub quiescence: u8,
}

impl Default for Eval {
    fn default() -> Eval {
        Eval {
            attacker: 100,
            defender: 206,
            king_contact: -11,
            king_corner_distance: -11,
            king_open_corner: 462,
            king_mobility: 35,
            corner_guard: 1,
            king_escape_route: -77,
            king_edge: 70,
            attacker_in_danger: 58,
            defender_in_danger: 49,
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
        if self.king_escape_route != 0 || self.king_edge != 0 {
            let routes = (reach & corner_lines(pos, king) & !CORNER_SET).count() as Score;
            let edges = (reach & EDGE_SET).count() as Score;
            score -= self.king_escape_route * routes + self.king_edge * edges;
        }
        score
    }

    /// The pieces in danger, scored for the side to move: its own threatened
    /// pieces count against it.
    fn danger(&self, pos: &Position) -> Score {
        if self.attacker_in_danger == 0 && self.defender_in_danger == 0 {
            return 0;
        }
        let turn = pos.turn();
        let enemy_reach = pos.reach_of(turn.other());
        let threatened = pos.in_danger(turn, enemy_reach).count() as Score;
        let weight = if turn == ATTACKERS {
            self.attacker_in_danger
        } else {
            self.defender_in_danger
        };
        -weight * threatened
    }
}

/// The squares with a clear line to a corner once the king on `king` has left
/// his square.
fn corner_lines(pos: &Position, king: Square) -> Bitboard {
    let mut occ = pos.occupied();
    occ.remove(king);
    CORNER_SET.slides(!occ & Bitboard::FULL)
}

/// Whether a king on `king` has a clear line to a corner over the squares not in
/// `occupied` (he may pass the empty throne).
fn sees_corner(king: Square, occupied: Bitboard) -> bool {
    !(Bitboard::from_square(king).slides(!occupied & Bitboard::FULL) & CORNER_SET).is_empty()
}

eval_weights!(Eval {
    attacker,
    defender,
    king_contact,
    king_corner_distance,
    king_open_corner,
    king_mobility,
    corner_guard,
    king_escape_route,
    king_edge,
    attacker_in_danger,
    defender_in_danger,
});

impl Evaluator<Position> for Eval {
    fn evaluate(&self, pos: &Position) -> Score {
        let s = self.attackers_view(pos);
        let s = if pos.turn() == ATTACKERS { s } else { -s };
        s + self.danger(pos)
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

    /// Captures (the king's too), the king's moves to a corner, and his moves
    /// to a square from which he sees one (a threat); when the king sees a
    /// corner, the attackers' moves that close every such line or capture him.
    fn noisy_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        pos.legal_moves(out);
        let Some(king) = pos.king() else {
            out.retain(|&m| !pos.captures(m).is_empty());
            return;
        };
        if self.threatened(pos) {
            let occ = pos.occupied();
            out.retain(|&m| {
                let captured = pos.captures(m);
                if captured.contains(king) {
                    return true;
                }
                let mut after = occ & !captured;
                after.remove(m.from);
                after.insert(m.to);
                !sees_corner(king, after)
            });
            return;
        }
        // The corners, and the squares that see one once the king has left.
        let targets = corner_lines(pos, king) | CORNER_SET;
        out.retain(|&m| (king == m.from && targets.contains(m.to)) || !pos.captures(m).is_empty());
    }

    /// The attackers are to move and the king sees a corner.
    fn threatened(&self, pos: &Position) -> bool {
        match pos.king() {
            Some(king) if pos.turn() == ATTACKERS => sees_corner(king, pos.occupied()),
            _ => false,
        }
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
