//! Generic game-tree search over any [`Game`]: negamax alpha-beta with iterative
//! deepening, a transposition table, killer moves and seeded variety.

mod lines;
mod minimax;
mod perft;
mod proof;
mod tt;

use alloc::vec;
use alloc::vec::Vec;

use crate::game::{Game, Outcome, Side};
use crate::rng::SplitMix64;
use tt::{Bound, Table};

pub use lines::{best_lines, Line};
pub use minimax::minimax;
pub use perft::perft;
pub use proof::{prove, Proof, ProofResult};

/// A score in centi-units, from the point of view of the side to move.
pub type Score = i32;
/// The score of a won position (minus the distance to the win in plies).
pub const WIN: Score = 1_000_000;
/// The score of a lost position.
pub const LOSS: Score = -WIN;
/// A point of a scored game's [`Game::margin`] is worth this much: evaluations of
/// scored games are in hundredths of a point.
pub const MARGIN_UNIT: Score = 100;
/// Scores beyond this (in absolute value) are wins or losses: a forced end
/// within `WIN - DECISIVE` plies.
pub const DECISIVE: Score = WIN - 10_000;

/// Plies to a forced end that a search score says: positive for a win of the
/// side that searched, negative for its loss, `None` for an undecided score.
///
/// ```
/// use abstrakta_engine::{forced_in, WIN, LOSS};
/// assert_eq!(forced_in(WIN - 3), Some(3));
/// assert_eq!(forced_in(LOSS + 4), Some(-4));
/// assert_eq!(forced_in(250), None);
/// ```
#[must_use]
pub const fn forced_in(score: Score) -> Option<i32> {
    if score >= DECISIVE {
        Some(WIN - score)
    } else if score <= -DECISIVE {
        Some(-(WIN + score))
    } else {
        None
    }
}
const INFINITY: Score = WIN + 1;
/// The plies within which the strong levels look for a forced win beyond their
/// search ([`Limits::forced_win_plies`]).
pub const FORCED_WIN_PLIES: u8 = 9;
/// The positions that look may visit.
pub const FORCED_WIN_NODES: usize = 10_000;
/// The half-width of an aspiration window.
const ASPIRATION_WINDOW: Score = 50;
/// The room that history scores have below one unit of a move hint.
const HISTORY_SPAN: i64 = 1024;

/// Static evaluation, kept apart from the rules.
pub trait Evaluator<G: Game> {
    /// The score of a running game from `pos.turn()`'s point of view. Draw is 0.
    fn evaluate(&self, pos: &G) -> Score;
    /// An ordering hint: moves with larger hints are searched first.
    fn move_hint(&self, _pos: &G, _m: G::Move) -> i32 {
        0
    }
    /// For the history heuristic: an index below [`Evaluator::history_size`]
    /// for move `m` (from and to squares, say); `None` (the default) leaves the
    /// move out of it.
    fn history_index(&self, _pos: &G, _m: G::Move) -> Option<usize> {
        None
    }
    /// The number of history indices; 0 (the default) turns the history off.
    fn history_size(&self) -> usize {
        0
    }
    /// Plies of quiescence search beyond the depth limit: only
    /// [`Evaluator::noisy_moves`] are searched there, and the side to move may
    /// always stand on the static evaluation. 0 (the default) turns it off.
    fn quiescence_depth(&self) -> u8 {
        0
    }
    /// Clears `out`, then pushes the moves that quiescence search follows (the
    /// captures that matter, and threats); only called when
    /// [`Evaluator::quiescence_depth`] > 0. When [`Evaluator::threatened`], they
    /// must be every legal move that stops the threat (or ends the game).
    fn noisy_moves(&self, _pos: &G, out: &mut Vec<G::Move>) {
        out.clear();
    }
    /// Whether the side to move faces a threat: the other side would win with its
    /// next move unless it is stopped now (Brandubh: the king sees a corner).
    /// Quiescence search does not stand pat there but answers with the
    /// [`Evaluator::noisy_moves`] that stop it, and a side with none loses;
    /// with [`Features::THREATS`] the move that made the threat is searched one
    /// ply deeper. False (the default) for games without such threats.
    fn threatened(&self, _pos: &G) -> bool {
        false
    }
    /// A game's own decision after the search, which [`think`] plays instead of the
    /// search's move (Thud: proposing or accepting the end of a battle once nothing
    /// more can be won). `None` keeps the search's choice.
    fn settle(&self, _pos: &G, _result: &SearchResult<G::Move>) -> Option<G::Move> {
        None
    }
}

