//! Seats: a player's place in a match, apart from the side they play. Seat A
//! plays the first side in round 1 and, in a game of two rounds (Thud's
//! battles, Bi-litaire's rounds), the second side in round 2; seat B the other.

use std::ops::Index;

use abstrakta_engine::{side_in_round, Side};
use serde::{Deserialize, Serialize};

/// A player's place in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// The player who has the first side in round 1 ("Player 1").
    A,
    /// The other player ("Player 2").
    B,
}

impl Seat {
    /// Both seats, A first.
    pub const BOTH: [Seat; 2] = [Seat::A, Seat::B];

    /// The side this seat plays in `round` (from 1).
    #[must_use]
    pub fn side_in(self, round: u8) -> Side {
        side_in_round(self.round_one_side(), round)
    }

    /// The seat that plays `side` in `round`.
    #[must_use]
    pub fn playing(side: Side, round: u8) -> Seat {
        Seat::of_round_one_side(side_in_round(side, round))
    }

    /// The side this seat plays in round 1.
    #[must_use]
    pub fn round_one_side(self) -> Side {
        match self {
            Seat::A => Side::First,
            Seat::B => Side::Second,
        }
    }

    /// The seat that plays `side` in round 1.
    #[must_use]
    pub fn of_round_one_side(side: Side) -> Seat {
        match side {
            Side::First => Seat::A,
            Side::Second => Seat::B,
        }
    }

    /// The other seat.
    #[must_use]
    pub fn other(self) -> Seat {
        match self {
            Seat::A => Seat::B,
            Seat::B => Seat::A,
        }
    }
}

/// One value for each seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BySeat<T> {
    /// Seat A's.
    pub a: T,
    /// Seat B's.
    pub b: T,
}

impl<T> BySeat<T> {
    /// The value of each seat from `f`.
    pub fn new_with(mut f: impl FnMut(Seat) -> T) -> Self {
        BySeat {
            a: f(Seat::A),
            b: f(Seat::B),
        }
    }

    /// The values with the seats swapped.
    #[must_use]
    pub fn swapped(self) -> Self {
        BySeat { a: self.b, b: self.a }
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        if seat == Seat::A {
            &self.a
        } else {
            &self.b
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_swap_sides_between_rounds() {
        assert_eq!((Seat::A.side_in(1), Seat::A.side_in(2)), (Side::First, Side::Second));
        assert_eq!((Seat::B.side_in(1), Seat::B.side_in(2)), (Side::Second, Side::First));
        for round in [1, 2] {
            for seat in Seat::BOTH {
                assert_eq!(Seat::playing(seat.side_in(round), round), seat);
            }
        }
        let by = BySeat::new_with(|s| s == Seat::A);
        assert_eq!((by[Seat::A], by[Seat::B]), (true, false));
        assert_eq!(by.swapped(), BySeat { a: false, b: true });
        assert_eq!(Seat::A.other(), Seat::B);
    }
}
