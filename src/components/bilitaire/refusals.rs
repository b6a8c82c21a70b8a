//! Bi-litaire's refusals in words: English is the engine's own wording (with the
//! counted ones worded here, for their plurals), Czech is written here, variant
//! by variant.

use abstrakta_engine::bilitaire::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
    JUMPER, START_TILES,
};

use crate::i18n::{Lang, Noun, Refusals};

impl Refusals for Position {
    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let cs = lang == Lang::Cs;
        match error {
            MoveTextError::Illegal(IllegalMoveError::WrongLength { required, made }) => {
                let required = lang.count(*required, Noun::Jump);
                if cs {
                    format!("koulař teď musí udělat přesně {required}, ne {made}")
                } else {
                    format!("the jumper must make exactly {required} now, not {made}")
                }
            }
            MoveTextError::Illegal(IllegalMoveError::Unreachable { announced, longest }) => {
                let announced = lang.count(*announced, Noun::Jump);
                if cs {
                    format!("ohlášeno {announced}, ale koulařův nejdelší skok by měl {longest}")
                } else {
                    format!("announced {announced}, but the jumper's longest chain would be {longest}")
                }
            }
            _ if !cs => error.to_string(),
            MoveTextError::Parse(e) => match e {
                ParseMoveError::Empty => "nebyl zadán žádný tah".into(),
                ParseMoveError::Hollow(t) => format!("{t:?} není prohlubeň (a1 až h8, malými písmeny)"),
                ParseMoveError::Tile(t) => format!("{t:?} není pozice destičky (A1 až D4, velkými písmeny)"),
                ParseMoveError::Announce(t) => format!("{t:?} není ohlášení (=2 a víc, za tahem posunovače)"),
                ParseMoveError::AnnounceOnJump => "ohlašuje jen posunovač; skok žádné =N nemá".into(),
                ParseMoveError::NotAJump(a, b) => {
                    format!("{a}-{b} není skok: skok dopadá o dvě prohlubně dál v řadě nebo sloupci")
                }
                ParseMoveError::NotStraight(a, b) => {
                    format!("{a}-{b} není posun: destičky se posouvají po řadě nebo sloupci")
                }
                ParseMoveError::TooLong(n) => format!("skok o {n} přeskocích je delší, než kolo dovolí"),
            },
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::RoundOver => "kolo skončilo".into(),
                IllegalMoveError::NotYourTurn { turn } => if *turn == JUMPER {
                    "na tahu je koulař"
                } else {
                    "na tahu je posunovač"
                }
                .into(),
                IllegalMoveError::OpeningFirst => "koulař nejdřív odebere jednu kouli (například xd4)".into(),
                IllegalMoveError::NotOpening => "kouli lze odebrat jen na začátku kola".into(),
                IllegalMoveError::NoBall(h) => format!("na {h} žádná koule není"),
                IllegalMoveError::BadJump { from, to } => {
                    format!("{from}-{to}: skok vede přes kouli do prázdné prohlubně, po stojících destičkách")
                }
                IllegalMoveError::NoTile(t) => format!("na {t} žádná destička není"),
                IllegalMoveError::TileNotEmpty(t) => format!("na destičce {t} ještě leží koule"),
                IllegalMoveError::Blocked { from, to } => {
                    format!("{from}-{to}: každá pozice, do které řada vjede, musí být prázdná a uvnitř rámečku")
                }
                IllegalMoveError::WrongLength { .. } | IllegalMoveError::Unreachable { .. } => error.to_string(),
            },
        }
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(n) => format!("čekáno 8 řad oddělených '/', nalezeno {n}"),
                ParsePositionError::RankLength { rank, found } => {
                    format!("řada {rank} má 8 prohlubní, zápis jich popisuje {found}")
                }
                ParsePositionError::BadChar(c) => {
                    format!("{c:?} není prohlubeň (o koule, . prázdná prohlubeň, - bez destičky)")
                }
                ParsePositionError::HalfTile(t) => {
                    format!("pozice destičky {t}: její čtyři prohlubně musí být buď všechny '-', nebo žádná")
                }
                ParsePositionError::Turn(t) => {
                    format!("strana na tahu {t:?}: čekáno j (koulař) nebo p (posunovač)")
                }
                ParsePositionError::Round(t) => format!("kolo {t:?}: čekáno 1 nebo 2"),
                ParsePositionError::Points(t) => format!("součet {t:?}: čekáno celé číslo se znaménkem, např. +4"),
                ParsePositionError::Extra(t) => format!("nečekané {t:?}: čekáno ohlášení jako =3"),
            },
            PositionTextError::Setup(e) => match e {
                SetupError::TooManyTiles(n) => format!("destiček je {n}: hra jich má {START_TILES}"),
                SetupError::Carried(n) => format!(
                    "součet {n:+} sem nemohl být přenesen (1. kolo nese +0; kolo dává sudý součet od -48 do +48)"
                ),
                SetupError::PusherBeforeOpening => "posunovač nemůže být na tahu, dokud koulař neodebral kouli".into(),
                SetupError::NoTiles => "posunovač nemůže být na tahu, když nezbyla žádná destička".into(),
                SetupError::AnnounceOutOfTurn => {
                    "ohlášení zavazuje koulařův příští skok: na tahu musí být koulař, po úvodním odebrání".into()
                }
                SetupError::AnnounceUnreachable { announced, longest } => format!(
                    "ohlášeno {}, ale koulařův nejdelší skok má {longest}",
                    lang.count(*announced, Noun::Jump)
                ),
            },
        }
    }
}
