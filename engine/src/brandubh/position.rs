//! Brandubh positions, moves and the rules.

use alloc::vec::Vec;

use super::moves::{Move, Piece, ATTACKERS, DEFENDERS};
use super::rules::Rules;
use super::square::{Bitboard, Square, CORNER_SET, DIRECTIONS, THRONE};
use crate::game::{Game, Outcome, Side};
use crate::rng::{splitmix_step, zobrist_keys};

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
    pub(super) rules: Rules,
    pub(super) attackers: Bitboard,
    pub(super) defenders: Bitboard,
    pub(super) king: Option<Square>,
    pub(super) turn: Side,
    /// Placement-and-turn hash.
    pub(super) hash: u64,
    /// Hashes of the positions since the last capture, the current one last
    /// (empty, and not kept, in a [`Game::detached`] copy).
    pub(super) history: Vec<u64>,
    /// Whether `history` is kept (false in a detached copy, whose repetitions the
    /// searcher counts).
    pub(super) tracking: bool,
    /// Whether the last move captured, so that no earlier position can recur.
    pub(super) fresh: bool,
    /// How often the current position occurs in `history`.
    pub(super) repeats: u8,
    pub(super) outcome: Option<Outcome>,
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

    pub(super) fn has_move(&self) -> bool {
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

    fn moves_in_play(&self, out: &mut Vec<Move>) {
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
