//! Bi-litaire in the app: its tray, roles, announcements, round and match
//! scores in balls, chain-rule option and rules page.

mod board;
mod refusals;
pub mod rules;
mod texts;

use abstrakta_engine::bilitaire::{Hollow, Move, Position, JUMPER};
use abstrakta_engine::{Game, Notation};
use yew::prelude::*;

pub use board::BilitaireBoard;

use super::board::{BoardProps, Cell};
use super::context::{seat_label, seat_name};
use super::example::ExampleData;
use super::game::{GameWords, OptionText, Palette, UiGame};
use crate::i18n::{Lang, Noun};
use crate::state::MatchState;
use crate::state::Seat;
use texts::{GameMsg, GameText};

/// The seat that jumps in `round` (the jumper is the first side of each round).
fn jumper_seat(round: u8) -> Seat {
    Seat::playing(JUMPER, round)
}

/// Balls removed in each round that has ended, by round number.
fn removed_by_round(state: &MatchState<Position>) -> Vec<(u8, u32)> {
    state
        .plies
        .iter()
        .map(|p| &p.after)
        .filter(|p| p.outcome().is_some())
        .map(|p| (p.round(), p.removed()))
        .collect()
}

impl UiGame for Position {
    const WORDS: GameWords = texts::WORDS;
    const PALETTE: Palette = &[
        ('.', &crate::i18n::Text::EmptyHollow),
        ('o', &GameText::BallWord),
        ('-', &crate::i18n::Text::NoTile),
    ];
    const TEXT_RUNS: bool = false;
    const SIDE_LETTERS: [char; 2] = ['j', 'p'];
    fn edit_words(lang: Lang) -> Vec<(usize, &'static str)> {
        vec![(1, lang.t(crate::i18n::Text::Round))]
    }
    fn text_places() -> Vec<(Cell, (usize, usize))> {
        (0..64u16)
            .map(|c| (c, (7 - usize::from(c / 8), usize::from(c % 8))))
            .collect()
    }
    fn edit_text(grid: &mut crate::state::TextGrid, (row, col): (usize, usize), c: char) {
        // A tile's four hollows are there together or not at all.
        let tile = [
            (row & !1, col & !1),
            (row & !1, col | 1),
            (row | 1, col & !1),
            (row | 1, col | 1),
        ];
        if c == '-' || grid.get((row, col)) == Some('-') {
            for place in tile {
                grid.set(place, if c == '-' { '-' } else { '.' });
            }
        }
        grid.set((row, col), c);
    }
    fn board(props: BoardProps<Self>) -> Html {
        html! { <BilitaireBoard ..props /> }
    }

    fn gesture(m: Move) -> Option<(Cell, Cell)> {
        Some(match m {
            Move::Remove(h) => (board::cell(h), board::cell(h)),
            Move::Jump(chain) => (board::cell(chain.start()), board::cell(chain.jumps().next()?.1)),
            Move::Slide { tile, dir, dist, .. } => (board::tile_cell(tile), board::tile_cell(tile.step(dir, dist)?)),
            Move::RemoveTile { tile, .. } => (board::tile_cell(tile), board::tile_cell(tile)),
        })
    }

    fn path(m: Move) -> Option<Vec<Cell>> {
        match m {
            Move::Jump(chain) => Some(chain.path().map(board::cell).collect()),
            _ => Self::gesture(m).map(|(from, to)| vec![from, to]),
        }
    }

    fn motion(before: &Self, m: Move) -> Vec<(Cell, Cell)> {
        let Move::Slide { tile, dir, dist, .. } = m else {
            return Vec::new();
        };
        let (dx, dy) = dir.delta();
        let shift = |h: Hollow| {
            let x = h.x() as i8 + dx * 2 * dist as i8;
            let y = h.y() as i8 + dy * 2 * dist as i8;
            Hollow::new(x as u8, y as u8)
        };
        before
            .run(tile, dir)
            .into_iter()
            .flat_map(|t| t.hollows())
            .filter_map(|h| Some((board::cell(h), board::cell(shift(h)?))))
            .collect()
    }

