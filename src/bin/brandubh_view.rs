//! Brandubh's embeddable viewer (src/components/bundle.rs).

#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: abstrakta::PageAllocator = abstrakta::page_allocator();

fn main() {
    abstrakta::components::start::<abstrakta::components::ViewerPages<abstrakta_engine::brandubh::Position>>();
}
