//! Move-path counts from `tests/data/thud.perft`, under each capture rule.

mod common;

#[test]
fn perft_table() {
    let checked =
        common::perft_table::check_table::<abstrakta_engine::thud::Position>(include_str!("data/thud.perft"), u64::MAX);
    assert!(checked >= 12, "only {checked} counts checked");
}
