//! The alpha-beta search itself: negamax with iterative deepening, a
//! transposition table, killers, history, quiescence and seeded variety.

use alloc::vec;
use alloc::vec::Vec;

use super::evaluate::Evaluator;
use super::limits::{Clock, Features, Limits};
use super::result::SearchResult;
use super::score::{terminal_score, threat_loss, INFINITY};
use super::score::{Score, DECISIVE};
use super::tt::{self, Bound, Table};
use crate::game::Game;
use crate::rng::SplitMix64;

/// The half-width of an aspiration window.
const ASPIRATION_WINDOW: Score = 50;
/// The room that history scores have below one unit of a move hint.
const HISTORY_SPAN: i64 = 1024;

pub(super) struct Searcher<'a, G: Game, E> {
    eval: &'a E,
    limits: Limits,
    clock: &'a dyn Clock,
    start_ms: f64,
    nodes: u64,
    aborted: bool,
    /// Limits apply only once the first iteration has completed.
    limits_armed: bool,
    /// The depth of the iteration under way: threat extensions stop at twice it.
    iteration_depth: u8,
    pub(super) table: Table<G::Move>,
    killers: Vec<[Option<G::Move>; 2]>,
    /// Move lists, one per ply, reused so that no node allocates.
    buffers: Vec<Vec<G::Move>>,
    /// Ordering keys and moves, one list per ply, reused likewise.
    ordered: Vec<Vec<(i64, G::Move)>>,
    /// History scores of quiet moves that caused cut-offs, by
    /// [`Evaluator::history_index`] (empty when the technique is off).
    history: Vec<u16>,
    /// The [`Game::repetition`] keys of the game before the root and of the line
    /// being searched, each with whether it follows an irreversible move.
    path: Vec<(u64, bool)>,
}

impl<'a, G: Game, E: Evaluator<G>> Searcher<'a, G, E> {
    pub(super) fn new(eval: &'a E, limits: &Limits, clock: &'a dyn Clock, table: Table<G::Move>) -> Self {
        let depth = usize::from(limits.max_depth.max(1));
        Searcher {
            eval,
            limits: *limits,
            clock,
            start_ms: clock.now_ms(),
            nodes: 0,
            aborted: false,
            limits_armed: false,
            iteration_depth: 1,
            table,
            killers: vec![[None, None]; depth + 2],
            buffers: vec![Vec::new(); depth + 2],
            ordered: vec![Vec::new(); depth + 2],
            history: if limits.features.has(Features::HISTORY) {
                vec![0; eval.history_size()]
            } else {
                Vec::new()
            },
            path: Vec::new(),
        }
    }

    /// The child of `pos` after `m`, detached from any history it keeps; its
    /// repetition key goes on the path (call [`Searcher::leave`] after it).
    fn enter(&mut self, pos: &G, m: G::Move) -> G {
        let mut child = pos.detached();
        child.play_unchecked(m);
        if let Some((key, fresh)) = child.repetition() {
            self.path.push((key, fresh));
            let mut count = 0u8;
            for &(k, irreversible) in self.path.iter().rev() {
                count = count.saturating_add(u8::from(k == key));
                if irreversible {
                    break;
                }
            }
            if count > 1 {
                child.set_repetitions(count);
            }
        }
        child
    }

