//! Top Quark in the app: its maze board, score in words, the initiative note,
//! copy-rule option and rules page.

mod board;
mod refusals;
pub mod rules;

use abstrakta_engine::topquark::{CopyRule, Move, Position, WHITE};
use abstrakta_engine::{Game, Notation, Outcome, Side};
use yew::prelude::*;

pub use board::TopQuarkBoard;
pub use rules::TopQuarkRules;

use super::board::{BoardProps, Cell};
use super::game::UiGame;
use crate::i18n::{capitalize, Lang, Noun, Text};
use crate::state::MatchState;

fn side_word(lang: Lang, side: Side) -> String {
    capitalize(lang.t(if side == WHITE { Text::White } else { Text::Black }))
}

impl UiGame for Position {
    fn name(lang: Lang) -> &'static str {
        lang.t(Text::TopQuarkName)
    }

    fn blurb(lang: Lang) -> &'static str {
        lang.t(Text::TopQuarkBlurb)
    }

    fn side_name(lang: Lang, side: Side) -> &'static str {
        lang.t(if side == WHITE { Text::White } else { Text::Black })
    }

    fn goal(lang: Lang, side: Side) -> &'static str {
        lang.t(if side == Side::First {
            Text::GoalTqW
        } else {
            Text::GoalTqB
        })
    }

    fn move_example() -> &'static str {
        "f2-f1"
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <TopQuarkBoard ..props /> }
    }

    fn gesture(m: Move) -> Option<(Cell, Cell)> {
        Some((board::cell(m.from), board::cell(m.to)))
    }

    fn route(pos: &Self, m: Move) -> Option<Vec<Cell>> {
        pos.path_of(m).map(|p| p.into_iter().map(board::cell).collect())
    }

    fn removed(pos: &Self, m: Move) -> Vec<Cell> {
        if pos.ball_at(m.to).is_some_and(|s| s != pos.turn()) {
            vec![board::cell(m.to)]
        } else {
            Vec::new()
        }
    }

    fn action_label(_lang: Lang, m: Move) -> String {
        format!("{m:?}")
    }

    fn side_wins(lang: Lang, side: Side) -> String {
        // White and Black are one player each.
        lang.fill(Text::SideWinsOne, &[&Self::side_name(lang, side)])
    }

    fn end_reason(lang: Lang, pos: &Self) -> String {
        let (w, b) = (pos.captured(WHITE), pos.captured(Side::Second));
        match pos.outcome() {
            Some(Outcome::Draw) => lang.t(Text::TqEndDraw).to_string(),
            Some(Outcome::Win(side)) => {
                let (mine, theirs) = if side == WHITE { (w, b) } else { (b, w) };
                if mine >= 3 && mine >= theirs + 2 {
                    lang.fill(
                        Text::TqEndCaptures,
                        &[&side_word(lang, side), &lang.count(mine, Noun::Ball), &theirs],
                    )
                } else {
                    lang.fill(Text::TqEndNoMove, &[&side_word(lang, side.other())])
                }
            }
            None => String::new(),
        }
    }

    fn score_line(lang: Lang, _state: &MatchState<Self>, pos: &Self) -> String {
        let (w, b) = (pos.captured(WHITE), pos.captured(Side::Second));
        let score = if w == b {
            lang.fill(Text::TqLevel, &[&w, &b])
        } else {
            let (side, lead, other) = if w > b { (WHITE, w, b) } else { (Side::Second, b, w) };
            let needs = (3u8.saturating_sub(lead)).max((other + 2).saturating_sub(lead));
            lang.fill(
                Text::TqLeads,
                &[
                    &side_word(lang, side),
                    &lead,
                    &other,
                    &lang.count(needs, Noun::MoreCapture),
                ],
            )
        };
        if pos.outcome().is_some() {
            score
        } else {
            format!(
                "{score} {}",
                lang.fill(Text::TqSteps, &[&lang.count(pos.counter(), Noun::Step)])
            )
        }
    }

    fn turn_note(lang: Lang, pos: &Self) -> Option<String> {
        let copy = pos.blocked_copy()?;
        Some(lang.fill(
            Text::TqCopyBlocked,
            &[&side_word(lang, pos.turn()), &pos.move_to_text(copy)],
        ))
    }

    const RULE_OPTION: Text = Text::CopiesOption;

    fn choice_text(choice: CopyRule) -> Text {
        match choice {
            CopyRule::Consecutive => Text::CopiesConsecutive,
            CopyRule::Total => Text::CopiesTotal,
        }
    }

    fn rules_page() -> Html {
        html! { <TopQuarkRules /> }
    }

    fn embed_size() -> (u32, u32) {
        (560, 735)
    }
}
