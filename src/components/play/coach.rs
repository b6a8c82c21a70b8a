//! The coach: a hint for the position shown (the move, why, who is better, a
//! proven forced win, arrows on the board), and the review of a game for the
//! moves where the evaluation dropped most.

use abstrakta_engine::study::{glyph_for, Glyph, NodeId};
use abstrakta_engine::{DECISIVE, MARGIN_UNIT, WIN};
use yew::prelude::*;

use super::props::ShownProps;
use crate::components::board::Cell;
use crate::components::context::use_lang;
use crate::components::game::{arrow_cells, UiGame};
use crate::components::panel::numbered_move;
use crate::i18n::{capitalize, lower_first, Lang, Msg, Noun, Text};
use crate::state::{Action, Hint, MatchState, Player};

/// The hint for the position after `shown` moves, with its move, if there is one.
pub fn hint_for<G: UiGame>(state: &MatchState<G>, shown: usize) -> Option<(&Hint, G::Move)> {
    let pos = state.shown(shown);
    state
        .session
        .hint
        .as_ref()
        .filter(|h| h.at == shown)
        .and_then(|h| pos.parse_move(&h.notation).ok().map(|m| (h, m)))
}

/// The arrows of hint `h` (whose move is `m`) in `pos`: the move, then the rest
/// of its forced line when one is proven from it, each move of the line played
/// from the one before (the line stops at a move that does not read or play).
/// Each arrow is the cells it passes: where the piece stands, then the way it
/// takes where the game has one (Top Quark's maze), else straight to its target.
pub fn hint_arrows<G: UiGame>(pos: &G, h: &Hint, m: G::Move) -> Vec<Vec<Cell>> {
    let line = h
        .forced
        .as_ref()
        .map(|f| f.line.as_slice())
        .filter(|line| line.first() == Some(&h.notation))
        .unwrap_or_default();
    if line.is_empty() {
        return arrow_cells(pos, m).into_iter().collect();
    }
    let mut at = pos.clone();
    let mut arrows = Vec::new();
    for text in line {
        let Ok(next) = at.parse_move(text) else { break };
        let Some(cells) = arrow_cells(&at, next) else { break };
        let Ok(after) = at.play(next) else { break };
        arrows.push(cells);
        at = after;
    }
    arrows
}

/// The computer's advice: its move with a one-line reason where it knows one, and
/// who is better, in words and as a bar.
fn hint_view<G: UiGame>(lang: Lang, pos: &G, hint: &Hint, m: G::Move) -> Html {
    let side = capitalize(G::side_name(lang, pos.turn()));
    let reason = if hint.score >= DECISIVE {
        Some(lang.say(Msg::HintForcedWin {
            within: &lang.count(WIN - hint.score, Noun::Move),
        }))
    } else {
        // What the move does, as the engine sees it: a capture, a threat, both.
        let captures = (!G::removed(pos, m).is_empty()).then(|| lang.t(Text::HintCaptures));
        let threatens = pos.threatens(m).then(|| lang.t(Text::HintThreatens));
        let said: Vec<&str> = captures.into_iter().chain(threatens).collect();
        (!said.is_empty()).then(|| said.join(" "))
    };
    let standing = match hint.score {
        s if s >= DECISIVE && G::ONE_PLAYER_SIDES => lang.say(Msg::EvalWinningOne { side: &side }),
        s if s >= DECISIVE => lang.say(Msg::EvalWinning { side: &side }),
        s if s <= -DECISIVE && G::ONE_PLAYER_SIDES => lang.say(Msg::EvalLosingOne { side: &side }),
        s if s <= -DECISIVE => lang.say(Msg::EvalLosing { side: &side }),
        s if s.abs() < MARGIN_UNIT / 2 => lang.t(Text::EvalLevel).to_string(),
        s => {
            let how = lang.t(match s.abs() {
                a if a < 2 * MARGIN_UNIT => Text::EvalSlightly,
                a if a < 6 * MARGIN_UNIT => Text::EvalClearly,
                _ => Text::EvalMuch,
            });
            let better = if s > 0 {
                side.clone()
            } else {
                capitalize(G::side_name(lang, pos.turn().other()))
            };
            lang.say(Msg::EvalBetter {
                side: &better,
                by: &how,
            })
        }
    };
    // The bar: the share of the side drawn light, from a squashed score, on the
    // left whichever side is to move, with the sides named at its ends.
    let to_move = 50.0 + 50.0 * (f64::from(hint.score) / f64::from(4 * MARGIN_UNIT)).tanh();
    let light = G::light_side();
    // A whole per cent (no float formatting in the bundle).
    let share = (if pos.turn() == light { to_move } else { 100.0 - to_move }).round() as i32;
    let light_name = capitalize(G::side_name(lang, light));
    let dark_name = capitalize(G::side_name(lang, light.other()));
    let text = pos.move_to_text(m);
    // A proven forced win, of either side, with its line.
    let forced = hint.forced.as_ref().map(|f| {
        let winner = if f.mover_wins { pos.turn() } else { pos.turn().other() };
        let text = lang.say(Msg::ProvenWin {
            side: &lower_first(&G::side_wins(lang, winner)),
            within: &lang.count(usize::from(f.plies), Noun::Move),
            line: &LINE_SLOT,
        });
        line_html(&text, &f.line)
    });
    // An offer or an answer (Thud's end of a battle) is no piece's move: it is
    // said in words, and there is no arrow to draw.
    let suggestion = if G::gesture(m).is_none() {
        html! { { lang.say(Msg::HintOffer { action: &lower_first(&G::action_label(lang, m)) }) } }
    } else {
        line_html(&lang.say(Msg::HintLine { mv: &LINE_SLOT }), std::slice::from_ref(&text))
    };
    html! {
        <div class="hint" data-testid="hint" data-move={text.clone()}>
            <p><strong>{ suggestion }</strong>
                if let Some(r) = reason { {" "}{ r } }</p>
            if let Some(f) = forced { <p class="forced" data-testid="forced">{ f }</p> }
            <p class="eval">{ standing }</p>
            <div class="eval-bar" role="meter" aria-label={lang.say(Msg::EvalBarLabel { share: &light_name })}
                aria-valuemin="0" aria-valuemax="100" aria-valuenow={share.to_string()}>
                <span style={format!("width: {share}%")}></span>
            </div>
            <p class="eval-ends" aria-hidden="true"><span>{ light_name }</span><span>{ dark_name }</span></p>
            if hint.line.len() > 1 {
                <p class="line" data-testid="line">{ line_html(&lang.say(Msg::HintPv { line: &LINE_SLOT }), &hint.line) }</p>
            }
            <p class="muted">{ lang.say(Msg::HintDepth { depth: &lang.count(hint.depth, Noun::Move) }) }</p>
        </div>
    }
}

