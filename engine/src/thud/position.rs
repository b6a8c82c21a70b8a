//! Thud positions, moves and the rules of a battle.

use alloc::vec::Vec;

use super::moves::{Agreement, Move, Piece, DWARFS, DWARF_POINTS, TROLLS, TROLL_POINTS};
use super::rules::Rules;
use super::square::{Square, SquareSet, NEXT, NONE};
use crate::game::{seat_a_total, Game, Outcome, RoundInfo, Side};
use crate::rng::{splitmix_step, zobrist_keys};

pub(super) const EMPTY: u8 = 0;
pub(super) const DWARF: u8 = 1;
pub(super) const TROLL: u8 = 2;
const STONE: u8 = 3;
const OFF: u8 = 4;
const PIECE_KEYS: [[u64; 225]; 2] = zobrist_keys(0x7400_D000_0000_0001);
const TURN_KEY: u64 = splitmix_step(0x7400_D000_0001_0001).1;
const AGREEMENT_KEYS: [u64; 4] = [
    0,
    splitmix_step(0x7400_D000_0001_0002).1,
    splitmix_step(0x7400_D000_0001_0003).1,
    splitmix_step(0x7400_D000_0001_0004).1,
];

const fn agreement_index(a: Agreement) -> usize {
    match a {
        Agreement::None => 0,
        Agreement::Proposed => 1,
        Agreement::Refused => 2,
        Agreement::Agreed => 3,
    }
}

/// The squares of the 8 trolls at the start.
pub const START_TROLLS: [&str; 8] = ["G7", "H7", "J7", "G8", "J8", "G9", "H9", "J9"];
/// The squares of the 32 dwarfs at the start.
pub const START_DWARFS: [&str; 32] = [
    "F1", "G1", "J1", "K1", "E2", "L2", "D3", "M3", "C4", "N4", "B5", "O5", "A6", "P6", "A7", "P7", "A9", "P9", "A10",
    "P10", "B11", "O11", "C12", "N12", "D13", "M13", "E14", "L14", "F15", "G15", "J15", "K15",
];

/// A legal Thud position: one battle of a two-battle match.
///
/// Build it with [`Game::new`] (the start of battle 1) or from a
/// [`Setup`](super::Setup); change it with [`Game::play`].
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    pub(super) rules: Rules,
    pub(super) cells: [u8; 225],
    /// `near[sq]`: bit `d` set when the neighbour of `sq` in direction `d` holds a
    /// dwarf (kept up to date by [`Position::toggle`]).
    pub(super) near: [u8; 225],
    pub(super) dwarfs: SquareSet,
    pub(super) trolls: SquareSet,
    /// Pairs of neighbouring dwarfs and of neighbouring trolls.
    pub(super) pairs: [u16; 2],
    pub(super) turn: Side,
    pub(super) agreement: Agreement,
    pub(super) hash: u64,
    pub(super) battle: u8,
    pub(super) carried: i32,
    pub(super) quiet: u16,
    pub(super) outcome: Option<Outcome>,
}

