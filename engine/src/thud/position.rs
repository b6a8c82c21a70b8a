//! Thud positions, moves and the rules of a battle.

use alloc::vec::Vec;
use core::fmt;

use super::square::{Square, SquareSet};
use crate::game::{seat_a_total, Game, Outcome, RoundInfo, Side};
use crate::rng::{splitmix_step, zobrist_keys};

/// The dwarfs move first in every battle.
pub const DWARFS: Side = Side::First;
/// The trolls answer.
pub const TROLLS: Side = Side::Second;
/// Points of a remaining dwarf.
pub const DWARF_POINTS: i32 = 1;
/// Points of a remaining troll.
pub const TROLL_POINTS: i32 = 4;

/// A piece on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Piece {
    /// One of the 32 dwarfs.
    Dwarf,
    /// One of the 8 trolls.
    Troll,
}

impl Piece {
    /// The side the piece plays for.
    #[must_use]
    pub const fn side(self) -> Side {
        match self {
            Piece::Dwarf => DWARFS,
            Piece::Troll => TROLLS,
        }
    }
}

/// Which adjacent dwarfs a troll takes (the rules' **\[choice\]**).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum CaptureRule {
    /// After a step any subset of the adjacent dwarfs (none included); after a
    /// shove any non-empty subset.
    #[default]
    Subset,
    /// A step captures none or all adjacent dwarfs; a shove captures all.
    AllOrNone,
    /// A step captures none or exactly one; a shove captures all.
    Single,
}

impl CaptureRule {
    /// Every rule, the default first.
    pub const ALL: [CaptureRule; 3] = [CaptureRule::Subset, CaptureRule::AllOrNone, CaptureRule::Single];
}

/// Variant options of Thud.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// Which adjacent dwarfs a troll takes.
    pub capture: CaptureRule,
}

/// The dwarfs a troll move takes: a set of the eight directions around the
/// square the troll lands on.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Captures(pub u8);

impl Captures {
    /// No capture.
    pub const NONE: Captures = Captures(0);

    /// Number of captured dwarfs.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether nothing is captured.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The captured squares around `to`, by file and then by rank (the order
    /// the notation lists them in).
    pub fn squares(self, to: Square) -> impl Iterator<Item = Square> {
        // The indices of DIRECTIONS, by file step and then rank step.
        const BY_FILE_THEN_RANK: [usize; 8] = [5, 6, 7, 4, 0, 3, 2, 1];
        BY_FILE_THEN_RANK
            .into_iter()
            .filter(move |d| self.0 >> d & 1 == 1)
            .filter_map(move |d| to.step(d))
    }

    /// The capture set of `squares` around `to`; `None` if one is not next to it.
    #[must_use]
    pub fn around(to: Square, squares: impl IntoIterator<Item = Square>) -> Option<Captures> {
        let mut mask = 0u8;
        for sq in squares {
            let d = (0..8).find(|&d| to.step(d) == Some(sq))?;
            mask |= 1 << d;
        }
        Some(Captures(mask))
    }
}

impl fmt::Debug for Captures {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Captures({:08b})", self.0)
    }
}

/// A Thud move. Its identity includes the set of dwarfs a troll takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A dwarf moves like a chess queen over empty squares.
    DwarfMove {
        /// Where it stands.
        from: Square,
        /// Where it stops.
        to: Square,
    },
    /// The front dwarf of a line flies onto a troll and removes it.
    Hurl {
        /// The front dwarf.
        from: Square,
        /// The troll's square.
        to: Square,
    },
    /// A troll steps one square and takes some adjacent dwarfs (maybe none).
    TrollStep {
        /// Where it stands.
        from: Square,
        /// The neighbouring square it steps to.
        to: Square,
        /// The dwarfs it takes around `to`.
        captures: Captures,
    },
    /// The front troll of a line is shoved forward and must take dwarfs.
    Shove {
        /// The front troll.
        from: Square,
        /// Where it lands.
        to: Square,
        /// The dwarfs it takes around `to` (at least one).
        captures: Captures,
    },
    /// The player to move proposes to end the battle by agreement.
    Propose,
    /// The other player accepts: the battle ends.
    Accept,
    /// The other player refuses: the proposer moves on.
    Refuse,
}

