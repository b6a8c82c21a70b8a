//! The moves of an analysis as a tree, written as game records write it: the
//! main line, each variation in parentheses after the move it replaces,
//! comments and judgements beside their moves. A move is clicked, or reached
//! by the arrow keys along a line (left, right) and between the variations
//! beside it (up, down); one move at a time is in the tab order.

use abstrakta_engine::study::{Glyph, MoveTree, NodeId};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::moves::{nav_button, present_button, viewing, Nav};
use crate::components::context::use_lang;
use crate::i18n::{Lang, Msg, Text};
use crate::state::TreeStep;

/// Props of [`MoveTreeView`].
#[derive(Debug, Properties, PartialEq)]
pub struct MoveTreeProps {
    /// The moves.
    pub tree: MoveTree,
    /// The move shown.
    pub current: NodeId,
    /// Called with what a click or a key asks for.
    pub on_step: Callback<TreeStep>,
    /// The computer's marks of moves (shown where the record gives none).
    #[prop_or_default]
    pub marks: Vec<(NodeId, Glyph)>,
}

/// A move's number as a record writes it before the move: `3.` before the
/// first side's move, `3…` before the second side's when a line starts with it.
fn number(ply: usize, first_in_line: bool) -> Option<String> {
    let n = ply.div_ceil(2);
    if ply % 2 == 1 {
        Some(format!("{n}."))
    } else {
        first_in_line.then(|| format!("{n}…"))
    }
}

struct Drawer<'a> {
    tree: &'a MoveTree,
    current: NodeId,
    on_step: &'a Callback<TreeStep>,
    marks: &'a [(NodeId, Glyph)],
    lang: Lang,
}

impl Drawer<'_> {
    /// The line that starts with `first`, `level` variations deep, with the
    /// variations of each of its moves after it.
    fn line(&self, first: NodeId, level: usize, out: &mut Vec<Html>) {
        let mut at = Some(first);
        let mut first_in_line = true;
        while let Some(id) = at {
            let Some(node) = self.tree.node(id) else { break };
            out.push(self.item(id, level, first_in_line));
            first_in_line = false;
            // The moves that could have been played in its place.
            let parent = node.parent.and_then(|p| self.tree.node(p));
            if let Some(parent) = parent.filter(|p| p.children.first() == Some(&id) && p.children.len() > 1) {
                let others = &parent.children[1..];
                let fold = self.on_step.reform({
                    let other = others[0];
                    move |_: MouseEvent| TreeStep::Fold(other)
                });
                let count = others.len();
                if parent.collapsed {
                    out.push(html! {
                        <button type="button" class="fold" aria-expanded="false" onclick={fold}
                            title={self.lang.t(Text::ShowVariations)}>{ format!("(+{count})") }</button>
                    });
                } else {
                    out.push(html! {
                        <button type="button" class="fold" aria-expanded="true" onclick={fold}
                            title={self.lang.t(Text::HideVariations)} aria-label={self.lang.t(Text::HideVariations)}>{ "−" }</button>
                    });
                    for &other in others {
                        let mut inner = Vec::new();
                        self.line(other, level + 1, &mut inner);
                        out.push(html! { <span class="variation" role="group">{ "(" }{ for inner }{ ")" }</span> });
                        out.push(html! { { " " } });
                    }
                }
                first_in_line = true;
            }
            at = node.children.first().copied();
        }
    }

    fn item(&self, id: NodeId, level: usize, first_in_line: bool) -> Html {
        let Some(node) = self.tree.node(id) else {
            return Html::default();
        };
        let ply = self.tree.path(id).len();
        let shown = id == self.current;
        let glyph = node.note.glyph.map(|g| g.symbol()).unwrap_or_default();
        // The computer's mark where the record gives none.
        let engine_mark = self
            .marks
            .iter()
            .find(|(n, _)| *n == id)
            .map(|(_, g)| g.symbol())
            .filter(|_| glyph.is_empty());
        let comment = node.note.text_in(self.lang == Lang::Cs).to_string();
        let onclick = self.on_step.reform(move |_: MouseEvent| TreeStep::Go(id));
        let label = self.lang.say(Msg::TreeMove {
            number: &ply.div_ceil(2),
            notation: &format!("{}{glyph}", node.notation),
            line: &if level == 0 {
                self.lang.t(Text::MainLine).to_string()
            } else {
                self.lang.say(Msg::VariationLevel { level: &level })
            },
        });
        html! {
            <>
                if let Some(n) = number(ply, first_in_line) { <span class="num" aria-hidden="true">{ n }</span> }
                <span role="treeitem" class={classes!("mv", shown.then_some("last"), (level == 0).then_some("main"))}
                    data-node={id.index().to_string()} aria-selected={shown.to_string()} aria-level={(level + 1).to_string()}
                    aria-label={label} tabindex={if shown { "0" } else { "-1" }} {onclick}>
                    { node.notation.clone() }
                    if !glyph.is_empty() { <span class="glyph">{ glyph }</span> }
                    if let Some(mark) = engine_mark {
                        <span class="glyph engine" title={self.lang.t(Text::EngineMark)}>{ mark }</span>
                    }
                </span>
                if !comment.is_empty() { <span class="comment">{ comment }</span> }
                // Where a line may wrap: between moves, never inside one.
                { " " }
            </>
        }
    }
}

