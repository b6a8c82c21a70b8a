//! The rules of Thud, in the app's own words.

use abstrakta_engine::thud::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::ThudBoard;
use crate::components::use_lang;
use crate::i18n::Text;

/// The rules page.
#[component]
pub fn ThudRules() -> Html {
    let lang = use_lang();
    let t = |text| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.fill(Text::RulesOf, &[&t(Text::ThudName)]) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <ThudBoard position={Position::new(&Rules::default())} />
                    <figcaption>{ t(Text::RtLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(Text::RtIntro) }</p>
                    <h2>{ t(Text::RtBoardH) }</h2>
                    <p>{ t(Text::RtBoard) }</p>
                    <h2>{ t(Text::RtDwarfsH) }</h2>
                    <p>{ t(Text::RtDwarfMove) }</p>
                    <p>{ t(Text::RtHurl) }</p>
                    <h2>{ t(Text::RtTrollsH) }</h2>
                    <p>{ t(Text::RtTrollStep) }</p>
                    <p>{ t(Text::RtShove) }</p>
                    <p>{ t(Text::RtCaptureRule) }</p>
                    <h2>{ t(Text::RtEndH) }</h2>
                    <p>{ t(Text::RtEnd) }</p>
                    <p>{ t(Text::RtScore) }</p>
                    <h2>{ t(Text::RtMatchH) }</h2>
                    <p>{ t(Text::RtMatch) }</p>
                    <h2>{ t(Text::RbNotationH) }</h2>
                    <p>{ t(Text::RtNotation) }</p>
                    <p><a class="button primary" href="#/thud">{ lang.fill(Text::PlayThis, &[&t(Text::ThudName)]) }</a></p>
                </div>
            </div>
        </article>
    }
}
