//! Text forms of Top Quark: the position format ([`Setup`]) and move notation
//! ([`MoveText`]), each parsed into an unchecked form and then validated.

use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use super::board::{cell_of_name, BALLS, CELLS, FILES, RANKS};
use super::moves::Move;
use super::position::{Position, BLACK, MAX_COPIES, WHITE};
use super::rules::Rules;
use super::square::{board_exits, Hollow};
use crate::game::{Game, Side};
use crate::grid_text::{read_ranks, Runs};

/// A position as written, not yet checked.
///
/// The text lists the ranks from 7 down to 1, separated by `/`, each with its 11
/// cells from file `a` to `k`: `w` a white ball, `b` a black ball, `.` an empty
/// hollow, `-` a square without a hollow (where the board has none). Then, separated
/// by spaces: `w` or `b` for the side to move, the round counter (`1`–`6`), the
/// captures `W-B` (balls White has taken, balls Black has taken), and optionally
/// `last:f2-f1` (the move just played, which a copy would mirror) and
/// `copies:W/B` (the copies each side has made, as the rules count them).
///
/// # Examples
/// ```
/// use abstrakta_engine::topquark::{Setup, Position, Rules};
/// use abstrakta_engine::Game;
/// let start = Position::new(&Rules::default()).to_string();
/// assert_eq!(
///     start,
///     "--.bb.bb.--/-b...b...b-/.........../.........../.........../-w...w...w-/--.ww.ww.-- w 1 0-0"
/// );
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The side on each cell, `(rank - 1) * 11 + file`.
    pub cells: [Option<Side>; CELLS],
    /// The cells written as hollows (`-` left out).
    pub hollows: [bool; CELLS],
    /// The side to move.
    pub turn: Side,
    /// The round counter.
    pub counter: u8,
    /// Balls taken by White and by Black.
    pub captured: [u8; 2],
    /// The move just played.
    pub last: Option<(u8, u8)>,
    /// Copies made by White and by Black.
    pub copies: [u8; 2],
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// Not 7 ranks separated by `/`.
    #[error("expected 7 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A rank without exactly 11 cells.
    #[error("rank {rank} has 11 cells (a to k), the text describes {found}")]
    RankLength {
        /// The rank, 1–7.
        rank: u8,
        /// Cells found.
        found: usize,
    },
    /// A character that is not `w`, `b`, `.` or `-`.
    #[error("'{0}' is not a cell (w white ball, b black ball, . empty hollow, - no hollow)")]
    BadChar(char),
    /// The side to move is missing or not `w` / `b`.
    #[error("side to move \"{0}\": expected w or b")]
    Turn(String),
    /// The counter is not 1–6.
    #[error("round counter \"{0}\": expected 1 to 6")]
    Counter(String),
    /// The captures are not `W-B` with numbers 0–7.
    #[error("captures \"{0}\": expected W-B such as 2-1")]
    Captures(String),
    /// An extra word that is not `last:…` or `copies:W/B`.
    #[error("unexpected \"{0}\": expected last:f2-f1 or copies:0/1")]
    Extra(String),
}

from_grid_error!(rank, found);

fn parse_pair(text: &str, sep: char) -> Option<[u8; 2]> {
    let (a, b) = text.split_once(sep)?;
    let a: u8 = a.parse().ok()?;
    let b: u8 = b.parse().ok()?;
    (a <= BALLS as u8 && b <= BALLS as u8).then_some([a, b])
}

