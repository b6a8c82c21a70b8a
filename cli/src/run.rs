//! Carrying out a parsed command for its game. Everything a command needs from
//! the game (rule options, a position, moves, weight files) is read and checked
//! first; the work starts only when all of it is good.

use std::time::Instant;

use abstrakta_engine::{
    line_to_text, live, perft, prove, search, think, Clock, GameKind, GameVisitor, Level, Limits, Outcome, ProofResult,
    Registered, Side,
};
use clap::CommandFactory;

use crate::arena::{self, Contender};
use crate::args::{
    BestmoveArgs, Cli, Command, LessonCommand, MatchArgs, PerftArgs, ProveArgs, PuzzlesArgs, ScheduleArgs, Setup,
    TournamentArgs, TuneArgs,
};
use crate::clock::WallClock;
use crate::{otep, progress, puzzles, tune};

/// Runs `command`.
///
/// # Errors
/// A one-line reason: bad input for the game, a file that cannot be read or
/// written, another build that failed.
pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Bench(args) => {
            let games = args.game.map_or(GameKind::ALL.to_vec(), |g| vec![g]);
            for game in games {
                game.visit(Bench);
            }
            Ok(())
        }
        Command::Completions(args) => {
            clap_complete::generate(args.shell, &mut Cli::command(), "abstrakta", &mut std::io::stdout());
            Ok(())
        }
        Command::Otep(args) => otep::serve(args.level, args.seed, args.full_moves),
        Command::Lesson(LessonCommand::Check { file }) => check_lessons(&file).map(|_| ()),
        Command::Lesson(LessonCommand::Link { file, site, id }) => link_lessons(&file, &site, id.as_deref()),
        Command::Record(command) => otep::record::run(command),
        other => match other.game() {
            Some(game) => game.visit(ForGame(other)),
            None => Err("this command plays no one game".into()),
        },
    }
}

/// `lesson check FILE`: every lesson of the file read and played through.
fn check_lessons(file: &std::path::Path) -> Result<Vec<abstrakta_engine::lesson::Lesson>, String> {
    let name = file.display();
    let text = std::fs::read_to_string(file).map_err(|e| format!("{name}: {e}"))?;
    let lessons = abstrakta_engine::lesson::parse_lessons(&text).map_err(|e| format!("{name}: {e}"))?;
    for lesson in &lessons {
        let line = lesson.check().map_err(|e| format!("{name}: {e}"))?;
        println!("{} ({}): {}", lesson.id, lesson.game, line.join(" "));
    }
    println!("{name}: {} lessons, all playable", lessons.len());
    Ok(lessons)
}

/// The fragment that opens `lesson` on the site: the lesson as text, packed
/// with raw deflate and written in base64url (what the Learn page unpacks with
/// the browser's `DecompressionStream("deflate-raw")`).
pub fn lesson_fragment(lesson: &abstrakta_engine::lesson::Lesson) -> Result<String, String> {
    let data = crate::link::packed(&lesson.to_string()).map_err(|e| format!("lesson {}: {e}", lesson.id))?;
    Ok(format!("#/{}/lesson?data={data}", lesson.game))
}

/// `lesson link FILE`: each lesson checked, then its link and embed code.
fn link_lessons(file: &std::path::Path, site: &str, id: Option<&str>) -> Result<(), String> {
    let lessons = check_lessons(file)?;
    let mut any = false;
    for lesson in lessons.iter().filter(|l| id.is_none_or(|id| l.id == id)) {
        any = true;
        let fragment = lesson_fragment(lesson)?;
        println!("\n{} ({}):\n  link:  {site}{fragment}", lesson.id, lesson.game);
        println!(
            "  embed: <iframe src=\"{site}{fragment}&amp;embed=1\" width=\"640\" height=\"480\" title=\"{}\" loading=\"lazy\" style=\"border:0\"></iframe>",
            html_attr(if lesson.title.en.is_empty() { &lesson.title.cs } else { &lesson.title.en })
        );
    }
    if !any {
        return Err(format!("{}: no lesson \"{}\"", file.display(), id.unwrap_or_default()));
    }
    Ok(())
}

/// `text` safe inside an HTML attribute in double quotes.
fn html_attr(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;")
}

/// A command for the game that its arguments name.
struct ForGame(Command);

