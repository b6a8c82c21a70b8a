//! The home page: the playable games.

use abstrakta_engine::brandubh::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::brandubh::BrandubhBoard;
use super::use_lang;
use crate::i18n::Text;

/// The list of games, each with a picture of its board and one line about it.
#[component]
pub fn Home() -> Html {
    let lang = use_lang();
    let start = Position::new(&Rules::default());
    html! {
        <section class="page home">
            <h1>{ lang.t(Text::HomeHeading) }</h1>
            <p class="lead">{ lang.t(Text::Tagline) }</p>
            <ul class="game-list">
                <li class="game-card" data-game="brandubh">
                    <a class="thumb" href="#/brandubh" aria-label={lang.fill(Text::PlayThis, &[&lang.t(Text::BrandubhName)])}>
                        <BrandubhBoard position={start} coordinates={false} />
                    </a>
                    <div class="card-text">
                        <h2><a href="#/brandubh">{ lang.t(Text::BrandubhName) }</a></h2>
                        <p>{ lang.t(Text::BrandubhBlurb) }</p>
                        <p class="card-links">
                            <a class="button primary" href="#/brandubh">{ lang.t(Text::NavPlay) }</a>
                            <a class="button" href="#/brandubh/rules">{ lang.t(Text::NavRules) }</a>
                        </p>
                    </div>
                </li>
            </ul>
            <p class="muted">{ lang.t(Text::HomeOffline) }</p>
        </section>
    }
}
