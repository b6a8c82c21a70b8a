//! The `abstrakta` command-line tool, run as a program.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_abstrakta"))
        .args(args)
        .output()
        .expect("the tool runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn last_line(o: &Output) -> String {
    stdout(o).lines().last().unwrap_or_default().to_string()
}

#[test]
fn perft_prints_the_count_last() {
    let o = run(&["perft", "brandubh", "3"]);
    assert!(o.status.success());
    assert_eq!(last_line(&o), "39512");
    let o = run(&["perft", "brandubh", "1", "--position", "7/7/7/3k3/7/7/3a3 d"]);
    assert_eq!(last_line(&o), "11");
}

#[test]
fn moves_lists_one_legal_move_a_line() {
    let o = run(&["moves", "brandubh"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().count(), 40);
    let o = run(&["moves", "brandubh", "--moves", "d1-e1 d3-f3"]);
    assert!(stdout(&o).lines().any(|l| l == "d2-f2xf3"), "captures are written");
}

#[test]
fn bestmove_answers_with_a_legal_move() {
    let o = run(&[
        "bestmove",
        "brandubh",
        "--moves",
        "d1-e1 d3-f3",
        "--level",
        "easy",
        "--seed",
        "4",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let chosen = last_line(&o);
    let legal = stdout(&run(&["moves", "brandubh", "--moves", "d1-e1 d3-f3"]));
    assert!(legal.lines().any(|l| l == chosen), "{chosen}");
    // The attackers can take the king beside the throne at once.
    let o = run(&[
        "bestmove",
        "brandubh",
        "--position",
        "4a2/7/2ak3/7/7/7/7 a",
        "--level",
        "medium",
    ]);
    assert_eq!(last_line(&o), "e7-e5xd5", "{}", stdout(&o));
}

#[test]
fn match_reports_the_score_of_the_first_level() {
    let o = run(&[
        "match",
        "brandubh",
        "--first",
        "easy",
        "--second",
        "easy",
        "--games",
        "2",
        "--max-plies",
        "30",
    ]);
    assert!(o.status.success());
    let last = last_line(&o);
    assert!(last.starts_with("first: ") && last.ends_with(" draws"), "{last}");
    assert_eq!(stdout(&o).lines().filter(|l| l.starts_with("game ")).count(), 2);
}

#[test]
fn bad_input_exits_non_zero_with_one_line() {
    for args in [
        &["perft", "chess", "2"][..],
        &["moves", "brandubh", "--position", "3a3/3a3 a"],
        &["moves", "brandubh", "--moves", "d2-d3"],
        &["bestmove", "brandubh", "--level", "expert"],
        &["match", "brandubh", "--first", "hard"],
        &["perft", "brandubh", "x"],
        &["moves", "brandubh", "--colour", "red"],
        &["frobnicate", "brandubh"],
        &[],
    ] {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}
