//! The reader of lesson files: each line's form, the keys a lesson needs, and
//! the texts present (what the game makes of them is the checker's).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::error::{LessonError, LessonErrorKind};
use super::model::MAX_LESSON_TEXT;
use super::model::{Goal, Lesson, Step, Texts};
use crate::kind::GameKind;

impl Texts {
    pub(super) fn parse(value: &str) -> Texts {
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
}

impl Goal {
    pub(super) fn parse(text: &str) -> Option<Goal> {
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
