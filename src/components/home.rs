//! The home page: every game of the registry with a picture of its board and one
//! line about it. The pictures are drawn one task each after the cards
//! ([`Later`]), so that no one task draws all four boards.

use abstrakta_engine::GameKind;
use yew::prelude::*;

use super::board::BoardProps;
use super::context::use_lang;
use super::game::{visit_ui, UiGame, UiVisitor};
use super::later::Later;
use crate::i18n::{Lang, Msg, Text};
use crate::state::{puzzle_count, Route};

/// One game's card.
struct Card(Lang);

impl UiVisitor for Card {
    type Output = Html;
    fn visit<G: UiGame>(self) -> Html {
        let lang = self.0;
        let kind = G::KIND;
        let play = Route::Play(kind, Default::default()).to_hash();
        let rules = Route::Rules(kind).to_hash();
        let board = G::board(BoardProps::still(G::new(&G::Rules::default()), false));
        html! {
            <li class="game-card" data-game={kind.id()}>
                <a class="thumb" href={play.clone()} aria-label={lang.say(Msg::PlayThis { game: &G::name(lang) })}><Later>{ board }</Later></a>
                <div class="card-text">
                    <h2><a href={play.clone()}>{ G::name(lang) }</a></h2>
                    <p>{ G::blurb(lang) }</p>
                    <p class="card-links">
                        <a class="button primary" href={play}>{ lang.t(Text::NavPlay) }</a>
                        <a class="button" href={Route::Learn(kind, None).to_hash()}>{ lang.t(Text::NavLearn) }</a>
                        <a class="button" href={rules}>{ lang.t(Text::NavRules) }</a>
                        if puzzle_count(kind) > 0 {
                            <a class="button" href={Route::Puzzles(kind, 1).to_hash()}>{ lang.t(Text::NavPuzzles) }</a>
                        }
                    </p>
                </div>
            </li>
        }
    }
}

/// The list of games.
#[component]
pub fn Home() -> Html {
    let lang = use_lang();
    html! {
        <section class="page home">
            <h1>{ lang.t(Text::HomeHeading) }</h1>
            <p class="lead">{ lang.t(Text::Tagline) }</p>
            <ul class="game-list">{ for GameKind::ALL.into_iter().map(|kind| visit_ui(kind, Card(lang))) }</ul>
            <p class="muted">{ lang.t(Text::HomeOffline) }</p>
        </section>
    }
}
