//! Text forms of Bi-litaire: the position format ([`Setup`]) and move notation
//! ([`MoveText`]), each parsed into an unchecked form and then validated.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use super::{
    hollows_of, Chain, ChainRule, Dir, Hollow, Move, Position, Rules, TilePos, JUMPER, PUSHER, START_BALLS, START_TILES,
};
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    /// Not 8 ranks separated by `/`.
    RankCount(usize),
    /// A rank that does not have 8 hollows.
    RankLength {
        /// The rank, 1–8.
        rank: u8,
        /// Characters found.
        found: usize,
    },
    /// A character that is not `o`, `.` or `-`.
    BadChar(char),
    /// A tile position whose four hollows disagree about the tile.
    HalfTile(TilePos),
    /// The side to move is missing or not `j` / `p`.
    Turn(String),
    /// The round is not `1` or `2`.
    Round(String),
    /// The total is not a signed whole number.
    Points(String),
    /// Something after the total that is not an announcement `=N`.
    Extra(String),
}

from_grid_error!(rank, found);

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePositionError::RankCount(n) => write!(f, "expected 8 ranks separated by '/', found {n}"),
            ParsePositionError::RankLength { rank, found } => {
                write!(f, "rank {rank} has 8 hollows, the text describes {found}")
            }
            ParsePositionError::BadChar(c) => {
                write!(f, "'{c}' is not a hollow (o ball, . empty hollow, - no tile)")
            }
            ParsePositionError::HalfTile(t) => {
                write!(f, "tile position {t}: its four hollows must all be '-' or none of them")
            }
            ParsePositionError::Turn(t) => write!(f, "side to move \"{t}\": expected j (jumper) or p (pusher)"),
            ParsePositionError::Round(t) => write!(f, "round \"{t}\": expected 1 or 2"),
            ParsePositionError::Points(t) => write!(f, "total \"{t}\": expected a signed whole number such as +4"),
            ParsePositionError::Extra(t) => write!(f, "unexpected \"{t}\": expected an announcement such as =3"),
        }
    }
}

impl core::error::Error for ParsePositionError {}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// More than the 12 tiles of the game.
    TooManyTiles(u32),
    /// Round 1 with a total carried from an earlier round, or a total no round
    /// could give (it is even and at most 48 either way).
    Carried(i32),
    /// The pusher to move while no ball has been removed.
    PusherBeforeOpening,
    /// The pusher to move with no tile left.
    NoTiles,
    /// An announcement while the pusher is to move, or before the opening removal.
    AnnounceOutOfTurn,
    /// An announcement the jumper cannot make.
    AnnounceUnreachable {
        /// The announced length.
        announced: u8,
        /// The longest chain available.
        longest: u8,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooManyTiles(n) => write!(f, "{n} tiles: the game has {START_TILES}"),
            SetupError::Carried(n) => write!(
                f,
                "total {n:+} cannot have been carried here (round 1 carries +0; a round gives an even total from -48 to +48)"
            ),
            SetupError::PusherBeforeOpening => {
                f.write_str("the pusher cannot be to move before the jumper has removed a ball")
            }
            SetupError::NoTiles => f.write_str("the pusher cannot be to move with no tile left"),
            SetupError::AnnounceOutOfTurn => {
                f.write_str("an announcement binds the jumper's next jump: the jumper must be to move, after the opening removal")
            }
            SetupError::AnnounceUnreachable { announced, longest } => write!(
                f,
                "announced {announced} jumps, but the longest chain the jumper has is {longest}"
            ),
        }
    }
}

