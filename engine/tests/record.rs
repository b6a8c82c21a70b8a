//! Records: reading any text, printing and reading back, and replaying with the
//! limits and checks of every game.

use abstrakta_engine::{
    brandubh, replay, thud, Game, Notation, Record, ReplayError, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES,
};

#[test]
fn reads_a_start_line_moves_and_skips_move_numbers() {
    let r = Record::parse("\n  position: 7/7/7/3k3/7/7/3a3 d  \n1. d4-d5 d1-d2\n2. d5-d6\n");
    assert_eq!(r.start.as_deref(), Some("7/7/7/3k3/7/7/3a3 d"));
    assert_eq!(r.moves, ["d4-d5", "d1-d2", "d5-d6"]);
    // Without a start line everything is moves; `position:` later is a move text.
    let r = Record::parse("d2-e2 12. e4-e3 position:x");
    assert_eq!(r.start, None);
    assert_eq!(r.moves, ["d2-e2", "e4-e3", "position:x"]);
    // A token that only looks like a number is kept.
    assert_eq!(Record::parse("1.5 a.").moves, ["1.5", "a."]);
}

#[test]
fn prints_what_it_reads_back() {
    for text in [
        "",
        "position: 7/7/7/3k3/7/7/3a3 d\nd4-d5",
        "a b c",
        "position:\n",
        "x\nposition: y",
    ] {
        let r = Record::parse(text);
        assert_eq!(
            Record::parse(&r.to_string()),
            r,
            "{text:?} printed as {:?}",
            r.to_string()
        );
    }
    let r = Record::parse("d2-e2 e4-e3 d5-d6");
    assert_eq!(r.to_string(), "1. d2-e2 e4-e3\n2. d5-d6\n");
}

#[test]
fn replays_with_checks_and_reports_the_first_refusal() {
    let rules = brandubh::Rules::default();
    let pos: brandubh::Position = replay(&Record::parse("d2-e2 e4-e3"), &rules).unwrap();
    let by_hand = brandubh::Position::new(&rules);
    let first = by_hand.parse_move("d2-e2").unwrap();
    let by_hand = by_hand.play(first).unwrap();
    let second = by_hand.parse_move("e4-e3").unwrap();
    let by_hand = by_hand.play(second).unwrap();
    assert_eq!(pos.to_text(), by_hand.to_text());
    let err = replay::<brandubh::Position>(&Record::parse("d2-e2 d2-d3 e4-e3"), &rules).unwrap_err();
    assert!(
        matches!(&err, ReplayError::Move { index: 1, text, .. } if text == "d2-d3"),
        "{err:?}"
    );
    assert!(err.to_string().starts_with("move 2 (d2-d3) refused"), "{err}");
    let err = replay::<brandubh::Position>(&Record::parse("position: nonsense"), &rules).unwrap_err();
    assert!(matches!(err, ReplayError::Position(_)), "{err:?}");
    // A move after the end of a round is the first of the next one.
    let pos: thud::Position = replay(&Record::parse("propose accept dF1-F6"), &thud::Rules::default()).unwrap();
    assert_eq!(pos.battle(), 2);
}

#[test]
fn refuses_oversized_records_before_reading_them() {
    let rules = brandubh::Rules::default();
    let many = Record {
        start: None,
        moves: vec!["d2-e2".into(); MAX_RECORD_MOVES + 1],
    };
    assert_eq!(
        replay::<brandubh::Position>(&many, &rules).unwrap_err(),
        ReplayError::TooManyMoves {
            count: MAX_RECORD_MOVES + 1
        }
    );
    let wide = Record {
        start: None,
        moves: vec!["d2-e2".into(), "x".repeat(MAX_MOVE_TEXT + 1)],
    };
    assert_eq!(
        replay::<brandubh::Position>(&wide, &rules).unwrap_err(),
        ReplayError::MoveTooLong {
            index: 1,
            len: MAX_MOVE_TEXT + 1
        }
    );
    let long = Record {
        start: Some("7/".repeat(MAX_POSITION_TEXT)),
        moves: Vec::new(),
    };
    assert!(matches!(
        replay::<brandubh::Position>(&long, &rules).unwrap_err(),
        ReplayError::PositionTooLong { .. }
    ));
    // A record of 100,000 moves is read (linear) and refused by its size.
    let text = "d2-e2 ".repeat(100_000);
    let huge = Record::parse(&text);
    assert_eq!(huge.moves.len(), 100_000);
    assert!(matches!(
        replay::<brandubh::Position>(&huge, &rules),
        Err(ReplayError::TooManyMoves { count: 100_000 })
    ));
}
