//! The Learn pages' strings, by name, in English and Czech. The table is
//! `texts.toml` beside this file; `build.rs` makes an enum of each of its tables.

include!(concat!(env!("OUT_DIR"), "/learn/LearnText.rs"));
include!(concat!(env!("OUT_DIR"), "/learn/LearnMsg.rs"));
include!(concat!(env!("OUT_DIR"), "/learn/EditText.rs"));
include!(concat!(env!("OUT_DIR"), "/learn/EditMsg.rs"));
