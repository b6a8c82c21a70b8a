//! The editor's state and its one reducer: what the author has set up,
//! recorded and written, and each change the page reports. The page computes
//! nothing here that needs the game; it sends the new text, the move's notation.

use std::rc::Rc;

use yew::Reducible;

use super::draft::{Draft, GoalKind, StepDraft};

/// What the editor holds.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct EditorState {
    /// The position text (what the board shows while it is valid).
    pub(super) text: String,
    /// The rule options as written.
    pub(super) rules: String,
    /// The piece the next click puts (the palette's letter, `' '` empty).
    pub(super) piece: char,
    /// Recording a lesson rather than setting up.
    pub(super) recording: bool,
    /// The moves recorded from the position: the player's, then the replies.
    pub(super) moves: Vec<String>,
    /// The lesson's texts and goals.
    pub(super) draft: Draft,
    /// The lesson's link (its address) or why it was refused, once asked for;
    /// any later change to the lesson forgets it.
    pub(super) made: Option<Result<String, String>>,
}

impl EditorState {
    /// A fresh editor of position `text`, putting `piece`.
    pub(super) fn new(text: String, piece: char) -> Self {
        EditorState {
            text,
            rules: String::new(),
            piece,
            recording: false,
            moves: Vec::new(),
            draft: Draft::default(),
            made: None,
        }
    }
}

/// A change to one step's draft.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum StepEdit {
    /// What the move must do.
    Goal(GoalKind),
    /// The task, English and Czech.
    Task([String; 2]),
    /// The hint, English and Czech.
    Hint([String; 2]),
    /// The arrows, as written.
    Arrows(String),
    /// The marked cells, as written.
    Marks(String),
}

/// What the page reports.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Edit {
    /// A new position text: the recording starts afresh.
    Text(String),
    /// New rule options: the recording starts afresh.
    Rules(String),
    /// The piece to put.
    Piece(char),
    /// Recording (true) or setting up; setting up again drops the moves.
    Recording(bool),
    /// A move recorded, in notation.
    Played(String),
    /// The last move recorded taken back.
    TakeBack,
    /// The lesson's identifier.
    Id(String),
    /// The lesson's title.
    Title([String; 2]),
    /// What is said when the lesson is done.
    Done([String; 2]),
    /// A change to step `usize` (from 0).
    Step(usize, StepEdit),
    /// The lesson's link made, or why not.
    Made(Result<String, String>),
}

impl Reducible for EditorState {
    type Action = Edit;

    fn reduce(self: Rc<Self>, edit: Edit) -> Rc<Self> {
        let mut next = (*self).clone();
        // Whatever changes the lesson forgets the link made of it.
        next.made = None;
        match edit {
            Edit::Text(text) => {
                next.text = text;
                next.moves.clear();
            }
            Edit::Rules(rules) => {
                next.rules = rules;
                next.moves.clear();
            }
            Edit::Piece(piece) => {
                next.piece = piece;
                next.made = self.made.clone();
            }
            Edit::Recording(on) => {
                next.recording = on;
                if !on {
                    next.moves.clear();
                }
            }
            Edit::Played(m) => next.moves.push(m),
            Edit::TakeBack => {
                next.moves.pop();
            }
            Edit::Id(id) => next.draft.id = id,
            Edit::Title(title) => next.draft.title = title,
            Edit::Done(done) => next.draft.done = done,
            Edit::Step(i, change) => {
                while next.draft.steps.len() <= i {
                    next.draft.steps.push(StepDraft::default());
                }
                let step = &mut next.draft.steps[i];
                match change {
                    StepEdit::Goal(goal) => step.goal = goal,
                    StepEdit::Task(task) => step.task = task,
                    StepEdit::Hint(hint) => step.hint = hint,
                    StepEdit::Arrows(arrows) => step.arrows = arrows,
                    StepEdit::Marks(marks) => step.marks = marks,
                }
            }
            Edit::Made(made) => next.made = Some(made),
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> Rc<EditorState> {
        Rc::new(EditorState::new("7/7 a".into(), 'a'))
    }

    #[test]
    fn a_new_position_or_rules_start_the_recording_afresh() {
        let s = start()
            .reduce(Edit::Recording(true))
            .reduce(Edit::Played("d1-e1".into()));
        assert_eq!(s.moves, ["d1-e1"]);
        let s = s.reduce(Edit::Made(Ok("#/x".into())));
        assert!(s.made.is_some());
        let t = s.clone().reduce(Edit::Text("7/7 d".into()));
        assert!(t.moves.is_empty() && t.made.is_none() && t.recording);
        let r = s.reduce(Edit::Rules("king=weak".into()));
        assert!(r.moves.is_empty() && r.made.is_none());
    }

    #[test]
    fn setting_up_again_drops_the_moves_and_take_back_drops_one() {
        let s = start()
            .reduce(Edit::Recording(true))
            .reduce(Edit::Played("a".into()))
            .reduce(Edit::Played("b".into()))
            .reduce(Edit::TakeBack);
        assert_eq!(s.moves, ["a"]);
        let s = s.reduce(Edit::TakeBack).reduce(Edit::TakeBack);
        assert!(s.moves.is_empty(), "taking back nothing changes nothing");
        let s = s.reduce(Edit::Played("c".into())).reduce(Edit::Recording(false));
        assert!(s.moves.is_empty() && !s.recording);
    }

    #[test]
    fn a_steps_draft_is_made_when_first_written_and_keeps_the_others() {
        let s = start().reduce(Edit::Step(2, StepEdit::Arrows("c4-c6".into())));
        assert_eq!(s.draft.steps.len(), 3);
        assert_eq!(s.draft.steps[2].arrows, "c4-c6");
        let s = s.reduce(Edit::Step(0, StepEdit::Goal(GoalKind::Capture)));
        assert_eq!(s.draft.steps[0].goal, GoalKind::Capture);
        assert_eq!(s.draft.steps[2].arrows, "c4-c6");
        let s = s.reduce(Edit::Made(Err("no".into()))).reduce(Edit::Piece('d'));
        assert_eq!(s.made, Some(Err("no".into())), "choosing a piece changes no lesson");
        let s = s.reduce(Edit::Title(["T".into(), String::new()]));
        assert_eq!((s.draft.title[0].as_str(), s.made.clone()), ("T", None));
    }
}
