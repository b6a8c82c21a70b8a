//! Bi-litaire's bundle: its play and rules pages (src/components/bundle.rs).

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: abstrakta::alloc::PageAlloc = abstrakta::alloc::PageAlloc::new(abstrakta::alloc::PageMemory);

fn main() {
    abstrakta::components::start::<abstrakta::components::GamePages<abstrakta_engine::bilitaire::Position>>();
}