/// An evaluation whose weights can be read and set by name: what the tool's
/// `tune` command fits to the results of played games.
pub trait Weights {
    /// The weights with their names, in a fixed order.
    fn weights(&self) -> Vec<(&'static str, Score)>;
    /// Sets the weight called `name`; false when there is none of that name.
    fn set_weight(&mut self, name: &str, value: Score) -> bool;
}

/// Milliseconds from some fixed origin, supplied by the caller (the engine has no clock).
pub trait Clock {
    /// The current time in milliseconds.
    fn now_ms(&self) -> f64;
}

/// Techniques the search may use beyond plain alpha-beta with a transposition
/// table, killers and quiescence; each can be switched off to measure what it
/// brings (the tool's `match --first-features/--second-features`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Features(pub u8);

impl Features {
    /// None: the plain search.
    pub const NONE: Features = Features(0);
    /// Principal variation search: moves after the first are tried with a null
    /// window and searched again only if they may be better.
    pub const PVS: u8 = 1;
    /// Late-move reductions: quiet moves late in the order are searched one ply
    /// shallower first, and again at full depth if they turn out good.
    pub const LMR: u8 = 2;
    /// History heuristic: quiet moves that caused cut-offs elsewhere in the tree
    /// are tried first (for games whose evaluator gives moves a history index).
    /// Not in [`Features::ALL`]: in Brandubh it scored 10–10 against the search
    /// without it and 19–21 over varied games, but beat the baseline
    /// engine more often (`docs/benchmarks.md`), so Brandubh's `hard` and
    /// `expert` add it; Thud's levels add it too.
    pub const HISTORY: u8 = 4;
    /// Aspiration windows: each iteration after the first searches the root in a
    /// narrow window around the previous iteration's score, and again with the
    /// window opened on the side where the score fell outside it.
    pub const ASPIRATION: u8 = 8;
    /// The player keeps its transposition table across the moves of a game (a
    /// [`Memory`]); without it every move starts from an empty table. Only
    /// callers that hold a memory ([`think_in`], [`search_in`]) look at it.
    pub const MEMORY: u8 = 16;
    /// Threat extensions: a move after which the other side is
    /// [`Evaluator::threatened`] is searched one ply deeper (within twice the
    /// iteration's depth), so that forcing sequences are seen to their end.
    /// Not in [`Features::ALL`]: in Brandubh, at the same node budget, it scored
    /// 6–14 against the search without it (`docs/benchmarks.md`).
    pub const THREATS: u8 = 32;
    /// The techniques the levels use (`all`): those measured to help.
    pub const ALL: Features = Features(Self::PVS | Self::LMR);

    /// These techniques without `flag`.
    #[must_use]
    pub const fn without(self, flag: u8) -> Features {
        Features(self.0 & !flag)
    }

    /// Whether technique `flag` is on.
    #[must_use]
    pub const fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }

    /// Reads `all`, `none`, or names joined by commas (`pvs,lmr`).
    ///
    /// # Errors
    /// An unknown name.
    pub fn parse(text: &str) -> Result<Features, alloc::string::String> {
        match text {
            "all" => return Ok(Features::ALL),
            "none" => return Ok(Features::NONE),
            _ => {}
        }
        let mut flags = 0;
        for name in text.split(',').map(str::trim) {
            flags |= match name {
                "pvs" => Features::PVS,
                "lmr" => Features::LMR,
                "history" => Features::HISTORY,
                "aspiration" => Features::ASPIRATION,
                "memory" => Features::MEMORY,
                "threats" => Features::THREATS,
                other => {
                    return Err(alloc::format!(
                        "unknown search feature {other:?} (all, none, pvs, lmr, history, aspiration, memory, threats)"
                    ))
                }
            };
        }
        Ok(Features(flags))
    }
}

impl Default for Features {
    fn default() -> Self {
        Features::ALL
    }
}

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// Deepest iteration, in plies (at least 1 is always searched).
    pub max_depth: u8,
    /// Nodes after which the search stops (the first iteration always completes);
    /// it also sizes the transposition table.
    pub max_nodes: u64,
    /// When set, the node budget of the second side's moves instead of
    /// `max_nodes` (which then counts for the first side's): for a game whose
    /// sides gain unequally from a deeper search (Thud: the dwarfs far more
    /// than the trolls), so that its time goes where it matters. At most
    /// `max_nodes`, so that the table fits both.
    #[serde(default)]
    pub second_side_nodes: Option<u64>,
    /// Milliseconds after the start at which the search stops, measured with the
    /// caller's [`Clock`]: a safety net, since it makes results depend on speed.
    pub deadline_ms: Option<f64>,
    /// When positive, the move is drawn at random among the moves scoring within
    /// this margin of the best one (deliberate imperfection).
    pub random_margin: Score,
    /// The techniques in use.
    #[serde(default)]
    pub features: Features,
    /// When not 0, [`think`] also looks for a forced win of the side to move
    /// within this many plies with the proof search ([`prove`], at most
    /// [`FORCED_WIN_NODES`] positions) when its own search found none, and
    /// plays it (games decided by a score have no forced wins to look for).
    #[serde(default)]
    pub forced_win_plies: u8,
}

