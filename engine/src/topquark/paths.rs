//! Top Quark's move generation: the paths of exactly the counter's number of
//! steps, and what each side reaches.

use alloc::vec::Vec;

use super::board::{step, EAST, NORTH, SOUTH, WEST};
use super::moves::Move;
use super::position::{side_index, Position};
use super::square::Hollow;
use super::tables::paths_from;
use crate::game::Side;

impl Position {
    /// Calls `f(from, to, path)` for every path of exactly `k` steps of a ball of
    /// `side`, the path listing the hollows entered; the balls of both sides
    /// block, an enemy ball may be taken at the end, no hollow is visited twice.
    pub fn paths(&self, side: Side, k: u8, mut f: impl FnMut(Hollow, Hollow, &[Hollow])) {
        let own = self.balls[side_index(side)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        let mut path = [Hollow(0); 8];
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            self.walk(
                Hollow(from),
                Hollow(from),
                k,
                0,
                1 << from,
                own,
                occupied,
                &mut path,
                &mut f,
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn walk(
        &self,
        from: Hollow,
        at: Hollow,
        k: u8,
        done: u8,
        visited: u128,
        own: u128,
        occupied: u128,
        path: &mut [Hollow; 8],
        f: &mut impl FnMut(Hollow, Hollow, &[Hollow]),
    ) {
        let exits = at.exits();
        for exit in [NORTH, EAST, SOUTH, WEST] {
            if exits & exit == 0 {
                continue;
            }
            let Some(next) = step(at.0, exit) else { continue };
            let bit = 1u128 << next;
            if visited & bit != 0 {
                continue;
            }
            let next = Hollow(next);
            path[usize::from(done)] = next;
            if done + 1 == k {
                if own & bit == 0 {
                    f(from, next, &path[..usize::from(k)]);
                }
            } else if occupied & bit == 0 {
                self.walk(from, next, k, done + 1, visited | bit, own, occupied, path, f);
            }
        }
    }

    /// One path a legal move may take (the first found), for showing it.
    #[must_use]
    pub fn path_of(&self, m: Move) -> Option<Vec<Hollow>> {
        let mut found = None;
        self.paths(self.turn, self.counter, |from, to, path| {
            if found.is_none() && from == m.from && to == m.to {
                found = Some(path.to_vec());
            }
        });
        found
    }

    /// The moves of `side` with `k` steps, initiative aside, as (from, to) pairs
    /// without repeats, in the order of the paths.
    pub(super) fn moves_of(&self, side: Side, k: u8, out: &mut Vec<Move>) {
        let own = self.balls[side_index(side)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let mut seen = own;
            for &(through, to) in paths_from(from, k) {
                let bit = 1u128 << to;
                if through & occupied == 0 && seen & bit == 0 {
                    seen |= bit;
                    out.push(Move {
                        from: Hollow(from),
                        to: Hollow(to),
                    });
                }
            }
        }
    }

    /// The hollows `side` could reach with `k` steps, and the enemy balls among
    /// them (none for a count outside 1 to 6).
    #[must_use]
    pub fn reach(&self, side: Side, k: u8) -> (u128, u128) {
        let own = self.balls[side_index(side)];
        let enemy = self.balls[1 - side_index(side)];
        let occupied = own | enemy;
        let mut reach = 0u128;
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            reach |= Self::ends(from, k, own, occupied);
        }
        (reach, reach & enemy)
    }

    /// The hollows that the paths of `k` steps from `from` end on: not the
    /// side's own, passing only empty hollows on the way.
    pub(super) fn ends(from: u8, k: u8, own: u128, occupied: u128) -> u128 {
        let mut out = 0;
        for &(through, to) in paths_from(from, k) {
            if through & occupied == 0 {
                out |= 1u128 << to;
            }
        }
        out & !own
    }

    /// Whether the side to move has a legal move (without listing them: this
    /// runs after every move played, search included).
    pub(super) fn has_move(&self) -> bool {
        let forbidden = self.forbidden_copy();
        let own = self.balls[side_index(self.turn)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let mut ends = Self::ends(from, self.counter, own, occupied);
            // The copy the initiative rule forbids is no move.
            if let Some(copy) = forbidden.filter(|c| c.from.0 == from) {
                ends &= !copy.to.bit();
            }
            if ends != 0 {
                return true;
            }
        }
        false
    }

    pub(super) fn legal_moves_inner(&self, out: &mut Vec<Move>) {
        self.moves_of(self.turn, self.counter, out);
        if let Some(copy) = self.forbidden_copy() {
            out.retain(|&m| m != copy);
        }
    }
}
