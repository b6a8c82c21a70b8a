//! Turns the string tables (`src/i18n/texts.toml` and each game's
//! `src/components/<game>/texts.toml`) into Rust: each table becomes one enum,
//! written to `$OUT_DIR/<folder>/<Table>.rs` and included where the enum lives.
//!
//! A table of kind `phrases` becomes a `phrases!` enum (strings with no values);
//! one of kind `messages` a `messages!` enum whose variants have one field for
//! each value named in braces in the English string. `format!` then checks, at
//! compile time, that the Czech string uses the same values. A game's table of
//! kind `words` is a `phrases!` enum of the fixed keys that every page uses
//! (its name, blurb, sides, goals, rules page, legend and a move example), with
//! the game's `WORDS` constant made of them.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

fn main() {
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=src/i18n/texts.toml");
    println!("cargo:rerun-if-changed=src/components");
    let mut tables = vec![PathBuf::from("src/i18n/texts.toml")];
    let mut games: Vec<PathBuf> = fs::read_dir("src/components")
        .expect("src/components")
        .flatten()
        .map(|e| e.path().join("texts.toml"))
        .filter(|p| p.is_file())
        .collect();
    games.sort();
    tables.extend(games);
    for path in tables {
        println!("cargo:rerun-if-changed={}", path.display());
        let folder = path
            .parent()
            .and_then(Path::file_name)
            .and_then(|f| f.to_str())
            .expect("a folder name");
        let dir = out.join(folder);
        fs::create_dir_all(&dir).expect("OUT_DIR is writable");
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let doc: toml::Table = text
            .parse()
            .unwrap_or_else(|e| panic!("{}: not a string table: {e}", path.display()));
        for (name, table) in &doc {
            let code = table_code(&path, name, table);
            fs::write(dir.join(format!("{name}.rs")), code).expect("OUT_DIR is writable");
        }
    }
}

/// The Rust of one table: a `phrases!` or `messages!` invocation.
fn table_code(path: &Path, name: &str, table: &toml::Value) -> String {
    let fail = |what: &str| -> ! { panic!("{}: table [{name}]: {what}", path.display()) };
    let table = table.as_table().unwrap_or_else(|| fail("not a table"));
    let kind = table
        .get("kind")
        .and_then(|k| k.as_str())
        .unwrap_or_else(|| fail("no kind"));
    let doc = table
        .get("doc")
        .and_then(|k| k.as_str())
        .unwrap_or_else(|| fail("no doc"));
    let words = kind == "words";
    let kind = if words { "phrases" } else { kind };
    let mut code = format!("crate::i18n::{kind}! {{\n    #[doc = {doc:?}]\n    {name} {{\n");
    for (key, value) in table.iter().filter(|(k, _)| *k != "kind" && *k != "doc") {
        let pair = value.as_array().filter(|a| a.len() == 2);
        let [en, cs] = pair
            .and_then(|a| Some([a[0].as_str()?, a[1].as_str()?]))
            .unwrap_or_else(|| fail(&format!("{key} is not [\"English\", \"Czech\"]")));
        let fields = match kind {
            "phrases" if en.contains('{') || cs.contains('{') => fail(&format!(
                "{key}: a phrase holds no values; put it in a table of kind messages"
            )),
            "phrases" => String::new(),
            "messages" => {
                let (mut in_en, mut in_cs) = (values(en), values(cs));
                in_en.sort_unstable();
                in_cs.sort_unstable();
                if in_en != in_cs {
                    fail(&format!(
                        "{key}: the English names the values {in_en:?}, the Czech {in_cs:?}"
                    ));
                }
                format!(" {{ {} }}", values(en).join(", "))
            }
            _ => fail("kind is phrases or messages"),
        };
        writeln!(code, "        {key}{fields} => {en:?}, {cs:?};").expect("a String takes writes");
    }
    code.push_str("    }\n}\n");
    if words {
        // In a module of its own, so that its phrases' test does not meet that
        // of the game's other phrases.
        code.push_str(&words_code(name, table).unwrap_or_else(|what| fail(&what)));
        let module = name.to_lowercase();
        code = format!(
            "/// The game's words that every page uses.\npub mod {module} {{\n{code}}}\npub use {module}::WORDS;\n"
        );
    }
    code
}

/// The keys of a table of kind `words`, in the order [`words_code`] reads them.
const WORD_KEYS: [&str; 9] = [
    "Name",
    "Blurb",
    "FirstSide",
    "SecondSide",
    "FirstGoal",
    "SecondGoal",
    "Rules",
    "Legend",
    "MoveExample",
];

/// The `WORDS` constant (`crate::components::game::GameWords`) of a game's
/// table of kind `words`, which holds exactly the keys of [`WORD_KEYS`]; the
/// move example is its English string.
fn words_code(name: &str, table: &toml::Table) -> Result<String, String> {
    let mut keys: Vec<&str> = table
        .keys()
        .map(String::as_str)
        .filter(|k| *k != "kind" && *k != "doc")
        .collect();
    let mut wanted = WORD_KEYS.to_vec();
    keys.sort_unstable();
    wanted.sort_unstable();
    if keys != wanted {
        return Err(format!("a table of kind words holds exactly the keys {WORD_KEYS:?}"));
    }
    let example = table["MoveExample"][0].as_str().unwrap_or_default();
    Ok(format!(
        "/// The game's words that every page uses, from the table [`{name}`].\n\
         pub const WORDS: crate::components::game::GameWords = crate::components::game::GameWords {{\n\
         \x20   name: &{name}::Name,\n\
         \x20   blurb: &{name}::Blurb,\n\
         \x20   sides: [&{name}::FirstSide, &{name}::SecondSide],\n\
         \x20   goals: [&{name}::FirstGoal, &{name}::SecondGoal],\n\
         \x20   rules: &{name}::Rules,\n\
         \x20   legend: &{name}::Legend,\n\
         \x20   move_example: {example:?},\n\
         }};\n"
    ))
}

/// The names of the values in braces in `text`, each once, in order.
fn values(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        if rest[open..].starts_with("{{") {
            rest = &rest[open + 2..];
            continue;
        }
        let Some(close) = rest[open..].find('}') else { break };
        let inner = &rest[open + 1..open + close];
        let name = inner.split(':').next().unwrap_or(inner);
        if !names.contains(&name) {
            names.push(name);
        }
        rest = &rest[open + close + 1..];
    }
    names
}
