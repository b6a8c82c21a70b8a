//! The moves of a match as played, one [`Ply`] each, shared between the states
//! that actions make: a state that adds a move copies the list only while an
//! older state still holds it, and an action that changes no move copies nothing.

use std::ops::Index;
use std::rc::Rc;

use abstrakta_engine::Game;

use super::seat::Seat;

/// One move as played: the move, its notation, the seat that made it, and the
/// position after it (a round it ended stays ended).
#[derive(Clone, Debug, PartialEq)]
pub struct Ply<G: Game> {
    /// The move.
    pub mv: G::Move,
    /// The move in the game's notation.
    pub notation: String,
    /// The seat that made it.
    pub seat: Seat,
    /// The position after it.
    pub after: G,
}

/// A start position and the plies played from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Plies<G: Game> {
    start: G,
    plies: Rc<Vec<Ply<G>>>,
}

impl<G: Game> Plies<G> {
    /// No move yet from `start`.
    pub fn new(start: G) -> Self {
        Plies {
            start,
            plies: Rc::new(Vec::new()),
        }
    }

    /// How many moves were played.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Whether no move was played.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// The position after `moves` moves (0: the start; past the end: the last).
    pub fn position(&self, moves: usize) -> &G {
        match moves.min(self.plies.len()).checked_sub(1) {
            Some(i) => &self.plies[i].after,
            None => &self.start,
        }
    }

    /// The position after the last move (the start before any).
    pub fn last(&self) -> &G {
        self.position(self.plies.len())
    }

    /// The plies in the order played.
    pub fn iter(&self) -> std::slice::Iter<'_, Ply<G>> {
        self.plies.iter()
    }

    /// The moves in notation.
    pub fn notation(&self) -> Vec<String> {
        self.plies.iter().map(|p| p.notation.clone()).collect()
    }

    /// Adds a ply.
    pub fn push(&mut self, ply: Ply<G>) {
        Rc::make_mut(&mut self.plies).push(ply);
    }

    /// Takes the last ply back.
    pub fn pop(&mut self) -> Option<Ply<G>> {
        if self.plies.is_empty() {
            return None;
        }
        Rc::make_mut(&mut self.plies).pop()
    }

    /// Whether `other` holds the very same list of plies (no copy was made).
    pub fn shares(&self, other: &Plies<G>) -> bool {
        Rc::ptr_eq(&self.plies, &other.plies)
    }
}

impl<G: Game> Index<usize> for Plies<G> {
    type Output = Ply<G>;
    fn index(&self, i: usize) -> &Ply<G> {
        &self.plies[i]
    }
}

impl<'a, G: Game> IntoIterator for &'a Plies<G> {
    type Item = &'a Ply<G>;
    type IntoIter = std::slice::Iter<'a, Ply<G>>;
    fn into_iter(self) -> Self::IntoIter {
        self.plies.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use abstrakta_engine::brandubh::{Position, Rules};
    use abstrakta_engine::Notation;

    fn ply(pos: &Position, text: &str) -> Ply<Position> {
        let mv = pos.parse_move(text).expect("legal");
        Ply {
            mv,
            notation: pos.move_to_text(mv),
            seat: Seat::of_round_one_side(pos.turn()),
            after: pos.clone().play(mv).expect("legal"),
        }
    }

    #[test]
    fn positions_follow_the_plies_and_copies_are_made_only_when_shared() {
        let start = Position::new(&Rules::default());
        let mut plies = Plies::new(start.clone());
        assert_eq!((plies.len(), plies.position(0), plies.last()), (0, &start, &start));
        plies.push(ply(&start, "d2-e2"));
        let after_one = plies.last().clone();
        plies.push(ply(&after_one, "d3-f3"));
        assert_eq!(plies.len(), 2);
        assert_eq!(plies.position(1), &after_one);
        assert_eq!(plies.position(9), plies.last(), "past the end: the last");
        assert_eq!(plies.notation(), ["d2-e2", "d3-f3"]);
        assert_eq!(plies[1].seat, Seat::B);
        // A clone shares the list until one of them changes it.
        let kept = plies.clone();
        assert!(kept.shares(&plies));
        plies.pop();
        assert!(!kept.shares(&plies));
        assert_eq!((kept.len(), plies.len()), (2, 1));
        assert!(plies.pop().is_some() && plies.pop().is_none());
        assert_eq!(plies.last(), &start);
    }
}
