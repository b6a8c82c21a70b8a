//! The text form of a Bi-litaire position ([`Setup`]): parsed into an unchecked
//! form, then validated into a [`Position`].

use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

use super::position::{hollows_of, Position, JUMPER, PUSHER, START_BALLS, START_TILES};
use super::rules::Rules;
use super::square::TilePos;
use crate::game::{Game, Side};
use crate::grid_text::{read_ranks, Runs};

/// A position as written, not yet checked.
///
/// The text lists the ranks of hollows from 8 down to 1, separated by `/`, each
/// with its eight hollows from file `a` to `h`: `o` a ball, `.` an empty hollow,
/// `-` no hollow (the tile position is empty; all four hollows of a position
/// agree). Then, separated by spaces: `j` or `p` for the side to move (jumper,
/// pusher), the round (`1` or `2`), seat A's total from round 1 (balls removed
/// minus balls left, `+0` in round 1), and optionally `=N`, the chain length the
/// pusher announced, which the jumper must now make.
///
/// # Examples
/// ```
/// use abstrakta_engine::bilitaire::{Setup, Position, Rules};
/// use abstrakta_engine::Game;
/// let start = Position::new(&Rules::default()).to_string();
/// assert_eq!(start, "--oooo--/--oooo--/oooooooo/oooooooo/oooooooo/oooooooo/--oooo--/--oooo-- j 1 +0");
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup.to_string(), start);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// One bit per hollow (`y * 8 + x`) holding a ball.
    pub balls: u64,
    /// One bit per tile position (`row * 4 + column`) holding a tile.
    pub tiles: u16,
    /// The side to move.
    pub turn: Side,
    /// The round, 1 or 2.
    pub round: u8,
    /// Seat A's total from round 1.
    pub carried: i32,
    /// The announced chain length in force (0: none).
    pub announce: u8,
}

/// Why a position text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// Not 8 ranks separated by `/`.
    #[error("expected 8 ranks separated by '/', found {0}")]
    RankCount(usize),
    /// A rank that does not have 8 hollows.
    #[error("rank {rank} has 8 hollows, the text describes {found}")]
    RankLength {
        /// The rank, 1–8.
        rank: u8,
        /// Characters found.
        found: usize,
    },
    /// A character that is not `o`, `.` or `-`.
    #[error("'{0}' is not a hollow (o ball, . empty hollow, - no tile)")]
    BadChar(char),
    /// A tile position whose four hollows disagree about the tile.
    #[error("tile position {0}: its four hollows must all be '-' or none of them")]
    HalfTile(TilePos),
    /// The side to move is missing or not `j` / `p`.
    #[error("side to move \"{0}\": expected j (jumper) or p (pusher)")]
    Turn(String),
    /// The round is not `1` or `2`.
    #[error("round \"{0}\": expected 1 or 2")]
    Round(String),
    /// The total is not a signed whole number.
    #[error("total \"{0}\": expected a signed whole number such as +4")]
    Points(String),
    /// Something after the total that is not an announcement `=N`.
    #[error("unexpected \"{0}\": expected an announcement such as =3")]
    Extra(String),
}

from_grid_error!(rank, found);

fn parse_announce(word: &str) -> Option<u8> {
    let n: u8 = word.strip_prefix('=')?.parse().ok()?;
    (n >= 2).then_some(n)
}

