//! How fast a game between two computers is played.

/// The pause before each move of a game between two computers, so that it can
/// be watched (at the normal speed).
pub const WATCH_DELAY_MS: u32 = 700;

/// How fast a game between two computers is played: the pause before each move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WatchSpeed {
    /// Two seconds a move.
    Slow,
    /// [`WATCH_DELAY_MS`] a move.
    #[default]
    Normal,
    /// A short pause, to see the moves go by.
    Fast,
    /// No pause: each move as soon as the computer has found it.
    Fastest,
}

impl WatchSpeed {
    /// Every speed, the slowest first.
    pub const ALL: [WatchSpeed; 4] = [
        WatchSpeed::Slow,
        WatchSpeed::Normal,
        WatchSpeed::Fast,
        WatchSpeed::Fastest,
    ];

    /// The pause before each move.
    pub const fn delay_ms(self) -> u32 {
        match self {
            WatchSpeed::Slow => 2_000,
            WatchSpeed::Normal => WATCH_DELAY_MS,
            WatchSpeed::Fast => 150,
            WatchSpeed::Fastest => 0,
        }
    }

    /// Its name in a form (`slow`, `normal`, `fast`, `fastest`).
    pub const fn name(self) -> &'static str {
        match self {
            WatchSpeed::Slow => "slow",
            WatchSpeed::Normal => "normal",
            WatchSpeed::Fast => "fast",
            WatchSpeed::Fastest => "fastest",
        }
    }
}
