//! Taking a move on the board, written once for every page that takes moves (the
//! play page and the puzzles): the legal moves as gestures and destinations, a
//! gesture of several steps (a jump chain), the chooser when one gesture stands
//! for several moves (which dwarfs a troll takes), and buttons for moves without
//! a gesture (offers and answers). The engine gives the legal moves; this only
//! maps them to what a person points at.

use std::collections::BTreeMap;
use std::rc::Rc;

use yew::prelude::*;

use super::board::{BoardEvents, BoardProps, Cell, ChoiceView, Movable};
use super::game::UiGame;
use crate::i18n::{Lang, Msg, Noun, Text, Words};

/// A choice among moves that share one gesture.
#[derive(Clone, Debug, PartialEq)]
struct Choosing<M> {
    from: Cell,
    to: Cell,
    /// Each candidate with the cells it removes.
    candidates: Vec<(M, Vec<Cell>)>,
    chosen: Vec<Cell>,
}

impl<M: Copy> Choosing<M> {
    fn matching(&self) -> Option<M> {
        let mut chosen = self.chosen.clone();
        chosen.sort_unstable();
        self.candidates.iter().find_map(|(m, cells)| {
            let mut c = cells.clone();
            c.sort_unstable();
            (c == chosen).then_some(*m)
        })
    }
}

/// Gives the focus back to the page's board (after a button of the chooser), so
/// that a keyboard player goes on from where the move was made.
fn focus_board() {
    use wasm_bindgen::JsCast;
    if let Some(board) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("svg.board[tabindex]").ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = board.focus();
    }
}

/// What a board needs to take moves, and the boxes that go with it on the page.
#[derive(Debug)]
pub struct MoveInput {
    /// For each movable piece's cell, where it may go now.
    targets: Rc<BTreeMap<Cell, Vec<Cell>>>,
    /// Destinations reached by a throw, with its kind.
    throws: Rc<BTreeMap<(Cell, Cell), &'static str>>,
    /// The path of each gesture, where the way matters.
    routes: Rc<BTreeMap<(Cell, Cell), Vec<Cell>>>,
    /// A choice in progress.
    choice: Option<ChoiceView>,
    /// The cells of a gesture of several steps so far.
    trail: Option<Vec<Cell>>,
    on_gesture: Callback<(Cell, Cell)>,
    on_toggle: Callback<Cell>,
    on_cancel: Callback<()>,
    on_confirm: Callback<()>,
    on_refused: Callback<(AttrValue, AttrValue)>,
    /// The chooser, the box of a chain in progress and the buttons of moves
    /// without a gesture, as they stand.
    pub boxes: Html,
}

impl MoveInput {
    /// `props` with the destinations, gestures and choice of this input.
    pub fn board<G: UiGame>(&self, props: BoardProps<G>) -> BoardProps<G> {
        BoardProps {
            movable: Movable {
                targets: self.targets.clone(),
                throws: self.throws.clone(),
                routes: self.routes.clone(),
                choice: self.choice.clone(),
                selected: self.trail.as_ref().and_then(|p| p.last().copied()),
                trail: self.trail.clone().unwrap_or_default(),
            },
            events: BoardEvents {
                on_gesture: self.on_gesture.clone(),
                on_toggle: self.on_toggle.clone(),
                on_cancel: self.on_cancel.clone(),
                on_confirm: self.on_confirm.clone(),
                on_refused: self.on_refused.clone(),
            },
            ..props
        }
    }
}

