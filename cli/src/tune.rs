//! Fitting an evaluation's weights to the results of played games (the method
//! known as Texel tuning): positions are taken from games played by the engine
//! (and, for Brandubh, from recorded games), each labelled with how its round
//! ended; the weights are then moved one at a time, in steps that halve, while
//! the evaluation predicts those ends better. Everything is drawn from the seed,
//! so one seed always gives the same weights.

use std::thread;

use crate::progress;

use abstrakta_engine::{
    round_value, think, Evaluator, Level, Limits, NoClock, Registered, Score, Side, SplitMix64, Weights,
};

/// How the games of `tune` and `puzzles` are played.
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    /// Games to play.
    pub games: u32,
    /// The seed every game and move is drawn from.
    pub seed: u64,
    /// The level whose search plays the games.
    pub level: Level,
    /// Random moves at the start of each round, for varied positions.
    pub random_plies: u32,
    /// Rounds still running after this many plies are left out.
    pub max_plies: u32,
}

/// How to tune.
#[derive(Clone, Debug)]
pub struct TuneOptions {
    /// The games played for positions.
    pub play: SelfPlay,
    /// Its node budget instead of the level's.
    pub nodes: Option<u64>,
    /// Recorded Brandubh games to add (the test data's CSV form).
    pub records: Option<String>,
    /// The most passes over the weights.
    pub passes: u32,
    /// A fixed scale `k` instead of one fitted with the weights, together with a
    /// fitted offset: for a scored game at [`MARGIN_SCALE`] the evaluation then
    /// estimates the round's final margin in its own unit, and the margin that
    /// rounds drift by on average (whatever the position) is the offset's, not
    /// taken up by a weight.
    pub scale: Option<f64>,
    /// For a scored game: label each position with the margin this many plies
    /// later (or the final one, if the round ends first) instead of the round's
    /// final margin, so that the weights predict what a search's leaf stands
    /// for (what happens just beyond it), not how the rest of a round between
    /// weaker players went.
    pub horizon: Option<u32>,
}

/// The scale of a scored game's final margin in its label: a margin of
/// `MARGIN_SCALE / 100` points is labelled as likely as a 73 % win.
const MARGIN_SCALE: f64 = 1000.0;

/// A position with how its round ended.
struct Sample<G> {
    pos: G,
    /// The round's end from the first side's view, as a number from 0 to 1.
    label: f64,
    /// Held out of the fit, to check that it generalises.
    held_out: bool,
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The label of a finished round from its value for the first side.
fn label(value: i32, scored: bool) -> f64 {
    if scored {
        sigmoid(100.0 * f64::from(value) / MARGIN_SCALE)
    } else {
        match value.signum() {
            1 => 1.0,
            -1 => 0.0,
            _ => 0.5,
        }
    }
}

/// The evaluation from the first side's view.
fn first_view<G: Registered>(eval: &G::Eval, pos: &G) -> f64 {
    let e = f64::from(eval.evaluate(pos));
    if pos.turn() == Side::First {
        e
    } else {
        -e
    }
}

/// Whether `pos` is quiet: no move that the quiescence search would follow (the
/// static evaluation is only a fair guess there).
fn quiet<G: Registered>(eval: &G::Eval, pos: &G, buffer: &mut Vec<G::Move>) -> bool {
    if eval.quiescence_depth() == 0 {
        return true;
    }
    eval.noisy_moves(pos, buffer);
    buffer.is_empty()
}

/// The move of a self-played game at ply `ply` (from 0): one drawn at random
/// among the legal moves for the first `random_plies`, the search's after;
/// `None` when there is none.
pub fn self_play_move<G: Registered>(
    pos: &G,
    ply: u32,
    random_plies: u32,
    rng: &mut SplitMix64,
    eval: &G::Eval,
    limits: &Limits,
    moves: &mut Vec<G::Move>,
) -> Option<G::Move> {
    if ply < random_plies {
        pos.legal_moves(moves);
        (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u64) as usize])
    } else {
        think(pos, eval, limits, &NoClock, rng.next_u64()).best
    }
}

