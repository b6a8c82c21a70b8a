//! Drawing a page in steps: what is not needed to see and play the board (the lower
//! panels, the footer) is drawn one task after the rest, so that the start of a page
//! on a slow phone is not one long task that holds up every tap.

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
