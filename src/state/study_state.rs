//! The analysis board's state: a tree of moves being explored
//! ([`Explored`]), what the page says about the last thing done, and the
//! reducer that changes it. Every move and every record is checked by the
//! engine; a refused one changes nothing.

use std::rc::Rc;

use abstrakta_engine::study::{Chapter, CheckErrorKind, Explored, Glyph, MoveTree, Note, Study, StudyTextError};
use yew::Reducible;

use super::{MatchState, Notice, PlayParams, TreeStep};
use crate::i18n::Refusals;

/// The most variations an address's `line=` adds.
pub const MAX_LINES: usize = 64;

/// The most characters of a comment kept.
pub const MAX_COMMENT: usize = 2_000;

/// What the page says about the last thing done on the analysis board.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyNotice<G: Refusals> {
    /// What the address said, as the play page says it (a refused position or move).
    Address(Notice<G>),
    /// A record was read: its moves and variations.
    Read {
        /// Moves in all its lines.
        moves: usize,
        /// Variations.
        variations: usize,
        /// Chapters the record had (only the first is shown).
        chapters: usize,
    },
    /// The record box was empty.
    Empty,
    /// The address's `study=` does not unpack; nothing changed.
    BadLink(abstrakta_engine::link::LinkError),
    /// The record's text does not read; nothing changed.
    Unreadable(StudyTextError),
    /// The record reads but its game does not replay; nothing changed.
    Refused {
        /// Chapter, from 1.
        chapter: usize,
        /// What is wrong.
        kind: CheckErrorKind,
    },
    /// A variation of the address (`line=`) does not replay: the moves
    /// before the one refused are kept.
    BadLine {
        /// The variation, from 1.
        line: usize,
        /// The move refused, from 1 (from the start).
        number: usize,
        /// The move as written.
        text: String,
        /// Why (the engine's words).
        reason: String,
    },
    /// The address has more variations than [`MAX_LINES`]; the first are read.
    TooManyLines(usize),
    /// A drawing names a cell the board does not have, or is not written as
    /// one; the note was not changed.
    BadDrawing(String),
}

/// Something done on the analysis board.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyAction<G: Refusals> {
    /// Plays a move from the position shown.
    Play(G::Move),
    /// Moves about the tree.
    Step(TreeStep),
    /// Makes the line shown the main line.
    Promote,
    /// Deletes the move shown and what follows it.
    Delete,
    /// Sets the comment of the move shown (in English, or the only language).
    Comment(String),
    /// Sets the comment of the move shown in Czech (cleared when empty).
    CommentCs(String),
    /// Sets the drawings of the move shown, written `d2-f2 e4` (arrows, then
    /// or among them marked cells).
    Drawings(String),
    /// Sets or clears the judgement of the move shown.
    Judge(Option<Glyph>),
    /// Reads a record text in place of the tree.
    Import(String),
    /// Shows another chapter of the record read (from 0).
    Chapter(usize),
    /// The address's study did not unpack.
    LinkRefused(abstrakta_engine::link::LinkError),
    /// Puts the notice away.
    Dismiss,
}

/// The analysis board's state.
#[derive(Clone, Debug)]
pub struct StudyState<G: Refusals> {
    /// The tree with its positions and the move shown.
    pub explored: Explored<G>,
    /// What the page says.
    pub notice: Option<StudyNotice<G>>,
    /// The chapters of the record read last (none for a game from the
    /// address); the tree is the one of [`StudyState::chapter`].
    pub chapters: Vec<Chapter>,
    /// The chapter shown, from 0.
    pub chapter: usize,
}

impl<G: Refusals> PartialEq for StudyState<G> {
    fn eq(&self, other: &Self) -> bool {
        // The state changes only through the reducer, which makes a new one.
        std::ptr::eq(self, other)
    }
}

impl<G: Refusals> StudyState<G> {
    /// The game an address loaded (already checked by the match's reader), as
    /// a tree of one line, with what the reader said; the position after `at`
    /// moves is shown (the last one when `at` is none or beyond them).
    #[must_use]
    pub fn from_match(state: &MatchState<G>, at: Option<usize>) -> StudyState<G> {
        let mut explored = Explored::new(state.rules.clone(), state.plies.position(0).clone());
        for ply in state.plies.iter() {
            if explored.play(ply.mv).is_err() {
                break;
            }
        }
        if let Some(at) = at {
            let main = explored.tree().main_line();
            match at.checked_sub(1).and_then(|i| main.get(i)) {
                Some(&id) => explored.go(id),
                None if at == 0 => explored.go(MoveTree::ROOT),
                None => true,
            };
        }
        StudyState {
            explored,
            chapters: Vec::new(),
            chapter: 0,
            notice: state.session.notice.clone().map(StudyNotice::Address),
        }
    }