    /// Takes the child entered last off the path.
    fn leave(&mut self, child: &G) {
        if child.repetition().is_some() {
            self.path.pop();
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if !self.limits_armed {
            return false;
        }
        if self.nodes >= self.limits.max_nodes {
            return true;
        }
        if let Some(deadline) = self.limits.deadline_ms {
            if self.nodes.is_multiple_of(1024) && self.clock.now_ms() - self.start_ms >= deadline {
                return true;
            }
        }
        false
    }

    pub(super) fn run(&mut self, pos: &G, seed: u64) -> SearchResult<G::Move> {
        let mut result = SearchResult {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
        };
        if let Some(outcome) = pos.outcome() {
            result.score = terminal_score(pos, outcome, 0);
            return result;
        }
        let history = pos.repetition_history();
        self.path = history.iter().enumerate().map(|(i, &key)| (key, i == 0)).collect();
        let mut rng = SplitMix64::new(seed);
        let mut root_moves = Vec::new();
        pos.legal_moves(&mut root_moves);
        rng.shuffle(&mut root_moves);
        if root_moves.is_empty() {
            return result;
        }
        // Candidates of the last completed iteration, for the random margin.
        let mut candidates: Vec<(G::Move, Score)> = Vec::new();
        let aspiration = self.limits.features.has(Features::ASPIRATION) && self.limits.random_margin <= 0;
        let mut previous: Option<Score> = None;
        for depth in 1..=self.limits.max_depth.max(1) {
            // A narrow window around the last score, opened on the side where the
            // score falls outside it (the move that failed high searched first).
            let (mut low, mut high) = match previous {
                Some(p) if aspiration && p.abs() < DECISIVE / 2 => (p - ASPIRATION_WINDOW, p + ASPIRATION_WINDOW),
                _ => (-INFINITY, INFINITY),
            };
            self.iteration_depth = depth;
            let iteration = loop {
                let iteration = self.root(pos, &mut root_moves, depth, low, high);
                if self.aborted {
                    break iteration;
                }
                match iteration {
                    Some((_, _, score)) if score <= low && low > -INFINITY => low = -INFINITY,
                    Some((_, best, score)) if score >= high && high < INFINITY => {
                        high = INFINITY;
                        if let Some(i) = root_moves.iter().position(|&m| m == best) {
                            root_moves[..=i].rotate_right(1);
                        }
                    }
                    other => break other,
                }
            };
            self.limits_armed = true;
            let complete = !self.aborted;
            // A cut-off iteration still improves the choice (its finished moves were
            // searched deeper), but not the candidates drawn from with a margin.
            if !complete && self.limits.random_margin > 0 {
                break;
            }
            match iteration {
                Some((scored, best, score)) => {
                    result.best = Some(best);
                    result.score = score;
                    if complete {
                        result.depth = depth;
                        candidates = scored;
                        previous = Some(score);
                    }
                    // Searched moves first next time, best first.
                    if let Some(i) = root_moves.iter().position(|&m| m == best) {
                        root_moves[..=i].rotate_right(1);
                    }
                    if !complete || score.abs() >= DECISIVE {
                        break;
                    }
                }
                None => break,
            }
        }
        if self.limits.random_margin > 0 && candidates.len() > 1 {
            let pick = rng.below(candidates.len() as u64) as usize;
            result.best = Some(candidates[pick].0);
            result.score = candidates[pick].1;
        }
        result.nodes = self.nodes;
        result.pv = self.principal_variation(pos, result.best, result.depth);
        result
    }

    /// One iteration at the root, within the window `low..high`. Returns the moves
    /// within the random margin of the best with their scores, the best move and
    /// its score (at most `low` when every move fails low; at least `high`, after
    /// which no further move is searched, when one fails high); `None` if the
    /// budget ran out before any move was searched completely (a partial
    /// iteration whose first moves completed still counts: they were searched at
    /// full depth).
    #[allow(clippy::type_complexity)]
    fn root(
        &mut self,
        pos: &G,
        moves: &mut [G::Move],
        depth: u8,
        low: Score,
        high: Score,
    ) -> Option<(Vec<(G::Move, Score)>, G::Move, Score)> {
        let margin = self.limits.random_margin.max(0);
        // With no margin, moves after the first are tried with a null window.
        let pvs = margin == 0 && self.limits.features.has(Features::PVS);
        let mut best: Option<(G::Move, Score)> = None;
        let mut scored: Vec<(G::Move, Score)> = Vec::new();
        for &m in moves.iter() {
            let child = self.enter(pos, m);
            let depth = if self.extends(&child, 0) { depth + 1 } else { depth };
            // A move is scored exactly when it beats `floor`: with no margin it must
            // beat the best so far; with a margin it must come within the margin.
            let floor = match best {
                None => low,
                Some((_, s)) if margin == 0 || s.abs() >= DECISIVE => s.max(low),
                Some((_, s)) => s - margin - 1,
            };
            let score = if pvs && best.is_some() {
                let score = -self.negamax(&child, depth - 1, 1, -floor - 1, -floor);
                if score > floor && !self.aborted {
                    -self.negamax(&child, depth - 1, 1, -high, -floor)
                } else {
                    score
                }
            } else {
                -self.negamax(&child, depth - 1, 1, -high, -floor)
            };
            self.leave(&child);
            if self.aborted {
                break;
            }
            if score > floor {
                scored.push((m, score));
            }
            if best.is_none_or(|(_, s)| score > s) {
                best = Some((m, score));
            }
            if score >= high {
                break;
            }
        }
        let (best_move, best_score) = best?;
        let keep = if best_score.abs() >= DECISIVE { 0 } else { margin };
        scored.retain(|&(_, s)| s >= best_score - keep);
        Some((scored, best_move, best_score))
    }

    fn negamax(&mut self, pos: &G, depth: u8, ply: usize, mut alpha: Score, beta: Score) -> Score {
        if self.out_of_budget() {
            self.aborted = true;
            return 0;
        }
        self.nodes += 1;
        if let Some(outcome) = pos.outcome() {
            return terminal_score(pos, outcome, ply);
        }
        if depth == 0 {
            return self.quiesce(pos, ply, alpha, beta, self.eval.quiescence_depth());
        }
        let key = pos.hash_key();
        let mut tt_move = None;
        if let Some(entry) = self.table.probe(key) {
            tt_move = entry.best;
            // A result searched at least as deep is as good as a new search.
            if entry.depth >= depth {
                let score = tt::score_from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        self.reserve_ply(ply);
        let (moves, ordered) = self.ordered_moves(pos, ply, tt_move);
        let killers = self.killers[ply];
        let alpha_in = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let features = self.limits.features;
        for (i, &(key, m)) in ordered.iter().enumerate() {
            let child = self.enter(pos, m);
            // A threat is searched one ply deeper (and never reduced).
            let extended = self.extends(&child, ply);
            let depth = if extended { depth + 1 } else { depth };
            let score = if i == 0 {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha)
            } else {
                // Late quiet moves first one ply shallower; with PVS, every move
                // after the first with a null window. Searched again, in full, only
                // when that says they may be better than the best so far.
                // Not where a win or loss is at stake: a reduced search's
                // bound there could pass for a forced result.
                let reduced = features.has(Features::LMR)
                    && depth >= 3
                    && i >= 3
                    && key > -HISTORY_SPAN
                    && alpha.abs() < DECISIVE
                    && beta.abs() < DECISIVE
                    && !extended
                    && child.outcome().is_none();
                let high = if features.has(Features::PVS) { alpha + 1 } else { beta };
                let first_depth = if reduced { depth - 2 } else { depth - 1 };
                let mut score = -self.negamax(&child, first_depth, ply + 1, -high, -alpha);
                if reduced && score > alpha && !self.aborted {
                    score = -self.negamax(&child, depth - 1, ply + 1, -high, -alpha);
                }
                if high < beta && score > alpha && score < beta && !self.aborted {
                    score = -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha);
                }
                score
            };
            self.leave(&child);
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(m);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if killers[0] != Some(m) {
                    self.killers[ply] = [Some(m), killers[0]];
                }
                if key > -HISTORY_SPAN {
                    self.credit(pos, m, depth);
                }
                break;
            }
        }
        self.buffers[ply] = moves;
        self.ordered[ply] = ordered;
        if self.aborted {
            return 0;
        }
        let bound = if best_score <= alpha_in {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table
            .store(key, best_move, tt::score_to_table(best_score, ply), depth, bound);
        best_score
    }

    /// The per-ply buffers reach `ply`.
    fn reserve_ply(&mut self, ply: usize) {
        if self.buffers.len() <= ply {
            self.buffers.resize(ply + 1, Vec::new());
            self.ordered.resize(ply + 1, Vec::new());
            self.killers.resize(ply + 1, [None, None]);
        }
    }

    /// The legal moves of `pos` (in the ply's buffer, to be given back) and the
    /// same moves in search order with their ordering keys: the table's move,
    /// then the killers, then by the evaluator's hint and, within equal hints,
    /// by the history of cut-offs (a key above `-HISTORY_SPAN` marks a quiet
    /// move).
    #[allow(clippy::type_complexity)]
    fn ordered_moves(&mut self, pos: &G, ply: usize, tt_move: Option<G::Move>) -> (Vec<G::Move>, Vec<(i64, G::Move)>) {
        let mut moves = core::mem::take(&mut self.buffers[ply]);
        let mut ordered = core::mem::take(&mut self.ordered[ply]);
        pos.legal_moves(&mut moves);
        let killers = self.killers[ply];
        let eval = self.eval;
        ordered.clear();
        let history = &self.history;
        ordered.extend(moves.iter().map(|&m| {
            let key = if Some(m) == tt_move {
                1 << 30
            } else if Some(m) == killers[0] {
                1 << 20
            } else if Some(m) == killers[1] {
                1 << 19
            } else {
                0
            };
            let hint = i64::from(key + eval.move_hint(pos, m));
            // Within moves of equal hint (the quiet ones above all), the history
            // of cut-offs orders; a key above -HISTORY_SPAN marks a quiet move.
            let past = eval
                .history_index(pos, m)
                .and_then(|i| history.get(i))
                .map_or(0, |&h| i64::from(h));
            (-(hint * HISTORY_SPAN + past), m)
        }));
        // Unstable sort: deterministic and, unlike the stable one, allocation-free.
        ordered.sort_unstable_by_key(|&(key, _)| key);
        (moves, ordered)
    }

    /// Whether the move that led from a node at `ply` to `child` is searched one
    /// ply deeper: with [`Features::THREATS`], when it threatens (within twice
    /// the iteration's depth).
    fn extends(&self, child: &G, ply: usize) -> bool {
        self.limits.features.has(Features::THREATS)
            && ply < 2 * usize::from(self.iteration_depth)
            && child.outcome().is_none()
            && self.eval.threatened(child)
    }

    /// A quiet move `m` cut off a search of `depth` plies: its history grows (by
    /// the square of the depth), and every history halves once one would pass
    /// the span that orders within a hint.
    fn credit(&mut self, pos: &G, m: G::Move, depth: u8) {
        let Some(i) = self.eval.history_index(pos, m) else {
            return;
        };
        let Some(&h) = self.history.get(i) else { return };
        let bonus = u16::from(depth).saturating_mul(u16::from(depth));
        let grown = h.saturating_add(bonus);
        if i64::from(grown) >= HISTORY_SPAN {
            for v in &mut self.history {
                *v /= 2;
            }
        }
        self.history[i] = self.history[i].saturating_add(bonus).min((HISTORY_SPAN - 1) as u16);
    }

    /// The static evaluation, improved by the noisy moves while `qdepth` lasts
    /// (the side to move may stand pat unless [`Evaluator::threatened`]). The
    /// node itself is already counted.
    fn quiesce(&mut self, pos: &G, ply: usize, mut alpha: Score, beta: Score, qdepth: u8) -> Score {
        let threatened = qdepth > 0 && self.eval.threatened(pos);
        let stand = if threatened {
            // Unless a noisy move stops it, the threat is carried out next ply.
            threat_loss(ply)
        } else {
            self.eval.evaluate(pos)
        };
        if qdepth == 0 || stand >= beta {
            return stand;
        }
        alpha = alpha.max(stand);
        self.reserve_ply(ply);
        let mut moves = core::mem::take(&mut self.buffers[ply]);
        self.eval.noisy_moves(pos, &mut moves);
        let eval = self.eval;
        moves.sort_unstable_by_key(|&m| -eval.move_hint(pos, m));
        let mut best = stand;
        for &m in &moves {
            if self.out_of_budget() {
                self.aborted = true;
                break;
            }
            self.nodes += 1;
            let child = self.enter(pos, m);
            let score = match child.outcome() {
                Some(outcome) => -terminal_score(&child, outcome, ply + 1),
                None => -self.quiesce(&child, ply + 1, -beta, -alpha, qdepth - 1),
            };
            self.leave(&child);
            if self.aborted {
                break;
            }
            best = best.max(score);
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        self.buffers[ply] = moves;
        if self.aborted {
            0
        } else {
            best
        }
    }

    fn principal_variation(&self, pos: &G, best: Option<G::Move>, depth: u8) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let Some(first) = best else { return pv };
        let mut current = pos.clone();
        let mut next = Some(first);
        while let Some(m) = next {
            if pv.len() >= usize::from(depth) || !current.is_legal(m) {
                break;
            }
            pv.push(m);
            current.play_unchecked(m);
            next = self.table.probe(current.hash_key()).and_then(|e| e.best);
        }
        pv
    }
}
