//! The `abstrakta` command-line tool, run as a program.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abstrakta"))
        .args(args)
        .output()
        .expect("the tool runs")
}

/// Runs the tool with `line`'s words; words in single quotes may hold spaces.
fn run_line(line: &str) -> Output {
    let mut words = Vec::new();
    for (i, part) in line.split('\'').enumerate() {
        if i % 2 == 1 {
            words.push(part);
        } else {
            words.extend(part.split_whitespace());
        }
    }
    run(&words)
}

/// Runs a match of two games and checks that each played both rounds; its output.
fn two_game_match(line: &str) -> String {
    let o = run_line(line);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let games: Vec<&str> = out.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2);
    assert!(
        games.iter().all(|g| g.contains("round 1") && g.contains("round 2")),
        "{out}"
    );
    out
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn last_line(o: &Output) -> String {
    stdout(o).lines().last().unwrap_or_default().to_string()
}

#[test]
fn perft_prints_the_count_last() {
    let o = run_line("perft brandubh 3");
    assert!(o.status.success());
    assert_eq!(last_line(&o), "39512");
    let o = run_line("perft brandubh 1 --position '7/7/7/3k3/7/7/3a3 d'");
    assert_eq!(last_line(&o), "11");
}

#[test]
fn moves_lists_one_legal_move_a_line() {
    let o = run_line("moves brandubh");
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().count(), 40);
    let o = run_line("moves brandubh --moves 'd1-e1 d3-f3'");
    assert!(stdout(&o).lines().any(|l| l == "d2-f2xf3"), "captures are written");
}

#[test]
fn bestmove_answers_with_a_legal_move() {
    let o = run_line("bestmove brandubh --moves 'd1-e1 d3-f3' --level easy --seed 4");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let chosen = last_line(&o);
    let legal = stdout(&run_line("moves brandubh --moves 'd1-e1 d3-f3'"));
    assert!(legal.lines().any(|l| l == chosen), "{chosen}");
    // The attackers can take the king beside the throne at once.
    let o = run_line("bestmove brandubh --position '4a2/7/2ak3/7/7/7/7 a' --level medium");
    assert_eq!(last_line(&o), "e7-e5xd5", "{}", stdout(&o));
}

#[test]
fn match_reports_the_score_of_the_first_level() {
    let o = run_line("match brandubh --first easy --second easy --games 2 --max-plies 30");
    assert!(o.status.success());
    let last = last_line(&o);
    assert!(last.starts_with("first: ") && last.ends_with(" draws"), "{last}");
    assert_eq!(stdout(&o).lines().filter(|l| l.starts_with("game ")).count(), 2);
}

