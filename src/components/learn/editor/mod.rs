//! The board and lesson editor of a game (`#/<game>/editor?position=…`): the
//! way an author makes the diagrams and lessons of a tutorial.
//!
//! Setting up: a piece chosen from the game's palette is put on the square
//! clicked (or chosen by keyboard); the side to move, the rule options and the
//! position text itself can be changed too. The engine says at once whether the
//! position is valid and why not; a valid one gives its text, a link to play
//! from it, one to the viewer, and the viewer's embed code.
//!
//! Recording a lesson: from the position, the author plays the player's move,
//! then the other side's reply, and so on; each move of the player is a step,
//! whose goal is that move or what it does (a capture, a win, any move, the end
//! of the round). With the texts written, the engine checks the lesson as
//! `abstrakta lesson check` does, and a valid one gets its link (the lesson
//! packed in the address) and its embed code.

mod draft;
mod fields;
mod state;
mod steps;

use std::rc::Rc;

use abstrakta_engine::Side;
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::texts::{EditMsg, EditText};
use crate::components::board::{BoardEvents, BoardProps, Cell, Drawable, Movable};
use crate::components::context::use_lang;
use crate::components::game::{drawn_after, UiGame};
use crate::components::input::use_move_input;
use crate::components::later::Later;
use crate::components::pack::pack;
use crate::i18n::{Lang, Text};
use crate::state::{LessonParams, PlayParams, Route, TextGrid};
use draft::{lesson_of, texts};
use fields::{field, iframe, pair_fields, site};
use state::{Edit, EditorState};
use steps::step_editor;

/// Props of [`EditorPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct EditorProps {
    /// The position to start from (the game's start when `None`).
    #[prop_or_default]
    pub position: Option<String>,
}

