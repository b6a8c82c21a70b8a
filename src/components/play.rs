//! The play page, written once for every game: restoring and saving, loading from
//! the address, the computer player's round trip, review, undo, share and embed,
//! typed moves, gestures with a chooser, buttons for offers, rounds and match
//! totals. A game's folder holds only its board, its status details and options.

use std::rc::Rc;

use abstrakta_engine::{
    round_value, seat_a_total, side_in_round, ByPlayer, Level, Outcome, Side, DECISIVE, MARGIN_UNIT, WIN,
};
use yew::prelude::*;

use super::board::{BoardProps, Cell};
use super::context::{humans, lower_first, seat_name, use_lang, THEME_CHOICES};
use super::game::{arrow_cells, move_marks, rule_options, rules_from, UiGame};
use super::input::use_move_input;
use super::panel::{
    numbered_move, player_name, use_review_keys, MoveList, NewGameForm, NoticeBar, ReviewBar, SharePanel, TypedMove,
};
use super::worker::use_worker;
use crate::agent::{AiWorker, WORKER_LOADER};
use crate::i18n::{capitalize, Lang, Noun, Text};
use crate::state::{
    Action, Hint, MatchState, Notice, PlayParams, Player, Record, RecordError, Route, Source, MAX_MOVE_TEXT,
};
use crate::storage::{self, ArchivedMatch, SavedMatch, SAVE_VERSION};

