//! Conversations with OpenTafl written as the protocol writes them: the lines
//! OpenTafl sends, and the lines the engine answers.

use std::cell::Cell;
use std::rc::Rc;

use super::*;
use abstrakta_engine::brandubh::otn::{position_record, read_move};
use abstrakta_engine::Outcome;

/// OpenTafl's own Brandub rules line, as it sends it.
const OPENTAFL: &str = "dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";

/// A clock that moves on by one millisecond each time it is read, so that
/// searches stop at their deadlines the same way on every machine.
#[derive(Clone, Default)]
struct Ticks(Rc<Cell<f64>>);

impl Clock for Ticks {
    fn now_ms(&self) -> f64 {
        let t = self.0.get();
        self.0.set(t + 1.0);
        t
    }
}

fn session(level: Level) -> (Session, Ticks) {
    let ticks = Ticks::default();
    (Session::new(level, 7, false, Box::new(ticks.clone())), ticks)
}

/// Sends `lines` one by one, as the driver does (a `play` waits for its
/// `clock` only until the next line), and returns all the engine said.
fn converse(s: &mut Session, lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        out.extend(s.answer(line));
    }
    out.extend(s.flush());
    out
}

fn board(s: &Session) -> String {
    position_record(&s.pos.as_ref().expect("a position").setup())
}

#[test]
fn hello_first_and_simple_moves_off_for_full_notation() {
    let (s, _) = session(Level::Easy);
    assert_eq!(s.greeting(), ["hello"]);
    let full = Session::new(Level::Easy, 1, true, Box::new(Ticks::default()));
    assert_eq!(full.greeting(), ["hello", "simple-moves off"]);
}

