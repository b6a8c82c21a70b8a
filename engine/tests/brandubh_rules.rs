//! One test (or more) for every clause of the Brandubh rules file, on hand-built
//! positions.

mod common;

use abstrakta_engine::brandubh::{
    Bitboard, Move, Piece, Position, RepetitionRule, Rules, Square, ATTACKERS, DEFENDERS,
};
use abstrakta_engine::{Game, Outcome};
use common::{build, build_with, play};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn squares(list: &[&str]) -> Bitboard {
    list.iter().map(|s| sq(s)).collect()
}

// ---- Board and setup -------------------------------------------------------

/// What stands on `square` after `mv` is played in `pos`.
fn piece_after(pos: &Position, mv: &str, square: &str) -> Option<Piece> {
    play(pos, mv).piece_at(sq(square))
}

#[test]
fn start_position_pieces_and_first_mover() {
    let pos = Position::new(&Rules::default());
    assert_eq!(
        pos.attackers(),
        squares(&["d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"])
    );
    assert_eq!(pos.defenders(), squares(&["d3", "c4", "e4", "d5"]));
    assert_eq!(pos.king(), Some(sq("d4")));
    assert_eq!(pos.turn(), ATTACKERS, "attackers move first");
    assert_eq!(pos.outcome(), None);
}

#[test]
fn restricted_squares_are_throne_and_corners() {
    let restricted: Vec<String> = Square::all()
        .filter(|s| s.is_restricted())
        .map(|s| s.to_string())
        .collect();
    assert_eq!(restricted, ["a1", "g1", "d4", "a7", "g7"]);
}

#[test]
fn sides_alternate() {
    let pos = play(&Position::new(&Rules::default()), "d2-e2");
    assert_eq!(pos.turn(), DEFENDERS);
    let pos = play(&pos, "e4-e3");
    assert_eq!(pos.turn(), ATTACKERS);
}

// ---- Movement --------------------------------------------------------------

#[test]
fn pieces_move_like_rooks_without_jumping() {
    let pos = build(&[("b2", 'a'), ("b5", 'd'), ("f7", 'k')], ATTACKERS);
    assert_eq!(
        pos.destinations(sq("b2")),
        squares(&["b3", "b4", "b1", "a2", "c2", "d2", "e2", "f2", "g2"])
    );
}

#[test]
fn soldiers_pass_over_the_empty_throne_but_never_stop_on_it() {
    let pos = build(&[("d2", 'a'), ("f6", 'k')], ATTACKERS);
    let dests = pos.destinations(sq("d2"));
    assert!(!dests.contains(sq("d4")));
    assert!(dests.contains(sq("d3")) && dests.contains(sq("d5")) && dests.contains(sq("d7")));
    let pos = build(&[("d3", 'd'), ("f6", 'k'), ("a6", 'a')], DEFENDERS);
    let dests = pos.destinations(sq("d3"));
    assert!(!dests.contains(sq("d4")) && dests.contains(sq("d5")), "defenders too");
}

#[test]
fn soldiers_never_stop_on_a_corner() {
    let pos = build(&[("b1", 'a'), ("f6", 'k')], ATTACKERS);
    assert!(!pos.destinations(sq("b1")).contains(sq("a1")));
    let pos = build(&[("g2", 'd'), ("d6", 'k'), ("a6", 'a')], DEFENDERS);
    assert!(!pos.destinations(sq("g2")).contains(sq("g1")));
}

#[test]
fn king_may_stop_on_corners_and_reenter_the_throne() {
    let pos = build(&[("a4", 'k'), ("g6", 'a')], DEFENDERS);
    assert!(pos.destinations(sq("a4")).contains(sq("a1")));
    assert!(pos.destinations(sq("a4")).contains(sq("a7")));
    let pos = build(&[("d6", 'k'), ("g6", 'a')], DEFENDERS);
    assert!(pos.destinations(sq("d6")).contains(sq("d4")));
}

