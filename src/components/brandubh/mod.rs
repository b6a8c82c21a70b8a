//! Brandubh: the play page, the board and the rules page.

mod board;
mod rules;
mod viewer;

use std::rc::Rc;

use abstrakta_engine::brandubh::{Bitboard, Position, RepetitionRule, Rules, Square, ATTACKERS, DEFENDERS};
use abstrakta_engine::{ByPlayer, Game, GameKind, Notation, Outcome, Side};
use futures::future::{select, Either};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen_futures::spawn_local;
use web_sys::HtmlSelectElement;
use yew::prelude::*;
use yew_agent::oneshot::use_oneshot_runner;

pub use board::BrandubhBoard;
pub use rules::BrandubhRules;
pub use viewer::BrandubhViewer;

use super::panel::{player_name, use_review_keys, MoveList, NewGameForm, NoticeBar, ReviewBar, SharePanel, TypedMove};
use super::use_lang;
use crate::agent::AiTask;
use crate::i18n::{Lang, Text};
use crate::state::{Action, MatchState, Notice, PlayParams, Player, Record, Route, Source};
use crate::storage::{self, SavedMatch, SAVE_VERSION};

type State = MatchState<Position>;

/// Seconds to wait for the worker beyond the search's own deadline.
const NO_ANSWER_GRACE_S: u64 = 15;

fn humans() -> ByPlayer<Player> {
    ByPlayer {
        first: Player::Human,
        second: Player::Human,
    }
}

/// The match to show first: the game in the address, else the saved one, else a
/// new game for two people.
fn initial_state(params: &PlayParams) -> State {
    let rules = Rules::default();
    if !params.is_empty() {
        return State::from_record_or_start(rules, humans(), &params.record(), Source::Link);
    }
    match storage::load_match::<Rules>(GameKind::Brandubh) {
        Ok(Some(saved)) => {
            let stored_error = |error: crate::state::RecordError| {
                let kept = storage::keep_unreadable_match(GameKind::Brandubh, error.to_string());
                Notice::Stored {
                    reason: kept.reason,
                    key: kept.backup_key,
                }
            };
            match State::from_record(saved.rules, saved.players(), &saved.record) {
                Ok((state, None)) => state,
                Ok((mut state, Some(error))) => {
                    state.notice = Some(stored_error(error));
                    state
                }
                Err(error) => {
                    let mut state = State::new(rules, humans());
                    state.notice = Some(stored_error(error));
                    state
                }
            }
        }
        Ok(None) => State::new(rules, humans()),
        Err(e) => {
            let mut state = State::new(rules, humans());
            state.notice = Some(Notice::Stored {
                reason: e.reason,
                key: e.backup_key,
            });
            state
        }
    }
}

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

fn side_name(lang: Lang, side: Side) -> &'static str {
    lang.t(if side == ATTACKERS {
        Text::Attackers
    } else {
        Text::Defenders
    })
}

/// The status line: whose turn, or who won and why.
fn status_text(lang: Lang, state: &State) -> String {
    let pos = state.position();
    match pos.outcome() {
        Some(Outcome::Win(side)) => {
            let reason = if pos.king().is_some_and(|k| k.is_corner()) {
                Text::KingEscaped
            } else if pos.king().is_none() {
                Text::KingCaptured
            } else if pos.repetitions() >= 3 && pos.rules().repetition != RepetitionRule::NotEnforced {
                Text::Repetition
            } else {
                Text::NoMoves
            };
            let winner = if side == ATTACKERS {
                Text::AttackersWin
            } else {
                Text::DefendersWin
            };
            format!("{}. {}", lang.t(winner), lang.t(reason))
        }
        Some(Outcome::Draw) => lang.t(Text::Draw).to_string(),
        None => {
            let to_move = lang.t(if pos.turn() == ATTACKERS {
                Text::AttackersToMove
            } else {
                Text::DefendersToMove
            });
            let players = [state.players.first, state.players.second];
            let vs_computer = players.contains(&Player::Human) && players.iter().any(|p| *p != Player::Human);
            if state.pending.is_some() {
                format!("{to_move}. {}", lang.t(Text::Thinking))
            } else if vs_computer && state.player_to_move() == Player::Human {
                format!("{to_move}. {}", lang.t(Text::YourTurn))
            } else {
                format!("{to_move}.")
            }
        }
    }
}

