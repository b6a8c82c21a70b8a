//! The app's entry point in the page.

fn main() {
    console_error_panic_hook::set_once();
    // The loading frame of index.html gives way to the app.
    if let Some(frame) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("loading"))
    {
        frame.remove();
    }
    yew::Renderer::<abstrakta::components::App>::new().render();
    // The page registers its offline support once the app has started (index.html).
    if let Some(window) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new("abstrakta-started") {
            let _ = window.dispatch_event(&event);
        }
    }
}
