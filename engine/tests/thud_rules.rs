//! Every clause of `shared/rules/thud.md`, on hand-built positions.

use abstrakta_engine::thud::{
    Agreement, CaptureRule, IllegalMoveError, Move, MoveText, MoveTextError, Piece, Position, Rules, Setup, Square,
    DWARFS, TROLLS,
};
use abstrakta_engine::{live, match_over, seat_a_total, Game, Notation, Outcome, Side};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// A position from `(square, 'd' | 'T')` pairs.
fn build(pieces: &[(&str, char)], turn: Side, capture: CaptureRule) -> Position {
    let mut board = [None; 225];
    for &(name, c) in pieces {
        board[sq(name).index()] = Some(if c == 'd' { Piece::Dwarf } else { Piece::Troll });
    }
    let setup = Setup {
        board,
        turn,
        battle: 1,
        carried: 0,
        agreement: Agreement::None,
    };
    Position::from_setup(&setup, Rules { capture }).unwrap()
}

fn moves(pos: &Position) -> Vec<Move> {
    let mut out = Vec::new();
    pos.legal_moves(&mut out);
    out
}

fn texts(pos: &Position) -> Vec<String> {
    moves(pos).into_iter().map(|m| pos.move_to_text(m)).collect()
}

fn play(pos: &Position, text: &str) -> Position {
    let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.clone().play(m).unwrap()
}

#[test]
fn the_start_has_32_dwarfs_8_trolls_and_the_dwarfs_move_first() {
    let pos = Position::new(&Rules::default());
    assert_eq!(pos.dwarfs().count(), 32);
    assert_eq!(pos.trolls().count(), 8);
    assert_eq!(pos.turn(), DWARFS);
    for name in ["G7", "H7", "J7", "G8", "J8", "G9", "H9", "J9"] {
        assert_eq!(pos.piece_at(sq(name)), Some(Piece::Troll), "{name}");
    }
    // Every edge square with an orthogonal neighbour off the board, but H1, H15, A8, P8.
    for s in Square::all() {
        let off_edge = [0, 2, 4, 6].iter().any(|&d| s.step(d).is_none());
        let expected = off_edge && !["H1", "H15", "A8", "P8"].contains(&s.to_string().as_str());
        assert_eq!(pos.dwarfs().contains(s), expected, "{s}");
    }
    assert_eq!(pos.piece_at(Square::THUDSTONE), None);
    assert!(
        moves(&pos).iter().all(|m| matches!(m, Move::DwarfMove { .. })),
        "no hurls at the start"
    );
}

#[test]
fn a_dwarf_moves_like_a_queen_over_empty_squares_and_never_captures() {
    let pos = build(&[("D4", 'd'), ("D7", 'T'), ("G4", 'd')], DWARFS, CaptureRule::Subset);
    let from_d4: Vec<String> = texts(&pos).into_iter().filter(|t| t.starts_with("dD4")).collect();
    assert!(from_d4.contains(&"dD4-D6".to_string()));
    assert!(!from_d4.iter().any(|t| t == "dD4-D8"), "not over the troll");
    assert!(from_d4.contains(&"dD4-F4".to_string()));
    assert!(
        !from_d4
            .iter()
            .any(|t| t.starts_with("dD4-G4") || t.starts_with("dD4-H4")),
        "not onto or over a dwarf"
    );
    assert!(
        !from_d4
            .iter()
            .any(|t| t.starts_with("dD4-H8") || t.starts_with("dD4-J9")),
        "never onto the Thudstone"
    );
    // Ending next to a troll captures nothing and is not captured.
    let after = play(&pos, "dD4-D6");
    assert_eq!(after.trolls().count(), 1);
    assert_eq!(after.dwarfs().count(), 2);
}

