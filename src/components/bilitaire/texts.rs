//! Bi-litaire's strings, by name, in English and Czech: its rules page, its
//! pieces and sides, its status lines.

use crate::i18n::{messages, phrases};

phrases! {
    /// A string of Bi-litaire that holds no values.
    GameText {
        GoalBiJ => "jump over balls to remove as many as you can", "přeskakujte koule a odeberte jich co nejvíc";
        GoalBiP => "slide and remove tiles so that the jumper runs out of jumps",
            "posouvejte a odebírejte destičky, ať koulaři dojdou skoky";
        BilitaireName => "Bi-litaire", "Bi-litaire (bilitér)";
        BilitaireBlurb => "Kris Burm's peg solitaire for two on sliding tiles: one jumps and removes balls, the other slides tiles to stop him; two rounds, roles swapped.",
            "Solitér pro dva od Krise Burma na posuvných destičkách: jeden přeskakuje a odebírá koule, druhý posouvá destičky, aby mu to zkazil; dvě kola s výměnou rolí.";
        Jumper => "jumper", "koulař";
        Pusher => "pusher", "posunovač";
        BallWord => "ball", "koule";
        BilitaireBoardLabel => "Bi-litaire tray", "Deska hry Bi-litaire";
        BiOpening => "The jumper begins by removing any one ball: click it.",
            "Koulař začíná odebráním libovolné koule: klikněte na ni.";
        AnnounceTitle => "Announce a chain?", "Ohlásit skok?";
        AnnounceHelp => "You may oblige the jumper to capture exactly this many balls with his next move.",
            "Můžete koulaře přinutit, aby příštím tahem vzal právě tolik koulí.";
        NoAnnouncement => "No announcement", "Bez ohlášení";
        ChainsOption => "Jumps without an announcement", "Skoky bez ohlášení";
        ChainsFree => "any chain (as written)", "libovolný řetěz (doslovně)";
        ChainsSingle => "single jumps only", "jen jednoduché skoky";
        RbiIntro => "Bi-litaire is a peg solitaire for two players by Kris Burm. One player, the jumper, tries to remove as many balls as he can by jumping; the other, the pusher, slides the tiles of the board to stop him. After the first round the players swap roles, and whoever removed more balls as jumper wins.",
            "Bi-litaire je solitér pro dva hráče od Krise Burma. Jeden hráč, koulař, se snaží přeskakováním odebrat co nejvíce koulí; druhý, posunovač, posouvá destičky desky, aby mu v tom zabránil. Po prvním kole si hráči role vymění a vyhrává ten, kdo jako koulař odebral více koulí.";
        RbiBoard => "The tray is a frame of 4×4 tile positions. Twelve square tiles, each with 2×2 hollows, start as a cross with the four corners empty, and a ball lies in each of the 48 hollows. Hollows are named a1–h8 like a chessboard; tile positions A1–D4, A1 holding a1, b1, a2 and b2. A hollow exists only while its tile stands there, and balls travel with their tile.",
            "Deska je rámeček 4×4 pozic pro destičky. Dvanáct čtvercových destiček, každá se 2×2 prohlubněmi, začíná jako kříž s prázdnými rohy a v každé ze 48 prohlubní leží koule. Prohlubně se jmenují a1–h8 jako na šachovnici, pozice destiček A1–D4; A1 nese a1, b1, a2 a b2. Prohlubeň existuje, jen dokud na jejím místě leží destička, a koule se stěhují se svou destičkou.";
        RbiJumperH => "The jumper", "Koulař";
        RbiJumper => "The round begins with the jumper removing any one ball. After that the players alternate, pusher first. On his turn the jumper must jump: a ball jumps orthogonally over a neighbouring ball into the empty hollow right behind it, and the jumped ball leaves the board. The hollows may lie on the same or on neighbouring tiles, but all three must exist: no jump across or into an empty tile position. After landing, the same ball may jump again, in any direction, as often as it can; the whole chain is one move, and the jumper may stop after any jump (an option of a new game allows single jumps only when nothing is announced). No diagonal jumps, never over two balls, no passing.",
            "Kolo začíná tím, že koulař odebere libovolnou kouli. Pak se hráči střídají, první táhne posunovač. Koulař na tahu musí skočit: koule skočí vodorovně nebo svisle přes sousední kouli do prázdné prohlubně hned za ní a přeskočená koule opustí desku. Prohlubně mohou ležet na téže i na sousedních destičkách, ale všechny tři musí existovat: žádný skok přes prázdnou pozici ani do ní. Po doskoku smí tatáž koule skákat dál libovolným směrem, dokud může; celý řetěz je jeden tah a koulař ho smí ukončit po kterémkoli přeskoku (volba nové hry dovoluje bez ohlášení jen jednoduché skoky). Úhlopříčně se neskáče, nikdy přes dvě koule, vynechat nelze.";
        RbiPusherH => "The pusher", "Posunovač";
        RbiPusher => "The pusher either slides tiles or removes an empty tile. A slide picks a tile and a direction: the tile moves together with the tiles in front of it, like pushing in Abalone, into empty positions inside the frame only: one tile by 1, 2 or 3 positions, two tiles by 1 or 2, three tiles by 1. A tile with no balls may instead be removed for good. With either action the pusher may announce a number N of 2 or more: the jumper's next move must then capture exactly N balls. Only numbers the jumper can achieve may be announced.",
            "Posunovač buď posune destičky, nebo odebere prázdnou destičku. Při posunu zvolí destičku a směr: destička se pohne spolu s destičkami před ní, jako při tlačení v Abalone, a jen do prázdných pozic uvnitř rámečku: jedna destička o 1, 2 nebo 3 pozice, dvě o 1 nebo 2, tři o 1. Destičku bez koulí může místo toho natrvalo odebrat. K oběma akcím smí posunovač ohlásit číslo N od 2 výš: koulař pak musí příštím tahem vzít přesně N koulí. Ohlásit lze jen číslo, kterého koulař může dosáhnout.";
        RbiEndH => "End and scoring", "Konec a počítání";
        RbiEnd => "A round ends when the jumper, on his turn, cannot jump. The jumper scores the balls removed in the round, the first one included; the balls left are the pusher's. Then the roles swap for round 2. Whoever removed more balls as jumper wins the match; equal is a draw. Who jumps first is chosen in the new-game form or drawn by lot.",
            "Kolo končí, když koulař na tahu nemůže skočit. Koulaři se počítají koule odebrané v kole včetně té první; koule, které zbyly, patří posunovači. Pak se ve 2. kole role vymění. Zápas vyhrává ten, kdo jako koulař odebral více koulí; při rovnosti je remíza. Kdo skáče první, se zvolí při nové hře nebo se vylosuje.";
        RbiPlay => "Jumper: click a ball to see where it can jump, click a landing hollow, then the next one to go on, and 'Finish here' when you want to stop (a chain that cannot go on ends by itself). Pusher: click a tile, then the position its run should slide to; click an empty tile twice to remove it. When an announcement is possible, you choose 'No announcement' or a number.",
            "Koulař: klikněte na kouli a uvidíte, kam může skočit; klikněte na prohlubeň doskoku, pak na další a pokračujte, a až chcete skončit, zvolte „Skončit zde“ (skok, který nemůže pokračovat, skončí sám). Posunovač: klikněte na destičku a pak na pozici, kam se má řada posunout; prázdnou destičku odeberete dvojím kliknutím. Je-li ohlášení možné, zvolíte „Bez ohlášení“ nebo číslo.";
        RbiNotation => "Notation: xd4 removes the ball on d4 (the opening); d4-d6-f6 is a chain from d4 over d5 to d6, then over e6 to f6; B1-D1 slides the tile on B1 (with those in front of it) to D1; xB2 removes the empty tile on B2; =3 after a pusher's move announces 3.",
            "Zápis: xd4 odebere kouli z d4 (zahájení); d4-d6-f6 je skok z d4 přes d5 na d6 a dál přes e6 na f6; B1-D1 posune destičku z B1 (s těmi před ní) na D1; xB2 odebere prázdnou destičku z B2; =3 za tahem posunovače ohlašuje 3.";
        BiSwap => "The players swap roles for the second round.", "Ve druhém kole si hráči role vymění.";
        ExBiOpening0 => "The start: twelve tiles and a ball in each of the 48 hollows. The jumper begins.",
            "Začátek: dvanáct destiček a v každé ze 48 prohlubní koule. Začíná koulař.";
        ExBiOpening1 => "The jumper removes any one ball to make room.",
            "Koulař odebere jednu libovolnou kouli, aby vzniklo místo.";
        ExBiOpening2 => "The pusher slides the tile on B1 into the empty corner A1.",
            "Posunovač posune destičku z B1 do prázdného rohu A1.";
        ExBiOpening3 => "The jumper jumps from f3 over e3 into the empty d3; the jumped ball leaves the board.",
            "Koulař skočí z f3 přes e3 do prázdné d3; přeskočená koule opouští desku.";
        ExBiChain0 => "Later in a round, the pusher to move.", "Později v kole, na tahu je posunovač.";
        ExBiChain1 => "He slides the tile on B3 to C3 and announces 2: the jumper's next move must take exactly two balls.",
            "Posune destičku z B3 na C3 a ohlásí 2: koulař musí příštím tahem vzít přesně dvě koule.";
        ExBiChain2 => "The jumper obeys with a chain: from b2 over b3 to b4, then over b5 to b6.",
            "Koulař vyhoví řetězem: z b2 přes b3 na b4 a dál přes b5 na b6.";
        ExBiTiles0 => "Near the end of a round, the pusher to move. The tile on C3 has no balls left.",
            "Ke konci kola, na tahu je posunovač. Na destičce na C3 už nezbyla žádná koule.";
        ExBiTiles1 => "He removes that tile for good and announces 2.", "Odebere tu destičku natrvalo a ohlásí 2.";
        ExBiTiles2 => "The jumper takes exactly two: from h8 over h7 to h6, then over h5 to h4.",
            "Koulař vezme přesně dvě: z h8 přes h7 na h6 a dál přes h5 na h4.";
        ExBiTiles3 => "The pusher removes the empty tile on D4 as well: the jumper has no jump left, and the round is over.",
            "Posunovač odebere i prázdnou destičku na D4: koulař už nemůže skočit a kolo končí.";
    }
}

