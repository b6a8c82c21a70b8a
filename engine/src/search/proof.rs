//! Forced wins, proven: depth-first proof-number search (df-pn, Nagai) over any
//! [`Game`].
//!
//! [`prove`] answers whether one side can force a win within a number of plies,
//! whatever the other does, and gives the line. The proof is exact: a
//! [`ProofResult::Proven`] win is one against every defence (no evaluation, no
//! pruning that could miss a reply); [`ProofResult::Disproven`] means no win
//! within the plies; [`ProofResult::Unknown`] means the node budget ran out first.
//!
//! Proof-number search grows the tree where the fewest further positions would
//! settle it (the most-proving node), which suits forcing lines: a threat that
//! leaves few defences is proven with few nodes however deep it goes. The
//! depth-first form keeps the numbers in a transposition table instead of a
//! tree, so positions reached by different orders of moves are proven once. The
//! search deepens: a win within 1 ply is looked for, then within 3, 5, …, so
//! the length reported is the shortest forced win (in plies, for the prover's
//! best play against the longest defence) when every shorter limit was
//! disproven.

use alloc::vec::Vec;

use crate::game::{Game, Outcome, Side};

/// A proven forced win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof<M> {
    /// The side that wins by force.
    pub winner: Side,
    /// Plies until the win with best play by both (the prover wins as fast as it
    /// can, the other side holds out as long as it can).
    pub plies: u16,
    /// Such a line of play from the position, ending in the win.
    pub line: Vec<M>,
}

/// What [`prove`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofResult<M> {
    /// A forced win.
    Proven(Proof<M>),
    /// No forced win for that side within the plies asked.
    Disproven,
    /// The node budget ran out before either was shown.
    Unknown,
}

/// Proof and disproof numbers from this on are infinite.
const INF: u32 = u32::MAX / 4;

/// Looks for a forced win of `winner` from `pos` within `max_plies` plies,
/// visiting at most about `max_nodes` positions in all.
///
/// # Examples
/// ```
/// use abstrakta_engine::{brandubh, prove, Game, Notation, ProofResult, Side};
/// // The king on an open edge escapes at once (to a7, or along the edge to g7).
/// let pos = brandubh::Position::from_text("1k5/7/7/7/7/7/3a3 d", &brandubh::Rules::default()).unwrap();
/// match prove(&pos, Side::Second, 3, 10_000) {
///     ProofResult::Proven(p) => {
///         assert_eq!(p.plies, 1);
///         assert!(["b7-a7", "b7-g7"].contains(&pos.move_to_text(p.line[0]).as_str()));
///     }
///     other => panic!("{other:?}"),
/// }
/// // The attackers have nothing forced within 4 plies.
/// assert_eq!(prove(&pos, Side::First, 4, 10_000), ProofResult::Disproven);
/// ```
pub fn prove<G: Game>(pos: &G, winner: Side, max_plies: u16, max_nodes: usize) -> ProofResult<G::Move> {
    let max_plies = max_plies.max(1);
    let mut search = Dfpn::<G>::new(winner, max_nodes);
    let mut all_disproven = true;
    // The prover's first move is ply 1 when it moves, ply 2 otherwise.
    let mut limit = if pos.turn() == winner { 1 } else { 2 }.min(max_plies);
    loop {
        search.limit = limit;
        match search.solve(pos) {
            Some(true) => {
                let mut proof = search.proof(pos);
                if all_disproven {
                    // Nothing shorter exists, so the proof is as short as the limit
                    // allows (the table may have kept a longer estimate).
                    proof.plies = proof.plies.min(limit);
                }
                return ProofResult::Proven(proof);
            }
            Some(false) => {}
            None => all_disproven = false,
        }
        if limit >= max_plies || search.nodes >= max_nodes {
            break;
        }
        limit = (limit + 2).min(max_plies);
    }
    if all_disproven && limit >= max_plies {
        ProofResult::Disproven
    } else {
        ProofResult::Unknown
    }
}

/// One slot of the table: the numbers of a position at a ply under a limit.
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    pn: u32,
    dn: u32,
    /// For a proven position: plies to the win.
    len: u16,
}

struct Dfpn<G: Game> {
    winner: Side,
    /// The plies within which the win must come.
    limit: u16,
    nodes: usize,
    budget: usize,
    table: Vec<Slot>,
    mask: usize,
    /// Move lists and children, one of each per ply, reused.
    moves: Vec<Vec<G::Move>>,
    children: Vec<Vec<G>>,
}

impl<G: Game> Dfpn<G> {
    fn new(winner: Side, budget: usize) -> Self {
        let size = budget.clamp(1 << 10, 1 << 22).next_power_of_two();
        Dfpn {
            winner,
            limit: 1,
            nodes: 0,
            budget,
            table: alloc::vec![Slot::default(); size],
            mask: size - 1,
            moves: Vec::new(),
            children: Vec::new(),
        }
    }

    /// Proves (`Some(true)`) or disproves (`Some(false)`) a win within the limit,
    /// or runs out of nodes (`None`).
    fn solve(&mut self, pos: &G) -> Option<bool> {
        let (pn, dn) = self.mid(pos, 0, INF, INF);
        match (pn, dn) {
            (0, _) => Some(true),
            (_, 0) => Some(false),
            _ => None,
        }
    }

