//! The rules of Brandubh, in the app's own words.

use abstrakta_engine::brandubh::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::BrandubhBoard;
use crate::components::use_lang;
use crate::i18n::Text;

/// The rules page.
#[component]
pub fn BrandubhRules() -> Html {
    let lang = use_lang();
    let t = |text| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.fill(Text::RulesOf, &[&t(Text::BrandubhName)]) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <BrandubhBoard position={Position::new(&Rules::default())} />
                    <figcaption>{ t(Text::RbLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(Text::RbIntro) }</p>
                    <h2>{ t(Text::RbBoardH) }</h2>
                    <p>{ t(Text::RbBoard) }</p>
                    <h2>{ t(Text::RbMoveH) }</h2>
                    <p>{ t(Text::RbMove) }</p>
                    <h2>{ t(Text::RbCaptureH) }</h2>
                    <p>{ t(Text::RbCapture1) }</p>
                    <p>{ t(Text::RbCapture2) }</p>
                    <h2>{ t(Text::RbKingH) }</h2>
                    <p>{ t(Text::RbKing) }</p>
                    <h2>{ t(Text::RbEndH) }</h2>
                    <ol>
                        <li>{ t(Text::RbEnd1) }</li>
                        <li>{ t(Text::RbEnd2) }</li>
                        <li>{ t(Text::RbEnd3) }</li>
                        <li>{ t(Text::RbEnd4) }</li>
                    </ol>
                    <h2>{ t(Text::RbNotationH) }</h2>
                    <p>{ t(Text::RbNotation) }</p>
                    <p><a class="button primary" href="#/brandubh">{ lang.fill(Text::PlayThis, &[&t(Text::BrandubhName)]) }</a></p>
                </div>
            </div>
        </article>
    }
}
