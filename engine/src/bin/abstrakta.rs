//! `abstrakta`: the engine on the command line.
//!
//! ```text
//! abstrakta perft <game> <depth> [--position TEXT] [--rules R]
//! abstrakta moves <game> [--position TEXT] [--moves "M1 M2 …"] [--rules R]
//! abstrakta bestmove <game> [--position TEXT] [--moves "M1 M2 …"] [--level L] [--seed N] [--rules R]
//!                            [--depth N] [--nodes N]
//! abstrakta prove <game> [--position TEXT] [--moves "M1 M2 …"] [--plies N] [--nodes N] [--rules R]
//! abstrakta match <game> --first L --second L [--first-features F] [--second-features F]
//!                         [--first-nodes N] [--second-nodes N] [--games N] [--seed N]
//!                         [--max-plies N] [--openings N] [--rules R] [--records on]
//!                         [--first-engine PATH] [--second-engine PATH]
//!                         [--first-weights FILE] [--second-weights FILE]
//! abstrakta tournament <game> [--levels L1,L2,…] [--games N] [--seed N] [--max-plies N] [--openings N]
//!                              [--rules R]
//! abstrakta tune <game> [--games N] [--seed N] [--level L] [--nodes N] [--random-plies N] [--max-plies N]
//!                        [--records FILE] [--passes N] [--scale K] [--horizon H] [--rules R] [--out FILE]
//! abstrakta puzzles <game> [--games N] [--seed N] [--level L] [--random-plies N] [--max-plies N] [--plies N]
//!                           [--nodes N] [--count N] [--out FILE]
//! abstrakta bench [game]
//! ```
//! Rule options `R` are `name=value` pairs separated by commas: for Thud
//! `capture=subset|allornone|single`, for Brandubh `repetition=wins|loses`, for
//! Bi-litaire `chains=free|single`, for Top Quark `copies=consecutive|total`.
//! Errors exit with status 2 and a one-line reason on standard error.

use std::collections::HashMap;
use std::process::ExitCode;
use std::time::Instant;

use abstrakta_engine::{
    line_to_text, live, perft, prove, search, think, Clock, Features, GameKind, GameVisitor, Level, Limits, Outcome,
    ProofResult, Registered, Side,
};

const USAGE: &str = "usage: abstrakta <perft|moves|bestmove|prove|match|tournament|tune|puzzles|bench> [game] [options]
  perft <game> <depth> [--position TEXT] [--rules R]
  moves <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--rules R]
  bestmove <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--level easy|medium|hard] [--seed N] [--rules R]
        [--depth N] [--nodes N] [--features F]   (an exact depth, another node budget (for either side's
        move) or other techniques than the level's)
  prove <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--plies N] [--nodes N] [--rules R]
        (a forced win for either side within N plies, proof-number search within N nodes)
  match <game> --first LEVEL --second LEVEL [--first-features F] [--second-features F] [--games N] [--seed N]
        [--first-nodes N] [--second-nodes N] [--max-plies N] [--openings N] [--rules R] [--records on]
        [--first-engine PATH] [--second-engine PATH] [--first-weights FILE] [--second-weights FILE]
        (F: search techniques instead of the level's own: all (pvs,lmr), none, or names from
         pvs,lmr,history,aspiration,memory,threats; N: a node budget for every move instead of the level's;
         PATH: another build of this tool, asked for each move with bestmove, to compare two builds;
         FILE: evaluation weights as tune writes them, instead of the game's own;
         --openings N: every round starts with N random plies, the same in both games of a pair)
  tournament <game> [--levels easy,medium,hard,expert] [--games N] [--seed N] [--max-plies N] [--openings N]
        [--rules R]
        (every pair of levels plays N matches; scores with 95 % error bars and Elo)
  tune <game> [--games N] [--seed N] [--level L] [--nodes N] [--random-plies N] [--max-plies N] [--records FILE]
        [--passes N] [--scale K] [--horizon H] [--rules R] [--out FILE]
        (fits the evaluation's weights to the ends of N games played from the seed, and of recorded
         Brandubh games; prints the weights, and writes them to FILE; K: a fixed scale, with an offset
         fitted, instead of a fitted scale; H: label a scored game's positions with the margin H plies
         later instead of the final one)
  puzzles <game> [--games N] [--seed N] [--level L] [--random-plies N] [--max-plies N] [--plies N] [--nodes N]
        [--count N] [--out FILE]
        (plays N games from the seed and keeps positions where the side that won had a forced win of 3 to
         --plies plies, proven within --nodes nodes; prints up to --count of them as a puzzle set, and writes
         it to FILE)
  bench [game]
games: thud, brandubh, bilitaire, topquark; rules R: thud capture=subset|allornone|single,
  brandubh repetition=wins|loses, bilitaire chains=free|single, topquark copies=consecutive|total";

