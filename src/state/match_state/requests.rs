//! What a match asks the computer player: its moves, the coach's hints and the
//! review for mistakes, as requests posted to the outbox when the match starts
//! waiting for them.

use abstrakta_engine::{Features, Level, Limits, DECISIVE, WIN};

use super::model::MatchState;
use super::notice::Player;
use super::reduce::Action;
use crate::agent::{AiRequest, ProofAsk, PROTOCOL_VERSION};
use crate::i18n::Refusals;
use crate::state::outbox::{Answered, Command, Errand, Outbox, Outboxed, Seed};

/// The most moves the review of a game marks as mistakes.
pub const MISTAKES_SHOWN: usize = 3;
/// The smallest drop of the evaluation (in hundredths) that the review marks.
pub const MISTAKE_DROP: i32 = 50;

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

/// What the proof search of a hint may spend: a win within 9 plies, 150,000
/// positions a side (a fraction of a second natively).
pub const HINT_PROOF: ProofAsk = ProofAsk {
    plies: 9,
    nodes: 150_000,
    side: None,
};

impl<G: Refusals> MatchState<G> {
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
    pub(super) fn analysed(&mut self, score: Option<i32>) {
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
}

impl<G: Refusals> Outboxed for MatchState<G> {
    fn outbox(&self) -> &Outbox {
        &self.outbox
    }

    fn outbox_mut(&mut self) -> &mut Outbox {
        &mut self.outbox
    }

    /// The requests this state waits for that `old` did not: a computer move,
    /// a hint, a position of the review.
    fn due_since(&self, old: Option<&Self>) -> Vec<Command> {
        let mut due = Vec::new();
        let new = |now: Option<u32>, then: Option<u32>| now.is_some() && (old.is_none() || now != then);
        if new(self.pending, old.and_then(|o| o.pending)) {
            if let Some(request) = self.request(0) {
                let watching = self.players.a != Player::Human && self.players.b != Player::Human;
                due.push(Command {
                    errand: Errand::Move,
                    request,
                    seed: Seed::Random,
                    delay_ms: if watching { self.watch_speed.delay_ms() } else { 0 },
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

    fn answered(answer: Answered) -> Action<G> {
        match answer {
            Answered::Reply(reply) => Action::Reply(reply),
            Answered::Crashed { id, crash } => Action::Crashed { id, crash },
            Answered::NoAnswer { id, seconds } => Action::NoAnswer { id, seconds },
        }
    }
}
