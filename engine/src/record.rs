//! A game written down: an optional start position and the moves in notation,
//! read from text a stranger may have written, and replayed with checked moves.
//!
//! Reading never fails (any text is some record); replaying refuses, with a
//! [`ReplayError`], the first thing that is not legal. Both are bounded: texts
//! longer than the limits below are refused before they are parsed, so no input
//! costs more than linear time.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde::{Deserialize, Serialize};

use crate::game::{live, Game, Notation};

/// The longest move text read (a Bi-litaire chain across the whole tray is about
/// 70 characters); longer ones are refused without being parsed.
pub const MAX_MOVE_TEXT: usize = 200;
/// The longest start position text read (Thud's, the longest, is under 100).
pub const MAX_POSITION_TEXT: usize = 1000;
/// The most moves a record may have (a game of any of the games is far shorter).
pub const MAX_RECORD_MOVES: usize = 10_000;

/// A game written down: an optional start position and moves in notation.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The start position text; `None` for the game's usual start.
    pub start: Option<String>,
    /// The moves, in notation.
    pub moves: Vec<String>,
}

impl Record {
    /// Reads a record: an optional first line `position: <text>`, then moves
    /// separated by white space; move numbers such as `12.` are skipped.
    #[must_use]
    pub fn parse(text: &str) -> Record {
        let mut record = Record::default();
        let mut body = text;
        if let Some(first) = text.lines().find(|l| !l.trim().is_empty()) {
            if let Some(pos) = first.trim().strip_prefix("position:") {
                record.start = Some(pos.trim().to_string());
                body = text.split_once(first).map_or("", |(_, rest)| rest);
            }
        }
        record.moves = body
            .split_whitespace()
            .filter(|t| !is_move_number(t))
            .map(str::to_string)
            .collect();
        record
    }
}

/// `12.` and the like.
fn is_move_number(token: &str) -> bool {
    token
        .strip_suffix('.')
        .is_some_and(|digits| digits.chars().all(|c| c.is_ascii_digit()))
}

impl fmt::Display for Record {
    /// The record with move numbers, one numbered pair of moves a line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(start) = &self.start {
            writeln!(f, "position: {start}")?;
        }
        for (i, pair) in self.moves.chunks(2).enumerate() {
            write!(f, "{}.", i + 1)?;
            for m in pair {
                write!(f, " {m}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// Why a record could not be replayed; everything before the refused part is
/// legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError<P, M> {
    /// The start position text is longer than [`MAX_POSITION_TEXT`].
    PositionTooLong {
        /// Its length in bytes.
        len: usize,
    },
    /// The record has more than [`MAX_RECORD_MOVES`] moves.
    TooManyMoves {
        /// How many it has.
        count: usize,
    },
    /// The start position was refused.
    Position(P),
    /// Move `index` (0-based) is longer than [`MAX_MOVE_TEXT`].
    MoveTooLong {
        /// Index of the move.
        index: usize,
        /// Its length in bytes.
        len: usize,
    },
    /// Move `index` (0-based) was refused.
    Move {
        /// Index of the move.
        index: usize,
        /// Its text.
        text: String,
        /// Why.
        error: M,
    },
    /// Move `index` (0-based) was read as a legal move but refused by the
    /// checked play (a disagreement inside the engine, reported, not trusted).
    NotPlayed {
        /// Index of the move.
        index: usize,
        /// Its text.
        text: String,
    },
}

impl<P: fmt::Display, M: fmt::Display> fmt::Display for ReplayError<P, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::PositionTooLong { len } => {
                write!(
                    f,
                    "the start position is {len} characters long (at most {MAX_POSITION_TEXT})"
                )
            }
            ReplayError::TooManyMoves { count } => {
                write!(f, "the record has {count} moves (at most {MAX_RECORD_MOVES})")
            }
            ReplayError::Position(e) => write!(f, "bad start position: {e}"),
            ReplayError::MoveTooLong { index, len } => {
                write!(
                    f,
                    "move {} is {len} characters long (at most {MAX_MOVE_TEXT})",
                    index + 1
                )
            }
            ReplayError::Move { index, text, error } => write!(f, "move {} ({text}) refused: {error}", index + 1),
            ReplayError::NotPlayed { index, text } => {
                write!(f, "move {} ({text}) was read but could not be played", index + 1)
            }
        }
    }
}

/// The error [`replay`] gives for game `G`.
pub type ReplayErrorOf<G> = ReplayError<<G as Notation>::PositionError, <G as Notation>::MoveError>;

/// The position after the record's moves from its start (the game's own start
/// when it has none), every move read in the position it is played in and
/// checked; a move after the end of a round opens the next round. The returned
/// position is live: at the start of the next round when a round just ended.
///
/// # Errors
/// [`ReplayError`] for the first thing refused: a size limit, the start
/// position, or a move.
pub fn replay<G: Game + Notation>(record: &Record, rules: &G::Rules) -> Result<G, ReplayErrorOf<G>> {
    let (start, moves) = (record.start.as_deref().unwrap_or(""), &record.moves);
    if start.len() > MAX_POSITION_TEXT {
        return Err(ReplayError::PositionTooLong { len: start.len() });
    }
    if moves.len() > MAX_RECORD_MOVES {
        return Err(ReplayError::TooManyMoves { count: moves.len() });
    }
    let mut pos = if start.trim().is_empty() {
        G::new(rules)
    } else {
        G::from_text(start, rules).map_err(ReplayError::Position)?
    };
    for (index, text) in moves.iter().enumerate() {
        if text.len() > MAX_MOVE_TEXT {
            return Err(ReplayError::MoveTooLong { index, len: text.len() });
        }
        pos = live(pos);
        let refused = |error| ReplayError::Move {
            index,
            text: text.clone(),
            error,
        };
        let m = pos.parse_move(text).map_err(refused)?;
        // `parse_move` only returns legal moves; `play` checks again all the same.
        pos = pos.play(m).map_err(|_| ReplayError::NotPlayed {
            index,
            text: text.clone(),
        })?;
    }
    Ok(live(pos))
}