#[test]
fn king_on_the_throne_blocks() {
    let pos = build(&[("d2", 'a'), ("d4", 'k')], ATTACKERS);
    assert_eq!(
        pos.destinations(sq("d2")) & squares(&["d3", "d5", "d6", "d7"]),
        squares(&["d3"])
    );
}

#[test]
fn no_landing_on_a_piece_and_no_passing() {
    let pos = Position::new(&Rules::default());
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert!(!moves.is_empty());
    for m in &moves {
        assert_eq!(pos.piece_at(m.to), None, "{m} lands on a piece");
        assert_eq!(pos.piece_at(m.from).unwrap().side(), ATTACKERS);
    }
    assert!(
        !pos.is_legal(Move {
            from: sq("d2"),
            to: sq("d3")
        }),
        "d3 is taken"
    );
    assert!(
        !pos.is_legal(Move {
            from: sq("d1"),
            to: sq("d3")
        }),
        "no jumping over d2"
    );
}

// ---- Capturing soldiers ----------------------------------------------------

#[test]
fn soldier_between_two_enemies_is_captured() {
    let pos = build(&[("c7", 'a'), ("e5", 'a'), ("d5", 'd'), ("g3", 'k')], ATTACKERS);
    let after = play(&pos, "c7-c5");
    assert_eq!(after.piece_at(sq("d5")), None);
    let m = Move {
        from: sq("c7"),
        to: sq("c5"),
    };
    assert_eq!(pos.move_text(m).to_string(), "c7-c5xd5");
}

#[test]
fn attacker_between_two_defenders_is_captured() {
    let pos = build(&[("c6", 'd'), ("e5", 'd'), ("d5", 'a'), ("g3", 'k')], DEFENDERS);
    let after = play(&pos, "c6-c5");
    assert_eq!(after.piece_at(sq("d5")), None);
}

#[test]
fn the_edge_is_not_hostile() {
    let pos = build(&[("a5", 'd'), ("b7", 'a'), ("g3", 'k')], ATTACKERS);
    let after = play(&pos, "b7-b5");
    assert_eq!(after.piece_at(sq("a5")), Some(Piece::Defender));
}

#[test]
fn an_empty_corner_is_hostile_to_both_sides() {
    let pos = build(&[("b1", 'd'), ("c7", 'a'), ("g3", 'k')], ATTACKERS);
    assert_eq!(piece_after(&pos, "c7-c1", "b1"), None);
    let pos = build(&[("a2", 'a'), ("c3", 'd'), ("g3", 'k')], DEFENDERS);
    assert_eq!(piece_after(&pos, "c3-a3", "a2"), None);
}

#[test]
fn the_empty_throne_is_hostile_to_attackers_and_defenders() {
    let pos = build(&[("d5", 'd'), ("b6", 'a'), ("g3", 'k')], ATTACKERS);
    assert_eq!(
        piece_after(&pos, "b6-d6", "d5"),
        None,
        "defender against the empty throne"
    );
    let pos = build(&[("c4", 'a'), ("b6", 'd'), ("g3", 'k')], DEFENDERS);
    assert_eq!(
        piece_after(&pos, "b6-b4", "c4"),
        None,
        "attacker against the empty throne"
    );
}

#[test]
fn the_occupied_throne_is_hostile_to_attackers_only() {
    let pos = build(&[("d5", 'a'), ("b6", 'd'), ("d4", 'k'), ("a2", 'a')], DEFENDERS);
    assert_eq!(
        piece_after(&pos, "b6-d6", "d5"),
        None,
        "attacker against the king's throne"
    );
    let pos = build(&[("d5", 'd'), ("b6", 'a'), ("d4", 'k')], ATTACKERS);
    assert_eq!(
        piece_after(&pos, "b6-d6", "d5"),
        Some(Piece::Defender),
        "defender is safe there"
    );
}

