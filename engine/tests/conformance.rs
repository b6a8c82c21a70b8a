//! The conformance kit: the `Game` trait's contract, checked for every game in the
//! registry on positions reached by seeded random play (across rounds).
//!
//! - generated moves ⇔ `play`; offers are legal too; sides alternate;
//! - move notation and position text round-trip (the text of every running position);
//! - the incremental hash equals the hash of the same position read from text;
//! - an outcome ⇔ no legal move; a scored game's margin agrees with its outcome;
//! - a finished round leads to the next one with the totals carried.

use std::collections::HashSet;

use abstrakta_engine::{
    live, round_value, seat_a_total, side_in_round, GameKind, GameVisitor, Outcome, Registered, Side, SplitMix64,
};

/// Positions of `G` from seeded random play: `walks` games of up to `plies` plies,
/// each stopping before a position repeats (the text format has no history).
fn random_positions<G: Registered>(walks: usize, plies: usize, seed: u64) -> Vec<G> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    let mut offers = Vec::new();
    for _ in 0..walks {
        let mut pos = G::new(&G::Rules::default());
        let mut seen = HashSet::new();
        for _ in 0..plies {
            if !seen.insert(pos.to_text()) {
                break;
            }
            out.push(pos.clone());
            pos = live(pos);
            pos.legal_moves(&mut moves);
            pos.offers(&mut offers);
            if moves.is_empty() {
                break;
            }
            // Now and then an offer, so that its answers are exercised too.
            let m = if !offers.is_empty() && rng.below(12) == 0 {
                offers[0]
            } else {
                // Prefer captures sometimes, so that games reach their ends.
                moves[rng.below(moves.len() as u64) as usize]
            };
            pos.play_unchecked(m);
        }
        if !seen.contains(&pos.to_text()) {
            out.push(pos);
        }
    }
    out
}

struct Conformance;

impl GameVisitor for Conformance {
    type Output = usize;
    fn visit<G: Registered>(self) -> usize {
        let kind = G::KIND;
        let mut checked = 0;
        let mut moves = Vec::new();
        let mut offers = Vec::new();
        let mut rounds_crossed = 0;
        let mut ended = 0;
        for pos in random_positions::<G>(12, 260, 77) {
            pos.legal_moves(&mut moves);
            pos.offers(&mut offers);
            // An outcome exactly when there is no move.
            assert_eq!(pos.outcome().is_some(), moves.is_empty(), "{kind}: {pos:?}");
            if pos.outcome().is_some() {
                ended += 1;
                assert!(offers.is_empty(), "{kind}: no offers after the end");
                let value = round_value(&pos).unwrap();
                match pos.outcome().unwrap() {
                    Outcome::Win(Side::First) => assert!(value > 0, "{kind}: {pos:?}"),
                    Outcome::Win(Side::Second) => assert!(value < 0, "{kind}: {pos:?}"),
                    Outcome::Draw => assert_eq!(value, 0, "{kind}: {pos:?}"),
                }
                let info = pos.round_info();
                match pos.next_round() {
                    Some(next) => {
                        rounds_crossed += 1;
                        assert_eq!(next.round_info().round, info.round + 1);
                        assert_eq!(next.round_info().carried, seat_a_total(&pos));
                        assert!(next.outcome().is_none());
                    }
                    None => assert_eq!(info.round, G::ROUNDS, "{kind}: the last round ends the match"),
                }
            }
            // Position text round trip and a fresh hash equal to the incremental one.
            // (A finished game may be one the format cannot write, as Brandubh's
            // captured king; a running one always can.)
            let text = pos.to_text();
            match G::from_text(&text, pos.rules()) {
                Ok(back) => {
                    assert_eq!(back.to_text(), text);
                    assert_eq!(back.hash_key(), pos.hash_key(), "{kind}: {text}");
                    assert_eq!(back.round_info(), pos.round_info());
                }
                Err(e) => assert!(pos.outcome().is_some(), "{kind}: {text}: {e}"),
            }
            // Every generated move and offer: play accepts it, does what the
            // unchecked path does, sides alternate, notation round-trips.
            for &m in moves.iter().chain(offers.iter()) {
                let text = pos.move_to_text(m);
                assert_eq!(pos.parse_move(&text).ok(), Some(m), "{kind}: {text} in {pos:?}");
                let checked_play = pos.clone().play(m).unwrap_or_else(|_| panic!("{kind}: {text} refused"));
                let mut unchecked = pos.clone();
                unchecked.play_unchecked(m);
                assert_eq!(checked_play.to_text(), unchecked.to_text());
                assert_eq!(checked_play.hash_key(), unchecked.hash_key());
                assert_eq!(checked_play.turn(), pos.turn().other(), "{kind}: sides alternate");
                checked += 1;
            }
            // A move of another position is refused, and the position handed back.
            if let Some(&m) = moves.first() {
                let mut after = pos.clone();
                after.play_unchecked(m);
                if after.outcome().is_none() && !after.is_legal(m) {
                    let err = after.clone().play(m).unwrap_err();
                    assert_eq!(err.position.to_text(), after.to_text());
                }
            }
            // Seat A's side in each round.
            assert_eq!(side_in_round(Side::First, 1), Side::First);
            assert_eq!(side_in_round(Side::First, 2), Side::Second);
        }
        assert!(ended > 0, "{kind}: some random game should end");
        if G::ROUNDS > 1 {
            assert!(rounds_crossed > 0, "{kind}: some random game should reach round 2");
        }
        checked
    }
}

#[test]
fn every_registered_game_keeps_the_contract() {
    for kind in GameKind::ALL {
        let checked = kind.visit(Conformance);
        assert!(checked > 1000, "{kind}: only {checked} moves checked");
    }
}
