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

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::game::Outcome;
use crate::kind::{GameKind, GameVisitor, Registered};
use crate::level::Level;
use crate::search::{prove, think, Clock, Limits, ProofResult};

/// The most bytes of lesson text read (a file, or one lesson from an address).
pub const MAX_LESSON_TEXT: usize = 64 * 1024;

/// A step's `reply:` that lets the computer answer rather than a script: the
/// engine's choice with [`reply_limits`] (a fixed budget without randomness,
/// seed 1), found by the worker on the page and by [`Lesson::check_in`] here.
pub const COMPUTER_REPLY: &str = "computer";

/// The search budget of the computer's reply in a lesson: level medium's.
#[must_use]
pub fn reply_limits<G: Registered>() -> Limits {
    G::level_limits(Level::Medium)
}

/// The computer's reply in `pos` ([`COMPUTER_REPLY`]), by the engine's search.
#[must_use]
pub fn computer_reply<G: Registered>(pos: &G) -> Option<G::Move> {
    struct NoClock;
    impl Clock for NoClock {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }
    think(pos, &G::Eval::default(), &reply_limits::<G>(), &NoClock, 1).best
}

/// Any legal reply in `pos`, the first listed: what [`Lesson::check_with`]
/// plays for the computer where no search is at hand (a page checking a
/// lesson before it shows it).
#[must_use]
pub fn any_reply<G: Registered>(pos: &G) -> Option<G::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.first().copied()
}

/// The proof search's budget for a `win-in` goal.
const WIN_IN_NODES: usize = 200_000;

/// A text in English and Czech; either may be empty (an author may give one).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Texts {
    /// English.
    pub en: String,
    /// Czech.
    pub cs: String,
}

impl Texts {
    fn parse(value: &str) -> Texts {
        let value = value.trim();
        let (en, cs) = match value.strip_prefix('|') {
            Some(cs) => ("", cs),
            None => value.split_once(" | ").unwrap_or((value, "")),
        };
        Texts {
            en: en.trim().to_string(),
            cs: cs.trim().to_string(),
        }
    }

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

impl Goal {
    fn parse(text: &str) -> Option<Goal> {
        let mut words = text.split_whitespace();
        let goal = match (words.next()?, words.next()) {
            ("any", None) => Goal::Any,
            ("capture", None) => Goal::Capture(1),
            ("capture", Some(n)) => Goal::Capture(n.parse().ok().filter(|&n| n >= 1)?),
            ("win", None) => Goal::Win,
            ("end", None) => Goal::End,
            ("win-in", Some(n)) => Goal::WinIn(n.parse().ok().filter(|n| (1..=5).contains(n))?),
            ("move", Some(m)) => Goal::Move(m.to_string()),
            _ => return None,
        };
        words.next().is_none().then_some(goal)
    }

    /// Whether `m`, legal in `pos`, meets the goal.
    pub fn accepts<G: Registered>(&self, pos: &G, m: G::Move) -> bool {
        let mover = pos.turn();
        let mut after = pos.clone();
        after.play_unchecked(m);
        match self {
            Goal::Any => true,
            Goal::Capture(n) => pos.takes(m) >= u32::from(*n),
            Goal::Win => after.outcome() == Some(Outcome::Win(mover)),
            Goal::WinIn(n) => {
                after.outcome() == Some(Outcome::Win(mover))
                    || (*n > 1
                        && matches!(
                            prove(&after, mover, u16::from(*n) * 2 - 2, WIN_IN_NODES),
                            ProofResult::Proven(_)
                        ))
            }
            Goal::Move(text) => pos.parse_move(text).is_ok_and(|wanted| wanted == m),
            Goal::End => after.outcome().is_some(),
        }
    }

