//! The Learn page of a game (`#/<game>/learn`, each lesson at
//! `#/<game>/learn/<id>`): its course of lessons (data of the engine,
//! [`abstrakta_engine::lesson`]), one idea each. The player makes the moves;
//! the engine judges each against the lesson's goal, not against one answer: a
//! move that misses it is taken back with a sentence why (an illegal one gets
//! the engine's reason from the board), and the other side answers from the
//! lesson's script. Hints, "show me", the lesson's arrows, a word after success,
//! and the lessons learnt are remembered in this browser.

mod texts;

use std::rc::Rc;

use abstrakta_engine::lesson::{parse_lessons, Lesson, Texts};
use yew::prelude::*;

use super::board::{BoardProps, Drawable};
use super::context::use_lang;
use super::game::{arrow_cells, move_marks, UiGame};
use super::input::use_move_input;
use crate::i18n::{quoted, Lang, Msg};
use crate::state::Route;
use crate::storage;
use texts::{LearnMsg, LearnText};

/// A text of a lesson in `lang`, or in the other language when the author gave
/// only that one.
fn say(lang: Lang, texts: &Texts) -> String {
    let (mine, other) = match lang {
        Lang::En => (&texts.en, &texts.cs),
        Lang::Cs => (&texts.cs, &texts.en),
    };
    if mine.is_empty() { other } else { mine }.clone()
}

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
            <LessonView<G> {key} lesson={lesson} number={index + 1} total={lessons.len()} next={next} on_learnt={on_learnt} />
            <aside class="panel learn-list">
                <h1>{ lang.say(Msg::LearnOf { game: &G::name(lang) }) }</h1>
                if let Some(text) = stored_error {
                    <p class="notice error" role="alert" data-testid="learnt-error">{ text }</p>
                }
                if let Some(id) = missing {
                    <p class="notice error" role="alert">{ lang.say(LearnMsg::NoLesson { id: &quoted(&id) }) }</p>
                }
                <h2>{ lang.t(LearnText::Lessons) }</h2>
                <ol class="lessons">{ for items }</ol>
                if all_learnt { <p data-testid="course-done">{ lang.t(LearnText::CourseDone) }</p> }
            </aside>
        </section>
    }
}

/// Props of [`LessonView`].
#[derive(Properties)]
struct LessonViewProps {
    lesson: Rc<Lesson>,
    number: usize,
    total: usize,
    next: Option<String>,
    on_learnt: Callback<String>,
}

impl PartialEq for LessonViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.lesson, &other.lesson)
            && (self.number, self.total, &self.next) == (other.number, other.total, &other.next)
    }
}

/// Where a lesson stands: the position, the step, the moves played.
#[derive(Clone, PartialEq)]
struct Run<G: UiGame> {
    pos: G,
    /// The position before the last move, and the move, for its marks.
    last: Option<(G, G::Move)>,
    step: usize,
    /// Moves played since the start (the player's and the replies).
    played: usize,
    /// What the page says of the last move (true: it met the goal).
    said: Option<(bool, String)>,
    hints: usize,
    /// The move "show me" found for the step (searched once, when asked).
    shown: Option<G::Move>,
}

impl<G: UiGame> Run<G> {
    /// The lesson at its start.
    fn new(pos: G) -> Self {
        Run {
            pos,
            last: None,
            step: 0,
            played: 0,
            said: None,
            hints: 0,
            shown: None,
        }
    }
}