impl Move {
    /// Origin and destination of a piece move; `None` for proposals and answers.
    #[must_use]
    pub const fn squares(self) -> Option<(Square, Square)> {
        match self {
            Move::DwarfMove { from, to }
            | Move::Hurl { from, to }
            | Move::TrollStep { from, to, .. }
            | Move::Shove { from, to, .. } => Some((from, to)),
            Move::Propose | Move::Accept | Move::Refuse => None,
        }
    }

    /// How many pieces this move removes.
    #[must_use]
    pub const fn capture_count(self) -> u32 {
        match self {
            Move::Hurl { .. } => 1,
            Move::TrollStep { captures, .. } | Move::Shove { captures, .. } => captures.0.count_ones(),
            _ => 0,
        }
    }

    /// The squares whose pieces this move removes.
    pub fn captured(self) -> impl Iterator<Item = Square> {
        let (hurl, trolls) = match self {
            Move::Hurl { to, .. } => (Some(to), None),
            Move::TrollStep { to, captures, .. } | Move::Shove { to, captures, .. } => (None, Some((to, captures))),
            _ => (None, None),
        };
        hurl.into_iter()
            .chain(trolls.into_iter().flat_map(|(to, c)| c.squares(to)))
    }
}

/// Where the end of a battle by agreement stands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Agreement {
    /// Nothing proposed.
    #[default]
    None,
    /// The side not to move proposed the end; the side to move accepts or refuses.
    Proposed,
    /// The side to move proposed and was refused: it must now move a piece.
    Refused,
    /// Both agreed: the battle is over.
    Agreed,
}

const EMPTY: u8 = 0;
const DWARF: u8 = 1;
const TROLL: u8 = 2;
const STONE: u8 = 3;
const OFF: u8 = 4;
const NONE: u8 = 255;

