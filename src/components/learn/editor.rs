//! The board and lesson editor of a game (`#/<game>/editor?position=…`): the
//! way an author makes the diagrams and lessons of a tutorial.
//!
//! Setting up: a piece chosen from the game's palette is put on the square
//! clicked (or chosen by keyboard); the side to move, the rule options and the
//! position text itself can be changed too. The engine says at once whether the
//! position is valid and why not; a valid one gives its text, a link to play
//! from it, one to the viewer, and the viewer's embed code.
//!
//! Recording a lesson: from the position, the author plays the player's move,
//! then the other side's reply, and so on; each move of the player is a step,
//! whose goal is that move or what it does (a capture, a win, any move, the end
//! of the round). With the texts written, the engine checks the lesson as
//! `abstrakta lesson check` does, and a valid one gets its link (the lesson
//! packed in the address) and its embed code.

use std::rc::Rc;

use abstrakta_engine::lesson::{Goal, Lesson, Step, Texts};
use abstrakta_engine::Side;
use wasm_bindgen_futures::spawn_local;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::pack::pack;
use super::texts::{EditMsg, EditText};
use crate::components::board::{BoardEvents, BoardProps, Cell, Drawable, Movable};
use crate::components::context::use_lang;
use crate::components::game::{move_marks, UiGame};
use crate::components::input::use_move_input;
use crate::components::later::Later;
use crate::i18n::Lang;
use crate::state::{LessonParams, PlayParams, Route, TextGrid};

/// Props of [`EditorPage`].
#[derive(Debug, Properties, PartialEq)]
pub struct EditorProps {
    /// The position to start from (the game's start when `None`).
    #[prop_or_default]
    pub position: Option<String>,
}

/// What a recorded step asks of the player's move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum GoalKind {
    /// The move played.
    #[default]
    Move,
    /// Any capture.
    Capture,
    /// Any move that wins at once.
    Win,
    /// Any legal move.
    Any,
    /// Any move that ends the round.
    End,
}

impl GoalKind {
    const ALL: [(GoalKind, &'static str, EditText); 5] = [
        (GoalKind::Move, "move", EditText::GoalMove),
        (GoalKind::Capture, "capture", EditText::GoalCapture),
        (GoalKind::Win, "win", EditText::GoalWin),
        (GoalKind::Any, "any", EditText::GoalAny),
        (GoalKind::End, "end", EditText::GoalEnd),
    ];

    fn goal(self, played: &str) -> Goal {
        match self {
            GoalKind::Move => Goal::Move(played.to_string()),
            GoalKind::Capture => Goal::Capture(1),
            GoalKind::Win => Goal::Win,
            GoalKind::Any => Goal::Any,
            GoalKind::End => Goal::End,
        }
    }
}

/// What the author writes for a step.
#[derive(Clone, Debug, Default, PartialEq)]
struct StepDraft {
    goal: GoalKind,
    task: [String; 2],
    hint: [String; 2],
    arrows: String,
    marks: String,
}

/// The lesson being written.
#[derive(Clone, Debug, PartialEq)]
struct Draft {
    id: String,
    title: [String; 2],
    done: [String; 2],
    steps: Vec<StepDraft>,
}

impl Default for Draft {
    fn default() -> Self {
        Draft {
            id: "my-lesson".into(),
            title: Default::default(),
            done: Default::default(),
            steps: Vec::new(),
        }
    }
}

fn texts([en, cs]: &[String; 2]) -> Texts {
    Texts {
        en: en.trim().to_string(),
        cs: cs.trim().to_string(),
    }
}

/// The lesson of `draft` played as `moves` (the player's, then the replies)
/// from `position`.
fn lesson_of<G: UiGame>(draft: &Draft, position: &str, rules: &str, moves: &[String]) -> Lesson {
    let steps = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            let d = draft.steps.get(i).cloned().unwrap_or_default();
            Step {
                goal: d.goal.goal(&pair[0]),
                task: texts(&d.task),
                hints: [texts(&d.hint)].into_iter().filter(|t| !t.is_empty()).collect(),
                arrows: d.arrows.split_whitespace().map(str::to_string).collect(),
                marks: d.marks.split_whitespace().map(str::to_string).collect(),
                reply: pair.get(1).cloned(),
                line: 0,
            }
        })
        .collect();
    Lesson {
        id: draft.id.trim().to_string(),
        game: G::KIND,
        rules: rules.trim().to_string(),
        position: position.trim().to_string(),
        title: texts(&draft.title),
        steps,
        done: texts(&draft.done),
        line: 0,
    }
}