impl GameVisitor for ForGame {
    type Output = Result<(), String>;
    fn visit<G: Registered>(self) -> Result<(), String> {
        match self.0 {
            Command::Perft(a) => run_perft::<G>(&a),
            Command::Moves(a) => run_moves::<G>(&a),
            Command::Bestmove(a) => run_bestmove::<G>(&a),
            Command::Prove(a) => run_prove::<G>(&a),
            Command::Match(a) => run_match::<G>(&a),
            Command::Tournament(a) => run_tournament::<G>(&a),
            Command::Tune(a) => run_tune::<G>(&a),
            Command::Puzzles(a) => run_puzzles::<G>(&a),
            Command::Bench(_)
            | Command::Completions(_)
            | Command::Otep(_)
            | Command::Lesson(_)
            | Command::Record(_) => Err("this command plays no one game".into()),
        }
    }
}

/// The rule options of `--rules`.
fn rules_of<G: Registered>(text: &str) -> Result<G::Rules, String> {
    G::parse_rules(text).map_err(|e| format!("--rules: {e}"))
}

/// The position from `--position` (or the start), after `--moves`; a move after
/// the end of a round goes on in the next round.
fn start<G: Registered>(setup: &Setup) -> Result<G, String> {
    let rules = rules_of::<G>(&setup.rules)?;
    let mut pos = match &setup.position {
        Some(text) => G::from_text(text, &rules).map_err(|e| format!("bad position: {e}"))?,
        None => G::new(&rules),
    };
    for text in setup.moves.split_whitespace() {
        pos = live(pos);
        let m = pos.parse_move(text).map_err(|e| format!("move {text}: {e}"))?;
        pos = pos.play(m).map_err(|e| format!("move {text}: {e}"))?;
    }
    Ok(pos)
}

fn not_over<G: Registered>(pos: &G) -> Result<(), String> {
    match pos.outcome() {
        Some(outcome) => Err(format!("the game is over ({})", outcome_text(outcome))),
        None => Ok(()),
    }
}

fn outcome_text(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win(Side::First) => "first side won",
        Outcome::Win(Side::Second) => "second side won",
        Outcome::Draw => "draw",
    }
}

fn run_perft<G: Registered>(a: &PerftArgs) -> Result<(), String> {
    let pos = start::<G>(&a.setup)?;
    let clock = Instant::now();
    let spinner = progress::spinner(&format!("perft {}", a.depth));
    for d in 1..a.depth {
        let nodes = perft(&pos, d);
        out!("perft {d}: {nodes}");
    }
    let nodes = perft(&pos, a.depth);
    progress::done(&spinner);
    eprintln!("{:.3} s", clock.elapsed().as_secs_f64());
    out!("{nodes}");
    Ok(())
}

