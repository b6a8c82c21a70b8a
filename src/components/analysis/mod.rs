//! The analysis board of a game (`#/<game>/analysis`): free play of both sides
//! from any position an address carries, into a tree of moves whose
//! variations can be promoted, deleted and folded; a comment, drawings and a
//! judgement on any move; the record with its variations exported and read
//! back; and the computer's best three moves of the position shown, each with
//! its evaluation in the game's own unit and its line
//! (in the worker, deepening).

mod engine_lines;
mod judge;
mod notes;
mod words;

use abstrakta_engine::study::MoveTree;
use yew::prelude::*;

use super::board::BoardProps;
use super::context::use_lang;
use super::game::{arrow_cells, shown_board, UiGame};
use super::input::use_move_input;
use super::later::Later;
use super::panel::{ai_error_text, nav_button, MoveTreeView, Nav, NoticeBar};
use super::viewer::replay;
use crate::agent::AiLine;
use crate::i18n::{Lang, Msg, Text};
use crate::state::{Notice, PlayParams, Route, StudyAction, StudyNotice, StudyState, TreeStep};
pub use engine_lines::ENGINE_LINES;
use engine_lines::{evaluation, use_engine_lines, EngineError};
use notes::{NoteEditor, RecordBox, StudyLinks};
pub use words::study_notice_text;

/// Props of [`AnalysisPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct AnalysisProps {
    /// The rules, position and moves to start from.
    #[prop_or_default]
    pub params: PlayParams,
}

/// The computer's lines as a list of buttons, each playing its first move.
fn lines_list<G: UiGame>(lang: Lang, pos: &G, lines: &[AiLine], on_move: &Callback<G::Move>) -> Html {
    lines
        .iter()
        .filter_map(|line| {
            let first = pos.parse_move(line.moves.first()?).ok()?;
            let play = on_move.reform(move |_: MouseEvent| first);
            Some(html! {
                <li>
                    <button type="button" class="engine-line" onclick={play}>
                        <span class="eval">{ evaluation::<G>(lang, line.score) }</span>
                        { " " }
                        <span class="notation">{ line.moves.join(" ") }</span>
                    </button>
                </li>
            })
        })
        .collect()
}

