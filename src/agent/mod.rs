//! The computer player's web-worker protocol and task.
//!
//! The page sends an [`AiRequest`] (request id, rules, start position, moves from
//! it, limits and seed) as JSON text and receives a [`FromWorker`] message: first
//! [`FromWorker::Ready`], then an [`AiReply`] carrying the id of each request. The
//! worker treats its input as untrusted: any message at all gets a typed reply
//! ([`answer`]): text that is not a request, or one of another protocol version,
//! gets an [`AiError`], and every move is replayed with the checked `play`, so the
//! repetition history comes along. The page drops any reply whose id is not the
//! latest it sent.
//!
//! - [`worker`]: the worker's side (the message loop).
//! - [`client`]: the page's side ([`AiWorker`]): starts the worker, notices when it
//!   fails to start or crashes, and replaces it.
//! - [`protocol`]: the messages, both ways.
//! - [`compute`](mod@compute): the worker's work on a request.
//!
//! This module has no UI imports, so the worker binary stays lean.

pub mod client;
pub mod compute;
pub mod protocol;
pub mod worker;

pub use client::{AiWorker, Answer, Crash, WORKER_LOADER};
pub use compute::{answer, compute, replay, JsClock};
pub use protocol::{
    AiError, AiLine, AiMove, AiReply, AiRequest, Forced, FromWorker, ProofAsk, MAX_DEPTH, MAX_LINES, MAX_MESSAGE_BYTES,
    MAX_PROOF_NODES, MAX_PROOF_PLIES, PROTOCOL_VERSION,
};