/// Prints a line; a closed output (as with `| head`) ends the program quietly.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

#[path = "abstrakta/arena.rs"]
mod arena;
#[path = "abstrakta/puzzles.rs"]
mod puzzles;
#[path = "abstrakta/tune.rs"]
mod tune;

use arena::Contender;

struct WallClock(Instant);
impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// Parsed `--name value` options; every option takes a value.
struct Options(HashMap<String, String>);

impl Options {
    fn parse(args: &[String], allowed: &[&str]) -> Result<Options, String> {
        let mut map = HashMap::new();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            let name = arg
                .strip_prefix("--")
                .ok_or_else(|| format!("unexpected argument {arg:?}"))?;
            if !allowed.contains(&name) {
                return Err(format!("unknown option --{name}"));
            }
            let value = it.next().ok_or_else(|| format!("--{name} needs a value"))?;
            map.insert(name.to_string(), value.clone());
        }
        Ok(Options(map))
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => v
                .parse()
                .map_err(|_| format!("--{name} must be a whole number, not {v:?}")),
        }
    }

    /// A positive whole number, when given.
    fn positive(&self, name: &str) -> Result<Option<u64>, String> {
        self.get(name)
            .map(|t| {
                t.parse::<u64>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or(format!("--{name}: a positive number, not {t:?}"))
            })
            .transpose()
    }

    fn level(&self, name: &str, default: Option<Level>) -> Result<Level, String> {
        match self.get(name) {
            None => default.ok_or_else(|| format!("--{name} is required (easy, medium or hard)")),
            Some(v) => v.parse().map_err(|e| format!("--{name}: {e}")),
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let Some(command) = args.first() else {
        return Err(USAGE.replace('\n', " / "));
    };
    if command == "help" || command == "--help" {
        out!("{USAGE}");
        return Ok(());
    }
    if command == "bench" {
        let games = match args.get(1) {
            Some(name) => vec![name.parse::<GameKind>().map_err(|e| format!("{e}"))?],
            None => GameKind::ALL.to_vec(),
        };
        Options::parse(args.get(2..).unwrap_or_default(), &[])?;
        for game in games {
            game.visit(Bench);
        }
        return Ok(());
    }
    let game: GameKind = args
        .get(1)
        .ok_or_else(|| format!("{command}: name a game (thud, brandubh, bilitaire, topquark)"))?
        .parse()
        .map_err(|e| format!("{e}"))?;
    game.visit(Command {
        name: command,
        args: &args[2..],
    })
}

/// One command for one game.
struct Command<'a> {
    name: &'a str,
    args: &'a [String],
}

impl GameVisitor for Command<'_> {
    type Output = Result<(), String>;
    fn visit<G: Registered>(self) -> Result<(), String> {
        dispatch::<G>(self.name, self.args)
    }
}

fn rules_of<G: Registered>(opts: &Options) -> Result<G::Rules, String> {
    G::parse_rules(opts.get("rules").unwrap_or("")).map_err(|e| format!("--rules: {e}"))
}

/// The games, seed, ply limit and random opening plies of a match or tournament.
fn schedule(opts: &Options) -> Result<arena::Schedule, String> {
    Ok(arena::Schedule {
        games: opts.number("games", 10)?,
        seed: opts.number("seed", 1)?,
        max_plies: opts.number("max-plies", 400)?,
        openings: opts.number("openings", 0)?,
    })
}

