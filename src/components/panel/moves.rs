//! The move list with its round headings, and review: the bar of buttons and
//! the arrow keys that step through the game.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::context::use_lang;
use crate::i18n::{Lang, Msg, Noun, Text};
use crate::state::TreeStep;

/// Props of [`MoveList`].
#[derive(Debug, Properties, PartialEq)]
pub struct MoveListProps {
    /// Moves in notation.
    pub moves: Vec<String>,
    /// How many moves are shown on the board (all of them unless reviewing).
    pub shown: usize,
    /// Indices of the moves that open a new round (after the first).
    #[prop_or_default]
    pub round_starts: Vec<usize>,
    /// The word for a round ("Battle" in Thud).
    #[prop_or_default]
    pub round_word: Option<AttrValue>,
    /// Called with the number of moves to show when a move is clicked.
    #[prop_or_default]
    pub on_select: Callback<usize>,
    /// Moves marked as mistakes, by index, with what to say about each.
    #[prop_or_default]
    pub marks: Vec<(usize, AttrValue)>,
}

/// The moves so far, numbered in pairs.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let lang = use_lang();
    let list_ref = use_node_ref();
    {
        let list_ref = list_ref.clone();
        use_effect_with(props.moves.len(), move |_| {
            if let Some(el) = list_ref.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    if props.moves.is_empty() {
        return html! { <p class="moves empty">{ lang.t(Text::NoMovesYet) }</p> };
    }
    let current = props.shown.checked_sub(1);
    // Each round is numbered from 1, in pairs of moves, under its own heading.
    let bounds = round_bounds(&props.round_starts, props.moves.len());
    let word = props
        .round_word
        .clone()
        .unwrap_or_else(|| AttrValue::from(lang.t(Text::Round)));
    let several = bounds.len() > 2;
    let mut rows = Vec::new();
    for (r, span) in bounds.windows(2).enumerate() {
        let (begin, end) = (span[0], span[1]);
        if several {
            rows.push(
                html! { <li class="round-head" data-round={(r + 1).to_string()}>{ format!("{word} {}", r + 1) }</li> },
            );
        }
        for (i, pair) in props.moves[begin..end].chunks(2).enumerate() {
            let cell = |j: usize| {
                pair.get(j).map(|m| {
                    let index = begin + 2 * i + j;
                    let onclick = props.on_select.reform(move |_| index + 1);
                    let mark = props.marks.iter().find(|(i, _)| *i == index).map(|(_, why)| why.clone());
                    html! {
                        <button type="button" class={classes!("mv", (Some(index) == current).then_some("last"), mark.is_some().then_some("mistake"))}
                            data-index={index.to_string()} title={mark.clone()} {onclick}>
                            { m }
                            if mark.is_some() { <span class="mark" aria-hidden="true">{ "?" }</span> }
                        </button>
                    }
                })
            };
            rows.push(html! { <li><span class="num">{ format!("{}.", i + 1) }</span>{ cell(0).unwrap_or_default() }{ cell(1).unwrap_or_default() }</li> });
        }
    }
    html! { <ol class="moves" ref={list_ref}>{ for rows }</ol> }
}

/// Where the rounds of `len` moves begin and end: 0, each start of a later round
/// (a start at 0 or past the moves is none), then `len`.
fn round_bounds(round_starts: &[usize], len: usize) -> Vec<usize> {
    let mut bounds = vec![0];
    bounds.extend(round_starts.iter().copied().filter(|&i| i > 0 && i <= len));
    bounds.push(len);
    bounds
}

/// Where move `index` (from 0, over the whole match) stands in the move list:
/// its round (from 0), its number within the round (from 1, in pairs of moves),
/// and whether it is the second move of its pair.
pub fn move_place(round_starts: &[usize], index: usize) -> (usize, usize, bool) {
    let bounds = round_bounds(round_starts, index + 1);
    // The rounds begun at or before the move; the last bound (index + 1) is not one.
    let round = bounds[1..].iter().take_while(|&&s| s <= index).count();
    let k = index - bounds[round];
    (round, k / 2 + 1, k % 2 == 1)
}

/// A move as the move list numbers it: "12. e2-e4" or "12… d7-d5", with the
/// round (called `round_word`) named when `index` is not in the first.
pub fn numbered_move(round_word: &str, round_starts: &[usize], index: usize, text: &str) -> String {
    let (round, number, second) = move_place(round_starts, index);
    let dots = if second { "…" } else { "." };
    if round == 0 {
        format!("{number}{dots} {text}")
    } else {
        format!("{round_word} {}, {number}{dots} {text}", round + 1)
    }
}

/// A step through a game's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// To the start.
    First,
    /// One move back.
    Prev,
    /// One move on.
    Next,
    /// To the last move.
    Last,
}

/// A button for `nav`, its icon drawn in SVG (no font needed), named for tests
/// (`first`, `prev`, `next`, `last`) and labelled in `lang`.
pub fn nav_button(lang: Lang, nav: Nav, onclick: Callback<MouseEvent>, enabled: bool) -> Html {
    let (name, path, text) = match nav {
        Nav::First => ("first", "M3 3h2v10H3z M13 3v10L6 8z", Text::NavFirst),
        Nav::Prev => ("prev", "M12 3v10L5 8z", Text::NavPrev),
        Nav::Next => ("next", "M4 3v10l7-5z", Text::NavNext),
        Nav::Last => ("last", "M11 3h2v10h-2z M3 3v10l7-5z", Text::NavLast),
    };
    html! {
        <button type="button" class="nav" name={name} aria-label={lang.t(text)} title={lang.t(text)}
            {onclick} disabled={!enabled}>
            <svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d={path} /></svg>
        </button>
    }
}

/// Props of [`ReviewBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct ReviewBarProps {
    /// Moves shown on the board.
    pub shown: usize,
    /// Moves played.
    pub total: usize,
    /// Called with the number of moves to show.
    pub on_select: Callback<usize>,
    /// Whether a move played on an earlier position starts a variation (then said).
    #[prop_or_default]
    pub varies: bool,
}

