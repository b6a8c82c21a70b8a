//! The rules of Bi-litaire, in the app's own words.

use abstrakta_engine::bilitaire::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::BilitaireBoard;
use crate::components::example::{Example, ExampleData};
use crate::components::use_lang;
use crate::i18n::Text;

/// The worked examples of the rules page: the opening removal, a slide and a
/// jump; an announcement met by a chain (from a game between two `medium`
/// players, its first 19 moves played before the example begins).
pub const EXAMPLES: [ExampleData; 2] = [
    ExampleData {
        position: None,
        moves: "xd3 B1-A1 f3-d3",
        from: 0,
        captions: &[
            Text::ExBiOpening0,
            Text::ExBiOpening1,
            Text::ExBiOpening2,
            Text::ExBiOpening3,
        ],
    },
    ExampleData {
        position: None,
        moves: "xd3 B1-A1 f3-d3 D2-D3 e5-e3 C2-D2 c5-e5 B4-A4 c3-c5 B3-B4 a3-c3 D3-C3 f7-d7 B2-B1 b5-b3 \
                B1-B2 f5-f7 C3-D3 b7-b5 B3-C3=2 b2-b4-b6",
        from: 19,
        captions: &[Text::ExBiChain0, Text::ExBiChain1, Text::ExBiChain2],
    },
];

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
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(Text::RbiPusherH) }</h2>
                    <p>{ t(Text::RbiPusher) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
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
