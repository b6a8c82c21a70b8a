//! What the app keeps in the browser's local storage: the language and each
//! game's current match. Stored data is untrusted: what cannot be read is kept
//! under a backup key and reported, never silently dropped.

use abstrakta_engine::{ByPlayer, GameKind};
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::i18n::Lang;
use crate::state::{Player, Record};

/// Key of the chosen language.
pub const LANG_KEY: &str = "abstrakta.lang";
/// Layout version of [`SavedMatch`].
pub const SAVE_VERSION: u32 = 1;

/// A match as stored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedMatch<R> {
    /// [`SAVE_VERSION`] when written.
    pub version: u32,
    /// The rules.
    pub rules: R,
    /// Who plays the first side.
    pub first: Player,
    /// Who plays the second side.
    pub second: Player,
    /// The game so far.
    pub record: Record,
}

impl<R> SavedMatch<R> {
    /// The players as a pair.
    pub fn players(&self) -> ByPlayer<Player> {
        ByPlayer {
            first: self.first,
            second: self.second,
        }
    }
}

/// Why stored data could not be used, and where it was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredError {
    /// What was wrong.
    pub reason: String,
    /// The key it was copied to.
    pub backup_key: String,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The key of a game's current match.
pub fn match_key(kind: GameKind) -> String {
    format!("abstrakta.{kind}.match")
}

/// Reads a stored match text. `Ok(None)` when there is none.
///
/// # Errors
/// When the text is not a match of this version; it is then copied to a backup key.
pub fn parse_saved<R: DeserializeOwned>(text: &str) -> Result<SavedMatch<R>, String> {
    let saved: SavedMatch<R> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if saved.version != SAVE_VERSION {
        return Err(format!("saved by another version ({})", saved.version));
    }
    Ok(saved)
}

/// The stored match of `kind`, if any.
///
/// # Errors
/// [`StoredError`] when it cannot be read; the raw text is kept under the backup key.
pub fn load_match<R: DeserializeOwned>(kind: GameKind) -> Result<Option<SavedMatch<R>>, StoredError> {
    let Some(store) = storage() else { return Ok(None) };
    let key = match_key(kind);
    let Ok(Some(text)) = store.get_item(&key) else {
        return Ok(None);
    };
    parse_saved(&text)
        .map(Some)
        .map_err(|reason| backup(&store, &key, &text, reason))
}

/// Keeps unreadable data under `<key>.unreadable` so that nothing is lost.
fn backup(store: &web_sys::Storage, key: &str, text: &str, reason: String) -> StoredError {
    let backup_key = format!("{key}.unreadable");
    let _ = store.set_item(&backup_key, text);
    let _ = store.remove_item(key);
    StoredError { reason, backup_key }
}

/// Copies the stored match of `kind` to its backup key (before a match that could
/// only partly be restored overwrites it) and returns that key.
pub fn keep_unreadable_match(kind: GameKind, reason: String) -> StoredError {
    let key = match_key(kind);
    match storage() {
        Some(store) => {
            let text = store.get_item(&key).ok().flatten().unwrap_or_default();
            backup(&store, &key, &text, reason)
        }
        None => StoredError {
            reason,
            backup_key: format!("{key}.unreadable"),
        },
    }
}

/// Stores the match of `kind` (silently skipped where storage is unavailable).
pub fn save_match<R: Serialize>(kind: GameKind, saved: &SavedMatch<R>) {
    if let (Some(store), Ok(text)) = (storage(), serde_json::to_string(saved)) {
        let _ = store.set_item(&match_key(kind), &text);
    }
}

/// The stored language, if one was chosen.
pub fn load_lang() -> Option<Lang> {
    storage()?
        .get_item(LANG_KEY)
        .ok()
        .flatten()
        .and_then(|code| Lang::from_tag(&code))
}

/// Remembers the chosen language.
pub fn save_lang(lang: Lang) {
    if let Some(store) = storage() {
        let _ = store.set_item(LANG_KEY, lang.code());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abstrakta_engine::{brandubh, Level};

    #[test]
    fn saved_matches_round_trip_and_bad_text_is_an_error() {
        let saved = SavedMatch {
            version: SAVE_VERSION,
            rules: brandubh::Rules::default(),
            first: Player::Human,
            second: Player::Computer(Level::Hard),
            record: Record {
                start: None,
                moves: vec!["d2-e2".into()],
            },
        };
        let text = serde_json::to_string(&saved).unwrap();
        assert_eq!(parse_saved::<brandubh::Rules>(&text).unwrap(), saved);
        assert!(parse_saved::<brandubh::Rules>("{not json").is_err());
        assert!(parse_saved::<brandubh::Rules>(&text.replace("\"version\":1", "\"version\":99")).is_err());
        assert!(parse_saved::<brandubh::Rules>(&text.replace("Hard", "Impossible")).is_err());
    }
}
