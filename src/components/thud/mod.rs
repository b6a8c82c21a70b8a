//! Thud in the app: its board, battle score and agreement status, capture-rule
//! option and rules page.

mod board;
mod refusals;
pub mod rules;

use abstrakta_engine::thud::{Agreement, CaptureRule, Move, Position, Rules, DWARFS, DWARF_POINTS, TROLL_POINTS};
use abstrakta_engine::{Game, Side};
use web_sys::HtmlSelectElement;
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

    fn rule_options(lang: Lang, rules: Rules, on_change: Callback<Rules>) -> Html {
        let onchange = Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(capture) = CaptureRule::ALL.into_iter().find(|r| r.name() == value) {
                on_change.emit(Rules { capture });
            }
        });
        let option = |rule: CaptureRule, text: Text| {
            html! { <option value={rule.name()} selected={rules.capture == rule}>{ lang.t(text) }</option> }
        };
        html! {
            <label>{ lang.t(Text::CaptureOption) }
                <select name="capture" {onchange}>
                    { option(CaptureRule::Subset, Text::CaptureSubset) }
                    { option(CaptureRule::AllOrNone, Text::CaptureAllOrNone) }
                    { option(CaptureRule::Single, Text::CaptureSingle) }
                </select>
            </label>
        }
    }

    fn rules_page() -> Html {
        html! { <ThudRules /> }
    }

    fn embed_size() -> (u32, u32) {
        (520, 760)
    }
}
