//! `abstrakta`: the engine on the command line.
//!
//! ```text
//! abstrakta perft <game> <depth> [--position TEXT]
//! abstrakta moves <game> [--position TEXT] [--moves "M1 M2 …"]
//! abstrakta bestmove <game> [--position TEXT] [--moves "M1 M2 …"] [--level L] [--seed N]
//! abstrakta match <game> --first L --second L [--games N] [--seed N] [--max-plies N]
//! abstrakta bench
//! ```
//! Errors exit with status 2 and a one-line reason on standard error.

use std::collections::HashMap;
use std::process::ExitCode;
use std::time::Instant;

use abstrakta_engine::{
    brandubh, perft, search, Clock, Evaluator, GameKind, Level, Limits, Notation, Outcome, Side, SplitMix64,
};

const USAGE: &str = "usage: abstrakta <perft|moves|bestmove|match|bench> [game] [options]
  perft <game> <depth> [--position TEXT]
  moves <game> [--position TEXT] [--moves \"M1 M2 ...\"]
  bestmove <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--level easy|medium|hard] [--seed N]
  match <game> --first LEVEL --second LEVEL [--games N] [--seed N] [--max-plies N]
  bench
games: brandubh";

/// Prints a line; a closed output (as with `| head`) ends the program quietly.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}

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
    if command == "bench" {
        Options::parse(&args[1..], &[])?;
        return bench();
    }
    if command == "help" || command == "--help" {
        out!("{USAGE}");
        return Ok(());
    }
    let game: GameKind = args
        .get(1)
        .ok_or_else(|| format!("{command}: name a game (brandubh)"))?
        .parse()
        .map_err(|e| format!("{e}"))?;
    match game {
        GameKind::Brandubh => {
            let eval = brandubh::Eval::default();
            let rules = brandubh::Rules::default();
            dispatch::<brandubh::Position, _>(command, &args[2..], &rules, &eval)
        }
    }
}

fn dispatch<G: Notation, E: Evaluator<G>>(
    command: &str,
    args: &[String],
    rules: &G::Rules,
    eval: &E,
) -> Result<(), String> {
    match command {
        "perft" => {
            let depth: u32 = args
                .first()
                .ok_or("perft needs a depth")?
                .parse()
                .map_err(|_| format!("depth must be a whole number, not {:?}", args[0]))?;
            let opts = Options::parse(&args[1..], &["position"])?;
            let pos = start::<G>(&opts, rules)?;
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
            let opts = Options::parse(args, &["position", "moves"])?;
            let pos = start::<G>(&opts, rules)?;
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for m in moves {
                out!("{}", pos.move_to_text(m));
            }
            Ok(())
        }
        "bestmove" => {
            let opts = Options::parse(args, &["position", "moves", "level", "seed"])?;
            let pos = start::<G>(&opts, rules)?;
            let level = opts.level("level", Some(Level::Hard))?;
            let seed = opts.number("seed", 0u64)?;
            if let Some(outcome) = pos.outcome() {
                return Err(format!("the game is over ({})", outcome_text(outcome)));
            }
            let clock = WallClock(Instant::now());
            let r = search(&pos, eval, &level.limits(), &clock, seed);
            let best = r.best.ok_or("no legal move")?;
            let pv = line_text(&pos, &r.pv);
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
        "match" => {
            let opts = Options::parse(args, &["first", "second", "games", "seed", "max-plies"])?;
            let first = opts.level("first", None)?;
            let second = opts.level("second", None)?;
            let games: u32 = opts.number("games", 10)?;
            let seed: u64 = opts.number("seed", 1)?;
            let max_plies: u32 = opts.number("max-plies", 400)?;
            play_match::<G, E>(rules, eval, [first, second], games, seed, max_plies);
            Ok(())
        }
        other => Err(format!(
            "unknown command {other:?}; {}",
            USAGE.lines().next().unwrap_or_default()
        )),
    }
}

/// The position from `--position` (or the start), after `--moves`.
fn start<G: Notation>(opts: &Options, rules: &G::Rules) -> Result<G, String> {
    let mut pos = match opts.get("position") {
        Some(text) => G::from_text(text, rules).map_err(|e| format!("bad position: {e}"))?,
        None => G::new(rules),
    };
    for text in opts.get("moves").unwrap_or("").split_whitespace() {
        let m = pos.parse_move(text).map_err(|e| format!("move {text}: {e}"))?;
        pos = pos.play(m).map_err(|e| format!("move {text}: {e}"))?;
    }
    Ok(pos)
}

fn line_text<G: Notation>(pos: &G, line: &[G::Move]) -> String {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for &m in line {
        out.push(p.move_to_text(m));
        p.play_unchecked(m);
    }
    out.join(" ")
}

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Side::First) => "first side won",
        Outcome::Win(Side::Second) => "second side won",
        Outcome::Draw => "draw",
    }
}