    /// The address's parameters of the line shown: its start (unless the
    /// usual one), the moves up to the move shown, and the rules (unless the
    /// defaults).
    #[must_use]
    pub fn params(&self) -> PlayParams {
        let rules = self.explored.rules();
        let start = self.explored.start().to_text();
        PlayParams {
            position: (start != G::new(rules).to_text()).then_some(start),
            moves: Some(self.explored.moves_shown().into_iter().map(String::from).collect()),
            rules: (*rules != G::Rules::default()).then(|| G::rules_text(rules)),
            ..PlayParams::default()
        }
    }

    /// The record of the tree: the chapters read, this one as it stands now
    /// (one chapter for a game from the address).
    #[must_use]
    pub fn record(&self) -> String {
        let mut chapters = self.chapters.clone();
        match chapters.get_mut(self.chapter) {
            Some(shown) => *shown = self.explored.to_chapter(),
            None => chapters = vec![self.explored.to_chapter()],
        }
        Study { chapters }.to_string()
    }

    /// Plays the address's variations (`line=`, each from the start) into
    /// the tree, the move shown kept; the first refused is said (and the
    /// moves before it kept), as are variations past [`MAX_LINES`].
    pub fn add_lines(&mut self, lines: &[Vec<String>]) {
        let shown = self.explored.current();
        for (i, line) in lines.iter().take(MAX_LINES).enumerate() {
            self.explored.go(MoveTree::ROOT);
            for (k, text) in line.iter().take(abstrakta_engine::MAX_RECORD_MOVES).enumerate() {
                let played = match self.explored.playable().parse_move(text) {
                    Ok(m) => self.explored.play(m).map(|_| ()).map_err(|e| e.to_string()),
                    Err(e) => Err(e.to_string()),
                };
                if let Err(reason) = played {
                    self.notice.get_or_insert(StudyNotice::BadLine {
                        line: i + 1,
                        number: k + 1,
                        text: crate::i18n::quoted(text),
                        reason,
                    });
                    break;
                }
            }
        }
        if lines.len() > MAX_LINES {
            self.notice.get_or_insert(StudyNotice::TooManyLines(lines.len()));
        }
        self.explored.go(shown);
    }

    fn import(&mut self, text: &str) {
        if text.trim().is_empty() {
            self.notice = Some(StudyNotice::Empty);
            return;
        }
        let study = match Study::parse(text) {
            Ok(study) => study,
            Err(e) => {
                self.notice = Some(StudyNotice::Unreadable(e));
                return;
            }
        };
        if study.chapters.is_empty() {
            self.notice = Some(StudyNotice::Empty);
            return;
        }
        let count = study.chapters.len();
        let before = (self.chapters.clone(), self.chapter);
        self.chapters = study.chapters;
        if self.show_chapter(0) {
            self.notice = Some(StudyNotice::Read {
                moves: self.explored.tree().len(),
                variations: self.explored.tree().variations(),
                chapters: count,
            });
        } else {
            (self.chapters, self.chapter) = before;
        }
    }

    /// Shows chapter `k` of the record read, from its start; false
    /// (and the notice says why) when it does not replay.
    fn show_chapter(&mut self, k: usize) -> bool {
        let Some(chapter) = self.chapters.get(k) else {
            return false;
        };
        match Explored::<G>::from_chapter(chapter) {
            Ok(explored) => {
                self.explored = explored;
                self.chapter = k;
                true
            }
            Err(kind) => {
                self.notice = Some(StudyNotice::Refused { chapter: k + 1, kind });
                false
            }
        }
    }

    fn set_drawings(&mut self, text: &str) {
        let mut note = self.explored.note();
        note.arrows.clear();
        note.marks.clear();
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            match word.split_once('-') {
                Some((a, b)) if !a.is_empty() && !b.is_empty() => note.arrows.push((a.into(), b.into())),
                Some(_) => {
                    self.notice = Some(StudyNotice::BadDrawing(word.into()));
                    return;
                }
                None => note.marks.push(word.into()),
            }
        }
        match self.explored.set_note(note) {
            Ok(()) => self.notice = None,
            Err(CheckErrorKind::BadCell { cell, .. }) => self.notice = Some(StudyNotice::BadDrawing(cell)),
            Err(_) => {}
        }
    }
}

