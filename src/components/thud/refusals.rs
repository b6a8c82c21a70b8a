//! Thud's reasons for refusing a written move or position: every error the
//! engine returns, worded in both languages in one table; and the computer's
//! offers and answers in words.

use abstrakta_engine::thud::{
    IllegalMoveError, Move, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
};

use super::texts::GameText;
use crate::i18n::{messages, InQuotes, Lang, Refusals, Words};

messages! {
    /// Why Thud refuses a written move or position.
    Reason {
        EmptyMove {} => "empty move", "prázdný tah";
        MoveSyntax { text } =>
            "{text} is not a move like dO11-O9, dF3*H7, TG7-F7xF6xG6, TG9*G11xF12, propose, accept or refuse",
            "{text} není tah jako dO11-O9, dF3*H7, TG7-F7xF6xG6, TG9*G11xF12, propose, accept nebo refuse";
        BadSquare { text } => "{text} is not a square (files A–P without I, ranks 1–15, corners cut off)",
            "{text} není pole (sloupce A–P bez I, řady 1–15, bez useknutých rohů)";
        GameOver {} => "the battle is over", "bitva skončila";
        AnswerPending {} => "an end of the battle was proposed: accept or refuse first",
            "byl navržen konec bitvy: nejdřív ho přijměte, nebo odmítněte";
        NothingToAnswer {} => "nobody has proposed to end the battle", "konec bitvy nikdo nenavrhl";
        JustRefused {} => "your proposal was just refused: move a piece before proposing again",
            "váš návrh byl právě odmítnut: než navrhnete znovu, táhněte figurou";
        NoPiece { square } => "there is no piece on {square}", "na {square} žádná figura nestojí";
        WrongPiece { square } => "the piece on {square} is not the one written",
            "na {square} stojí jiná figura, než je zapsáno";
        NotYourTurn { square } => "the piece on {square} belongs to the side not to move",
            "figura na {square} patří straně, která není na tahu";
        Unreachable { from, to } => "the piece on {from} cannot go to {to}", "figura z {from} se nedostane na {to}";
        WrongCaptures { written, options } =>
            "{written} does not take a set of dwarfs the rules allow; the moves are: {options}",
            "{written} nebere trpaslíky, jak pravidla dovolují; možné tahy jsou: {options}";
        RankCount { found } => "expected 15 ranks separated by '/', found {found}",
            "čekáno 15 řad oddělených '/', nalezeno {found}";
        RankLength { rank, expected, found } => "rank {rank} has {expected} squares, the text describes {found}",
            "řada {rank} má {expected} polí, zápis jich popisuje {found}";
        BadChar { found } => "{found} is not a piece (d dwarf, T troll, o Thudstone) or a number of empty squares",
            "{found} není figura (d trpaslík, T troll, o Thudův kámen) ani počet prázdných polí";
        Thudstone {} => "the Thudstone 'o' must stand on H8, and only there",
            "Thudův kámen 'o' musí stát na H8, a jen tam";
        Turn { text } => "side to move {text}: expected d (dwarfs) or t (trolls)",
            "strana na tahu {text}: čekáno d (trpaslíci) nebo t (trollové)";
        Battle { text } => "battle {text}: expected 1 or 2", "bitva {text}: čekáno 1 nebo 2";
        Points { text } => "points {text}: expected a signed whole number such as +3",
            "body {text}: čekáno celé číslo se znaménkem, např. +3";
        Extra { text } => "unexpected {text}: expected proposal, refused or agreed",
            "nečekané {text}: čekáno proposal, refused nebo agreed";
        TooManyDwarfs { n } => "{n} dwarfs: a battle has at most 32", "trpaslíků je {n}: bitva jich má nejvýš 32";
        TooManyTrolls { n } => "{n} trolls: a battle has at most 8", "trollů je {n}: bitva jich má nejvýš 8";
    }
}

impl Refusals for Position {
    fn computer_offer(m: Move) -> Option<Words> {
        match m {
            Move::Propose => Some(Words::of(GameText::ComputerProposed)),
            Move::Accept => Some(Words::of(GameText::ComputerAccepted)),
            Move::Refuse => Some(Words::of(GameText::ComputerRefused)),
            _ => None,
        }
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
                IllegalMoveError::AnswerPending => Reason::AnswerPending {},
                IllegalMoveError::NothingToAnswer => Reason::NothingToAnswer {},
                IllegalMoveError::JustRefused => Reason::JustRefused {},
                IllegalMoveError::NoPiece(square) => Reason::NoPiece { square },
                IllegalMoveError::WrongPiece(square) => Reason::WrongPiece { square },
                IllegalMoveError::NotYourTurn(square) => Reason::NotYourTurn { square },
                IllegalMoveError::Unreachable { from, to } => Reason::Unreachable { from, to },
                IllegalMoveError::WrongCaptures { written, options } => Reason::WrongCaptures {
                    written,
                    options: &options.join(", "),
                },
            },
        };
        lang.say(reason)
    }

    fn position_refusal(lang: Lang, error: &PositionTextError) -> String {
        let reason = match error {
            PositionTextError::Parse(e) => match e {
                ParsePositionError::RankCount(found) => Reason::RankCount { found },
                ParsePositionError::RankLength { rank, expected, found } => {
                    Reason::RankLength { rank, expected, found }
                }
                ParsePositionError::BadChar(c) => Reason::BadChar { found: &InQuotes(c) },
                ParsePositionError::Thudstone => Reason::Thudstone {},
                ParsePositionError::Turn(t) => Reason::Turn { text: &InQuotes(t) },
                ParsePositionError::Battle(t) => Reason::Battle { text: &InQuotes(t) },
                ParsePositionError::Points(t) => Reason::Points { text: &InQuotes(t) },
                ParsePositionError::Extra(t) => Reason::Extra { text: &InQuotes(t) },
            },
            PositionTextError::Setup(e) => match e {
                SetupError::TooManyDwarfs(n) => Reason::TooManyDwarfs { n },
                SetupError::TooManyTrolls(n) => Reason::TooManyTrolls { n },
            },
        };
        lang.say(reason)
    }
}

#[cfg(test)]
mod tests {
    use abstrakta_engine::thud::Position;

    use crate::i18n::assert_refusals_worded;

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        assert_refusals_worded::<Position>(
            &["", "hello", "dZ1-Z2", "dH1-H2", "TG7-F6", "TF1-F2", "dF1-F15", "accept"],
            &[
                "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6TTT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 +0",
                "dd1dd/d5d/d7d/d9d/d11d/d13d/d5TTT5d/6ToT6/d5TTT5d/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 x",
            ],
        );
    }
}
