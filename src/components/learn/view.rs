//! One lesson played on the board: the player's move judged against the
//! step's goal, the replies from the script, hints, "show me", the step's
//! arrows and marks, and the events a page around a frame hears.

use std::rc::Rc;

use abstrakta_engine::lesson::{any_reply, reply_limits, Lesson, Step, Texts, COMPUTER_REPLY};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::texts::{LearnMsg, LearnText};
use crate::agent::{AiRequest, AiWorker, PROTOCOL_VERSION, WORKER_LOADER};
use crate::components::board::{BoardProps, Drawable};
use crate::components::context::use_lang;
use crate::components::game::{arrow_cells, drawn_after, UiGame};
use crate::components::host;
use crate::components::input::use_move_input;
use crate::components::later::Later;
use crate::components::panel::TypedMove;
use crate::i18n::{Lang, Msg, Text};
use crate::state::{PlayParams, Route, MAX_MOVE_TEXT};

/// A text of a lesson in `lang`, or in the other language when the author gave
/// only that one.
pub(super) fn say(lang: Lang, texts: &Texts) -> String {
    let (mine, other) = match lang {
        Lang::En => (&texts.en, &texts.cs),
        Lang::Cs => (&texts.cs, &texts.en),
    };
    if mine.is_empty() { other } else { mine }.clone()
}

/// A step's arrows (`g6-c6`: from its first cell to its last) and marked
/// cells, by name, for [`Drawable`].
fn step_drawing(step: &Step) -> (Vec<(AttrValue, AttrValue)>, Vec<AttrValue>) {
    let pointed = step
        .arrows
        .iter()
        .filter_map(|a| {
            let first = a.split('-').next()?;
            let last = a.rsplit('-').next()?;
            Some((AttrValue::from(first.to_string()), AttrValue::from(last.to_string())))
        })
        .collect();
    let marked = step.marks.iter().map(|m| AttrValue::from(m.clone())).collect();
    (pointed, marked)
}

/// Tells the page around a frame of move `m` of `before` (`by`: the player's
/// or the script's reply), and the position after it.
fn post_move<G: UiGame>(before: &G, m: G::Move, after: &G, by: &str) {
    host::post(
        "move",
        &[
            ("notation", JsValue::from_str(&before.move_to_text(m))),
            ("position", JsValue::from_str(&after.to_text())),
            ("by", JsValue::from_str(by)),
        ],
    );
}

/// Props of [`LessonView`].
#[derive(Properties)]
pub(super) struct LessonViewProps {
    /// The lesson.
    pub lesson: Rc<Lesson>,
    /// Its place in its course and the course's length, when it is in one.
    pub place: Option<(usize, usize)>,
    /// The next lesson's address.
    pub next: Option<String>,
    /// Told the lesson's identifier once it is learnt.
    pub on_learnt: Callback<String>,
}

impl PartialEq for LessonViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.lesson, &other.lesson) && (self.place, &self.next) == (other.place, &other.next)
    }
}

/// Where a lesson stands: the position, the step, the moves played.
#[derive(Clone, PartialEq)]
struct Run<G: UiGame> {
    pos: G,
    /// The position before the last move, and the move, for its marks.
    last: Option<(G, G::Move)>,
    step: usize,
    /// Moves played since the start (the player's and the replies).
    played: usize,
    /// What the page says of the last move (true: it met the goal).
    said: Option<(bool, String)>,
    hints: usize,
    /// The move "show me" found for the step (searched once, when asked;
    /// `Some(None)`: none found).
    shown: Option<Option<G::Move>>,
    /// The computer is finding its reply (the board waits).
    thinking: bool,
}

impl<G: UiGame> Run<G> {
    /// The lesson at its start.
    fn new(pos: G) -> Self {
        Run {
            pos,
            last: None,
            step: 0,
            played: 0,
            said: None,
            hints: 0,
            shown: None,
            thinking: false,
        }
    }

    /// `r`, the other side's reply in the position, played: said, marked, and
    /// told to the page around a frame.
    fn answer(&mut self, lang: Lang, r: G::Move) {
        let before = self.pos.clone();
        self.pos.play_unchecked(r);
        self.played += 1;
        self.last = Some((before.clone(), r));
        post_move(&before, r, &self.pos, "reply");
        let answered = lang.say(LearnMsg::Answered {
            mv: &before.move_to_text(r),
        });
        self.said = Some((true, format!("{} {answered}", lang.t(LearnText::Good))));
        self.thinking = false;
    }
}

