//! Games between players: matches of two (a level of this build, or another build
//! of the tool asked move by move) and round-robin tournaments between levels,
//! with scores and their 95 % error bars.

use std::process::Command;
use std::time::Instant;

use abstrakta_engine::{
    round_value, side_in_round, think_in, Clock, Features, Level, Limits, Memory, Registered, Score, Side, SplitMix64,
    Weights,
};

use indicatif::ProgressBar;

use crate::clock::WallClock;
use crate::progress;

/// One player of a match.
#[derive(Clone, Debug)]
pub struct Contender {
    /// Its level (the budget, unless `nodes` says otherwise).
    pub level: Level,
    /// The search techniques it uses instead of its level's.
    pub features: Option<Features>,
    /// A node budget instead of the level's.
    pub nodes: Option<u64>,
    /// Another build of this tool that chooses the moves (`bestmove` with the
    /// level, the seed and the moves so far), instead of this build.
    pub engine: Option<String>,
    /// Evaluation weights instead of the game's own (`name value` lines, as the
    /// `tune` command writes them), with the file they came from.
    pub weights: Option<(String, Vec<(String, Score)>)>,
}

/// The `name value` lines of a weights file (lines starting with `#` are
/// comments), checked against the weights of `G`'s evaluation.
///
/// # Errors
/// A line that is not a known name and a whole number.
pub fn read_weights<G: Registered>(text: &str) -> Result<Vec<(String, Score)>, String> {
    let known = G::Eval::default().weights();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, value) = l
                .split_once(' ')
                .ok_or_else(|| format!("{l:?} is not a name and a value"))?;
            let value: Score = value
                .trim()
                .parse()
                .map_err(|_| format!("{name}: {value:?} is not a whole number"))?;
            if !known.iter().any(|&(n, _)| n == name) {
                let names: Vec<&str> = known.iter().map(|&(n, _)| n).collect();
                return Err(format!(
                    "{} has no weight {name:?} (it has {})",
                    G::KIND.name(),
                    names.join(", ")
                ));
            }
            Ok((name.to_string(), value))
        })
        .collect()
}

impl Contender {
    /// The player of `level` in this build with every technique.
    pub fn level(level: Level) -> Contender {
        Contender {
            level,
            features: None,
            nodes: None,
            engine: None,
            weights: None,
        }
    }

    fn name(&self) -> String {
        let mut name = self.level.name().to_string();
        if let Some(features) = self.features {
            name.push_str(&format!(" features {}", features.0));
        }
        if let Some(n) = self.nodes {
            name.push_str(&format!(" {n} nodes"));
        }
        if let Some(e) = &self.engine {
            name.push_str(&format!(" of {e}"));
        }
        if let Some((file, _)) = &self.weights {
            name.push_str(&format!(" with the weights of {file}"));
        }
        name
    }

    /// Its move in `pos`, reached by `round_moves` from the round's start
    /// position, whose text is `round_start`, searched with its `memory` of the
    /// game.
    #[allow(clippy::too_many_arguments)]
    fn choose<G: Registered>(
        &self,
        memory: &mut Memory<G::Move>,
        pos: &G,
        round_start: &str,
        round_moves: &[String],
        eval: &G::Eval,
        seed: u64,
        clock: &WallClock,
    ) -> Result<G::Move, String> {
        if let Some(engine) = &self.engine {
            let mut command = Command::new(engine);
            command.args(["bestmove", G::KIND.id(), "--position", round_start]);
            command.args(["--moves", &round_moves.join(" ")]);
            command.args(["--level", self.level.name(), "--seed", &seed.to_string()]);
            let rules = pos.rules();
            if *rules != G::Rules::default() {
                command.args(["--rules", &G::rules_text(rules)]);
            }
            if let Some(n) = self.nodes {
                command.args(["--nodes", &n.to_string()]);
            }
            let output = command.output().map_err(|e| format!("{engine}: {e}"))?;
            let text = String::from_utf8_lossy(&output.stdout);
            let answer = text.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or_default();
            if !output.status.success() {
                return Err(format!("{engine}: {}", String::from_utf8_lossy(&output.stderr).trim()));
            }
            return pos
                .parse_move(answer.trim())
                .map_err(|e| format!("{engine} answered {answer:?}: {e}"));
        }
        let base = G::level_limits(self.level);
        let base = self.nodes.map_or(base, |n| base.with_nodes(n));
        let limits = Limits {
            features: self.features.unwrap_or(base.features),
            ..base
        };
        let own;
        let eval = match &self.weights {
            Some((_, weights)) => {
                let mut e = G::Eval::default();
                for (name, value) in weights {
                    e.set_weight(name, *value);
                }
                own = e;
                &own
            }
            None => eval,
        };
        let r = think_in(memory, pos, eval, &limits, clock, seed);
        match r.best {
            Some(m) => Ok(m),
            None => {
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                moves.first().copied().ok_or_else(|| "no legal move".into())
            }
        }
    }
}

/// Wins, losses and draws of the first player of a match, in whole matches.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    /// Matches won.
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches drawn.
    pub draws: u32,
}

