//! Bi-litaire positions, moves and the rules of a round.

use alloc::vec::Vec;
use core::fmt;

use crate::game::{seat_a_total, Game, Outcome, RoundInfo, Side};
use crate::rng::zobrist_keys;

/// The jumper removes the first ball and moves first in every round.
pub const JUMPER: Side = Side::First;
/// The pusher slides and removes tiles.
pub const PUSHER: Side = Side::Second;
/// Balls at the start of a round, one per hollow.
pub const START_BALLS: u32 = 48;
/// Tiles at the start of a round.
pub const START_TILES: u32 = 12;

/// One of the four directions on the board. North is towards rank 8 (row 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Dir {
    /// Towards rank 8.
    North,
    /// Towards file h.
    East,
    /// Towards rank 1.
    South,
    /// Towards file a.
    West,
}

impl Dir {
    /// The four directions.
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    /// (dx, dy) of one step.
    #[must_use]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::North => (0, 1),
            Dir::East => (1, 0),
            Dir::South => (0, -1),
            Dir::West => (-1, 0),
        }
    }

    const fn index(self) -> u8 {
        self as u8
    }

    const fn from_index(i: u8) -> Dir {
        match i & 3 {
            0 => Dir::North,
            1 => Dir::East,
            2 => Dir::South,
            _ => Dir::West,
        }
    }
}

/// A hollow of the 8×8 grid: file `a`–`h` (x 0–7), rank `1`–`8` (y 0–7).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hollow(u8);

impl Hollow {
    /// The hollow at file `x` and rank `y` (both 0–7).
    #[must_use]
    pub const fn new(x: u8, y: u8) -> Option<Hollow> {
        if x < 8 && y < 8 {
            Some(Hollow(y * 8 + x))
        } else {
            None
        }
    }

    /// The hollow with index `y * 8 + x`.
    #[must_use]
    pub const fn from_index(i: u8) -> Option<Hollow> {
        if i < 64 {
            Some(Hollow(i))
        } else {
            None
        }
    }

    /// `y * 8 + x`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 (`a`) to 7 (`h`).
    #[must_use]
    pub const fn x(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 (`1`) to 7 (`8`).
    #[must_use]
    pub const fn y(self) -> u8 {
        self.0 / 8
    }

    /// The tile position the hollow lies on.
    #[must_use]
    pub const fn tile(self) -> TilePos {
        TilePos((self.y() / 2) * 4 + self.x() / 2)
    }

    /// The neighbouring hollow in `dir`, if inside the grid.
    #[must_use]
    pub const fn step(self, dir: Dir) -> Option<Hollow> {
        let (dx, dy) = dir.delta();
        let x = self.x() as i8 + dx;
        let y = self.y() as i8 + dy;
        if x < 0 || y < 0 || x > 7 || y > 7 {
            None
        } else {
            Some(Hollow((y * 8 + x) as u8))
        }
    }

    const fn bit(self) -> u64 {
        1 << self.0
    }
}

impl fmt::Display for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x()) as char, self.y() + 1)
    }
}

impl fmt::Debug for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A tile position of the 4×4 frame: column `A`–`D` (0–3), row `1`–`4` (0–3).
/// Position `A1` holds hollows `a1`, `b1`, `a2`, `b2`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct TilePos(u8);

impl TilePos {
    /// The position at column `c` and row `r` (both 0–3).
    #[must_use]
    pub const fn new(c: u8, r: u8) -> Option<TilePos> {
        if c < 4 && r < 4 {
            Some(TilePos(r * 4 + c))
        } else {
            None
        }
    }

    /// `row * 4 + column`.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The column, 0 (`A`) to 3 (`D`).
    #[must_use]
    pub const fn col(self) -> u8 {
        self.0 % 4
    }

    /// The row, 0 (`1`) to 3 (`4`).
    #[must_use]
    pub const fn row(self) -> u8 {
        self.0 / 4
    }

