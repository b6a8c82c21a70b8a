//! Bi-litaire's embeddable viewer (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::ViewerPages<abstrakta_engine::bilitaire::Position>>();
}
