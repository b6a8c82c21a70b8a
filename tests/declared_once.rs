//! A game is declared in one place: outside its own folders (`engine/src/<game>/`
//! and `src/components/<game>/`), only the registries name it — the engine's
//! `games!` list (`engine/src/kind.rs`) and the app's `visit_ui`
//! (`src/components/game.rs`) — and the OpenTafl mode of the command line, which
//! plays Brandubh alone. Everything else reaches a game through `GameKind` and
//! the `Registered` / `UiGame` traits. Tests and doc comments may name games.
//! A game's strings and board colours are in its own folder too: the shared
//! style sheet and string table name none, and `index.html` links each game's
//! style sheet on one line. Each game has two wasm bundles, whose entry points
//! (`src/bin/<game>.rs`, `src/bin/<game>_view.rs`) name it.

use std::fs;
use std::path::{Path, PathBuf};

use abstrakta::state::Bundle;
use abstrakta_engine::GameKind;

/// The places that may name a game, apart from its own folders.
/// (OpenTafl's engine protocol and records, `cli/src/otep*`, are Brandubh's.)
const REGISTRIES: [&str; 3] = ["engine/src/kind.rs", "src/components/game.rs", "cli/src/otep"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's code: comment lines left out, and everything from the first
/// `#[cfg(test)]` on (the test modules stand last).
fn code(text: &str) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .take_while(|(_, l)| !l.trim_start().starts_with("#[cfg(test)]"))
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
        .map(|(i, l)| (i + 1, l))
        .collect()
}

/// Whether `line` names game `kind`: its module path or its `GameKind` variant.
fn names(line: &str, kind: GameKind) -> bool {
    let module = format!("{}::", kind.id());
    let variant = format!("GameKind::{kind:?}");
    let module_at = line.match_indices(&module).any(|(i, _)| {
        !line[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    });
    let variant_at = line.match_indices(&variant).any(|(i, _)| {
        !line[i + variant.len()..]
            .chars()
            .next()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    });
    module_at || variant_at
}

#[test]
fn only_the_registries_and_its_own_folders_name_a_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["engine/src", "cli/src", "src"] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 40, "the sources were found: {}", files.len());
    let mut found = Vec::new();
    for file in &files {
        let relative = file
            .strip_prefix(root)
            .unwrap_or(file)
            .to_string_lossy()
            .replace('\\', "/");
        if REGISTRIES.iter().any(|r| relative.starts_with(r)) {
            continue;
        }
        let text = fs::read_to_string(file).unwrap_or_default();
        for kind in GameKind::ALL {
            // Its folders, and its bundles' entry points (`src/bin/<game>.rs`,
            // `src/bin/<game>_view.rs`).
            let own = [
                format!("engine/src/{}/", kind.id()),
                format!("src/components/{}/", kind.id()),
                format!("src/bin/{}.rs", kind.id()),
                format!("src/bin/{}_view.rs", kind.id()),
                format!("src/bin/{}_puzzles.rs", kind.id()),
                format!("src/bin/{}_learn.rs", kind.id()),
                format!("src/bin/{}_editor.rs", kind.id()),
            ];
            if own.iter().any(|o| relative.starts_with(o.as_str())) {
                continue;
            }
            for (n, line) in code(&text) {
                if names(line, kind) {
                    found.push(format!("{relative}:{n}: {}", line.trim()));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "a game named outside its folders and the registries:\n{}",
        found.join("\n")
    );
}

/// Each registry names each game once: one line a game.
#[test]
fn each_registry_lists_every_game_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let engine = fs::read_to_string(root.join("engine/src/kind.rs")).unwrap_or_default();
    let app = fs::read_to_string(root.join("src/components/game.rs")).unwrap_or_default();
    for kind in GameKind::ALL {
        let entry = format!("{kind:?} => {},", kind.id());
        assert_eq!(engine.matches(&entry).count(), 1, "games! lists {entry}");
        let line = format!("GameKind::{kind:?} => visitor.visit::<{}::Position>(),", kind.id());
        assert_eq!(app.matches(&line).count(), 1, "visit_ui lists {line}");
    }
    assert!(names("use crate::thud::Position;", GameKind::Thud));
    assert!(names("GameKind::TopQuark =>", GameKind::TopQuark));
    assert!(!names("GameKind::TopQuarks", GameKind::TopQuark));
    assert!(!names("rethud::x", GameKind::Thud));
}

/// A game's colours are in its own style sheet (`src/components/<game>/<game>.css`),
/// linked once from `index.html`; the shared style sheets do not name a game.
#[test]
fn a_games_colours_are_in_its_own_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let html = fs::read_to_string(root.join("index.html")).unwrap_or_default();
    let mut sheets = 0;
    for entry in fs::read_dir(root.join("styles")).into_iter().flatten().flatten() {
        let text = fs::read_to_string(entry.path()).unwrap_or_default();
        sheets += 1;
        for kind in GameKind::ALL {
            let tags = [format!(".{}", kind.id()), format!("={}", kind.id())];
            for (n, line) in text.lines().enumerate() {
                assert!(
                    !tags.iter().any(|t| line.contains(t.as_str())),
                    "{}:{}: names {}: {line}",
                    entry.path().display(),
                    n + 1,
                    kind.id()
                );
            }
        }
    }
    assert!(sheets > 0, "the shared style sheets were read");
    for kind in GameKind::ALL {
        let link = format!(
            r#"<link data-trunk rel="css" href="src/components/{0}/{0}.css" />"#,
            kind.id()
        );
        assert_eq!(html.matches(&link).count(), 1, "index.html links {link}");
        assert!(root.join(format!("src/components/{0}/{0}.css", kind.id())).is_file());
    }
}

