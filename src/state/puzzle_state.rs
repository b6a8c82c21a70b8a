//! A puzzle in progress: the person plays the side that wins by force, each of
//! their moves is sent to the worker, whose proof search says whether the win
//! still holds within the moves left, and whose search answers for the side
//! that defends. A move that lets the win go is taken back.

use std::rc::Rc;

use abstrakta_engine::{Game, Level, Outcome, Puzzle, Registered, Side};
use yew::Reducible;

use super::match_state::fresh;
use super::outbox::{Answered, Command, Errand, Outbox, Outboxed, Seed};
use crate::agent::{AiError, AiReply, AiRequest, Crash, ProofAsk, MAX_PROOF_NODES, MAX_PROOF_PLIES, PROTOCOL_VERSION};

/// What the proof search of one check may spend, for each side.
pub const PUZZLE_PROOF_NODES: u64 = 1_000_000;

/// Why a move could not be checked.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    /// The worker refused the request.
    Worker(AiError),
    /// The worker stopped or never started.
    Crash(Crash),
    /// The worker answered with a move the rules refuse (its notation, and why).
    BadAnswer(String, String),
    /// The worker did not answer within this many seconds.
    NoAnswer(u64),
}

/// Where the attempt stands.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleStatus {
    /// The person is to move.
    Solving,
    /// The person's last move is being checked (the request's id).
    Checking(u32),
    /// The person's move (its notation) did not keep the win; it was taken back.
    Refused(String),
    /// The person's move (its notation) could not be checked; it was taken back.
    Failed(String, CheckError),
    /// The winning side has won.
    Solved,
    /// The solution is shown instead of the attempt.
    Shown,
}

/// Something done to a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub enum PuzzleAction<M> {
    /// The person plays a move of the winning side.
    Play(M),
    /// The worker's answer to a check.
    Reply(AiReply),
    /// The worker could not answer request `id`.
    Crashed {
        /// The request.
        id: u32,
        /// Why.
        crash: Crash,
    },
    /// Back to the puzzle's position.
    Restart,
    /// Shows the solution.
    Show,
    /// Asks for a winning move in the position now.
    AskHint,
    /// The worker did not answer request `id` within `seconds`.
    NoAnswer {
        /// The request.
        id: u32,
        /// How long the page waited.
        seconds: u64,
    },
}

/// One attempt at a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleState<G: Game> {
    /// The puzzle.
    pub puzzle: Rc<Puzzle<G>>,
    /// The positions so far, the puzzle's first.
    pub positions: Vec<G>,
    /// The moves played from it.
    pub moves: Vec<G::Move>,
    /// The same in notation.
    pub notation: Vec<String>,
    /// Where the attempt stands.
    pub status: PuzzleStatus,
    /// The request for a hint under way, by id.
    pub hint_pending: Option<u32>,
    /// A winning move for the position after this many moves, in notation.
    pub hint: Option<(usize, String)>,
    /// The id of the next request.
    next_id: u32,
    /// The requests to the worker that actions posted.
    outbox: Outbox,
}

impl<G: Registered> PuzzleState<G> {
    /// An attempt at `puzzle` from its position.
    pub fn new(puzzle: Rc<Puzzle<G>>) -> Self {
        PuzzleState {
            positions: vec![puzzle.position.clone()],
            puzzle,
            moves: Vec::new(),
            notation: Vec::new(),
            status: PuzzleStatus::Solving,
            hint_pending: None,
            hint: None,
            next_id: 1,
            outbox: Outbox::default(),
        }
    }

    /// Back at the puzzle's position; replies to earlier requests are not taken
    /// for new ones.
    fn restarted(&self) -> Self {
        PuzzleState {
            next_id: self.next_id,
            ..PuzzleState::new(self.puzzle.clone())
        }
    }

