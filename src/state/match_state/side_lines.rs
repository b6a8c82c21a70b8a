//! Lines explored beside a game: a tree of moves whose main line is the game
//! as played, and whose variations are the player's "what if I had played
//! this instead?". It follows the game as moves are played and taken back;
//! the game itself never changes by it.

use abstrakta_engine::study::{Explored, MoveTree, NodeId};

use super::model::Match;
use crate::i18n::Refusals;
use crate::state::TreeStep;

/// The node after `at` moves along `main` (a main line's nodes): the start for
/// none, the last for more than it has.
#[must_use]
pub fn node_after(main: &[NodeId], at: usize) -> NodeId {
    at.checked_sub(1)
        .and_then(|i| main.get(i).or(main.last()))
        .copied()
        .unwrap_or(MoveTree::ROOT)
}

/// The variations of a game with the game as their main line, and the move shown.
#[derive(Clone, Debug)]
pub struct SideLines<G: Refusals> {
    explored: Explored<G>,
}

impl<G: Refusals> PartialEq for SideLines<G> {
    fn eq(&self, other: &Self) -> bool {
        self.explored.current() == other.explored.current() && self.explored.tree() == other.explored.tree()
    }
}

impl<G: Refusals> SideLines<G> {
    /// The game's moves as the main line, the position after `at` of them shown.
    pub(super) fn of(game: &Match<G>, at: usize) -> SideLines<G> {
        let mut explored = Explored::new(game.rules.clone(), game.plies.position(0).clone());
        let moves: Vec<G::Move> = game.plies.iter().map(|p| p.mv).collect();
        // The game's moves were checked as they were played.
        let _ = explored.follow(&moves);
        let mut lines = SideLines { explored };
        lines.explored.go(lines.main_node(at));
        lines
    }

    /// The tree with its positions and the move shown.
    pub fn explored(&self) -> &Explored<G> {
        &self.explored
    }

    /// The node of the main line after `at` of the game's moves (its last
    /// move when there are fewer).
    pub fn main_node(&self, at: usize) -> NodeId {
        node_after(&self.explored.tree().main_line(), at)
    }

    /// Each variation as the moves from the start to its end, in notation.
    pub fn variation_lines(&self) -> Vec<Vec<String>> {
        let tree = self.explored.tree();
        let end = |id: NodeId| tree.node(id).is_some_and(|node| node.children.is_empty()) && !tree.on_main_line(id);
        tree.walk()
            .into_iter()
            .filter(|&id| end(id))
            .map(|id| tree.moves_to(id).into_iter().map(String::from).collect())
            .collect()
    }

    /// The number of the game's moves before the position shown, when it is
    /// on the main line (the game's own); `None` in a variation.
    pub fn game_moves_shown(&self) -> Option<usize> {
        let (tree, current) = (self.explored.tree(), self.explored.current());
        tree.on_main_line(current).then(|| tree.path(current).len())
    }

    /// Follows the game: its moves are the main line again.
    pub(super) fn follow(&mut self, game: &Match<G>) {
        let moves: Vec<G::Move> = game.plies.iter().map(|p| p.mv).collect();
        let _ = self.explored.follow(&moves);
    }

    /// Plays `m` from the position after `at` of the game's moves (`Some`), or
    /// from the move shown (`None`); false (and nothing changes) when the game
    /// refuses it.
    pub(super) fn play(&mut self, at: Option<usize>, m: G::Move) -> bool {
        let before = self.explored.current();
        if let Some(at) = at {
            self.explored.go(self.main_node(at));
        }
        let played = self.explored.play(m).is_ok();
        if !played {
            self.explored.go(before);
        }
        played
    }

    /// Takes `step` about the tree.
    pub(super) fn step(&mut self, step: TreeStep) {
        step.take(&mut self.explored);
    }

    /// Deletes the move shown and what follows it, when it is in a variation
    /// (the game's moves are never deleted); false otherwise.
    pub(super) fn delete(&mut self) -> bool {
        self.game_moves_shown().is_none() && self.explored.delete()
    }
}
