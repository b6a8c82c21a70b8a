//! A chapter being explored: its tree of moves with the position after each
//! move, and the move shown. The analysis board's model: every move is checked
//! by the game before it enters the tree.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::note::Note;
use super::text::Chapter;
use super::tree::{MoveTree, NodeId};
use crate::game::{live, PlayError};
use crate::kind::{GameKind, Registered, RulesError};

/// What is wrong in a chapter.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckErrorKind {
    /// No `game` tag, and no game given.
    #[error("no [game \"…\"] tag says which game it is")]
    NoGame,
    /// A `game` tag that names no game.
    #[error("{0}")]
    UnknownGame(String),
    /// A `game` tag that names another game than the board's.
    #[error("the record is of the game \"{found}\", not of {expected}")]
    OtherGame {
        /// The tag's value.
        found: String,
        /// The board's game.
        expected: GameKind,
    },
    /// The `rules` tag was refused.
    #[error("rules: {0}")]
    Rules(RulesError),
    /// The `start` tag was refused.
    #[error("start position: {0}")]
    Start(String),
    /// A move refused where it is played.
    #[error("line {line}, column {column}: move {number} ({text}): {reason}")]
    Move {
        /// Where it was read: the line, from 1 (0 when not read from text).
        line: u32,
        /// The column, from 1.
        column: u32,
        /// Its place in its line, from 1.
        number: usize,
        /// As written.
        text: String,
        /// Why.
        reason: String,
    },
    /// A drawing on a cell the board does not have.
    #[error("move {number}: \"{cell}\" is not a cell of the board")]
    BadCell {
        /// The move's place in its line, from 1 (0 for the start).
        number: usize,
        /// The cell as written.
        cell: String,
    },
}

/// By node index: the position after the node's move (the root's: the start)
/// and the move; `None` for a node not (or no longer) in the tree.
type Placed<G> = Vec<Option<(G, Option<<G as crate::game::Game>::Move>)>>;

/// A tree of moves from a start position, each move with the position it
/// leads to, and the node shown.
#[derive(Clone, Debug)]
pub struct Explored<G: Registered> {
    rules: G::Rules,
    /// The tags read with the chapter, other than the game, rules and start
    /// (players, event): written back as they were.
    tags: Vec<(String, String)>,
    tree: MoveTree,
    after: Placed<G>,
    current: NodeId,
}

impl<G: Registered> Explored<G> {
    /// No moves yet from `start`, under `rules`.
    #[must_use]
    pub fn new(rules: G::Rules, start: G) -> Explored<G> {
        Explored {
            rules,
            tags: Vec::new(),
            tree: MoveTree::new(),
            after: alloc::vec![Some((start, None))],
            current: MoveTree::ROOT,
        }
    }

    /// `moves` from `start`, each checked, the last one shown.
    ///
    /// # Errors
    /// The first move refused, with its place in the line (from 1).
    pub fn from_line<S: AsRef<str>>(
        rules: G::Rules,
        start: G,
        moves: &[S],
    ) -> Result<Explored<G>, (usize, G::MoveError)> {
        let mut explored = Explored::new(rules, start);
        for (i, text) in moves.iter().enumerate() {
            let m = explored.playable().parse_move(text.as_ref()).map_err(|e| (i + 1, e))?;
            if explored.play(m).is_err() {
                break;
            }
        }
        Ok(explored)
    }

