//! Every clause of `rules/topquark.md`, on the reconstructed board and hand-built
//! positions, and the board file's checks on corrupted copies.

use abstrakta_engine::topquark::board::parse_board;
use abstrakta_engine::topquark::{
    BoardError, CopyRule, IllegalMoveError, MoveTextError, Position, Rules, BLACK, WHITE,
};
use abstrakta_engine::{Game, Notation, Outcome};

const BOARD: &str = include_str!("../data/topquark-board.json");

fn pos_with(text: &str, rules: Rules) -> Position {
    Position::from_text(text, &rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn pos(text: &str) -> Position {
    pos_with(text, Rules::default())
}

fn moves(p: &Position) -> Vec<String> {
    let mut out = Vec::new();
    p.legal_moves(&mut out);
    let mut names: Vec<String> = out.into_iter().map(|m| p.move_to_text(m)).collect();
    names.sort();
    names
}

fn play(p: &Position, line: &str) -> Position {
    let mut p = p.clone();
    for t in line.split_whitespace() {
        let m = p.parse_move(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        p = p.play(m).unwrap();
    }
    p
}

#[test]
fn white_starts_with_five_one_step_moves() {
    let start = Position::new(&Rules::default());
    assert_eq!(start.turn(), WHITE);
    assert_eq!(start.counter(), 1);
    assert_eq!(moves(&start), ["b2-b3", "d1-c1", "f2-f1", "h1-i1", "j2-i2"]);
}

#[test]
fn paths_follow_the_arrows_and_turn_only_at_strategic_hollows() {
    // f2 points south to f1, a strategic hollow pointing east and west.
    let p = pos("--.....b.--/-.........-/.........../.........../.........../-....w....-/--.......-- w 2 0-0");
    assert_eq!(moves(&p), ["f2-e1", "f2-g1"]);
    let m = p.parse_move("f2-g1").unwrap();
    let path: Vec<String> = p.path_of(m).unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(path, ["f1", "g1"]);
    // With three steps the drop on g1 forces the way east: f2-f1-g1-h1 (and west
    // f2-f1-e1-d1).
    let p = pos("--.....b.--/-.........-/.........../.........../.........../-....w....-/--.......-- w 3 0-0");
    assert_eq!(moves(&p), ["f2-d1", "f2-h1"]);
}

#[test]
fn balls_block_and_a_move_ends_on_an_enemy_ball_to_take_it() {
    // A black ball on f1: with 2 steps f2 cannot pass it; with 1 step it is taken.
    let blocked = pos("--.......--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 2 0-0");
    assert!(moves(&blocked).iter().all(|m| !m.starts_with("f2")));
    let take = pos("--.......--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 1 0-0");
    assert_eq!(moves(&take), ["f2-f1x"]);
    let after = play(&take, "f2-f1x");
    assert_eq!(after.captured(WHITE), 1);
    assert_eq!(after.balls(BLACK), 0);
    // Own balls block too, and a move may not end on one.
    let own = pos("--.......--/-.........-/.........../.........../.........../-....w....-/--...w...-- w 1 0-0");
    assert!(!moves(&own).contains(&"f2-f1".to_string()));
    assert!(matches!(
        own.parse_move("f2-f1"),
        Err(MoveTextError::Illegal(IllegalMoveError::Unreachable { .. }))
    ));
    assert!(take.parse_move("f2-f1").is_ok(), "the x may be left out");
}

#[test]
fn the_counter_advances_after_black_and_wraps_from_six_to_one() {
    let start = Position::new(&Rules::default());
    let p = play(&start, "f2-f1");
    assert_eq!(p.counter(), 1, "White's move leaves the counter");
    let p = play(&p, "j6-j5");
    assert_eq!(p.counter(), 2, "Black's move advances it");
    let six = pos("--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- b 6 0-0");
    let mut out = Vec::new();
    six.legal_moves(&mut out);
    let mut after = six.clone();
    after.play_unchecked(out[0]);
    assert_eq!(after.counter(), 1);
}

#[test]
fn three_captures_with_a_lead_of_two_win_at_once() {
    // White has 2-0 and takes on f1: 3-0 wins.
    let p = pos("--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 1 2-0");
    let after = play(&p, "f2-f1x");
    assert_eq!(after.outcome(), Some(Outcome::Win(WHITE)));
    // 3-2 is not enough: play goes on.
    let p = pos("--.b.....--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 1 2-2");
    let after = play(&p, "f2-f1x");
    assert_eq!(after.outcome(), None);
    assert_eq!((after.captured(WHITE), after.captured(BLACK)), (3, 2));
}

#[test]
fn five_all_is_a_draw_and_is_checked_before_the_opponent_s_moves() {
    // White takes the last black ball for 5-5: a draw, although Black has no ball.
    let p = pos("--.......--/-.........-/.........../.........../.........../-....w....-/--...b...-- w 1 4-5");
    let after = play(&p, "f2-f1x");
    assert_eq!(after.outcome(), Some(Outcome::Draw));
}

#[test]
fn a_player_who_cannot_move_loses() {
    // Black's only ball, on c7, points south to c6, where a white ball stands: with
    // 2 steps it cannot pass. White moves its other ball: Black cannot move and loses.
    let p = pos("--b......--/-.w.......-/.........../.........../.........../-....w....-/--.......-- w 2 0-0");
    let after = play(&p, "f2-e1");
    assert_eq!(after.counter(), 2);
    assert_eq!(after.outcome(), Some(Outcome::Win(WHITE)));
    let mut out = Vec::new();
    after.legal_moves(&mut out);
    assert!(out.is_empty());
}

#[test]
fn a_fourth_copy_in_a_row_is_illegal_in_both_counting_modes() {
    let after_f2f1 =
        "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w.......w-/--.wwwww.-- b 1 0-0 last:f2-f1";
    // Three copies made: f6-f7, the image of f2-f1, is not offered.
    let p = pos(&format!("{after_f2f1} copies:0/3"));
    assert!(!moves(&p).contains(&"f6-f7".to_string()));
    assert_eq!(p.blocked_copy().map(|m| p.move_to_text(m)), Some("f6-f7".into()));
    assert!(matches!(
        p.parse_move("f6-f7"),
        Err(MoveTextError::Illegal(IllegalMoveError::Copy { allowed: 3, .. }))
    ));
    // Two made: the third is allowed and counted.
    let p = pos(&format!("{after_f2f1} copies:0/2"));
    assert!(moves(&p).contains(&"f6-f7".to_string()));
    let after = play(&p, "f6-f7");
    assert_eq!(after.copies(BLACK), 3);
    // Consecutive counting: another move starts again; total counting keeps it.
    let p = pos(&format!("{after_f2f1} copies:0/2"));
    assert_eq!(play(&p, "j6-j5").copies(BLACK), 0);
    let total = Rules {
        copies: CopyRule::Total,
    };
    let p = pos_with(&format!("{after_f2f1} copies:0/3"), total);
    assert!(!moves(&p).contains(&"f6-f7".to_string()));
    let p = pos_with(&format!("{after_f2f1} copies:0/2"), total);
    assert_eq!(play(&p, "j6-j5").copies(BLACK), 2);
}

#[test]
fn a_player_whose_only_move_is_a_forbidden_copy_loses() {
    // Black's one ball on f6 can only go to f7, the image of White's f2-f1.
    let start = |copies: u8| {
        pos(&format!(
            "--.......--/-....b....-/.........../.........../.........../-....w....-/--.......-- w 1 0-0 copies:0/{copies}"
        ))
    };
    // After three copies in a row, the fourth is Black's only move: none is
    // legal, and Black loses.
    let after = play(&start(3), "f2-f1");
    assert_eq!(moves(&after), Vec::<String>::new());
    assert_eq!(after.outcome(), Some(Outcome::Win(WHITE)));
    // After two, the copy is legal and play goes on.
    let after = play(&start(2), "f2-f1");
    assert_eq!(moves(&after), ["f6-f7"]);
    assert_eq!(after.outcome(), None);
}

#[test]
fn the_board_file_is_checked() {
    assert!(parse_board(BOARD).is_ok());
    type Case = (&'static str, String, fn(&BoardError) -> bool);
    let cases: [Case; 8] = [
        (
            "drop a hollow",
            BOARD.replacen(
                r#"  {"id": "c1", "x": 2, "y": 1, "kind": "drop", "exits": ["N"]},"#,
                "",
                1,
            ),
            |e| matches!(e, BoardError::Counts { hollows: 64, .. }),
        ),
        (
            "an exit off the board",
            BOARD.replacen(
                r#""id": "c1", "x": 2, "y": 1, "kind": "drop", "exits": ["N"]"#,
                r#""id": "c1", "x": 2, "y": 1, "kind": "drop", "exits": ["S"]"#,
                1,
            ),
            |e| matches!(e, BoardError::ExitNowhere { .. }),
        ),
        (
            "a turned arrow",
            BOARD.replacen(
                r#""id": "c3", "x": 2, "y": 3, "kind": "drop", "exits": ["S"]"#,
                r#""id": "c3", "x": 2, "y": 3, "kind": "drop", "exits": ["N"]"#,
                1,
            ),
            |e| matches!(e, BoardError::NotSymmetric(_)),
        ),
        (
            "a strategic hollow with a bend",
            BOARD.replacen(
                r#""id": "f1", "x": 5, "y": 1, "kind": "strategic", "exits": ["E", "W"]"#,
                r#""id": "f1", "x": 5, "y": 1, "kind": "strategic", "exits": ["E", "N"]"#,
                1,
            ),
            |e| matches!(e, BoardError::Kind(_)),
        ),
        (
            "wrong coordinates",
            BOARD.replacen(r#""id": "c1", "x": 2"#, r#""id": "c1", "x": 3"#, 1),
            |e| matches!(e, BoardError::Coordinates(_)),
        ),
        (
            "a start square off the board",
            BOARD.replacen(r#""d1","#, r#""a1","#, 1),
            |e| matches!(e, BoardError::Start(_)),
        ),
        ("an unsymmetric start", BOARD.replacen(r#""h7","#, r#""c7","#, 1), |e| {
            matches!(e, BoardError::StartNotSymmetric)
        }),
        ("broken JSON", BOARD.replacen("{", "[", 1), |e| {
            matches!(e, BoardError::Json { .. } | BoardError::Field(_))
        }),
    ];
    for (what, text, expected) in cases {
        let err = parse_board(&text).expect_err(what);
        assert!(expected(&err), "{what}: {err}");
        assert!(!err.to_string().is_empty());
    }
}

#[test]
fn position_texts_are_checked() {
    let start = Position::new(&Rules::default()).to_text();
    assert_eq!(pos(&start).to_text(), start);
    // A hollow where the board has none.
    assert!(Position::from_text(&start.replacen("--.bb", "-..bb", 1), &Rules::default()).is_err());
    // Eight white balls.
    assert!(Position::from_text(&start.replacen("...........", "w..........", 1), &Rules::default()).is_err());
    assert!(Position::from_text(&start.replace(" w 1 ", " w 7 "), &Rules::default()).is_err());
}

/// The moves and the reach come from path tables built with the board; the walk
/// along the arrows that shows a move's path (`Position::paths`) must find the
/// same ends, for both sides and every count, in positions from random play.
#[test]
fn the_path_tables_agree_with_a_walk_along_the_arrows() {
    let mut rng = abstrakta_engine::SplitMix64::new(11);
    let mut checked = 0;
    for _ in 0..60 {
        let mut p = Position::new(&Rules::default());
        let mut buffer = Vec::new();
        for _ in 0..40 {
            for side in [WHITE, BLACK] {
                for k in 1..=6 {
                    let mut walked = 0u128;
                    let mut pairs = Vec::new();
                    p.paths(side, k, |from, to, path| {
                        assert_eq!(path.len(), usize::from(k));
                        assert_eq!(*path.last().unwrap(), to);
                        walked |= 1u128 << to.index();
                        if !pairs.contains(&(from, to)) {
                            pairs.push((from, to));
                        }
                    });
                    let enemy = p.balls(if side == WHITE { BLACK } else { WHITE });
                    assert_eq!(p.reach(side, k), (walked, walked & enemy), "{p} side {side:?} k {k}");
                    if side == p.turn() && k == p.counter() && p.outcome().is_none() {
                        p.legal_moves(&mut buffer);
                        let mut listed: Vec<_> = buffer.iter().map(|m| (m.from, m.to)).collect();
                        if let Some(copy) = p.forbidden_copy() {
                            pairs.retain(|&pair| pair != (copy.from, copy.to));
                        }
                        pairs.sort();
                        listed.sort();
                        assert_eq!(listed, pairs, "{p}");
                        checked += 1;
                    }
                }
            }
            if p.outcome().is_some() {
                break;
            }
            p.legal_moves(&mut buffer);
            if buffer.is_empty() {
                break;
            }
            let m = buffer[rng.below(buffer.len() as u64) as usize];
            p = p.play(m).unwrap();
        }
    }
    assert!(checked > 1000, "{checked} positions");
    // A count the counter never shows reaches nothing (and does not panic).
    let start = Position::new(&Rules::default());
    assert_eq!(start.reach(WHITE, 0), (0, 0));
    assert_eq!(start.reach(BLACK, 7), (0, 0));
}