    fn new_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1);
        id
    }

    /// The hint for the position now, if one was given.
    pub fn hint_now(&self) -> Option<&str> {
        self.hint
            .as_ref()
            .filter(|(at, _)| *at == self.moves.len())
            .map(|(_, text)| text.as_str())
    }

    /// The side that wins.
    pub fn winner(&self) -> Side {
        self.puzzle.position.turn()
    }

    /// The position now.
    pub fn position(&self) -> &G {
        self.positions.last().unwrap_or(&self.puzzle.position)
    }

    /// Plies left to the win from the position now.
    pub fn plies_left(&self) -> u16 {
        self.puzzle
            .plies
            .saturating_sub(u16::try_from(self.moves.len()).unwrap_or(u16::MAX))
    }

    /// Whether the person may move now.
    pub fn can_move(&self) -> bool {
        matches!(
            self.status,
            PuzzleStatus::Solving | PuzzleStatus::Refused(_) | PuzzleStatus::Failed(..)
        ) && self.position().turn() == self.winner()
            && self.position().outcome().is_none()
    }

    /// The request due, if any: the check of the person's last move (the
    /// defence's move by the medium level's search, and a proof search for the
    /// winner's win within the plies left), or a hint (the same, with the winner
    /// to move: the worker then answers with a move that keeps the win).
    pub fn request(&self, seed: u64) -> Option<AiRequest> {
        let id = match self.status {
            PuzzleStatus::Checking(id) => id,
            _ => self.hint_pending?,
        };
        Some(AiRequest {
            version: PROTOCOL_VERSION,
            id,
            game: G::KIND,
            rules: G::rules_text(self.puzzle.position.rules()),
            start: self.puzzle.position.to_text(),
            moves: self.notation.clone(),
            limits: fresh(G::level_limits(Level::Medium)),
            seed,
            proof: Some(ProofAsk {
                plies: self.plies_left().clamp(1, MAX_PROOF_PLIES),
                nodes: PUZZLE_PROOF_NODES.min(MAX_PROOF_NODES),
                side: Some(self.winner()),
            }),
            lines: 0,
        })
    }

    fn push(&mut self, m: G::Move) {
        let before = self.position().clone();
        self.notation.push(before.move_to_text(m));
        let mut after = before;
        after.play_unchecked(m);
        self.positions.push(after);
        self.moves.push(m);
    }

    /// Takes back the person's move being checked, with `status`.
    fn take_back(&mut self, status: impl FnOnce(String) -> PuzzleStatus) {
        self.positions.pop();
        self.moves.pop();
        let text = self.notation.pop().unwrap_or_default();
        self.status = status(text);
    }
}

impl<G: Registered> Reducible for PuzzleState<G> {
    type Action = PuzzleAction<G::Move>;

    /// Applies `action`, then posts the request the new state waits for, if
    /// the old one did not wait for it.
    fn reduce(self: Rc<Self>, action: Self::Action) -> Rc<Self> {
        let next = self.clone().apply(action);
        if Rc::ptr_eq(&self, &next) {
            return next;
        }
        let due = next.due_since(&self);
        let mut next = Rc::unwrap_or_clone(next);
        next.outbox = self.outbox.post(due);
        Rc::new(next)
    }
}

impl<G: Registered> Outboxed for PuzzleState<G> {
    fn outbox(&self) -> &Outbox {
        &self.outbox
    }

    fn answered(answer: Answered) -> Self::Action {
        match answer {
            Answered::Reply(reply) => PuzzleAction::Reply(reply),
            Answered::Crashed { id, crash } => PuzzleAction::Crashed { id, crash },
            Answered::NoAnswer { id, seconds } => PuzzleAction::NoAnswer { id, seconds },
        }
    }
}

impl<G: Registered> PuzzleState<G> {
    /// The request this state waits for that `old` did not: a check or a hint
    /// (one at a time, so a new id is a new request).
    fn due_since(&self, old: &Self) -> Vec<Command> {
        let id = self.waiting_for();
        if id.is_none() || old.waiting_for() == id {
            return Vec::new();
        }
        let errand = if matches!(self.status, PuzzleStatus::Checking(_)) {
            Errand::Check
        } else {
            Errand::Hint
        };
        self.request(0)
            .map(|request| Command {
                errand,
                request,
                seed: Seed::Random,
                delay_ms: 0,
            })
            .into_iter()
            .collect()
    }

    /// The id of the request this state waits for: a check or a hint.
    fn waiting_for(&self) -> Option<u32> {
        match self.status {
            PuzzleStatus::Checking(id) => Some(id),
            _ => self.hint_pending,
        }
    }