    /// A move of `pos` that meets the goal, if one is found.
    pub fn solution<G: Registered>(&self, pos: &G) -> Option<G::Move> {
        // A named move is found by reading it: an offer (Thud's proposal to end
        // a battle) is legal without being one of the moves listed.
        if let Goal::Move(text) = self {
            return pos.parse_move(text).ok();
        }
        if let Goal::WinIn(n) = self {
            return match prove(pos, pos.turn(), u16::from(*n) * 2 - 1, WIN_IN_NODES) {
                ProofResult::Proven(proof) => proof.line.first().copied(),
                _ => None,
            };
        }
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        moves.into_iter().find(|&m| self.accepts(pos, m))
    }
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
            LessonErrorKind::UnknownGame(g) => write!(f, "unknown game \"{g}\" (thud, brandubh, bilitaire, topquark)"),
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

fn is_id(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 40
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Reads a lesson file: every line's form, the keys each lesson needs, and
/// that each lesson has a title and each step a task.
///
/// # Errors
/// The first [`LessonError`] found.
pub fn parse_lessons(text: &str) -> Result<Vec<Lesson>, LessonError> {
    if text.len() > MAX_LESSON_TEXT {
        return Err(LessonError {
            lesson: None,
            line: 1,
            kind: LessonErrorKind::TooLong(text.len()),
        });
    }
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut game_given = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let id = lessons.last().map(|l| l.id.clone());
        let fail = |kind| LessonError {
            lesson: id.clone(),
            line,
            kind,
        };
        let Some((key, value)) = raw.split_once(':') else {
            return Err(fail(LessonErrorKind::NotKeyValue));
        };
        let (key, value) = (key.trim(), value.trim());
        if key == "lesson" {
            if let Some(last) = lessons.last() {
                finish(last, game_given)?;
            }
            if !is_id(value) {
                return Err(fail(LessonErrorKind::BadId(value.to_string())));
            }
            if lessons.iter().any(|l| l.id == value) {
                return Err(fail(LessonErrorKind::DuplicateId(value.to_string())));
            }
            game_given = false;
            lessons.push(Lesson {
                id: value.to_string(),
                // Until its `game:` line (which a lesson must have).
                game: GameKind::ALL[0],
                rules: String::new(),
                position: String::new(),
                title: Texts::default(),
                steps: Vec::new(),
                done: Texts::default(),
                line,
            });
            continue;
        }
        let Some(lesson) = lessons.last_mut() else {
            return Err(fail(LessonErrorKind::OutsideLesson));
        };
        let once = |given: bool, key: &'static str| {
            if given {
                Err(fail(LessonErrorKind::Repeated(key)))
            } else {
                Ok(())
            }
        };
        match key {
            "game" => {
                once(game_given, "game")?;
                lesson.game = value
                    .parse()
                    .map_err(|_| fail(LessonErrorKind::UnknownGame(value.to_string())))?;
                game_given = true;
            }
            "rules" => {
                once(!lesson.rules.is_empty(), "rules")?;
                lesson.rules = value.to_string();
            }
            "position" => {
                once(!lesson.position.is_empty(), "position")?;
                lesson.position = value.to_string();
            }
            "title" => {
                once(!lesson.title.is_empty(), "title")?;
                lesson.title = Texts::parse(value);
            }
            "done" => {
                once(!lesson.done.is_empty(), "done")?;
                lesson.done = Texts::parse(value);
            }
            "goal" => {
                let goal = Goal::parse(value).ok_or_else(|| fail(LessonErrorKind::BadGoal(value.to_string())))?;
                lesson.steps.push(Step {
                    goal,
                    task: Texts::default(),
                    hints: Vec::new(),
                    arrows: Vec::new(),
                    marks: Vec::new(),
                    reply: None,
                    line,
                });
            }
            "task" | "hint" | "arrow" | "mark" | "reply" => {
                let name = match key {
                    "task" => "task",
                    "hint" => "hint",
                    "arrow" => "arrow",
                    "mark" => "mark",
                    _ => "reply",
                };
                let Some(step) = lesson.steps.last_mut() else {
                    return Err(fail(LessonErrorKind::BeforeGoal(name)));
                };
                match name {
                    "task" => {
                        once(!step.task.is_empty(), "task")?;
                        step.task = Texts::parse(value);
                    }
                    "hint" => step.hints.push(Texts::parse(value)),
                    "arrow" => step.arrows.push(value.to_string()),
                    "mark" => step.marks.push(value.to_string()),
                    _ => {
                        once(step.reply.is_some(), "reply")?;
                        step.reply = Some(value.to_string());
                    }
                }
            }
            other => return Err(fail(LessonErrorKind::UnknownKey(other.to_string()))),
        }
    }
    if let Some(last) = lessons.last() {
        finish(last, game_given)?;
    }
    Ok(lessons)
}

/// The keys a lesson needs, once it is read whole.
fn finish(lesson: &Lesson, game_given: bool) -> Result<(), LessonError> {
    let missing = |key: &'static str, line: usize| LessonError {
        lesson: Some(lesson.id.clone()),
        line,
        kind: LessonErrorKind::Missing(key),
    };
    if !game_given {
        return Err(missing("game", lesson.line));
    }
    if lesson.position.is_empty() {
        return Err(missing("position", lesson.line));
    }
    if lesson.title.is_empty() {
        return Err(missing("title", lesson.line));
    }
    if lesson.steps.is_empty() {
        return Err(missing("goal", lesson.line));
    }
    if let Some(step) = lesson.steps.iter().find(|s| s.task.is_empty()) {
        return Err(missing("task", step.line));
    }
    Ok(())
}

