//! Named strengths of the computer player.

use core::fmt;
use core::str::FromStr;

use crate::search::{Features, Limits, Score, FORCED_WIN_PLIES};

/// A named strength: a search budget (depth and nodes, so results reproduce) and,
/// for [`Level::Easy`], deliberate imperfection.
///
/// # Examples
/// ```
/// use abstrakta_engine::Level;
/// let level: Level = "hard".parse().unwrap();
/// assert_eq!(level, Level::Hard);
/// assert_eq!(level.to_string(), "hard");
/// assert!(Level::Easy.limits().random_margin > 0);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Level {
    /// Shallow search that picks at random among moves that look nearly as good as
    /// the best one.
    Easy,
    /// A moderate search.
    Medium,
    /// A deep search within a fixed budget of nodes, so its moves reproduce.
    Hard,
    /// The strongest: searches as deep as about two seconds allow, and answers
    /// with the best move of the deepest iteration completed by then (its moves
    /// depend on the machine's speed).
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// Milliseconds that [`Level::Expert`] thinks for.
    pub const EXPERT_MS: f64 = 2_000.0;

    /// The name used everywhere: `easy`, `medium`, `hard` or `expert`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// A budget at this level: at most `max_depth` plies and `max_nodes`
    /// positions, the move drawn among those within `random_margin` of the
    /// best (0: the best), with `features`; the level's deadline (10, 15 or 20
    /// seconds) is only a safety net.
    #[must_use]
    pub const fn budget(self, max_depth: u8, max_nodes: u64, random_margin: Score, features: Features) -> Limits {
        Limits {
            max_depth,
            max_nodes,
            second_side_nodes: None,
            deadline_ms: Some(match self {
                Level::Easy => 10_000.0,
                Level::Medium => 15_000.0,
                Level::Hard | Level::Expert => 20_000.0,
            }),
            random_margin,
            features,
            forced_win_plies: 0,
        }
    }

    /// The search budget of this level. The deadline is only a safety net.
    #[must_use]
    pub const fn limits(self) -> Limits {
        match self {
            Level::Easy => Level::Easy.budget(2, 20_000, 60, Features::ALL),
            Level::Medium => Level::Medium.budget(4, 150_000, 0, Features::ALL),
            // With the history heuristic: against the baseline
            // engine 20–0 from the start and 64–16 over varied games, where
            // without it 17–3 and 60–20 (`docs/benchmarks.md`).
            Level::Hard => Level::Hard
                .budget(32, 650_000, 0, Features(Features::ALL.0 | Features::HISTORY))
                .with_forced_wins(FORCED_WIN_PLIES),
            Level::Expert => Level::expert(Level::Hard.limits()),
        }
    }

    /// [`Level::Expert`]'s limits for a game whose [`Level::Hard`] has `hard`: its
    /// techniques, with [`Level::EXPERT_MS`] as the limit instead of nodes.
    #[must_use]
    pub const fn expert(hard: Limits) -> Limits {
        Limits {
            max_depth: 64,
            max_nodes: u64::MAX,
            second_side_nodes: None,
            deadline_ms: Some(Level::EXPERT_MS),
            random_margin: 0,
            features: hard.features,
            forced_win_plies: hard.forced_win_plies,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not `easy`, `medium` or `hard`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level (expected easy, medium, hard or expert)")]
pub struct ParseLevelError;

impl FromStr for Level {
    type Err = ParseLevelError;
    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        Level::ALL.into_iter().find(|l| l.name() == s).ok_or(ParseLevelError)
    }
}
