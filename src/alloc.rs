//! The pages' memory allocator: blocks of a power of two bytes, one free list
//! for each size, never merged.
//!
//! Rust's default allocator on wasm32 (`dlmalloc`) is 7 KB of code in every
//! bundle, about 6.8 KB gzip (`docs/benchmarks.md`). The pages allocate small
//! values again and again (the virtual DOM, strings, a game's positions), for
//! which a block of the next power of two, kept for reuse in a list of its
//! size, is quick and small; what is wasted is at most half of each block, and
//! the memory held is at most the most that each size was ever in use at once.
//! The computer player's worker, which fills large tables, keeps the default.
//!
//! Every block of `2^k` bytes starts at a multiple of `2^k` (for blocks up to
//! 64 KiB, a page of wasm memory; larger blocks start on a page), so a block
//! meets any alignment up to its size; an alignment over a page is refused (a
//! null pointer, as for memory that cannot grow).
//!
//! [`Blocks`] works over any [`Memory`]: the wasm32 memory in a bundle
//! ([`PageMemory`]), a fixed arena in the unit tests.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;

/// Bytes in a page of wasm memory.
pub const PAGE: usize = 1 << 16;

/// The smallest block, 8 bytes: room for the free list's link.
const MIN_SHIFT: u32 = 3;

/// Sizes up to `2^31` bytes.
const CLASSES: usize = 32;

/// Pages taken at a time for small blocks.
const GROW_PAGES: usize = 4;

/// Where [`Blocks`] takes memory from.
pub trait Memory {
    /// Adds `pages` pages and gives the address of the first, or `None` when
    /// no more memory can be had. Pages added by one call are contiguous and
    /// start on a page.
    fn grow(&self, pages: usize) -> Option<usize>;
}

/// The wasm32 linear memory.
#[derive(Debug, Clone, Copy, Default)]
pub struct PageMemory;

#[cfg(target_arch = "wasm32")]
impl Memory for PageMemory {
    fn grow(&self, pages: usize) -> Option<usize> {
        let old = core::arch::wasm32::memory_grow(0, pages);
        (old != usize::MAX).then(|| old * PAGE)
    }
}

/// The allocator of a page's bundle (each `src/bin` but the worker's).
pub type PageAlloc = Blocks<PageMemory>;

/// The free lists and the region small blocks are cut from.
#[derive(Debug)]
struct Heap {
    /// The first free block of each size (`2^k` bytes at index `k`), 0 when none;
    /// each free block holds the address of the next.
    free: [usize; CLASSES],
    /// The start of the region not yet cut into blocks.
    next: usize,
    /// The end of that region.
    end: usize,
}

/// A power-of-two allocator over `M` (see the module's documentation). Not for
/// threads: a bundle's wasm has one.
#[derive(Debug)]
pub struct Blocks<M> {
    heap: UnsafeCell<Heap>,
    memory: M,
}

// SAFETY: the pages' wasm runs on one thread (wasm32 without the atomics
// feature); the unit tests give each allocator to one thread.
unsafe impl<M: Sync> Sync for Blocks<M> {}

/// The size class of a layout: `k` such that a block of `2^k` bytes holds it
/// and is aligned for it, or `None` past the largest class or a page's alignment.
fn class(layout: Layout) -> Option<usize> {
    if layout.align() > PAGE {
        return None;
    }
    let size = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
    let k = size.checked_next_power_of_two()?.trailing_zeros() as usize;
    (k < CLASSES).then_some(k)
}

impl<M: Memory> Blocks<M> {
    /// An allocator that takes its memory from `memory` when first asked.
    pub const fn new(memory: M) -> Self {
        Blocks {
            heap: UnsafeCell::new(Heap {
                free: [0; CLASSES],
                next: 0,
                end: 0,
            }),
            memory,
        }
    }

