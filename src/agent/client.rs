//! The page's side of the protocol: the computer player's worker as the page
//! holds it.
//!
//! One worker serves every request of the page. It is started at the first
//! request; requests made before it says [`FromWorker::Ready`] wait in a queue.
//! When the worker fails (its files are missing, or its wasm traps: a panic),
//! the browser fires `error` on it: every request waiting gets a [`Crash`], the
//! worker is let go, and the next request starts a new one.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use futures::channel::oneshot;
use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker};

use super::protocol::{AiError, AiReply, AiRequest, FromWorker};

/// The file that starts the worker: it loads `worker.js` and starts its wasm
/// with the current form of the wasm-bindgen call, both files of this site.
pub const WORKER_LOADER: &str = "./worker-loader.js";

/// Why a request got no reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Crash {
    /// The worker never started (a file of the site is missing or refused);
    /// starting another will fail the same way until the site is mended.
    NotStarted(String),
    /// The worker stopped while it worked (a panic in its wasm); the next request
    /// starts a new one.
    Crashed(String),
}

/// What a request gets back from the worker.
pub type Answer = Result<AiReply, Crash>;

/// A running worker with its requests in flight.
struct Live {
    worker: Worker,
    /// Which worker of this handle it is (a late event of an old one is ignored).
    generation: u32,
    /// Whether it has said [`FromWorker::Ready`].
    ready: bool,
    /// Messages waiting for it to be ready.
    queue: Vec<String>,
    /// The requests sent, by id, oldest first (it answers in order).
    waiting: Vec<(u32, oneshot::Sender<Answer>)>,
    _listeners: [EventListener; 2],
}

impl Drop for Live {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// The computer player's worker as the page holds it: started when first asked,
/// shared by every request, replaced when it fails or stops answering.
#[derive(Clone)]
pub struct AiWorker {
    live: Rc<RefCell<Option<Live>>>,
    generation: Rc<std::cell::Cell<u32>>,
    loader: &'static str,
}

impl std::fmt::Debug for AiWorker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiWorker")
            .field("loader", &self.loader)
            .field("generation", &self.generation.get())
            .finish_non_exhaustive()
    }
}

impl PartialEq for AiWorker {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.live, &other.live)
    }
}

impl AiWorker {
    /// A handle on the worker that `loader` starts (nothing is started yet).
    pub fn new(loader: &'static str) -> Self {
        AiWorker {
            live: Rc::default(),
            generation: Rc::default(),
            loader,
        }
    }

    /// Asks the worker and waits for its reply, or for its failure.
    pub async fn run(&self, request: AiRequest) -> Answer {
        let text = match serde_json::to_string(&request) {
            Ok(text) => text,
            Err(e) => {
                return Ok(AiReply {
                    id: request.id,
                    result: Err(AiError::Malformed(e.to_string())),
                })
            }
        };
        let receiver = {
            let mut held = self.live.borrow_mut();
            let live = match &mut *held {
                Some(live) => live,
                empty => empty.insert(self.start()?),
            };
            let (sender, receiver) = oneshot::channel();
            live.waiting.push((request.id, sender));
            if live.ready {
                let _ = live.worker.post_message(&JsValue::from_str(&text));
            } else {
                live.queue.push(text);
            }
            receiver
        };
        receiver
            .await
            .unwrap_or_else(|_| Err(Crash::Crashed("the computer player was stopped".into())))
    }

    /// Asks the worker without waiting: `done` gets its reply, or its failure,
    /// when it comes.
    pub fn send(&self, request: AiRequest, done: impl FnOnce(Answer) + 'static) {
        let this = self.clone();
        wasm_bindgen_futures::spawn_local(async move { done(this.run(request).await) });
    }

    /// Lets go of the worker (a worker that does not answer); the next request
    /// starts a new one.
    pub fn replace(&self) {
        let old = self.live.borrow_mut().take();
        drop(old);
    }

    /// Starts a new worker, listening to what it says and to its failure.
    fn start(&self) -> Result<Live, Crash> {
        let worker = Worker::new(self.loader).map_err(|e| Crash::NotStarted(js_text(&e)))?;
        let generation = self.generation.get().wrapping_add(1);
        self.generation.set(generation);
        let on_message = {
            let cell = Rc::downgrade(&self.live);
            EventListener::new(&worker, "message", move |event| {
                let text = event.dyn_ref::<MessageEvent>().and_then(|e| e.data().as_string());
                if let Some(message) = text.and_then(|t| serde_json::from_str::<FromWorker>(&t).ok()) {
                    received(&cell, generation, message);
                }
            })
        };
        let on_error = {
            let cell = Rc::downgrade(&self.live);
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(&worker, "error", options, move |event| {
                // Handled here: the page says so in words of its own.
                event.prevent_default();
                let reason = event
                    .dyn_ref::<ErrorEvent>()
                    .map(ErrorEvent::message)
                    .filter(|m| !m.is_empty())
                    .unwrap_or_else(|| "an error in the worker".into());
                failed(&cell, generation, reason);
            })
        };
        Ok(Live {
            worker,
            generation,
            ready: false,
            queue: Vec::new(),
            waiting: Vec::new(),
            _listeners: [on_message, on_error],
        })
    }
}

/// A message of worker `generation`.
fn received(cell: &Weak<RefCell<Option<Live>>>, generation: u32, message: FromWorker) {
    let Some(cell) = cell.upgrade() else { return };
    let mut held = cell.borrow_mut();
    let Some(live) = held.as_mut().filter(|l| l.generation == generation) else {
        return;
    };
    match message {
        FromWorker::Ready { .. } => {
            live.ready = true;
            for text in live.queue.drain(..) {
                let _ = live.worker.post_message(&JsValue::from_str(&text));
            }
        }
        FromWorker::Reply(reply) => {
            // A reply to no request (one the page never sent) is dropped.
            if let Some(i) = live.waiting.iter().position(|(id, _)| *id == reply.id) {
                let (_, sender) = live.waiting.remove(i);
                let _ = sender.send(Ok(reply));
            }
        }
    }
}

/// Worker `generation` failed: its requests get a [`Crash`], and it is let go.
fn failed(cell: &Weak<RefCell<Option<Live>>>, generation: u32, reason: String) {
    let Some(cell) = cell.upgrade() else { return };
    let taken = {
        let mut held = cell.borrow_mut();
        match &*held {
            Some(live) if live.generation == generation => held.take(),
            _ => None,
        }
    };
    if let Some(mut live) = taken {
        let crash = if live.ready {
            Crash::Crashed(reason)
        } else {
            Crash::NotStarted(reason)
        };
        for (_, sender) in live.waiting.drain(..) {
            let _ = sender.send(Err(crash.clone()));
        }
        // Its listeners (this one among them) are dropped after this event.
        wasm_bindgen_futures::spawn_local(async move { drop(live) });
    }
}

/// The message of a thrown JavaScript value.
fn js_text(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}
