//! The rules of Thud, in the app's own words.

use abstrakta_engine::thud::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::ThudBoard;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::i18n::Text;

/// The worked examples of the rules page: a troll's step taking two dwarfs; a
/// shove, answered by a hurl; a battle ended by agreement, and its score.
pub const EXAMPLES: [ExampleData; 3] = [
    ExampleData {
        position: Some("5/7/9/3d1d5/13/6T8/15/d6o7/15/15/13/11/9/7/5 t"),
        moves: "TG10-G11xF12xH12",
        from: 0,
        captions: &[Text::ExThStep0, Text::ExThStep1],
    },
    ExampleData {
        position: Some("5/7/2d6/7ddd1/13/6T8/6T8/7o7/15/15/13/11/9/7/5 t"),
        moves: "TG10*G12xF13 dK12*G12",
        from: 0,
        captions: &[Text::ExThThrow0, Text::ExThThrow1, Text::ExThThrow2],
    },
    ExampleData {
        position: Some("5/7/9/11/13/d14/15/7o6d/15/15/13/3T7/9/1T3d1/5 d"),
        moves: "propose accept",
        from: 0,
        captions: &[Text::ExThEnd0, Text::ExThEnd1, Text::ExThEnd2],
    },
];

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
                    <Example<Position> example={&EXAMPLES[0]} />
                    <p>{ t(Text::RtShove) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <p>{ t(Text::RtCaptureRule) }</p>
                    <h2>{ t(Text::RtEndH) }</h2>
                    <p>{ t(Text::RtEnd) }</p>
                    <p>{ t(Text::RtScore) }</p>
                    <Example<Position> example={&EXAMPLES[2]} />
                    <h2>{ t(Text::RtMatchH) }</h2>
                    <p>{ t(Text::RtMatch) }</p>
                    <h2>{ t(Text::RbNotationH) }</h2>
                    <p>{ t(Text::RtNotation) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::Thud) }
                </div>
            </div>
        </article>
    }
}