/// The editor of game `G`: its state is one reducer (`EditorState`); each
/// part of the page renders it and reports changes as `Edit`s.
#[component]
pub fn EditorPage<G: UiGame>(props: &EditorProps) -> Html {
    let lang = use_lang();
    let state = {
        let position = props.position.clone();
        use_reducer(move || {
            let text = position.unwrap_or_else(|| G::new(&G::Rules::default()).to_text());
            EditorState::new(text, G::PALETTE.get(1).map_or(' ', |p| p.0))
        })
    };
    let edit = state.dispatcher().to_callback();
    let rules = G::parse_rules(&state.rules);
    let checked: Result<G, String> = match &rules {
        Ok(rules) => {
            G::from_text(state.text.trim(), rules).map_err(|e| lang.say(EditMsg::Invalid { reason: &e.to_string() }))
        }
        Err(e) => Err(lang.say(EditMsg::BadRules { reason: &e.to_string() })),
    };
    // The board shows the last valid position while the text is not one.
    let last_valid = use_mut_ref(|| G::new(&G::Rules::default()));
    if let Ok(pos) = &checked {
        *last_valid.borrow_mut() = pos.clone();
    }
    let shown = last_valid.borrow().clone();
    let places: Rc<Vec<(Cell, (usize, usize))>> = use_memo((), |()| G::text_places());
    // Recording: the moves played from the position.
    let record_pos = checked.as_ref().ok().map(|start| {
        let mut pos = start.clone();
        let mut last = None;
        for m in &state.moves {
            let Ok(mv) = pos.parse_move(m) else { break };
            last = Some((pos.clone(), mv));
            pos.play_unchecked(mv);
        }
        (pos, last)
    });
    let live = state.recording && record_pos.as_ref().is_some_and(|(p, _)| p.outcome().is_none());
    let on_move = {
        let (edit, record_pos) = (edit.clone(), record_pos.clone());
        Callback::from(move |m| {
            if let Some((pos, _)) = &record_pos {
                edit.emit(Edit::Played(pos.move_to_text(m)));
            }
        })
    };
    let input_pos = record_pos.as_ref().map_or_else(|| shown.clone(), |(p, _)| p.clone());
    let input = use_move_input::<G>(lang, &input_pos, live, state.moves.len(), on_move);
    let board = if state.recording {
        let drawable = record_pos
            .as_ref()
            .and_then(|(_, last)| last.as_ref())
            .map(|(before, m)| drawn_after(before, *m))
            .unwrap_or_default();
        G::board(input.board(BoardProps {
            drawable,
            ..BoardProps::still(input_pos.clone(), true)
        }))
    } else {
        setup_board::<G>(&state, &edit, &places, shown.clone())
    };
    let setup = if state.recording {
        let take_back = edit.reform(|_: MouseEvent| Edit::TakeBack);
        html! {
            <>
                <p class="muted">{ lang.t(EditText::RecordHow) }</p>
                { input.boxes.clone() }
                <p class="row"><button type="button" name="take-back" onclick={take_back} disabled={state.moves.is_empty()}>{ lang.t(EditText::TakeBack) }</button></p>
            </>
        }
    } else {
        setup_panel::<G>(lang, &state, &edit)
    };
    let lesson = lesson_of::<G>(&state.draft, &state.text, &state.rules, &state.moves);
    let lesson_text = lesson.to_string();
    let make_link = {
        let (edit, steps, lesson_text) = (edit.clone(), !lesson.steps.is_empty(), lesson_text.clone());
        Callback::from(move |_: MouseEvent| {
            if !steps {
                edit.emit(Edit::Made(Err(lang.t(EditText::NoSteps).to_string())));
                return;
            }
            // Checked as a reader's browser will: read back, then played through.
            let checked = abstrakta_engine::lesson::parse_lessons(&lesson_text)
                .and_then(|mut l| l.remove(0).check_with::<G>(&abstrakta_engine::lesson::any_reply::<G>));
            if let Err(e) = checked {
                edit.emit(Edit::Made(Err(lang.say(EditMsg::Faulty { reason: &e.to_string() }))));
                return;
            }
            let (edit, lesson_text) = (edit.clone(), lesson_text.clone());
            spawn_local(async move {
                edit.emit(Edit::Made(match pack(&lesson_text).await {
                    Ok(data) => Ok(Route::Lesson(
                        G::KIND,
                        LessonParams {
                            data: Some(data),
                            ..LessonParams::default()
                        },
                    )
                    .to_hash()),
                    Err(e) => Err(e.to_string()),
                }));
            });
        })
    };
    let on_text = edit.reform(|e: InputEvent| Edit::Text(e.target_unchecked_into::<HtmlTextAreaElement>().value()));
    let on_rules = edit.reform(|e: InputEvent| Edit::Rules(e.target_unchecked_into::<HtmlInputElement>().value()));
    let mode = |on: bool| edit.reform(move |_: Event| Edit::Recording(on));
    let status = match &checked {
        Ok(_) => html! { <p class="notice" role="status" data-testid="position-valid">{ lang.t(EditText::Valid) }</p> },
        Err(reason) => html! {
            <p class="notice error" role="alert" data-testid="position-error">{ reason.clone() }{ " " }{ lang.t(EditText::LastValid) }</p>
        },
    };
    let position_links = checked
        .as_ref()
        .ok()
        .map(|pos| position_links::<G>(lang, pos, &state.rules));
    let steps = (0..state.moves.len().div_ceil(2)).map(|i| step_editor(lang, &state, i, &edit));
    html! {
        <section class="page learn editor" data-game={G::KIND.id()}>
            // The board, the position's panel and the lesson's panel each a task
            // after the page.
            <div class="board-wrap"><Later>{ board }</Later></div>
            <Later>
            <div class="panel">
                <h1>{ format!("{} — {}", lang.t(EditText::EditorOf), G::name(lang)) }</h1>
                <p class="row" role="radiogroup">
                    <label class="choice-chip"><input type="radio" name="mode" value="setup" checked={!state.recording} onchange={mode(false)} />{ lang.t(EditText::SetUp) }</label>
                    <label class="choice-chip"><input type="radio" name="mode" value="record" checked={state.recording} disabled={checked.is_err()} onchange={mode(true)} />{ lang.t(EditText::Record) }</label>
                </p>
                { setup }
                <label class="field">{ lang.t(EditText::PositionText) }
                    <textarea name="position" rows="2" value={state.text.clone()} oninput={on_text} readonly={state.recording} />
                </label>
                <label class="field">{ lang.t(EditText::Rules) }
                    <input type="text" name="rules" value={state.rules.clone()} oninput={on_rules} placeholder={G::rules_text_full(&G::Rules::default())} readonly={state.recording} />
                </label>
                { status }
                { position_links.unwrap_or_default() }
            </div>
            </Later>
            <Later>
            <div class="panel lesson-draft">
                <h2>{ lang.t(EditText::Lesson) }</h2>
                { field("lesson-id", lang.t(EditText::Identifier), &state.draft.id, edit.reform(Edit::Id)) }
                { pair_fields(lang, "title", lang.t(EditText::Title), &state.draft.title, edit.reform(Edit::Title)) }
                { for steps }
                { pair_fields(lang, "done", lang.t(EditText::DoneText), &state.draft.done, edit.reform(Edit::Done)) }
                <label class="field">{ lang.t(EditText::LessonText) }
                    <textarea name="lesson-text" readonly=true rows="6" value={lesson_text} />
                </label>
                <p><button type="button" class="primary" name="make-link" onclick={make_link}>{ lang.t(EditText::MakeLink) }</button></p>
                { link_view(lang, &state) }
            </div>
            </Later>
        </section>
    }
}

