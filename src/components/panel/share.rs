//! The save-and-share panel: the link, an embed builder (the game in a viewer
//! from a chosen move, a lesson or a puzzle; the colours and the size; a live
//! preview; the code to copy), the record to copy, and a record to paste.

use abstrakta_engine::GameKind;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::context::{theme_text, use_lang, THEME_CHOICES};
use crate::i18n::Text;
use crate::state::{encode_component, puzzle_count, PlayParams, Route};

/// What the embed builder embeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Embedded {
    /// This game in the viewer.
    Viewer,
    /// A lesson of the game's course.
    Lesson,
    /// A puzzle of the game's set.
    Puzzle,
}

/// Copies `text` to the clipboard; whether it worked.
async fn copy_text(text: &str) -> bool {
    match web_sys::window().map(|w| w.navigator().clipboard()) {
        Some(clipboard) => JsFuture::from(clipboard.write_text(text)).await.is_ok(),
        None => false,
    }
}

/// Props of [`SharePanel`].
#[derive(Debug, Properties, PartialEq)]
pub struct SharePanelProps {
    /// The address of this game.
    pub link: AttrValue,
    /// The game.
    pub kind: GameKind,
    /// The site's address, before the fragment.
    pub base: AttrValue,
    /// The game as the viewer takes it (its moves, start and rules).
    pub viewer: PlayParams,
    /// How many moves the game has.
    pub total: usize,
    /// The viewer's usual size, width and height.
    pub size: (u32, u32),
    /// The frame's title.
    pub title: AttrValue,
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
            spawn_local(async move { copied.set(Some(copy_text(&link).await)) });
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
    // The embed builder's choices.
    let embed_theme = use_state(|| 0usize);
    let pick_theme = {
        let embed_theme = embed_theme.clone();
        Callback::from(move |e: Event| {
            let index = e.target_unchecked_into::<HtmlSelectElement>().selected_index();
            embed_theme.set(usize::try_from(index).unwrap_or(0).min(THEME_CHOICES.len() - 1));
        })
    };
    let what = use_state(|| Embedded::Viewer);
    let at = use_state(|| None::<usize>);
    let lesson = use_state(String::new);
    let puzzle = use_state(|| 1usize);
    let size = use_state(|| props.size);
    let code_copied = use_state(|| None::<bool>);
    let number = |e: &InputEvent| {
        e.target_unchecked_into::<HtmlInputElement>()
            .value()
            .trim()
            .parse::<usize>()
            .ok()
    };
    let theme = THEME_CHOICES[*embed_theme];
    let (src, (w, h)) = match *what {
        Embedded::Viewer => {
            let params = PlayParams {
                theme,
                at: at.filter(|&k| k < props.total),
                ..props.viewer.clone()
            };
            (Route::View(props.kind, params).to_hash(), *size)
        }
        Embedded::Lesson => {
            let mut hash = format!("#/{}/lesson?id={}&embed=1", props.kind, encode_component(lesson.trim()));
            if let Some(t) = theme {
                hash.push_str(&format!("&theme={}", t.name()));
            }
            (hash, *size)
        }
        Embedded::Puzzle => (format!("#/{}/puzzles/{}?embed=1", props.kind, *puzzle), *size),
    };
    let src = format!("{}{src}", props.base);
    let code = format!(
        "<iframe src=\"{}\" width=\"{w}\" height=\"{h}\" style=\"border:0\" title=\"{}\"></iframe>",
        src.replace('&', "&amp;"),
        props.title
    );
    let pick_what = {
        let (what, size, viewer_size) = (what.clone(), size.clone(), props.size);
        Callback::from(move |e: Event| {
            // Each page's own size: a lesson and a puzzle have a panel beside the board.
            let (chosen, fits) = match e.target_unchecked_into::<HtmlSelectElement>().value().as_str() {
                "lesson" => (Embedded::Lesson, (760, 560)),
                "puzzle" => (Embedded::Puzzle, (760, 640)),
                _ => (Embedded::Viewer, viewer_size),
            };
            what.set(chosen);
            size.set(fits);
        })
    };
    let on_at = {
        let at = at.clone();
        Callback::from(move |e: InputEvent| at.set(number(&e)))
    };
    let on_lesson = {
        let lesson = lesson.clone();
        Callback::from(move |e: InputEvent| lesson.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let on_puzzle = {
        let (puzzle, most) = (puzzle.clone(), puzzle_count(props.kind).max(1));
        Callback::from(move |e: InputEvent| puzzle.set(number(&e).unwrap_or(1).clamp(1, most)))
    };
    let on_size = |width: bool| {
        let size = size.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(n) = number(&e).and_then(|n| u32::try_from(n.clamp(200, 2000)).ok()) {
                size.set(if width { (n, size.1) } else { (size.0, n) });
            }
        })
    };
    let copy_code = {
        let (code, code_copied) = (code.clone(), code_copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (code, code_copied) = (code.clone(), code_copied.clone());
            spawn_local(async move { code_copied.set(Some(copy_text(&code).await)) });
        })
    };
    // The preview is drawn only while it is open: it loads the frame's bundle.
    let preview_open = use_state(|| false);
    let on_toggle = {
        let preview_open = preview_open.clone();
        Callback::from(move |e: Event| {
            preview_open.set(e.target_unchecked_into::<web_sys::HtmlDetailsElement>().open())
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
            <fieldset class="embed-builder">
                <legend>{ lang.t(Text::EmbedCode) }</legend>
                <label>{ lang.t(Text::EmbedWhat) }
                    <select name="embed-what" onchange={pick_what}>
                        <option value="viewer" selected={*what == Embedded::Viewer}>{ lang.t(Text::EmbedViewer) }</option>
                        <option value="lesson" selected={*what == Embedded::Lesson}>{ lang.t(Text::EmbedLesson) }</option>
                        if puzzle_count(props.kind) > 0 {
                            <option value="puzzle" selected={*what == Embedded::Puzzle}>{ lang.t(Text::EmbedPuzzle) }</option>
                        }
                    </select>
                </label>
                { match *what {
                    Embedded::Viewer => html! {
                        <label>{ lang.t(Text::EmbedFrom) }
                            <input type="number" name="embed-at" min="0" max={props.total.to_string()} placeholder={props.total.to_string()}
                                value={at.map(|k| k.to_string()).unwrap_or_default()} oninput={on_at} />
                        </label>
                    },
                    Embedded::Lesson => html! {
                        <label>{ lang.t(Text::EmbedLessonId) }
                            <input type="text" name="embed-lesson" value={(*lesson).clone()} oninput={on_lesson} placeholder="fork" />
                            <a href={Route::Learn(props.kind, None).to_hash()}>{ lang.t(Text::NavLearn) }</a>
                        </label>
                    },
                    Embedded::Puzzle => html! {
                        <label>{ lang.t(Text::EmbedPuzzleNumber) }
                            <input type="number" name="embed-puzzle" min="1" max={puzzle_count(props.kind).to_string()} value={puzzle.to_string()} oninput={on_puzzle} />
                        </label>
                    },
                } }
                <label>{ lang.t(Text::EmbedTheme) }
                    <select name="embed-theme" onchange={pick_theme}>
                        { for THEME_CHOICES.iter().enumerate().map(|(i, &t)| html! {
                            <option value={i.to_string()} selected={i == *embed_theme}>{ lang.t(theme_text(t, Text::ThemeReader)) }</option>
                        }) }
                    </select>
                </label>
                <p class="row">
                    <label>{ lang.t(Text::EmbedWidth) }<input type="number" name="embed-width" min="200" max="2000" value={size.0.to_string()} oninput={on_size(true)} /></label>
                    <label>{ lang.t(Text::EmbedHeight) }<input type="number" name="embed-height" min="200" max="2000" value={size.1.to_string()} oninput={on_size(false)} /></label>
                </p>
                <textarea name="embed" rows="3" readonly=true spellcheck="false" value={code} />
                <p class="row">
                    <button type="button" name="copy-embed" onclick={copy_code}>{ lang.t(Text::CopyCode) }</button>
                    { match *code_copied {
                        Some(true) => html! { <span class="muted">{ lang.t(Text::Copied) }</span> },
                        Some(false) => html! { <span class="muted">{ lang.t(Text::CopyFailed) }</span> },
                        None => html! {},
                    } }
                </p>
                <details class="embed-preview" ontoggle={on_toggle}>
                    <summary>{ lang.t(Text::EmbedPreview) }</summary>
                    if *preview_open {
                        <iframe src={src} width={w.to_string()} height={h.to_string()} style="border:0;max-width:100%" title={props.title.clone()} />
                    }
                </details>
            </fieldset>
            <label>{ lang.t(Text::GameText) }
                <textarea ref={text_ref} name="record" rows="5" spellcheck="false" value={record_value} oninput={on_input} />
            </label>
            <p><button type="button" name="load" onclick={load}>{ lang.t(Text::LoadRecord) }</button></p>
        </div>
    }
}
