//! Top Quark's lessons (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::LearnPages<abstrakta_engine::topquark::Position>>();
}
