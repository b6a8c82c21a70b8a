//! Bi-litaire's reasons for refusing a written move or position: every error
//! the engine returns, worded in both languages in one table (counted words
//! take the plural each language asks for).

use abstrakta_engine::bilitaire::{
    IllegalMoveError, MoveTextError, ParseMoveError, ParsePositionError, Position, PositionTextError, SetupError,
    JUMPER, START_TILES,
};

use crate::i18n::{messages, InQuotes, Lang, Noun, Refusals};

messages! {
    /// Why Bi-litaire refuses a written move or position.
    Reason {
        EmptyMove {} => "no move given", "nebyl zadán žádný tah";
        BadHollow { text } => "{text} is not a hollow (a1 to h8, lower case)",
            "{text} není prohlubeň (a1 až h8, malými písmeny)";
        BadTile { text } => "{text} is not a tile position (A1 to D4, upper case)",
            "{text} není pozice destičky (A1 až D4, velkými písmeny)";
        BadAnnounce { text } => "{text} is not an announcement (=2 or more, after a pusher's move)",
            "{text} není ohlášení (=2 a víc, za tahem posunovače)";
        AnnounceOnJump {} => "only the pusher announces; a jump takes no =N",
            "ohlašuje jen posunovač; skok žádné =N nemá";
        NotAJump { from, to } => "{from}-{to} is not a jump: a jump lands two hollows away in a row or column",
            "{from}-{to} není skok: skok dopadá o dvě prohlubně dál v řadě nebo sloupci";
        NotStraight { from, to } => "{from}-{to} is not a slide: tiles slide along a row or column",
            "{from}-{to} není posun: destičky se posouvají po řadě nebo sloupci";
        TooLong { n } => "a chain of {n} jumps is longer than any round allows",
            "skok o {n} přeskocích je delší, než kolo dovolí";
        RoundOver {} => "the round is over", "kolo skončilo";
        JumperToMove {} => "the jumper is to move", "na tahu je koulař";
        PusherToMove {} => "the pusher is to move", "na tahu je posunovač";
        OpeningFirst {} => "the jumper first removes one ball (for example xd4)",
            "koulař nejdřív odebere jednu kouli (například xd4)";
        NotOpening {} => "a ball is removed only at the start of the round", "kouli lze odebrat jen na začátku kola";
        NoBall { hollow } => "there is no ball on {hollow}", "na {hollow} žádná koule není";
        BadJump { from, to } => "{from}-{to}: a jump goes over a ball into an empty hollow, on standing tiles",
            "{from}-{to}: skok vede přes kouli do prázdné prohlubně, po stojících destičkách";
        WrongLength { required, made } => "the jumper must make exactly {required} now, not {made}",
            "koulař teď musí udělat přesně {required}, ne {made}";
        NoTile { tile } => "there is no tile on {tile}", "na {tile} žádná destička není";
        TileNotEmpty { tile } => "the tile on {tile} still holds balls", "na destičce {tile} ještě leží koule";
        Blocked { from, to } => "{from}-{to}: every position the run passes into must be empty and inside the frame",
            "{from}-{to}: každá pozice, do které řada vjede, musí být prázdná a uvnitř rámečku";
        Unreachable { announced, longest } => "announced {announced}, but the jumper's longest chain would be {longest}",
            "ohlášeno {announced}, ale koulařův nejdelší skok by měl {longest}";
        RankCount { found } => "expected 8 ranks separated by '/', found {found}",
            "čekáno 8 řad oddělených '/', nalezeno {found}";
        RankLength { rank, found } => "rank {rank} has 8 hollows, the text describes {found}",
            "řada {rank} má 8 prohlubní, zápis jich popisuje {found}";
        BadChar { found } => "{found} is not a hollow (o ball, . empty hollow, - no tile)",
            "{found} není prohlubeň (o koule, . prázdná prohlubeň, - bez destičky)";
        HalfTile { tile } => "tile position {tile}: its four hollows must all be '-' or none of them",
            "pozice destičky {tile}: její čtyři prohlubně musí být buď všechny '-', nebo žádná";
        Turn { text } => "side to move {text}: expected j (jumper) or p (pusher)",
            "strana na tahu {text}: čekáno j (koulař) nebo p (posunovač)";
        Round { text } => "round {text}: expected 1 or 2", "kolo {text}: čekáno 1 nebo 2";
        Points { text } => "total {text}: expected a signed whole number such as +4",
            "součet {text}: čekáno celé číslo se znaménkem, např. +4";
        Extra { text } => "unexpected {text}: expected an announcement such as =3",
            "nečekané {text}: čekáno ohlášení jako =3";
        TooManyTiles { n, tiles } => "{n} tiles: the game has {tiles}", "destiček je {n}: hra jich má {tiles}";
        Carried { total } =>
            "total {total} cannot have been carried here (round 1 carries +0; a round gives an even total from -48 to +48)",
            "součet {total} sem nemohl být přenesen (1. kolo nese +0; kolo dává sudý součet od -48 do +48)";
        PusherBeforeOpening {} => "the pusher cannot be to move before the jumper has removed a ball",
            "posunovač nemůže být na tahu, dokud koulař neodebral kouli";
        NoTiles {} => "the pusher cannot be to move with no tile left",
            "posunovač nemůže být na tahu, když nezbyla žádná destička";
        AnnounceOutOfTurn {} =>
            "an announcement binds the jumper's next jump: the jumper must be to move, after the opening removal",
            "ohlášení zavazuje koulařův příští skok: na tahu musí být koulař, po úvodním odebrání";
        AnnounceUnreachable { announced, longest } =>
            "announced {announced}, but the longest chain the jumper has is {longest}",
            "ohlášeno {announced}, ale koulařův nejdelší skok má {longest}";
    }
}

impl Refusals for Position {
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

#[cfg(test)]
mod tests {
    use abstrakta_engine::bilitaire::Position;

    use crate::i18n::assert_refusals_worded;

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        assert_refusals_worded::<Position>(
            &["", "hello", "xz9", "c3-c5", "xa1", "A1-B2"],
            &[
                "o-oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 +0",
                "--oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 x",
            ],
        );
    }
}
