//! Thud's embeddable viewer (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::ViewerPages<abstrakta_engine::thud::Position>>();
}
