//! Top Quark's lessons (src/components/bundle.rs).

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: abstrakta::PageAllocator = abstrakta::page_allocator();

fn main() {
    abstrakta::components::start::<abstrakta::components::LearnPages<abstrakta_engine::topquark::Position>>();
}