    /// The neighbouring position `n` steps away in `dir`, if inside the frame.
    #[must_use]
    pub const fn step(self, dir: Dir, n: u8) -> Option<TilePos> {
        let (dx, dy) = dir.delta();
        let c = self.col() as i8 + dx * n as i8;
        let r = self.row() as i8 + dy * n as i8;
        if c < 0 || r < 0 || c > 3 || r > 3 {
            None
        } else {
            Some(TilePos((r * 4 + c) as u8))
        }
    }

    /// The four hollows of the position.
    #[must_use]
    pub fn hollows(self) -> [Hollow; 4] {
        let x = self.col() * 2;
        let y = self.row() * 2;
        [
            Hollow(y * 8 + x),
            Hollow(y * 8 + x + 1),
            Hollow((y + 1) * 8 + x),
            Hollow((y + 1) * 8 + x + 1),
        ]
    }

    /// The bits of its hollows in a ball board.
    #[must_use]
    pub const fn hollow_mask(self) -> u64 {
        let x = self.col() * 2;
        let y = self.row() * 2;
        let low = 0b11u64 << (y * 8 + x);
        low | low << 8
    }

    const fn bit(self) -> u16 {
        1 << self.0
    }
}

impl fmt::Display for TilePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col()) as char, self.row() + 1)
    }
}

impl fmt::Debug for TilePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A jump chain: the ball's start hollow and the direction of each jump (the
/// landing hollows follow from them). Every chain is a path of legal jumps only
/// in the position it was generated from.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chain {
    start: Hollow,
    len: u8,
    /// Two bits per jump, the first jump lowest (16 jumps a word).
    dirs: [u32; 3],
}

impl Chain {
    /// The most jumps a chain can have: one per ball but the jumping one.
    pub const MAX_LEN: u8 = 47;

    /// A chain of no jumps from `start`.
    #[must_use]
    pub const fn from(start: Hollow) -> Chain {
        Chain {
            start,
            len: 0,
            dirs: [0; 3],
        }
    }

    /// This chain followed by a jump in `dir`, if it has room.
    #[must_use]
    pub const fn then(self, dir: Dir) -> Option<Chain> {
        if self.len >= Chain::MAX_LEN {
            return None;
        }
        let mut dirs = self.dirs;
        dirs[(self.len / 16) as usize] |= (dir.index() as u32) << (2 * (self.len % 16));
        Some(Chain {
            start: self.start,
            len: self.len + 1,
            dirs,
        })
    }

    /// The ball's start hollow.
    #[must_use]
    pub const fn start(self) -> Hollow {
        self.start
    }

    /// The number of jumps (balls it removes).
    #[must_use]
    pub const fn len(self) -> u8 {
        self.len
    }

    /// Whether it has no jump (never true of a legal move).
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.len == 0
    }

    /// The direction of each jump.
    pub fn dirs(self) -> impl Iterator<Item = Dir> {
        (0..self.len).map(move |i| Dir::from_index((self.dirs[usize::from(i / 16)] >> (2 * (i % 16))) as u8))
    }

    /// Each jump as (jumped hollow, landing hollow); hollows off the grid end
    /// the list (never for a generated chain).
    pub fn jumps(self) -> impl Iterator<Item = (Hollow, Hollow)> {
        let mut at = Some(self.start);
        self.dirs().map_while(move |d| {
            let over = at?.step(d)?;
            let land = over.step(d)?;
            at = Some(land);
            Some((over, land))
        })
    }

    /// The start hollow and every landing hollow, in order.
    pub fn path(self) -> impl Iterator<Item = Hollow> {
        core::iter::once(self.start).chain(self.jumps().map(|(_, land)| land))
    }

    /// Where the ball ends.
    #[must_use]
    pub fn end(self) -> Hollow {
        self.path().last().unwrap_or(self.start)
    }
}

impl fmt::Debug for Chain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, h) in self.path().enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{h}")?;
        }
        Ok(())
    }
}

