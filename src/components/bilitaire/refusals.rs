//! Bi-litaire's reasons for refusing a written move or position: every error
//! the engine returns, worded in both languages in one table (`[Reason]` in
//! `texts.toml`); counted words take the plural each language asks for.

use abstrakta_engine::bilitaire::{
    IllegalMoveError, Move, MoveText, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError,
    SetupError, JUMPER, START_TILES,
};
use abstrakta_engine::Notation;

use super::texts::GameMsg;

use crate::i18n::{InQuotes, Lang, Noun, Refusals, Words};

include!(concat!(env!("OUT_DIR"), "/bilitaire/Reason.rs"));

impl Refusals for Position {
    fn computer_words(before: &Position, m: Move) -> Option<Words> {
        let written: MoveText = before.move_to_text(m).parse().ok()?;
        Some(Words::new(|lang| {
            let (text, announce) = match &written {
                MoveText::Remove(hollow) => (lang.say(GameMsg::CompRemoved { hollow }), 0),
                MoveText::Path(path) => {
                    let (first, last) = (
                        path.first().map(ToString::to_string),
                        path.last().map(ToString::to_string),
                    );
                    let all = path.iter().map(ToString::to_string).collect::<Vec<_>>().join("-");
                    let text = lang.say(GameMsg::CompJumped {
                        from: &first.unwrap_or_default(),
                        to: &last.unwrap_or_default(),
                        path: &all,
                        balls: &lang.count(path.len().saturating_sub(1), Noun::Ball),
                    });
                    (text, 0)
                }
                MoveText::Slide { from, to, announce } => (lang.say(GameMsg::CompSlid { from, to }), *announce),
                MoveText::RemoveTile { tile, announce } => (lang.say(GameMsg::CompRemovedTile { tile }), *announce),
            };
            if announce == 0 {
                text
            } else {
                format!("{text} {}", lang.say(GameMsg::CompAnnounced { n: &announce }))
            }
        }))
    }

    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let reason = match error {
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => Reason::EmptyMove {},
                ParseMoveError::Hollow(t) => Reason::BadHollow { text: &InQuotes(t) },
                ParseMoveError::Tile(t) => Reason::BadTile { text: &InQuotes(t) },
                ParseMoveError::Announce(t) => Reason::BadAnnounce { text: &InQuotes(t) },
                ParseMoveError::AnnounceOnJump => Reason::AnnounceOnJump {},
                ParseMoveError::NotAJump(from, to) => Reason::NotAJump { from, to },
                ParseMoveError::NotStraight(from, to) => Reason::NotStraight { from, to },
                ParseMoveError::TooLong(n) => Reason::TooLong { n },
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::RoundOver => Reason::RoundOver {},
                IllegalMoveError::NotYourTurn { turn } if *turn == JUMPER => Reason::JumperToMove {},
                IllegalMoveError::NotYourTurn { .. } => Reason::PusherToMove {},
                IllegalMoveError::OpeningFirst => Reason::OpeningFirst {},
                IllegalMoveError::NotOpening => Reason::NotOpening {},
                IllegalMoveError::NoBall(hollow) => Reason::NoBall { hollow },
                IllegalMoveError::BadJump { from, to } => Reason::BadJump { from, to },
                IllegalMoveError::WrongLength { required, made } => Reason::WrongLength {
                    required: &lang.count(*required, Noun::Jump),
                    made,
                },
                IllegalMoveError::NoTile(tile) => Reason::NoTile { tile },
                IllegalMoveError::TileNotEmpty(tile) => Reason::TileNotEmpty { tile },
                IllegalMoveError::Blocked { from, to } => Reason::Blocked { from, to },
                IllegalMoveError::Unreachable { announced, longest } => Reason::Unreachable {
                    announced: &lang.count(*announced, Noun::Jump),
                    longest,
                },
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
                ParsePositionError::HalfTile(tile) => Reason::HalfTile { tile },
                ParsePositionError::Turn(t) => Reason::Turn { text: &InQuotes(t) },
                ParsePositionError::Round(t) => Reason::Round { text: &InQuotes(t) },
                ParsePositionError::Points(t) => Reason::Points { text: &InQuotes(t) },
                ParsePositionError::Extra(t) => Reason::Extra { text: &InQuotes(t) },
            },
            PositionTextError::Setup(e) => match e {
                SetupError::TooManyTiles(n) => Reason::TooManyTiles { n, tiles: &START_TILES },
                SetupError::Carried(n) => Reason::Carried {
                    total: &format!("{n:+}"),
                },
                SetupError::PusherBeforeOpening => Reason::PusherBeforeOpening {},
                SetupError::NoTiles => Reason::NoTiles {},
                SetupError::AnnounceOutOfTurn => Reason::AnnounceOutOfTurn {},
                SetupError::AnnounceUnreachable { announced, longest } => Reason::AnnounceUnreachable {
                    announced: &lang.count(*announced, Noun::Jump),
                    longest,
                },
            },
        };
        lang.say(reason)
    }
}