impl FromStr for Setup {
    type Err = ParsePositionError;
    fn from_str(text: &str) -> Result<Setup, ParsePositionError> {
        let mut words = text.split_whitespace();
        let rows = words.next().unwrap_or("");
        // Each hollow: (a hollow there, a ball in it).
        let hollow = |c| match c {
            'o' => Some((true, true)),
            '.' => Some((true, false)),
            '-' => Some((false, false)),
            _ => None,
        };
        let ranks = read_ranks(rows, 8, |_| 8, Runs::None, (false, false), hollow)?;
        let mut balls = 0u64;
        let mut hollows = 0u64;
        for (y, cells) in (0..8u8).zip(&ranks) {
            for (x, &(is_hollow, ball)) in (0..8u8).zip(cells) {
                let bit = 1u64 << (y * 8 + x);
                if is_hollow {
                    hollows |= bit;
                }
                if ball {
                    balls |= bit;
                }
            }
        }
        let mut tiles = 0u16;
        for i in 0..16 {
            let t = TilePos::new(i % 4, i / 4).expect("in the frame");
            let mask = t.hollow_mask();
            if hollows & mask == mask {
                tiles |= 1 << i;
            } else if hollows & mask != 0 {
                return Err(ParsePositionError::HalfTile(t));
            }
        }
        let turn = match words.next() {
            Some("j") => JUMPER,
            Some("p") => PUSHER,
            other => return Err(ParsePositionError::Turn(other.unwrap_or("").to_string())),
        };
        let round = match words.next() {
            Some("1") => 1,
            Some("2") => 2,
            other => return Err(ParsePositionError::Round(other.unwrap_or("").to_string())),
        };
        let points = words.next().unwrap_or("");
        let carried = points
            .strip_prefix('+')
            .unwrap_or(points)
            .parse::<i32>()
            .ok()
            .filter(|_| !points.is_empty())
            .ok_or_else(|| ParsePositionError::Points(points.to_string()))?;
        let announce = match words.next() {
            None => 0,
            Some(w) => parse_announce(w).ok_or_else(|| ParsePositionError::Extra(w.to_string()))?,
        };
        if let Some(w) = words.next() {
            return Err(ParsePositionError::Extra(w.to_string()));
        }
        Ok(Setup {
            balls,
            tiles,
            turn,
            round,
            carried,
            announce,
        })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let hollows = hollows_of(self.tiles);
        for y in (0..8u8).rev() {
            for x in 0..8u8 {
                let bit = 1u64 << (y * 8 + x);
                let c = if self.balls & bit != 0 {
                    'o'
                } else if hollows & bit != 0 {
                    '.'
                } else {
                    '-'
                };
                write!(f, "{c}")?;
            }
            if y > 0 {
                f.write_str("/")?;
            }
        }
        let turn = if self.turn == JUMPER { 'j' } else { 'p' };
        write!(f, " {turn} {} {:+}", self.round, self.carried)?;
        if self.announce > 0 {
            write!(f, " ={}", self.announce)?;
        }
        Ok(())
    }
}

/// Why a readable position cannot occur in a game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// More than the 12 tiles of the game.
    #[error("{0} tiles: the game has {START_TILES}", START_TILES = START_TILES)]
    TooManyTiles(u32),
    /// Round 1 with a total carried from an earlier round, or a total no round
    /// could give (it is even and at most 48 either way).
    #[error(
        "total {0:+} cannot have been carried here (round 1 carries +0; a round gives an even total from -48 to +48)"
    )]
    Carried(i32),
    /// The pusher to move while no ball has been removed.
    #[error("the pusher cannot be to move before the jumper has removed a ball")]
    PusherBeforeOpening,
    /// The pusher to move with no tile left.
    #[error("the pusher cannot be to move with no tile left")]
    NoTiles,
    /// An announcement while the pusher is to move, or before the opening removal.
    #[error("an announcement binds the jumper's next jump: the jumper must be to move, after the opening removal")]
    AnnounceOutOfTurn,
    /// An announcement the jumper cannot make.
    #[error("announced {announced} jumps, but the longest chain the jumper has is {longest}")]
    AnnounceUnreachable {
        /// The announced length.
        announced: u8,
        /// The longest chain available.
        longest: u8,
    },
}

impl Position {
    /// Validates a setup under `rules`.
    ///
    /// # Errors
    /// [`SetupError`] when the setup could not occur in a game.
    pub fn from_setup(setup: &Setup, rules: Rules) -> Result<Position, SetupError> {
        let tiles = setup.tiles.count_ones();
        if tiles > START_TILES {
            return Err(SetupError::TooManyTiles(tiles));
        }
        let carried_ok = if setup.round == 1 {
            setup.carried == 0
        } else {
            setup.carried % 2 == 0 && setup.carried.abs() <= START_BALLS as i32
        };
        if !carried_ok {
            return Err(SetupError::Carried(setup.carried));
        }
        let balls = setup.balls & hollows_of(setup.tiles);
        let full = balls.count_ones() == START_BALLS;
        if setup.turn == PUSHER && full {
            return Err(SetupError::PusherBeforeOpening);
        }
        if setup.turn == PUSHER && setup.tiles == 0 {
            return Err(SetupError::NoTiles);
        }
        if setup.announce > 0 && (setup.turn == PUSHER || full) {
            return Err(SetupError::AnnounceOutOfTurn);
        }
        let pos = Position::from_parts(
            rules,
            balls,
            setup.tiles,
            setup.turn,
            setup.announce,
            setup.round,
            setup.carried,
        );
        if setup.announce > 0 {
            let longest = pos.longest_chain();
            if setup.announce > longest {
                return Err(SetupError::AnnounceUnreachable {
                    announced: setup.announce,
                    longest,
                });
            }
        }
        Ok(pos)
    }

    /// The setup of this position.
    #[must_use]
    pub fn setup(&self) -> Setup {
        Setup {
            balls: self.balls(),
            tiles: self.tiles(),
            turn: self.turn(),
            round: self.round(),
            carried: self.carried(),
            announce: self.announced(),
        }
    }
}
