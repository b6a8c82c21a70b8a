//! Progress on standard error for the commands that run longer than a second:
//! drawn only when standard error is a terminal, so that piped or redirected
//! output stays machine-readable. Lines printed with `out!` while a bar is drawn
//! are printed above it, not through it.

use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// Prints a line on standard output, above the progress bar if one is drawn; a
/// closed output (as with `| head`) ends the program quietly.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if $crate::progress::suspend(|| writeln!(std::io::stdout(), $($arg)*)).is_err() {
            std::process::exit(0);
        }
    }};
}

/// The bar being drawn, if any: `out!` hides it while it prints.
static CURRENT: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// Whether progress is drawn: standard error is a terminal.
fn drawn() -> bool {
    std::io::stderr().is_terminal()
}

fn keep(bar: &ProgressBar) {
    if let Ok(mut current) = CURRENT.lock() {
        *current = Some(bar.clone());
    }
}

/// A bar of `len` steps (games, usually), labelled `what`.
#[must_use]
pub fn bar(len: u64, what: &str) -> ProgressBar {
    if !drawn() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len).with_message(what.to_string());
    if let Ok(style) = ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {elapsed_precise} (about {eta} left)")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.enable_steady_tick(Duration::from_millis(250));
    keep(&bar);
    bar
}

/// A spinner for work whose length is not known in advance, labelled `what`.
#[must_use]
pub fn spinner(what: &str) -> ProgressBar {
    if !drawn() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new_spinner().with_message(what.to_string());
    if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed_precise}") {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(120));
    keep(&bar);
    bar
}

/// Runs `f` (which prints) with the bar being drawn, if any, hidden meanwhile.
pub fn suspend<R>(f: impl FnOnce() -> R) -> R {
    let current = CURRENT.lock().ok().and_then(|c| c.clone());
    match current {
        Some(bar) if !bar.is_finished() => bar.suspend(f),
        _ => f(),
    }
}

/// Plays games `0..games` on two threads with `play`, counting them on a bar
/// labelled `what`; the results come back in the order of the games.
pub fn games_on_threads<T: Send>(games: u32, what: &str, play: impl Fn(u32) -> T + Sync) -> Vec<(u32, T)> {
    let threads = 2;
    let bar = bar(u64::from(games), what);
    let mut results: Vec<(u32, T)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let (bar, play) = (&bar, &play);
                scope.spawn(move || {
                    (0..games)
                        .filter(|i| i % threads == t)
                        .map(|i| {
                            let result = play(i);
                            bar.inc(1);
                            (i, result)
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap_or_default()).collect()
    });
    done(&bar);
    results.sort_by_key(|(i, _)| *i);
    results
}

/// Takes `bar` off the terminal when its work is done.
pub fn done(bar: &ProgressBar) {
    bar.finish_and_clear();
    if let Ok(mut current) = CURRENT.lock() {
        *current = None;
    }
}
