//! The Top Quark board compiled in by the build script (`data/topquark-board.json`,
//! checked there): the cells' exits, the start squares, and every path of 1 to 6
//! steps from every cell.

use super::board::BoardData;

include!(concat!(env!("OUT_DIR"), "/topquark_board.rs"));

/// The paths of `k` steps (1 to 6) from cell `from`, from the tables built with
/// the board: the hollows each passes through, and the one it ends on. None for
/// another count (the counter only runs from 1 to 6).
pub(super) fn paths_from(from: u8, k: u8) -> &'static [(u128, u8)] {
    let Some(&(start, len)) = PATH_SPANS
        .get(usize::from(from))
        .and_then(|spans| spans.get(usize::from(k.wrapping_sub(1))))
    else {
        return &[];
    };
    &PATHS[usize::from(start)..usize::from(start) + usize::from(len)]
}
