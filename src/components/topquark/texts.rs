//! Top Quark's strings, by name, in English and Czech: its rules page, its
//! pieces and sides, its status lines.

use crate::i18n::{messages, phrases};

phrases! {
    /// A string of Top Quark that holds no values.
    GameText {
        GoalTqW => "white balls: take 3 with a lead of 2", "bílé koule: zajměte 3 s náskokem 2";
        GoalTqB => "black balls: take 3 with a lead of 2", "černé koule: zajměte 3 s náskokem 2";
        TopQuarkName => "Top Quark", "Top Quark";
        TopQuarkBlurb => "Jacky Bonnet's arrow maze: every hollow says where a ball may go, and a round counter from 1 to 6 says how far. Take 3 balls with a lead of 2.",
            "Bludiště šipek Jackyho Bonneta: každá jamka určuje, kudy smí koule dál, a počítadlo kol od 1 do 6 určuje, jak daleko. Zajměte 3 koule s náskokem 2.";
        White => "White", "bílý";
        Black => "Black", "černý";
        TqBoardLabel => "Top Quark board", "Deska hry Top Quark";
        TqCounter => "Round counter", "Počítadlo kol";
        TqEndDraw => "Five captures each: a draw.", "Pět zajetí na každé straně: remíza.";
        CopiesOption => "Copies of the opponent's move", "Napodobení soupeřova tahu";
        CopiesConsecutive => "at most 3 in a row (default)", "nejvýše 3 za sebou (výchozí)";
        CopiesTotal => "at most 3 in the whole game", "nejvýše 3 za celou hru";
        RtqIntro => "Top Quark is a game by Jacky Bonnet (Abalone S.A., 1994) for two players with 7 balls each. The board is a maze of 65 hollows: each hollow is shaped like a drop and a ball may leave it only where it points; the 15 strategic hollows are pointed at both ends and offer a choice.",
            "Top Quark je hra Jackyho Bonneta (Abalone S.A., 1994) pro dva hráče se 7 koulemi. Deska je bludiště 65 jamek: každá jamka má tvar kapky a koule ji smí opustit jen tam, kam ukazuje špička; 15 strategických jamek je zašpičatělých na obou koncích a nabízí volbu.";
        RtqBoardNote => "The published board layout could not be found. The board here is a reconstruction that satisfies every stated fact (65 hollows, 50 drops and 15 strategic hollows, the start rows, symmetry under a half turn). It is read from one data file, so the real layout can replace it when it is known.",
            "Vydané rozložení desky se nepodařilo dohledat. Deska zde je rekonstrukce, která splňuje všechna známá fakta (65 jamek, 50 kapek a 15 strategických jamek, výchozí řady, souměrnost při otočení o půl kruhu). Čte se z jediného datového souboru, takže ji skutečné rozložení může nahradit, až bude známo.";
        RtqMoveH => "Moving", "Pohyb";
        RtqMove => "The round counter runs from 1 to 6. In round k White moves one ball exactly k steps, then Black moves one ball exactly k steps, and the counter advances (after 6 comes 1). Each step leaves the hollow the ball is on through one of its points, including hollows entered during the move. No jumping: the hollows passed must be empty. The last one may hold an enemy ball, which is captured and goes into the gutter. A ball never enters the same hollow twice in one move. Different paths to the same hollow are one move.",
            "Počítadlo kol běží od 1 do 6. V kole k táhne bílý jednou koulí přesně o k jamek, pak černý jednou koulí přesně o k jamek a počítadlo se posune (po 6 následuje 1). Každý krok opouští jamku, na které koule právě je, některou z jejích špiček, i u jamek, do kterých koule vstoupila během tahu. Nepřeskakuje se: projité jamky musí být prázdné. Poslední smí obsahovat soupeřovu kouli, která je zajata a jde do žlábku. Koule během tahu nevstoupí do téže jamky dvakrát. Různé cesty do téže jamky jsou jeden tah.";
        RtqInitiativeH => "Initiative", "Iniciativa";
        RtqInitiative => "A move that is the half-turn image of the opponent's last move is a copy. At most 3 copies in a row are allowed; the fourth is illegal (an option counts all copies in the game instead). Without this rule Black could mirror every move and force a draw.",
            "Tah, který je obrazem soupeřova posledního tahu po otočení o půl kruhu, je napodobení. Dovolena jsou nejvýše 3 napodobení za sebou, čtvrté je neplatné (volba pravidel místo toho počítá všechna napodobení ve hře). Bez tohoto pravidla by černý mohl zrcadlit každý tah a vynutit remízu.";
        RtqEndH => "End", "Konec";
        RtqEnd => "After every move: the mover wins with at least 3 captures and at least 2 more than the opponent (3–0, 3–1, 4–2, 5–3, 6–4). 5–5 is a draw. A player who cannot move at his turn loses.",
            "Po každém tahu: táhnoucí vyhrává, má-li aspoň 3 zajetí a aspoň o 2 více než soupeř (3–0, 3–1, 4–2, 5–3, 6–4). Stav 5–5 je remíza. Hráč, který na tahu nemůže táhnout, prohrává.";
        RtqPlay => "Click a ball to see the hollows it can reach with the current count; point at one to see the path. The counter track under the board shows the round; each side's gutter holds the balls it has taken. Notation: f2-f1, a capture b2-b5x; hollows a1–k7, White at the bottom.",
            "Klikněte na kouli a uvidíte jamky, kam může s aktuálním počtem dojít; ukážete-li na jednu, uvidíte cestu. Stupnice pod deskou ukazuje kolo; žlábek každé strany obsahuje koule, které zajala. Zápis: f2-f1, zajetí b2-b5x; jamky a1–k7, bílý dole.";
        ExTqRounds0 => "Round 1: every move goes exactly one step, where the hollow points.",
            "1. kolo: každý tah vede přesně o jeden krok, kam ukazuje jamka.";
        ExTqRounds1 => "White: d1 points west, so the ball goes to c1.",
            "Bílý: d1 ukazuje na západ, koule tedy jde na c1.";
        ExTqRounds2 => "Black answers with one step too; then the counter moves on to 2.",
            "Černý odpoví také jedním krokem; pak počítadlo postoupí na 2.";
        ExTqRounds3 => "Round 2: two steps, from b2 to b3, then where b3 points, to a3.",
            "2. kolo: dva kroky, z b2 na b3 a pak, kam ukazuje b3, na a3.";
        ExTqRounds4 => "Black: two steps, from j6 to j5, then to k5.", "Černý: dva kroky, z j6 na j5 a pak na k5.";
        ExTqRounds5 => "Round 3: three steps, from h1 through i1 and i2 to i3.",
            "3. kolo: tři kroky, z h1 přes i1 a i2 na i3.";
        ExTqRounds6 => "Black: three steps down from c7 to c4.", "Černý: tři kroky dolů z c7 na c4.";
        ExTqRounds7 => "Round 4: four steps, from i3 to i4, a strategic hollow where White turns east, then j4, j5 and onto Black's ball on k5, which is captured and goes into the gutter.",
            "4. kolo: čtyři kroky, z i3 na i4, strategickou jamku, kde bílý zahne na východ, pak j4, j5 a na černou kouli na k5, která je zajata a jde do žlábku.";
        ExTqCopy0 => "The start: turned half round, the board looks the same from Black's side.",
            "Začátek: otočená o půl kruhu vypadá deska z černé strany stejně.";
        ExTqCopy1 => "White moves from d1 to c1.", "Bílý táhne z d1 na c1.";
        ExTqCopy2 => "Black answers with the half-turn image of that move: a copy.",
            "Černý odpoví obrazem toho tahu po otočení o půl kruhu: napodobením.";
        ExTqCopy3 => "White, round 2.", "Bílý, 2. kolo.";
        ExTqCopy4 => "Black copies again: two copies in a row.", "Černý znovu napodobí: dvě napodobení za sebou.";
        ExTqCopy5 => "White, round 3.", "Bílý, 3. kolo.";
        ExTqCopy6 => "A third copy in a row.", "Třetí napodobení za sebou.";
        ExTqCopy7 => "White takes the ball on k5. Its image, from c5 to a3 taking White's ball, would be a fourth copy in a row, and is not allowed.",
            "Bílý vezme kouli na k5. Obraz tohoto tahu, z c5 na a3 se zajetím bílé koule, by bylo čtvrté napodobení za sebou, a to dovoleno není.";
        ExTqCopy8 => "Black takes back on k5 with another ball instead.",
            "Černý místo toho vezme zpět na k5 jinou koulí.";
        TqStrategic => "strategic hollow", "strategická jamka";
        RtqLegend => "White's balls start on ranks 1 and 2, Black's on 6 and 7. A drop hollow points one way; a strategic hollow, outlined in gold, points both ways. The track under the board shows the count of this round.",
            "Bílé koule začínají v řadách 1 a 2, černé v řadách 6 a 7. Kapka ukazuje jedním směrem; strategická jamka se zlatým okrajem ukazuje oběma směry. Stupnice pod deskou ukazuje počet kroků tohoto kola.";
    }
}

