//! Everything that changes a match, as [`Action`]s, and the one reducer that
//! applies them; what it starts waiting for, it posts to the outbox as it goes
//! ([`MatchState::ask`]).

use std::rc::Rc;

use abstrakta_engine::{forced_in, Record};
use yew::Reducible;

use super::model::{Hint, Match};
use super::notice::{Notice, Player, PositionRefusal, RecordError, Source};
use super::session::{MatchState, Wait};
use super::side_lines::SideLines;
use super::speed::WatchSpeed;
use crate::agent::{AiReply, Crash};
use crate::i18n::{Refusals, Words};
use crate::state::seat::BySeat;
use crate::state::TreeStep;

/// Everything that changes a match.
#[derive(Debug)]
pub enum Action<G: Refusals> {
    /// A new game from the same start with these players and rules.
    NewGame(BySeat<Player>, G::Rules),
    /// A person's move (ignored unless it is a person's turn and legal).
    Play(G::Move),
    /// Take back to the previous turn of a person.
    Undo,
    /// A move beside the game, into its variations: from the position after
    /// that many of its moves (`Some`, an earlier one), or from the move shown
    /// among the variations (`None`). The game itself does not change.
    Explore(Option<usize>, G::Move),
    /// A step about the game's moves and variations.
    Tree(TreeStep),
    /// Deletes the variation's move shown and what follows it.
    DeleteVariation,
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
    OpenLink(G::Rules, Record, BySeat<Player>, Option<Notice<G>>),
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