/// Plays `games` games between two levels; the first level takes the first side in
/// even-numbered games and the second side in odd-numbered ones.
fn play_match<G: Notation, E: Evaluator<G>>(
    rules: &G::Rules,
    eval: &E,
    levels: [Level; 2],
    games: u32,
    seed: u64,
    max_plies: u32,
) {
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    let mut by_side = [[0u32; 2]; 2];
    let clock = WallClock(Instant::now());
    let mut rng = SplitMix64::new(seed);
    let mut moves = Vec::new();
    for game in 0..games {
        let first_side = if game % 2 == 0 { Side::First } else { Side::Second };
        let mut pos = G::new(rules);
        let mut plies = 0;
        while pos.outcome().is_none() && plies < max_plies {
            let level = if pos.turn() == first_side { levels[0] } else { levels[1] };
            let r = search(&pos, eval, &level.limits(), &clock, rng.next_u64());
            let m = r.best.unwrap_or_else(|| {
                pos.legal_moves(&mut moves);
                moves[0]
            });
            pos.play_unchecked(m);
            plies += 1;
        }
        let result = match pos.outcome() {
            Some(Outcome::Win(s)) if s == first_side => {
                wins += 1;
                by_side[usize::from(first_side == Side::Second)][0] += 1;
                "first wins"
            }
            Some(Outcome::Win(_)) => {
                losses += 1;
                by_side[usize::from(first_side == Side::Second)][1] += 1;
                "first loses"
            }
            _ => {
                draws += 1;
                "draw"
            }
        };
        out!(
            "game {:>3}: first plays {:<6} {:<11} after {:>3} plies ({:.0} s)",
            game + 1,
            if first_side == Side::First { "first" } else { "second" },
            result,
            plies,
            clock.now_ms() / 1000.0
        );
    }
    out!(
        "as first side: {} wins, {} losses; as second side: {} wins, {} losses",
        by_side[0][0],
        by_side[0][1],
        by_side[1][0],
        by_side[1][1]
    );
    out!("first: {wins} wins, {losses} losses, {draws} draws");
}

fn bench() -> Result<(), String> {
    for game in GameKind::ALL {
        match game {
            GameKind::Brandubh => {
                let pos = <brandubh::Position as abstrakta_engine::Game>::new(&brandubh::Rules::default());
                bench_game(game, &pos, &brandubh::Eval::default());
            }
        }
    }
    Ok(())
}

fn bench_game<G: Notation, E: Evaluator<G>>(game: GameKind, pos: &G, eval: &E) {
    for level in Level::ALL {
        let bytes = abstrakta_engine::search::table_bytes::<G>(&level.limits());
        out!(
            "{game}: {level}: transposition table {:.2} MiB",
            bytes as f64 / (1024.0 * 1024.0)
        );
    }
    let depth = 4;
    let t = Instant::now();
    let nodes = perft(pos, depth);
    let secs = t.elapsed().as_secs_f64();
    out!(
        "{game}: perft {depth}: {nodes} leaves in {secs:.3} s = {:.0} leaves/s (last ply counted, not played)",
        nodes as f64 / secs
    );
    let clock = WallClock(Instant::now());
    let limits = Limits {
        random_margin: 0,
        deadline_ms: None,
        ..Level::Hard.limits()
    };
    let r = search(pos, eval, &limits, &clock, 1);
    let secs = clock.now_ms() / 1000.0;
    out!(
        "{game}: search (hard, from the start): depth {} {} nodes in {secs:.3} s = {:.0} nodes/s",
        r.depth,
        r.nodes,
        r.nodes as f64 / secs
    );
}
