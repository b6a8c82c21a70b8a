//! The game of a match: its rules, start, plies and players, as a record or a
//! link holds them; how it is made (new, from a record), read and changed move
//! by move. What the page does around it is the [`super::session`].

use abstrakta_engine::{
    live, match_over, ByPlayer, Outcome, Record, Side, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES,
};

use super::notice::{MoveRefusal, Player, PositionRefusal, RecordError};
use crate::agent::Forced;
use crate::i18n::{quoted, Refusals};
use crate::state::plies::{Plies, Ply};
use crate::state::seat::{BySeat, Seat};
use crate::state::PlayParams;

/// The game of one match of `G`: its rounds (Thud's two battles) follow each
/// other in one list of moves, and the players swap sides after each round.
#[derive(Clone, Debug, PartialEq)]
pub struct Match<G: Refusals> {
    /// The rules in force.
    pub rules: G::Rules,
    /// The start position text, `None` for the usual start.
    pub start: Option<String>,
    /// The moves played, each with its notation, its seat and the position
    /// after it (a finished round stays finished there; play goes on in
    /// [`Match::position`]), shared with the states before this one.
    pub plies: Plies<G>,
    /// The position play goes on from: the last one, or the start of the next
    /// round once a round is over.
    pub(super) current: G,
    /// Who plays each seat: seat A has the first side in round 1
    /// and the second in round 2.
    pub players: BySeat<Player>,
}

/// The computer's advice for the person to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The number of moves before the position it is for.
    pub at: usize,
    /// The best move it found, in notation.
    pub notation: String,
    /// Its score, from the point of view of the side to move.
    pub score: i32,
    /// How deep it looked.
    pub depth: u8,
    /// The line it expects, from the move on.
    pub line: Vec<String>,
    /// A forced win of either side, proven.
    pub forced: Option<Forced>,
}

impl<G: Refusals> Match<G> {
    /// A new match from the usual start.
    pub fn new(rules: G::Rules, players: BySeat<Player>) -> Self {
        let start = G::new(&rules);
        Match {
            plies: Plies::new(start.clone()),
            current: start,
            rules,
            start: None,
            players,
        }
    }

    /// A match replayed from `record`. A bad start position is an error; a bad
    /// move keeps the moves before it and reports the error next to the state.
    ///
    /// # Errors
    /// [`RecordError::Position`] when the start position is refused.
    pub fn from_record(
        rules: G::Rules,
        players: BySeat<Player>,
        record: &Record,
    ) -> Result<(Self, Option<RecordError<G>>), RecordError<G>> {
        if let Some(text) = record.start.as_ref().filter(|t| t.len() > MAX_POSITION_TEXT) {
            return Err(RecordError::Position(PositionRefusal::TooLong { length: text.len() }));
        }
        if record.moves.len() > MAX_RECORD_MOVES {
            return Err(RecordError::Position(PositionRefusal::TooManyMoves {
                moves: record.moves.len(),
            }));
        }
        let start = match &record.start {
            Some(text) => G::from_text(text, &rules).map_err(|e| RecordError::Position(PositionRefusal::Refused(e)))?,
            None => G::new(&rules),
        };
        let mut state = Match::new(rules, players);
        state.start = record.start.clone();
        state.current = live(start.clone());
        state.plies = Plies::new(start);
        let mut error = None;
        for (index, text) in record.moves.iter().enumerate() {
            let refused = |reason| RecordError::Move {
                index,
                text: quoted(text),
                reason,
            };
            if text.len() > MAX_MOVE_TEXT {
                error = Some(refused(MoveRefusal::TooLong { length: text.len() }));
                break;
            }
            match state.position().parse_move(text) {
                Ok(m) => state.push(m),
                Err(e) => {
                    error = Some(refused(MoveRefusal::Refused(e)));
                    break;
                }
            }
        }
        Ok((state, error))
    }

    /// The position to show after `moves` moves: the position play goes on
    /// from once all of them are played (the next round's start after a round
    /// that is over), else the position after that many.
    pub fn shown(&self, moves: usize) -> &G {
        if moves >= self.plies.len() {
            self.position()
        } else {
            self.plies.position(moves)
        }
    }

    /// The position play goes on from (in a new round once a round is over).
    pub fn position(&self) -> &G {
        &self.current
    }

    /// The seat that plays `side` in the current round.
    pub fn seat_of(&self, side: Side) -> Seat {
        Seat::playing(side, self.current.round_info().round)
    }

    /// The seats and their players for the side each plays in the current round:
    /// `(first side's player, second side's player)`.
    pub fn players_by_side(&self) -> ByPlayer<Player> {
        ByPlayer::new_with(|side| self.players[self.seat_of(side)])
    }