/// One lesson played on the board.
#[component]
fn LessonView<G: UiGame>(props: &LessonViewProps) -> Html {
    let lang = use_lang();
    let lesson = props.lesson.clone();
    let start = use_memo(lesson.clone(), |l| l.start::<G>().map_err(|e| e.to_string()));
    let run = {
        let start = start.clone();
        use_state(move || start.as_ref().as_ref().ok().map(|pos| Run::new(pos.clone())))
    };
    let Some(current) = (*run).clone() else {
        let reason = start.as_ref().as_ref().err().cloned().unwrap_or_default();
        return html! { <div class="board-wrap"><p class="notice error" role="alert">{ lang.say(LearnMsg::CourseError { reason: &reason }) }</p></div> };
    };
    // The step to play; none once the lesson is done.
    let step = lesson.steps.get(current.step).cloned();
    let done = step.is_none();
    let on_move = {
        let (run, lesson, current, on_learnt) = (run.clone(), lesson.clone(), current.clone(), props.on_learnt.clone());
        Callback::from(move |m: G::Move| {
            let Some(step) = lesson.steps.get(current.step) else {
                return;
            };
            let mut next = current.clone();
            if !step.goal.accepts(&current.pos, m) {
                next.said = Some((
                    false,
                    lang.say(LearnMsg::NotTheGoal {
                        mv: &current.pos.move_to_text(m),
                        task: &say(lang, &step.task),
                    }),
                ));
                run.set(Some(next));
                return;
            }
            next.played += 1;
            let mut pos = current.pos.clone();
            pos.play_unchecked(m);
            next.last = Some((current.pos.clone(), m));
            let mut said = lang.t(LearnText::Good).to_string();
            if let Some(reply) = &step.reply {
                if let Ok(r) = pos.parse_move(reply) {
                    if let Ok(after) = pos.clone().play(r) {
                        next.played += 1;
                        said = format!(
                            "{said} {}",
                            lang.say(LearnMsg::Answered {
                                mv: &pos.move_to_text(r)
                            })
                        );
                        next.last = Some((pos.clone(), r));
                        pos = after;
                    }
                }
            }
            next.pos = pos;
            next.step += 1;
            next.hints = 0;
            next.shown = None;
            next.said = Some((true, said));
            if next.step >= lesson.steps.len() {
                on_learnt.emit(lesson.id.clone());
            }
            run.set(Some(next));
        })
    };
    let live = !done;
    let input = use_move_input::<G>(lang, &current.pos, live, current.played, on_move);
    // The lesson's arrows for the step, and the goal's move when asked.
    let mut arrows: Vec<Vec<_>> = Vec::new();
    if let Some(step) = &step {
        arrows.extend(current.shown.and_then(|m| arrow_cells(&current.pos, m)));
        for text in &step.arrows {
            if let Some(cells) = current
                .pos
                .parse_move(text)
                .ok()
                .and_then(|m| arrow_cells(&current.pos, m))
            {
                arrows.push(cells);
            }
        }
    }
    let (last, removed, motion) = current
        .last
        .as_ref()
        .map(|(before, m)| move_marks(before, *m))
        .unwrap_or_default();
    let board = G::board(input.board(BoardProps {
        drawable: Drawable {
            last,
            removed,
            motion,
            arrows,
            ..Drawable::default()
        },
        ..BoardProps::still(current.pos.clone(), true)
    }));
    let hint = {
        let (run, current) = (run.clone(), current.clone());
        Callback::from(move |_: MouseEvent| {
            run.set(Some(Run {
                hints: current.hints + 1,
                ..current.clone()
            }))
        })
    };
    // The goal's move, searched once (a `win-in` goal runs the proof search).
    let show_me = {
        let (run, current, step) = (run.clone(), current.clone(), step.clone());
        Callback::from(move |_: MouseEvent| {
            let shown = step.as_ref().and_then(|s| s.goal.solution(&current.pos));
            run.set(Some(Run {
                shown,
                ..current.clone()
            }))
        })
    };
    let again = {
        let (run, start) = (run.clone(), start.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(pos) = start.as_ref() {
                run.set(Some(Run::new(pos.clone())));
            }
        })
    };
    let hints: Vec<String> = step
        .as_ref()
        .map(|s| s.hints.iter().take(current.hints).map(|h| say(lang, h)).collect())
        .unwrap_or_default();
    let more_hints = step.as_ref().is_some_and(|s| current.hints < s.hints.len());
    html! {
        <>
            <div class="board-wrap">{ board }</div>
            <div class="panel lesson" data-testid="lesson" data-lesson={lesson.id.clone()}>
                <p class="muted">{ lang.say(LearnMsg::LessonOf { n: &props.number, total: &props.total }) }</p>
                <h2>{ say(lang, &lesson.title) }</h2>
                if let Some(step) = &step {
                    <p class="lesson-task" data-testid="lesson-task">{ say(lang, &step.task) }</p>
                }
                if let Some((good, text)) = &current.said {
                    <p class={classes!("lesson-said", if *good { "good" } else { "missed" })} role="status" data-testid="lesson-said">{ text.clone() }</p>
                }
                { input.boxes.clone() }
                if done {
                    <p class="lesson-done" data-testid="lesson-done"><strong>{ lang.t(LearnText::LessonDone) }</strong>{ " " }{ say(lang, &lesson.done) }</p>
                    <p class="row">
                        if let Some(next) = &props.next {
                            <a class="button primary" href={next.clone()} data-testid="next-lesson">{ lang.t(LearnText::Next) }</a>
                        }
                        <button type="button" name="again" onclick={again.clone()}>{ lang.t(LearnText::Again) }</button>
                    </p>
                } else {
                    <p class="row">
                        <button type="button" name="lesson-hint" onclick={hint} disabled={!more_hints}>{ lang.t(LearnText::Hint) }</button>
                        <button type="button" name="show-me" onclick={show_me}>{ lang.t(LearnText::ShowMe) }</button>
                        if current.played > 0 {
                            <button type="button" name="again" onclick={again}>{ lang.t(LearnText::Again) }</button>
                        }
                    </p>
                    for text in hints { <p class="lesson-hint" data-testid="lesson-hint">{ text }</p> }
                }
            </div>
        </>
    }
}