/// The computer's reply in `pos` (a step's `reply: computer`), from the worker:
/// the engine's choice with the lesson's budget and seed, as `lesson check`
/// plays it. Any legal move when the worker cannot answer.
async fn computer_reply<G: UiGame>(worker: &AiWorker, pos: &G) -> Option<G::Move> {
    let request = AiRequest {
        version: PROTOCOL_VERSION,
        id: 1,
        game: G::KIND,
        rules: G::rules_text(pos.rules()),
        start: pos.to_text(),
        moves: Vec::new(),
        limits: reply_limits::<G>(),
        seed: 1,
        proof: None,
        lines: 0,
    };
    let found = match worker.run(request).await {
        Ok(reply) => reply.result.ok().and_then(|m| pos.parse_move(&m.notation).ok()),
        Err(_) => None,
    };
    found.or_else(|| any_reply(pos))
}

/// One lesson played on the board.
#[component]
pub(super) fn LessonView<G: UiGame>(props: &LessonViewProps) -> Html {
    let lang = use_lang();
    let lesson = props.lesson.clone();
    let start = use_memo(lesson.clone(), |l| l.start::<G>().map_err(|e| e.to_string()));
    let run = {
        let start = start.clone();
        use_state(move || start.as_ref().as_ref().ok().map(|pos| Run::new(pos.clone())))
    };
    let Some(current) = (*run).clone() else {
        let reason = start.as_ref().as_ref().err().cloned().unwrap_or_default();
        return html! { <div class="board-wrap"><p class="notice error" role="alert">{ lang.say(LearnMsg::CourseError { reason: &reason }) }</p></div> };
    };
    // The step to play; none once the lesson is done.
    let step = lesson.steps.get(current.step).cloned();
    let done = step.is_none();
    // The computer player, started only when a lesson's reply asks for it.
    let worker = use_state(|| AiWorker::new(WORKER_LOADER));
    let on_move = {
        let (run, lesson, current, on_learnt) = (run.clone(), lesson.clone(), current.clone(), props.on_learnt.clone());
        let worker = (*worker).clone();
        Callback::from(move |m: G::Move| {
            let Some(step) = lesson.steps.get(current.step) else {
                return;
            };
            let mut next = current.clone();
            if !step.goal.accepts(&current.pos, m) {
                next.said = Some((
                    false,
                    lang.say(LearnMsg::NotTheGoal {
                        mv: &current.pos.move_to_text(m),
                        task: &say(lang, &step.task),
                    }),
                ));
                run.set(Some(next));
                return;
            }
            next.played += 1;
            let mut pos = current.pos.clone();
            pos.play_unchecked(m);
            post_move(&current.pos, m, &pos, "player");
            next.last = Some((current.pos.clone(), m));
            next.said = Some((true, lang.t(LearnText::Good).to_string()));
            next.pos = pos.clone();
            let reply = step.reply.as_deref().filter(|_| pos.outcome().is_none());
            if let Some(r) = reply
                .filter(|r| *r != COMPUTER_REPLY)
                .and_then(|r| pos.parse_move(r).ok())
            {
                next.answer(lang, r);
            }
            let pos = next.pos.clone();
            next.pos = pos;
            next.step += 1;
            next.hints = 0;
            next.shown = None;
            if reply == Some(COMPUTER_REPLY) {
                // The computer answers: the board waits for the worker.
                next.thinking = true;
                next.said = Some((
                    true,
                    format!("{} {}", lang.t(LearnText::Good), lang.t(LearnText::Thinking)),
                ));
                let (run, worker, mut answered) = (run.clone(), worker.clone(), next.clone());
                spawn_local(async move {
                    if let Some(r) = computer_reply(&worker, &answered.pos).await {
                        answered.answer(lang, r);
                    }
                    answered.thinking = false;
                    run.set(Some(answered));
                });
            }
            if next.step >= lesson.steps.len() {
                host::post("lesson-complete", &[("lesson", JsValue::from_str(&lesson.id))]);
                on_learnt.emit(lesson.id.clone());
            }
            run.set(Some(next));
        })
    };
    let live = !done && !current.thinking;
    // A move typed in notation, judged as one made on the board.
    let on_typed = {
        let (pos, on_move) = (current.pos.clone(), on_move.clone());
        Callback::from(move |text: String| -> Option<String> {
            let text = text.trim();
            if text.len() > MAX_MOVE_TEXT {
                return Some(lang.say(Msg::TooLongMove {
                    length: &text.len(),
                    max: &MAX_MOVE_TEXT,
                }));
            }
            match pos.parse_move(text) {
                Ok(m) => {
                    on_move.emit(m);
                    None
                }
                Err(e) => Some(G::move_refusal(lang, &e)),
            }
        })
    };
    let input = use_move_input::<G>(lang, &current.pos, live, current.played, on_move);
    // The goal's move when asked, and the lesson's arrows and marks for the step.
    let arrows: Vec<Vec<_>> = step
        .as_ref()
        .and_then(|_| current.shown.flatten().and_then(|m| arrow_cells(&current.pos, m)))
        .into_iter()
        .collect();
    let (pointed, marked) = step.as_ref().map(step_drawing).unwrap_or_default();
    let after = current
        .last
        .as_ref()
        .map(|(before, m)| drawn_after(before, *m))
        .unwrap_or_default();
    let board = G::board(input.board(BoardProps {
        drawable: Drawable {
            arrows,
            marked,
            pointed,
            ..after
        },
        ..BoardProps::still(current.pos.clone(), true)
    }));
    let hint = {
        let (run, current) = (run.clone(), current.clone());
        Callback::from(move |_: MouseEvent| {
            run.set(Some(Run {
                hints: current.hints + 1,
                ..current.clone()
            }))
        })
    };
    // The goal's move, searched once (a `win-in` goal runs the proof search).
    let show_me = {
        let (run, current, step) = (run.clone(), current.clone(), step.clone());
        Callback::from(move |_: MouseEvent| {
            let shown = step.as_ref().and_then(|s| s.goal.solution(&current.pos));
            run.set(Some(Run {
                shown: Some(shown),
                ..current.clone()
            }))
        })
    };
    let again = {
        let (run, start) = (run.clone(), start.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(pos) = start.as_ref() {
                run.set(Some(Run::new(pos.clone())));
            }
        })
    };
    let hints: Vec<String> = step
        .as_ref()
        .map(|s| s.hints.iter().take(current.hints).map(|h| say(lang, h)).collect())
        .unwrap_or_default();
    // The move shown, in words too (for a screen reader, and to type).
    let shown_words = match current.shown {
        Some(Some(m)) => {
            let mv = current.pos.move_to_text(m);
            html! { <p class="lesson-hint" data-testid="shown-move" data-move={mv.clone()}>{ lang.say(LearnMsg::ShownMove { mv: &mv }) }</p> }
        }
        Some(None) => html! { <p class="lesson-hint" data-testid="shown-move">{ lang.t(LearnText::ShowMeNone) }</p> },
        None => Html::default(),
    };
    let more_hints = step.as_ref().is_some_and(|s| current.hints < s.hints.len());
    // The position on the board, on the analysis board.
    let analyse_link = Route::Analysis(
        G::KIND,
        PlayParams {
            position: Some(current.pos.to_text()),
            rules: (!lesson.rules.trim().is_empty()).then(|| lesson.rules.clone()),
            ..PlayParams::default()
        },
    )
    .to_hash();
    html! {
        <>
            // The board a task after the page.
            <div class="board-wrap"><Later>{ board }</Later></div>
            <div class="panel lesson" data-testid="lesson" data-lesson={lesson.id.clone()} data-thinking={current.thinking.to_string()} aria-busy={current.thinking.to_string()}>
                if let Some((n, total)) = props.place {
                    <p class="muted">{ lang.say(LearnMsg::LessonOf { n: &n, total: &total }) }</p>
                }
                <h2>{ say(lang, &lesson.title) }</h2>
                if let Some(step) = &step {
                    <p class="lesson-task" data-testid="lesson-task">{ say(lang, &step.task) }</p>
                }
                if let Some((good, text)) = &current.said {
                    <p class={classes!("lesson-said", if *good { "good" } else { "missed" })} role="status" data-testid="lesson-said">{ text.clone() }</p>
                }
                { input.boxes.clone() }
                <TypedMove enabled={live} example={G::move_example()} on_submit={on_typed} played={current.played} />
                if done {
                    <p class="lesson-done" data-testid="lesson-done"><strong>{ lang.t(LearnText::LessonDone) }</strong>{ " " }{ say(lang, &lesson.done) }</p>
                    <p class="row">
                        if let Some(next) = &props.next {
                            <a class="button primary" href={next.clone()} data-testid="next-lesson">{ lang.t(LearnText::Next) }</a>
                        }
                        <button type="button" name="again" onclick={again.clone()}>{ lang.t(LearnText::Again) }</button>
                        <a class="button" data-testid="analyse" href={analyse_link.clone()}>{ lang.t(Text::AnalyseShort) }</a>
                    </p>
                } else {
                    <p class="row">
                        <button type="button" name="lesson-hint" onclick={hint} disabled={!more_hints || current.thinking}>{ lang.t(LearnText::Hint) }</button>
                        <button type="button" name="show-me" onclick={show_me} disabled={current.thinking}>{ lang.t(LearnText::ShowMe) }</button>
                        if current.played > 0 {
                            <button type="button" name="again" onclick={again}>{ lang.t(LearnText::Again) }</button>
                        }
                        <a class="button" data-testid="analyse" href={analyse_link}>{ lang.t(Text::AnalyseShort) }</a>
                    </p>
                    for text in hints { <p class="lesson-hint" data-testid="lesson-hint">{ text }</p> }
                    { shown_words }
                }
            </div>
        </>
    }
}
