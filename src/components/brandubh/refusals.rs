//! Brandubh's refusals in words: English is the engine's own wording, Czech is
//! written here, variant by variant.

use abstrakta_engine::brandubh::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use crate::i18n::{Lang, Refusals};

impl Refusals for Position {
    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => "prázdný tah".into(),
                ParseMoveError::Syntax(t) => format!("{t:?} není tah jako d2-e2 nebo e2-d2xd3"),
                ParseMoveError::BadSquare(t) => format!("{t:?} není pole (a1 až g7)"),
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => "hra skončila".into(),
                IllegalMoveError::NoPiece(sq) => format!("na {sq} žádná figura nestojí"),
                IllegalMoveError::NotYourTurn(sq) => format!("figura na {sq} patří straně, která není na tahu"),
                IllegalMoveError::Unreachable { from, to } => format!("figura z {from} nemůže táhnout na {to}"),
                IllegalMoveError::WrongCaptures { written, actual } => {
                    format!("{written} nebere to, co je zapsáno; tah zní {actual}")
                }
            },
        }
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::Empty => "prázdný zápis pozice".into(),
                ParsePositionError::MissingTurn => {
                    "chybí strana na tahu: zakončete zápis \" a\" (útočníci) nebo \" d\" (obránci)".into()
                }
                ParsePositionError::BadTurn(t) => format!("strana na tahu musí být a nebo d, ne {t:?}"),
                ParsePositionError::TrailingText(t) => format!("nečekaný text za stranou na tahu: {t:?}"),
                ParsePositionError::RankCount(n) => format!("čekáno 7 řad oddělených /, nalezeno {n}"),
                ParsePositionError::RankLength { rank } => format!("řada {rank} nemá přesně 7 polí"),
                ParsePositionError::BadChar(c) => {
                    format!("nečekaný znak {c:?} (figury jsou a, d, k; číslice 1–7 jsou prázdná pole)")
                }
            },
            PositionTextError::Setup(e) => match e {
                SetupError::NoKing => "v pozici chybí král".into(),
                SetupError::TooManyKings(n) => format!("v pozici je králů: {n}; král je jen jeden"),
                SetupError::TooManyAttackers(n) => format!("v pozici je útočníků: {n}; nejvýš jich je 8"),
                SetupError::TooManyDefenders(n) => format!("v pozici je obránců: {n}; nejvýš jsou 4"),
                SetupError::Restricted(sq) => format!("na {sq} (trůn nebo roh) smí stát jen král"),
            },
        }
    }
}
