//! The viewer of a study (`#/<game>/study?data=…`): the record a link carries,
//! unpacked and replayed, stepped through along its lines and between its
//! variations, each move's comment shown and its drawings drawn; a chapter
//! chosen when it has several. The page around a frame hears each move shown
//! (`move`, with the line it is on) and may step it (`goto`, `variation`).

use abstrakta_engine::study::{MoveTree, NodeId};
use wasm_bindgen::JsValue;
use yew::prelude::*;

use super::board::BoardProps;
use super::context::use_lang;
use super::game::UiGame;
use super::host::{self, use_host_commands};
use super::later::Later;
use super::panel::{nav_button, MoveTreeView, Nav};
use crate::i18n::{quoted, Lang, Msg, Text};
use crate::state::{HostCommand, HostError, PlayParams, Route, StudyAction, StudyState, TreeStep};

/// Props of [`StudyViewer`].
#[derive(Debug, Properties, PartialEq)]
pub struct StudyViewerProps {
    /// The study, packed (`study=`).
    pub data: AttrValue,
    /// A `theme=` that names no theme, to be said.
    #[prop_or_default]
    pub bad_theme: Option<String>,
}

/// Where node `id` stands, for the page around a frame: `main` or
/// `variation`, and its place in its line from the start.
fn line_of<G: UiGame>(state: &StudyState<G>, id: NodeId) -> (&'static str, usize) {
    let tree = state.explored.tree();
    let line = if tree.on_main_line(id) { "main" } else { "variation" };
    (line, tree.path(id).len())
}

/// A study, viewed.
#[component]
pub fn StudyViewer<G: UiGame>(props: &StudyViewerProps) -> Html {
    let lang = use_lang();
    // The game's start until the study is unpacked.
    let state = use_reducer(|| StudyState::from_match(&super::viewer::replay::<G>(&PlayParams::default()), None));
    let dispatch = state.dispatcher();
    {
        let (dispatch, data) = (dispatch.clone(), props.data.to_string());
        use_effect_with((), move |()| {
            wasm_bindgen_futures::spawn_local(async move {
                dispatch.dispatch(match super::pack::unpack(&data).await {
                    Ok(text) => StudyAction::Import(text),
                    Err(e) => StudyAction::LinkRefused(e),
                });
            });
        });
    }
    let explored = &state.explored;
    let current = explored.current();
    // The page around the frame hears each move shown, with its line.
    {
        let (line, place) = line_of(&state, current);
        let notation = explored
            .tree()
            .node(current)
            .map(|n| n.notation.clone())
            .unwrap_or_default();
        let position = explored.position().to_text();
        let chapter = state.chapter;
        use_effect_with((current, chapter, position), move |(current, chapter, position)| {
            host::post(
                "move",
                &[
                    ("at", JsValue::from(place as u32)),
                    ("node", JsValue::from(current.index() as u32)),
                    ("line", JsValue::from_str(line)),
                    ("chapter", JsValue::from(*chapter as u32 + 1)),
                    (
                        "notation",
                        if notation.is_empty() {
                            JsValue::NULL
                        } else {
                            JsValue::from_str(&notation)
                        },
                    ),
                    ("position", JsValue::from_str(position)),
                ],
            );
        });
    }
    use_host_commands({
        let (dispatch, main) = (dispatch.clone(), explored.tree().main_line());
        Callback::from(move |command: HostCommand| match command {
            HostCommand::Goto(0) => dispatch.dispatch(StudyAction::Step(TreeStep::Go(MoveTree::ROOT))),
            HostCommand::Goto(at) => match main.get(at - 1) {
                Some(&id) => dispatch.dispatch(StudyAction::Step(TreeStep::Go(id))),
                None => host::post_error(&format!(
                    "goto: move {at} is past the main line's last move, {}",
                    main.len()
                )),
            },
            HostCommand::Variation(step) => dispatch.dispatch(StudyAction::Step(TreeStep::Sibling(step))),
            HostCommand::Show { .. } => host::post_error(&HostError::NotHere("show").to_string()),
            HostCommand::StartLesson(_) => host::post_error(&HostError::NotHere("start-lesson").to_string()),
        })
    });
    let (pos, drawable) = super::game::shown_board(explored);
    let note = explored.note();
    let board = G::board(BoardProps {
        drawable,
        ..BoardProps::still(pos, true)
    });
    let tree = explored.tree();
    let act = |action: StudyAction<G>| dispatch.to_callback().reform(move |_: MouseEvent| action.clone());
    let at_start = current == MoveTree::ROOT;
    let at_end = tree.node(current).is_none_or(|n| n.children.is_empty());
    let comment = note.text_in(lang == Lang::Cs).to_string();
    let analyse = Route::Analysis(
        G::KIND,
        PlayParams {
            study: Some(props.data.to_string()),
            ..PlayParams::default()
        },
    )
    .to_hash();
    let chapters = state.chapters.len();
    let on_chapter = dispatch.to_callback().reform(|e: Event| {
        let value = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
        StudyAction::Chapter(value.parse().unwrap_or(0))
    });
    let notice = state
        .notice
        .as_ref()
        .and_then(|n| super::analysis::study_notice_text(lang, n));
    html! {
        <section class="embed study-view" data-game={G::KIND.id()}>
            <div class="board-wrap"><Later>{ board }</Later></div>
            if !comment.is_empty() {
                <p class="caption" data-testid="caption" aria-live="polite">{ comment }</p>
            }
            if let Some((true, text)) = notice {
                <div class="notice error" role="alert"><span>{ text }</span></div>
            } else if let Some(theme) = &props.bad_theme {
                <div class="notice" role="status"><span>{ lang.say(Msg::BadTheme { theme: &quoted(theme) }) }</span></div>
            }
            <Later>
            <div class="embed-bar">
                { nav_button(lang, Nav::First, act(StudyAction::Step(TreeStep::First)), !at_start) }
                { nav_button(lang, Nav::Prev, act(StudyAction::Step(TreeStep::Back)), !at_start) }
                { nav_button(lang, Nav::Next, act(StudyAction::Step(TreeStep::Forward)), !at_end) }
                { nav_button(lang, Nav::Last, act(StudyAction::Step(TreeStep::Last)), !at_end) }
                if chapters > 1 {
                    <select name="chapter" aria-label={lang.t(Text::StudyChapter)} onchange={on_chapter}>
                        { for state.chapters.iter().enumerate().map(|(k, ch)| html! {
                            <option value={k.to_string()} selected={k == state.chapter}>
                                { ch.tag("event").map_or_else(|| format!("{} {}", lang.t(Text::StudyChapter), k + 1), str::to_string) }
                            </option>
                        }) }
                    </select>
                }
                <a href={analyse} target="_blank" rel="noopener" data-testid="analyse">{ lang.t(Text::AnalyseShort) }</a>
            </div>
            <MoveTreeView tree={tree.clone()} current={current} on_step={dispatch.to_callback().reform(StudyAction::Step)} />
            </Later>
        </section>
    }
}
