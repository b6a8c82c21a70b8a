//! The component tree: [`App`] → header, and one page per route.

pub mod bilitaire;
pub mod board;
pub mod brandubh;
pub mod context;
pub mod example;
pub mod game;
mod home;
pub mod input;
mod panel;
pub mod play;
pub mod puzzles;
pub mod thud;
pub mod topquark;
pub mod viewer;
pub mod worker;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::agent::{AiWorker, WORKER_LOADER};
use crate::i18n::{Lang, Msg, Text};
use crate::state::{puzzle_count, Route, Theme};
use crate::storage;
use context::{theme_text, use_lang, LangContext, THEME_CHOICES};
use game::{game_name, visit_ui, UiGame, UiVisitor};
use play::PlayPage;
use viewer::Viewer;

pub use home::Home;

fn initial_lang() -> Lang {
    if let Some(lang) = storage::load_lang() {
        return lang;
    }
    let languages: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|v| v.as_string()).collect())
        .unwrap_or_default();
    Lang::negotiate(languages.iter().map(String::as_str))
}

/// The page of a game's route.
struct GamePage(Route);

impl UiVisitor for GamePage {
    type Output = Html;
    fn visit<G: UiGame>(self) -> Html {
        match self.0 {
            Route::Play(_, params) => html! { <PlayPage<G> {params} /> },
            Route::View(_, params) => html! { <Viewer<G> {params} /> },
            Route::Rules(_) => G::rules_page(),
            Route::Puzzles(_, number) => G::puzzles_page(number),
            Route::Home | Route::NotFound(_) => html! {},
        }
    }
}

/// The document title of a page.
fn page_title(lang: Lang, route: &Route) -> String {
    let app = lang.t(Text::AppName);
    match route {
        Route::Home | Route::NotFound(_) => format!("{app} — {}", lang.t(Text::Tagline)),
        Route::Play(kind, _) | Route::View(kind, _) => format!("{} — {app}", game_name(lang, *kind)),
        Route::Rules(kind) => format!(
            "{} — {app}",
            lang.say(Msg::RulesOf {
                game: &game_name(lang, *kind)
            })
        ),
        Route::Puzzles(kind, n) => format!(
            "{} {n} — {app}",
            lang.say(Msg::PuzzlesOf {
                game: &game_name(lang, *kind)
            })
        ),
    }
}

fn current_route() -> Route {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    Route::parse(&hash)
}

/// The whole app: language, the computer player's worker, the header and the page.
#[component]
pub fn App() -> Html {
    let lang = use_state(initial_lang);
    // One computer player for the whole app, started when first asked.
    let worker = use_state(|| AiWorker::new(WORKER_LOADER));
    let route = use_state(current_route);
    {
        let route = route.clone();
        use_effect_with((), move |_| {
            // A new page starts at its top (on a phone, with the board in view).
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "hashchange", move |_| {
                    route.set(current_route());
                    if let Some(w) = web_sys::window() {
                        w.scroll_to_with_x_and_y(0.0, 0.0);
                    }
                })
            });
            move || drop(listener)
        });
    }
    {
        let lang = *lang;
        use_effect_with((lang, (*route).clone()), move |(lang, route)| {
            let lang = *lang;
            if let Some(root) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.document_element())
            {
                let _ = root.set_attribute("lang", lang.code());
            }
            if let Some(doc) = web_sys::window().and_then(|w| w.document()) {
                doc.set_title(&page_title(lang, route));
            }
        });
    }
    let context = LangContext {
        lang: *lang,
        set: {
            let lang = lang.clone();
            Callback::from(move |l: Lang| {
                storage::save_lang(l);
                lang.set(l);
            })
        },
    };
    let page = match (*route).clone() {
        Route::Home => html! { <Home /> },
        Route::NotFound(_) => html! { <NotFound /> },
        // Keyed by the address, so that another game or link starts afresh.
        game_route @ (Route::Play(kind, _) | Route::View(kind, _) | Route::Rules(kind) | Route::Puzzles(kind, _)) => {
            let key = game_route.to_hash();
            html! { <div class="route" key={key}>{ visit_ui(kind, GamePage(game_route)) }</div> }
        }
    };
    // An embedded board shows nothing but itself.
    let embedded = matches!(*route, Route::View(..));
    html! {
        <ContextProvider<LangContext> {context}>
            <ContextProvider<AiWorker> context={(*worker).clone()}>
                if !embedded { <Header route={(*route).clone()} /> }
                <main id="main" class={classes!(embedded.then_some("embedded"))}>{ page }</main>
                if !embedded { <Footer /> }
            </ContextProvider<AiWorker>>
        </ContextProvider<LangContext>>
    }
}