impl Limits {
    /// These limits with `nodes` for the second side's moves
    /// ([`Limits::second_side_nodes`]).
    #[must_use]
    pub const fn with_second_side(self, nodes: u64) -> Limits {
        Limits {
            second_side_nodes: Some(nodes),
            ..self
        }
    }

    /// These limits looking for forced wins within `plies`
    /// ([`Limits::forced_win_plies`]).
    #[must_use]
    pub const fn with_forced_wins(self, plies: u8) -> Limits {
        Limits {
            forced_win_plies: plies,
            ..self
        }
    }

    /// Exactly `depth` plies, no other limit, no randomness, and only the
    /// techniques that keep the minimax value (principal variation search; late
    /// move reductions may change it).
    #[must_use]
    pub const fn depth(depth: u8) -> Limits {
        Limits {
            max_depth: depth,
            max_nodes: u64::MAX,
            second_side_nodes: None,
            deadline_ms: None,
            random_margin: 0,
            features: Features(Features::PVS),
            forced_win_plies: 0,
        }
    }

    /// The node budget of a move of `side` (see [`Limits::second_side_nodes`]).
    #[must_use]
    pub fn nodes_for(&self, side: Side) -> u64 {
        match (side, self.second_side_nodes) {
            (Side::Second, Some(n)) => n.min(self.max_nodes),
            _ => self.max_nodes,
        }
    }

    /// These limits with `nodes` for every move, whichever side makes it.
    #[must_use]
    pub const fn with_nodes(self, nodes: u64) -> Limits {
        Limits {
            max_nodes: nodes,
            second_side_nodes: None,
            ..self
        }
    }
}

/// The answer of [`search()`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult<M> {
    /// The chosen move; `None` only when the game is over.
    pub best: Option<M>,
    /// The score of the best line, from the point of view of the side to move.
    pub score: Score,
    /// The deepest iteration that completed (a later, cut-off iteration may still
    /// have improved the best move).
    pub depth: u8,
    /// Nodes visited.
    pub nodes: u64,
    /// The expected line, starting with the best move.
    pub pv: Vec<M>,
}

/// What a computer player keeps from one search to the next within a game: the
/// transposition table, so that a search starts from what the previous ones
/// learned instead of an empty table (and no table is allocated per move).
///
/// A search with a memory depends on the searches made with it before; with a
/// fresh memory (what [`search()`] and [`think`] use) it depends only on its
/// position, limits and seed.
#[derive(Debug)]
pub struct Memory<M> {
    table: Option<Table<M>>,
}

impl<M: Copy> Memory<M> {
    /// An empty memory (its table is allocated by the first search).
    #[must_use]
    pub const fn new() -> Self {
        Memory { table: None }
    }

    /// Forgets everything (a new game), keeping the table's allocation.
    pub fn clear(&mut self) {
        if let Some(table) = &mut self.table {
            table.clear();
        }
    }

    /// The table for a search within `limits`: the kept one when its size fits
    /// (emptied first unless `limits` keep its contents), else a new one.
    fn take(&mut self, limits: &Limits) -> Table<M> {
        match self.table.take() {
            Some(mut table) if table.len() == tt::entries_for_budget(limits.max_nodes) => {
                if !limits.features.has(Features::MEMORY) {
                    table.clear();
                }
                table
            }
            _ => Table::for_budget(limits.max_nodes),
        }
    }
}

impl<M: Copy> Default for Memory<M> {
    fn default() -> Self {
        Memory::new()
    }
}

/// Bytes of the transposition table that a search of game `G` within `limits`
/// allocates (the bulk of its memory).
#[must_use]
pub fn table_bytes<G: Game>(limits: &Limits) -> u64 {
    tt::entries_for_budget(limits.max_nodes) * core::mem::size_of::<Option<tt::Entry<G::Move>>>() as u64
}

