//! The Learn pages' strings, by name, in English and Czech. The table is
//! `texts.toml` beside this file; `build.rs` makes an enum of each of its tables.

include!(concat!(env!("OUT_DIR"), "/learn/LearnText.rs"));
include!(concat!(env!("OUT_DIR"), "/learn/LearnMsg.rs"));

/// The editor's strings: a module of their own, as each table of phrases
/// brings its own test.
mod edit {
    include!(concat!(env!("OUT_DIR"), "/learn/EditText.rs"));
    include!(concat!(env!("OUT_DIR"), "/learn/EditMsg.rs"));
}
pub use edit::{EditMsg, EditText};
