//! Reads a perft table (`rules …`, `position …`, `perft <depth> <count>` lines) and
//! checks every count, for any registered game.

use abstrakta_engine::{perft, Registered};

/// Checks every `perft` line of `table`; returns how many were checked.
pub fn check_table<G: Registered>(table: &str, max_leaves: u64) -> usize {
    let mut rules = G::Rules::default();
    let mut pos: Option<G> = None;
    let mut checked = 0;
    for line in table
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        // `rules` alone: the rules as written.
        if let Some(text) = line
            .strip_prefix("rules")
            .filter(|t| t.is_empty() || t.starts_with(' '))
            .map(str::trim)
        {
            rules = G::parse_rules(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            // The position is read again under the new rules.
            if let Some(p) = &pos {
                pos = Some(G::from_text(&p.to_text(), &rules).unwrap());
            }
        } else if let Some(text) = line.strip_prefix("position ") {
            pos = Some(G::from_text(text, &rules).unwrap_or_else(|e| panic!("{text}: {e}")));
        } else if let Some(rest) = line.strip_prefix("perft ") {
            let (depth, count) = rest.split_once(' ').unwrap();
            let count: u64 = count.parse().unwrap();
            if count > max_leaves {
                continue;
            }
            let pos = pos.as_ref().expect("a position before perft lines");
            assert_eq!(
                perft(pos, depth.parse().unwrap()),
                count,
                "{pos:?} depth {depth} {rules:?}"
            );
            checked += 1;
        } else {
            panic!("unknown line {line:?}");
        }
    }
    checked
}
