//! The match as a page holds it: its [`Match`] (the game) and the [`Session`]
//! around it: the requests to the computer it waits for, by id, the message
//! for the player, the pace of a game between computers, the computer's advice
//! and the game it replaced. A new game, a record or a link replaces the game
//! and keeps the session.

use std::ops::Deref;
use std::rc::Rc;

use abstrakta_engine::Record;

use super::model::{Hint, Match};
use super::notice::{Notice, Player, RecordError, Source};
use super::side_lines::SideLines;
use super::speed::WatchSpeed;
use crate::i18n::Refusals;
use crate::state::outbox::Outbox;
use crate::state::seat::BySeat;

/// What a request to the computer is waited for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    /// The computer's move in the position now.
    Move,
    /// A hint for the position after this many moves.
    Hint {
        /// The number of moves before the position.
        at: usize,
    },
    /// The review's score of the position after this many moves.
    Review {
        /// The number of moves before the position.
        at: usize,
    },
}

/// The requests waited for: a map from request id to what it waits for (a
/// few at the most, so a list).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Requests(Vec<(u32, Wait)>);

impl Requests {
    /// Waits for request `id`, for `wait`.
    fn insert(&mut self, id: u32, wait: Wait) {
        self.0.push((id, wait));
    }

    /// Stops waiting for request `id`: what it was for, if it was waited for.
    fn remove(&mut self, id: u32) -> Option<Wait> {
        let i = self.0.iter().position(|&(k, _)| k == id)?;
        Some(self.0.remove(i).1)
    }

    /// Keeps the requests whose errand `keep` accepts.
    pub(super) fn retain(&mut self, keep: impl Fn(Wait) -> bool) {
        self.0.retain(|&(_, w)| keep(w));
    }

    /// The requests waited for, in the order asked.
    pub(super) fn iter(&self) -> impl Iterator<Item = (u32, Wait)> + '_ {
        self.0.iter().copied()
    }
}

/// Everything about a match that is not its game.
#[derive(Clone, Debug, PartialEq)]
pub struct Session<G: Refusals> {
    /// The requests to the worker waited for, by request id: an answer to any
    /// other id is stale and dropped.
    pub(super) waiting: Requests,
    /// The id of the next request.
    pub(super) next_id: u32,
    /// The latest message for the player.
    pub notice: Option<Notice<G>>,
    /// Whether the computer waits to be told to move (a game between two computers
    /// paused, or stepped one move at a time).
    pub paused: bool,
    /// How fast a game between two computers goes (kept by a new game).
    pub watch_speed: WatchSpeed,
    /// The hint for the position as it is (gone with the next move).
    pub hint: Option<Hint>,
    /// The review of the game for mistakes: the score of each position (after
    /// that many moves) for its side to move, as far as it has been analysed.
    pub analysis: Vec<Option<i32>>,
    /// Crashes of the worker since its last answer (a move request is asked again
    /// at once after the first).
    pub(super) crashes: u8,
    /// The lines explored beside the game (none until a move is played at an
    /// earlier point of it); gone with the game.
    pub side_lines: Option<SideLines<G>>,
    /// The game that a new game or a loaded record replaced, which undo brings
    /// back once this one has no move left to take back (one level).
    pub(super) previous: Option<Rc<Match<G>>>,
    /// The requests to the worker that actions posted.
    pub(super) outbox: Outbox,
}

impl<G: Refusals> Default for Session<G> {
    fn default() -> Self {
        Session {
            waiting: Requests::default(),
            next_id: 1,
            notice: None,
            paused: false,
            watch_speed: WatchSpeed::default(),
            hint: None,
            analysis: Vec::new(),
            side_lines: None,
            crashes: 0,
            previous: None,
            outbox: Outbox::default(),
        }
    }
}

/// One match of game `G` as a page holds it, changed only through
/// [`Action`](super::Action)s. It reads as its game (`state.plies`,
/// `state.position()`); the session is [`MatchState::session`].
#[derive(Clone, Debug, PartialEq)]
pub struct MatchState<G: Refusals> {
    /// The game.
    pub game: Match<G>,
    /// What the page does around it.
    pub session: Session<G>,
}

impl<G: Refusals> Deref for MatchState<G> {
    type Target = Match<G>;

    fn deref(&self) -> &Match<G> {
        &self.game
    }
}

impl<G: Refusals> MatchState<G> {
    /// A new match from the usual start, the computer asked for its move if it
    /// moves first.
    pub fn new(rules: G::Rules, players: BySeat<Player>) -> Self {
        MatchState::of(Match::new(rules, players))
    }

    /// `game` in a new session, the computer asked for its move if it is to move.
    pub fn of(game: Match<G>) -> Self {
        let mut state = MatchState {
            game,
            session: Session::default(),
        };
        state.schedule();
        state
    }

    /// A match replayed from `record` (see [`Match::from_record`]).
    ///
    /// # Errors
    /// [`RecordError::Position`] when the start position is refused.
    pub fn from_record(
        rules: G::Rules,
        players: BySeat<Player>,
        record: &Record,
    ) -> Result<(Self, Option<RecordError<G>>), RecordError<G>> {
        Match::from_record(rules, players, record).map(|(game, error)| (MatchState::of(game), error))
    }

