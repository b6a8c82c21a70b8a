//! Thud in the app: its board, battle score and agreement status, capture-rule
//! option and rules page.

mod board;
mod refusals;
pub mod rules;

use abstrakta_engine::thud::{Agreement, CaptureRule, Move, Position, DWARFS, DWARF_POINTS, TROLL_POINTS};
use abstrakta_engine::{Game, Side};
use yew::prelude::*;

pub use board::ThudBoard;
pub use rules::ThudRules;

use super::board::{BoardProps, Cell};
use super::game::UiGame;
use crate::i18n::{Lang, Noun, Text};
use crate::state::MatchState;

/// "Dwarfs 20 × 1 = 20 · Trolls 5 × 4 = 20": the battle score with its counting.
fn counting(lang: Lang, pos: &Position) -> String {
    let (d, t) = (pos.dwarfs().count(), pos.trolls().count());
    lang.fill(
        Text::ThudCounting,
        &[&d, &(d as i32 * DWARF_POINTS), &t, &(t as i32 * TROLL_POINTS)],
    )
}

impl UiGame for Position {
    fn name(lang: Lang) -> &'static str {
        lang.t(Text::ThudName)
    }

    fn blurb(lang: Lang) -> &'static str {
        lang.t(Text::ThudBlurb)
    }

    fn side_name(lang: Lang, side: Side) -> &'static str {
        lang.t(if side == DWARFS { Text::Dwarfs } else { Text::Trolls })
    }

    fn round_word(lang: Lang) -> &'static str {
        lang.t(Text::Battle)
    }

    fn goal(lang: Lang, side: Side) -> &'static str {
        lang.t(if side == Side::First {
            Text::GoalThudD
        } else {
            Text::GoalThudT
        })
    }

    fn move_example() -> &'static str {
        "dO11-O9"
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <ThudBoard ..props /> }
    }

    fn gesture(m: Move) -> Option<(Cell, Cell)> {
        m.squares().map(|(from, to)| (board::cell(from), board::cell(to)))
    }

    fn throw_kind(m: Move) -> Option<&'static str> {
        match m {
            Move::Hurl { .. } => Some("hurl"),
            Move::Shove { .. } => Some("shove"),
            _ => None,
        }
    }

    fn removed(_pos: &Self, m: Move) -> Vec<Cell> {
        m.captured().map(board::cell).collect()
    }

    fn action_label(lang: Lang, m: Move) -> String {
        lang.t(match m {
            Move::Accept => Text::AcceptEnd,
            Move::Refuse => Text::RefuseEnd,
            _ => Text::ProposeEnd,
        })
        .to_string()
    }

    fn end_reason(lang: Lang, pos: &Self) -> String {
        let why = if pos.agreement() == Agreement::Agreed {
            lang.t(Text::EndAgreed).to_string()
        } else {
            lang.fill(Text::EndNoMove, &[&Self::side_name(lang, pos.turn())])
        };
        let margin = pos.margin().unwrap_or(0).abs();
        let by = if margin == 0 {
            String::new()
        } else {
            format!(" ({})", lang.fill(Text::ByPoints, &[&lang.count(margin, Noun::Point)]))
        };
        format!("{why} {}{by}", counting(lang, pos))
    }

    fn score_line(lang: Lang, _state: &MatchState<Self>, pos: &Self) -> String {
        counting(lang, pos)
    }

    fn turn_note(lang: Lang, pos: &Self) -> Option<String> {
        match pos.agreement() {
            Agreement::Proposed => {
                Some(lang.fill(Text::ProposalPending, &[&Self::side_name(lang, pos.turn().other())]))
            }
            Agreement::Refused => Some(lang.t(Text::ProposalRefused).to_string()),
            _ => None,
        }
    }

    const RULE_OPTION: Text = Text::CaptureOption;

    fn choice_text(choice: CaptureRule) -> Text {
        match choice {
            CaptureRule::Subset => Text::CaptureSubset,
            CaptureRule::AllOrNone => Text::CaptureAllOrNone,
            CaptureRule::Single => Text::CaptureSingle,
        }
    }

    fn rules_page() -> Html {
        html! { <ThudRules /> }
    }

    fn embed_size() -> (u32, u32) {
        (520, 760)
    }
}