#[test]
fn the_king_captures_as_hammer_and_as_anvil() {
    let hammer = build(&[("e6", 'k'), ("d5", 'a'), ("c5", 'd'), ("a2", 'a')], DEFENDERS);
    assert_eq!(piece_after(&hammer, "e6-e5", "d5"), None);
    let anvil = build(&[("e5", 'k'), ("d5", 'a'), ("c7", 'd'), ("a2", 'a')], DEFENDERS);
    assert_eq!(piece_after(&anvil, "c7-c5", "d5"), None);
}

#[test]
fn moving_between_two_enemies_is_safe_and_only_the_mover_captures() {
    let pos = build(
        &[("b2", 'a'), ("d2", 'a'), ("c5", 'd'), ("g6", 'k'), ("a6", 'a')],
        DEFENDERS,
    );
    let after = play(&pos, "c5-c2");
    assert_eq!(after.piece_at(sq("c2")), Some(Piece::Defender));
    let after = play(&after, "a6-a5");
    assert_eq!(
        after.piece_at(sq("c2")),
        Some(Piece::Defender),
        "not captured by a move elsewhere"
    );
}

#[test]
fn one_move_captures_up_to_three() {
    let pos = build(
        &[
            ("c2", 'a'),
            ("c7", 'a'),
            ("a5", 'a'),
            ("e5", 'a'),
            ("c6", 'd'),
            ("b5", 'd'),
            ("d5", 'd'),
            ("g3", 'k'),
        ],
        ATTACKERS,
    );
    let m = Move {
        from: sq("c2"),
        to: sq("c5"),
    };
    assert_eq!(pos.move_text(m).to_string(), "c2-c5xb5xd5xc6");
    let after = play(&pos, "c2-c5xb5xd5xc6");
    assert!(after.defenders().is_empty());
}

// ---- Capturing the king ----------------------------------------------------

#[test]
fn king_on_the_throne_needs_four_attackers() {
    let four = build(
        &[("d4", 'k'), ("d5", 'a'), ("c4", 'a'), ("e4", 'a'), ("a3", 'a')],
        ATTACKERS,
    );
    let after = play(&four, "a3-d3");
    assert_eq!(after.king(), None);
    assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)));
    let three = build(
        &[("d4", 'k'), ("d5", 'a'), ("c4", 'a'), ("e4", 'd'), ("a3", 'a')],
        ATTACKERS,
    );
    assert_eq!(play(&three, "a3-d3").king(), Some(sq("d4")));
    let two_sides = build(&[("d4", 'k'), ("d5", 'a'), ("a3", 'a')], ATTACKERS);
    assert_eq!(
        play(&two_sides, "a3-d3").king(),
        Some(sq("d4")),
        "a sandwich is not enough on the throne"
    );
}

#[test]
fn king_beside_the_throne_is_captured_like_a_soldier() {
    let pos = build(&[("d5", 'k'), ("c5", 'a'), ("e7", 'a')], ATTACKERS);
    let after = play(&pos, "e7-e5");
    assert_eq!(after.king(), None);
    assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)));
}

#[test]
fn the_throne_never_counts_against_the_king() {
    let pos = build(&[("d3", 'k'), ("a2", 'a')], ATTACKERS);
    assert_eq!(play(&pos, "a2-d2").king(), Some(sq("d3")));
}

#[test]
fn king_against_an_empty_corner_is_captured() {
    let pos = build(&[("b1", 'k'), ("c6", 'a')], ATTACKERS);
    let after = play(&pos, "c6-c1");
    assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)));
}

#[test]
fn king_between_two_attackers_by_his_own_move_is_safe() {
    let pos = build(&[("b2", 'a'), ("d2", 'a'), ("c6", 'k')], DEFENDERS);
    let after = play(&pos, "c6-c2");
    assert_eq!(after.king(), Some(sq("c2")));
    assert_eq!(after.outcome(), None);
}

// ---- End of the game -------------------------------------------------------

