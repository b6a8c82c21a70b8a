//! Brandubh's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`).

use abstrakta_engine::brandubh::{
    IllegalMoveError, Move, MoveText, MoveTextError, ParseMoveError, ParsePositionError, Piece, Position,
    PositionTextError, SetupError,
};
use abstrakta_engine::Notation;

use super::texts::{GameMsg, GameText};
use crate::i18n::{InQuotes, Lang, Refusals, Words};

include!(concat!(env!("OUT_DIR"), "/brandubh/Reason.rs"));

impl Refusals for Position {
    fn computer_words(before: &Position, m: Move) -> Option<Words> {
        let piece = before.piece_at(m.from)?;
        let written: MoveText = before.move_to_text(m).parse().ok()?;
        Some(Words::new(|lang| {
            let with = lang.t(match piece {
                Piece::Attacker => GameText::WithAttacker,
                Piece::Defender => GameText::WithDefender,
                Piece::King => GameText::WithKing,
            });
            let mut text = lang.say(GameMsg::CompMoved {
                piece: &with,
                from: &m.from,
                to: &m.to,
            });
            let taken: Vec<String> = written
                .captures
                .iter()
                .filter_map(|&sq| {
                    let word = lang.t(match before.piece_at(sq)? {
                        Piece::Attacker => GameText::TakenAttacker,
                        Piece::Defender => GameText::TakenDefender,
                        Piece::King => GameText::TakenKing,
                    });
                    Some(lang.say(GameMsg::TakenOn {
                        piece: &word,
                        square: &sq,
                    }))
                })
                .collect();
            if !taken.is_empty() {
                text.push(' ');
                text.push_str(&lang.say(GameMsg::CompCaptured {
                    taken: &taken.join(", "),
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
                IllegalMoveError::NoPiece(square) => Reason::NoPiece { square },
                IllegalMoveError::NotYourTurn(square) => Reason::NotYourTurn { square },
                IllegalMoveError::Unreachable { from, to } => Reason::Unreachable { from, to },
                IllegalMoveError::Blocked { from, to, at } => Reason::Blocked { from, to, at },
                IllegalMoveError::Restricted { from, to } => Reason::RestrictedStop { from, to },
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
