//! A lesson as data: its texts in two languages, its goals and steps, and the
//! form it is written in (each `Display` here is read back by the reader).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::kind::GameKind;

/// The most bytes of lesson text read (a file, or one lesson from an address).
pub const MAX_LESSON_TEXT: usize = 64 * 1024;

/// A step's `reply:` that lets the computer answer rather than a script: the
/// engine's choice with [`reply_limits`](super::reply_limits) (a fixed budget without randomness,
/// seed 1), found by the worker on the page and by [`Lesson::check_in`] here.
pub const COMPUTER_REPLY: &str = "computer";

/// A text in English and Czech; either may be empty (an author may give one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    /// English.
    pub en: String,
    /// Czech.
    pub cs: String,
}

impl Texts {
    /// Whether neither language is given.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.en.is_empty() && self.cs.is_empty()
    }
}

/// What the player's move must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Any legal move (`any`): a lesson of how pieces move.
    Any,
    /// A move that takes at least this many pieces or balls (`capture`, one;
    /// `capture 3`, a chain of three).
    Capture(u8),
    /// A move that wins the game at once (`win`).
    Win,
    /// A move that wins by force within this many moves of the player
    /// (`win-in 2`), proven by the proof search, so any winning line counts.
    WinIn(u8),
    /// This move, in the game's notation (`move d2-d4`).
    Move(String),
    /// A move after which the round or the game is over (`end`): a Bi-litaire
    /// pusher leaving the jumper without a jump, whatever the round's score.
    End,
}

impl fmt::Display for Goal {
    /// The goal as written in a lesson (`win-in 2`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Goal::Any => f.write_str("any"),
            Goal::Capture(1) => f.write_str("capture"),
            Goal::Capture(n) => write!(f, "capture {n}"),
            Goal::Win => f.write_str("win"),
            Goal::WinIn(n) => write!(f, "win-in {n}"),
            Goal::Move(m) => write!(f, "move {m}"),
            Goal::End => f.write_str("end"),
        }
    }
}

/// One step: the player's goal, its words, and the other side's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What the move must do.
    pub goal: Goal,
    /// The task in one sentence.
    pub task: Texts,
    /// Hints, shown one at a time.
    pub hints: Vec<Texts>,
    /// Arrows to draw, each the notation of two cells (`c4-c6`).
    pub arrows: Vec<String>,
    /// Cells to mark (`c5`).
    pub marks: Vec<String>,
    /// The other side's scripted answer, in notation; `None` when the lesson
    /// ends with this step.
    pub reply: Option<String>,
    /// The line the step starts on.
    pub line: usize,
}

/// A lesson as written: its game and rules, its start, its texts and steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its identifier (lower-case letters, digits and `-`), for its address.
    pub id: String,
    /// Its game.
    pub game: GameKind,
    /// Rule options (`name=value,…`; empty: the defaults).
    pub rules: String,
    /// The start position in the game's text format.
    pub position: String,
    /// Its title.
    pub title: Texts,
    /// The steps, at least one.
    pub steps: Vec<Step>,
    /// Said once the last goal is met.
    pub done: Texts,
    /// The line the lesson starts on.
    pub line: usize,
}

impl fmt::Display for Texts {
    /// The text as written in a lesson: English, then ` | ` and Czech.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.en.is_empty(), self.cs.is_empty()) {
            (_, true) => f.write_str(&self.en),
            (true, false) => write!(f, "| {}", self.cs),
            (false, false) => write!(f, "{} | {}", self.en, self.cs),
        }
    }
}

impl fmt::Display for Lesson {
    /// The lesson in the format it is read from ([`parse_lessons`](super::parse_lessons) reads it
    /// back the same): what an address or a file carries.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "lesson: {}", self.id)?;
        writeln!(f, "game: {}", self.game)?;
        if !self.rules.is_empty() {
            writeln!(f, "rules: {}", self.rules)?;
        }
        writeln!(f, "position: {}", self.position)?;
        writeln!(f, "title: {}", self.title)?;
        for step in &self.steps {
            writeln!(f, "goal: {}", step.goal)?;
            writeln!(f, "task: {}", step.task)?;
            for hint in &step.hints {
                writeln!(f, "hint: {hint}")?;
            }
            for arrow in &step.arrows {
                writeln!(f, "arrow: {arrow}")?;
            }
            for mark in &step.marks {
                writeln!(f, "mark: {mark}")?;
            }
            if let Some(reply) = &step.reply {
                writeln!(f, "reply: {reply}")?;
            }
        }
        if !self.done.is_empty() {
            writeln!(f, "done: {}", self.done)?;
        }
        Ok(())
    }
}
