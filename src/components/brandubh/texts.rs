//! Brandubh's strings, by name, in English and Czech: its rules page, its
//! pieces and sides, its status lines. The table is `texts.toml` beside this
//! file; `build.rs` makes an enum of each of its tables.

include!(concat!(env!("OUT_DIR"), "/brandubh/GameText.rs"));
include!(concat!(env!("OUT_DIR"), "/brandubh/Word.rs"));
include!(concat!(env!("OUT_DIR"), "/brandubh/GameMsg.rs"));
