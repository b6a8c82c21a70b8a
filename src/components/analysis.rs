//! The analysis board of a game (`#/<game>/analysis`): free play of both sides
//! from any position an address carries, with the computer's best three moves
//! of the position shown, each with its evaluation in the game's own unit and
//! its line. The search runs in the worker, one depth after another while the
//! position is on the screen; a new position lets go of the search in flight
//! at once (the worker is replaced), and a hidden page asks for nothing more.

use std::cell::Cell as Flag;
use std::rc::Rc;

use abstrakta_engine::{forced_in, Level, Limits, DECISIVE};
use gloo_events::EventListener;
use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::use_lang;
use super::game::{arrow_cells, drawn_after_ply, UiGame};
use super::input::use_move_input;
use super::later::Later;
use super::panel::{ai_error_text, MoveList, NoticeBar};
use super::viewer::replay;
use crate::agent::{AiError, AiLine, AiRequest, AiWorker, Crash, PROTOCOL_VERSION, WORKER_LOADER};
use crate::i18n::{Lang, Msg, Text};
use crate::state::{Action, PlayParams, Route};

/// How many lines the analysis shows.
pub const ENGINE_LINES: u8 = 3;
/// The deepest search the analysis asks for.
const DEEPEST: u8 = 24;
/// What one depth of the analysis may spend at the most (a safety net: each
/// depth is asked anew, so a new position waits for none of it).
const STEP_MS: f64 = 8_000.0;

/// Props of [`AnalysisPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct AnalysisProps {
    /// The rules, position and moves to start from.
    #[prop_or_default]
    pub params: PlayParams,
}

/// What the computer has found for one position.
#[derive(Clone, Debug, Default, PartialEq)]
struct Found {
    /// The position text it is for.
    key: String,
    /// The lines, best first, of the deepest search done.
    lines: Vec<AiLine>,
    /// Why it could not look, if it could not.
    error: Option<EngineError>,
}

/// Why the computer could not look.
#[derive(Clone, Debug, PartialEq)]
enum EngineError {
    /// The worker refused the request.
    Refused(AiError),
    /// The worker failed, or could not start.
    Failed(String),
}

/// The evaluation of a line for the side to move, in the game's unit: `+1.5
/// points`, or a win or loss in so many moves of the side to move (`#3`, `#-2`).
fn evaluation<G: UiGame>(lang: Lang, score: i32) -> String {
    if let Some(plies) = forced_in(score).filter(|_| score.abs() >= DECISIVE) {
        let moves = (plies.abs() + 1) / 2;
        return if plies > 0 {
            format!("#{moves}")
        } else {
            format!("#-{moves}")
        };
    }
    let (per_unit, unit) = G::eval_unit();
    let sign = if score > 0 {
        "+"
    } else if score < 0 {
        "−"
    } else {
        ""
    };
    format!("{sign}{}", lang.amount(score.abs(), per_unit, unit))
}

/// The computer's lines for the position `start` (a position text under
/// `rules`), deepening while the page is shown: each depth is a request of its
/// own, and the lines of the deepest one answered are kept.
#[hook]
fn use_engine_lines<G: UiGame>(rules: String, start: String, over: bool) -> Found {
    let worker = use_context::<AiWorker>().unwrap_or_else(|| AiWorker::new(WORKER_LOADER));
    let found = use_state(Found::default);
    // A hidden page asks for nothing more; shown again, it goes on.
    let shown = use_state(|| !page_hidden());
    {
        let shown = shown.clone();
        use_effect_with((), move |()| {
            let listener = web_sys::window()
                .and_then(|w| w.document())
                .map(|document| EventListener::new(&document, "visibilitychange", move |_| shown.set(!page_hidden())));
            move || drop(listener)
        });
    }
    {
        let found = found.clone();
        use_effect_with((rules, start, over, *shown), move |(rules, start, over, shown)| {
            let stopped = Rc::new(Flag::new(false));
            let in_flight = Rc::new(Flag::new(false));
            if !*over && *shown {
                let (stopped, in_flight, worker) = (stopped.clone(), in_flight.clone(), worker.clone());
                let (rules, start) = (rules.clone(), start.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let hard = G::level_limits(Level::Hard);
                    for depth in 1..=DEEPEST.min(hard.max_depth.max(1)) {
                        let request = AiRequest {
                            version: PROTOCOL_VERSION,
                            id: u32::from(depth),
                            game: G::KIND,
                            rules: rules.clone(),
                            start: start.clone(),
                            moves: Vec::new(),
                            limits: Limits {
                                max_depth: depth,
                                deadline_ms: Some(STEP_MS),
                                random_margin: 0,
                                forced_win_plies: 0,
                                ..hard
                            },
                            seed: 1,
                            proof: None,
                            lines: ENGINE_LINES,
                        };
                        in_flight.set(true);
                        let answer = worker.run(request).await;
                        in_flight.set(false);
                        if stopped.get() {
                            return;
                        }
                        let result = match answer {
                            Ok(reply) => reply.result,
                            Err(Crash::NotStarted(reason) | Crash::Crashed(reason)) => {
                                found.set(Found {
                                    key: start.clone(),
                                    lines: Vec::new(),
                                    error: Some(EngineError::Failed(reason)),
                                });
                                return;
                            }
                        };
                        match result {
                            Ok(answer) => {
                                let decided = answer.score.abs() >= DECISIVE;
                                let deepest = answer.depth < depth;
                                found.set(Found {
                                    key: start.clone(),
                                    lines: answer.lines,
                                    error: None,
                                });
                                // A decided position, or a search that went no
                                // deeper than the last: nothing more to see.
                                if decided || deepest {
                                    return;
                                }
                            }
                            Err(error) => {
                                found.set(Found {
                                    key: start.clone(),
                                    lines: Vec::new(),
                                    error: Some(EngineError::Refused(error)),
                                });
                                return;
                            }
                        }
                    }
                });
            }
            move || {
                stopped.set(true);
                // The search in flight is for a position no longer shown: let
                // go of it at once.
                if in_flight.get() {
                    worker.replace();
                }
            }
        });
    }
    (*found).clone()
}