/// The app's shared string table holds no game's own strings: each game's
/// strings are in `src/components/<game>/texts.toml`.
#[test]
fn a_games_strings_are_in_its_own_folder() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shared = fs::read_to_string(root.join("src/i18n/texts.toml")).unwrap_or_default();
    assert!(shared.contains("kind = \"phrases\""), "the shared table was read");
    for kind in GameKind::ALL {
        let own = fs::read_to_string(root.join(format!("src/components/{}/texts.toml", kind.id()))).unwrap_or_default();
        assert!(
            own.contains("kind = \"phrases\""),
            "{} has its own string table",
            kind.id()
        );
        // Its name and its blurb on the home page are its own strings.
        assert!(
            own.contains(&format!("\"{}\"", kind.name())),
            "{} names itself",
            kind.id()
        );
        assert!(
            !shared.contains(&format!("\"{}\"", kind.name())),
            "the shared table names {}",
            kind.id()
        );
    }
}

/// Each wasm bundle ([`Bundle`]) is a Cargo binary of its name and a Rust asset
/// of `index.html`, and the page's loader knows every game by its identifier in
/// the order of the registry, so that it picks the bundle [`Bundle::of`] picks.
#[test]
fn every_bundle_is_built_and_loaded_by_its_name() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let html = fs::read_to_string(root.join("index.html")).unwrap_or_default();
    let cargo = fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    for bundle in Bundle::all() {
        let stem = bundle.stem();
        assert!(
            cargo.contains(&format!("name = \"{stem}\"")),
            "Cargo.toml has the binary {stem}"
        );
        let asset = format!("<link data-trunk rel=\"rust\" data-bin=\"{stem}\" ");
        assert_eq!(html.matches(&asset).count(), 1, "index.html builds {stem} once");
    }
    let ids: Vec<String> = GameKind::ALL.iter().map(|k| format!("'{}'", k.id())).collect();
    let games = format!("const GAMES = [{}];", ids.join(", "));
    assert!(html.contains(&games), "index.html's loader lists the games: {games}");
}