/// The drawings of `note` as the drawings field writes them: arrows, then marks.
#[must_use]
pub fn drawings_text(note: &Note) -> String {
    let arrows = note.arrows.iter().map(|(a, b)| format!("{a}-{b}"));
    arrows.chain(note.marks.iter().cloned()).collect::<Vec<_>>().join(" ")
}

impl<G: Refusals> Reducible for StudyState<G> {
    type Action = StudyAction<G>;

    fn reduce(self: Rc<Self>, action: StudyAction<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        let tree = &mut next.explored;
        match action {
            StudyAction::Play(m) => {
                // The board offers only legal moves; one refused changes nothing.
                if tree.play(m).is_err() {
                    return self;
                }
                next.notice = None;
            }
            StudyAction::Step(step) => step.take(tree),
            StudyAction::Promote => tree.promote(),
            StudyAction::Delete => {
                tree.delete();
            }
            StudyAction::Comment(text) => {
                let mut note = tree.note();
                note.text = text.chars().take(MAX_COMMENT).collect();
                let _ = tree.set_note(note);
            }
            StudyAction::CommentCs(text) => {
                let mut note = tree.note();
                let text: String = text.trim().chars().take(MAX_COMMENT).collect();
                note.cs = (!text.is_empty()).then_some(text);
                let _ = tree.set_note(note);
            }
            StudyAction::Drawings(text) => next.set_drawings(&text),
            StudyAction::Judge(glyph) => {
                let mut note = tree.note();
                note.glyph = glyph;
                let _ = tree.set_note(note);
            }
            StudyAction::Import(text) => next.import(&text),
            StudyAction::Chapter(k) => {
                if next.show_chapter(k) {
                    next.notice = None;
                }
            }
            StudyAction::LinkRefused(e) => next.notice = Some(StudyNotice::BadLink(e)),
            StudyAction::Dismiss => next.notice = None,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{BySeat, Player, Record};
    use abstrakta_engine::brandubh::{Position, Rules};

    /// A hot-seat Brandubh game of `moves`.
    fn game(moves: &[&str]) -> MatchState<Position> {
        let players = BySeat {
            a: Player::Human,
            b: Player::Human,
        };
        let record = Record {
            start: None,
            moves: moves.iter().map(|m| m.to_string()).collect(),
        };
        MatchState::<Position>::from_record(Rules::default(), players, &record)
            .unwrap()
            .0
    }

    #[test]
    fn an_addresss_variations_are_played_into_the_tree_and_a_bad_one_is_said() {
        let game = game(&["d2-e2", "c4-c5"]);
        let mut state = StudyState::from_match(&game, Some(1));
        let line = |moves: &[&str]| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        state.add_lines(&[line(&["d2-e2", "e4-e6", "b4-b2"]), line(&["d1-e1"])]);
        assert!(state.notice.is_none());
        assert_eq!(state.explored.tree().len(), 5);
        assert_eq!(state.explored.tree().variations(), 2);
        assert_eq!(state.explored.moves_shown(), ["d2-e2"], "the move shown is kept");
        state.add_lines(&[line(&["d1-e1", "zz", "c4-c6"])]);
        assert!(
            matches!(&state.notice, Some(StudyNotice::BadLine { line: 1, number: 2, .. })),
            "{:?}",
            state.notice
        );
        assert_eq!(
            state.explored.tree().len(),
            5,
            "the moves before are kept, nothing after"
        );
        let many = vec![line(&["d1-e1"]); MAX_LINES + 1];
        let mut fresh = StudyState::from_match(&game, None);
        fresh.add_lines(&many);
        assert_eq!(fresh.notice, Some(StudyNotice::TooManyLines(MAX_LINES + 1)));
    }

    #[test]
    fn a_comment_is_written_in_both_languages_and_the_czech_cleared_when_empty() {
        let game = game(&["d2-e2"]);
        let state = Rc::new(StudyState::from_match(&game, Some(1)));
        let state = state.reduce(StudyAction::Comment("A quiet start".into()));
        let state = state.reduce(StudyAction::CommentCs("  Klidný začátek ".into()));
        let note = state.explored.note();
        assert_eq!(
            (note.text.as_str(), note.cs.as_deref()),
            ("A quiet start", Some("Klidný začátek"))
        );
        assert!(
            state.record().contains("{A quiet start [%cs Klidný začátek]}"),
            "{}",
            state.record()
        );
        let state = state.reduce(StudyAction::CommentCs("   ".into()));
        assert_eq!(state.explored.note().cs, None);
        assert_eq!(state.explored.note().text, "A quiet start", "the English stays");
    }
}
