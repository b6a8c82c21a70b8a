//! The props that several parts of the play page share.

use yew::prelude::*;

use crate::components::game::UiGame;
use crate::state::MatchState;

/// Props of a part that shows the match as it is (the share box, the new-game box).
#[derive(Properties, PartialEq)]
pub struct MatchProps<G: UiGame> {
    /// The match.
    pub state: UseReducerHandle<MatchState<G>>,
}

/// Props of a part that shows the position after `shown` moves (the status, the hint).
#[derive(Properties, PartialEq)]
pub struct ShownProps<G: UiGame> {
    /// The match.
    pub state: UseReducerHandle<MatchState<G>>,
    /// The moves shown on the board.
    pub shown: usize,
}
