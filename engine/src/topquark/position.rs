//! Top Quark positions, moves and rules.

use alloc::vec::Vec;
use core::fmt;

use super::board::{mirror, name_of_cell, step, BoardData, BALLS, CELLS, EAST, FILES, NORTH, RANKS, SOUTH, WEST};
use crate::game::{Game, Outcome, Side};
use crate::rng::zobrist_keys;

include!(concat!(env!("OUT_DIR"), "/topquark_board.rs"));

/// The paths of `k` steps (1 to 6) from cell `from`, from the tables built with
/// the board: the hollows each passes through, and the one it ends on. None for
/// another count (the counter only runs from 1 to 6).
fn paths_from(from: u8, k: u8) -> &'static [(u128, u8)] {
    let Some(&(start, len)) = PATH_SPANS
        .get(usize::from(from))
        .and_then(|spans| spans.get(usize::from(k.wrapping_sub(1))))
    else {
        return &[];
    };
    &PATHS[usize::from(start)..usize::from(start) + usize::from(len)]
}

/// White moves first.
pub const WHITE: Side = Side::First;
/// Black answers.
pub const BLACK: Side = Side::Second;
/// Copies of the opponent's move allowed (the fourth is illegal).
pub const MAX_COPIES: u8 = 3;

/// A hollow of the board (a cell `(rank - 1) * 11 + file` that has one).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hollow(u8);

impl Hollow {
    /// The hollow at `file` (0 = `a`) and `rank` (0 = `1`), if the board has one there.
    #[must_use]
    pub fn new(file: u8, rank: u8) -> Option<Hollow> {
        (file < FILES && rank < RANKS)
            .then(|| rank * FILES + file)
            .and_then(Hollow::from_index)
    }

    /// The hollow of cell `index`, if the board has one there.
    #[must_use]
    pub fn from_index(index: u8) -> Option<Hollow> {
        (usize::from(index) < CELLS && BOARD.exits[usize::from(index)] != 0).then_some(Hollow(index))
    }

    /// The cell index.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// File, 0 (`a`) to 10 (`k`).
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank, 0 (`1`) to 6 (`7`).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Its exits: bits [`NORTH`](super::NORTH), [`EAST`](super::EAST),
    /// [`SOUTH`](super::SOUTH), [`WEST`](super::WEST).
    #[must_use]
    pub fn exits(self) -> u8 {
        BOARD.exits[usize::from(self.0)]
    }

    /// Whether it has two exits (a strategic hollow).
    #[must_use]
    pub fn strategic(self) -> bool {
        self.exits().count_ones() == 2
    }

    /// The hollow a half turn away.
    #[must_use]
    pub const fn mirrored(self) -> Hollow {
        Hollow(mirror(self.0))
    }

    /// Every hollow of the board.
    pub fn all() -> impl Iterator<Item = Hollow> {
        (0..CELLS as u8).filter_map(Hollow::from_index)
    }

    const fn bit(self) -> u128 {
        1 << self.0
    }
}

impl fmt::Display for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&name_of_cell(self.0))
    }
}

impl fmt::Debug for Hollow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A move: a ball from one hollow to another. Two paths to the same hollow are
/// one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the ball stands.
    pub from: Hollow,
    /// Where it stops (taking an enemy ball there).
    pub to: Hollow,
}

impl Move {
    /// The half-turn image of the move (what copying it means).
    #[must_use]
    pub const fn mirrored(self) -> Move {
        Move {
            from: self.from.mirrored(),
            to: self.to.mirrored(),
        }
    }
}

/// How copies of the opponent's move are counted (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CopyRule {
    /// At most 3 copies in a row; any other move starts the count again.
    #[default]
    Consecutive,
    /// At most 3 copies in the whole game.
    Total,
}

impl CopyRule {
    /// Every rule, the default first.
    pub const ALL: [CopyRule; 2] = [CopyRule::Consecutive, CopyRule::Total];
}

/// The options of the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// How copies are counted.
    pub copies: CopyRule,
}

const BALL_KEYS: [[u64; CELLS]; 2] = zobrist_keys(0x7090_0A4C_0000_0001);
const LAST_KEYS: [[u64; CELLS]; 2] = zobrist_keys(0x7090_0A4C_0000_0002);
const COUNT_KEYS: [[u64; 8]; 5] = zobrist_keys(0x7090_0A4C_0000_0003);
const TURN_KEY: u64 = 0x2545_F491_4F6C_DD1D;

