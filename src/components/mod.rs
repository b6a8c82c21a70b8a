//! The component tree: [`App`] → header, and one page per route.

pub mod analysis;
pub mod bilitaire;
pub mod board;
pub mod brandubh;
mod bundle;
pub mod context;
pub mod example;
pub mod game;
mod home;
pub mod host;
pub mod input;
pub mod later;
pub mod learn;
pub mod pack;
mod panel;
pub mod play;
pub mod puzzles;
pub mod rules_page;
pub mod study_view;
pub mod thud;
pub mod topquark;
pub mod viewer;
pub mod worker;

use gloo_events::EventListener;
use yew::prelude::*;

use crate::agent::{AiWorker, WORKER_LOADER};
use crate::i18n::{Lang, Msg, Text};
use crate::state::{puzzle_count, Bundle, Route, Theme};
use crate::storage;
use context::{theme_text, use_lang, LangContext, THEME_CHOICES};
use game::game_name;

use bundle::NotFound;
pub use bundle::{
    AnalysisPages, EditorPages, GamePages, HomePages, LearnPages, Pages, PuzzlePages, StudyPages, ViewerPages,
};
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

/// The document title of a page.
fn page_title(lang: Lang, route: &Route) -> String {
    let app = lang.t(Text::AppName);
    match route {
        Route::Home | Route::NotFound(_) => format!("{app} — {}", lang.t(Text::Tagline)),
        Route::Play(kind, _) | Route::View(kind, _) => format!("{} — {app}", game_name(lang, *kind)),
        Route::Analysis(kind, _) | Route::Study(kind, _) => format!(
            "{} — {app}",
            lang.say(Msg::AnalysisOf {
                game: &game_name(lang, *kind)
            })
        ),
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
        Route::Learn(kind, _) | Route::Lesson(kind, _) | Route::Editor(kind, _) => format!(
            "{} — {app}",
            lang.say(Msg::LearnOf {
                game: &game_name(lang, *kind)
            })
        ),
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

fn current_route() -> Route {
    Route::parse(&current_hash())
}

/// The key (session storage) of the address last reloaded for another bundle.
const RELOADED_KEY: &str = "abstrakta.reloaded";

/// Starts bundle `P` in the page: the loading frame of `index.html` gives way to
/// the app, which then tells the page that it has started (index.html registers
/// its offline support on that event).
pub fn start<P: Pages>() {
    console_error_panic_hook::set_once();
    // The page is drawn two tasks after the bundle has started: its
    // instantiation, the checks of the address, and the first drawing (with the
    // code of the drawing compiled on its first call) are tasks of their own,
    // each short, not one long task.
    gloo_timers::callback::Timeout::new(0, || {
        if Bundle::of(&current_hash()) == P::bundle() {
            if let Some(session) = web_sys::window().and_then(|w| w.session_storage().ok().flatten()) {
                let _ = session.remove_item(RELOADED_KEY);
            }
        }
        gloo_timers::callback::Timeout::new(0, draw::<P>).forget();
    })
    .forget();
}

/// Draws the app of bundle `P`, a step after its root (a [`later::Later`]): the
/// first drawing runs much of Yew's own code for the first time (the browser
/// compiles each wasm function on its first call, on the page's thread), the
/// next one the app's, the one after the header, each a short task
/// (docs/benchmarks.md, "No long task at the start"). An embeddable
/// viewer, whose bundle must stay small, does the same with less code: its
/// app's first drawing is only a `Later`, which draws the rest a step after.
/// The loading frame of `index.html` stays until the header takes its place
/// (an embedded page has it taken off at once).
fn draw<P: Pages>() {
    if embedded::<P>() {
        remove_loading_frame();
    }
    if P::EMBEDDED {
        yew::Renderer::<App<P>>::new().render();
    } else {
        yew::Renderer::<later::Later>::with_props(later::LaterProps {
            children: html! { <App<P> /> },
        })
        .render();
    }
    if let Some(window) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new("abstrakta-started") {
            let _ = window.dispatch_event(&event);
        }
    }
}

/// Takes the loading frame of `index.html` off the page (once the app's first
/// part is drawn in the same task, so that no blank page is painted between).
fn remove_loading_frame() {
    if let Some(frame) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("loading"))
    {
        frame.remove();
    }
}

/// Whether the page should reload for the bundle that draws `hash`: not when it
/// was just reloaded for the same address (the loader then chose this bundle, and
/// reloading again would loop).
fn reload_for(hash: &str) -> bool {
    let session = web_sys::window().and_then(|w| w.session_storage().ok().flatten());
    let Some(session) = session else {
        return false;
    };
    if session.get_item(RELOADED_KEY).ok().flatten().as_deref() == Some(hash) {
        let _ = session.remove_item(RELOADED_KEY);
        return false;
    }
    session.set_item(RELOADED_KEY, hash).is_ok()
}