/// The quiet positions of game `index`, labelled.
fn play_game<G: Registered>(rules: &G::Rules, options: &TuneOptions, index: u32) -> Vec<Sample<G>> {
    let eval = G::Eval::default();
    let base = G::level_limits(options.play.level);
    let base = options.nodes.map_or(base, |n| base.with_nodes(n));
    let limits = Limits {
        deadline_ms: None,
        ..base
    };
    let mut rng = SplitMix64::new(options.play.seed ^ u64::from(index).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let held_out = index % 5 == 4;
    let mut samples = Vec::new();
    let mut moves = Vec::new();
    let mut pos = G::new(rules);
    let play = options.play;
    let mut margins = Vec::new();
    loop {
        let mut seen = Vec::new();
        let mut plies = 0;
        while pos.outcome().is_none() && plies < play.max_plies {
            let Some(m) = self_play_move(&pos, plies, play.random_plies, &mut rng, &eval, &limits, &mut moves) else {
                break;
            };
            pos.play_unchecked(m);
            plies += 1;
            margins.push(pos.margin());
            if plies > options.play.random_plies && pos.outcome().is_none() && quiet(&eval, &pos, &mut moves) {
                seen.push((plies, pos.detached()));
            }
        }
        // An unfinished round of a scored game counts by its points, as in
        // matches; one of another game has no label, and no next round.
        let Some(value) = round_value(&pos).or_else(|| pos.margin()) else {
            break;
        };
        let scored = pos.margin().is_some();
        samples.extend(seen.into_iter().map(|(ply, p)| {
            // The margin `horizon` plies on (`margins[i]` is the one after ply
            // `i + 1`), or the round's end.
            let later = options
                .horizon
                .filter(|_| scored)
                .and_then(|h| margins.get((ply + h) as usize - 1).copied().flatten());
            Sample {
                pos: p,
                label: label(later.unwrap_or(value), scored),
                held_out,
            }
        }));
        margins.clear();
        match pos.next_round() {
            Some(next) if pos.outcome().is_some() => pos = next,
            _ => break,
        }
    }
    samples
}

/// The quiet positions of recorded Brandubh games, one a line:
/// `<moves>,<n>,<n>,<result>` with `White` (the defenders, who move second) or
/// `Black` (the attackers) as the winner; other lines and undecided games are
/// left out, and a game is read up to its first move that does not play.
fn recorded<G: Registered>(rules: &G::Rules, text: &str) -> (Vec<Sample<G>>, u32) {
    let eval = G::Eval::default();
    let mut samples = Vec::new();
    let mut games = 0;
    let mut buffer = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split(',').collect();
        let value = match fields.last().map(|f| f.trim()) {
            Some("White") => -1,
            Some("Black") => 1,
            _ => continue,
        };
        let mut pos = G::new(rules);
        let mut seen = Vec::new();
        for text in fields[0].split_whitespace() {
            let Ok(m) = pos.parse_move(text) else { break };
            let Ok(next) = pos.play(m) else { break };
            pos = next;
            if pos.outcome().is_none() && quiet(&eval, &pos, &mut buffer) {
                seen.push(pos.detached());
            }
        }
        games += 1;
        let held_out = i % 5 == 4;
        let value = label(value, false);
        samples.extend(seen.into_iter().map(|p| Sample {
            pos: p,
            label: value,
            held_out,
        }));
    }
    (samples, games)
}

/// Mean squared error of `sigmoid((eval + offset) / k)` against the labels,
/// over the samples held out or not (two threads).
fn loss<G: Registered>(samples: &[Sample<G>], eval: &G::Eval, fit: Fit, held_out: bool) -> f64 {
    let half = samples.len() / 2;
    let part = |part: &[Sample<G>]| -> (f64, usize) {
        part.iter()
            .filter(|s| s.held_out == held_out)
            .fold((0.0, 0), |(sum, n), s| {
                let d = s.label - sigmoid((first_view::<G>(eval, &s.pos) + fit.offset) / fit.k);
                (sum + d * d, n + 1)
            })
    };
    let ((a, n), (b, m)) = thread::scope(|scope| {
        let first = scope.spawn(|| part(&samples[..half]));
        let second = part(&samples[half..]);
        (first.join().unwrap_or((0.0, 0)), second)
    });
    if n + m == 0 {
        0.0
    } else {
        (a + b) / (n + m) as f64
    }
}

