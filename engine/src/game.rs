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

/// Where a position stands in its match: which round, and what the match totals
/// were before this round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct RoundInfo {
    /// The round (battle) number, from 1.
    pub round: u8,
    /// The match total of the player who had [`Side::First`] in round 1 (seat A),
    /// summed over the rounds before this one; see [`round_value`].
    pub carried: i32,
}

/// Rules of one two-player, perfect-information game.
///
/// Implementations keep their board private; moves come from [`Game::legal_moves`]
/// and are applied with [`Game::play`] (checked) or [`Game::play_unchecked`] (search).
///
/// # Contract
/// Every game of the project keeps these, and `tests/conformance.rs` checks them
/// for each one:
/// - **Sides alternate.** After any move the other side is to move. A game that
///   needs two decisions of one player (Thud's proposal to end a battle) makes the
///   answer a move of the other side.
/// - **No move means over.** [`Game::legal_moves`] is empty exactly when
///   [`Game::outcome`] is `Some`: a game whose side to move cannot act ends there
///   (each game's rules say with what result).
/// - **Offers.** A move that changes nothing on the board and that the search
///   leaves to [`Evaluator::settle`](crate::Evaluator::settle) (Thud's proposal to
///   end a battle) is listed by [`Game::offers`], not by [`Game::legal_moves`], so
///   that move counts (perft) are those of the board.
/// - **Checked and unchecked agree.** [`Game::play`] accepts exactly the generated
///   moves and then does what [`Game::play_unchecked`] does.
/// - **Hashes are incremental.** [`Game::hash_key`] depends only on what decides the
///   future of the round, however the position was reached.
/// - **Repetition is counted by the searcher.** A game whose rules count repeated
///   positions (Brandubh) keeps its history for checked play, but the search works
///   on [`Game::detached`] copies without it: it keeps the keys of
///   [`Game::repetition`] along its line and reports counts with
///   [`Game::set_repetitions`], so no search node copies a history.
/// - **Scored games** return their points difference from [`Game::margin`]; its
///   sign agrees with the outcome once the round is over.
/// - **Matches.** A match has [`Game::ROUNDS`] rounds; the players swap sides after
///   each round. [`Game::next_round`] gives the start of the next round once a round
///   is over, carrying the round number and totals in [`Game::round_info`].
pub trait Game: Clone + fmt::Debug {
    /// Rounds in a match (Brandubh 1; Thud 2 battles with sides swapped).
    const ROUNDS: u8 = 1;

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
    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        out.clear();
        if self.outcome().is_none() {
            self.moves_in_play(out);
        }
    }
    /// Pushes every legal move of a position whose round is still running
    /// (what [`Game::legal_moves`] gives while [`Game::outcome`] is `None`).
    fn moves_in_play(&self, out: &mut Vec<Self::Move>);
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

    /// For games decided by points: the first side's points minus the second
    /// side's in this position (the final margin once the round is over). `None`
    /// for games decided by a win alone.
    fn margin(&self) -> Option<i32> {
        None
    }

    /// The round this position belongs to and the totals carried into it.
    fn round_info(&self) -> RoundInfo {
        RoundInfo { round: 1, carried: 0 }
    }

    /// Once this round is over and the match has rounds left: the start of the
    /// next round (sides swapped between the players), carrying the totals.
    fn next_round(&self) -> Option<Self> {
        None
    }

    /// Clears `out`, then pushes the legal offers: moves outside
    /// [`Game::legal_moves`] that change nothing on the board (none by default).
    fn offers(&self, out: &mut Vec<Self::Move>) {
        out.clear();
    }

    /// A copy for the searcher's tree (by default a plain clone). A game whose
    /// positions keep a history leaves it out, so that copies need no heap
    /// memory; the searcher then counts repetitions (see [`Game::repetition`]).
    fn detached(&self) -> Self {
        self.clone()
    }

    /// For games with a repetition rule: the key under which this position counts
    /// as repeated (placement and side to move) and whether the move that led here
    /// was irreversible, so that no earlier position can repeat it. `None` (the
    /// default): no repetition rule.
    fn repetition(&self) -> Option<(u64, bool)> {
        None
    }

    /// The [`Game::repetition`] keys of the positions since the last irreversible
    /// move, this one last: what the searcher starts counting from. Empty for
    /// games without a repetition rule and for [`Game::detached`] copies.
    fn repetition_history(&self) -> &[u64] {
        &[]
    }

    /// Tells a [`Game::detached`] position that it now occurs for the `count`-th
    /// time since the last irreversible move, which may end the game (the hash and
    /// outcome follow). Nothing by default.
    fn set_repetitions(&mut self, _count: u8) {}

    /// Whether `m` is a legal move or offer here (generate and test).
    fn is_legal(&self, m: Self::Move) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        if moves.contains(&m) {
            return true;
        }
        self.offers(&mut moves);
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
    type PositionError: fmt::Display + fmt::Debug + Clone + PartialEq;
    /// Why a move text was refused (reading or legality).
    type MoveError: fmt::Display + fmt::Debug + Clone + PartialEq;

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

