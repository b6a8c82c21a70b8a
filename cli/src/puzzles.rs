//! Finding puzzles: positions of self-played games where the side that went on
//! to win had a forced win of three plies or more, proven by the proof search.
//! Everything is drawn from the seed, so one command always writes the same set.

use std::collections::BTreeSet;

use abstrakta_engine::{line_to_text, prove, Limits, Outcome, ProofResult, Registered, Side, SplitMix64};

use crate::progress;
use crate::tune::{self_play_move, SelfPlay};

/// How to look for puzzles.
#[derive(Clone, Debug)]
pub struct PuzzleOptions {
    /// The games played.
    pub play: SelfPlay,
    /// The longest forced win looked for, in plies.
    pub plies: u16,
    /// The proof search's node budget for each position.
    pub nodes: usize,
    /// How many puzzles to keep.
    pub count: usize,
}

/// A puzzle found in game `game`: its line of the set, and its plies.
struct Found {
    game: u32,
    plies: u16,
    line: String,
}

/// A whole line from `pos` to the win of `winner` in `plies` plies: the winner's
/// fastest win at each of its moves, the longest defence at each of the other
/// side's (the proof search's own line may stop short of the end).
fn solution<G: Registered>(pos: &G, winner: Side, plies: u16, nodes: usize) -> Option<Vec<G::Move>> {
    let mut at = pos.clone();
    let mut line = Vec::new();
    let mut left = plies;
    let mut moves = Vec::new();
    while at.outcome().is_none() {
        left = left.checked_sub(1)?;
        let m = if at.turn() == winner {
            let ProofResult::Proven(p) = prove(&at, winner, left + 1, nodes) else {
                return None;
            };
            *p.line.first()?
        } else {
            at.legal_moves(&mut moves);
            let mut longest = None;
            for &m in &moves {
                let mut after = at.clone();
                after.play_unchecked(m);
                let length = match after.outcome() {
                    Some(Outcome::Win(w)) if w == winner => 0,
                    Some(_) => return None,
                    None => match prove(&after, winner, left, nodes) {
                        ProofResult::Proven(p) => p.plies,
                        _ => return None,
                    },
                };
                if longest.is_none_or(|(_, l)| length > l) {
                    longest = Some((m, length));
                }
            }
            longest?.0
        };
        at.play_unchecked(m);
        line.push(m);
    }
    (at.outcome() == Some(Outcome::Win(winner)) && line.len() == usize::from(plies)).then_some(line)
}

/// Plays game `index` and returns the positions of its winner, within
/// `options.plies` of the end, from which the proof search shows a forced win of
/// three plies or more.
fn find_in_game<G: Registered>(rules: &G::Rules, options: &PuzzleOptions, index: u32) -> Vec<Found> {
    let eval = G::Eval::default();
    let limits = Limits {
        deadline_ms: None,
        ..G::level_limits(options.play.level)
    };
    let mut rng = SplitMix64::new(options.play.seed ^ u64::from(index + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut pos = G::new(rules);
    let mut seen = vec![pos.clone()];
    let mut moves = Vec::new();
    let play = options.play;
    let mut plies = 0;
    while pos.outcome().is_none() && plies < play.max_plies {
        let Some(m) = self_play_move(&pos, plies, play.random_plies, &mut rng, &eval, &limits, &mut moves) else {
            break;
        };
        pos.play_unchecked(m);
        seen.push(pos.clone());
        plies += 1;
    }
    let Some(Outcome::Win(winner)) = pos.outcome() else {
        return Vec::new();
    };
    let end = seen.len() - 1;
    let first = end.saturating_sub(usize::from(options.plies));
    let mut found = Vec::new();
    for p in seen[first..end].iter().filter(|p| p.turn() == winner) {
        if let ProofResult::Proven(proof) = prove(p, winner, options.plies, options.nodes) {
            if proof.plies >= 3 {
                let Some(line) = solution(p, winner, proof.plies, options.nodes) else {
                    continue;
                };
                let solution = line_to_text(p, &line).join(" ");
                found.push(Found {
                    game: index,
                    plies: proof.plies,
                    line: format!("{} | {} | {solution}", p.to_text(), proof.plies),
                });
            }
        }
    }
    found
}

/// Plays the games (on two threads) and writes the set: comment lines with the
/// command, then up to `count` puzzles spread over the lengths found, shortest
/// first.
pub fn find<G: Registered>(rules: &G::Rules, options: &PuzzleOptions, command: &str) -> Result<String, String> {
    if G::new(rules).margin().is_some() {
        return Err(format!(
            "{}: its rounds are scored, not won by force, so it has no puzzles",
            G::KIND
        ));
    }
    if options.plies < 3 {
        return Err("--plies: at least 3".into());
    }
    let mut found: Vec<Found> = progress::games_on_threads(options.play.games, "games played and searched", |i| {
        find_in_game::<G>(rules, options, i)
    })
    .into_iter()
    .flat_map(|(_, found)| found)
    .collect();
    found.sort_by_key(|f| (f.plies, f.game));
    let mut positions = BTreeSet::new();
    found.retain(|f| positions.insert(f.line.split('|').next().unwrap_or_default().to_string()));
    // One puzzle a game at most, taken from each length in turn, so that short
    // and long wins come in like numbers.
    let n = found.len();
    let mut groups: Vec<Vec<&Found>> = Vec::new();
    for f in &found {
        match groups.last_mut() {
            Some(g) if g[0].plies == f.plies => g.push(f),
            _ => groups.push(vec![f]),
        }
    }
    let mut used_games = BTreeSet::new();
    let mut next = vec![0; groups.len()];
    let mut chosen: Vec<&Found> = Vec::new();
    while chosen.len() < options.count {
        let before = chosen.len();
        for (g, group) in groups.iter().enumerate() {
            if chosen.len() == options.count {
                break;
            }
            while let Some(f) = group.get(next[g]) {
                next[g] += 1;
                if used_games.insert(f.game) {
                    chosen.push(f);
                    break;
                }
            }
        }
        if chosen.len() == before {
            break;
        }
    }
    chosen.sort_by_key(|f| (f.plies, f.game));
    let keep = chosen.len();
    let mut lengths = String::new();
    for plies in chosen.iter().map(|f| f.plies).collect::<BTreeSet<_>>() {
        let count = chosen.iter().filter(|f| f.plies == plies).count();
        lengths.push_str(&format!(" {count} in {plies} plies,"));
    }
    let mut out = format!(
        "# {command}\n# Puzzles of {}: the side to move wins by force. {} positions found in {} games; kept {keep}, one a game \
         at most, lengths in turn:{}\n\
         # position | plies | solution (the winner's best against the longest defence)\n",
        G::KIND,
        n,
        options.play.games,
        lengths.trim_end_matches(',')
    );
    for f in chosen {
        out.push_str(&f.line);
        out.push('\n');
    }
    Ok(out)
}
