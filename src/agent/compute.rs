//! The worker's work: reading a message, checking it, replaying the game with
//! the checked `play`, and searching (a move, a hint, a proof).

use abstrakta_engine::{
    best_lines, line_to_text, prove, record, think_in, Clock, GameVisitor, Limits, Memories, ProofResult, Record,
    Registered, ReplayError, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES,
};

use super::protocol::{
    AiError, AiLine, AiMove, AiReply, AiRequest, Forced, ProofAsk, MAX_DEPTH, MAX_LINES, MAX_MESSAGE_BYTES,
    MAX_PROOF_NODES, MAX_PROOF_PLIES, PROTOCOL_VERSION,
};
/// Answers one raw message, whatever it holds: `None` when it is not text. A
/// message that is not a request is answered with [`AiError::Malformed`] (or
/// [`AiError::Version`] when it names another protocol version), under its `id`
/// when it has a readable one, else id 0.
pub fn answer(raw: Option<&str>, clock: &dyn Clock, memories: &mut Memories) -> AiReply {
    let refuse = |id: u32, error: AiError| AiReply { id, result: Err(error) };
    let Some(text) = raw else {
        return refuse(0, AiError::Malformed("the message is not text".into()));
    };
    if text.len() > MAX_MESSAGE_BYTES {
        return refuse(
            0,
            AiError::TooLarge(format!(
                "a message of {} bytes (at most {MAX_MESSAGE_BYTES})",
                text.len()
            )),
        );
    }
    match serde_json::from_str::<AiRequest>(text) {
        Ok(request) => compute(&request, clock, memories),
        Err(error) => {
            // Whatever can be read of it: an id to answer under, a version.
            let value = serde_json::from_str::<serde_json::Value>(text).ok();
            let field = |name: &str| {
                value
                    .as_ref()
                    .and_then(|v| v.get(name))
                    .and_then(serde_json::Value::as_u64)
                    .and_then(|n| u32::try_from(n).ok())
            };
            let id = field("id").unwrap_or(0);
            match field("version") {
                Some(got) if got != PROTOCOL_VERSION => refuse(
                    id,
                    AiError::Version {
                        expected: PROTOCOL_VERSION,
                        got,
                    },
                ),
                _ => refuse(id, AiError::Malformed(error.to_string())),
            }
        }
    }
}

/// Answers a request: replays it with checked moves, then searches. Pure apart
/// from the clock and the `memories` of earlier searches (whose tables are
/// reused, and whose contents are used only when the request's techniques
/// include [`abstrakta_engine::Features::MEMORY`]), so it runs natively in tests.
pub fn compute(request: &AiRequest, clock: &dyn Clock, memories: &mut Memories) -> AiReply {
    let result = if request.version != PROTOCOL_VERSION {
        Err(AiError::Version {
            expected: PROTOCOL_VERSION,
            got: request.version,
        })
    } else if let Err(e) = check_limits(&request.limits) {
        Err(e)
    } else if let Err(e) = check_size(request) {
        Err(e)
    } else if let Err(e) = check_proof(request.proof.as_ref()) {
        Err(e)
    } else if request.lines > MAX_LINES {
        Err(AiError::BadLimits(format!(
            "{} lines (at most {MAX_LINES})",
            request.lines
        )))
    } else {
        request.game.visit(BestMove {
            request,
            clock,
            memories,
        })
    };
    AiReply { id: request.id, result }
}

/// Requests the page would never send are refused before any work: a game no
/// longer than a record may be, moves and texts no longer than the page reads.
fn check_size(request: &AiRequest) -> Result<(), AiError> {
    let too_long_move = request.moves.iter().position(|m| m.len() > MAX_MOVE_TEXT);
    if request.moves.len() > MAX_RECORD_MOVES
        || request.start.len() > MAX_POSITION_TEXT
        || request.rules.len() > MAX_POSITION_TEXT
        || too_long_move.is_some()
    {
        return Err(AiError::TooLarge(format!(
            "{} moves (at most {MAX_RECORD_MOVES}), a start of {} characters (at most {MAX_POSITION_TEXT}), rules of {} characters{}",
            request.moves.len(),
            request.start.len(),
            request.rules.len(),
            too_long_move.map_or_else(String::new, |i| format!(", move {} too long (at most {MAX_MOVE_TEXT})", i + 1))
        )));
    }
    Ok(())
}

