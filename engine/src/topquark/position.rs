//! Top Quark positions, moves and rules.

use alloc::vec::Vec;

use super::board::{BALLS, CELLS};
use super::moves::Move;
use super::rules::{CopyRule, Rules};
use super::square::Hollow;
use super::tables::BOARD;
use crate::game::{Game, Outcome, Side};
use crate::rng::zobrist_keys;

/// White moves first.
pub const WHITE: Side = Side::First;
/// Black answers.
pub const BLACK: Side = Side::Second;
/// Copies of the opponent's move allowed (the fourth is illegal).
pub const MAX_COPIES: u8 = 3;

const BALL_KEYS: [[u64; CELLS]; 2] = zobrist_keys(0x7090_0A4C_0000_0001);
const LAST_KEYS: [[u64; CELLS]; 2] = zobrist_keys(0x7090_0A4C_0000_0002);
const COUNT_KEYS: [[u64; 8]; 5] = zobrist_keys(0x7090_0A4C_0000_0003);
const TURN_KEY: u64 = 0x2545_F491_4F6C_DD1D;

/// A Top Quark position: the balls, the side to move, the round counter, the
/// captures, and what the initiative rule needs (the last move and the copies).
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(super) rules: Rules,
    pub(super) balls: [u128; 2],
    pub(super) turn: Side,
    pub(super) counter: u8,
    pub(super) captured: [u8; 2],
    pub(super) last: Option<Move>,
    pub(super) copies: [u8; 2],
    pub(super) hash: u64,
    pub(super) outcome: Option<Outcome>,
}

pub(super) const fn side_index(side: Side) -> usize {
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

    fn moves_in_play(&self, out: &mut Vec<Move>) {
        self.legal_moves_inner(out);
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
