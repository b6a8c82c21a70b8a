//! The analysis board's editing boxes: the comment, drawings and judgement of
//! the move shown, and the record of the whole tree to copy or to read.
//!
//! Each box keeps what is typed in it as a draft of its own until it is
//! committed (the field left, the button pressed): the page is redrawn each
//! time the computer's lines deepen, and a field drawn from the tree alone
//! would lose what is being typed.

use abstrakta_engine::study::{Glyph, Note};
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use crate::components::context::use_lang;
use crate::i18n::Text;
use crate::state::{drawings_text, MAX_COMMENT};

/// Props of [`NoteEditor`].
#[derive(Debug, Properties, PartialEq)]
pub struct NoteEditorProps {
    /// The note of the move shown.
    pub note: Note,
    /// The move shown (a new one starts the drafts again).
    pub node: usize,
    /// Whether the start is shown (it has no judgement).
    pub at_start: bool,
    /// Called with the comment when its field is left.
    pub on_comment: Callback<String>,
    /// Called with the Czech comment when its field is left.
    pub on_comment_cs: Callback<String>,
    /// Called with the drawings as written when their field is left.
    pub on_drawings: Callback<String>,
    /// Called with the judgement chosen.
    pub on_glyph: Callback<Option<Glyph>>,
}

/// The comment, drawings and judgement of the move shown.
#[component]
pub fn NoteEditor(props: &NoteEditorProps) -> Html {
    let lang = use_lang();
    let comment = use_state(|| props.note.text.clone());
    let comment_cs = use_state(|| props.note.cs.clone().unwrap_or_default());
    let drawings = use_state(|| drawings_text(&props.note));
    {
        let (comment, comment_cs, drawings) = (comment.clone(), comment_cs.clone(), drawings.clone());
        use_effect_with((props.node, props.note.clone()), move |(_, note)| {
            comment.set(note.text.clone());
            comment_cs.set(note.cs.clone().unwrap_or_default());
            drawings.set(drawings_text(note));
        });
    }
    let typed = |field: &UseStateHandle<String>| {
        let field = field.clone();
        Callback::from(move |e: InputEvent| field.set(e.target_unchecked_into::<HtmlTextAreaElement>().value()))
    };
    let left = |on: &Callback<String>| on.reform(|e: Event| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let typed_drawings = {
        let drawings = drawings.clone();
        Callback::from(move |e: InputEvent| drawings.set(e.target_unchecked_into::<HtmlInputElement>().value()))
    };
    let on_drawings = props
        .on_drawings
        .reform(|e: Event| e.target_unchecked_into::<HtmlInputElement>().value());
    let on_glyph = props.on_glyph.reform(|e: Event| {
        let value = e.target_unchecked_into::<HtmlSelectElement>().value();
        Glyph::ALL.into_iter().find(|g| g.symbol() == value)
    });
    let chosen = props.note.glyph.map(Glyph::symbol).unwrap_or_default();
    html! {
        <fieldset class="note-editor">
            <label>{ lang.t(Text::MoveComment) }
                <textarea name="comment" rows="2" maxlength={MAX_COMMENT.to_string()} value={(*comment).clone()}
                    oninput={typed(&comment)} onchange={left(&props.on_comment)} />
            </label>
            <label>{ lang.t(Text::MoveCommentCs) }
                <textarea name="comment-cs" lang="cs" rows="2" maxlength={MAX_COMMENT.to_string()} value={(*comment_cs).clone()}
                    oninput={typed(&comment_cs)} onchange={left(&props.on_comment_cs)} />
            </label>
            <label>{ lang.t(Text::MoveDrawings) }
                <input type="text" name="drawings" spellcheck="false" value={(*drawings).clone()}
                    oninput={typed_drawings} onchange={on_drawings} />
            </label>
            if !props.at_start {
                <label>{ lang.t(Text::MoveJudgement) }
                    <select name="glyph" onchange={on_glyph}>
                        <option value="" selected={chosen.is_empty()}>{ lang.t(Text::NoJudgement) }</option>
                        { for Glyph::ALL.into_iter().map(|g| html! {
                            <option value={g.symbol()} selected={chosen == g.symbol()}>{ g.symbol() }</option>
                        }) }
                    </select>
                </label>
            }
        </fieldset>
    }
}

/// Props of [`RecordBox`].
#[derive(Debug, Properties, PartialEq)]
pub struct RecordBoxProps {
    /// The record of the tree.
    pub record: AttrValue,
    /// Called with the text of the box when it is to be read.
    pub on_read: Callback<String>,
}

/// The record of the tree, to copy, or to replace with another and read. What
/// is typed or pasted stays in the box until a record is read or the tree
/// changes (a record refused leaves it there to be mended).
#[component]
pub fn RecordBox(props: &RecordBoxProps) -> Html {
    let lang = use_lang();
    let draft = use_state(|| None::<String>);
    {
        let draft = draft.clone();
        use_effect_with(props.record.clone(), move |_| draft.set(None));
    }
    let typed = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| draft.set(Some(e.target_unchecked_into::<HtmlTextAreaElement>().value())))
    };
    let text = (*draft).clone().unwrap_or_else(|| props.record.to_string());
    let read = {
        let text = text.clone();
        props.on_read.reform(move |_: MouseEvent| text.clone())
    };
    html! {
        <details class="box study-record">
            <summary>{ lang.t(Text::StudyRecord) }</summary>
            <p class="muted">{ lang.t(Text::StudyRecordHelp) }</p>
            <textarea name="study" rows="8" spellcheck="false" value={text} oninput={typed} />
            <p class="row"><button type="button" name="read-study" onclick={read}>{ lang.t(Text::ReadStudy) }</button></p>
        </details>
    }
}