#[test]
fn a_move_refused_names_the_square_in_the_way() {
    let pos = build(&[("E5", 'd'), ("E7", 'd'), ("J9", 'T')], DWARFS, CaptureRule::Subset);
    let refused = |text: &str| match pos.parse_move(text) {
        Err(MoveTextError::Illegal(e)) => e,
        other => panic!("{text}: {other:?}"),
    };
    let blocked = |from: &str, to: &str, at: &str| IllegalMoveError::Blocked {
        from: sq(from),
        to: sq(to),
        at: sq(at),
    };
    // A dwarf between, a dwarf on the destination, the Thudstone on the way.
    assert_eq!(refused("dE5-E9"), blocked("E5", "E9", "E7"));
    assert_eq!(refused("dE5-E7"), blocked("E5", "E7", "E7"));
    assert_eq!(refused("dE5-J9"), blocked("E5", "J9", "H8"));
    assert_eq!(
        refused("dE5-E9").to_string(),
        "the piece on E5 cannot go to E9: E7 is occupied"
    );
    // Off any line, or onto a troll the dwarf cannot hurl onto: no square to name.
    assert_eq!(
        refused("dE5-F7"),
        IllegalMoveError::Unreachable {
            from: sq("E5"),
            to: sq("F7")
        }
    );
}

#[test]
fn nothing_lands_on_or_passes_over_the_thudstone() {
    let pos = build(&[("E5", 'd'), ("J9", 'T')], DWARFS, CaptureRule::Subset);
    let t = texts(&pos);
    assert!(t.contains(&"dE5-G7".to_string()));
    assert!(!t
        .iter()
        .any(|m| m.starts_with("dE5-H8") || m.starts_with("dE5*J9") || m.starts_with("dE5-J9")));
    // A troll next to the stone does not step onto it; the stone is no dwarf to take.
    let pos = build(&[("G7", 'T'), ("F5", 'd')], TROLLS, CaptureRule::Subset);
    assert!(!texts(&pos).iter().any(|m| m.contains("-H8")));
    // The stone breaks a line of dwarfs: G8 and J8 are not one line through H8.
    let pos = build(
        &[("F8", 'd'), ("G8", 'd'), ("J8", 'd'), ("L8", 'T')],
        DWARFS,
        CaptureRule::Subset,
    );
    assert!(
        !texts(&pos).iter().any(|m| m.contains('*')),
        "J8 alone reaches only K8; L8 is two away"
    );
}

#[test]
fn a_lone_dwarf_beside_a_troll_hurls_onto_it() {
    let pos = build(&[("E5", 'd'), ("F5", 'T')], DWARFS, CaptureRule::Subset);
    assert!(texts(&pos).contains(&"dE5*F5".to_string()));
    let after = play(&pos, "dE5*F5");
    assert_eq!(after.trolls().count(), 0);
    assert_eq!(after.piece_at(sq("F5")), Some(Piece::Dwarf));
    assert_eq!(after.piece_at(sq("E5")), None);
    // Not across an empty square.
    let pos = build(&[("E5", 'd'), ("G5", 'T')], DWARFS, CaptureRule::Subset);
    assert!(!texts(&pos).iter().any(|m| m.contains('*')));
}

#[test]
fn a_line_of_four_reaches_a_troll_with_zero_to_three_empty_squares_between() {
    for gap in 0..=4u8 {
        // Dwarfs on B7 C7 D7 E7, the troll `gap` squares beyond E7.
        let troll = Square::new(5 + gap, 6).unwrap().to_string();
        let pos = build(
            &[("B7", 'd'), ("C7", 'd'), ("D7", 'd'), ("E7", 'd'), (&troll, 'T')],
            DWARFS,
            CaptureRule::Subset,
        );
        let hurl = format!("dE7*{troll}");
        assert_eq!(texts(&pos).contains(&hurl), gap <= 3, "gap {gap}");
        if gap <= 3 {
            let after = play(&pos, &hurl);
            // Only the front dwarf flies; the rest of the line stays.
            for stay in ["B7", "C7", "D7"] {
                assert_eq!(after.piece_at(sq(stay)), Some(Piece::Dwarf));
            }
            assert_eq!(after.piece_at(sq("E7")), None);
            assert_eq!(after.trolls().count(), 0, "a hurl captures exactly one troll");
        }
    }
    // The line counts backwards from the thrower: the rear dwarf has a line of 1.
    let pos = build(&[("B7", 'd'), ("C7", 'd'), ("A7", 'T')], DWARFS, CaptureRule::Subset);
    assert!(texts(&pos).contains(&"dB7*A7".to_string()));
    let pos = build(&[("C7", 'd'), ("D7", 'd'), ("A7", 'T')], DWARFS, CaptureRule::Subset);
    assert!(
        texts(&pos).contains(&"dC7*A7".to_string()),
        "a line of two flies two squares"
    );
}