/// A Top Quark position: the balls, the side to move, the round counter, the
/// captures, and what the initiative rule needs (the last move and the copies).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    rules: Rules,
    balls: [u128; 2],
    turn: Side,
    counter: u8,
    captured: [u8; 2],
    last: Option<Move>,
    copies: [u8; 2],
    hash: u64,
    outcome: Option<Outcome>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

const fn side_index(side: Side) -> usize {
    match side {
        Side::First => 0,
        Side::Second => 1,
    }
}

impl Position {
    /// A position from its parts (checked by the text reader, not here).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        rules: Rules,
        balls: [u128; 2],
        turn: Side,
        counter: u8,
        captured: [u8; 2],
        last: Option<Move>,
        copies: [u8; 2],
    ) -> Position {
        let mut pos = Position {
            rules,
            balls,
            turn,
            counter,
            captured,
            last,
            copies,
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
        for (balls, keys) in self.balls.iter().zip(BALL_KEYS.iter()) {
            for (cell, key) in keys.iter().enumerate() {
                if balls >> cell & 1 == 1 {
                    h ^= key;
                }
            }
        }
        if self.turn == BLACK {
            h ^= TURN_KEY;
        }
        h ^= COUNT_KEYS[0][usize::from(self.counter)];
        h ^= COUNT_KEYS[1][usize::from(self.captured[0].min(7))];
        h ^= COUNT_KEYS[2][usize::from(self.captured[1].min(7))];
        h ^= COUNT_KEYS[3][usize::from(self.copies[0].min(7))];
        h ^= COUNT_KEYS[4][usize::from(self.copies[1].min(7))];
        if let Some(m) = self.last {
            h ^= LAST_KEYS[0][usize::from(m.from.0)] ^ LAST_KEYS[1][usize::from(m.to.0)];
        }
        h
    }

    /// The balls of `side`, one bit per cell.
    #[must_use]
    pub const fn balls(&self, side: Side) -> u128 {
        self.balls[side_index(side)]
    }

    /// The side whose ball is on `h`, if any.
    #[must_use]
    pub const fn ball_at(&self, h: Hollow) -> Option<Side> {
        if self.balls[0] & h.bit() != 0 {
            Some(WHITE)
        } else if self.balls[1] & h.bit() != 0 {
            Some(BLACK)
        } else {
            None
        }
    }

    /// The round counter, 1–6: the number of steps of the move to make.
    #[must_use]
    pub const fn counter(&self) -> u8 {
        self.counter
    }

    /// Balls `side` has captured.
    #[must_use]
    pub const fn captured(&self, side: Side) -> u8 {
        self.captured[side_index(side)]
    }

    /// The move played last (by the side not to move), if known.
    #[must_use]
    pub const fn last_move(&self) -> Option<Move> {
        self.last
    }

    /// The copies `side` has made: in a row, or in the game, as the rules count.
    #[must_use]
    pub const fn copies(&self, side: Side) -> u8 {
        self.copies[side_index(side)]
    }

    /// The copy of the opponent's last move that the side to move may not make
    /// now (it has used up its copies), if any.
    #[must_use]
    pub fn forbidden_copy(&self) -> Option<Move> {
        let last = self.last?;
        (self.copies[side_index(self.turn)] >= MAX_COPIES).then(|| last.mirrored())
    }

    /// The copy the initiative rule forbids now, if the board would otherwise
    /// allow it (what a player should be told is not offered).
    #[must_use]
    pub fn blocked_copy(&self) -> Option<Move> {
        let copy = self.forbidden_copy()?;
        let mut moves = Vec::new();
        self.moves_of(self.turn, self.counter, &mut moves);
        moves.contains(&copy).then_some(copy)
    }

    /// Calls `f(from, to, path)` for every path of exactly `k` steps of a ball of
    /// `side`, the path listing the hollows entered; the balls of both sides
    /// block, an enemy ball may be taken at the end, no hollow is visited twice.
    pub fn paths(&self, side: Side, k: u8, mut f: impl FnMut(Hollow, Hollow, &[Hollow])) {
        let own = self.balls[side_index(side)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        let mut path = [Hollow(0); 8];
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            self.walk(
                Hollow(from),
                Hollow(from),
                k,
                0,
                1 << from,
                own,
                occupied,
                &mut path,
                &mut f,
            );
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        from: Hollow,
        at: Hollow,
        k: u8,
        done: u8,
        visited: u128,
        own: u128,
        occupied: u128,
        path: &mut [Hollow; 8],
        f: &mut impl FnMut(Hollow, Hollow, &[Hollow]),
    ) {
        let exits = at.exits();
        for exit in [NORTH, EAST, SOUTH, WEST] {
            if exits & exit == 0 {
                continue;
            }
            let Some(next) = step(at.0, exit) else { continue };
            let bit = 1u128 << next;
            if visited & bit != 0 {
                continue;
            }
            let next = Hollow(next);
            path[usize::from(done)] = next;
            if done + 1 == k {
                if own & bit == 0 {
                    f(from, next, &path[..usize::from(k)]);
                }
            } else if occupied & bit == 0 {
                self.walk(from, next, k, done + 1, visited | bit, own, occupied, path, f);
            }
        }
    }

    /// One path a legal move may take (the first found), for showing it.
    #[must_use]
    pub fn path_of(&self, m: Move) -> Option<Vec<Hollow>> {
        let mut found = None;
        self.paths(self.turn, self.counter, |from, to, path| {
            if found.is_none() && from == m.from && to == m.to {
                found = Some(path.to_vec());
            }
        });
        found
    }

    /// The moves of `side` with `k` steps, initiative aside, as (from, to) pairs
    /// without repeats, in the order of the paths.
    fn moves_of(&self, side: Side, k: u8, out: &mut Vec<Move>) {
        let own = self.balls[side_index(side)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let mut seen = own;
            for &(through, to) in paths_from(from, k) {
                let bit = 1u128 << to;
                if through & occupied == 0 && seen & bit == 0 {
                    seen |= bit;
                    out.push(Move {
                        from: Hollow(from),
                        to: Hollow(to),
                    });
                }
            }
        }
    }

    /// The hollows `side` could reach with `k` steps, and the enemy balls among
    /// them (none for a count outside 1 to 6).
    #[must_use]
    pub fn reach(&self, side: Side, k: u8) -> (u128, u128) {
        let own = self.balls[side_index(side)];
        let enemy = self.balls[1 - side_index(side)];
        let occupied = own | enemy;
        let mut reach = 0u128;
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            reach |= Self::ends(from, k, own, occupied);
        }
        (reach, reach & enemy)
    }

    /// The hollows that the paths of `k` steps from `from` end on: not the
    /// side's own, passing only empty hollows on the way.
    fn ends(from: u8, k: u8, own: u128, occupied: u128) -> u128 {
        let mut out = 0;
        for &(through, to) in paths_from(from, k) {
            if through & occupied == 0 {
                out |= 1u128 << to;
            }
        }
        out & !own
    }

    /// Whether the side to move has a legal move (without listing them: this
    /// runs after every move played, search included).
    fn has_move(&self) -> bool {
        let forbidden = self.forbidden_copy();
        let own = self.balls[side_index(self.turn)];
        let occupied = self.balls[0] | self.balls[1];
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            let mut ends = Self::ends(from, self.counter, own, occupied);
            // The copy the initiative rule forbids is no move.
            if let Some(copy) = forbidden.filter(|c| c.from.0 == from) {
                ends &= !copy.to.bit();
            }
            if ends != 0 {
                return true;
            }
        }
        false
    }

    fn legal_moves_inner(&self, out: &mut Vec<Move>) {
        self.moves_of(self.turn, self.counter, out);
        if let Some(copy) = self.forbidden_copy() {
            out.retain(|&m| m != copy);
        }
    }

    /// The outcome after the side not to move has moved, checked in the rules'
    /// order: a win by captures, the 5–5 draw, then the side to move losing for
    /// want of a move.
    fn compute_outcome(&self) -> Option<Outcome> {
        let mover = self.turn.other();
        let (mine, theirs) = (self.captured(mover), self.captured(self.turn));
        if mine >= 3 && mine >= theirs + 2 {
            return Some(Outcome::Win(mover));
        }
        if theirs >= 3 && theirs >= mine + 2 {
            return Some(Outcome::Win(self.turn));
        }
        if mine == 5 && theirs == 5 {
            return Some(Outcome::Draw);
        }
        (!self.has_move()).then_some(Outcome::Win(mover))
    }

    fn toggle(&mut self, side: usize, cell: u8) {
        self.balls[side] ^= 1 << cell;
        self.hash ^= BALL_KEYS[side][usize::from(cell)];
    }

    fn set_count(&mut self, which: usize, old: u8, new: u8) {
        self.hash ^= COUNT_KEYS[which][usize::from(old.min(7))] ^ COUNT_KEYS[which][usize::from(new.min(7))];
    }
}