/// The site's address without its fragment, for links made here.
fn site() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// An `<iframe>` of `src`, escaped for HTML.
fn iframe(src: &str, (width, height): (u32, u32), title: &str) -> String {
    let escape = |t: &str| t.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;");
    format!(
        "<iframe src=\"{}\" width=\"{width}\" height=\"{height}\" title=\"{}\" loading=\"lazy\" style=\"border:0\"></iframe>",
        escape(src),
        escape(title)
    )
}

/// A text input bound to `value`, reporting each change.
fn field(name: &str, label: &str, value: &str, on: Callback<String>) -> Html {
    let oninput = on.reform(|e: InputEvent| e.target_unchecked_into::<HtmlInputElement>().value());
    html! {
        <label class="field">{ label }<input type="text" name={name.to_string()} value={value.to_string()} {oninput} /></label>
    }
}

/// A pair of inputs for a text in English and Czech.
fn pair_fields(lang: Lang, name: &str, label: &str, value: &[String; 2], on: Callback<[String; 2]>) -> Html {
    let [en, cs] = value.clone();
    let on_en = {
        let (on, cs) = (on.clone(), cs.clone());
        Callback::from(move |v: String| on.emit([v, cs.clone()]))
    };
    let on_cs = {
        let en = en.clone();
        Callback::from(move |v: String| on.emit([en.clone(), v]))
    };
    html! {
        <fieldset class="pair">
            <legend>{ label }</legend>
            { field(&format!("{name}-en"), lang.t(EditText::English), &en, on_en) }
            { field(&format!("{name}-cs"), lang.t(EditText::Czech), &cs, on_cs) }
        </fieldset>
    }
}