/// Props of [`Header`].
#[derive(Debug, Properties, PartialEq)]
pub struct HeaderProps {
    /// The page shown.
    pub route: Route,
}

/// The site header: name, navigation and language switch.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let ctx = use_context::<LangContext>().expect("language context");
    let lang = ctx.lang;
    let game_links = match &props.route {
        Route::Play(kind, _) | Route::Rules(kind) | Route::View(kind, _) | Route::Puzzles(kind, _) => {
            let kind = *kind;
            html! {
                <>
                    <a href={format!("#/{kind}")} class={classes!(matches!(props.route, Route::Play(..)).then_some("active"))}>{ lang.t(Text::NavPlay) }</a>
                    <a href={format!("#/{kind}/rules")} class={classes!(matches!(props.route, Route::Rules(..)).then_some("active"))}>{ lang.t(Text::NavRules) }</a>
                    if puzzle_count(kind) > 0 {
                        <a href={Route::Puzzles(kind, 1).to_hash()} class={classes!(matches!(props.route, Route::Puzzles(..)).then_some("active"))}>{ lang.t(Text::NavPuzzles) }</a>
                    }
                </>
            }
        }
        _ => html! {},
    };
    let switch = Lang::ALL.iter().map(|&l| {
        let set = ctx.set.clone();
        html! {
            <button type="button" class={classes!("lang", (l == lang).then_some("active"))}
                aria-pressed={(l == lang).to_string()} onclick={move |_| set.emit(l)}>
                { l.code().to_uppercase() }
            </button>
        }
    });
    html! {
        <header class="site-header">
            <a class="brand" href="#/">
                <img src="icons/icon.svg" alt="" width="28" height="28" />
                <span>{ lang.t(Text::AppName) }</span>
            </a>
            <nav>
                <a href="#/" class={classes!(matches!(props.route, Route::Home).then_some("active"))}>{ lang.t(Text::NavHome) }</a>
                { game_links }
            </nav>
            <div class="langs" role="group" aria-label={lang.t(Text::LanguageLabel)}>{ for switch }</div>
        </header>
    }
}

/// The site footer: what the site is, and the choice of colours (the system's,
/// light or dark), remembered in this browser.
#[component]
pub fn Footer() -> Html {
    let lang = use_lang();
    let theme = use_state(storage::load_theme);
    {
        // A choice made in another tab shows here too (index.html applies it).
        let theme = theme.clone();
        use_effect_with((), move |_| {
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "storage", move |_| theme.set(storage::load_theme())));
            move || drop(listener)
        });
    }
    let choices = THEME_CHOICES.map(|choice| {
        let label = theme_text(choice, Text::ThemeSystem);
        let on = *theme == choice;
        let theme = theme.clone();
        let pick = move |_| {
            storage::save_theme(choice);
            theme.set(choice);
        };
        html! {
            <button type="button" class={classes!("small", on.then_some("active"))} aria-pressed={on.to_string()}
                name={format!("theme-{}", choice.map_or("system", Theme::name))} onclick={pick}>{ lang.t(label) }</button>
        }
    });
    html! {
        <footer class="site-footer">
            <p>{ lang.t(Text::Footer) }</p>
            <div class="theme-switch" role="group" aria-label={lang.t(Text::ThemeLabel)}>
                <span>{ lang.t(Text::ThemeLabel) }{ ":" }</span>{ for choices }
            </div>
        </footer>
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
