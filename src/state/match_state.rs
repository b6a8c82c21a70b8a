//! The state of one match: positions, moves, players and the computer's pending
//! request, changed only through [`Action`]s (one reducer, as in Yew's todomvc).

use std::fmt;
use std::rc::Rc;

use abstrakta_engine::{
    live, match_over, side_in_round, ByPlayer, Features, Level, Limits, Outcome, Record, RulesError, Side, DECISIVE,
    MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES, WIN,
};
use serde::{Deserialize, Serialize};
use yew::Reducible;

use super::outbox::{Answered, Command, Errand, Outbox, Outboxed, Seed};
use super::plies::{Plies, Ply};
use crate::agent::{AiError, AiReply, AiRequest, Crash, Forced, ProofAsk, PROTOCOL_VERSION};
use crate::i18n::{quoted, rules_refusal, Lang, Noun, Refusals, Text, Words};

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// A person at this screen.
    Human,
    /// The computer at a level.
    Computer(Level),
}

/// A message for the player about something that just happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The computer played `notation`.
    ComputerMoved {
        /// The move.
        notation: String,
        /// Search depth.
        depth: u8,
        /// Positions searched.
        nodes: u64,
        /// Milliseconds.
        ms: u64,
        /// Whether a new worker made it, the one asked first having crashed.
        after_crash: bool,
        /// Plies to the end of a game its search sees decided: positive when the
        /// computer wins by force, negative when it loses by force.
        forced_in: Option<i32>,
        /// The move's sentence, for an offer or an answer
        /// ([`Refusals::computer_offer`]).
        offer: Option<Text>,
    },
    /// The worker crashed; a new one was started.
    WorkerCrashed {
        /// What the browser said.
        reason: String,
        /// Whether the new one was asked again at once (after a second crash in a
        /// row it waits for the player to ask).
        asked_again: bool,
    },
    /// The worker could not start (a file of the site missing or refused).
    WorkerNotStarted(String),
    /// The worker reported an error.
    WorkerError(AiError),
    /// The worker did not answer within this many seconds.
    NoAnswer(u64),
    /// The worker answered with a move the engine refuses.
    WorkerBadMove {
        /// The move it sent.
        notation: String,
        /// Why the engine refused it.
        reason: Words,
    },
    /// A record was loaded with this many moves.
    RecordLoaded(usize),
    /// The record box was empty: nothing was loaded.
    EmptyRecord,
    /// A link replaced a game in progress, which undo brings back.
    LinkOverGame,
    /// An `at=` value that is not a move number, or beyond the moves.
    BadAt {
        /// The value as written.
        text: String,
        /// The moves there are.
        total: usize,
    },
    /// A `theme=` value that is neither `light` nor `dark`.
    BadTheme(String),
    /// A record or link failed part-way.
    Load {
        /// Where the game came from.
        source: Source,
        /// What went wrong.
        error: RecordError,
    },
    /// Stored data could not be restored; it was kept under `key`.
    Stored {
        /// Why.
        reason: String,
        /// Where it was kept.
        key: String,
    },
    /// Two things to say at once (a link with bad rule options and a bad move).
    Both(Box<Notice>, Box<Notice>),
}

/// Where a loaded game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A pasted record.
    Record,
    /// The page address.
    Link,
}

/// Why a record could not be loaded (completely).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The start position is not valid; nothing was loaded.
    Position(Words),
    /// The rule options are not valid; the defaults were used.
    Rules(RulesError),
    /// Move `index` (0-based) was refused; the moves before it were loaded.
    Move {
        /// Index of the refused move.
        index: usize,
        /// Its text.
        text: String,
        /// Why.
        reason: Words,
    },
}

impl RecordError {
    /// What went wrong, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            RecordError::Position(reason) => reason.get(lang).to_string(),
            RecordError::Rules(reason) => rules_refusal(lang, reason),
            RecordError::Move { index, text, reason } => match lang {
                Lang::En => format!("move {} ({text}): {}", index + 1, reason.get(lang)),
                Lang::Cs => format!("tah {} ({text}): {}", index + 1, reason.get(lang)),
            },
        }
    }
}

