//! Thud's strings, by name, in English and Czech: its rules page, its
//! pieces and sides, its status lines.

use crate::i18n::{messages, phrases};

phrases! {
    /// A string of Thud that holds no values.
    GameText {
        ComputerProposed => "The computer proposes to end the battle.", "Počítač navrhuje ukončit bitvu.";
        ComputerAccepted => "The computer accepted the end of the battle.", "Počítač přijal konec bitvy.";
        ComputerRefused => "The computer refused to end the battle and plays on.",
            "Počítač odmítl ukončit bitvu a hraje dál.";
        GoalThudD => "helmets: stay together, hurl dwarfs onto trolls, end with more points",
            "přilby: držte pospolu, vrhejte trpaslíky na trolly, skončete s více body";
        GoalThudT => "boulders: take dwarfs, end with more points", "balvany: berte trpaslíky, skončete s více body";
        Battle => "Battle", "Bitva";
        ThudName => "Thud", "Thud";
        ThudBlurb => "Discworld's battle on an octagon: 32 dwarfs against 8 trolls, two battles with sides swapped.",
            "Bitva ze Zeměplochy na osmiúhelníku: 32 trpaslíků proti 8 trollům, dvě bitvy s výměnou stran.";
        Dwarfs => "Dwarfs", "trpaslíci";
        Trolls => "Trolls", "trollové";
        DwarfWord => "dwarf", "trpaslík";
        TrollWord => "troll", "troll";
        Thudstone => "Thudstone", "Thudův kámen";
        ThudBoardLabel => "Thud board", "Deska hry Thud";
        ProposeEnd => "Propose to end the battle", "Navrhnout konec bitvy";
        AcceptEnd => "Accept the end", "Přijmout konec";
        RefuseEnd => "Refuse and play on", "Odmítnout a hrát dál";
        ProposalRefused => "The proposal was refused: move a piece.", "Návrh byl odmítnut: táhněte figurou.";
        EndAgreed => "The battle ended by agreement.", "Bitva skončila dohodou.";
        CaptureOption => "Troll captures", "Braní trolly";
        CaptureSubset => "any adjacent (as written)", "libovolní sousední (doslovně)";
        CaptureAllOrNone => "all adjacent or none", "všichni sousední, nebo žádný";
        CaptureSingle => "step: one; shove: all", "krok: jeden; postrčení: všichni";
        RtIntro => "Thud is the battle of dwarfs and trolls from Terry Pratchett's Discworld, played on an octagonal board. The sides are unequal: 32 small dwarfs, who must stick together, against 8 strong trolls. A game is two battles: whoever led the dwarfs in the first leads the trolls in the second, and the points of both battles decide.",
            "Thud je bitva trpaslíků a trollů ze Zeměplochy Terryho Pratchetta, hraná na osmiúhelníkové desce. Strany nejsou stejné: 32 malých trpaslíků, kteří musí držet pospolu, proti 8 silným trollům. Hra má dvě bitvy: kdo v první vedl trpaslíky, vede ve druhé trolly, a rozhodují body z obou bitev.";
        RtBoardH => "Board and start", "Deska a začátek";
        RtBoard => "The board is a 15×15 square with its corners cut off: 165 squares, files A–P (without I) and ranks 1–15. The Thudstone stands on H8 for the whole battle; nothing may land on it or pass over it, and it breaks lines of pieces. The 8 trolls surround it; the 32 dwarfs stand along the edges. The dwarfs move first; the sides alternate, one move each, no passing.",
            "Deska je čtverec 15×15 s useknutými rohy: 165 polí, sloupce A–P (bez I) a řady 1–15. Na H8 stojí po celou bitvu Thudův kámen; nic na něj nesmí vstoupit ani přes něj přejít a přerušuje řady figur. Osm trollů ho obklopuje, 32 trpaslíků stojí podél okrajů. Začínají trpaslíci, strany se střídají po jednom tahu, vynechat nelze.";
        RtDwarfsH => "Dwarfs", "Trpaslíci";
        RtDwarfMove => "A dwarf moves like a chess queen: any number of empty squares in any of the eight directions. A dwarf never captures by moving, and may stop next to a troll.",
            "Trpaslík táhne jako dáma v šachu: o libovolný počet volných polí v kterémkoli z osmi směrů. Tahem nikdy nebere a smí zastavit vedle trolla.";
        RtHurl => "Hurl: the front dwarf of an unbroken line of dwarfs may be thrown forward along the line, as many squares as the line has dwarfs or fewer, over empty squares, and must land on a troll, which is removed. A lone dwarf next to a troll may hurl onto it.",
            "Hod: přední trpaslík nepřerušené řady trpaslíků může být vržen dopředu ve směru řady, nejvýš o tolik polí, kolik má řada trpaslíků, přes volná pole, a musí dopadnout na trolla, který je odebrán. Osamělý trpaslík vedle trolla na něj smí skočit.";
        RtTrollsH => "Trolls", "Trollové";
        RtTrollStep => "A troll steps one square in any direction onto an empty square. After the step it may capture dwarfs next to the square it reached; capturing is never compulsory.",
            "Troll udělá krok o jedno pole libovolným směrem na volné pole. Po kroku smí vzít trpaslíky sousedící s polem, kam došel; brát není povinné.";
        RtShove => "Shove: the front troll of an unbroken line of trolls may be pushed forward along the line, as many squares as the line has trolls or fewer, over empty squares, onto a square next to a dwarf, and must then capture. A shove is never a plain move.",
            "Postrčení: přední troll nepřerušené řady trollů může být posunut dopředu ve směru řady, nejvýš o tolik polí, kolik má řada trollů, přes volná pole, na pole vedle trpaslíka, a pak musí brát. Postrčení nikdy není obyčejný tah.";
        RtCaptureRule => "Which adjacent dwarfs a troll takes is an option of a new game: by default any of them (after a step possibly none, after a shove at least one); alternatively all or none, or one after a step and all after a shove. When several sets are possible, the app asks you to choose after the troll lands.",
            "Které sousední trpaslíky troll vezme, je volba nové hry: ve výchozím nastavení libovolné z nich (po kroku i žádného, po postrčení aspoň jednoho); jinak všechny, nebo žádného, případně jednoho po kroku a všechny po postrčení. Je-li možností víc, aplikace se po dopadu trolla zeptá, které vzít.";
        RtEndH => "End of a battle", "Konec bitvy";
        RtEnd => "A battle ends when both players agree that no more captures can be made: one proposes the end (it is a move), the other accepts or refuses; after a refusal the proposer plays on. A battle also ends when the player to move cannot move.",
            "Bitva končí, když se oba hráči shodnou, že už nelze nic vzít: jeden navrhne konec (je to tah), druhý přijme nebo odmítne; po odmítnutí navrhovatel hraje dál. Bitva končí také tehdy, když hráč na tahu nemůže táhnout.";
        RtScore => "Each remaining dwarf is worth 1 point and each remaining troll 4 points. The side with more points wins the battle by the difference.",
            "Každý zbylý trpaslík má 1 bod, každý zbylý troll 4 body. Strana s více body vyhrává bitvu o rozdíl.";
        RtMatchH => "The game: two battles", "Hra: dvě bitvy";
        RtMatch => "After the first battle the players swap sides. Each player's total is the sum of the margins of the battles they won minus those they lost; the larger total wins by the difference. For example, winning by 3 as dwarfs and losing by 7 as trolls loses the game by 4.",
            "Po první bitvě si hráči vymění strany. Součet každého hráče je součet rozdílů vyhraných bitev minus prohraných; vyšší součet vyhrává o rozdíl. Například kdo vyhraje o 3 za trpaslíky a prohraje o 7 za trolly, prohrává hru o 4.";
        RtNotation => "A dwarf's move: dO11-O9; a hurl: dF3*H7. A troll's step with captures: TG7-F7xF6xG6; a shove: TG9*G11xF12. The end of a battle: propose, accept, refuse.",
            "Tah trpaslíka: dO11-O9; hod: dF3*H7. Krok trolla s braním: TG7-F7xF6xG6; postrčení: TG9*G11xF12. Konec bitvy: propose (návrh), accept (přijetí), refuse (odmítnutí).";
        ExThStep0 => "The trolls to move. The troll on G10 is one step away from two dwarfs.",
            "Na tahu jsou trollové. Troll na G10 je jeden krok od dvou trpaslíků.";
        ExThStep1 => "It steps to G11 and takes both dwarfs next to it. After a step a troll may take any of the dwarfs next to it, or none.",
            "Vykročí na G11 a vezme oba trpaslíky vedle sebe. Po kroku smí troll vzít kteréhokoli ze sousedních trpaslíků, nebo žádného.";
        ExThThrow0 => "The trolls to move. Two trolls stand in a line on G9 and G10; three dwarfs stand in a line on K12, L12 and M12.",
            "Na tahu jsou trollové. Dva trollové stojí v řadě na G9 a G10; tři trpaslíci stojí v řadě na K12, L12 a M12.";
        ExThThrow1 => "Shove: the front troll is pushed along its line, up to two squares (one for each troll), onto a square next to a dwarf, and takes it.",
            "Postrčení: přední troll je posunut po své řadě nejvýše o dvě pole (o jedno za každého trolla) na pole vedle trpaslíka a vezme ho.";
        ExThThrow2 => "Hurl: the front dwarf of the line of three is thrown up to three squares along it, lands on the troll and captures it.",
            "Hod: přední trpaslík trojice je vržen po její řadě nejvýše o tři pole, dopadne na trolla a zajme ho.";
        ExThEnd0 => "Late in a battle: three dwarfs against two trolls, and no capture in sight for either side.",
            "Pozdě v bitvě: tři trpaslíci proti dvěma trollům a ani jedna strana nemá v dohledu žádné braní.";
        ExThEnd1 => "The dwarfs propose to end the battle; proposing is their move.",
            "Trpaslíci navrhnou ukončit bitvu; návrh je jejich tahem.";
        ExThEnd2 => "The trolls accept. Dwarfs 3 × 1 = 3 points, trolls 2 × 4 = 8: the trolls win the battle by 5.",
            "Trollové přijmou. Trpaslíci 3 × 1 = 3 body, trollové 2 × 4 = 8: bitvu vyhrávají trollové o 5.";
        RtLegend => "Dwarfs are light helmets, trolls dark boulders; the grey stone in the centre is the Thudstone on H8.",
            "Trpaslíci jsou světlé přilby, trollové tmavé balvany; šedý kámen uprostřed je Thudův kámen na H8.";
    }
}

messages! {
    /// A sentence of Thud with values in it, each named.
    GameMsg {
        ThudCounting { dwarfs, dwarf_points, trolls, troll_points } => "Dwarfs {dwarfs} × 1 = {dwarf_points} · Trolls {trolls} × 4 = {troll_points}",
            "Trpaslíci {dwarfs} × 1 = {dwarf_points} · Trollové {trolls} × 4 = {troll_points}";
        ByPoints { points } => "by {points}", "rozdíl {points}";
        ProposalPending { side } => "The {side} propose to end the battle: accept or refuse.",
            "Soupeř ({side}) navrhuje ukončit bitvu: přijměte, nebo odmítněte.";
        EndNoMove { side } => "The {side} cannot move.", "Strana na tahu ({side}) nemůže táhnout.";
    }
}
