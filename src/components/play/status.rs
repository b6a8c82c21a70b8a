//! Where the match stands, in words: whose turn or how it ended (or the
//! position under review), each move announced to screen readers, who plays
//! what and for what.

use super::texts::PlayText;
use abstrakta_engine::{Outcome, Side};
use yew::prelude::*;

use super::props::ShownProps;
use crate::components::context::{humans, use_lang};
use crate::components::game::UiGame;
use crate::components::panel::player_name;
use crate::i18n::{capitalize, lowercase, Lang, Msg, Noun, Text};
use crate::state::{Action, MatchState, Player};

/// The status line: whose turn, or how the match ended; while reviewing, the
/// position viewed (`shown` moves in).
fn status_text<G: UiGame>(lang: Lang, state: &MatchState<G>, shown: usize) -> String {
    let n = state.plies.len();
    if shown < n {
        let pos = state.plies.position(shown);
        let viewing = if shown == 0 {
            lang.t(Text::ViewingStart).to_string()
        } else {
            lang.say(Msg::Viewing {
                at: &shown,
                total: &lang.count(n, Noun::Move),
            })
        };
        let there = match pos.outcome() {
            Some(outcome) => result_words(lang, pos, outcome),
            None => format!(
                "{}.",
                lang.say(Msg::SideToMove {
                    side: &G::side_name(lang, pos.turn())
                })
            ),
        };
        return format!("{viewing} {}", capitalize(&there));
    }
    capitalize(&status_words(lang, state))
}

/// How a round ended, with its reason.
pub fn result_words<G: UiGame>(lang: Lang, pos: &G, outcome: Outcome) -> String {
    if let Some(line) = G::round_over_line(lang, pos) {
        return line;
    }
    let result = match outcome {
        Outcome::Win(side) => G::side_wins(lang, side),
        Outcome::Draw => lang.t(Text::Draw).to_string(),
    };
    format!("{result}. {}", G::end_reason(lang, pos))
}

/// Whose turn, or how the match ended, with what the page waits for.
pub fn status_words<G: UiGame>(lang: Lang, state: &MatchState<G>) -> String {
    let pos = state.position();
    match pos.outcome() {
        Some(outcome) => result_words(lang, pos, outcome),
        None => {
            let mut text = lang.say(Msg::SideToMove {
                side: &G::side_name(lang, pos.turn()),
            });
            text.push('.');
            if let Some(note) = G::turn_note(lang, pos) {
                text = format!("{text} {note}");
            }
            let vs_computer = state.players.a != state.players.b;
            if state.thinking() {
                format!("{text} {}", lang.t(Text::Thinking))
            } else if state.session.paused {
                format!("{text} {}", lang.t(Text::PausedNote))
            } else if vs_computer && state.player_to_move() == Player::Human {
                format!("{text} {}", lang.t(Text::YourTurn))
            } else if state.player_to_move() == Player::Friend {
                format!("{text} {}", lang.t(PlayText::FriendsTurn))
            } else {
                text
            }
        }
    }
}

/// Who plays what, and for what: the person's side against the computer,
/// both sides otherwise.
fn legend<G: UiGame>(lang: Lang, state: &MatchState<G>) -> String {
    let by_side = state.players_by_side();
    match (by_side.first, by_side.second) {
        (Player::Human, Player::Computer(_) | Player::Friend)
        | (Player::Computer(_) | Player::Friend, Player::Human) => {
            let side = if by_side.first == Player::Human {
                Side::First
            } else {
                Side::Second
            };
            let pieces = &G::goal(lang, side);
            if G::SIDES_ARE_NAMES {
                lang.say(Msg::LegendYouNamed {
                    side: &capitalize(G::side_name(lang, side)),
                    pieces,
                })
            } else {
                lang.say(Msg::LegendYou {
                    side: &lowercase(G::side_name(lang, side)),
                    pieces,
                })
            }
        }
        _ => lang.say(Msg::LegendBoth {
            first_side: &capitalize(G::side_name(lang, Side::First)),
            first: &G::goal(lang, Side::First),
            second_side: &capitalize(G::side_name(lang, Side::Second)),
            second: &G::goal(lang, Side::Second),
        }),
    }
}

/// The last move as it is played, by either side, for screen readers.
fn move_announcement<G: UiGame>(lang: Lang, state: &MatchState<G>) -> String {
    let n = state.plies.len();
    match n.checked_sub(1) {
        Some(i) => {
            let (number, mv) = (&n, &state.plies[i].notation);
            let who = &capitalize(G::side_name(lang, state.plies.position(i).turn()));
            lang.say(if G::ONE_PLAYER_SIDES {
                Msg::MoveAnnounceOne { number, who, mv }
            } else {
                Msg::MoveAnnounce { number, who, mv }
            })
        }
        None => String::new(),
    }
}

/// The status lines of the play page.
#[component]
pub fn Status<G: UiGame>(props: &ShownProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let by_side = state.players_by_side();
    let watching = state.players.a != Player::Human && state.players.b != Player::Human;
    // Two people at this screen, one click away from a first game against the computer.
    let two_players = (state.plies.is_empty() && !watching && !state.by_link() && state.players.a != state.players.b)
        .then(|| {
            let (dispatcher, rules) = (state.dispatcher(), state.rules);
            Callback::from(move |_| dispatcher.dispatch(Action::NewGame(humans(), rules)))
        });
    html! {
        <>
            <p class={classes!("status", state.outcome().is_some().then_some("over"), state.thinking().then_some("thinking"))}
                aria-live="polite" data-testid="status">
                if state.thinking() { <span class="spinner" aria-hidden="true"></span> }
                { status_text(lang, state, props.shown) }
            </p>
            <p class="sr-only" aria-live="polite" data-testid="move-announce">{ move_announcement(lang, state) }</p>
            <p class="players">{ lang.say(Msg::PlayersLine { first_side: &capitalize(G::side_name(lang, Side::First)), first: &player_name(lang, by_side.first), second_side: &capitalize(G::side_name(lang, Side::Second)), second: &player_name(lang, by_side.second) }) }</p>
            <p class="legend" data-testid="legend">{ legend(lang, state) }</p>
            if let Some(on_click) = two_players {
                <p class="switch"><button type="button" class="small" name="two-players" onclick={on_click}>{ lang.t(Text::PlayAFriend) }</button></p>
            }
        </>
    }
}