/// Whether the page is hidden (another tab, a minimised window).
fn page_hidden() -> bool {
    web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden())
}

/// The analysis board of game `G`.
#[component]
pub fn AnalysisPage<G: UiGame>(props: &AnalysisProps) -> Html {
    let lang = use_lang();
    let params = props.params.clone();
    let state = use_reducer(move || replay::<G>(&params));
    let n = state.plies.len();
    let pos = state.position().clone();
    let on_move = state.dispatcher().to_callback().reform(Action::Play);
    let input = use_move_input::<G>(lang, &pos, state.human_to_move(), n, on_move.clone());
    let start = pos.to_text();
    let found = use_engine_lines::<G>(G::rules_text(&state.rules), start.clone(), pos.outcome().is_some());
    let current = found.key == start;
    let lines: &[AiLine] = if current { &found.lines } else { &[] };
    // The best move as an arrow.
    let arrows = lines
        .first()
        .and_then(|line| line.moves.first())
        .and_then(|text| pos.parse_move(text).ok())
        .and_then(|m| arrow_cells(&pos, m))
        .into_iter()
        .collect();
    let board = G::board(input.board(BoardProps {
        drawable: Drawable {
            arrows,
            ..drawn_after_ply(&state.plies, n)
        },
        ..BoardProps::still(pos.clone(), true)
    }));
    let items: Html = lines
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
        .collect();
    let depth = lines.iter().map(|l| l.depth).max().unwrap_or(0);
    let undo = state.dispatcher().to_callback().reform(|_: MouseEvent| Action::Undo);
    let dismiss = state.dispatcher().to_callback().reform(|_| Action::Dismiss);
    let select = Callback::noop();
    let play_link = Route::Play(G::KIND, state.params(n)).to_hash();
    html! {
        <section class="page play analysis" data-game={G::KIND.id()}>
            <div class="board-wrap"><Later>{ board }</Later></div>
            <aside class="panel">
                <h1>{ lang.say(Msg::AnalysisOf { game: &G::name(lang) }) }</h1>
                <p class="muted">{ lang.t(Text::AnalysisHelp) }</p>
                <NoticeBar<G> notice={state.session.notice.clone()} on_dismiss={dismiss} />
                { input.boxes.clone() }
                <h2>{ lang.t(Text::EngineLines) }
                    if depth > 0 { <span class="muted" data-testid="engine-depth">{ " · " }{ lang.say(Msg::EngineDepth { depth: &depth }) }</span> }
                </h2>
                if let Some(error) = found.error.as_ref().filter(|_| current) {
                    <p class="notice error" role="alert">{ lang.say(Msg::EngineError { reason: &match error {
                        EngineError::Refused(e) => ai_error_text(lang, e),
                        EngineError::Failed(reason) => reason.clone(),
                    } }) }</p>
                } else if pos.outcome().is_none() && lines.is_empty() {
                    <p class="muted" aria-live="polite">{ lang.t(Text::EngineStarting) }</p>
                }
                <ol class="engine-lines" aria-label={lang.t(Text::EngineLines)} aria-live="polite">{ items }</ol>
                <h2>{ lang.t(Text::Moves) }</h2>
                <MoveList moves={state.plies.notation()} shown={n} round_starts={state.round_starts()}
                    round_word={AttrValue::from(G::round_word(lang))} on_select={select} />
                <p class="row">
                    <button type="button" name="undo" onclick={undo} disabled={n == 0}>{ lang.t(Text::TakeBack) }</button>
                    <a class="button" href={play_link}>{ lang.t(Text::PlayFromHere) }</a>
                </p>
            </aside>
        </section>
    }
}