#[test]
fn king_on_a_corner_wins_for_the_defenders() {
    let pos = build(&[("a4", 'k'), ("g6", 'a')], DEFENDERS);
    let after = play(&pos, "a4-a1");
    assert_eq!(after.outcome(), Some(Outcome::Win(DEFENDERS)));
    let mut moves = Vec::new();
    after.legal_moves(&mut moves);
    assert!(moves.is_empty(), "no moves after the end");
}

#[test]
fn a_side_without_legal_moves_loses() {
    let pos = build(
        &[("c1", 'a'), ("b1", 'd'), ("d1", 'd'), ("c5", 'd'), ("f6", 'k')],
        DEFENDERS,
    );
    let after = play(&pos, "c5-c2");
    assert_eq!(
        after.piece_at(sq("c1")),
        Some(Piece::Attacker),
        "the edge does not capture"
    );
    assert_eq!(after.outcome(), Some(Outcome::Win(DEFENDERS)));
}

fn shuffle(rules: Rules) -> Vec<Position> {
    let mut pos = build_with(&[("b2", 'a'), ("f2", 'd'), ("f6", 'k')], ATTACKERS, rules);
    let mut seen = vec![pos.clone()];
    for m in ["b2-b3", "f2-f3", "b3-b2", "f3-f2", "b2-b3", "f2-f3", "b3-b2", "f3-f2"] {
        pos = play(&pos, m);
        seen.push(pos.clone());
    }
    seen
}

#[test]
fn third_repetition_wins_for_the_mover_by_default() {
    let seen = shuffle(Rules::default());
    assert_eq!(seen[4].repetitions(), 2);
    assert_eq!(seen[7].outcome(), None);
    assert_eq!(seen[8].repetitions(), 3);
    assert_eq!(
        seen[8].outcome(),
        Some(Outcome::Win(DEFENDERS)),
        "defenders made the third occurrence"
    );
}

#[test]
fn third_repetition_loses_for_the_mover_as_an_option() {
    let seen = shuffle(Rules::with_repetition(RepetitionRule::MoverLoses));
    assert_eq!(seen[8].outcome(), Some(Outcome::Win(ATTACKERS)));
}

#[test]
fn third_repetition_draws_as_an_option() {
    let seen = shuffle(Rules::with_repetition(RepetitionRule::Draw));
    assert_eq!(seen[7].outcome(), None);
    assert_eq!(seen[8].outcome(), Some(Outcome::Draw));
}

#[test]
fn repetition_not_enforced_lets_the_game_go_on() {
    let seen = shuffle(Rules::with_repetition(RepetitionRule::NotEnforced));
    assert_eq!(seen[8].outcome(), None);
}

#[test]
fn a_capture_starts_the_repetition_count_afresh() {
    let pos = build(&[("c7", 'a'), ("e5", 'a'), ("d5", 'd'), ("g3", 'k')], ATTACKERS);
    let pos = play(&pos, "c7-c6");
    let pos = play(&pos, "g3-g2");
    let pos = play(&pos, "c6-c7");
    let pos = play(&pos, "g2-g3");
    assert_eq!(pos.repetitions(), 2);
    let pos = play(&pos, "c7-c5xd5");
    assert_eq!(pos.repetitions(), 1);
}

#[test]
fn same_placement_with_the_other_side_to_move_is_another_position() {
    let seen = shuffle(Rules::default());
    // After an odd number of plies the side to move differs from the start.
    for (i, p) in seen.iter().enumerate().skip(1).step_by(2) {
        assert!(!p.placement_eq(&seen[0]), "ply {i}");
    }
}

// ---- Consistency on many positions ------------------------------------------

