//! The match itself: its rules, start, plies, players and what it waits for;
//! how it is made (new, from a record), read and changed move by move.

use std::rc::Rc;

use abstrakta_engine::{
    live, match_over, ByPlayer, Outcome, Record, Side, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES,
};

use super::notice::{Notice, Player, RecordError, Source};
use super::speed::WatchSpeed;
use crate::agent::Forced;
use crate::i18n::{quoted, Msg, Noun, Refusals, Words};
use crate::state::outbox::Outbox;
use crate::state::plies::{Plies, Ply};
use crate::state::seat::{BySeat, Seat};

/// One match of game `G`: its rounds (Thud's two battles) follow each other in one
/// list of moves, and the players swap sides after each round.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchState<G: Refusals> {
    /// The rules in force.
    pub rules: G::Rules,
    /// The start position text, `None` for the usual start.
    pub start: Option<String>,
    /// The moves played, each with its notation, its seat and the position
    /// after it (a finished round stays finished there; play goes on in
    /// [`MatchState::position`]), shared with the states before this one.
    pub plies: Plies<G>,
    /// The position play goes on from: the last one, or the start of the next
    /// round once a round is over.
    pub(super) current: G,
    /// Who plays each seat: seat A has the first side in round 1
    /// and the second in round 2.
    pub players: BySeat<Player>,
    /// The id of the computer request being waited for.
    pub pending: Option<u32>,
    pub(super) next_id: u32,
    /// The latest message for the player.
    pub notice: Option<Notice>,
    /// Whether the computer waits to be told to move (a game between two computers
    /// paused, or stepped one move at a time).
    pub paused: bool,
    /// How fast a game between two computers goes (kept by a new game).
    pub watch_speed: WatchSpeed,
    /// The id of the hint request being waited for.
    pub hint_pending: Option<u32>,
    /// The number of moves before the position of the hint asked for (the
    /// current position, or one under review).
    pub hint_at: usize,
    /// The hint for the position as it is (gone with the next move).
    pub hint: Option<Hint>,
    /// The review of the game for mistakes: the score of each position (after
    /// that many moves) for its side to move, as far as it has been analysed.
    pub analysis: Vec<Option<i32>>,
    /// The request of the review being waited for, with the position it is for.
    pub analysing: Option<(u32, usize)>,
    /// Crashes of the worker since its last answer (a move request is asked again
    /// at once after the first).
    pub(super) crashes: u8,
    /// The game that a new game or a loaded record replaced, which undo brings
    /// back once this one has no move left to take back (one level).
    pub(super) previous: Option<Rc<MatchState<G>>>,
    /// The requests to the worker that actions posted.
    pub(super) outbox: Outbox,
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

impl<G: Refusals> MatchState<G> {
    /// A new match from the usual start.
    pub fn new(rules: G::Rules, players: BySeat<Player>) -> Self {
        let start = G::new(&rules);
        let mut state = MatchState {
            plies: Plies::new(start.clone()),
            current: start,
            rules,
            start: None,
            players,
            pending: None,
            next_id: 1,
            notice: None,
            paused: false,
            watch_speed: WatchSpeed::default(),
            hint_pending: None,
            hint_at: 0,
            hint: None,
            analysis: Vec::new(),
            analysing: None,
            crashes: 0,
            previous: None,
            outbox: Outbox::default(),
        };
        state.schedule();
        state
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
    ) -> Result<(Self, Option<RecordError>), RecordError> {
        if let Some(text) = record.start.as_ref().filter(|t| t.len() > MAX_POSITION_TEXT) {
            let n = text.len();
            return Err(RecordError::Position(Words::new(|lang| {
                lang.say(Msg::TooLongPosition {
                    length: &n,
                    max: &MAX_POSITION_TEXT,
                })
            })));
        }
        if record.moves.len() > MAX_RECORD_MOVES {
            let n = record.moves.len();
            return Err(RecordError::Position(Words::new(|lang| {
                lang.say(Msg::TooManyMoves {
                    moves: &lang.count(n, Noun::Move),
                    max: &MAX_RECORD_MOVES,
                })
            })));
        }
        let start = match &record.start {
            Some(text) => G::from_text(text, &rules)
                .map_err(|e| RecordError::Position(Words::new(|lang| G::position_refusal(lang, &e))))?,
            None => G::new(&rules),
        };
        let mut state = MatchState::new(rules, players);
        state.start = record.start.clone();
        state.current = live(start.clone());
        state.plies = Plies::new(start);
        state.pending = None;
        let mut error = None;
        for (index, text) in record.moves.iter().enumerate() {
            if text.len() > MAX_MOVE_TEXT {
                let n = text.len();
                error = Some(RecordError::Move {
                    index,
                    text: quoted(text),
                    reason: Words::new(|lang| {
                        lang.say(Msg::TooLongMove {
                            length: &n,
                            max: &MAX_MOVE_TEXT,
                        })
                    }),
                });
                break;
            }
            let pos = state.position();
            match pos.parse_move(text) {
                Ok(m) => state.push(m),
                Err(e) => {
                    error = Some(RecordError::Move {
                        index,
                        text: quoted(text),
                        reason: Words::new(|lang| G::move_refusal(lang, &e)),
                    });
                    break;
                }
            }
        }
        state.schedule();
        Ok((state, error))
    }

