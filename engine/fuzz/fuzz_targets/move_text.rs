//! Move text of every game, read in a position reached by the first bytes (a
//! random legal playout): parsing never panics; what is accepted is legal, and
//! its notation reads back to the same move.
#![no_main]

use abstrakta_engine::{live, GameKind, GameVisitor, Registered, SplitMix64};
use libfuzzer_sys::fuzz_target;

struct ReadMove<'a> {
    seed: u64,
    plies: u8,
    text: &'a str,
}

impl GameVisitor for ReadMove<'_> {
    type Output = ();
    fn visit<G: Registered>(self) {
        let mut rng = SplitMix64::new(self.seed);
        let mut pos = live(G::new(&G::Rules::default()));
        let mut moves = Vec::new();
        for _ in 0..self.plies {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            pos = live(pos);
        }
        if let Ok(m) = pos.parse_move(self.text) {
            assert!(pos.is_legal(m), "{:?} parsed to an illegal move", self.text);
            let printed = pos.move_to_text(m);
            assert_eq!(pos.parse_move(&printed).ok(), Some(m), "{printed:?}");
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 9 {
        return;
    }
    let seed = u64::from_le_bytes(data[..8].try_into().expect("8 bytes"));
    let plies = data[8] % 80;
    if let Ok(text) = std::str::from_utf8(&data[9..]) {
        for kind in GameKind::ALL {
            kind.visit(ReadMove { seed, plies, text });
        }
    }
});
