//! Every visible string, in English and Czech, in one table.
//!
//! [`Text`] names each string; [`Lang::t`] gives it in a language, and
//! [`Lang::fill`] puts values into the `{0}`, `{1}` … slots of a string.

use std::fmt;

/// A language of the interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Lang {
    /// English.
    En,
    /// Czech.
    Cs,
}

impl Lang {
    /// Every language.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Cs];

    /// The language code: `en` or `cs`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Cs => "cs",
        }
    }

    /// The language named by a code or a browser language tag (`cs-CZ` → Czech);
    /// `None` for languages the app does not speak.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first language of `tags` (most preferred first) that the app speaks,
    /// English otherwise.
    pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::from_tag).unwrap_or(Lang::En)
    }

    /// `text` in this language.
    pub fn t(self, text: Text) -> &'static str {
        match self {
            Lang::En => text.en(),
            Lang::Cs => text.cs(),
        }
    }

    /// `text` in this language with `{0}`, `{1}` … replaced by `values`.
    pub fn fill(self, text: Text, values: &[&dyn fmt::Display]) -> String {
        let mut out = self.t(text).to_string();
        for (i, v) in values.iter().enumerate() {
            out = out.replace(&format!("{{{i}}}"), &v.to_string());
        }
        out
    }
}

macro_rules! texts {
    ($($key:ident => $en:expr, $cs:expr;)*) => {
        /// The name of one visible string.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text { $(#[allow(missing_docs)] $key),* }

        impl Text {
            /// Every string.
            pub const ALL: &'static [Text] = &[$(Text::$key),*];
            fn en(self) -> &'static str { match self { $(Text::$key => $en),* } }
            fn cs(self) -> &'static str { match self { $(Text::$key => $cs),* } }
        }
    };
}

