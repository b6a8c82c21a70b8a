//! The rules of Brandubh, in the app's own words.

use abstrakta_engine::brandubh::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::BrandubhBoard;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::i18n::Text;

/// The worked examples of the rules page: a capture and a piece safe between two
/// enemies; the empty throne and a corner capturing; the king's escape; a third
/// repetition.
pub const EXAMPLES: [ExampleData; 4] = [
    ExampleData {
        position: Some("7/4a2/2ad3/3k3/7/7/7 a"),
        moves: "e6-e5xd5 d4-d5",
        from: 0,
        captions: &[Text::ExBrCapture0, Text::ExBrCapture1, Text::ExBrCapture2],
    },
    ExampleData {
        position: Some("7/2a2d1/3a3/1k5/7/7/7 d"),
        moves: "f6-d6xd5 c6-c5 b4-b1 c5-c1xb1",
        from: 0,
        captions: &[
            Text::ExBrThrone0,
            Text::ExBrThrone1,
            Text::ExBrThrone2,
            Text::ExBrThrone3,
            Text::ExBrThrone4,
        ],
    },
    ExampleData {
        position: Some("7/7/1a5/k6/7/7/5a1 a"),
        moves: "b5-a5 a4-a1",
        from: 0,
        captions: &[Text::ExBrEscape0, Text::ExBrEscape1, Text::ExBrEscape2],
    },
    ExampleData {
        position: Some("7/1a5/7/3k3/7/3d3/5a1 a"),
        moves: "b6-b5 d2-d3 b5-b6 d3-d2 b6-b5 d2-d3 b5-b6 d3-d2",
        from: 0,
        captions: &[
            Text::ExBrRepeat0,
            Text::ExBrRepeat1,
            Text::ExBrRepeat2,
            Text::ExBrRepeat3,
            Text::ExBrRepeat4,
            Text::ExBrRepeat1,
            Text::ExBrRepeat2,
            Text::ExBrRepeat3,
            Text::ExBrRepeat5,
        ],
    },
];

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
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(Text::RbKingH) }</h2>
                    <p>{ t(Text::RbKing) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <h2>{ t(Text::RbEndH) }</h2>
                    <ol>
                        <li>{ t(Text::RbEnd1) }</li>
                        <li>{ t(Text::RbEnd2) }</li>
                        <li>{ t(Text::RbEnd3) }</li>
                        <li>{ t(Text::RbEnd4) }</li>
                    </ol>
                    <Example<Position> example={&EXAMPLES[2]} />
                    <Example<Position> example={&EXAMPLES[3]} />
                    <h2>{ t(Text::RbNotationH) }</h2>
                    <p>{ t(Text::RbNotation) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::Brandubh) }
                </div>
            </div>
        </article>
    }
}
