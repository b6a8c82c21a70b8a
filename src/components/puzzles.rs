//! The puzzles page, written once for every game that has a set
//! (`#/<game>/puzzles/<n>`): a position where the side to move wins by force.
//! The person plays that side; the worker checks each move with its proof
//! search and answers for the defence (the state is [`PuzzleState`]). Solved
//! puzzles are remembered in this browser.

use std::rc::Rc;

use abstrakta_engine::{puzzle, puzzle_positions, Puzzle};
use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::{humans, use_lang};
use super::game::{arrow_cells, drawn_after, UiGame};
use super::input::use_move_input;
use super::later::Later;
use super::panel::{ai_error_text, use_review_keys, MoveList, ReviewBar};
use super::worker::use_worker;
use crate::agent::{AiWorker, Crash, WORKER_LOADER};
use crate::i18n::{capitalize, lower_first, lowercase, Lang, Msg, Noun, Text};
use crate::state::{
    CheckError, MatchState, PlayParams, PuzzleAction, PuzzleState, PuzzleStatus, Record, Route, Source,
};
use crate::storage;

/// Props of [`PuzzlePage`].
#[derive(Debug, Properties, PartialEq)]
pub struct PuzzlePageProps {
    /// The puzzle shown, from 1.
    pub number: usize,
}

/// What went wrong with a check, in `lang`.
fn check_error_text(lang: Lang, error: &CheckError) -> String {
    match error {
        CheckError::Worker(e) => ai_error_text(lang, e),
        CheckError::Crash(Crash::NotStarted(reason)) => lang.say(Msg::WorkerNotStarted { reason }),
        CheckError::Crash(Crash::Crashed(reason)) => reason.clone(),
        CheckError::BadAnswer(text, reason) => lang.say(Msg::WorkerBadMove { mv: text, reason }),
        CheckError::NoAnswer(seconds) => lang.say(Msg::NoAnswer { seconds }),
    }
}

/// The status line of an attempt.
fn status_line<G: UiGame>(lang: Lang, state: &PuzzleState<G>) -> String {
    let left = state.plies_left().div_ceil(2);
    let your_move = || {
        lang.say(Msg::PuzzleYourMove {
            left: &lang.count(left, Noun::Move),
        })
    };
    match &state.status {
        PuzzleStatus::Solving => match (state.notation.len(), state.notation.as_slice()) {
            (n, [.., mine, answer]) if n >= 2 => {
                format!("{} {}", lang.say(Msg::PuzzleAnswered { mv: mine, answer }), your_move())
            }
            _ => your_move(),
        },
        PuzzleStatus::Checking(_) => lang.say(Msg::PuzzleChecking {
            mv: &state.notation.last().cloned().unwrap_or_default(),
        }),
        PuzzleStatus::Refused(text) => lang.say(Msg::PuzzleRefused { mv: text }),
        PuzzleStatus::Failed(text, e) => lang.say(Msg::PuzzleCheckFailed {
            mv: text,
            reason: &check_error_text(lang, e),
        }),
        PuzzleStatus::Solved => lang.say(Msg::PuzzleSolved {
            result: &lower_first(&G::side_wins(lang, state.winner())),
        }),
        PuzzleStatus::Shown => lang.t(Text::PuzzleSolutionShown).to_string(),
    }
}

