//! The page's match kept in step with the address and the browser's storage:
//! the game to show first, a link opened while the page shows, a plain address
//! once a linked game is saved, and a save after every change.

use crate::components::panel::record_error_text;
use crate::i18n::Lang;
use std::rc::Rc;

use abstrakta_engine::Level;
use yew::prelude::*;

use crate::components::game::{rules_from, UiGame};
use crate::state::BySeat;
use crate::state::{Action, Match, MatchState, Notice, PlayParams, Player, RecordError, Route};
use crate::storage::{self, SavedMatch, SAVE_VERSION};

/// The match to show first: the game in the address, else the saved one, else a
/// new game for two people.
pub fn initial_state<G: UiGame>(params: &PlayParams) -> MatchState<G> {
    let saved = saved_state::<G>();
    if params.is_empty() {
        return saved;
    }
    // The link is shown; the saved game stays one undo away.
    let state = Rc::new(saved).reduce(open_link(params));
    Rc::try_unwrap(state).unwrap_or_else(|rc| (*rc).clone())
}

/// Opening the game of a link: its rules, moves and players (two people at this
/// screen when it names none), with a notice of what was refused.
fn open_link<G: UiGame>(params: &PlayParams) -> Action<G> {
    let (rules, rules_error) = rules_from::<G>(params);
    let players = params.players.unwrap_or(BySeat {
        a: Player::Human,
        b: Player::Human,
    });
    let players_error = params.bad_players.clone().map(Notice::BadPlayers);
    let notice = match (rules_error, players_error) {
        (Some(rules), Some(players)) => Some(Notice::Both(Box::new(rules), Box::new(players))),
        (rules, players) => rules.or(players),
    };
    Action::OpenLink(rules, params.record(), players, notice)
}

/// Who plays a new visitor's first game: the person takes the side that moves
/// first, against the computer at the easiest level (a first game a newcomer can win).
pub fn first_visit() -> BySeat<Player> {
    BySeat {
        a: Player::Human,
        b: Player::Computer(Level::Easy),
    }
}

/// The saved game of `G`, or a first game against the computer (with a message
/// when stored data could not be read).
fn saved_state<G: UiGame>() -> MatchState<G> {
    let rules = G::Rules::default();
    match storage::load_match::<G::Rules>(G::KIND) {
        Ok(Some(saved)) => {
            let stored_error = |error: RecordError<G>| {
                let kept = storage::keep_unreadable_match(G::KIND, record_error_text(Lang::En, &error));
                Notice::Stored {
                    reason: kept.reason,
                    key: kept.backup_key,
                }
            };
            match MatchState::from_record(saved.rules, saved.players(), &saved.record) {
                Ok((state, None)) => state,
                Ok((mut state, Some(error))) => {
                    state.session.notice = Some(stored_error(error));
                    state
                }
                Err(error) => {
                    let mut state = MatchState::new(rules, first_visit());
                    state.session.notice = Some(stored_error(error));
                    state
                }
            }
        }
        Ok(None) => MatchState::new(rules, first_visit()),
        Err(e) => {
            let mut state = MatchState::new(rules, first_visit());
            state.session.notice = Some(Notice::Stored {
                reason: e.reason,
                key: e.backup_key,
            });
            state
        }
    }
}

/// The match as stored.
pub fn saved_match<G: UiGame>(state: &Match<G>) -> SavedMatch<G::Rules> {
    SavedMatch {
        version: SAVE_VERSION,
        rules: state.rules,
        first: state.players.a,
        second: state.players.b,
        record: state.record(),
    }
}

/// Loads a link opened while the page shows (the first one was loaded when
/// the page was made), leaves a plain address once a linked game is saved, so
/// that reloading shows the game as it goes on, and saves after every change.
#[hook]
pub fn use_persistence<G: UiGame>(state: &UseReducerHandle<MatchState<G>>, params: &PlayParams) {
    {
        let (dispatcher, first) = (state.dispatcher(), use_mut_ref(|| true));
        use_effect_with(params.clone(), move |params| {
            let first_run = std::mem::replace(&mut *first.borrow_mut(), false);
            if !first_run && !params.is_empty() {
                dispatcher.dispatch(open_link(params));
            }
        });
    }
    use_effect_with(params.clone(), |params| {
        if !params.is_empty() {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let plain = Route::Play(G::KIND, PlayParams::default()).to_hash();
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&plain));
            }
        }
    });
    let saved = saved_match(state);
    use_effect_with(saved, |saved| storage::save_match(G::KIND, saved));
}
