//! Property tests (proptest, a bounded number of cases in every test run) for
//! every registered game:
//!
//! - no text, however hostile, makes a position or move parser panic; what a
//!   parser accepts prints back to text it reads the same way (records too);
//! - random legal playouts keep the invariants: every generated move passes the
//!   checked `play` and gives the position `play_unchecked` gives, the hash kept
//!   incrementally equals the hash of the position read back from its text (at
//!   its first occurrence: the hash also counts repetitions), an
//!   outcome comes exactly when there is no legal move, and replaying the moves
//!   from the start, or from the game's record printed and read back, reaches
//!   the exact same position.

use abstrakta_engine::{live, GameKind, GameVisitor, Record, Registered, SplitMix64};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};

/// Text close to the games' notations (where parsers have the most paths), and
/// any text at all.
fn texts() -> impl Strategy<Value = String> {
    prop_oneof![
        "[a-pA-P0-9/+\\-x*=.:o dtTjpwbk]{0,60}",
        "[a-k1-9][1-9]?-[a-k1-9][1-9]?(x[a-k1-9][1-9]?){0,3}",
        any::<String>(),
    ]
}

fn check_texts<G: Registered>(text: &str) -> Result<(), TestCaseError> {
    let rules = G::Rules::default();
    if let Ok(pos) = G::from_text(text, &rules) {
        let printed = pos.to_text();
        let again = G::from_text(&printed, &rules).map_err(|e| TestCaseError::fail(format!("{printed}: {e}")))?;
        prop_assert_eq!(again.to_text(), printed);
    }
    let record = Record::parse(text);
    prop_assert_eq!(Record::parse(&record.to_string()), record.clone());
    let _ = abstrakta_engine::replay::<G>(&record, &rules);
    let start = live(G::new(&rules));
    if let Ok(m) = start.parse_move(text) {
        prop_assert!(start.is_legal(m), "{:?} parsed to an illegal move", text);
        let printed = start.move_to_text(m);
        prop_assert_eq!(start.parse_move(&printed).ok(), Some(m));
    }
    Ok(())
}

fn check_playout<G: Registered>(seed: u64, plies: usize) -> Result<(), TestCaseError> {
    let rules = G::Rules::default();
    let mut rng = SplitMix64::new(seed);
    let start = G::new(&rules);
    let mut pos = start.clone();
    let mut played = Vec::new();
    let mut moves = Vec::new();
    let mut seen = std::collections::HashSet::from([start.to_text()]);
    for _ in 0..plies {
        pos = live(pos);
        pos.legal_moves(&mut moves);
        prop_assert_eq!(
            pos.outcome().is_some(),
            moves.is_empty(),
            "an outcome exactly when no move is left"
        );
        if moves.is_empty() {
            break;
        }
        for &m in &moves {
            let checked = pos
                .clone()
                .play(m)
                .map_err(|_| TestCaseError::fail("a generated move was refused"))?;
            let mut unchecked = pos.clone();
            unchecked.play_unchecked(m);
            prop_assert_eq!(checked.hash_key(), unchecked.hash_key());
            prop_assert_eq!(checked.to_text(), unchecked.to_text());
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        played.push(pos.move_to_text(m));
        pos.play_unchecked(m);
        // (A finished position, a captured king for one, is not a start to read;
        // a repeated one hashes its repetitions too, which the text does not keep.)
        if pos.outcome().is_none() && seen.insert(pos.to_text()) {
            let reread = G::from_text(&pos.to_text(), &rules).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(
                reread.hash_key(),
                pos.hash_key(),
                "the incremental hash is the hash of the position"
            );
        }
    }
    // Replaying the moves as text from the start reaches the same position.
    let mut replay = start;
    for text in &played {
        replay = live(replay);
        let m = replay
            .parse_move(text)
            .map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        replay = replay
            .play(m)
            .map_err(|_| TestCaseError::fail("a replayed move was refused"))?;
    }
    prop_assert_eq!(replay.to_text(), pos.to_text());
    // So does the record of the game, printed and read back.
    let record = Record {
        start: None,
        moves: played,
    };
    let reread = Record::parse(&record.to_string());
    prop_assert_eq!(&reread, &record);
    let replayed = abstrakta_engine::replay::<G>(&reread, &rules).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(replayed.to_text(), live(pos).to_text());
    Ok(())
}

struct Properties;

impl GameVisitor for Properties {
    type Output = ();
    fn visit<G: Registered>(self) {
        let mut runner = TestRunner::new(Config {
            cases: 200,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&texts(), |text| check_texts::<G>(&text))
            .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
        let mut runner = TestRunner::new(Config {
            cases: 24,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&(any::<u64>(), 1usize..120), |(seed, plies)| {
                check_playout::<G>(seed, plies)
            })
            .unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
    }
}

#[test]
fn parsers_never_panic_and_playouts_keep_the_invariants_in_every_game() {
    for kind in GameKind::ALL {
        kind.visit(Properties);
    }
}
