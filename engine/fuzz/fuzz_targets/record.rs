//! Record text of every game: reading never panics, what is read prints back to
//! a text that reads the same, and replaying it in each game either refuses it
//! with an error or reaches a position whose text reads back.
#![no_main]

use abstrakta_engine::{replay, GameKind, GameVisitor, Record, Registered};
use libfuzzer_sys::fuzz_target;

struct Replay<'a>(&'a Record);

impl GameVisitor for Replay<'_> {
    type Output = ();
    fn visit<G: Registered>(self) {
        let rules = G::Rules::default();
        if let Ok(pos) = replay::<G>(self.0, &rules) {
            let printed = pos.to_text();
            if let Err(e) = G::from_text(&printed, &rules) {
                panic!("the replayed position {printed:?} does not read back: {e}");
            }
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let record = Record::parse(&text);
    let printed = record.to_string();
    assert_eq!(Record::parse(&printed), record, "{printed:?}");
    for kind in GameKind::ALL {
        kind.visit(Replay(&record));
    }
});