/// Takes a move in `pos` by gestures when `live` (else the board is view-only),
/// reporting it to `on_move`. A gesture in progress is dropped when `played`
/// (the number of moves of the game) changes.
#[hook]
pub fn use_move_input<G: UiGame>(
    lang: Lang,
    pos: &G,
    live: bool,
    played: usize,
    on_move: Callback<G::Move>,
) -> MoveInput {
    let choosing = use_state(|| None::<Choosing<G::Move>>);
    // A gesture of several steps in progress (a jump chain): its cells so far.
    let chain = use_state(|| None::<Vec<Cell>>);
    // Why the last gesture to a cell a piece may not go to was refused (the
    // engine's reason), until the next move.
    let refusal = use_state(|| None::<Words>);
    {
        let (choosing, chain, refusal) = (choosing.clone(), chain.clone(), refusal.clone());
        use_effect_with(played, move |_| {
            choosing.set(None);
            chain.set(None);
            refusal.set(None);
        });
    }
    let on_refused = {
        let (pos, refusal) = (pos.clone(), refusal.clone());
        Callback::from(move |(from, to): (AttrValue, AttrValue)| {
            let text = format!("{from}-{to}");
            if let Err(e) = pos.parse_move(&text) {
                refusal.set(Some(Words::new(|lang| {
                    lang.say(Msg::BoardRefused {
                        mv: &text,
                        reason: &G::move_refusal(lang, &e),
                    })
                })));
            }
        })
    };
    let mut legal = Vec::new();
    let mut actions = Vec::new();
    if live {
        pos.legal_moves(&mut legal);
        let mut offers = Vec::new();
        pos.offers(&mut offers);
        legal.extend(offers);
        actions = legal.iter().copied().filter(|&m| G::gesture(m).is_none()).collect();
    }
    // Each move's gesture path; a chain in progress while some path extends it.
    let paths: Rc<Vec<(G::Move, Vec<Cell>)>> = Rc::new(legal.iter().filter_map(|&m| Some((m, G::path(m)?))).collect());
    let extends = |q: &[Cell], p: &[Cell]| q.len() > p.len() && q.starts_with(p);
    let in_progress = (*chain).clone().filter(|p| paths.iter().any(|(_, q)| extends(q, p)));
    let targets: Rc<BTreeMap<Cell, Vec<Cell>>> = {
        let mut map: BTreeMap<Cell, Vec<Cell>> = BTreeMap::new();
        if choosing.is_none() {
            for (_, q) in paths.iter() {
                let step = match &in_progress {
                    Some(p) if extends(q, p) => Some((p[p.len() - 1], q[p.len()])),
                    Some(_) => None,
                    None if q.len() >= 2 => Some((q[0], q[1])),
                    None => None,
                };
                if let Some((from, to)) = step {
                    let list = map.entry(from).or_default();
                    if !list.contains(&to) {
                        list.push(to);
                    }
                }
            }
        }
        Rc::new(map)
    };

    let throws: Rc<BTreeMap<(Cell, Cell), &'static str>> = Rc::new(
        legal
            .iter()
            .filter_map(|&m| Some((G::gesture(m)?, G::throw_kind(m)?)))
            .collect(),
    );
    let routes: Rc<BTreeMap<(Cell, Cell), Vec<Cell>>> = Rc::new(
        legal
            .iter()
            .filter_map(|&m| Some((G::gesture(m)?, G::route(pos, m)?)))
            .collect(),
    );
    // The moves whose whole gesture is `path`: played when one, a chooser when several.
    let finish = {
        let (pos, paths, choosing, chain, on_move) = (
            pos.clone(),
            paths.clone(),
            choosing.clone(),
            chain.clone(),
            on_move.clone(),
        );
        Callback::from(move |path: Vec<Cell>| {
            chain.set(None);
            let candidates: Vec<(G::Move, Vec<Cell>)> = paths
                .iter()
                .filter(|(_, q)| *q == path)
                .map(|&(m, _)| (m, G::removed(&pos, m)))
                .collect();
            match candidates.as_slice() {
                [] => {}
                [(m, _)] => on_move.emit(*m),
                _ => {
                    // Start from the largest set: "all" unless the player says otherwise.
                    let chosen = candidates
                        .iter()
                        .map(|(_, c)| c)
                        .max_by_key(|c| c.len())
                        .cloned()
                        .unwrap_or_default();
                    choosing.set(Some(Choosing {
                        from: path[0],
                        to: path[path.len() - 1],
                        candidates,
                        chosen,
                    }));
                }
            }
        })
    };
    let on_gesture = {
        let (paths, chain, in_progress, finish) = (paths.clone(), chain.clone(), in_progress.clone(), finish.clone());
        Callback::from(move |(from, to): (Cell, Cell)| {
            let path = match &in_progress {
                Some(p) if p.last() == Some(&from) => {
                    let mut p = p.clone();
                    p.push(to);
                    p
                }
                _ => vec![from, to],
            };
            // A longer gesture goes on from here: wait for the next step (or
            // for "finish here").
            if paths.iter().any(|(_, q)| q.len() > path.len() && q.starts_with(&path)) {
                chain.set(Some(path));
            } else {
                finish.emit(path);
            }
        })
    };
    let on_toggle = {
        let choosing = choosing.clone();
        Callback::from(move |cell: Cell| {
            if let Some(mut c) = (*choosing).clone() {
                if let Some(i) = c.chosen.iter().position(|&x| x == cell) {
                    c.chosen.remove(i);
                } else {
                    c.chosen.push(cell);
                }
                choosing.set(Some(c));
            }
        })
    };
    let choice_view = choosing.as_ref().map(|c| ChoiceView {
        from: c.from,
        to: c.to,
        cells: {
            let mut all: Vec<Cell> = c
                .candidates
                .iter()
                .flat_map(|(_, cells)| cells.iter().copied())
                .collect();
            all.sort_unstable();
            all.dedup();
            all
        },
        chosen: c.chosen.clone(),
    });
    // Confirms the choice in progress, if it is a move (the button, or Enter on the
    // board).
    let on_confirm = {
        let (on_move, choosing) = (on_move.clone(), choosing.clone());
        Callback::from(move |()| {
            if let Some(m) = choosing.as_ref().and_then(|c| c.matching()) {
                choosing.set(None);
                on_move.emit(m);
            }
        })
    };
    let chooser = choosing.as_ref().map(|c| {
        let matching = c.matching();
        // After a button of the chooser, the keyboard goes on from the board.
        let confirm = on_confirm.reform(|_: MouseEvent| focus_board());
        let cancel = {
            let choosing = choosing.clone();
            Callback::from(move |_| {
                choosing.set(None);
                focus_board();
            })
        };
        let options = c.candidates.iter().map(|(m, _)| {
            let text = G::choice_label(lang, pos, *m);
            let pick = {
                let (on_move, choosing, m) = (on_move.clone(), choosing.clone(), *m);
                Callback::from(move |_| {
                    choosing.set(None);
                    on_move.emit(m);
                    focus_board();
                })
            };
            html! { <li><button type="button" class={classes!("small", (Some(*m) == matching).then_some("primary"))} onclick={pick}>{ text }</button></li> }
        });
        let (title, help) = G::chooser_text(lang);
        html! {
            <div class="chooser" role="group" aria-label={title}>
                <p><strong>{ title }</strong>{" "}{ help }</p>
                <p class="chosen-move" data-testid="chosen-move">{
                    match matching {
                        Some(m) => pos.move_to_text(m),
                        None => lang.t(Text::ChoiceNotAllowed).to_string(),
                    }
                }</p>
                <p class="row">
                    <button type="button" class="primary" name="confirm" onclick={confirm} disabled={matching.is_none()}>{ lang.t(Text::Confirm) }</button>
                    <button type="button" name="cancel" onclick={cancel}>{ lang.t(Text::Cancel) }</button>
                </p>
                <ul class="candidates">{ for options }</ul>
            </div>
        }
    });
    let chain_box = in_progress.as_ref().map(|p| {
        let done = paths.iter().any(|(_, q)| q == p);
        let on_finish = {
            let (finish, p) = (finish.clone(), p.clone());
            Callback::from(move |_| finish.emit(p.clone()))
        };
        let cancel = {
            let chain = chain.clone();
            Callback::from(move |_| chain.set(None))
        };
        html! {
            <div class="chooser chain" role="group" aria-label={lang.t(Text::ChainTitle)} data-testid="chain">
                <p><strong>{ lang.say(Msg::ChainSoFar { jumps: &lang.count(p.len() - 1, Noun::Jump) }) }</strong>{" "}{
                    lang.t(if done { Text::ChainHelpFinish } else { Text::ChainHelpGoOn })
                }</p>
                <p class="row">
                    if done { <button type="button" class="primary" name="finish" onclick={on_finish}>{ lang.t(Text::FinishChain) }</button> }
                    <button type="button" name="cancel" onclick={cancel}>{ lang.t(Text::Cancel) }</button>
                </p>
            </div>
        }
    });
    let action_buttons = actions.iter().map(|&m| {
        let label = G::action_label(lang, m);
        let name = pos.move_to_text(m);
        let onclick = on_move.reform(move |_| m);
        html! { <button type="button" name={name} class="action" {onclick}>{ label }</button> }
    });

    let on_cancel = {
        let (chain, choosing) = (chain.clone(), choosing.clone());
        Callback::from(move |()| {
            chain.set(None);
            choosing.set(None);
        })
    };
    let boxes = html! {
        <>
            if let Some(refusal) = &*refusal {
                <p class="board-refusal" role="status" data-testid="board-refusal">{ refusal.get(lang) }</p>
            }
            { chooser.unwrap_or_default() }
            { chain_box.unwrap_or_default() }
            if !actions.is_empty() { <p class="row actions">{ for action_buttons }</p> }
        </>
    };
    MoveInput {
        targets,
        throws,
        routes,
        choice: choice_view,
        trail: in_progress,
        on_gesture,
        on_toggle,
        on_cancel,
        on_confirm,
        on_refused,
        boxes,
    }
}