#[test]
fn a_hurl_flies_only_over_empty_squares() {
    let pos = build(
        &[
            ("B7", 'd'),
            ("C7", 'd'),
            ("D7", 'd'),
            ("E7", 'd'),
            ("G7", 'd'),
            ("H7", 'T'),
        ],
        DWARFS,
        CaptureRule::Subset,
    );
    assert!(!texts(&pos).contains(&"dE7*H7".to_string()));
    assert!(texts(&pos).contains(&"dG7*H7".to_string()));
}

#[test]
fn a_troll_steps_one_square_and_may_capture_adjacent_dwarfs_under_each_rule() {
    // Troll H5, dwarfs G3 H3 J3: from H4 all three are adjacent.
    let pieces = [("H5", 'T'), ("G3", 'd'), ("H3", 'd'), ("J3", 'd')];
    let subset = build(&pieces, TROLLS, CaptureRule::Subset);
    let to_h4: Vec<String> = texts(&subset).into_iter().filter(|t| t.starts_with("TH5-H4")).collect();
    assert_eq!(to_h4.len(), 8, "every subset, none included: {to_h4:?}");
    assert!(to_h4.contains(&"TH5-H4".to_string()));
    assert!(to_h4.contains(&"TH5-H4xG3xH3xJ3".to_string()));
    let all_or_none = build(&pieces, TROLLS, CaptureRule::AllOrNone);
    let to_h4: Vec<String> = texts(&all_or_none)
        .into_iter()
        .filter(|t| t.contains("H5") && t.contains("H4"))
        .collect();
    assert_eq!(to_h4, ["TH5-H4", "TH5-H4xG3xH3xJ3"]);
    let single = build(&pieces, TROLLS, CaptureRule::Single);
    let mut to_h4: Vec<String> = texts(&single)
        .into_iter()
        .filter(|t| t.contains("H5") && t.contains("H4"))
        .collect();
    to_h4.sort();
    assert_eq!(
        to_h4,
        ["TH5*H4xG3xH3xJ3", "TH5-H4", "TH5-H4xG3", "TH5-H4xH3", "TH5-H4xJ3"]
    );
    // Capturing removes exactly the chosen dwarfs.
    let after = play(&subset, "TH5-H4xG3xJ3");
    assert_eq!(after.dwarfs().into_iter().collect::<Vec<_>>(), [sq("H3")]);
    // Capture is not compulsory.
    let after = play(&subset, "TH5-H4");
    assert_eq!(after.dwarfs().count(), 3);
}

#[test]
fn a_move_lists_the_dwarfs_it_takes_by_file_then_rank() {
    // Troll H8 steps to H7, with a dwarf on each of H7's other seven neighbours.
    let ring = ["G6", "G7", "G8", "H6", "J6", "J7", "J8"];
    let mut pieces = vec![("H8", 'T')];
    pieces.extend(ring.iter().map(|&s| (s, 'd')));
    let pos = build(&pieces, TROLLS, CaptureRule::AllOrNone);
    assert!(
        texts(&pos).contains(&"TH8-H7xG6xG7xG8xH6xJ6xJ7xJ8".to_string()),
        "{:?}",
        texts(&pos)
    );
    // Read in any order, written in that one.
    let m = pos.parse_move("TH8-H7xJ8xG6xH6xJ7xG8xJ6xG7").unwrap();
    assert_eq!(pos.move_to_text(m), "TH8-H7xG6xG7xG8xH6xJ6xJ7xJ8");
}