    fn throw_kind(m: Move) -> Option<&'static str> {
        matches!(m, Move::RemoveTile { .. }).then_some("remove")
    }

    fn removed(_pos: &Self, m: Move) -> Vec<Cell> {
        match m {
            Move::Remove(h) => vec![board::cell(h)],
            Move::Jump(chain) => chain.jumps().map(|(over, _)| board::cell(over)).collect(),
            Move::Slide { .. } | Move::RemoveTile { .. } => Vec::new(),
        }
    }

    fn action_label(_lang: Lang, m: Move) -> String {
        format!("{m:?}")
    }

    fn end_reason(lang: Lang, pos: &Self) -> String {
        lang.say(GameMsg::BiEnd {
            removed: &lang.count(pos.removed(), Noun::Ball),
            left: &lang.count(pos.ball_count(), Noun::Ball),
        })
    }

    fn round_over_line(lang: Lang, pos: &Self) -> Option<String> {
        let over = lang.say(GameMsg::RoundOver {
            round: &Self::round_word(lang),
            number: &pos.round(),
        });
        Some(format!("{over} {}", Self::end_reason(lang, pos)))
    }

    fn score_line(lang: Lang, _state: &MatchState<Self>, pos: &Self) -> String {
        lang.say(GameMsg::BiScore {
            removed: &pos.removed(),
            left: &pos.ball_count(),
        })
    }

    fn turn_note(lang: Lang, pos: &Self) -> Option<String> {
        if pos.opening() {
            Some(lang.t(GameText::BiOpening).to_string())
        } else if pos.announced() > 0 {
            Some(lang.say(GameMsg::BiAnnounced { n: &pos.announced() }))
        } else {
            None
        }
    }

    fn chooser_text(lang: Lang) -> (&'static str, &'static str) {
        (lang.t(GameText::AnnounceTitle), lang.t(GameText::AnnounceHelp))
    }

    fn choice_label(lang: Lang, pos: &Self, m: Move) -> String {
        let text = pos.move_to_text(m);
        match m.announce() {
            0 => format!("{} ({text})", lang.t(GameText::NoAnnouncement)),
            n => format!("{} ({text})", lang.say(GameMsg::AnnounceN { n: &n })),
        }
    }

    fn round_line(lang: Lang, end: &Self) -> Option<String> {
        let seat = jumper_seat(end.round());
        Some(lang.say(GameMsg::BiRoundLine {
            round: &end.round(),
            jumper: &seat_name(lang, seat),
            removed: &lang.count(end.removed(), Noun::Ball),
            left: &lang.count(end.ball_count(), Noun::Ball),
        }))
    }

    fn match_lines(lang: Lang, state: &MatchState<Self>) -> Option<(String, Option<String>)> {
        let rounds = removed_by_round(state);
        let of = |seat: Seat| rounds.iter().find(|&&(r, _)| jumper_seat(r) == seat).map(|&(_, n)| n);
        let (a, b) = (of(Seat::A), of(Seat::B));
        let show = |n: Option<u32>| n.map_or_else(|| "—".to_string(), |n| n.to_string());
        let person = state.person();
        let totals = lang.say(GameMsg::BiTotals {
            first: &seat_label(lang, Seat::A, person, state.players),
            first_removed: &show(a),
            second: &seat_label(lang, Seat::B, person, state.players),
            second_removed: &show(b),
        });
        let verdict = match (a, b) {
            (Some(a), Some(b)) if state.match_over() => Some(match a.cmp(&b) {
                std::cmp::Ordering::Equal => lang.say(GameMsg::BiMatchDrawn {
                    removed: &lang.count(a, Noun::Ball),
                }),
                std::cmp::Ordering::Greater => lang.say(GameMsg::BiMatchWon {
                    winner: &seat_label(lang, Seat::A, person, state.players),
                    removed: &lang.count(a, Noun::Ball),
                    against: &b,
                }),
                std::cmp::Ordering::Less => lang.say(GameMsg::BiMatchWon {
                    winner: &seat_label(lang, Seat::B, person, state.players),
                    removed: &lang.count(b, Noun::Ball),
                    against: &a,
                }),
            }),
            _ => None,
        };
        Some((totals, verdict))
    }

    fn swap_note(lang: Lang) -> &'static str {
        lang.t(GameText::BiSwap)
    }

    const OPTION_TEXTS: &'static [OptionText] = &[OptionText {
        label: &GameText::ChainsOption,
        values: &[&GameText::ChainsFree, &GameText::ChainsSingle],
    }];

    fn puzzles_page(_number: usize) -> Html {
        // No puzzle set: no route leads here.
        Html::default()
    }

    // The jumper and the pusher are one player each.
    const ONE_PLAYER_SIDES: bool = true;

    const EXAMPLES: &'static [ExampleData] = &rules::EXAMPLES;

    fn embed_size() -> (u32, u32) {
        (460, 700)
    }
}
