//! Brandubh's strings, by name, in English and Czech: its rules page, its
//! pieces and sides, its status lines.

use crate::i18n::{messages, phrases};

phrases! {
    /// A string of Brandubh that holds no values.
    GameText {
        BrandubhName => "Brandubh", "Brandubh";
        BrandubhBlurb => "Irish tafl on a 7×7 board: eight raiders hunt the king, who runs for a corner.",
            "Irský tafl na desce 7×7: osm nájezdníků loví krále, který prchá do rohu.";
        Attackers => "Attackers", "útočníci";
        Defenders => "Defenders", "obránci";
        KingCaptured => "The king was captured.", "Král byl zajat.";
        Repetition => "The position occurred for the third time.", "Pozice se opakovala potřetí.";
        NoMoves => "The side to move has no legal move.", "Strana na tahu nemá žádný tah.";
        GoalBrandubhA => "dark pieces: capture the king", "tmavé kameny: zajměte krále";
        GoalBrandubhD => "light pieces and the king: bring the king to a corner",
            "světlé kameny a král: doveďte krále do rohu";
        BrandubhBoardLabel => "Brandubh board", "Deska hry Brandubh";
        Throne => "throne", "trůn";
        Corner => "corner", "roh";
        KingWord => "king", "král";
        AttackerWord => "attacker", "útočník";
        DefenderWord => "defender", "obránce";
        RepetitionOption => "Threefold repetition", "Trojí opakování";
        RepetitionMoverWins => "the player who repeats wins (opponent forced it)",
            "vyhrává ten, kdo opakuje (soupeř ho donutil)";
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
        RbEnd1 => "The defenders win as soon as the king reaches a corner.",
            "Obránci vyhrají, jakmile král dosáhne rohu.";
        RbEnd2 => "The attackers win when they capture the king.", "Útočníci vyhrají, když krále zajmou.";
        RbEnd3 => "When a position (the same pieces on the same squares, the same side to move) occurs for the third time since the last capture, the game ends against the player who forced the repetition: by default the player whose move made it happen the third time wins. Before a game you can choose the opposite: that player loses.",
            "Když se pozice (stejné figury na stejných polích, na tahu stejná strana) od posledního braní objeví potřetí, hra končí proti hráči, který opakování vynutil: ve výchozím nastavení vyhrává ten, jehož tah ji potřetí vytvořil. Před hrou lze zvolit opak: ten hráč prohrává.";
        RbEnd4 => "A player who has no legal move loses.", "Hráč, který nemůže táhnout, prohrává.";
        RbNotation => "A move is written as its start and end squares, d2-e2. Captured squares follow with an x: e2-d2xd3. Files a–g run left to right, ranks 1–7 bottom to top.",
            "Tah se zapisuje výchozím a cílovým polem, d2-e2. Zajatá pole následují za x: e2-d2xd3. Sloupce a–g vedou zleva doprava, řady 1–7 zdola nahoru.";
        RbLegend => "Pieces: attackers are dark diamonds, defenders light discs, the king a light disc with a crown. The throne and the corners are marked with a cross.",
            "Figury: útočníci jsou tmavé kosočtverce, obránci světlé kotouče, král světlý kotouč s korunou. Trůn a rohy jsou označeny křížem.";
        ExBrCapture0 => "The attackers to move. The defender on d5 has an attacker beside it on c5.",
            "Na tahu jsou útočníci. Obránce na d5 má vedle sebe útočníka na c5.";
        ExBrCapture1 => "The attacker closes the row on the other side: the defender is caught between two attackers and removed.",
            "Útočník uzavře řadu z druhé strany: obránce je sevřen mezi dvěma útočníky a je odebrán.";
        ExBrCapture2 => "The king steps in between the same two attackers. He is safe: a piece that moves between two enemies itself is not captured.",
            "Král vstoupí mezi tytéž dva útočníky. Je v bezpečí: figura, která sama vstoupí mezi dva nepřátele, zajata není.";
        ExBrThrone0 => "The defenders to move. The king has left the throne, so the empty throne on d4 acts against the attacker on d5.",
            "Na tahu jsou obránci. Král opustil trůn, takže prázdný trůn na d4 působí proti útočníkovi na d5.";
        ExBrThrone1 => "The defender on d6 and the empty throne catch the attacker between them: it is captured.",
            "Obránce na d6 a prázdný trůn sevřou útočníka mezi sebe: je zajat.";
        ExBrThrone2 => "An attacker comes down the c-file.", "Útočník sjede po sloupci c.";
        ExBrThrone3 => "The king runs to b1, next to the corner a1, meaning to reach it with his next move.",
            "Král utíká na b1, vedle rohu a1, a chce do něj vstoupit příštím tahem.";
        ExBrThrone4 => "Too late: between the attacker on c1 and the empty corner the king is captured, and the attackers win.",
            "Pozdě: mezi útočníkem na c1 a prázdným rohem je král zajat a útočníci vyhrávají.";
        ExBrEscape0 => "The attackers to move. The king on a4 sees two corners along the a-file, a1 and a7.",
            "Na tahu jsou útočníci. Král na a4 vidí po sloupci a dva rohy, a1 a a7.";
        ExBrEscape1 => "An attacker can block only one of them.", "Útočník může zatarasit jen jeden z nich.";
        ExBrEscape2 => "The king escapes to a1: the defenders win.", "Král uniká do a1: obránci vyhrávají.";
        ExBrRepeat0 => "The attackers to move. Each side moves one piece to and fro.",
            "Na tahu jsou útočníci. Každá strana posouvá jednu figuru tam a zpět.";
        ExBrRepeat1 => "One step down…", "Krok dolů…";
        ExBrRepeat2 => "…one step up…", "…krok nahoru…";
        ExBrRepeat3 => "…and back…", "…a zpět…";
        ExBrRepeat4 => "…and back: the start position for the second time.", "…a zpět: výchozí pozice podruhé.";
        ExBrRepeat5 => "The start position for the third time since the last capture: the game ends. By default the side whose move made it happen wins, here the defenders (an option of a new game makes that side lose instead).",
            "Výchozí pozice potřetí od posledního braní: hra končí. Ve výchozím nastavení vyhrává strana, jejíž tah ji přivodil, zde obránci (volba nové hry může tuto stranu naopak nechat prohrát).";
    }
}

messages! {
    /// A sentence of Brandubh with values in it, each named.
    GameMsg {
        KingEscaped { corner } => "The king reached the corner {corner}.", "Král dosáhl rohu {corner}.";
        CapturedCount { attackers, defenders } => "Captured: {attackers} attackers, {defenders} defenders",
            "Zajato: útočníků {attackers}, obránců {defenders}";
    }
}
