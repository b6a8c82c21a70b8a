//! Brandubh in the app: its board, status details, rule option and rules page.

mod board;
mod otg;
mod refusals;
pub mod rules;
mod texts;

use abstrakta_engine::brandubh::{Move, Position, RepetitionRule};
use abstrakta_engine::{Game, Side};
use yew::prelude::*;

pub use board::BrandubhBoard;

use super::board::{BoardProps, Cell};
use super::example::ExampleData;
use super::game::{ForeignExport, ForeignImport, GameWords, OptionText, Palette, UiGame};
use crate::components::puzzles::PuzzlePage;
use crate::i18n::{Lang, Noun, Unit};
use crate::state::MatchState;
use texts::{GameMsg, GameText};

impl UiGame for Position {
    const WORDS: GameWords = texts::WORDS;
    const PALETTE: Palette = &[
        (' ', &crate::i18n::Text::EmptySquare),
        ('a', &GameText::AttackerWord),
        ('d', &GameText::DefenderWord),
        ('k', &GameText::KingWord),
    ];
    const TEXT_RUNS: bool = true;
    const SIDE_LETTERS: [char; 2] = ['a', 'd'];
    fn text_places() -> Vec<(Cell, (usize, usize))> {
        (0..49u16)
            .map(|c| (c, (6 - usize::from(c / 7), usize::from(c % 7))))
            .collect()
    }
    fn eval_unit() -> (i32, Unit) {
        // An attacker's worth (a defender counts about two).
        (abstrakta_engine::brandubh::Eval::default().attacker, Unit::Piece)
    }
    fn light_side() -> Side {
        // The defenders' pieces are the light ones.
        Side::Second
    }

    fn board(props: BoardProps<Self>) -> Html {
        html! { <BrandubhBoard ..props /> }
    }

    fn gesture(m: Move) -> Option<(Cell, Cell)> {
        Some((board::cell(m.from), board::cell(m.to)))
    }

    fn removed(pos: &Self, m: Move) -> Vec<Cell> {
        pos.captures(m).map(board::cell).collect()
    }

    fn action_label(_lang: Lang, m: Move) -> String {
        m.to_string()
    }

    fn end_reason(lang: Lang, pos: &Self) -> String {
        match pos.king() {
            Some(k) if k.is_corner() => lang.say(GameMsg::KingEscaped { corner: &k }),
            None => lang.t(GameText::KingCaptured).to_string(),
            _ if pos.repetitions() >= 3 && pos.rules().repetition != RepetitionRule::NotEnforced => {
                lang.t(GameText::Repetition).to_string()
            }
            _ => lang.t(GameText::NoMoves).to_string(),
        }
    }

    fn score_line(lang: Lang, state: &MatchState<Self>, pos: &Self) -> String {
        let start = state.plies.position(0);
        let lost_attackers = start.attackers().count().saturating_sub(pos.attackers().count());
        let lost_defenders = start.defenders().count().saturating_sub(pos.defenders().count());
        lang.say(GameMsg::CapturedCount {
            attackers: &lang.count(lost_attackers, Noun::Attacker),
            defenders: &lang.count(lost_defenders, Noun::Defender),
        })
    }

    const OPTION_TEXTS: &'static [OptionText] = &[
        OptionText {
            label: &GameText::RepetitionOption,
            values: &[
                &GameText::RepetitionMoverWins,
                &GameText::RepetitionMoverLoses,
                &GameText::RepetitionDraw,
                &GameText::RepetitionIgnored,
            ],
        },
        OptionText {
            label: &GameText::KingOption,
            values: &[
                &GameText::KingThrone,
                &GameText::KingWeak,
                &GameText::KingCentre,
                &GameText::KingStrong,
                &GameText::KingMiddle,
            ],
        },
        OptionText {
            label: &GameText::ArmsOption,
            values: &[
                &GameText::ArmsArmed,
                &GameText::ArmsHammer,
                &GameText::ArmsAnvil,
                &GameText::ArmsUnarmed,
            ],
        },
        OptionText {
            label: &GameText::ThroneOption,
            values: &[
                &GameText::HostileSoldiers,
                &GameText::HostileAll,
                &GameText::HostileAttackers,
                &GameText::HostileNobody,
            ],
        },
        OptionText {
            label: &GameText::KingThroneOption,
            values: &[
                &GameText::HostileAttackers,
                &GameText::HostileNobody,
                &GameText::HostileSoldiers,
            ],
        },
    ];

    fn foreign_record(text: &str) -> Option<ForeignImport<Self>> {
        otg::import(text)
    }

    fn foreign_export(lang: Lang, start: &Self, moves: &[Move], current: &Self) -> Option<ForeignExport> {
        Some(ForeignExport {
            label: lang.t(GameText::OtgRecord).to_string(),
            file: "brandubh.otg",
            text: otg::export(start, moves),
            position: (lang.t(GameText::OtnPosition).to_string(), otg::position(current)),
        })
    }

    fn puzzles_page(number: usize) -> Html {
        html! { <PuzzlePage<Self> {number} /> }
    }

    const EXAMPLES: &'static [ExampleData] = &rules::EXAMPLES;
}
