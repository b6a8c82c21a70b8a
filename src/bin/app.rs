//! The app's entry point in the page.

fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<abstrakta::components::App>::new().render();
}
