//! A game's moves as a tree: the main line and its variations, each move with
//! its note. Moves are kept in notation; [`check`](super::check) replays them.

use alloc::string::String;
use alloc::vec::Vec;

use super::note::Note;

/// A node of a [`MoveTree`]: its index in the tree. The root, the start
/// position, is [`MoveTree::ROOT`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The index, for storing a node's place (a link, a list key).
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One move of the tree, or the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The move in notation (empty for the root).
    pub notation: String,
    /// The node the move is played from (`None` for the root).
    pub parent: Option<NodeId>,
    /// The moves that follow: the first continues this line, the others are
    /// variations.
    pub children: Vec<NodeId>,
    /// The comment, drawings and judgement of the move (the root's: of the start).
    pub note: Note,
    /// Whether the variations from this node are folded away in the move list.
    pub collapsed: bool,
    /// Where the move was read: line and column, from 1 (0 when not read).
    pub at: (u32, u32),
    live: bool,
}

/// The moves of a game with their variations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTree {
    nodes: Vec<Node>,
}

impl Default for MoveTree {
    fn default() -> Self {
        MoveTree::new()
    }
}

impl MoveTree {
    /// The start position.
    pub const ROOT: NodeId = NodeId(0);

    /// A tree with no moves.
    #[must_use]
    pub fn new() -> MoveTree {
        MoveTree {
            nodes: alloc::vec![Node {
                notation: String::new(),
                parent: None,
                children: Vec::new(),
                note: Note::default(),
                collapsed: false,
                at: (0, 0),
                live: true,
            }],
        }
    }

    /// A tree of one line of moves.
    #[must_use]
    pub fn from_line<S: AsRef<str>>(moves: &[S]) -> MoveTree {
        let mut tree = MoveTree::new();
        let mut at = MoveTree::ROOT;
        for m in moves {
            at = tree.add(at, m.as_ref());
        }
        tree
    }