    /// The chapter's tree replayed: every move of every line checked, every
    /// drawing on a cell of the board; the start shown.
    ///
    /// # Errors
    /// The first thing refused; a chapter of another game is refused too.
    pub fn from_chapter(chapter: &Chapter) -> Result<Explored<G>, CheckErrorKind> {
        if let Some(game) = chapter.tag("game").filter(|g| *g != G::ID) {
            return Err(CheckErrorKind::OtherGame {
                found: game.into(),
                expected: G::KIND,
            });
        }
        let rules = match chapter.tag("rules") {
            Some(text) => G::parse_rules(text).map_err(CheckErrorKind::Rules)?,
            None => G::Rules::default(),
        };
        let start = match chapter.tag("start").filter(|s| !s.trim().is_empty()) {
            Some(text) => G::from_text(text, &rules).map_err(|e| CheckErrorKind::Start(e.to_string()))?,
            None => G::new(&rules),
        };
        let tree = chapter.tree.clone();
        let mut after: Placed<G> = Vec::new();
        let place = |after: &mut Placed<G>, id: NodeId, entry| {
            if after.len() <= id.index() {
                after.resize(id.index() + 1, None);
            }
            after[id.index()] = Some(entry);
        };
        check_cells::<G>(tree.node(MoveTree::ROOT).map(|n| &n.note), 0)?;
        place(&mut after, MoveTree::ROOT, (start, None));
        // Parents come before their children in the walk: each move is played
        // from its parent's position.
        for id in tree.walk().into_iter().skip(1) {
            let Some(node) = tree.node(id) else { continue };
            let number = tree.path(id).len();
            let refused = |reason: String| CheckErrorKind::Move {
                line: node.at.0,
                column: node.at.1,
                number,
                text: node.notation.clone(),
                reason,
            };
            let parent = node.parent.unwrap_or(MoveTree::ROOT);
            let Some((before, _)) = after.get(parent.index()).cloned().flatten() else {
                continue;
            };
            let before = live(before);
            let m = before.parse_move(&node.notation).map_err(|e| refused(e.to_string()))?;
            let played = before
                .play(m)
                .map_err(|_| refused("the engine refused to play it".into()))?;
            check_cells::<G>(Some(&node.note), number)?;
            place(&mut after, id, (played, Some(m)));
        }
        let tags = chapter
            .tags
            .iter()
            .filter(|(name, _)| !matches!(name.as_str(), "game" | "rules" | "start"))
            .cloned()
            .collect();
        Ok(Explored {
            rules,
            tags,
            tree,
            after,
            current: MoveTree::ROOT,
        })
    }

    /// The chapter to write: the game, the rules and the start as tags (the
    /// rules and start only where they are not the usual ones), the tags read
    /// with it, and the tree.
    #[must_use]
    pub fn to_chapter(&self) -> Chapter {
        let mut chapter = Chapter {
            tags: alloc::vec![("game".into(), G::ID.into())],
            tree: self.tree.clone(),
        };
        let rules = G::rules_text(&self.rules);
        if !rules.is_empty() {
            chapter.set_tag("rules", &rules);
        }
        let start = self.start().to_text();
        if start != G::new(&self.rules).to_text() {
            chapter.set_tag("start", &start);
        }
        for (name, value) in &self.tags {
            chapter.set_tag(name, value);
        }
        chapter
    }

    /// The rules.
    pub fn rules(&self) -> &G::Rules {
        &self.rules
    }

    /// The tree of moves.
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The node shown.
    pub fn current(&self) -> NodeId {
        self.current
    }

    /// The start position.
    pub fn start(&self) -> &G {
        self.position_of(MoveTree::ROOT)
            .unwrap_or_else(|| unreachable!("the root is always placed"))
    }

    /// The position after node `id`'s move (the start for the root).
    pub fn position_of(&self, id: NodeId) -> Option<&G> {
        self.tree.node(id)?;
        self.after.get(id.index())?.as_ref().map(|(pos, _)| pos)
    }

    /// The position shown.
    pub fn position(&self) -> &G {
        self.position_of(self.current).unwrap_or_else(|| self.start())
    }

    /// The position in which play goes on from the one shown: the next round's
    /// start after a move that ends a round.
    pub fn playable(&self) -> G {
        live(self.position().clone())
    }

    /// Node `id`'s move and the position it was played from (`None` for the root).
    pub fn move_of(&self, id: NodeId) -> Option<(G, G::Move)> {
        let m = self.after.get(id.index())?.as_ref()?.1?;
        let parent = self.tree.node(id)?.parent?;
        Some((live(self.position_of(parent)?.clone()), m))
    }

    /// Plays `m` from the position shown: the move that is already there is
    /// followed; another becomes a new variation (or the continuation of a
    /// line that had none). The new node is shown.
    ///
    /// # Errors
    /// The game refuses the move; nothing changes.
    pub fn play(&mut self, m: G::Move) -> Result<NodeId, PlayError<G>> {
        let before = self.playable();
        let text = before.move_to_text(m);
        let after = before.play(m)?;
        let id = self.tree.add(self.current, &text);
        if self.after.len() <= id.index() {
            self.after.resize(id.index() + 1, None);
        }
        if self.after[id.index()].is_none() {
            self.after[id.index()] = Some((after, Some(m)));
        }
        self.current = id;
        Ok(id)
    }

