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

/// Whether `line` holds `id` as a word of its own (in a string, say).
fn word(line: &str, id: &str) -> bool {
    line.match_indices(id).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + id.len()..].chars().next();
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
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
            // `src/bin/<game>-view.rs`, …).
            let own = [
                format!("engine/src/{}/", kind.id()),
                format!("src/components/{}/", kind.id()),
                format!("src/bin/{}.rs", kind.id()),
                format!("src/bin/{}-", kind.id()),
            ];
            if own.iter().any(|o| relative.starts_with(o.as_str())) {
                continue;
            }
            for (n, line) in code(&text) {
                // A module declaration (`pub mod thud;` in the two crates' roots)
                // is the game's folder; the command line's examples may name it.
                let declared = line.trim() == format!("pub mod {};", kind.id());
                let example = relative.starts_with("cli/src/") && line.contains("abstrakta ");
                if names(line, kind) || (word(line, kind.id()) && !declared && !example) {
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
    assert!(word("unknown game (thud, brandubh)", "thud"));
    assert!(!word("thuds", "thud"));
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

/// Set (`ABSTRAKTA_WRITE_BUNDLES=1 cargo test --test declared_once`) to write
/// the files derived from [`Bundle::all`] instead of checking them.
const WRITE: &str = "ABSTRAKTA_WRITE_BUNDLES";

/// The [`Pages`](abstrakta::components::Pages) type a bundle starts.
fn pages_of(bundle: Bundle) -> String {
    let of = |pages: &str, kind: GameKind| {
        format!(
            "abstrakta::components::{pages}<abstrakta_engine::{}::Position>",
            kind.id()
        )
    };
    match bundle {
        Bundle::Home => "abstrakta::components::HomePages".into(),
        Bundle::Game(kind) => of("GamePages", kind),
        Bundle::Viewer(kind) => of("ViewerPages", kind),
        Bundle::Puzzles(kind) => of("PuzzlePages", kind),
        Bundle::Learn(kind) => of("LearnPages", kind),
        Bundle::Editor(kind) => of("EditorPages", kind),
        Bundle::Analysis(kind) => of("AnalysisPages", kind),
        Bundle::Study(kind) => of("StudyPages", kind),
    }
}

/// The games with a puzzle set, in the registry's order.
fn puzzle_games() -> Vec<GameKind> {
    Bundle::all()
        .into_iter()
        .filter_map(|b| match b {
            Bundle::Puzzles(kind) => Some(kind),
            _ => None,
        })
        .collect()
}

fn quoted_ids(kinds: &[GameKind]) -> String {
    let ids: Vec<String> = kinds.iter().map(|k| format!("'{}'", k.id())).collect();
    format!("[{}]", ids.join(", "))
}

/// What `index.html` says between `<!-- bundles -->` and `<!-- /bundles -->`:
/// each game's style sheet, and each bundle as a Trunk Rust asset (the home
/// page's is Trunk's one `main` asset; scripts/post-build.mjs renames its files
/// as the others').
fn trunk_assets() -> String {
    let mut out = String::new();
    for kind in GameKind::ALL {
        out += &format!(
            "    <link data-trunk rel=\"css\" href=\"src/components/{0}/{0}.css\" />\n",
            kind.id()
        );
    }
    for bundle in Bundle::all() {
        let stem = bundle.stem();
        out += &match bundle {
            Bundle::Home => format!(
                "    <link data-trunk rel=\"rust\" data-bin=\"{stem}\" data-type=\"main\" \
                 data-cargo-profile-release=\"release-size\"\n          data-wasm-opt=\"z\" data-integrity=\"none\" />\n"
            ),
            _ => format!(
                "    <link data-trunk rel=\"rust\" data-bin=\"{stem}\" data-type=\"worker\" data-bindgen-target=\"web\"\n          \
                 data-cargo-profile-release=\"release-size\" data-wasm-opt=\"z\" />\n"
            ),
        };
    }
    out
}

/// The loader's line in `index.html` that names the games and puzzle sets.
fn loader_line() -> String {
    format!(
        "          const GAMES = {}, PUZZLES = {}; // from state::Bundle::all() (tests/declared_once.rs)",
        quoted_ids(&GameKind::ALL),
        quoted_ids(&puzzle_games())
    )
}

/// `tests/browser/bundles.mjs`: the same lists for the browser tests.
fn browser_module() -> String {
    let stems: Vec<String> = Bundle::all().into_iter().map(|b| format!("'{}'", b.stem())).collect();
    format!(
        "// Written from state::Bundle::all() by tests/declared_once.rs: do not edit; run\n\
         // ABSTRAKTA_WRITE_BUNDLES=1 cargo test --test declared_once after changing the games or bundles.\n\n\
         /** The games' identifiers, in the registry's order. */\n\
         export const GAMES = {};\n\
         /** The games with a puzzle set. */\n\
         export const PUZZLES = {};\n\
         /** Every page bundle's stem (`<stem>.js`, `<stem>_bg.wasm`). */\n\
         export const STEMS = [{}];\n",
        quoted_ids(&GameKind::ALL),
        quoted_ids(&puzzle_games()),
        stems.join(", ")
    )
}

/// Writes `want` to `path` (with [`WRITE`] set) or checks that it is there.
fn derived(root: &Path, path: &str, have: &str, want: &str, stale: &mut Vec<String>) {
    if have == want {
        return;
    }
    if std::env::var_os(WRITE).is_some() {
        fs::write(root.join(path), want).unwrap_or_else(|e| panic!("{path}: {e}"));
    } else {
        stale.push(path.to_string());
    }
}

/// The set of bundles is declared once, in [`Bundle::all`] (with the rule
/// [`Bundle::of`]); the entry files `src/bin/<stem>.rs` (Cargo finds each as a
/// binary of its stem), `index.html`'s Trunk assets and loader, and the browser
/// tests' lists are written from it, and each bundle has a size budget.
#[test]
fn bundles_are_declared_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut stale = Vec::new();
    let bundles = Bundle::all();
    assert!(bundles.len() > GameKind::ALL.len(), "the bundles were listed");
    for &bundle in &bundles {
        let path = format!("src/bin/{}.rs", bundle.stem());
        let have = fs::read_to_string(root.join(&path)).unwrap_or_default();
        derived(
            root,
            &path,
            &have,
            &format!("abstrakta::bundle!({});\n", pages_of(bundle)),
            &mut stale,
        );
    }
    // No other entry file (a stale one would be built as a binary) but the worker's.
    for entry in fs::read_dir(root.join("src/bin")).into_iter().flatten().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let stem = name.trim_end_matches(".rs");
        assert!(
            stem == "worker" || bundles.iter().any(|b| b.stem() == stem),
            "src/bin/{name} is no bundle of Bundle::all()"
        );
    }
    let cargo = fs::read_to_string(root.join("Cargo.toml")).unwrap_or_default();
    assert!(
        !cargo.contains("[[bin]]"),
        "Cargo.toml declares no binary: Cargo finds src/bin/<stem>.rs"
    );

    let html = fs::read_to_string(root.join("index.html")).unwrap_or_default();
    let (open, close) = ("    <!-- bundles -->\n", "    <!-- /bundles -->\n");
    let (start, end) = (html.find(open), html.find(close));
    let (Some(start), Some(end)) = (start, end) else {
        panic!("index.html marks its bundles with {open:?} and {close:?}");
    };
    let mut want = format!("{}{open}{}{}", &html[..start], trunk_assets(), &html[end..]);
    let loader = want
        .lines()
        .find(|l| l.trim_start().starts_with("const GAMES = "))
        .map(str::to_string);
    let Some(loader) = loader else {
        panic!("index.html's loader names the games in a line `const GAMES = …`");
    };
    want = want.replacen(&loader, &loader_line(), 1);
    derived(root, "index.html", &html, &want, &mut stale);

    let module = "tests/browser/bundles.mjs";
    let have = fs::read_to_string(root.join(module)).unwrap_or_default();
    derived(root, module, &have, &browser_module(), &mut stale);
    assert!(
        stale.is_empty(),
        "written from Bundle::all(), these differ: {}; run {WRITE}=1 cargo test --test declared_once",
        stale.join(", ")
    );

    // Every bundle has a budget, and every budget's bundle exists.
    let budgets: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(root.join("tests/budgets.json")).unwrap_or_default())
            .expect("tests/budgets.json reads");
    let files: Vec<Vec<String>> = budgets["bundles"]
        .as_object()
        .expect("tests/budgets.json has bundles")
        .values()
        .map(|b| {
            b["files"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|f| f.as_str().map(String::from))
                .collect()
        })
        .collect();
    for bundle in &bundles {
        let (js, wasm) = (format!("{}.js", bundle.stem()), format!("{}_bg.wasm", bundle.stem()));
        assert!(
            files.iter().any(|f| f.contains(&js) && f.contains(&wasm)),
            "tests/budgets.json has a budget for {js} and {wasm}"
        );
    }
    for f in files.iter().flatten() {
        if let Some(stem) = f.strip_suffix("_bg.wasm") {
            // The computer player's worker is a bundle of its own, not a page's.
            assert!(
                stem == "worker" || bundles.iter().any(|b| b.stem() == stem),
                "tests/budgets.json: {f} is no bundle"
            );
        }
    }
}
