//! The save-and-share panel: the link, the embed code with its colours, the
//! record to copy, and a record to paste.

use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::context::{theme_text, use_lang, THEME_CHOICES};
use crate::i18n::Text;

/// Props of [`SharePanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct SharePanelProps {
    /// The address of this game.
    pub link: AttrValue,
    /// HTML that embeds this game's viewer in another page, for each choice of
    /// colours in `THEME_CHOICES`.
    pub embed: [AttrValue; 3],
    /// The game record text.
    pub record: AttrValue,
    /// Loads a record text.
    pub on_load: Callback<String>,
}

/// A link to the game, and its record to copy or replace.
#[component]
pub fn SharePanel(props: &SharePanelProps) -> Html {
    let lang = use_lang();
    let copied = use_state(|| None::<bool>);
    let text_ref = use_node_ref();
    let copy = {
        let (link, copied) = (props.link.to_string(), copied.clone());
        Callback::from(move |_| {
            let (link, copied) = (link.clone(), copied.clone());
            spawn_local(async move {
                let ok = match web_sys::window().map(|w| w.navigator().clipboard()) {
                    Some(clipboard) => JsFuture::from(clipboard.write_text(&link)).await.is_ok(),
                    None => false,
                };
                copied.set(Some(ok));
            });
        })
    };
    // What the player typed or pasted stays until the game changes (a refused
    // record can be corrected instead of typed again).
    let draft = use_state(|| None::<String>);
    {
        let draft = draft.clone();
        use_effect_with(props.record.clone(), move |_| draft.set(None));
    }
    let on_input = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(e.target_unchecked_into::<HtmlTextAreaElement>().value()));
        })
    };
    let record_value = (*draft).clone().map_or_else(|| props.record.clone(), AttrValue::from);
    // Which of the embed codes (the colours of `THEME_CHOICES`) is shown.
    let embed_theme = use_state(|| 0usize);
    let pick_theme = {
        let embed_theme = embed_theme.clone();
        Callback::from(move |e: Event| {
            let index = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
            embed_theme.set(usize::try_from(index).unwrap_or(0).min(THEME_CHOICES.len() - 1));
        })
    };
    let load = {
        let (text_ref, on_load) = (text_ref.clone(), props.on_load.clone());
        Callback::from(move |_| {
            if let Some(area) = text_ref.cast::<HtmlTextAreaElement>() {
                on_load.emit(area.value());
            }
        })
    };
    html! {
        <div class="share">
            <label>{ lang.t(Text::ShareLink) }
                <input type="text" readonly=true name="link" value={props.link.clone()} />
            </label>
            <p class="row">
                <button type="button" onclick={copy}>{ lang.t(Text::CopyLink) }</button>
                { match *copied {
                    Some(true) => html! { <span class="muted">{ lang.t(Text::Copied) }</span> },
                    Some(false) => html! { <span class="muted">{ lang.t(Text::CopyFailed) }</span> },
                    None => html! {},
                } }
            </p>
            <label>{ lang.t(Text::EmbedTheme) }
                <select name="embed-theme" onchange={pick_theme}>
                    { for THEME_CHOICES.iter().enumerate().map(|(i, &t)| html! {
                        <option value={i.to_string()} selected={i == *embed_theme}>{ lang.t(theme_text(t, Text::ThemeReader)) }</option>
                    }) }
                </select>
            </label>
            <label>{ lang.t(Text::EmbedCode) }
                <textarea name="embed" rows="3" readonly=true spellcheck="false" value={props.embed[*embed_theme].clone()} />
            </label>
            <label>{ lang.t(Text::GameText) }
                <textarea ref={text_ref} name="record" rows="5" spellcheck="false" value={record_value} oninput={on_input} />
            </label>
            <p><button type="button" name="load" onclick={load}>{ lang.t(Text::LoadRecord) }</button></p>
        </div>
    }
}
