//! Top Quark's board and lesson editor (src/components/bundle.rs).

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: abstrakta::alloc::PageAlloc = abstrakta::alloc::PageAlloc::new(abstrakta::alloc::PageMemory);

fn main() {
    abstrakta::components::start::<abstrakta::components::EditorPages<abstrakta_engine::topquark::Position>>();
}