texts! {
    AppName => "abstrakta", "abstrakta";
    Tagline => "Rare asymmetric board games, in your browser, against a friend or the computer.",
               "Vzácné asymetrické deskové hry v prohlížeči, proti příteli nebo počítači.";
    NavHome => "Games", "Hry";
    NavRules => "Rules", "Pravidla";
    NavPlay => "Play", "Hrát";
    LanguageLabel => "Language", "Jazyk";
    HomeHeading => "Choose a game", "Vyberte hru";
    HomeOffline => "Everything runs in this page: no server, no account, works offline once loaded.",
                   "Vše běží v této stránce: bez serveru, bez účtu, po načtení funguje i offline.";
    BrandubhName => "Brandubh", "Brandubh";
    BrandubhBlurb => "Irish tafl on a 7×7 board: eight raiders hunt the king, who runs for a corner.",
                     "Irský tafl na desce 7×7: osm nájezdníků loví krále, který prchá do rohu.";
    Attackers => "Attackers", "Útočníci";
    Defenders => "Defenders", "Obránci";
    AttackersToMove => "Attackers to move", "Táhnou útočníci";
    DefendersToMove => "Defenders to move", "Táhnou obránci";
    AttackersWin => "The attackers win", "Vyhráli útočníci";
    DefendersWin => "The defenders win", "Vyhráli obránci";
    Draw => "Draw", "Remíza";
    KingEscaped => "The king reached a corner.", "Král dosáhl rohu.";
    KingCaptured => "The king was captured.", "Král byl zajat.";
    Repetition => "The position occurred for the third time.", "Pozice se opakovala potřetí.";
    NoMoves => "The side to move has no legal move.", "Strana na tahu nemá žádný tah.";
    YourTurn => "Your move.", "Jste na tahu.";
    Thinking => "The computer is thinking… (the page stays usable)", "Počítač přemýšlí… (stránku lze dál používat)";
    ComputerMoved => "Computer: {0} (depth {1}, {2} positions, {3} ms)", "Počítač: {0} (hloubka {1}, {2} pozic, {3} ms)";
    CapturedCount => "Captured: {0} attackers, {1} defenders", "Zajato: útočníků {0}, obránců {1}";
    NewGame => "New game", "Nová hra";
    Mode => "Players", "Hráči";
    ModeHotseat => "Two players at this screen", "Dva hráči u jedné obrazovky";
    ModeVsComputer => "Against the computer", "Proti počítači";
    ModeWatch => "Computer against computer", "Počítač proti počítači";
    YourSide => "You play", "Hrajete za";
    Level => "Level", "Úroveň";
    LevelAttackers => "Attackers' level", "Úroveň útočníků";
    LevelDefenders => "Defenders' level", "Úroveň obránců";
    LevelEasy => "easy", "lehká";
    LevelMedium => "medium", "střední";
    LevelHard => "hard", "těžká";
    Start => "Start", "Začít";
    Undo => "Undo", "Zpět";
    Flip => "Flip board", "Otočit desku";
    Retry => "Ask the computer again", "Požádat počítač znovu";
    Moves => "Moves", "Tahy";
    NoMovesYet => "No moves yet.", "Zatím žádné tahy.";
    Human => "human", "člověk";
    Computer => "computer ({0})", "počítač ({0})";
    PlayersLine => "Attackers: {0} · Defenders: {1}", "Útočníci: {0} · Obránci: {1}";
    SaveShare => "Save and share", "Uložit a sdílet";
    ShareLink => "Link to this game", "Odkaz na tuto partii";
    CopyLink => "Copy link", "Kopírovat odkaz";
    Copied => "Copied.", "Zkopírováno.";
    CopyFailed => "Could not copy; select the text and copy it by hand.", "Kopírování selhalo; označte text a zkopírujte ho ručně.";
    GameText => "Game record (moves in notation; a first line \"position: …\" sets another start)",
                "Záznam partie (tahy v notaci; první řádek \"position: …\" nastaví jiný začátek)";
    LoadRecord => "Load record", "Načíst záznam";
    RecordLoaded => "Record loaded: {0} moves.", "Záznam načten: {0} tahů.";
    RecordError => "The record could not be loaded completely: {0}. The moves before it were kept.",
                   "Záznam se nepodařilo načíst celý: {0}. Tahy před chybou zůstaly.";
    RecordPositionError => "The record's start position is not valid: {0}. Nothing was changed.",
                           "Výchozí pozice záznamu není platná: {0}. Nic se nezměnilo.";
    LinkError => "The link could not be read completely: {0}. The moves before it were kept.",
                 "Odkaz se nepodařilo přečíst celý: {0}. Tahy před chybou zůstaly.";
    LinkPositionError => "The link's start position is not valid: {0}. The usual start is shown.",
                         "Výchozí pozice v odkazu není platná: {0}. Zobrazen je obvyklý začátek.";
    StoredError => "Your saved game could not be restored ({0}); it was kept under \"{1}\" in this browser's storage.",
                   "Uloženou partii se nepodařilo obnovit ({0}); zůstala v úložišti prohlížeče pod klíčem \"{1}\".";
    WorkerError => "The computer player failed: {0}", "Počítačový hráč selhal: {0}";
    WorkerBadMove => "The computer player answered with a move the rules refuse ({0}): {1}",
                     "Počítačový hráč odpověděl tahem, který pravidla nepřipouštějí ({0}): {1}";
    Dismiss => "Dismiss", "Zavřít";
    RulesOf => "Rules of {0}", "Pravidla hry {0}";
    PlayThis => "Play {0}", "Hrát {0}";
    BackToGame => "Back to the game", "Zpět ke hře";
    NotFound => "There is no page at this address.", "Na této adrese žádná stránka není.";
    BoardLabel => "Brandubh board", "Deska hry Brandubh";
    Throne => "throne", "trůn";
    Corner => "corner", "roh";
    KingWord => "king", "král";
    AttackerWord => "attacker", "útočník";
    DefenderWord => "defender", "obránce";
    RepetitionOption => "Threefold repetition", "Trojí opakování";
    RepetitionMoverWins => "the player who repeats wins (opponent forced it)", "vyhrává ten, kdo opakuje (soupeř ho donutil)";
    RepetitionMoverLoses => "the player who repeats loses", "prohrává ten, kdo opakuje";
    RbIntro => "Brandubh is the Irish member of the tafl family, played on a 7×7 board. The two sides are unequal: the king and his four defenders start in the centre, eight attackers surround them. The king wants to escape to a corner; the attackers want to capture him first.",
               "Brandubh je irský člen rodiny tafl, hraje se na desce 7×7. Strany nejsou stejné: král a jeho čtyři obránci začínají uprostřed, osm útočníků je obklopuje. Král chce utéct do rohu, útočníci ho chtějí dřív zajmout.";
    RbBoardH => "Board and start", "Deska a začátek";
    RbBoard => "The centre square d4 is the throne, where the king starts. The four corners and the throne are restricted squares. The defenders stand on d3, c4, e4 and d5; the attackers in pairs at the middle of each edge: d1, d2, d6, d7, a4, b4, f4, g4. The attackers move first; then the sides alternate. Passing is not allowed.",
              "Prostřední pole d4 je trůn, na něm začíná král. Čtyři rohy a trůn jsou zakázaná pole. Obránci stojí na d3, c4, e4 a d5, útočníci po dvojicích uprostřed každého okraje: d1, d2, d6, d7, a4, b4, f4, g4. Začínají útočníci, pak se strany střídají. Vynechat tah nelze.";
    RbMoveH => "Moving", "Tahy";
    RbMove => "Every piece, the king included, moves like a rook in chess: any number of empty squares in a straight line along a row or a column, never jumping. Only the king may stop on the throne or on a corner. Other pieces may pass over the empty throne. The king may return to the throne; while he sits on it, nobody can pass.",
             "Každá figura včetně krále táhne jako věž v šachu: o libovolný počet volných polí po řadě nebo sloupci, nikdy nepřeskakuje. Jen král smí zastavit na trůnu nebo v rohu. Ostatní figury smějí přejít přes prázdný trůn. Král se smí na trůn vrátit; dokud na něm sedí, nikdo přes něj neprojde.";
    RbCaptureH => "Capturing", "Braní";
    RbCapture1 => "You capture an enemy piece by moving so that it is trapped between your moved piece and another of your pieces on the opposite side, on the same row or column. An empty corner and the empty throne also act as your piece. The throne with the king on it works against attackers but not against defenders. The king helps capture, both as the moving piece and as the one on the far side.",
                 "Nepřátelskou figuru zajmete tahem, po kterém je sevřená mezi vaší táhnoucí figurou a jinou vaší figurou na opačné straně, ve stejné řadě nebo sloupci. Prázdný roh a prázdný trůn působí jako vaše figura. Trůn s králem působí proti útočníkům, ne proti obráncům. Král pomáhá brát, jako táhnoucí figura i jako ta na druhé straně.";
    RbCapture2 => "Only the player who just moved captures, and only next to the square he moved to. A piece may safely move between two enemies. The board edge never captures. One move can capture up to three pieces.",
                 "Bere jen hráč, který právě táhl, a jen vedle pole, kam táhl. Figura smí bezpečně vstoupit mezi dva nepřátele. Okraj desky nikdy nebere. Jedním tahem lze vzít až tři figury.";
    RbKingH => "Capturing the king", "Zajetí krále";
    RbKing => "On the throne the king is captured only when attackers stand on all four sides. Anywhere else, even next to the throne, he is captured like any other piece: between two attackers, or between an attacker and an empty corner. The throne never helps against the king.",
             "Na trůnu je král zajat, jen když útočníci stojí na všech čtyřech stranách. Kdekoli jinde, i vedle trůnu, se zajímá jako jiná figura: mezi dvěma útočníky nebo mezi útočníkem a prázdným rohem. Trůn proti králi nikdy nepomáhá.";
    RbEndH => "End of the game", "Konec hry";
    RbEnd1 => "The defenders win as soon as the king reaches a corner.", "Obránci vyhrají, jakmile král dosáhne rohu.";
    RbEnd2 => "The attackers win when they capture the king.", "Útočníci vyhrají, když krále zajmou.";
    RbEnd3 => "When a position (the same pieces on the same squares, the same side to move) occurs for the third time since the last capture, the game ends against the player who forced the repetition: by default the player whose move made it happen the third time wins. Before a game you can choose the opposite: that player loses.",
             "Když se pozice (stejné figury na stejných polích, na tahu stejná strana) od posledního braní objeví potřetí, hra končí proti hráči, který opakování vynutil: ve výchozím nastavení vyhrává ten, jehož tah ji potřetí vytvořil. Před hrou lze zvolit opak: ten hráč prohrává.";
    RbEnd4 => "A player who has no legal move loses.", "Hráč, který nemůže táhnout, prohrává.";
    RbNotationH => "Notation", "Zápis";
    RbNotation => "A move is written as its start and end squares, d2-e2. Captured squares follow with an x: e2-d2xd3. Files a–g run left to right, ranks 1–7 bottom to top.",
                 "Tah se zapisuje výchozím a cílovým polem, d2-e2. Zajatá pole následují za x: e2-d2xd3. Sloupce a–g vedou zleva doprava, řady 1–7 zdola nahoru.";
    RbLegend => "Pieces: attackers are dark diamonds, defenders light discs, the king a light disc with a crown. The throne and the corners are marked with a cross.",
                "Figury: útočníci jsou tmavé kosočtverce, obránci světlé kotouče, král světlý kotouč s korunou. Trůn a rohy jsou označeny křížem.";
    Viewing => "Viewing the position after {0} of {1} moves.", "Prohlížíte pozici po {0}. z {1} tahů.";
    ViewingStart => "Viewing the start position.", "Prohlížíte výchozí pozici.";
    BackToPresent => "Back to the game", "Zpět ke hře";
    NavFirst => "Start position", "Výchozí pozice";
    NavPrev => "Previous move", "Předchozí tah";
    NavNext => "Next move", "Další tah";
    NavLast => "Current position", "Současná pozice";
    EmbedCode => "HTML to show this game in your own page (a board to step through)", "HTML pro zobrazení partie na vaší stránce (deska s procházením tahů)";
    TypeMove => "Type a move", "Napište tah";
    TypeMovePlaceholder => "e.g. d2-e2", "např. d2-e2";
    PlayTyped => "Play", "Táhnout";
    MoveRefused => "Move not accepted: {0}", "Tah nelze zahrát: {0}";
    NoAnswer => "The computer player did not answer within {0} s. If this site was just installed, check that worker.js and worker_bg.wasm were copied with it.",
                "Počítačový hráč neodpověděl do {0} s. Pokud byl web právě nainstalován, ověřte, že byly zkopírovány i soubory worker.js a worker_bg.wasm.";
    Footer => "abstrakta — free, offline, open source.", "abstrakta — zdarma, offline, otevřený kód.";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_exists_in_both_languages() {
        for &t in Text::ALL {
            for lang in Lang::ALL {
                assert!(!lang.t(t).trim().is_empty(), "{t:?} in {lang:?}");
            }
            // Slots must match between languages.
            for i in 0..4 {
                let slot = format!("{{{i}}}");
                assert_eq!(
                    Lang::En.t(t).contains(&slot),
                    Lang::Cs.t(t).contains(&slot),
                    "{t:?} slot {i}"
                );
            }
        }
    }

    #[test]
    fn browser_tags_choose_the_language() {
        assert_eq!(Lang::negotiate(["cs-CZ", "en"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "cs"]), Lang::Cs);
        assert_eq!(Lang::negotiate(["de-DE", "fr"]), Lang::En);
        assert_eq!(Lang::negotiate(["en-GB"]), Lang::En);
        assert_eq!(Lang::from_tag("CS"), Some(Lang::Cs));
    }

    #[test]
    fn fill_puts_values_in_slots() {
        assert_eq!(
            Lang::En.fill(Text::CapturedCount, &[&2, &1]),
            "Captured: 2 attackers, 1 defenders"
        );
        assert_eq!(Lang::Cs.fill(Text::RulesOf, &[&"Brandubh"]), "Pravidla hry Brandubh");
    }
}
