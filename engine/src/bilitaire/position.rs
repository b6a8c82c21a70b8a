//! Bi-litaire positions, moves and the rules of a round.

use alloc::vec::Vec;

use crate::game::{seat_a_total, Game, Outcome, RoundInfo, Side};
use crate::rng::zobrist_keys;

use super::moves::Move;
use super::rules::{ChainRule, Rules};
use super::square::{Dir, Hollow, TilePos};

/// The jumper removes the first ball and moves first in every round.
pub const JUMPER: Side = Side::First;
/// The pusher slides and removes tiles.
pub const PUSHER: Side = Side::Second;
/// Balls at the start of a round, one per hollow.
pub const START_BALLS: u32 = 48;
/// Tiles at the start of a round.
pub const START_TILES: u32 = 12;

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
    pub(super) rules: Rules,
    /// One bit per hollow, `y * 8 + x`.
    pub(super) balls: u64,
    /// One bit per tile position, `row * 4 + column`.
    pub(super) tiles: u16,
    pub(super) turn: Side,
    /// The chain length the jumper must make now (0: none).
    pub(super) announce: u8,
    pub(super) round: u8,
    pub(super) carried: i32,
    pub(super) hash: u64,
    pub(super) outcome: Option<Outcome>,
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

    fn moves_in_play(&self, out: &mut Vec<Move>) {
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
