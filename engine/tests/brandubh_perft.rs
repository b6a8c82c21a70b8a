//! Move-path counts from `tests/data/brandubh.perft`.

use abstrakta_engine::brandubh::{Position, Rules, Setup};
use abstrakta_engine::perft;

#[test]
fn perft_table() {
    let table = include_str!("data/brandubh.perft");
    let mut pos = None;
    let mut checked = 0;
    for line in table
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        if let Some(text) = line.strip_prefix("position ") {
            let setup: Setup = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            pos = Some(Position::from_setup(&setup, Rules::default()).unwrap());
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, count) = rest.split_once(' ').unwrap();
            let pos = pos.as_ref().expect("a position before perft lines");
            assert_eq!(
                perft(pos, depth.parse().unwrap()),
                count.parse::<u64>().unwrap(),
                "{pos:?} depth {depth}"
            );
            checked += 1;
        } else {
            panic!("unknown line {line:?}");
        }
    }
    assert!(checked >= 7, "only {checked} counts checked");
}
