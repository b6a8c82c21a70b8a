//! Top Quark's reasons for refusing a written move or position: every error
//! the engine returns, worded in both languages in one table (counted words
//! take the plural each language asks for).

use abstrakta_engine::topquark::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
    MAX_COPIES, WHITE,
};

use crate::i18n::{messages, InQuotes, Lang, Noun, Refusals};

messages! {
    /// Why Top Quark refuses a written move or position.
    Reason {
        MoveForm { text } => "{text} is not a move such as f2-f1 or b2-b5x (hollows a1 to k7)",
            "{text} není tah jako f2-f1 nebo b2-b5x (jamky a1 až k7)";
        GameOver {} => "the game is over", "hra skončila";
        NoBall { hollow } => "no ball of the side to move on {hollow}", "na {hollow} není koule strany, která je na tahu";
        Unreachable { text, steps } => "{text}: the ball cannot get there in exactly {steps} along the arrows without jumping",
            "{text}: koule se tam nedostane přesně o {steps} po šipkách bez přeskakování";
        Copy { text, nth, allowed } => "{text} would copy the opponent's move a {nth}th time; {allowed} copies are allowed",
            "{text} by napodobil soupeřův tah po {nth}.; dovolena jsou {allowed} napodobení";
        NoCapture { text } => "{text} takes no ball", "{text} nebere žádnou kouli";
        RankCount { found } => "expected 7 ranks separated by '/', found {found}",
            "čekáno 7 řad oddělených '/', nalezeno {found}";
        RankLength { rank, found } => "rank {rank} has 11 cells (a to k), the text describes {found}",
            "řada {rank} má 11 míst (a až k), zápis jich popisuje {found}";
        BadChar { found } => "{found} is not a cell (w white ball, b black ball, . empty hollow, - no hollow)",
            "{found} není místo (w bílá koule, b černá koule, . prázdná jamka, - bez jamky)";
        Turn { text } => "side to move {text}: expected w or b", "strana na tahu {text}: čekáno w nebo b";
        Counter { text } => "round counter {text}: expected 1 to 6", "počítadlo kol {text}: čekáno 1 až 6";
        Captures { text } => "captures {text}: expected W-B such as 2-1", "zajetí {text}: čekáno W-B, např. 2-1";
        Extra { text } => "unexpected {text}: expected last:f2-f1 or copies:0/1",
            "nečekané {text}: čekáno last:f2-f1 nebo copies:0/1";
        Hollows { cell } => "{cell}: the board's hollows are not where the text puts them",
            "{cell}: jamky desky nejsou tam, kde je zápis uvádí";
        WhiteBalls {} => "White has more balls on the board than 7 minus those taken",
            "bílý má na desce víc koulí než 7 bez zajatých";
        BlackBalls {} => "Black has more balls on the board than 7 minus those taken",
            "černý má na desce víc koulí než 7 bez zajatých";
        LastMove {} => "the last move must go from an empty hollow to a ball of the side that just moved",
            "poslední tah musí vést z prázdné jamky na kouli strany, která právě táhla";
        Copies { max } => "at most {max} copies are allowed", "dovolena jsou nejvýš {max} napodobení";
    }
}

impl Refusals for Position {
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

#[cfg(test)]
mod tests {
    use abstrakta_engine::topquark::Position;

    use crate::i18n::assert_refusals_worded;

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        assert_refusals_worded::<Position>(
            &["hello", "a1-a2", "c1-c7"],
            &[
                "..-bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 0-0",
                "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 x",
            ],
        );
    }
}