/// "The evaluation dropped by 2.5 points here": how much a move cost its side,
/// in the game's unit ([`UiGame::eval_unit`]; hundredths in the engine).
fn mistake_words<G: UiGame>(lang: Lang, drop: i32) -> String {
    if drop >= DECISIVE {
        return lang.t(Text::MistakeLost).to_string();
    }
    let (per_unit, unit) = G::eval_unit();
    lang.say(Msg::MistakeDrop {
        drop: &lang.amount(drop, per_unit, unit),
    })
}

/// Stands in a text for a line of moves until [`line_html`] puts the moves there.
const LINE_SLOT: &str = "\u{1}";

/// `text` with the moves of `line` in place of [`LINE_SLOT`], each move kept whole
/// on one line (a browser would otherwise break a line after a move's hyphen).
fn line_html(text: &str, line: &[String]) -> Html {
    let (before, after) = text.split_once(LINE_SLOT).unwrap_or((text, ""));
    let moves = line.iter().enumerate().map(|(i, m)| {
        html! { <>{ if i == 0 { "" } else { " " } }<span class="pv-move">{ m.clone() }</span></> }
    });
    html! { <>{ before }{ for moves }{ after }</> }
}

/// The moves the review marks, with how much each cost, for the move list.
pub fn mistake_marks<G: UiGame>(lang: Lang, state: &MatchState<G>) -> Vec<(usize, AttrValue)> {
    state
        .mistakes()
        .iter()
        .map(|&(i, drop)| (i, AttrValue::from(mistake_words::<G>(lang, drop))))
        .collect()
}

/// The review's mistakes as marks of the game's moves in its tree of
/// variations (`main`: the main line, the game's moves), each judged by what
/// it lost in the game's unit (`?!`, `?`, `??`).
pub fn tree_marks<G: UiGame>(state: &MatchState<G>, main: &[NodeId]) -> Vec<(NodeId, Glyph)> {
    state
        .mistakes()
        .iter()
        .filter_map(|&(i, drop)| Some((*main.get(i)?, glyph_for(drop, G::eval_unit().0)?)))
        .collect()
}

/// The hint for the position shown, when there is one.
#[component]
pub fn HintBox<G: UiGame>(props: &ShownProps<G>) -> Html {
    let lang = use_lang();
    let pos = props.state.shown(props.shown);
    match hint_for(&props.state, props.shown) {
        Some((hint, m)) => hint_view::<G>(lang, pos, hint, m),
        None => html! {},
    }
}

/// Props of [`Mistakes`].
#[derive(Properties, PartialEq)]
pub struct MistakesProps<G: UiGame> {
    /// The match.
    pub state: UseReducerHandle<MatchState<G>>,
    /// Shows the position after this many moves.
    pub on_select: Callback<usize>,
}

/// The review for mistakes: a button once the match is over (or play has
/// paused), its progress, then the marked moves.
#[component]
pub fn Mistakes<G: UiGame>(props: &MistakesProps<G>) -> Html {
    let lang = use_lang();
    let state = &props.state;
    let n = state.plies.len();
    let mistakes = state.mistakes();
    let analysed = !state.session.analysis.is_empty() && state.analysing().is_none();
    if let Some((_, at)) = state.analysing() {
        html! { <p class="review-progress" role="status">{ lang.say(Msg::Analysing { position: &at, total: &n }) }</p> }
    } else if analysed {
        let starts = state.round_starts();
        let lines = mistakes.iter().map(|&(i, drop)| {
            let select = props.on_select.reform(move |_| i + 1);
            let label = numbered_move(G::round_word(lang), &starts, i, &state.plies[i].notation);
            html! {
                <li><button type="button" class="link" onclick={select}>{ label }</button>
                    { ": " }{ mistake_words::<G>(lang, drop) }</li>
            }
        });
        html! {
            <div class="mistakes" data-testid="mistakes">
                <p>{ if mistakes.is_empty() { lang.t(Text::NoMistakes).to_string() } else { lang.t(Text::MistakesFound).to_string() } }</p>
                if !mistakes.is_empty() { <ul>{ for lines }</ul> }
            </div>
        }
    } else if n > 0
        && (state.match_over()
            || state.session.paused
            || state.players.a == Player::Human && state.players.b == Player::Human)
    {
        let analyse = state.dispatcher().to_callback().reform(|_| Action::Analyse);
        html! { <p><button type="button" name="analyse" onclick={analyse}>{ lang.t(Text::FindMistakes) }</button></p> }
    } else {
        html! {}
    }
}
