//! What a game gives the search: its static evaluation and move hints, kept
//! apart from the rules, and the weights the tuner fits.

use alloc::vec::Vec;

use super::result::SearchResult;
use super::score::Score;
use crate::game::Game;

/// Static evaluation, kept apart from the rules.
pub trait Evaluator<G: Game> {
    /// The score of a running game from `pos.turn()`'s point of view. Draw is 0.
    fn evaluate(&self, pos: &G) -> Score;
    /// An ordering hint: moves with larger hints are searched first.
    fn move_hint(&self, _pos: &G, _m: G::Move) -> i32 {
        0
    }
    /// For the history heuristic: an index below [`Evaluator::history_size`]
    /// for move `m` (from and to squares, say); `None` (the default) leaves the
    /// move out of it.
    fn history_index(&self, _pos: &G, _m: G::Move) -> Option<usize> {
        None
    }
    /// The number of history indices; 0 (the default) turns the history off.
    fn history_size(&self) -> usize {
        0
    }
    /// Plies of quiescence search beyond the depth limit: only
    /// [`Evaluator::noisy_moves`] are searched there, and the side to move may
    /// always stand on the static evaluation. 0 (the default) turns it off.
    fn quiescence_depth(&self) -> u8 {
        0
    }
    /// Clears `out`, then pushes the moves that quiescence search follows (the
    /// captures that matter, and threats); only called when
    /// [`Evaluator::quiescence_depth`] > 0. When [`Evaluator::threatened`], they
    /// must be every legal move that stops the threat (or ends the game).
    fn noisy_moves(&self, _pos: &G, out: &mut Vec<G::Move>) {
        out.clear();
    }
    /// Whether the side to move faces a threat: the other side would win with its
    /// next move unless it is stopped now (Brandubh: the king sees a corner).
    /// Quiescence search does not stand pat there but answers with the
    /// [`Evaluator::noisy_moves`] that stop it, and a side with none loses;
    /// with [`Features::THREATS`](super::Features::THREATS) the move that made the threat is searched one
    /// ply deeper. False (the default) for games without such threats.
    fn threatened(&self, _pos: &G) -> bool {
        false
    }
    /// A game's own decision after the search, which [`think`](super::think) plays instead of the
    /// search's move (Thud: proposing or accepting the end of a battle once nothing
    /// more can be won). `None` keeps the search's choice.
    fn settle(&self, _pos: &G, _result: &SearchResult<G::Move>) -> Option<G::Move> {
        None
    }
}

/// An evaluation whose weights can be read and set by name: what the tool's
/// `tune` command fits to the results of played games.
pub trait Weights {
    /// The weights with their names, in a fixed order.
    fn weights(&self) -> Vec<(&'static str, Score)>;
    /// Sets the weight called `name`; false when there is none of that name.
    fn set_weight(&mut self, name: &str, value: Score) -> bool;
}
