//! The evaluation used by the computer player, kept apart from the rules, and
//! its policy for ending a battle by agreement.

use alloc::vec::Vec;

use super::moves::{Agreement, Move, DWARFS, DWARF_POINTS, TROLL_POINTS};
use super::position::{Position, START_DWARFS, START_TROLLS};
use super::square::{SquareSet, SIZE};
use crate::game::Game;
use crate::search::{Evaluator, Score, SearchResult, MARGIN_UNIT};

/// Cells of the board's square grid: the indices of [`Square::index`].
const CELLS: usize = SIZE as usize * SIZE as usize;

/// Pairs of neighbouring dwarfs, and of neighbouring trolls, at the start (a test
/// checks them against the start position).
const START_DWARF_PAIRS: Score = 28;
const START_TROLL_PAIRS: Score = 12;

/// Weights of the Thud evaluation, in hundredths of a point from the dwarfs' side
/// (a dwarf is worth 100, a troll 400, as in the battle score).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Bonus per pair of neighbouring dwarfs beyond the start formation's share
    /// (28 pairs for 32 dwarfs): lines and blocks protect each other and can hurl.
    pub dwarf_contact: Score,
    /// Penalty per dwarf a troll could reach next to with one step (in troll reach).
    pub dwarf_exposed: Score,
    /// Penalty per dwarf that the trolls' best single step would take next (the
    /// threat the dwarfs face at a quiet leaf).
    pub troll_threat: Score,
    /// Penalty per dwarf in the largest capture one troll move (a step or a
    /// shove) threatens, when the dwarfs are to move: a threat that standing on
    /// the evaluation at a leaf would otherwise not see.
    pub dwarfs_hanging: Score,
    /// Plies of captures searched beyond the depth limit.
    pub quiescence: u8,
    /// Bonus per pair of neighbouring trolls beyond the start formation's share
    /// (12 pairs for 8 trolls): shove lines.
    pub troll_contact: Score,
    /// How much more than the present assessment a search must foresee before the
    /// computer plays on instead of proposing or accepting an end.
    pub settle_margin: Score,
    /// Plies without a capture after which the computer proposes an end in an even
    /// battle that it cannot improve.
    pub quiet_plies: u16,
    /// Plies without a capture after which the computer, though behind, accepts an
    /// end when its search sees nothing to win back.
    pub hopeless_plies: u16,
    /// When behind with nothing to win back and no further loss in sight (within
    /// half of [`Eval::settle_margin`] either way), the computer proposes the end
    /// every this many quiet plies (from the second on); 0 never.
    pub behind_proposal_plies: u16,
    /// Plies without a capture after which the battle is dead, as a person
    /// sees it: whatever gain the search foresees has failed to come for this
    /// long, so the computer proposes the end (every twentieth ply) and accepts
    /// one, unless it captures at once.
    pub dead_plies: u16,
}

impl Default for Eval {
    fn default() -> Eval {
        Eval {
            dwarf_contact: 20,
            dwarf_exposed: 6,
            troll_threat: 10,
            dwarfs_hanging: 60,
            quiescence: 4,
            troll_contact: 6,
            settle_margin: 60,
            quiet_plies: 24,
            hopeless_plies: 40,
            behind_proposal_plies: 20,
            dead_plies: 60,
        }
    }
}

impl Eval {
    /// The largest number of dwarfs one troll step can take now (the trolls'
    /// immediate threat), and the set of dwarfs that some troll step reaches,
    /// given [`Position::capture_landings`].
    fn troll_threats(pos: &Position, landings: SquareSet) -> (u32, SquareSet) {
        let steps = pos.trolls().neighbours() & landings;
        let best = steps.map(|land| pos.dwarfs_next_to(land)).max().unwrap_or(0);
        (best, steps.neighbours() & pos.dwarfs())
    }

    /// The score from the dwarfs' point of view.
    #[must_use]
    pub fn dwarfs_view(&self, pos: &Position) -> Score {
        let (d, t) = pos.points();
        let mut score = (d - t) * MARGIN_UNIT;
        // Contacts counted beyond what the start formation gives each piece, so
        // that the start is even and the term tells a formation, not a piece count.
        let (dwarfs, trolls) = (d / DWARF_POINTS, t / TROLL_POINTS);
        let (dwarf_pairs, troll_pairs) = pos.contacts();
        let (all_dwarfs, all_trolls) = (START_DWARFS.len() as Score, START_TROLLS.len() as Score);
        score += self.dwarf_contact * (all_dwarfs * dwarf_pairs as Score - START_DWARF_PAIRS * dwarfs) / all_dwarfs;
        score -= self.troll_contact * (all_trolls * troll_pairs as Score - START_TROLL_PAIRS * trolls) / all_trolls;
        let landings = pos.capture_landings();
        let (best_capture, exposed) = Eval::troll_threats(pos, landings);
        score -= self.dwarf_exposed * exposed.count() as Score;
        score -= self.troll_threat * best_capture as Score;
        if pos.turn() == DWARFS && self.dwarfs_hanging != 0 {
            score -= self.dwarfs_hanging * best_capture.max(pos.shove_reach_onto(landings)) as Score;
        }
        score
    }