    /// The node `id`, unless it was deleted or never was.
    #[must_use]
    pub fn node(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index()).filter(|n| n.live)
    }

    /// The node `id` to change, unless it was deleted or never was.
    pub fn node_mut(&mut self, id: NodeId) -> Option<&mut Node> {
        self.nodes.get_mut(id.index()).filter(|n| n.live)
    }

    /// Plays `notation` after `parent`: the child that already has it, or a new
    /// one, the main continuation when `parent` had none and a variation
    /// otherwise. A deleted `parent` is taken as the root.
    pub fn add(&mut self, parent: NodeId, notation: &str) -> NodeId {
        let parent = if self.node(parent).is_some() {
            parent
        } else {
            MoveTree::ROOT
        };
        if let Some(&same) = self.nodes[parent.index()]
            .children
            .iter()
            .find(|&&c| self.nodes[c.index()].notation == notation)
        {
            return same;
        }
        let id = NodeId(u32::try_from(self.nodes.len()).unwrap_or(u32::MAX));
        self.nodes.push(Node {
            notation: notation.into(),
            parent: Some(parent),
            children: Vec::new(),
            note: Note::default(),
            collapsed: false,
            at: (0, 0),
            live: true,
        });
        self.nodes[parent.index()].children.push(id);
        id
    }

    /// The moves from the root to `id`, in order (empty for the root or a
    /// deleted node).
    #[must_use]
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = self.node(id).map(|_| id);
        while let Some(n) = at.filter(|&n| n != MoveTree::ROOT) {
            path.push(n);
            at = self.nodes[n.index()].parent;
        }
        path.reverse();
        path
    }

    /// The notation of the moves from the root to `id`.
    #[must_use]
    pub fn moves_to(&self, id: NodeId) -> Vec<&str> {
        self.path(id)
            .into_iter()
            .map(|n| self.nodes[n.index()].notation.as_str())
            .collect()
    }

    /// The line that continues from `id` by first children, `id` excluded.
    #[must_use]
    pub fn line_from(&self, id: NodeId) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = self.node(id);
        while let Some(&next) = at.and_then(|n| n.children.first()) {
            line.push(next);
            at = self.node(next);
        }
        line
    }

    /// The main line: the first child from the root on.
    #[must_use]
    pub fn main_line(&self) -> Vec<NodeId> {
        self.line_from(MoveTree::ROOT)
    }

    /// Whether `id` is on the main line (the root is).
    #[must_use]
    pub fn on_main_line(&self, id: NodeId) -> bool {
        self.node(id).is_some()
            && self.path(id).into_iter().all(|n| {
                let parent = self.nodes[n.index()].parent.unwrap_or(MoveTree::ROOT);
                self.nodes[parent.index()].children.first() == Some(&n)
            })
    }

    /// Makes the line through `id` the main line: at every move up to the root,
    /// the move taken becomes the first continuation (the others keep their order).
    pub fn promote(&mut self, id: NodeId) {
        for n in self.path(id) {
            let parent = self.nodes[n.index()].parent.unwrap_or(MoveTree::ROOT);
            let children = &mut self.nodes[parent.index()].children;
            if let Some(place) = children.iter().position(|&c| c == n) {
                let moved = children.remove(place);
                children.insert(0, moved);
            }
        }
    }

    /// Moves `id` one place up among its siblings (towards the main line).
    pub fn raise(&mut self, id: NodeId) {
        let Some(parent) = self.node(id).and_then(|n| n.parent) else {
            return;
        };
        let children = &mut self.nodes[parent.index()].children;
        if let Some(place) = children.iter().position(|&c| c == id).filter(|&p| p > 0) {
            children.swap(place, place - 1);
        }
    }

    /// Deletes `id` and every move after it; returns the node it was played
    /// from (`None` for the root, which is not deleted, or a deleted node).
    pub fn delete(&mut self, id: NodeId) -> Option<NodeId> {
        let parent = self.node(id)?.parent?;
        self.nodes[parent.index()].children.retain(|&c| c != id);
        let mut stack = alloc::vec![id];
        while let Some(n) = stack.pop() {
            let node = &mut self.nodes[n.index()];
            node.live = false;
            stack.append(&mut node.children);
        }
        Some(parent)
    }

    /// The next and previous variation beside `id` (its siblings), wrapping:
    /// `step` 1 is the next, -1 the previous; `id` itself when it has none.
    #[must_use]
    pub fn sibling(&self, id: NodeId, step: isize) -> NodeId {
        let Some(parent) = self.node(id).and_then(|n| n.parent) else {
            return id;
        };
        let children = &self.nodes[parent.index()].children;
        let Some(place) = children.iter().position(|&c| c == id) else {
            return id;
        };
        let len = children.len() as isize;
        children[(place as isize + step).rem_euclid(len) as usize]
    }

    /// How many moves the tree holds (the root not counted).
    #[must_use]
    pub fn len(&self) -> usize {
        self.nodes.iter().filter(|n| n.live).count() - 1
    }

    /// Whether the tree has no moves.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.nodes[0].children.is_empty()
    }

    /// How many variations the tree holds: moves that are not their parent's
    /// first continuation.
    #[must_use]
    pub fn variations(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| n.live)
            .map(|n| n.children.len().saturating_sub(1))
            .sum()
    }

    /// Every live node in depth-first order, the root first, the main
    /// continuation before the variations.
    #[must_use]
    pub fn walk(&self) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack = alloc::vec![MoveTree::ROOT];
        while let Some(n) = stack.pop() {
            out.push(n);
            stack.extend(self.nodes[n.index()].children.iter().rev());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree() -> (MoveTree, [NodeId; 5]) {
        // a b c, with b' as an answer to a and c' as an answer to b.
        let mut t = MoveTree::new();
        let a = t.add(MoveTree::ROOT, "a");
        let b = t.add(a, "b");
        let c = t.add(b, "c");
        let b2 = t.add(a, "b'");
        let c2 = t.add(b, "c'");
        (t, [a, b, c, b2, c2])
    }

    #[test]
    fn a_move_at_an_earlier_point_starts_a_variation_and_keeps_the_line() {
        let (t, [a, b, c, b2, c2]) = tree();
        assert_eq!(t.main_line(), [a, b, c]);
        assert_eq!(t.moves_to(b2), ["a", "b'"]);
        assert_eq!(t.moves_to(c2), ["a", "b", "c'"]);
        assert_eq!(t.len(), 5);
        assert_eq!(t.variations(), 2);
        assert!(t.on_main_line(c) && !t.on_main_line(c2) && !t.on_main_line(b2));
    }

    #[test]
    fn playing_a_move_that_is_there_follows_it() {
        let (mut t, [a, b, ..]) = tree();
        assert_eq!(t.add(a, "b"), b);
        assert_eq!(t.len(), 5);
    }

    #[test]
    fn promotion_makes_the_line_the_main_one() {
        let (mut t, [a, b, c, b2, c2]) = tree();
        t.promote(c2);
        assert_eq!(t.main_line(), [a, b, c2]);
        t.promote(b2);
        assert_eq!(t.main_line(), [a, b2]);
        assert_eq!(t.node(a).unwrap().children, [b2, b]);
        assert_eq!(t.node(b).unwrap().children, [c2, c]);
        t.raise(b);
        assert_eq!(t.main_line(), [a, b, c2]);
    }

    #[test]
    fn deleting_removes_the_move_and_what_follows() {
        let (mut t, [a, b, c, b2, c2]) = tree();
        assert_eq!(t.delete(b), Some(a));
        assert_eq!(t.main_line(), [a, b2]);
        assert!(t.node(c).is_none() && t.node(c2).is_none());
        assert_eq!(t.len(), 2);
        assert_eq!(t.delete(MoveTree::ROOT), None);
        assert_eq!(t.delete(c), None, "a deleted node is not deleted twice");
        assert!(t.path(c).is_empty());
    }

    #[test]
    fn siblings_wrap_and_the_walk_is_depth_first() {
        let (t, [a, b, c, b2, c2]) = tree();
        assert_eq!(t.sibling(b, 1), b2);
        assert_eq!(t.sibling(b2, 1), b);
        assert_eq!(t.sibling(b, -1), b2);
        assert_eq!(t.sibling(a, 1), a);
        assert_eq!(t.walk(), [MoveTree::ROOT, a, b, c, c2, b2]);
    }
}
