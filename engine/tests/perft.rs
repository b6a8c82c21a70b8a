//! Move-path counts of every game from `tests/data/<game>.perft` (Thud's under
//! each capture rule, Bi-litaire's under each chain rule).

mod common;

use abstrakta_engine::{bilitaire, brandubh, thud, topquark, Registered};

/// Checks every count of `table` for `G`, and that at least `at_least` were checked.
fn check<G: Registered>(table: &str, at_least: usize) {
    let checked = common::perft_table::check_table::<G>(table, u64::MAX);
    assert!(checked >= at_least, "only {checked} counts checked");
}

#[test]
fn every_game_s_table() {
    check::<thud::Position>(include_str!("data/thud.perft"), 12);
    check::<brandubh::Position>(include_str!("data/brandubh.perft"), 39);
    check::<bilitaire::Position>(include_str!("data/bilitaire.perft"), 11);
    check::<topquark::Position>(include_str!("data/topquark.perft"), 7);
}
