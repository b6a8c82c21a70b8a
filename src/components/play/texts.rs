//! The play page's own strings, by name, in English and Czech. The table is
//! `texts.toml` beside this file; `build.rs` makes an enum of each of its tables.

include!(concat!(env!("OUT_DIR"), "/play/PlayText.rs"));
include!(concat!(env!("OUT_DIR"), "/play/PlayMsg.rs"));