/// The analysis board of game `G`.
#[component]
pub fn AnalysisPage<G: UiGame>(props: &AnalysisProps) -> Html {
    let lang = use_lang();
    let params = props.params.clone();
    let state = use_reducer(move || {
        let game = replay::<G>(&params);
        let mut state = StudyState::from_match(&game, params.at);
        state.add_lines(&params.lines);
        // An `at=` that is no move number of the game is said (after any load error).
        let total = game.plies.len();
        let bad_at = match (&params.bad_at, params.at) {
            (Some(text), _) => Some(text.clone()),
            (None, Some(at)) if at > total => Some(at.to_string()),
            _ => None,
        };
        if let (None, Some(text)) = (&state.notice, bad_at) {
            state.notice = Some(StudyNotice::Address(Notice::BadAt { text, total }));
        }
        state
    });
    let dispatch = state.dispatcher();
    // A study the address carries, unpacked once, then read as a pasted record.
    {
        let (dispatch, study) = (dispatch.clone(), props.params.study.clone());
        use_effect_with((), move |()| {
            if let Some(data) = study {
                wasm_bindgen_futures::spawn_local(async move {
                    dispatch.dispatch(match crate::components::pack::unpack(&data).await {
                        Ok(text) => StudyAction::Import(text),
                        Err(e) => StudyAction::LinkRefused(e),
                    });
                });
            }
        });
    }
    let explored = &state.explored;
    let current = explored.current();
    let (pos, mut drawable) = shown_board(explored);
    let on_move = dispatch.to_callback().reform(StudyAction::Play);
    let over = pos.outcome().is_some();
    let input = use_move_input::<G>(lang, &pos, !over, current.index(), on_move.clone());
    let start = pos.to_text();
    let found = use_engine_lines::<G>(G::rules_text(explored.rules()), start.clone(), over);
    let fresh = found.key == start;
    let lines: &[AiLine] = if fresh { &found.lines } else { &[] };
    let note = explored.note();
    // The main line judged, when asked.
    let asked = use_state(|| 0u32);
    let main: Vec<String> = explored
        .tree()
        .main_line()
        .into_iter()
        .filter_map(|id| explored.tree().node(id).map(|n| n.notation.clone()))
        .collect();
    let from = (G::rules_text(explored.rules()), explored.start().to_text());
    let judged = judge::use_line_judgement::<G>(from.0.clone(), from.1.clone(), main.clone(), *asked);
    let judged_now = *asked > 0 && judged.line == main && judged.from == from;
    let marks = if judged_now {
        judge::line_marks(explored, &judged)
    } else {
        Vec::new()
    };
    let ask_judgement = {
        let asked = asked.clone();
        Callback::from(move |_: MouseEvent| asked.set(*asked + 1))
    };
    // The best move as an arrow.
    let arrows = lines
        .first()
        .and_then(|line| line.moves.first())
        .and_then(|text| pos.parse_move(text).ok())
        .and_then(|m| arrow_cells(&pos, m))
        .into_iter()
        .collect();
    drawable.arrows = arrows;
    let board = G::board(input.board(BoardProps {
        drawable,
        ..BoardProps::still(pos.clone(), true)
    }));
    let depth = lines.iter().map(|l| l.depth).max().unwrap_or(0);
    let step = dispatch.to_callback().reform(StudyAction::Step);
    let act = |action: StudyAction<G>| dispatch.to_callback().reform(move |_: MouseEvent| action.clone());
    let tree = explored.tree();
    let at_start = current == MoveTree::ROOT;
    let at_end = tree.node(current).is_none_or(|n| n.children.is_empty());
    let on_main = tree.on_main_line(current);
    let play_link = Route::Play(G::KIND, state.params()).to_hash();
    let notice = state.notice.as_ref();
    let record = AttrValue::from(state.record());
    html! {
        <section class="page play analysis" data-game={G::KIND.id()}>
            <div class="board-wrap"><Later>{ board }</Later></div>
            <aside class="panel">
                <h1>{ lang.say(Msg::AnalysisOf { game: &G::name(lang) }) }</h1>
                <p class="muted">{ lang.t(Text::AnalysisHelp) }</p>
                <NoticeBar<G> notice={words::address_notice(notice)} on_dismiss={dispatch.to_callback().reform(|()| StudyAction::Dismiss)} />
                if let Some((error, text)) = notice.and_then(|n| words::study_notice_text(lang, n)) {
                    <p class={classes!("notice", error.then_some("error"))} role={if error { "alert" } else { "status" }}>{ text }</p>
                }
                { input.boxes.clone() }
                <h2>{ lang.t(Text::EngineLines) }
                    if depth > 0 { <span class="muted" data-testid="engine-depth">{ " · " }{ lang.say(Msg::EngineDepth { depth: &depth }) }</span> }
                </h2>
                if let Some(error) = found.error.as_ref().filter(|_| fresh) {
                    <p class="notice error" role="alert">{ lang.say(Msg::EngineError { reason: &match error {
                        EngineError::Refused(e) => ai_error_text(lang, e),
                        EngineError::Failed(reason) => reason.clone(),
                    } }) }</p>
                } else if !over && lines.is_empty() {
                    <p class="muted" aria-live="polite">{ lang.t(Text::EngineStarting) }</p>
                }
                <ol class="engine-lines" aria-label={lang.t(Text::EngineLines)} aria-live="polite">{ lines_list(lang, &pos, lines, &on_move) }</ol>
                <h2>{ lang.t(Text::Moves) }</h2>
                if judged_now {
                    { judge::graph(lang, explored, &judged, &dispatch.to_callback().reform(|id| StudyAction::Step(TreeStep::Go(id)))) }
                }
                <MoveTreeView tree={tree.clone()} current={current} on_step={step} {marks} />
                <p class="row nav-row">
                    { nav_button(lang, Nav::First, act(StudyAction::Step(TreeStep::First)), !at_start) }
                    { nav_button(lang, Nav::Prev, act(StudyAction::Step(TreeStep::Back)), !at_start) }
                    { nav_button(lang, Nav::Next, act(StudyAction::Step(TreeStep::Forward)), !at_end) }
                    { nav_button(lang, Nav::Last, act(StudyAction::Step(TreeStep::Last)), !at_end) }
                </p>
                <p class="row">
                    <button type="button" name="promote" onclick={act(StudyAction::Promote)} disabled={on_main}>{ lang.t(Text::PromoteLine) }</button>
                    <button type="button" name="delete" onclick={act(StudyAction::Delete)} disabled={at_start}>{ lang.t(Text::DeleteFromHere) }</button>
                    <button type="button" name="judge" onclick={ask_judgement} disabled={main.is_empty() || (judged_now && !judged.done)}>{ lang.t(Text::JudgeLine) }</button>
                    <a class="button" href={play_link}>{ lang.t(Text::PlayFromHere) }</a>
                </p>
                <NoteEditor note={note.clone()} node={current.index()} {at_start}
                    on_comment={dispatch.to_callback().reform(StudyAction::Comment)}
                    on_comment_cs={dispatch.to_callback().reform(StudyAction::CommentCs)}
                    on_drawings={dispatch.to_callback().reform(StudyAction::Drawings)}
                    on_glyph={dispatch.to_callback().reform(StudyAction::Judge)} />
                <RecordBox record={record.clone()} on_read={dispatch.to_callback().reform(StudyAction::Import)} />
                <StudyLinks {record} game={AttrValue::from(G::KIND.id())} name={AttrValue::from(G::name(lang))} />
            </aside>
        </section>
    }
}
