//! Move notation and position text: round-trips and error cases.

mod common;

use abstrakta_engine::brandubh::{
    IllegalMoveError, MoveText, ParseMoveError, ParsePositionError, Position, Rules, Setup, SetupError, Square,
};
use abstrakta_engine::Game;
use common::random_positions;

#[test]
fn start_position_text() {
    let pos = Position::new(&Rules::default());
    assert_eq!(pos.to_string(), "3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a");
}

#[test]
fn every_legal_move_round_trips_through_notation() {
    let mut moves = Vec::new();
    let mut checked = 0;
    for pos in random_positions(200, 60, 11) {
        pos.legal_moves(&mut moves);
        for &m in &moves {
            let text = pos.move_text(m).to_string();
            let parsed: MoveText = text.parse().unwrap();
            assert_eq!(parsed.to_move(&pos), Ok(m), "{text} in {pos}");
            let bare = MoveText {
                captures: Vec::new(),
                ..parsed
            };
            assert_eq!(bare.to_move(&pos), Ok(m), "captures may be left out");
            checked += 1;
        }
    }
    assert!(checked > 1000);
}

#[test]
fn every_position_round_trips_through_text() {
    // A game whose king was captured has no text form (a position needs a king).
    for pos in random_positions(300, 80, 12).into_iter().filter(|p| p.king().is_some()) {
        let text = pos.to_string();
        let setup: Setup = text.parse().unwrap();
        let back = Position::from_setup(&setup, Rules::default()).unwrap();
        assert!(back.placement_eq(&pos), "{text}");
        assert_eq!(back.to_string(), text);
    }
}

#[test]
fn move_syntax_errors() {
    assert_eq!("".parse::<MoveText>(), Err(ParseMoveError::Empty));
    assert_eq!("d2e2".parse::<MoveText>(), Err(ParseMoveError::Syntax("d2e2".into())));
    assert_eq!("d2-h2".parse::<MoveText>(), Err(ParseMoveError::BadSquare("h2".into())));
    assert_eq!("d0-d2".parse::<MoveText>(), Err(ParseMoveError::BadSquare("d0".into())));
    assert_eq!(
        "d2-e2xz9".parse::<MoveText>(),
        Err(ParseMoveError::BadSquare("z9".into()))
    );
    assert_eq!("d2-e2x".parse::<MoveText>(), Err(ParseMoveError::BadSquare("".into())));
    assert!(ParseMoveError::Syntax("q".into()).to_string().contains("d2-e2"));
}

#[test]
fn illegal_move_errors() {
    let pos = Position::new(&Rules::default());
    let check = |t: &str| t.parse::<MoveText>().unwrap().to_move(&pos);
    assert!(matches!(check("a1-a2"), Err(IllegalMoveError::NoPiece(_))));
    assert!(matches!(check("d3-c3"), Err(IllegalMoveError::NotYourTurn(_))));
    let sq = |t: &str| t.parse::<Square>().unwrap();
    // A piece in the way: the first one met, the destination included.
    assert_eq!(
        check("d2-d3"),
        Err(IllegalMoveError::Blocked {
            from: sq("d2"),
            to: sq("d3"),
            at: sq("d3")
        })
    );
    assert_eq!(
        check("d2-d6"),
        Err(IllegalMoveError::Blocked {
            from: sq("d2"),
            to: sq("d6"),
            at: sq("d3")
        })
    );
    assert_eq!(
        check("d2-d6").unwrap_err().to_string(),
        "the piece on d2 cannot move to d6: d3 is occupied"
    );
    // Only the king stops on a corner; not along a line is unreachable.
    assert_eq!(
        check("a4-a1"),
        Err(IllegalMoveError::Restricted {
            from: sq("a4"),
            to: sq("a1")
        })
    );
    assert_eq!(
        check("d2-e3"),
        Err(IllegalMoveError::Unreachable {
            from: sq("d2"),
            to: sq("e3")
        })
    );
    assert!(matches!(check("d2-e2xe3"), Err(IllegalMoveError::WrongCaptures { .. })));
    let message = check("d2-e2xe3").unwrap_err().to_string();
    assert!(message.contains("d2-e2"), "{message}");
}

#[test]
fn position_text_errors() {
    let parse = |t: &str| t.parse::<Setup>();
    assert_eq!(parse(""), Err(ParsePositionError::Empty));
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3"),
        Err(ParsePositionError::MissingTurn)
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 x"),
        Err(ParsePositionError::BadTurn("x".into()))
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a3/3a3 a b"),
        Err(ParsePositionError::TrailingText("b".into()))
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a3 a"),
        Err(ParsePositionError::RankCount(6))
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a4/3a3 a"),
        Err(ParsePositionError::RankLength { rank: 2 })
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaa/3d3/3a2/3a3 a"),
        Err(ParsePositionError::RankLength { rank: 2 })
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadkdaaa/3d3/3a3/3a3 a"),
        Err(ParsePositionError::RankLength { rank: 4 })
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aadqdaa/3d3/3a3/3a3 a"),
        Err(ParsePositionError::BadChar('q'))
    );
    assert_eq!(
        parse("3a3/3a3/3d3/aad8/3d3/3a3/3a3 a"),
        Err(ParsePositionError::BadChar('8'))
    );

    let validate = |t: &str| Position::from_setup(&t.parse().unwrap(), Rules::default()).map(|p| p.to_string());
    assert_eq!(validate("7/7/7/7/7/7/3a3 a"), Err(SetupError::NoKing));
    assert_eq!(validate("k6/7/7/3k3/7/7/7 a"), Err(SetupError::TooManyKings(2)));
    assert_eq!(
        validate("7/7/7/3a3/7/7/6k a"),
        Err(SetupError::Restricted("d4".parse().unwrap()))
    );
    assert_eq!(
        validate("a6/7/7/3k3/7/7/7 a"),
        Err(SetupError::Restricted("a7".parse().unwrap()))
    );
    assert_eq!(
        validate("1aaaaa1/aaaa3/7/3k3/7/7/7 a"),
        Err(SetupError::TooManyAttackers(9))
    );
    assert_eq!(
        validate("1ddddd1/7/7/3k3/7/7/7 a"),
        Err(SetupError::TooManyDefenders(5))
    );
    assert!(SetupError::NoKing.to_string().contains("king"));
}

#[test]
fn a_set_up_position_that_is_already_over_says_so() {
    let pos = Position::from_setup(&"k6/7/7/7/7/7/3a3 a".parse().unwrap(), Rules::default()).unwrap();
    assert!(pos.outcome().is_some(), "the king stands on a corner");
}
