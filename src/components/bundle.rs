//! The pages each wasm bundle of the site draws ([`Bundle`]): a bundle is the
//! [`App`](super::App) of one [`Pages`] type, so that it carries only the code of
//! its own pages. An address of another bundle reloads the page, and the loader of
//! `index.html` fetches the bundle that draws it.

use std::marker::PhantomData;

use yew::prelude::*;

use super::analysis::AnalysisPage;
use super::context::use_lang;
use super::game::{UiGame, UiVisitor};
use super::home::Home;
use super::learn::{EditorPage, LearnPage, LessonPage};
use super::play::PlayPage;
use super::rules_page::RulesPage;
use super::study_view::StudyViewer;
use super::viewer::Viewer;
use crate::i18n::Text;
use crate::state::{Bundle, Route};

/// The pages of one bundle.
pub trait Pages: 'static {
    /// Whether the pages are embedded boards, drawn without the site's header
    /// and footer (the code of which is then left out).
    const EMBEDDED: bool = false;
    /// Whether the pages ask the computer player (the game pages: play and
    /// puzzles), which the app then keeps for them all.
    const COMPUTER: bool = false;
    /// Which bundle this is.
    fn bundle() -> Bundle;
    /// The page of `route`, an address of this bundle ([`Bundle::of`]).
    fn page(route: Route) -> Html;
}

/// The home page's bundle: the list of games, with a picture of each board.
#[derive(Debug)]
pub struct HomePages;

impl Pages for HomePages {
    fn bundle() -> Bundle {
        Bundle::Home
    }
    fn page(route: Route) -> Html {
        match route {
            Route::Home => html! { <Home /> },
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's bundle: its play page and rules page.
#[derive(Debug)]
pub struct GamePages<G>(PhantomData<G>);

impl<G: UiGame> Pages for GamePages<G> {
    const COMPUTER: bool = true;
    fn bundle() -> Bundle {
        Bundle::Game(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            route @ (Route::Play(..) | Route::Rules(_)) => GamePage(route).visit::<G>(),
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's puzzles, in a bundle of their own (the play page does not carry them).
#[derive(Debug)]
pub struct PuzzlePages<G>(PhantomData<G>);

impl<G: UiGame> Pages for PuzzlePages<G> {
    const COMPUTER: bool = true;
    fn bundle() -> Bundle {
        Bundle::Puzzles(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            Route::Puzzles(_, number) => G::puzzles_page(number),
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's lessons, in a bundle of their own.
#[derive(Debug)]
pub struct LearnPages<G>(PhantomData<G>);

impl<G: UiGame> Pages for LearnPages<G> {
    fn bundle() -> Bundle {
        Bundle::Learn(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            Route::Learn(_, id) => html! { <LearnPage<G> {id} /> },
            Route::Lesson(_, params) => html! { <LessonPage<G> {params} /> },
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's board and lesson editor: kept out of the Learn pages, which a
/// reader opens, while only an author opens this.
#[derive(Debug)]
pub struct EditorPages<G>(PhantomData<G>);

impl<G: UiGame> Pages for EditorPages<G> {
    fn bundle() -> Bundle {
        Bundle::Editor(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            Route::Editor(_, position) => html! { <EditorPage<G> {position} /> },
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's analysis board, in a bundle of its own.
#[derive(Debug)]
pub struct AnalysisPages<G>(PhantomData<G>);

impl<G: UiGame> Pages for AnalysisPages<G> {
    const COMPUTER: bool = true;
    fn bundle() -> Bundle {
        Bundle::Analysis(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            // A new address is a new analysis (the tree is the page's own).
            Route::Analysis(kind, params) => {
                let key = Route::Analysis(kind, params.clone()).to_hash();
                html! { <AnalysisPage<G> {key} {params} /> }
            }
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's study viewer, in a bundle of its own (the viewer of one line stays
/// light for the many boards of a tutorial).
#[derive(Debug)]
pub struct StudyPages<G>(PhantomData<G>);

impl<G: UiGame> Pages for StudyPages<G> {
    const EMBEDDED: bool = true;
    fn bundle() -> Bundle {
        Bundle::Study(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            Route::Study(_, params) => html! {
                <StudyViewer<G> data={AttrValue::from(params.study.clone().unwrap_or_default())} bad_theme={params.bad_theme.clone()} />
            },
            _ => html! { <NotFound /> },
        }
    }
}

/// A game's embeddable viewer: a bare board that replays a game.
#[derive(Debug)]
pub struct ViewerPages<G>(PhantomData<G>);

impl<G: UiGame> Pages for ViewerPages<G> {
    const EMBEDDED: bool = true;
    fn bundle() -> Bundle {
        Bundle::Viewer(G::KIND)
    }
    fn page(route: Route) -> Html {
        match route {
            Route::View(_, params) => html! { <Viewer<G> {params} /> },
            _ => html! { <NotFound /> },
        }
    }
}

/// The page of a game's route.
struct GamePage(Route);

impl UiVisitor for GamePage {
    type Output = Html;
    fn visit<G: UiGame>(self) -> Html {
        match self.0 {
            Route::Play(_, params) => html! { <PlayPage<G> {params} /> },
            Route::Rules(_) => html! { <RulesPage<G> /> },
            _ => html! { <NotFound /> },
        }
    }
}

/// The page for addresses that name no page.
#[component]
pub fn NotFound() -> Html {
    let lang = use_lang();
    html! {
        <section class="page narrow">
            <p>{ lang.t(Text::NotFound) }</p>
            <p><a href="#/">{ lang.t(Text::NavHome) }</a></p>
        </section>
    }
}
