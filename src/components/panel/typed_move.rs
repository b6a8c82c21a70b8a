//! A move typed in the game's notation, checked by the engine.

use yew::prelude::*;

use crate::components::context::use_lang;
use crate::i18n::{Msg, Text};

/// Props of [`TypedMove`].
#[derive(Debug, Properties, PartialEq)]
pub struct TypedMoveProps {
    /// Whether a person may move now.
    pub enabled: bool,
    /// An example move, shown in the empty field.
    #[prop_or_default]
    pub example: AttrValue,
    /// Checks and plays a move text; returns why it was refused.
    pub on_submit: Callback<String, Option<String>>,
    /// How many moves the record holds: when a move is played (or taken back)
    /// by any means, a refusal and the text it refused are cleared.
    #[prop_or_default]
    pub played: usize,
}

/// A field to type a move in notation, for the keyboard and for exact input.
#[component]
pub fn TypedMove(props: &TypedMoveProps) -> Html {
    let lang = use_lang();
    let input_ref = use_node_ref();
    let error = use_state(|| None::<String>);
    {
        let (input_ref, error) = (input_ref.clone(), error.clone());
        use_effect_with(props.played, move |_| {
            if error.is_some() {
                if let Some(input) = input_ref.cast::<web_sys::HtmlInputElement>() {
                    input.set_value("");
                }
                error.set(None);
            }
        });
    }
    let onsubmit = {
        let (input_ref, error, on_submit) = (input_ref.clone(), error.clone(), props.on_submit.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(input) = input_ref.cast::<web_sys::HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            if text.trim().is_empty() {
                return;
            }
            match on_submit.emit(text) {
                Some(reason) => error.set(Some(reason)),
                None => {
                    input.set_value("");
                    error.set(None);
                }
            }
        })
    };
    html! {
        <form class="typed-move" {onsubmit}>
            <label>{ lang.t(Text::TypeMove) }
                <span class="row">
                    <input ref={input_ref} type="text" name="move" autocomplete="off" spellcheck="false"
                        placeholder={lang.say(Msg::TypeMovePlaceholder { example: &props.example })} disabled={!props.enabled} />
                    <button type="submit" disabled={!props.enabled}>{ lang.t(Text::PlayTyped) }</button>
                </span>
            </label>
            if let Some(reason) = &*error {
                <p class="field-error" role="alert">{ lang.say(Msg::MoveRefused { reason }) }</p>
            }
        </form>
    }
}