/// The board while setting up: a click puts the chosen piece on the cell.
fn setup_board<G: UiGame>(
    state: &EditorState,
    edit: &Callback<Edit>,
    places: &Rc<Vec<(Cell, (usize, usize))>>,
    shown: G,
) -> Html {
    let on_cell = {
        let (text, piece, places, edit) = (state.text.clone(), state.piece, places.clone(), edit.clone());
        let editable: Vec<char> = G::PALETTE.iter().map(|p| p.0).collect();
        Callback::from(move |(cell, _): (Cell, Cell)| {
            let Some(&(_, place)) = places.iter().find(|(c, _)| *c == cell) else {
                return;
            };
            let Some(mut grid) = TextGrid::read(&text, G::TEXT_RUNS, ' ') else {
                return;
            };
            if grid
                .get(place)
                .is_some_and(|c| editable.contains(&c) || (G::TEXT_RUNS && c == ' '))
            {
                G::edit_text(&mut grid, place, piece);
                edit.emit(Edit::Text(grid.write()));
            }
        })
    };
    let targets = Rc::new(places.iter().map(|&(c, _)| (c, vec![c])).collect());
    G::board(BoardProps {
        position: shown,
        movable: Movable {
            targets,
            ..Movable::default()
        },
        events: BoardEvents {
            on_gesture: on_cell,
            ..BoardEvents::default()
        },
        drawable: Drawable::default(),
        flipped: false,
        coordinates: true,
    })
}

