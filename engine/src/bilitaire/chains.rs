//! The jumper's chains from a position: every chain of a ball, the longest
//! chain, whether any ball can jump.

use super::moves::Chain;
use super::position::Position;
use super::square::{Dir, Hollow};

impl Position {
    /// Calls `f` with every chain of one jump or more (each prefix of a chain
    /// is a chain of its own) of the ball on `start`, in depth-first order.
    pub fn chains_from(&self, start: Hollow, mut f: impl FnMut(Chain)) {
        if self.balls & start.bit() == 0 {
            return;
        }
        let exists = self.hollows();
        self.extend(Chain::from(start), start, self.balls, exists, &mut f);
    }

    fn extend(&self, chain: Chain, at: Hollow, balls: u64, exists: u64, f: &mut impl FnMut(Chain)) {
        for dir in Dir::ALL {
            let Some(over) = at.step(dir) else { continue };
            let Some(land) = over.step(dir) else { continue };
            if balls & over.bit() == 0 || exists & land.bit() == 0 || balls & land.bit() != 0 {
                continue;
            }
            let Some(next) = chain.then(dir) else { continue };
            f(next);
            let after = balls & !at.bit() & !over.bit() | land.bit();
            self.extend(next, land, after, exists, f);
        }
    }

    /// The longest chain any ball can make here (0: no jump), with the jumper's
    /// free choice of chain whatever the rules (what an announcement may ask).
    #[must_use]
    pub fn longest_chain(&self) -> u8 {
        let free = self.hollows() & !self.balls;
        // No chain is longer than the balls it can jump over.
        let cap = u8::try_from(self.ball_count().saturating_sub(1)).unwrap_or(u8::MAX);
        let mut best = 0;
        // Only balls with a jump now start a chain.
        let mut rest = jump_starts(self.balls, free);
        while rest != 0 && best < cap {
            let at = rest & rest.wrapping_neg();
            rest &= rest - 1;
            best = best.max(Self::longest_from(at, self.balls, free, cap));
        }
        best
    }

    /// The longest chain of the ball on the single bit `at`, with `balls` and the
    /// `free` hollows, stopping early at `cap` (nothing is longer).
    fn longest_from(at: u64, balls: u64, free: u64, cap: u8) -> u8 {
        const FILES_A_TO_F: u64 = 0x3F3F_3F3F_3F3F_3F3F;
        const FILES_C_TO_H: u64 = 0xFCFC_FCFC_FCFC_FCFC;
        let mut best = 0;
        // (over, land) for east, west, north and south; 0 where the jump would
        // leave the board (the file masks keep east and west within a rank).
        let jumps = [
            ((at & FILES_A_TO_F) << 1, (at & FILES_A_TO_F) << 2),
            ((at & FILES_C_TO_H) >> 1, (at & FILES_C_TO_H) >> 2),
            (at << 8, at << 16),
            (at >> 8, at >> 16),
        ];
        for (over, land) in jumps {
            if over & balls == 0 || land & free == 0 {
                continue;
            }
            let after = balls & !at & !over | land;
            let free_after = (free | at | over) & !land;
            best = best.max(1 + Self::longest_from(land, after, free_after, cap - 1));
            if best >= cap {
                break;
            }
        }
        best
    }

    /// Whether any ball can jump.
    #[must_use]
    pub fn can_jump(&self) -> bool {
        jump_starts(self.balls, self.hollows() & !self.balls) != 0
    }
}

/// The balls that can jump now: a ball next to them with a free hollow beyond.
fn jump_starts(balls: u64, free: u64) -> u64 {
    const FILES_A_TO_F: u64 = 0x3F3F_3F3F_3F3F_3F3F;
    const FILES_C_TO_H: u64 = 0xFCFC_FCFC_FCFC_FCFC;
    let b = balls;
    let east = b & b >> 1 & free >> 2 & FILES_A_TO_F;
    let west = b & b << 1 & free << 2 & FILES_C_TO_H;
    let north = b & b >> 8 & free >> 16;
    let south = b & b << 8 & free << 16;
    east | west | north | south
}
