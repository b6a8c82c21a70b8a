//! Bi-litaire's move notation ([`MoveText`]): parsed into an unchecked form,
//! then validated against a position.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use super::moves::{Chain, Move};
use super::position::{Position, JUMPER};
use super::rules::{ChainRule, Rules};
use super::setup::{ParsePositionError, Setup, SetupError};
use super::square::{Dir, Hollow, TilePos};
use crate::game::{Game, Side};

/// A move as written, not yet checked against a position.
///
/// - `xd4`: the jumper's opening removal of the ball on d4;
/// - `d4-d6`, `d4-d6-f6`: a jump, a chain (the start hollow, then each landing);
/// - `B1-D1`: the pusher slides the tile on B1 (with the tiles in front of it)
///   to D1; `xB2`: the pusher removes the empty tile on B2;
/// - a pusher move may end with an announcement: `B1-D1=3`, `xB2=2`.
///
/// Hollows are lower case (`a`–`h`, `1`–`8`), tile positions upper case (`A`–`D`,
/// `1`–`4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveText {
    /// An opening removal.
    Remove(Hollow),
    /// A jump or chain: the start and each landing hollow.
    Path(Vec<Hollow>),
    /// A slide of the tile on `from` to `to`.
    Slide {
        /// The chosen tile.
        from: TilePos,
        /// Where it arrives.
        to: TilePos,
        /// The announcement (0: none).
        announce: u8,
    },
    /// The removal of an empty tile.
    RemoveTile {
        /// The tile position.
        tile: TilePos,
        /// The announcement (0: none).
        announce: u8,
    },
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseMoveError {
    /// Nothing to read.
    #[error("no move given")]
    Empty,
    /// Not a hollow `a1`–`h8`.
    #[error("\"{0}\" is not a hollow (a1 to h8, lower case)")]
    Hollow(String),
    /// Not a tile position `A1`–`D4`.
    #[error("\"{0}\" is not a tile position (A1 to D4, upper case)")]
    Tile(String),
    /// The announcement is not `=N` with N from 2 to 47.
    #[error("\"{0}\" is not an announcement (=2 or more, after a pusher's move)")]
    Announce(String),
    /// An announcement after a jumper's move.
    #[error("only the pusher announces; a jump takes no =N")]
    AnnounceOnJump,
    /// Two hollows of a path that are not two apart in a line.
    #[error("{0}-{1} is not a jump: a jump lands two hollows away in a row or column")]
    NotAJump(Hollow, Hollow),
    /// A slide that is not along a row or column.
    #[error("{0}-{1} is not a slide: tiles slide along a row or column")]
    NotStraight(TilePos, TilePos),
    /// A path of more jumps than a round has balls.
    #[error("a chain of {0} jumps is longer than any round allows")]
    TooLong(usize),
}

/// The 0-based column and row of a two-character name whose first character
/// is in `columns` and second in `rows`.
fn name_at(
    text: &str,
    columns: core::ops::RangeInclusive<u8>,
    rows: core::ops::RangeInclusive<u8>,
) -> Option<(u8, u8)> {
    match *text.as_bytes() {
        [c, r] if columns.contains(&c) && rows.contains(&r) => Some((c - columns.start(), r - rows.start())),
        _ => None,
    }
}

fn parse_hollow(text: &str) -> Result<Hollow, ParseMoveError> {
    name_at(text, b'a'..=b'h', b'1'..=b'8')
        .and_then(|(x, y)| Hollow::new(x, y))
        .ok_or_else(|| ParseMoveError::Hollow(text.to_string()))
}

fn parse_tile(text: &str) -> Result<TilePos, ParseMoveError> {
    name_at(text, b'A'..=b'D', b'1'..=b'4')
        .and_then(|(c, r)| TilePos::new(c, r))
        .ok_or_else(|| ParseMoveError::Tile(text.to_string()))
}

/// The direction and distance from `a` to `b` along a row or column.
fn line(ax: u8, ay: u8, bx: u8, by: u8) -> Option<(Dir, u8)> {
    match (ax.cmp(&bx), ay.cmp(&by)) {
        (core::cmp::Ordering::Equal, core::cmp::Ordering::Less) => Some((Dir::North, by - ay)),
        (core::cmp::Ordering::Equal, core::cmp::Ordering::Greater) => Some((Dir::South, ay - by)),
        (core::cmp::Ordering::Less, core::cmp::Ordering::Equal) => Some((Dir::East, bx - ax)),
        (core::cmp::Ordering::Greater, core::cmp::Ordering::Equal) => Some((Dir::West, ax - bx)),
        _ => None,
    }
}

