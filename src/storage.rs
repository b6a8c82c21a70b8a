//! What the app keeps in the browser's local storage: the language, the colours,
//! each game's current match, its saved games and the puzzles solved. Stored
//! data is untrusted: what cannot be read is kept under a backup key and
//! reported, never silently dropped.

use abstrakta_engine::GameKind;
use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::i18n::Lang;
use crate::state::BySeat;
use crate::state::{Player, Record, Theme};

/// Key of the chosen language.
pub const LANG_KEY: &str = "abstrakta.lang";
/// Key of the chosen colours (absent: the system's). `index.html` reads it too,
/// to set the colours before the page is drawn.
pub const THEME_KEY: &str = "abstrakta.theme";
/// The event that tells `index.html` to apply the colours again.
pub const THEME_EVENT: &str = "abstrakta-theme";
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
    pub fn players(&self) -> BySeat<Player> {
        BySeat {
            a: self.first,
            b: self.second,
        }
    }
}

/// How many finished or replaced games are kept per game.
pub const ARCHIVE_LEN: usize = 10;

/// A game kept in the list of saved games: the match and when it was put there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArchivedMatch<R> {
    /// Milliseconds since 1970 when it was kept.
    pub saved_at: f64,
    /// The match.
    pub game: SavedMatch<R>,
}

/// The key of a game's list of saved games.
pub fn archive_key(kind: GameKind) -> String {
    format!("abstrakta.{kind}.games")
}

/// Reads a stored list of saved games.
///
/// # Errors
/// When the text is not such a list, or a game in it is of another version.
pub fn parse_archive<R: DeserializeOwned>(text: &str) -> Result<Vec<ArchivedMatch<R>>, String> {
    let list: Vec<ArchivedMatch<R>> = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if let Some(other) = list.iter().find(|a| a.game.version != SAVE_VERSION) {
        return Err(format!("saved by another version ({})", other.game.version));
    }
    Ok(list)
}

/// `list` with `game` put first: an equal game already there is moved rather
/// than kept twice, and the list is cut to [`ARCHIVE_LEN`].
pub fn with_archived<R: PartialEq>(mut list: Vec<ArchivedMatch<R>>, game: ArchivedMatch<R>) -> Vec<ArchivedMatch<R>> {
    list.retain(|a| a.game != game.game);
    list.insert(0, game);
    list.truncate(ARCHIVE_LEN);
    list
}

/// The saved games of `kind`, newest first.
///
/// # Errors
/// [`StoredError`] when the list cannot be read; it is kept under the backup key.
pub fn load_archive<R: DeserializeOwned>(kind: GameKind) -> Result<Vec<ArchivedMatch<R>>, StoredError> {
    let Some(store) = storage() else { return Ok(Vec::new()) };
    let key = archive_key(kind);
    let Ok(Some(text)) = store.get_item(&key) else {
        return Ok(Vec::new());
    };
    parse_archive(&text).map_err(|reason| backup(&store, &key, &text, reason))
}

/// Stores the saved games of `kind`.
pub fn save_archive<R: Serialize>(kind: GameKind, list: &[ArchivedMatch<R>]) {
    if let (Some(store), Ok(text)) = (storage(), serde_json::to_string(list)) {
        let _ = store.set_item(&archive_key(kind), &text);
    }
}

/// The key of a game's solved puzzles.
pub fn puzzles_key(kind: GameKind) -> String {
    format!("abstrakta.{kind}.puzzles")
}

/// Reads a stored list of solved puzzles: the position text of each.
///
/// # Errors
/// When the text is not a list of texts.
pub fn parse_solved(text: &str) -> Result<Vec<String>, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

/// A stored list of texts under `key` (empty when there is none).
///
/// # Errors
/// [`StoredError`] when the list cannot be read; it is kept under the backup key.
fn load_list(key: &str) -> Result<Vec<String>, StoredError> {
    let Some(store) = storage() else { return Ok(Vec::new()) };
    let Ok(Some(text)) = store.get_item(key) else {
        return Ok(Vec::new());
    };
    parse_solved(&text).map_err(|reason| backup(&store, key, &text, reason))
}