impl Tally {
    /// "7 wins, 2 losses, 1 draws: 75.0 % (95 %: 46.8 to 91.1 %), Elo …".
    pub fn summary(&self) -> String {
        format!(
            "{} wins, {} losses, {} draws: {}",
            self.wins,
            self.losses,
            self.draws,
            self.score()
        )
    }

    /// "75.0 % (95 %: 46.8 to 91.1 %), Elo +191 (-22 to +403)": the score with
    /// its 95 % interval, and the Elo difference they mean.
    pub fn score(&self) -> String {
        let n = f64::from(self.wins + self.losses + self.draws);
        if n == 0.0 {
            return "no games".into();
        }
        let p = (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n;
        // Wilson's interval (a draw counted as half a win): unlike p ± 1.96·σ it
        // stays honest at 0 % and 100 % and with few games.
        let z2 = 1.96f64 * 1.96;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
        let (low, high) = ((centre - half).max(0.0), (centre + half).min(1.0));
        let elo = |q: f64| -> String {
            if q < 0.0005 {
                "-∞".into()
            } else if q > 0.9995 {
                "+∞".into()
            } else {
                let elo = -400.0 * (1.0 / q - 1.0).log10();
                if elo.abs() < 0.5 {
                    "0".into()
                } else {
                    format!("{elo:+.0}")
                }
            }
        };
        format!(
            "{:.1} % (95 %: {:.1} to {:.1} %), Elo {} ({} to {})",
            100.0 * p,
            100.0 * low,
            100.0 * high,
            elo(p),
            elo(low),
            elo(high)
        )
    }
}

/// How many matches a match or a tournament plays, and how.
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    /// Matches to play.
    pub games: u32,
    /// The seed of the players' searches and of the openings.
    pub seed: u64,
    /// Plies after which a round counts as ended.
    pub max_plies: u32,
    /// Plies at the start of every round chosen at random among the legal moves,
    /// the same for the two matches of each pair (whose players swap seats), so
    /// that players that always answer alike still meet in different games.
    pub openings: u32,
}

/// Plays one round from `pos` between the players of seats A and B; returns the
/// final position and the plies played. The first `openings` plies are drawn
/// from `opening`. A round still running after `max_plies` is left unfinished.
#[allow(clippy::too_many_arguments)]
fn play_round<G: Registered>(
    mut pos: G,
    eval: &G::Eval,
    seats: [&Contender; 2],
    memories: &mut [Memory<G::Move>; 2],
    rng: &mut SplitMix64,
    opening: &mut SplitMix64,
    clock: &WallClock,
    schedule: &Schedule,
    record: &mut Vec<String>,
) -> Result<(G, u32), String> {
    let round = pos.round_info().round;
    // Another build is told the round's start and its moves (the text of a
    // position carries the round and the points brought into it).
    let round_start = pos.to_text();
    let mut plies = 0;
    let mut moves = Vec::new();
    while pos.outcome().is_none() && plies < schedule.max_plies {
        let seat_a_moves = side_in_round(Side::First, round) == pos.turn();
        let seat = usize::from(!seat_a_moves);
        let seed = rng.next_u64();
        if plies < schedule.openings {
            pos.legal_moves(&mut moves);
        } else {
            moves.clear();
        }
        let m = if moves.is_empty() {
            seats[seat].choose(&mut memories[seat], &pos, &round_start, record, eval, seed, clock)?
        } else {
            moves[opening.below(moves.len() as u64) as usize]
        };
        record.push(pos.move_to_text(m));
        pos.play_unchecked(m);
        plies += 1;
    }
    if pos.outcome().is_none() {
        if let Some(ended) = end_by_agreement(&pos) {
            return Ok((ended, plies));
        }
    }
    Ok((pos, plies))
}

