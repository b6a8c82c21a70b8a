//! Brandubh's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table.

use abstrakta_engine::brandubh::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use crate::i18n::{messages, InQuotes, Lang, Refusals};

messages! {
    /// Why Brandubh refuses a written move or position.
    Reason {
        EmptyMove {} => "empty move", "prázdný tah";
        MoveSyntax { text } => "{text} is not a move like d2-e2 or e2-d2xd3", "{text} není tah jako d2-e2 nebo e2-d2xd3";
        BadSquare { text } => "{text} is not a square (a1 to g7)", "{text} není pole (a1 až g7)";
        GameOver {} => "the game is over", "hra skončila";
        NoPiece { square } => "there is no piece on {square}", "na {square} žádná figura nestojí";
        NotYourTurn { square } => "the piece on {square} belongs to the side not to move",
            "figura na {square} patří straně, která není na tahu";
        Unreachable { from, to } => "the piece on {from} cannot move to {to}", "figura z {from} nemůže táhnout na {to}";
        WrongCaptures { written, actual } => "{written} does not capture what is written; the move is {actual}",
            "{written} nebere to, co je zapsáno; tah zní {actual}";
        EmptyPosition {} => "empty position text", "prázdný zápis pozice";
        MissingTurn {} => "missing side to move: end the text with \" a\" (attackers) or \" d\" (defenders)",
            "chybí strana na tahu: zakončete zápis \" a\" (útočníci) nebo \" d\" (obránci)";
        BadTurn { text } => "side to move must be a or d, not {text}", "strana na tahu musí být a nebo d, ne {text}";
        TrailingText { text } => "unexpected text after the side to move: {text}",
            "nečekaný text za stranou na tahu: {text}";
        RankCount { found } => "expected 7 ranks separated by /, found {found}",
            "čekáno 7 řad oddělených /, nalezeno {found}";
        RankLength { rank } => "rank {rank} does not have exactly 7 squares", "řada {rank} nemá přesně 7 polí";
        BadChar { found } => "unexpected character {found} (pieces are a, d, k; digits 1-7 are empty squares)",
            "nečekaný znak {found} (figury jsou a, d, k; číslice 1–7 jsou prázdná pole)";
        NoKing {} => "the position has no king", "v pozici chybí král";
        TooManyKings { n } => "the position has {n} kings; there is one", "v pozici je králů: {n}; král je jen jeden";
        TooManyAttackers { n } => "the position has {n} attackers; there are at most 8",
            "v pozici je útočníků: {n}; nejvýš jich je 8";
        TooManyDefenders { n } => "the position has {n} defenders; there are at most 4",
            "v pozici je obránců: {n}; nejvýš jsou 4";
        Restricted { square } => "only the king may stand on {square} (throne or corner)",
            "na {square} (trůn nebo roh) smí stát jen král";
    }
}

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

#[cfg(test)]
mod tests {
    use abstrakta_engine::brandubh::Position;

    use crate::i18n::assert_refusals_worded;

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        assert_refusals_worded::<Position>(
            &["", "hello", "d9-d8", "a1-a2", "d3-e3", "d1-e2", "d2-e2xe3"],
            &[
                "7/7/7/7/7/7/7",
                "7/7/7/7/7/7/7 x",
                "7/7/7/7/7/7/7 a b",
                "7/7/7/7/7/7 a",
                "8/7/7/7/7/7/7 a",
                "6z/7/7/7/7/7/7 a",
                "7/7/7/7/7/7/7 a",
                "k6/7/7/7/7/7/6k a",
                "a6/7/7/3k3/7/7/7 a",
                "7/aaaaaaa/aaaaaaa/3k3/7/7/7 a",
                "7/ddddddd/7/3k3/7/7/7 a",
            ],
        );
    }
}