impl Game for Position {
    type Move = Move;
    type Rules = Rules;

    fn new(rules: &Rules) -> Position {
        let mut balls = [0u128; 2];
        for c in BOARD.white {
            balls[0] |= 1 << c;
        }
        for c in BOARD.black {
            balls[1] |= 1 << c;
        }
        Position::from_parts(*rules, balls, WHITE, 1, [0, 0], None, [0, 0])
    }

    fn rules(&self) -> &Rules {
        &self.rules
    }

    fn turn(&self) -> Side {
        self.turn
    }

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_none() {
            self.legal_moves_inner(out);
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        let me = side_index(self.turn);
        let them = 1 - me;
        // The move and its capture.
        self.toggle(me, m.from.0);
        self.toggle(me, m.to.0);
        if self.balls[them] & m.to.bit() != 0 {
            self.toggle(them, m.to.0);
            let old = self.captured[me];
            self.captured[me] = old + 1;
            self.set_count(1 + me, old, old + 1);
        }
        // The initiative count.
        let copy = self.last.is_some_and(|l| l.mirrored() == m);
        let old = self.copies[me];
        let new = match (self.rules.copies, copy) {
            (_, true) => old.saturating_add(1),
            (CopyRule::Consecutive, false) => 0,
            (CopyRule::Total, false) => old,
        };
        self.copies[me] = new;
        self.set_count(3 + me, old, new);
        if let Some(l) = self.last {
            self.hash ^= LAST_KEYS[0][usize::from(l.from.0)] ^ LAST_KEYS[1][usize::from(l.to.0)];
        }
        self.last = Some(m);
        self.hash ^= LAST_KEYS[0][usize::from(m.from.0)] ^ LAST_KEYS[1][usize::from(m.to.0)];
        // The counter advances after Black's move.
        if self.turn == BLACK {
            let next = self.counter % 6 + 1;
            self.hash ^= COUNT_KEYS[0][usize::from(self.counter)] ^ COUNT_KEYS[0][usize::from(next)];
            self.counter = next;
        }
        self.turn = self.turn.other();
        self.hash ^= TURN_KEY;
        self.outcome = self.compute_outcome();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }
}