    /// The present points difference from the side to move's point of view.
    fn material(pos: &Position) -> Score {
        let m = pos.margin().unwrap_or(0) * MARGIN_UNIT;
        if pos.turn() == DWARFS {
            m
        } else {
            -m
        }
    }
}

eval_weights!(Eval {
    dwarf_contact,
    dwarf_exposed,
    troll_threat,
    troll_contact,
    dwarfs_hanging
});

impl Evaluator<Position> for Eval {
    fn evaluate(&self, pos: &Position) -> Score {
        let s = self.dwarfs_view(pos);
        if pos.turn() == DWARFS {
            s
        } else {
            -s
        }
    }

    fn quiescence_depth(&self) -> u8 {
        self.quiescence
    }

    /// The hurls, and for each troll move that takes dwarfs the largest set it may
    /// take (smaller sets of the same move are never better in a capture race).
    fn noisy_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        pos.largest_captures(out);
    }

    /// A move by its from and to squares (one table for both sides: a troll's
    /// step and a dwarf's move seldom join the same two squares).
    fn history_index(&self, _pos: &Position, m: Move) -> Option<usize> {
        m.squares().map(|(from, to)| from.index() * CELLS + to.index())
    }

    fn history_size(&self) -> usize {
        CELLS * CELLS
    }

    fn move_hint(&self, _pos: &Position, m: Move) -> i32 {
        match m {
            Move::Hurl { .. } => 4000,
            Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => 1000 * captures.count() as i32,
            Move::DwarfMove { .. } | Move::Propose | Move::Accept | Move::Refuse => 0,
        }
    }

    /// Ends a battle that nothing more can be won in. Answers a proposal, when
    /// ahead or level, with `accept` unless the search foresees a gain of more than
    /// [`Eval::settle_margin`] over the present assessment (the trolls, who gain
    /// over time, also refuse before [`Eval::quiet_plies`] quiet plies); when
    /// behind, with `refuse` unless it foresees a loss of as much, or the battle
    /// has been quiet for [`Eval::hopeless_plies`] plies with no gain in sight.
    /// Proposes the end with no gain in sight: when ahead (or level after
    /// [`Eval::quiet_plies`] quiet plies) at most every twentieth ply; when behind
    /// and the search foresees no further loss either, every
    /// [`Eval::behind_proposal_plies`] quiet plies.
    fn settle(&self, pos: &Position, result: &SearchResult<Move>) -> Option<Move> {
        let gain = result.score - self.evaluate(pos);
        let capture_next = result.best.is_some_and(|m| m.capture_count() > 0);
        let dead = pos.quiet_plies() >= self.dead_plies;
        match pos.agreement() {
            Agreement::Proposed => {
                // Ahead or level: accept unless the search foresees a gain. Behind:
                // play on unless the search foresees further losses.
                let accept = if Eval::material(pos) >= 0 {
                    // The trolls gain over time while there are dwarfs to catch:
                    // ahead, they stop only once the battle has gone quiet.
                    let stuck = pos.turn() == DWARFS || pos.quiet_plies() >= self.quiet_plies;
                    stuck && (result.best == Some(Move::Accept) || gain <= self.settle_margin)
                } else {
                    gain < -self.settle_margin
                        || (pos.quiet_plies() >= self.hopeless_plies && gain <= self.settle_margin / 2)
                };
                Some(if accept || dead { Move::Accept } else { Move::Refuse })
            }
            Agreement::Refused | Agreement::Agreed => None,
            Agreement::None => {
                let ahead = Eval::material(pos) > 0;
                let quiet = pos.quiet_plies();
                let level_and_dull = Eval::material(pos) == 0 && quiet >= self.quiet_plies;
                // Propose at most every twentieth quiet ply, so a refusal is not
                // met with the same question at once.
                let due = quiet >= 4 && quiet % 20 < 2;
                // Behind, sooner: each quiet stretch costs the side behind more.
                let every = self.behind_proposal_plies;
                let due_behind = every > 0 && quiet >= 2 && (quiet - 2) % every < 2;
                // Behind, only when the search sees no further loss either: no
                // capture coming for either side, as the rules ask.
                let behind = Eval::material(pos) < 0 && gain >= -self.settle_margin / 2;
                let settled =
                    (((ahead || level_and_dull) && due) || (behind && due_behind)) && gain <= self.settle_margin / 2;
                ((settled || (dead && due)) && !capture_next).then_some(Move::Propose)
            }
        }
    }
}