messages! {
    /// A sentence of Bi-litaire with values in it, each named.
    GameMsg {
        BiScore { removed, left } => "Removed {removed} · on the board {left}", "Odebráno {removed} · na desce {left}";
        BiAnnounced { n } => "The pusher announced {n}: the jumper must now capture exactly {n} balls in one chain.",
            "Posunovač ohlásil {n}: koulař musí nyní jedním skokem vzít přesně {n} koulí.";
        BiEnd { removed, left } => "The jumper has no jump left: {removed} removed, {left} left.",
            "Koulař už nemůže skočit: odebráno {removed}, zbývá {left}.";
        BiRoundLine { round, jumper, removed, left } => "Round {round}: {jumper} (jumper) removed {removed}, {left} left.",
            "Kolo {round}: {jumper} (koulař) odebral {removed}, zbylo {left}.";
        BiTotals { first, first_removed, second, second_removed } => "Balls removed as jumper: {first} {first_removed}, {second} {second_removed}.",
            "Odebráno v roli koulaře: {first} {first_removed}, {second} {second_removed}.";
        BiMatchWon { winner, removed, against } => "{winner} wins the match: {removed} removed against {against}.",
            "{winner} vyhrává zápas: odebral {removed} proti {against}.";
        BiMatchDrawn { removed } => "The match is drawn: both removed {removed}.",
            "Zápas skončil nerozhodně: oba odebrali {removed}.";
        AnnounceN { n } => "Announce {n}", "Ohlásit {n}";
        RoundOver { round, number } => "{round} {number} is over.", "{round} {number} skončilo.";
        BiOnTile { tile } => "tile {tile}", "destička {tile}";
        BiNoTile { square } => "no tile at {square}", "na {square} není destička";
    }
}
