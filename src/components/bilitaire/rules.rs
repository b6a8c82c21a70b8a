//! The rules of Bi-litaire, in the app's own words.

use abstrakta_engine::bilitaire::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::BilitaireBoard;
use crate::components::use_lang;
use crate::i18n::Text;

/// The rules page.
#[component]
pub fn BilitaireRules() -> Html {
    let lang = use_lang();
    let t = |text| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.fill(Text::RulesOf, &[&t(Text::BilitaireName)]) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <BilitaireBoard position={Position::new(&Rules::default())} />
                    <figcaption>{ t(Text::RbiBoard) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(Text::RbiIntro) }</p>
                    <h2>{ t(Text::RbiJumperH) }</h2>
                    <p>{ t(Text::RbiJumper) }</p>
                    <h2>{ t(Text::RbiPusherH) }</h2>
                    <p>{ t(Text::RbiPusher) }</p>
                    <h2>{ t(Text::RbiEndH) }</h2>
                    <p>{ t(Text::RbiEnd) }</p>
                    <h2>{ t(Text::RbiPlayH) }</h2>
                    <p>{ t(Text::RbiPlay) }</p>
                    <h2>{ t(Text::RbNotationH) }</h2>
                    <p>{ t(Text::RbiNotation) }</p>
                    <p><a class="button primary" href="#/bilitaire">{ lang.fill(Text::PlayThis, &[&t(Text::BilitaireName)]) }</a></p>
                </div>
            </div>
        </article>
    }
}
