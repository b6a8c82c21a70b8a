//! The [`Game`] trait shared by every game, with sides and outcomes.

use alloc::vec::Vec;
use core::fmt;

/// One of the two players. `First` is the side that moves first at the start
/// (Brandubh: the attackers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Side {
    /// The side that makes the first move.
    First,
    /// The side that answers.
    Second,
}

impl Side {
    /// The other side.
    #[must_use]
    pub const fn other(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// Both sides, first one first.
    pub const ALL: [Side; 2] = [Side::First, Side::Second];
}

impl core::ops::Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.other()
    }
}

/// A value for each side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T> {
    /// The value of [`Side::First`].
    pub first: T,
    /// The value of [`Side::Second`].
    pub second: T,
}

impl<T> ByPlayer<T> {
    /// Builds the pair from a function of the side.
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> Self {
        ByPlayer {
            first: f(Side::First),
            second: f(Side::Second),
        }
    }

    /// The value of `side`.
    pub fn get(&self, side: Side) -> &T {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }

    /// The value of `side`, mutably.
    pub fn get_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::First => &mut self.first,
            Side::Second => &mut self.second,
        }
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// `Side` won.
    Win(Side),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win(s) => Some(s),
            Outcome::Draw => None,
        }
    }
}

/// Rules of one two-player, perfect-information game.
///
/// Implementations keep their board private; moves come from [`Game::legal_moves`]
/// and are applied with [`Game::play`] (checked) or [`Game::play_unchecked`] (search).
pub trait Game: Clone + fmt::Debug {
    /// A move, meaningful only relative to the position it was generated from.
    type Move: Copy + Eq + fmt::Debug;
    /// Variant options (the rules' choices); part of the position.
    type Rules: Clone + Default + fmt::Debug + PartialEq;

    /// The starting position under `rules`.
    fn new(rules: &Self::Rules) -> Self;
    /// The rules this position is played under.
    fn rules(&self) -> &Self::Rules;
    /// The side to move.
    fn turn(&self) -> Side;
    /// Clears `out`, then pushes every legal move. A finished game has none.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays `m` without checking it.
    ///
    /// # Panics
    /// May panic, or leave a meaningless position, if `m` is not legal here.
    fn play_unchecked(&mut self, m: Self::Move);
    /// `None` while the game is running.
    fn outcome(&self) -> Option<Outcome>;
    /// A hash of everything that decides the future of the game (placement, side
    /// to move, repetition state), for transposition tables.
    fn hash_key(&self) -> u64;

    /// Whether `m` is a legal move here (generate and test).
    fn is_legal(&self, m: Self::Move) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.contains(&m)
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// Returns [`PlayError`], which gives back the move and the untouched position,
    /// when `m` is not legal here.
    fn play(mut self, m: Self::Move) -> Result<Self, PlayError<Self>> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(self)
        } else {
            Err(PlayError { m, position: self })
        }
    }
}

/// A move that was not legal, with the position handed back untouched.
pub struct PlayError<G: Game> {
    /// The refused move.
    pub m: G::Move,
    /// The position, as it was.
    pub position: G,
}

impl<G: Game> fmt::Debug for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PlayError")
            .field("m", &self.m)
            .field("position", &self.position)
            .finish()
    }
}

impl<G: Game> fmt::Display for PlayError<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {:?}", self.m)
    }
}

impl<G: Game> core::error::Error for PlayError<G> {}

/// Text forms of positions and moves, so that tools, fixtures and the worker
/// protocol can handle any game the same way.
pub trait Notation: Game {
    /// Why a position text was refused (reading or validation).
    type PositionError: fmt::Display + fmt::Debug;
    /// Why a move text was refused (reading or legality).
    type MoveError: fmt::Display + fmt::Debug;

    /// Parses and validates a position text.
    ///
    /// # Errors
    /// When the text cannot be read or is not a legal position.
    fn from_text(text: &str, rules: &Self::Rules) -> Result<Self, Self::PositionError>;
    /// The position text of this position.
    fn to_text(&self) -> alloc::string::String;
    /// Parses a move text and checks it against this position.
    ///
    /// # Errors
    /// When the text cannot be read or the move is not legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// The notation of a legal move in this position.
    fn move_to_text(&self, m: Self::Move) -> alloc::string::String;
}
