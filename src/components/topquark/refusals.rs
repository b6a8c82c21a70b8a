//! Top Quark's reasons for refusing a written move or position: every error
//! the engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`); counted words take the plural each language asks for.

use abstrakta_engine::topquark::{
    IllegalMoveError, Move, MoveText, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError,
    SetupError, MAX_COPIES, WHITE,
};
use abstrakta_engine::Notation;

use super::texts::GameMsg;

use crate::i18n::{InQuotes, Lang, Noun, Refusals, Words};

include!(concat!(env!("OUT_DIR"), "/topquark/Reason.rs"));

impl Refusals for Position {
    fn computer_words(before: &Position, m: Move) -> Option<Words> {
        let written: MoveText = before.move_to_text(m).parse().ok()?;
        let (from, to) = (&m.from, &m.to);
        Some(Words::new(|lang| {
            lang.say(if written.capture {
                GameMsg::CompTook { from, to }
            } else {
                GameMsg::CompMoved { from, to }
            })
        }))
    }

    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let reason = match error {
            MoveTextError::Parse(ParseMoveError::Form(t)) => Reason::MoveForm { text: &InQuotes(t) },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => Reason::GameOver {},
                IllegalMoveError::NoBall(hollow) => Reason::NoBall { hollow },
                IllegalMoveError::Unreachable { text, steps } => Reason::Unreachable {
                    text,
                    steps: &lang.count(*steps, Noun::Step),
                },
                IllegalMoveError::Copy { text, allowed } => Reason::Copy {
                    text,
                    nth: &(allowed + 1),
                    allowed,
                },
                IllegalMoveError::NoCapture(text) => Reason::NoCapture { text },
            },
        };
        lang.say(reason)
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        let reason = match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(found) => Reason::RankCount { found },
                ParsePositionError::RankLength { rank, found } => Reason::RankLength { rank, found },
                ParsePositionError::BadChar(c) => Reason::BadChar { found: &InQuotes(c) },
                ParsePositionError::Turn(t) => Reason::Turn { text: &InQuotes(t) },
                ParsePositionError::Counter(t) => Reason::Counter { text: &InQuotes(t) },
                ParsePositionError::Captures(t) => Reason::Captures { text: &InQuotes(t) },
                ParsePositionError::Extra(t) => Reason::Extra { text: &InQuotes(t) },
            },
            PositionTextError::Setup(e) => match e {
                SetupError::Hollows(cell) => Reason::Hollows { cell },
                SetupError::Balls(side) if *side == WHITE => Reason::WhiteBalls {},
                SetupError::Balls(_) => Reason::BlackBalls {},
                SetupError::LastMove => Reason::LastMove {},
                SetupError::Copies => Reason::Copies { max: &MAX_COPIES },
            },
        };
        lang.say(reason)
    }
}
