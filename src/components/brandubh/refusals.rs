//! Brandubh's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`).

use abstrakta_engine::brandubh::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use crate::i18n::{InQuotes, Lang, Refusals};

include!(concat!(env!("OUT_DIR"), "/brandubh/Reason.rs"));

impl Refusals for Position {
    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let reason = match error {
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => Reason::EmptyMove {},
                ParseMoveError::Syntax(t) => Reason::MoveSyntax { text: &InQuotes(t) },
                ParseMoveError::BadSquare(t) => Reason::BadSquare { text: &InQuotes(t) },
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => Reason::GameOver {},
                IllegalMoveError::NoPiece(square) => Reason::NoPiece { square },
                IllegalMoveError::NotYourTurn(square) => Reason::NotYourTurn { square },
                IllegalMoveError::Unreachable { from, to } => Reason::Unreachable { from, to },
                IllegalMoveError::WrongCaptures { written, actual } => Reason::WrongCaptures { written, actual },
            },
        };
        lang.say(reason)
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        let reason = match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::Empty => Reason::EmptyPosition {},
                ParsePositionError::MissingTurn => Reason::MissingTurn {},
                ParsePositionError::BadTurn(t) => Reason::BadTurn { text: &InQuotes(t) },
                ParsePositionError::TrailingText(t) => Reason::TrailingText { text: &InQuotes(t) },
                ParsePositionError::RankCount(found) => Reason::RankCount { found },
                ParsePositionError::RankLength { rank } => Reason::RankLength { rank },
                ParsePositionError::BadChar(c) => Reason::BadChar { found: &InQuotes(c) },
            },
            PositionTextError::Setup(e) => match e {
                SetupError::NoKing => Reason::NoKing {},
                SetupError::TooManyKings(n) => Reason::TooManyKings { n },
                SetupError::TooManyAttackers(n) => Reason::TooManyAttackers { n },
                SetupError::TooManyDefenders(n) => Reason::TooManyDefenders { n },
                SetupError::Restricted(square) => Reason::Restricted { square },
            },
        };
        lang.say(reason)
    }
}