/// Depth 1 to [`MAX_DEPTH`], at least one node, a finite non-negative deadline.
fn check_limits(limits: &Limits) -> Result<(), AiError> {
    if limits.max_depth == 0 || limits.max_depth > MAX_DEPTH {
        return Err(AiError::BadLimits(format!(
            "depth {} (1 to {MAX_DEPTH})",
            limits.max_depth
        )));
    }
    if limits.max_nodes == 0 || limits.second_side_nodes == Some(0) {
        return Err(AiError::BadLimits("zero nodes".into()));
    }
    if let Some(ms) = limits.deadline_ms {
        if !ms.is_finite() || ms < 0.0 {
            return Err(AiError::BadLimits(format!("deadline {ms} ms")));
        }
    }
    if limits.random_margin < 0 {
        return Err(AiError::BadLimits(format!("random margin {}", limits.random_margin)));
    }
    Ok(())
}

/// A proof search of 1 to [`MAX_PROOF_PLIES`] plies and 1 to [`MAX_PROOF_NODES`].
fn check_proof(proof: Option<&ProofAsk>) -> Result<(), AiError> {
    match proof {
        Some(p) if p.plies == 0 || p.plies > MAX_PROOF_PLIES => Err(AiError::BadLimits(format!(
            "a proof of {} plies (1 to {MAX_PROOF_PLIES})",
            p.plies
        ))),
        Some(p) if p.nodes == 0 || p.nodes > MAX_PROOF_NODES => Err(AiError::BadLimits(format!(
            "a proof of {} nodes (1 to {MAX_PROOF_NODES})",
            p.nodes
        ))),
        _ => Ok(()),
    }
}

/// The position after `moves` from `start` (the game's own start when empty),
/// every move checked; a move after the end of a round opens the next round.
///
/// # Errors
/// [`AiError`] for a bad position or a refused move.
pub fn replay<G: Registered>(start: &str, moves: &[String], rules: &G::Rules) -> Result<G, AiError> {
    let record = Record {
        start: Some(start.to_string()),
        moves: moves.to_vec(),
    };
    record::replay::<G>(&record, rules).map_err(|e| match e {
        ReplayError::Position(e) => AiError::BadPosition(e.to_string()),
        ReplayError::Move { index, text, error } => AiError::BadMove {
            index,
            text,
            reason: error.to_string(),
        },
        ReplayError::NotPlayed { index, text } => AiError::BadMove {
            index,
            text,
            reason: "read but not played".into(),
        },
        too_large => AiError::TooLarge(too_large.to_string()),
    })
}

/// Answers one request for the game it names.
struct BestMove<'a> {
    request: &'a AiRequest,
    clock: &'a dyn Clock,
    memories: &'a mut Memories,
}

impl GameVisitor for BestMove<'_> {
    type Output = Result<AiMove, AiError>;
    fn visit<G: Registered>(self) -> Result<AiMove, AiError> {
        let BestMove {
            request,
            clock,
            memories,
        } = self;
        let rules = G::parse_rules(&request.rules).map_err(|e| AiError::BadRules(e.to_string()))?;
        let pos = replay::<G>(&request.start, &request.moves, &rules)?;
        let started = clock.now_ms();
        // The game's table is reused, not allocated per request; it is emptied
        // first unless the request's techniques keep it.
        if request.lines > 0 {
            return analysis(&pos, request, clock, started);
        }
        let memory = memories.of::<G>(&request.rules);
        let r = think_in(memory, &pos, &G::Eval::default(), &request.limits, clock, request.seed);
        let mut best = r.best.ok_or(AiError::GameOver)?;
        let mut line = r.pv.clone();
        let mut forced = None;
        if let Some(ask) = request.proof {
            let nodes = usize::try_from(ask.nodes).unwrap_or(usize::MAX);
            let sides = [pos.turn(), pos.turn().other()];
            for side in sides.into_iter().filter(|&s| ask.side.is_none_or(|only| only == s)) {
                let ProofResult::Proven(mut proof) = prove(&pos, side, ask.plies, nodes) else {
                    continue;
                };
                if side == pos.turn() && proof.line.first() != Some(&best) {
                    // A win: the move suggested should be one that keeps it, with
                    // the line from it; else the proof's own first move is.
                    let mut after = pos.clone();
                    after.play_unchecked(best);
                    if let ProofResult::Proven(rest) = prove(&after, side, ask.plies - 1, nodes) {
                        proof.plies = rest.plies + 1;
                        proof.line = core::iter::once(best).chain(rest.line).collect();
                    } else if let Some(&first) = proof.line.first() {
                        best = first;
                        line = proof.line.clone();
                    }
                }
                forced = Some(Forced {
                    mover_wins: side == pos.turn(),
                    plies: proof.plies,
                    line: line_to_text(&pos, &proof.line),
                });
                break;
            }
        }
        Ok(AiMove {
            notation: pos.move_to_text(best),
            score: r.score,
            depth: r.depth,
            nodes: r.nodes,
            elapsed_ms: clock.now_ms() - started,
            line: line_to_text(&pos, &line),
            forced,
            lines: Vec::new(),
        })
    }
}