/// How the evaluation is read as a likelihood: `sigmoid((eval + offset) / k)`.
#[derive(Clone, Copy, Debug)]
struct Fit {
    /// The scale.
    k: f64,
    /// The constant added to the first side's evaluation (0 unless the scale is
    /// fixed).
    offset: f64,
}

/// The reading that fits `eval` best: with a fixed scale, its best offset;
/// else the best scale (from `near`'s, once there is one), with no offset.
fn refit<G: Registered>(samples: &[Sample<G>], eval: &G::Eval, near: Option<Fit>, fixed: Option<f64>) -> Fit {
    match fixed {
        Some(k) => Fit {
            k,
            offset: fit_offset(samples, eval, k),
        },
        None => Fit {
            k: fit_scale(samples, eval, near.map(|f| f.k)),
            offset: 0.0,
        },
    }
}

/// The offset that fits `eval` best at scale `k`. The loss is convex in it, so
/// a bracket is narrowed by thirds; the evaluations are taken once, not at
/// every step.
fn fit_offset<G: Registered>(samples: &[Sample<G>], eval: &G::Eval, k: f64) -> f64 {
    let points: Vec<(f64, f64)> = samples
        .iter()
        .filter(|s| !s.held_out)
        .map(|s| (first_view::<G>(eval, &s.pos), s.label))
        .collect();
    let at = |offset: f64| -> f64 {
        points
            .iter()
            .map(|&(v, label)| {
                let d = label - sigmoid((v + offset) / k);
                d * d
            })
            .sum()
    };
    let (mut low, mut high) = (-20.0 * k, 20.0 * k);
    while high - low > 1.0 {
        let a = low + (high - low) / 3.0;
        let b = high - (high - low) / 3.0;
        if at(a) <= at(b) {
            high = b;
        } else {
            low = a;
        }
    }
    ((low + high) / 2.0).round()
}

/// The scale `k` that fits `eval` best with no offset: a coarse search over
/// powers, or from `near`, then a finer one around the best.
fn fit_scale<G: Registered>(samples: &[Sample<G>], eval: &G::Eval, near: Option<f64>) -> f64 {
    let at = |k: f64| loss(samples, eval, Fit { k, offset: 0.0 }, false);
    let mut best = (f64::INFINITY, 100.0);
    if let Some(k) = near {
        best = (at(k), k);
    } else {
        for i in 0..=24 {
            let k = 10.0 * 1.333_f64.powi(i);
            let l = at(k);
            if l < best.0 {
                best = (l, k);
            }
        }
    }
    let centre = best.1;
    for i in -10..=10 {
        let k = centre * (1.0 + f64::from(i) * 0.03);
        let l = at(k);
        if l < best.0 {
            best = (l, k);
        }
    }
    best.1.round()
}

