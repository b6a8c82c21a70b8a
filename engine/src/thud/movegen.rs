//! Thud's move generation: dwarf moves and hurls, troll steps and shoves with the
//! dwarfs they take, and the capture-only lists the evaluation and search use.

use alloc::vec::Vec;

use super::moves::{Agreement, Captures, Move, DWARFS, TROLLS};
use super::position::{Position, DWARF, EMPTY, TROLL};
use super::rules::CaptureRule;
use super::square::{Square, SquareSet, NEXT, NONE};

impl Position {
    /// Length of the unbroken line of `code` pieces from `from` going direction `d`
    /// (`from` included).
    pub(super) fn line(&self, from: usize, d: usize, code: u8) -> u32 {
        let mut n = 1;
        let mut sq = NEXT[from][d];
        while sq != NONE && self.cells[usize::from(sq)] == code {
            n += 1;
            sq = NEXT[usize::from(sq)][d];
        }
        n
    }

    pub(super) fn square(index: u8) -> Square {
        Square::on_board_index(index)
    }

    // `d` also names the opposite direction, `(d + 4) % 8`.
    #[allow(clippy::needless_range_loop)]
    pub(super) fn dwarf_moves(&self, out: &mut Vec<Move>) {
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
    pub(super) fn troll_moves(&self, out: &mut Vec<Move>, captures_only: bool) {
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
    pub(super) fn shove_landings(&self, f: usize, d: usize) -> impl Iterator<Item = u8> + '_ {
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
    pub(super) fn each_long_shove_onto(&self, landings: SquareSet, mut found: impl FnMut(Square, Square)) {
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
    pub(super) fn has_piece_move(&self) -> bool {
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
}
