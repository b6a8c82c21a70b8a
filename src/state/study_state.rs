//! The analysis board's state: a tree of moves being explored
//! ([`Explored`]), what the page says about the last thing done, and the
//! reducer that changes it. Every move and every record is checked by the
//! engine; a refused one changes nothing.

use std::rc::Rc;

use abstrakta_engine::study::{Chapter, CheckErrorKind, Explored, Glyph, MoveTree, Note, Study, StudyTextError};
use yew::Reducible;

use super::{MatchState, Notice, PlayParams, TreeStep};
use crate::i18n::Refusals;

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
    /// Sets the comment of the move shown.
    Comment(String),
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
                // Only the English is edited here; a Czech comment read with the record stays.
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
