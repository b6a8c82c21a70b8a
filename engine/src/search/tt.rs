//! A fixed-size transposition table.

use alloc::vec;
use alloc::vec::Vec;

use super::score::{Score, DECISIVE};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(super) struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: Score,
    pub depth: u8,
    pub bound: Bound,
}

/// Always-replace table indexed by the low bits of the key; the whole key is kept
/// to reject collisions.
#[derive(Debug)]
pub(super) struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: u64,
}

/// Entries of the table for a search of `max_nodes`: between 2^10 and 2^19.
pub(super) fn entries_for_budget(max_nodes: u64) -> u64 {
    max_nodes.clamp(1 << 10, 1 << 19).next_power_of_two()
}

impl<M: Copy> Table<M> {
    /// A table sized for a search of `max_nodes`.
    pub fn for_budget(max_nodes: u64) -> Self {
        let size = entries_for_budget(max_nodes);
        Table {
            entries: vec![None; size as usize],
            mask: size - 1,
        }
    }

    /// Its number of entries.
    pub fn len(&self) -> u64 {
        self.entries.len() as u64
    }

    /// Empties every entry.
    pub fn clear(&mut self) {
        self.entries.fill(None);
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[(key & self.mask) as usize].filter(|e| e.key == key)
    }

    pub fn store(&mut self, key: u64, best: Option<M>, score: Score, depth: u8, bound: Bound) {
        let slot = &mut self.entries[(key & self.mask) as usize];
        if let Some(old) = slot {
            if old.key == key && old.depth > depth {
                return;
            }
        }
        *slot = Some(Entry {
            key,
            best,
            score,
            depth,
            bound,
        });
    }
}

/// Win and loss scores are stored relative to the node, not the root.
pub(super) fn score_to_table(score: Score, ply: usize) -> Score {
    if score >= DECISIVE {
        score + ply as Score
    } else if score <= -DECISIVE {
        score - ply as Score
    } else {
        score
    }
}

pub(super) fn score_from_table(score: Score, ply: usize) -> Score {
    if score >= DECISIVE {
        score - ply as Score
    } else if score <= -DECISIVE {
        score + ply as Score
    } else {
        score
    }
}
