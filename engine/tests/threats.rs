//! The "show threats" aid: what the side not to move could do at once, for
//! each game, on hand-built positions.

mod common;

use abstrakta_engine::{bilitaire, threats, thud, topquark, Game, Notation, Side, Threats};
use common::build;

/// The threats of `pos` as `(notation, wins, takes)`, in the order given.
fn listed<G: Threats + Notation>(pos: &G) -> Vec<(String, bool, u32)> {
    let (passed, found) = threats(pos).expect("threats are looked for");
    assert_eq!(
        passed.turn(),
        pos.turn().other(),
        "the other side moves in the passed position"
    );
    found
        .iter()
        .map(|t| (passed.move_to_text(t.mv), t.wins, t.takes))
        .collect()
}

#[test]
fn brandubh_king_routes_to_a_corner_and_captures() {
    // The attackers to move; the king on a3 runs to a1 or a7, and the defender
    // on d6 takes the attacker on e5 against the defender on f5.
    let pos = build(
        &[("a3", 'k'), ("e5", 'a'), ("f5", 'd'), ("d6", 'd'), ("g2", 'a')],
        Side::First,
    );
    let found = listed(&pos);
    let mut wins: Vec<&str> = found.iter().filter(|t| t.1).map(|t| t.0.as_str()).collect();
    wins.sort_unstable();
    assert_eq!(wins, ["a3-a1", "a3-a7"], "{found:?}");
    assert!(found.contains(&("d6-d5xe5".into(), false, 1)), "{found:?}");
    // The armed king takes the attacker on g2 against the corner.
    assert!(found.contains(&("a3-g3xg2".into(), false, 1)), "{found:?}");
    assert!(found.iter().all(|t| t.1 || t.2 > 0), "only moves that win or take");
    // Wins come first.
    assert!(found[0].1 && found[1].1 && !found[2].1);
    // With the corners blocked by its own side's pieces nothing wins.
    let blocked = build(
        &[("a3", 'k'), ("a2", 'd'), ("a4", 'd'), ("g6", 'a'), ("g2", 'a')],
        Side::First,
    );
    assert!(listed(&blocked).iter().all(|t| !t.1), "{:?}", listed(&blocked));
}

#[test]
fn brandubh_attackers_threats_on_the_defenders_turn() {
    // The defenders to move: the attacker on g3 can take the defender on e3
    // against the attacker on d3 by moving to f3.
    let pos = build(&[("d3", 'a'), ("e3", 'd'), ("f1", 'a'), ("b6", 'k')], Side::Second);
    let found = listed(&pos);
    assert!(found.contains(&("f1-f3xe3".into(), false, 1)), "{found:?}");
    // A finished game has none.
    let over = build(&[("a1", 'k'), ("d3", 'a')], Side::First);
    assert!(over.outcome().is_some());
    assert!(threats(&over).is_none());
}

/// A Thud board of the start's shape with `row9` as its ninth row from the
/// top (15 cells) and nothing else but the Thudstone.
fn thud_board(row9: &str, turn: &str) -> thud::Position {
    let text = format!("5/7/9/11/13/15/15/7o7/{row9}/15/13/11/9/7/5 {turn} 1 +0");
    thud::Position::from_text(&text, &thud::Rules::default()).unwrap()
}

#[test]
fn thud_a_troll_can_take_a_dwarf_and_a_dwarf_can_hurl() {
    let dwarfs_to_move = thud_board("5Td8", "d");
    let found = listed(&dwarfs_to_move);
    assert!(!found.is_empty());
    assert!(found.iter().all(|t| !t.1 && t.2 == 1), "{found:?}");
    let trolls_to_move = thud_board("5Td8", "t");
    let found = listed(&trolls_to_move);
    assert_eq!(found.len(), 1, "the hurl onto the troll: {found:?}");
    assert_eq!(found[0].2, 1);
    // Apart, neither threatens the other.
    assert!(listed(&thud_board("1T11d1", "d")).is_empty());
    assert!(listed(&thud_board("1T11d1", "t")).is_empty());
}

fn topquark(rank1: &str, rank2: &str, tail: &str) -> topquark::Position {
    let text = format!("--.......--/-.........-/.........../.........../.........../{rank2}/{rank1} {tail}");
    topquark::Position::from_text(&text, &topquark::Rules::default()).unwrap()
}

#[test]
fn topquark_the_ball_black_can_take_this_round() {
    // White to move in round 1: Black's ball on f2 leaves by its exit south
    // onto White's ball on f1.
    let pos = topquark("--w..w...--", "-....b....-", "w 1 0-0");
    assert_eq!(listed(&pos), [("f2-f1x".into(), false, 1)]);
    // With two balls taken already, the third wins.
    let pos = topquark("--w..w...--", "-....b....-", "w 1 0-2");
    assert_eq!(listed(&pos), [("f2-f1x".into(), true, 1)]);
    // Black to move in round 1: White's next move is of two steps, in round
    // 2: f1's ball cannot take f2's (it leaves by east or west), but c1's two
    // steps leave Black's only ball blocked behind f1, and a blocked side loses.
    let pos = topquark("--w..w...--", "-....b....-", "b 1 0-0");
    let (passed, _) = threats(&pos).unwrap();
    assert_eq!(passed.to_text().split(' ').nth(2), Some("2"), "the counter moved on");
    assert_eq!(listed(&pos), [("c1-d2".into(), true, 0), ("c1-b2".into(), true, 0)]);
}

#[test]
fn bilitaire_the_longest_chains_on_the_pushers_turn() {
    let start = bilitaire::Position::new(&bilitaire::Rules::default());
    // The jumper's turn (the opening removal) shows nothing.
    assert!(threats(&start).is_none());
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let mut pos = start.clone();
    pos.play_unchecked(moves[20]);
    assert_eq!(pos.turn(), bilitaire::PUSHER);
    let found = listed(&pos);
    assert!(!found.is_empty());
    let longest = found[0].2;
    assert!(found.iter().all(|t| t.2 == longest && !t.1), "{found:?}");
    // The jumper's own threats: none; the pusher takes nothing.
    let mut after = pos.clone();
    let mut replies = Vec::new();
    after.legal_moves(&mut replies);
    after.play_unchecked(replies[0]);
    assert!(threats(&after).is_none());
    // Later, a chain of two is found where the board offers one: every chain
    // listed is as long as the longest one.
    for _ in 0..6 {
        pos.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[moves.len() / 2]);
        if pos.turn() == bilitaire::PUSHER {
            if let Some((passed, found)) = threats(&pos) {
                passed.legal_moves(&mut replies);
                let most = replies.iter().map(|&m| passed.takes(m)).max().unwrap_or(0);
                assert!(found.iter().all(|t| t.takes == most));
            }
        }
    }
}

#[test]
fn a_battle_ended_by_agreement_has_no_threats() {
    let mut pos = thud::Position::new(&Default::default());
    assert!(threats(&pos).is_some_and(|(_, f)| f.is_empty()), "none at the start");
    pos.play_unchecked(thud::Move::Propose);
    pos.play_unchecked(thud::Move::Accept);
    assert!(pos.outcome().is_some());
    assert!(threats(&pos).is_none());
}
