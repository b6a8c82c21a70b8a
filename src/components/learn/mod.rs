//! The Learn page of a game (`#/<game>/learn`, each lesson at
//! `#/<game>/learn/<id>`): its course of lessons (data of the engine,
//! [`abstrakta_engine::lesson`]), one idea each. The player makes the moves;
//! the engine judges each against the lesson's goal, not against one answer: a
//! move that misses it is taken back with a sentence why (an illegal one gets
//! the engine's reason from the board), and the other side answers from the
//! lesson's script. Hints, "show me", the lesson's arrows, a word after success,
//! and the lessons learnt are remembered in this browser.

mod editor;
mod single;
mod texts;
mod view;

use std::rc::Rc;

use abstrakta_engine::lesson::parse_lessons;
use yew::prelude::*;

use super::context::use_lang;
use super::game::UiGame;
use super::later::Later;
use crate::i18n::{quoted, Msg};
use crate::state::Route;
use crate::storage;
pub use editor::EditorPage;
pub use single::LessonPage;
use texts::{LearnMsg, LearnText};
use view::{say, LessonView};

/// Props of [`LearnPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct LearnPageProps {
    /// The lesson shown (the first when `None`).
    #[prop_or_default]
    pub id: Option<String>,
}

/// The Learn page of game `G`: the list of its lessons and the one shown.
#[component]
pub fn LearnPage<G: UiGame>(props: &LearnPageProps) -> Html {
    let lang = use_lang();
    let course = use_memo((), |()| {
        parse_lessons(G::LESSONS).map(|l| l.into_iter().map(Rc::new).collect::<Vec<_>>())
    });
    let learnt = use_state(|| storage::load_learnt(G::KIND));
    let lessons = match &*course {
        Ok(lessons) if !lessons.is_empty() => lessons,
        Ok(_) => {
            return html! { <section class="page narrow"><h1>{ lang.say(Msg::LearnOf { game: &G::name(lang) }) }</h1></section> }
        }
        Err(e) => {
            return html! {
                <section class="page narrow"><p class="notice error" role="alert">{ lang.say(LearnMsg::CourseError { reason: &e.to_string() }) }</p></section>
            }
        }
    };
    let found = props
        .id
        .as_ref()
        .and_then(|id| lessons.iter().position(|l| &l.id == id));
    let index = found.unwrap_or(0);
    let missing = props.id.clone().filter(|_| found.is_none());
    let lesson = lessons[index].clone();
    let key = lesson.id.clone();
    let next = lessons
        .get(index + 1)
        .map(|l| Route::Learn(G::KIND, Some(l.id.clone())).to_hash());
    let on_learnt = {
        let learnt = learnt.clone();
        Callback::from(move |id: String| {
            let mut list = (*learnt).clone().unwrap_or_default();
            if !list.contains(&id) {
                list.push(id);
                storage::save_learnt(G::KIND, &list);
                learnt.set(Ok(list));
            }
        })
    };
    // A stored list that does not read is kept aside and said.
    let stored_error = (*learnt).as_ref().err().map(|e| {
        lang.say(LearnMsg::StoredError {
            reason: &e.reason,
            key: &e.backup_key,
        })
    });
    let learnt = (*learnt).clone().unwrap_or_default();
    let all_learnt = lessons.iter().all(|l| learnt.contains(&l.id));
    let items = lessons.iter().enumerate().map(|(i, l)| {
        let done = learnt.contains(&l.id);
        html! {
            <li class={classes!((i == index).then_some("current"), done.then_some("learnt"))} data-lesson={l.id.clone()}>
                <a href={Route::Learn(G::KIND, Some(l.id.clone())).to_hash()} aria-current={(i == index).then_some("page")}>
                    { say(lang, &l.title) }
                </a>
                if done { <span class="learnt-mark" title={lang.t(LearnText::Learnt)}>{ " ✓" }<span class="sr-only">{ lang.t(LearnText::Learnt) }</span></span> }
            </li>
        }
    });
    html! {
        <section class="page learn" data-game={G::KIND.id()}>
            // The lesson (its text, then its board) a step after the page.
            <Later><LessonView<G> {key} lesson={lesson} place={Some((index + 1, lessons.len()))} next={next} on_learnt={on_learnt} /></Later>
            <aside class="panel learn-list">
                <h1>{ lang.say(Msg::LearnOf { game: &G::name(lang) }) }</h1>
                if let Some(text) = stored_error {
                    <p class="notice error" role="alert" data-testid="learnt-error">{ text }</p>
                }
                if let Some(id) = missing {
                    <p class="notice error" role="alert">{ lang.say(LearnMsg::NoLesson { id: &quoted(&id) }) }</p>
                }
                // The list of lessons a step after the lesson.
                <Later>
                <h2>{ lang.t(LearnText::Lessons) }</h2>
                <ol class="lessons">{ for items }</ol>
                if all_learnt { <p data-testid="course-done">{ lang.t(LearnText::CourseDone) }</p> }
                </Later>
                <p><a href={Route::Editor(G::KIND, None).to_hash()} data-testid="editor-link">{ lang.t(LearnText::MakeLesson) }</a></p>
            </aside>
        </section>
    }
}