    /// A block of `2^k` bytes, from its free list or new memory; 0 when none
    /// can be had.
    ///
    /// # Safety
    /// Not called while another call on this allocator runs.
    unsafe fn take(&self, k: usize) -> usize {
        // SAFETY: one call at a time (above), so this is the only reference.
        let heap = unsafe { &mut *self.heap.get() };
        let first = heap.free[k];
        if first != 0 {
            // SAFETY: a free block holds the address of the next one.
            heap.free[k] = unsafe { *(first as *const usize) };
            return first;
        }
        let size = 1usize << k;
        if size >= PAGE {
            return self.memory.grow(size / PAGE).unwrap_or(0);
        }
        let mut start = heap.next.next_multiple_of(size);
        if heap.end == 0 || start + size > heap.end {
            let Some(new) = self.memory.grow(GROW_PAGES) else {
                return 0;
            };
            if new == heap.end {
                // The region goes on where it ended.
                heap.end += GROW_PAGES * PAGE;
            } else {
                // SAFETY: [next, end) is memory of this allocator, cut nowhere yet.
                unsafe { self.keep(heap.next, heap.end) };
                heap.next = new;
                heap.end = new + GROW_PAGES * PAGE;
            }
            start = heap.next.next_multiple_of(size);
        }
        // SAFETY: [next, start) is uncut memory of this allocator.
        unsafe { self.keep(heap.next, start) };
        heap.next = start + size;
        start
    }

    /// Puts the uncut memory `[from, to)` into the free lists, as the largest
    /// aligned blocks that tile it.
    ///
    /// # Safety
    /// `[from, to)` belongs to this allocator, in no block; `from` and `to` are
    /// multiples of 8.
    unsafe fn keep(&self, mut from: usize, to: usize) {
        // SAFETY: one call at a time (the callers' contract).
        let heap = unsafe { &mut *self.heap.get() };
        while from + (1 << MIN_SHIFT) <= to {
            let mut k = (from.trailing_zeros() as usize).min(CLASSES - 1);
            while from + (1 << k) > to {
                k -= 1;
            }
            // SAFETY: the block is unused memory of this allocator.
            unsafe { *(from as *mut usize) = heap.free[k] };
            heap.free[k] = from;
            from += 1 << k;
        }
    }
}

