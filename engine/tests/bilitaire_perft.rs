//! Move-path counts from `tests/data/bilitaire.perft`, under each chain rule.

mod common;

#[test]
fn perft_table() {
    let checked = common::perft_table::check_table::<abstrakta_engine::bilitaire::Position>(
        include_str!("data/bilitaire.perft"),
        u64::MAX,
    );
    assert!(checked >= 11, "only {checked} counts checked");
}
