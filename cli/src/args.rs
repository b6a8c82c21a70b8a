//! The command line as types: each subcommand a struct whose doc comments are its
//! `--help`. Everything that can be checked without knowing the game is checked
//! here, by clap, before any work starts; rule options, positions and moves are
//! checked by [`crate::run`] against the game, also before any work.

use abstrakta_engine::{Features, GameKind, GameVisitor, Level, Registered};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

/// The games, as their identifiers: `thud`, `brandubh`, `bilitaire`, `topquark`.
fn game() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(GameKind::id)).try_map(|id| id.parse::<GameKind>())
}

/// The computer player's levels: `easy`, `medium`, `hard`, `expert`.
fn level() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name)).try_map(|name| name.parse::<Level>())
}

/// Search techniques: `all`, `none`, or names from `pvs,lmr,history,aspiration,memory,threats`.
fn features(text: &str) -> Result<Features, String> {
    Features::parse(text)
}

/// A whole number above zero.
fn positive(text: &str) -> Result<u64, String> {
    text.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or_else(|| format!("a positive number, not {text:?}"))
}

/// The `--rules` help: each game's rule options with their values, from the
/// games' registry (`thud capture=subset|allornone|single, …`).
fn rules_help() -> String {
    struct Options;
    impl GameVisitor for Options {
        type Output = String;
        fn visit<G: Registered>(self) -> String {
            let options: Vec<String> = G::OPTIONS
                .iter()
                .map(|o| format!("{}={}", o.name, o.values.join("|")))
                .collect();
            format!("{} {}", G::ID, options.join(" "))
        }
    }
    let games: Vec<String> = GameKind::ALL.iter().map(|kind| kind.visit(Options)).collect();
    format!(
        "Rule options, name=value pairs separated by commas: {}",
        games.join(", ")
    )
}

/// The games' names as a list (`Thud, Brandubh, Bi-litaire and Top Quark`).
fn game_names() -> String {
    let names = GameKind::ALL.map(GameKind::name);
    match names.split_last() {
        Some((last, [])) => (*last).to_string(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// `abstrakta`: the engine of abstrakta's four games on the command line.
#[derive(Debug, Parser)]
#[command(
    name = "abstrakta",
    version,
    about = format!("The engine of abstrakta's games on the command line: {}.", game_names()),
    subcommand_required = true,
    after_help = "Output goes to standard output, one result a line; progress bars go to standard error and only \
                  when it is a terminal. Errors exit with status 2 and one line on standard error.\n\n\
                  Examples:\n  abstrakta perft thud 3\n  abstrakta bestmove brandubh --moves \"d1-e1 d3-f3\" --level hard\n  \
                  abstrakta match topquark --first hard --second medium --games 20\n  abstrakta perft --help"
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Counts the leaves of the move tree to a depth, printing each shallower count first.
    #[command(after_help = "Examples:\n  abstrakta perft brandubh 3          # 39512\n  \
                            abstrakta perft thud 2 --rules capture=single\n  \
                            abstrakta perft brandubh 1 --position \"7/7/7/3k3/7/7/3a3 d\"")]
    Perft(PerftArgs),
    /// Lists the legal moves of a position, one a line, then the offers (Thud's proposal to end a battle).
    #[command(after_help = "Examples:\n  abstrakta moves brandubh\n  abstrakta moves thud --moves \"propose\"")]
    Moves(Setup),
    /// Searches a position and prints the search's line, then the move it chose.
    #[command(
        after_help = "Examples:\n  abstrakta bestmove brandubh --moves \"d1-e1 d3-f3\" --level easy --seed 4\n  \
                            abstrakta bestmove thud --level hard --nodes 200000"
    )]
    Bestmove(BestmoveArgs),
    /// Looks for a forced win of either side within a number of plies (proof-number search).
    #[command(after_help = "Example:\n  abstrakta prove brandubh --position \"7/7/7/7/2k4/7/3a3 d\" --plies 5")]
    Prove(ProveArgs),
    /// Plays a match between two players, sides alternated, and prints the first player's score.
    #[command(
        after_help = "Examples:\n  abstrakta match thud --first hard --second easy --games 50\n  \
                            abstrakta match brandubh --first hard --second hard --second-engine ../old/target/release/abstrakta\n  \
                            abstrakta match topquark --first easy --second easy --first-weights weights.txt"
    )]
    Match(MatchArgs),
    /// Plays every pair of levels against each other and prints the scores with 95 % error bars.
    #[command(after_help = "Example:\n  abstrakta tournament topquark --levels easy,medium,hard --games 10")]
    Tournament(TournamentArgs),
    /// Fits the evaluation's weights to the ends of self-played (and recorded) games.
    #[command(
        after_help = "Examples:\n  abstrakta tune bilitaire --games 2000 --level medium --nodes 20000 --passes 60\n  \
                            abstrakta tune thud --games 200 --scale 1000 --horizon 8 --out thud.txt"
    )]
    Tune(TuneArgs),
    /// Finds forced wins in self-played games and writes them as a puzzle set.
    #[command(after_help = "Example:\n  abstrakta puzzles brandubh --games 120 --count 30 --out brandubh.txt")]
    Puzzles(PuzzlesArgs),
    /// Measures move generation and search speed from the start (every game, or one).
    #[command(after_help = "Examples:\n  abstrakta bench\n  abstrakta bench thud")]
    Bench(BenchArgs),
    /// Plays Brandubh as an engine for OpenTafl, over its engine protocol (OTEP) on standard input and output.
    #[command(
        after_help = "OpenTafl starts the engine and speaks to it line by line: rules, start, position, side, \
                            play and clock, move, opponent-move, analyze, finish, goodbye. Every rule of OpenTafl's \
                            Brandub is played (a weak or strong king, throne hostility, repetition); rules this \
                            engine does not play (another board, escape to the edge, shieldwalls, …) are refused \
                            with 'error -1' and the field named.\n\nExample (the engine's .ini file in OpenTafl's \
                            engines folder):\n  [engine]\n  directory=abstrakta\n  filename=abstrakta\n  \
                            command=./abstrakta\n  arguments=otep --level hard"
    )]
    Otep(OtepArgs),
    /// Prints a shell's completion script for this tool.
    #[command(
        after_help = "Examples:\n  abstrakta completions bash > /etc/bash_completion.d/abstrakta\n  \
                            abstrakta completions zsh > \"${fpath[1]}/_abstrakta\""
    )]
    Completions(CompletionsArgs),
    /// Works with lesson files (the format: docs/lessons.md).
    #[command(subcommand)]
    Lesson(LessonCommand),
    /// Checks and converts game records: abstrakta's, and OpenTafl's `.otg` for Brandubh.
    #[command(subcommand)]
    Record(RecordCommand),
}

