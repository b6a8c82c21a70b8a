//! The app's own strings, by name, in English and Czech: one line a string.
//! Each game's strings are in its own folder (`components/<game>/texts.rs`).

use super::{messages, phrases};

phrases! {
    /// A string of the app that holds no values.
    Text {
        AppName => "abstrakta", "abstrakta";
        Tagline => "Rare asymmetric board games, in your browser, against a friend or the computer.",
            "Vzácné asymetrické deskové hry v prohlížeči, proti příteli nebo počítači.";
        NavHome => "Games", "Hry";
        NavRules => "Rules", "Pravidla";
        NavPlay => "Play", "Hrát";
        NavPuzzles => "Puzzles", "Úlohy";
        PuzzleIntro => "Positions from games the computer played against itself, where the side to move wins by force however the other side defends. You play the winning side and the computer defends; a proof search checks each of your moves, so any winning line counts.",
            "Pozice z her, které počítač hrál sám se sebou, v nichž strana na tahu vyhraje vynuceně, ať se druhá strana brání jakkoli. Hrajete za vítěznou stranu a počítač se brání; každý váš tah ověří důkazové hledání, takže platí každá vítězná cesta.";
        PuzzleSolvedBefore => "You have solved this puzzle before.", "Tuto úlohu jste už vyřešili.";
        PuzzleStartAgain => "Start again", "Znovu od začátku";
        PuzzleShowSolution => "Show the solution", "Ukázat řešení";
        PuzzleSolutionShown => "A solution, move by move: step through it with the buttons or the arrow keys. Any other winning line counts too.",
            "Jedno řešení tah po tahu: projděte ho tlačítky nebo šipkami. Platí i každá jiná vítězná cesta.";
        PuzzleNext => "Next puzzle", "Další úloha";
        PuzzlePrev => "Previous puzzle", "Předchozí úloha";
        PuzzleAll => "All puzzles", "Všechny úlohy";
        PuzzleSolvedMark => "solved", "vyřešeno";
        LanguageLabel => "Language", "Jazyk";
        HomeHeading => "Choose a game", "Vyberte hru";
        HomeOffline => "Everything runs in this page: no server, no account, works offline once loaded.",
            "Vše běží v této stránce: bez serveru, bez účtu, po načtení funguje i offline.";
        Draw => "Draw", "Remíza";
        YourTurn => "Your move.", "Jste na tahu.";
        Thinking => "The computer is thinking… (the page stays usable)",
            "Počítač přemýšlí… (stránku lze dál používat)";
        SearchDetails => "How it searched", "Jak hledal";
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
        SaveShare => "Save and share", "Uložit a sdílet";
        ShareLink => "Link to this game", "Odkaz na tuto partii";
        CopyLink => "Copy link", "Kopírovat odkaz";
        Copied => "Copied.", "Zkopírováno.";
        CopyFailed => "Could not copy; select the text and copy it by hand.",
            "Kopírování selhalo; označte text a zkopírujte ho ručně.";
        GameText => "Game record (moves in notation; a first line \"position: …\" sets another start)",
            "Záznam partie (tahy v notaci; první řádek \"position: …\" nastaví jiný začátek)";
        LoadRecord => "Load record", "Načíst záznam";
        LinkOverGame => "The game from the link is shown. Your game in progress is kept: Undo brings it back.",
            "Zobrazena je partie z odkazu. Vaše rozehraná partie zůstala: tlačítko Zpět ji vrátí.";
        EmptyRecord => "The record box is empty: paste a record first. Your game is unchanged.",
            "Pole se záznamem je prázdné: nejdřív do něj vložte záznam. Vaše partie se nezměnila.";
        Dismiss => "Dismiss", "Zavřít";
        NotFound => "There is no page at this address.", "Na této adrese žádná stránka není.";
        RbNotationH => "Notation", "Zápis";
        ViewingStart => "Viewing the start position.", "Prohlížíte výchozí pozici.";
        BackToPresent => "Back to the game", "Zpět ke hře";
        NavFirst => "Start position", "Výchozí pozice";
        NavPrev => "Previous move", "Předchozí tah";
        NavNext => "Next move", "Další tah";
        NavLast => "Current position", "Současná pozice";
        EmbedCode => "HTML to show this game in your own page (a board to step through)",
            "HTML pro zobrazení partie na vaší stránce (deska s procházením tahů)";
        TypeMove => "Type a move", "Napište tah";
        PlayTyped => "Play", "Táhnout";
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
        MatchDrawn => "The match is drawn.", "Zápas skončil nerozhodně.";
        SidesSwap => "The players swap sides for the second battle.", "Ve druhé bitvě si hráči strany vymění.";
        ChooseCaptures => "Choose the dwarfs to capture.", "Vyberte trpaslíky, které troll vezme.";
        ChooseHelp => "All are chosen; click one on the board to keep or take it, then confirm.",
            "Vybráni jsou všichni; kliknutím na desce trpaslíka ponecháte nebo vezmete, pak potvrďte.";
        ChoiceNotAllowed => "The capture rule does not allow this choice.", "Pravidlo braní tuto volbu nepřipouští.";
        Confirm => "Confirm", "Potvrdit";
        Cancel => "Cancel", "Zrušit";
        ChainTitle => "Jump chain", "Vícenásobný skok";
        ChainHelpFinish => "Click the next landing hollow to jump on, or finish here.",
            "Klikněte na další prohlubeň a skákejte dál, nebo skok ukončete.";
        ChainHelpGoOn => "Click the next landing hollow: the announced length is not reached yet.",
            "Klikněte na další prohlubeň: ohlášená délka ještě není splněna.";
        FinishChain => "Finish here", "Skončit zde";
        RbiPlayH => "Playing here", "Jak se tu hraje";
        DrawLots => "drawn by lot", "podle losu";
        ExampleTitle => "Example", "Příklad";
        PlayFromHere => "Play on from here", "Hrát odsud";
        PausedNote => "Paused.", "Pozastaveno.";
        Pause => "Pause", "Pozastavit";
        Resume => "Resume", "Pokračovat";
        StepOne => "One move", "Jeden tah";
        YouWon => "You won", "Vyhráli jste";
        YouLost => "You lost", "Prohráli jste";
        EndDrawn => "A draw", "Remíza";
        PlayAgain => "Play again", "Hrát znovu";
        SwapSides => "Swap sides", "Vyměnit strany";
        ReviewGame => "Review the game", "Projít partii";
        PlayAFriend => "Two players at this screen instead", "Raději dva hráči u jedné obrazovky";
        CellEmpty => "empty", "prázdné";
        CellSelected => "selected", "vybráno";
        CellMovable => "can move", "může táhnout";
        CellTarget => "can go here", "sem může táhnout";
        BoardKeys => "Arrow keys move over the board, Enter or Space takes up a piece and plays it, Escape cancels.",
            "Šipky posouvají po desce, Enter nebo mezerník vezme kámen a zahraje ho, Escape ruší.";
        SavedGamesHelp => "A game that a new game, a record or a link replaces is kept here (the last 10).",
            "Partie, kterou nahradí nová hra, záznam nebo odkaz, se uchová zde (posledních 10).";
        ResumeSaved => "Resume", "Pokračovat";
        DeleteSaved => "Delete", "Smazat";
        HintButton => "Hint", "Nápověda";
        HintThinking => "Looking for a hint…", "Hledám nápovědu…";
        HintCaptures => "It captures.", "Bere.";
        HintThreatens => "It threatens to win next move.", "Hrozí vítězstvím příštím tahem.";
        FindMistakes => "Find the mistakes", "Najít chyby";
        MistakesFound => "Where the evaluation dropped most (marked ? in the list):",
            "Kde hodnocení kleslo nejvíc (v seznamu označeno ?):";
        NoMistakes => "No move lost as much as half a piece's worth.", "Žádný tah neztratil ani polovinu ceny kamene.";
        MistakeLost => "this move threw away the game", "tento tah prohrál partii";
        EvalLevel => "The position is about level.", "Pozice je zhruba vyrovnaná.";
        EvalSlightly => "slightly", "o něco";
        EvalClearly => "clearly", "zřetelně";
        EvalMuch => "much", "mnohem";
    }
}