messages! {
    /// A sentence of Top Quark with values in it, each named.
    GameMsg {
        SideWinsOne { side } => "{side} wins", "Vyhrál {side}";
        TqBall { side } => "{side} ball", "koule ({side})";
        TqHollow { hollow, exits } => "hollow {hollow}, exits {exits}", "jamka {hollow}, výstupy {exits}";
        TqGutter { side, taken } => "Taken by {side}: {taken}", "Zajal {side}: {taken}";
        TqSteps { steps } => "Every move now goes exactly {steps}.", "Každý tah nyní vede přesně o {steps}.";
        TqLevel { white, black } => "{white}–{black}: 3 captures with a lead of 2 win.",
            "{white}–{black}: vyhrávají 3 zajetí s náskokem 2.";
        TqLeads { side, ahead, behind, needs } => "{side} leads {ahead}–{behind} and needs {needs}.",
            "{side} vede {ahead}–{behind} a potřebuje ještě {needs}.";
        TqCopyBlocked { side, mv } => "{side} may not copy the last move a fourth time: {mv} is not allowed.",
            "{side} nesmí počtvrté napodobit poslední tah: {mv} není dovoleno.";
        TqEndCaptures { side, taken, against } => "{side} took {taken} against {against}.",
            "{side} zajal {taken} proti {against}.";
        TqEndNoMove { side } => "{side} cannot move and loses.", "{side} nemůže táhnout a prohrává.";
        TqExits { exits } => "exits {exits}", "výstupy {exits}";
    }
}