#[test]
fn opentafl_s_rules_line_is_taken_and_played() {
    let (mut s, _) = session(Level::Easy);
    assert!(converse(&mut s, &[&format!("rules {OPENTAFL}"), "start"]).is_empty());
    assert_eq!(s.rules, Rules::OPENTAFL);
    // Other rules: a critical error naming the field.
    for (rules, named) in [
        (
            "dim:11 atkf:n start:/3ttttt3/5t5/11/t4T4t/t3TTT3t/tt1TTKTT1tt/t3TTT3t/t4T4t/11/5t5/3ttttt3/",
            "dim:11",
        ),
        ("dim:7 esc:e start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "esc:e"),
        ("dim:7 sw:s surf:n start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/", "sw:s"),
    ] {
        let out = converse(&mut s, &[&format!("rules {rules}")]);
        assert_eq!(out.len(), 1);
        assert!(
            out[0].starts_with(&format!("error -1 abstrakta cannot play these rules: {named}")),
            "{out:?}"
        );
    }
    assert_eq!(
        converse(&mut s, &["play attackers"]),
        ["error -1 play before rules that abstrakta plays"]
    );
}

#[test]
fn the_defenders_are_played_when_opentafl_says_so() {
    let (mut s, _) = session(Level::Easy);
    let out = converse(
        &mut s,
        &[
            &format!("rules {OPENTAFL}"),
            "side defenders",
            "start",
            "opponent-move d2-e2 /3t3/4t2/3T3/ttTKTtt/3T3/3t3/3t3/",
            "play defenders",
            "clock 299000 300000 0 0 0",
        ],
    );
    assert_eq!(out.len(), 1, "{out:?}");
    let reply = out[0].strip_prefix("move ").expect("a move");
    let after_d2e2 = "/3t3/4t2/3T3/ttTKTtt/3T3/3t3/3t3/";
    assert_eq!(board(&s), after_d2e2, "not played before OpenTafl confirms it");
    let pos = s.pos.clone().unwrap();
    let m = read_move(&pos, reply).expect("a legal defenders' move");
    let mut played = pos.clone();
    played.play_unchecked(m);
    let record = position_record(&played.setup());
    assert!(converse(&mut s, &[&format!("move {record}")]).is_empty());
    assert_eq!(board(&s), record);
    assert_eq!(s.pos.as_ref().map(Game::turn), Some(Side::First));
}

#[test]
fn a_refused_move_is_dropped_and_the_position_sent_is_taken() {
    let (mut s, _) = session(Level::Easy);
    converse(&mut s, &[&format!("rules {OPENTAFL}"), "side attackers", "start"]);
    let first = converse(&mut s, &["play attackers", "clock 300000 300000 0 0 0"]);
    assert!(first[0].starts_with("move "), "{first:?}");
    // OpenTafl refuses it: error, the prior move with the board, play again.
    let start = "/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/";
    let again = converse(
        &mut s,
        &[
            "error 2 illegal move",
            &format!("opponent-move  {start}"),
            "play attackers",
        ],
    );
    assert_eq!(board(&s), start, "the refused move was not kept");
    assert_eq!(again.len(), 1);
    assert!(read_move(s.pos.as_ref().unwrap(), again[0].strip_prefix("move ").unwrap()).is_ok());
}

#[test]
fn a_list_of_moves_or_another_board_is_followed() {
    let (mut s, _) = session(Level::Easy);
    converse(&mut s, &[&format!("rules {OPENTAFL}"), "side attackers"]);
    // Joining a game in progress: two moves, oldest first, and the board after.
    let after = "/3t3/4t2/3TT2/ttTK1tt/3T3/3t3/3t3/";
    assert!(converse(&mut s, &[&format!("opponent-move d2-e2|e4-e3 {after}")]).is_empty());
    assert_eq!(board(&s), after);
    assert_eq!(s.pos.as_ref().unwrap().repetitions(), 1);
    // A board that the moves do not lead to is taken as it is.
    let other = "/3t3/4t2/3TT2/ttTK2t/3T3/3t3/3t3/";
    assert!(converse(&mut s, &[&format!("opponent-move a1-a1 {other}")]).is_empty());
    assert_eq!(board(&s), other);
    assert_eq!(
        s.pos.as_ref().map(Game::turn),
        Some(Side::First),
        "the engine's side is to move"
    );
}

#[test]
fn a_position_reads_its_first_row_as_rank_one() {
    let (mut s, _) = session(Level::Easy);
    converse(
        &mut s,
        &[
            &format!("rules {OPENTAFL}"),
            "position /1t5/7/7/3K3/7/7/3T3/",
            "side defenders",
        ],
    );
    let pos = s.pos.clone().unwrap();
    assert_eq!(pos.piece_at("b1".parse().unwrap()), Some(Piece::Attacker));
    assert_eq!(pos.piece_at("d7".parse().unwrap()), Some(Piece::Defender));
    assert_eq!(pos.turn(), Side::Second, "in analysis the side says who is to move");
    assert_eq!(
        converse(&mut s, &["position /7/"]).len(),
        1,
        "a bad record is an error 0"
    );
    assert!(converse(&mut s, &["position /7/"])[0].starts_with("error 0 position /7/: "));
}

#[test]
fn analyze_returns_lines_within_its_seconds() {
    let (mut s, ticks) = session(Level::Hard);
    converse(
        &mut s,
        &[
            &format!("rules {OPENTAFL}"),
            "position /3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/",
            "side attackers",
        ],
    );
    let before = ticks.0.get();
    let out = converse(&mut s, &["analyze 3 1"]);
    let spent = ticks.0.get() - before;
    assert!(spent <= 1000.0, "{spent} ms of 1000");
    assert_eq!(out.len(), 1);
    let fields: Vec<&str> = out[0].split(' ').collect();
    assert_eq!(&fields[..2], ["analysis", "3"]);
    assert_eq!(fields.len(), 2 + 3 * 2, "{out:?}");
    let start = s.pos.clone().unwrap();
    for pair in fields[2..].chunks(2) {
        let mut p = start.clone();
        for text in pair[0].split('|') {
            let m = read_move(&p, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            p.play_unchecked(m);
        }
        assert!(pair[1].parse::<i32>().is_ok(), "{}", pair[1]);
    }
}

#[test]
fn the_clock_bounds_the_thinking() {
    let think_for = |clock: &str| {
        let (mut s, ticks) = session(Level::Expert);
        converse(&mut s, &[&format!("rules {OPENTAFL}"), "side attackers"]);
        let before = ticks.0.get();
        let out = converse(&mut s, &["play attackers", clock]);
        assert!(out[0].starts_with("move "), "{out:?}");
        ticks.0.get() - before
    };
    let short = think_for("clock 3000 300000 0 0 0");
    let long = think_for("clock 300000 300000 0 0 0");
    let overtime = think_for("clock 400* 300000 10 2 2");
    assert!(short <= 3000.0 / 30.0 + 60.0, "{short}");
    assert!(overtime <= 400.0 * 0.6 + 60.0, "{overtime}");
    assert!(long > short, "{long} > {short}");
    assert_eq!(
        Clocks::parse("1 2 3"),
        Err(
            "clock 1 2 3: expected 5 fields (attacker-ms defender-ms overtime-s attacker-overtimes defender-overtimes)"
                .into()
        )
    );
}

#[test]
fn finish_ends_the_game_and_a_new_one_may_start() {
    let (mut s, _) = session(Level::Easy);
    converse(&mut s, &[&format!("rules {OPENTAFL}"), "finish 1"]);
    assert!(s.pos.is_none());
    assert_eq!(converse(&mut s, &["play attackers"]).len(), 1);
    assert!(converse(&mut s, &[&format!("rules {OPENTAFL}")]).is_empty());
    assert!(converse(&mut s, &["play attackers"])[0].starts_with("move "));
}

/// What OpenTafl does in a game between two engines: the rules and sides,
/// then for each turn the opponent's move, `play` and the clock; each move
/// checked under the rules and confirmed with the board, to the end.
#[test]
fn a_whole_game_under_opentafl_s_rules_runs_from_hello_to_finish() {
    for seed in 0..3 {
        let mut engines = [session(Level::Easy).0, session(Level::Medium).0];
        engines[0].seed = seed;
        engines[1].seed = seed + 100;
        let mut said = Vec::new();
        for (e, side) in engines.iter_mut().zip(["attackers", "defenders"]) {
            said.extend(e.greeting());
            said.extend(converse(
                e,
                &[&format!("rules {OPENTAFL}"), &format!("side {side}"), "start"],
            ));
        }
        let mut referee = Position::from_setup(&otn::read_rules(OPENTAFL).unwrap().start, Rules::OPENTAFL).unwrap();
        let mut last: Option<String> = None;
        let mut plies = 0;
        while referee.outcome().is_none() && plies < 400 {
            let i = usize::from(referee.turn() == Side::Second);
            let side = ["attackers", "defenders"][i];
            let mut lines = Vec::new();
            if let Some(m) = &last {
                lines.push(format!("opponent-move {m} {}", position_record(&referee.setup())));
            }
            lines.push(format!("play {side}"));
            lines.push("clock 600000 600000 0 0 0".into());
            let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
            let out = converse(&mut engines[i], &refs);
            said.extend(out.clone());
            let text = out
                .iter()
                .find_map(|l| l.strip_prefix("move "))
                .unwrap_or_else(|| panic!("no move: {out:?}"));
            let m = read_move(&referee, text).unwrap_or_else(|e| panic!("{text} refused: {e}"));
            referee.play_unchecked(m);
            said.extend(converse(
                &mut engines[i],
                &[&format!("move {}", position_record(&referee.setup()))],
            ));
            assert_eq!(board(&engines[i]), position_record(&referee.setup()));
            last = Some(text.to_string());
            plies += 1;
        }
        let code = match referee.outcome() {
            None => "0",
            Some(Outcome::Draw) => "1",
            Some(Outcome::Win(Side::First)) => "2",
            Some(Outcome::Win(Side::Second)) => "3",
        };
        for e in &mut engines {
            said.extend(converse(e, &[&format!("finish {code}"), "goodbye"]));
        }
        assert!(!said.iter().any(|l| l.starts_with("error")), "{said:?}");
        assert!(plies > 4, "{plies} plies");
    }
}
