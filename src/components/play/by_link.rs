//! A game with a friend at a distance, with no server: after a move, "Send your
//! move" gives a link (through the phone's share sheet where the browser has
//! one, else copied) that opens the game for the friend on the other side, with
//! every move; their move gives a link back, which goes on with the game here.

use js_sys::{Function, Object, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::{spawn_local, JsFuture};
use yew::prelude::*;

use super::props::MatchProps;
use super::share::page_base;
use super::texts::PlayText;
use crate::components::context::use_lang;
use crate::components::game::UiGame;
use crate::i18n::Text;
use crate::state::{Action, PlayParams, Player, Route};

/// What became of a link sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sent {
    /// Handed to the share sheet.
    Shared,
    /// Copied to the clipboard.
    Copied,
    /// Neither: the person copies it from the field.
    Failed,
}

/// Hands `url` to the browser's share sheet where it has one, else copies it.
async fn send(title: String, url: String) -> Sent {
    let Some(window) = web_sys::window() else {
        return Sent::Failed;
    };
    let navigator = window.navigator();
    let share = Reflect::get(&navigator, &JsValue::from_str("share"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok());
    if let Some(share) = share {
        let data = Object::new();
        let _ = Reflect::set(&data, &JsValue::from_str("title"), &JsValue::from_str(&title));
        let _ = Reflect::set(&data, &JsValue::from_str("url"), &JsValue::from_str(&url));
        if let Some(promise) = share
            .call1(&navigator, &data)
            .ok()
            .and_then(|p| p.dyn_into::<Promise>().ok())
        {
            if JsFuture::from(promise).await.is_ok() {
                return Sent::Shared;
            }
        }
    }
    match JsFuture::from(navigator.clipboard().write_text(&url)).await {
        Ok(_) => Sent::Copied,
        Err(_) => Sent::Failed,
    }
}

/// The box of a game by link: in a game between two people at this screen, an
/// offer to go on by link; in a game by link, whose move it is and the link.
#[component]
pub fn ByLinkBox<G: UiGame>(props: &MatchProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let sent = use_state(|| None::<Sent>);
    {
        // A new move, a new link: what was said of the last one goes.
        let sent = sent.clone();
        use_effect_with(state.plies.len(), move |_| sent.set(None));
    }
    let two_here = state.players.a == Player::Human && state.players.b == Player::Human;
    if !(state.by_link() || two_here) || (two_here && state.match_over()) {
        return html! {};
    }
    let (record, players) = state.link_for_friend();
    let params = PlayParams {
        position: record.start.clone(),
        moves: Some(record.moves.clone()),
        rules: (state.rules != G::Rules::default()).then(|| G::rules_text(&state.rules)),
        players: Some(players),
        ..PlayParams::default()
    };
    let link = format!("{}{}", page_base(), Route::Play(G::KIND, params).to_hash());
    let friend_to_move = state.player_to_move() == Player::Friend;
    let on_send = {
        let (dispatcher, sent, link) = (state.dispatcher(), sent.clone(), link.clone());
        let title = G::name(lang).to_string();
        Callback::from(move |_: MouseEvent| {
            dispatcher.dispatch(Action::SendByLink);
            let (sent, link, title) = (sent.clone(), link.clone(), title.clone());
            spawn_local(async move { sent.set(Some(send(title, link).await)) });
        })
    };
    let sent_text = match *sent {
        Some(Sent::Shared) => Some(lang.t(PlayText::LinkShared)),
        Some(Sent::Copied) => Some(lang.t(PlayText::LinkCopied)),
        Some(Sent::Failed) => Some(lang.t(Text::CopyFailed)),
        None => None,
    };
    html! {
        <details class="box by-link" data-testid="by-link" open={state.by_link()}>
            <summary>{ lang.t(PlayText::ByLinkTitle) }</summary>
            <p class="muted">{ lang.t(PlayText::ByLinkHelp) }</p>
            <p class="row">
                <button type="button" class="primary" name="send-move" onclick={on_send}
                    disabled={state.by_link() && !friend_to_move}>{ lang.t(PlayText::SendMove) }</button>
                if let Some(text) = sent_text { <span class="muted" role="status">{ text }</span> }
            </p>
            if state.by_link() {
                <label>{ lang.t(Text::ShareLink) }
                    <input type="text" readonly=true name="friend-link" value={link} />
                </label>
            }
        </details>
    }
}
