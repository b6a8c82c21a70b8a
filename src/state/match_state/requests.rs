//! What a match asks the computer player: its moves, the coach's hints and the
//! review for mistakes, as the commands that [`MatchState::ask`] posts to the
//! outbox when the match starts waiting for them.

use abstrakta_engine::study::drop_of;
use abstrakta_engine::{Features, Level, Limits};

use super::notice::Player;
use super::reduce::Action;
use super::session::{MatchState, Wait};
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

/// What the review's search of one position may spend: a quarter of the
/// hardest level's, from an empty table.
pub fn review_limits<G: Refusals>() -> Limits {
    let hard = G::level_limits(Level::Hard);
    Limits {
        max_nodes: hard.max_nodes / 4,
        second_side_nodes: hard.second_side_nodes.map(|n| n / 4),
        ..fresh(hard)
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
    fn ask_at(&self, id: u32, at: usize, limits: Limits, seed: u64, proof: Option<ProofAsk>) -> AiRequest {
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
            lines: 0,
        }
    }

    /// The request `id` for `wait` (none for a computer move when the computer
    /// is not to move).
    fn request_for(&self, id: u32, wait: Wait, seed: u64) -> Option<AiRequest> {
        Some(match wait {
            Wait::Move => {
                let Player::Computer(level) = self.player_to_move() else {
                    return None;
                };
                self.ask_at(id, usize::MAX, G::level_limits(level), seed, None)
            }
            // The hard level, for the side to move in the position after `at`
            // moves, with a proof search for a forced win of either side.
            Wait::Hint { at } => self.ask_at(id, at, fresh(G::level_limits(Level::Hard)), seed, Some(HINT_PROOF)),
            // The hard level's search on a quarter of its budget.
            Wait::Review { at } => self.ask_at(id, at, review_limits::<G>(), seed, None),
        })
    }

    /// The command that sends request `id` for `wait`.
    pub(super) fn command(&self, id: u32, wait: Wait) -> Option<Command> {
        let (errand, seed) = match wait {
            Wait::Move => (Errand::Move, Seed::Random),
            Wait::Hint { .. } => (Errand::Hint, Seed::Fixed(COACH_SEED)),
            Wait::Review { .. } => (Errand::Review, Seed::Fixed(COACH_SEED)),
        };
        let watching = self.players.a != Player::Human && self.players.b != Player::Human;
        let delay_ms = if wait == Wait::Move && watching {
            self.session.watch_speed.delay_ms()
        } else {
            0
        };
        let request = self.request_for(
            id,
            wait,
            match seed {
                Seed::Fixed(seed) => seed,
                Seed::Random => 0,
            },
        )?;
        Some(Command {
            errand,
            request,
            seed,
            delay_ms,
        })
    }

    /// The request for the pending computer move.
    pub fn request(&self, seed: u64) -> Option<AiRequest> {
        self.request_for(self.pending()?, Wait::Move, seed)
    }

    /// The request for the pending hint.
    pub fn hint_request(&self, seed: u64) -> Option<AiRequest> {
        let (id, at) = self.session.waiting.iter().find_map(|(id, w)| match w {
            Wait::Hint { at } => Some((id, at)),
            _ => None,
        })?;
        self.request_for(id, Wait::Hint { at }, seed)
    }

    /// The request of the review in progress: the position after the moves it
    /// has reached.
    pub fn analysis_request(&self, seed: u64) -> Option<AiRequest> {
        let (id, at) = self.analysing()?;
        self.request_for(id, Wait::Review { at }, seed)
    }

    /// The moves of the review where the evaluation dropped most for the side
    /// that made them: at most [`MISTAKES_SHOWN`], each by at least
    /// [`MISTAKE_DROP`], in the order played, as (move index, drop).
    pub fn mistakes(&self) -> Vec<(usize, i32)> {
        let mut drops: Vec<(usize, i32)> = (0..self.plies.len())
            .filter_map(|i| {
                let before = (*self.session.analysis.get(i)?)?;
                let (at, next) = (self.plies.position(i), self.plies.position(i + 1));
                // Within a round, and only between positions still running.
                if at.outcome().is_some() || next.outcome().is_some() || next.round_info() != at.round_info() {
                    return None;
                }
                let after = (*self.session.analysis.get(i + 1)?)?;
                drop_of(before, after, next.turn() == at.turn()).map(|drop| (i, drop))
            })
            .filter(|&(_, drop)| drop >= MISTAKE_DROP)
            .collect();
        drops.sort_by_key(|&(i, drop)| (core::cmp::Reverse(drop), i));
        drops.truncate(MISTAKES_SHOWN);
        drops.sort_unstable();
        drops
    }

    /// Scores `score` for the position after `at` moves, reviewed, and asks for
    /// the next one.
    pub(super) fn analysed(&mut self, at: usize, score: Option<i32>) {
        if let Some(slot) = self.session.analysis.get_mut(at) {
            *slot = score;
        }
        if at < self.plies.len() {
            self.ask(Wait::Review { at: at + 1 });
        }
    }
}

impl<G: Refusals> Outboxed for MatchState<G> {
    fn outbox(&self) -> &Outbox {
        &self.session.outbox
    }

    fn answered(answer: Answered) -> Action<G> {
        match answer {
            Answered::Reply(reply) => Action::Reply(reply),
            Answered::Crashed { id, crash } => Action::Crashed { id, crash },
            Answered::NoAnswer { id, seconds } => Action::NoAnswer { id, seconds },
        }
    }
}
