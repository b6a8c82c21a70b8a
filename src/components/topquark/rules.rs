//! The rules of Top Quark, in the app's own words, with the note that the board
//! is a reconstruction.

use abstrakta_engine::topquark::{Position, Rules};
use abstrakta_engine::Game;
use yew::prelude::*;

use super::board::TopQuarkBoard;
use crate::components::context::use_lang;
use crate::components::example::{Example, ExampleData};
use crate::i18n::Text;

/// The worked examples of the rules page: the first four rounds of a game, the
/// fourth with a capture (from a game between two `medium` players); Black
/// copying White three times, then kept from a fourth copy.
pub const EXAMPLES: [ExampleData; 2] = [
    ExampleData {
        position: None,
        moves: "d1-c1 d7-c7 b2-a3 j6-k5 h1-i3 c7-c4 i3-k5x",
        from: 0,
        captions: &[
            Text::ExTqRounds0,
            Text::ExTqRounds1,
            Text::ExTqRounds2,
            Text::ExTqRounds3,
            Text::ExTqRounds4,
            Text::ExTqRounds5,
            Text::ExTqRounds6,
            Text::ExTqRounds7,
        ],
    },
    ExampleData {
        position: None,
        moves: "d1-c1 h7-i7 b2-a3 j6-k5 h1-i3 d7-c5 i3-k5x i7-k5x",
        from: 0,
        captions: &[
            Text::ExTqCopy0,
            Text::ExTqCopy1,
            Text::ExTqCopy2,
            Text::ExTqCopy3,
            Text::ExTqCopy4,
            Text::ExTqCopy5,
            Text::ExTqCopy6,
            Text::ExTqCopy7,
            Text::ExTqCopy8,
        ],
    },
];

/// The rules page.
#[component]
pub fn TopQuarkRules() -> Html {
    let lang = use_lang();
    let t = |text| lang.t(text);
    html! {
        <article class="page rules">
            <h1>{ lang.fill(Text::RulesOf, &[&t(Text::TopQuarkName)]) }</h1>
            <div class="rules-layout">
                <figure class="diagram">
                    <TopQuarkBoard position={Position::new(&Rules::default())} />
                    <figcaption>{ t(Text::RtqLegend) }</figcaption>
                </figure>
                <div class="prose">
                    <p>{ t(Text::RtqIntro) }</p>
                    <p class="notice" data-testid="reconstruction">{ t(Text::RtqBoardNote) }</p>
                    <h2>{ t(Text::RtqMoveH) }</h2>
                    <p>{ t(Text::RtqMove) }</p>
                    <Example<Position> example={&EXAMPLES[0]} />
                    <h2>{ t(Text::RtqInitiativeH) }</h2>
                    <p>{ t(Text::RtqInitiative) }</p>
                    <Example<Position> example={&EXAMPLES[1]} />
                    <h2>{ t(Text::RtqEndH) }</h2>
                    <p>{ t(Text::RtqEnd) }</p>
                    <h2>{ t(Text::RbiPlayH) }</h2>
                    <p>{ t(Text::RtqPlay) }</p>
                    { crate::components::game::rules_links(lang, abstrakta_engine::GameKind::TopQuark) }
                </div>
            </div>
        </article>
    }
}
