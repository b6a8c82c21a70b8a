//! The transposition table a computer player keeps across the moves of a game.

use super::limits::{Features, Limits};
use super::tt::{self, Table};
use crate::game::Game;

/// What a computer player keeps from one search to the next within a game: the
/// transposition table, so that a search starts from what the previous ones
/// learned instead of an empty table (and no table is allocated per move).
///
/// A search with a memory depends on the searches made with it before; with a
/// fresh memory (what [`search()`](super::search()) and [`think`](super::think)
/// use) it depends only on its position, limits and seed.
#[derive(Debug)]
pub struct Memory<M> {
    pub(super) table: Option<Table<M>>,
}

impl<M: Copy> Memory<M> {
    /// An empty memory (its table is allocated by the first search).
    #[must_use]
    pub const fn new() -> Self {
        Memory { table: None }
    }

    /// Forgets everything (a new game), keeping the table's allocation.
    pub fn clear(&mut self) {
        if let Some(table) = &mut self.table {
            table.clear();
        }
    }

    /// The table for a search within `limits`: the kept one when its size fits
    /// (emptied first unless `limits` keep its contents), else a new one.
    pub(super) fn take(&mut self, limits: &Limits) -> Table<M> {
        match self.table.take() {
            Some(mut table) if table.len() == tt::entries_for_budget(limits.max_nodes) => {
                if !limits.features.has(Features::MEMORY) {
                    table.clear();
                }
                table
            }
            _ => Table::for_budget(limits.max_nodes),
        }
    }
}

impl<M: Copy> Default for Memory<M> {
    fn default() -> Self {
        Memory::new()
    }
}

/// Bytes of the transposition table that a search of game `G` within `limits`
/// allocates (the bulk of its memory).
#[must_use]
pub fn table_bytes<G: Game>(limits: &Limits) -> u64 {
    tt::entries_for_budget(limits.max_nodes) * core::mem::size_of::<Option<tt::Entry<G::Move>>>() as u64
}
