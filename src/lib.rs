//! abstrakta: rare asymmetric abstract board games in the browser.
//!
//! - [`agent`]: the computer player's web-worker protocol and task;
//! - [`state`]: the match state (one reducer) and the address routes;
//! - [`i18n`]: English and Czech texts;
//! - [`components`]: the Yew component tree.
#![warn(missing_docs, missing_debug_implementations)]

pub mod agent;
pub mod components;
pub mod i18n;
pub mod state;
pub mod storage;

/// The pages' memory allocator: `lol_alloc`'s free list, several KB gzip
/// smaller per bundle than the default `dlmalloc`. The pages allocate small
/// values (the virtual DOM, strings, positions); the computer player's worker,
/// which fills large tables, keeps the default.
#[cfg(target_arch = "wasm32")]
pub type PageAllocator = lol_alloc::LockedAllocator<lol_alloc::FreeListAllocator>;

/// A [`PageAllocator`] for a bundle's `#[global_allocator]`.
#[cfg(target_arch = "wasm32")]
pub const fn page_allocator() -> PageAllocator {
    lol_alloc::LockedAllocator::new(lol_alloc::FreeListAllocator::new())
}
