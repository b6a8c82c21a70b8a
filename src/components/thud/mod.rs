//! Thud in the app: its board, battle score and agreement status, capture-rule
//! option and rules page.

mod board;
mod refusals;
pub mod rules;
mod texts;

use abstrakta_engine::thud::{Agreement, Move, Position, DWARF_POINTS, TROLL_POINTS};
use abstrakta_engine::Game;
use yew::prelude::*;

pub use board::ThudBoard;

use super::board::{BoardProps, Cell};
use super::example::ExampleData;
use super::game::{GameWords, OptionText, Palette, UiGame};
use crate::i18n::{Lang, Noun};
use crate::state::MatchState;
use texts::{GameMsg, GameText};

/// "Dwarfs 20 × 1 = 20 · Trolls 5 × 4 = 20": the battle score with its counting.
fn counting(lang: Lang, pos: &Position) -> String {
    let (d, t) = (pos.dwarfs().count(), pos.trolls().count());
    lang.say(GameMsg::ThudCounting {
        dwarfs: &d,
        dwarf_points: &(d as i32 * DWARF_POINTS),
        trolls: &t,
        troll_points: &(t as i32 * TROLL_POINTS),
    })
}

impl UiGame for Position {
    const WORDS: GameWords = texts::WORDS;
    const PALETTE: Palette = &[
        (' ', &crate::i18n::Text::EmptySquare),
        ('d', &GameText::DwarfWord),
        ('T', &GameText::TrollWord),
    ];
    const TEXT_RUNS: bool = true;
    const SIDE_LETTERS: [char; 2] = ['d', 't'];
    fn edit_words(lang: Lang) -> Vec<(usize, &'static str)> {
        vec![(1, lang.t(GameText::Battle))]
    }
    fn text_places() -> Vec<(Cell, (usize, usize))> {
        // Each rank writes only its squares on the octagon.
        (0..225u16)
            .filter_map(|c| {
                let (file, rank) = (c % 15, c / 15);
                let off = rank.abs_diff(7);
                (off + file.abs_diff(7) <= 9)
                    .then(|| (c, (usize::from(14 - rank), usize::from(file - off.saturating_sub(2)))))
            })
            .collect()
    }
    fn round_word(lang: Lang) -> &'static str {
        lang.t(GameText::Battle)
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
            Move::Accept => GameText::AcceptEnd,
            Move::Refuse => GameText::RefuseEnd,
            _ => GameText::ProposeEnd,
        })
        .to_string()
    }

    fn end_reason(lang: Lang, pos: &Self) -> String {
        let why = if pos.agreement() == Agreement::Agreed {
            lang.t(GameText::EndAgreed).to_string()
        } else {
            lang.say(GameMsg::EndNoMove {
                side: &Self::side_name(lang, pos.turn()),
            })
        };
        let margin = pos.margin().unwrap_or(0).abs();
        let by = if margin == 0 {
            String::new()
        } else {
            format!(
                " ({})",
                lang.say(GameMsg::ByPoints {
                    points: &lang.count(margin, Noun::Point)
                })
            )
        };
        format!("{why} {}{by}", counting(lang, pos))
    }

    fn score_line(lang: Lang, _state: &MatchState<Self>, pos: &Self) -> String {
        counting(lang, pos)
    }

    fn turn_note(lang: Lang, pos: &Self) -> Option<String> {
        match pos.agreement() {
            Agreement::Proposed => Some(lang.say(GameMsg::ProposalPending {
                side: &Self::side_name(lang, pos.turn().other()),
            })),
            Agreement::Refused => Some(lang.t(GameText::ProposalRefused).to_string()),
            _ => None,
        }
    }

    const OPTION_TEXTS: &'static [OptionText] = &[OptionText {
        label: &GameText::CaptureOption,
        values: &[
            &GameText::CaptureSubset,
            &GameText::CaptureAllOrNone,
            &GameText::CaptureSingle,
        ],
    }];

    fn puzzles_page(_number: usize) -> Html {
        // No puzzle set: no route leads here.
        Html::default()
    }

    const EXAMPLES: &'static [ExampleData] = &rules::EXAMPLES;

    fn embed_size() -> (u32, u32) {
        (520, 760)
    }
}