/// `NEXT[sq][d]`: the neighbour of grid cell `sq` in direction `d`, or `NONE`.
const NEXT: [[u8; 8]; 225] = {
    let mut t = [[NONE; 8]; 225];
    let mut i = 0;
    while i < 225 {
        if let Some(sq) = Square::from_index(i) {
            let mut d = 0;
            while d < 8 {
                if let Some(n) = sq.step(d) {
                    t[i][d] = n.index() as u8;
                }
                d += 1;
            }
        }
        i += 1;
    }
    t
};

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
    rules: Rules,
    cells: [u8; 225],
    /// `near[sq]`: bit `d` set when the neighbour of `sq` in direction `d` holds a
    /// dwarf (kept up to date by [`Position::toggle`]).
    near: [u8; 225],
    dwarfs: SquareSet,
    trolls: SquareSet,
    /// Pairs of neighbouring dwarfs and of neighbouring trolls.
    pairs: [u16; 2],
    turn: Side,
    agreement: Agreement,
    hash: u64,
    battle: u8,
    carried: i32,
    quiet: u16,
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
    fn adjacent_dwarfs(&self, sq: usize) -> u8 {
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

    /// Length of the unbroken line of `code` pieces from `from` going direction `d`
    /// (`from` included).
    fn line(&self, from: usize, d: usize, code: u8) -> u32 {
        let mut n = 1;
        let mut sq = NEXT[from][d];
        while sq != NONE && self.cells[usize::from(sq)] == code {
            n += 1;
            sq = NEXT[usize::from(sq)][d];
        }
        n
    }

    fn square(index: u8) -> Square {
        Square::on_board_index(index)
    }

    // `d` also names the opposite direction, `(d + 4) % 8`.
    #[allow(clippy::needless_range_loop)]
    fn dwarf_moves(&self, out: &mut Vec<Move>) {
        for from in self.dwarfs {
            let f = from.index();
            for d in 0..8 {
                let mut sq = NEXT[f][d];
                let mut k = 0;
                while sq != NONE {
                    k += 1;
                    match self.cells[usize::from(sq)] {
                        EMPTY => {
                            out.push(Move::DwarfMove {
                                from,
                                to: Position::square(sq),
                            });
                            sq = NEXT[usize::from(sq)][d];
                        }
                        TROLL => {
                            if k <= self.line(f, (d + 4) % 8, DWARF) {
                                out.push(Move::Hurl {
                                    from,
                                    to: Position::square(sq),
                                });
                            }
                            break;
                        }
                        _ => break,
                    }
                }
            }
        }
    }

    /// The trolls' moves; with `captures_only`, only those that take dwarfs (in
    /// the same order as among all moves).
    fn troll_moves(&self, out: &mut Vec<Move>, captures_only: bool) {
        let rule = self.rules.capture;
        for from in self.trolls {
            let f = from.index();
            for (d, &first) in NEXT[f].iter().enumerate() {
                if first == NONE || self.cells[usize::from(first)] != EMPTY {
                    continue;
                }
                let to = Position::square(first);
                let all = self.adjacent_dwarfs(usize::from(first));
                // The step, with the capture sets the rule allows.
                let step = |captures: u8| Move::TrollStep {
                    from,
                    to,
                    captures: Captures(captures),
                };
                let plain = !captures_only;
                match rule {
                    CaptureRule::Subset => {
                        let mut sub = all;
                        loop {
                            if sub != 0 || plain {
                                out.push(step(sub));
                            }
                            if sub == 0 {
                                break;
                            }
                            sub = (sub - 1) & all;
                        }
                    }
                    CaptureRule::AllOrNone => {
                        if plain {
                            out.push(step(0));
                        }
                        if all != 0 {
                            out.push(step(all));
                        }
                    }
                    CaptureRule::Single => {
                        if plain {
                            out.push(step(0));
                        }
                        let mut rest = all;
                        while rest != 0 {
                            let bit = rest & rest.wrapping_neg();
                            out.push(step(bit));
                            rest &= rest - 1;
                        }
                        // A one-square shove takes all: a move of its own only
                        // when that is more than one dwarf.
                        if all.count_ones() >= 2 {
                            out.push(Move::Shove {
                                from,
                                to,
                                captures: Captures(all),
                            });
                        }
                    }
                }
                // Shoves of two squares or more.
                for sq in self.shove_landings(f, d) {
                    let all = self.adjacent_dwarfs(usize::from(sq));
                    if all == 0 {
                        continue;
                    }
                    let to = Position::square(sq);
                    let shove = |captures: u8| Move::Shove {
                        from,
                        to,
                        captures: Captures(captures),
                    };
                    match rule {
                        CaptureRule::Subset => {
                            let mut sub = all;
                            while sub != 0 {
                                out.push(shove(sub));
                                sub = (sub - 1) & all;
                            }
                        }
                        CaptureRule::AllOrNone | CaptureRule::Single => out.push(shove(all)),
                    }
                }
            }
        }
    }

    /// The squares that a shove of two squares or more by the troll on `f` in
    /// direction `d` could land on, nearest first: empty squares within the
    /// length of its line, up to the first piece. The first step, `NEXT[f][d]`,
    /// must be an empty square.
    fn shove_landings(&self, f: usize, d: usize) -> impl Iterator<Item = u8> + '_ {
        let reach = self.line(f, (d + 4) % 8, TROLL);
        let mut sq = NEXT[f][d];
        (2..=reach).map_while(move |_| {
            sq = NEXT[usize::from(sq)][d];
            (sq != NONE && self.cells[usize::from(sq)] == EMPTY).then_some(sq)
        })
    }

    /// The most dwarfs that a shove of two squares or more could take if the
    /// trolls were to move now (whoever is); 0 when none could. With the steps'
    /// captures, the evaluation's measure of the trolls' threat.
    #[must_use]
    pub fn shove_reach(&self) -> u32 {
        self.shove_reach_onto(self.capture_landings())
    }

    /// [`Position::shove_reach`] given [`Position::capture_landings`].
    #[must_use]
    pub fn shove_reach_onto(&self, landings: SquareSet) -> u32 {
        let mut best = 0;
        self.each_long_shove_onto(landings, |_, to| best = best.max(self.dwarfs_next_to(to)));
        best
    }

    /// The empty squares next to a dwarf (the Thudstone left out): where a troll
    /// move must end to take any.
    #[must_use]
    pub fn capture_landings(&self) -> SquareSet {
        let mut landings = self.dwarfs.neighbours() & !(self.dwarfs | self.trolls);
        landings.remove(Square::THUDSTONE);
        landings
    }

    /// Calls `found(troll, landing)` for each shove of two squares or more onto one
    /// of `landings` (empty squares). Only a troll with another behind it shoves,
    /// and only towards a direction whose ray holds a landing.
    fn each_long_shove_onto(&self, landings: SquareSet, mut found: impl FnMut(Square, Square)) {
        for from in self.trolls & self.trolls.neighbours() {
            let f = from.index();
            for d in 0..8 {
                let (first, back) = (NEXT[f][d], NEXT[f][(d + 4) % 8]);
                if first == NONE
                    || back == NONE
                    || self.cells[usize::from(first)] != EMPTY
                    || self.cells[usize::from(back)] != TROLL
                    || (from.ray(d) & landings).is_empty()
                {
                    continue;
                }
                for sq in self.shove_landings(f, d) {
                    let to = Position::square(sq);
                    if landings.contains(to) {
                        found(from, to);
                    }
                }
            }
        }
    }

    /// Clears `out`, then pushes every legal move that captures: the hurls when the
    /// dwarfs are to move (found from each troll outwards, without generating the
    /// other moves), the troll moves that take dwarfs when the trolls are.
    pub fn capture_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() || self.agreement == Agreement::Proposed {
            return;
        }
        if self.turn == TROLLS {
            self.troll_moves(out, true);
            return;
        }
        let mut occupied = self.dwarfs | self.trolls;
        occupied.insert(Square::THUDSTONE);
        for troll in self.trolls {
            for d in 0..8 {
                // The first piece from the troll outwards: the lowest index in the
                // directions that raise it (north, north-east, east, north-west).
                let blockers = troll.ray(d) & occupied;
                let front = if matches!(d, 0 | 1 | 2 | 7) {
                    blockers.first()
                } else {
                    blockers.last()
                };
                let Some(front) = front.filter(|&sq| self.dwarfs.contains(sq)) else {
                    continue;
                };
                // The front dwarf flies back towards the troll; its line runs on outwards.
                if u32::from(troll.distance(front)) <= self.line(front.index(), d, DWARF) {
                    out.push(Move::Hurl { from: front, to: troll });
                }
            }
        }
    }

    /// Clears `out`, then pushes, for each pair of squares a capture can join, the
    /// capture between them that takes the most dwarfs (the hurls when the dwarfs
    /// are to move), ordered by those squares: the captures a capture race
    /// needs, since a smaller set of the same move is never better. The same
    /// moves as [`Position::capture_moves`] with all but the largest of each pair
    /// left out, without generating the smaller sets.
    pub fn largest_captures(&self, out: &mut Vec<Move>) {
        if self.turn == DWARFS {
            self.capture_moves(out);
        } else {
            out.clear();
            if self.outcome.is_some() || self.agreement == Agreement::Proposed {
                return;
            }
            let single = self.rules.capture == CaptureRule::Single;
            // Only a landing next to a dwarf takes any.
            let landings = self.capture_landings();
            for from in self.trolls {
                for to in from.neighbour_set() & landings {
                    let captures = Captures(self.adjacent_dwarfs(to.index()));
                    // Under the single-capture rule, a one-square shove takes two
                    // or more; a step takes one.
                    out.push(if single && captures.count() >= 2 {
                        Move::Shove { from, to, captures }
                    } else {
                        Move::TrollStep { from, to, captures }
                    });
                }
            }
            self.each_long_shove_onto(landings, |from, to| {
                let captures = Captures(self.adjacent_dwarfs(to.index()));
                out.push(Move::Shove { from, to, captures });
            });
        }
        out.sort_unstable_by_key(|m| m.squares());
    }

    /// Whether the side to move can move a piece (a dwarf next to an empty square
    /// or a troll; a troll next to an empty square).
    fn has_piece_move(&self) -> bool {
        let (pieces, targets) = if self.turn == DWARFS {
            (self.dwarfs, [EMPTY, TROLL])
        } else {
            (self.trolls, [EMPTY, EMPTY])
        };
        pieces.into_iter().any(|sq| {
            NEXT[sq.index()]
                .iter()
                .any(|&n| n != NONE && targets.contains(&self.cells[usize::from(n)]))
        })
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

    fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.outcome.is_some() {
            return;
        }
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
