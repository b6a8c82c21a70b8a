//! Save and share: the game's link, the embed builder, the record to copy, and
//! a record to paste.

use yew::prelude::*;

use super::props::MatchProps;
use crate::components::context::use_lang;
use crate::components::game::UiGame;
use crate::components::panel::SharePanel;
use crate::i18n::{Lang, Text};
use crate::state::{Action, PlayParams, Player, Record, Route, Source};

/// The address of the current page without its fragment.
pub fn page_base() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// The "Save and share" box of the play page.
#[component]
pub fn ShareBox<G: UiGame>(props: &MatchProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
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
        // Two people at one screen is what a link without players means.
        players: (state.players.a != Player::Human || state.players.b != Player::Human).then_some(state.players),
        ..PlayParams::default()
    };
    let link = format!("{}{}", page_base(), Route::Play(G::KIND, game_params.clone()).to_hash());
    let viewer = PlayParams {
        players: None,
        ..game_params.clone()
    };
    let on_load = state
        .dispatcher()
        .to_callback()
        .reform(|text: String| match G::foreign_record(&text) {
            Some(read) => Action::LoadForeign(read),
            None => Action::Load(Record::parse(&text), Source::Record),
        });
    let moves: Vec<G::Move> = state.plies.iter().map(|p| p.mv).collect();
    let foreign = G::foreign_export(lang, state.plies.position(0), &moves, state.plies.last());
    html! {
        <details class="box">
            <summary>{ lang.t(Text::SaveShare) }</summary>
            <SharePanel link={link} kind={G::KIND} base={page_base()} viewer={viewer} total={state.plies.len()}
                size={G::embed_size()} title={G::name(Lang::En)} record={state.record().to_string()} {foreign} on_load={on_load} />
        </details>
    }
}
