//! The rules of Top Quark, in the app's own words, with the note that the board
//! is a reconstruction.

use abstrakta_engine::topquark::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::TopQuarkBoard;
use super::texts::GameText;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::components::later::Later;
use crate::i18n::{Msg, Text};

/// The worked examples of the rules page: the first four rounds of a game, the
/// fourth with a capture (from a game between two `medium` players); Black
/// copying White three times, then kept from a fourth copy.
pub const EXAMPLES: [ExampleData; 2] = [
    ExampleData {
        position: None,
        moves: "d1-c1 d7-c7 b2-a3 j6-k5 h1-i3 c7-c4 i3-k5x",
        from: 0,
        captions: &[
            &GameText::ExTqRounds0,
            &GameText::ExTqRounds1,
            &GameText::ExTqRounds2,
            &GameText::ExTqRounds3,
            &GameText::ExTqRounds4,
            &GameText::ExTqRounds5,
            &GameText::ExTqRounds6,
            &GameText::ExTqRounds7,
        ],
    },
    ExampleData {
        position: None,
        moves: "d1-c1 h7-i7 b2-a3 j6-k5 h1-i3 d7-c5 i3-k5x i7-k5x",
        from: 0,
        captions: &[
            &GameText::ExTqCopy0,
            &GameText::ExTqCopy1,
            &GameText::ExTqCopy2,
            &GameText::ExTqCopy3,
            &GameText::ExTqCopy4,
            &GameText::ExTqCopy5,
            &GameText::ExTqCopy6,
            &GameText::ExTqCopy7,
            &GameText::ExTqCopy8,
        ],
    },
];

/// The rules page.
#[component]
pub fn TopQuarkRules() -> Html {
    let lang = use_lang();
    let t = |text: GameText| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.say(Msg::RulesOf { game: &t(GameText::TopQuarkName) }) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <Later><TopQuarkBoard position={Position::new(&Rules::default())} /></Later>
                    <figcaption>{ t(GameText::RtqLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(GameText::RtqIntro) }</p>
                    <p class="notice" data-testid="reconstruction">{ t(GameText::RtqBoardNote) }</p>
                    <h2>{ t(GameText::RtqMoveH) }</h2>
                    <p>{ t(GameText::RtqMove) }</p>
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(GameText::RtqInitiativeH) }</h2>
                    <p>{ t(GameText::RtqInitiative) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <h2>{ t(GameText::RtqEndH) }</h2>
                    <p>{ t(GameText::RtqEnd) }</p>
                    <h2>{ lang.t(Text::RbiPlayH) }</h2>
                    <p>{ t(GameText::RtqPlay) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::TopQuark) }
                </div>
            </div>
        </article>
    }
}
