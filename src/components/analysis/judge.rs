//! The computer's judgement of the main line: each of its positions searched in
//! turn (in a worker of its own, beside the engine lines), drawn as an
//! evaluation graph, and each move that lost enough marked `?!`, `?` or `??`.

use std::cell::Cell as Flag;
use std::rc::Rc;

use abstrakta_engine::study::{drop_of, glyph_for, Explored, Glyph, MoveTree, NodeId};
use abstrakta_engine::Side;
use yew::prelude::*;

use crate::agent::{AiRequest, AiWorker, PROTOCOL_VERSION, WORKER_LOADER};
use crate::components::game::UiGame;
use crate::i18n::{Lang, Msg, Text};
use crate::state::{review_limits, COACH_SEED};

/// The main line's evaluations, as far as they have come.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Judged {
    /// The rules and start they are for.
    pub from: (String, String),
    /// The main line they are for, in notation.
    pub line: Vec<String>,
    /// By number of moves: the evaluation for the side to move (none for a
    /// position the computer did not search: the end of a round).
    pub scores: Vec<Option<i32>>,
    /// Whether every position has been searched.
    pub done: bool,
}

/// The evaluations of the main line `line` from `start` under `rules`, asked
/// for each time `asked` grows (0: not asked); a new line keeps what it shares
/// with the last one judged.
#[hook]
pub fn use_line_judgement<G: UiGame>(rules: String, start: String, line: Vec<String>, asked: u32) -> Judged {
    let worker = use_state(|| AiWorker::new(WORKER_LOADER));
    let judged = use_state(Judged::default);
    {
        let (judged, worker) = (judged.clone(), (*worker).clone());
        use_effect_with((asked, line, rules, start), move |(asked, line, rules, start)| {
            let stopped = Rc::new(Flag::new(false));
            if *asked > 0 {
                let stopped = stopped.clone();
                let (line, judged, worker) = (line.clone(), judged.clone(), worker.clone());
                // The positions the line shares with the one judged before are
                // not searched again (a move added to the main line costs one
                // search, not the whole line's).
                let (rules, start) = (rules.clone(), start.clone());
                let from = (rules.clone(), start.clone());
                let shared = if judged.from == from {
                    judged.line.iter().zip(&line).take_while(|(a, b)| a == b).count() + 1
                } else {
                    0
                };
                let mut scores: Vec<Option<i32>> = judged.scores.iter().copied().take(shared).collect();
                wasm_bindgen_futures::spawn_local(async move {
                    for k in scores.len()..=line.len() {
                        let request = AiRequest {
                            version: PROTOCOL_VERSION,
                            id: u32::try_from(k).unwrap_or(u32::MAX),
                            game: G::KIND,
                            rules: rules.clone(),
                            start: start.clone(),
                            moves: line[..k].to_vec(),
                            limits: review_limits::<G>(),
                            seed: COACH_SEED,
                            proof: None,
                            lines: 0,
                        };
                        let answer = worker.run(request).await;
                        if stopped.get() {
                            return;
                        }
                        scores.push(answer.ok().and_then(|reply| reply.result.ok()).map(|m| m.score));
                        judged.set(Judged {
                            from: from.clone(),
                            line: line.clone(),
                            scores: scores.clone(),
                            done: k == line.len(),
                        });
                    }
                });
            }
            move || {
                stopped.set(true);
                worker.replace();
            }
        });
    }
    (*judged).clone()
}

/// The main line's nodes and the evaluation of the position after each of its
/// first `k` moves from the first side's view (the start first).
fn first_side_scores<G: UiGame>(explored: &Explored<G>, judged: &Judged) -> Vec<(NodeId, Option<i32>)> {
    let mut nodes = vec![MoveTree::ROOT];
    nodes.extend(explored.tree().main_line());
    nodes
        .into_iter()
        .zip(judged.scores.iter().copied())
        .map(|(id, score)| {
            let pos = explored.position_of(id);
            let first = pos.map(|p| abstrakta_engine::live(p.clone()).turn() == Side::First);
            (id, score.zip(first).map(|(s, first)| if first { s } else { -s }))
        })
        .collect()
}

/// The marks the judgement gives the main line's moves.
pub fn line_marks<G: UiGame>(explored: &Explored<G>, judged: &Judged) -> Vec<(NodeId, Glyph)> {
    let main = explored.tree().main_line();
    let at = |k: usize| {
        if k == 0 {
            explored.position_of(MoveTree::ROOT)
        } else {
            explored.position_of(main[k - 1])
        }
    };
    (0..main.len())
        .filter_map(|k| {
            let (before, after) = (at(k)?, at(k + 1)?);
            let before_live = abstrakta_engine::live(before.clone());
            // Within a round, between positions still running.
            if before_live.outcome().is_some()
                || after.outcome().is_some()
                || after.round_info() != before_live.round_info()
            {
                return None;
            }
            let (s0, s1) = ((*judged.scores.get(k)?)?, (*judged.scores.get(k + 1)?)?);
            let drop = drop_of(s0, s1, after.turn() == before_live.turn())?;
            Some((main[k], glyph_for(drop, G::eval_unit().0)?))
        })
        .collect()
}

/// The evaluation graph of the main line: a point a position, the first side's
/// advantage upwards, the position shown marked; a point clicked shows it.
pub fn graph<G: UiGame>(lang: Lang, explored: &Explored<G>, judged: &Judged, on_go: &Callback<NodeId>) -> Html {
    // Whole numbers only: formatting fractions would cost the bundle more
    // than the graph itself.
    const W: i64 = 3000;
    const H: i64 = 800;
    let points = first_side_scores(explored, judged);
    let total = i64::try_from(explored.tree().main_line().len().max(1)).unwrap_or(i64::MAX);
    // Five of the game's units fill the height; forced results are at the edge.
    let (per_unit, _) = G::eval_unit();
    let span = i64::from(per_unit.max(1)) * 5;
    let y = |s: i32| H / 2 - i64::from(s).clamp(-span, span) * (H / 2 - 40) / span;
    let x = |k: usize| 40 + i64::try_from(k).unwrap_or(0) * (W - 80) / total;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .filter_map(|(k, (_, s))| Some(format!("{},{}", x(k), y((*s)?))))
        .collect();
    let current = explored.current();
    let dots = points.iter().enumerate().filter_map(|(k, &(id, s))| {
        let s = s?;
        let go = on_go.reform(move |_: MouseEvent| id);
        let shown = id == current;
        Some(html! {
            <circle class={classes!("eval-point", shown.then_some("shown"))} cx={x(k).to_string()} cy={y(s).to_string()}
                r={if shown { "40" } else { "25" }} data-node={id.index().to_string()} onclick={go} />
        })
    });
    html! {
        <figure class="eval-graph" data-testid="eval-graph">
            <svg viewBox={format!("0 0 {W} {H}")} role="img" aria-label={lang.say(Msg::EvalGraph { side: &G::side_name(lang, Side::First) })}>
                <line class="axis" x1="0" y1={(H / 2).to_string()} x2={W.to_string()} y2={(H / 2).to_string()} />
                <polyline class="eval-line" points={line.join(" ")} />
                { for dots }
            </svg>
            if !judged.done { <figcaption class="muted">{ lang.t(Text::JudgingLine) }</figcaption> }
        </figure>
    }
}