/// Props of [`StudyLinks`].
#[derive(Debug, Properties, PartialEq)]
pub struct StudyLinksProps {
    /// The record of the tree.
    pub record: AttrValue,
    /// The game's identifier in addresses.
    pub game: AttrValue,
    /// The game's name (the embed's title).
    pub name: AttrValue,
}

/// The links that carry the tree, made when asked: the viewer's (to embed,
/// stepping through the variations) and the analysis board's.
#[component]
pub fn StudyLinks(props: &StudyLinksProps) -> Html {
    let lang = use_lang();
    // The record they were made of, and the links (or why not).
    let made = use_state(|| None::<(AttrValue, Result<String, abstrakta_engine::link::LinkError>)>);
    let make = {
        let (made, record) = (made.clone(), props.record.clone());
        Callback::from(move |_: MouseEvent| {
            let (made, record) = (made.clone(), record.clone());
            wasm_bindgen_futures::spawn_local(async move {
                let packed = crate::components::pack::pack(&record).await;
                made.set(Some((record, packed)));
            });
        })
    };
    let current = (*made).as_ref().filter(|(record, _)| *record == props.record);
    let site = crate::components::pack::site();
    html! {
        <div class="study-links">
            <p class="row"><button type="button" name="study-link" onclick={make}>{ lang.t(Text::StudyLink) }</button></p>
            { match current.map(|(_, packed)| packed) {
                Some(Ok(data)) => {
                    let view = format!("{site}#/{}/study?data={data}", props.game);
                    let analysis = format!("{site}#/{}/analysis?study={data}", props.game);
                    let code = crate::components::pack::iframe(&view, (640, 560), &props.name);
                    html! {
                        <>
                            <label>{ lang.t(Text::StudyViewLink) }<input type="text" readonly=true name="study-view" value={view} /></label>
                            <label>{ lang.t(Text::StudyAnalysisLink) }<input type="text" readonly=true name="study-analysis" value={analysis} /></label>
                            <label>{ lang.t(Text::EmbedCode) }<textarea name="study-embed" readonly=true rows="3" value={code} /></label>
                        </>
                    }
                }
                Some(Err(e)) => html! { <p class="notice error" role="alert">{ e.to_string() }</p> },
                None => Html::default(),
            } }
        </div>
    }
}