/// Plays the games, fits the weights and returns the report: comment lines
/// (`#`) with the command, the data and the losses, then one `name value` line
/// per weight.
///
/// # Errors
/// A records file that cannot be read.
pub fn tune<G: Registered>(rules: &G::Rules, options: &TuneOptions) -> Result<String, String> {
    // The records are read first: a file that cannot be read stops the command
    // before any game is played.
    let records = match &options.records {
        Some(path) => Some(std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?),
        None => None,
    };
    let per_game = progress::games_on_threads(options.play.games, "games played", |i| {
        play_game::<G>(rules, options, i)
    });
    let mut samples: Vec<Sample<G>> = per_game.into_iter().flat_map(|(_, s)| s).collect();
    let played = samples.len();
    let mut recorded_games = 0;
    if let Some(text) = &records {
        let (more, games) = recorded::<G>(rules, text);
        recorded_games = games;
        samples.extend(more);
    }
    let held = samples.iter().filter(|s| s.held_out).count();
    let start = G::Eval::default();
    let first = refit(&samples, &start, None, options.scale);
    let before = (
        loss(&samples, &start, first, false),
        loss(&samples, &start, first, true),
    );
    let mut fit = first;

    // A game decided by winning, not by a score, keeps its first weight (its
    // unit of material): else every weight could grow together with the scale.
    // With a fixed scale they cannot.
    let anchored = G::new(rules).margin().is_none() && options.scale.is_none();
    let mut eval = G::Eval::default();
    let names: Vec<&'static str> = eval.weights().iter().map(|&(n, _)| n).collect();
    let mut steps: Vec<Score> = eval.weights().iter().map(|&(_, w)| (w.abs() / 4).max(8)).collect();
    if anchored {
        steps[0] = 0;
    }
    // A weight that acts on too few of the positions is held: they say too
    // little about it (a term that only counts where the quiet positions left
    // out are, say).
    let mut idle = Vec::new();
    let base: Vec<Score> = samples.iter().map(|s| eval.evaluate(&s.pos)).collect();
    for (i, &name) in names.iter().enumerate() {
        let mut nudged = eval.clone();
        nudged.set_weight(name, eval.weights()[i].1 + 1);
        let acting = samples
            .iter()
            .zip(&base)
            .filter(|&(s, &b)| nudged.evaluate(&s.pos) != b)
            .count();
        if acting * 100 < samples.len() {
            steps[i] = 0;
            idle.push(name);
        }
    }
    let mut current = before.0;
    let mut passes = 0;
    let progress = progress::bar(u64::from(options.passes), "passes over the weights");
    while passes < options.passes && steps.iter().any(|&s| s > 0) {
        passes += 1;
        progress.inc(1);
        let mut improved = false;
        for (i, &name) in names.iter().enumerate() {
            if steps[i] == 0 {
                continue;
            }
            let w = eval.weights()[i].1;
            for candidate in [w + steps[i], w - steps[i]] {
                let mut trial = eval.clone();
                trial.set_weight(name, candidate);
                let l = loss(&samples, &trial, fit, false);
                if l < current {
                    current = l;
                    eval = trial;
                    improved = true;
                    break;
                }
            }
        }
        // The scale (or with a fixed scale, the offset) follows the weights.
        fit = refit(&samples, &eval, Some(fit), options.scale);
        current = loss(&samples, &eval, fit, false);
        if !improved {
            for s in &mut steps {
                *s /= 2;
            }
        }
    }
    progress::done(&progress);
    let after = (current, loss(&samples, &eval, fit, true));
    let mut out = String::new();
    out.push_str(&format!(
        "# abstrakta tune {} --games {} --seed {} --level {}{} --random-plies {} --max-plies {}{} --passes {}{}{}\n",
        G::KIND.id(),
        options.play.games,
        options.play.seed,
        options.play.level,
        options.nodes.map_or_else(String::new, |n| format!(" --nodes {n}")),
        options.play.random_plies,
        options.play.max_plies,
        options
            .records
            .as_ref()
            .map_or_else(String::new, |r| format!(" --records {r}")),
        options.passes,
        options.scale.map_or_else(String::new, |k| format!(" --scale {k}")),
        options.horizon.map_or_else(String::new, |h| format!(" --horizon {h}")),
    ));
    out.push_str(&format!(
        "# {} quiet positions: {played} from {} games played{}; {held} held out of the fit\n",
        samples.len(),
        options.play.games,
        if recorded_games > 0 {
            format!(", {} from {recorded_games} recorded games", samples.len() - played)
        } else {
            String::new()
        }
    ));
    let scale = if options.scale.is_some() {
        format!(
            "scale {} (fixed), offset {} before, {} after",
            fit.k, first.offset, fit.offset
        )
    } else {
        format!("scale {} before, {} after", first.k, fit.k)
    };
    out.push_str(&format!(
        "# {scale}; loss before {:.5} (held out {:.5}), after {:.5} (held out {:.5}), {passes} passes{}{}\n",
        before.0,
        before.1,
        after.0,
        after.1,
        if anchored {
            format!("; {} held", names[0])
        } else {
            String::new()
        },
        if idle.is_empty() {
            String::new()
        } else {
            format!("; held, acting on under 1 % of the positions: {}", idle.join(", "))
        }
    ));
    for (name, w) in eval.weights() {
        out.push_str(&format!("{name} {w}\n"));
    }
    Ok(out)
}
