//! The editor's form parts: text fields, a pair of them for the two languages,
//! and the links and embed code it writes.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::components::learn::texts::EditText;
use crate::i18n::Lang;

pub(super) use crate::components::pack::{iframe, site};

/// A text input bound to `value`, reporting each change.
pub(super) fn field(name: &str, label: &str, value: &str, on: Callback<String>) -> Html {
    let oninput = on.reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    html! {
        <label class="field">{ label }<input type="text" name={name.to_string()} value={value.to_string()} {oninput} /></label>
    }
}

/// A pair of inputs for a text in English and Czech.
pub(super) fn pair_fields(lang: Lang, name: &str, label: &str, value: &[String; 2], on: Callback<[String; 2]>) -> Html {
    let [en, cs] = value.clone();
    let on_en = {
        let (on, cs) = (on.clone(), cs.clone());
        Callback::from(move |v: String| on.emit([v, cs.clone()]))
    };
    let on_cs = {
        let en = en.clone();
        Callback::from(move |v: String| on.emit([en.clone(), v]))
    };
    html! {
        <fieldset class="pair">
            <legend>{ label }</legend>
            { field(&format!("{name}-en"), lang.t(EditText::English), &en, on_en) }
            { field(&format!("{name}-cs"), lang.t(EditText::Czech), &cs, on_cs) }
        </fieldset>
    }
}