/// A move of either role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// The jumper's opening removal of one ball.
    Remove(Hollow),
    /// A jump or a chain of jumps by one ball.
    Jump(Chain),
    /// The pusher slides the run of tiles from `tile` in `dir` by `dist`
    /// positions, announcing `announce` (0: no announcement).
    Slide {
        /// The chosen tile (the run is it and the tiles in front of it).
        tile: TilePos,
        /// The direction.
        dir: Dir,
        /// Positions moved, 1–3.
        dist: u8,
        /// The announced chain length (at least 2), or 0.
        announce: u8,
    },
    /// The pusher removes an empty tile for good, announcing `announce` (0: none).
    RemoveTile {
        /// Where the tile stands.
        tile: TilePos,
        /// The announced chain length (at least 2), or 0.
        announce: u8,
    },
}

impl Move {
    /// The announcement the move makes (0 for none and for jumper moves).
    #[must_use]
    pub const fn announce(self) -> u8 {
        match self {
            Move::Slide { announce, .. } | Move::RemoveTile { announce, .. } => announce,
            Move::Remove(_) | Move::Jump(_) => 0,
        }
    }

    /// The same move with announcement `n` (pusher moves only).
    #[must_use]
    pub const fn with_announce(self, n: u8) -> Move {
        match self {
            Move::Slide { tile, dir, dist, .. } => Move::Slide {
                tile,
                dir,
                dist,
                announce: n,
            },
            Move::RemoveTile { tile, .. } => Move::RemoveTile { tile, announce: n },
            other => other,
        }
    }

    /// Balls the move removes.
    #[must_use]
    pub const fn balls_removed(self) -> u8 {
        match self {
            Move::Remove(_) => 1,
            Move::Jump(c) => c.len,
            Move::Slide { .. } | Move::RemoveTile { .. } => 0,
        }
    }
}

/// How the jumper may jump when nothing is announced (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum ChainRule {
    /// Any chain of one jump or more, stopping after any jump.
    #[default]
    Free,
    /// Single jumps only; a chain only when the pusher announces one.
    Single,
}

impl ChainRule {
    /// Every rule, the default first.
    pub const ALL: [ChainRule; 2] = [ChainRule::Free, ChainRule::Single];
}

/// The options of the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// Chains without an announcement.
    pub chains: ChainRule,
}

const BALL_KEYS: [[u64; 64]; 1] = zobrist_keys(0xB111_7A1E_0000_0001);
const TILE_KEYS: [[u64; 16]; 1] = zobrist_keys(0xB111_7A1E_0000_0002);
const ANNOUNCE_KEYS: [[u64; 48]; 1] = zobrist_keys(0xB111_7A1E_0000_0003);
const TURN_KEY: u64 = 0x5DEE_CE66_D1CE_4E5B;

/// The hollows of the tiles in `tiles` (one bit per tile position).
#[must_use]
pub fn hollows_of(tiles: u16) -> u64 {
    let mut mask = 0;
    let mut rest = tiles;
    while rest != 0 {
        let i = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        mask |= TilePos(i).hollow_mask();
    }
    mask
}

/// The tiles of the start: every position but the four corners.
pub const START_TILE_MASK: u16 = !(1 | 1 << 3 | 1 << 12 | 1 << 15);