    /// Whether the whole match is over.
    pub fn match_over(&self) -> bool {
        match_over(&self.current)
    }

    /// The index of the first move of each round after the first (once a round
    /// has ended, even before its next round's first move).
    pub fn round_starts(&self) -> Vec<usize> {
        (1..=self.plies.len())
            .filter(|&i| {
                let after = self.plies.position(i);
                after.outcome().is_some() && after.next_round().is_some()
            })
            .collect()
    }

    /// The game as a record.
    pub fn record(&self) -> Record {
        Record {
            start: self.start.clone(),
            moves: self.plies.notation(),
        }
    }

    /// The address's parameters of this game after its first `moves` moves:
    /// its start, those moves and its rules (none when they are the defaults).
    pub fn params(&self, moves: usize) -> PlayParams {
        PlayParams {
            position: self.start.clone(),
            moves: Some(self.plies.notation().into_iter().take(moves).collect()),
            rules: (self.rules != G::Rules::default()).then(|| G::rules_text(&self.rules)),
            ..PlayParams::default()
        }
    }

    /// The seat of the one person at the screen in a game against the computer
    /// or a friend by link (`None` when two people play at the screen, or the
    /// computer plays itself).
    pub fn person(&self) -> Option<Seat> {
        match (self.players.a, self.players.b) {
            (Player::Human, Player::Computer(_) | Player::Friend) => Some(Seat::A),
            (Player::Computer(_) | Player::Friend, Player::Human) => Some(Seat::B),
            _ => None,
        }
    }

    /// Whether one seat is a friend whose moves arrive by link.
    pub fn by_link(&self) -> bool {
        self.players.a == Player::Friend || self.players.b == Player::Friend
    }

    /// The record and players of the link that sends this game to the friend
    /// who plays `friend` (the seat not to move when two people play at this
    /// screen): the same moves, with the seats seen from the friend's side.
    pub fn link_for_friend(&self) -> (Record, BySeat<Player>) {
        let friend = self.friend_seat();
        let players = BySeat::new_with(|seat| if seat == friend { Player::Human } else { Player::Friend });
        (self.record(), players)
    }

    /// The friend's seat in a game by link; when two people play at this
    /// screen, the seat to move (the one the link goes to).
    pub fn friend_seat(&self) -> Seat {
        Seat::BOTH
            .into_iter()
            .find(|&s| self.players[s] == Player::Friend)
            .unwrap_or_else(|| self.seat_of(self.position().turn()))
    }

    /// The game of a link that goes on with this one, by a friend's moves: the
    /// same rules, start and players, and this game's moves first. `None` when
    /// this is not a game with a friend by link, or the link shows another game.
    pub fn continued_by(&self, rules: G::Rules, record: &Record, players: BySeat<Player>) -> Option<Self> {
        if !self.by_link() || players != self.players || rules != self.rules || record.start != self.start {
            return None;
        }
        let (loaded, error) = Match::from_record(rules, players, record).ok()?;
        let (ours, theirs) = (self.plies.notation(), loaded.plies.notation());
        (error.is_none() && theirs.len() >= ours.len() && theirs[..ours.len()] == ours[..]).then_some(loaded)
    }

    /// Who plays the side to move.
    pub fn player_to_move(&self) -> Player {
        self.players[self.seat_of(self.position().turn())]
    }

    /// The outcome of the current round, if it is over (then the match is over too:
    /// a finished round that has a next one is already behind [`Match::position`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays `m` (legal in [`Match::position`]).
    pub(super) fn push(&mut self, m: G::Move) {
        let pos = self.current.clone();
        let notation = pos.move_to_text(m);
        let seat = self.seat_of(pos.turn());
        let after = pos.play(m).unwrap_or_else(|e| e.position);
        self.current = live(after.clone());
        self.plies.push(Ply {
            mv: m,
            notation,
            seat,
            after,
        });
    }

    /// Takes back the last move.
    pub(super) fn pop(&mut self) {
        if self.plies.pop().is_some() {
            self.current = live(self.plies.last().clone());
        }
    }

    /// The same game from its start with `players` under `rules` (the usual
    /// start under `rules` when the start position does not hold under them).
    pub(super) fn restarted(&self, players: BySeat<Player>, rules: G::Rules) -> Self {
        let record = Record {
            start: self.start.clone(),
            moves: Vec::new(),
        };
        Match::from_record(rules.clone(), players, &record)
            .map(|(game, _)| game)
            .unwrap_or_else(|_| Match::new(rules, players))
    }
}
