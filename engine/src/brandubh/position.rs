//! Brandubh positions, moves and the rules.

use alloc::vec::Vec;
use core::fmt;

use super::rules::{EncircleRule, KingRule, RepetitionRule, Rules};
use super::square::{Bitboard, Square, CORNER_SET, DIRECTIONS, EDGE_SET, THRONE};
use crate::game::{Game, Outcome, Side};
use crate::rng::{splitmix_step, zobrist_keys};

/// The attackers move first.
pub const ATTACKERS: Side = Side::First;
/// The king's side.
pub const DEFENDERS: Side = Side::Second;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Piece {
    /// One of the eight attackers.
    Attacker,
    /// One of the king's four defenders.
    Defender,
    /// The king.
    King,
}

impl Piece {
    /// The side the piece plays for.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Piece::Attacker => ATTACKERS,
            Piece::Defender | Piece::King => DEFENDERS,
        }
    }
}

/// A move: one piece slides from `from` to `to` like a rook. Captures follow from
/// the position; see [`Position::captures`].
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it stops.
    pub to: Square,
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

const PIECE_KEYS: [[u64; 49]; 3] = zobrist_keys(0x00AB_57AC_7A00_0001);
const TURN_KEY: u64 = splitmix_step(0x7E57_0000_0000_0001).1;
const REPEAT_KEYS: [u64; 3] = [
    0,
    splitmix_step(0x7E57_0000_0000_0002).1,
    splitmix_step(0x7E57_0000_0000_0003).1,
];

const fn piece_index(p: Piece) -> usize {
    match p {
        Piece::Attacker => 0,
        Piece::Defender => 1,
        Piece::King => 2,
    }
}

