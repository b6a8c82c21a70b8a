//! The web worker that runs the computer player.

use abstrakta::agent::AiTask;
use yew_agent::Registrable;

fn main() {
    console_error_panic_hook::set_once();
    AiTask::registrar().register();
}
