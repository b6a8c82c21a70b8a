//! The web worker that runs the computer player.

fn main() {
    console_error_panic_hook::set_once();
    abstrakta::agent::worker::serve();
}