/// The match to show first: the game in the address, else the saved one, else a
/// new game for two people.
fn initial_state<G: UiGame>(params: &PlayParams) -> MatchState<G> {
    let saved = saved_state::<G>();
    if params.is_empty() {
        return saved;
    }
    // The link is shown; the saved game stays one undo away.
    let (rules, rules_error) = rules_from::<G>(params);
    let state = Rc::new(saved).reduce(Action::OpenLink(rules, params.record(), rules_error));
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

/// Who plays a new visitor's first game: the person takes the side that moves
/// first, against the computer at the middle level.
pub fn first_visit() -> ByPlayer<Player> {
    ByPlayer {
        first: Player::Human,
        second: Player::Computer(Level::Medium),
    }
}

/// The saved game of `G`, or a first game against the computer (with a message
/// when stored data could not be read).
fn saved_state<G: UiGame>() -> MatchState<G> {
    let rules = G::Rules::default();
    match storage::load_match::<G::Rules>(G::KIND) {
        Ok(Some(saved)) => {
            let stored_error = |error: RecordError| {
                let kept = storage::keep_unreadable_match(G::KIND, error.to_string());
                Notice::Stored {
                    reason: kept.reason,
                    key: kept.backup_key,
                }
            };
            match MatchState::from_record(saved.rules, saved.players(), &saved.record) {
                Ok((state, None)) => state,
                Ok((mut state, Some(error))) => {
                    state.notice = Some(stored_error(error));
                    state
                }
                Err(error) => {
                    let mut state = MatchState::new(rules, first_visit());
                    state.notice = Some(stored_error(error));
                    state
                }
            }
        }
        Ok(None) => MatchState::new(rules, first_visit()),
        Err(e) => {
            let mut state = MatchState::new(rules, first_visit());
            state.notice = Some(Notice::Stored {
                reason: e.reason,
                key: e.backup_key,
            });
            state
        }
    }
}

/// The arrows of hint `h` (whose move is `m`) in `pos`: the move, then the rest
/// of its forced line when one is proven from it, each move of the line played
/// from the one before (the line stops at a move that does not read or play).
/// Each arrow is the cells it passes: where the piece stands, then the way it
/// takes where the game has one (Top Quark's maze), else straight to its target.
fn hint_arrows<G: UiGame>(pos: &G, h: &Hint, m: G::Move) -> Vec<Vec<Cell>> {
    let line = h
        .forced
        .as_ref()
        .map(|f| f.line.as_slice())
        .filter(|line| line.first() == Some(&h.notation))
        .unwrap_or_default();
    if line.is_empty() {
        return arrow_cells(pos, m).into_iter().collect();
    }
    let mut at = pos.clone();
    let mut arrows = Vec::new();
    for text in line {
        let Ok(next) = at.parse_move(text) else { break };
        let Some(cells) = arrow_cells(&at, next) else { break };
        let Ok(after) = at.play(next) else { break };
        arrows.push(cells);
        at = after;
    }
    arrows
}

/// The computer's advice: its move with a one-line reason where it knows one, and
/// who is better, in words and as a bar.
fn hint_view<G: UiGame>(lang: Lang, pos: &G, hint: &Hint, m: G::Move) -> Html {
    let side = capitalize(G::side_name(lang, pos.turn()));
    let reason = if hint.score >= DECISIVE {
        Some(lang.fill(Text::HintForcedWin, &[&lang.count(WIN - hint.score, Noun::Move)]))
    } else {
        // What the move does, as the engine sees it: a capture, a threat, both.
        let captures = (!G::removed(pos, m).is_empty()).then(|| lang.t(Text::HintCaptures));
        let threatens = pos.threatens(m).then(|| lang.t(Text::HintThreatens));
        let said: Vec<&str> = captures.into_iter().chain(threatens).collect();
        (!said.is_empty()).then(|| said.join(" "))
    };
    let standing = match hint.score {
        s if s >= DECISIVE => lang.fill(Text::EvalWinning, &[&side]),
        s if s <= -DECISIVE => lang.fill(Text::EvalLosing, &[&side]),
        s if s.abs() < MARGIN_UNIT / 2 => lang.t(Text::EvalLevel).to_string(),
        s => {
            let how = lang.t(match s.abs() {
                a if a < 2 * MARGIN_UNIT => Text::EvalSlightly,
                a if a < 6 * MARGIN_UNIT => Text::EvalClearly,
                _ => Text::EvalMuch,
            });
            let better = if s > 0 {
                side.clone()
            } else {
                capitalize(G::side_name(lang, pos.turn().other()))
            };
            lang.fill(Text::EvalBetter, &[&better, &how])
        }
    };
    // The bar: the share of the side drawn light, from a squashed score, on the
    // left whichever side is to move, with the sides named at its ends.
    let to_move = 50.0 + 50.0 * (f64::from(hint.score) / f64::from(4 * MARGIN_UNIT)).tanh();
    let light = G::light_side();
    let share = if pos.turn() == light { to_move } else { 100.0 - to_move };
    let light_name = capitalize(G::side_name(lang, light));
    let dark_name = capitalize(G::side_name(lang, light.other()));
    let text = pos.move_to_text(m);
    // A proven forced win, of either side, with its line.
    let forced = hint.forced.as_ref().map(|f| {
        let winner = if f.mover_wins { pos.turn() } else { pos.turn().other() };
        let text = lang.fill(
            Text::ProvenWin,
            &[
                &lower_first(&G::side_wins(lang, winner)),
                &lang.count(usize::from(f.plies), Noun::Move),
                &LINE_SLOT,
            ],
        );
        line_html(&text, &f.line)
    });
    html! {
        <div class="hint" data-testid="hint" data-move={text.clone()}>
            <p><strong>{ line_html(&lang.fill(Text::HintLine, &[&LINE_SLOT]), std::slice::from_ref(&text)) }</strong>
                if let Some(r) = reason { {" "}{ r } }</p>
            if let Some(f) = forced { <p class="forced" data-testid="forced">{ f }</p> }
            <p class="eval">{ standing }</p>
            <div class="eval-bar" role="meter" aria-label={lang.fill(Text::EvalBarLabel, &[&light_name])}
                aria-valuemin="0" aria-valuemax="100" aria-valuenow={format!("{share:.0}")}>
                <span style={format!("width: {share:.1}%")}></span>
            </div>
            <p class="eval-ends" aria-hidden="true"><span>{ light_name }</span><span>{ dark_name }</span></p>
            if hint.line.len() > 1 {
                <p class="line" data-testid="line">{ line_html(&lang.fill(Text::HintPv, &[&LINE_SLOT]), &hint.line) }</p>
            }
            <p class="muted">{ lang.fill(Text::HintDepth, &[&lang.count(hint.depth, Noun::Move)]) }</p>
        </div>
    }
}

/// "The evaluation dropped by 2.5 here": how much a move cost its side, in
/// the games' units (hundredths in the engine).
fn mistake_words(lang: Lang, drop: i32) -> String {
    if drop >= DECISIVE {
        return lang.t(Text::MistakeLost).to_string();
    }
    let units = f64::from(drop) / f64::from(MARGIN_UNIT);
    let amount = match lang {
        Lang::En => format!("{units:.1}"),
        Lang::Cs => format!("{units:.1}").replace('.', ","),
    };
    lang.fill(Text::MistakeDrop, &[&amount])
}

/// Stands in a text for a line of moves until [`line_html`] puts the moves there.
const LINE_SLOT: &str = "\u{1}";

/// `text` with the moves of `line` in place of [`LINE_SLOT`], each move kept whole
/// on one line (a browser would otherwise break a line after a move's hyphen).
fn line_html(text: &str, line: &[String]) -> Html {
    let (before, after) = text.split_once(LINE_SLOT).unwrap_or((text, ""));
    let moves = line.iter().enumerate().map(|(i, m)| {
        html! { <>{ if i == 0 { "" } else { " " } }<span class="pv-move">{ m.clone() }</span></> }
    });
    html! { <>{ before }{ for moves }{ after }</> }
}

/// The match as stored.
fn saved_match<G: UiGame>(state: &MatchState<G>) -> SavedMatch<G::Rules> {
    SavedMatch {
        version: SAVE_VERSION,
        rules: state.rules,
        first: state.players.first,
        second: state.players.second,
        record: state.record(),
    }
}

/// One line about a saved game: how it ended, or how far it went.
fn archived_result<G: UiGame>(lang: Lang, game: &SavedMatch<G::Rules>) -> String {
    match MatchState::<G>::from_record(game.rules, game.players(), &game.record) {
        Ok((state, _)) if state.match_over() => {
            if G::ROUNDS > 1 {
                match_lines(lang, &state).1.unwrap_or_default()
            } else {
                capitalize(&status_words(lang, &state))
            }
        }
        Ok((state, _)) => lang.fill(Text::InProgress, &[&lang.count(state.plies.len(), Noun::Move)]),
        Err(e) => e.to_string(),
    }
}

/// The list of saved games, with resume and delete.
fn saved_games<G: UiGame>(
    lang: Lang,
    list: &[ArchivedMatch<G::Rules>],
    results: &[String],
    on_resume: Callback<usize>,
    on_delete: Callback<usize>,
) -> Html {
    if list.is_empty() {
        return html! {};
    }
    let rows = list.iter().enumerate().map(|(i, a)| {
        let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(a.saved_at))
            .to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED);
        let players = lang.fill(
            Text::PlayersLine,
            &[
                &capitalize(G::side_name(lang, Side::First)),
                &player_name(lang, a.game.first),
                &capitalize(G::side_name(lang, Side::Second)),
                &player_name(lang, a.game.second),
            ],
        );
        html! {
            <li data-testid="saved-game">
                <span class="saved-date">{ String::from(date) }</span>
                <span class="saved-players">{ players }</span>
                <span class="saved-result">{ results.get(i).cloned().unwrap_or_default() }</span>
                <span class="row">
                    <button type="button" class="small primary" name="resume-saved" onclick={on_resume.reform(move |_| i)}>{ lang.t(Text::ResumeSaved) }</button>
                    <button type="button" class="small" name="delete-saved" onclick={on_delete.reform(move |_| i)}>{ lang.t(Text::DeleteSaved) }</button>
                </span>
            </li>
        }
    });
    html! {
        <details class="box saved-games" data-testid="saved-games">
            <summary>{ lang.fill(Text::SavedGames, &[&list.len()]) }</summary>
            <p class="muted">{ lang.t(Text::SavedGamesHelp) }</p>
            <ol class="saved-list">{ for rows }</ol>
        </details>
    }
}

