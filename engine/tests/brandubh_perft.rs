//! Move-path counts from `tests/data/brandubh.perft`.

mod common;

#[test]
fn perft_table() {
    let checked = common::perft_table::check_table::<abstrakta_engine::brandubh::Position>(
        include_str!("data/brandubh.perft"),
        u64::MAX,
    );
    assert!(checked >= 39, "only {checked} counts checked");
}
