//! Thud's board and lesson editor (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::EditorPages<abstrakta_engine::thud::Position>>();
}