/// The address of the current page without its fragment.
pub fn page_base() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// The status line: whose turn, or how the match ended; while reviewing, the
/// position viewed (`shown` moves in).
fn status_text<G: UiGame>(lang: Lang, state: &MatchState<G>, shown: usize) -> String {
    let n = state.plies.len();
    if shown < n {
        let pos = state.plies.position(shown);
        let viewing = if shown == 0 {
            lang.t(Text::ViewingStart).to_string()
        } else {
            lang.fill(Text::Viewing, &[&shown, &lang.count(n, Noun::Move)])
        };
        let there = match pos.outcome() {
            Some(outcome) => result_words(lang, pos, outcome),
            None => format!("{}.", lang.fill(Text::SideToMove, &[&G::side_name(lang, pos.turn())])),
        };
        return format!("{viewing} {}", capitalize(&there));
    }
    capitalize(&status_words(lang, state))
}

/// How a round ended, with its reason.
fn result_words<G: UiGame>(lang: Lang, pos: &G, outcome: Outcome) -> String {
    if let Some(line) = G::round_over_line(lang, pos) {
        return line;
    }
    let result = match outcome {
        Outcome::Win(side) => G::side_wins(lang, side),
        Outcome::Draw => lang.t(Text::Draw).to_string(),
    };
    format!("{result}. {}", G::end_reason(lang, pos))
}