#[test]
fn a_shove_needs_a_line_must_land_next_to_dwarfs_and_must_capture() {
    // Trolls H5 H6: H5 is the front of a line of two going down.
    let pieces = [("H6", 'T'), ("H5", 'T'), ("G2", 'd'), ("J2", 'd'), ("H1", 'd')];
    let pos = build(&pieces, TROLLS, CaptureRule::Subset);
    let t = texts(&pos);
    // H5 may be shoved two squares to H3 (next to G2 J2): non-empty subsets only.
    let shoves: Vec<&String> = t.iter().filter(|m| m.starts_with("TH5*H3")).collect();
    assert_eq!(shoves.len(), 3, "{shoves:?}");
    assert!(!t.contains(&"TH5*H3".to_string()), "a shove is no plain move");
    assert!(
        !t.iter().any(|m| m.starts_with("TH5*H2")),
        "three squares need a line of three"
    );
    // H6 is the front of a line of one going up: no shove there.
    assert!(!t.iter().any(|m| m.starts_with("TH6*")));
    let all_or_none = build(&pieces, TROLLS, CaptureRule::AllOrNone);
    assert!(texts(&all_or_none).contains(&"TH5*H3xG2xJ2".to_string()));
    assert_eq!(
        texts(&all_or_none).iter().filter(|m| m.starts_with("TH5*H3")).count(),
        1
    );
    // A shove lands on an empty square with empty squares on the way.
    let blocked = build(
        &[("H6", 'T'), ("H5", 'T'), ("H4", 'd'), ("G2", 'd')],
        TROLLS,
        CaptureRule::Subset,
    );
    assert!(!texts(&blocked).iter().any(|m| m.starts_with("TH5*")), "H4 is taken");
}

#[test]
fn a_one_square_shove_is_not_generated_twice() {
    for capture in CaptureRule::ALL {
        let pos = build(
            &[("H6", 'T'), ("H5", 'T'), ("G3", 'd'), ("H3", 'd'), ("J3", 'd')],
            TROLLS,
            capture,
        );
        let list = moves(&pos);
        for (i, a) in list.iter().enumerate() {
            for b in &list[i + 1..] {
                assert_ne!(a, b, "{capture:?}: {a:?} twice");
                assert_ne!(
                    pos.move_to_text(*a),
                    pos.move_to_text(*b),
                    "{capture:?}: same notation twice"
                );
            }
        }
    }
}

#[test]
fn only_dwarfs_next_to_the_landing_square_can_be_taken() {
    let pos = build(&[("H5", 'T'), ("H3", 'd'), ("H2", 'd')], TROLLS, CaptureRule::Subset);
    let err = pos.parse_move("TH5-H4xH2").unwrap_err();
    assert!(err.to_string().contains("does not take"), "{err}");
    for m in moves(&pos) {
        if let Some((_, to)) = m.squares() {
            assert!(m.captured().all(|c| c.distance(to) == 1));
        }
    }
}

#[test]
fn proposing_accepting_and_refusing_are_moves_in_the_record() {
    let pos = Position::new(&Rules::default());
    let mut offers = Vec::new();
    pos.offers(&mut offers);
    assert_eq!(offers, [Move::Propose]);
    let proposed = play(&pos, "propose");
    assert_eq!(proposed.turn(), TROLLS, "the other side answers");
    assert_eq!(texts(&proposed), ["accept", "refuse"], "only an answer is legal");
    assert!(proposed.parse_move("TG7-G6").is_err());
    // Refused: the proposer moves a piece and may not propose at once.
    let refused = play(&proposed, "refuse");
    assert_eq!(refused.turn(), DWARFS);
    assert!(refused.outcome().is_none());
    assert!(refused.parse_move("propose").is_err());
    assert_eq!(moves(&refused).len(), 656);
    let moved = play(&refused, "dF1-F6");
    assert!(
        moved.parse_move("propose").is_ok(),
        "after a move, either side may propose again"
    );
    // Accepted: the battle ends with its points.
    let accepted = play(&proposed, "accept");
    assert_eq!(
        accepted.outcome(),
        Some(Outcome::Draw),
        "32 dwarfs against 8 trolls × 4"
    );
    assert!(moves(&accepted).is_empty());
    assert!(pos.parse_move("accept").is_err(), "nothing to accept");
}