    /// Makes `line` (moves from the start) the main line, as a game that goes
    /// on or is taken back changes it: the moves it shares with the main line
    /// stay, with their variations; every move after the last one shared is
    /// deleted, in every line (so that nothing follows the end of `line`), and
    /// the rest of `line` is played as the main line. The move shown stays,
    /// unless it was deleted or was the end of the main line: then the end of
    /// `line` is shown.
    ///
    /// # Errors
    /// A move of `line` the game refuses, with its place in the line (from
    /// 1); the moves before it are kept.
    pub fn follow(&mut self, line: &[G::Move]) -> Result<(), (usize, PlayError<G>)> {
        let main = self.tree.main_line();
        let was_end = self.current == main.last().copied().unwrap_or(MoveTree::ROOT);
        let shared = main
            .iter()
            .zip(line)
            .take_while(|&(id, m)| self.after.get(id.index()).and_then(|a| a.as_ref()?.1) == Some(*m))
            .count();
        let branch = shared.checked_sub(1).map_or(MoveTree::ROOT, |i| main[i]);
        let after: Vec<NodeId> = self.tree.node(branch).map(|n| n.children.clone()).unwrap_or_default();
        if shared < main.len() {
            for child in after {
                self.tree.delete(child);
            }
        }
        let keep = (!was_end && self.tree.node(self.current).is_some()).then_some(self.current);
        self.current = branch;
        for (i, &m) in line.iter().enumerate().skip(shared) {
            if let Err(e) = self.play(m) {
                self.current = keep.unwrap_or(self.current);
                return Err((i + 1, e));
            }
        }
        self.current = keep.unwrap_or(self.current);
        Ok(())
    }

    /// Shows node `id`; false (and nothing changes) when it is not in the tree.
    pub fn go(&mut self, id: NodeId) -> bool {
        let there = self.position_of(id).is_some();
        if there {
            self.current = id;
        }
        there
    }

    /// Shows the move before the one shown; false at the start.
    pub fn back(&mut self) -> bool {
        let parent = self.tree.node(self.current).and_then(|n| n.parent);
        parent.is_some_and(|p| self.go(p))
    }

    /// Shows the move after the one shown along its line; false at its end.
    pub fn forward(&mut self) -> bool {
        let next = self.tree.node(self.current).and_then(|n| n.children.first().copied());
        next.is_some_and(|n| self.go(n))
    }

    /// Shows the next (`step` 1) or previous (-1) variation beside the move
    /// shown; false when it has none.
    pub fn sibling(&mut self, step: isize) -> bool {
        let other = self.tree.sibling(self.current, step);
        other != self.current && self.go(other)
    }

    /// The moves from the start to the one shown, in notation.
    pub fn moves_shown(&self) -> Vec<&str> {
        self.tree.moves_to(self.current)
    }

    /// Makes the line of the move shown the main line.
    pub fn promote(&mut self) {
        self.tree.promote(self.current);
    }

    /// Deletes the move shown and every move after it; the move before it is
    /// shown. False at the start, which is not deleted.
    pub fn delete(&mut self) -> bool {
        match self.tree.delete(self.current) {
            Some(parent) => {
                self.current = parent;
                true
            }
            None => false,
        }
    }

    /// Folds away the variations that branch off at node `id`'s parent (the
    /// siblings of `id`), or shows them again.
    pub fn fold(&mut self, id: NodeId) {
        let parent = self.tree.node(id).and_then(|n| n.parent);
        if let Some(node) = parent.and_then(|p| self.tree.node_mut(p)) {
            node.collapsed = !node.collapsed;
        }
    }

    /// The note of the move shown (the start's at the start).
    pub fn note(&self) -> Note {
        self.tree.node(self.current).map(|n| n.note.clone()).unwrap_or_default()
    }

