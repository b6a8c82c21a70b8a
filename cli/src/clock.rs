//! The wall clock that the engine's searches are given natively (the engine has
//! none of its own).

use std::time::Instant;

use abstrakta_engine::Clock;

/// Milliseconds since the clock was made.
#[derive(Debug)]
pub struct WallClock(pub Instant);

impl WallClock {
    /// A clock that starts now.
    #[must_use]
    pub fn start() -> WallClock {
        WallClock(Instant::now())
    }
}

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}