/// The editor of game `G`.
#[component]
pub fn EditorPage<G: UiGame>(props: &EditorProps) -> Html {
    let lang = use_lang();
    let start_text = props
        .position
        .clone()
        .unwrap_or_else(|| G::new(&G::Rules::default()).to_text());
    let text = use_state(|| start_text.clone());
    let rules_text = use_state(String::new);
    let piece = use_state(|| G::palette(lang).get(1).map_or(' ', |p| p.0));
    let recording = use_state(|| false);
    let moves = use_state(Vec::<String>::new);
    let draft = use_state(Draft::default);
    let made = use_state(|| None::<Result<String, String>>);
    let rules = G::parse_rules(&rules_text);
    let checked: Result<G, String> = match &rules {
        Ok(rules) => {
            G::from_text(text.trim(), rules).map_err(|e| lang.say(EditMsg::Invalid { reason: &e.to_string() }))
        }
        Err(e) => Err(lang.say(EditMsg::BadRules { reason: &e.to_string() })),
    };
    // The board shows the last valid position while the text is not one.
    let last_valid = use_mut_ref(|| G::new(&G::Rules::default()));
    if let Ok(pos) = &checked {
        *last_valid.borrow_mut() = pos.clone();
    }
    let shown = last_valid.borrow().clone();
    // Any change to the position or the rules starts the recording afresh.
    let set_text = {
        let (text, moves, made) = (text.clone(), moves.clone(), made.clone());
        Callback::from(move |t: String| {
            text.set(t);
            moves.set(Vec::new());
            made.set(None);
        })
    };
    let places: Rc<Vec<(Cell, (usize, usize))>> = use_memo((), |()| G::text_places());
    let palette = G::palette(lang);
    let on_cell = {
        let (text, set_text, piece, places) = (text.clone(), set_text.clone(), *piece, places.clone());
        let editable: Vec<char> = palette.iter().map(|p| p.0).collect();
        Callback::from(move |(cell, _): (Cell, Cell)| {
            let Some(&(_, place)) = places.iter().find(|(c, _)| *c == cell) else {
                return;
            };
            let Some(mut grid) = TextGrid::read(&text, G::TEXT_RUNS, ' ') else {
                return;
            };
            if grid
                .get(place)
                .is_some_and(|c| editable.contains(&c) || (G::TEXT_RUNS && c == ' '))
            {
                G::edit_text(&mut grid, place, piece);
                set_text.emit(grid.write());
            }
        })
    };
    let side_letter = TextGrid::read(&text, G::TEXT_RUNS, ' ')
        .and_then(|g| g.words.first().and_then(|w| w.chars().next()))
        .unwrap_or(G::SIDE_LETTERS[0]);
    let on_side = {
        let (text, set_text) = (text.clone(), set_text.clone());
        Callback::from(move |e: Event| {
            let letter = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(mut grid) = TextGrid::read(&text, G::TEXT_RUNS, ' ') {
                grid.set_word(0, &letter);
                set_text.emit(grid.write());
            }
        })
    };
    // The words after the side to move that have a field of their own.
    let opened = TextGrid::read(&text, G::TEXT_RUNS, ' ');
    let word_fields = G::edit_words(lang).into_iter().map(|(i, label)| {
        let value = opened
            .as_ref()
            .and_then(|g| g.words.get(i).cloned())
            .unwrap_or_default();
        let oninput = {
            let (text, set_text) = (text.clone(), set_text.clone());
            Callback::from(move |e: InputEvent| {
                let word = e.target_unchecked_into::<HtmlInputElement>().value();
                if let Some(mut grid) = TextGrid::read(&text, G::TEXT_RUNS, ' ') {
                    grid.set_word(i, word.trim());
                    set_text.emit(grid.write());
                }
            })
        };
        html! {
            <label class="field">{ label }
                <input type="text" name={format!("word-{i}")} value={value} {oninput} />
            </label>
        }
    });
    // Recording: the moves played from the position.
    let record_start = checked.clone().ok();
    let record_pos = record_start.as_ref().map(|start| {
        let mut pos = start.clone();
        let mut last = None;
        for m in moves.iter() {
            let Ok(mv) = pos.parse_move(m) else { break };
            last = Some((pos.clone(), mv));
            pos.play_unchecked(mv);
        }
        (pos, last)
    });
    let live = *recording && record_pos.as_ref().is_some_and(|(p, _)| p.outcome().is_none());
    let on_move = {
        let (moves, record_pos, made) = (moves.clone(), record_pos.clone(), made.clone());
        Callback::from(move |m| {
            if let Some((pos, _)) = &record_pos {
                let mut list = (*moves).clone();
                list.push(pos.move_to_text(m));
                moves.set(list);
                made.set(None);
            }
        })
    };
    let input_pos = record_pos.as_ref().map_or_else(|| shown.clone(), |(p, _)| p.clone());
    let input = use_move_input::<G>(lang, &input_pos, live, moves.len(), on_move);
    let board = if *recording {
        let (last, removed, motion) = record_pos
            .as_ref()
            .and_then(|(_, last)| last.as_ref())
            .map(|(before, m)| move_marks(before, *m))
            .unwrap_or_default();
        G::board(input.board(BoardProps {
            drawable: Drawable {
                last,
                removed,
                motion,
                ..Drawable::default()
            },
            ..BoardProps::still(input_pos.clone(), true)
        }))
    } else {
        let targets = Rc::new(places.iter().map(|&(c, _)| (c, vec![c])).collect());
        G::board(BoardProps {
            position: shown.clone(),
            movable: Movable {
                targets,
                ..Movable::default()
            },
            events: BoardEvents {
                on_gesture: on_cell,
                ..BoardEvents::default()
            },
            drawable: Drawable::default(),
            flipped: false,
            coordinates: true,
        })
    };
    // The position's links and embed code.
    let position_links = checked.as_ref().ok().map(|pos| {
        let position = pos.to_text();
        let params = PlayParams {
            position: Some(position.clone()),
            rules: Some(rules_text.trim().to_string()).filter(|r| !r.is_empty()),
            ..PlayParams::default()
        };
        let play = Route::Play(G::KIND, params.clone()).to_hash();
        let view = Route::View(G::KIND, params).to_hash();
        let code = iframe(&format!("{}{view}", site()), G::embed_size(), G::name(lang));
        html! {
            <>
                <p class="row">
                    <a class="button" href={play} data-testid="play-from">{ lang.t(EditText::PlayFrom) }</a>
                    <a class="button" href={view.clone()} data-testid="view-it">{ lang.t(EditText::ViewIt) }</a>
                </p>
                <label class="field">{ lang.t(EditText::EmbedCode) }
                    <textarea name="position-embed" readonly=true rows="3" value={code} />
                </label>
            </>
        }
    });
    let steps_played = moves.len().div_ceil(2);
    let set_draft = {
        let (draft, made) = (draft.clone(), made.clone());
        Callback::from(move |d: Draft| {
            draft.set(d);
            made.set(None);
        })
    };
    let step_editors = (0..steps_played).map(|i| {
        let d = draft.steps.get(i).cloned().unwrap_or_default();
        let edit = {
            let (draft, set_draft) = ((*draft).clone(), set_draft.clone());
            move |change: Box<dyn Fn(&mut StepDraft)>| {
                let mut next = draft.clone();
                while next.steps.len() <= i {
                    next.steps.push(StepDraft::default());
                }
                change(&mut next.steps[i]);
                set_draft.emit(next);
            }
        };
        let on_goal = {
            let edit = edit.clone();
            Callback::from(move |e: Event| {
                let value = e.target_unchecked_into::<HtmlSelectElement>().value();
                let kind = GoalKind::ALL.iter().find(|g| g.1 == value).map_or(GoalKind::Move, |g| g.0);
                edit(Box::new(move |s| s.goal = kind));
            })
        };
        let on_task = {
            let edit = edit.clone();
            Callback::from(move |v: [String; 2]| edit(Box::new(move |s| s.task = v.clone())))
        };
        let on_hint = {
            let edit = edit.clone();
            Callback::from(move |v: [String; 2]| edit(Box::new(move |s| s.hint = v.clone())))
        };
        let on_arrows = {
            let edit = edit.clone();
            Callback::from(move |v: String| edit(Box::new(move |s| s.arrows = v.clone())))
        };
        let on_marks = Callback::from(move |v: String| edit(Box::new(move |s| s.marks = v.clone())));
        let played = moves.get(2 * i).cloned().unwrap_or_default();
        let reply = moves.get(2 * i + 1).cloned();
        html! {
            <fieldset class="step" data-step={(i + 1).to_string()}>
                <legend>{ format!("{} {}: {played}", lang.t(EditText::Step), i + 1) }</legend>
                <label class="field">{ lang.t(EditText::Goal) }
                    <select name={format!("goal-{}", i + 1)} onchange={on_goal}>
                        for (kind, value, words) in GoalKind::ALL {
                            <option value={value} selected={kind == d.goal}>{ lang.t(words) }</option>
                        }
                    </select>
                </label>
                { pair_fields(lang, &format!("task-{}", i + 1), lang.t(EditText::Task), &d.task, on_task) }
                { pair_fields(lang, &format!("hint-{}", i + 1), lang.t(EditText::HintText), &d.hint, on_hint) }
                { field(&format!("arrows-{}", i + 1), lang.t(EditText::Arrows), &d.arrows, on_arrows) }
                { field(&format!("marks-{}", i + 1), lang.t(EditText::Marks), &d.marks, on_marks) }
                <p class="muted">{ format!("{}: {}", lang.t(EditText::Reply), reply.unwrap_or_else(|| lang.t(EditText::NoReply).to_string())) }</p>
            </fieldset>
        }
    });
    let lesson = lesson_of::<G>(&draft, &text, &rules_text, &moves);
    let lesson_text = lesson.to_string();
    let make_link = {
        let (made, lesson, lesson_text) = (made.clone(), lesson.clone(), lesson_text.clone());
        Callback::from(move |_: MouseEvent| {
            if lesson.steps.is_empty() {
                made.set(Some(Err(lang.t(EditText::NoSteps).to_string())));
                return;
            }
            // Checked as a reader's browser will: read back, then played through.
            let checked = abstrakta_engine::lesson::parse_lessons(&lesson_text)
                .and_then(|mut l| l.remove(0).check_with::<G>(&abstrakta_engine::lesson::any_reply::<G>));
            match checked {
                Err(e) => made.set(Some(Err(lang.say(EditMsg::Faulty { reason: &e.to_string() })))),
                Ok(_) => {
                    let (made, lesson_text) = (made.clone(), lesson_text.clone());
                    spawn_local(async move {
                        made.set(Some(match pack(&lesson_text).await {
                            Ok(data) => Ok(Route::Lesson(
                                G::KIND,
                                LessonParams {
                                    data: Some(data),
                                    ..LessonParams::default()
                                },
                            )
                            .to_hash()),
                            Err(e) => Err(e.to_string()),
                        }))
                    });
                }
            }
        })
    };
    let link_view = match &*made {
        None => Html::default(),
        Some(Err(reason)) => {
            html! { <p class="notice error" role="alert" data-testid="lesson-fault">{ reason.clone() }</p> }
        }
        Some(Ok(hash)) => {
            let link = format!("{}{hash}", site());
            let code = iframe(&format!("{link}&embed=1"), (760, 560), &texts(&draft.title).en);
            html! {
                <>
                    <p class="notice" role="status" data-testid="lesson-ok">{ lang.say(EditMsg::Checked { line: &moves.join(" ") }) }</p>
                    <label class="field">{ lang.t(EditText::LessonLink) }<input type="text" name="lesson-link" readonly=true value={link.clone()} /></label>
                    <p><a class="button primary" href={hash.clone()} target="_blank" rel="noopener">{ lang.t(EditText::OpenLesson) }</a></p>
                    <label class="field">{ lang.t(EditText::EmbedCode) }<textarea name="lesson-embed" readonly=true rows="3" value={code} /></label>
                </>
            }
        }
    };
    let on_text = set_text.reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let on_rules = {
        let (rules_text, moves) = (rules_text.clone(), moves.clone());
        Callback::from(move |e: InputEvent| {
            rules_text.set(e.target_unchecked_into::<HtmlInputElement>().value());
            moves.set(Vec::new());
        })
    };
    let mode = |on: bool| {
        let (recording, moves) = (recording.clone(), moves.clone());
        Callback::from(move |_: Event| {
            recording.set(on);
            if !on {
                moves.set(Vec::new());
            }
        })
    };
    let take_back = {
        let moves = moves.clone();
        Callback::from(move |_: MouseEvent| {
            let mut list = (*moves).clone();
            list.pop();
            moves.set(list);
        })
    };
    let pieces = palette.iter().map(|&(c, name)| {
        let piece = piece.clone();
        let value = if c == ' ' { "empty".to_string() } else { c.to_string() };
        html! {
            <label class="choice-chip">
                <input type="radio" name="piece" value={value} checked={*piece == c} onchange={move |_| piece.set(c)} />
                { name }
            </label>
        }
    });
    let game = G::name(lang);
    let side_options = G::SIDE_LETTERS.iter().zip([Side::First, Side::Second]).map(|(&letter, side)| {
        html! { <option value={letter.to_string()} selected={letter == side_letter}>{ G::side_name(lang, side) }</option> }
    });
    let draft_now = (*draft).clone();
    let on_id = {
        let (draft, set_draft) = (draft_now.clone(), set_draft.clone());
        Callback::from(move |v: String| set_draft.emit(Draft { id: v, ..draft.clone() }))
    };
    let on_title = {
        let (draft, set_draft) = (draft_now.clone(), set_draft.clone());
        Callback::from(move |v: [String; 2]| {
            set_draft.emit(Draft {
                title: v,
                ..draft.clone()
            })
        })
    };
    let on_done = {
        let (draft, set_draft) = (draft_now.clone(), set_draft.clone());
        Callback::from(move |v: [String; 2]| {
            set_draft.emit(Draft {
                done: v,
                ..draft.clone()
            })
        })
    };
    let status = match &checked {
        Ok(_) => html! { <p class="notice" role="status" data-testid="position-valid">{ lang.t(EditText::Valid) }</p> },
        Err(reason) => html! {
            <p class="notice error" role="alert" data-testid="position-error">{ reason.clone() }{ " " }{ lang.t(EditText::LastValid) }</p>
        },
    };
    html! {
        <section class="page learn editor" data-game={G::KIND.id()}>
            // The board, the position's panel and the lesson's panel each a task
            // after the page.
            <div class="board-wrap"><Later>{ board }</Later></div>
            <Later>
            <div class="panel">
                <h1>{ format!("{} — {game}", lang.t(EditText::EditorOf)) }</h1>
                <p class="row" role="radiogroup">
                    <label class="choice-chip"><input type="radio" name="mode" value="setup" checked={!*recording} onchange={mode(false)} />{ lang.t(EditText::SetUp) }</label>
                    <label class="choice-chip"><input type="radio" name="mode" value="record" checked={*recording} disabled={checked.is_err()} onchange={mode(true)} />{ lang.t(EditText::Record) }</label>
                </p>
                if *recording {
                    <p class="muted">{ lang.t(EditText::RecordHow) }</p>
                    { input.boxes.clone() }
                    <p class="row"><button type="button" name="take-back" onclick={take_back} disabled={moves.is_empty()}>{ lang.t(EditText::TakeBack) }</button></p>
                } else {
                    <fieldset class="palette"><legend>{ lang.t(EditText::Put) }</legend>{ for pieces }</fieldset>
                    <label class="field">{ lang.t(EditText::SideToMove) }
                        <select name="side" onchange={on_side}>{ for side_options }</select>
                    </label>
                    { for word_fields }
                }
                <label class="field">{ lang.t(EditText::PositionText) }
                    <textarea name="position" rows="2" value={(*text).clone()} oninput={on_text} readonly={*recording} />
                </label>
                <label class="field">{ lang.t(EditText::Rules) }
                    <input type="text" name="rules" value={(*rules_text).clone()} oninput={on_rules} placeholder={G::rules_text_full(&G::Rules::default())} readonly={*recording} />
                </label>
                { status }
                { position_links.unwrap_or_default() }
            </div>
            </Later>
            <Later>
            <div class="panel lesson-draft">
                <h2>{ lang.t(EditText::Lesson) }</h2>
                { field("lesson-id", lang.t(EditText::Identifier), &draft.id, on_id) }
                { pair_fields(lang, "title", lang.t(EditText::Title), &draft.title, on_title) }
                { for step_editors }
                { pair_fields(lang, "done", lang.t(EditText::DoneText), &draft.done, on_done) }
                <label class="field">{ lang.t(EditText::LessonText) }
                    <textarea name="lesson-text" readonly=true rows="6" value={lesson_text} />
                </label>
                <p><button type="button" class="primary" name="make-link" onclick={make_link}>{ lang.t(EditText::MakeLink) }</button></p>
                { link_view }
            </div>
            </Later>
        </section>
    }
}