/// The best `request.lines` moves of `pos` with their lines, best first (an
/// analysis: no proof, no random margin; the first line is the move).
fn analysis<G: Registered>(pos: &G, request: &AiRequest, clock: &dyn Clock, started: f64) -> Result<AiMove, AiError> {
    let limits = Limits {
        random_margin: 0,
        ..request.limits
    };
    let found = best_lines(
        pos,
        &G::Eval::default(),
        &limits,
        clock,
        request.seed,
        usize::from(request.lines),
    );
    let first = found.first().ok_or(AiError::GameOver)?;
    let lines: Vec<AiLine> = found
        .iter()
        .map(|l| AiLine {
            score: l.score,
            depth: l.depth,
            moves: line_to_text(pos, &l.moves),
        })
        .collect();
    Ok(AiMove {
        notation: lines[0].moves.first().cloned().unwrap_or_default(),
        score: first.score,
        depth: first.depth,
        nodes: found.iter().map(|l| l.nodes).sum(),
        elapsed_ms: clock.now_ms() - started,
        line: lines[0].moves.clone(),
        forced: None,
        lines,
    })
}

/// The browser's clock, as seen from the worker.
#[derive(Debug)]
pub struct JsClock;

impl Clock for JsClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent::protocol::FromWorker;
    use abstrakta_engine::{bilitaire, brandubh, thud, topquark, Features, Game, Level, Notation, Registered};
    use abstrakta_engine::{GameKind, NoClock, Side};

    fn request(moves: &[&str]) -> AiRequest {
        AiRequest {
            version: PROTOCOL_VERSION,
            id: 7,
            game: GameKind::Brandubh,
            rules: String::new(),
            start: String::new(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            limits: Level::Easy.limits(),
            seed: 3,
            proof: None,
            lines: 0,
        }
    }

    #[test]
    fn the_table_is_kept_across_requests_of_one_game_and_its_rules() {
        let ask = |features: Features, rules: &str| AiRequest {
            limits: Limits {
                features,
                ..Limits::depth(5)
            },
            rules: rules.into(),
            ..request(&["d2-e2", "e4-e3"])
        };
        let keep = Features(Features::ALL.0 | Features::MEMORY);
        let nodes = |reply: AiReply| reply.result.expect("a move").nodes;
        let mut memories = Memories::new();
        let first = nodes(compute(&ask(keep, ""), &NoClock, &mut memories));
        // The same search again starts from the table the first one filled.
        let again = nodes(compute(&ask(keep, ""), &NoClock, &mut memories));
        assert!(again < first, "{again} nodes after {first}");
        // Without the technique, or under other rules, it starts afresh.
        let fresh = nodes(compute(&ask(Features::ALL, ""), &NoClock, &mut memories));
        assert_eq!(fresh, first);
        let other_rules = nodes(compute(&ask(keep, "repetition=loses"), &NoClock, &mut memories));
        assert_eq!(other_rules, first);
        assert_eq!(nodes(compute(&ask(keep, ""), &NoClock, &mut Memories::new())), first);
    }

    #[test]
    fn an_analysis_gives_the_best_moves_with_their_lines() {
        let ask = AiRequest {
            limits: Limits::depth(3),
            lines: 3,
            ..request(&["d2-e2"])
        };
        let m = compute(&ask, &NoClock, &mut Memories::new()).result.expect("lines");
        assert_eq!(m.lines.len(), 3);
        let firsts: Vec<&str> = m.lines.iter().map(|l| l.moves[0].as_str()).collect();
        assert_eq!(firsts[0], m.notation);
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
        assert!(m.lines.windows(2).all(|w| w[0].score >= w[1].score), "best first");
        assert!(m.nodes > 0);
        let pos = replay::<brandubh::Position>("", &["d2-e2".into()], &brandubh::Rules::default()).unwrap();
        for line in &m.lines {
            let mut p = pos.clone();
            for text in &line.moves {
                let mv = p.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
                p = p.play(mv).unwrap();
            }
        }
        // The same answer for the same request; too many lines are refused.
        assert_eq!(
            compute(&ask, &NoClock, &mut Memories::new()).result.unwrap().lines,
            m.lines
        );
        let greedy = AiRequest {
            lines: MAX_LINES + 1,
            ..ask
        };
        assert!(matches!(
            compute(&greedy, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadLimits(_))
        ));
    }

    #[test]
    fn answers_with_a_legal_move_and_the_same_id() {
        let reply = compute(&request(&["d2-e2", "e4-e3"]), &NoClock, &mut Memories::new());
        assert_eq!(reply.id, 7);
        let m = reply.result.unwrap();
        let pos =
            replay::<brandubh::Position>("", &["d2-e2".into(), "e4-e3".into()], &brandubh::Rules::default()).unwrap();
        assert!(pos.parse_move(&m.notation).is_ok(), "{}", m.notation);
    }

    #[test]
    fn refuses_bad_requests_with_reasons() {
        let reply = compute(&request(&["d2-e2", "d2-d3"]), &NoClock, &mut Memories::new());
        assert!(
            matches!(reply.result, Err(AiError::BadMove { index: 1, .. })),
            "{reply:?}"
        );
        let mut bad = request(&[]);
        bad.start = "nonsense".into();
        assert!(matches!(
            compute(&bad, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadPosition(_))
        ));
        let mut old = request(&[]);
        old.version = 0;
        assert_eq!(
            compute(&old, &NoClock, &mut Memories::new()).result,
            Err(AiError::Version {
                expected: PROTOCOL_VERSION,
                got: 0
            })
        );
        let mut over = request(&[]);
        over.start = "k6/7/7/7/7/7/3a3 a".into();
        assert_eq!(
            compute(&over, &NoClock, &mut Memories::new()).result,
            Err(AiError::GameOver)
        );
        assert!(AiError::GameOver.to_string().contains("over"));
        let mut deep = request(&[]);
        deep.limits.max_depth = 200;
        assert!(matches!(
            compute(&deep, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadLimits(_))
        ));
        let mut idle = request(&[]);
        idle.limits.second_side_nodes = Some(0);
        assert!(matches!(
            compute(&idle, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadLimits(_))
        ));
        let mut never = request(&[]);
        never.limits.deadline_ms = Some(f64::NAN);
        assert!(matches!(
            compute(&never, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadLimits(_))
        ));
        // Oversized requests are refused before any replay or search.
        let mut many = request(&[]);
        many.moves = vec!["d2-e2".into(); 100_000];
        assert!(matches!(
            compute(&many, &NoClock, &mut Memories::new()).result,
            Err(AiError::TooLarge(_))
        ));
        let mut wide = request(&["d2-e2"]);
        wide.moves.push("x".repeat(1_000));
        let reply = compute(&wide, &NoClock, &mut Memories::new()).result;
        assert!(
            matches!(&reply, Err(AiError::TooLarge(why)) if why.contains("move 2 too long")),
            "{reply:?}"
        );
        let mut huge = request(&[]);
        huge.start = "7/".repeat(5_000);
        assert!(matches!(
            compute(&huge, &NoClock, &mut Memories::new()).result,
            Err(AiError::TooLarge(_))
        ));
    }

    #[test]
    fn any_message_at_all_gets_a_typed_reply() {
        let text = serde_json::to_string(&request(&["d2-e2"])).unwrap();
        let reply = answer(Some(&text), &NoClock, &mut Memories::new());
        assert_eq!(reply.id, 7);
        assert!(reply.result.is_ok(), "{reply:?}");
        // Not text, not JSON, not a request: refused, under the id when readable.
        assert!(matches!(
            answer(None, &NoClock, &mut Memories::new()),
            AiReply {
                id: 0,
                result: Err(AiError::Malformed(_))
            }
        ));
        let junk = [
            ("", 0),
            ("\u{0}", 0),
            ("<script>", 0),
            ("[1,2]", 0),
            ("{\"id\":\"9\"}", 0),
            ("nul", 0),
            ("{\"id\":99999999999}", 0),
            (r#"{"id":9,"version":3,"game":"Chess"}"#, 9),
        ];
        for (text, id) in junk {
            let reply = answer(Some(text), &NoClock, &mut Memories::new());
            assert_eq!(reply.id, id, "{text:?}");
            assert!(
                matches!(reply.result, Err(AiError::Malformed(_))),
                "{text:?}: {reply:?}"
            );
        }
        // A message of another version is told so, even when its layout differs.
        let old = answer(
            Some(r#"{"id":4,"version":1,"position":"x"}"#),
            &NoClock,
            &mut Memories::new(),
        );
        assert_eq!(old.id, 4);
        assert_eq!(
            old.result,
            Err(AiError::Version {
                expected: PROTOCOL_VERSION,
                got: 1
            })
        );
        // Too long to read.
        let huge = "x".repeat(MAX_MESSAGE_BYTES + 1);
        assert!(matches!(
            answer(Some(&huge), &NoClock, &mut Memories::new()).result,
            Err(AiError::TooLarge(_))
        ));
        // What the worker says reads back on the page.
        for message in [FromWorker::Ready { version: 3 }, FromWorker::Reply(old)] {
            assert_eq!(serde_json::from_str::<FromWorker>(&message.to_json()).unwrap(), message);
        }
    }

    #[test]
    fn a_proof_is_looked_for_when_asked_and_its_limits_are_checked() {
        let mut ask = request(&[]);
        ask.start = "7/7/7/7/2k4/7/3a3 d".into();
        ask.limits = Level::Medium.limits();
        let plain = compute(&ask, &NoClock, &mut Memories::new()).result.unwrap();
        assert_eq!(plain.forced, None, "not asked for");
        assert!(
            !plain.line.is_empty() && plain.line[0] == plain.notation,
            "{:?}",
            plain.line
        );
        ask.proof = Some(ProofAsk {
            plies: 5,
            nodes: 50_000,
            side: None,
        });
        let answer = compute(&ask, &NoClock, &mut Memories::new()).result.unwrap();
        let forced = answer.forced.expect("a forced win");
        assert!(forced.mover_wins);
        assert_eq!(
            forced.line[0], answer.notation,
            "the proven line starts with the move suggested"
        );
        assert_eq!(forced.plies, 3);
        assert_eq!(forced.line.len(), 3);
        // The attackers to move there: their loss is found too.
        ask.start = "7/7/7/7/2k4/7/3a3 a".into();
        let against = compute(&ask, &NoClock, &mut Memories::new())
            .result
            .unwrap()
            .forced
            .expect("a forced loss");
        assert!(!against.mover_wins);
        // Asked for one side only, the other's win is not looked for.
        ask.proof = Some(ProofAsk {
            plies: 5,
            nodes: 50_000,
            side: Some(Side::First),
        });
        assert_eq!(
            compute(&ask, &NoClock, &mut Memories::new()).result.unwrap().forced,
            None
        );
        ask.proof = Some(ProofAsk {
            plies: 5,
            nodes: 50_000,
            side: Some(Side::Second),
        });
        let only = compute(&ask, &NoClock, &mut Memories::new()).result.unwrap().forced;
        assert_eq!(only.map(|f| f.mover_wins), Some(false));
        for bad in [
            ProofAsk {
                plies: 0,
                nodes: 5,
                side: None,
            },
            ProofAsk {
                plies: 40,
                nodes: 5,
                side: None,
            },
            ProofAsk {
                plies: 5,
                nodes: 0,
                side: None,
            },
            ProofAsk {
                plies: 5,
                nodes: u64::MAX,
                side: None,
            },
        ] {
            ask.proof = Some(bad);
            assert!(
                matches!(
                    compute(&ask, &NoClock, &mut Memories::new()).result,
                    Err(AiError::BadLimits(_))
                ),
                "{bad:?}"
            );
        }
    }

    fn thud_request(moves: &[&str]) -> AiRequest {
        AiRequest {
            version: PROTOCOL_VERSION,
            id: 1,
            game: GameKind::Thud,
            rules: "capture=single".into(),
            start: String::new(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            limits: thud::Position::level_limits(Level::Easy),
            seed: 5,
            proof: None,
            lines: 0,
        }
    }

    #[test]
    fn answers_as_dwarfs_and_as_trolls_under_the_rules_sent() {
        let as_dwarfs = compute(&thud_request(&[]), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        let start = thud::Position::new(&thud::Rules::default());
        assert!(start.parse_move(&as_dwarfs.notation).is_ok(), "{}", as_dwarfs.notation);
        let as_trolls = compute(&thud_request(&["dF1-F6"]), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        assert!(as_trolls.notation.starts_with('T'), "{}", as_trolls.notation);
        let mut bad = thud_request(&[]);
        bad.rules = "capture=most".into();
        assert!(matches!(
            compute(&bad, &NoClock, &mut Memories::new()).result,
            Err(AiError::BadRules(_))
        ));
    }

    #[test]
    fn moves_after_the_first_battle_are_replayed_in_the_second() {
        // Battle 1 ends at once by agreement; the next move is battle 2's first.
        let r = compute(
            &thud_request(&["propose", "accept", "dF1-F6"]),
            &NoClock,
            &mut Memories::new(),
        );
        let m = r.result.unwrap();
        let pos = replay::<thud::Position>(
            "",
            &["propose".into(), "accept".into(), "dF1-F6".into()],
            &thud::Rules::default(),
        )
        .unwrap();
        assert_eq!(pos.battle(), 2);
        assert!(pos.parse_move(&m.notation).is_ok());
        // A proposal is answered.
        let answer = compute(&thud_request(&["propose"]), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        assert!(
            ["accept", "refuse"].contains(&answer.notation.as_str()),
            "{}",
            answer.notation
        );
    }

    #[test]
    fn answers_as_jumper_and_as_pusher_with_announcements_in_the_notation() {
        let request = |moves: &[&str], position: &str| AiRequest {
            version: PROTOCOL_VERSION,
            id: 2,
            game: GameKind::Bilitaire,
            rules: String::new(),
            start: position.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            limits: bilitaire::Position::level_limits(Level::Medium),
            seed: 3,
            proof: None,
            lines: 0,
        };
        let opening = compute(&request(&[], ""), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        assert!(opening.notation.starts_with('x'), "{}", opening.notation);
        let slide = compute(&request(&["xd4"], ""), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        assert!(
            slide.notation.starts_with(|c: char| c.is_ascii_uppercase()),
            "{}",
            slide.notation
        );
        // A chain position: the jumper takes the whole chain.
        let chain = "--------/--------/--------/--------/--------/--------/......../oo.o.o.. j 1 +0";
        let m = compute(&request(&[], chain), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        assert_eq!(m.notation, "a1-c1-e1-g1");
    }

    #[test]
    fn answers_in_top_quark_as_white_and_as_black() {
        let request = |moves: &[&str]| AiRequest {
            version: PROTOCOL_VERSION,
            id: 3,
            game: GameKind::TopQuark,
            rules: "copies=total".into(),
            start: String::new(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            limits: topquark::Position::level_limits(Level::Medium),
            seed: 4,
            proof: None,
            lines: 0,
        };
        let white = compute(&request(&[]), &NoClock, &mut Memories::new()).result.unwrap();
        let start = topquark::Position::new(&topquark::Rules::default());
        assert!(start.parse_move(&white.notation).is_ok(), "{}", white.notation);
        let black = compute(&request(&["f2-f1"]), &NoClock, &mut Memories::new())
            .result
            .unwrap();
        let after = replay::<topquark::Position>("", &["f2-f1".into()], &topquark::Rules::default()).unwrap();
        assert!(after.parse_move(&black.notation).is_ok(), "{}", black.notation);
    }
}
