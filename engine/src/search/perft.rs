//! Move-path counting, the standard check of a move generator.

use alloc::vec::Vec;

use crate::game::Game;

/// The number of move sequences of exactly `depth` plies from `pos`; a finished
/// game is a leaf (it counts once at depth 0 and has no moves).
///
/// Counts are `u64` on every target.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::new()).collect();
    count(pos, depth, &mut buffers)
}

fn count<G: Game>(pos: &G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (buf, rest) = buffers.split_first_mut().expect("one buffer per ply");
    pos.legal_moves(buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let mut total = 0;
    for &m in buf.iter() {
        let mut child = pos.clone();
        child.play_unchecked(m);
        total += count(&child, depth - 1, rest);
    }
    total
}