/// The start squares of the board in use.
#[must_use]
pub fn start_squares(side: Side) -> [Hollow; BALLS] {
    let cells = if side == WHITE { BOARD.white } else { BOARD.black };
    cells.map(Hollow)
}

/// The arrow directions of every cell of the board in use (0: no hollow).
#[must_use]
pub fn board_exits() -> [u8; CELLS] {
    BOARD.exits
}

/// The exit letters of a hollow, for titles (`N`, `E`, `S`, `W`).
#[must_use]
pub fn exit_letters(h: Hollow) -> &'static str {
    match h.exits() {
        NORTH => "N",
        EAST => "E",
        SOUTH => "S",
        WEST => "W",
        x if x == NORTH | SOUTH => "N S",
        x if x == EAST | WEST => "E W",
        _ => "",
    }
}

impl crate::threats::Threats for Position {
    /// The other side to move: Black in this round, or White in the next one
    /// (the counter moved on), with no move to copy.
    fn passed(&self) -> Option<Position> {
        if self.outcome.is_some() {
            return None;
        }
        let counter = if self.turn == BLACK {
            self.counter % 6 + 1
        } else {
            self.counter
        };
        Some(Position::from_parts(
            self.rules,
            self.balls,
            self.turn.other(),
            counter,
            self.captured,
            None,
            self.copies,
        ))
    }

    /// One ball when it lands on an enemy ball.
    fn takes(&self, m: Move) -> u32 {
        u32::from(self.ball_at(m.to) == Some(self.turn.other()))
    }
}
