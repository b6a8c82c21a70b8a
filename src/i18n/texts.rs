//! The app's own strings, by name, in English and Czech. The table is
//! `texts.toml` beside this file; `build.rs` makes an enum of each of its
//! tables. Each game's strings are in its own folder
//! (`components/<game>/texts.toml`).

include!(concat!(env!("OUT_DIR"), "/i18n/Text.rs"));
include!(concat!(env!("OUT_DIR"), "/i18n/Msg.rs"));