fn dispatch<G: Registered>(command: &str, args: &[String]) -> Result<(), String> {
    let eval = G::Eval::default();
    match command {
        "perft" => {
            let depth: u32 = args
                .first()
                .ok_or("perft needs a depth")?
                .parse()
                .map_err(|_| format!("depth must be a whole number, not {:?}", args[0]))?;
            let opts = Options::parse(&args[1..], &["position", "rules"])?;
            let pos = start::<G>(&opts)?;
            let clock = Instant::now();
            for d in 1..depth {
                out!("perft {d}: {}", perft(&pos, d));
            }
            let nodes = perft(&pos, depth);
            eprintln!("{:.3} s", clock.elapsed().as_secs_f64());
            out!("{nodes}");
            Ok(())
        }
        "moves" => {
            let opts = Options::parse(args, &["position", "moves", "rules"])?;
            let pos = start::<G>(&opts)?;
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for &m in &moves {
                out!("{}", pos.move_to_text(m));
            }
            pos.offers(&mut moves);
            for &m in &moves {
                out!("{} (offer)", pos.move_to_text(m));
            }
            Ok(())
        }
        "bestmove" => {
            let opts = Options::parse(
                args,
                &[
                    "position", "moves", "level", "seed", "rules", "depth", "nodes", "features",
                ],
            )?;
            // A round that the last move ended goes on in the next one.
            let pos = live(start::<G>(&opts)?);
            let level = opts.level("level", Some(Level::Hard))?;
            let seed = opts.number("seed", 0u64)?;
            let mut limits = G::level_limits(level);
            if opts.0.contains_key("depth") {
                // An exact depth: only the techniques that keep the minimax value.
                limits = Limits::depth(opts.number("depth", 1u8)?);
                limits.deadline_ms = None;
            }
            if opts.0.contains_key("nodes") {
                limits = limits.with_nodes(opts.number("nodes", limits.max_nodes)?);
            }
            if let Some(features) = opts.get("features") {
                limits.features = Features::parse(features)?;
            }
            if let Some(outcome) = pos.outcome() {
                return Err(format!("the game is over ({})", outcome_text(outcome)));
            }
            let clock = WallClock(Instant::now());
            let r = think(&pos, &eval, &limits, &clock, seed);
            let best = r.best.ok_or("no legal move")?;
            let pv = line_to_text(&pos, &r.pv).join(" ");
            out!(
                "depth {} score {} nodes {} time {:.0} ms pv {pv}",
                r.depth,
                r.score,
                r.nodes,
                clock.now_ms()
            );
            out!("{}", pos.move_to_text(best));
            Ok(())
        }
        "prove" => {
            let opts = Options::parse(args, &["position", "moves", "rules", "plies", "nodes"])?;
            let pos = start::<G>(&opts)?;
            let plies = opts.number("plies", 9u16)?;
            let nodes = opts.number("nodes", 2_000_000usize)?;
            if let Some(outcome) = pos.outcome() {
                return Err(format!("the game is over ({})", outcome_text(outcome)));
            }
            let clock = WallClock(Instant::now());
            for (who, side) in [("the side to move", pos.turn()), ("the other side", pos.turn().other())] {
                let verdict = match prove(&pos, side, plies, nodes) {
                    ProofResult::Proven(p) => {
                        format!(
                            "wins by force in {} plies: {}",
                            p.plies,
                            line_to_text(&pos, &p.line).join(" ")
                        )
                    }
                    ProofResult::Disproven => format!("has no forced win within {plies} plies"),
                    ProofResult::Unknown => format!("not decided within {nodes} nodes"),
                };
                out!("{who} ({side:?}) {verdict}");
            }
            out!("{:.0} ms", clock.now_ms());
            Ok(())
        }
        "match" => {
            let opts = Options::parse(
                args,
                &[
                    "first",
                    "second",
                    "first-features",
                    "second-features",
                    "first-nodes",
                    "second-nodes",
                    "first-engine",
                    "second-engine",
                    "first-weights",
                    "second-weights",
                    "games",
                    "seed",
                    "max-plies",
                    "openings",
                    "rules",
                    "records",
                ],
            )?;
            let schedule = schedule(&opts)?;
            let rules = rules_of::<G>(&opts)?;
            let records = match opts.get("records") {
                None | Some("off") => false,
                Some("on") => true,
                Some(other) => return Err(format!("--records must be on or off, not {other:?}")),
            };
            let contender = |seat: &str| -> Result<Contender, String> {
                let nodes = opts.positive(&format!("{seat}-nodes"))?;
                Ok(Contender {
                    level: opts.level(seat, None)?,
                    features: opts.get(&format!("{seat}-features")).map(Features::parse).transpose()?,
                    nodes,
                    engine: opts.get(&format!("{seat}-engine")).map(str::to_string),
                    weights: match opts.get(&format!("{seat}-weights")) {
                        None => None,
                        Some(path) => {
                            let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
                            let weights =
                                arena::read_weights::<G>(&text).map_err(|e| format!("--{seat}-weights {path}: {e}"))?;
                            Some((path.to_string(), weights))
                        }
                    },
                })
            };
            let (first, second) = (contender("first")?, contender("second")?);
            arena::play_match::<G>(&rules, &eval, [&first, &second], &schedule, true, records)?;
            Ok(())
        }
        "tournament" => {
            let opts = Options::parse(args, &["levels", "games", "seed", "max-plies", "openings", "rules"])?;
            let levels = opts
                .get("levels")
                .unwrap_or("easy,medium,hard,expert")
                .split(',')
                .map(|l| l.trim().parse::<Level>().map_err(|e| format!("--levels: {e}")))
                .collect::<Result<Vec<_>, _>>()?;
            if levels.len() < 2 {
                return Err("--levels: at least two levels".into());
            }
            let schedule = schedule(&opts)?;
            let rules = rules_of::<G>(&opts)?;
            arena::tournament::<G>(&rules, &eval, &levels, &schedule)
        }
        "tune" => {
            let opts = Options::parse(
                args,
                &[
                    "games",
                    "seed",
                    "level",
                    "nodes",
                    "random-plies",
                    "max-plies",
                    "records",
                    "passes",
                    "scale",
                    "horizon",
                    "rules",
                    "out",
                ],
            )?;
            let nodes = opts.positive("nodes")?;
            let options = tune::TuneOptions {
                games: opts.number("games", 200)?,
                seed: opts.number("seed", 1)?,
                level: opts.level("level", Some(Level::Medium))?,
                nodes,
                random_plies: opts.number("random-plies", 4)?,
                max_plies: opts.number("max-plies", 300)?,
                records: opts.get("records").map(str::to_string),
                passes: opts.number("passes", 40)?,
                scale: opts.positive("scale")?.map(|k| k as f64),
                horizon: opts.positive("horizon")?.map(|h| h as u32),
            };
            let rules = rules_of::<G>(&opts)?;
            let report = tune::tune::<G>(&rules, &options)?;
            if let Some(path) = opts.get("out") {
                std::fs::write(path, &report).map_err(|e| format!("{path}: {e}"))?;
            }
            out!("{}", report.trim_end());
            Ok(())
        }
        "puzzles" => {
            let opts = Options::parse(
                args,
                &[
                    "games",
                    "seed",
                    "level",
                    "random-plies",
                    "max-plies",
                    "plies",
                    "nodes",
                    "count",
                    "rules",
                    "out",
                ],
            )?;
            let options = puzzles::PuzzleOptions {
                games: opts.number("games", 200)?,
                seed: opts.number("seed", 1)?,
                level: opts.level("level", Some(Level::Medium))?,
                random_plies: opts.number("random-plies", 4)?,
                max_plies: opts.number("max-plies", 300)?,
                plies: opts.number("plies", 9)?,
                nodes: opts.number("nodes", 500_000)?,
                count: opts.number("count", 24)?,
            };
            let rules = rules_of::<G>(&opts)?;
            let command = format!("abstrakta puzzles {} {}", G::KIND, args.join(" "));
            let set = puzzles::find::<G>(&rules, &options, command.trim_end())?;
            if let Some(path) = opts.get("out") {
                std::fs::write(path, &set).map_err(|e| format!("{path}: {e}"))?;
            }
            out!("{}", set.trim_end());
            Ok(())
        }
        other => Err(format!(
            "unknown command {other:?}; {}",
            USAGE.lines().next().unwrap_or_default()
        )),
    }
}

