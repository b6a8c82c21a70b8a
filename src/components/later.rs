//! Drawing a page in steps, so that the start of a page on a slow phone is a
//! row of short tasks rather than one long one that holds up every tap: the
//! app draws the header first, then the page (`components::draw`); a play page
//! its frame and status, then the board, then the panel, then the lower panels;
//! a board its cells, then its pieces and marks, then its cells for screen
//! readers. Each [`Later`] is drawn in a task of its own, one after another.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

/// Props of [`Later`].
#[derive(Debug, Properties, PartialEq)]
pub struct LaterProps {
    /// What to draw once the page's first part is on screen.
    pub children: Html,
}

/// Draws its children one task after it is first drawn (a zero timeout), so that
/// they are not part of the task that draws the page; nothing before that.
#[component]
pub fn Later(props: &LaterProps) -> Html {
    let shown = use_state(|| false);
    {
        let shown = shown.clone();
        // Runs once, when first drawn (no dependencies).
        use_effect_with((), move |_| {
            let timeout = Timeout::new(0, move || shown.set(true));
            move || drop(timeout)
        });
    }
    if *shown {
        props.children.clone()
    } else {
        Html::default()
    }
}
