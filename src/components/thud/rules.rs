//! The rules of Thud, in the app's own words.

use abstrakta_engine::thud::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::ThudBoard;
use super::texts::GameText;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::components::later::Later;
use crate::i18n::{Msg, Text};

/// The worked examples of the rules page: a troll's step taking two dwarfs; a
/// shove, answered by a hurl; a battle ended by agreement, and its score.
pub const EXAMPLES: [ExampleData; 3] = [
    ExampleData {
        position: Some("5/7/9/3d1d5/13/6T8/15/d6o7/15/15/13/11/9/7/5 t"),
        moves: "TG10-G11xF12xH12",
        from: 0,
        captions: &[&GameText::ExThStep0, &GameText::ExThStep1],
    },
    ExampleData {
        position: Some("5/7/2d6/7ddd1/13/6T8/6T8/7o7/15/15/13/11/9/7/5 t"),
        moves: "TG10*G12xF13 dK12*G12",
        from: 0,
        captions: &[&GameText::ExThThrow0, &GameText::ExThThrow1, &GameText::ExThThrow2],
    },
    ExampleData {
        position: Some("5/7/9/11/13/d14/15/7o6d/15/15/13/3T7/9/1T3d1/5 d"),
        moves: "propose accept",
        from: 0,
        captions: &[&GameText::ExThEnd0, &GameText::ExThEnd1, &GameText::ExThEnd2],
    },
];

/// The rules page.
#[component]
pub fn ThudRules() -> Html {
    let lang = use_lang();
    let t = |text: GameText| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.say(Msg::RulesOf { game: &t(GameText::ThudName) }) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <Later><ThudBoard position={Position::new(&Rules::default())} /></Later>
                    <figcaption>{ t(GameText::RtLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(GameText::RtIntro) }</p>
                    <h2>{ t(GameText::RtBoardH) }</h2>
                    <p>{ t(GameText::RtBoard) }</p>
                    <h2>{ t(GameText::RtDwarfsH) }</h2>
                    <p>{ t(GameText::RtDwarfMove) }</p>
                    <p>{ t(GameText::RtHurl) }</p>
                    <h2>{ t(GameText::RtTrollsH) }</h2>
                    <p>{ t(GameText::RtTrollStep) }</p>
                    <Example<Position> example={&EXAMPLES[0]} />
                    <p>{ t(GameText::RtShove) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <p>{ t(GameText::RtCaptureRule) }</p>
                    <h2>{ t(GameText::RtEndH) }</h2>
                    <p>{ t(GameText::RtEnd) }</p>
                    <p>{ t(GameText::RtScore) }</p>
                    <Example<Position> example={&EXAMPLES[2]} />
                    <h2>{ t(GameText::RtMatchH) }</h2>
                    <p>{ t(GameText::RtMatch) }</p>
                    <h2>{ lang.t(Text::RbNotationH) }</h2>
                    <p>{ t(GameText::RtNotation) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::Thud) }
                </div>
            </div>
        </article>
    }
}