/// The moves of `line` in notation, each written in the position it is played
/// in, from `pos`; a move that is not legal where it comes ends the list.
#[must_use]
pub fn line_to_text<G: Notation>(pos: &G, line: &[G::Move]) -> alloc::vec::Vec<alloc::string::String> {
    let mut at = pos.clone();
    let mut out = alloc::vec::Vec::with_capacity(line.len());
    for &m in line {
        if !at.is_legal(m) {
            break;
        }
        out.push(at.move_to_text(m));
        at.play_unchecked(m);
    }
    out
}

/// The value of a finished round for the first side: its [`Game::margin`] for
/// scored games, otherwise 1 for a win, -1 for a loss, 0 for a draw; `None` while
/// the round runs.
#[must_use]
pub fn round_value<G: Game>(pos: &G) -> Option<i32> {
    let outcome = pos.outcome()?;
    Some(match pos.margin() {
        Some(m) => m,
        None => match outcome {
            Outcome::Win(Side::First) => 1,
            Outcome::Win(Side::Second) => -1,
            Outcome::Draw => 0,
        },
    })
}

/// The side the player of `seat` plays in `round`: seat A ([`Side::First`]) takes
/// the first side in odd rounds and the second side in even ones.
#[must_use]
pub const fn side_in_round(seat: Side, round: u8) -> Side {
    if round % 2 == 1 {
        seat
    } else {
        seat.other()
    }
}

/// Seat A's match total once the round of `pos` is counted (the rounds before it
/// from [`RoundInfo::carried`]); while the round runs, the totals carried into it.
#[must_use]
pub fn seat_a_total<G: Game>(pos: &G) -> i32 {
    let info = pos.round_info();
    match round_value(pos) {
        Some(v) if side_in_round(Side::First, info.round) == Side::First => info.carried + v,
        Some(v) => info.carried - v,
        None => info.carried,
    }
}

/// The position in which play goes on: `pos` itself, or the start of the next
/// round when `pos` ends a round and the match has more.
#[must_use]
pub fn live<G: Game>(pos: G) -> G {
    match pos.next_round() {
        Some(next) if pos.outcome().is_some() => next,
        _ => pos,
    }
}

/// Whether the whole match is over at `pos` (its round is over and none follows).
#[must_use]
pub fn match_over<G: Game>(pos: &G) -> bool {
    pos.outcome().is_some() && pos.next_round().is_none()
}

/// Why a position text was refused: it could not be read (`P`), or what it
/// describes could not occur in a game (`S`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionTextError<P, S> {
    /// The text could not be read.
    #[error("{0}")]
    Parse(P),
    /// The pieces could not occur in a game.
    #[error("{0}")]
    Setup(S),
}

/// Why a move text was refused: it could not be read (`P`), or the move it names
/// is not legal in the position (`I`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError<P, I> {
    /// The text could not be read.
    #[error("{0}")]
    Parse(P),
    /// The move is not legal in the position.
    #[error("{0}")]
    Illegal(I),
}