/// A legal Brandubh position with its repetition history.
///
/// Build it with [`Game::new`] (the start) or from a [`Setup`](super::Setup); change
/// it with [`Game::play`].
#[derive(Clone, PartialEq, Eq)]
pub struct Position {
    rules: Rules,
    attackers: Bitboard,
    defenders: Bitboard,
    king: Option<Square>,
    turn: Side,
    /// Placement-and-turn hash.
    hash: u64,
    /// Hashes of the positions since the last capture, the current one last
    /// (empty, and not kept, in a [`Game::detached`] copy).
    history: Vec<u64>,
    /// Whether `history` is kept (false in a detached copy, whose repetitions the
    /// searcher counts).
    tracking: bool,
    /// Whether the last move captured, so that no earlier position can recur.
    fresh: bool,
    /// How often the current position occurs in `history`.
    repeats: u8,
    outcome: Option<Outcome>,
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl fmt::Display for Position {
    /// The position in the text format of [`Setup`](super::Setup).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

impl Position {
    /// Builds a position from pieces already checked by the caller.
    pub(super) fn from_parts(
        rules: Rules,
        attackers: Bitboard,
        defenders: Bitboard,
        king: Option<Square>,
        turn: Side,
    ) -> Position {
        let mut pos = Position {
            rules,
            attackers,
            defenders,
            king,
            turn,
            hash: 0,
            history: Vec::new(),
            tracking: true,
            fresh: true,
            repeats: 1,
            outcome: None,
        };
        pos.hash = pos.compute_hash();
        pos.history.push(pos.hash);
        pos.outcome = pos.compute_outcome(None);
        pos
    }

    fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == DEFENDERS { TURN_KEY } else { 0 };
        for sq in self.attackers {
            h ^= PIECE_KEYS[0][sq.index()];
        }
        for sq in self.defenders {
            h ^= PIECE_KEYS[1][sq.index()];
        }
        if let Some(k) = self.king {
            h ^= PIECE_KEYS[2][k.index()];
        }
        h
    }

    /// The piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if self.attackers.contains(sq) {
            Some(Piece::Attacker)
        } else if self.defenders.contains(sq) {
            Some(Piece::Defender)
        } else if self.king == Some(sq) {
            Some(Piece::King)
        } else {
            None
        }
    }

    /// The attackers' squares.
    #[must_use]
    pub fn attackers(&self) -> Bitboard {
        self.attackers
    }

    /// The defenders' squares (the king not included).
    #[must_use]
    pub fn defenders(&self) -> Bitboard {
        self.defenders
    }

    /// The king's square; `None` once he has been captured.
    #[must_use]
    pub fn king(&self) -> Option<Square> {
        self.king
    }

    /// Every occupied square.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        let mut occ = self.attackers | self.defenders;
        if let Some(k) = self.king {
            occ.insert(k);
        }
        occ
    }

    /// The squares of `side`'s pieces, the king included for the defenders.
    #[must_use]
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        if side == ATTACKERS {
            self.attackers
        } else {
            let mut b = self.defenders;
            if let Some(k) = self.king {
                b.insert(k);
            }
            b
        }
    }

    /// How many times the current position (placement and side to move) has
    /// occurred since the last capture, this time included.
    #[must_use]
    pub fn repetitions(&self) -> u8 {
        self.repeats
    }

    /// The squares a piece on `from` could stop on, if it may move now.
    #[must_use]
    pub fn destinations(&self, from: Square) -> Bitboard {
        let mut out = Bitboard::EMPTY;
        let Some(piece) = self.piece_at(from) else {
            return out;
        };
        if self.outcome.is_some() || piece.side() != self.turn {
            return out;
        }
        let occ = self.occupied();
        slide(from, piece == Piece::King, occ, |to| {
            out.insert(to);
            false
        });
        out
    }

    /// The squares the king could slide to if it were his side's turn (empty if he
    /// has been captured).
    #[must_use]
    pub fn king_reach(&self) -> Bitboard {
        match self.king {
            // The king may stop anywhere he can slide to, throne and corners too.
            Some(king) => Bitboard::from_square(king).slides(!self.occupied() & Bitboard::FULL),
            None => Bitboard::EMPTY,
        }
    }

    /// The squares some piece of `side` could stop on in one move, whoever is
    /// to move (the king's squares included for the defenders).
    #[must_use]
    pub fn reach_of(&self, side: Side) -> Bitboard {
        let empty = !self.occupied() & Bitboard::FULL;
        let soldiers = if side == ATTACKERS {
            self.attackers
        } else {
            self.defenders
        };
        // Soldiers pass over the empty throne without stopping; corners stop them.
        let restricted = CORNER_SET | Bitboard::from_square(THRONE);
        let mut out = soldiers.slides(empty & !CORNER_SET) & !restricted;
        if side == DEFENDERS {
            out |= self.king_reach();
        }
        out
    }

    /// The soldiers of `side` that the other side could capture with one move
    /// if it were to move: an enemy piece (or a square hostile to the soldier)
    /// on one side of the soldier, and an empty square on the other side that
    /// an enemy piece can reach. `enemy_reach` is [`Position::reach_of`] the
    /// other side.
    #[must_use]
    pub fn in_danger(&self, side: Side, enemy_reach: Bitboard) -> Bitboard {
        let occ = self.occupied();
        let (soldiers, victim, enemies) = if side == ATTACKERS {
            (self.attackers, Piece::Attacker, self.defenders | self.king_anvil())
        } else {
            (self.defenders, Piece::Defender, self.attackers)
        };
        let hostile = enemies | self.hostile_squares(victim, occ, self.king);
        let mut out = Bitboard::EMPTY;
        for dir in 0..4 {
            // The anvil one step in `dir`, the gap one step the other way: each
            // brought back onto the soldier's square.
            let anvil = hostile.shifted((dir + 2) % 4);
            let gap = enemy_reach.shifted(dir);
            out |= soldiers & anvil & gap;
        }
        out
    }

    /// The king's square as an anvil of his side's captures (empty if he is
    /// not one under the rules, or has been captured).
    fn king_anvil(&self) -> Bitboard {
        match self.king {
            Some(k) if self.rules.arms.anvil() => Bitboard::from_square(k),
            _ => Bitboard::EMPTY,
        }
    }

    /// The restricted squares hostile to `piece` when the board's occupied
    /// squares are `occ` and the king stands on `king`: empty corners, and the
    /// throne as the rules make it empty or with the king on it.
    fn hostile_squares(&self, piece: Piece, occ: Bitboard, king: Option<Square>) -> Bitboard {
        let mut out = CORNER_SET & !occ;
        let throne_hostile = if king == Some(THRONE) {
            self.rules.king_throne.to(piece)
        } else {
            !occ.contains(THRONE) && self.rules.empty_throne.to(piece)
        };
        if throne_hostile {
            out.insert(THRONE);
        }
        out
    }

    /// The squares that `m` would capture, the king's included (computed before the
    /// move; `m` must be legal).
    #[must_use]
    pub fn captures(&self, m: Move) -> Bitboard {
        let mover = self.turn;
        let king_moves = self.king == Some(m.from);
        if king_moves && !self.rules.arms.hammer() {
            return Bitboard::EMPTY;
        }
        let (enemy_soldiers, victim_piece) = if mover == ATTACKERS {
            (self.defenders, Piece::Defender)
        } else {
            (self.attackers, Piece::Attacker)
        };
        let king = self.king.map_or(Bitboard::EMPTY, Bitboard::from_square);
        // Only a move next to an enemy piece can take one.
        let targets = if mover == ATTACKERS {
            enemy_soldiers | king
        } else {
            enemy_soldiers
        };
        if (targets & m.to.neighbour_set()).is_empty() {
            return Bitboard::EMPTY;
        }
        let to = Bitboard::from_square(m.to);
        let from = Bitboard::from_square(m.from);
        let occ = (self.occupied() & !from) | to;
        let king_after = if king_moves { Some(m.to) } else { self.king };
        // The mover's pieces that close a capture: its soldiers, and the king
        // where the rules arm him so (the moved piece is never beyond a victim).
        let own = if mover == ATTACKERS {
            (self.attackers & !from) | to
        } else if king_moves {
            (self.defenders & !from) | to
        } else {
            (self.defenders & !from) | to | self.king_anvil()
        };
        let anvils = own | self.hostile_squares(victim_piece, occ, king_after);
        let mut captured = Bitboard::EMPTY;
        for dir in 0..4 {
            let victim = to.shifted(dir);
            let beyond = victim.shifted(dir);
            if !(victim & enemy_soldiers).is_empty() {
                if !(beyond & anvils).is_empty() {
                    captured |= victim;
                }
            } else if mover == ATTACKERS && !(victim & king).is_empty() {
                let Some(at) = self.king else { continue };
                let against = own | self.hostile_squares(Piece::King, occ, self.king);
                if self.king_taken(at, beyond, own, against) {
                    captured |= victim;
                }
            }
        }
        captured
    }

    /// Whether the king on `at` is captured by an attacker landing beside him,
    /// with `beyond` the square past him on that line, `attackers` the
    /// attackers after the move and `hostile` the squares hostile to him
    /// (attackers included).
    fn king_taken(&self, at: Square, beyond: Bitboard, attackers: Bitboard, hostile: Bitboard) -> bool {
        let sides = at.neighbour_set();
        let weak = !(beyond & hostile).is_empty();
        match self.rules.king {
            KingRule::Weak => weak,
            KingRule::Throne if at == THRONE => (sides & !attackers).is_empty(),
            KingRule::Throne => weak,
            KingRule::StrongCentre if at == THRONE => (sides & !attackers).is_empty(),
            KingRule::StrongCentre if sides.contains(THRONE) => {
                (sides & !attackers & !Bitboard::from_square(THRONE)).is_empty()
            }
            KingRule::StrongCentre => weak,
            KingRule::Strong => sides.count() == 4 && (sides & !hostile).is_empty(),
            KingRule::Middleweight => (sides & !hostile).is_empty(),
        }
    }

    fn compute_outcome(&self, mover: Option<Side>) -> Option<Outcome> {
        match self.king {
            Some(k) if k.is_corner() => return Some(Outcome::Win(DEFENDERS)),
            None => return Some(Outcome::Win(ATTACKERS)),
            Some(_) => {}
        }
        if mover == Some(ATTACKERS) && self.rules.encircle == EncircleRule::AttackersWin && self.encircled() {
            return Some(Outcome::Win(ATTACKERS));
        }
        if let Some(mover) = mover {
            if self.repeats >= 3 {
                match self.rules.repetition {
                    RepetitionRule::MoverWins => return Some(Outcome::Win(mover)),
                    RepetitionRule::MoverLoses => return Some(Outcome::Win(mover.other())),
                    RepetitionRule::Draw => return Some(Outcome::Draw),
                    RepetitionRule::NotEnforced => {}
                }
            }
        }
        if !self.has_move() {
            return Some(Outcome::Win(self.turn.other()));
        }
        None
    }

    /// Whether no defender, the king included, can reach the board's edge
    /// through squares free of attackers.
    #[must_use]
    pub fn encircled(&self) -> bool {
        let open = !self.attackers & Bitboard::FULL;
        let mut region = self.side_pieces(DEFENDERS);
        loop {
            let mut grown = region;
            for dir in 0..4 {
                grown |= region.shifted(dir) & open;
            }
            if grown == region {
                break;
            }
            region = grown;
        }
        (region & EDGE_SET).is_empty()
    }

    fn has_move(&self) -> bool {
        let occ = self.occupied();
        let mut found = false;
        for from in self.side_pieces(self.turn) {
            slide(from, Some(from) == self.king, occ, |_| {
                found = true;
                true
            });
            if found {
                return true;
            }
        }
        false
    }

    fn toggle(&mut self, piece: Piece, sq: Square) {
        self.hash ^= PIECE_KEYS[piece_index(piece)][sq.index()];
        match piece {
            Piece::Attacker => self.attackers ^= Bitboard::from_square(sq),
            Piece::Defender => self.defenders ^= Bitboard::from_square(sq),
            Piece::King => {
                self.king = if self.king == Some(sq) { None } else { Some(sq) };
            }
        }
    }
}

