//! The opponent's immediate threats: what the side *not* to move could do at
//! once if it had the move now, as a player looks for before moving. The app
//! marks them on the board as an aid for beginners ("show threats").
//!
//! A game says how its turn passes to the other side ([`Threats::passed`]) and
//! how much a move takes ([`Threats::takes`]); [`threats`] then lists the
//! other side's moves that win at once or take something.

use alloc::vec::Vec;

use crate::game::{Game, Outcome};

/// What a game needs for its threats to be listed.
pub trait Threats: Game {
    /// When every capture is a threat but only the longest show what is at
    /// stake (Bi-litaire's chains, whose every prefix is a move of its own):
    /// keep only the threats that take the most.
    const LONGEST_ONLY: bool = false;

    /// This position with the other side to move, as it would stand if the
    /// side to move let its turn go (the round counter moved on where the game
    /// has one). `None` when the game is over or the other side cannot
    /// threaten anything here (a pending proposal, the opening removal, the
    /// side that never captures).
    fn passed(&self) -> Option<Self>;

    /// How many pieces or balls move `m` (legal in this position) takes.
    fn takes(&self, m: Self::Move) -> u32;
}

/// One threat: a move of the side not to move, and what it would do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Threat<M> {
    /// The move.
    pub mv: M,
    /// Whether it would win the game at once (games of one round).
    pub wins: bool,
    /// How many pieces or balls it would take.
    pub takes: u32,
}

/// The threats of the side not to move in `pos`, winning ones first, then by
/// what they take: the position they would be played from ([`Threats::passed`])
/// and the moves. `None` when there are none to look for.
pub fn threats<G: Threats>(pos: &G) -> Option<(G, Vec<Threat<G::Move>>)> {
    if pos.outcome().is_some() {
        return None;
    }
    let passed = pos.passed()?;
    let mover = passed.turn();
    let mut moves = Vec::new();
    passed.legal_moves(&mut moves);
    let mut found: Vec<Threat<G::Move>> = moves
        .into_iter()
        .filter_map(|mv| {
            let takes = passed.takes(mv);
            let mut after = passed.detached();
            after.play_unchecked(mv);
            // Games of rounds are decided by points, not by a win of one move.
            let wins = G::ROUNDS == 1 && after.outcome() == Some(Outcome::Win(mover));
            (wins || takes > 0).then_some(Threat { mv, wins, takes })
        })
        .collect();
    if G::LONGEST_ONLY {
        let most = found.iter().map(|t| t.takes).max().unwrap_or(0);
        found.retain(|t| t.wins || t.takes == most);
    }
    found.sort_by_key(|t| (core::cmp::Reverse(t.wins), core::cmp::Reverse(t.takes)));
    Some((passed, found))
}