    fn key(&self, pos: &G, ply: u16) -> u64 {
        let salt = (u64::from(ply) << 16 | u64::from(self.limit)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (pos.hash_key() ^ salt) | 1
    }

    /// The numbers of `pos` at `ply` as known: settled by the rules or the limit,
    /// from the table, or (1, 1) when nothing is known.
    fn numbers(&self, pos: &G, ply: u16) -> (u32, u32, u16) {
        match pos.outcome() {
            Some(Outcome::Win(side)) if side == self.winner => return (0, INF, 0),
            Some(_) => return (INF, 0, 0),
            None if ply >= self.limit => return (INF, 0, 0),
            None => {}
        }
        let key = self.key(pos, ply);
        let slot = self.table[key as usize & self.mask];
        if slot.key == key {
            (slot.pn, slot.dn, slot.len)
        } else {
            (1, 1, self.limit - ply)
        }
    }

    fn store(&mut self, pos: &G, ply: u16, pn: u32, dn: u32, len: u16) {
        let key = self.key(pos, ply);
        self.table[key as usize & self.mask] = Slot { key, pn, dn, len };
    }

    /// Multiple iterative deepening at `pos`: works below it until its proof
    /// number reaches `thpn` or its disproof number `thdn` (or the budget ends),
    /// and returns the numbers.
    fn mid(&mut self, pos: &G, ply: u16, thpn: u32, thdn: u32) -> (u32, u32) {
        let (pn, dn, _) = self.numbers(pos, ply);
        if pn == 0 || dn == 0 || pn >= thpn || dn >= thdn {
            return (pn, dn);
        }
        self.nodes += 1;
        let depth = usize::from(ply);
        if self.moves.len() <= depth {
            self.moves.resize_with(depth + 1, Vec::new);
            self.children.resize_with(depth + 1, Vec::new);
        }
        let mut moves = core::mem::take(&mut self.moves[depth]);
        let mut children = core::mem::take(&mut self.children[depth]);
        pos.legal_moves(&mut moves);
        children.clear();
        children.extend(moves.iter().map(|&m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            child
        }));
        let or = pos.turn() == self.winner;
        let result = loop {
            // The node's numbers from its children's, and the child to work on.
            let (mut best, mut best_value, mut second) = (0, INF, INF);
            let (mut min, mut sum, mut len) = (INF, 0u32, if or { u16::MAX } else { 0 });
            let mut best_other = 0;
            for (i, child) in children.iter().enumerate() {
                let (cpn, cdn, clen) = self.numbers(child, ply + 1);
                let (value, other) = if or { (cpn, cdn) } else { (cdn, cpn) };
                sum = sum.saturating_add(other).min(INF);
                if value < best_value {
                    second = best_value;
                    (best, best_value, best_other) = (i, value, other);
                } else if value < second {
                    second = value;
                }
                min = min.min(value);
                if cpn == 0 {
                    len = if or { len.min(clen + 1) } else { len.max(clen + 1) };
                }
            }
            let (pn, dn) = if children.is_empty() {
                (INF, 0)
            } else if or {
                (min, sum)
            } else {
                (sum, min)
            };
            if pn >= thpn || dn >= thdn || pn == 0 || dn == 0 || self.nodes >= self.budget {
                let len = if pn == 0 { len } else { 0 };
                self.store(pos, ply, pn, dn, len);
                break (pn, dn);
            }
            // The child's thresholds: enough to overtake the second best, and what
            // the node can still spend of the other number.
            let (child_pn, child_dn) = if or {
                (thpn.min(second.saturating_add(1)), thdn - dn + best_other)
            } else {
                (thpn - pn + best_other, thdn.min(second.saturating_add(1)))
            };
            self.mid(&children[best], ply + 1, child_pn, child_dn);
        };
        self.moves[depth] = moves;
        self.children[depth] = children;
        result
    }

    /// The proof of a proven position: its length and a line along it (the
    /// prover's fastest proven move, the defence's longest), as far as the table
    /// still holds it.
    fn proof(&self, pos: &G) -> Proof<G::Move> {
        let (_, _, plies) = self.numbers(pos, 0);
        let mut line = Vec::new();
        let mut at = pos.clone();
        let mut moves = Vec::new();
        for ply in 0..self.limit {
            if at.outcome().is_some() {
                break;
            }
            at.legal_moves(&mut moves);
            let or = at.turn() == self.winner;
            let mut choice: Option<(G::Move, u16)> = None;
            for &m in &moves {
                let mut child = at.clone();
                child.play_unchecked(m);
                let (cpn, _, clen) = self.numbers(&child, ply + 1);
                if cpn != 0 {
                    continue;
                }
                let better = match choice {
                    None => true,
                    Some((_, l)) => (or && clen < l) || (!or && clen > l),
                };
                if better {
                    choice = Some((m, clen));
                }
            }
            let Some((m, _)) = choice else { break };
            line.push(m);
            at.play_unchecked(m);
        }
        Proof {
            winner: self.winner,
            plies,
            line,
        }
    }
}