impl fmt::Display for RecordError {
    /// What went wrong, in English.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// The most moves the review of a game marks as mistakes.
pub const MISTAKES_SHOWN: usize = 3;
/// The smallest drop of the evaluation (in hundredths) that the review marks.
pub const MISTAKE_DROP: i32 = 50;

pub use abstrakta_engine::forced_in;

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
    current: G,
    /// Who plays each seat: seat A ([`Side::First`]) has the first side in round 1
    /// and the second in round 2.
    pub players: ByPlayer<Player>,
    /// The id of the computer request being waited for.
    pub pending: Option<u32>,
    next_id: u32,
    /// The latest message for the player.
    pub notice: Option<Notice>,
    /// Whether the computer waits to be told to move (a game between two computers
    /// paused, or stepped one move at a time).
    pub paused: bool,
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
    crashes: u8,
    /// The game that a new game or a loaded record replaced, which undo brings
    /// back once this one has no move left to take back (one level).
    previous: Option<Rc<MatchState<G>>>,
    /// The requests to the worker that actions posted.
    outbox: Outbox,
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

/// `limits` searched from an empty table: hints and the review answer the same
/// for the same position and seed, whatever was searched before.
pub(crate) const fn fresh(limits: Limits) -> Limits {
    Limits {
        features: limits.features.without(Features::MEMORY),
        ..limits
    }
}

/// The seed of the coach's searches (hints and the review for mistakes): one
/// position always gets the same advice. The computer's own moves vary by seed.
pub const COACH_SEED: u64 = 1;

/// The pause before each move of a game between two computers, so that it can
/// be watched.
pub const WATCH_DELAY_MS: u32 = 700;

/// What the proof search of a hint may spend: a win within 9 plies, 150,000
/// positions a side (a fraction of a second natively).
pub const HINT_PROOF: ProofAsk = ProofAsk {
    plies: 9,
    nodes: 150_000,
    side: None,
};

/// Everything that changes a match.
#[derive(Debug)]
pub enum Action<G: Refusals> {
    /// A new game from the same start with these players and rules.
    NewGame(ByPlayer<Player>, G::Rules),
    /// A person's move (ignored unless it is a person's turn and legal).
    Play(G::Move),
    /// Take back to the previous turn of a person.
    Undo,
    /// A reply from the worker.
    Reply(AiReply),
    /// The worker did not answer request `id` within `seconds`.
    NoAnswer {
        /// The request.
        id: u32,
        /// How long the page waited.
        seconds: u64,
    },
    /// The worker failed while request `id` was waiting.
    Crashed {
        /// The request.
        id: u32,
        /// How it failed.
        crash: Crash,
    },
    /// Ask the computer again after a failure.
    Retry,
    /// Load a record (pasted or from a link) for two people at this screen.
    Load(Record, Source),
    /// Open a game link under its rules: the game shown until then stays one
    /// undo away, and the page says so. The notice, if any, reports the link's
    /// rule options (refused, so the rules given are the defaults).
    OpenLink(G::Rules, Record, Option<Notice>),
    /// Hide the message.
    Dismiss,
    /// Stop asking the computer for moves (the question in flight is dropped).
    Pause,
    /// Go on asking the computer for moves.
    Resume,
    /// While paused: ask the computer for one move.
    Step,
    /// Review the game for mistakes: every position is scored in turn.
    Analyse,
    /// Ask the computer for the best move in the position after this many moves
    /// (the current one for the person to move, or one under review).
    AskHint(usize),
    /// Go back to a saved game; the game shown until then stays one undo away.
    Restore(ByPlayer<Player>, G::Rules, Record),
}

impl<G: Refusals> MatchState<G> {
    /// A new match from the usual start.
    pub fn new(rules: G::Rules, players: ByPlayer<Player>) -> Self {
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
        players: ByPlayer<Player>,
        record: &Record,
    ) -> Result<(Self, Option<RecordError>), RecordError> {
        if let Some(text) = record.start.as_ref().filter(|t| t.len() > MAX_POSITION_TEXT) {
            let n = text.len();
            return Err(RecordError::Position(Words::new(|lang| {
                lang.fill(Text::TooLongPosition, &[&n, &MAX_POSITION_TEXT])
            })));
        }
        if record.moves.len() > MAX_RECORD_MOVES {
            let n = record.moves.len();
            return Err(RecordError::Position(Words::new(|lang| {
                lang.fill(Text::TooManyMoves, &[&lang.count(n, Noun::Move), &MAX_RECORD_MOVES])
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
                    reason: Words::new(|lang| lang.fill(Text::TooLongMove, &[&n, &MAX_MOVE_TEXT])),
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
    pub fn from_record_or_start(rules: G::Rules, players: ByPlayer<Player>, record: &Record, source: Source) -> Self {
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
    pub fn seat_of(&self, side: Side) -> Side {
        side_in_round(side, self.current.round_info().round)
    }

    /// The seats and their players for the side each plays in the current round:
    /// `(first side's player, second side's player)`.
    pub fn players_by_side(&self) -> ByPlayer<Player> {
        ByPlayer::new_with(|side| *self.players.get(self.seat_of(side)))
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

    /// Who plays the side to move.
    pub fn player_to_move(&self) -> Player {
        *self.players.get(self.seat_of(self.position().turn()))
    }

    /// Whether a person may move now.
    pub fn human_to_move(&self) -> bool {
        self.position().outcome().is_none() && self.player_to_move() == Player::Human && self.pending.is_none()
    }

    /// Whether Undo does anything now.
    pub fn can_undo(&self) -> bool {
        self.plies.iter().any(|p| *self.players.get(p.seat) == Player::Human) || self.previous.is_some()
    }

    /// The game that a new game, a record or a link replaced, while undo can
    /// still bring it back.
    pub fn replaced(&self) -> Option<&Rc<MatchState<G>>> {
        self.previous.as_ref()
    }

    /// This state without its own previous game, to be kept as one.
    fn as_previous(&self) -> Rc<MatchState<G>> {
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

    /// A request `id` for the position after `at` moves (all of them when `at`
    /// is larger).
    fn ask(&self, id: u32, at: usize, limits: Limits, seed: u64, proof: Option<ProofAsk>) -> AiRequest {
        AiRequest {
            version: PROTOCOL_VERSION,
            id,
            game: G::KIND,
            rules: G::rules_text(&self.rules),
            start: self.start.clone().unwrap_or_default(),
            moves: self.plies.iter().take(at).map(|p| p.notation.clone()).collect(),
            limits,
            seed,
            proof,
        }
    }

    /// The request for the pending computer move.
    pub fn request(&self, seed: u64) -> Option<AiRequest> {
        let id = self.pending?;
        let Player::Computer(level) = self.player_to_move() else {
            return None;
        };
        Some(self.ask(id, usize::MAX, G::level_limits(level), seed, None))
    }

    /// The request for the pending hint: the hard level, for the side to move in
    /// the position after [`MatchState::hint_at`] moves, with a proof search for a
    /// forced win of either side.
    pub fn hint_request(&self, seed: u64) -> Option<AiRequest> {
        let id = self.hint_pending?;
        Some(self.ask(
            id,
            self.hint_at,
            fresh(G::level_limits(Level::Hard)),
            seed,
            Some(HINT_PROOF),
        ))
    }

    /// The request of the review in progress: the position after the moves it
    /// has reached, scored by the hard level's search on a quarter of its budget.
    pub fn analysis_request(&self, seed: u64) -> Option<AiRequest> {
        let (id, at) = self.analysing?;
        let hard = G::level_limits(Level::Hard);
        let limits = Limits {
            max_nodes: hard.max_nodes / 4,
            second_side_nodes: hard.second_side_nodes.map(|n| n / 4),
            ..fresh(hard)
        };
        Some(self.ask(id, at, limits, seed, None))
    }

    /// The moves of the review where the evaluation dropped most for the side
    /// that made them: at most [`MISTAKES_SHOWN`], each by at least
    /// [`MISTAKE_DROP`], in the order played, as (move index, drop).
    pub fn mistakes(&self) -> Vec<(usize, i32)> {
        let mut drops: Vec<(usize, i32)> = (0..self.plies.len())
            .filter_map(|i| {
                let before = (*self.analysis.get(i)?)?;
                let (at, next) = (self.plies.position(i), self.plies.position(i + 1));
                // Within a round, and only between positions still running.
                if at.outcome().is_some() || next.outcome().is_some() || next.round_info() != at.round_info() {
                    return None;
                }
                let after = (*self.analysis.get(i + 1)?)?;
                let after = if next.turn() == at.turn() { after } else { -after };
                // A side already lost loses nothing more; a side that had a forced
                // win and is not lost after the move has at worst a slower win (a
                // search that saw the win before may not see it after).
                if before <= -DECISIVE || (before >= DECISIVE && after > -DECISIVE) {
                    return None;
                }
                if after <= -DECISIVE {
                    return Some((i, WIN));
                }
                Some((i, before.min(DECISIVE) - after))
            })
            .filter(|&(_, drop)| drop >= MISTAKE_DROP)
            .collect();
        drops.sort_by_key(|&(i, drop)| (core::cmp::Reverse(drop), i));
        drops.truncate(MISTAKES_SHOWN);
        drops.sort_unstable();
        drops
    }

    /// Scores `score` for the position being reviewed and asks for the next one.
    fn analysed(&mut self, score: Option<i32>) {
        let Some((_, at)) = self.analysing else { return };
        if let Some(slot) = self.analysis.get_mut(at) {
            *slot = score;
        }
        self.analysing = (at < self.plies.len()).then(|| {
            let id = self.next_id;
            self.next_id = self.next_id.wrapping_add(1);
            (id, at + 1)
        });
    }

    /// This state as a page starts with it: the requests it waits for posted.
    #[must_use]
    pub fn started(mut self) -> Self {
        self.outbox = self.outbox.post(self.due_since(None));
        self
    }

    /// The requests this state waits for that `old` did not: a computer move,
    /// a hint, a position of the review.
    fn due_since(&self, old: Option<&Self>) -> Vec<Command> {
        let mut due = Vec::new();
        let new = |now: Option<u32>, then: Option<u32>| now.is_some() && (old.is_none() || now != then);
        if new(self.pending, old.and_then(|o| o.pending)) {
            if let Some(request) = self.request(0) {
                let watching = self.players.first != Player::Human && self.players.second != Player::Human;
                due.push(Command {
                    errand: Errand::Move,
                    request,
                    seed: Seed::Random,
                    delay_ms: if watching { WATCH_DELAY_MS } else { 0 },
                });
            }
        }
        if new(self.hint_pending, old.and_then(|o| o.hint_pending)) {
            if let Some(request) = self.hint_request(COACH_SEED) {
                due.push(Command {
                    errand: Errand::Hint,
                    request,
                    seed: Seed::Fixed(COACH_SEED),
                    delay_ms: 0,
                });
            }
        }
        let reviewing = self.analysing.map(|(id, _)| id);
        if new(reviewing, old.and_then(|o| o.analysing.map(|(id, _)| id))) {
            if let Some(request) = self.analysis_request(COACH_SEED) {
                due.push(Command {
                    errand: Errand::Review,
                    request,
                    seed: Seed::Fixed(COACH_SEED),
                    delay_ms: 0,
                });
            }
        }
        due
    }

    fn push(&mut self, m: G::Move) {
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

    fn pop(&mut self) {
        self.hint = None;
        self.hint_pending = None;
        if self.plies.pop().is_some() {
            self.current = live(self.plies.last().clone());
        }
    }

    /// Asks for a computer move if the computer is to move and nothing is pending.
    fn schedule(&mut self) {
        if self.paused {
            return;
        }
        if self.pending.is_none() && self.outcome().is_none() && matches!(self.player_to_move(), Player::Computer(_)) {
            self.pending = Some(self.next_id);
            self.next_id = self.next_id.wrapping_add(1);
        }
    }

    fn restart(&mut self, players: ByPlayer<Player>, rules: G::Rules) {
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
        self.pending = None;
        self.schedule();
    }
}

impl<G: Refusals> Reducible for MatchState<G> {
    type Action = Action<G>;

    /// Applies `action`, then posts the requests that the new state waits for
    /// and the old one did not (the outbox goes on from the old state's, even
    /// when the action put another game in its place).
    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let next = self.clone().apply(action);
        if Rc::ptr_eq(&next, &self) {
            return next;
        }
        let due = next.due_since(Some(&self));
        let mut next = Rc::unwrap_or_clone(next);
        next.outbox = self.outbox.post(due);
        Rc::new(next)
    }
}

impl<G: Refusals> Outboxed for MatchState<G> {
    fn outbox(&self) -> &Outbox {
        &self.outbox
    }

    fn answered(answer: Answered) -> Action<G> {
        match answer {
            Answered::Reply(reply) => Action::Reply(reply),
            Answered::Crashed { id, crash } => Action::Crashed { id, crash },
            Answered::NoAnswer { id, seconds } => Action::NoAnswer { id, seconds },
        }
    }
}

impl<G: Refusals> MatchState<G> {
    /// The state after `action`, or `self` itself when nothing changes.
    fn apply(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::NewGame(players, rules) => {
                let before = s.as_previous();
                s.restart(players, rules);
                s.previous = Some(before);
            }
            Action::Play(m) => {
                if !s.human_to_move() || !s.position().is_legal(m) {
                    return self;
                }
                s.push(m);
                s.notice = None;
                s.schedule();
            }
            Action::Undo => {
                if !s.can_undo() {
                    return self;
                }
                let human_moves = s.plies.iter().any(|p| *s.players.get(p.seat) == Player::Human);
                if !human_moves {
                    // Nothing of this game to take back: the game it replaced returns.
                    if let Some(before) = s.previous.take() {
                        let next_id = s.next_id;
                        s = (*before).clone();
                        s.next_id = next_id;
                        s.schedule();
                    }
                    return Rc::new(s);
                }
                s.pop();
                while !s.plies.is_empty() && s.player_to_move() != Player::Human {
                    s.pop();
                }
                s.pending = None;
                s.notice = None;
                s.schedule();
            }
            Action::Reply(reply) if s.analysing.is_some_and(|(id, _)| id == reply.id) => {
                // A finished position has no score to give; it is not compared.
                s.analysed(reply.result.ok().map(|answer| answer.score));
            }
            Action::Reply(reply) if s.hint_pending == Some(reply.id) => {
                s.hint_pending = None;
                match reply.result {
                    Ok(answer) => {
                        s.hint = Some(Hint {
                            at: s.hint_at,
                            notation: answer.notation,
                            score: answer.score,
                            depth: answer.depth,
                            line: answer.line,
                            forced: answer.forced,
                        })
                    }
                    Err(e) => s.notice = Some(Notice::WorkerError(e)),
                }
            }
            Action::Reply(reply) => {
                if s.pending != Some(reply.id) {
                    return self; // stale: an old request, or the game changed since
                }
                s.pending = None;
                match reply.result {
                    Err(e) => s.notice = Some(Notice::WorkerError(e)),
                    Ok(answer) => match s.position().parse_move(&answer.notation) {
                        Err(e) => {
                            s.notice = Some(Notice::WorkerBadMove {
                                notation: answer.notation,
                                reason: Words::new(|lang| G::move_refusal(lang, &e)),
                            })
                        }
                        Ok(m) => {
                            let offer = G::computer_offer(m);
                            s.push(m);
                            s.notice = Some(Notice::ComputerMoved {
                                notation: s.plies.iter().last().map(|p| p.notation.clone()).unwrap_or_default(),
                                depth: answer.depth,
                                nodes: answer.nodes,
                                ms: answer.elapsed_ms.max(0.0) as u64,
                                after_crash: s.crashes > 0,
                                forced_in: forced_in(answer.score),
                                offer,
                            });
                            s.crashes = 0;
                            s.schedule();
                        }
                    },
                }
            }
            Action::NoAnswer { id, seconds } => {
                // Any kind of request: a move, a hint, a position of the review.
                if s.pending == Some(id) {
                    s.pending = None;
                } else if s.hint_pending == Some(id) {
                    s.hint_pending = None;
                } else if s.analysing.is_some_and(|(a, _)| a == id) {
                    s.analysing = None;
                } else {
                    return self; // stale
                }
                s.notice = Some(Notice::NoAnswer(seconds));
            }
            Action::Crashed { id, crash } => {
                // The request that was waiting: a move, a review's position or a hint.
                let for_move = s.pending == Some(id);
                let for_review = s.analysing.is_some_and(|(a, _)| a == id);
                if for_move {
                    s.pending = None;
                } else if for_review {
                    s.analysing = None;
                } else if s.hint_pending == Some(id) {
                    s.hint_pending = None;
                } else {
                    return self; // stale
                }
                s.notice = Some(match crash {
                    Crash::NotStarted(reason) => Notice::WorkerNotStarted(reason),
                    Crash::Crashed(reason) => {
                        if !for_review {
                            s.crashes = s.crashes.saturating_add(1);
                        }
                        // The first crash of a move request: the new worker is asked
                        // at once. A second in a row waits for the player.
                        let asked_again = for_move && s.crashes == 1;
                        if asked_again {
                            s.schedule();
                        }
                        Notice::WorkerCrashed { reason, asked_again }
                    }
                });
            }
            Action::Retry => {
                s.notice = None;
                s.schedule();
            }
            Action::Load(record, source) => {
                let players = ByPlayer {
                    first: Player::Human,
                    second: Player::Human,
                };
                let empty = record.start.is_none() && record.moves.is_empty();
                match MatchState::from_record(s.rules.clone(), players, &record) {
                    // A pasted record loads whole or not at all: the game in
                    // progress stays as it was.
                    _ if empty && source == Source::Record => s.notice = Some(Notice::EmptyRecord),
                    Err(error) | Ok((_, Some(error))) if source == Source::Record => {
                        s.notice = Some(Notice::Load { source, error });
                    }
                    Err(error) => s.notice = Some(Notice::Load { source, error }),
                    Ok((mut loaded, error)) => {
                        loaded.next_id = s.next_id;
                        loaded.previous = Some(s.as_previous());
                        loaded.notice = Some(match error {
                            Some(error) => Notice::Load { source, error },
                            None => Notice::RecordLoaded(loaded.plies.len()),
                        });
                        s = loaded;
                    }
                }
            }
            Action::OpenLink(rules, record, rules_notice) => {
                let players = ByPlayer {
                    first: Player::Human,
                    second: Player::Human,
                };
                let had_game = !s.plies.is_empty();
                match MatchState::from_record(rules, players, &record) {
                    Err(error) => {
                        s.notice = Some(Notice::Load {
                            source: Source::Link,
                            error,
                        })
                    }
                    Ok((mut loaded, error)) => {
                        loaded.next_id = s.next_id;
                        loaded.previous = had_game.then(|| s.as_previous());
                        loaded.notice = match error {
                            Some(error) => Some(Notice::Load {
                                source: Source::Link,
                                error,
                            }),
                            None => had_game.then_some(Notice::LinkOverGame),
                        };
                        // Bad rule options are said first, and a bad move as well.
                        loaded.notice = match (rules_notice, loaded.notice.take()) {
                            (Some(rules), Some(load @ Notice::Load { .. })) => {
                                Some(Notice::Both(Box::new(rules), Box::new(load)))
                            }
                            (Some(rules), _) => Some(rules),
                            (None, notice) => notice,
                        };
                        s = loaded;
                    }
                }
            }
            Action::Dismiss => s.notice = None,
            Action::Pause => {
                s.paused = true;
                s.pending = None;
            }
            Action::Resume => {
                s.paused = false;
                s.schedule();
            }
            Action::Restore(players, rules, record) => match MatchState::from_record(rules, players, &record) {
                Ok((mut restored, error)) => {
                    restored.next_id = s.next_id;
                    restored.previous = (!s.plies.is_empty()).then(|| s.as_previous());
                    restored.notice = error.map(|error| Notice::Load {
                        source: Source::Record,
                        error,
                    });
                    s = restored;
                }
                Err(error) => {
                    s.notice = Some(Notice::Load {
                        source: Source::Record,
                        error,
                    })
                }
            },
            Action::Analyse => {
                if s.plies.is_empty() || s.analysing.is_some() {
                    return self;
                }
                s.analysis = vec![None; s.plies.len() + 1];
                s.analysing = Some((s.next_id, 0));
                s.next_id = s.next_id.wrapping_add(1);
            }
            Action::AskHint(at) => {
                // The current position when it is a person's turn, or any earlier
                // one under review that is still running.
                let current = at >= s.plies.len();
                let allowed = if current {
                    s.human_to_move()
                } else {
                    s.plies.position(at).outcome().is_none()
                };
                if !allowed || s.hint_pending.is_some() {
                    return self;
                }
                s.hint = None;
                s.hint_at = at.min(s.plies.len());
                s.hint_pending = Some(s.next_id);
                s.next_id = s.next_id.wrapping_add(1);
            }
            Action::Step => {
                if !s.paused || s.pending.is_some() {
                    return self;
                }
                s.paused = false;
                s.schedule();
                s.paused = true;
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::{AiError, AiMove};
    use abstrakta_engine::brandubh::{self, Position};
    use abstrakta_engine::{Notation, Registered};

    type State = MatchState<Position>;

    fn humans() -> ByPlayer<Player> {
        ByPlayer {
            first: Player::Human,
            second: Player::Human,
        }
    }

    fn vs_computer() -> ByPlayer<Player> {
        ByPlayer {
            first: Player::Human,
            second: Player::Computer(Level::Easy),
        }
    }

    fn mv(state: &State, text: &str) -> brandubh::Move {
        state.position().parse_move(text).unwrap()
    }

    fn reply(id: u32, notation: &str) -> AiReply {
        AiReply {
            id,
            result: Ok(AiMove {
                notation: notation.into(),
                score: 0,
                depth: 2,
                nodes: 10,
                elapsed_ms: 5.0,
                line: vec![notation.into()],
                forced: None,
            }),
        }
    }

    /// The kinds of commands posted so far, with their request ids.
    fn posted(s: &State, done: u64) -> Vec<(Errand, u32, Seed)> {
        s.outbox.since(done).map(|c| (c.errand, c.request.id, c.seed)).collect()
    }

    /// Every request goes out through the outbox: the reducer posts it when the
    /// state starts waiting for it, once, and an answer of no kind is lost.
    #[test]
    fn requests_are_posted_once_to_the_outbox_and_any_can_go_unanswered() {
        let computer_first = ByPlayer {
            first: Player::Computer(Level::Easy),
            second: Player::Human,
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), computer_first).started());
        let first = s.pending.expect("the computer moves first");
        assert_eq!(posted(&s, 0), [(Errand::Move, first, Seed::Random)]);
        let same = s.clone().reduce(Action::Dismiss);
        assert_eq!(same.outbox.posted(), 1, "nothing new to send");
        let s = s.reduce(Action::Reply(reply(first, "d2-e2")));
        assert_eq!(s.outbox.posted(), 1, "a person's turn: nothing to send");
        let s = s.reduce(Action::AskHint(usize::MAX));
        let hint = s.hint_pending.expect("a hint is asked for");
        assert_eq!(posted(&s, 1), [(Errand::Hint, hint, Seed::Fixed(COACH_SEED))]);
        assert_eq!(
            s.outbox.since(1).next().map(|c| c.request.moves.clone()),
            Some(vec!["d2-e2".to_string()])
        );
        // A hint the worker never answers is given up with the page's notice.
        let s = s.reduce(Action::NoAnswer { id: hint, seconds: 35 });
        assert_eq!((s.hint_pending, s.notice.clone()), (None, Some(Notice::NoAnswer(35))));
        let s = s
            .reduce(Action::NoAnswer { id: hint, seconds: 35 })
            .reduce(Action::Dismiss);
        assert_eq!(s.notice, None, "a second time: stale");
        // The person's move posts the computer's next request.
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        let next = s.pending.expect("the computer's turn");
        assert_eq!(posted(&s, 2), [(Errand::Move, next, Seed::Random)]);
        // A game loaded in its place goes on numbering from the same outbox.
        let s = s.reduce(Action::Load(Record::parse("d1-e1 d3-f3"), Source::Record));
        let s = s.reduce(Action::Analyse);
        let (review, at) = s.analysing.expect("a review");
        assert_eq!(
            (posted(&s, 3), at),
            (vec![(Errand::Review, review, Seed::Fixed(COACH_SEED))], 0)
        );
        let s = s.reduce(Action::Reply(AiReply {
            id: review,
            result: Err(AiError::GameOver),
        }));
        let (second, at) = s.analysing.expect("the review goes on");
        assert_eq!(
            (posted(&s, 4), at),
            (vec![(Errand::Review, second, Seed::Fixed(COACH_SEED))], 1)
        );
        assert_ne!(second, review);
    }

    /// Two computers: each move waits a moment, so the game can be watched.
    #[test]
    fn a_game_between_computers_is_posted_with_a_pause() {
        let computers = ByPlayer {
            first: Player::Computer(Level::Easy),
            second: Player::Computer(Level::Easy),
        };
        let s = State::new(brandubh::Rules::default(), computers).started();
        assert_eq!(
            s.outbox.since(0).map(|c| c.delay_ms).collect::<Vec<_>>(),
            [WATCH_DELAY_MS]
        );
        let s = State::new(brandubh::Rules::default(), vs_computer()).started();
        assert_eq!(s.outbox.posted(), 0, "a person moves first");
    }

    /// The record is shared between states: an action that changes no move
    /// copies none, and a move adds one without touching the state before it.
    #[test]
    fn actions_share_the_record_and_a_move_leaves_the_state_before_it_whole() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let one = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let two = one.clone().reduce(Action::Play(mv(&one, "e4-e3")));
        assert_eq!((one.plies.notation(), two.plies.len()), (vec!["d2-e2".to_string()], 2));
        assert_eq!(two.plies[1].seat, Side::Second);
        assert_eq!(two.plies.position(1), one.plies.last());
        for action in [Action::Dismiss, Action::AskHint(usize::MAX), Action::Analyse] {
            let after = two.clone().reduce(action);
            assert!(after.plies.shares(&two.plies), "no copy of the record");
        }
        let refused = two.clone().reduce(Action::Play(mv(&one, "e4-e3")));
        assert!(Rc::ptr_eq(&refused, &two), "a refused move is no change at all");
    }

    #[test]
    fn a_bad_or_empty_pasted_record_leaves_the_game_as_it_was() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.reduce(Action::Load(Record::parse(""), Source::Record));
        assert_eq!(s.plies.notation(), ["d2-e2"]);
        assert_eq!(s.notice, Some(Notice::EmptyRecord));
        let s = s.reduce(Action::Load(Record::parse("d1-e1 zz9"), Source::Record));
        assert_eq!(
            s.plies.notation(),
            ["d2-e2"],
            "nothing of the bad record replaces the game"
        );
        assert!(matches!(
            s.notice,
            Some(Notice::Load {
                error: RecordError::Move { index: 1, .. },
                ..
            })
        ));
        let s = s.reduce(Action::Load(Record::parse("position: 3a3/9\nd1-e1"), Source::Record));
        assert_eq!(s.plies.notation(), ["d2-e2"]);
        // A good record replaces it; a link with a bad move keeps the moves before it.
        let s = s.reduce(Action::Load(Record::parse("d1-e1 d3-f3"), Source::Record));
        assert_eq!(s.plies.notation(), ["d1-e1", "d3-f3"]);
        let s = s.reduce(Action::Load(Record::parse("d2-e2 zz9"), Source::Link));
        assert_eq!(s.plies.notation(), ["d2-e2"]);
    }

    #[test]
    fn a_new_game_or_a_loaded_record_can_be_taken_back() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.reduce(Action::NewGame(humans(), brandubh::Rules::default()));
        assert!(s.plies.is_empty());
        assert!(s.can_undo());
        let s = s.clone().reduce(Action::Play(mv(&s, "d1-e1")));
        let s = s.reduce(Action::Undo);
        assert!(s.plies.is_empty(), "first the new game's own move");
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2"], "then the game it replaced");
        let s = s.reduce(Action::Load(Record::parse("d1-e1 d3-f3"), Source::Record));
        assert_eq!(s.plies.notation(), ["d1-e1", "d3-f3"]);
        let s = s.reduce(Action::Undo).reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(
            s.plies.notation(),
            ["d2-e2"],
            "undo goes through the loaded moves back to the game before"
        );
    }

    #[test]
    fn a_link_over_a_game_in_progress_keeps_it_one_undo_away() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.reduce(Action::OpenLink(
            brandubh::Rules::default(),
            Record::parse("d1-e1"),
            None,
        ));
        assert_eq!(s.plies.notation(), ["d1-e1"]);
        assert_eq!(s.notice, Some(Notice::LinkOverGame));
        let s = s.reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2"]);
    }

    #[test]
    fn a_link_with_bad_rules_and_a_bad_move_says_both() {
        let rules = Notice::Load {
            source: Source::Link,
            error: RecordError::Rules(RulesError::Unknown {
                game: abstrakta_engine::GameKind::Brandubh,
                option: "x".into(),
                known: "repetition",
            }),
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.reduce(Action::OpenLink(
            brandubh::Rules::default(),
            Record::parse("d6-c6 zz9-q1"),
            Some(rules.clone()),
        ));
        assert_eq!(s.plies.notation(), ["d6-c6"]);
        match &s.notice {
            Some(Notice::Both(first, second)) => {
                assert_eq!(**first, rules);
                assert!(
                    matches!(
                        **second,
                        Notice::Load {
                            error: RecordError::Move { index: 1, .. },
                            ..
                        }
                    ),
                    "{second:?}"
                );
            }
            other => panic!("both notices expected, not {other:?}"),
        }
        // With good moves, the rules' notice alone.
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.reduce(Action::OpenLink(
            brandubh::Rules::default(),
            Record::parse("d6-c6"),
            Some(rules.clone()),
        ));
        assert_eq!(s.notice, Some(rules));
    }

    #[test]
    fn a_game_between_computers_pauses_resumes_and_steps() {
        let both = ByPlayer {
            first: Player::Computer(Level::Easy),
            second: Player::Computer(Level::Easy),
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), both));
        let asked = s.pending.expect("the computer is asked at once");
        let s = s.reduce(Action::Pause);
        assert!(s.paused && s.pending.is_none(), "pausing drops the question in flight");
        let s = s.reduce(Action::Reply(reply(asked, "d2-e2")));
        assert!(s.plies.is_empty(), "the dropped question's answer is not played");
        let s = s.reduce(Action::Step);
        let one = s.pending.expect("a step asks for one move");
        assert!(s.paused);
        let s = s.reduce(Action::Reply(reply(one, "d2-e2")));
        assert_eq!(s.plies.notation(), ["d2-e2"]);
        assert_eq!(s.pending, None, "after one step the game waits again");
        let s = s.reduce(Action::Resume);
        assert!(!s.paused && s.pending.is_some(), "resuming asks for the next move");
    }

    #[test]
    fn oversized_records_are_refused_quickly_with_a_short_message() {
        let record = |start: Option<String>, moves: Vec<String>| Record { start, moves };
        let long_move = "d1-e1".repeat(10_000);
        let (state, error) = State::from_record(
            brandubh::Rules::default(),
            humans(),
            &record(None, vec!["d1-e1".into(), long_move]),
        )
        .unwrap();
        assert_eq!(state.plies.len(), 1, "the moves before it are kept");
        let error = error.expect("the long move is refused");
        assert!(error.to_string().starts_with("move 2 (d1-e1d1-e1"));
        assert!(error
            .to_string()
            .contains("50000 characters long; a move has at most 200"));
        assert!(error.to_string().len() < 200, "{error}");
        let many = vec!["d1-e1".to_string(); MAX_RECORD_MOVES + 1];
        let error = State::from_record(brandubh::Rules::default(), humans(), &record(None, many)).unwrap_err();
        assert_eq!(
            error.text(Lang::En),
            "the record has 10001 moves; at most 10000 are read"
        );
        assert_eq!(error.text(Lang::Cs), "záznam má 10001 tahů; přečte se nejvýš 10000");
        let huge = "7/".repeat(1000);
        let error = State::from_record(brandubh::Rules::default(), humans(), &record(Some(huge), vec![])).unwrap_err();
        assert!(matches!(error, RecordError::Position(_)));
        assert!(error.to_string().contains("2000 characters long"));
    }

    #[test]
    fn a_hint_is_asked_for_the_person_to_move_and_forgotten_after_a_move() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.reduce(Action::AskHint(usize::MAX));
        let id = s.hint_pending.expect("asked");
        let request = s.hint_request(5).expect("a request");
        assert_eq!(
            (request.id, request.limits),
            (id, brandubh::Position::level_limits(Level::Hard))
        );
        let s = s.reduce(Action::Reply(reply(id, "d2-e2")));
        assert_eq!(s.hint.as_ref().map(|h| h.notation.as_str()), Some("d2-e2"));
        assert!(s.plies.is_empty(), "a hint is not played");
        let m = mv(&s, "d1-e1");
        let s = s.reduce(Action::Play(m));
        assert_eq!(s.hint, None, "a move makes the hint stale");
        assert_eq!(s.hint_pending, None);
        let s = s.reduce(Action::AskHint(usize::MAX));
        assert_eq!(s.hint_pending, None, "not while the computer is to move");
    }

    #[test]
    fn hot_seat_moves_and_undo() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        assert_eq!(s.pending, None);
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2"], "hot seat undoes one move");
    }

    #[test]
    fn illegal_moves_change_nothing() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let bogus = brandubh::Move {
            from: "d3".parse().unwrap(),
            to: "c3".parse().unwrap(),
        };
        let after = s.clone().reduce(Action::Play(bogus));
        assert!(Rc::ptr_eq(&s, &after));
    }

    #[test]
    fn the_computer_is_asked_and_its_reply_played() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let id = s.pending.expect("computer asked");
        let request = s.request(1).unwrap();
        assert_eq!(request.id, id);
        assert_eq!(request.moves, ["d2-e2"]);
        assert!(!s.human_to_move());
        let s = s.reduce(Action::Reply(reply(id, "e4-e3")));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert_eq!(s.pending, None);
        assert!(s.human_to_move());
    }

