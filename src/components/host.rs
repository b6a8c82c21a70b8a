//! The page around a frame (`docs/embedding.md`): the events an embedded page
//! sends to the page that holds it, and the commands it takes from that page
//! ([`HostCommand`], read like any untrusted input). A page not in a frame
//! sends nothing; a frame works the same with no host listening.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use crate::state::{HostCommand, RawMessage, HOST_API_VERSION};

/// The page that holds this one in a frame, if any.
fn host() -> Option<web_sys::Window> {
    let w = web_sys::window()?;
    let parent = w.parent().ok().flatten()?;
    (JsValue::from(parent.clone()) != JsValue::from(w)).then_some(parent)
}

/// Sends event `kind` with `fields` to the page around the frame: an object
/// `{ abstrakta: 1, type: kind, …fields }`. Nothing when not in a frame. The
/// events say only what the frame shows, so any page may hear them.
pub fn post(kind: &str, fields: &[(&str, JsValue)]) {
    let Some(parent) = host() else {
        return;
    };
    let message = Object::new();
    let set = |key: &str, value: &JsValue| {
        let _ = Reflect::set(&message, &JsValue::from_str(key), value);
    };
    set("abstrakta", &JsValue::from(HOST_API_VERSION));
    set("type", &JsValue::from_str(kind));
    for (key, value) in fields {
        set(key, value);
    }
    let _ = parent.post_message(&message, "*");
}

/// Sends an `error` event: what the frame refused, in words.
pub fn post_error(message: &str) {
    post("error", &[("message", JsValue::from_str(message))]);
}

/// The fields of a message that a command may hold, read without judging them.
fn raw_message(data: &JsValue) -> RawMessage {
    if !data.is_object() || Array::is_array(data) {
        return RawMessage::default();
    }
    let get = |key: &str| Reflect::get(data, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    let number = |v: JsValue| (!v.is_undefined()).then(|| v.as_f64().unwrap_or(f64::NAN));
    let moves = get("moves");
    let moves = if Array::is_array(&moves) {
        let list: Array = moves.unchecked_into();
        Some(
            list.iter()
                .map(|m| m.as_string().unwrap_or_else(|| "?".into()))
                .collect::<Vec<_>>()
                .join(" "),
        )
    } else {
        moves.as_string()
    };
    RawMessage {
        is_object: true,
        version: number(get("abstrakta")),
        kind: get("type").as_string(),
        number: number(get("move")),
        position: get("position").as_string(),
        moves,
        id: get("id").as_string(),
        lesson: get("lesson").as_string(),
    }
}

/// Hands the commands of the page around the frame to `on_command`; a message
/// for the frame that does not read is answered with an `error` event. Only
/// the page that holds the frame is heard.
#[hook]
pub fn use_host_commands(on_command: Callback<HostCommand>) {
    // The latest callback, for the listener made once.
    let latest = use_mut_ref(|| on_command.clone());
    *latest.borrow_mut() = on_command;
    use_effect_with((), move |_| {
        let latest: Rc<RefCell<Callback<HostCommand>>> = latest;
        let listener = web_sys::window().filter(|_| host().is_some()).map(|w| {
            EventListener::new(&w, "message", move |event| {
                let Some(event) = event.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                let from_host = match (event.source(), host()) {
                    (Some(source), Some(parent)) => JsValue::from(source) == JsValue::from(parent),
                    _ => false,
                };
                if !from_host {
                    return;
                }
                match HostCommand::parse(&raw_message(&event.data())) {
                    Ok(Some(command)) => latest.borrow().emit(command),
                    Ok(None) => {}
                    Err(error) => post_error(&error.to_string()),
                }
            })
        });
        move || drop(listener)
    });
}