/// Calls `visit` with each square a piece on `from` may stop on, until it returns
/// `true`. Pieces slide over empty squares; only the king stops on the throne or a
/// corner; others pass over the empty throne.
fn slide(from: Square, is_king: bool, occ: Bitboard, mut visit: impl FnMut(Square) -> bool) {
    for (df, dr) in DIRECTIONS {
        let mut sq = from;
        while let Some(next) = sq.offset(df, dr) {
            if occ.contains(next) {
                break;
            }
            sq = next;
            if !is_king && sq.is_restricted() {
                if sq.is_corner() {
                    break;
                }
                continue;
            }
            if visit(sq) {
                return;
            }
        }
    }
}

impl Game for Position {
    type Move = Move;
    type Rules = Rules;

    fn new(rules: &Rules) -> Position {
        let sq = |s: &str| s.parse::<Square>().expect("valid square");
        let attackers = ["d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"]
            .iter()
            .map(|s| sq(s))
            .collect();
        let defenders = ["d3", "c4", "e4", "d5"].iter().map(|s| sq(s)).collect();
        Position::from_parts(*rules, attackers, defenders, Some(THRONE), ATTACKERS)
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
        let occ = self.occupied();
        for from in self.side_pieces(self.turn) {
            slide(from, Some(from) == self.king, occ, |to| {
                out.push(Move { from, to });
                false
            });
        }
    }