messages! {
    /// A sentence of the app with values in it, each named.
    Msg {
        PuzzlesOf { game } => "Puzzles of {game}", "Úlohy hry {game}";
        PuzzleHeading { number, total } => "Puzzle {number} of {total}", "Úloha {number} z {total}";
        PuzzleTask { side, within } => "{side} to move and win in {within}.",
            "Na tahu: {side}. Najděte vynucenou výhru; stačí na ni {within}.";
        PuzzleYourMove { left } => "Your move: {left} left.", "Jste na tahu; zbývá: {left}.";
        PuzzleChecking { mv } => "Checking {mv}…", "Ověřuji tah {mv}…";
        PuzzleAnswered { mv, answer } => "{mv} keeps the win. The computer answered {answer}.",
            "Tah {mv} výhru drží. Počítač odpověděl {answer}.";
        PuzzleRefused { mv } => "{mv} does not win by force in the moves left. Try another move.",
            "Tah {mv} nevede k vynucené výhře v tazích, které zbývají. Zkuste jiný.";
        PuzzleCheckFailed { mv, reason } => "Your move {mv} could not be checked ({reason}). Try it again.",
            "Tah {mv} se nepodařilo ověřit ({reason}). Zkuste ho znovu.";
        PuzzleSolved { result } => "Solved: {result}.", "Vyřešeno: {result}.";
        PuzzleProgress { solved, total } => "Solved in this browser: {solved} of {total}.",
            "Vyřešeno v tomto prohlížeči: {solved} z {total}.";
        PuzzleStoredError { reason, key } => "The list of solved puzzles could not be read ({reason}); it was kept under {key}, and this browser starts a new one.",
            "Seznam vyřešených úloh nešel přečíst ({reason}); je uložen pod klíčem {key} a tento prohlížeč začíná nový.";
        SideToMove { side } => "{side} to move", "Na tahu: {side}";
        SideWins { side } => "{side} win", "Vyhráli {side}";
        ComputerMoved { mv } => "The computer played {mv}.", "Počítač zahrál {mv}.";
        ComputerMovedAfterCrash { mv } => "The computer player had crashed; a new one was started, and it played {mv}.",
            "Počítačový hráč spadl; byl spuštěn nový a zahrál {mv}.";
        WorkerCrashed { reason } => "The computer player crashed ({reason}). A new one was started and is thinking again.",
            "Počítačový hráč spadl ({reason}). Byl spuštěn nový a přemýšlí znovu.";
        WorkerCrashedAgain { reason } => "The computer player crashed again ({reason}). A new one starts when you ask the computer again; your game is kept.",
            "Počítačový hráč znovu spadl ({reason}). Nový se spustí, až počítač požádáte znovu; partie zůstává zachována.";
        WorkerNotStarted { reason } => "The computer player could not start ({reason}). If this site was just installed, check that worker-loader.js, worker.js and worker_bg.wasm were copied with it.",
            "Počítačového hráče nelze spustit ({reason}). Pokud byl web právě nainstalován, ověřte, že byly zkopírovány i soubory worker-loader.js, worker.js a worker_bg.wasm.";
        SearchFigures { depth, positions, ms } => "depth {depth}, {positions}, {ms} ms",
            "hloubka {depth}, {positions}, {ms} ms";
        Computer { level } => "computer ({level})", "počítač ({level})";
        PlayersLine { first_side, first, second_side, second } => "{first_side}: {first} · {second_side}: {second}",
            "{first_side}: {first} · {second_side}: {second}";
        RecordLoaded { record } => "Record loaded: {record}.", "Záznam načten: {record}.";
        RecordError { reason } => "The record was not loaded: {reason}. Your game is unchanged.",
            "Záznam nebyl načten: {reason}. Vaše partie se nezměnila.";
        BadAt { at, moves } => "at={at} is not a move of this game (it has {moves}): the last position is shown.",
            "at={at} neodpovídá žádnému tahu této partie (má {moves}): zobrazena je poslední pozice.";
        BadTheme { theme } => "theme={theme} is not a theme (light or dark): the reader's own is used.",
            "theme={theme} není platný motiv (light nebo dark): použije se motiv čtenáře.";
        LegendYou { side, pieces } => "You play the {side} ({pieces}).", "Hrajete za: {side} ({pieces}).";
        LegendBoth { first_side, first, second_side, second } => "{first_side}: {first}. {second_side}: {second}.",
            "{first_side}: {first}. {second_side}: {second}.";
        RecordPositionError { reason } => "The record's start position is not valid: {reason}. Nothing was changed.",
            "Výchozí pozice záznamu není platná: {reason}. Nic se nezměnilo.";
        LinkError { reason } => "The link could not be read completely: {reason}. The moves before it were kept.",
            "Odkaz se nepodařilo přečíst celý: {reason}. Tahy před chybou zůstaly.";
        LinkPositionError { reason } => "The link's start position is not valid: {reason}. The usual start is shown.",
            "Výchozí pozice v odkazu není platná: {reason}. Zobrazen je obvyklý začátek.";
        StoredError { reason, key } => "Your saved game could not be restored ({reason}); it was kept under \"{key}\" in this browser's storage.",
            "Uloženou partii se nepodařilo obnovit ({reason}); zůstala v úložišti prohlížeče pod klíčem \"{key}\".";
        WorkerError { reason } => "The computer player failed: {reason}", "Počítačový hráč selhal: {reason}";
        WorkerBadMove { mv, reason } => "The computer player answered with a move the rules refuse ({mv}): {reason}",
            "Počítačový hráč odpověděl tahem, který pravidla nepřipouštějí ({mv}): {reason}";
        RulesOf { game } => "Rules of {game}", "Pravidla hry {game}";
        PlayThis { game } => "Play {game}", "Hrát {game}";
        Viewing { at, total } => "Viewing the position after move {at} ({total} in all).",
            "Prohlížíte pozici po {at}. tahu (celkem {total}).";
        TypeMovePlaceholder { example } => "e.g. {example}", "např. {example}";
        MoveRefused { reason } => "Move not accepted: {reason}", "Tah nelze zahrát: {reason}";
        NoAnswer { seconds } => "The computer player did not answer within {seconds} s. If this site was just installed, check that worker-loader.js, worker.js and worker_bg.wasm were copied with it.",
            "Počítačový hráč neodpověděl do {seconds} s. Pokud byl web právě nainstalován, ověřte, že byly zkopírovány i soubory worker-loader.js, worker.js a worker_bg.wasm.";
        RoundOf { round, number, total } => "{round} {number} of {total}.", "{round} {number} z {total}.";
        SeatsLine { first, first_role, second, second_role } => "{first} leads the {first_role}, {second} the {second_role}.",
            "{first} vede: {first_role}, {second}: {second_role}.";
        RoundWon { round, number, side, player, margin } => "{round} {number}: the {side} ({player}) won by {margin}.",
            "{round} {number}: vyhráli {side} ({player}) o {margin}.";
        RoundDrawn { round, number } => "{round} {number}: drawn.", "{round} {number}: nerozhodně.";
        MatchTotals { first, first_score, second, second_score } => "Match: {first} {first_score}, {second} {second_score}.",
            "Zápas: {first} {first_score}, {second} {second_score}.";
        MatchWon { winner, margin } => "{winner} wins the match by {margin}.", "{winner} vyhrává zápas o {margin}.";
        RecordRulesError { reason } => "The record's rule options are not valid: {reason}.",
            "Pravidla v záznamu nejsou platná: {reason}.";
        LinkRulesError { reason } => "The link's rule options are not valid: {reason}. The default rules are used.",
            "Pravidla v odkazu nejsou platná: {reason}. Použita jsou výchozí pravidla.";
        ChainSoFar { jumps } => "Chain so far: {jumps}.", "Skok zatím: {jumps}.";
        SeatWon { winner } => "{winner} wins the match", "{winner} vyhrává zápas";
        LastMove { mv } => "Last move: {mv}.", "Poslední tah: {mv}.";
        PieceSelected { piece, targets } => "{piece}. It can go to: {targets}.",
            "{piece}. Může táhnout na: {targets}.";
        MoveAnnounce { number, who, mv } => "Move {number}: {who} played {mv}.", "Tah {number}: {who} táhli {mv}.";
        SavedGames { count } => "Saved games ({count})", "Uložené partie ({count})";
        InProgress { moves } => "Unfinished, {moves}.", "Nedohráno, {moves}.";
        TooLongMove { length, max } => "the move text is {length} characters long; a move has at most {max}",
            "zápis tahu má {length} znaků; tah jich má nejvýš {max}";
        TooLongPosition { length, max } => "the position text is {length} characters long; a position has at most {max}",
            "zápis pozice má {length} znaků; pozice jich má nejvýš {max}";
        TooManyMoves { moves, max } => "the record has {moves}; at most {max} are read",
            "záznam má {moves}; přečte se nejvýš {max}";
        HintLine { mv } => "The computer suggests {mv}.", "Počítač radí {mv}.";
        HintForcedWin { within } => "It wins by force within {within}.", "Vynuceně vyhrává nejvýš za {within}.";
        HintDepth { depth } => "Looked {depth} ahead.", "Hloubka propočtu: {depth}.";
        Analysing { position, total } => "Looking for mistakes: position {position} of {total}…",
            "Hledám chyby: pozice {position} z {total}…";
        MistakeDrop { drop } => "the evaluation dropped by {drop} here", "hodnocení tu kleslo o {drop}";
        HintPv { line } => "Expected line: {line}.", "Očekávané pokračování: {line}.";
        ProvenWin { side, within, line } => "Proven: {side} by force in {within}: {line}.",
            "Dokázáno: {side}, vynuceně za {within}: {line}.";
        ComputerSeesWin { within } => "It sees a forced win within {within}.",
            "Vidí vynucenou výhru nejvýš za {within}.";
        ComputerSeesLoss { within } => "It sees that it loses by force within {within}.",
            "Vidí, že nejvýš za {within} vynuceně prohraje.";
        EvalBetter { side, by } => "{side}: {by} better.", "{side}: {by} lepší.";
        EvalWinning { side } => "{side} win by force.", "{side}: vynucená výhra.";
        EvalLosing { side } => "{side} lose by force.", "{side}: vynucená prohra.";
        EvalBarLabel { share } => "Share of the advantage: {share}", "Podíl výhody: {share}";
        RulesNotNameValue { pair } => "rule option {pair} is not name=value",
            "volba pravidel {pair} nemá tvar název=hodnota";
        RulesUnknown { game, option, known } => "unknown {game} rule option {option} (known: {known})",
            "hra {game} nezná volbu pravidel {option} (zná: {known})";
        RulesBadValue { option, value, expected } => "{option}={value}: expected {expected}",
            "{option}={value}: čekáno {expected}";
    }
}
