//! The lesson an author writes in the editor, and the [`Lesson`] it makes with
//! the moves recorded.

use abstrakta_engine::lesson::{Goal, Lesson, Step, Texts};

use crate::components::game::UiGame;
use crate::components::learn::texts::EditText;

/// What a recorded step asks of the player's move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum GoalKind {
    /// The move played.
    #[default]
    Move,
    /// Any capture.
    Capture,
    /// Any move that wins at once.
    Win,
    /// Any legal move.
    Any,
    /// Any move that ends the round.
    End,
}

impl GoalKind {
    pub(super) const ALL: [(GoalKind, &'static str, EditText); 5] = [
        (GoalKind::Move, "move", EditText::GoalMove),
        (GoalKind::Capture, "capture", EditText::GoalCapture),
        (GoalKind::Win, "win", EditText::GoalWin),
        (GoalKind::Any, "any", EditText::GoalAny),
        (GoalKind::End, "end", EditText::GoalEnd),
    ];

    fn goal(self, played: &str) -> Goal {
        match self {
            GoalKind::Move => Goal::Move(played.to_string()),
            GoalKind::Capture => Goal::Capture(1),
            GoalKind::Win => Goal::Win,
            GoalKind::Any => Goal::Any,
            GoalKind::End => Goal::End,
        }
    }
}

/// What the author writes for a step.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct StepDraft {
    pub(super) goal: GoalKind,
    pub(super) task: [String; 2],
    pub(super) hint: [String; 2],
    pub(super) arrows: String,
    pub(super) marks: String,
}

/// The lesson being written.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Draft {
    pub(super) id: String,
    pub(super) title: [String; 2],
    pub(super) done: [String; 2],
    pub(super) steps: Vec<StepDraft>,
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            id: "my-lesson".into(),
            title: Default::default(),
            done: Default::default(),
            steps: Vec::new(),
        }
    }
}

pub(super) fn texts([en, cs]: &[String; 2]) -> Texts {
    Texts {
        en: en.trim().to_string(),
        cs: cs.trim().to_string(),
    }
}

/// The lesson of `draft` played as `moves` (the player's, then the replies)
/// from `position`.
pub(super) fn lesson_of<G: UiGame>(draft: &Draft, position: &str, rules: &str, moves: &[String]) -> Lesson {
    let steps = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let d = draft.steps.get(i).cloned().unwrap_or_default();
            Step {
                goal: d.goal.goal(&pair[0]),
                task: texts(&d.task),
                hints: [texts(&d.hint)].into_iter().filter(|t| !t.is_empty()).collect(),
                arrows: d.arrows.split_whitespace().map(str::to_string).collect(),
                marks: d.marks.split_whitespace().map(str::to_string).collect(),
                reply: pair.get(1).cloned(),
                line: 0,
            }
        })
        .collect();
    Lesson {
        id: draft.id.trim().to_string(),
        game: G::KIND,
        rules: rules.trim().to_string(),
        position: position.trim().to_string(),
        title: texts(&draft.title),
        steps,
        done: texts(&draft.done),
        line: 0,
    }
}
