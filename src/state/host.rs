//! The page around a frame: the commands a host page may send to an embedded
//! viewer or lesson (`postMessage`), read like any untrusted input. The events
//! the frame sends out are in `components::host`; both are documented in
//! `docs/embedding.md`.
//!
//! A message is an object `{ abstrakta: 1, type: "…", … }`. Messages without
//! the `abstrakta` field are not for the frame and are let be; any other is
//! either a [`HostCommand`] or refused with a [`HostError`], which the frame
//! sends back as an `error` event. A command changes only what the frame shows,
//! never a stored game or setting.

use std::fmt;

/// The version of the messages, in and out.
pub const HOST_API_VERSION: u32 = 1;

/// The most characters a command's text field may carry (a position, a move
/// list, a lesson): a lesson's own limit.
pub const MAX_COMMAND_TEXT: usize = abstrakta_engine::lesson::MAX_LESSON_TEXT;

/// A message as it arrived, its fields read without judging them: what the
/// browser's structured data gave, reduced to what a command may hold.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RawMessage {
    /// Whether the data was an object at all.
    pub is_object: bool,
    /// `abstrakta`: the version, if a number; `Some(NAN)` when present but not
    /// a number.
    pub version: Option<f64>,
    /// `type`, if a string.
    pub kind: Option<String>,
    /// `move`, if a number; `Some(NAN)` when present but not a number.
    pub number: Option<f64>,
    /// `position`, if a string.
    pub position: Option<String>,
    /// `moves`, if a string (notations separated by spaces, `+` or commas).
    pub moves: Option<String>,
    /// `id`, if a string.
    pub id: Option<String>,
    /// `lesson`, if a string (a lesson's text).
    pub lesson: Option<String>,
}

/// What a host page asks the frame to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostCommand {
    /// `goto`: the viewer shows the position after move `move` (0: the start)
    /// of the main line.
    Goto(usize),
    /// `variation`: a study's viewer shows the next (`move` 1) or previous
    /// (-1) variation beside the move shown.
    Variation(isize),
    /// `show`: the viewer shows this game: a start position (the game's own
    /// when absent) and moves from it.
    Show {
        /// The start, in the game's position text.
        position: Option<String>,
        /// Moves, in notation.
        moves: Vec<String>,
    },
    /// `start-lesson`: the lesson page starts a lesson of the course (`id`) or
    /// one given as text (`lesson`).
    StartLesson(LessonSource),
}

/// The lesson a `start-lesson` command names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonSource {
    /// A lesson of the game's course, by its identifier.
    Course(String),
    /// A lesson in the format of `docs/lessons.md`.
    Text(String),
}

/// Why a message from the host page was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HostError {
    /// `abstrakta` is not a version this frame speaks.
    Version(String),
    /// No `type`, or one that is not a command.
    UnknownType(String),
    /// A field missing or of the wrong kind.
    Field {
        /// The command.
        command: &'static str,
        /// The field.
        field: &'static str,
        /// What it should be.
        wanted: &'static str,
    },
    /// A text longer than [`MAX_COMMAND_TEXT`].
    TooLong(&'static str),
    /// A command this page does not take (a lesson's on a viewer).
    NotHere(&'static str),
}

impl fmt::Display for HostError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HostError::Version(v) => write!(
                f,
                "message version {v} is not spoken here; this frame speaks version {HOST_API_VERSION}"
            ),
            HostError::UnknownType(t) => write!(
                f,
                "\u{201c}{t}\u{201d} is not a command (goto, variation, show, start-lesson)"
            ),
            HostError::Field { command, field, wanted } => {
                write!(f, "{command}: \u{201c}{field}\u{201d} must be {wanted}")
            }
            HostError::TooLong(field) => write!(
                f,
                "\u{201c}{field}\u{201d} is longer than {MAX_COMMAND_TEXT} characters"
            ),
            HostError::NotHere(command) => write!(f, "{command} is not a command of this page"),
        }
    }
}