impl Position {
    /// Builds a position from parts already checked by the caller.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn from_parts(
        rules: Rules,
        dwarfs: SquareSet,
        trolls: SquareSet,
        turn: Side,
        battle: u8,
        carried: i32,
        agreement: Agreement,
    ) -> Position {
        let mut cells = [OFF; 225];
        for sq in Square::all() {
            cells[sq.index()] = EMPTY;
        }
        cells[Square::THUDSTONE.index()] = STONE;
        let mut pos = Position {
            rules,
            cells,
            near: [0; 225],
            dwarfs: SquareSet::EMPTY,
            trolls: SquareSet::EMPTY,
            pairs: [0; 2],
            turn,
            agreement,
            hash: AGREEMENT_KEYS[agreement_index(agreement)] ^ if turn == TROLLS { TURN_KEY } else { 0 },
            battle,
            carried,
            quiet: 0,
            outcome: None,
        };
        for sq in dwarfs {
            pos.toggle(Piece::Dwarf, sq);
        }
        for sq in trolls {
            pos.toggle(Piece::Troll, sq);
        }
        pos.outcome = pos.compute_outcome();
        pos
    }

    /// The start of battle `battle` with `carried` points for seat A.
    fn start(rules: Rules, battle: u8, carried: i32) -> Position {
        let set = |names: &[&str]| names.iter().map(|s| s.parse::<Square>().expect("a square")).collect();
        Position::from_parts(
            rules,
            set(&START_DWARFS),
            set(&START_TROLLS),
            DWARFS,
            battle,
            carried,
            Agreement::None,
        )
    }

    fn toggle(&mut self, piece: Piece, sq: Square) {
        let i = sq.index();
        match piece {
            Piece::Dwarf => {
                self.hash ^= PIECE_KEYS[0][i];
                let adding = !self.dwarfs.contains(sq);
                for (d, &n) in NEXT[i].iter().enumerate() {
                    if n != NONE {
                        self.near[usize::from(n)] ^= 1 << ((d + 4) % 8);
                    }
                }
                let contacts = self.near[i].count_ones() as u16;
                if adding {
                    self.dwarfs.insert(sq);
                    self.cells[i] = DWARF;
                    self.pairs[0] += contacts;
                } else {
                    self.dwarfs.remove(sq);
                    self.cells[i] = EMPTY;
                    self.pairs[0] -= contacts;
                }
            }
            Piece::Troll => {
                self.hash ^= PIECE_KEYS[1][i];
                let contacts = (sq.neighbour_set() & self.trolls).count() as u16;
                if self.trolls.contains(sq) {
                    self.trolls.remove(sq);
                    self.cells[i] = EMPTY;
                    self.pairs[1] -= contacts;
                } else {
                    self.trolls.insert(sq);
                    self.cells[i] = TROLL;
                    self.pairs[1] += contacts;
                }
            }
        }
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        match self.cells[sq.index()] {
            DWARF => Some(Piece::Dwarf),
            TROLL => Some(Piece::Troll),
            _ => None,
        }
    }

    /// The dwarfs' squares.
    #[must_use]
    pub fn dwarfs(&self) -> SquareSet {
        self.dwarfs
    }

    /// The trolls' squares.
    #[must_use]
    pub fn trolls(&self) -> SquareSet {
        self.trolls
    }

    /// The state of a proposal to end the battle.
    #[must_use]
    pub fn agreement(&self) -> Agreement {
        self.agreement
    }

    /// The battle: 1 or 2.
    #[must_use]
    pub fn battle(&self) -> u8 {
        self.battle
    }

    /// Seat A's match total from the battles before this one (seat A leads the
    /// dwarfs in battle 1).
    #[must_use]
    pub fn carried(&self) -> i32 {
        self.carried
    }

    /// Plies since the last capture (counted from the start or the loaded position).
    #[must_use]
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// Points of each side now: dwarfs 1 each, trolls 4 each.
    #[must_use]
    pub fn points(&self) -> (i32, i32) {
        (
            self.dwarfs.count() as i32 * DWARF_POINTS,
            self.trolls.count() as i32 * TROLL_POINTS,
        )
    }

    /// Bit `d` set when the square next to `sq` in direction `d` holds a dwarf.
    pub(super) fn adjacent_dwarfs(&self, sq: usize) -> u8 {
        self.near[sq]
    }

    /// Pairs of neighbouring dwarfs and pairs of neighbouring trolls (each pair once).
    #[must_use]
    pub fn contacts(&self) -> (u32, u32) {
        (u32::from(self.pairs[0]), u32::from(self.pairs[1]))
    }

    /// How many dwarfs stand next to `sq`.
    #[must_use]
    pub fn dwarfs_next_to(&self, sq: Square) -> u32 {
        self.near[sq.index()].count_ones()
    }

    fn compute_outcome(&self) -> Option<Outcome> {
        let over = match self.agreement {
            Agreement::Agreed => true,
            Agreement::Proposed => false,
            Agreement::None | Agreement::Refused => !self.has_piece_move(),
        };
        over.then(|| {
            let (d, t) = self.points();
            match d.cmp(&t) {
                core::cmp::Ordering::Greater => Outcome::Win(DWARFS),
                core::cmp::Ordering::Less => Outcome::Win(TROLLS),
                core::cmp::Ordering::Equal => Outcome::Draw,
            }
        })
    }

    fn set_agreement(&mut self, a: Agreement) {
        self.hash ^= AGREEMENT_KEYS[agreement_index(self.agreement)] ^ AGREEMENT_KEYS[agreement_index(a)];
        self.agreement = a;
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
        if self.agreement == Agreement::Proposed {
            out.push(Move::Accept);
            out.push(Move::Refuse);
            return;
        }
        if self.turn == DWARFS {
            self.dwarf_moves(out);
        } else {
            self.troll_moves(out, false);
        }
    }

    /// `propose`, while the battle runs, nothing is proposed and the side to move
    /// was not just refused.
    fn offers(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_none() && self.agreement == Agreement::None {
            out.push(Move::Propose);
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        let mut captured = false;
        match m {
            Move::DwarfMove { from, to } => {
                self.toggle(Piece::Dwarf, from);
                self.toggle(Piece::Dwarf, to);
            }
            Move::Hurl { from, to } => {
                self.toggle(Piece::Troll, to);
                self.toggle(Piece::Dwarf, from);
                self.toggle(Piece::Dwarf, to);
                captured = true;
            }
            Move::TrollStep { from, to, captures } | Move::Shove { from, to, captures } => {
                self.toggle(Piece::Troll, from);
                self.toggle(Piece::Troll, to);
                for sq in captures.squares(to) {
                    self.toggle(Piece::Dwarf, sq);
                }
                captured = !captures.is_empty();
            }
            Move::Propose => self.set_agreement(Agreement::Proposed),
            Move::Accept => self.set_agreement(Agreement::Agreed),
            Move::Refuse => self.set_agreement(Agreement::Refused),
        }
        if m.squares().is_some() {
            self.set_agreement(Agreement::None);
        }
        self.quiet = if captured { 0 } else { self.quiet.saturating_add(1) };
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

    fn margin(&self) -> Option<i32> {
        let (d, t) = self.points();
        Some(d - t)
    }

    fn round_info(&self) -> RoundInfo {
        RoundInfo {
            round: self.battle,
            carried: self.carried,
        }
    }

    fn next_round(&self) -> Option<Position> {
        (self.outcome.is_some() && self.battle < Self::ROUNDS)
            .then(|| Position::start(self.rules, self.battle + 1, seat_a_total(self)))
    }
}

impl crate::threats::Threats for Position {
    /// The other side to move on the same board; nothing while a proposal
    /// waits for its answer.
    fn passed(&self) -> Option<Position> {
        (self.outcome.is_none() && self.agreement != Agreement::Proposed).then(|| {
            Position::from_parts(
                self.rules,
                self.dwarfs,
                self.trolls,
                self.turn.other(),
                self.battle,
                self.carried,
                Agreement::None,
            )
        })
    }

    /// The dwarfs a troll takes, or the troll a hurled dwarf takes.
    fn takes(&self, m: Move) -> u32 {
        match m {
            Move::Hurl { .. } => 1,
            Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => captures.count(),
            _ => 0,
        }
    }
}
