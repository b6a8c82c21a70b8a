//! Game records with variations, comments and drawings, and studies of several
//! chapters: the tree of moves ([`MoveTree`]), what is said of a move ([`Note`]),
//! the record format ([`Study::parse`] and its `Display`) and the check against
//! the rules ([`check`]), and a tree being explored move by move ([`Explored`]).

mod check;
mod explore;
mod judge;
mod note;
mod text;
mod tree;

pub use check::{check, check_chapter, ChapterSummary, CheckError};
pub use explore::{CheckErrorKind, Explored};
pub use judge::{drop_of, glyph_for, BLUNDER_UNITS, DUBIOUS_UNITS, MISTAKE_UNITS};
pub use note::{Glyph, Note};
pub use text::{
    Chapter, Study, StudyTextError, StudyTextErrorKind, MAX_CHAPTERS, MAX_NESTING, MAX_STUDY_MOVES, MAX_STUDY_TEXT,
};
pub use tree::{MoveTree, Node, NodeId};