impl FromStr for MoveText {
    type Err = ParseMoveError;
    fn from_str(text: &str) -> Result<MoveText, ParseMoveError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseMoveError::Empty);
        }
        let (body, announce) = match text.split_once('=') {
            Some((body, n)) => {
                let value = n
                    .parse::<u8>()
                    .ok()
                    .filter(|n| (2..=Chain::MAX_LEN).contains(n))
                    .ok_or_else(|| ParseMoveError::Announce(alloc::format!("={n}")))?;
                (body, value)
            }
            None => (text, 0),
        };
        let upper = body
            .trim_start_matches('x')
            .starts_with(|c: char| c.is_ascii_uppercase());
        if let Some(rest) = body.strip_prefix('x') {
            if upper {
                return Ok(MoveText::RemoveTile {
                    tile: parse_tile(rest)?,
                    announce,
                });
            }
            if announce > 0 {
                return Err(ParseMoveError::AnnounceOnJump);
            }
            return Ok(MoveText::Remove(parse_hollow(rest)?));
        }
        let parts: Vec<&str> = body.split('-').collect();
        if upper {
            if parts.len() != 2 {
                return Err(ParseMoveError::Tile(body.to_string()));
            }
            let from = parse_tile(parts[0])?;
            let to = parse_tile(parts[1])?;
            if line(from.col(), from.row(), to.col(), to.row()).is_none() {
                return Err(ParseMoveError::NotStraight(from, to));
            }
            return Ok(MoveText::Slide { from, to, announce });
        }
        if announce > 0 {
            return Err(ParseMoveError::AnnounceOnJump);
        }
        if parts.len() > usize::from(Chain::MAX_LEN) + 1 {
            return Err(ParseMoveError::TooLong(parts.len() - 1));
        }
        if parts.len() < 2 {
            return Err(ParseMoveError::Hollow(body.to_string()));
        }
        let path = parts.into_iter().map(parse_hollow).collect::<Result<Vec<_>, _>>()?;
        for w in path.windows(2) {
            if line(w[0].x(), w[0].y(), w[1].x(), w[1].y()).is_none_or(|(_, n)| n != 2) {
                return Err(ParseMoveError::NotAJump(w[0], w[1]));
            }
        }
        Ok(MoveText::Path(path))
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let announce = match self {
            MoveText::Remove(h) => return write!(f, "x{h}"),
            MoveText::Path(path) => {
                for (i, h) in path.iter().enumerate() {
                    if i > 0 {
                        f.write_str("-")?;
                    }
                    write!(f, "{h}")?;
                }
                return Ok(());
            }
            MoveText::Slide { from, to, announce } => {
                write!(f, "{from}-{to}")?;
                *announce
            }
            MoveText::RemoveTile { tile, announce } => {
                write!(f, "x{tile}")?;
                *announce
            }
        };
        if announce > 0 {
            write!(f, "={announce}")?;
        }
        Ok(())
    }
}

/// Why a readable move is not legal in the position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMoveError {
    /// The round is over.
    #[error("the round is over")]
    RoundOver,
    /// A jumper's move while the pusher is to move, or the other way round.
    #[error("the {} is to move", if *.turn == JUMPER { "jumper" } else { "pusher" })]
    NotYourTurn {
        /// The side to move.
        turn: Side,
    },
    /// The round has not had its opening removal yet.
    #[error("the jumper first removes one ball (for example xd4)")]
    OpeningFirst,
    /// A removal after the opening.
    #[error("a ball is removed only at the start of the round")]
    NotOpening,
    /// No ball on the hollow.
    #[error("there is no ball on {0}")]
    NoBall(Hollow),
    /// A jump that the board does not allow.
    #[error("{from}-{to}: a jump goes over a ball into an empty hollow, on standing tiles")]
    BadJump {
        /// The jumping ball's hollow.
        from: Hollow,
        /// The landing hollow.
        to: Hollow,
    },
    /// A chain of the wrong length for the announcement or the rules.
    #[error("the jumper must make exactly {required} jump(s) now, not {made}")]
    WrongLength {
        /// Jumps required (1 under single jumps).
        required: u8,
        /// Jumps made.
        made: u8,
    },
    /// No tile on the position.
    #[error("there is no tile on {0}")]
    NoTile(TilePos),
    /// The tile to remove holds balls.
    #[error("the tile on {0} still holds balls")]
    TileNotEmpty(TilePos),
    /// The run cannot slide there.
    #[error("{from}-{to}: every position the run passes into must be empty and inside the frame")]
    Blocked {
        /// The chosen tile.
        from: TilePos,
        /// The destination.
        to: TilePos,
    },
    /// The jumper could not make the announced chain.
    #[error("announced {announced} jumps, but the jumper's longest chain would be {longest}")]
    Unreachable {
        /// The announced length.
        announced: u8,
        /// The longest chain the jumper would have.
        longest: u8,
    },
}