/// A page of another bundle: reloads, so that the loader fetches that bundle
/// (the game in progress is saved in this browser).
#[component]
fn Elsewhere() -> Html {
    let lang = use_lang();
    let reloading = use_state(|| true);
    {
        let reloading = reloading.clone();
        use_effect_with((), move |_| {
            let hash = current_hash();
            match web_sys::window() {
                Some(window) if reload_for(&hash) => {
                    let _ = window.location().reload();
                }
                _ => reloading.set(false),
            }
        });
    }
    if !*reloading {
        return html! { <NotFound /> };
    }
    html! {
        <section class="page narrow" role="status">
            <p><span class="spinner" aria-hidden="true"></span>{ " " }{ lang.t(Text::Loading) }</p>
        </section>
    }
}

/// Whether bundle `P` draws the page for a frame: a viewer, or any page whose
/// address asks for it (`embed=1`: a lesson, a puzzle in a tutorial's frame).
fn embedded<P: Pages>() -> bool {
    P::EMBEDDED || embed_asked(&current_hash())
}

/// Whether an address asks to be drawn for a frame (`embed=1` in its query).
fn embed_asked(hash: &str) -> bool {
    hash.split_once('?')
        .is_some_and(|(_, query)| query.split('&').any(|pair| pair == "embed=1"))
}

/// The whole app of bundle `P`: language, the computer player's worker, the
/// header and the page (a page of another bundle reloads into it).
#[component]
pub fn App<P: Pages>() -> Html {
    let lang = use_state(initial_lang);
    // One computer player for the whole app, started when first asked.
    let worker = use_state(|| P::COMPUTER.then(|| AiWorker::new(WORKER_LOADER)));
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
    let page = if Bundle::of(&current_hash()) != P::bundle() {
        html! { <Elsewhere /> }
    } else {
        // Keyed by the address, so that another game or link starts afresh.
        let key = route.to_hash();
        html! { <div class="route" key={key}>{ P::page((*route).clone()) }</div> }
    };
    // An embedded board shows nothing but itself.
    let body = if embedded::<P>() {
        html! { <main id="main" class="embedded"><later::Later>{ page }</later::Later></main> }
    } else {
        html! {
            <>
                // The header a step after the app (see `draw`).
                <later::Later><Header route={(*route).clone()} /></later::Later>
                <main id="main"><later::Later>{ page }</later::Later></main>
                <later::Later><Footer /></later::Later>
            </>
        }
    };
    let body = match &*worker {
        Some(worker) => {
            html! { <ContextProvider<AiWorker> context={worker.clone()}>{ body }</ContextProvider<AiWorker>> }
        }
        None => body,
    };
    let app = html! {
        <ContextProvider<LangContext> {context}>{ body }</ContextProvider<LangContext>>
    };
    if P::EMBEDDED {
        // A viewer's app a step after its first drawing (see `draw`).
        html! { <later::Later>{ app }</later::Later> }
    } else {
        app
    }
}

/// Props of [`Header`].
#[derive(Debug, Properties, PartialEq)]
pub struct HeaderProps {
    /// The page shown.
    pub route: Route,
}

/// The site's logo, `icons/icon.svg` (the icon of the installed app) as markup
/// in the header, sized by an outer `<svg>` (the file's own fills it). As an
/// `<img>` the browser made a document of its own for it on the page's thread
/// when it arrived (18–25 ms of the header's step on a slow phone,
/// docs/benchmarks.md); inline it is a few elements of the page.
const LOGO: &str = concat!(
    r#"<svg class="logo" width="28" height="28" aria-hidden="true" focusable="false">"#,
    include_str!("../../icons/icon.svg"),
    "</svg>"
);

/// The site header: name, navigation and language switch.
#[component]
pub fn Header(props: &HeaderProps) -> Html {
    let ctx = use_context::<LangContext>().expect("language context");
    let lang = ctx.lang;
    // In place of the loading frame's header, in the same task.
    use_effect_with((), |_| remove_loading_frame());
    let game_links = match &props.route {
        Route::Play(kind, _)
        | Route::Rules(kind)
        | Route::View(kind, _)
        | Route::Analysis(kind, _)
        | Route::Puzzles(kind, _)
        | Route::Learn(kind, _)
        | Route::Editor(kind, _) => {
            let kind = *kind;
            html! {
                <>
                    <a href={format!("#/{kind}")} class={classes!(matches!(props.route, Route::Play(..)).then_some("active"))}>{ lang.t(Text::NavPlay) }</a>
                    <a href={Route::Learn(kind, None).to_hash()} class={classes!(matches!(props.route, Route::Learn(..)).then_some("active"))}>{ lang.t(Text::NavLearn) }</a>
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
                { l.code().to_ascii_uppercase() }
            </button>
        }
    });
    html! {
        <header class="site-header">
            <a class="brand" href="#/">
                { Html::from_html_unchecked(AttrValue::Static(LOGO)) }
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
