//! The engine's judgement of a move from the evaluations of the positions
//! before and after it: how much the side that moved lost, and the mark a
//! record gives such a move (`?!`, `?`, `??`).

use super::note::Glyph;
use crate::search::{DECISIVE, WIN};

/// The smallest loss marked `?!`, in the game's unit of evaluation (a piece,
/// a point): one.
pub const DUBIOUS_UNITS: i32 = 1;
/// The smallest loss marked `?`: two units.
pub const MISTAKE_UNITS: i32 = 2;
/// The smallest loss marked `??`: four units (and any move into a forced loss).
pub const BLUNDER_UNITS: i32 = 4;

/// How much the side that moved lost by its move: `before` is the evaluation
/// for it before the move, `after` the evaluation after the move for the side
/// then to move, `same_side` whether that is the same side (a move that does
/// not pass the turn). `None` when the move cost nothing that counts: a side
/// already lost loses nothing more, and a side that had a forced win and is
/// not lost after the move has at worst a slower win (a search that saw the
/// win before may not see it after). A move into a forced loss loses [`WIN`].
#[must_use]
pub fn drop_of(before: i32, after: i32, same_side: bool) -> Option<i32> {
    let after = if same_side { after } else { -after };
    if before <= -DECISIVE || (before >= DECISIVE && after > -DECISIVE) {
        return None;
    }
    if after <= -DECISIVE {
        return Some(WIN);
    }
    Some(before.min(DECISIVE) - after)
}

/// The mark of a move that lost `drop` where `unit` is what the game's unit
/// of evaluation is worth: `??`, `?` or `?!`, or none.
#[must_use]
pub fn glyph_for(drop: i32, unit: i32) -> Option<Glyph> {
    let unit = unit.max(1);
    match drop {
        d if d >= BLUNDER_UNITS.saturating_mul(unit) => Some(Glyph::Blunder),
        d if d >= MISTAKE_UNITS.saturating_mul(unit) => Some(Glyph::Mistake),
        d if d >= DUBIOUS_UNITS.saturating_mul(unit) => Some(Glyph::Dubious),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_judged_by_what_its_side_lost() {
        // The turn passes: the evaluation after is the other side's.
        assert_eq!(drop_of(30, 40, false), Some(70));
        assert_eq!(drop_of(30, -40, false), Some(-10), "a gain is a negative drop");
        assert_eq!(drop_of(30, 40, true), Some(-10));
        // Into a forced loss: everything lost.
        assert_eq!(drop_of(0, DECISIVE + 5, false), Some(WIN));
        // Lost already, or still winning: nothing counts.
        assert_eq!(drop_of(-DECISIVE - 1, 500, false), None);
        assert_eq!(drop_of(DECISIVE + 3, 200, false), None);
        assert_eq!(glyph_for(WIN, 300), Some(Glyph::Blunder));
        assert_eq!(glyph_for(399, 100), Some(Glyph::Mistake));
        assert_eq!(glyph_for(199, 100), Some(Glyph::Dubious));
        assert_eq!(glyph_for(99, 100), None);
        assert_eq!(glyph_for(299, 300), None, "in the game's own unit");
    }
}