/// What `record` does.
#[derive(Debug, Subcommand)]
pub enum RecordCommand {
    /// Reads a record and replays it, every move checked; prints its moves
    /// and how the game stands, or says what is wrong and where. An OpenTafl
    /// game record (`.otg`, tags in brackets) is read as Brandubh under its
    /// own rules; abstrakta's record needs `--game` (and `--rules` if not the
    /// defaults).
    #[command(after_help = "Examples:\n  abstrakta record check game.otg\n  \
                            abstrakta record check game.txt --game brandubh --rules king=weak")]
    Check {
        /// The record file.
        file: std::path::PathBuf,
        /// The game of an abstrakta record.
        #[arg(long, value_parser = game())]
        game: Option<GameKind>,
        /// The rule options of an abstrakta record.
        #[arg(long, default_value = "")]
        rules: String,
    },
    /// Prints a link that opens a record with variations and comments (a
    /// study; checked first) in the site's viewer and on its analysis board,
    /// and the code to embed the viewer: the record packed with raw deflate and
    /// written in base64url in the address, as lessons are.
    #[command(after_help = "Example:\n  abstrakta record link study.txt --site https://example.org/abstrakta/")]
    Link {
        /// The record file (tags in quotes; `[game \"…\"]` names the game).
        file: std::path::PathBuf,
        /// The game of chapters without a `game` tag.
        #[arg(long, value_parser = game())]
        game: Option<GameKind>,
        /// The site's address, put before each link's fragment (`#/…`).
        #[arg(long, default_value = "")]
        site: String,
    },
    /// Writes an abstrakta Brandubh record as an OpenTafl game record (`.otg`)
    /// on standard output.
    #[command(after_help = "Example:\n  abstrakta record to-otg game.txt --rules repetition=draw > game.otg")]
    ToOtg {
        /// The record file.
        file: std::path::PathBuf,
        /// The rule options the game was played under.
        #[arg(long, default_value = "")]
        rules: String,
        /// Tags to write, `name=value` (for example `attackers=Xerxes`).
        #[arg(long = "tag")]
        tags: Vec<String>,
    },
    /// Writes an OpenTafl game record (`.otg`) as an abstrakta Brandubh record
    /// on standard output, and on standard error the `--rules` it was played under.
    #[command(after_help = "Example:\n  abstrakta record from-otg game.otg > game.txt")]
    FromOtg {
        /// The `.otg` file.
        file: std::path::PathBuf,
    },
}