#[test]
fn the_battle_ends_when_the_side_to_move_has_no_move_and_scores_dwarf_1_troll_4() {
    // A troll walled in by dwarfs in the corner region cannot step; trolls to move.
    let pos = build(
        &[("F1", 'T'), ("G1", 'd'), ("E2", 'd'), ("F2", 'd'), ("G2", 'd')],
        TROLLS,
        CaptureRule::Subset,
    );
    assert!(moves(&pos).is_empty());
    assert_eq!(pos.margin(), Some(4 - 4));
    assert_eq!(pos.outcome(), Some(Outcome::Draw));
    let pos = build(
        &[
            ("F1", 'T'),
            ("G1", 'd'),
            ("E2", 'd'),
            ("F2", 'd'),
            ("G2", 'd'),
            ("A8", 'd'),
        ],
        TROLLS,
        CaptureRule::Subset,
    );
    assert_eq!(pos.outcome(), Some(Outcome::Win(DWARFS)), "5 points against 4");
    assert_eq!(pos.margin(), Some(1));
    // No dwarfs left: the dwarfs cannot move; the trolls win by 4 per troll.
    let pos = build(&[("H5", 'T'), ("J9", 'T')], DWARFS, CaptureRule::Subset);
    assert_eq!(pos.outcome(), Some(Outcome::Win(TROLLS)));
    assert_eq!(pos.margin(), Some(-8));
}

#[test]
fn a_match_is_two_battles_with_sides_swapped_and_totals_as_in_the_seed() {
    // Battle 1: seat A leads the dwarfs and wins by 3 (3 dwarfs, no troll).
    let b1 = build(&[("F1", 'd'), ("G1", 'd'), ("J1", 'd')], TROLLS, CaptureRule::Subset);
    assert_eq!(b1.outcome(), Some(Outcome::Win(DWARFS)));
    assert_eq!(b1.margin(), Some(3));
    assert!(!match_over(&b1));
    let b2 = live(b1.clone());
    assert_eq!(b2.battle(), 2);
    assert_eq!(b2.carried(), 3);
    assert_eq!(b2.turn(), DWARFS);
    assert_eq!(b2.dwarfs().count(), 32, "battle 2 starts afresh");
    // Battle 2: seat A leads the trolls and loses by 7.
    let setup = Setup {
        battle: 2,
        carried: 3,
        ..b2.setup()
    };
    let mut end = setup.clone();
    end.board = [None; 225];
    for name in ["A6", "A7", "A9", "A10", "B5", "B11", "C4", "C12", "D3", "D13", "E2"] {
        end.board[sq(name).index()] = Some(Piece::Dwarf);
    }
    end.board[sq("P8").index()] = Some(Piece::Troll);
    end.agreement = Agreement::Proposed;
    end.turn = TROLLS;
    let b2_end = Position::from_setup(&end, Rules::default()).unwrap();
    let b2_end = play(&b2_end, "accept");
    assert_eq!(b2_end.margin(), Some(11 - 4), "the dwarfs (seat B) win battle 2 by 7");
    assert!(match_over(&b2_end));
    assert_eq!(
        seat_a_total(&b2_end),
        3 - 7,
        "+3 as dwarfs, -7 as trolls: seat A loses by 4"
    );
}