/// The score of a finished game at `ply` plies from the root, for the side to move:
/// the margin in [`MARGIN_UNIT`]s for scored games, else a win (sooner is better),
/// a loss or a draw.
fn terminal_score<G: Game>(pos: &G, outcome: Outcome, ply: usize) -> Score {
    let turn = pos.turn();
    if let Some(margin) = pos.margin() {
        let first = margin.saturating_mul(MARGIN_UNIT).clamp(-DECISIVE + 1, DECISIVE - 1);
        return if turn == Side::First { first } else { -first };
    }
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(s) if s == turn => WIN - ply as Score,
        Outcome::Win(_) => -(WIN - ply as Score),
    }
}

/// The score, for the side to move at `ply`, of a threat that nothing stops:
/// every move of its own is followed by the other side's winning one.
fn threat_loss(ply: usize) -> Score {
    -(WIN - (ply as Score + 2))
}

/// [`search()`], then the evaluator's [`Evaluator::settle`]: what the computer
/// player actually plays.
pub fn think<G: Game, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    think_in(&mut Memory::new(), pos, eval, limits, clock, seed)
}

/// [`think`] with a [`Memory`] kept across the moves of a game.
pub fn think_in<G: Game, E: Evaluator<G>>(
    memory: &mut Memory<G::Move>,
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    let mut result = search_in(memory, pos, eval, limits, clock, seed);
    if limits.forced_win_plies > 0 && result.score < DECISIVE && pos.margin().is_none() {
        let turn = pos.turn();
        if let ProofResult::Proven(proof) = prove(pos, turn, u16::from(limits.forced_win_plies), FORCED_WIN_NODES) {
            if let Some(&first) = proof.line.first() {
                result.best = Some(first);
                result.score = WIN - Score::from(proof.plies);
                result.pv = proof.line;
            }
        }
    }
    if let Some(m) = eval.settle(pos, &result) {
        if pos.is_legal(m) && result.best != Some(m) {
            result.best = Some(m);
            result.pv = alloc::vec![m];
        }
    }
    result
}

/// Searches `pos` within `limits` and returns the best move found.
///
/// Equal moves are tried in an order drawn from `seed`, so different seeds give
/// varied play while one seed always gives the same answer (unless the deadline,
/// a safety net, cuts the search).
///
/// # Examples
/// ```
/// use abstrakta_engine::{brandubh, search, Game, Limits, Clock};
/// struct NoClock;
/// impl Clock for NoClock { fn now_ms(&self) -> f64 { 0.0 } }
/// let pos = brandubh::Position::new(&brandubh::Rules::default());
/// let r = search(&pos, &brandubh::Eval::default(), &Limits::depth(2), &NoClock, 1);
/// assert!(pos.is_legal(r.best.unwrap()));
/// ```
pub fn search<G: Game, E: Evaluator<G>>(
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    search_in(&mut Memory::new(), pos, eval, limits, clock, seed)
}

/// [`search()`] with a [`Memory`] kept across the moves of a game: it starts
/// from the transposition table that the previous searches filled when
/// `limits.features` has [`Features::MEMORY`] (else from the memory emptied,
/// reusing its allocation).
pub fn search_in<G: Game, E: Evaluator<G>>(
    memory: &mut Memory<G::Move>,
    pos: &G,
    eval: &E,
    limits: &Limits,
    clock: &dyn Clock,
    seed: u64,
) -> SearchResult<G::Move> {
    let table = memory.take(limits);
    let limits = Limits {
        max_nodes: limits.nodes_for(pos.turn()),
        ..*limits
    };
    let mut searcher = Searcher::new(eval, &limits, clock, table);
    let result = searcher.run(pos, seed);
    memory.table = Some(searcher.table);
    result
}

struct Searcher<'a, G: Game, E> {
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
    table: Table<G::Move>,
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
    fn new(eval: &'a E, limits: &Limits, clock: &'a dyn Clock, table: Table<G::Move>) -> Self {
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

    fn run(&mut self, pos: &G, seed: u64) -> SearchResult<G::Move> {
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
        if self.buffers.len() <= ply {
            self.buffers.resize(ply + 1, Vec::new());
            self.ordered.resize(ply + 1, Vec::new());
            self.killers.resize(ply + 1, [None, None]);
        }
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
        if self.buffers.len() <= ply {
            self.buffers.resize(ply + 1, Vec::new());
            self.ordered.resize(ply + 1, Vec::new());
            self.killers.resize(ply + 1, [None, None]);
        }
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
