//! What a search may spend (depth, nodes, the caller's clock) and the
//! techniques it may use.

use super::score::Score;
use crate::game::Side;

/// The plies within which the strong levels look for a forced win beyond their
/// search ([`Limits::forced_win_plies`]).
pub const FORCED_WIN_PLIES: u8 = 9;
/// The positions that look may visit.
pub const FORCED_WIN_NODES: usize = 10_000;
/// Milliseconds from some fixed origin, supplied by the caller (the engine has no clock).
pub trait Clock {
    /// The current time in milliseconds.
    fn now_ms(&self) -> f64;
}

/// A clock that always reads 0: for searches bounded by depth and nodes alone,
/// whose deadline never passes (and whose result depends on nothing else).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
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
    /// [`Memory`](super::Memory)); without it every move starts from an empty table. Only
    /// callers that hold a memory ([`think_in`](super::think_in), [`search_in`](super::search_in)) look at it.
    pub const MEMORY: u8 = 16;
    /// Threat extensions: a move after which the other side is
    /// [`Evaluator::threatened`](super::Evaluator::threatened) is searched one ply deeper (within twice the
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
    /// When not 0, [`think`](super::think) also looks for a forced win of the side to move
    /// within this many plies with the proof search ([`prove`](super::prove), at most
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