/// The setting-up panel: the palette, the side to move and the position's
/// other words, each a change of the position text.
fn setup_panel<G: UiGame>(lang: Lang, state: &EditorState, edit: &Callback<Edit>) -> Html {
    let opened = TextGrid::read(&state.text, G::TEXT_RUNS, ' ');
    // The text with word `i` set to `word`, as an edit.
    let set_word = |i: usize| {
        let (text, edit) = (state.text.clone(), edit.clone());
        Callback::from(move |word: String| {
            if let Some(mut grid) = TextGrid::read(&text, G::TEXT_RUNS, ' ') {
                grid.set_word(i, word.trim());
                edit.emit(Edit::Text(grid.write()));
            }
        })
    };
    let side_letter = opened
        .as_ref()
        .and_then(|g| g.words.first().and_then(|w| w.chars().next()))
        .unwrap_or(G::SIDE_LETTERS[0]);
    let on_side = set_word(0).reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    let side_options = G::SIDE_LETTERS.iter().zip([Side::First, Side::Second]).map(|(&letter, side)| {
        html! { <option value={letter.to_string()} selected={letter == side_letter}>{ G::side_name(lang, side) }</option> }
    });
    // The words after the side to move that have a field of their own.
    let word_fields = G::edit_words(lang).into_iter().map(|(i, label)| {
        let value = opened
            .as_ref()
            .and_then(|g| g.words.get(i).cloned())
            .unwrap_or_default();
        let oninput = set_word(i).reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
        html! {
            <label class="field">{ label }
                <input type="text" name={format!("word-{i}")} value={value} {oninput} />
            </label>
        }
    });
    let pieces = G::PALETTE.iter().map(|&(c, name)| {
        let name = lang.t(name);
        let value = if c == ' ' { "empty".to_string() } else { c.to_string() };
        html! {
            <label class="choice-chip">
                <input type="radio" name="piece" value={value} checked={state.piece == c} onchange={edit.reform(move |_: Event| Edit::Piece(c))} />
                { name }
            </label>
        }
    });
    html! {
        <>
            <fieldset class="palette"><legend>{ lang.t(EditText::Put) }</legend>{ for pieces }</fieldset>
            <label class="field">{ lang.t(EditText::SideToMove) }
                <select name="side" onchange={on_side}>{ for side_options }</select>
            </label>
            { for word_fields }
        </>
    }
}

/// A valid position's links (play from it, view it) and the viewer's embed code.
fn position_links<G: UiGame>(lang: Lang, pos: &G, rules: &str) -> Html {
    let params = PlayParams {
        position: Some(pos.to_text()),
        rules: Some(rules.trim().to_string()).filter(|r| !r.is_empty()),
        ..PlayParams::default()
    };
    let play = Route::Play(G::KIND, params.clone()).to_hash();
    let analyse = Route::Analysis(G::KIND, params.clone()).to_hash();
    let view = Route::View(G::KIND, params).to_hash();
    let code = iframe(&format!("{}{view}", site()), G::embed_size(), G::name(lang));
    html! {
        <>
            <p class="row">
                <a class="button" href={play} data-testid="play-from">{ lang.t(EditText::PlayFrom) }</a>
                <a class="button" href={view.clone()} data-testid="view-it">{ lang.t(EditText::ViewIt) }</a>
                <a class="button" href={analyse} data-testid="analyse">{ lang.t(Text::AnalyseShort) }</a>
            </p>
            <label class="field">{ lang.t(EditText::EmbedCode) }
                <textarea name="position-embed" readonly=true rows="3" value={code} />
            </label>
        </>
    }
}

/// The lesson's link and embed code once made, or why it was refused.
fn link_view(lang: Lang, state: &EditorState) -> Html {
    match &state.made {
        None => Html::default(),
        Some(Err(reason)) => {
            html! { <p class="notice error" role="alert" data-testid="lesson-fault">{ reason.clone() }</p> }
        }
        Some(Ok(hash)) => {
            let link = format!("{}{hash}", site());
            let code = iframe(&format!("{link}&embed=1"), (760, 560), &texts(&state.draft.title).en);
            html! {
                <>
                    <p class="notice" role="status" data-testid="lesson-ok">{ lang.say(EditMsg::Checked { line: &state.moves.join(" ") }) }</p>
                    <label class="field">{ lang.t(EditText::LessonLink) }<input type="text" name="lesson-link" readonly=true value={link.clone()} /></label>
                    <p><a class="button primary" href={hash.clone()} target="_blank" rel="noopener">{ lang.t(EditText::OpenLesson) }</a></p>
                    <label class="field">{ lang.t(EditText::EmbedCode) }<textarea name="lesson-embed" readonly=true rows="3" value={code} /></label>
                </>
            }
        }
    }
}
