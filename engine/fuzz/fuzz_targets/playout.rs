//! Random legal playouts steered by the fuzzer's bytes (each byte picks a move),
//! checking the invariants after every move: every generated move passes the
//! checked `play` with the same result as `play_unchecked`; an outcome comes
//! exactly when no move is left; the incremental hash equals the hash of the
//! position read back from its text (at its first occurrence); replaying the
//! notation from the start reaches the same position.
#![no_main]

use std::collections::HashSet;

use abstrakta_engine::{live, GameKind, GameVisitor, Registered};
use libfuzzer_sys::fuzz_target;

struct Playout<'a>(&'a [u8]);

impl GameVisitor for Playout<'_> {
    type Output = ();
    fn visit<G: Registered>(self) {
        let rules = G::Rules::default();
        let start = G::new(&rules);
        let mut pos = start.clone();
        let mut seen = HashSet::from([start.to_text()]);
        let mut played = Vec::new();
        let mut moves = Vec::new();
        for &byte in self.0 {
            pos = live(pos);
            pos.legal_moves(&mut moves);
            assert_eq!(pos.outcome().is_some(), moves.is_empty(), "{}", pos.to_text());
            if moves.is_empty() {
                break;
            }
            let m = moves[usize::from(byte) % moves.len()];
            let checked = pos
                .clone()
                .play(m)
                .unwrap_or_else(|_| panic!("a generated move was refused"));
            played.push(pos.move_to_text(m));
            pos.play_unchecked(m);
            assert_eq!(checked.hash_key(), pos.hash_key());
            if pos.outcome().is_none() && seen.insert(pos.to_text()) {
                let reread = G::from_text(&pos.to_text(), &rules).expect("a running position reads back");
                assert_eq!(reread.hash_key(), pos.hash_key(), "{}", pos.to_text());
            }
        }
        let mut replay = start;
        for text in &played {
            replay = live(replay);
            let m = replay.parse_move(text).expect("a played move reads back");
            replay = replay.play(m).unwrap_or_else(|_| panic!("a replayed move was refused"));
        }
        assert_eq!(replay.to_text(), pos.to_text());
    }
}

fuzz_target!(|data: &[u8]| {
    if let Some((&game, steps)) = data.split_first() {
        GameKind::ALL[usize::from(game) % GameKind::ALL.len()].visit(Playout(steps));
    }
});