impl core::error::Error for SetupError {}

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

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.setup().fmt(f)
    }
}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Nothing to read.
    Empty,
    /// Not a hollow `a1`–`h8`.
    Hollow(String),
    /// Not a tile position `A1`–`D4`.
    Tile(String),
    /// The announcement is not `=N` with N from 2 to 47.
    Announce(String),
    /// An announcement after a jumper's move.
    AnnounceOnJump,
    /// Two hollows of a path that are not two apart in a line.
    NotAJump(Hollow, Hollow),
    /// A slide that is not along a row or column.
    NotStraight(TilePos, TilePos),
    /// A path of more jumps than a round has balls.
    TooLong(usize),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Empty => f.write_str("no move given"),
            ParseMoveError::Hollow(t) => write!(f, "\"{t}\" is not a hollow (a1 to h8, lower case)"),
            ParseMoveError::Tile(t) => write!(f, "\"{t}\" is not a tile position (A1 to D4, upper case)"),
            ParseMoveError::Announce(t) => {
                write!(f, "\"{t}\" is not an announcement (=2 or more, after a pusher's move)")
            }
            ParseMoveError::AnnounceOnJump => f.write_str("only the pusher announces; a jump takes no =N"),
            ParseMoveError::NotAJump(a, b) => {
                write!(
                    f,
                    "{a}-{b} is not a jump: a jump lands two hollows away in a row or column"
                )
            }
            ParseMoveError::NotStraight(a, b) => {
                write!(f, "{a}-{b} is not a slide: tiles slide along a row or column")
            }
            ParseMoveError::TooLong(n) => write!(f, "a chain of {n} jumps is longer than any round allows"),
        }
    }
}

impl core::error::Error for ParseMoveError {}

fn parse_hollow(text: &str) -> Result<Hollow, ParseMoveError> {
    let b = text.as_bytes();
    if b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]) {
        Ok(Hollow::new(b[0] - b'a', b[1] - b'1').expect("in range"))
    } else {
        Err(ParseMoveError::Hollow(text.to_string()))
    }
}

fn parse_tile(text: &str) -> Result<TilePos, ParseMoveError> {
    let b = text.as_bytes();
    if b.len() == 2 && (b'A'..=b'D').contains(&b[0]) && (b'1'..=b'4').contains(&b[1]) {
        Ok(TilePos::new(b[0] - b'A', b[1] - b'1').expect("in range"))
    } else {
        Err(ParseMoveError::Tile(text.to_string()))
    }
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveError {
    /// The round is over.
    RoundOver,
    /// A jumper's move while the pusher is to move, or the other way round.
    NotYourTurn {
        /// The side to move.
        turn: Side,
    },
    /// The round has not had its opening removal yet.
    OpeningFirst,
    /// A removal after the opening.
    NotOpening,
    /// No ball on the hollow.
    NoBall(Hollow),
    /// A jump that the board does not allow.
    BadJump {
        /// The jumping ball's hollow.
        from: Hollow,
        /// The landing hollow.
        to: Hollow,
    },
    /// A chain of the wrong length for the announcement or the rules.
    WrongLength {
        /// Jumps required (1 under single jumps).
        required: u8,
        /// Jumps made.
        made: u8,
    },
    /// No tile on the position.
    NoTile(TilePos),
    /// The tile to remove holds balls.
    TileNotEmpty(TilePos),
    /// The run cannot slide there.
    Blocked {
        /// The chosen tile.
        from: TilePos,
        /// The destination.
        to: TilePos,
    },
    /// The jumper could not make the announced chain.
    Unreachable {
        /// The announced length.
        announced: u8,
        /// The longest chain the jumper would have.
        longest: u8,
    },
}

impl fmt::Display for IllegalMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMoveError::RoundOver => f.write_str("the round is over"),
            IllegalMoveError::NotYourTurn { turn } => f.write_str(if *turn == JUMPER {
                "the jumper is to move"
            } else {
                "the pusher is to move"
            }),
            IllegalMoveError::OpeningFirst => f.write_str("the jumper first removes one ball (for example xd4)"),
            IllegalMoveError::NotOpening => f.write_str("a ball is removed only at the start of the round"),
            IllegalMoveError::NoBall(h) => write!(f, "there is no ball on {h}"),
            IllegalMoveError::BadJump { from, to } => write!(
                f,
                "{from}-{to}: a jump goes over a ball into an empty hollow, on standing tiles"
            ),
            IllegalMoveError::WrongLength { required, made } => {
                write!(f, "the jumper must make exactly {required} jump(s) now, not {made}")
            }
            IllegalMoveError::NoTile(t) => write!(f, "there is no tile on {t}"),
            IllegalMoveError::TileNotEmpty(t) => write!(f, "the tile on {t} still holds balls"),
            IllegalMoveError::Blocked { from, to } => write!(
                f,
                "{from}-{to}: every position the run passes into must be empty and inside the frame"
            ),
            IllegalMoveError::Unreachable { announced, longest } => write!(
                f,
                "announced {announced} jumps, but the jumper's longest chain would be {longest}"
            ),
        }
    }
}

impl core::error::Error for IllegalMoveError {}

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
