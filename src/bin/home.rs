//! The home page's bundle: the list of games (src/components/bundle.rs).

fn main() {
    abstrakta::components::start::<abstrakta::components::HomePages>();
}