#[test]
fn generated_moves_agree_with_destinations_and_play() {
    let mut moves = Vec::new();
    for pos in common::random_positions(300, 80, 31) {
        pos.legal_moves(&mut moves);
        let from_dests: usize = Square::all().map(|s| pos.destinations(s).count() as usize).sum();
        assert_eq!(moves.len(), from_dests, "{pos}");
        for &m in &moves {
            assert!(pos.is_legal(m));
            assert!(pos.clone().play(m).is_ok());
        }
        assert_eq!(
            moves.is_empty(),
            pos.outcome().is_some(),
            "no moves exactly when the game is over: {pos}"
        );
    }
}

#[test]
fn the_incremental_hash_matches_a_fresh_one() {
    for pos in common::random_positions(300, 80, 32) {
        if pos.king().is_none() || pos.repetitions() != 1 {
            continue;
        }
        let fresh = Position::from_setup(&pos.setup(), Rules::default()).unwrap();
        assert_eq!(pos.hash_key(), fresh.hash_key(), "{pos}");
    }
}

// ---- What the evaluation reads ----------------------------------------------

#[test]
fn reach_and_pieces_in_danger() {
    // The attacker on c3 has a defender on c4 above it and an empty c2 below,
    // which the defender on f2 can slide to: it is in danger. The attacker on
    // f6 has nothing hostile beside it.
    let pos = build(
        &[("c3", 'a'), ("c4", 'd'), ("f2", 'd'), ("f6", 'a'), ("e5", 'k')],
        ATTACKERS,
    );
    let defenders_reach = pos.reach_of(DEFENDERS);
    assert!(defenders_reach.contains(sq("c2")));
    assert!(!defenders_reach.contains(sq("a1")), "a soldier never stops on a corner");
    assert!(
        defenders_reach.contains(sq("e7")),
        "the king's squares count for his side"
    );
    assert_eq!(pos.in_danger(ATTACKERS, defenders_reach), squares(&["c3"]));
    // With c2 out of reach (the defender gone), nothing is in danger.
    let pos = build(&[("c3", 'a'), ("c4", 'd'), ("f6", 'a'), ("e5", 'k')], ATTACKERS);
    assert_eq!(pos.in_danger(ATTACKERS, pos.reach_of(DEFENDERS)), Bitboard::EMPTY);
    // Next to an empty corner (hostile), with the king able to reach the other
    // side: g6 with g7 empty and g5 in the king's reach.
    let pos = build(&[("g6", 'a'), ("e5", 'k')], ATTACKERS);
    assert_eq!(pos.in_danger(ATTACKERS, pos.reach_of(DEFENDERS)), squares(&["g6"]));
    // An empty corner is hostile: a defender on b1 with an attacker able to
    // reach c1 is in danger.
    let pos = build(&[("b1", 'd'), ("c5", 'a'), ("e5", 'k')], DEFENDERS);
    assert_eq!(pos.in_danger(DEFENDERS, pos.reach_of(ATTACKERS)), squares(&["b1"]));
}

#[test]
fn the_evaluation_counts_the_kings_escape_routes_and_edge_lines() {
    use abstrakta_engine::brandubh::Eval;
    // The king on c3 reaches c1 and a3 on edges, from each of which a corner is
    // open: two routes, and every edge square he reaches counts for the edge term.
    let pos = build(&[("c3", 'k'), ("g6", 'a')], ATTACKERS);
    let only = |route: i32, edge: i32| Eval {
        attacker: 0,
        defender: 0,
        king_contact: 0,
        king_corner_distance: 0,
        king_open_corner: 0,
        king_mobility: 0,
        corner_guard: 0,
        king_escape_route: route,
        king_edge: edge,
        attacker_in_danger: 0,
        defender_in_danger: 0,
        quiescence: 0,
    };
    let edges = pos
        .king_reach()
        .filter(|s| s.file() == 0 || s.file() == 6 || s.rank() == 0 || s.rank() == 6)
        .count();
    assert_eq!(edges, 4, "c1, c7, a3 and g3");
    assert_eq!(only(0, 1).attackers_view(&pos), -(edges as i32));
    // c1 (a1 and g1 open), c7 (a7 open, g7 too), a3 and g3: all four are routes,
    // but the attacker on g6 blocks g3-g7 and not g3-g1.
    assert_eq!(only(1, 0).attackers_view(&pos), -4);
    // Block c1's both ways and c7's: b1, d1, b7, d7 taken by attackers.
    let blocked = build(
        &[("c3", 'k'), ("b1", 'a'), ("d1", 'a'), ("b7", 'a'), ("d7", 'a')],
        ATTACKERS,
    );
    assert_eq!(only(1, 0).attackers_view(&blocked), -2, "a3 and g3 remain");
}

