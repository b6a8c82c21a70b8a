//! Drawing a page in steps, so that the start of a page on a slow phone is a
//! row of short tasks rather than one long one that holds up every tap: the
//! app's root first, then the app, its header, then the page (`components::draw`);
//! a play page its frame, then the board, its status, then the panel, then the
//! lower panels; a board itself, its picture, then its pieces and marks, then
//! its cells for screen readers. Each [`Later`] is drawn in a task of its own,
//! one after another.
//!
//! One at a time: a `Later` waits in a page-wide queue and is drawn by a zero
//! timeout set only once the one before it has been drawn. Timeouts set all at
//! once would not do: when Yew's scheduler pauses a long drawing (it gives the
//! browser a turn every 16 ms), the state changes of the timeouts that fire
//! meanwhile wait for it and are then all drawn in its next task, one long task.
//! The queue is depth first: the steps inside a step just drawn (a board's
//! pieces inside the board) come before the steps that were waiting beside it
//! (the panel), so that a page is playable as soon as can be.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// Props of [`Later`].
#[derive(Debug, Properties, PartialEq)]
pub struct LaterProps {
    /// What to draw once the page's first part is on screen.
    pub children: Html,
}

/// Where a step is.
#[derive(Clone, Copy, PartialEq)]
enum Phase {
    /// In the queue.
    Waiting,
    /// Taken from the queue: being drawn.
    Drawing,
    /// Drawn, or taken off the page.
    Done,
}

/// A step waiting to be drawn: what draws it, and where it is.
struct Step {
    show: Callback<()>,
    phase: Rc<Cell<Phase>>,
}

/// The steps waiting, as groups: each group holds the steps that appeared
/// after the one drawn last, the newest group last.
#[derive(Default)]
struct Queue {
    groups: Vec<Vec<Step>>,
    /// Whether a timeout to draw the next step is set (or a step is being
    /// drawn).
    busy: bool,
}

impl Queue {
    /// Puts `step` in the newest group; whether the queue was idle (a timeout
    /// must then be set).
    fn push(&mut self, step: Step) -> bool {
        match self.groups.last_mut() {
            Some(group) => group.push(step),
            None => self.groups.push(vec![step]),
        }
        !std::mem::replace(&mut self.busy, true)
    }

    /// The next step still waiting, marked as being drawn (the steps it brings
    /// form a new group); none, and the queue idle, once all are done.
    fn take(&mut self) -> Option<Step> {
        loop {
            let Some(group) = self.groups.last_mut() else {
                self.busy = false;
                return None;
            };
            // A group is a handful of steps: taken from its front.
            match (!group.is_empty()).then(|| group.remove(0)) {
                Some(step) if step.phase.get() != Phase::Waiting => continue,
                Some(step) => {
                    step.phase.set(Phase::Drawing);
                    self.groups.push(Vec::new());
                    return Some(step);
                }
                None => {
                    self.groups.pop();
                }
            }
        }
    }
}

thread_local! {
    static QUEUE: RefCell<Queue> = RefCell::new(Queue::default());
}

/// Puts `step` in the queue, and sets the timeout unless one is set.
fn wait(step: Step) {
    if QUEUE.with_borrow_mut(|q| q.push(step)) {
        mark_drawn(false);
        next_soon();
    }
}

/// Draws the next step still on the page a task from now; once the queue is
/// empty, marks the page as drawn.
fn next_soon() {
    Timeout::new(0, || match QUEUE.with_borrow_mut(Queue::take) {
        Some(step) => step.show.emit(()),
        None => mark_drawn(true),
    })
    .forget();
}

/// `data-drawn` on the document's root element while no step waits: the page
/// is drawn whole (tests wait for it before judging what a page shows).
fn mark_drawn(drawn: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = if drawn {
            root.set_attribute("data-drawn", "")
        } else {
            root.remove_attribute("data-drawn")
        };
    }
}

/// Draws its children a task after the step before it in the page's queue has
/// been drawn (see the module's text); nothing before that.
#[component]
pub fn Later(props: &LaterProps) -> Html {
    let shown = use_state(|| false);
    let phase = use_memo((), |_| Rc::new(Cell::new(Phase::Waiting)));
    {
        let (shown, phase) = (shown.clone(), (*phase).clone());
        // Runs once, when first drawn (no dependencies).
        use_effect_with((), move |_| {
            wait(Step {
                show: Callback::from(move |()| shown.set(true)),
                phase: phase.clone(),
            });
            move || {
                // Taken off the page while being drawn: the queue goes on.
                if phase.replace(Phase::Done) == Phase::Drawing {
                    next_soon();
                }
            }
        });
    }
    // Once its children are drawn (its effects run after theirs), the next step.
    use_effect_with(*shown, move |&shown| {
        if shown && phase.replace(Phase::Done) == Phase::Drawing {
            next_soon();
        }
    });
    if *shown {
        props.children.clone()
    } else {
        Html::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step that notes its name in `log` when drawn.
    fn step(name: &'static str, log: &Rc<RefCell<Vec<&'static str>>>) -> (Step, Rc<Cell<Phase>>) {
        let phase = Rc::new(Cell::new(Phase::Waiting));
        let log = log.clone();
        let show = Callback::from(move |()| log.borrow_mut().push(name));
        (
            Step {
                show,
                phase: phase.clone(),
            },
            phase,
        )
    }

    /// Takes the next step and draws it (as the timeout would), then marks it
    /// drawn (as its effect would); its name.
    fn draw_next(q: &mut Queue, log: &Rc<RefCell<Vec<&'static str>>>) -> Option<&'static str> {
        let step = q.take()?;
        step.show.emit(());
        step.phase.set(Phase::Done);
        log.borrow().last().copied()
    }

    #[test]
    fn steps_are_drawn_one_at_a_time_the_steps_inside_one_first() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let mut q = Queue::default();
        // The page appears: its board and its panel wait; the first sets the timeout.
        assert!(q.push(step("board", &log).0));
        assert!(!q.push(step("panel", &log).0));
        assert_eq!(draw_next(&mut q, &log), Some("board"));
        // The board brings its pieces and its cells for screen readers: they
        // come before the panel, which was waiting beside the board.
        assert!(!q.push(step("pieces", &log).0));
        assert!(!q.push(step("reader cells", &log).0));
        assert_eq!(draw_next(&mut q, &log), Some("pieces"));
        assert_eq!(draw_next(&mut q, &log), Some("reader cells"));
        assert_eq!(draw_next(&mut q, &log), Some("panel"));
        assert_eq!(draw_next(&mut q, &log), None);
        assert!(!q.busy, "the queue is idle once all are drawn");
        // A step that appears later starts the timeout again.
        assert!(q.push(step("footer", &log).0));
        assert_eq!(draw_next(&mut q, &log), Some("footer"));
        assert_eq!(*log.borrow(), ["board", "pieces", "reader cells", "panel", "footer"]);
    }

    #[test]
    fn a_step_taken_off_the_page_is_skipped() {
        let log = Rc::new(RefCell::new(Vec::new()));
        let mut q = Queue::default();
        let (first, gone) = step("old page", &log);
        q.push(first);
        q.push(step("panel", &log).0);
        gone.set(Phase::Done);
        assert_eq!(draw_next(&mut q, &log), Some("panel"));
        assert_eq!(*log.borrow(), ["panel"]);
    }
}