fn status_words<G: UiGame>(lang: Lang, state: &MatchState<G>) -> String {
    let pos = state.position();
    match pos.outcome() {
        Some(outcome) => result_words(lang, pos, outcome),
        None => {
            let mut text = lang.fill(Text::SideToMove, &[&G::side_name(lang, pos.turn())]);
            text.push('.');
            if let Some(note) = G::turn_note(lang, pos) {
                text = format!("{text} {note}");
            }
            let vs_computer = state.players.first != state.players.second;
            if state.pending.is_some() {
                format!("{text} {}", lang.t(Text::Thinking))
            } else if state.paused {
                format!("{text} {}", lang.t(Text::PausedNote))
            } else if vs_computer && state.player_to_move() == Player::Human {
                format!("{text} {}", lang.t(Text::YourTurn))
            } else {
                text
            }
        }
    }
}

/// The seat that won the match, `None` for a draw (the match is over).
fn winning_seat<G: UiGame>(state: &MatchState<G>) -> Option<Side> {
    if G::ROUNDS > 1 {
        match seat_a_total(state.position()).signum() {
            0 => None,
            s if s > 0 => Some(Side::First),
            _ => Some(Side::Second),
        }
    } else {
        match state.outcome()? {
            Outcome::Win(side) => Some(state.seat_of(side)),
            Outcome::Draw => None,
        }
    }
}

/// The end of the match as an event: who won and why, and what next.
fn end_panel<G: UiGame>(
    lang: Lang,
    state: &MatchState<G>,
    again: Callback<ByPlayer<Player>>,
    review: Callback<usize>,
) -> Html {
    let winner = winning_seat(state);
    let person = match (state.players.first, state.players.second) {
        (Player::Human, Player::Computer(_)) => Some(Side::First),
        (Player::Computer(_), Player::Human) => Some(Side::Second),
        _ => None,
    };
    let pos = state.position();
    let (headline, mood) = match (person, winner) {
        (Some(me), Some(w)) if me == w => (lang.t(Text::YouWon).to_string(), "won"),
        (Some(_), Some(_)) => (lang.t(Text::YouLost).to_string(), "lost"),
        (_, None) => (lang.t(Text::EndDrawn).to_string(), "drawn"),
        (None, Some(w)) if G::ROUNDS > 1 => (lang.fill(Text::SeatWon, &[&seat_name(lang, w)]), "won"),
        (None, Some(w)) => (capitalize(&G::side_wins(lang, side_in_round(w, 1))), "won"),
    };
    let why = if G::ROUNDS > 1 {
        match_lines(lang, state).1.unwrap_or_default()
    } else {
        let mut why = G::round_over_line(lang, pos).unwrap_or_else(|| G::end_reason(lang, pos));
        if let Some(last) = state.plies.iter().last().map(|p| &p.notation) {
            why = format!("{why} {}", lang.fill(Text::LastMove, &[last]));
        }
        why
    };
    let same = state.players;
    let swapped = ByPlayer {
        first: same.second,
        second: same.first,
    };
    html! {
        <section class={classes!("end-panel", mood)} data-testid="end-panel" aria-labelledby="end-headline">
            <h2 id="end-headline">{ headline }</h2>
            <p class="end-why">{ why }</p>
            <p class="row">
                <button type="button" class="primary" name="again" onclick={again.reform(move |_| same)}>{ lang.t(Text::PlayAgain) }</button>
                <button type="button" name="swap" onclick={again.reform(move |_| swapped)}>{ lang.t(Text::SwapSides) }</button>
                <button type="button" name="review" onclick={review.reform(|_| 0)}>{ lang.t(Text::ReviewGame) }</button>
            </p>
        </section>
    }
}

/// The match totals and, once the match is over, its verdict.
fn match_lines<G: UiGame>(lang: Lang, state: &MatchState<G>) -> (String, Option<String>) {
    let total_a = seat_a_total(state.position());
    let totals = lang.fill(
        Text::MatchTotals,
        &[
            &seat_name(lang, Side::First),
            &format!("{total_a:+}"),
            &seat_name(lang, Side::Second),
            &format!("{:+}", -total_a),
        ],
    );
    let verdict = state.match_over().then(|| match total_a.signum() {
        0 => lang.t(Text::MatchDrawn).to_string(),
        s => {
            let seat = if s > 0 { Side::First } else { Side::Second };
            lang.fill(Text::MatchWon, &[&seat_name(lang, seat), &total_a.abs()])
        }
    });
    G::match_lines(lang, state).unwrap_or((totals, verdict))
}