/// The address of the current page without its fragment.
fn page_base() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Props of [`BrandubhPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct BrandubhPageProps {
    /// A game to load from the address.
    #[prop_or_default]
    pub params: PlayParams,
}

/// The Brandubh play page: board, status, controls, move list, save and share.
#[component]
pub fn BrandubhPage(props: &BrandubhPageProps) -> Html {
    let lang = use_lang();
    let state = {
        let params = props.params.clone();
        use_reducer(move || initial_state(&params))
    };
    let runner = use_oneshot_runner::<AiTask>();
    let flipped = use_state(|| false);
    let repetition = use_state(|| state.rules.repetition);

    // A game loaded from the address is now saved: leave a plain address behind,
    // so that reloading shows the game as it goes on.
    use_effect_with(props.params.clone(), |params| {
        if !params.is_empty() {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let plain = Route::Play(GameKind::Brandubh, PlayParams::default()).to_hash();
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&plain));
            }
        }
    });
    // Save after every change.
    use_effect_with(
        (state.notation.clone(), state.players, state.start.clone(), state.rules),
        |(notation, players, start, rules)| {
            let saved = SavedMatch {
                version: SAVE_VERSION,
                rules: *rules,
                first: players.first,
                second: players.second,
                record: Record {
                    start: start.clone(),
                    moves: notation.clone(),
                },
            };
            storage::save_match(GameKind::Brandubh, &saved);
        },
    );
    // Ask the worker whenever a new computer move is due.
    {
        let state = state.clone();
        use_effect_with(state.pending, move |pending| {
            if pending.is_some() {
                if let Some(request) = state.request(random_seed()) {
                    let watch =
                        !matches!(state.players.first, Player::Human) && !matches!(state.players.second, Player::Human);
                    let dispatcher = state.dispatcher();
                    // The search stops by its deadline; a worker that never answers
                    // (a missing file, a crash) is given up on a while after it.
                    let id = request.id;
                    let seconds = (request.limits.deadline_ms.unwrap_or(20_000.0) / 1000.0) as u64 + NO_ANSWER_GRACE_S;
                    spawn_local(async move {
                        if watch {
                            TimeoutFuture::new(700).await;
                        }
                        let answer = Box::pin(runner.run(request));
                        let give_up = TimeoutFuture::new((seconds * 1000) as u32);
                        match select(answer, give_up).await {
                            Either::Left((reply, _)) => dispatcher.dispatch(Action::Reply(reply)),
                            Either::Right(_) => dispatcher.dispatch(Action::NoAnswer { id, seconds }),
                        }
                    });
                }
            }
        });
    }

    let n = state.moves.len();
    // Reviewing: the number of moves shown, `None` for the current position.
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
    use_review_keys(shown, n, select.clone());
    let pos = state.positions[shown].clone();
    let last_move = shown.checked_sub(1).map(|i| state.moves[i]);
    let captured = last_move.map_or(Bitboard::EMPTY, |m| state.positions[shown - 1].captures(m));
    let dests: Rc<Vec<Bitboard>> = Rc::new(if state.human_to_move() && shown == n {
        Square::all().map(|sq| pos.destinations(sq)).collect()
    } else {
        Vec::new()
    });
    let start = &state.positions[0];
    let lost_attackers = start.attackers().count().saturating_sub(pos.attackers().count());
    let lost_defenders = start.defenders().count().saturating_sub(pos.defenders().count());

    let on_move = state.dispatcher().to_callback().reform(Action::Play);
    let undo = state.dispatcher().to_callback().reform(|_| Action::Undo);
    let retry = state.dispatcher().to_callback().reform(|_| Action::Retry);
    let dismiss = state.dispatcher().to_callback().reform(|_| Action::Dismiss);
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |_| flipped.set(!*flipped))
    };
    let on_start = {
        let (dispatcher, repetition) = (state.dispatcher(), repetition.clone());
        Callback::from(move |players| {
            dispatcher.dispatch(Action::NewGame(
                players,
                Rules {
                    repetition: *repetition,
                },
            ))
        })
    };
    let on_typed = {
        let state = state.clone();
        Callback::from(move |text: String| -> Option<String> {
            match state.position().parse_move(text.trim()) {
                Ok(m) => {
                    state.dispatch(Action::Play(m));
                    None
                }
                Err(e) => Some(e.to_string()),
            }
        })
    };
    let on_load = state
        .dispatcher()
        .to_callback()
        .reform(|text: String| Action::Load(Record::parse(&text), Source::Record));
    let choose_repetition = {
        let repetition = repetition.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            repetition.set(if value == "loses" {
                RepetitionRule::MoverLoses
            } else {
                RepetitionRule::MoverWins
            });
        })
    };
    let game_params = PlayParams {
        position: state.start.clone(),
        moves: Some(state.notation.clone()),
        at: None,
    };
    let link = format!(
        "{}{}",
        page_base(),
        Route::Play(GameKind::Brandubh, game_params.clone()).to_hash()
    );
    let embed = format!(
        "<iframe src=\"{}{}\" width=\"420\" height=\"560\" style=\"border:0\" title=\"Brandubh\"></iframe>",
        page_base(),
        Route::View(GameKind::Brandubh, game_params).to_hash()
    );
    let computer_stalled =
        state.outcome().is_none() && state.pending.is_none() && matches!(state.player_to_move(), Player::Computer(_));
    let side_names = ByPlayer {
        first: AttrValue::from(side_name(lang, ATTACKERS)),
        second: AttrValue::from(side_name(lang, DEFENDERS)),
    };

    html! {
        <section class="page play" data-game="brandubh">
            <div class="board-wrap">
                <BrandubhBoard position={pos.clone()} dests={dests} last_move={last_move} captured={captured}
                    flipped={*flipped} on_move={on_move} />
            </div>
            <aside class="panel">
                <h1>{ lang.t(Text::BrandubhName) }</h1>
                <p class={classes!("status", state.outcome().is_some().then_some("over"), state.pending.is_some().then_some("thinking"))}
                    aria-live="polite" data-testid="status">
                    if state.pending.is_some() { <span class="spinner" aria-hidden="true"></span> }
                    { status_text(lang, &state) }
                </p>
                <p class="players">{ lang.fill(Text::PlayersLine, &[&player_name(lang, state.players.first), &player_name(lang, state.players.second)]) }</p>
                <p class="captures" data-testid="captures">{ lang.fill(Text::CapturedCount, &[&lost_attackers, &lost_defenders]) }</p>
                <NoticeBar notice={state.notice.clone()} on_dismiss={dismiss} />
                <p class="row buttons">
                    <button type="button" name="undo" onclick={undo} disabled={!state.can_undo()}>{ lang.t(Text::Undo) }</button>
                    <button type="button" name="flip" onclick={flip}>{ lang.t(Text::Flip) }</button>
                    if computer_stalled { <button type="button" name="retry" onclick={retry}>{ lang.t(Text::Retry) }</button> }
                </p>
                <TypedMove enabled={state.human_to_move() && shown == n} on_submit={on_typed} />
                <details class="box" open={n == 0}>
                    <summary>{ lang.t(Text::NewGame) }</summary>
                    <NewGameForm side_names={side_names} current={state.players} on_start={on_start}>
                        <label>{ lang.t(Text::RepetitionOption) }
                            <select name="repetition" onchange={choose_repetition}>
                                <option value="wins" selected={*repetition != RepetitionRule::MoverLoses}>{ lang.t(Text::RepetitionMoverWins) }</option>
                                <option value="loses" selected={*repetition == RepetitionRule::MoverLoses}>{ lang.t(Text::RepetitionMoverLoses) }</option>
                            </select>
                        </label>
                    </NewGameForm>
                </details>
                <h2>{ lang.t(Text::Moves) }</h2>
                <ReviewBar shown={shown} total={n} on_select={select.clone()} />
                <MoveList moves={state.notation.clone()} shown={shown} on_select={select} />
                <details class="box">
                    <summary>{ lang.t(Text::SaveShare) }</summary>
                    <SharePanel link={link} embed={embed} record={state.record().to_string()} on_load={on_load} />
                </details>
                <p><a href="#/brandubh/rules">{ lang.fill(Text::RulesOf, &[&lang.t(Text::BrandubhName)]) }</a></p>
            </aside>
        </section>
    }
}