impl FromStr for Setup {
    type Err = ParsePositionError;
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut words = text.split_whitespace();
        // Each cell: (a hollow there, the ball in it).
        let hollow = |c| match c {
            'w' => Some((true, Some(WHITE))),
            'b' => Some((true, Some(BLACK))),
            '.' => Some((true, None)),
            '-' => Some((false, None)),
            _ => None,
        };
        let ranks = read_ranks(
            words.next().unwrap_or(""),
            RANKS,
            |_| usize::from(FILES),
            Runs::None,
            (false, None),
            hollow,
        )?;
        let mut cells = [None; CELLS];
        let mut hollows = [false; CELLS];
        for (rank, row) in (0..RANKS).zip(&ranks) {
            for (file, &(is_hollow, ball)) in (0..FILES).zip(row) {
                let cell = usize::from(rank * FILES + file);
                hollows[cell] = is_hollow;
                cells[cell] = ball;
            }
        }
        let turn = match words.next() {
            Some("w") => WHITE,
            Some("b") => BLACK,
            other => return Err(ParsePositionError::Turn(other.unwrap_or("").to_string())),
        };
        let counter_text = words.next().unwrap_or("");
        let counter = counter_text.parse::<u8>().ok().filter(|c| (1..=6).contains(c));
        let counter = counter.ok_or_else(|| ParsePositionError::Counter(counter_text.to_string()))?;
        let caps = words.next().unwrap_or("");
        let captured = parse_pair(caps, '-').ok_or_else(|| ParsePositionError::Captures(caps.to_string()))?;
        let mut last = None;
        let mut copies = [0, 0];
        for w in words {
            if let Some(m) = w.strip_prefix("last:") {
                let (a, b) = m
                    .split_once('-')
                    .ok_or_else(|| ParsePositionError::Extra(w.to_string()))?;
                let (Some(a), Some(b)) = (cell_of_name(a), cell_of_name(b.trim_end_matches('x'))) else {
                    return Err(ParsePositionError::Extra(w.to_string()));
                };
                last = Some((a, b));
            } else if let Some(c) = w.strip_prefix("copies:") {
                copies = parse_pair(c, '/').ok_or_else(|| ParsePositionError::Extra(w.to_string()))?;
            } else {
                return Err(ParsePositionError::Extra(w.to_string()));
            }
        }
        Ok(Setup {
            cells,
            hollows,
            turn,
            counter,
            captured,
            last,
            copies,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            for file in 0..FILES {
                let cell = usize::from(rank * FILES + file);
                let c = match (self.hollows[cell], self.cells[cell]) {
                    (false, _) => '-',
                    (true, Some(s)) if s == WHITE => 'w',
                    (true, Some(_)) => 'b',
                    (true, None) => '.',
                };
                write!(f, "{c}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let turn = if self.turn == WHITE { 'w' } else { 'b' };
        write!(f, " {turn} {} {}-{}", self.counter, self.captured[0], self.captured[1])?;
        if let Some((a, b)) = self.last {
            write!(
                f,
                " last:{}-{}",
                super::board::name_of_cell(a),
                super::board::name_of_cell(b)
            )?;
        }
        if self.copies != [0, 0] {
            write!(f, " copies:{}/{}", self.copies[0], self.copies[1])?;
        }
        Ok(())
    }
}

/// Why a readable position cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A hollow where the board has none, or `-` where it has one.
    #[error("{0}: the board's hollows are not where the text puts them")]
    Hollows(String),
    /// More balls of a side on the board than its 7 less those taken.
    #[error("{} has more balls on the board than 7 minus those taken", if *.0 == WHITE { "White" } else { "Black" })]
    Balls(Side),
    /// The last move does not end on a ball of the side that made it, or does
    /// not start on an empty hollow.
    #[error("the last move must go from an empty hollow to a ball of the side that just moved")]
    LastMove,
    /// More copies than the rules allow.
    #[error("at most {MAX_COPIES} copies are allowed", MAX_COPIES = MAX_COPIES)]
    Copies,
}

impl Position {
    /// Validates a setup under `rules`.
    ///
    /// # Errors
    /// [`SetupError`] when the setup could not occur in a game.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let exits = board_exits();
        for (cell, (&written, &arrows)) in setup.hollows.iter().zip(exits.iter()).enumerate() {
            if written != (arrows != 0) {
                return Err(SetupError::Hollows(super::board::name_of_cell(cell as u8)));
            }
        }
        let mut balls = [0u128; 2];
        for (cell, side) in setup.cells.iter().enumerate() {
            match side {
                Some(s) if *s == WHITE => balls[0] |= 1 << cell,
                Some(_) => balls[1] |= 1 << cell,
                None => {}
            }
        }
        // White's balls on the board are 7 less those Black took, and so on.
        if balls[0].count_ones() > BALLS as u32 - u32::from(setup.captured[1]) {
            return Err(SetupError::Balls(WHITE));
        }
        if balls[1].count_ones() > BALLS as u32 - u32::from(setup.captured[0]) {
            return Err(SetupError::Balls(BLACK));
        }
        if setup.copies.iter().any(|&c| c > MAX_COPIES) {
            return Err(SetupError::Copies);
        }
        let last = match setup.last {
            None => None,
            Some((a, b)) => {
                let mover = if setup.turn == WHITE { 1 } else { 0 };
                let (Some(from), Some(to)) = (Hollow::from_index(a), Hollow::from_index(b)) else {
                    return Err(SetupError::LastMove);
                };
                let occupied = balls[0] | balls[1];
                if balls[mover] >> b & 1 == 0 || (a != b && occupied >> a & 1 == 1) {
                    return Err(SetupError::LastMove);
                }
                Some(Move { from, to })
            }
        };
        Ok(Position::from_parts(
            rules,
            balls,
            setup.turn,
            setup.counter,
            setup.captured,
            last,
            setup.copies,
        ))
    }

    /// The setup of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        let exits = board_exits();
        let mut cells = [None; CELLS];
        let mut hollows = [false; CELLS];
        for cell in 0..CELLS {
            hollows[cell] = exits[cell] != 0;
            if let Some(h) = Hollow::from_index(cell as u8) {
                cells[cell] = self.ball_at(h);
            }
        }
        Setup {
            cells,
            hollows,
            turn: self.turn(),
            counter: self.counter(),
            captured: [self.captured(WHITE), self.captured(BLACK)],
            last: self.last_move().map(|m| (m.from.index(), m.to.index())),
            copies: [self.copies(WHITE), self.copies(BLACK)],
        }
    }
}