    fn play_unchecked(&mut self, m: Move) {
        let piece = self.piece_at(m.from).expect("a piece on the move's origin");
        let captured = self.captures(m);
        self.toggle(piece, m.from);
        self.toggle(piece, m.to);
        for sq in captured {
            let victim = self.piece_at(sq).expect("a captured piece");
            self.toggle(victim, sq);
        }
        let mover = self.turn;
        self.turn = mover.other();
        self.hash ^= TURN_KEY;
        self.fresh = !captured.is_empty();
        if self.tracking {
            if self.fresh {
                self.history.clear();
            }
            self.history.push(self.hash);
            let h = self.hash;
            self.repeats = self.history.iter().filter(|&&x| x == h).count().min(255) as u8;
        } else {
            // The searcher counts and reports repetitions (`set_repetitions`).
            self.repeats = 1;
        }
        self.outcome = self.compute_outcome(Some(mover));
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn hash_key(&self) -> u64 {
        self.hash ^ REPEAT_KEYS[usize::from(self.repeats.min(3) - 1).min(2)]
    }

    fn is_legal(&self, m: Move) -> bool {
        self.destinations(m.from).contains(m.to)
    }

    fn detached(&self) -> Position {
        Position {
            history: Vec::new(),
            tracking: false,
            ..*self
        }
    }

    fn repetition(&self) -> Option<(u64, bool)> {
        Some((self.hash, self.fresh))
    }

    fn repetition_history(&self) -> &[u64] {
        &self.history
    }

    fn set_repetitions(&mut self, count: u8) {
        self.repeats = count.max(1);
        self.outcome = self.compute_outcome(Some(self.turn.other()));
    }
}

impl Position {
    /// Whether both positions have the same pieces on the same squares and the same
    /// side to move (history ignored).
    #[must_use]
    pub fn placement_eq(&self, other: &Position) -> bool {
        self.attackers == other.attackers
            && self.defenders == other.defenders
            && self.king == other.king
            && self.turn == other.turn
    }
}

impl crate::threats::Threats for Position {
    /// The other side to move on the same board.
    fn passed(&self) -> Option<Position> {
        self.outcome
            .is_none()
            .then(|| Position::from_parts(self.rules, self.attackers, self.defenders, self.king, self.turn.other()))
    }

    /// The pieces it captures, the king's included.
    fn takes(&self, m: Move) -> u32 {
        self.captures(m).count()
    }
}
