//! The computer's lines for the position shown: each depth a request of its
//! own to the worker, while the page is shown; a new position lets go of the
//! search in flight at once (the worker is replaced).

use std::cell::Cell as Flag;
use std::rc::Rc;

use abstrakta_engine::{forced_in, Level, Limits, DECISIVE};
use gloo_events::EventListener;
use yew::prelude::*;

use crate::agent::{AiError, AiLine, AiRequest, AiWorker, Crash, PROTOCOL_VERSION, WORKER_LOADER};
use crate::components::game::UiGame;
use crate::i18n::Lang;

/// How many lines the analysis shows.
pub const ENGINE_LINES: u8 = 3;
/// The deepest search the analysis asks for.
const DEEPEST: u8 = 24;
/// What one depth of the analysis may spend at the most (a safety net: each
/// depth is asked anew, so a new position waits for none of it).
const STEP_MS: f64 = 8_000.0;

/// What the computer has found for one position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Found {
    /// The position text it is for.
    pub key: String,
    /// The lines, best first, of the deepest search done.
    pub lines: Vec<AiLine>,
    /// Why it could not look, if it could not.
    pub error: Option<EngineError>,
}

/// Why the computer could not look.
#[derive(Clone, Debug, PartialEq)]
pub enum EngineError {
    /// The worker refused the request.
    Refused(AiError),
    /// The worker failed, or could not start.
    Failed(String),
}

/// The evaluation of a line for the side to move, in the game's unit: `+1.5
/// points`, or a win or loss in so many moves of the side to move (`#3`, `#-2`).
pub fn evaluation<G: UiGame>(lang: Lang, score: i32) -> String {
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
pub fn use_engine_lines<G: UiGame>(rules: String, start: String, over: bool) -> Found {
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
