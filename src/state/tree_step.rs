//! A step about a tree of moves, as the move list and the buttons under it
//! ask for one, and how it moves the node shown: one place for the analysis
//! board and the variations of the play page.

use abstrakta_engine::study::{Explored, NodeId};
use abstrakta_engine::Registered;

/// A step about the tree of moves (a click or a key of the move list, a
/// button under it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeStep {
    /// Shows a node of the tree.
    Go(NodeId),
    /// Shows the move before.
    Back,
    /// Shows the next move of the line.
    Forward,
    /// Shows the start.
    First,
    /// Shows the end of the line shown.
    Last,
    /// Shows the next (1) or previous (-1) variation beside the move shown.
    Sibling(isize),
    /// Folds away (or shows again) the variations beside a node.
    Fold(NodeId),
}

impl TreeStep {
    /// The step a key asks for in a tree of moves (`KeyboardEvent.key`):
    /// left and right along the line, up and down between the variations
    /// beside the move shown, Home and End to the line's start and end.
    #[must_use]
    pub fn of_key(key: &str) -> Option<TreeStep> {
        Some(match key {
            "ArrowLeft" => TreeStep::Back,
            "ArrowRight" => TreeStep::Forward,
            "ArrowUp" => TreeStep::Sibling(-1),
            "ArrowDown" => TreeStep::Sibling(1),
            "Home" => TreeStep::First,
            "End" => TreeStep::Last,
            _ => return None,
        })
    }

    /// Takes the step in `explored` (a step that leads nowhere changes nothing).
    pub fn take<G: Registered>(self, explored: &mut Explored<G>) {
        match self {
            TreeStep::Go(id) => {
                explored.go(id);
            }
            TreeStep::Back => {
                explored.back();
            }
            TreeStep::Forward => {
                explored.forward();
            }
            TreeStep::First => while explored.back() {},
            TreeStep::Last => while explored.forward() {},
            TreeStep::Sibling(step) => {
                explored.sibling(step);
            }
            TreeStep::Fold(id) => explored.fold(id),
        }
    }
}
