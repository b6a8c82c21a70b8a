//! Top Quark's puzzles (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::PuzzlePages<abstrakta_engine::topquark::Position>>();
}
