//! The saved games: a game that another replaces goes to the list, which the
//! page shows with each game's result, to resume or delete.

use crate::components::panel::record_error_text;
use std::rc::Rc;

use abstrakta_engine::Side;
use yew::prelude::*;

use super::persistence::saved_match;
use super::status::status_words;
use super::summary::match_lines;
use crate::components::context::use_lang;
use crate::components::game::UiGame;
use crate::components::panel::player_name;
use crate::i18n::{capitalize, Lang, Msg, Noun, Text};
use crate::state::{Action, MatchState};
use crate::storage::{self, ArchivedMatch, SavedMatch};

/// The list of saved games of `G`, to which a game that another replaces in
/// `state` is added (and stored).
#[hook]
pub fn use_archive<G: UiGame>(state: &UseReducerHandle<MatchState<G>>) -> UseStateHandle<Vec<ArchivedMatch<G::Rules>>> {
    let archive = use_state(|| storage::load_archive::<G::Rules>(G::KIND).unwrap_or_default());
    let (list, replaced) = (archive.clone(), state.replaced().cloned());
    let key = replaced.as_ref().map(|r| Rc::as_ptr(r) as usize);
    use_effect_with(key, move |_| {
        if let Some(old) = replaced.filter(|r| !r.plies.is_empty()) {
            let entry = ArchivedMatch {
                saved_at: js_sys::Date::now(),
                game: saved_match(&old),
            };
            let updated = storage::with_archived((*list).clone(), entry);
            storage::save_archive(G::KIND, &updated);
            list.set(updated);
        }
    });
    archive
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
        Ok((state, _)) => lang.say(Msg::InProgress {
            moves: &lang.count(state.plies.len(), Noun::Move),
        }),
        Err(e) => record_error_text(lang, &e),
    }
}

/// Props of [`SavedGames`].
#[derive(Properties, PartialEq)]
pub struct SavedGamesProps<G: UiGame> {
    /// The list.
    pub archive: UseStateHandle<Vec<ArchivedMatch<G::Rules>>>,
    /// The match, which a resumed game replaces.
    pub state: UseReducerHandle<MatchState<G>>,
}

/// The list of saved games, with resume and delete.
#[component]
pub fn SavedGames<G: UiGame>(props: &SavedGamesProps<G>) -> Html {
    let lang = use_lang();
    let archive = props.archive.clone();
    // Each saved game's result needs a replay: done when the list or the language
    // changes, not on every render of the page.
    let results = use_memo((lang, (*archive).clone()), |(lang, list)| {
        list.iter()
            .map(|a| archived_result::<G>(*lang, &a.game))
            .collect::<Vec<_>>()
    });
    let on_resume = {
        let (archive, dispatcher) = (archive.clone(), props.state.dispatcher());
        Callback::from(move |i: usize| {
            let mut list = (*archive).clone();
            if i < list.len() {
                let entry = list.remove(i);
                storage::save_archive(G::KIND, &list);
                archive.set(list);
                let game: SavedMatch<G::Rules> = entry.game;
                dispatcher.dispatch(Action::Restore(game.players(), game.rules, game.record));
            }
        })
    };
    let on_delete = {
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
    saved_games::<G>(lang, &archive, &results, on_resume, on_delete)
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
        let players = lang.say(Msg::PlayersLine { first_side: &capitalize(G::side_name(lang, Side::First)), first: &player_name(lang, a.game.first), second_side: &capitalize(G::side_name(lang, Side::Second)), second: &player_name(lang, a.game.second) });
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
            <summary>{ lang.say(Msg::SavedGames { count: &list.len() }) }</summary>
            <p class="muted">{ lang.t(Text::SavedGamesHelp) }</p>
            <ol class="saved-list">{ for rows }</ol>
        </details>
    }
}