impl HostCommand {
    /// The command a message carries: `Ok(None)` for a message that is not for
    /// the frame (no `abstrakta` field).
    ///
    /// # Errors
    /// A [`HostError`] naming what is wrong.
    pub fn parse(raw: &RawMessage) -> Result<Option<HostCommand>, HostError> {
        let Some(version) = raw.version.filter(|_| raw.is_object) else {
            return Ok(None);
        };
        if version != f64::from(HOST_API_VERSION) {
            // Said without formatting a float (its code would weigh on every frame).
            let shown = if version.fract() == 0.0 && version.abs() < 1e9 {
                (version as i64).to_string()
            } else {
                "(not a whole number)".to_string()
            };
            return Err(HostError::Version(shown));
        }
        let long = |field: &'static str, text: &Option<String>| match text {
            Some(t) if t.len() > MAX_COMMAND_TEXT => Err(HostError::TooLong(field)),
            _ => Ok(()),
        };
        long("position", &raw.position)?;
        long("moves", &raw.moves)?;
        long("lesson", &raw.lesson)?;
        long("id", &raw.id)?;
        match raw.kind.as_deref() {
            Some("goto") => match raw.number {
                Some(n) if n.is_finite() && n >= 0.0 && n.fract() == 0.0 && n <= 1e6 => {
                    Ok(Some(HostCommand::Goto(n as usize)))
                }
                _ => Err(HostError::Field {
                    command: "goto",
                    field: "move",
                    wanted: "a whole number from 0",
                }),
            },
            Some("variation") => match raw.number {
                Some(n) if n == 1.0 || n == -1.0 => Ok(Some(HostCommand::Variation(if n > 0.0 { 1 } else { -1 }))),
                _ => Err(HostError::Field {
                    command: "variation",
                    field: "move",
                    wanted: "1 (the next variation) or -1 (the previous one)",
                }),
            },
            Some("show") => {
                if raw.position.is_none() && raw.moves.is_none() {
                    return Err(HostError::Field {
                        command: "show",
                        field: "position",
                        wanted: "a position text (or \u{201c}moves\u{201d} a list of moves)",
                    });
                }
                let moves = raw
                    .moves
                    .as_deref()
                    .unwrap_or_default()
                    .split([' ', '+', ','])
                    .filter(|m| !m.is_empty())
                    .map(str::to_string)
                    .collect();
                Ok(Some(HostCommand::Show {
                    position: raw.position.clone().filter(|p| !p.trim().is_empty()),
                    moves,
                }))
            }
            Some("start-lesson") => match (&raw.id, &raw.lesson) {
                (Some(id), None) => Ok(Some(HostCommand::StartLesson(LessonSource::Course(id.clone())))),
                (None, Some(text)) => Ok(Some(HostCommand::StartLesson(LessonSource::Text(text.clone())))),
                _ => Err(HostError::Field {
                    command: "start-lesson",
                    field: "id",
                    wanted: "a lesson's identifier, or \u{201c}lesson\u{201d} a lesson's text (one of the two)",
                }),
            },
            other => Err(HostError::UnknownType(other.unwrap_or_default().to_string())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn message(kind: &str) -> RawMessage {
        RawMessage {
            is_object: true,
            version: Some(1.0),
            kind: Some(kind.to_string()),
            ..RawMessage::default()
        }
    }

    #[test]
    fn commands_read_from_their_fields() {
        let goto = RawMessage {
            number: Some(3.0),
            ..message("goto")
        };
        assert_eq!(HostCommand::parse(&goto), Ok(Some(HostCommand::Goto(3))));
        let next = RawMessage {
            number: Some(-1.0),
            ..message("variation")
        };
        assert_eq!(HostCommand::parse(&next), Ok(Some(HostCommand::Variation(-1))));
        let two = RawMessage {
            number: Some(2.0),
            ..message("variation")
        };
        assert!(matches!(
            HostCommand::parse(&two),
            Err(HostError::Field {
                command: "variation",
                ..
            })
        ));
        let show = RawMessage {
            position: Some("7/7/7/3k3/7/7/3a3 a".into()),
            moves: Some("d1-d3 d4-c4".into()),
            ..message("show")
        };
        assert_eq!(
            HostCommand::parse(&show),
            Ok(Some(HostCommand::Show {
                position: Some("7/7/7/3k3/7/7/3a3 a".into()),
                moves: vec!["d1-d3".into(), "d4-c4".into()],
            }))
        );
        let lesson = RawMessage {
            id: Some("fork".into()),
            ..message("start-lesson")
        };
        assert_eq!(
            HostCommand::parse(&lesson),
            Ok(Some(HostCommand::StartLesson(LessonSource::Course("fork".into()))))
        );
    }

    #[test]
    fn messages_not_for_the_frame_are_let_be() {
        assert_eq!(HostCommand::parse(&RawMessage::default()), Ok(None));
        let other = RawMessage {
            version: None,
            ..message("goto")
        };
        assert_eq!(HostCommand::parse(&other), Ok(None));
    }

    #[test]
    fn bad_commands_are_refused_by_name() {
        let v2 = RawMessage {
            version: Some(2.0),
            ..message("goto")
        };
        assert_eq!(HostCommand::parse(&v2), Err(HostError::Version("2".into())));
        assert_eq!(
            HostCommand::parse(&message("jump")),
            Err(HostError::UnknownType("jump".into()))
        );
        for n in [None, Some(-1.0), Some(1.5), Some(f64::NAN), Some(f64::INFINITY)] {
            let goto = RawMessage {
                number: n,
                ..message("goto")
            };
            assert!(
                matches!(HostCommand::parse(&goto), Err(HostError::Field { field: "move", .. })),
                "{n:?}"
            );
        }
        assert!(matches!(
            HostCommand::parse(&message("show")),
            Err(HostError::Field { .. })
        ));
        let both = RawMessage {
            id: Some("a".into()),
            lesson: Some("b".into()),
            ..message("start-lesson")
        };
        assert!(matches!(HostCommand::parse(&both), Err(HostError::Field { .. })));
        let long = RawMessage {
            position: Some("x".repeat(MAX_COMMAND_TEXT + 1)),
            ..message("show")
        };
        assert_eq!(HostCommand::parse(&long), Err(HostError::TooLong("position")));
        assert!(HostError::Version("2".into()).to_string().contains("version 1"));
    }
}