/// A move as written: `f2-f1`, a capture `b2-b5x` (the `x` is optional but
/// checked when present).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The start hollow's cell.
    pub from: u8,
    /// The end hollow's cell.
    pub to: u8,
    /// Whether the text marks a capture.
    pub capture: bool,
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Not `from-to` with hollows `a1`–`k7`.
    #[error("\"{0}\" is not a move such as f2-f1 or b2-b5x (hollows a1 to k7)")]
    Form(String),
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let t = text.trim();
        let (body, capture) = match t.strip_suffix('x') {
            Some(b) => (b, true),
            None => (t, false),
        };
        let bad = || ParseMoveError::Form(t.to_string());
        let (a, b) = body.split_once('-').ok_or_else(bad)?;
        let from = cell_of_name(&a.to_ascii_lowercase()).ok_or_else(bad)?;
        let to = cell_of_name(&b.to_ascii_lowercase()).ok_or_else(bad)?;
        Ok(MoveText { from, to, capture })
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}-{}{}",
            super::board::name_of_cell(self.from),
            super::board::name_of_cell(self.to),
            if self.capture { "x" } else { "" }
        )
    }
}

/// Why a readable move is not legal in the position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMoveError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// No ball of the side to move on the start hollow.
    #[error("no ball of the side to move on {0}")]
    NoBall(String),
    /// The ball cannot reach the hollow in exactly the counter's steps.
    #[error("{text}: the ball cannot get there in exactly {steps} steps along the arrows without jumping")]
    Unreachable {
        /// The move as written.
        text: String,
        /// Steps required.
        steps: u8,
    },
    /// The initiative rule forbids another copy.
    #[error("{text} would copy the opponent's move a {}th time; {allowed} copies are allowed", .allowed + 1)]
    Copy {
        /// The move.
        text: String,
        /// Copies allowed.
        allowed: u8,
    },
    /// The text marks a capture where there is none.
    #[error("{0} takes no ball")]
    NoCapture(String),
}

impl MoveText {
    /// The legal move this text names in `pos`.
    ///
    /// # Errors
    /// [`IllegalMoveError`] saying why it is not legal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        let text = self.to_string();
        if pos.outcome().is_some() {
            return Err(IllegalMoveError::GameOver);
        }
        let from = Hollow::from_index(self.from)
            .filter(|&h| pos.ball_at(h) == Some(pos.turn()))
            .ok_or_else(|| IllegalMoveError::NoBall(super::board::name_of_cell(self.from)))?;
        let to = Hollow::from_index(self.to).ok_or_else(|| IllegalMoveError::Unreachable {
            text: text.clone(),
            steps: pos.counter(),
        })?;
        let m = Move { from, to };
        if pos.forbidden_copy() == Some(m) {
            return Err(IllegalMoveError::Copy {
                text,
                allowed: MAX_COPIES,
            });
        }
        if !pos.is_legal(m) {
            return Err(IllegalMoveError::Unreachable {
                text,
                steps: pos.counter(),
            });
        }
        if self.capture && pos.ball_at(to).is_none() {
            return Err(IllegalMoveError::NoCapture(text));
        }
        Ok(m)
    }
}

impl Position {
    /// The text form of a move of this position (`x` added for a capture).
    #[must_use]
    pub fn move_text(&self, m: Move) -> MoveText {
        MoveText {
            from: m.from.index(),
            to: m.to.index(),
            capture: self.ball_at(m.to).is_some_and(|s| s != self.turn()),
        }
    }
}

text_notation!();
