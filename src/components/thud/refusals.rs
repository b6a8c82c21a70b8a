//! Thud's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`); and the computer's offers and answers in words.

use abstrakta_engine::thud::{
    IllegalMoveError, Move, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use super::texts::GameText;
use crate::i18n::{InQuotes, Lang, Refusals, Words};

include!(concat!(env!("OUT_DIR"), "/thud/Reason.rs"));

impl Refusals for Position {
    fn computer_offer(m: Move) -> Option<Words> {
        match m {
            Move::Propose => Some(Words::of(GameText::ComputerProposed)),
            Move::Accept => Some(Words::of(GameText::ComputerAccepted)),
            Move::Refuse => Some(Words::of(GameText::ComputerRefused)),
            _ => None,
        }
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
