//! The match as a whole: the end of the match as an event, the game's score
//! line for the position shown, and for games of several rounds the rounds so
//! far with the match totals.

use abstrakta_engine::{round_value, seat_a_total, Outcome, Side};
use yew::prelude::*;

use crate::components::context::{seat_label, seat_name, use_lang};
use crate::components::game::UiGame;
use crate::i18n::{capitalize, Lang, Msg, Text};
use crate::state::{Action, MatchState, Player};
use crate::state::{BySeat, Seat};

/// The seat that won the match, `None` for a draw (the match is over).
fn winning_seat<G: UiGame>(state: &MatchState<G>) -> Option<Seat> {
    if G::ROUNDS > 1 {
        match seat_a_total(state.position()).signum() {
            0 => None,
            s if s > 0 => Some(Seat::A),
            _ => Some(Seat::B),
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
    again: Callback<BySeat<Player>>,
    review: Callback<usize>,
) -> Html {
    let winner = winning_seat(state);
    let person = state.person();
    let pos = state.position();
    let (headline, mood) = match (person, winner) {
        (Some(me), Some(w)) if me == w => (lang.t(Text::YouWon).to_string(), "won"),
        (Some(_), Some(_)) => (lang.t(Text::YouLost).to_string(), "lost"),
        (_, None) => (lang.t(Text::EndDrawn).to_string(), "drawn"),
        (None, Some(w)) if G::ROUNDS > 1 => (
            lang.say(Msg::SeatWon {
                winner: &seat_name(lang, w),
            }),
            "won",
        ),
        (None, Some(w)) => (capitalize(&G::side_wins(lang, w.side_in(1))), "won"),
    };
    let why = if G::ROUNDS > 1 {
        match_lines(lang, state).1.unwrap_or_default()
    } else {
        let mut why = G::round_over_line(lang, pos).unwrap_or_else(|| G::end_reason(lang, pos));
        if let Some(last) = state.plies.iter().last().map(|p| &p.notation) {
            why = format!("{why} {}", lang.say(Msg::LastMove { mv: last }));
        }
        why
    };
    let same = state.players;
    let swapped = same.swapped();
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
pub fn match_lines<G: UiGame>(lang: Lang, state: &MatchState<G>) -> (String, Option<String>) {
    let total_a = seat_a_total(state.position());
    let person = state.person();
    let totals = lang.say(Msg::MatchTotals {
        first: &seat_label(lang, Seat::A, person, state.players),
        first_score: &format!("{total_a:+}"),
        second: &seat_label(lang, Seat::B, person, state.players),
        second_score: &format!("{:+}", -total_a),
    });
    let verdict = state.match_over().then(|| match total_a.signum() {
        0 => lang.t(Text::MatchDrawn).to_string(),
        s => {
            let seat = if s > 0 { Seat::A } else { Seat::B };
            lang.say(Msg::MatchWon {
                winner: &seat_label(lang, seat, person, state.players),
                margin: &total_a.abs(),
            })
        }
    });
    G::match_lines(lang, state).unwrap_or((totals, verdict))
}

/// The rounds so far and the match totals, for games of several rounds; the
/// verdict too, unless the end panel says it (`ended`).
fn match_summary<G: UiGame>(lang: Lang, state: &MatchState<G>, ended: bool) -> Html {
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
                0 => lang.say(Msg::RoundDrawn {
                    round: &G::round_word(lang),
                    number: &r,
                }),
                s => {
                    let side = if s > 0 { Side::First } else { Side::Second };
                    let seat = Seat::playing(side, r);
                    let (round, number) = (&G::round_word(lang), &r);
                    let (side, player, margin) = (&G::side_name(lang, side), &seat_name(lang, seat), &value.abs());
                    lang.say(if G::ONE_PLAYER_SIDES {
                        Msg::RoundWonOne {
                            round,
                            number,
                            side,
                            player,
                            margin,
                        }
                    } else {
                        Msg::RoundWon {
                            round,
                            number,
                            side,
                            player,
                            margin,
                        }
                    })
                }
            }
        };
        html! { <li data-round={r.to_string()}>{ text }</li> }
    });
    let (totals, verdict) = match_lines(lang, state);
    let verdict = verdict.filter(|_| !ended);
    let person = state.person();
    let roles = BySeat::new_with(|seat| G::side_name(lang, seat.side_in(round)));
    html! {
        <div class="match-box" data-testid="match">
            <p class="round-line">
                { lang.say(Msg::RoundOf { round: &G::round_word(lang), number: &round, total: &G::ROUNDS }) }{" "}
                { capitalize(&lang.say(Msg::SeatsLine { first: &seat_label(lang, Seat::A, person, state.players), first_role: &roles.a, second: &seat_label(lang, Seat::B, person, state.players), second_role: &roles.b })) }
            </p>
            <ol class="rounds">{ for rows }</ol>
            <p class="totals">{ totals }</p>
            if let Some(v) = verdict { <p class="verdict">{ v }</p> }
        </div>
    }
}

/// Props of [`MatchSummary`].
#[derive(Properties, PartialEq)]
pub struct MatchSummaryProps<G: UiGame> {
    /// The match.
    pub state: UseReducerHandle<MatchState<G>>,
    /// The moves shown on the board.
    pub shown: usize,
    /// Shows the position after this many moves.
    pub on_select: Callback<usize>,
}

/// The end panel once the match is over, the score line, and the match box.
#[component]
pub fn MatchSummary<G: UiGame>(props: &MatchSummaryProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let play_again = {
        let (dispatcher, rules) = (state.dispatcher(), state.rules);
        Callback::from(move |players| dispatcher.dispatch(Action::NewGame(players, rules)))
    };
    let ended = state.match_over() && props.shown == state.plies.len();
    html! {
        <>
            if ended {
                { end_panel(lang, state, play_again, props.on_select.clone()) }
            }
            <p class="captures" data-testid="captures">{ G::score_line(lang, state, state.shown(props.shown)) }</p>
            { match_summary(lang, state, ended) }
        </>
    }
}
