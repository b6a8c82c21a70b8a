//! Move-path counts from `tests/data/topquark.perft`.

mod common;

#[test]
fn perft_table() {
    let checked = common::perft_table::check_table::<abstrakta_engine::topquark::Position>(
        include_str!("data/topquark.perft"),
        u64::MAX,
    );
    assert!(checked >= 7, "only {checked} counts checked");
}
