//! Top Quark in the app: its maze board, score in words, the initiative note,
//! copy-rule option and rules page.

mod board;
mod refusals;
pub mod rules;
mod texts;

use abstrakta_engine::topquark::{Move, Position, WHITE};
use abstrakta_engine::{Game, Notation, Outcome, Side};
use yew::prelude::*;

pub use board::{TopQuarkBoard, TopQuarkLegend};

use super::board::{BoardProps, Cell};
use super::example::ExampleData;
use super::game::{GameWords, OptionText, Palette, UiGame};
use crate::components::puzzles::PuzzlePage;
use crate::i18n::{capitalize, Lang, Noun, Unit};
use crate::state::MatchState;
use texts::{GameMsg, GameText};

fn side_word(lang: Lang, side: Side) -> String {
    capitalize(lang.t(texts::WORDS.sides[usize::from(side != WHITE)]))
}

impl UiGame for Position {
    const WORDS: GameWords = texts::WORDS;
    const PALETTE: Palette = &[
        ('.', &crate::i18n::Text::EmptyHollow),
        ('w', &texts::word::Word::FirstSide),
        ('b', &texts::word::Word::SecondSide),
    ];
    const TEXT_RUNS: bool = false;
    const SIDE_LETTERS: [char; 2] = ['w', 'b'];
    fn edit_words(lang: Lang) -> Vec<(usize, &'static str)> {
        vec![(1, lang.t(GameText::TqCounter)), (2, lang.t(GameText::TqTaken))]
    }
    fn text_places() -> Vec<(Cell, (usize, usize))> {
        (0..77u16)
            .map(|c| (c, (6 - usize::from(c / 11), usize::from(c % 11))))
            .collect()
    }
    fn eval_unit() -> (i32, Unit) {
        // What a ball taken is worth to the evaluation.
        (abstrakta_engine::topquark::Eval::default().capture, Unit::Ball)
    }
    const SIDES_ARE_NAMES: bool = true;

    fn board(props: BoardProps<Self>) -> Html {
        html! { <TopQuarkBoard ..props /> }
    }

    fn board_legend() -> Html {
        html! { <TopQuarkLegend /> }
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

    // White and Black are one player each.
    const ONE_PLAYER_SIDES: bool = true;

    fn end_reason(lang: Lang, pos: &Self) -> String {
        let (w, b) = (pos.captured(WHITE), pos.captured(Side::Second));
        match pos.outcome() {
            Some(Outcome::Draw) => lang.t(GameText::TqEndDraw).to_string(),
            Some(Outcome::Win(side)) => {
                let (mine, theirs) = if side == WHITE { (w, b) } else { (b, w) };
                if mine >= 3 && mine >= theirs + 2 {
                    lang.say(GameMsg::TqEndCaptures {
                        side: &side_word(lang, side),
                        taken: &lang.count(mine, Noun::Ball),
                        against: &theirs,
                    })
                } else {
                    lang.say(GameMsg::TqEndNoMove {
                        side: &side_word(lang, side.other()),
                    })
                }
            }
            None => String::new(),
        }
    }

    fn score_line(lang: Lang, _state: &MatchState<Self>, pos: &Self) -> String {
        let (w, b) = (pos.captured(WHITE), pos.captured(Side::Second));
        let score = if w == b {
            lang.say(GameMsg::TqLevel { white: &w, black: &b })
        } else {
            let (side, lead, other) = if w > b { (WHITE, w, b) } else { (Side::Second, b, w) };
            let needs = (3u8.saturating_sub(lead)).max((other + 2).saturating_sub(lead));
            let (side, ahead, behind) = (&side_word(lang, side), &lead, &other);
            if needs == 0 {
                // The lead that won the game: nothing more is needed.
                lang.say(GameMsg::TqLeadsWon { side, ahead, behind })
            } else {
                let needs = &lang.count(needs, Noun::MoreCapture);
                lang.say(GameMsg::TqLeads {
                    side,
                    ahead,
                    behind,
                    needs,
                })
            }
        };
        if pos.outcome().is_some() {
            score
        } else {
            format!(
                "{score} {}",
                lang.say(GameMsg::TqSteps {
                    steps: &lang.count(pos.counter(), Noun::Step)
                })
            )
        }
    }

    fn turn_note(lang: Lang, pos: &Self) -> Option<String> {
        let copy = pos.blocked_copy()?;
        Some(lang.say(GameMsg::TqCopyBlocked {
            side: &side_word(lang, pos.turn()),
            mv: &pos.move_to_text(copy),
        }))
    }

    const OPTION_TEXTS: &'static [OptionText] = &[OptionText {
        label: &GameText::CopiesOption,
        values: &[&GameText::CopiesConsecutive, &GameText::CopiesTotal],
    }];

    fn puzzles_page(number: usize) -> Html {
        html! { <PuzzlePage<Self> {number} /> }
    }

    const EXAMPLES: &'static [ExampleData] = &rules::EXAMPLES;

    fn embed_size() -> (u32, u32) {
        (560, 735)
    }
}
