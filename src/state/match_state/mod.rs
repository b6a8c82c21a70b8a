//! The state of one match: positions, moves, players and the computer's pending
//! requests, changed only through [`Action`]s (one reducer, as in Yew's todomvc).
//!
//! - [`model`]: the game of a match, made and read;
//! - [`session`]: the match as a page holds it, its game and the session
//!   around it (the requests waited for, by id, the message, the advice);
//! - [`notice`]: players and the messages for the player;
//! - [`requests`]: what it asks the computer player;
//! - [`side_lines`]: the variations explored beside the game;
//! - [`reduce`]: the actions and the reducer.

mod model;
mod notice;
mod reduce;
mod requests;
mod session;
mod side_lines;
mod speed;

pub use abstrakta_engine::forced_in;
pub use model::{Hint, Match};
pub use notice::{MoveRefusal, Notice, Player, PositionRefusal, RecordError, Source};
pub use reduce::Action;
pub(crate) use requests::fresh;
pub use requests::{review_limits, COACH_SEED, HINT_PROOF, MISTAKES_SHOWN, MISTAKE_DROP};
pub use session::{MatchState, Session, Wait};
pub use side_lines::{node_after, SideLines};
pub use speed::{WatchSpeed, WATCH_DELAY_MS};

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use abstrakta_engine::{Features, Level, Record, RulesError, MAX_RECORD_MOVES, WIN};
    use yew::Reducible;

    use super::*;
    use crate::agent::{AiError, AiMove};
    use crate::agent::{AiReply, Crash};
    use crate::state::outbox::{Errand, Seed};
    use crate::state::seat::{BySeat, Seat};
    use crate::state::TreeStep;
    use abstrakta_engine::brandubh::{self, Position};
    use abstrakta_engine::{Notation, Registered};

    type State = MatchState<Position>;

    fn humans() -> BySeat<Player> {
        BySeat {
            a: Player::Human,
            b: Player::Human,
        }
    }

    fn computer_first() -> BySeat<Player> {
        BySeat {
            a: Player::Computer(Level::Easy),
            b: Player::Human,
        }
    }

    fn vs_computer() -> BySeat<Player> {
        BySeat {
            a: Player::Human,
            b: Player::Computer(Level::Easy),
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
                lines: Vec::new(),
            }),
        }
    }

    /// The kinds of commands posted so far, with their request ids.
    fn posted(s: &State, done: u64) -> Vec<(Errand, u32, Seed)> {
        s.session
            .outbox
            .since(done)
            .map(|c| (c.errand, c.request.id, c.seed))
            .collect()
    }

    /// Every request goes out through the outbox: the reducer posts it when the
    /// state starts waiting for it, once, and an answer of no kind is lost.
    #[test]
    fn requests_are_posted_once_to_the_outbox_and_any_can_go_unanswered() {
        let computer_first = computer_first();
        let s = Rc::new(State::new(brandubh::Rules::default(), computer_first));
        let first = s.pending().expect("the computer moves first");
        assert_eq!(posted(&s, 0), [(Errand::Move, first, Seed::Random)]);
        let same = s.clone().reduce(Action::Dismiss);
        assert_eq!(same.session.outbox.posted(), 1, "nothing new to send");
        let s = s.reduce(Action::Reply(reply(first, "d2-e2")));
        assert_eq!(s.session.outbox.posted(), 1, "a person's turn: nothing to send");
        let s = s.reduce(Action::AskHint(usize::MAX));
        let hint = s.hint_pending().expect("a hint is asked for");
        assert_eq!(posted(&s, 1), [(Errand::Hint, hint, Seed::Fixed(COACH_SEED))]);
        assert_eq!(
            s.session.outbox.since(1).next().map(|c| c.request.moves.clone()),
            Some(vec!["d2-e2".to_string()])
        );
        // A hint the worker never answers is given up with the page's notice.
        let s = s.reduce(Action::NoAnswer { id: hint, seconds: 35 });
        assert_eq!(
            (s.hint_pending(), s.session.notice.clone()),
            (None, Some(Notice::NoAnswer(35)))
        );
        let s = s
            .reduce(Action::NoAnswer { id: hint, seconds: 35 })
            .reduce(Action::Dismiss);
        assert_eq!(s.session.notice, None, "a second time: stale");
        // The person's move posts the computer's next request.
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        let next = s.pending().expect("the computer's turn");
        assert_eq!(posted(&s, 2), [(Errand::Move, next, Seed::Random)]);
        // A game loaded in its place goes on numbering from the same outbox.
        let s = s.reduce(Action::Load(Record::parse("d1-e1 d3-f3"), Source::Record));
        let s = s.reduce(Action::Analyse);
        let (review, at) = s.analysing().expect("a review");
        assert_eq!(
            (posted(&s, 3), at),
            (vec![(Errand::Review, review, Seed::Fixed(COACH_SEED))], 0)
        );
        let s = s.reduce(Action::Reply(AiReply {
            id: review,
            result: Err(AiError::GameOver),
        }));
        let (second, at) = s.analysing().expect("the review goes on");
        assert_eq!(
            (posted(&s, 4), at),
            (vec![(Errand::Review, second, Seed::Fixed(COACH_SEED))], 1)
        );
        assert_ne!(second, review);
    }

    /// Two computers: each move waits a moment, so the game can be watched.
    #[test]
    fn a_game_between_computers_is_posted_with_a_pause() {
        let computers = BySeat {
            a: Player::Computer(Level::Easy),
            b: Player::Computer(Level::Easy),
        };
        let s = State::new(brandubh::Rules::default(), computers);
        assert_eq!(
            s.session.outbox.since(0).map(|c| c.delay_ms).collect::<Vec<_>>(),
            [WATCH_DELAY_MS]
        );
        let s = State::new(brandubh::Rules::default(), vs_computer());
        assert_eq!(s.session.outbox.posted(), 0, "a person moves first");
    }

    /// The speed of a game between computers sets the pause before each move,
    /// and a new game keeps it.
    #[test]
    fn a_game_between_computers_goes_at_the_speed_chosen() {
        let computers = BySeat {
            a: Player::Computer(Level::Easy),
            b: Player::Computer(Level::Easy),
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), computers));
        let s = s.reduce(Action::SetSpeed(WatchSpeed::Fastest));
        assert_eq!(s.session.watch_speed, WatchSpeed::Fastest);
        let s = s.reduce(Action::NewGame(computers, brandubh::Rules::default()));
        assert_eq!(s.session.watch_speed, WatchSpeed::Fastest, "a new game keeps the speed");
        let delays: Vec<u32> = s.session.outbox.since(0).map(|c| c.delay_ms).collect();
        assert_eq!(delays.last(), Some(&0), "{delays:?}");
        let s = s.reduce(Action::SetSpeed(WatchSpeed::Slow));
        let s = s.reduce(Action::NewGame(computers, brandubh::Rules::default()));
        assert_eq!(s.session.outbox.since(0).map(|c| c.delay_ms).last(), Some(2_000));
    }

    /// The record is shared between states: an action that changes no move
    /// copies none, and a move adds one without touching the state before it.
    #[test]
    fn actions_share_the_record_and_a_move_leaves_the_state_before_it_whole() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let one = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let two = one.clone().reduce(Action::Play(mv(&one, "e4-e3")));
        assert_eq!((one.plies.notation(), two.plies.len()), (vec!["d2-e2".to_string()], 2));
        assert_eq!(two.plies[1].seat, Seat::B);
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
        assert_eq!(s.session.notice, Some(Notice::EmptyRecord));
        let s = s.reduce(Action::Load(Record::parse("d1-e1 zz9"), Source::Record));
        assert_eq!(
            s.plies.notation(),
            ["d2-e2"],
            "nothing of the bad record replaces the game"
        );
        assert!(matches!(
            s.session.notice,
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
            humans(),
            None,
        ));
        assert_eq!(s.plies.notation(), ["d1-e1"]);
        assert_eq!(s.session.notice, Some(Notice::LinkOverGame));
        let s = s.reduce(Action::Undo).reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2"]);
    }

    #[test]
    fn a_game_by_link_goes_to_the_friend_and_back_in_place() {
        let rules = brandubh::Rules::default();
        // Two people at one screen; the first moves, then sends the move.
        let s = Rc::new(State::new(rules, humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.reduce(Action::SendByLink);
        let me = BySeat {
            a: Player::Human,
            b: Player::Friend,
        };
        assert_eq!(s.players, me, "the friend plays the side to move");
        assert!(s.by_link() && !s.human_to_move(), "the board waits for the friend");
        assert_eq!(s.person(), Some(Seat::A));
        let (record, theirs) = s.link_for_friend();
        assert_eq!(record.moves, ["d2-e2"]);
        assert_eq!(
            theirs,
            me.swapped(),
            "the friend's link: they play, the sender is the friend"
        );
        // The friend opens it over a game of their own, which is kept.
        let friend = Rc::new(State::new(rules, humans()));
        let friend = friend.clone().reduce(Action::Play(mv(&friend, "d1-e1")));
        let friend = friend.reduce(Action::OpenLink(rules, record, theirs, None));
        assert_eq!(friend.plies.notation(), ["d2-e2"]);
        assert_eq!(friend.session.notice, Some(Notice::LinkOverGame));
        assert_eq!(
            friend.replaced().map(|r| r.plies.notation()),
            Some(vec!["d1-e1".to_string()])
        );
        assert!(friend.human_to_move());
        let friend = friend.clone().reduce(Action::Play(mv(&friend, "d3-f3")));
        let (back, ours) = friend.link_for_friend();
        assert_eq!(ours, me);
        // Back here: the game goes on in place, nothing replaced, the move said.
        let before = s.replaced().map(Rc::as_ptr);
        let s = s.reduce(Action::OpenLink(rules, back.clone(), ours, None));
        assert_eq!(s.plies.notation(), ["d2-e2", "d3-f3"]);
        assert_eq!(s.session.notice, Some(Notice::FriendMoved("d3-f3".into())));
        assert_eq!(s.replaced().map(Rc::as_ptr), before, "no saved copy of the game before");
        assert!(s.human_to_move());
        // A link of another game (not this one's moves first) opens as its own
        // game, this one kept.
        let other = Record::parse("d1-e1 d3-f3");
        let s = s.reduce(Action::OpenLink(rules, other, ours, None));
        assert_eq!(s.plies.notation(), ["d1-e1", "d3-f3"]);
        assert_eq!(s.session.notice, Some(Notice::LinkOverGame));
        assert_eq!(
            s.replaced().map(|r| r.plies.notation()),
            Some(vec!["d2-e2".to_string(), "d3-f3".to_string()])
        );
    }

    #[test]
    fn a_link_with_bad_rules_and_a_bad_move_says_both() {
        let rules = Notice::Load {
            source: Source::Link,
            error: RecordError::Rules(RulesError::Unknown {
                game: abstrakta_engine::GameKind::Brandubh,
                option: "x".into(),
                known: "repetition".into(),
            }),
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.reduce(Action::OpenLink(
            brandubh::Rules::default(),
            Record::parse("d6-c6 zz9-q1"),
            humans(),
            Some(rules.clone()),
        ));
        assert_eq!(s.plies.notation(), ["d6-c6"]);
        match &s.session.notice {
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
            humans(),
            Some(rules.clone()),
        ));
        assert_eq!(s.session.notice, Some(rules));
    }

    #[test]
    fn a_game_between_computers_pauses_resumes_and_steps() {
        let both = BySeat {
            a: Player::Computer(Level::Easy),
            b: Player::Computer(Level::Easy),
        };
        let s = Rc::new(State::new(brandubh::Rules::default(), both));
        let asked = s.pending().expect("the computer is asked at once");
        let s = s.reduce(Action::Pause);
        assert!(
            s.session.paused && s.pending().is_none(),
            "pausing drops the question in flight"
        );
        let s = s.reduce(Action::Reply(reply(asked, "d2-e2")));
        assert!(s.plies.is_empty(), "the dropped question's answer is not played");
        let s = s.reduce(Action::Step);
        let one = s.pending().expect("a step asks for one move");
        assert!(s.session.paused);
        let s = s.reduce(Action::Reply(reply(one, "d2-e2")));
        assert_eq!(s.plies.notation(), ["d2-e2"]);
        assert_eq!(s.pending(), None, "after one step the game waits again");
        let s = s.reduce(Action::Resume);
        assert!(
            !s.session.paused && s.pending().is_some(),
            "resuming asks for the next move"
        );
    }

    #[test]
    fn a_game_s_address_holds_its_start_moves_so_far_and_rules_other_than_the_defaults() {
        let record = Record {
            start: None,
            moves: vec!["d2-e2".into(), "c4-c5".into()],
        };
        let (s, _) = State::from_record(brandubh::Rules::default(), humans(), &record).unwrap();
        let params = s.params(1);
        assert_eq!(
            (params.position, params.moves, params.rules),
            (None, Some(vec!["d2-e2".to_string()]), None)
        );
        let rules = brandubh::Rules::with_repetition(brandubh::RepetitionRule::NotEnforced);
        let (s, _) = State::from_record(rules, humans(), &record).unwrap();
        assert_eq!(s.params(9).moves.map(|m| m.len()), Some(2));
        assert_eq!(s.params(0).rules, Some(Position::rules_text(&rules)));
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
        let RecordError::Move { index: 1, text, reason } = &error else {
            panic!("{error:?}");
        };
        assert!(
            text.starts_with("d1-e1d1-e1") && text.len() < 100,
            "quoted short: {text}"
        );
        assert_eq!(*reason, MoveRefusal::TooLong { length: 50_000 });
        let many = vec!["d1-e1".to_string(); MAX_RECORD_MOVES + 1];
        let error = State::from_record(brandubh::Rules::default(), humans(), &record(None, many)).unwrap_err();
        assert_eq!(
            error,
            RecordError::Position(PositionRefusal::TooManyMoves {
                moves: MAX_RECORD_MOVES + 1
            })
        );
        let huge = "7/".repeat(1000);
        let error = State::from_record(brandubh::Rules::default(), humans(), &record(Some(huge), vec![])).unwrap_err();
        assert_eq!(error, RecordError::Position(PositionRefusal::TooLong { length: 2000 }));
    }

    #[test]
    fn a_hint_is_asked_for_the_person_to_move_and_forgotten_after_a_move() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.reduce(Action::AskHint(usize::MAX));
        let id = s.hint_pending().expect("asked");
        let request = s.hint_request(5).expect("a request");
        assert_eq!(
            (request.id, request.limits),
            (id, brandubh::Position::level_limits(Level::Hard))
        );
        let s = s.reduce(Action::Reply(reply(id, "d2-e2")));
        assert_eq!(s.session.hint.as_ref().map(|h| h.notation.as_str()), Some("d2-e2"));
        assert!(s.plies.is_empty(), "a hint is not played");
        let m = mv(&s, "d1-e1");
        let s = s.reduce(Action::Play(m));
        assert_eq!(s.session.hint, None, "a move makes the hint stale");
        assert_eq!(s.hint_pending(), None);
        let s = s.reduce(Action::AskHint(usize::MAX));
        assert_eq!(s.hint_pending(), None, "not while the computer is to move");
    }

    #[test]
    fn hot_seat_moves_and_undo() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        assert_eq!(s.pending(), None);
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
        let id = s.pending().expect("computer asked");
        let request = s.request(1).unwrap();
        assert_eq!(request.id, id);
        assert_eq!(request.moves, ["d2-e2"]);
        assert!(!s.human_to_move());
        let s = s.reduce(Action::Reply(reply(id, "e4-e3")));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert_eq!(s.pending(), None);
        assert!(s.human_to_move());
    }

    #[test]
    fn stale_replies_are_dropped() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let old = s.pending().unwrap();
        // The person takes the move back while the computer thinks.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.pending(), None);
        let after = s.clone().reduce(Action::Reply(reply(old, "e4-e3")));
        assert!(Rc::ptr_eq(&s, &after), "the old reply changes nothing");
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        assert_ne!(s.pending(), Some(old), "a new request has a new id");
    }

    #[test]
    fn a_hint_may_be_asked_for_a_position_under_review() {
        let s = Rc::new(State::new(brandubh::Rules::default(), humans()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Play(mv(&s, "e4-e3")));
        let s = s.clone().reduce(Action::AskHint(1));
        let id = s.hint_pending().expect("asked");
        let request = s.hint_request(3).unwrap();
        assert_eq!(request.moves, ["d2-e2"], "the position after one move");
        assert_eq!(request.proof, Some(HINT_PROOF));
        // A hint is searched afresh: the same position and seed give the same hint.
        assert!(!request.limits.features.has(Features::MEMORY));
        let s = s.reduce(Action::Reply(reply(id, "d3-c3")));
        let hint = s.session.hint.as_ref().unwrap();
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
                lines: Vec::new(),
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
            let (id, asked) = s.analysing().expect("in progress");
            assert_eq!(asked, at);
            assert_eq!(s.analysis_request(1).unwrap().moves.len(), at);
            s = s.reduce(Action::Reply(scored(id, score)));
        }
        assert_eq!(s.analysing(), None, "done");
        // Move 2 (d1-d2): 10 before, -250 after for the attackers: a drop of 260.
        // Move 3 (d3-c3): 250 before, 210 after: 40, under the threshold.
        assert_eq!(s.mistakes(), vec![(2, 260)]);
        // Into a forced loss: the game thrown away; from a forced win to a position
        // still not lost: no mistake (at worst a slower win).
        let mut t = (*s).clone();
        t.session.analysis = vec![Some(0), Some(WIN - 5), Some(-300), Some(-(WIN - 3)), Some(WIN - 2)];
        assert_eq!(t.mistakes(), vec![(0, WIN)]);
        // A new move clears the review.
        let s = s.clone().reduce(Action::Play(mv(&s, "b4-b5")));
        assert!(s.session.analysis.is_empty() && s.mistakes().is_empty());
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
        let first = s.pending().unwrap();
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
        let second = s.pending().expect("asked again at once");
        assert_ne!(second, first);
        assert!(
            matches!(&s.session.notice, Some(Notice::WorkerCrashed { reason, asked_again: true }) if reason == "unreachable")
        );
        // A second crash in a row: the player is asked to decide.
        let s = s.reduce(Action::Crashed {
            id: second,
            crash: crash("unreachable"),
        });
        assert_eq!(s.pending(), None);
        assert!(matches!(
            s.session.notice,
            Some(Notice::WorkerCrashed { asked_again: false, .. })
        ));
        let s = s.reduce(Action::Retry);
        let third = s.pending().expect("asked on request");
        // The answer says that a new worker made it, and the count starts again.
        let s = s.reduce(Action::Reply(reply(third, "e4-e3")));
        assert!(matches!(
            s.session.notice,
            Some(Notice::ComputerMoved { after_crash: true, .. })
        ));
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        let s = s.clone().reduce(Action::Crashed {
            id: s.pending().unwrap(),
            crash: crash("again"),
        });
        assert!(s.pending().is_some(), "a first crash again after an answer");
        // A worker that cannot start is not started again and again.
        let id = s.pending().unwrap();
        let s = s.reduce(Action::Crashed {
            id,
            crash: Crash::NotStarted("404".into()),
        });
        assert_eq!(s.pending(), None);
        assert_eq!(s.session.notice, Some(Notice::WorkerNotStarted("404".into())));
    }

    #[test]
    fn undo_against_the_computer_returns_to_the_persons_turn() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Reply(reply(s.pending().unwrap(), "e4-e3")));
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        let s = s.clone().reduce(Action::Reply(reply(s.pending().unwrap(), "c4-c3")));
        assert_eq!(s.plies.len(), 4);
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert!(s.human_to_move());
    }

    /// The moves of the lines beside the game: the main line, then the line shown.
    fn lines_of(s: &State) -> (Vec<String>, Vec<String>) {
        let lines = s.session.side_lines.as_ref().expect("lines beside the game");
        let tree = lines.explored().tree();
        let main = tree
            .main_line()
            .iter()
            .map(|&id| tree.node(id).unwrap().notation.clone())
            .collect();
        let shown = lines.explored().moves_shown().into_iter().map(String::from).collect();
        (main, shown)
    }

    #[test]
    fn a_move_at_an_earlier_point_starts_a_variation_beside_the_game_which_goes_on() {
        let s = Rc::new(State::new(brandubh::Rules::default(), vs_computer()));
        let s = s.clone().reduce(Action::Play(mv(&s, "d2-e2")));
        let s = s.clone().reduce(Action::Reply(reply(s.pending().unwrap(), "e4-e3")));
        let s = s.clone().reduce(Action::Play(mv(&s, "d6-e6")));
        let asked = s.pending().unwrap();
        // While the computer thinks, the person tries another second move for the other side.
        let other = s.plies.position(1).parse_move("c4-c6").unwrap();
        let s = s.reduce(Action::Explore(Some(1), other));
        assert_eq!(
            s.plies.notation(),
            ["d2-e2", "e4-e3", "d6-e6"],
            "the game is not changed"
        );
        assert_eq!(s.pending(), Some(asked), "nor its request");
        assert_eq!(lines_of(&s), (s.plies.notation(), vec!["d2-e2".into(), "c4-c6".into()]));
        // Both sides play on in the variation.
        let then = s
            .session
            .side_lines
            .as_ref()
            .unwrap()
            .explored()
            .playable()
            .parse_move("d6-c6")
            .ok();
        assert!(then.is_none(), "c6 is taken: refused");
        let next = s
            .session
            .side_lines
            .as_ref()
            .unwrap()
            .explored()
            .playable()
            .parse_move("b4-b2")
            .unwrap();
        let s = s.reduce(Action::Explore(None, next));
        assert_eq!(lines_of(&s).1, ["d2-e2", "c4-c6", "b4-b2"]);
        // The computer's move arrives: the main line grows, the variation stays shown.
        let s = s.reduce(Action::Reply(reply(asked, "c4-c3")));
        assert_eq!(lines_of(&s).0, ["d2-e2", "e4-e3", "d6-e6", "c4-c3"]);
        assert_eq!(lines_of(&s).1, ["d2-e2", "c4-c6", "b4-b2"]);
        assert_eq!(
            s.session.side_lines.as_ref().unwrap().variation_lines(),
            [["d2-e2", "c4-c6", "b4-b2"]]
        );
        // A move from the game's last position is never a variation.
        let s2 = s.clone().reduce(Action::Explore(Some(4), mv(&s, "d1-e1")));
        assert!(Rc::ptr_eq(&s, &s2));
        // Steps, and deleting: never the game's moves.
        let s = s.reduce(Action::Tree(TreeStep::Back)).reduce(Action::DeleteVariation);
        assert_eq!(lines_of(&s).1, ["d2-e2"], "the variation deleted, its point shown");
        let s2 = s.clone().reduce(Action::DeleteVariation);
        assert!(Rc::ptr_eq(&s, &s2), "the game's move is not deleted");
        assert_eq!(s.session.side_lines.as_ref().unwrap().game_moves_shown(), Some(1));
        // Undo works as without variations, and a new game has none.
        let s = s.reduce(Action::Undo);
        assert_eq!(s.plies.notation(), ["d2-e2", "e4-e3"]);
        assert_eq!(lines_of(&s).0, ["d2-e2", "e4-e3"]);
        let s = s.reduce(Action::NewGame(vs_computer(), brandubh::Rules::default()));
        assert!(s.session.side_lines.is_none());
    }

    #[test]
    fn the_computer_moves_first_when_it_has_the_first_side() {
        let players = computer_first();
        let s = Rc::new(State::new(brandubh::Rules::default(), players));
        let id = s.pending().expect("asked at once");
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
        let id = s.pending().unwrap();
        let bad = s.clone().reduce(Action::Reply(reply(id, "a1-a7")));
        assert_eq!(bad.plies.len(), 1);
        assert!(matches!(bad.session.notice, Some(Notice::WorkerBadMove { .. })));
        let failed = s.clone().reduce(Action::Reply(AiReply {
            id,
            result: Err(AiError::GameOver),
        }));
        assert!(matches!(failed.session.notice, Some(Notice::WorkerError(_))));
        let silent = s.clone().reduce(Action::NoAnswer { id, seconds: 20 });
        assert_eq!(silent.pending(), None);
        assert_eq!(silent.session.notice, Some(Notice::NoAnswer(20)));
        let late = silent.clone().reduce(Action::Reply(reply(id, "e4-e3")));
        assert!(Rc::ptr_eq(&silent, &late), "a reply after giving up is stale");
        let retried = failed.reduce(Action::Retry);
        assert!(retried.pending().is_some() && retried.pending() != Some(id));
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
            &s.session.notice,
            Some(Notice::Load {
                error: RecordError::Move { index: 2, .. },
                ..
            })
        ));
        let before = s.plies.notation();
        let s = s.reduce(Action::Load(Record::parse("position: nonsense\nd2-e2"), Source::Record));
        assert_eq!(s.plies.notation(), before, "a bad start position loses nothing");
        assert!(matches!(
            &s.session.notice,
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
        let players = BySeat {
            a: Player::Human,
            b: Player::Computer(Level::Easy),
        };
        let s = Rc::new(Thud::new(thud::Rules::default(), players));
        assert_eq!(s.player_to_move(), Player::Human, "seat A leads the dwarfs in battle 1");
        let propose = s.position().parse_move("propose").unwrap();
        let s = s.reduce(Action::Play(propose));
        let id = s.pending().expect("the computer answers the proposal");
        let s = s.reduce(Action::Reply(reply(id, "accept")));
        // Battle 1 is over (a draw); battle 2 starts with the computer leading the dwarfs.
        assert_eq!(s.position().battle(), 2);
        assert!(!s.match_over());
        assert_eq!(s.round_starts(), vec![2]);
        assert_eq!(s.players_by_side().first, Player::Computer(Level::Easy));
        let id = s.pending().expect("the computer opens battle 2");
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
