//! The rules of Bi-litaire, in the app's own words.

use abstrakta_engine::bilitaire::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::BilitaireBoard;
use super::texts::GameText;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::components::later::Later;
use crate::i18n::{Msg, Text};

/// The moves of round 1 of a game between two `medium` players, from which
/// the later examples are taken.
const GAME: &str = "xd3 B1-A1 f3-d3 D2-D3 e5-e3 C2-D2 c5-e5 B4-A4 c3-c5 B3-B4 a3-c3 D3-C3 f7-d7 B2-B1 b5-b3 \
    B1-B2 f5-f7 C3-D3 b7-b5 B3-C3=2 b2-b4-b6 D4-D3=2 d7-b7-b5 D3-D4=2 f1-h1-h3 C1-C2=2 f4-h4-h2 C2-C1 g7-e7 \
    B2-B3=2 d5-d7-f7 A2-B2=2 e5-e7-g7 A3-B3 g8-g6 B3-A3 h6-f6 C1-C2=2 e4-e6-g6 xC3=2 h8-h6-h4 xD4";

/// The worked examples of the rules page: the opening removal, a slide and a
/// jump; an announcement met by a chain; empty tiles removed, to the end of the
/// round (the last two from `GAME`, its earlier moves played before the
/// example begins).
pub const EXAMPLES: [ExampleData; 3] = [
    ExampleData {
        position: None,
        moves: "xd3 B1-A1 f3-d3",
        from: 0,
        captions: &[
            &GameText::ExBiOpening0,
            &GameText::ExBiOpening1,
            &GameText::ExBiOpening2,
            &GameText::ExBiOpening3,
        ],
    },
    ExampleData {
        position: None,
        moves: GAME,
        from: 19,
        captions: &[&GameText::ExBiChain0, &GameText::ExBiChain1, &GameText::ExBiChain2],
    },
    ExampleData {
        position: None,
        moves: GAME,
        from: 39,
        captions: &[
            &GameText::ExBiTiles0,
            &GameText::ExBiTiles1,
            &GameText::ExBiTiles2,
            &GameText::ExBiTiles3,
        ],
    },
];

/// The rules page.
#[component]
pub fn BilitaireRules() -> Html {
    let lang = use_lang();
    let t = |text: GameText| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.say(Msg::RulesOf { game: &t(GameText::BilitaireName) }) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <Later><BilitaireBoard position={Position::new(&Rules::default())} /></Later>
                    <figcaption>{ t(GameText::RbiBoard) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(GameText::RbiIntro) }</p>
                    <h2>{ t(GameText::RbiJumperH) }</h2>
                    <p>{ t(GameText::RbiJumper) }</p>
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(GameText::RbiPusherH) }</h2>
                    <p>{ t(GameText::RbiPusher) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <h2>{ t(GameText::RbiEndH) }</h2>
                    <p>{ t(GameText::RbiEnd) }</p>
                    <Example<Position> example={&EXAMPLES[2]} />
                    <h2>{ lang.t(Text::RbiPlayH) }</h2>
                    <p>{ t(GameText::RbiPlay) }</p>
                    <h2>{ lang.t(Text::RbNotationH) }</h2>
                    <p>{ t(GameText::RbiNotation) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::Bilitaire) }
                </div>
            </div>
        </article>
    }
}
