//! One lesson on a page of its own (`#/<game>/lesson?data=…` or `?id=…`): an
//! author's lesson carried in the address, or one of the course, to link to or
//! to embed (`embed=1`: without the site's header). A lesson from an address is
//! unpacked (raw deflate in base64url: `abstrakta lesson link` writes it), read
//! and played through by the engine before it is shown, so that a malformed,
//! oversized or unplayable one gets a clear error and nothing else. Nothing is
//! stored from this page. The page around a frame hears `ready`, `move`,
//! `lesson-complete` and `error`, and may send `start-lesson`.

use std::rc::Rc;

use abstrakta_engine::lesson::{parse_lessons, Lesson};
use abstrakta_engine::link::LinkError;
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use super::texts::{LearnMsg, LearnText};
use super::view::LessonView;
use crate::components::context::use_lang;
use crate::components::game::UiGame;
use crate::components::host::{self, use_host_commands};
use crate::components::pack::unpack;
use crate::i18n::{quoted, Lang, Msg};
use crate::state::{HostCommand, HostError, LessonParams, LessonSource, Route};

/// Why a lesson asked for could not be shown.
#[derive(Clone, Debug, PartialEq)]
enum Refusal {
    /// The address names no lesson.
    Nothing,
    /// The course has no lesson of this identifier.
    NoSuchLesson(String),
    /// The address's data does not unpack.
    Link(LinkError),
    /// The text holds not one lesson but this many.
    Count(usize),
    /// The text is not a lesson of this game that plays through.
    Lesson(String),
}

impl Refusal {
    fn text(&self, lang: Lang, game: &str) -> String {
        match self {
            Refusal::Nothing => lang.t(LearnText::NoLessonGiven).to_string(),
            Refusal::NoSuchLesson(id) => lang.say(LearnMsg::NoSuchLesson {
                id: &quoted(id),
                game: &game,
            }),
            Refusal::Link(e) => lang.say(LearnMsg::BadLink { reason: &e.to_string() }),
            Refusal::Count(n) => lang.say(LearnMsg::LessonCount { n }),
            Refusal::Lesson(reason) => lang.say(LearnMsg::BadLesson { reason }),
        }
    }
}

/// What the page shows.
#[derive(Clone, Debug, PartialEq)]
enum Loaded {
    /// The address's lesson is being unpacked.
    Waiting,
    /// The lesson, read and played through.
    Ready(Rc<Lesson>),
    /// Why no lesson is shown.
    Refused(Refusal),
}

/// Reads `text` as one lesson of `G` and plays it through.
fn read_lesson<G: UiGame>(text: &str) -> Loaded {
    let mut lessons = match parse_lessons(text) {
        Ok(lessons) => lessons,
        Err(e) => return Loaded::Refused(Refusal::Lesson(e.to_string())),
    };
    if lessons.len() != 1 {
        return Loaded::Refused(Refusal::Count(lessons.len()));
    }
    let lesson = lessons.remove(0);
    if lesson.game != G::KIND {
        return Loaded::Refused(Refusal::Lesson(format!(
            "lesson {}: a lesson of {}, not of {}",
            lesson.id,
            lesson.game,
            G::KIND
        )));
    }
    // The computer's replies are found by the worker as the lesson is played;
    // any legal one stands for them here.
    match lesson.check_with::<G>(&abstrakta_engine::lesson::any_reply::<G>) {
        Ok(_) => Loaded::Ready(Rc::new(lesson)),
        Err(e) => Loaded::Refused(Refusal::Lesson(e.to_string())),
    }
}

/// The lesson of `G`'s course called `id`.
fn course_lesson<G: UiGame>(id: &str) -> Loaded {
    let found = parse_lessons(G::LESSONS)
        .ok()
        .and_then(|lessons| lessons.into_iter().find(|l| l.id == id));
    match found {
        Some(lesson) => Loaded::Ready(Rc::new(lesson)),
        None => Loaded::Refused(Refusal::NoSuchLesson(id.to_string())),
    }
}

/// Props of [`LessonPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct LessonPageProps {
    /// What the address carries.
    pub params: LessonParams,
}

/// One lesson of game `G` on a page of its own.
#[component]
pub fn LessonPage<G: UiGame>(props: &LessonPageProps) -> Html {
    let lang = use_lang();
    let loaded = use_state(|| Loaded::Waiting);
    {
        let loaded = loaded.clone();
        use_effect_with(props.params.clone(), move |params| match (&params.data, &params.id) {
            (Some(data), _) => {
                let data = data.clone();
                spawn_local(async move {
                    loaded.set(match unpack(&data).await {
                        Ok(text) => read_lesson::<G>(&text),
                        Err(e) => Loaded::Refused(Refusal::Link(e)),
                    })
                });
            }
            (None, Some(id)) => loaded.set(course_lesson::<G>(id)),
            (None, None) => loaded.set(Loaded::Refused(Refusal::Nothing)),
        });
    }
    // The page around a frame may start another lesson; only what is shown changes.
    use_host_commands({
        let loaded = loaded.clone();
        Callback::from(move |command: HostCommand| match command {
            HostCommand::StartLesson(LessonSource::Course(id)) => loaded.set(course_lesson::<G>(&id)),
            HostCommand::StartLesson(LessonSource::Text(text)) => loaded.set(read_lesson::<G>(&text)),
            HostCommand::Goto(_) => host::post_error(&HostError::NotHere("goto").to_string()),
            HostCommand::Show { .. } => host::post_error(&HostError::NotHere("show").to_string()),
            HostCommand::Variation(_) => host::post_error(&HostError::NotHere("variation").to_string()),
        })
    });
    // The page around a frame hears what is shown, or why nothing is.
    use_effect_with(((*loaded).clone(), lang), move |(loaded, lang)| match loaded {
        Loaded::Ready(lesson) => host::post(
            "ready",
            &[
                ("page", JsValue::from_str("lesson")),
                ("game", JsValue::from_str(G::KIND.id())),
                ("lesson", JsValue::from_str(&lesson.id)),
            ],
        ),
        Loaded::Refused(refusal) => host::post_error(&refusal.text(*lang, G::name(*lang))),
        Loaded::Waiting => {}
    });
    let course = Route::Learn(G::KIND, None).to_hash();
    let body = match &*loaded {
        Loaded::Waiting => html! { <p class="muted" role="status">{ lang.t(LearnText::Unpacking) }</p> },
        Loaded::Refused(refusal) => html! {
            <div class="panel">
                <p class="notice error" role="alert" data-testid="lesson-error">{ refusal.text(lang, G::name(lang)) }</p>
                <p><a href={course.clone()}>{ lang.say(Msg::LearnOf { game: &G::name(lang) }) }</a></p>
            </div>
        },
        Loaded::Ready(lesson) => {
            // Keyed by the lesson, so that another one starts afresh.
            let key = format!("{}:{}", lesson.id, Rc::as_ptr(lesson) as usize);
            html! { <LessonView<G> {key} lesson={lesson.clone()} place={None::<(usize, usize)>} next={None::<String>} on_learnt={Callback::noop()} /> }
        }
    };
    html! {
        <section class={classes!("page", "learn", "single", props.params.embed.then_some("embed-lesson"))} data-game={G::KIND.id()}>
            { body }
            if !props.params.embed {
                <p class="course-link"><a href={course}>{ lang.say(Msg::LearnOf { game: &G::name(lang) }) }</a></p>
            }
        </section>
    }
}
