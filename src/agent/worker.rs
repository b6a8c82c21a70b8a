//! The worker's side of the protocol: every message in gets one message out.

use std::cell::RefCell;

use abstrakta_engine::Memories;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use super::compute::{answer, JsClock};
use super::protocol::{FromWorker, PROTOCOL_VERSION};

/// Starts answering: each message is read with [`answer`] (never trusted, never
/// a reason to stop), and [`FromWorker::Ready`] tells the page that messages are
/// read from now on. Call once, from the worker's `main`.
pub fn serve() {
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    // The computer player's memory of each game, kept across requests.
    let memories = RefCell::new(Memories::new());
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        let Ok(mut memories) = memories.try_borrow_mut() else {
            return;
        };
        let reply = answer(event.data().as_string().as_deref(), &JsClock, &mut memories);
        post(&replies, &FromWorker::Reply(reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(
        &scope,
        &FromWorker::Ready {
            version: PROTOCOL_VERSION,
        },
    );
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    // Posting a string cannot fail to clone; a closed page is no one to tell.
    let _ = scope.post_message(&JsValue::from_str(&message.to_json()));
}