impl MoveText {
    /// The legal move this text names in `pos`.
    ///
    /// # Errors
    /// [`IllegalMoveError`] saying why it is not legal.
    pub fn to_move(&self, pos: &Position) -> Result<Move, IllegalMoveError> {
        if pos.outcome().is_some() {
            return Err(IllegalMoveError::RoundOver);
        }
        let jumper_move = matches!(self, MoveText::Remove(_) | MoveText::Path(_));
        if jumper_move != (pos.turn() == JUMPER) {
            return Err(IllegalMoveError::NotYourTurn { turn: pos.turn() });
        }
        let m = match self {
            MoveText::Remove(h) => {
                if !pos.opening() {
                    return Err(IllegalMoveError::NotOpening);
                }
                if !pos.has_ball(*h) {
                    return Err(IllegalMoveError::NoBall(*h));
                }
                Move::Remove(*h)
            }
            MoveText::Path(path) => {
                if pos.opening() {
                    return Err(IllegalMoveError::OpeningFirst);
                }
                if !pos.has_ball(path[0]) {
                    return Err(IllegalMoveError::NoBall(path[0]));
                }
                let mut chain = Chain::from(path[0]);
                for w in path.windows(2) {
                    let (dir, _) = line(w[0].x(), w[0].y(), w[1].x(), w[1].y()).expect("checked when read");
                    chain = chain
                        .then(dir)
                        .ok_or(IllegalMoveError::BadJump { from: w[0], to: w[1] })?;
                    let mut ok = false;
                    pos.chains_from(path[0], |c| ok |= c == chain);
                    if !ok {
                        return Err(IllegalMoveError::BadJump { from: w[0], to: w[1] });
                    }
                }
                let required = match pos.announced() {
                    0 if pos.rules().chains == ChainRule::Single => 1,
                    n => n,
                };
                if required > 0 && chain.len() != required {
                    return Err(IllegalMoveError::WrongLength {
                        required,
                        made: chain.len(),
                    });
                }
                Move::Jump(chain)
            }
            MoveText::Slide { from, to, announce } => {
                if !pos.has_tile(*from) {
                    return Err(IllegalMoveError::NoTile(*from));
                }
                let (dir, dist) = line(from.col(), from.row(), to.col(), to.row()).expect("checked when read");
                let m = Move::Slide {
                    tile: *from,
                    dir,
                    dist,
                    announce: *announce,
                };
                if !pos.is_legal(m.with_announce(0)) {
                    return Err(IllegalMoveError::Blocked { from: *from, to: *to });
                }
                m
            }
            MoveText::RemoveTile { tile, announce } => {
                if !pos.has_tile(*tile) {
                    return Err(IllegalMoveError::NoTile(*tile));
                }
                let m = Move::RemoveTile {
                    tile: *tile,
                    announce: *announce,
                };
                if !pos.is_legal(m.with_announce(0)) {
                    return Err(IllegalMoveError::TileNotEmpty(*tile));
                }
                m
            }
        };
        if m.announce() > 0 && !pos.is_legal(m) {
            let mut after = pos.clone();
            after.play_unchecked(m.with_announce(0));
            return Err(IllegalMoveError::Unreachable {
                announced: m.announce(),
                longest: after.longest_chain(),
            });
        }
        debug_assert!(pos.is_legal(m));
        Ok(m)
    }
}

impl Position {
    /// The text form of a move of this position.
    #[must_use]
    pub fn move_text(&self, m: Move) -> MoveText {
        match m {
            Move::Remove(h) => MoveText::Remove(h),
            Move::Jump(chain) => MoveText::Path(chain.path().collect()),
            Move::Slide {
                tile,
                dir,
                dist,
                announce,
            } => MoveText::Slide {
                from: tile,
                to: tile.step(dir, dist).unwrap_or(tile),
                announce,
            },
            Move::RemoveTile { tile, announce } => MoveText::RemoveTile { tile, announce },
        }
    }
}

text_notation!();
