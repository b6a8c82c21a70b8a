//! Why a lesson was refused: the line, and what is wrong there.

use alloc::string::String;
use core::fmt;

use super::model::MAX_LESSON_TEXT;
use crate::kind::GameKind;

/// Why a lesson file or lesson was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The lesson's identifier, when it was read.
    pub lesson: Option<String>,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: LessonErrorKind,
}

/// What is wrong in a lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonErrorKind {
    /// The text is longer than [`MAX_LESSON_TEXT`].
    TooLong(usize),
    /// A line that is not `key: value`.
    NotKeyValue,
    /// A key the format does not have.
    UnknownKey(String),
    /// A line before the first `lesson:`.
    OutsideLesson,
    /// A lesson identifier that is not lower-case letters, digits and `-`.
    BadId(String),
    /// Two lessons with one identifier.
    DuplicateId(String),
    /// A game that is not one of the four.
    UnknownGame(String),
    /// A key given twice where it may be given once.
    Repeated(&'static str),
    /// A required key missing.
    Missing(&'static str),
    /// A goal that is not `any`, `capture`, `capture N`, `win`, `win-in N` (1–5),
    /// `move M` or `end`.
    BadGoal(String),
    /// A step key before the first `goal:`.
    BeforeGoal(&'static str),
    /// The rules do not read.
    Rules(String),
    /// The position does not read, or its game is already over.
    Position(String),
    /// No move meets the goal.
    Unreachable(String),
    /// A reply that is not legal where it is played.
    Reply {
        /// The reply as written.
        text: String,
        /// Why the engine refused it.
        reason: String,
    },
    /// A step after one without a reply (the player would move twice).
    NoReply,
    /// The game ended before the lesson's last step.
    EndedEarly,
    /// An arrow or a mark names a cell the board does not have.
    BadCell(String),
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(id) = &self.lesson {
            write!(f, "lesson {id}, ")?;
        }
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            LessonErrorKind::TooLong(n) => write!(
                f,
                "the text is {n} bytes long; a lesson file has at most {MAX_LESSON_TEXT}"
            ),
            LessonErrorKind::NotKeyValue => f.write_str("not a line \"key: value\""),
            LessonErrorKind::UnknownKey(k) => write!(
                f,
                "unknown key \"{k}\" (lesson, game, rules, position, title, goal, task, hint, arrow, mark, reply, done)"
            ),
            LessonErrorKind::OutsideLesson => f.write_str("a lesson starts with \"lesson: <id>\""),
            LessonErrorKind::BadId(id) => write!(f, "\"{id}\" is not an identifier (lower-case letters, digits and -)"),
            LessonErrorKind::DuplicateId(id) => write!(f, "another lesson is also called \"{id}\""),
            LessonErrorKind::UnknownGame(g) => {
                write!(f, "unknown game \"{g}\" (")?;
                for (i, kind) in GameKind::ALL.iter().enumerate() {
                    write!(f, "{}{}", if i == 0 { "" } else { ", " }, kind.id())?;
                }
                f.write_str(")")
            }
            LessonErrorKind::Repeated(k) => write!(f, "\"{k}\" is given twice"),
            LessonErrorKind::Missing(k) => write!(f, "\"{k}\" is missing"),
            LessonErrorKind::BadGoal(g) => write!(
                f,
                "\"{g}\" is not a goal (any, capture, capture N, win, win-in N with N from 1 to 5, move M, end)"
            ),
            LessonErrorKind::BeforeGoal(k) => write!(f, "\"{k}\" belongs to a step, which starts with \"goal:\""),
            LessonErrorKind::Rules(r) => write!(f, "the rules: {r}"),
            LessonErrorKind::Position(r) => write!(f, "the position: {r}"),
            LessonErrorKind::Unreachable(g) => write!(f, "no move meets the goal \"{g}\""),
            LessonErrorKind::Reply { text, reason } => write!(f, "the reply \"{text}\" is not legal: {reason}"),
            LessonErrorKind::NoReply => f.write_str("the step before has no reply, so the player would move twice"),
            LessonErrorKind::EndedEarly => f.write_str("the game is over before this step"),
            LessonErrorKind::BadCell(c) => {
                write!(f, "\"{c}\" is not a cell of the board (an arrow is two cells, g6-c6)")
            }
        }
    }
}
