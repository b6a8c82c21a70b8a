//! The save-and-share panel: the link, an embed builder (the game in a viewer
//! from a chosen move, a lesson, a puzzle or a study; the colours and the size; a
//! preview in a tab of its own; the code to copy), the record to copy, and a record to paste.

use abstrakta_engine::GameKind;
use wasm_bindgen_futures::{spawn_local, JsFuture};
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::context::{theme_text, use_lang, THEME_CHOICES};
use crate::components::game::ForeignExport;
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
    /// A study made on the analysis board, from its link.
    Study,
}

/// The packed study of a study's or an analysis board's link pasted
/// (`…study?data=…` or `…analysis?study=…`), or of the packed text itself.
fn study_data(pasted: &str) -> &str {
    let pasted = pasted.trim();
    let data = ["?data=", "&data=", "?study=", "&study="]
        .iter()
        .find_map(|key| pasted.split_once(key).map(|(_, rest)| rest))
        .unwrap_or(pasted);
    data.split('&').next().unwrap_or_default()
}

/// The embed builder's choices.
#[derive(Clone, Debug, PartialEq)]
struct EmbedChoice {
    what: Embedded,
    /// The move a viewer shows first (the last when `None`).
    at: Option<usize>,
    /// A lesson's identifier.
    lesson: String,
    /// A puzzle's number, from 1.
    puzzle: usize,
    /// A study's link, as pasted.
    study: String,
    /// The colours, an index of `THEME_CHOICES`.
    theme: usize,
    /// Width and height.
    size: (u32, u32),
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
    /// The game in another program's format.
    #[prop_or_default]
    pub foreign: Option<ForeignExport>,
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
    // The embed builder's choices, all changed through one listener on the
    // fields (each field's name says which).
    let choice = use_state(|| EmbedChoice {
        what: Embedded::Viewer,
        at: None,
        lesson: String::new(),
        puzzle: 1,
        study: String::new(),
        theme: 0,
        size: props.size,
    });
    let on_field = {
        let (choice, viewer_size, puzzles) = (choice.clone(), props.size, puzzle_count(props.kind).max(1));
        Callback::from(move |e: InputEvent| {
            let Some(field) = e
                .target_dyn_into::<HtmlInputElement>()
                .map(|i| (i.name(), i.value()))
                .or_else(|| e.target_dyn_into::<HtmlSelectElement>().map(|s| (s.name(), s.value())))
            else {
                return;
            };
            let mut next = (*choice).clone();
            let number = field.1.trim().parse::<usize>().ok();
            match field.0.as_str() {
                "embed-what" => {
                    // Each page's own size: a lesson and a puzzle have a panel beside the board.
                    (next.what, next.size) = match field.1.as_str() {
                        "lesson" => (Embedded::Lesson, (760, 560)),
                        "puzzle" => (Embedded::Puzzle, (760, 640)),
                        "study" => (Embedded::Study, (640, 560)),
                        _ => (Embedded::Viewer, viewer_size),
                    };
                }
                "embed-at" => next.at = number,
                "embed-lesson" => next.lesson = field.1,
                "embed-study" => next.study = field.1,
                "embed-puzzle" => next.puzzle = number.unwrap_or(1).clamp(1, puzzles),
                "embed-theme" => next.theme = number.unwrap_or(0).min(THEME_CHOICES.len() - 1),
                "embed-width" => next.size.0 = number.map_or(next.size.0, |n| n.clamp(200, 2000) as u32),
                "embed-height" => next.size.1 = number.map_or(next.size.1, |n| n.clamp(200, 2000) as u32),
                _ => return,
            }
            choice.set(next);
        })
    };
    let code_copied = use_state(|| None::<bool>);
    let theme = THEME_CHOICES[choice.theme];
    let src = match choice.what {
        Embedded::Viewer => Route::View(
            props.kind,
            PlayParams {
                theme,
                at: choice.at.filter(|&k| k < props.total),
                ..props.viewer.clone()
            },
        )
        .to_hash(),
        Embedded::Lesson => format!(
            "#/{}/lesson?id={}&embed=1{}",
            props.kind,
            encode_component(choice.lesson.trim()),
            theme.map(|t| format!("&theme={}", t.name())).unwrap_or_default()
        ),
        Embedded::Puzzle => format!("#/{}/puzzles/{}?embed=1", props.kind, choice.puzzle),
        Embedded::Study => Route::Study(
            props.kind,
            PlayParams {
                study: Some(study_data(&choice.study).to_string()),
                theme,
                ..PlayParams::default()
            },
        )
        .to_hash(),
    };
    let src = format!("{}{src}", props.base);
    let (w, h) = choice.size;
    let code = format!(
        "<iframe src=\"{}\" width=\"{w}\" height=\"{h}\" style=\"border:0\" title=\"{}\"></iframe>",
        src.replace('&', "&amp;"),
        props.title
    );
    let copy_code = {
        let (code, code_copied) = (code.clone(), code_copied.clone());
        Callback::from(move |_: MouseEvent| {
            let (code, code_copied) = (code.clone(), code_copied.clone());
            spawn_local(async move { code_copied.set(Some(copy_text(&code).await)) });
        })
    };
    let copied_note = |copied: Option<bool>| match copied {
        Some(ok) => html! { <span class="muted">{ lang.t(if ok { Text::Copied } else { Text::CopyFailed }) }</span> },
        None => Html::default(),
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
                { copied_note(*copied) }
            </p>
            <fieldset class="embed-builder" oninput={on_field}>
                <legend>{ lang.t(Text::EmbedCode) }</legend>
                <label>{ lang.t(Text::EmbedWhat) }
                    <select name="embed-what">
                        <option value="viewer" selected={choice.what == Embedded::Viewer}>{ lang.t(Text::EmbedViewer) }</option>
                        <option value="lesson" selected={choice.what == Embedded::Lesson}>{ lang.t(Text::EmbedLesson) }</option>
                        if puzzle_count(props.kind) > 0 {
                            <option value="puzzle" selected={choice.what == Embedded::Puzzle}>{ lang.t(Text::EmbedPuzzle) }</option>
                        }
                        <option value="study" selected={choice.what == Embedded::Study}>{ lang.t(Text::EmbedStudy) }</option>
                    </select>
                </label>
                <label>{ lang.t(match choice.what {
                        Embedded::Viewer => Text::EmbedFrom,
                        Embedded::Lesson => Text::EmbedLessonId,
                        Embedded::Puzzle => Text::EmbedPuzzleNumber,
                        Embedded::Study => Text::EmbedStudyLink,
                    }) }
                    { match choice.what {
                        Embedded::Viewer => html! { <input key="at" type="number" name="embed-at" min="0" placeholder={props.total.to_string()} /> },
                        Embedded::Lesson => html! { <input key="lesson" type="text" name="embed-lesson" placeholder="fork" /> },
                        Embedded::Puzzle => html! { <input key="puzzle" type="number" name="embed-puzzle" min="1" value="1" /> },
                        Embedded::Study => html! { <input key="study" type="text" name="embed-study" spellcheck="false" placeholder="…/study?data=…" /> },
                    } }
                </label>
                <label>{ lang.t(Text::EmbedTheme) }
                    <select name="embed-theme">
                        { for THEME_CHOICES.iter().enumerate().map(|(i, &t)| html! {
                            <option value={i.to_string()} selected={i == choice.theme}>{ lang.t(theme_text(t, Text::ThemeReader)) }</option>
                        }) }
                    </select>
                </label>
                <p class="row">
                    <label>{ lang.t(Text::EmbedWidth) }<input type="number" name="embed-width" value={w.to_string()} /></label>
                    <label>{ lang.t(Text::EmbedHeight) }<input type="number" name="embed-height" value={h.to_string()} /></label>
                </p>
                <textarea name="embed" rows="3" readonly=true spellcheck="false" value={code} />
                <p class="row">
                    <button type="button" name="copy-embed" onclick={copy_code}>{ lang.t(Text::CopyCode) }</button>
                    // The embedded page itself, in a tab of its own: nothing is
                    // fetched for it until it is asked for.
                    <a class="button" href={src} target="_blank" rel="noopener" data-testid="embed-preview">{ lang.t(Text::EmbedPreview) }</a>
                    { copied_note(*code_copied) }
                </p>
            </fieldset>
            <label>{ lang.t(Text::GameText) }
                <textarea ref={text_ref} name="record" rows="5" spellcheck="false" value={record_value} oninput={on_input} />
            </label>
            <p><button type="button" name="load" onclick={load}>{ lang.t(Text::LoadRecord) }</button></p>
            { for props.foreign.as_ref().map(|f| {
                let href = format!("data:text/plain;charset=utf-8,{}", js_sys::encode_uri_component(&f.text));
                html! {
                    <>
                        <label>{ f.label.clone() }
                            <textarea name="foreign-record" rows="5" readonly=true spellcheck="false" value={f.text.clone()} />
                        </label>
                        <p><a class="button" href={href} download={f.file} data-testid="foreign-download">{ lang.t(Text::Download) }</a></p>
                        <label>{ f.position.0.clone() }
                            <input type="text" name="foreign-position" readonly=true spellcheck="false" value={f.position.1.clone()} />
                        </label>
                    </>
                }
            }) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::study_data;

    #[test]
    fn a_studys_data_is_found_in_any_link_that_carries_it() {
        for pasted in [
            "https://example.org/abstrakta/#/thud/study?data=q1YK-S_8",
            " #/thud/study?data=q1YK-S_8&theme=dark ",
            "https://example.org/#/thud/analysis?study=q1YK-S_8",
            "https://example.org/#/thud/analysis?moves=a&study=q1YK-S_8&line=b",
            "q1YK-S_8",
        ] {
            assert_eq!(study_data(pasted), "q1YK-S_8", "{pasted}");
        }
        assert_eq!(study_data("  "), "");
    }
}