/// The position from `--position` (or the start), after `--moves`; a move after the
/// end of a round goes on in the next round.
fn start<G: Registered>(opts: &Options) -> Result<G, String> {
    let rules = rules_of::<G>(opts)?;
    let mut pos = match opts.get("position") {
        Some(text) => G::from_text(text, &rules).map_err(|e| format!("bad position: {e}"))?,
        None => G::new(&rules),
    };
    for text in opts.get("moves").unwrap_or("").split_whitespace() {
        pos = live(pos);
        let m = pos.parse_move(text).map_err(|e| format!("move {text}: {e}"))?;
        pos = pos.play(m).map_err(|e| format!("move {text}: {e}"))?;
    }
    Ok(pos)
}

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Side::First) => "first side won",
        Outcome::Win(Side::Second) => "second side won",
        Outcome::Draw => "draw",
    }
}

/// `bench [game]`: move generation and search speed from the start.
struct Bench;

impl GameVisitor for Bench {
    type Output = ();
    fn visit<G: Registered>(self) {
        let game = G::KIND;
        let pos = G::new(&G::Rules::default());
        let eval = G::Eval::default();
        for level in Level::ALL {
            let bytes = abstrakta_engine::search::table_bytes::<G>(&G::level_limits(level));
            out!(
                "{game}: {level}: transposition table {:.2} MiB",
                bytes as f64 / (1024.0 * 1024.0)
            );
        }
        let depth = if game == GameKind::Thud { 3 } else { 4 };
        let t = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = t.elapsed().as_secs_f64();
        out!(
            "{game}: perft {depth}: {nodes} leaves in {secs:.3} s = {:.0} leaves/s (last ply counted, not played)",
            nodes as f64 / secs
        );
        for level in [Level::Medium, Level::Hard] {
            let clock = WallClock(Instant::now());
            let limits = Limits {
                random_margin: 0,
                deadline_ms: None,
                ..G::level_limits(level)
            };
            let r = search(&pos, &eval, &limits, &clock, 1);
            let secs = clock.now_ms() / 1000.0;
            out!(
                "{game}: search ({level}, from the start): depth {} {} nodes in {secs:.3} s = {:.0} nodes/s",
                r.depth,
                r.nodes,
                r.nodes as f64 / secs
            );
        }
    }
}