    /// Replaces the note of the move shown.
    ///
    /// # Errors
    /// A drawing on a cell the board does not have; nothing changes.
    pub fn set_note(&mut self, note: Note) -> Result<(), CheckErrorKind> {
        let number = self.tree.path(self.current).len();
        check_cells::<G>(Some(&note), number)?;
        if let Some(node) = self.tree.node_mut(self.current) {
            node.note = note;
        }
        Ok(())
    }
}

/// Refuses a drawing of `note` on a cell the board does not have.
pub(super) fn check_cells<G: Registered>(note: Option<&Note>, number: usize) -> Result<(), CheckErrorKind> {
    let Some(note) = note else { return Ok(()) };
    let cells = note.arrows.iter().flat_map(|(a, b)| [a, b]).chain(&note.marks);
    for cell in cells {
        if !G::is_cell(cell) {
            return Err(CheckErrorKind::BadCell {
                number,
                cell: cell.clone(),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::brandubh::{Position, Rules};
    use crate::game::{Game, Notation};
    use crate::study::Study;

    fn start() -> Explored<Position> {
        let rules = Rules::default();
        Explored::new(rules, Position::new(&rules))
    }

    fn play(e: &mut Explored<Position>, text: &str) -> NodeId {
        let m = e.playable().parse_move(text).unwrap();
        e.play(m).unwrap()
    }

    fn moves(texts: &[&str]) -> Vec<<Position as Game>::Move> {
        let mut pos = Position::new(&Rules::default());
        texts
            .iter()
            .map(|t| {
                let m = pos.parse_move(t).unwrap();
                pos = pos.clone().play(m).unwrap();
                m
            })
            .collect()
    }

    #[test]
    fn following_a_game_keeps_the_variations_before_where_it_changes() {
        let mut e = start();
        let game = moves(&["d1-e1", "d3-f3", "b4-b2", "f3-f2"]);
        e.follow(&game[..2]).unwrap();
        assert_eq!(e.moves_shown(), ["d1-e1", "d3-f3"], "the end of the line is shown");
        // A variation in place of the second move.
        e.back();
        let side = play(&mut e, "c4-c6");
        // The game goes on: the main line grows, the variation stays and is still shown.
        e.follow(&game).unwrap();
        assert_eq!(e.current(), side);
        let main: Vec<&str> = e
            .tree()
            .main_line()
            .iter()
            .map(|&id| e.tree().node(id).unwrap().notation.as_str())
            .collect();
        assert_eq!(main, ["d1-e1", "d3-f3", "b4-b2", "f3-f2"]);
        assert_eq!(e.tree().variations(), 1);
        // Shown at the end of the main line, the view follows the game.
        while e.forward() {}
        e.go(e.tree().main_line()[3]);
        e.follow(&game[..3]).unwrap();
        assert_eq!(
            e.moves_shown(),
            ["d1-e1", "d3-f3", "b4-b2"],
            "taken back: the end shown"
        );
        assert_eq!(e.tree().len(), 4, "the move taken back is gone, the variation is kept");
        // Taken back to before the variation's point: everything after it goes.
        e.follow(&game[..1]).unwrap();
        assert_eq!(e.tree().len(), 1);
        assert_eq!(e.tree().variations(), 0);
        assert_eq!(e.moves_shown(), ["d1-e1"]);
        // Nothing changes for the same line.
        let before = e.tree().clone();
        e.follow(&game[..1]).unwrap();
        assert_eq!(e.tree(), &before);
    }

    #[test]
    fn a_move_played_at_an_earlier_point_starts_a_variation_and_keeps_the_line() {
        let mut e = start();
        let a = play(&mut e, "d1-e1");
        let b = play(&mut e, "d3-f3");
        assert!(e.back());
        assert_eq!(e.current(), a);
        let b2 = play(&mut e, "c4-c6");
        assert_eq!(e.tree().main_line(), [a, b]);
        assert_eq!(e.moves_shown(), ["d1-e1", "c4-c6"]);
        assert_eq!(e.tree().variations(), 1);
        // Each node keeps the position it leads to.
        let mut line = Position::new(&Rules::default());
        for text in ["d1-e1", "d3-f3"] {
            line = line.clone().play(line.parse_move(text).unwrap()).unwrap();
        }
        assert_eq!(e.position_of(b).map(Notation::to_text), Some(line.to_text()));
        // Playing a move that is there follows it, adding nothing.
        e.back();
        assert_eq!(play(&mut e, "d3-f3"), b);
        assert_eq!(e.tree().len(), 3);
        // Between variations, and back to the main line.
        assert!(e.sibling(1));
        assert_eq!(e.current(), b2);
        assert!(e.sibling(-1));
        assert_eq!(e.current(), b);
        assert_eq!(
            e.move_of(b).map(|(before, m)| before.move_to_text(m)),
            Some("d3-f3".into())
        );
    }

    #[test]
    fn a_variation_is_promoted_and_deleted() {
        let mut e = start();
        let a = play(&mut e, "d1-e1");
        let b = play(&mut e, "d3-f3");
        e.back();
        let b2 = play(&mut e, "c4-c6");
        let c2 = play(&mut e, "e1-e2");
        e.promote();
        assert_eq!(e.tree().main_line(), [a, b2, c2]);
        assert!(e.tree().on_main_line(c2) && !e.tree().on_main_line(b));
        assert!(e.go(b2));
        assert!(e.delete());
        assert_eq!(e.current(), a, "the move before is shown");
        assert_eq!(e.tree().main_line(), [a, b]);
        assert!(!e.go(c2), "the moves after a deleted one go with it");
        e.go(MoveTree::ROOT);
        assert!(!e.delete(), "the start is not deleted");
        assert!(!e.back());
    }

    #[test]
    fn a_refused_move_or_drawing_changes_nothing() {
        let mut e = start();
        play(&mut e, "d1-e1");
        let before = e.tree().clone();
        let other = start().playable();
        // A move of the start position, not legal after d1-e1 (the attacker left d1).
        let m = other.parse_move("d1-c1").unwrap();
        assert!(e.play(m).is_err());
        assert_eq!(e.tree(), &before);
        let bad = Note {
            marks: alloc::vec!["z9".into()],
            ..Note::default()
        };
        assert_eq!(
            e.set_note(bad),
            Err(CheckErrorKind::BadCell {
                number: 1,
                cell: "z9".into()
            })
        );
        assert_eq!(e.tree(), &before);
    }

    #[test]
    fn a_tree_with_notes_is_written_and_read_back_the_same() {
        let mut e = start();
        play(&mut e, "d1-e1");
        e.set_note(Note {
            text: "Out of the way.".into(),
            arrows: alloc::vec![("d3".into(), "f3".into())],
            marks: alloc::vec!["f3".into()],
            ..Note::default()
        })
        .unwrap();
        play(&mut e, "d3-f3");
        e.back();
        play(&mut e, "c4-c6");
        let text = Study {
            chapters: alloc::vec![e.to_chapter()],
        }
        .to_string();
        let read = Study::parse(&text).unwrap();
        let again = Explored::<Position>::from_chapter(&read.chapters[0]).unwrap();
        assert_eq!(again.tree().walk().len(), e.tree().walk().len());
        assert_eq!(again.tree().variations(), 1);
        let first = again.tree().main_line()[0];
        let note = &again.tree().node(first).unwrap().note;
        assert_eq!(note.text, "Out of the way.");
        assert_eq!(note.arrows, [("d3".into(), "f3".into())]);
        assert_eq!(note.marks, ["f3"]);
        assert_eq!(again.to_chapter().tag("game"), Some("brandubh"));
    }

    #[test]
    fn a_chapter_of_another_game_or_with_a_bad_variation_is_refused() {
        let thud = Study::parse("[game \"thud\"]\n").unwrap();
        assert_eq!(
            Explored::<Position>::from_chapter(&thud.chapters[0]).unwrap_err(),
            CheckErrorKind::OtherGame {
                found: "thud".into(),
                expected: crate::GameKind::Brandubh
            }
        );
        let bad = Study::parse("[game \"brandubh\"]\n1. d1-e1 d3-f3 (1... d1-c1)\n").unwrap();
        match Explored::<Position>::from_chapter(&bad.chapters[0]) {
            Err(CheckErrorKind::Move { number, text, line, .. }) => {
                assert_eq!((number, text.as_str(), line), (2, "d1-c1", 2));
            }
            other => panic!("{other:?}"),
        }
    }
}