fn run_moves<G: Registered>(setup: &Setup) -> Result<(), String> {
    let pos = start::<G>(setup)?;
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

fn run_bestmove<G: Registered>(a: &BestmoveArgs) -> Result<(), String> {
    // A round that the last move ended goes on in the next one.
    let pos = live(start::<G>(&a.setup)?);
    not_over(&pos)?;
    let mut limits = G::level_limits(a.level);
    if let Some(depth) = a.depth {
        // An exact depth: only the techniques that keep the minimax value.
        limits = Limits::depth(depth);
        limits.deadline_ms = None;
    }
    if let Some(nodes) = a.nodes {
        limits = limits.with_nodes(nodes);
    }
    if let Some(features) = a.features {
        limits.features = features;
    }
    let clock = WallClock::start();
    let spinner = progress::spinner("searching");
    let r = think(&pos, &G::Eval::default(), &limits, &clock, a.seed);
    progress::done(&spinner);
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

fn run_prove<G: Registered>(a: &ProveArgs) -> Result<(), String> {
    let pos = start::<G>(&a.setup)?;
    not_over(&pos)?;
    let (plies, nodes) = (a.plies, a.nodes);
    let clock = WallClock::start();
    let spinner = progress::spinner("proving");
    for (who, side) in [("the side to move", pos.turn()), ("the other side", pos.turn().other())] {
        let verdict = match prove(&pos, side, plies, nodes) {
            ProofResult::Proven(p) => format!(
                "wins by force in {} plies: {}",
                p.plies,
                line_to_text(&pos, &p.line).join(" ")
            ),
            ProofResult::Disproven => format!("has no forced win within {plies} plies"),
            ProofResult::Unknown => format!("not decided within {nodes} nodes"),
        };
        out!("{who} ({side:?}) {verdict}");
    }
    progress::done(&spinner);
    out!("{:.0} ms", clock.now_ms());
    Ok(())
}

/// The games, seed, ply limit and random opening plies of a match or tournament.
fn schedule(a: &ScheduleArgs) -> arena::Schedule {
    arena::Schedule {
        games: a.games,
        seed: a.seed,
        max_plies: a.max_plies,
        openings: a.openings,
    }
}

fn run_match<G: Registered>(a: &MatchArgs) -> Result<(), String> {
    let rules = rules_of::<G>(&a.schedule.rules)?;
    let contender = |seat: &str, level, features, nodes, engine: &Option<String>, weights: &Option<String>| {
        let weights = match weights {
            None => None,
            Some(path) => {
                let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
                let weights = arena::read_weights::<G>(&text).map_err(|e| format!("--{seat}-weights {path}: {e}"))?;
                Some((path.clone(), weights))
            }
        };
        Ok::<_, String>(Contender {
            level,
            features,
            nodes,
            engine: engine.clone(),
            weights,
        })
    };
    let first = contender(
        "first",
        a.first,
        a.first_features,
        a.first_nodes,
        &a.first_engine,
        &a.first_weights,
    )?;
    let second = contender(
        "second",
        a.second,
        a.second_features,
        a.second_nodes,
        &a.second_engine,
        &a.second_weights,
    )?;
    let schedule = schedule(&a.schedule);
    let progress = progress::bar(u64::from(schedule.games), "games");
    let eval = G::Eval::default();
    let result = arena::play_match::<G>(
        &rules,
        &eval,
        [&first, &second],
        &schedule,
        true,
        a.records == "on",
        &progress,
    );
    progress::done(&progress);
    result.map(|_| ())
}

fn run_tournament<G: Registered>(a: &TournamentArgs) -> Result<(), String> {
    if a.levels.len() < 2 {
        return Err("--levels: at least two levels".into());
    }
    let rules = rules_of::<G>(&a.schedule.rules)?;
    arena::tournament::<G>(&rules, &G::Eval::default(), &a.levels, &schedule(&a.schedule))
}

fn run_tune<G: Registered>(a: &TuneArgs) -> Result<(), String> {
    let rules = rules_of::<G>(&a.play.rules)?;
    let options = tune::TuneOptions {
        play: a.play.self_play(),
        nodes: a.nodes,
        records: a.records.clone(),
        passes: a.passes,
        scale: a.scale.map(|k| k as f64),
        horizon: a.horizon.and_then(|h| u32::try_from(h).ok()),
    };
    let report = tune::tune::<G>(&rules, &options)?;
    write_out(a.play.out.as_deref(), &report)
}

fn run_puzzles<G: Registered>(a: &PuzzlesArgs) -> Result<(), String> {
    let rules = rules_of::<G>(&a.play.rules)?;
    let options = puzzles::PuzzleOptions {
        play: a.play.self_play(),
        plies: a.plies,
        nodes: a.nodes,
        count: a.count,
    };
    // The command as typed, the game first, for the set's first line.
    let mut typed: Vec<String> = std::env::args().skip(1).collect();
    for word in ["puzzles", G::KIND.id()] {
        if let Some(i) = typed.iter().position(|t| t == word) {
            typed.remove(i);
        }
    }
    let command = format!("abstrakta puzzles {} {}", G::KIND, typed.join(" "));
    let set = puzzles::find::<G>(&rules, &options, command.trim_end())?;
    write_out(a.play.out.as_deref(), &set)
}

/// Writes `text` to `path`, if given, and prints it.
fn write_out(path: Option<&str>, text: &str) -> Result<(), String> {
    if let Some(path) = path {
        std::fs::write(path, text).map_err(|e| format!("{path}: {e}"))?;
    }
    out!("{}", text.trim_end());
    Ok(())
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
        let depth = G::BENCH_PERFT_DEPTH;
        let spinner = progress::spinner(&format!("{game}: perft {depth}"));
        let t = Instant::now();
        let nodes = perft(&pos, depth);
        let secs = t.elapsed().as_secs_f64();
        progress::done(&spinner);
        out!(
            "{game}: perft {depth}: {nodes} leaves in {secs:.3} s = {:.0} leaves/s (last ply counted, not played)",
            nodes as f64 / secs
        );
        for level in [Level::Medium, Level::Hard] {
            let clock = WallClock::start();
            let limits = Limits {
                random_margin: 0,
                deadline_ms: None,
                ..G::level_limits(level)
            };
            let spinner = progress::spinner(&format!("{game}: search ({level})"));
            let r = search(&pos, &eval, &limits, &clock, 1);
            progress::done(&spinner);
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
