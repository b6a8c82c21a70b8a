//! The evaluation used by the computer player, kept apart from the rules.

use super::position::{Position, JUMPER};
use crate::game::Game;
use crate::search::{Evaluator, Score, MARGIN_UNIT};

/// Weights of the Bi-litaire evaluation, in hundredths of a margin point from the
/// jumper's side (a removed ball moves the margin by 2 points, 200).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Bonus per ball with a ball next to it: only such balls can still be
    /// jumped without the pusher's help, and the pusher works to isolate them.
    pub live_ball: Score,
    /// Bonus per jump available (over one ball into a free hollow).
    pub open_jump: Score,
    /// Bonus per ball on a tile with a tile next to it (a lone tile hosts no jump).
    pub joined_ball: Score,
    /// Per tile without a ball (the pusher may remove it, splitting the board).
    pub empty_tile: Score,
}

impl Default for Eval {
    fn default() -> Eval {
        Eval {
            live_ball: 86,
            open_jump: 133,
            joined_ball: 30,
            empty_tile: 117,
        }
    }
}

/// Balls with a ball on a neighbouring hollow, and jumps over one ball into a
/// free hollow, counted once per (ball, direction).
fn contacts(pos: &Position) -> (u32, u32) {
    const FILES_A_TO_G: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const FILES_B_TO_H: u64 = 0xFEFE_FEFE_FEFE_FEFE;
    const FILES_A_TO_F: u64 = 0x3F3F_3F3F_3F3F_3F3F;
    const FILES_C_TO_H: u64 = 0xFCFC_FCFC_FCFC_FCFC;
    let b = pos.balls();
    let free = pos.hollows() & !b;
    let east = b & b >> 1 & FILES_A_TO_G;
    let west = b & b << 1 & FILES_B_TO_H;
    let north = b & b >> 8;
    let south = b & b << 8;
    let live = (east | west | north | south).count_ones();
    let jumps = (east & free >> 2 & FILES_A_TO_F).count_ones()
        + (west & free << 2 & FILES_C_TO_H).count_ones()
        + (north & free >> 16).count_ones()
        + (south & free << 16).count_ones();
    (live, jumps)
}

impl Eval {
    /// The score from the jumper's point of view.
    #[must_use]
    pub fn jumpers_view(&self, pos: &Position) -> Score {
        let mut score = pos.margin().unwrap_or(0) * MARGIN_UNIT;
        let (live, jumps) = contacts(pos);
        score += self.live_ball * live as Score + self.open_jump * jumps as Score;
        let tiles = pos.tiles();
        let mut joined = 0;
        let mut empty = 0;
        for i in 0..16u16 {
            if tiles >> i & 1 == 0 {
                continue;
            }
            let here = super::square::TilePos::new((i % 4) as u8, (i / 4) as u8).expect("in the frame");
            if pos.balls() & here.hollow_mask() == 0 {
                empty += 1;
            }
            let (c, r) = (i % 4, i / 4);
            let mut near = 0u16;
            if c > 0 {
                near |= 1 << (i - 1);
            }
            if c < 3 {
                near |= 1 << (i + 1);
            }
            if r > 0 {
                near |= 1 << (i - 4);
            }
            if r < 3 {
                near |= 1 << (i + 4);
            }
            if tiles & near != 0 {
                let t = super::square::TilePos::new(c as u8, r as u8).expect("in the frame");
                joined += (pos.balls() & t.hollow_mask()).count_ones();
            }
        }
        score + self.joined_ball * joined as Score + self.empty_tile * empty
    }
}

eval_weights!(Eval {
    live_ball,
    open_jump,
    joined_ball,
    empty_tile,
});

impl Evaluator<Position> for Eval {
    fn evaluate(&self, pos: &Position) -> Score {
        let s = self.jumpers_view(pos);
        if pos.turn() == JUMPER {
            s
        } else {
            -s
        }
    }

    /// Longer chains first for the jumper; announcements first for the pusher.
    fn move_hint(&self, _pos: &Position, m: super::Move) -> i32 {
        i32::from(m.balls_removed()) * 100 + i32::from(m.announce())
    }
}
