//! The editor of one recorded step: its goal, task, hint, arrows and marks.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::draft::GoalKind;
use super::fields::{field, pair_fields};
use super::state::{Edit, EditorState, StepEdit};
use crate::components::learn::texts::EditText;
use crate::i18n::Lang;

/// The fields of step `i` (from 0): the player's move `2i` and its reply.
pub(super) fn step_editor(lang: Lang, state: &EditorState, i: usize, edit: &Callback<Edit>) -> Html {
    let d = state.draft.steps.get(i).cloned().unwrap_or_default();
    let change = |make: fn(String) -> StepEdit| edit.reform(move |v: String| Edit::Step(i, make(v)));
    let change_pair = |make: fn([String; 2]) -> StepEdit| edit.reform(move |v: [String; 2]| Edit::Step(i, make(v)));
    let on_goal = edit.reform(move |e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        let kind = GoalKind::ALL
            .iter()
            .find(|g| g.1 == value)
            .map_or(GoalKind::Move, |g| g.0);
        Edit::Step(i, StepEdit::Goal(kind))
    });
    let played = state.moves.get(2 * i).cloned().unwrap_or_default();
    let reply = state.moves.get(2 * i + 1).cloned();
    let n = i + 1;
    html! {
        <fieldset class="step" data-step={n.to_string()}>
            <legend>{ format!("{} {n}: {played}", lang.t(EditText::Step)) }</legend>
            <label class="field">{ lang.t(EditText::Goal) }
                <select name={format!("goal-{n}")} onchange={on_goal}>
                    for (kind, value, words) in GoalKind::ALL {
                        <option value={value} selected={kind == d.goal}>{ lang.t(words) }</option>
                    }
                </select>
            </label>
            { pair_fields(lang, &format!("task-{n}"), lang.t(EditText::Task), &d.task, change_pair(StepEdit::Task)) }
            { pair_fields(lang, &format!("hint-{n}"), lang.t(EditText::HintText), &d.hint, change_pair(StepEdit::Hint)) }
            { field(&format!("arrows-{n}"), lang.t(EditText::Arrows), &d.arrows, change(StepEdit::Arrows)) }
            { field(&format!("marks-{n}"), lang.t(EditText::Marks), &d.marks, change(StepEdit::Marks)) }
            <p class="muted">{ format!("{}: {}", lang.t(EditText::Reply), reply.unwrap_or_else(|| lang.t(EditText::NoReply).to_string())) }</p>
        </fieldset>
    }
}
