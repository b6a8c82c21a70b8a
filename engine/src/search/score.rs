//! Scores: what a search says of a position, in centi-units from the side to
//! move's point of view, with wins and losses counted in plies.

use crate::game::{Game, Outcome, Side};

/// A score in centi-units, from the point of view of the side to move.
pub type Score = i32;
/// The score of a won position (minus the distance to the win in plies).
pub const WIN: Score = 1_000_000;
/// The score of a lost position.
pub const LOSS: Score = -WIN;
/// A point of a scored game's [`Game::margin`] is worth this much: evaluations of
/// scored games are in hundredths of a point.
pub const MARGIN_UNIT: Score = 100;
/// Scores beyond this (in absolute value) are wins or losses: a forced end
/// within `WIN - DECISIVE` plies.
pub const DECISIVE: Score = WIN - 10_000;

/// Plies to a forced end that a search score says: positive for a win of the
/// side that searched, negative for its loss, `None` for an undecided score.
///
/// ```
/// use abstrakta_engine::{forced_in, WIN, LOSS};
/// assert_eq!(forced_in(WIN - 3), Some(3));
/// assert_eq!(forced_in(LOSS + 4), Some(-4));
/// assert_eq!(forced_in(250), None);
/// ```
#[must_use]
pub const fn forced_in(score: Score) -> Option<i32> {
    if score >= DECISIVE {
        Some(WIN - score)
    } else if score <= -DECISIVE {
        Some(-(WIN + score))
    } else {
        None
    }
}
pub(super) const INFINITY: Score = WIN + 1;

/// The score of a finished game at `ply` plies from the root, for the side to move:
/// the margin in [`MARGIN_UNIT`]s for scored games, else a win (sooner is better),
/// a loss or a draw.
pub(super) fn terminal_score<G: Game>(pos: &G, outcome: Outcome, ply: usize) -> Score {
    let turn = pos.turn();
    if let Some(margin) = pos.margin() {
        let first = margin.saturating_mul(MARGIN_UNIT).clamp(-DECISIVE + 1, DECISIVE - 1);
        return if turn == Side::First { first } else { -first };
    }
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(s) if s == turn => WIN - ply as Score,
        Outcome::Win(_) => -(WIN - ply as Score),
    }
}

/// The score, for the side to move at `ply`, of a threat that nothing stops:
/// every move of its own is followed by the other side's winning one.
pub(super) fn threat_loss(ply: usize) -> Score {
    -(WIN - (ply as Score + 2))
}
