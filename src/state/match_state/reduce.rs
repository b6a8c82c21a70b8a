//! Everything that changes a match, as [`Action`]s, and the one reducer that
//! applies them and posts what the new state waits for to the outbox.

use std::rc::Rc;

use abstrakta_engine::{forced_in, Record};
use yew::Reducible;

use super::model::{Hint, MatchState};
use super::notice::{Notice, Player, RecordError, Source};
use super::speed::WatchSpeed;
use crate::agent::{AiReply, Crash};
use crate::i18n::{Refusals, Words};
use crate::state::outbox::Outboxed;
use crate::state::seat::BySeat;

/// Everything that changes a match.
#[derive(Debug)]
pub enum Action<G: Refusals> {
    /// A new game from the same start with these players and rules.
    NewGame(BySeat<Player>, G::Rules),
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
    /// Load a pasted record of another program's format, with the rules it
    /// names, or say why it was refused (nothing changes then).
    /// (`None` rules: a position, loaded under the rules of the game shown.)
    LoadForeign(Result<(Option<G::Rules>, Record), Words>),
    /// Open a game link under its rules, with its players: the game shown until
    /// then stays one undo away, and the page says so. The notice, if any,
    /// reports what of the link was refused (rule options or players; the
    /// defaults are given instead).
    OpenLink(G::Rules, Record, BySeat<Player>, Option<Notice>),
    /// Hide the message.
    Dismiss,
    /// Stop asking the computer for moves (the question in flight is dropped).
    Pause,
    /// Go on asking the computer for moves.
    Resume,
    /// While paused: ask the computer for one move.
    Step,
    /// Play a game between two computers at this speed.
    SetSpeed(WatchSpeed),
    /// Two people at this screen become a person here and a friend at a
    /// distance, who plays the side to move: their moves arrive by link.
    SendByLink,
    /// Review the game for mistakes: every position is scored in turn.
    Analyse,
    /// Ask the computer for the best move in the position after this many moves
    /// (the current one for the person to move, or one under review).
    AskHint(usize),
    /// Go back to a saved game; the game shown until then stays one undo away.
    Restore(BySeat<Player>, G::Rules, Record),
}

impl<G: Refusals> Reducible for MatchState<G> {
    type Action = Action<G>;

    /// Applies `action`, then posts the requests that the new state waits for
    /// and the old one did not (the outbox goes on from the old state's, even
    /// when the action put another game in its place).
    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let next = self.clone().apply(action);
        Self::posted(&self, next)
    }
}

impl<G: Refusals> MatchState<G> {
    /// Loads `record` under `rules` for two people at this screen: a pasted
    /// record loads whole or not at all (the game in progress stays as it was).
    fn load(&mut self, rules: G::Rules, record: &Record, source: Source) {
        let players = BySeat {
            a: Player::Human,
            b: Player::Human,
        };
        let empty = record.start.is_none() && record.moves.is_empty();
        match MatchState::from_record(rules, players, record) {
            _ if empty && source == Source::Record => self.notice = Some(Notice::EmptyRecord),
            Err(error) | Ok((_, Some(error))) if source == Source::Record => {
                self.notice = Some(Notice::Load { source, error });
            }
            Err(error) => self.notice = Some(Notice::Load { source, error }),
            Ok((mut loaded, error)) => {
                loaded.next_id = self.next_id;
                loaded.previous = Some(self.as_previous());
                loaded.notice = Some(match error {
                    Some(error) => Notice::Load { source, error },
                    None => Notice::RecordLoaded(loaded.plies.len()),
                });
                *self = loaded;
            }
        }
    }

    /// The state after `action`, or `self` itself when nothing changes.
    fn apply(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut s = (*self).clone();
        // A friend's link that goes on with the game by link in progress: the
        // game goes on in place, with no saved copy of the moves before.
        if let Action::OpenLink(rules, record, players, None) = &action {
            if let Some(mut loaded) = s.continued_by(rules.clone(), record, *players) {
                let arrived = loaded.plies.notation()[s.plies.len()..].join(" ");
                loaded.next_id = s.next_id;
                loaded.previous = s.previous.clone();
                loaded.watch_speed = s.watch_speed;
                loaded.notice = (!arrived.is_empty()).then_some(Notice::FriendMoved(arrived));
                return Rc::new(loaded);
            }
        }
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
                let human_moves = s.plies.iter().any(|p| s.players[p.seat] == Player::Human);
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
                            let words = G::computer_words(s.position(), m);
                            s.push(m);
                            s.notice = Some(Notice::ComputerMoved {
                                notation: s.plies.iter().last().map(|p| p.notation.clone()).unwrap_or_default(),
                                depth: answer.depth,
                                nodes: answer.nodes,
                                ms: answer.elapsed_ms.max(0.0) as u64,
                                after_crash: s.crashes > 0,
                                forced_in: forced_in(answer.score),
                                words,
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
            Action::Load(record, source) => s.load(s.rules.clone(), &record, source),
            Action::LoadForeign(Ok((rules, record))) => {
                let rules = rules.unwrap_or_else(|| s.rules.clone());
                s.load(rules, &record, Source::Record);
            }
            Action::LoadForeign(Err(words)) => {
                s.notice = Some(Notice::Load {
                    source: Source::Record,
                    error: RecordError::Position(words),
                });
            }
            Action::OpenLink(rules, record, players, rules_notice) => {
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
            Action::SetSpeed(speed) => s.watch_speed = speed,
            Action::SendByLink => {
                if !s.by_link() {
                    let friend = s.friend_seat();
                    s.players = BySeat::new_with(|seat| if seat == friend { Player::Friend } else { Player::Human });
                }
            }
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
