//! The one place where pages talk to the computer player: [`use_worker`] sends
//! every command that a page's reducer posts to its outbox, waits for each
//! answer as long as the request's own deadline allows (and a grace), replaces
//! a worker that does not answer, and dispatches what came back. Whatever the
//! request is for (a move, a hint, a review, a puzzle's check), it is handled
//! the same way.

use futures::future::{select, Either};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen_futures::spawn_local;
use yew::prelude::*;

use crate::agent::AiWorker;
use crate::state::{Answered, Command, Outboxed, Seed};

/// A seed for the computer's own moves, drawn from the browser.
fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// Sends the commands that `state`'s reducer posted since the last render, on
/// `runner`, and dispatches their answers to `state`.
#[hook]
pub fn use_worker<S>(state: &UseReducerHandle<S>, runner: AiWorker)
where
    S: Outboxed + 'static,
    S::Action: 'static,
{
    // The number of the last command sent: each is sent once.
    let sent = use_mut_ref(|| 0u64);
    let outbox = state.outbox().clone();
    let dispatcher = state.dispatcher();
    use_effect_with(outbox.posted(), move |&posted| {
        let from = std::mem::replace(&mut *sent.borrow_mut(), posted);
        for command in outbox.since(from) {
            send(&runner, command.clone(), dispatcher.clone());
        }
    });
}

/// Sends one command and dispatches its answer, a crash, or, once its patience
/// is over, that no answer came (the worker is then replaced).
fn send<S>(runner: &AiWorker, command: Command, dispatcher: UseReducerDispatcher<S>)
where
    S: Outboxed + 'static,
{
    let runner = runner.clone();
    let seconds = command.patience_s();
    let mut request = command.request;
    request.seed = match command.seed {
        Seed::Random => random_seed(),
        Seed::Fixed(seed) => seed,
    };
    let id = request.id;
    spawn_local(async move {
        if command.delay_ms > 0 {
            TimeoutFuture::new(command.delay_ms).await;
        }
        let answer = Box::pin(runner.run(request));
        let give_up = TimeoutFuture::new(u32::try_from(seconds * 1000).unwrap_or(u32::MAX));
        let answered = match select(answer, give_up).await {
            Either::Left((Ok(reply), _)) => Answered::Reply(reply),
            Either::Left((Err(crash), _)) => Answered::Crashed { id, crash },
            Either::Right(_) => {
                // A worker that does not answer is not asked again.
                runner.replace();
                Answered::NoAnswer { id, seconds }
            }
        };
        dispatcher.dispatch(S::answered(answered));
    });
}