    /// Applies `action`; the requests it starts waiting for are posted as it
    /// goes, after the old state's (the session, and so the outbox, goes on
    /// even when the action puts another game in place).
    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        self.apply(action)
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
        match Match::from_record(rules, players, record) {
            _ if empty && source == Source::Record => self.session.notice = Some(Notice::EmptyRecord),
            Err(error) | Ok((_, Some(error))) if source == Source::Record => {
                self.session.notice = Some(Notice::Load { source, error });
            }
            Err(error) => self.session.notice = Some(Notice::Load { source, error }),
            Ok((loaded, error)) => {
                let notice = Some(match error {
                    Some(error) => Notice::Load { source, error },
                    None => Notice::RecordLoaded(loaded.plies.len()),
                });
                self.replace(loaded, true, notice);
            }
        }
    }

    /// The state after `action`, or `self` itself when nothing changes.
    fn apply(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut s = (*self).clone();
        // A friend's link that goes on with the game by link in progress: the
        // game goes on in place, with no saved copy of the moves before.
        if let Action::OpenLink(rules, record, players, None) = &action {
            if let Some(loaded) = s.continued_by(rules.clone(), record, *players) {
                let arrived = loaded.plies.notation()[s.plies.len()..].join(" ");
                let previous = s.session.previous.take();
                let side_lines = s.session.side_lines.take();
                s.replace(
                    loaded,
                    false,
                    (!arrived.is_empty()).then_some(Notice::FriendMoved(arrived)),
                );
                s.session.previous = previous;
                s.session.side_lines = side_lines;
                s.follow_game();
                return Rc::new(s);
            }
        }
        match action {
            Action::NewGame(players, rules) => {
                let fresh = s.restarted(players, rules);
                s.replace(fresh, true, None);
            }
            Action::Play(m) => {
                if !s.human_to_move() || !s.position().is_legal(m) {
                    return self;
                }
                s.push(m);
                s.session.notice = None;
                s.schedule();
            }
            Action::Undo => {
                if !s.can_undo() {
                    return self;
                }
                let human_moves = s.plies.iter().any(|p| s.players[p.seat] == Player::Human);
                if !human_moves {
                    // Nothing of this game to take back: the game it replaced returns.
                    if let Some(before) = s.session.previous.take() {
                        s.replace((*before).clone(), false, None);
                    }
                    return Rc::new(s);
                }
                s.pop();
                while !s.plies.is_empty() && s.player_to_move() != Player::Human {
                    s.pop();
                }
                s.session.waiting.retain(|w| w != Wait::Move);
                s.session.notice = None;
                s.schedule();
            }
            Action::Explore(at, m) => {
                let n = s.plies.len();
                let lines = s.session.side_lines.get_or_insert_with(|| SideLines::of(&s.game, n));
                // A move from the game's last position is the game's own, never a variation.
                let from_end = match at {
                    Some(at) => at >= n,
                    None => lines.game_moves_shown() == Some(n),
                };
                if from_end || !lines.play(at, m) {
                    return self;
                }
            }
            Action::Tree(step) => match &mut s.session.side_lines {
                Some(lines) => lines.step(step),
                None => return self,
            },
            Action::DeleteVariation => {
                if !s.session.side_lines.as_mut().is_some_and(|lines| lines.delete()) {
                    return self;
                }
            }
            Action::Reply(reply) => match s.answered(reply.id) {
                // A finished position has no score to give; it is not compared.
                Some(Wait::Review { at }) => s.analysed(at, reply.result.ok().map(|answer| answer.score)),
                Some(Wait::Hint { at }) => match reply.result {
                    Ok(answer) => {
                        s.session.hint = Some(Hint {
                            at,
                            notation: answer.notation,
                            score: answer.score,
                            depth: answer.depth,
                            line: answer.line,
                            forced: answer.forced,
                        })
                    }
                    Err(e) => s.session.notice = Some(Notice::WorkerError(e)),
                },
                Some(Wait::Move) => match reply.result {
                    Err(e) => s.session.notice = Some(Notice::WorkerError(e)),
                    Ok(answer) => match s.position().parse_move(&answer.notation) {
                        Err(e) => {
                            s.session.notice = Some(Notice::WorkerBadMove {
                                notation: answer.notation,
                                reason: e,
                            })
                        }
                        Ok(m) => {
                            let played = Some((s.position().clone(), m));
                            s.push(m);
                            s.session.notice = Some(Notice::ComputerMoved {
                                notation: s.plies.iter().last().map(|p| p.notation.clone()).unwrap_or_default(),
                                depth: answer.depth,
                                nodes: answer.nodes,
                                ms: answer.elapsed_ms.max(0.0) as u64,
                                after_crash: s.session.crashes > 0,
                                forced_in: forced_in(answer.score),
                                played,
                            });
                            s.session.crashes = 0;
                            s.schedule();
                        }
                    },
                },
                None => return self, // stale: an old request, or the game changed since
            },
            Action::NoAnswer { id, seconds } => {
                // Any kind of request: a move, a hint, a position of the review.
                if s.answered(id).is_none() {
                    return self; // stale
                }
                s.session.notice = Some(Notice::NoAnswer(seconds));
            }
            Action::Crashed { id, crash } => {
                // The request that was waiting: a move, a review's position or a hint.
                let Some(wait) = s.answered(id) else {
                    return self; // stale
                };
                s.session.notice = Some(match crash {
                    Crash::NotStarted(reason) => Notice::WorkerNotStarted(reason),
                    Crash::Crashed(reason) => {
                        if !matches!(wait, Wait::Review { .. }) {
                            s.session.crashes = s.session.crashes.saturating_add(1);
                        }
                        // The first crash of a move request: the new worker is asked
                        // at once. A second in a row waits for the player.
                        let asked_again = wait == Wait::Move && s.session.crashes == 1;
                        if asked_again {
                            s.schedule();
                        }
                        Notice::WorkerCrashed { reason, asked_again }
                    }
                });
            }
            Action::Retry => {
                s.session.notice = None;
                s.schedule();
            }
            Action::Load(record, source) => s.load(s.rules.clone(), &record, source),
            Action::LoadForeign(Ok((rules, record))) => {
                let rules = rules.unwrap_or_else(|| s.rules.clone());
                s.load(rules, &record, Source::Record);
            }
            Action::LoadForeign(Err(words)) => {
                s.session.notice = Some(Notice::Load {
                    source: Source::Record,
                    error: RecordError::Position(PositionRefusal::Foreign(words)),
                });
            }
            Action::OpenLink(rules, record, players, rules_notice) => {
                let had_game = !s.plies.is_empty();
                match Match::from_record(rules, players, &record) {
                    Err(error) => {
                        s.session.notice = Some(Notice::Load {
                            source: Source::Link,
                            error,
                        })
                    }
                    Ok((loaded, error)) => {
                        let notice = match error {
                            Some(error) => Some(Notice::Load {
                                source: Source::Link,
                                error,
                            }),
                            None => had_game.then_some(Notice::LinkOverGame),
                        };
                        // Bad rule options are said first, and a bad move as well.
                        let notice = match (rules_notice, notice) {
                            (Some(rules), Some(load @ Notice::Load { .. })) => {
                                Some(Notice::Both(Box::new(rules), Box::new(load)))
                            }
                            (Some(rules), _) => Some(rules),
                            (None, notice) => notice,
                        };
                        s.replace(loaded, had_game, notice);
                    }
                }
            }
            Action::Dismiss => s.session.notice = None,
            Action::SetSpeed(speed) => s.session.watch_speed = speed,
            Action::SendByLink => {
                if !s.by_link() {
                    let friend = s.friend_seat();
                    s.game.players =
                        BySeat::new_with(|seat| if seat == friend { Player::Friend } else { Player::Human });
                }
            }
            Action::Pause => {
                s.session.paused = true;
                s.session.waiting.retain(|w| w != Wait::Move);
            }
            Action::Resume => {
                s.session.paused = false;
                s.schedule();
            }
            Action::Restore(players, rules, record) => match Match::from_record(rules, players, &record) {
                Ok((restored, error)) => {
                    let keep = !s.plies.is_empty();
                    let notice = error.map(|error| Notice::Load {
                        source: Source::Record,
                        error,
                    });
                    s.replace(restored, keep, notice);
                }
                Err(error) => {
                    s.session.notice = Some(Notice::Load {
                        source: Source::Record,
                        error,
                    })
                }
            },
            Action::Analyse => {
                if s.plies.is_empty() || s.analysing().is_some() {
                    return self;
                }
                s.session.analysis = vec![None; s.plies.len() + 1];
                s.ask(Wait::Review { at: 0 });
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
                if !allowed || s.hint_pending().is_some() {
                    return self;
                }
                s.session.hint = None;
                s.ask(Wait::Hint {
                    at: at.min(s.plies.len()),
                });
            }
            Action::Step => {
                if !s.session.paused || s.thinking() {
                    return self;
                }
                s.session.paused = false;
                s.schedule();
                s.session.paused = true;
            }
        }
        Rc::new(s)
    }
}
