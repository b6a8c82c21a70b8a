//! Thud's refusals in words: English is the engine's own wording, Czech is
//! written here, variant by variant.

use abstrakta_engine::thud::{
    IllegalMoveError, Move, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use crate::i18n::{Lang, Refusals, Text};

impl Refusals for Position {
    fn computer_offer(m: Move) -> Option<Text> {
        match m {
            Move::Propose => Some(Text::ComputerProposed),
            Move::Accept => Some(Text::ComputerAccepted),
            Move::Refuse => Some(Text::ComputerRefused),
            _ => None,
        }
    }

    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => "prázdný tah".into(),
                ParseMoveError::Syntax(t) => format!(
                    "{t:?} není tah jako dO11-O9, dF3*H7, TG7-F7xF6xG6, TG9*G11xF12, propose, accept nebo refuse"
                ),
                ParseMoveError::BadSquare(t) => {
                    format!("{t:?} není pole (sloupce A–P bez I, řady 1–15, bez useknutých rohů)")
                }
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => "bitva skončila".into(),
                IllegalMoveError::AnswerPending => {
                    "byl navržen konec bitvy: nejdřív ho přijměte, nebo odmítněte".into()
                }
                IllegalMoveError::NothingToAnswer => "konec bitvy nikdo nenavrhl".into(),
                IllegalMoveError::JustRefused => {
                    "váš návrh byl právě odmítnut: než navrhnete znovu, táhněte figurou".into()
                }
                IllegalMoveError::NoPiece(sq) => format!("na {sq} žádná figura nestojí"),
                IllegalMoveError::WrongPiece(sq) => format!("na {sq} stojí jiná figura, než je zapsáno"),
                IllegalMoveError::NotYourTurn(sq) => format!("figura na {sq} patří straně, která není na tahu"),
                IllegalMoveError::Unreachable { from, to } => format!("figura z {from} se nedostane na {to}"),
                IllegalMoveError::WrongCaptures { written, options } => format!(
                    "{written} nebere trpaslíky, jak pravidla dovolují; možné tahy jsou: {}",
                    options.join(", ")
                ),
            },
        }
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(n) => format!("čekáno 15 řad oddělených '/', nalezeno {n}"),
                ParsePositionError::RankLength { rank, expected, found } => {
                    format!("řada {rank} má {expected} polí, zápis jich popisuje {found}")
                }
                ParsePositionError::BadChar(c) => {
                    format!("{c:?} není figura (d trpaslík, T troll, o Thudův kámen) ani počet prázdných polí")
                }
                ParsePositionError::Thudstone => "Thudův kámen 'o' musí stát na H8, a jen tam".into(),
                ParsePositionError::Turn(t) => format!("strana na tahu {t:?}: čekáno d (trpaslíci) nebo t (trollové)"),
                ParsePositionError::Battle(t) => format!("bitva {t:?}: čekáno 1 nebo 2"),
                ParsePositionError::Points(t) => format!("body {t:?}: čekáno celé číslo se znaménkem, např. +3"),
                ParsePositionError::Extra(t) => {
                    format!("nečekané {t:?}: čekáno proposal, refused nebo agreed")
                }
            },
            PositionTextError::Setup(e) => match e {
                SetupError::TooManyDwarfs(n) => format!("trpaslíků je {n}: bitva jich má nejvýš 32"),
                SetupError::TooManyTrolls(n) => format!("trollů je {n}: bitva jich má nejvýš 8"),
            },
        }
    }
}