/// A Bi-litaire position: the tiles, the balls, the side to move, the pusher's
/// announcement in force and the place in the match.
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    rules: Rules,
    /// One bit per hollow, `y * 8 + x`.
    balls: u64,
    /// One bit per tile position, `row * 4 + column`.
    tiles: u16,
    turn: Side,
    /// The chain length the jumper must make now (0: none).
    announce: u8,
    round: u8,
    carried: i32,
    hash: u64,
    outcome: Option<Outcome>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl Position {
    /// The start of round `round` with seat A's total `carried` from earlier rounds.
    #[must_use]
    pub fn start(rules: Rules, round: u8, carried: i32) -> Position {
        Position::from_parts(
            rules,
            hollows_of(START_TILE_MASK),
            START_TILE_MASK,
            JUMPER,
            0,
            round,
            carried,
        )
    }

    /// A position from its parts, unchecked except that balls stand in hollows.
    pub(crate) fn from_parts(
        rules: Rules,
        balls: u64,
        tiles: u16,
        turn: Side,
        announce: u8,
        round: u8,
        carried: i32,
    ) -> Position {
        let mut pos = Position {
            rules,
            balls: balls & hollows_of(tiles),
            tiles,
            turn,
            announce,
            round,
            carried,
            hash: 0,
            outcome: None,
        };
        pos.hash = pos.fresh_hash();
        pos.outcome = pos.compute_outcome();
        pos
    }

    /// The hash computed from scratch (equal to the incremental one).
    #[must_use]
    pub fn fresh_hash(&self) -> u64 {
        let mut h = 0;
        for (i, key) in BALL_KEYS[0].iter().enumerate() {
            if self.balls >> i & 1 == 1 {
                h ^= key;
            }
        }
        for (i, key) in TILE_KEYS[0].iter().enumerate() {
            if self.tiles >> i & 1 == 1 {
                h ^= key;
            }
        }
        if self.turn == PUSHER {
            h ^= TURN_KEY;
        }
        if self.announce > 0 {
            h ^= ANNOUNCE_KEYS[0][usize::from(self.announce)];
        }
        h
    }

    /// The balls, one bit per hollow (`y * 8 + x`).
    #[must_use]
    pub const fn balls(&self) -> u64 {
        self.balls
    }

    /// The tiles, one bit per position (`row * 4 + column`).
    #[must_use]
    pub const fn tiles(&self) -> u16 {
        self.tiles
    }

    /// The hollows that exist (those of the standing tiles).
    #[must_use]
    pub fn hollows(&self) -> u64 {
        hollows_of(self.tiles)
    }

    /// Whether a ball lies in `h`.
    #[must_use]
    pub const fn has_ball(&self, h: Hollow) -> bool {
        self.balls & h.bit() != 0
    }

    /// Whether a tile stands on `t`.
    #[must_use]
    pub const fn has_tile(&self, t: TilePos) -> bool {
        self.tiles & t.bit() != 0
    }

    /// Balls on the board.
    #[must_use]
    pub const fn ball_count(&self) -> u32 {
        self.balls.count_ones()
    }

    /// Balls removed in this round (the jumper's score so far).
    #[must_use]
    pub const fn removed(&self) -> u32 {
        START_BALLS - self.ball_count()
    }

    /// The chain length the jumper must make now (0: nothing announced).
    #[must_use]
    pub const fn announced(&self) -> u8 {
        self.announce
    }

    /// The round, 1 or 2.
    #[must_use]
    pub const fn round(&self) -> u8 {
        self.round
    }

    /// Seat A's total from the rounds before this one.
    #[must_use]
    pub const fn carried(&self) -> i32 {
        self.carried
    }

    /// Whether the jumper is to make the round's opening removal.
    #[must_use]
    pub const fn opening(&self) -> bool {
        matches!(self.turn, JUMPER) && self.balls.count_ones() == START_BALLS
    }

    /// Calls `f` with every chain of one jump or more (each prefix of a chain
    /// is a chain of its own) of the ball on `start`, in depth-first order.
    pub fn chains_from(&self, start: Hollow, mut f: impl FnMut(Chain)) {
        if self.balls & start.bit() == 0 {
            return;
        }
        let exists = self.hollows();
        self.extend(Chain::from(start), start, self.balls, exists, &mut f);
    }

    fn extend(&self, chain: Chain, at: Hollow, balls: u64, exists: u64, f: &mut impl FnMut(Chain)) {
        for dir in Dir::ALL {
            let Some(over) = at.step(dir) else { continue };
            let Some(land) = over.step(dir) else { continue };
            if balls & over.bit() == 0 || exists & land.bit() == 0 || balls & land.bit() != 0 {
                continue;
            }
            let Some(next) = chain.then(dir) else { continue };
            f(next);
            let after = balls & !at.bit() & !over.bit() | land.bit();
            self.extend(next, land, after, exists, f);
        }
    }

    /// The longest chain any ball can make here (0: no jump), with the jumper's
    /// free choice of chain whatever the rules (what an announcement may ask).
    #[must_use]
    pub fn longest_chain(&self) -> u8 {
        let free = self.hollows() & !self.balls;
        // No chain is longer than the balls it can jump over.
        let cap = u8::try_from(self.ball_count().saturating_sub(1)).unwrap_or(u8::MAX);
        let mut best = 0;
        // Only balls with a jump now start a chain.
        let mut rest = jump_starts(self.balls, free);
        while rest != 0 && best < cap {
            let at = rest & rest.wrapping_neg();
            rest &= rest - 1;
            best = best.max(Self::longest_from(at, self.balls, free, cap));
        }
        best
    }

    /// The longest chain of the ball on the single bit `at`, with `balls` and the
    /// `free` hollows, stopping early at `cap` (nothing is longer).
    fn longest_from(at: u64, balls: u64, free: u64, cap: u8) -> u8 {
        const FILES_A_TO_F: u64 = 0x3F3F_3F3F_3F3F_3F3F;
        const FILES_C_TO_H: u64 = 0xFCFC_FCFC_FCFC_FCFC;
        let mut best = 0;
        // (over, land) for east, west, north and south; 0 where the jump would
        // leave the board (the file masks keep east and west within a rank).
        let jumps = [
            ((at & FILES_A_TO_F) << 1, (at & FILES_A_TO_F) << 2),
            ((at & FILES_C_TO_H) >> 1, (at & FILES_C_TO_H) >> 2),
            (at << 8, at << 16),
            (at >> 8, at >> 16),
        ];
        for (over, land) in jumps {
            if over & balls == 0 || land & free == 0 {
                continue;
            }
            let after = balls & !at & !over | land;
            let free_after = (free | at | over) & !land;
            best = best.max(1 + Self::longest_from(land, after, free_after, cap - 1));
            if best >= cap {
                break;
            }
        }
        best
    }

    /// Whether any ball can jump.
    #[must_use]
    pub fn can_jump(&self) -> bool {
        jump_starts(self.balls, self.hollows() & !self.balls) != 0
    }

    /// The pusher's actions without announcement: slides, then removals of empty tiles.
    fn pusher_actions(&self, out: &mut Vec<Move>) {
        for i in 0..16u8 {
            let tile = TilePos(i);
            if !self.has_tile(tile) {
                continue;
            }
            for dir in Dir::ALL {
                // The run: this tile and those in front of it.
                let mut head = tile;
                while let Some(next) = head.step(dir, 1) {
                    if !self.has_tile(next) {
                        break;
                    }
                    head = next;
                }
                let mut dist = 1;
                while let Some(to) = head.step(dir, dist) {
                    if self.has_tile(to) {
                        break;
                    }
                    out.push(Move::Slide {
                        tile,
                        dir,
                        dist,
                        announce: 0,
                    });
                    dist += 1;
                }
            }
        }
        for i in 0..16u8 {
            let tile = TilePos(i);
            if self.has_tile(tile) && self.balls & tile.hollow_mask() == 0 {
                out.push(Move::RemoveTile { tile, announce: 0 });
            }
        }
    }

    /// The tiles of the run a slide of `tile` in `dir` moves.
    #[must_use]
    pub fn run(&self, tile: TilePos, dir: Dir) -> Vec<TilePos> {
        let mask = self.run_mask(tile, dir);
        (0..16).filter(|i| mask >> i & 1 == 1).map(TilePos).collect()
    }

    fn run_mask(&self, tile: TilePos, dir: Dir) -> u16 {
        let mut mask = 0;
        let mut at = Some(tile);
        while let Some(t) = at {
            if !self.has_tile(t) {
                break;
            }
            mask |= t.bit();
            at = t.step(dir, 1);
        }
        mask
    }

    fn set_boards(&mut self, balls: u64, tiles: u16) {
        let mut changed = self.balls ^ balls;
        while changed != 0 {
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            self.hash ^= BALL_KEYS[0][i];
        }
        let mut changed = self.tiles ^ tiles;
        while changed != 0 {
            let i = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            self.hash ^= TILE_KEYS[0][i];
        }
        self.balls = balls;
        self.tiles = tiles;
    }

    fn set_announce(&mut self, n: u8) {
        if self.announce > 0 {
            self.hash ^= ANNOUNCE_KEYS[0][usize::from(self.announce)];
        }
        self.announce = n.min(47);
        if self.announce > 0 {
            self.hash ^= ANNOUNCE_KEYS[0][usize::from(self.announce)];
        }
    }

    /// The position after the pusher's action, before the jumper's reply, with
    /// nothing announced.
    fn after_action(&self, m: Move) -> Position {
        let mut next = self.clone();
        next.apply(m.with_announce(0));
        next
    }

    fn apply(&mut self, m: Move) {
        match m {
            Move::Remove(h) => {
                let balls = self.balls & !h.bit();
                self.set_boards(balls, self.tiles);
            }
            Move::Jump(chain) => {
                let mut balls = self.balls;
                let mut at = chain.start;
                for (over, land) in chain.jumps() {
                    balls = balls & !at.bit() & !over.bit() | land.bit();
                    at = land;
                }
                self.set_boards(balls, self.tiles);
            }
            Move::Slide { tile, dir, dist, .. } => {
                let run = self.run_mask(tile, dir);
                let hollows = hollows_of(run);
                let moving = self.balls & hollows;
                let (balls, tiles) = match dir {
                    Dir::East => (moving << (2 * dist), run << dist),
                    Dir::West => (moving >> (2 * dist), run >> dist),
                    Dir::North => (moving << (16 * dist), run << (4 * dist)),
                    Dir::South => (moving >> (16 * dist), run >> (4 * dist)),
                };
                self.set_boards(self.balls & !hollows | balls, self.tiles & !run | tiles);
            }
            Move::RemoveTile { tile, .. } => {
                let tiles = self.tiles & !tile.bit();
                self.set_boards(self.balls, tiles);
            }
        }
        self.set_announce(m.announce());
        self.turn = self.turn.other();
        self.hash ^= TURN_KEY;
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        let over = if self.turn == JUMPER {
            !self.opening() && !self.can_jump()
        } else {
            self.tiles == 0
        };
        over.then(|| {
            let m = self.margin_now();
            match m.cmp(&0) {
                core::cmp::Ordering::Greater => Outcome::Win(JUMPER),
                core::cmp::Ordering::Less => Outcome::Win(PUSHER),
                core::cmp::Ordering::Equal => Outcome::Draw,
            }
        })
    }

    /// Removed minus left.
    const fn margin_now(&self) -> i32 {
        START_BALLS as i32 - 2 * self.ball_count() as i32
    }

    fn jumper_moves(&self, out: &mut Vec<Move>) {
        if self.opening() {
            let mut rest = self.balls;
            while rest != 0 {
                let h = Hollow(rest.trailing_zeros() as u8);
                rest &= rest - 1;
                out.push(Move::Remove(h));
            }
            return;
        }
        let wanted = self.announce;
        let single = self.rules.chains == ChainRule::Single;
        let mut rest = self.balls;
        while rest != 0 {
            let h = Hollow(rest.trailing_zeros() as u8);
            rest &= rest - 1;
            self.chains_from(h, |c| {
                let ok = match wanted {
                    0 if single => c.len == 1,
                    0 => true,
                    n => c.len == n,
                };
                if ok {
                    out.push(Move::Jump(c));
                }
            });
        }
    }

    fn pusher_moves(&self, out: &mut Vec<Move>) {
        self.pusher_actions(out);
        // Each action, then the same action with each number the jumper could
        // then achieve, expanded in place from the back (no allocation).
        let actions = out.len();
        let mut longest = [0u8; 256];
        let mut extra = 0;
        for (i, &action) in out.iter().enumerate().take(256) {
            let n = self.after_action(action).longest_chain();
            longest[i] = n;
            extra += usize::from(n.saturating_sub(1));
        }
        let first = out.first().copied();
        let Some(filler) = first else { return };
        out.resize(actions + extra, filler);
        let mut write = actions + extra;
        for i in (0..actions.min(256)).rev() {
            let action = out[i];
            for n in (2..=longest[i]).rev() {
                write -= 1;
                out[write] = action.with_announce(n);
            }
            write -= 1;
            out[write] = action;
        }
    }
}