/// A puzzle of game `G`, its controls and the list of the set.
#[component]
pub fn PuzzlePage<G: UiGame>(props: &PuzzlePageProps) -> Html {
    let lang = use_lang();
    // The set's positions as written (the keys its puzzles are remembered by);
    // only the puzzle shown is read and checked, once.
    let keys: Rc<Vec<&'static str>> = use_memo((), |_| puzzle_positions(G::PUZZLES).collect());
    let total = keys.len();
    let number = props.number.clamp(1, total.max(1));
    let state = use_reducer(move || {
        PuzzleState::new(Rc::new(puzzle::<G>(number).unwrap_or_else(|| {
            // Routes name only puzzles that exist; an empty set shows the start.
            Puzzle {
                position: G::new(&G::Rules::default()),
                plies: 1,
                solution: Vec::new(),
            }
        })))
    });
    let runner = use_context::<AiWorker>().unwrap_or_else(|| AiWorker::new(WORKER_LOADER));
    let flipped = use_state(|| false);
    // The puzzles solved in this browser, by position; a list that does not
    // read is kept aside and said.
    let solved = use_state(|| storage::load_solved(G::KIND));
    let key = state.puzzle.position.to_text();
    {
        let (solved, key) = (solved.clone(), key.clone());
        use_effect_with(state.status.clone(), move |status| {
            if *status == PuzzleStatus::Solved {
                // The page around a frame hears it.
                super::host::post("puzzle-solved", &[("position", wasm_bindgen::JsValue::from_str(&key))]);
                let mut list = (*solved).clone().unwrap_or_default();
                if !list.contains(&key) {
                    list.push(key);
                    storage::save_solved(G::KIND, &list);
                    solved.set(Ok(list));
                }
            }
        });
    }
    // Check the person's move, or find a hint, when one is due.
    use_worker(&state, runner.clone());

    let n = state.moves.len();
    let review = use_state(|| None::<usize>);
    {
        let review = review.clone();
        use_effect_with(n, move |_| review.set(None));
    }
    let shown = review.map_or(n, |k| k.min(n));
    let select = {
        let review = review.clone();
        Callback::from(move |k: usize| review.set(if k >= n { None } else { Some(k) }))
    };
    use_review_keys(true, shown, n, select.clone());
    let pos = state.positions[shown].clone();
    let after = shown
        .checked_sub(1)
        .map(|i| drawn_after(&state.positions[i], state.moves[i]))
        .unwrap_or_default();
    let record = Record {
        start: Some(key.clone()),
        moves: state.notation.clone(),
    };
    // The position shown, on the analysis board.
    let analyse_link = Route::Analysis(
        G::KIND,
        PlayParams {
            position: Some(key.clone()),
            moves: Some(state.notation.iter().take(shown).cloned().collect()),
            ..PlayParams::default()
        },
    )
    .to_hash();
    let live = state.can_move() && shown == n;
    let on_move = state.dispatcher().to_callback().reform(PuzzleAction::Play);
    let input = use_move_input::<G>(lang, &pos, live, n, on_move);
    // The hint, drawn as an arrow while it is for the position on the board.
    let hint = state
        .hint_now()
        .filter(|_| shown == n)
        .and_then(|text| pos.parse_move(text).ok().map(|m| (text.to_string(), m)));
    let board = G::board(
        input.board(BoardProps {
            drawable: Drawable {
                arrows: hint
                    .as_ref()
                    .and_then(|&(_, m)| arrow_cells(&pos, m))
                    .into_iter()
                    .collect(),
                ..after
            },
            flipped: *flipped,
            ..BoardProps::still(pos.clone(), true)
        }),
    );
    let ask_hint = state.dispatcher().to_callback().reform(|_| PuzzleAction::AskHint);

    let winner = state.winner();
    let moves_to_win = state.puzzle.moves_to_win();
    let task = lang.say(Msg::PuzzleTask {
        side: &capitalize(G::side_name(lang, winner)),
        within: &lang.count(moves_to_win, Noun::Move),
    });
    let legend = lang.say(Msg::LegendYou {
        side: &lowercase(G::side_name(lang, winner)),
        pieces: &G::goal(lang, winner),
    });
    let solved_list = (*solved).clone().unwrap_or_default();
    let solved_here = solved_list.contains(&key);
    let stored_error = (*solved).as_ref().err().map(|e| {
        lang.say(Msg::PuzzleStoredError {
            reason: &e.reason,
            key: &e.backup_key,
        })
    });
    let restart = state.dispatcher().to_callback().reform(|_| PuzzleAction::Restart);
    let show = state.dispatcher().to_callback().reform(|_| PuzzleAction::Show);
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |_| flipped.set(!*flipped))
    };
    let kind = G::KIND;
    let link = |k: usize| Route::Puzzles(kind, k).to_hash();
    let is_solved = |k: &str| solved_list.iter().any(|s| s == k);
    let progress = keys.iter().filter(|k| is_solved(k)).count();
    let list = keys.iter().enumerate().map(|(i, k)| {
        let done = is_solved(k);
        let current = i + 1 == number;
        let label = if done {
            format!("{} ({})", i + 1, lang.t(Text::PuzzleSolvedMark))
        } else {
            (i + 1).to_string()
        };
        html! {
            <li class={classes!(done.then_some("solved"), current.then_some("current"))}>
                <a href={link(i + 1)} aria-label={label} aria-current={current.then_some("page")}>
                    { i + 1 }
                </a>
            </li>
        }
    });
    let checking = matches!(state.status, PuzzleStatus::Checking(_));
    let over = matches!(state.status, PuzzleStatus::Solved);
    let error = matches!(state.status, PuzzleStatus::Refused(_) | PuzzleStatus::Failed(..));

    html! {
        <section class="page play puzzles" data-game={kind.id()}>
            // The board a task after the page.
            <div class="board-wrap"><Later>{ board }</Later></div>
            <aside class="panel">
                <h1>{ lang.say(Msg::PuzzlesOf { game: &G::name(lang) }) }</h1>
                <h2 data-testid="puzzle-heading">{ lang.say(Msg::PuzzleHeading { number: &number, total: &total }) }</h2>
                <p class="task" data-testid="puzzle-task"><strong>{ task }</strong></p>
                <p class="legend" data-testid="legend">{ legend }</p>
                // The state, the score and the controls a step after the board.
                <Later>
                if solved_here && !over { <p class="muted">{ lang.t(Text::PuzzleSolvedBefore) }</p> }
                <p class={classes!("status", over.then_some("over"), checking.then_some("thinking"), error.then_some("refused"))}
                    aria-live="polite" data-testid="status">
                    if checking { <span class="spinner" aria-hidden="true"></span> }
                    { status_line(lang, &state) }
                </p>
                if let Some((text, _)) = &hint {
                    <p class="hint" data-testid="hint">{ lang.say(Msg::HintLine { mv: text }) }</p>
                }
                <ScoreLine<G> record={record} shown={shown} />
                { input.boxes.clone() }
                <p class="row buttons">
                    <button type="button" name="restart" onclick={restart} disabled={n == 0 || checking}>{ lang.t(Text::PuzzleStartAgain) }</button>
                    <button type="button" name="solution" onclick={show} disabled={checking || state.status == PuzzleStatus::Shown}>{ lang.t(Text::PuzzleShowSolution) }</button>
                    <button type="button" name="flip" onclick={flip}>{ lang.t(Text::Flip) }</button>
                    <a class="button" data-testid="analyse" href={analyse_link}>{ lang.t(Text::AnalyseShort) }</a>
                    if state.can_move() {
                        <button type="button" name="hint" onclick={ask_hint} disabled={state.hint_pending.is_some() || hint.is_some()}>
                            { lang.t(if state.hint_pending.is_some() { Text::HintThinking } else { Text::HintButton }) }
                        </button>
                    }
                </p>
                <p class="row">
                    if number > 1 { <a class="button" rel="prev" href={link(number - 1)}>{ lang.t(Text::PuzzlePrev) }</a> }
                    if number < total {
                        <a class={classes!("button", over.then_some("primary"))} rel="next" href={link(number + 1)}>{ lang.t(Text::PuzzleNext) }</a>
                    }
                </p>
                </Later>
                // The moves a step after the board and the task.
                <Later>
                <h2>{ lang.t(Text::Moves) }</h2>
                <ReviewBar shown={shown} total={n} on_select={select.clone()} />
                <MoveList moves={state.notation.clone()} shown={shown} on_select={select} />
                </Later>
                // The list of all the puzzles a task after the page.
                <Later>
                <h2>{ lang.t(Text::PuzzleAll) }</h2>
                <ol class="puzzle-list" data-testid="puzzle-list">{ for list }</ol>
                <p data-testid="puzzle-progress">{ lang.say(Msg::PuzzleProgress { solved: &progress, total: &total }) }</p>
                </Later>
                if let Some(text) = stored_error { <p class="notice error" role="alert">{ text }</p> }
                <p class="muted">{ lang.t(Text::PuzzleIntro) }</p>
                <p><a href={Route::Rules(kind).to_hash()}>{ lang.say(Msg::RulesOf { game: &G::name(lang) }) }</a></p>
            </aside>
        </section>
    }
}

/// Props of [`ScoreLine`].
#[derive(Debug, Properties, PartialEq)]
struct ScoreLineProps {
    /// The puzzle's position and the moves played from it.
    record: Record,
    /// How many of the moves are shown.
    shown: usize,
}

/// The game's own line on material or score (Top Quark: who needs what) for the
/// position shown, from the puzzle's record replayed. A component of its own so
/// that the replay runs in the panel's step, not in the page's first task.
#[component]
fn ScoreLine<G: UiGame>(props: &ScoreLineProps) -> Html {
    let lang = use_lang();
    let line = use_memo((props.record.clone(), props.shown, lang), |(record, shown, lang)| {
        let replayed = MatchState::<G>::from_record_or_start(G::Rules::default(), humans(), record, Source::Link);
        if *shown <= replayed.plies.len() {
            G::score_line(*lang, &replayed, replayed.plies.position(*shown))
        } else {
            String::new()
        }
    });
    html! { <p class="captures" data-testid="captures">{ (*line).clone() }</p> }
}
