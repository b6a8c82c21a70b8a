//! Top Quark's refusals in words: English is the engine's own wording (with the
//! counted one worded here, for its plural), Czech is written here, variant by
//! variant.

use abstrakta_engine::topquark::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
    MAX_COPIES, WHITE,
};

use crate::i18n::{Lang, Noun, Refusals};

impl Refusals for Position {
    fn move_refusal(lang: Lang, error: &MoveTextError) -> String {
        let cs = lang == Lang::Cs;
        match error {
            MoveTextError::Illegal(IllegalMoveError::Unreachable { text, steps }) => {
                let steps = lang.count(*steps, Noun::Step);
                if cs {
                    format!("{text}: koule se tam nedostane přesně o {steps} po šipkách bez přeskakování")
                } else {
                    format!("{text}: the ball cannot get there in exactly {steps} along the arrows without jumping")
                }
            }
            _ if !cs => error.to_string(),
            MoveTextError::Parse(ParseMoveError::Form(t)) => {
                format!("{t:?} není tah jako f2-f1 nebo b2-b5x (jamky a1 až k7)")
            }
            MoveTextError::Illegal(e) => match e {
                IllegalMoveError::GameOver => "hra skončila".into(),
                IllegalMoveError::NoBall(h) => format!("na {h} není koule strany, která je na tahu"),
                IllegalMoveError::Copy { text, allowed } => format!(
                    "{text} by napodobil soupeřův tah po {}.; dovolena jsou {allowed} napodobení",
                    allowed + 1
                ),
                IllegalMoveError::NoCapture(text) => format!("{text} nebere žádnou kouli"),
                IllegalMoveError::Unreachable { .. } => error.to_string(),
            },
        }
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        if lang == Lang::En {
            return error.to_string();
        }
        match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(n) => format!("čekáno 7 řad oddělených '/', nalezeno {n}"),
                ParsePositionError::RankLength { rank, found } => {
                    format!("řada {rank} má 11 míst (a až k), zápis jich popisuje {found}")
                }
                ParsePositionError::BadChar(c) => {
                    format!("{c:?} není místo (w bílá koule, b černá koule, . prázdná jamka, - bez jamky)")
                }
                ParsePositionError::Turn(t) => format!("strana na tahu {t:?}: čekáno w nebo b"),
                ParsePositionError::Counter(t) => format!("počítadlo kol {t:?}: čekáno 1 až 6"),
                ParsePositionError::Captures(t) => format!("zajetí {t:?}: čekáno W-B, např. 2-1"),
                ParsePositionError::Extra(t) => format!("nečekané {t:?}: čekáno last:f2-f1 nebo copies:0/1"),
            },
            PositionTextError::Setup(e) => match e {
                SetupError::Hollows(cell) => format!("{cell}: jamky desky nejsou tam, kde je zápis uvádí"),
                SetupError::Balls(side) => format!(
                    "{} má na desce víc koulí než 7 bez zajatých",
                    if *side == WHITE { "bílý" } else { "černý" }
                ),
                SetupError::LastMove => {
                    "poslední tah musí vést z prázdné jamky na kouli strany, která právě táhla".into()
                }
                SetupError::Copies => format!("dovolena jsou nejvýš {MAX_COPIES} napodobení"),
            },
        }
    }
}
