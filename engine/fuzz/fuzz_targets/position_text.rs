//! Position text of every game: parsing never panics, and what is accepted prints
//! back to a text that reads the same.
#![no_main]

use abstrakta_engine::{GameKind, GameVisitor, Registered};
use libfuzzer_sys::fuzz_target;

struct RoundTrip<'a>(&'a str);

impl GameVisitor for RoundTrip<'_> {
    type Output = ();
    fn visit<G: Registered>(self) {
        let rules = G::Rules::default();
        if let Ok(pos) = G::from_text(self.0, &rules) {
            let printed = pos.to_text();
            let again =
                G::from_text(&printed, &rules).unwrap_or_else(|e| panic!("{printed:?} does not read back: {e}"));
            assert_eq!(again.to_text(), printed);
        }
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        for kind in GameKind::ALL {
            kind.visit(RoundTrip(text));
        }
    }
});