impl Lesson {
    fn error(&self, line: usize, kind: LessonErrorKind) -> LessonError {
        LessonError {
            lesson: Some(self.id.clone()),
            line,
            kind,
        }
    }

    /// The lesson's start in game `G` (its game).
    ///
    /// # Errors
    /// The rules or the position do not read, or the game there is over.
    pub fn start<G: Registered>(&self) -> Result<G, LessonError> {
        let rules =
            G::parse_rules(&self.rules).map_err(|e| self.error(self.line, LessonErrorKind::Rules(e.to_string())))?;
        let pos = G::from_text(&self.position, &rules)
            .map_err(|e| self.error(self.line, LessonErrorKind::Position(e.to_string())))?;
        if pos.outcome().is_some() {
            return Err(self.error(self.line, LessonErrorKind::Position("the game there is over".into())));
        }
        Ok(pos)
    }

    /// Plays the lesson through in `G`: the position reads, each goal is met by
    /// a move found, each reply is legal where it is played, the computer's
    /// replies chosen by the engine's search ([`computer_reply`]). Returns the
    /// moves played (the player's and the replies), in notation.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check_in<G: Registered>(&self) -> Result<Vec<String>, LessonError> {
        self.check_with(&computer_reply::<G>)
    }

    /// [`Lesson::check_in`] with the computer's replies chosen by `computer`.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check_with<G: Registered>(
        &self,
        computer: &dyn Fn(&G) -> Option<G::Move>,
    ) -> Result<Vec<String>, LessonError> {
        let mut pos = self.start::<G>()?;
        let mut line = Vec::new();
        for (k, step) in self.steps.iter().enumerate() {
            let mut cells = step
                .arrows
                .iter()
                .flat_map(|a| a.split('-'))
                .chain(step.marks.iter().map(String::as_str));
            if let Some(bad) = cells.find(|c| !G::is_cell(c)) {
                return Err(self.error(step.line, LessonErrorKind::BadCell(bad.to_string())));
            }
            if let Some(arrow) = step.arrows.iter().find(|a| !a.contains('-')) {
                return Err(self.error(step.line, LessonErrorKind::BadCell(arrow.clone())));
            }
            if pos.outcome().is_some() {
                return Err(self.error(step.line, LessonErrorKind::EndedEarly));
            }
            if k > 0 && self.steps[k - 1].reply.is_none() {
                return Err(self.error(step.line, LessonErrorKind::NoReply));
            }
            let goal_text = || step.goal.to_string();
            let m = step
                .goal
                .solution(&pos)
                .ok_or_else(|| self.error(step.line, LessonErrorKind::Unreachable(goal_text())))?;
            line.push(pos.move_to_text(m));
            pos.play_unchecked(m);
            if let Some(reply) = &step.reply {
                let refused = |reason: String| {
                    self.error(
                        step.line,
                        LessonErrorKind::Reply {
                            text: reply.clone(),
                            reason,
                        },
                    )
                };
                if pos.outcome().is_some() {
                    return Err(refused("the game is over".into()));
                }
                let r = if reply == COMPUTER_REPLY {
                    computer(&pos).ok_or_else(|| refused("the computer has no move".into()))?
                } else {
                    pos.parse_move(reply).map_err(|e| refused(e.to_string()))?
                };
                line.push(pos.move_to_text(r));
                pos = pos.play(r).map_err(|e| refused(e.to_string()))?;
            }
        }
        Ok(line)
    }

    /// [`Lesson::check_in`] in the lesson's own game.
    ///
    /// # Errors
    /// The first [`LessonError`] met.
    pub fn check(&self) -> Result<Vec<String>, LessonError> {
        struct Check<'a>(&'a Lesson);
        impl GameVisitor for Check<'_> {
            type Output = Result<Vec<String>, LessonError>;
            fn visit<G: Registered>(self) -> Self::Output {
                self.0.check_in::<G>()
            }
        }
        self.game.visit(Check(self))
    }
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
    /// The lesson in the format it is read from ([`parse_lessons`] reads it
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