/// What `lesson` does.
#[derive(Debug, Subcommand)]
pub enum LessonCommand {
    /// Checks a lesson file: every line's form, every position valid, every goal
    /// met by a move found (by the proof search for `win-in`), every reply legal
    /// where it is played, the texts present. Prints each lesson's line of play.
    #[command(after_help = "Example:\n  abstrakta lesson check engine/data/lessons/brandubh.txt")]
    Check {
        /// The lesson file.
        file: std::path::PathBuf,
    },
    /// Prints a link to each lesson of a file (checked first), which opens it on
    /// the site without rebuilding it, and the code to embed it: the lesson
    /// packed with raw deflate and written in base64url in the address.
    #[command(after_help = "Example:\n  abstrakta lesson link my-lessons.txt --site https://example.org/abstrakta/")]
    Link {
        /// The lesson file.
        file: std::path::PathBuf,
        /// The site's address, put before each link's fragment (`#/…`).
        #[arg(long, default_value = "")]
        site: String,
        /// Only the lesson of this identifier.
        #[arg(long)]
        id: Option<String>,
    },
}

impl Command {
    /// The game that the command plays, for a command of one game.
    #[must_use]
    pub fn game(&self) -> Option<GameKind> {
        match self {
            Command::Perft(a) => Some(a.setup.game),
            Command::Moves(a) => Some(a.game),
            Command::Bestmove(a) => Some(a.setup.game),
            Command::Prove(a) => Some(a.setup.game),
            Command::Match(a) => Some(a.game),
            Command::Tournament(a) => Some(a.game),
            Command::Tune(a) => Some(a.game),
            Command::Puzzles(a) => Some(a.game),
            Command::Bench(_)
            | Command::Otep(_)
            | Command::Completions(_)
            | Command::Lesson(_)
            | Command::Record(_) => None,
        }
    }
}

/// A game and a position in it.
#[derive(Debug, Args)]
pub struct Setup {
    /// The game.
    #[arg(value_parser = game())]
    pub game: GameKind,
    /// A position in the game's text form, instead of the start (it may begin with '-').
    #[arg(long, value_name = "TEXT", allow_hyphen_values = true)]
    pub position: Option<String>,
    /// Moves played from there, separated by spaces; a move after the end of a round opens the next round.
    #[arg(long, value_name = "MOVES", default_value = "")]
    pub moves: String,
    #[arg(long, value_name = "R", default_value = "", help = rules_help())]
    pub rules: String,
}

/// `perft`.
#[derive(Debug, Args)]
pub struct PerftArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// The depth in plies.
    pub depth: u32,
}

/// `bestmove`.
#[derive(Debug, Args)]
pub struct BestmoveArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// The level whose search budget is used.
    #[arg(long, value_parser = level(), default_value = "hard")]
    pub level: Level,
    /// The seed of the level's random choice among near-equal moves.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// An exact depth instead of the level's budget (only techniques that keep the minimax value).
    #[arg(long)]
    pub depth: Option<u8>,
    /// A node budget instead of the level's (for either side's move).
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Search techniques instead of the level's: all, none, or names from pvs,lmr,history,aspiration,memory,threats.
    #[arg(long, value_parser = features)]
    pub features: Option<Features>,
}

/// `prove`.
#[derive(Debug, Args)]
pub struct ProveArgs {
    #[command(flatten)]
    pub setup: Setup,
    /// The longest win looked for, in plies.
    #[arg(long, default_value_t = 9)]
    pub plies: u16,
    /// The proof search's node budget.
    #[arg(long, default_value_t = 2_000_000)]
    pub nodes: usize,
}

/// The games of a match or tournament.
#[derive(Debug, Args)]
pub struct ScheduleArgs {
    /// Games to play.
    #[arg(long, default_value_t = 10)]
    pub games: u32,
    /// The seed every random choice is drawn from.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A round unfinished after this many plies ends there (by agreement where the game has one).
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
    /// Every round starts with this many random plies, the same in both games of a pair.
    #[arg(long, default_value_t = 0)]
    pub openings: u32,
    #[arg(long, value_name = "R", default_value = "", help = rules_help())]
    pub rules: String,
}

/// `match`.
#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The game.
    #[arg(value_parser = game())]
    pub game: GameKind,
    /// The first player's level.
    #[arg(long, value_name = "LEVEL", value_parser = level())]
    pub first: Level,
    /// The second player's level.
    #[arg(long, value_name = "LEVEL", value_parser = level())]
    pub second: Level,
    /// The first player's search techniques instead of its level's.
    #[arg(long, value_parser = features)]
    pub first_features: Option<Features>,
    /// The second player's search techniques instead of its level's.
    #[arg(long, value_parser = features)]
    pub second_features: Option<Features>,
    /// A node budget for every move of the first player instead of its level's.
    #[arg(long, value_parser = positive)]
    pub first_nodes: Option<u64>,
    /// A node budget for every move of the second player instead of its level's.
    #[arg(long, value_parser = positive)]
    pub second_nodes: Option<u64>,
    /// Another build of this tool, asked for each of the first player's moves with bestmove.
    #[arg(long, value_name = "PATH")]
    pub first_engine: Option<String>,
    /// Another build of this tool, asked for each of the second player's moves with bestmove.
    #[arg(long, value_name = "PATH")]
    pub second_engine: Option<String>,
    /// Evaluation weights for the first player, as tune writes them.
    #[arg(long, value_name = "FILE")]
    pub first_weights: Option<String>,
    /// Evaluation weights for the second player, as tune writes them.
    #[arg(long, value_name = "FILE")]
    pub second_weights: Option<String>,
    /// Print each round's moves.
    #[arg(long, value_parser = ["on", "off"], default_value = "off")]
    pub records: String,
    #[command(flatten)]
    pub schedule: ScheduleArgs,
}