/// The tree of moves, or a word that there are none.
#[component]
pub fn MoveTreeView(props: &MoveTreeProps) -> Html {
    let lang = use_lang();
    let tree_ref = use_node_ref();
    // A key moves the focus with the move shown (when the focus is in the tree).
    {
        let tree_ref = tree_ref.clone();
        use_effect_with(props.current, move |current| {
            let Some(el) = tree_ref.cast::<web_sys::Element>() else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let inside = active.is_some_and(|a| el.contains(Some(&a)));
            let item = el
                .query_selector(&format!("[data-node=\"{}\"]", current.index()))
                .ok()
                .flatten()
                .and_then(|i| i.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(item) = item {
                if inside {
                    let _ = item.focus();
                }
            }
        });
    }
    let root = props.tree.node(MoveTree::ROOT);
    let Some(&first) = root.and_then(|r| r.children.first()) else {
        return html! { <p class="moves empty">{ lang.t(Text::NoMovesYet) }</p> };
    };
    let on_step = props.on_step.clone();
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let Some(step) = TreeStep::of_key(&e.key()) else {
            return;
        };
        e.prevent_default();
        on_step.emit(step);
    });
    let drawer = Drawer {
        tree: &props.tree,
        current: props.current,
        on_step: &props.on_step,
        marks: &props.marks,
        lang,
    };
    let mut items = Vec::new();
    drawer.line(first, 0, &mut items);
    // At the start, the first move is the one in the tab order.
    let start_focus = props.current == MoveTree::ROOT;
    html! {
        <div class="move-tree" role="tree" aria-label={lang.t(Text::Moves)} ref={tree_ref} {onkeydown}
            tabindex={if start_focus { "0" } else { "-1" }}>
            { for items }
        </div>
    }
}

/// Props of [`TreeBar`].
#[derive(Debug, Properties, PartialEq)]
pub struct TreeBarProps {
    /// Called with the step a button asks for.
    pub on_step: Callback<TreeStep>,
    /// Whether the start is shown.
    pub at_start: bool,
    /// Whether the end of the line shown is shown.
    pub at_end: bool,
    /// Whether the move shown is in a variation (not the game's own).
    pub in_variation: bool,
    /// The game's moves shown, when on them.
    pub shown: usize,
    /// The game's moves.
    pub total: usize,
    /// Shows the game's current position.
    pub on_present: Callback<MouseEvent>,
    /// Deletes the variation's move shown and what follows it.
    pub on_delete: Callback<MouseEvent>,
}

/// The review bar of a game with variations: its buttons step through the
/// tree; a variation shown is said, with the way back to the game and a button
/// that deletes it; on the game's moves, the move viewed is said as in a review.
#[component]
pub fn TreeBar(props: &TreeBarProps) -> Html {
    let lang = use_lang();
    let step =
        |nav: Nav, step: TreeStep, enabled: bool| nav_button(lang, nav, props.on_step.reform(move |_| step), enabled);
    html! {
        <div class="review">
            <p class="row nav-buttons">
                { step(Nav::First, TreeStep::First, !props.at_start) }
                { step(Nav::Prev, TreeStep::Back, !props.at_start) }
                { step(Nav::Next, TreeStep::Forward, !props.at_end) }
                { step(Nav::Last, TreeStep::Last, !props.at_end) }
            </p>
            if props.in_variation {
                <p class="viewing" role="status" data-testid="in-variation">
                    { lang.t(Text::InVariation) }{" "}{ present_button(lang, props.on_present.clone()) }{" "}
                    <button type="button" class="small" name="delete-variation" onclick={props.on_delete.clone()}>{ lang.t(Text::DeleteVariation) }</button>
                </p>
            } else {
                { viewing(lang, props.shown, props.total, true, props.on_present.clone()) }
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::number;

    #[test]
    fn moves_are_numbered_as_records_number_them() {
        assert_eq!(number(1, false).as_deref(), Some("1."));
        assert_eq!(number(2, false), None);
        assert_eq!(number(2, true).as_deref(), Some("1…"));
        assert_eq!(number(5, true).as_deref(), Some("3."));
    }
}
