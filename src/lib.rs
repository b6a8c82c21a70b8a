//! abstrakta: rare asymmetric abstract board games in the browser.
//!
//! - [`agent`]: the computer player's web-worker protocol and task;
//! - [`alloc`]: the pages' memory allocator;
//! - [`state`]: the match state (one reducer) and the address routes;
//! - [`i18n`]: English and Czech texts;
//! - [`components`]: the Yew component tree.
#![warn(missing_docs, missing_debug_implementations)]

pub mod agent;
pub mod alloc;
pub mod components;
pub mod i18n;
pub mod state;
pub mod storage;