/// Plays the `schedule`'s whole matches between two players (printing each game's
/// rounds when `verbose`, each round's moves when `records`). In odd-numbered games
/// the first player takes seat A (the first side in round 1, the second in round
/// 2), in even-numbered ones seat B; each such pair starts its rounds with the same
/// random opening plies, if the schedule asks for any. A round unfinished after
/// `max_plies` plies counts as ended there: by agreement where the game has one
/// (then by its points), as a draw otherwise.
///
/// # Errors
/// When another build asked for a move fails or answers with an illegal one.
pub fn play_match<G: Registered>(
    rules: &G::Rules,
    eval: &G::Eval,
    players: [&Contender; 2],
    schedule: &Schedule,
    verbose: bool,
    records: bool,
    progress: &ProgressBar,
) -> Result<Tally, String> {
    let seed = schedule.seed;
    let mut tally = Tally::default();
    let (mut round_wins, mut round_losses, mut round_draws) = (0, 0, 0);
    let mut margin_total = 0i64;
    let clock = WallClock(Instant::now());
    let mut rng = SplitMix64::new(seed);
    for game in 0..schedule.games {
        let first_is_a = game % 2 == 0;
        let pair = u64::from(game / 2) + 1;
        let mut opening = SplitMix64::new(seed ^ pair.wrapping_mul(0xD1B5_4A32_D192_ED03));
        let seats = if first_is_a { players } else { [players[1], players[0]] };
        let mut pos = G::new(rules);
        // Each player's memory of this game (its table, when it keeps one).
        let mut memories = [Memory::new(), Memory::new()];
        let mut total_a = 0i32;
        let mut rounds = Vec::new();
        loop {
            let round = pos.round_info().round;
            let mut record = Vec::new();
            let (end, plies) = play_round(
                pos,
                eval,
                seats,
                &mut memories,
                &mut rng,
                &mut opening,
                &clock,
                schedule,
                &mut record,
            )?;
            if records {
                out!("record of game {} round {round}: {}", game + 1, record.join(" "));
            }
            // The round's value for its first side; an unfinished round by its points.
            let value = round_value(&end).unwrap_or_else(|| end.margin().unwrap_or(0));
            let for_a = if side_in_round(Side::First, round) == Side::First {
                value
            } else {
                -value
            };
            total_a += for_a;
            let for_first_player = if first_is_a { for_a } else { -for_a };
            match for_first_player.signum() {
                1 => round_wins += 1,
                -1 => round_losses += 1,
                _ => round_draws += 1,
            }
            let side = if side_in_round(if first_is_a { Side::First } else { Side::Second }, round) == Side::First {
                "first side"
            } else {
                "second side"
            };
            rounds.push(format!(
                "round {round} as {side} {for_first_player:+} in {plies} plies{}",
                if plies >= schedule.max_plies { " (cut)" } else { "" }
            ));
            match end.next_round() {
                Some(next) => pos = next,
                None => break,
            }
        }
        let total = if first_is_a { total_a } else { -total_a };
        margin_total += i64::from(total);
        let result = match total.signum() {
            1 => {
                tally.wins += 1;
                "first wins"
            }
            -1 => {
                tally.losses += 1;
                "first loses"
            }
            _ => {
                tally.draws += 1;
                "draw"
            }
        };
        progress.inc(1);
        if verbose {
            out!(
                "game {:>3}: {}; total {total:+}: {result} ({:.0} s)",
                game + 1,
                rounds.join(", "),
                clock.now_ms() / 1000.0
            );
        }
    }
    if verbose {
        out!("rounds: first {round_wins} won, {round_losses} lost, {round_draws} drawn");
        out!("score of the first ({}): {}", players[0].name(), tally.score());
        out!("margins: first {margin_total:+}, second {:+}", -margin_total);
        out!(
            "first: {} wins, {} losses, {} draws",
            tally.wins,
            tally.losses,
            tally.draws
        );
    }
    Ok(tally)
}

/// Every pair of `levels` plays `games` matches (sides alternated); prints each
/// pairing's score with its error bar, then each level's total, as Markdown
/// tables.
///
/// # Errors
/// As [`play_match`].
pub fn tournament<G: Registered>(
    rules: &G::Rules,
    eval: &G::Eval,
    levels: &[Level],
    schedule: &Schedule,
) -> Result<(), String> {
    let mut totals = vec![Tally::default(); levels.len()];
    let pairs = levels.len() * (levels.len() - 1) / 2;
    let progress = progress::bar(pairs as u64 * u64::from(schedule.games), "tournament");
    out!("| {} | pairing | score of the first, 95 % interval |", G::KIND.name());
    out!("|---|---|---|");
    for i in 0..levels.len() {
        for j in i + 1..levels.len() {
            let (a, b) = (Contender::level(levels[i]), Contender::level(levels[j]));
            let pair_seed = schedule.seed ^ ((i as u64) << 32 | j as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let pairing = Schedule {
                seed: pair_seed,
                ..*schedule
            };
            let t = play_match::<G>(rules, eval, [&b, &a], &pairing, false, false, &progress)?;
            out!("| | {} vs {} | {} |", levels[j], levels[i], t.summary());
            totals[j].wins += t.wins;
            totals[j].losses += t.losses;
            totals[j].draws += t.draws;
            totals[i].wins += t.losses;
            totals[i].losses += t.wins;
            totals[i].draws += t.draws;
        }
    }
    progress::done(&progress);
    out!("");
    out!("| level | against all the others |");
    out!("|---|---|");
    for (level, t) in levels.iter().zip(&totals) {
        out!("| {level} | {} |", t.summary());
    }
    Ok(())
}

/// Ends a round cut by the ply limit by agreement where the game has one: an offer
/// that the other side's answer turns into the end of the round. A pending offer is
/// answered; a side that may not offer just now (Thud, after a refusal) first
/// makes its first legal move.
fn end_by_agreement<G: Registered>(pos: &G) -> Option<G> {
    let mut moves = Vec::new();
    let mut offers = Vec::new();
    let mut pos = pos.clone();
    for _ in 0..2 {
        pos.offers(&mut offers);
        if let Some(&offer) = offers.first() {
            pos = pos.play(offer).ok()?;
        }
        pos.legal_moves(&mut moves);
        if let Some(end) = moves
            .iter()
            .find_map(|&m| pos.clone().play(m).ok().filter(|p| p.outcome().is_some()))
        {
            return Some(end);
        }
        if !offers.is_empty() {
            return None;
        }
        let &first = moves.first()?;
        pos = pos.play(first).ok()?;
    }
    None
}
