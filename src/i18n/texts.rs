//! Every visible string of the app, by name, in English and Czech: one line a
//! string (`{0}`, `{1}`… stand for what [`super::Lang::fill`] puts in).

macro_rules! texts {
    ($($key:ident => $en:expr, $cs:expr;)*) => {
        /// The name of one visible string.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Text { $(#[allow(missing_docs)] $key),* }

        impl Text {
            /// Every string.
            pub const ALL: &'static [Text] = &[$(Text::$key),*];
            pub(super) fn en(self) -> &'static str { match self { $(Text::$key => $en),* } }
            pub(super) fn cs(self) -> &'static str { match self { $(Text::$key => $cs),* } }
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
    NavPuzzles => "Puzzles", "Úlohy";
    PuzzlesOf => "Puzzles of {0}", "Úlohy hry {0}";
    PuzzleHeading => "Puzzle {0} of {1}", "Úloha {0} z {1}";
    PuzzleTask => "{0} to move and win in {1}.", "Na tahu: {0}. Najděte vynucenou výhru; stačí na ni {1}.";
    PuzzleIntro => "Positions from games the computer played against itself, where the side to move wins by force however the other side defends. You play the winning side and the computer defends; a proof search checks each of your moves, so any winning line counts.",
                   "Pozice z her, které počítač hrál sám se sebou, v nichž strana na tahu vyhraje vynuceně, ať se druhá strana brání jakkoli. Hrajete za vítěznou stranu a počítač se brání; každý váš tah ověří důkazové hledání, takže platí každá vítězná cesta.";
    PuzzleYourMove => "Your move: {0} left.", "Jste na tahu; zbývá: {0}.";
    PuzzleChecking => "Checking {0}…", "Ověřuji tah {0}…";
    PuzzleAnswered => "{0} keeps the win. The computer answered {1}.", "Tah {0} výhru drží. Počítač odpověděl {1}.";
    PuzzleRefused => "{0} does not win by force in the moves left. Try another move.", "Tah {0} nevede k vynucené výhře v tazích, které zbývají. Zkuste jiný.";
    PuzzleCheckFailed => "Your move {0} could not be checked ({1}). Try it again.", "Tah {0} se nepodařilo ověřit ({1}). Zkuste ho znovu.";
    PuzzleSolved => "Solved: {0}.", "Vyřešeno: {0}.";
    PuzzleSolvedBefore => "You have solved this puzzle before.", "Tuto úlohu jste už vyřešili.";
    PuzzleStartAgain => "Start again", "Znovu od začátku";
    PuzzleShowSolution => "Show the solution", "Ukázat řešení";
    PuzzleSolutionShown => "A solution, move by move: step through it with the buttons or the arrow keys. Any other winning line counts too.",
                           "Jedno řešení tah po tahu: projděte ho tlačítky nebo šipkami. Platí i každá jiná vítězná cesta.";
    PuzzleNext => "Next puzzle", "Další úloha";
    PuzzlePrev => "Previous puzzle", "Předchozí úloha";
    PuzzleAll => "All puzzles", "Všechny úlohy";
    PuzzleSolvedMark => "solved", "vyřešeno";
    PuzzleProgress => "Solved in this browser: {0} of {1}.", "Vyřešeno v tomto prohlížeči: {0} z {1}.";
    PuzzleStoredError => "The list of solved puzzles could not be read ({0}); it was kept under {1}, and this browser starts a new one.",
                         "Seznam vyřešených úloh nešel přečíst ({0}); je uložen pod klíčem {1} a tento prohlížeč začíná nový.";
    LanguageLabel => "Language", "Jazyk";
    HomeHeading => "Choose a game", "Vyberte hru";
    HomeOffline => "Everything runs in this page: no server, no account, works offline once loaded.",
                   "Vše běží v této stránce: bez serveru, bez účtu, po načtení funguje i offline.";
    BrandubhName => "Brandubh", "Brandubh";
    BrandubhBlurb => "Irish tafl on a 7×7 board: eight raiders hunt the king, who runs for a corner.",
                     "Irský tafl na desce 7×7: osm nájezdníků loví krále, který prchá do rohu.";
    Attackers => "Attackers", "útočníci";
    Defenders => "Defenders", "obránci";
    SideToMove => "{0} to move", "Na tahu: {0}";
    SideWins => "{0} win", "Vyhráli {0}";
    SideWinsOne => "{0} wins", "Vyhrál {0}";
    Draw => "Draw", "Remíza";
    KingEscaped => "The king reached the corner {0}.", "Král dosáhl rohu {0}.";
    KingCaptured => "The king was captured.", "Král byl zajat.";
    Repetition => "The position occurred for the third time.", "Pozice se opakovala potřetí.";
    NoMoves => "The side to move has no legal move.", "Strana na tahu nemá žádný tah.";
    YourTurn => "Your move.", "Jste na tahu.";
    Thinking => "The computer is thinking… (the page stays usable)", "Počítač přemýšlí… (stránku lze dál používat)";
    ComputerMoved => "The computer played {0}.", "Počítač zahrál {0}.";
    ComputerProposed => "The computer proposes to end the battle.", "Počítač navrhuje ukončit bitvu.";
    ComputerAccepted => "The computer accepted the end of the battle.", "Počítač přijal konec bitvy.";
    ComputerRefused => "The computer refused to end the battle and plays on.", "Počítač odmítl ukončit bitvu a hraje dál.";
    ComputerMovedAfterCrash => "The computer player had crashed; a new one was started, and it played {0}.",
                "Počítačový hráč spadl; byl spuštěn nový a zahrál {0}.";
    WorkerCrashed => "The computer player crashed ({0}). A new one was started and is thinking again.",
                "Počítačový hráč spadl ({0}). Byl spuštěn nový a přemýšlí znovu.";
    WorkerCrashedAgain => "The computer player crashed again ({0}). A new one starts when you ask the computer again; your game is kept.",
                "Počítačový hráč znovu spadl ({0}). Nový se spustí, až počítač požádáte znovu; partie zůstává zachována.";
    WorkerNotStarted => "The computer player could not start ({0}). If this site was just installed, check that worker-loader.js, worker.js and worker_bg.wasm were copied with it.",
                "Počítačového hráče nelze spustit ({0}). Pokud byl web právě nainstalován, ověřte, že byly zkopírovány i soubory worker-loader.js, worker.js a worker_bg.wasm.";
    SearchDetails => "How it searched", "Jak hledal";
    SearchFigures => "depth {0}, {1}, {2} ms", "hloubka {0}, {1}, {2} ms";
    CapturedCount => "Captured: {0} attackers, {1} defenders", "Zajato: útočníků {0}, obránců {1}";
    NewGame => "New game", "Nová hra";
    Mode => "Players", "Hráči";
    ModeHotseat => "Two players at this screen", "Dva hráči u jedné obrazovky";
    ModeVsComputer => "Against the computer", "Proti počítači";
    ModeWatch => "Computer against computer", "Počítač proti počítači";
    YourSide => "You play", "Hrajete za";
    Level => "Level", "Úroveň";
    LevelEasy => "easy", "lehká";
    LevelMedium => "medium", "střední";
    LevelHard => "hard", "těžká";
    LevelExpert => "expert", "expertní";
    LevelExpertOption => "expert (thinks about 2 s a move)", "expertní (přemýšlí asi 2 s na tah)";
    Start => "Start", "Začít";
    Undo => "Undo", "Zpět";
    Flip => "Flip board", "Otočit desku";
    Retry => "Ask the computer again", "Požádat počítač znovu";
    Moves => "Moves", "Tahy";
    NoMovesYet => "No moves yet.", "Zatím žádné tahy.";
    Human => "human", "člověk";
    Computer => "computer ({0})", "počítač ({0})";
    PlayersLine => "{0}: {1} · {2}: {3}", "{0}: {1} · {2}: {3}";
    SaveShare => "Save and share", "Uložit a sdílet";
    ShareLink => "Link to this game", "Odkaz na tuto partii";
    CopyLink => "Copy link", "Kopírovat odkaz";
    Copied => "Copied.", "Zkopírováno.";
    CopyFailed => "Could not copy; select the text and copy it by hand.", "Kopírování selhalo; označte text a zkopírujte ho ručně.";
    GameText => "Game record (moves in notation; a first line \"position: …\" sets another start)",
                "Záznam partie (tahy v notaci; první řádek \"position: …\" nastaví jiný začátek)";
    LoadRecord => "Load record", "Načíst záznam";
    RecordLoaded => "Record loaded: {0}.", "Záznam načten: {0}.";
    RecordError => "The record was not loaded: {0}. Your game is unchanged.",
                   "Záznam nebyl načten: {0}. Vaše partie se nezměnila.";
    BadAt => "at={0} is not a move of this game (it has {1}): the last position is shown.", "at={0} neodpovídá žádnému tahu této partie (má {1}): zobrazena je poslední pozice.";
    BadTheme => "theme={0} is not a theme (light or dark): the reader's own is used.", "theme={0} není platný motiv (light nebo dark): použije se motiv čtenáře.";
    LinkOverGame => "The game from the link is shown. Your game in progress is kept: Undo brings it back.",
                    "Zobrazena je partie z odkazu. Vaše rozehraná partie zůstala: tlačítko Zpět ji vrátí.";
    GoalBrandubhA => "dark pieces: capture the king", "tmavé kameny: zajměte krále";
    GoalBrandubhD => "light pieces and the king: bring the king to a corner", "světlé kameny a král: doveďte krále do rohu";
    GoalThudD => "helmets: stay together, hurl dwarfs onto trolls, end with more points", "přilby: držte pospolu, vrhejte trpaslíky na trolly, skončete s více body";
    GoalThudT => "boulders: take dwarfs, end with more points", "balvany: berte trpaslíky, skončete s více body";
    GoalBiJ => "jump over balls to remove as many as you can", "přeskakujte koule a odeberte jich co nejvíc";
    GoalBiP => "slide and remove tiles so that the jumper runs out of jumps", "posouvejte a odebírejte destičky, ať koulaři dojdou skoky";
    GoalTqW => "white balls: take 3 with a lead of 2", "bílé koule: zajměte 3 s náskokem 2";
    GoalTqB => "black balls: take 3 with a lead of 2", "černé koule: zajměte 3 s náskokem 2";
    LegendYou => "You play the {0} ({1}).", "Hrajete za: {0} ({1}).";
    LegendBoth => "{0}: {1}. {2}: {3}.", "{0}: {1}. {2}: {3}.";
    EmptyRecord => "The record box is empty: paste a record first. Your game is unchanged.",
                   "Pole se záznamem je prázdné: nejdřív do něj vložte záznam. Vaše partie se nezměnila.";
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
    BrandubhBoardLabel => "Brandubh board", "Deska hry Brandubh";
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
    Viewing => "Viewing the position after move {0} ({1} in all).", "Prohlížíte pozici po {0}. tahu (celkem {1}).";
    ViewingStart => "Viewing the start position.", "Prohlížíte výchozí pozici.";
    BackToPresent => "Back to the game", "Zpět ke hře";
    NavFirst => "Start position", "Výchozí pozice";
    NavPrev => "Previous move", "Předchozí tah";
    NavNext => "Next move", "Další tah";
    NavLast => "Current position", "Současná pozice";
    EmbedCode => "HTML to show this game in your own page (a board to step through)", "HTML pro zobrazení partie na vaší stránce (deska s procházením tahů)";
    TypeMove => "Type a move", "Napište tah";
    TypeMovePlaceholder => "e.g. {0}", "např. {0}";
    PlayTyped => "Play", "Táhnout";
    MoveRefused => "Move not accepted: {0}", "Tah nelze zahrát: {0}";
    NoAnswer => "The computer player did not answer within {0} s. If this site was just installed, check that worker-loader.js, worker.js and worker_bg.wasm were copied with it.",
                "Počítačový hráč neodpověděl do {0} s. Pokud byl web právě nainstalován, ověřte, že byly zkopírovány i soubory worker-loader.js, worker.js a worker_bg.wasm.";
    Footer => "abstrakta — free, offline, open source.", "abstrakta — zdarma, offline, otevřený kód.";
    ThemeLabel => "Colours", "Barvy";
    ThemeSystem => "as the system", "podle systému";
    ThemeLight => "light", "světlé";
    ThemeDark => "dark", "tmavé";
    ThemeReader => "the reader's", "podle čtenáře";
    EmbedTheme => "Colours of the embedded board", "Barvy vložené desky";
    SeatA => "Player 1", "Hráč 1";
    SeatB => "Player 2", "Hráč 2";
    Round => "Round", "Kolo";
    Battle => "Battle", "Bitva";
    RoundOf => "{0} {1} of {2}.", "{0} {1} z {2}.";
    SeatsLine => "{0} leads the {1}, {2} the {3}.", "{0} vede: {1}, {2}: {3}.";
    RoundWon => "{0} {1}: the {2} ({3}) won by {4}.", "{0} {1}: vyhráli {2} ({3}) o {4}.";
    RoundDrawn => "{0} {1}: drawn.", "{0} {1}: nerozhodně.";
    MatchTotals => "Match: {0} {1}, {2} {3}.", "Zápas: {0} {1}, {2} {3}.";
    MatchWon => "{0} wins the match by {1}.", "{0} vyhrává zápas o {1}.";
    MatchDrawn => "The match is drawn.", "Zápas skončil nerozhodně.";
    SidesSwap => "The players swap sides for the second battle.", "Ve druhé bitvě si hráči strany vymění.";
    ChooseCaptures => "Choose the dwarfs to capture.", "Vyberte trpaslíky, které troll vezme.";
    ChooseHelp => "All are chosen; click one on the board to keep or take it, then confirm.", "Vybráni jsou všichni; kliknutím na desce trpaslíka ponecháte nebo vezmete, pak potvrďte.";
    ChoiceNotAllowed => "The capture rule does not allow this choice.", "Pravidlo braní tuto volbu nepřipouští.";
    Confirm => "Confirm", "Potvrdit";
    Cancel => "Cancel", "Zrušit";
    RecordRulesError => "The record's rule options are not valid: {0}.", "Pravidla v záznamu nejsou platná: {0}.";
    LinkRulesError => "The link's rule options are not valid: {0}. The default rules are used.", "Pravidla v odkazu nejsou platná: {0}. Použita jsou výchozí pravidla.";
    ThudName => "Thud", "Thud";
    ThudBlurb => "Discworld's battle on an octagon: 32 dwarfs against 8 trolls, two battles with sides swapped.",
                 "Bitva ze Zeměplochy na osmiúhelníku: 32 trpaslíků proti 8 trollům, dvě bitvy s výměnou stran.";
    Dwarfs => "Dwarfs", "trpaslíci";
    Trolls => "Trolls", "trollové";
    DwarfWord => "dwarf", "trpaslík";
    TrollWord => "troll", "troll";
    Thudstone => "Thudstone", "Thudův kámen";
    ThudBoardLabel => "Thud board", "Deska hry Thud";
    ThudCounting => "Dwarfs {0} × 1 = {1} · Trolls {2} × 4 = {3}", "Trpaslíci {0} × 1 = {1} · Trollové {2} × 4 = {3}";
    ByPoints => "by {0}", "rozdíl {0}";
    ProposeEnd => "Propose to end the battle", "Navrhnout konec bitvy";
    AcceptEnd => "Accept the end", "Přijmout konec";
    RefuseEnd => "Refuse and play on", "Odmítnout a hrát dál";
    ProposalPending => "The {0} propose to end the battle: accept or refuse.", "Soupeř ({0}) navrhuje ukončit bitvu: přijměte, nebo odmítněte.";
    ProposalRefused => "The proposal was refused: move a piece.", "Návrh byl odmítnut: táhněte figurou.";
    EndAgreed => "The battle ended by agreement.", "Bitva skončila dohodou.";
    EndNoMove => "The {0} cannot move.", "Strana na tahu ({0}) nemůže táhnout.";
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
    ChainTitle => "Jump chain", "Vícenásobný skok";
    ChainSoFar => "Chain so far: {0}.", "Skok zatím: {0}.";
    ChainHelpFinish => "Click the next landing hollow to jump on, or finish here.", "Klikněte na další prohlubeň a skákejte dál, nebo skok ukončete.";
    ChainHelpGoOn => "Click the next landing hollow: the announced length is not reached yet.", "Klikněte na další prohlubeň: ohlášená délka ještě není splněna.";
    FinishChain => "Finish here", "Skončit zde";
    BilitaireName => "Bi-litaire", "Bi-litaire (bilitér)";
    BilitaireBlurb => "Kris Burm's peg solitaire for two on sliding tiles: one jumps and removes balls, the other slides tiles to stop him; two rounds, roles swapped.",
                      "Solitér pro dva od Krise Burma na posuvných destičkách: jeden přeskakuje a odebírá koule, druhý posouvá destičky, aby mu to zkazil; dvě kola s výměnou rolí.";
    Jumper => "jumper", "koulař";
    Pusher => "pusher", "posunovač";
    BallWord => "ball", "koule";
    BilitaireBoardLabel => "Bi-litaire tray", "Deska hry Bi-litaire";
    BiScore => "Removed {0} · on the board {1}", "Odebráno {0} · na desce {1}";
    BiAnnounced => "The pusher announced {0}: the jumper must now capture exactly {0} balls in one chain.", "Posunovač ohlásil {0}: koulař musí nyní jedním skokem vzít přesně {0} koulí.";
    BiOpening => "The jumper begins by removing any one ball: click it.", "Koulař začíná odebráním libovolné koule: klikněte na ni.";
    BiEnd => "The jumper has no jump left: {0} removed, {1} left.", "Koulař už nemůže skočit: odebráno {0}, zbývá {1}.";
    BiRoundLine => "Round {0}: {1} (jumper) removed {2}, {3} left.", "Kolo {0}: {1} (koulař) odebral {2}, zbylo {3}.";
    BiTotals => "Balls removed as jumper: {0} {1}, {2} {3}.", "Odebráno v roli koulaře: {0} {1}, {2} {3}.";
    BiMatchWon => "{0} wins the match: {1} removed against {2}.", "{0} vyhrává zápas: odebral {1} proti {2}.";
    BiMatchDrawn => "The match is drawn: both removed {0}.", "Zápas skončil nerozhodně: oba odebrali {0}.";
    AnnounceTitle => "Announce a chain?", "Ohlásit skok?";
    AnnounceHelp => "You may oblige the jumper to capture exactly this many balls with his next move.", "Můžete koulaře přinutit, aby příštím tahem vzal právě tolik koulí.";
    NoAnnouncement => "No announcement", "Bez ohlášení";
    AnnounceN => "Announce {0}", "Ohlásit {0}";
    RemoveTileMark => "remove this empty tile", "odebrat tuto prázdnou destičku";
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
    RbiPlayH => "Playing here", "Jak se tu hraje";
    RbiPlay => "Jumper: click a ball to see where it can jump, click a landing hollow, then the next one to go on, and 'Finish here' when you want to stop (a chain that cannot go on ends by itself). Pusher: click a tile, then the position its run should slide to; click an empty tile twice to remove it. When an announcement is possible, you choose 'No announcement' or a number.",
               "Koulař: klikněte na kouli a uvidíte, kam může skočit; klikněte na prohlubeň doskoku, pak na další a pokračujte, a až chcete skončit, zvolte „Skončit zde“ (skok, který nemůže pokračovat, skončí sám). Posunovač: klikněte na destičku a pak na pozici, kam se má řada posunout; prázdnou destičku odeberete dvojím kliknutím. Je-li ohlášení možné, zvolíte „Bez ohlášení“ nebo číslo.";
    RbiNotation => "Notation: xd4 removes the ball on d4 (the opening); d4-d6-f6 is a chain from d4 over d5 to d6, then over e6 to f6; B1-D1 slides the tile on B1 (with those in front of it) to D1; xB2 removes the empty tile on B2; =3 after a pusher's move announces 3.",
                  "Zápis: xd4 odebere kouli z d4 (zahájení); d4-d6-f6 je skok z d4 přes d5 na d6 a dál přes e6 na f6; B1-D1 posune destičku z B1 (s těmi před ní) na D1; xB2 odebere prázdnou destičku z B2; =3 za tahem posunovače ohlašuje 3.";
    DrawLots => "drawn by lot", "podle losu";
    BiSwap => "The players swap roles for the second round.", "Ve druhém kole si hráči role vymění.";
    RoundOver => "{0} {1} is over.", "{0} {1} skončilo.";
    TopQuarkName => "Top Quark", "Top Quark";
    TopQuarkBlurb => "Jacky Bonnet's arrow maze: every hollow says where a ball may go, and a round counter from 1 to 6 says how far. Take 3 balls with a lead of 2.",
                     "Bludiště šipek Jackyho Bonneta: každá jamka určuje, kudy smí koule dál, a počítadlo kol od 1 do 6 určuje, jak daleko. Zajměte 3 koule s náskokem 2.";
    White => "White", "bílý";
    Black => "Black", "černý";
    TqBoardLabel => "Top Quark board", "Deska hry Top Quark";
    TqBall => "{0} ball", "koule ({0})";
    TqHollow => "hollow {0}, exits {1}", "jamka {0}, výstupy {1}";
    TqCounter => "Round counter", "Počítadlo kol";
    TqGutter => "Taken by {0}: {1}", "Zajal {0}: {1}";
    TqSteps => "Every move now goes exactly {0}.", "Každý tah nyní vede přesně o {0}.";
    TqLevel => "{0}–{1}: 3 captures with a lead of 2 win.", "{0}–{1}: vyhrávají 3 zajetí s náskokem 2.";
    TqLeads => "{0} leads {1}–{2} and needs {3}.", "{0} vede {1}–{2} a potřebuje ještě {3}.";
    TqCopyBlocked => "{0} may not copy the last move a fourth time: {1} is not allowed.", "{0} nesmí počtvrté napodobit poslední tah: {1} není dovoleno.";
    TqEndCaptures => "{0} took {1} against {2}.", "{0} zajal {1} proti {2}.";
    TqEndDraw => "Five captures each: a draw.", "Pět zajetí na každé straně: remíza.";
    TqEndNoMove => "{0} cannot move and loses.", "{0} nemůže táhnout a prohrává.";
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
    ExampleTitle => "Example", "Příklad";
    PlayFromHere => "Play on from here", "Hrát odsud";
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
    ExBiOpening0 => "The start: twelve tiles and a ball in each of the 48 hollows. The jumper begins.",
                    "Začátek: dvanáct destiček a v každé ze 48 prohlubní koule. Začíná koulař.";
    ExBiOpening1 => "The jumper removes any one ball to make room.", "Koulař odebere jednu libovolnou kouli, aby vzniklo místo.";
    ExBiOpening2 => "The pusher slides the tile on B1 into the empty corner A1.", "Posunovač posune destičku z B1 do prázdného rohu A1.";
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
    ExTqRounds0 => "Round 1: every move goes exactly one step, where the hollow points.",
                   "1. kolo: každý tah vede přesně o jeden krok, kam ukazuje jamka.";
    ExTqRounds1 => "White: d1 points west, so the ball goes to c1.", "Bílý: d1 ukazuje na západ, koule tedy jde na c1.";
    ExTqRounds2 => "Black answers with one step too; then the counter moves on to 2.",
                   "Černý odpoví také jedním krokem; pak počítadlo postoupí na 2.";
    ExTqRounds3 => "Round 2: two steps, from b2 to b3, then where b3 points, to a3.",
                   "2. kolo: dva kroky, z b2 na b3 a pak, kam ukazuje b3, na a3.";
    ExTqRounds4 => "Black: two steps, from j6 to j5, then to k5.", "Černý: dva kroky, z j6 na j5 a pak na k5.";
    ExTqRounds5 => "Round 3: three steps, from h1 through i1 and i2 to i3.", "3. kolo: tři kroky, z h1 přes i1 a i2 na i3.";
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
    ExTqCopy8 => "Black takes back on k5 with another ball instead.", "Černý místo toho vezme zpět na k5 jinou koulí.";
    PausedNote => "Paused.", "Pozastaveno.";
    Pause => "Pause", "Pozastavit";
    Resume => "Resume", "Pokračovat";
    StepOne => "One move", "Jeden tah";
    YouWon => "You won", "Vyhráli jste";
    YouLost => "You lost", "Prohráli jste";
    EndDrawn => "A draw", "Remíza";
    SeatWon => "{0} wins the match", "{0} vyhrává zápas";
    LastMove => "Last move: {0}.", "Poslední tah: {0}.";
    PlayAgain => "Play again", "Hrát znovu";
    SwapSides => "Swap sides", "Vyměnit strany";
    ReviewGame => "Review the game", "Projít partii";
    PlayAFriend => "Two players at this screen instead", "Raději dva hráči u jedné obrazovky";
    CellEmpty => "empty", "prázdné";
    CellSelected => "selected", "vybráno";
    CellMovable => "can move", "může táhnout";
    CellTarget => "can go here", "sem může táhnout";
    PieceSelected => "{0}. It can go to: {1}.", "{0}. Může táhnout na: {1}.";
    BoardKeys => "Arrow keys move over the board, Enter or Space takes up a piece and plays it, Escape cancels.",
                 "Šipky posouvají po desce, Enter nebo mezerník vezme kámen a zahraje ho, Escape ruší.";
    TqExits => "exits {0}", "výstupy {0}";
    TqStrategic => "strategic hollow", "strategická jamka";
    BiOnTile => "tile {0}", "destička {0}";
    BiNoTile => "no tile at {0}", "na {0} není destička";
    MoveAnnounce => "Move {0}: {1} played {2}.", "Tah {0}: {1} táhli {2}.";
    SavedGames => "Saved games ({0})", "Uložené partie ({0})";
    SavedGamesHelp => "A game that a new game, a record or a link replaces is kept here (the last 10).",
                      "Partie, kterou nahradí nová hra, záznam nebo odkaz, se uchová zde (posledních 10).";
    ResumeSaved => "Resume", "Pokračovat";
    DeleteSaved => "Delete", "Smazat";
    InProgress => "Unfinished, {0}.", "Nedohráno, {0}.";
    TooLongMove => "the move text is {0} characters long; a move has at most {1}", "zápis tahu má {0} znaků; tah jich má nejvýš {1}";
    TooLongPosition => "the position text is {0} characters long; a position has at most {1}", "zápis pozice má {0} znaků; pozice jich má nejvýš {1}";
    TooManyMoves => "the record has {0}; at most {1} are read", "záznam má {0}; přečte se nejvýš {1}";
    HintButton => "Hint", "Nápověda";
    HintThinking => "Looking for a hint…", "Hledám nápovědu…";
    HintLine => "The computer suggests {0}.", "Počítač radí {0}.";
    HintCaptures => "It captures.", "Bere.";
    HintThreatens => "It threatens to win next move.", "Hrozí vítězstvím příštím tahem.";
    HintForcedWin => "It wins by force within {0}.", "Vynuceně vyhrává nejvýš za {0}.";
    HintDepth => "Looked {0} ahead.", "Hloubka propočtu: {0}.";
    FindMistakes => "Find the mistakes", "Najít chyby";
    Analysing => "Looking for mistakes: position {0} of {1}…", "Hledám chyby: pozice {0} z {1}…";
    MistakesFound => "Where the evaluation dropped most (marked ? in the list):", "Kde hodnocení kleslo nejvíc (v seznamu označeno ?):";
    NoMistakes => "No move lost as much as half a piece's worth.", "Žádný tah neztratil ani polovinu ceny kamene.";
    MistakeDrop => "the evaluation dropped by {0} here", "hodnocení tu kleslo o {0}";
    MistakeLost => "this move threw away the game", "tento tah prohrál partii";
    HintPv => "Expected line: {0}.", "Očekávané pokračování: {0}.";
    ProvenWin => "Proven: {0} by force in {1}: {2}.", "Dokázáno: {0}, vynuceně za {1}: {2}.";
    ComputerSeesWin => "It sees a forced win within {0}.", "Vidí vynucenou výhru nejvýš za {0}.";
    ComputerSeesLoss => "It sees that it loses by force within {0}.", "Vidí, že nejvýš za {0} vynuceně prohraje.";
    EvalLevel => "The position is about level.", "Pozice je zhruba vyrovnaná.";
    EvalBetter => "{0}: {1} better.", "{0}: {1} lepší.";
    EvalSlightly => "slightly", "o něco";
    EvalClearly => "clearly", "zřetelně";
    EvalMuch => "much", "mnohem";
    EvalWinning => "{0} win by force.", "{0}: vynucená výhra.";
    EvalLosing => "{0} lose by force.", "{0}: vynucená prohra.";
    EvalBarLabel => "Share of the advantage: {0}", "Podíl výhody: {0}";
    RtqLegend => "White's balls start on ranks 1 and 2, Black's on 6 and 7. A drop hollow points one way; a strategic hollow, outlined in gold, points both ways. The track under the board shows the count of this round.",
                 "Bílé koule začínají v řadách 1 a 2, černé v řadách 6 a 7. Kapka ukazuje jedním směrem; strategická jamka se zlatým okrajem ukazuje oběma směry. Stupnice pod deskou ukazuje počet kroků tohoto kola.";
    RtLegend => "Dwarfs are light helmets, trolls dark boulders; the grey stone in the centre is the Thudstone on H8.",
                "Trpaslíci jsou světlé přilby, trollové tmavé balvany; šedý kámen uprostřed je Thudův kámen na H8.";
}
