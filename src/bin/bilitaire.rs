//! Bi-litaire's bundle: its play and rules pages (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::GamePages<abstrakta_engine::bilitaire::Position>>();
}