#[test]
fn notation_round_trips_and_errors_say_why() {
    let pos = Position::new(&Rules::default());
    for m in moves(&pos) {
        let text = pos.move_to_text(m);
        assert_eq!(pos.parse_move(&text), Ok(m), "{text}");
        assert_eq!(text.parse::<MoveText>().unwrap().to_string(), text);
    }
    // The piece letter may be left out, squares may be lower case.
    assert_eq!(pos.parse_move("f1-f6"), pos.parse_move("dF1-F6"));
    assert!(pos
        .parse_move("dI1-I2")
        .unwrap_err()
        .to_string()
        .contains("not a square"));
    assert!(pos
        .parse_move("TG7-G6")
        .unwrap_err()
        .to_string()
        .contains("side not to move"));
    assert!(pos.parse_move("dH1-H2").unwrap_err().to_string().contains("no piece"));
    assert!(pos.parse_move("dF1-F15").unwrap_err().to_string().contains("cannot go"));
    assert!(pos
        .parse_move("dF1xF6")
        .unwrap_err()
        .to_string()
        .contains("not a move like"));
    assert!(pos.parse_move("").is_err());
    // The captures decide between moves with the same squares; the list is given.
    let pos = build(
        &[("H5", 'T'), ("G3", 'd'), ("H3", 'd'), ("J3", 'd')],
        TROLLS,
        CaptureRule::AllOrNone,
    );
    let err = pos.parse_move("TH5-H4xG3").unwrap_err().to_string();
    assert!(err.contains("TH5-H4xG3xH3xJ3"), "{err}");
    assert!(pos.parse_move("TH5-H4xJ3xH3xG3").is_ok(), "captures in any order");
}

#[test]
fn position_texts_round_trip_and_bad_texts_say_why() {
    let start = Position::new(&Rules::default());
    let text = start.to_text();
    assert_eq!(Position::from_text(&text, &Rules::default()).unwrap(), start);
    let proposed = play(&start, "propose");
    let back = Position::from_text(&proposed.to_text(), &Rules::default()).unwrap();
    assert_eq!(back.agreement(), Agreement::Proposed);
    assert_eq!(back.hash_key(), proposed.hash_key());
    assert!(proposed.to_text().ends_with("t 1 +0 proposal"));
    let two = Position::from_text(&text.replace(" d 1 +0", " d 2 -4"), &Rules::default()).unwrap();
    assert_eq!((two.battle(), two.carried()), (2, -4));
    for (bad, why) in [
        ("dd1dd", "15 ranks"),
        (text.replacen("dd1dd", "dd1ddd", 1).as_str(), "rank 15"),
        (text.replace("6ToT6", "6TTT6").as_str(), "Thudstone"),
        (text.replace(" d 1", " x 1").as_str(), "side to move"),
        (text.replace(" d 1", " d 3").as_str(), "battle"),
        (text.replace("+0", "lots").as_str(), "points"),
        (text.replace("+0", "+0 maybe").as_str(), "unexpected"),
        (text.replace("d5TTT5d/6ToT6", "d5TTT5d/6?oT6").as_str(), "not a piece"),
        (
            text.replace(
                "d13d/d11d/d9d/d7d/d5d/dd1dd",
                "ddddddddddddddd/ddddddddddddd/d9d/d7d/d5d/dd1dd",
            )
            .as_str(),
            "at most 32",
        ),
    ] {
        let err = Position::from_text(bad, &Rules::default()).unwrap_err().to_string();
        assert!(err.contains(why), "{bad}: {err}");
    }
}

/// Found by fuzzing (`scripts/fuzz.sh`, target position_text): runs of empty
/// squares written with huge numbers overflowed the column count. Such a text is
/// refused, never a panic.
#[test]
fn a_position_text_with_huge_empty_runs_is_refused() {
    let rank = format!("{}T{}T1", "9".repeat(30), "18016650309295669249");
    let text = format!("{rank}/{}+d", ["5"; 14].join("/"));
    assert!(Position::from_text(&text, &Rules::default()).is_err());
    let found = "00000000000TT777777T1T700008000000000000000000000000000000000000000000000002TT7T1T0000000000000000000000000000000000000000000000000000000018016650309295669249TT7T1T7TT777777T1T7TT77TT777777T1T7TT7777777777T/\u{0}/\u{2}+//!/////////i/";
    assert!(Position::from_text(found, &Rules::default()).is_err());
}