    /// The state after `action`, or `self` itself when nothing changes.
    fn apply(self: Rc<Self>, action: PuzzleAction<G::Move>) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            PuzzleAction::Play(m) => {
                if !s.can_move() || !s.position().is_legal(m) {
                    return self;
                }
                s.push(m);
                s.hint_pending = None;
                s.status = if s.position().outcome() == Some(Outcome::Win(s.winner())) {
                    PuzzleStatus::Solved
                } else {
                    PuzzleStatus::Checking(s.new_id())
                };
            }
            PuzzleAction::AskHint => {
                if !s.can_move() || s.hint_pending.is_some() || s.hint_now().is_some() {
                    return self;
                }
                s.hint_pending = Some(s.new_id());
            }
            PuzzleAction::Reply(reply) if s.hint_pending == Some(reply.id) => {
                s.hint_pending = None;
                // A move that the rules take and the proof search shows winning; a
                // failed hint leaves nothing behind.
                if let Ok(answer) = reply.result {
                    let wins = answer.forced.as_ref().is_some_and(|f| f.mover_wins);
                    if wins && s.position().parse_move(&answer.notation).is_ok() {
                        s.hint = Some((s.moves.len(), answer.notation));
                    }
                }
            }
            PuzzleAction::Reply(reply) => {
                if s.status != PuzzleStatus::Checking(reply.id) {
                    return self;
                }
                match reply.result {
                    Ok(answer) => {
                        let left = s.plies_left();
                        let holds = answer.forced.as_ref().is_some_and(|f| !f.mover_wins && f.plies <= left);
                        if !holds {
                            s.take_back(PuzzleStatus::Refused);
                        } else {
                            match s.position().parse_move(&answer.notation) {
                                Ok(m) => {
                                    s.push(m);
                                    s.status = PuzzleStatus::Solving;
                                }
                                Err(e) => {
                                    let bad = CheckError::BadAnswer(answer.notation.clone(), e.to_string());
                                    s.take_back(|text| PuzzleStatus::Failed(text, bad));
                                }
                            }
                        }
                    }
                    Err(e) => s.take_back(|text| PuzzleStatus::Failed(text, CheckError::Worker(e))),
                }
            }
            PuzzleAction::Crashed { id, .. } if s.hint_pending == Some(id) => s.hint_pending = None,
            PuzzleAction::Crashed { id, crash } => {
                if s.status != PuzzleStatus::Checking(id) {
                    return self;
                }
                s.take_back(|text| PuzzleStatus::Failed(text, CheckError::Crash(crash)));
            }
            PuzzleAction::NoAnswer { id, .. } if s.hint_pending == Some(id) => s.hint_pending = None,
            PuzzleAction::NoAnswer { id, seconds } => {
                if s.status != PuzzleStatus::Checking(id) {
                    return self;
                }
                s.take_back(|text| PuzzleStatus::Failed(text, CheckError::NoAnswer(seconds)));
            }
            PuzzleAction::Restart => s = s.restarted(),
            PuzzleAction::Show => {
                s = s.restarted();
                let puzzle = s.puzzle.clone();
                for &m in &puzzle.solution {
                    s.push(m);
                }
                s.status = PuzzleStatus::Shown;
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::{AiMove, Forced};
    use abstrakta_engine::{brandubh, puzzles, Notation};

    type P = brandubh::Position;

    fn first() -> Rc<PuzzleState<P>> {
        let set = puzzles::<P>();
        let p = set
            .into_iter()
            .find(|p| p.plies >= 3)
            .expect("a puzzle of 3 plies or more");
        Rc::new(PuzzleState::new(Rc::new(p)))
    }

    fn reply(id: u32, notation: &str, forced: Option<Forced>) -> AiReply {
        AiReply {
            id,
            result: Ok(AiMove {
                notation: notation.into(),
                score: 0,
                depth: 1,
                nodes: 1,
                elapsed_ms: 0.0,
                line: Vec::new(),
                forced,
                lines: Vec::new(),
            }),
        }
    }

    fn loses_in(plies: u16) -> Option<Forced> {
        Some(Forced {
            mover_wins: false,
            plies,
            line: Vec::new(),
        })
    }

    /// The check of a move and a hint go out through the outbox, and a check
    /// the worker never answers takes the move back, saying so.
    #[test]
    fn checks_and_hints_are_posted_and_an_unanswered_check_is_taken_back() {
        let s = first();
        assert_eq!(s.outbox().posted(), 0);
        let hinting = s.clone().reduce(PuzzleAction::AskHint);
        let hint = hinting.hint_pending.expect("a hint");
        let sent: Vec<_> = hinting.outbox().since(0).map(|c| (c.errand, c.request.id)).collect();
        assert_eq!(sent, [(Errand::Hint, hint)]);
        let quiet = hinting.clone().reduce(PuzzleAction::NoAnswer { id: hint, seconds: 30 });
        assert_eq!(
            (quiet.hint_pending, quiet.status.clone()),
            (None, PuzzleStatus::Solving)
        );
        let key = s.puzzle.solution[0];
        let checking = quiet.reduce(PuzzleAction::Play(key));
        let PuzzleStatus::Checking(id) = checking.status else {
            panic!("checking");
        };
        let sent: Vec<_> = checking.outbox().since(1).map(|c| (c.errand, c.request.id)).collect();
        assert_eq!(sent, [(Errand::Check, id)]);
        let timed_out = checking.reduce(PuzzleAction::NoAnswer { id, seconds: 30 });
        assert_eq!(timed_out.moves.len(), 0, "the move is taken back");
        assert!(matches!(
            timed_out.status,
            PuzzleStatus::Failed(_, CheckError::NoAnswer(30))
        ));
    }

    #[test]
    fn a_move_that_keeps_the_win_is_answered_and_one_that_does_not_is_taken_back() {
        let s = first();
        let winner = s.winner();
        let key = s.puzzle.solution[0];
        let answer = s
            .puzzle
            .position
            .clone()
            .play(key)
            .expect("legal")
            .move_to_text(s.puzzle.solution[1]);
        let left = s.puzzle.plies - 1;

        let checking = s.clone().reduce(PuzzleAction::Play(key));
        assert_eq!(checking.status, PuzzleStatus::Checking(1));
        let request = checking.request(7).expect("a request");
        assert_eq!(request.moves, checking.notation);
        assert_eq!(request.start, s.puzzle.position.to_text());
        assert_eq!(request.proof.map(|p| (p.plies, p.side)), Some((left, Some(winner))));
        // A stale reply changes nothing; the right one plays the answer.
        let stale = checking
            .clone()
            .reduce(PuzzleAction::Reply(reply(9, &answer, loses_in(left))));
        assert!(Rc::ptr_eq(&stale, &checking));
        let answered = checking
            .clone()
            .reduce(PuzzleAction::Reply(reply(1, &answer, loses_in(left))));
        assert_eq!(answered.status, PuzzleStatus::Solving);
        assert_eq!(answered.moves.len(), 2);
        assert_eq!(answered.position().turn(), winner);
        assert!(answered.can_move());
        // No forced win left (or a slower one, or one for the other side): taken back.
        for forced in [
            None,
            loses_in(left + 2),
            Some(Forced {
                mover_wins: true,
                plies: 1,
                line: Vec::new(),
            }),
        ] {
            let refused = checking.clone().reduce(PuzzleAction::Reply(reply(1, &answer, forced)));
            assert_eq!(
                refused.status,
                PuzzleStatus::Refused(s.puzzle.position.move_to_text(key))
            );
            assert_eq!(refused.moves.len(), 0);
            assert!(refused.can_move());
        }
        // An answer the rules refuse, an error or a crash: taken back and said.
        let bad = checking
            .clone()
            .reduce(PuzzleAction::Reply(reply(1, "a1-a2", loses_in(left))));
        assert!(matches!(bad.status, PuzzleStatus::Failed(_, CheckError::BadAnswer(..))));
        assert_eq!(bad.moves.len(), 0);
        let error = checking.clone().reduce(PuzzleAction::Reply(AiReply {
            id: 1,
            result: Err(AiError::GameOver),
        }));
        assert!(matches!(
            error.status,
            PuzzleStatus::Failed(_, CheckError::Worker(AiError::GameOver))
        ));
        let crashed = checking.clone().reduce(PuzzleAction::Crashed {
            id: 1,
            crash: Crash::Crashed("gone".into()),
        });
        assert!(matches!(crashed.status, PuzzleStatus::Failed(_, CheckError::Crash(_))));
        // While a move is checked, no other is taken; the next check has a new id.
        let other = checking.clone().reduce(PuzzleAction::Play(checking.puzzle.solution[1]));
        assert!(Rc::ptr_eq(&other, &checking));
        let again = crashed.reduce(PuzzleAction::Play(key));
        assert_eq!(again.status, PuzzleStatus::Checking(2));
    }

    #[test]
    fn a_hint_is_a_winning_move_for_the_position_it_was_asked_in() {
        let s = first();
        let key = s.puzzle.position.move_to_text(s.puzzle.solution[0]);
        let asking = s.clone().reduce(PuzzleAction::AskHint);
        assert_eq!(asking.hint_pending, Some(1));
        let request = asking.request(1).expect("a request");
        assert_eq!(request.id, 1);
        assert!(request.moves.is_empty());
        assert_eq!(request.proof.and_then(|p| p.side), Some(s.winner()));
        // Asked again while under way: nothing new.
        let again = asking.clone().reduce(PuzzleAction::AskHint);
        assert!(Rc::ptr_eq(&again, &asking));
        let wins = Some(Forced {
            mover_wins: true,
            plies: s.puzzle.plies,
            line: Vec::new(),
        });
        let hinted = asking.clone().reduce(PuzzleAction::Reply(reply(1, &key, wins.clone())));
        assert_eq!(hinted.hint_now(), Some(key.as_str()));
        assert_eq!(hinted.hint_pending, None);
        assert_eq!(hinted.status, PuzzleStatus::Solving, "a hint is not a move");
        // A hint that is not shown to win, an illegal one, or a crash: none.
        for bad in [reply(1, &key, None), reply(1, "a1-a2", wins)] {
            let none = asking.clone().reduce(PuzzleAction::Reply(bad));
            assert_eq!((none.hint_now(), none.hint_pending), (None, None));
        }
        let crashed = asking.clone().reduce(PuzzleAction::Crashed {
            id: 1,
            crash: Crash::Crashed("gone".into()),
        });
        assert_eq!((crashed.hint_now(), crashed.hint_pending), (None, None));
        assert_eq!(crashed.status, PuzzleStatus::Solving);
        // Once a move is played, the hint belongs to the past.
        let played = hinted.reduce(PuzzleAction::Play(s.puzzle.solution[0]));
        assert_eq!(played.hint_now(), None);
        assert_eq!(played.status, PuzzleStatus::Checking(2));
    }

    #[test]
    fn the_solution_played_out_solves_and_can_be_shown_and_restarted() {
        let mut s = first();
        let solution = s.puzzle.solution.clone();
        for (i, &m) in solution.iter().enumerate() {
            if i % 2 == 0 {
                s = s.reduce(PuzzleAction::Play(m));
            } else {
                let PuzzleStatus::Checking(id) = s.status else {
                    panic!("checking: {:?}", s.status)
                };
                let text = s.position().move_to_text(m);
                let left = s.plies_left();
                s = s.reduce(PuzzleAction::Reply(reply(id, &text, loses_in(left))));
            }
        }
        assert_eq!(s.status, PuzzleStatus::Solved);
        assert!(!s.can_move());
        let restarted = s.clone().reduce(PuzzleAction::Restart);
        assert_eq!(restarted.moves.len(), 0);
        assert_eq!(restarted.status, PuzzleStatus::Solving);
        let shown = restarted.reduce(PuzzleAction::Show);
        assert_eq!(shown.status, PuzzleStatus::Shown);
        assert_eq!(shown.moves, solution);
        assert!(!shown.can_move());
        // A move of the other side, or an illegal one, is not taken.
        let fresh = first();
        let before = fresh.clone();
        let theirs = fresh.clone().reduce(PuzzleAction::Play(solution[1]));
        assert_eq!(theirs.moves.len(), before.moves.len());
    }
}
