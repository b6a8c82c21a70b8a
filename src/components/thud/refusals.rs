//! Thud's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`); and the computer's offers and answers in words.

use abstrakta_engine::thud::{
    IllegalMoveError, Move, MoveText, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError,
    SetupError,
};
use abstrakta_engine::Notation;

use super::texts::{GameMsg, GameText};
use crate::i18n::{InQuotes, Lang, Refusals, Words};

include!(concat!(env!("OUT_DIR"), "/thud/Reason.rs"));

impl Refusals for Position {
    fn computer_words(before: &Position, m: Move) -> Option<Words> {
        let (from, to) = match m {
            Move::Propose => return Some(Words::of(GameText::ComputerProposed)),
            Move::Accept => return Some(Words::of(GameText::ComputerAccepted)),
            Move::Refuse => return Some(Words::of(GameText::ComputerRefused)),
            Move::DwarfMove { from, to }
            | Move::Hurl { from, to }
            | Move::TrollStep { from, to, .. }
            | Move::Shove { from, to, .. } => (from, to),
        };
        let captures = match before.move_to_text(m).parse().ok()? {
            MoveText::Piece { captures, .. } => captures,
            _ => Vec::new(),
        };
        Some(Words::new(|lang| {
            let (from, to) = (&from, &to);
            let mut text = lang.say(match m {
                Move::Hurl { .. } => GameMsg::CompHurled { from, to },
                Move::TrollStep { .. } => GameMsg::CompTrollMoved { from, to },
                Move::Shove { .. } => GameMsg::CompShoved { from, to },
                _ => GameMsg::CompDwarfMoved { from, to },
            });
            if matches!(m, Move::TrollStep { .. } | Move::Shove { .. }) && !captures.is_empty() {
                let squares = captures.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
                let squares = &squares;
                text.push(' ');
                text.push_str(&lang.say(if captures.len() == 1 {
                    GameMsg::CompTookOne { squares }
                } else {
                    GameMsg::CompTookMany { squares }
                }));
            }
            text
        }))
    }

    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let reason = match error {
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => Reason::EmptyMove {},
                ParseMoveError::Syntax(t) => Reason::MoveSyntax { text: &InQuotes(t) },
                ParseMoveError::BadSquare(t) => Reason::BadSquare { text: &InQuotes(t) },
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => Reason::GameOver {},
                IllegalMoveError::AnswerPending => Reason::AnswerPending {},
                IllegalMoveError::NothingToAnswer => Reason::NothingToAnswer {},
                IllegalMoveError::JustRefused => Reason::JustRefused {},
                IllegalMoveError::NoPiece(square) => Reason::NoPiece { square },
                IllegalMoveError::WrongPiece(square) => Reason::WrongPiece { square },
                IllegalMoveError::NotYourTurn(square) => Reason::NotYourTurn { square },
                IllegalMoveError::Unreachable { from, to } => Reason::Unreachable { from, to },
                IllegalMoveError::Blocked { from, to, at } => Reason::Blocked { from, to, at },
                IllegalMoveError::WrongCaptures { written, options } => Reason::WrongCaptures {
                    written,
                    options: &options.join(", "),
                },
            },
        };
        lang.say(reason)
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        let reason = match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(found) => Reason::RankCount { found },
                ParsePositionError::RankLength { rank, expected, found } => {
                    Reason::RankLength { rank, expected, found }
                }
                ParsePositionError::BadChar(c) => Reason::BadChar { found: &InQuotes(c) },
                ParsePositionError::Thudstone => Reason::Thudstone {},
                ParsePositionError::Turn(t) => Reason::Turn { text: &InQuotes(t) },
                ParsePositionError::Battle(t) => Reason::Battle { text: &InQuotes(t) },
                ParsePositionError::Points(t) => Reason::Points { text: &InQuotes(t) },
                ParsePositionError::Extra(t) => Reason::Extra { text: &InQuotes(t) },
            },
            PositionTextError::Setup(e) => match e {
                SetupError::TooManyDwarfs(n) => Reason::TooManyDwarfs { n },
                SetupError::TooManyTrolls(n) => Reason::TooManyTrolls { n },
            },
        };
        lang.say(reason)
    }
}