    /// Like [`MatchState::from_record`], but never fails: a refused start position
    /// gives the usual start, and any error becomes the notice (from `source`).
    pub fn from_record_or_start(rules: G::Rules, players: BySeat<Player>, record: &Record, source: Source) -> Self {
        match MatchState::from_record(rules.clone(), players, record) {
            Ok((mut state, error)) => {
                state.notice = error.map(|error| Notice::Load { source, error });
                state
            }
            Err(error) => {
                let mut state = MatchState::new(rules, players);
                state.notice = Some(Notice::Load { source, error });
                state
            }
        }
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
        let (loaded, error) = MatchState::from_record(rules, players, record).ok()?;
        let (ours, theirs) = (self.plies.notation(), loaded.plies.notation());
        (error.is_none() && theirs.len() >= ours.len() && theirs[..ours.len()] == ours[..]).then_some(loaded)
    }

    /// Who plays the side to move.
    pub fn player_to_move(&self) -> Player {
        self.players[self.seat_of(self.position().turn())]
    }

    /// Whether a person may move now.
    pub fn human_to_move(&self) -> bool {
        self.position().outcome().is_none() && self.player_to_move() == Player::Human && self.pending.is_none()
    }

    /// Whether Undo does anything now.
    pub fn can_undo(&self) -> bool {
        self.plies.iter().any(|p| self.players[p.seat] == Player::Human) || self.previous.is_some()
    }

    /// The game that a new game, a record or a link replaced, while undo can
    /// still bring it back.
    pub fn replaced(&self) -> Option<&Rc<MatchState<G>>> {
        self.previous.as_ref()
    }

    /// This state without its own previous game, to be kept as one.
    pub(super) fn as_previous(&self) -> Rc<MatchState<G>> {
        let mut before = self.clone();
        before.previous = None;
        before.pending = None;
        before.notice = None;
        Rc::new(before)
    }

    /// The outcome of the current round, if it is over (then the match is over too:
    /// a finished round that has a next one is already behind [`MatchState::position`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }

    /// Plays `m` (legal in [`MatchState::position`]): the hint and the review
    /// are gone with it.
    pub(super) fn push(&mut self, m: G::Move) {
        self.hint = None;
        self.hint_pending = None;
        self.analysis.clear();
        self.analysing = None;
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

    pub(super) fn pop(&mut self) {
        self.hint = None;
        self.hint_pending = None;
        if self.plies.pop().is_some() {
            self.current = live(self.plies.last().clone());
        }
    }

    /// Asks for a computer move if the computer is to move and nothing is pending.
    pub(super) fn schedule(&mut self) {
        if self.paused {
            return;
        }
        if self.pending.is_none() && self.outcome().is_none() && matches!(self.player_to_move(), Player::Computer(_)) {
            self.pending = Some(self.next_id);
            self.next_id = self.next_id.wrapping_add(1);
        }
    }

    pub(super) fn restart(&mut self, players: BySeat<Player>, rules: G::Rules) {
        let watch_speed = self.watch_speed;
        let record = Record {
            start: self.start.clone(),
            moves: Vec::new(),
        };
        let next_id = self.next_id;
        let fresh = MatchState::from_record(rules.clone(), players, &record)
            .map(|(s, _)| s)
            .unwrap_or_else(|_| MatchState::new(rules, players));
        *self = fresh;
        self.next_id = next_id;
        self.watch_speed = watch_speed;
        self.pending = None;
        self.schedule();
    }
}