// SAFETY: a block of class k is 2^k bytes aligned to 2^k (or to a page, for
// classes of a page and more, where the alignment is at most a page), so it
// fits the layout; a block is handed out once until it is given back.
unsafe impl<M: Memory> GlobalAlloc for Blocks<M> {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        match class(layout) {
            // SAFETY: the allocator is not re-entered (it calls nothing that allocates).
            Some(k) => unsafe { self.take(k) as *mut u8 },
            None => std::ptr::null_mut(),
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(k) = class(layout) else {
            return;
        };
        // SAFETY: `ptr` is a block of class k this allocator handed out; it
        // now holds the free list's link.
        unsafe {
            let heap = &mut *self.heap.get();
            *(ptr as *mut usize) = heap.free[k];
            heap.free[k] = ptr as usize;
        }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's layout with the new size is valid (GlobalAlloc's contract).
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(new_layout) == class(layout) {
            return ptr;
        }
        // SAFETY: as for alloc and dealloc; the old block holds `layout.size()` bytes.
        unsafe {
            let new = self.alloc(new_layout);
            if !new.is_null() {
                std::ptr::copy_nonoverlapping(ptr, new, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
            new
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::collections::BTreeMap;

    /// A fixed arena of pages, grown as wasm memory grows; `gap` leaves a page
    /// unused before every other grow, as when something else took memory.
    struct Arena {
        base: usize,
        pages: usize,
        used: Cell<usize>,
        gap: bool,
    }

    impl Arena {
        fn new(pages: usize, gap: bool) -> Arena {
            let layout = Layout::from_size_align(pages * PAGE, PAGE).unwrap();
            // SAFETY: a non-zero size; the arena is leaked for the test's length.
            let base = unsafe { std::alloc::alloc(layout) } as usize;
            assert_ne!(base, 0);
            Arena {
                base,
                pages,
                used: Cell::new(0),
                gap,
            }
        }
    }

    impl Memory for Arena {
        fn grow(&self, pages: usize) -> Option<usize> {
            let skip = usize::from(self.gap && self.used.get() % 2 == 1);
            let start = self.used.get() + skip;
            (start + pages <= self.pages).then(|| {
                self.used.set(start + pages);
                self.base + start * PAGE
            })
        }
    }

    /// A small deterministic generator (xorshift).
    fn next(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    /// Allocates, grows and frees at random; checks every block is aligned,
    /// overlaps no other live block and keeps what was written in it.
    fn churn(gap: bool) {
        let heap = Blocks::new(Arena::new(512, gap));
        let mut live: BTreeMap<usize, (Layout, u8)> = BTreeMap::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let check = |live: &BTreeMap<usize, (Layout, u8)>, at: usize| {
            let (layout, fill) = live[&at];
            // SAFETY: a live block of `layout.size()` bytes.
            let bytes = unsafe { std::slice::from_raw_parts(at as *const u8, layout.size()) };
            assert!(bytes.iter().all(|&b| b == fill), "block at {at:#x} was overwritten");
        };
        for step in 0..20_000u32 {
            let r = next(&mut seed);
            if r.is_multiple_of(3) || live.is_empty() {
                let size = match (r >> 4) % 10 {
                    0 => (r >> 8) as usize % 200_000,
                    1..=3 => (r >> 8) as usize % 4_000,
                    _ => (r >> 8) as usize % 64,
                };
                let align = 1 << ((r >> 40) % 5);
                let layout = Layout::from_size_align(size.max(1), align).unwrap();
                // SAFETY: a non-zero size.
                let at = unsafe { heap.alloc(layout) } as usize;
                assert_ne!(at, 0, "out of memory at step {step}");
                assert_eq!(at % align, 0, "misaligned");
                let after = live.range(at..).next().map(|(&a, _)| a);
                let before = live.range(..at).next_back().map(|(&a, (l, _))| a + l.size());
                assert!(after.is_none_or(|a| at + layout.size() <= a), "overlaps the next block");
                assert!(before.is_none_or(|end| end <= at), "overlaps the block before");
                let fill = step as u8;
                // SAFETY: the new block of `layout.size()` bytes.
                unsafe { std::ptr::write_bytes(at as *mut u8, fill, layout.size()) };
                live.insert(at, (layout, fill));
            } else {
                let index = (r >> 8) as usize % live.len();
                let at = *live.keys().nth(index).unwrap();
                check(&live, at);
                let (layout, fill) = live.remove(&at).unwrap();
                if (r >> 5).is_multiple_of(2) {
                    // SAFETY: a live block with its own layout.
                    unsafe { heap.dealloc(at as *mut u8, layout) };
                } else {
                    let new_size = ((r >> 20) as usize % 10_000).max(1);
                    // SAFETY: a live block with its own layout; a non-zero size.
                    let moved = unsafe { heap.realloc(at as *mut u8, layout, new_size) } as usize;
                    assert_ne!(moved, 0);
                    let new_layout = Layout::from_size_align(new_size, layout.align()).unwrap();
                    let kept = layout.size().min(new_size);
                    // SAFETY: the moved block holds at least `kept` bytes.
                    let bytes = unsafe { std::slice::from_raw_parts(moved as *const u8, kept) };
                    assert!(bytes.iter().all(|&b| b == fill), "realloc lost the contents");
                    // SAFETY: as above, the whole new block.
                    unsafe { std::ptr::write_bytes(moved as *mut u8, fill, new_size) };
                    live.insert(moved, (new_layout, fill));
                }
            }
        }
        for at in live.keys().copied().collect::<Vec<_>>() {
            check(&live, at);
        }
    }

    #[test]
    fn blocks_are_aligned_apart_and_keep_their_contents() {
        churn(false);
    }

    #[test]
    fn memory_grown_elsewhere_in_between_is_left_alone() {
        churn(true);
    }

    #[test]
    fn a_freed_block_is_reused_for_its_size() {
        let heap = Blocks::new(Arena::new(8, false));
        let layout = Layout::from_size_align(24, 8).unwrap();
        // SAFETY: non-zero sizes; each block is freed with its own layout.
        unsafe {
            let a = heap.alloc(layout);
            heap.dealloc(a, layout);
            assert_eq!(heap.alloc(Layout::from_size_align(32, 4).unwrap()), a);
            // The same class: grown in place.
            assert_eq!(heap.realloc(a, Layout::from_size_align(32, 4).unwrap(), 20), a);
        }
    }

    #[test]
    fn what_cannot_be_had_is_a_null_pointer() {
        let heap = Blocks::new(Arena::new(8, false));
        // SAFETY: non-zero sizes.
        unsafe {
            assert!(heap.alloc(Layout::from_size_align(9 * PAGE, 8).unwrap()).is_null());
            assert!(heap.alloc(Layout::from_size_align(8, 2 * PAGE).unwrap()).is_null());
            assert!(!heap.alloc(Layout::from_size_align(8, 8).unwrap()).is_null());
        }
    }
}
