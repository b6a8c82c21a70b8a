//! The rules of Brandubh, in the app's own words.

use abstrakta_engine::brandubh::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::BrandubhBoard;
use super::texts::GameText;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::components::later::Later;
use crate::i18n::{Msg, Text};

/// The worked examples of the rules page: a capture and a piece safe between two
/// enemies; the empty throne and a corner capturing; the king's escape; a third
/// repetition.
pub const EXAMPLES: [ExampleData; 4] = [
    ExampleData {
        position: Some("7/4a2/2ad3/3k3/7/7/7 a"),
        moves: "e6-e5xd5 d4-d5",
        from: 0,
        captions: &[
            &GameText::ExBrCapture0,
            &GameText::ExBrCapture1,
            &GameText::ExBrCapture2,
        ],
    },
    ExampleData {
        position: Some("7/2a2d1/3a3/1k5/7/7/7 d"),
        moves: "f6-d6xd5 c6-c5 b4-b1 c5-c1xb1",
        from: 0,
        captions: &[
            &GameText::ExBrThrone0,
            &GameText::ExBrThrone1,
            &GameText::ExBrThrone2,
            &GameText::ExBrThrone3,
            &GameText::ExBrThrone4,
        ],
    },
    ExampleData {
        position: Some("7/7/1a5/k6/7/7/5a1 a"),
        moves: "b5-a5 a4-a1",
        from: 0,
        captions: &[&GameText::ExBrEscape0, &GameText::ExBrEscape1, &GameText::ExBrEscape2],
    },
    ExampleData {
        position: Some("7/1a5/7/3k3/7/3d3/5a1 a"),
        moves: "b6-b5 d2-d3 b5-b6 d3-d2 b6-b5 d2-d3 b5-b6 d3-d2",
        from: 0,
        captions: &[
            &GameText::ExBrRepeat0,
            &GameText::ExBrRepeat1,
            &GameText::ExBrRepeat2,
            &GameText::ExBrRepeat3,
            &GameText::ExBrRepeat4,
            &GameText::ExBrRepeat1,
            &GameText::ExBrRepeat2,
            &GameText::ExBrRepeat3,
            &GameText::ExBrRepeat5,
        ],
    },
];

/// The rules page.
#[component]
pub fn BrandubhRules() -> Html {
    let lang = use_lang();
    let t = |text: GameText| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.say(Msg::RulesOf { game: &t(GameText::BrandubhName) }) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <Later><BrandubhBoard position={Position::new(&Rules::default())} /></Later>
                    <figcaption>{ t(GameText::RbLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(GameText::RbIntro) }</p>
                    <h2>{ t(GameText::RbBoardH) }</h2>
                    <p>{ t(GameText::RbBoard) }</p>
                    <h2>{ t(GameText::RbMoveH) }</h2>
                    <p>{ t(GameText::RbMove) }</p>
                    <h2>{ t(GameText::RbCaptureH) }</h2>
                    <p>{ t(GameText::RbCapture1) }</p>
                    <p>{ t(GameText::RbCapture2) }</p>
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(GameText::RbKingH) }</h2>
                    <p>{ t(GameText::RbKing) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <h2>{ t(GameText::RbEndH) }</h2>
                    <ol>
                        <li>{ t(GameText::RbEnd1) }</li>
                        <li>{ t(GameText::RbEnd2) }</li>
                        <li>{ t(GameText::RbEnd3) }</li>
                        <li>{ t(GameText::RbEnd4) }</li>
                    </ol>
                    <Example<Position> example={&EXAMPLES[2]} />
                    <Example<Position> example={&EXAMPLES[3]} />
                    <h2>{ lang.t(Text::RbNotationH) }</h2>
                    <p>{ t(GameText::RbNotation) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::Brandubh) }
                </div>
            </div>
        </article>
    }
}
