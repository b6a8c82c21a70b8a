//! `abstrakta`: the engine on the command line.
//!
//! ```text
//! abstrakta perft <game> <depth> [--position TEXT] [--rules R]
//! abstrakta moves <game> [--position TEXT] [--moves "M1 M2 …"] [--rules R]
//! abstrakta bestmove <game> [--position TEXT] [--moves "M1 M2 …"] [--level L] [--seed N] [--rules R]
//! abstrakta match <game> --first L --second L [--first-features F] [--second-features F]
//!                         [--first-nodes N] [--second-nodes N] [--games N] [--seed N]
//!                         [--max-plies N] [--rules R] [--records on]
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
    live, perft, round_value, search, side_in_round, think, Clock, Features, GameKind, GameVisitor, Level, Limits,
    Notation, Outcome, Registered, Side, SplitMix64,
};

const USAGE: &str = "usage: abstrakta <perft|moves|bestmove|match|bench> [game] [options]
  perft <game> <depth> [--position TEXT] [--rules R]
  moves <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--rules R]
  bestmove <game> [--position TEXT] [--moves \"M1 M2 ...\"] [--level easy|medium|hard] [--seed N] [--rules R]
  match <game> --first LEVEL --second LEVEL [--first-features F] [--second-features F] [--games N] [--seed N]
        [--first-nodes N] [--second-nodes N] [--max-plies N] [--rules R] [--records on]
        (F: all, none, or pvs,lmr: search techniques to use; N: a node budget instead of the level's)
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
            let opts = Options::parse(args, &["position", "moves", "level", "seed", "rules"])?;
            let pos = start::<G>(&opts)?;
            let level = opts.level("level", Some(Level::Hard))?;
            let seed = opts.number("seed", 0u64)?;
            if let Some(outcome) = pos.outcome() {
                return Err(format!("the game is over ({})", outcome_text(outcome)));
            }
            let clock = WallClock(Instant::now());
            let r = think(&pos, &eval, &G::level_limits(level), &clock, seed);
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
            let opts = Options::parse(
                args,
                &[
                    "first",
                    "second",
                    "first-features",
                    "second-features",
                    "first-nodes",
                    "second-nodes",
                    "games",
                    "seed",
                    "max-plies",
                    "rules",
                    "records",
                ],
            )?;
            let first = opts.level("first", None)?;
            let second = opts.level("second", None)?;
            let games: u32 = opts.number("games", 10)?;
            let seed: u64 = opts.number("seed", 1)?;
            let max_plies: u32 = opts.number("max-plies", 400)?;
            let rules = rules_of::<G>(&opts)?;
            let records = match opts.get("records") {
                None | Some("off") => false,
                Some("on") => true,
                Some(other) => return Err(format!("--records must be on or off, not {other:?}")),
            };
            let features = |name: &str| opts.get(name).map_or(Ok(Features::ALL), Features::parse);
            let nodes = |name: &str| -> Result<Option<u64>, String> {
                opts.get(name)
                    .map(|t| {
                        t.parse::<u64>()
                            .ok()
                            .filter(|&n| n > 0)
                            .ok_or(format!("--{name}: a positive number, not {t:?}"))
                    })
                    .transpose()
            };
            let players = [
                (first, features("first-features")?, nodes("first-nodes")?),
                (second, features("second-features")?, nodes("second-nodes")?),
            ];
            play_match::<G>(&rules, &eval, players, games, seed, max_plies, records);
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

/// Plays one round from `pos` between the players of seats A and B; returns the
/// final position and the plies played. A round still running after `max_plies`
/// is left unfinished.
fn play_round<G: Registered>(
    mut pos: G,
    eval: &G::Eval,
    seat_levels: [(Level, Features, Option<u64>); 2],
    rng: &mut SplitMix64,
    clock: &WallClock,
    max_plies: u32,
    record: &mut Vec<String>,
) -> (G, u32) {
    let round = pos.round_info().round;
    let mut moves = Vec::new();
    let mut plies = 0;
    while pos.outcome().is_none() && plies < max_plies {
        let seat_a_moves = side_in_round(Side::First, round) == pos.turn();
        let (level, features, nodes) = seat_levels[usize::from(!seat_a_moves)];
        let base = G::level_limits(level);
        let limits = Limits {
            features,
            max_nodes: nodes.unwrap_or(base.max_nodes),
            ..base
        };
        let r = think(&pos, eval, &limits, clock, rng.next_u64());
        let m = r.best.unwrap_or_else(|| {
            pos.legal_moves(&mut moves);
            moves[0]
        });
        record.push(pos.move_to_text(m));
        pos.play_unchecked(m);
        plies += 1;
    }
    if pos.outcome().is_none() {
        if let Some(ended) = end_by_agreement(&pos) {
            return (ended, plies);
        }
    }
    (pos, plies)
}

/// Plays `games` whole matches between two levels (printing each round's moves
/// when `records` is set). In odd-numbered games the first
/// level takes seat A (the first side in round 1, the second in round 2), in
/// even-numbered ones seat B. A round unfinished after `max_plies` plies counts
/// as ended there: by agreement where the game has one (then by its points), as a
/// draw otherwise.
fn play_match<G: Registered>(
    rules: &G::Rules,
    eval: &G::Eval,
    levels: [(Level, Features, Option<u64>); 2],
    games: u32,
    seed: u64,
    max_plies: u32,
    records: bool,
) {
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    let (mut round_wins, mut round_losses, mut round_draws) = (0, 0, 0);
    let mut margin_total = 0i64;
    let clock = WallClock(Instant::now());
    let mut rng = SplitMix64::new(seed);
    for game in 0..games {
        let first_is_a = game % 2 == 0;
        let seat_levels = if first_is_a { levels } else { [levels[1], levels[0]] };
        let mut pos = G::new(rules);
        let mut total_a = 0i32;
        let mut rounds = Vec::new();
        loop {
            let round = pos.round_info().round;
            let mut record = Vec::new();
            let (end, plies) = play_round(pos, eval, seat_levels, &mut rng, &clock, max_plies, &mut record);
            if records {
                out!("record of game {} round {round}: {}", game + 1, record.join(" "));
            }
            // The round's value for its first side; an unfinished round by its points.
            let value = round_value(&end).unwrap_or_else(|| end.margin().unwrap_or(0));
            let for_a = if side_in_round(Side::First, round) == Side::First {
                value
            } else {
                -value
            };
            total_a += for_a;
            let for_first_level = if first_is_a { for_a } else { -for_a };
            match for_first_level.signum() {
                1 => round_wins += 1,
                -1 => round_losses += 1,
                _ => round_draws += 1,
            }
            let side = if side_in_round(if first_is_a { Side::First } else { Side::Second }, round) == Side::First {
                "first side"
            } else {
                "second side"
            };
            rounds.push(format!(
                "round {round} as {side} {for_first_level:+} in {plies} plies{}",
                if plies >= max_plies { " (cut)" } else { "" }
            ));
            match end.next_round() {
                Some(next) => pos = next,
                None => break,
            }
        }
        let total = if first_is_a { total_a } else { -total_a };
        margin_total += i64::from(total);
        let result = match total.signum() {
            1 => {
                wins += 1;
                "first wins"
            }
            -1 => {
                losses += 1;
                "first loses"
            }
            _ => {
                draws += 1;
                "draw"
            }
        };
        out!(
            "game {:>3}: {}; total {total:+}: {result} ({:.0} s)",
            game + 1,
            rounds.join(", "),
            clock.now_ms() / 1000.0
        );
    }
    out!("rounds: first {round_wins} won, {round_losses} lost, {round_draws} drawn");
    out!("margins: first {margin_total:+}, second {:+}", -margin_total);
    out!("first: {wins} wins, {losses} losses, {draws} draws");
}

/// Ends a round cut by the ply limit by agreement where the game has one: an offer
/// that the other side's answer turns into the end of the round. A pending offer is
/// answered; a side that may not offer just now (Thud, after a refusal) first
/// makes its first legal move.
fn end_by_agreement<G: Registered>(pos: &G) -> Option<G> {
    let mut moves = Vec::new();
    let mut offers = Vec::new();
    let mut pos = pos.clone();
    for _ in 0..2 {
        pos.offers(&mut offers);
        if let Some(&offer) = offers.first() {
            pos = pos.play(offer).ok()?;
        }
        pos.legal_moves(&mut moves);
        if let Some(end) = moves
            .iter()
            .find_map(|&m| pos.clone().play(m).ok().filter(|p| p.outcome().is_some()))
        {
            return Some(end);
        }
        if !offers.is_empty() {
            return None;
        }
        let &first = moves.first()?;
        pos = pos.play(first).ok()?;
    }
    None
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
