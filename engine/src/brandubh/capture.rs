//! Brandubh's captures and the end of the game: which soldiers a move takes,
//! when the king is taken or escapes, and encirclement.

use super::moves::{Move, Piece, ATTACKERS, DEFENDERS};
use super::position::Position;
use super::rules::{EncircleRule, KingRule, RepetitionRule};
use super::square::{Bitboard, Square, CORNER_SET, EDGE_SET, THRONE};
use crate::game::{Outcome, Side};

impl Position {
    /// The soldiers of `side` that the other side could capture with one move
    /// if it were to move: an enemy piece (or a square hostile to the soldier)
    /// on one side of the soldier, and an empty square on the other side that
    /// an enemy piece can reach. `enemy_reach` is [`Position::reach_of`] the
    /// other side.
    #[must_use]
    pub fn in_danger(&self, side: Side, enemy_reach: Bitboard) -> Bitboard {
        let occ = self.occupied();
        let (soldiers, victim, enemies) = if side == ATTACKERS {
            (self.attackers, Piece::Attacker, self.defenders | self.king_anvil())
        } else {
            (self.defenders, Piece::Defender, self.attackers)
        };
        let hostile = enemies | self.hostile_squares(victim, occ, self.king);
        let mut out = Bitboard::EMPTY;
        for dir in 0..4 {
            // The anvil one step in `dir`, the gap one step the other way: each
            // brought back onto the soldier's square.
            let anvil = hostile.shifted((dir + 2) % 4);
            let gap = enemy_reach.shifted(dir);
            out |= soldiers & anvil & gap;
        }
        out
    }

    /// The king's square as an anvil of his side's captures (empty if he is
    /// not one under the rules, or has been captured).
    pub(super) fn king_anvil(&self) -> Bitboard {
        match self.king {
            Some(k) if self.rules.arms.anvil() => Bitboard::from_square(k),
            _ => Bitboard::EMPTY,
        }
    }

    /// The restricted squares hostile to `piece` when the board's occupied
    /// squares are `occ` and the king stands on `king`: empty corners, and the
    /// throne as the rules make it empty or with the king on it.
    pub(super) fn hostile_squares(&self, piece: Piece, occ: Bitboard, king: Option<Square>) -> Bitboard {
        let mut out = CORNER_SET & !occ;
        let throne_hostile = if king == Some(THRONE) {
            self.rules.king_throne.to(piece)
        } else {
            !occ.contains(THRONE) && self.rules.empty_throne.to(piece)
        };
        if throne_hostile {
            out.insert(THRONE);
        }
        out
    }

    /// The squares that `m` would capture, the king's included (computed before the
    /// move; `m` must be legal).
    #[must_use]
    pub fn captures(&self, m: Move) -> Bitboard {
        let mover = self.turn;
        let king_moves = self.king == Some(m.from);
        if king_moves && !self.rules.arms.hammer() {
            return Bitboard::EMPTY;
        }
        let (enemy_soldiers, victim_piece) = if mover == ATTACKERS {
            (self.defenders, Piece::Defender)
        } else {
            (self.attackers, Piece::Attacker)
        };
        let king = self.king.map_or(Bitboard::EMPTY, Bitboard::from_square);
        // Only a move next to an enemy piece can take one.
        let targets = if mover == ATTACKERS {
            enemy_soldiers | king
        } else {
            enemy_soldiers
        };
        if (targets & m.to.neighbour_set()).is_empty() {
            return Bitboard::EMPTY;
        }
        let to = Bitboard::from_square(m.to);
        let from = Bitboard::from_square(m.from);
        let occ = (self.occupied() & !from) | to;
        let king_after = if king_moves { Some(m.to) } else { self.king };
        // The mover's pieces that close a capture: its soldiers, and the king
        // where the rules arm him so (the moved piece is never beyond a victim).
        let own = if mover == ATTACKERS {
            (self.attackers & !from) | to
        } else if king_moves {
            (self.defenders & !from) | to
        } else {
            (self.defenders & !from) | to | self.king_anvil()
        };
        let anvils = own | self.hostile_squares(victim_piece, occ, king_after);
        let mut captured = Bitboard::EMPTY;
        for dir in 0..4 {
            let victim = to.shifted(dir);
            let beyond = victim.shifted(dir);
            if !(victim & enemy_soldiers).is_empty() {
                if !(beyond & anvils).is_empty() {
                    captured |= victim;
                }
            } else if mover == ATTACKERS && !(victim & king).is_empty() {
                let Some(at) = self.king else { continue };
                let against = own | self.hostile_squares(Piece::King, occ, self.king);
                if self.king_taken(at, beyond, own, against) {
                    captured |= victim;
                }
            }
        }
        captured
    }

    /// Whether the king on `at` is captured by an attacker landing beside him,
    /// with `beyond` the square past him on that line, `attackers` the
    /// attackers after the move and `hostile` the squares hostile to him
    /// (attackers included).
    pub(super) fn king_taken(&self, at: Square, beyond: Bitboard, attackers: Bitboard, hostile: Bitboard) -> bool {
        let sides = at.neighbour_set();
        let weak = !(beyond & hostile).is_empty();
        match self.rules.king {
            KingRule::Weak => weak,
            KingRule::Throne if at == THRONE => (sides & !attackers).is_empty(),
            KingRule::Throne => weak,
            KingRule::StrongCentre if at == THRONE => (sides & !attackers).is_empty(),
            KingRule::StrongCentre if sides.contains(THRONE) => {
                (sides & !attackers & !Bitboard::from_square(THRONE)).is_empty()
            }
            KingRule::StrongCentre => weak,
            KingRule::Strong => sides.count() == 4 && (sides & !hostile).is_empty(),
            KingRule::Middleweight => (sides & !hostile).is_empty(),
        }
    }

    pub(super) fn compute_outcome(&self, mover: Option<Side>) -> Option<Outcome> {
        match self.king {
            Some(k) if k.is_corner() => return Some(Outcome::Win(DEFENDERS)),
            None => return Some(Outcome::Win(ATTACKERS)),
            Some(_) => {}
        }
        if mover == Some(ATTACKERS) && self.rules.encircle == EncircleRule::AttackersWin && self.encircled() {
            return Some(Outcome::Win(ATTACKERS));
        }
        if let Some(mover) = mover {
            if self.repeats >= 3 {
                match self.rules.repetition {
                    RepetitionRule::MoverWins => return Some(Outcome::Win(mover)),
                    RepetitionRule::MoverLoses => return Some(Outcome::Win(mover.other())),
                    RepetitionRule::Draw => return Some(Outcome::Draw),
                    RepetitionRule::NotEnforced => {}
                }
            }
        }
        if !self.has_move() {
            return Some(Outcome::Win(self.turn.other()));
        }
        None
    }

    /// Whether no defender, the king included, can reach the board's edge
    /// through squares free of attackers.
    #[must_use]
    pub fn encircled(&self) -> bool {
        let open = !self.attackers & Bitboard::FULL;
        let mut region = self.side_pieces(DEFENDERS);
        loop {
            let mut grown = region;
            for dir in 0..4 {
                grown |= region.shifted(dir) & open;
            }
            if grown == region {
                break;
            }
            region = grown;
        }
        (region & EDGE_SET).is_empty()
    }
}
