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

/// A page bundle's entry point, `src/bin/<stem>.rs` ([`state::Bundle::stem`]):
/// the pages' allocator and a `main` that starts the app with the bundle's
/// [`components::Pages`]. Each entry file is this one line, written with the
/// others from [`state::Bundle::all`] (`tests/declared_once.rs`).
#[macro_export]
macro_rules! bundle {
    ($pages:ty) => {
        #[cfg(target_arch = "wasm32")]
        #[global_allocator]
        static ALLOC: $crate::PageAllocator = $crate::page_allocator();

        fn main() {
            $crate::components::start::<$pages>();
        }
    };
}