/// Stores a list of texts under `key`.
fn save_list(key: &str, list: &[String]) {
    if let (Some(store), Ok(text)) = (storage(), serde_json::to_string(list)) {
        let _ = store.set_item(key, &text);
    }
}

/// The puzzles of `kind` solved in this browser, by position text.
///
/// # Errors
/// [`StoredError`] when the list cannot be read; it is kept under the backup key.
pub fn load_solved(kind: GameKind) -> Result<Vec<String>, StoredError> {
    load_list(&puzzles_key(kind))
}

/// Stores the puzzles of `kind` solved in this browser.
pub fn save_solved(kind: GameKind, solved: &[String]) {
    save_list(&puzzles_key(kind), solved);
}

/// The key of the lessons of `kind` learnt in this browser.
fn learnt_key(kind: GameKind) -> String {
    format!("abstrakta.{kind}.learnt")
}

/// The lessons of `kind` learnt in this browser, by identifier.
///
/// # Errors
/// [`StoredError`] when the list cannot be read; it is kept under the backup key.
pub fn load_learnt(kind: GameKind) -> Result<Vec<String>, StoredError> {
    load_list(&learnt_key(kind))
}

/// Stores the lessons of `kind` learnt in this browser.
pub fn save_learnt(kind: GameKind, learnt: &[String]) {
    save_list(&learnt_key(kind), learnt);
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

/// The stored colours, if the reader chose some (an unknown value counts as none,
/// as `index.html` reads it).
pub fn load_theme() -> Option<Theme> {
    storage()?
        .get_item(THEME_KEY)
        .ok()
        .flatten()
        .and_then(|t| Theme::parse(&t))
}

/// Remembers the chosen colours (`None`: the system's) and has them applied.
pub fn save_theme(theme: Option<Theme>) {
    if let Some(store) = storage() {
        let _ = match theme {
            Some(t) => store.set_item(THEME_KEY, t.name()),
            None => store.remove_item(THEME_KEY),
        };
    }
    if let (Some(window), Ok(event)) = (web_sys::window(), web_sys::Event::new(THEME_EVENT)) {
        let _ = window.dispatch_event(&event);
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

    #[test]
    fn the_list_of_saved_games_keeps_the_newest_once_each_and_reads_back() {
        let game = |moves: &[&str]| SavedMatch {
            version: SAVE_VERSION,
            rules: brandubh::Rules::default(),
            first: Player::Human,
            second: Player::Human,
            record: Record {
                start: None,
                moves: moves.iter().map(|m| m.to_string()).collect(),
            },
        };
        let at = |t: f64, moves: &[&str]| ArchivedMatch {
            saved_at: t,
            game: game(moves),
        };
        let mut list = Vec::new();
        for i in 0..12 {
            list = with_archived(list, at(f64::from(i), &["d1-e1"; 1][..(i % 2) as usize]));
        }
        assert_eq!(list.len(), 2, "equal games are kept once");
        assert_eq!(list[0].saved_at, 11.0, "the newest first");
        let many: Vec<_> = (0..15).map(|i| at(f64::from(i), &[]).clone()).collect();
        let mut list = Vec::new();
        for (i, mut a) in many.into_iter().enumerate() {
            a.game.record.start = Some(format!("start {i}"));
            list = with_archived(list, a);
        }
        assert_eq!(list.len(), ARCHIVE_LEN);
        assert_eq!(list[0].game.record.start.as_deref(), Some("start 14"));
        let text = serde_json::to_string(&list).unwrap();
        assert_eq!(parse_archive::<brandubh::Rules>(&text).unwrap(), list);
        assert!(parse_archive::<brandubh::Rules>("[{}]").is_err());
        assert!(parse_archive::<brandubh::Rules>(&text.replace("\"version\":1", "\"version\":7")).is_err());
    }

    #[test]
    fn solved_puzzles_read_back_and_bad_text_is_an_error() {
        let list = vec!["7/7/7/7/2k4/7/3a3 d".to_string()];
        let text = serde_json::to_string(&list).unwrap();
        assert_eq!(parse_solved(&text), Ok(list));
        assert!(parse_solved("[1,").is_err());
        assert!(parse_solved("[1]").is_err());
        assert_eq!(puzzles_key(GameKind::TopQuark), "abstrakta.topquark.puzzles");
    }
}