/// `tournament`.
#[derive(Debug, Args)]
pub struct TournamentArgs {
    /// The game.
    #[arg(value_parser = game())]
    pub game: GameKind,
    /// The levels that play, two at least.
    #[arg(long, value_parser = level(), value_delimiter = ',', default_value = "easy,medium,hard,expert")]
    pub levels: Vec<Level>,
    #[command(flatten)]
    pub schedule: ScheduleArgs,
}

/// What `tune` and `puzzles` play.
#[derive(Debug, Args)]
pub struct SelfPlayArgs {
    /// Games to play.
    #[arg(long, default_value_t = 200)]
    pub games: u32,
    /// The seed every game and move is drawn from.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The level whose search plays the games.
    #[arg(long, value_parser = level(), default_value = "medium")]
    pub level: Level,
    /// Random moves at the start of each round, for varied positions.
    #[arg(long, default_value_t = 4)]
    pub random_plies: u32,
    /// Rounds still running after this many plies are left out.
    #[arg(long, default_value_t = 300)]
    pub max_plies: u32,
    #[arg(long, value_name = "R", default_value = "", help = rules_help())]
    pub rules: String,
    /// Also write the result to this file.
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
}

impl SelfPlayArgs {
    /// The games as `tune` and `puzzles` play them.
    #[must_use]
    pub fn self_play(&self) -> crate::tune::SelfPlay {
        crate::tune::SelfPlay {
            games: self.games,
            seed: self.seed,
            level: self.level,
            random_plies: self.random_plies,
            max_plies: self.max_plies,
        }
    }
}

/// `tune`.
#[derive(Debug, Args)]
pub struct TuneArgs {
    /// The game.
    #[arg(value_parser = game())]
    pub game: GameKind,
    #[command(flatten)]
    pub play: SelfPlayArgs,
    /// A node budget for the games' moves instead of the level's.
    #[arg(long, value_parser = positive)]
    pub nodes: Option<u64>,
    /// Recorded Brandubh games to add (the CSV form of the test data).
    #[arg(long, value_name = "FILE")]
    pub records: Option<String>,
    /// The most passes over the weights.
    #[arg(long, default_value_t = 40)]
    pub passes: u32,
    /// A fixed scale, with an offset fitted, instead of a fitted scale.
    #[arg(long, value_parser = positive)]
    pub scale: Option<u64>,
    /// Label a scored game's positions with the margin this many plies later instead of the final one.
    #[arg(long, value_parser = positive)]
    pub horizon: Option<u64>,
}

/// `puzzles`.
#[derive(Debug, Args)]
pub struct PuzzlesArgs {
    /// The game (one whose rounds are won, not scored: brandubh or topquark).
    #[arg(value_parser = game())]
    pub game: GameKind,
    #[command(flatten)]
    pub play: SelfPlayArgs,
    /// The longest forced win looked for, in plies (3 at least).
    #[arg(long, default_value_t = 9, value_parser = clap::value_parser!(u16).range(3..))]
    pub plies: u16,
    /// The proof search's node budget for each position.
    #[arg(long, default_value_t = 500_000)]
    pub nodes: usize,
    /// How many puzzles to keep.
    #[arg(long, default_value_t = 24)]
    pub count: usize,
}

/// `bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// One game instead of all four.
    #[arg(value_parser = game())]
    pub game: Option<GameKind>,
}

/// `otep`.
#[derive(Debug, Args)]
pub struct OtepArgs {
    /// The level whose search budget each move gets.
    #[arg(long, value_parser = level(), default_value = "hard")]
    pub level: Level,
    /// The seed of the level's random choice among near-equal moves.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Write moves in OpenTafl's full notation (`Kd4-d3xe3`) and ask OpenTafl
    /// for the same (`simple-moves off`), instead of the simple `d4-d3`.
    #[arg(long)]
    pub full_moves: bool,
}

/// `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    pub shell: clap_complete::Shell,
}
