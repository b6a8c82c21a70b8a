//! Lessons: a small position, a goal in one sentence, and the moves the
//! player makes to reach it, as data that authors write (`data/lessons/<game>.txt`
//! for the bundled courses; the format is in `docs/lessons.md`).
//!
//! A file holds lessons, each a block of `key: value` lines that starts with
//! `lesson:`; `#` starts a comment line. A text is English, then ` | ` and Czech
//! (an author may give one). Each `goal:` line starts a step: the player's move
//! must meet it, then the other side answers with the step's `reply:`.
//!
//! ```text
//! lesson: capture
//! game: brandubh
//! position: 7/7/2d4/2a4/7/7/3a3 a
//! title: Capture between two | Zajetí mezi dvěma
//! goal: capture
//! task: Take the defender on c5. | Zajměte obránce na c5.
//! hint: Put an attacker on its other side. | Postavte útočníka na druhou stranu.
//! done: Taken! | Zajat!
//! ```
//!
//! [`parse_lessons`] reads a file (the form of each line, the texts present);
//! [`Lesson::check`] plays a lesson through in its game: the position reads,
//! each goal can be met (a move that meets it is found, by the proof search for
//! `win-in`), each reply is legal where it is played.

mod checker;
mod error;
mod model;
mod reader;

use crate::kind::{GameKind, GameVisitor, Registered};

pub use checker::{any_reply, computer_reply, reply_limits};
pub use error::{LessonError, LessonErrorKind};
pub use model::{Goal, Lesson, Step, Texts, COMPUTER_REPLY, MAX_LESSON_TEXT};
pub use reader::parse_lessons;

/// The bundled course of `kind` as text ([`Registered::LESSONS`]; empty for a
/// game without one yet).
#[must_use]
pub fn course_text(kind: GameKind) -> &'static str {
    struct Course;
    impl GameVisitor for Course {
        type Output = &'static str;
        fn visit<G: Registered>(self) -> &'static str {
            G::LESSONS
        }
    }
    kind.visit(Course)
}