/// The rounds so far and the match totals, for games of several rounds.
fn match_summary<G: UiGame>(lang: Lang, state: &MatchState<G>) -> Html {
    if G::ROUNDS < 2 {
        return html! {};
    }
    let pos = state.position();
    let round = pos.round_info().round;
    let ends = state.plies.iter().map(|p| &p.after).filter(|p| p.outcome().is_some());
    let rows = ends.map(|p| {
        let r = p.round_info().round;
        let value = round_value(p).unwrap_or(0);
        let text = if let Some(line) = G::round_line(lang, p) {
            line
        } else {
            match value.signum() {
                0 => lang.fill(Text::RoundDrawn, &[&G::round_word(lang), &r]),
                s => {
                    let side = if s > 0 { Side::First } else { Side::Second };
                    let seat = side_in_round(side, r);
                    lang.fill(
                        Text::RoundWon,
                        &[
                            &G::round_word(lang),
                            &r,
                            &G::side_name(lang, side),
                            &seat_name(lang, seat),
                            &value.abs(),
                        ],
                    )
                }
            }
        };
        html! { <li data-round={r.to_string()}>{ text }</li> }
    });
    let (totals, verdict) = match_lines(lang, state);
    let roles = ByPlayer::new_with(|seat| G::side_name(lang, side_in_round(seat, round)));
    html! {
        <div class="match-box" data-testid="match">
            <p class="round-line">
                { lang.fill(Text::RoundOf, &[&G::round_word(lang), &round, &G::ROUNDS]) }{" "}
                { lang.fill(Text::SeatsLine, &[&seat_name(lang, Side::First), &roles.first, &seat_name(lang, Side::Second), &roles.second]) }
            </p>
            <ol class="rounds">{ for rows }</ol>
            <p class="totals">{ totals }</p>
            if let Some(v) = verdict { <p class="verdict">{ v }</p> }
        </div>
    }
}

/// Props of [`PlayPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct PlayPageProps {
    /// A game to load from the address.
    #[prop_or_default]
    pub params: PlayParams,
}