    /// Like [`MatchState::from_record`], but never fails: a refused start position
    /// gives the usual start, and any error becomes the notice (from `source`).
    pub fn from_record_or_start(rules: G::Rules, players: BySeat<Player>, record: &Record, source: Source) -> Self {
        let (game, error) = match Match::from_record(rules.clone(), players, record) {
            Ok((game, error)) => (game, error),
            Err(error) => (Match::new(rules, players), Some(error)),
        };
        let mut state = MatchState::of(game);
        state.session.notice = error.map(|error| Notice::Load { source, error });
        state
    }

    /// The message for the player.
    pub fn notice(&self) -> Option<&Notice<G>> {
        self.session.notice.as_ref()
    }

    /// The id of the request for the computer's move waited for.
    pub fn pending(&self) -> Option<u32> {
        self.waiting_for(|w| matches!(w, Wait::Move)).map(|(id, _)| id)
    }

    /// The id of the hint request waited for.
    pub fn hint_pending(&self) -> Option<u32> {
        self.waiting_for(|w| matches!(w, Wait::Hint { .. })).map(|(id, _)| id)
    }

    /// The review's request waited for, with the number of moves before its
    /// position.
    pub fn analysing(&self) -> Option<(u32, usize)> {
        match self.waiting_for(|w| matches!(w, Wait::Review { .. })) {
            Some((id, Wait::Review { at })) => Some((id, at)),
            _ => None,
        }
    }

    /// The first request waited for that `which` accepts.
    fn waiting_for(&self, which: impl Fn(Wait) -> bool) -> Option<(u32, Wait)> {
        self.session.waiting.iter().find(|&(_, wait)| which(wait))
    }

    /// Whether the computer is asked for its move now.
    pub fn thinking(&self) -> bool {
        self.pending().is_some()
    }

    /// Whether a person may move now.
    pub fn human_to_move(&self) -> bool {
        self.position().outcome().is_none() && self.player_to_move() == Player::Human && !self.thinking()
    }

    /// Whether Undo does anything now.
    pub fn can_undo(&self) -> bool {
        self.plies.iter().any(|p| self.players[p.seat] == Player::Human) || self.session.previous.is_some()
    }

    /// The game that a new game, a record or a link replaced, while undo can
    /// still bring it back.
    pub fn replaced(&self) -> Option<&Rc<Match<G>>> {
        self.session.previous.as_ref()
    }

    /// Puts `game` in place of the one shown, which undo brings back when
    /// `keep` (it is a game of its own), with `notice`. The requests waited for
    /// are dropped, and the computer is asked if it is to move.
    pub(super) fn replace(&mut self, game: Match<G>, keep: bool, notice: Option<Notice<G>>) {
        let before = std::mem::replace(&mut self.game, game);
        self.session.previous = keep.then(|| Rc::new(before));
        self.session.side_lines = None;
        self.forget_requests();
        self.session.notice = notice;
        self.schedule();
    }

    /// Drops every request waited for and the advice given on this game.
    pub(super) fn forget_requests(&mut self) {
        self.session.waiting = Requests::default();
        self.session.hint = None;
        self.session.analysis.clear();
    }

    /// Plays `m` (legal in the position now): the hint and the review are gone
    /// with it.
    pub(super) fn push(&mut self, m: G::Move) {
        self.drop_advice();
        self.session.analysis.clear();
        self.session.waiting.retain(|w| !matches!(w, Wait::Review { .. }));
        self.game.push(m);
        self.follow_game();
    }

    /// Takes back the last move: the hint is gone with it.
    pub(super) fn pop(&mut self) {
        self.drop_advice();
        self.game.pop();
        self.follow_game();
    }

    /// Keeps the lines explored beside the game on the game's moves.
    pub(super) fn follow_game(&mut self) {
        if let Some(lines) = &mut self.session.side_lines {
            lines.follow(&self.game);
        }
    }

    /// Drops the hint and the hint asked for.
    fn drop_advice(&mut self) {
        self.session.hint = None;
        self.session.waiting.retain(|w| !matches!(w, Wait::Hint { .. }));
    }

    /// Asks for a computer move if the computer is to move and nothing is pending.
    pub(super) fn schedule(&mut self) {
        if self.session.paused {
            return;
        }
        if !self.thinking() && self.outcome().is_none() && matches!(self.player_to_move(), Player::Computer(_)) {
            self.ask(Wait::Move);
        }
    }

    /// Waits for a new request of `wait`, posted to the outbox.
    pub(super) fn ask(&mut self, wait: Wait) {
        let id = self.session.next_id;
        self.session.next_id = id.wrapping_add(1);
        self.session.waiting.insert(id, wait);
        if let Some(command) = self.command(id, wait) {
            self.session.outbox = self.session.outbox.post(vec![command]);
        }
    }

    /// Stops waiting for request `id`: what it was for, or `None` when it was
    /// not waited for (a stale answer).
    pub(super) fn answered(&mut self, id: u32) -> Option<Wait> {
        self.session.waiting.remove(id)
    }
}