#[test]
fn openings_vary_the_games_and_repeat_within_a_pair() {
    // Returns each game's first four plies.
    let openings = |extra: &[&str]| -> Vec<Vec<String>> {
        let mut args = vec![
            "match",
            "topquark",
            "--first",
            "easy",
            "--second",
            "medium",
            "--games",
            "4",
            "--max-plies",
            "6",
            "--records",
            "on",
        ];
        args.extend_from_slice(extra);
        let o = run(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        stdout(&o)
            .lines()
            .filter_map(|l| l.strip_prefix("record of game ").and_then(|l| l.split_once(": ")))
            .map(|(_, moves)| moves.split(' ').take(4).map(str::to_string).collect())
            .collect()
    };
    // Without them, the two games of a pair (the players' seats swapped) differ.
    let plain = openings(&["--seed", "5"]);
    assert_eq!(plain.len(), 4);
    assert_ne!(plain[0][..3], plain[1][..3], "{plain:?}");
    // With random opening plies, both games of a pair share theirs, pairs differ.
    let varied = openings(&["--openings", "3", "--seed", "5"]);
    assert_eq!(varied.len(), 4);
    assert_eq!(varied[0][..3], varied[1][..3], "{varied:?}");
    assert_eq!(varied[2][..3], varied[3][..3], "{varied:?}");
    assert_ne!(varied[0][..3], varied[2][..3], "{varied:?}");
    let o = run_line("match topquark --first easy --second easy --openings x");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn bad_input_exits_non_zero_with_one_line() {
    for args in [
        &["perft", "chess", "2"][..],
        &["moves", "brandubh", "--position", "3a3/3a3 a"],
        &["moves", "brandubh", "--moves", "d2-d3"],
        &["bestmove", "brandubh", "--level", "grandmaster"],
        &["match", "brandubh", "--first", "hard"],
        &["perft", "brandubh", "x"],
        &["moves", "brandubh", "--colour", "red"],
        &["frobnicate", "brandubh"],
        &["perft", "thud", "1", "--rules", "capture=most"],
        &["perft", "thud", "1", "--rules", "colour=red"],
        &["moves", "thud", "--moves", "dF1-F16"],
        &["moves", "brandubh", "--rules", "capture=single"],
        &[],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn thud_perft_is_the_same_under_every_capture_rule() {
    for rule in ["subset", "allornone", "single"] {
        let o = run(&["perft", "thud", "2", "--rules", &format!("capture={rule}")]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(
            stdout(&o).lines().collect::<Vec<_>>(),
            ["perft 1: 656", "22624"],
            "{rule}"
        );
    }
    // The capture rule matters once trolls can take: troll H5 above dwarfs G3 H3 J3.
    let position = "5/7/9/11/13/15/15/7o7/15/15/6T6/11/3ddd3/7/5 t";
    for (rule, count) in [("subset", "21"), ("allornone", "11"), ("single", "18")] {
        let o = run(&[
            "perft",
            "thud",
            "1",
            "--position",
            position,
            "--rules",
            &format!("capture={rule}"),
        ]);
        assert_eq!(last_line(&o), count, "{rule}");
    }
}

#[test]
fn thud_moves_list_the_offer_and_replay_across_battles() {
    let o = run_line("moves thud");
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 657);
    assert_eq!(lines.last().map(String::as_str), Some("propose (offer)"));
    let o = run_line("moves thud --moves propose");
    assert_eq!(stdout(&o), "accept\nrefuse\n");
    // After an accepted end, the next move is battle 2's first, the dwarfs again.
    let o = run_line("moves thud --moves 'propose accept dF1-F6'");
    assert!(stdout(&o).lines().all(|l| l.starts_with('T') || l == "propose (offer)"));
}

#[test]
fn thud_bestmove_hurls_onto_a_troll_in_reach() {
    // Dwarfs A8 B8 C8 D8 and troll G8: the hurl D8*G8 takes a troll worth 4.
    let o = run_line("bestmove thud --position '5/7/9/11/13/15/15/dddd2To7/15/15/13/11/9/7/5 d' --level medium");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(last_line(&o), "dD8*G8", "{}", stdout(&o));
}

#[test]
fn thud_match_plays_both_battles_and_reports_margins() {
    let out =
        two_game_match("match thud --first easy --second easy --games 2 --max-plies 12 --rules capture=allornone");
    let lines: Vec<&str> = out.lines().collect();
    let n = lines.len();
    assert!(lines[n - 2].starts_with("margins: first "), "{out}");
    assert!(lines[n - 1].starts_with("first: "), "{out}");
}

#[test]
fn bilitaire_perft_moves_and_rules() {
    let o = run_line("perft bilitaire 3");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(
        stdout(&o).lines().collect::<Vec<_>>(),
        ["perft 1: 48", "perft 2: 768", "1984"]
    );
    let o = run_line("perft bilitaire 3 --rules chains=single");
    assert_eq!(last_line(&o), "1984");
    let o = run_line("moves bilitaire");
    let lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    assert_eq!(lines.len(), 48);
    assert!(lines.iter().all(|l| l.starts_with('x')), "{lines:?}");
    let o = run_line("moves bilitaire --moves xd4");
    assert_eq!(stdout(&o).lines().count(), 16);
    let o = run_line("perft bilitaire 1 --rules chains=many");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("free or single"));
}

#[test]
fn bilitaire_bestmove_takes_the_whole_chain_and_the_pusher_stops_it() {
    let jumper = "--------/--------/--------/--------/--------/--------/......../oo.o.o.. j 1 +0";
    let o = run(&["bestmove", "bilitaire", "--position", jumper, "--level", "medium"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(last_line(&o), "a1-c1-e1-g1", "{}", stdout(&o));
    // The pusher can break the chain a1-c1-e1 so that the jumper has no jump.
    let pusher = "------../------o./--------/--------/--------/--------/......--/oo.o..-- p 1 +0";
    let o = run(&["bestmove", "bilitaire", "--position", pusher, "--level", "medium"]);
    let best = last_line(&o);
    let o = run(&["moves", "bilitaire", "--position", pusher, "--moves", &best]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(stdout(&o), "", "after {best} the jumper should have no jump");
}

#[test]
fn bilitaire_match_plays_both_rounds() {
    let out = two_game_match("match bilitaire --first easy --second easy --games 2");
    assert!(out.lines().last().is_some_and(|l| l.starts_with("first: ")), "{out}");
}

#[test]
fn topquark_perft_moves_bestmove_and_match() {
    let o = run_line("perft topquark 2");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(stdout(&o).lines().collect::<Vec<_>>(), ["perft 1: 5", "25"]);
    let o = run_line("moves topquark");
    let mut lines: Vec<String> = stdout(&o).lines().map(String::from).collect();
    lines.sort();
    assert_eq!(lines, ["b2-b3", "d1-c1", "f2-f1", "h1-i1", "j2-i2"]);
    // A capture in reach is taken: White's f2 onto the black ball on f1.
    let take = "--.......--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 1 0-0";
    let o = run(&["bestmove", "topquark", "--position", take, "--level", "easy"]);
    assert_eq!(last_line(&o), "f2-f1x", "{}", stdout(&o));
    let o = run_line("match topquark --first easy --second easy --games 2 --max-plies 40");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).lines().last().is_some_and(|l| l.starts_with("first: ")));
    let o = run_line("perft topquark 1 --rules copies=never");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn prove_reports_a_forced_win_with_its_line_and_none_for_the_other_side() {
    let o = run_line("prove brandubh --position '7/7/7/7/2k4/7/3a3 d' --plies 5");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("the side to move (Second) wins by force in 3 plies: c3-"),
        "{out}"
    );
    assert_eq!(lines[0].rsplit(": ").next().unwrap().split(' ').count(), 3, "{out}");
    assert_eq!(lines[1], "the other side (First) has no forced win within 5 plies");
}

#[test]
fn a_match_can_ask_another_build_and_a_tournament_prints_error_bars() {
    // The other build here is this one, asked move by move as a separate program.
    let me = env!("CARGO_BIN_EXE_abstrakta");
    let o = run(&[
        "match",
        "bilitaire",
        "--first",
        "easy",
        "--second",
        "easy",
        "--second-engine",
        me,
        "--games",
        "2",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("round 2"), "both rounds played: {out}");
    assert!(
        out.contains("score of the first (easy):") && out.contains("% (95 %: ") && out.contains(" %), Elo "),
        "{out}"
    );
    // A build that cannot be run is an error, not a result.
    let o = run_line("match brandubh --first easy --second easy --second-engine /nonexistent --games 1");
    assert_eq!(o.status.code(), Some(2));
    let o = run_line("tournament topquark --levels easy,medium --games 2 --max-plies 20");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.contains("| | medium vs easy | "), "{out}");
    assert!(out.contains("| easy | ") && out.contains("| medium | "), "{out}");
    let o = run_line("tournament topquark --levels easy");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn tuning_is_reproducible_from_its_seed() {
    let args = [
        "tune", "brandubh", "--games", "4", "--level", "easy", "--seed", "5", "--passes", "3",
    ];
    let first = run(&args);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let second = run(&args);
    assert_eq!(stdout(&first), stdout(&second), "one seed, one result");
    let text = stdout(&first);
    assert!(text.starts_with("# abstrakta tune brandubh --games 4 --seed 5 --level easy"));
    assert!(text.contains("quiet positions"), "{text}");
    let weights: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(weights.len(), 11, "one line per Brandubh weight: {text}");
    assert!(weights
        .iter()
        .all(|l| l.split(' ').nth(1).is_some_and(|w| w.parse::<i32>().is_ok())));
    let other = run_line("tune brandubh --games 4 --level easy --seed 6 --passes 3");
    assert_ne!(stdout(&first), stdout(&other), "another seed plays other games");
    let bad = run_line("tune brandubh --records /no/such/file.csv --games 1");
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn a_fixed_scale_fits_an_offset_instead() {
    let args = [
        "tune",
        "thud",
        "--games",
        "2",
        "--level",
        "easy",
        "--seed",
        "3",
        "--passes",
        "2",
        "--max-plies",
        "60",
        "--scale",
        "1000",
    ];
    let fixed = run(&args);
    assert!(fixed.status.success(), "{}", String::from_utf8_lossy(&fixed.stderr));
    let text = stdout(&fixed);
    assert!(
        text.starts_with("# abstrakta tune thud --games 2 --seed 3 --level easy"),
        "{text}"
    );
    assert!(
        text.lines().next().is_some_and(|l| l.ends_with(" --scale 1000")),
        "{text}"
    );
    let scale = text.lines().find(|l| l.starts_with("# scale ")).unwrap_or_default();
    assert!(scale.starts_with("# scale 1000 (fixed), offset "), "{text}");
    assert_eq!(stdout(&run(&args)), text, "one seed, one result");
    let fitted = stdout(&run(&args[..args.len() - 2]));
    assert!(
        fitted
            .lines()
            .any(|l| l.starts_with("# scale ") && !l.contains("fixed")),
        "{fitted}"
    );
    assert_eq!(run_line("tune thud --scale 0").status.code(), Some(2));
    // Labels from the margin a few plies on: other labels, another fit.
    let mut near = args.to_vec();
    near.extend(["--horizon", "4"]);
    let near = stdout(&run(&near));
    assert!(
        near.lines()
            .next()
            .is_some_and(|l| l.ends_with(" --scale 1000 --horizon 4")),
        "{near}"
    );
    let loss = |t: &str| t.lines().find(|l| l.starts_with("# scale ")).map(str::to_string);
    assert_ne!(loss(&near), loss(&text), "{near}");
}

#[test]
fn a_player_may_use_other_evaluation_weights() {
    // A two-game match of easy players, one with the weights of `file`.
    let with_weights = |seat: &str, file: &str| {
        run(&[
            "match", "topquark", "--first", "easy", "--second", "easy", seat, file, "--games", "2",
        ])
    };
    let before = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/data/tuning/before/topquark.txt");
    let o = with_weights("--first-weights", before);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert!(text.contains("with the weights of"), "{text}");
    assert!(last_line(&o).starts_with("first: "));
    // A file with a weight the game does not have is refused, naming it.
    let dir = std::env::temp_dir().join(format!("abstrakta-weights-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.txt");
    let bad = bad.to_str().unwrap();
    std::fs::write(bad, "# a comment\ncapture 300\nking_edge 5\n").unwrap();
    let o = with_weights("--second-weights", bad);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("king_edge") && err.contains("has no weight"), "{err}");
    std::fs::write(bad, "capture three\n").unwrap();
    assert_eq!(with_weights("--second-weights", bad).status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn puzzles_writes_a_set_that_reads_and_repeats_from_its_seed() {
    let args = ["puzzles", "topquark", "--games", "40", "--count", "6", "--seed", "3"];
    let o = run(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    assert_eq!(
        text.lines().next(),
        Some("# abstrakta puzzles topquark --games 40 --count 6 --seed 3")
    );
    let set = abstrakta_engine::parse_puzzles::<abstrakta_engine::topquark::Position>(&text).expect("a set");
    assert!((1..=6).contains(&set.len()), "{}", set.len());
    assert!(set.iter().all(|p| p.plies >= 3 && p.plies <= 9));
    assert!(set.windows(2).all(|w| w[0].plies <= w[1].plies), "shortest first");
    assert_eq!(stdout(&run(&args)), text, "the same seed, the same set");
    // Scored games have no forced wins to find.
    let o = run_line("puzzles thud --games 1");
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("scored, not won by force"));
}

/// Every command explains itself, with examples, and exits 0.
#[test]
fn every_command_has_help_with_examples() {
    let o = run_line("--help");
    assert!(o.status.success());
    let top = stdout(&o);
    let commands = [
        "perft",
        "moves",
        "bestmove",
        "prove",
        "match",
        "tournament",
        "tune",
        "puzzles",
        "bench",
        "otep",
        "completions",
    ];
    for command in commands {
        assert!(top.contains(&format!("  {command} ")), "{command} listed: {top}");
        let o = run(&[command, "--help"]);
        assert!(o.status.success(), "{command} --help");
        let help = stdout(&o);
        assert!(help.contains(&format!("Usage: abstrakta {command}")), "{help}");
        assert!(help.contains("Example"), "{command} --help has examples: {help}");
    }
    assert!(stdout(&run_line("perft --help")).contains("[possible values: thud, brandubh, bilitaire, topquark]"));
}

/// A bad option is refused before any work: a long match with a bad last option
/// answers at once, naming the option and the command's help.
#[test]
fn a_bad_option_fails_before_any_work() {
    for (args, named) in [
        (
            &[
                "match", "thud", "--first", "hard", "--second", "hard", "--games", "1000", "--seed", "x",
            ][..],
            "--seed",
        ),
        (
            &[
                "match",
                "thud",
                "--first",
                "hard",
                "--second",
                "hard",
                "--games",
                "1000",
                "--rules",
                "capture=most",
            ],
            "capture=most",
        ),
        (
            &["tune", "thud", "--games", "1000", "--records", "/no/such/file.csv"],
            "/no/such/file.csv",
        ),
        (&["puzzles", "brandubh", "--games", "1000", "--plies", "2"], "--plies"),
        (&["tournament", "thud", "--levels", "easy,master"], "master"),
        (
            &[
                "match",
                "brandubh",
                "--first",
                "hard",
                "--second",
                "hard",
                "--first-nodes",
                "0",
            ],
            "--first-nodes",
        ),
    ] {
        let started = std::time::Instant::now();
        let o = run(args);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(named), "{args:?}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(stdout(&o).is_empty(), "nothing played: {args:?}");
        assert!(started.elapsed().as_secs() < 30, "{args:?} answered without playing");
    }
    let err = String::from_utf8_lossy(&run_line("match brandubh --first hard").stderr).into_owned();
    assert!(
        err.contains("--second <LEVEL>") && err.contains("abstrakta match --help"),
        "{err}"
    );
}

/// Progress goes to standard error only when it is a terminal: piped, the
/// output is the results alone; on a terminal (a pseudo-terminal from
/// `script`), a long match draws a bar counting its games.
#[test]
fn a_match_shows_progress_on_a_terminal_only() {
    let args = [
        "match",
        "brandubh",
        "--first",
        "easy",
        "--second",
        "easy",
        "--games",
        "4",
        "--max-plies",
        "60",
    ];
    let piped = run(&args);
    assert!(piped.status.success());
    assert!(
        String::from_utf8_lossy(&piped.stderr).is_empty(),
        "no progress into a pipe"
    );
    assert!(stdout(&piped).lines().all(|l| !l.contains("games [")), "results only");
    let line = format!("{} {}", env!("CARGO_BIN_EXE_abstrakta"), args.join(" "));
    let Ok(on_terminal) = Command::new("script").args(["-qec", &line, "/dev/null"]).output() else {
        eprintln!("no `script` on this machine: the terminal half is not checked");
        return;
    };
    let screen = stdout(&on_terminal);
    assert!(on_terminal.status.success(), "{screen}");
    assert!(screen.contains("games ["), "a progress bar on the terminal: {screen}");
    assert!(screen.contains("/4"), "counting the 4 games: {screen}");
    assert!(screen.contains("first: "), "and the results: {screen}");
}

#[test]
fn completions_are_printed_for_a_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let o = run(&["completions", shell]);
        assert!(o.status.success(), "{shell}");
        assert!(stdout(&o).contains("tournament"), "{shell}");
    }
    assert_eq!(run_line("completions cmd").status.code(), Some(2));
}

/// A scripted OpenTafl exchange through the tool's standard input and output:
/// the engine says hello, takes OpenTafl's Brandub rules, follows the
/// opponent's move, answers with a legal move after the clock, refuses other
/// rules with a critical error naming the field, and ends at `goodbye`.
#[test]
fn otep_plays_brandubh_for_opentafl() {
    use std::io::Write as _;
    use std::process::Stdio;
    let rules = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let script = format!(
        "rules {rules}\nside defenders\nstart\nopponent-move d2-e2 /3t3/4t2/3T3/ttTKTtt/3T3/3t3/3t3/\n\
         play defenders\nclock 299000 300000 0 0 0\nfinish 0\n\
         rules dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/\n\
         goodbye\nplay defenders\n"
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_abstrakta"))
        .args(["otep", "--level", "easy"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tool runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("written");
    let o = child.wait_with_output().expect("it ends");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "hello, a move, error -1; nothing after goodbye: {out}");
    assert_eq!(lines[0], "hello");
    let reply = lines[1].strip_prefix("move ").expect("a move");
    let legal = stdout(&run_line("moves brandubh --moves d2-e2"));
    assert!(
        legal.lines().any(|l| l.split('x').next() == Some(reply)),
        "{reply} is a legal defenders' move"
    );
    assert_eq!(
        lines[2],
        "error -1 abstrakta cannot play these rules: dim:11: abstrakta plays Brandubh's 7×7 board only (dim:7)"
    );
}

#[test]
fn lesson_check_plays_each_lesson_and_names_a_fault() {
    let course = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/data/lessons/brandubh.txt");
    let o = run(&["lesson", "check", course]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(stdout(&o).contains("capture-between-two (brandubh): g6-c6xc5"));
    assert!(last_line(&o).ends_with("lessons, all playable"));
    let bad = std::env::temp_dir().join(format!("abstrakta-lesson-{}.txt", std::process::id()));
    std::fs::write(
        &bad,
        "lesson: a\ngame: brandubh\nposition: 7/6a/2d4/2a1k2/7/7/7 a\ntitle: T\ngoal: win\ntask: x\n",
    )
    .unwrap();
    let o = run(&["lesson", "check", bad.to_str().unwrap()]);
    let _ = std::fs::remove_file(&bad);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("lesson a, line 5: no move meets the goal \"win\""),
        "{err}"
    );
}

#[test]
fn lesson_link_packs_a_lesson_that_reads_back_the_same() {
    let course = concat!(env!("CARGO_MANIFEST_DIR"), "/../engine/data/lessons/brandubh.txt");
    let o = run(&[
        "lesson",
        "link",
        course,
        "--site",
        "https://example.org/a/",
        "--id",
        "fork",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let link = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("link:"))
        .expect("a link line")
        .trim();
    let data = link
        .strip_prefix("https://example.org/a/#/brandubh/lesson?data=")
        .expect("the site, the game's lesson page");
    assert!(out.contains("&amp;embed=1\" width=\"640\""), "{out}");
    // The data unpacks to the lesson, as the browser does.
    let packed = abstrakta_engine::link::decode(data).unwrap();
    let text = String::from_utf8(miniz_oxide::inflate::decompress_to_vec(&packed).unwrap()).unwrap();
    let read = abstrakta_engine::lesson::parse_lessons(&text).unwrap();
    assert_eq!(read.len(), 1);
    assert_eq!(read[0].id, "fork");
    assert!(read[0].check().is_ok());
    let o = run(&["lesson", "link", course, "--id", "nothing"]);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("no lesson \"nothing\""));
}

/// `record check` reads an OpenTafl game record under its rules and says
/// where a bad one goes wrong; `to-otg` and `from-otg` convert both ways.
#[test]
fn record_checks_and_converts_opentafl_game_records() {
    let otg = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../engine/tests/data/brandubh-triathlon.otg"
    );
    let o = run(&["record", "check", otg]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    assert!(out.starts_with("d2-e2 c4-c5 f4-f5 c5-a5 d6-a6xa5 d5-a5xa6"), "{out}");
    assert!(
        last_line(&o).ends_with(
            "OpenTafl game record, Brandubh, rules repetition=draw,king=centre,throne=nobody,kingthrone=nobody: \
             20 moves, the attackers to move (1 variation lines skipped)"
        ),
        "{out}"
    );
    let dir = std::env::temp_dir().join(format!("abstrakta-record-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.otg");
    let text = std::fs::read_to_string(otg).unwrap().replace("d3-a3xa4", "d3-a3xa5");
    std::fs::write(&bad, text).unwrap();
    let o = run(&["record", "check", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bad.otg: line 16: move 8 (d3-a3xa5): "), "{err}");
    // From OpenTafl's record to abstrakta's and back.
    let o = run(&["record", "from-otg", otg]);
    assert!(o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("--rules repetition=draw,king=centre"));
    let txt = dir.join("game.txt");
    std::fs::write(&txt, stdout(&o)).unwrap();
    let o = run(&[
        "record",
        "to-otg",
        txt.to_str().unwrap(),
        "--rules",
        "repetition=draw,king=centre,throne=nobody,kingthrone=nobody",
        "--tag",
        "attackers=Xerxes",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let back = stdout(&o);
    assert!(
        back.starts_with("[attackers:Xerxes]\n[result:?]\n[rules:dim:7 name:Brandubh"),
        "{back}"
    );
    assert!(back.contains("\n8. d3-d2 Kd4-d3\n"), "{back}");
    let again = dir.join("again.otg");
    std::fs::write(&again, &back).unwrap();
    assert!(run(&["record", "check", again.to_str().unwrap()]).status.success());
    // An abstrakta record needs its game.
    let o = run(&["record", "check", txt.to_str().unwrap()]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("--game"));
    let o = run(&[
        "record",
        "check",
        txt.to_str().unwrap(),
        "--game",
        "brandubh",
        "--rules",
        "king=centre,throne=nobody,kingthrone=nobody",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn record_check_reads_variations_comments_and_says_where_a_move_is_refused() {
    let dir = std::env::temp_dir().join(format!("abstrakta-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let good = dir.join("good.txt");
    std::fs::write(
        &good,
        "[game \"brandubh\"]\n{Start}\n1. d2-e2 {[%arrow d2-e2]} d3-f3 (1... c4-c6) 2. d1-d2\n",
    )
    .expect("written");
    let o = run(&["record", "check", good.to_str().expect("a path")]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(
        stdout(&o).contains("chapter 1: Brandubh, 4 moves (3 in the main line), 1 variations, 2 notes"),
        "{}",
        stdout(&o)
    );
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "[game \"brandubh\"]\n1. d2-e2 (1. d2-d9)\n").expect("written");
    let o = run(&["record", "check", bad.to_str().expect("a path")]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("line 2, column 14: move 1 (d2-d9)"), "{err}");
}

/// `record link` packs a study with its variations, comments and drawings into
/// the viewer's and the analysis board's links; unpacked, it reads the same.
/// A study that does not replay gets no link.
#[test]
fn record_link_packs_a_study_that_reads_back_the_same() {
    let dir = std::env::temp_dir().join(format!("abstrakta-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("study.txt");
    let text = "[game \"brandubh\"]\n[event \"A study\"]\n\n1. d1-e1 {Out of the way. [%arrow d3-f3] [%mark f3]} d3-f3?! (1... c4-c6 {Better.}) 2. e1-e2\n\n[game \"thud\"]\n\n";
    std::fs::write(&file, text).unwrap();
    let o = run(&[
        "record",
        "link",
        file.to_str().unwrap(),
        "--site",
        "https://example.org/a/",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = stdout(&o);
    let view = out.lines().find(|l| l.starts_with("view:")).expect(&out);
    let data = view
        .split_once("https://example.org/a/#/brandubh/study?data=")
        .map(|(_, d)| d.trim())
        .expect(view);
    assert!(
        out.contains(&format!(
            "analyse: https://example.org/a/#/brandubh/analysis?study={data}"
        )),
        "{out}"
    );
    assert!(
        out.contains("<iframe src=\"https://example.org/a/#/brandubh/study?data="),
        "{out}"
    );
    let packed = abstrakta_engine::link::decode(data).unwrap();
    let unpacked = String::from_utf8(miniz_oxide::inflate::decompress_to_vec(&packed).unwrap()).unwrap();
    let read = abstrakta_engine::study::Study::parse(&unpacked).unwrap();
    // The same study, written the same (where each move was read aside).
    assert_eq!(
        read.to_string(),
        abstrakta_engine::study::Study::parse(text).unwrap().to_string()
    );
    assert!(
        unpacked.contains("{Out of the way. [%arrow d3-f3] [%mark f3]}"),
        "{unpacked}"
    );
    assert_eq!(read.chapters.len(), 2);
    // A variation that does not replay: refused, with where.
    std::fs::write(&file, text.replace("c4-c6", "d1-c1")).unwrap();
    let o = run(&["record", "link", file.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("chapter 1: line 4"),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}