#[test]
fn the_king_seeing_a_corner_threatens_and_only_moves_that_stop_it_are_followed() {
    use abstrakta_engine::brandubh::Eval;
    use abstrakta_engine::search::Evaluator;
    let eval = Eval::default();
    let noisy = |pos: &Position| {
        let mut out = Vec::new();
        eval.noisy_moves(pos, &mut out);
        out
    };
    // Off the edges the king sees no corner.
    assert!(!eval.threatened(&build(&[("c3", 'k'), ("e5", 'a')], ATTACKERS)));
    // On c1 he sees a1 and g1: a threat when the attackers are to move, none when
    // it is the defenders' turn (they simply win).
    let pieces = [("c1", 'k'), ("e5", 'a'), ("b4", 'a'), ("f6", 'd')];
    let open = build(&pieces, ATTACKERS);
    assert!(eval.threatened(&open));
    assert!(!eval.threatened(&build(&pieces, DEFENDERS)));
    // b4-b1 closes a1 and e5-e1 closes g1, but no move closes both.
    assert_eq!(noisy(&open), Vec::new());
    // With d1 taken he sees a1 only; b2-b1 closes it (and captures him between
    // b1 and d1), and nothing else does.
    let one = build(
        &[("c1", 'k'), ("d1", 'a'), ("b2", 'a'), ("f3", 'a'), ("b6", 'a')],
        ATTACKERS,
    );
    assert!(eval.threatened(&one));
    assert_eq!(
        noisy(&one),
        vec![Move {
            from: sq("b2"),
            to: sq("b1")
        }]
    );
    // The noisy moves under a threat are exactly the legal moves after which the
    // king sees no corner (or is gone), checked by playing each one.
    let sees = |pos: &Position| pos.king_reach().any(|s| s.is_corner());
    for pos in [open, one] {
        let mut all = Vec::new();
        pos.legal_moves(&mut all);
        let stopping: Vec<Move> = all
            .into_iter()
            .filter(|&m| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                !sees(&after)
            })
            .collect();
        assert_eq!(noisy(&pos), stopping, "{pos}");
    }
    // The hint's reason: a king move to where he sees a corner threatens; other
    // moves, and a move that wins at once, do not.
    use abstrakta_engine::Registered;
    let mv = |from: &str, to: &str| Move {
        from: sq(from),
        to: sq(to),
    };
    let quiet = build(&[("d4", 'k'), ("c1", 'a'), ("a5", 'a'), ("g5", 'a')], DEFENDERS);
    assert!(quiet.threatens(mv("d4", "d1")));
    assert!(!quiet.threatens(mv("d4", "d2")));
    let corner = build(&[("c1", 'k'), ("e5", 'a')], DEFENDERS);
    assert!(!corner.threatens(mv("c1", "a1")), "the game is over");
    // The defenders' noisy moves include the king's moves to an edge square from
    // which a corner is open (threats), and not his other quiet moves.
    let king_moves: Vec<Square> = noisy(&quiet)
        .iter()
        .filter(|m| m.from == sq("d4"))
        .map(|m| m.to)
        .collect();
    assert_eq!(
        king_moves.iter().copied().collect::<Bitboard>(),
        squares(&["d7", "d1", "a4", "g4"]),
        "d1 sees g1 past c1's block of a1; a4 sees a1 under a5; g4 sees g1"
    );
}