/// The play page of game `G`.
#[component]
pub fn PlayPage<G: UiGame>(props: &PlayPageProps) -> Html {
    let lang = use_lang();
    let state = {
        let params = props.params.clone();
        use_reducer(move || initial_state::<G>(&params).started())
    };
    let runner = use_context::<AiWorker>().unwrap_or_else(|| AiWorker::new(WORKER_LOADER));
    let flipped = use_state(|| false);
    let rules = use_state(|| state.rules);

    // A link opened while this page shows: load it too (the first one was loaded
    // when the page was made).
    {
        let (dispatcher, first) = (state.dispatcher(), use_mut_ref(|| true));
        use_effect_with(props.params.clone(), move |params| {
            let first_run = std::mem::replace(&mut *first.borrow_mut(), false);
            if !first_run && !params.is_empty() {
                let (rules, rules_error) = rules_from::<G>(params);
                dispatcher.dispatch(Action::OpenLink(rules, params.record(), rules_error));
            }
        });
    }
    // A game loaded from the address is now saved: leave a plain address behind,
    // so that reloading shows the game as it goes on.
    use_effect_with(props.params.clone(), |params| {
        if !params.is_empty() {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let plain = Route::Play(G::KIND, PlayParams::default()).to_hash();
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&plain));
            }
        }
    });
    // Save after every change.
    {
        let saved = saved_match(&state);
        use_effect_with(saved, |saved| storage::save_match(G::KIND, saved));
    }
    // A game that another replaces goes to the list of saved games.
    let archive = use_state(|| storage::load_archive::<G::Rules>(G::KIND).unwrap_or_default());
    {
        let (archive, replaced) = (archive.clone(), state.replaced().cloned());
        let key = replaced.as_ref().map(|r| Rc::as_ptr(r) as usize);
        use_effect_with(key, move |_| {
            if let Some(old) = replaced.filter(|r| !r.plies.is_empty()) {
                let entry = ArchivedMatch {
                    saved_at: js_sys::Date::now(),
                    game: saved_match(&old),
                };
                let list = storage::with_archived((*archive).clone(), entry);
                storage::save_archive(G::KIND, &list);
                archive.set(list);
            }
        });
    }
    // The computer player: every request the reducer posts.
    use_worker(&state, runner.clone());

    let n = state.plies.len();
    // Reviewing: the number of moves shown, `None` for the current position.
    let review = use_state(|| None::<usize>);
    {
        let review = review.clone();
        // A move that arrives while the player reviews leaves the view where it is.
        use_effect_with(n, move |&n| {
            if review.is_some_and(|k| k >= n) {
                review.set(None);
            }
        });
    }
    let shown = review.map_or(n, |k| k.min(n));
    let select = {
        let review = review.clone();
        Callback::from(move |k: usize| review.set(if k >= n { None } else { Some(k) }))
    };
    use_review_keys(shown, n, select.clone());
    // The board shows the position after `shown` moves; at the end of a round that
    // is over, the next round's start once play has gone on.
    let pos = if shown == n {
        state.position().clone()
    } else {
        state.plies.position(shown).clone()
    };
    let last_move = shown
        .checked_sub(1)
        .map(|i| (state.plies[i].mv, state.plies.position(i)));
    let (last, removed, motion) = match last_move {
        Some((m, before)) if shown < n || state.plies.position(n).round_info() == state.position().round_info() => {
            move_marks(before, m)
        }
        _ => (None, Vec::new(), Vec::new()),
    };
    let live = state.human_to_move() && shown == n;
    let on_move = state.dispatcher().to_callback().reform(Action::Play);
    let input = use_move_input::<G>(lang, &pos, live, n, on_move);

    let undo = state.dispatcher().to_callback().reform(|_| Action::Undo);
    let retry = state.dispatcher().to_callback().reform(|_| Action::Retry);
    let watching =
        matches!(state.players.first, Player::Computer(_)) && matches!(state.players.second, Player::Computer(_));
    let pause = state.dispatcher().to_callback().reform(|_| Action::Pause);
    let resume = state.dispatcher().to_callback().reform(|_| Action::Resume);
    let step = state.dispatcher().to_callback().reform(|_| Action::Step);
    let play_again = {
        let (dispatcher, rules) = (state.dispatcher(), state.rules);
        Callback::from(move |players| dispatcher.dispatch(Action::NewGame(players, rules)))
    };
    // Two people at this screen, one click away from a first game against the computer.
    let two_players = (n == 0 && !watching && state.players.first != state.players.second).then(|| {
        let (dispatcher, rules) = (state.dispatcher(), state.rules);
        Callback::from(move |_| dispatcher.dispatch(Action::NewGame(humans(), rules)))
    });
    let dismiss = state.dispatcher().to_callback().reform(|_| Action::Dismiss);
    let flip = {
        let flipped = flipped.clone();
        Callback::from(move |_| flipped.set(!*flipped))
    };
    let on_start = {
        let (dispatcher, rules) = (state.dispatcher(), rules.clone());
        Callback::from(move |players| dispatcher.dispatch(Action::NewGame(players, *rules)))
    };
    let on_typed = {
        let state = state.clone();
        Callback::from(move |text: String| -> Option<String> {
            if text.trim().len() > MAX_MOVE_TEXT {
                return Some(lang.fill(Text::TooLongMove, &[&text.trim().len(), &MAX_MOVE_TEXT]));
            }
            match state.position().parse_move(text.trim()) {
                Ok(m) => {
                    state.dispatch(Action::Play(m));
                    None
                }
                Err(e) => Some(G::move_refusal(lang, &e)),
            }
        })
    };
    let on_load = state
        .dispatcher()
        .to_callback()
        .reform(|text: String| Action::Load(Record::parse(&text), Source::Record));
    // Each saved game's result needs a replay: done when the list or the language
    // changes, not on every render of the page.
    let archive_results = use_memo((lang, (*archive).clone()), |(lang, list)| {
        list.iter()
            .map(|a| archived_result::<G>(*lang, &a.game))
            .collect::<Vec<_>>()
    });
    let on_resume_saved = {
        let (archive, dispatcher) = (archive.clone(), state.dispatcher());
        Callback::from(move |i: usize| {
            let mut list = (*archive).clone();
            if i < list.len() {
                let entry = list.remove(i);
                storage::save_archive(G::KIND, &list);
                archive.set(list);
                let game = entry.game;
                dispatcher.dispatch(Action::Restore(game.players(), game.rules, game.record));
            }
        })
    };
    let on_delete_saved = {
        let archive = archive.clone();
        Callback::from(move |i: usize| {
            let mut list = (*archive).clone();
            if i < list.len() {
                list.remove(i);
                storage::save_archive(G::KIND, &list);
                archive.set(list);
            }
        })
    };
    let set_rules = {
        let rules = rules.clone();
        Callback::from(move |r| rules.set(r))
    };
    let rules_text = (state.rules != G::Rules::default()).then(|| G::rules_text(&state.rules));
    // An empty `moves=` stays only where nothing else makes the address a link
    // (a new game under the usual rules): without it, it would open the page as
    // the visitor left it.
    let moves =
        (!state.plies.is_empty() || (state.start.is_none() && rules_text.is_none())).then(|| state.plies.notation());
    let game_params = PlayParams {
        position: state.start.clone(),
        moves,
        rules: rules_text,
        ..PlayParams::default()
    };
    let link = format!("{}{}", page_base(), Route::Play(G::KIND, game_params.clone()).to_hash());
    let (w, h) = G::embed_size();
    // The embed code for each choice of colours.
    let embed = THEME_CHOICES.map(|theme| {
        let params = PlayParams {
            theme,
            ..game_params.clone()
        };
        AttrValue::from(format!(
            "<iframe src=\"{}{}\" width=\"{w}\" height=\"{h}\" style=\"border:0\" title=\"{}\"></iframe>",
            page_base(),
            Route::View(G::KIND, params).to_hash(),
            G::name(Lang::En)
        ))
    });
    let computer_stalled =
        state.outcome().is_none() && state.pending.is_none() && matches!(state.player_to_move(), Player::Computer(_));
    let side_names = ByPlayer::new_with(|seat| AttrValue::from(capitalize(G::side_name(lang, seat))));
    let by_side = state.players_by_side();
    // Who plays what, and for what: the person's side against the computer,
    // both sides otherwise.
    let legend = match (by_side.first, by_side.second) {
        (Player::Human, Player::Computer(_)) | (Player::Computer(_), Player::Human) => {
            let side = if by_side.first == Player::Human {
                Side::First
            } else {
                Side::Second
            };
            lang.fill(
                Text::LegendYou,
                &[&G::side_name(lang, side).to_lowercase(), &G::goal(lang, side)],
            )
        }
        _ => lang.fill(
            Text::LegendBoth,
            &[
                &capitalize(G::side_name(lang, Side::First)),
                &G::goal(lang, Side::First),
                &capitalize(G::side_name(lang, Side::Second)),
                &G::goal(lang, Side::Second),
            ],
        ),
    };
    // The hint, when it is for the position on the board.
    let hint_move = state
        .hint
        .as_ref()
        .filter(|h| h.at == shown)
        .and_then(|h| pos.parse_move(&h.notation).ok().map(|m| (h, m)));
    let hint_box = hint_move.map(|(h, m)| hint_view::<G>(lang, &pos, h, m));
    let ask_hint = state.dispatcher().to_callback().reform(move |_| Action::AskHint(shown));
    // A hint for the person to move, or for any running position under review.
    let can_hint = (live || shown < n) && pos.outcome().is_none();
    // The review for mistakes: a button once the match is over (or play has
    // paused), its progress, then the marked moves.
    let mistakes = state.mistakes();
    let marks: Vec<(usize, AttrValue)> = mistakes
        .iter()
        .map(|&(i, drop)| (i, AttrValue::from(mistake_words(lang, drop))))
        .collect();
    let analyse = state.dispatcher().to_callback().reform(|_| Action::Analyse);
    let analysed = !state.analysis.is_empty() && state.analysing.is_none();
    let mistakes_box = if let Some((_, at)) = state.analysing {
        html! { <p class="review-progress" role="status">{ lang.fill(Text::Analysing, &[&at, &n]) }</p> }
    } else if analysed {
        let starts = state.round_starts();
        let lines = mistakes.iter().map(|&(i, drop)| {
            let select = select.reform(move |_| i + 1);
            let label = numbered_move(G::round_word(lang), &starts, i, &state.plies[i].notation);
            html! {
                <li><button type="button" class="link" onclick={select}>{ label }</button>
                    { ": " }{ mistake_words(lang, drop) }</li>
            }
        });
        html! {
            <div class="mistakes" data-testid="mistakes">
                <p>{ if mistakes.is_empty() { lang.t(Text::NoMistakes).to_string() } else { lang.t(Text::MistakesFound).to_string() } }</p>
                if !mistakes.is_empty() { <ul>{ for lines }</ul> }
            </div>
        }
    } else if n > 0
        && (state.match_over()
            || state.paused
            || state.players.first == Player::Human && state.players.second == Player::Human)
    {
        html! { <p><button type="button" name="analyse" onclick={analyse}>{ lang.t(Text::FindMistakes) }</button></p> }
    } else {
        html! {}
    };
    let board = G::board(input.board(BoardProps {
        last,
        removed,
        motion,
        flipped: *flipped,
        arrows: hint_move.map_or_else(Vec::new, |(h, m)| hint_arrows(&pos, h, m)),
        ..BoardProps::still(pos.clone(), true)
    }));
    let kind = G::KIND;
    // Each move as it is played, by either side, for screen readers.
    let move_announcement = match (
        state.plies.iter().last().map(|p| &p.notation),
        n.checked_sub(1).map(|i| state.plies.position(i)),
    ) {
        (Some(text), Some(before)) if n > 0 => lang.fill(
            Text::MoveAnnounce,
            &[&n, &capitalize(G::side_name(lang, before.turn())), text],
        ),
        _ => String::new(),
    };

    html! {
        <section class="page play" data-game={kind.id()}>
            <div class="board-wrap">{ board }</div>
            <aside class="panel">
                <h1>{ G::name(lang) }</h1>
                <p class={classes!("status", state.outcome().is_some().then_some("over"), state.pending.is_some().then_some("thinking"))}
                    aria-live="polite" data-testid="status">
                    if state.pending.is_some() { <span class="spinner" aria-hidden="true"></span> }
                    { status_text(lang, &state, shown) }
                </p>
                <p class="sr-only" aria-live="polite" data-testid="move-announce">{ move_announcement }</p>
                <p class="players">{ lang.fill(Text::PlayersLine, &[
                    &capitalize(G::side_name(lang, Side::First)), &player_name(lang, by_side.first),
                    &capitalize(G::side_name(lang, Side::Second)), &player_name(lang, by_side.second),
                ]) }</p>
                <p class="legend" data-testid="legend">{ legend }</p>
                if let Some(on_click) = two_players {
                    <p class="switch"><button type="button" class="small" name="two-players" onclick={on_click}>{ lang.t(Text::PlayAFriend) }</button></p>
                }
                if state.match_over() && shown == n {
                    { end_panel(lang, &state, play_again, select.clone()) }
                }
                <p class="captures" data-testid="captures">{ G::score_line(lang, &state, &pos) }</p>
                { match_summary(lang, &state) }
                <NoticeBar notice={state.notice.clone()} on_dismiss={dismiss} />
                { input.boxes.clone() }
                <p class="row buttons">
                    <button type="button" name="undo" onclick={undo} disabled={!state.can_undo()}>{ lang.t(Text::Undo) }</button>
                    <button type="button" name="flip" onclick={flip}>{ lang.t(Text::Flip) }</button>
                    if computer_stalled && !state.paused { <button type="button" name="retry" onclick={retry}>{ lang.t(Text::Retry) }</button> }
                    if can_hint {
                        <button type="button" name="hint" onclick={ask_hint} disabled={state.hint_pending.is_some()}>
                            { lang.t(if state.hint_pending.is_some() { Text::HintThinking } else { Text::HintButton }) }
                        </button>
                    }
                </p>
                { hint_box.unwrap_or_default() }
                if watching && state.outcome().is_none() {
                    <p class="row watch-buttons">
                        if state.paused {
                            <button type="button" class="primary" name="resume" onclick={resume}>{ lang.t(Text::Resume) }</button>
                            <button type="button" name="step" onclick={step} disabled={state.pending.is_some()}>{ lang.t(Text::StepOne) }</button>
                        } else {
                            <button type="button" name="pause" onclick={pause}>{ lang.t(Text::Pause) }</button>
                        }
                    </p>
                }
                <TypedMove enabled={live} example={G::move_example()} on_submit={on_typed} />
                <details class="box" open={n == 0}>
                    <summary>{ lang.t(Text::NewGame) }</summary>
                    <NewGameForm side_names={side_names} current={state.players} swap_note={(G::ROUNDS > 1).then(|| AttrValue::from(G::swap_note(lang)))} on_start={on_start}>
                        { rule_options::<G>(lang, *rules, set_rules) }
                    </NewGameForm>
                </details>
                <h2>{ lang.t(Text::Moves) }</h2>
                <ReviewBar shown={shown} total={n} on_select={select.clone()} />
                <MoveList moves={state.plies.notation()} shown={shown} round_starts={state.round_starts()}
                    round_word={AttrValue::from(G::round_word(lang))} on_select={select} marks={marks} />
                { mistakes_box }
                <details class="box">
                    <summary>{ lang.t(Text::SaveShare) }</summary>
                    <SharePanel link={link} embed={embed} record={state.record().to_string()} on_load={on_load} />
                </details>
                { saved_games::<G>(lang, &archive, &archive_results, on_resume_saved, on_delete_saved) }
                <p><a href={Route::Rules(kind).to_hash()}>{ lang.fill(Text::RulesOf, &[&G::name(lang)]) }</a></p>
            </aside>
        </section>
    }
}