/// Steps through the game: start, back, forward, current; says what is shown.
#[component]
pub fn ReviewBar(props: &ReviewBarProps) -> Html {
    let lang = use_lang();
    let (shown, total) = (props.shown, props.total);
    let go = |n: usize| props.on_select.reform(move |_| n);
    let button = |nav: Nav, target: usize, enabled: bool| nav_button(lang, nav, go(target), enabled);
    html! {
        <div class="review">
            <p class="row nav-buttons">
                { button(Nav::First, 0, shown > 0) }
                { button(Nav::Prev, shown.saturating_sub(1), shown > 0) }
                { button(Nav::Next, (shown + 1).min(total), shown < total) }
                { button(Nav::Last, total, shown < total) }
            </p>
            { viewing(lang, shown, total, props.varies, go(total)) }
        </div>
    }
}

/// What a review shows, while it is not at the current position: the move
/// viewed (and that a move there starts a variation, when it does), with the
/// way back to the game.
pub fn viewing(lang: Lang, shown: usize, total: usize, varies: bool, present: Callback<MouseEvent>) -> Html {
    if shown >= total {
        return Html::default();
    }
    html! {
        <p class="viewing" role="status">
            { if shown == 0 { lang.t(Text::ViewingStart).to_string() } else { lang.say(Msg::Viewing { at: &shown, total: &lang.count(total, Noun::Move) }) } }
            if varies { {" "}{ lang.t(Text::MoveStartsVariation) } }
            {" "}{ present_button(lang, present) }
        </p>
    }
}

/// The button back to the game's current position.
pub fn present_button(lang: Lang, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" class="small" name="present" {onclick}>{ lang.t(Text::BackToPresent) }</button> }
}

/// Whether a key pressed belongs to the page's steps through the moves: not
/// while typing in a field, not with a modifier.
fn steps_the_page(e: &web_sys::KeyboardEvent) -> bool {
    let typing = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
    !(typing || e.alt_key() || e.ctrl_key() || e.meta_key())
}

/// Whether a key was pressed inside a tree of moves (which steps by its own keys).
fn in_tree(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| el.closest("[role=tree]").ok().flatten().is_some())
}

/// Arrow keys (left, right: along the line; up, down: between variations)
/// and Home, End step through a tree of moves, while `on` (the tree's own
/// keys are its own).
#[hook]
pub fn use_tree_keys(on: bool, step: Callback<TreeStep>) {
    use_effect_with(on, move |&on| {
        let listener = web_sys::window().and_then(|w| w.document()).filter(|_| on).map(|doc| {
            let options = gloo_events::EventListenerOptions::enable_prevent_default();
            gloo_events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                let Some(e) = e
                    .dyn_ref::<web_sys::KeyboardEvent>()
                    .filter(|e| steps_the_page(e) && !in_tree(e))
                else {
                    return;
                };
                let Some(to) = TreeStep::of_key(&e.key()) else {
                    return;
                };
                e.prevent_default();
                step.emit(to);
            })
        });
        move || drop(listener)
    });
}

/// Arrow keys (and Home, End) step through a game of `total` moves of which
/// `shown` are on the board, while `on`; not while typing in a field.
#[hook]
pub fn use_review_keys(on: bool, shown: usize, total: usize, select: Callback<usize>) {
    use_effect_with((on, shown, total), move |&(on, shown, total)| {
        let listener = web_sys::window().and_then(|w| w.document()).filter(|_| on).map(|doc| {
            // Not passive: a key that steps through the moves does not also scroll
            // the page (Home, End).
            let options = gloo_events::EventListenerOptions::enable_prevent_default();
            gloo_events::EventListener::new_with_options(&doc, "keydown", options, move |e| {
                let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>().filter(|e| steps_the_page(e)) else {
                    return;
                };
                let to = match e.key().as_str() {
                    "ArrowLeft" if shown > 0 => shown - 1,
                    "ArrowRight" if shown < total => shown + 1,
                    "Home" | "End" if total == 0 => return,
                    "Home" => 0,
                    "End" => total,
                    _ => return,
                };
                e.prevent_default();
                select.emit(to);
            })
        });
        move || drop(listener)
    });
}