/// The balls that can jump now: a ball next to them with a free hollow beyond.
fn jump_starts(balls: u64, free: u64) -> u64 {
    const FILES_A_TO_F: u64 = 0x3F3F_3F3F_3F3F_3F3F;
    const FILES_C_TO_H: u64 = 0xFCFC_FCFC_FCFC_FCFC;
    let b = balls;
    let east = b & b >> 1 & free >> 2 & FILES_A_TO_F;
    let west = b & b << 1 & free << 2 & FILES_C_TO_H;
    let north = b & b >> 8 & free >> 16;
    let south = b & b << 8 & free << 16;
    east | west | north | south
}

impl Game for Position {
    type Move = Move;
    type Rules = Rules;
    const ROUNDS: u8 = 2;

    fn new(rules: &Rules) -> Position {
        Position::start(*rules, 1, 0)
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
        if self.turn == JUMPER {
            self.jumper_moves(out);
        } else {
            self.pusher_moves(out);
        }
    }

    fn is_legal(&self, m: Move) -> bool {
        if self.outcome.is_some() {
            return false;
        }
        match m {
            Move::Remove(h) => self.opening() && self.has_ball(h),
            Move::Jump(chain) => {
                if self.turn != JUMPER || self.opening() || chain.is_empty() {
                    return false;
                }
                let wanted = match self.announce {
                    0 if self.rules.chains == ChainRule::Single => 1,
                    n => n,
                };
                if wanted != 0 && chain.len != wanted {
                    return false;
                }
                let mut found = false;
                self.chains_from(chain.start, |c| found |= c == chain);
                found
            }
            Move::Slide { announce, .. } | Move::RemoveTile { announce, .. } => {
                if self.turn != PUSHER || announce == 1 {
                    return false;
                }
                let mut actions = Vec::new();
                self.pusher_actions(&mut actions);
                if !actions.contains(&m.with_announce(0)) {
                    return false;
                }
                announce == 0 || announce <= self.after_action(m).longest_chain()
            }
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        self.apply(m);
        self.outcome = self.compute_outcome();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }

    /// Balls removed minus balls left: the jumper's points minus the pusher's.
    fn margin(&self) -> Option<i32> {
        Some(self.margin_now())
    }

    fn round_info(&self) -> RoundInfo {
        RoundInfo {
            round: self.round,
            carried: self.carried,
        }
    }

    fn next_round(&self) -> Option<Position> {
        (self.outcome.is_some() && self.round < Self::ROUNDS)
            .then(|| Position::start(self.rules, self.round + 1, seat_a_total(self)))
    }
}

impl crate::threats::Threats for Position {
    const LONGEST_ONLY: bool = true;

    /// While the pusher is to move: the jumper to move on the same board, with
    /// no announcement. The pusher takes nothing, so the jumper's turn has no
    /// threats to show.
    fn passed(&self) -> Option<Position> {
        (self.outcome.is_none() && self.turn == PUSHER)
            .then(|| Position::from_parts(self.rules, self.balls, self.tiles, JUMPER, 0, self.round, self.carried))
    }

    /// The balls a chain jumps over.
    fn takes(&self, m: Move) -> u32 {
        match m {
            Move::Jump(chain) => u32::from(chain.len()),
            _ => 0,
        }
    }
}
