//! Requests to the worker as data. A reducer says what it wants sent by posting
//! [`Command`]s to its state's [`Outbox`]; one hook
//! (`components::worker::use_worker`) sends every command posted, gives up on
//! any request that the worker does not answer in time, and dispatches what
//! came back as an [`Answered`]. The reducers drop stale answers: each knows
//! which request each of its slots waits for.

use std::rc::Rc;

use yew::Reducible;

use crate::agent::{AiReply, AiRequest, Crash};

/// Seconds to wait for the worker beyond a search's own deadline.
pub const NO_ANSWER_GRACE_S: u64 = 15;

/// How many of the latest commands an outbox keeps: more than one action
/// posts between two renders of a page.
const KEPT: usize = 8;

/// What a request is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Errand {
    /// The computer's move.
    Move,
    /// Advice for the person to move.
    Hint,
    /// A position of the review for mistakes.
    Review,
    /// The check of a puzzle move (the defence's answer and a proof).
    Check,
}

/// Where a request's seed comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seed {
    /// Drawn when the request is sent: the computer's moves vary.
    Random,
    /// Always this one: the coach gives one position the same advice.
    Fixed(u64),
}

/// A request to send.
#[derive(Clone, Debug, PartialEq)]
pub struct Command {
    /// What it is for.
    pub errand: Errand,
    /// The request, whose seed [`Command::seed`] sets.
    pub request: AiRequest,
    /// Its seed.
    pub seed: Seed,
    /// A pause before sending it (a game between two computers is watchable).
    pub delay_ms: u32,
}

impl Command {
    /// How long to wait for the answer before giving up on the worker: the
    /// search's own deadline, a grace, and the pause before sending.
    #[must_use]
    pub fn patience_s(&self) -> u64 {
        let deadline_s = (self.request.limits.deadline_ms.unwrap_or(20_000.0) / 1000.0).max(0.0) as u64;
        deadline_s + NO_ANSWER_GRACE_S + u64::from(self.delay_ms) / 1000
    }
}

/// The commands posted so far (the latest eight), numbered from 1 on. The
/// numbering goes on across the states that a page goes through, a loaded or
/// restored game included.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outbox {
    posted: u64,
    recent: Rc<Vec<(u64, Command)>>,
}

impl Outbox {
    /// This outbox with `commands` posted after what it holds.
    #[must_use]
    pub fn post(&self, commands: Vec<Command>) -> Outbox {
        if commands.is_empty() {
            return self.clone();
        }
        let mut recent: Vec<(u64, Command)> = self.recent.iter().cloned().collect();
        let mut posted = self.posted;
        for command in commands {
            posted += 1;
            recent.push((posted, command));
        }
        let drop = recent.len().saturating_sub(KEPT);
        recent.drain(..drop);
        Outbox {
            posted,
            recent: Rc::new(recent),
        }
    }

    /// The number of the latest command posted (0: none yet).
    #[must_use]
    pub fn posted(&self) -> u64 {
        self.posted
    }

    /// The commands posted after number `done`, in order.
    pub fn since(&self, done: u64) -> impl Iterator<Item = &Command> {
        self.recent.iter().filter(move |(n, _)| *n > done).map(|(_, c)| c)
    }
}

/// What came back for a request.
#[derive(Clone, Debug, PartialEq)]
pub enum Answered {
    /// The worker's reply (its id says to which request).
    Reply(AiReply),
    /// The worker failed while request `id` was waiting.
    Crashed {
        /// The request.
        id: u32,
        /// How it failed.
        crash: Crash,
    },
    /// The worker did not answer request `id` within `seconds`.
    NoAnswer {
        /// The request.
        id: u32,
        /// How long the page waited.
        seconds: u64,
    },
}

/// A state whose reducer posts its requests to the worker in an outbox.
pub trait Outboxed: Reducible + Clone {
    /// The commands posted so far.
    fn outbox(&self) -> &Outbox;
    /// The action that hands `answer` to the reducer.
    fn answered(answer: Answered) -> Self::Action;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::PROTOCOL_VERSION;
    use abstrakta_engine::{GameKind, Level};

    fn command(id: u32) -> Command {
        Command {
            errand: Errand::Hint,
            request: AiRequest {
                version: PROTOCOL_VERSION,
                id,
                game: GameKind::Brandubh,
                rules: String::new(),
                start: String::new(),
                moves: Vec::new(),
                limits: Level::Easy.limits(),
                seed: 0,
                proof: None,
                lines: 0,
            },
            seed: Seed::Fixed(1),
            delay_ms: 0,
        }
    }

    #[test]
    fn commands_are_numbered_on_and_the_latest_kept() {
        let empty = Outbox::default();
        assert_eq!((empty.posted(), empty.since(0).count()), (0, 0));
        assert_eq!(empty.post(Vec::new()), empty, "posting nothing changes nothing");
        let one = empty.post(vec![command(1)]);
        let three = one.post(vec![command(2), command(3)]);
        assert_eq!(three.posted(), 3);
        let ids = |o: &Outbox, done| o.since(done).map(|c| c.request.id).collect::<Vec<_>>();
        assert_eq!(ids(&three, 1), [2, 3], "what a page has not sent yet");
        assert_eq!(ids(&one, 0), [1], "an older outbox is untouched");
        let many = (4..20).fold(three, |o, id| o.post(vec![command(id)]));
        assert_eq!(many.posted(), 19);
        assert_eq!(ids(&many, 0).len(), KEPT);
        assert_eq!(ids(&many, 18), [19]);
        assert_eq!(
            command(1).patience_s(),
            10 + NO_ANSWER_GRACE_S,
            "easy's 10 s deadline and the grace"
        );
    }
}