    #[test]
    fn stale_replies_are_dropped() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let old = s.pending.unwrap();
        // The person takes the move back while the computer thinks.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.pending, None);
        let after = s.clone().reduce(Action::Reply(reply(old, "e4-e3")));
        assert!(Rc::ptr_eq(&s, &after), "the old reply changes nothing");
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        assert_ne!(s.pending, Some(old), "a new request has a new id");
    }

    #[test]
    fn a_hint_may_be_asked_for_a_position_under_review() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        let s = s.clone().reduce(Action::AskHint(1));
        let id = s.hint_pending.expect("asked");
        let request = s.hint_request(3).unwrap();
        assert_eq!(request.moves, ["d2-e2"], "the position after one move");
        assert_eq!(request.proof, Some(HINT_PROOF));
        // A hint is searched afresh: the same position and seed give the same hint.
        assert!(!request.limits.features.has(Features::MEMORY));
        let s = s.reduce(Action::Reply(reply(id, "d3-c3")));
        let hint = s.hint.as_ref().unwrap();
        assert_eq!((hint.at, hint.notation.as_str()), (1, "d3-c3"));
        // The current position, asked with any count past the end.
        let s = s.reduce(Action::AskHint(usize::MAX));
        assert_eq!(s.hint_request(3).unwrap().moves, ["d2-e2", "e4-e3"]);
    }

    fn scored(id: u32, score: i32) -> AiReply {
        AiReply {
            id,
            result: Ok(AiMove {
                notation: String::new(),
                score,
                depth: 4,
                nodes: 10,
                elapsed_ms: 1.0,
                line: Vec::new(),
                forced: None,
            }),
        }
    }

    #[test]
    fn the_review_scores_every_position_and_marks_the_largest_drops() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let mut s = s;
        for m in ["d2-e2", "e4-e3", "d1-d2", "d3-c3"] {
            s = s.clone().reduce(Action::Play(mv(&s, m)));
        }
        let s = s.reduce(Action::Analyse);
        // Scores for the side to move after 0..=4 moves: the attackers' second
        // move (d1-d2, index 2) throws away 2.6; the defenders' reply loses 0.4.
        let scores = [0, 20, 10, 250, -210];
        let mut s = s;
        for (at, score) in scores.into_iter().enumerate() {
            let (id, asked) = s.analysing.expect("in progress");
            assert_eq!(asked, at);
            assert_eq!(s.analysis_request(1).unwrap().moves.len(), at);
            s = s.reduce(Action::Reply(scored(id, score)));
        }
        assert_eq!(s.analysing, None, "done");
        // Move 2 (d1-d2): 10 before, -250 after for the attackers: a drop of 260.
        // Move 3 (d3-c3): 250 before, 210 after: 40, under the threshold.
        assert_eq!(s.mistakes(), vec![(2, 260)]);
        // Into a forced loss: the game thrown away; from a forced win to a position
        // still not lost: no mistake (at worst a slower win).
        let mut t = (*s).clone();
        t.analysis = vec![Some(0), Some(WIN - 5), Some(-300), Some(-(WIN - 3)), Some(WIN - 2)];
        assert_eq!(t.mistakes(), vec![(0, WIN)]);
        // A new move clears the review.
        let s = s.clone().reduce(Action::Play(mv(&s, "b4-b5")));
        assert!(s.analysis.is_empty() && s.mistakes().is_empty());
    }

    #[test]
    fn decisive_scores_read_as_forced_ends() {
        assert_eq!(forced_in(WIN - 3), Some(3));
        assert_eq!(forced_in(-(WIN - 4)), Some(-4));
        assert_eq!(forced_in(250), None);
        assert_eq!(forced_in(-250), None);
    }

    #[test]
    fn a_crashed_worker_is_asked_again_once_then_the_player_decides() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let first = s.pending.unwrap();
        let crash = |why: &str| Crash::Crashed(why.into());
        // A crash for another request changes nothing.
        let same = s.clone().reduce(Action::Crashed {
            id: first + 7,
            crash: crash("x"),
        });
        assert!(Rc::ptr_eq(&s, &same));
        let s = s.reduce(Action::Crashed {
            id: first,
            crash: crash("unreachable"),
        });
        let second = s.pending.expect("asked again at once");
        assert_ne!(second, first);
        assert!(
            matches!(&s.notice, Some(Notice::WorkerCrashed { reason, asked_again: true }) if reason == "unreachable")
        );
        // A second crash in a row: the player is asked to decide.
        let s = s.reduce(Action::Crashed {
            id: second,
            crash: crash("unreachable"),
        });
        assert_eq!(s.pending, None);
        assert!(matches!(
            s.notice,
            Some(Notice::WorkerCrashed { asked_again: false, .. })
        ));
        let s = s.reduce(Action::Retry);
        let third = s.pending.expect("asked on request");
        // The answer says that a new worker made it, and the count starts again.
        let s = s.reduce(Action::Reply(reply(third, "e4-e3")));
        assert!(matches!(
            s.notice,
            Some(Notice::ComputerMoved { after_crash: true, .. })
        ));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        let s = s.clone().reduce(Action::Crashed {
            id: s.pending.unwrap(),
            crash: crash("again"),
        });
        assert!(s.pending.is_some(), "a first crash again after an answer");
        // A worker that cannot start is not started again and again.
        let id = s.pending.unwrap();
        let s = s.reduce(Action::Crashed {
            id,
            crash: Crash::NotStarted("404".into()),
        });
        assert_eq!(s.pending, None);
        assert_eq!(s.notice, Some(Notice::WorkerNotStarted("404".into())));
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_persons_turn() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Reply(reply(s.pending.unwrap(), "e4-e3")));
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        let s = s.clone().reduce(Action::Reply(reply(s.pending.unwrap(), "c4-c3")));
        assert_eq!(s.plies.len(), 4);
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert!(s.human_to_move());
    }

    #[test]
    fn the_computer_moves_first_when_it_has_the_first_side() {
        let players = ByPlayer {
            first: Player::Computer(Level::Easy),
            second: Player::Human,
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), players));
        let id = s.pending.expect("asked at once");
        let s = s.reduce(Action::Reply(reply(id, "d2-e2")));
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        let s = s.reduce(Action::Undo);
        assert_eq!(
            s.plies.notation(),
            ["d2-e2"],
            "back to the person's turn, the computer's move stays"
        );
        assert!(!s.can_undo() || s.human_to_move());
    }

    #[test]
    fn bad_worker_answers_are_reported_not_played() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let id = s.pending.unwrap();
        let bad = s.clone().reduce(Action::Reply(reply(id, "a1-a7")));
        assert_eq!(bad.plies.len(), 1);
        assert!(matches!(bad.notice, Some(Notice::WorkerBadMove { .. })));
        let failed = s.clone().reduce(Action::Reply(AiReply {
            id,
            result: Err(AiError::GameOver),
        }));
        assert!(matches!(failed.notice, Some(Notice::WorkerError(_))));
        let silent = s.clone().reduce(Action::NoAnswer { id, seconds: 20 });
        assert_eq!(silent.pending, None);
        assert_eq!(silent.notice, Some(Notice::NoAnswer(20)));
        let late = silent.clone().reduce(Action::Reply(reply(id, "e4-e3")));
        assert!(Rc::ptr_eq(&silent, &late), "a reply after giving up is stale");
        let retried = failed.reduce(Action::Retry);
        assert!(retried.pending.is_some() && retried.pending != Some(id));
    }

    #[test]
    fn records_round_trip_and_load_partially() {
        let text = "1. d2-e2 e4-e3\n2. d6-e6\n";
        let record = Record::parse(text);
        assert_eq!(record.moves, ["d2-e2", "e4-e3", "d6-e6"]);
        assert_eq!(record.to_string(), text);
        let with_start = Record::parse("position: 7/7/7/3k3/7/7/3a3 d\nd4-d5");
        assert_eq!(with_start.start.as_deref(), Some("7/7/7/3k3/7/7/3a3 d"));
        assert_eq!(with_start.moves, ["d4-d5"]);

        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.reduce(Action::Load(Record::parse("d2-e2 e4-e3 zz d6-e6"), Source::Link));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert!(matches!(
            &s.notice,
            Some(Notice::Load {
                error: RecordError::Move { index: 2, .. },
                ..
            })
        ));
        let before = s.plies.notation();
        let s = s.reduce(Action::Load(Record::parse("position: nonsense\nd2-e2"), Source::Record));
        assert_eq!(s.plies.notation(), before, "a bad start position loses nothing");
        assert!(matches!(
            &s.notice,
            Some(Notice::Load {
                error: RecordError::Position(_),
                ..
            })
        ));
    }

    #[test]
    fn new_game_keeps_a_loaded_start() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.reduce(Action::Load(
            Record::parse("position: 7/7/7/3k3/7/7/3a3 d\nd4-d5"),
            Source::Record,
        ));
        let s = s.reduce(Action::NewGame(humans(), brandubh::Rules::default()));
        assert_eq!(s.position().to_text(), "7/7/7/3k3/7/7/3a3 d");
        assert!(s.plies.is_empty());
    }

    #[test]
    fn a_thud_match_swaps_the_players_for_battle_two() {
        use abstrakta_engine::thud;
        type Thud = MatchState<thud::Position>;
        let players = ByPlayer {
            first: Player::Human,
            second: Player::Computer(Level::Easy),
        };
        let s = Rc::new(Thud::new(thud::Rules::default(), players));
        assert_eq!(s.player_to_move(), Player::Human, "seat A leads the dwarfs in battle 1");
        let propose = s.position().parse_move("propose").unwrap();
        let s = s.reduce(Action::Play(propose));
        let id = s.pending.expect("the computer answers the proposal");
        let s = s.reduce(Action::Reply(reply(id, "accept")));
        // Battle 1 is over (a draw); battle 2 starts with the computer leading the dwarfs.
        assert_eq!(s.position().battle(), 2);
        assert!(!s.match_over());
        assert_eq!(s.round_starts(), vec![2]);
        assert_eq!(s.players_by_side().first, Player::Computer(Level::Easy));
        let id = s.pending.expect("the computer opens battle 2");
        let request = s.request(9).unwrap();
        assert_eq!(request.id, id);
        assert_eq!(request.moves, ["propose", "accept"]);
        let s = s.reduce(Action::Reply(reply(id, "dF1-F6")));
        assert_eq!(s.player_to_move(), Player::Human, "the person leads the trolls now");
        let s = s
            .clone()
            .reduce(Action::Play(s.position().parse_move("TG7-G6").unwrap()));
        // Undo goes back to the person's last turn, within battle 2.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["propose", "accept", "dF1-F6"]);
        assert_eq!(s.position().battle(), 2);
        assert!(s.human_to_move());
        // A record replays across the battles; the end of battle 1 is kept for review.
        let (loaded, error) = Thud::from_record(thud::Rules::default(), humans(), &s.record()).unwrap();
        assert_eq!(error, None);
        assert_eq!(loaded.position().battle(), 2);
        assert!(abstrakta_engine::Game::outcome(loaded.plies.position(2)).is_some());
    }
}
