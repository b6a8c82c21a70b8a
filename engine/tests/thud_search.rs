//! The search on Thud: quiescence agrees with plain minimax, scores are margins,
//! the capture generator is exact, and the end-of-battle policy.

use abstrakta_engine::search::minimax;
use abstrakta_engine::thud::{Agreement, CaptureRule, Eval, Move, Position, Rules, Setup, Square};
use abstrakta_engine::{
    search, think, Evaluator, Features, Game, Level, Limits, NoClock, Notation, Registered, Side, SplitMix64,
    MARGIN_UNIT,
};

/// Positions from seeded random play that prefers captures, so that trolls and
/// dwarfs meet.
fn random_positions(count: usize, max_plies: u64, seed: u64) -> Vec<Position> {
    random_positions_under(Rules::default(), count, max_plies, seed)
}

/// [`random_positions`] under `rules`.
fn random_positions_under(rules: Rules, count: usize, max_plies: u64, seed: u64) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let (mut moves, mut captures) = (Vec::new(), Vec::new());
    while out.len() < count {
        let mut pos = Position::new(&rules);
        for _ in 0..rng.below(max_plies + 1) {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            pos.capture_moves(&mut captures);
            let list = if !captures.is_empty() && rng.below(2) == 0 {
                &captures
            } else {
                &moves
            };
            pos.play_unchecked(list[rng.below(list.len() as u64) as usize]);
        }
        if pos.outcome().is_none() {
            out.push(pos);
        }
    }
    out
}

#[test]
fn capture_moves_are_exactly_the_legal_captures() {
    let mut checked = 0;
    for pos in random_positions(60, 80, 5) {
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        legal.retain(|m| m.captured().next().is_some());
        let mut captures = Vec::new();
        pos.capture_moves(&mut captures);
        let key = |m: &Move| format!("{m:?}");
        legal.sort_by_key(key);
        captures.sort_by_key(key);
        assert_eq!(captures, legal, "{pos}");
        checked += legal.len();
    }
    assert!(checked > 50, "only {checked} captures seen");
}

#[test]
fn largest_captures_keep_the_largest_capture_of_each_pair_of_squares() {
    let mut checked = 0;
    for capture in [CaptureRule::Subset, CaptureRule::AllOrNone, CaptureRule::Single] {
        let rules = Rules { capture };
        for pos in random_positions_under(rules, 60, 80, 7) {
            let mut all = Vec::new();
            pos.capture_moves(&mut all);
            // Each pair of squares once, with the most dwarfs taken there.
            let mut expected: Vec<Move> = Vec::new();
            for &m in &all {
                match expected.iter_mut().find(|e| e.squares() == m.squares()) {
                    Some(e) if m.capture_count() > e.capture_count() => *e = m,
                    Some(_) => {}
                    None => expected.push(m),
                }
            }
            expected.sort_by_key(|m| m.squares());
            let mut got = Vec::new();
            pos.largest_captures(&mut got);
            assert_eq!(got, expected, "{pos} under {capture:?}");
            checked += all.len() - got.len();
        }
    }
    // Smaller sets were really left out.
    assert!(checked > 20, "only {checked} smaller captures seen");
}

#[test]
fn alpha_beta_with_quiescence_agrees_with_plain_minimax() {
    let mut compared = 0;
    for (i, pos) in random_positions(10, 60, 11).into_iter().enumerate() {
        for depth in 1..=2u8 {
            // Plain minimax does not prune its quiescence: keep it short at depth 2.
            let eval = Eval {
                quiescence: if depth == 1 { 4 } else { 2 },
                ..Eval::default()
            };
            let expected = minimax(&pos, &eval, depth);
            let got = search(&pos, &eval, &Limits::depth(depth), &NoClock, i as u64);
            assert_eq!(got.score, expected, "{pos} depth {depth}");
            // The history heuristic only orders the moves.
            let limits = Limits {
                features: Features(Features::PVS | Features::HISTORY),
                ..Limits::depth(depth)
            };
            let ordered = search(&pos, &eval, &limits, &NoClock, i as u64);
            assert_eq!(ordered.score, expected, "{pos} depth {depth}, history on");
            compared += 1;
        }
    }
    assert_eq!(compared, 20);
}

#[test]
fn history_indices_are_distinct_per_step_and_within_the_table() {
    let eval = Eval::default();
    let mut moves = Vec::new();
    for pos in random_positions(20, 60, 5) {
        pos.legal_moves(&mut moves);
        let mut seen = std::collections::HashMap::new();
        for &m in &moves {
            let index = eval.history_index(&pos, m);
            match m.squares() {
                Some(squares) => {
                    let i = index.expect("a piece move has an index");
                    assert!(i < eval.history_size(), "{m:?}");
                    // Moves joining the same two squares (a step with different
                    // captures) share one; different squares never do.
                    assert_eq!(*seen.entry(i).or_insert(squares), squares, "{pos} {m:?}");
                }
                None => assert_eq!(index, None, "{m:?}"),
            }
        }
        assert!(seen.len() > 1, "{pos}");
    }
}

#[test]
fn thuds_levels_order_quiet_moves_by_their_history() {
    for level in Level::ALL {
        let features = <Position as Registered>::level_limits(level).features;
        assert!(features.has(Features::HISTORY), "{level}");
        assert!(features.has(Features::PVS) && features.has(Features::LMR), "{level}");
    }
    // `hard` spends more on the dwarfs' moves, which gain more from depth.
    let hard = <Position as Registered>::level_limits(Level::Hard);
    assert!(hard.nodes_for(Side::First) > hard.nodes_for(Side::Second));
}

#[test]
fn shove_reach_is_the_largest_legal_shove_of_two_squares_or_more() {
    let (mut compared, mut nonzero) = (0, 0);
    for pos in random_positions(200, 80, 17) {
        if pos.turn() != Side::Second {
            continue;
        }
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let expected = legal
            .iter()
            .filter_map(|&m| match m {
                Move::Shove { from, to, captures } if from.distance(to) >= 2 => Some(captures.count()),
                _ => None,
            })
            .max()
            .unwrap_or(0);
        assert_eq!(pos.shove_reach(), expected, "{pos}");
        compared += 1;
        nonzero += usize::from(expected > 0);
    }
    assert!(
        compared > 50 && nonzero > 5,
        "{compared} positions, {nonzero} with a shove"
    );
}

#[test]
fn the_dwarfs_to_move_count_the_largest_capture_the_trolls_threaten() {
    // After dP9-K14 TG7-F7 the line F7 G8 H9 shoves F7 to D5, taking C4: a threat
    // of one dwarf that no troll step makes.
    let mut pos = Position::new(&Rules::default());
    for text in ["dP9-K14", "TG7-F7"] {
        let m = pos.parse_move(text).unwrap();
        pos = pos.play(m).unwrap();
    }
    assert_eq!(pos.shove_reach(), 1);
    let unaware = Eval {
        dwarfs_hanging: 0,
        ..Eval::default()
    };
    let hanging = Eval::default().dwarfs_hanging;
    assert!(hanging > 0);
    assert_eq!(Eval::default().evaluate(&pos), unaware.evaluate(&pos) - hanging);
    // With the trolls to move the threat is theirs to carry out (quiescence does).
    let m = pos.parse_move("dD3-D5").unwrap();
    let pos = pos.play(m).unwrap();
    assert_eq!(Eval::default().evaluate(&pos), unaware.evaluate(&pos));
    // At the start no troll reaches a dwarf.
    let start = Position::new(&Rules::default());
    assert_eq!(start.shove_reach(), 0);
    assert_eq!(Eval::default().evaluate(&start), unaware.evaluate(&start));
}

#[test]
fn quiescence_sees_the_recapture_that_depth_one_misses() {
    // Dwarfs A8 B8 C8 D8 with troll G8: the hurl D8*G8 wins a troll (4 points).
    let pos = Position::from_text("5/7/9/11/13/15/15/dddd2To7/15/15/13/11/9/7/5 d", &Rules::default()).unwrap();
    let r = search(&pos, &Eval::default(), &Limits::depth(1), &NoClock, 1);
    assert_eq!(r.best.map(|m| pos.move_to_text(m)).as_deref(), Some("dD8*G8"));
    assert!(r.score >= 3 * MARGIN_UNIT, "{}", r.score);
}

#[test]
fn a_finished_battle_scores_its_margin_not_a_win() {
    // The trolls answer a proposal; accepting ends the battle 32 - 4 = +28 for the dwarfs.
    let mut setup: Setup = Position::new(&Rules::default()).to_string().parse().unwrap();
    for name in ["G7", "H7", "J7", "G8", "J8", "G9", "H9"] {
        setup.board[name.parse::<abstrakta_engine::thud::Square>().unwrap().index()] = None;
    }
    setup.turn = abstrakta_engine::thud::TROLLS;
    setup.agreement = Agreement::Proposed;
    let pos = Position::from_setup(&setup, Rules::default()).unwrap();
    let mut accepted = pos.clone();
    accepted.play_unchecked(Move::Accept);
    let r = search(&accepted, &Eval::default(), &Limits::depth(2), &NoClock, 1);
    assert_eq!(r.best, None);
    // Seen by the dwarfs, who are to move after the trolls' answer.
    assert_eq!(r.score, 28 * MARGIN_UNIT);
}

#[test]
fn the_computer_accepts_an_end_it_cannot_improve_and_refuses_while_gaining() {
    let eval = Eval::default();
    let limits = Limits::depth(2);
    // Ahead (28 dwarfs against one troll on H10, far from them), nothing to take:
    // the dwarfs accept the trolls' proposal.
    let ahead = "dd1dd/d5d/d7d/d9d/d11d/d6T6d/15/7o7/15/d13d/d11d/d9d/d7d/d5d/dd1dd d 1 +0 proposal";
    let pos = Position::from_text(ahead, &Rules::default()).unwrap();
    let r = think(&pos, &eval, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Accept), "{ahead}");
    // The trolls asked while a troll stands next to a lone dwarf that can hurl onto
    // it: the dwarfs refuse and take it.
    let gaining = "5/7/9/11/13/15/15/7o7/15/15/6dT5/11/9/7/5 d 1 +0 proposal";
    let pos = Position::from_text(gaining, &Rules::default()).unwrap();
    let r = think(&pos, &eval, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Refuse), "{gaining}");
    let _ = eval.evaluate(&pos);
}

#[test]
fn counts_kept_move_by_move_agree_with_the_board() {
    let (mut shoves_seen, mut doubles_seen) = (0, 0);
    for pos in random_positions(300, 120, 13) {
        let (dwarfs, trolls) = (pos.dwarfs(), pos.trolls());
        assert_eq!(
            pos.contacts(),
            (dwarfs.neighbour_pairs(), trolls.neighbour_pairs()),
            "{pos}"
        );
        assert_eq!(
            pos.points(),
            (dwarfs.count() as i32, 4 * trolls.count() as i32),
            "{pos}"
        );
        for sq in Square::all() {
            assert_eq!(
                pos.dwarfs_next_to(sq),
                (sq.neighbour_set() & dwarfs).count(),
                "{pos} {sq}"
            );
        }
        // The largest shove of two squares or more, from the trolls' moves.
        if pos.turn() == Side::Second {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let best = moves
                .iter()
                .filter(|m| matches!(m, Move::Shove { from, to, .. } if from.distance(*to) >= 2))
                .map(|m| m.capture_count())
                .max()
                .unwrap_or(0);
            shoves_seen += usize::from(best > 0);
            doubles_seen += usize::from(best > 1);
            assert_eq!(pos.shove_reach(), best, "{pos}");
        }
    }
    assert!(
        shoves_seen > 3 && doubles_seen > 0,
        "only {shoves_seen} positions with a shove that takes, {doubles_seen} that takes two"
    );
}

/// The position after `moves` (Thud notation, from the start).
fn after(moves: &str) -> Position {
    let mut pos = Position::new(&Rules::default());
    for text in moves.split_whitespace() {
        let m = pos.parse_move(text).unwrap();
        pos = pos.play(m).unwrap();
    }
    pos
}

#[test]
fn behind_with_nothing_to_win_back_the_computer_proposes_the_end_unless_it_sees_more_losses() {
    // The dwarfs have lost one (31 against 32), two quiet plies since, and no
    // hurl in sight.
    let pos = after("dP9-K14 TG7-F7 dD13-D5 TF7-E6xD5 dC4-C11 TG9-F9");
    assert_eq!(pos.quiet_plies(), 2);
    let limits = Limits::depth(2);
    // Their search foresees losing about another dwarf: a proposal now would not
    // be the sensible end the rules ask for, so they play on.
    let r = think(&pos, &Eval::default(), &limits, &NoClock, 1);
    assert!(r.best.is_some_and(|m| m.squares().is_some()), "{:?}", r.best);
    assert!(r.score - Eval::default().evaluate(&pos) < -Eval::default().settle_margin / 2);
    // With a settle margin that takes that loss as no change, they propose,
    // unless told never to when behind.
    let tolerant = Eval {
        settle_margin: 600,
        ..Eval::default()
    };
    let r = think(&pos, &tolerant, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Propose));
    let never = Eval {
        behind_proposal_plies: 0,
        ..tolerant.clone()
    };
    let r = think(&pos, &never, &limits, &NoClock, 1);
    assert!(r.best.is_some_and(|m| m.squares().is_some()), "{:?}", r.best);
    // One quiet ply pair later it is not due again.
    let later = after("dP9-K14 TG7-F7 dD13-D5 TF7-E6xD5 dC4-C11 TG9-F9 dC11-C10 TF9-F10");
    let r = think(&later, &tolerant, &limits, &NoClock, 1);
    assert_ne!(r.best, Some(Move::Propose));
}

/// From a `hard` game against itself: the trolls have taken seven dwarfs, the
/// last two by a hurl (ply 30), and two quiet plies followed.
const DWARFS_BEHIND_AND_SAFE: &str = "dA7-F2 TH9-G10 dC12-F9 TG10-F10xF9 dG15-B10 TF10-F9 dM3-E3 TG7-G6 \
    dK1-F5 TG6-G5xF5 dL2-G2 TG5-G6 dC4-E4 TG6-G5 dE4-C4 TJ8-H9 dA9-D9 TG5-H4 dJ1-O6 TH4-H3xG2 dG1-G2 \
    TH3-H4 dG2-G1 TF9-E10xD9 dA6-K6 TJ7-J6xK6 dB5-N5 TG8-F9 dM13-M6 TF9*B9xA10xB10 dB11-A10 TB9-C10";

#[test]
fn behind_with_no_further_loss_in_sight_the_hard_dwarfs_propose_the_end() {
    let pos = after(DWARFS_BEHIND_AND_SAFE);
    assert_eq!(pos.quiet_plies(), 2);
    assert_eq!(pos.points(), (25, 32));
    let hard = <Position as Registered>::level_limits(Level::Hard);
    for seed in 1..=4 {
        let r = think(&pos, &Eval::default(), &hard, &NoClock, seed);
        assert_eq!(
            r.best,
            Some(Move::Propose),
            "seed {seed}: {:?} scored {}",
            r.pv,
            r.score
        );
        // What it foresees is no worse than the position by half the margin.
        assert!(r.score - Eval::default().evaluate(&pos) >= -Eval::default().settle_margin / 2);
    }
}

#[test]
fn the_trolls_ahead_refuse_an_early_end_and_accept_once_the_battle_is_quiet() {
    let limits = Limits::depth(2);
    // One dwarf up, three quiet plies: the trolls play on. (Their search sees
    // 1.5 points more to win by playing on; with a settle margin above that,
    // only the count of quiet plies decides.)
    let early = after("dP9-K14 TG7-F7 dD13-D5 TF7-E6xD5 dC4-C11 TG9-F9 propose");
    assert!(early.quiet_plies() < Eval::default().quiet_plies);
    let r = think(&early, &Eval::default(), &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Refuse));
    let content = Eval {
        settle_margin: 200,
        ..Eval::default()
    };
    let r = think(&early, &content, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Refuse));
    // The same answer once the battle counts as quiet: accepted.
    let patient = Eval {
        quiet_plies: 3,
        ..content
    };
    let r = think(&early, &patient, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Accept));
    // Unless the search sees more to win than the settle margin.
    let greedy = Eval {
        settle_margin: 60,
        ..patient
    };
    let r = think(&early, &greedy, &limits, &NoClock, 1);
    assert_eq!(r.best, Some(Move::Refuse));
}

#[test]
fn the_start_is_even_and_a_formation_counts_beyond_the_pieces_in_it() {
    let eval = Eval::default();
    // The start's contacts are the norm: the dwarfs' and the trolls' formations
    // count nothing there, so the coach does not call either side better.
    let start = Position::new(&Rules::default());
    assert_eq!(start.contacts(), (28, 12));
    assert!(eval.dwarfs_view(&start).abs() < 50, "{}", eval.dwarfs_view(&start));
    // A dwarf that steps away from its partner loses the dwarfs a contact.
    let apart = after("dP9-M9");
    assert!(apart.contacts().0 < 28);
    assert!(eval.dwarfs_view(&apart) < eval.dwarfs_view(&start));
}

/// The first 120 plies of a battle between two computers at `easy` (seed 1 of
/// `abstrakta match thud --first easy --second easy --games 20`) that, before
/// the computer judged a dead battle, looped without a capture for 941 plies:
/// the trolls' search kept foreseeing a gain that never came, the dwarfs' a
/// further loss, so neither proposed the end.
const LOOPING_BATTLE: &str = "dB11-B9 TG8-F9 dG15-C11 TJ8-K7 dA7-C9 TF9-E10 dA6-J6 TG7-H6xJ6 dC9-B8 TE10-D11xC11xC12 dB8-G8 TG9-F8xG8 dE14-J10 TH9-H10xJ10 dB9-G9 TH7-G8xG9 dD13-L13 TD11-C11 dA9-A6 TH10-H11 dA10-J2 TK7-K6 dO5-O6 TF8-E7 dC4-D4 TE7-D7 dN4-N6 TK6-J6 dB5-O5 TJ6-J5 dO5-N5 TC11-B10 dG1-O8 TJ7-K8 dA6-G6 TH6-J6 dG6-J8 TK8-K9xJ8 dJ2-M5 TK9-K10 dM13-M12 TG8-H9 dP6-O5 TJ5-K4 dM3-L4 TK4-J3 dE2-K2 TJ3-J4 dO8-M6 TJ6-H5 dL4-L7 TJ9-K9 dL7-L5 TK9-L9 dP9-N7 TJ4-K3xK2xL2 dL5*H5 TL9-M8xN7 dM6*M8 TK3-L4xM5 dH5-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4 dN4-M5 TL4-M3 dM5-N4 TM3-L4";

#[test]
fn a_dead_battle_is_ended_by_agreement() {
    let eval = Eval::default();
    let mut pos = Position::new(&Rules::default());
    for text in LOOPING_BATTLE.split_whitespace() {
        let m = pos.parse_move(text).unwrap();
        pos = pos.play(m).unwrap();
    }
    assert!(
        pos.quiet_plies() >= eval.dead_plies,
        "quiet for {} plies",
        pos.quiet_plies()
    );
    assert_eq!(pos.quiet_plies() % 20, 0, "a proposal is due");
    for level in [Level::Easy, Level::Medium] {
        let result = think(&pos, &eval, &level.limits(), &NoClock, 1);
        assert_eq!(
            result.best,
            Some(Move::Propose),
            "{level}: the side to move proposes the end"
        );
        let proposed = pos.clone().play(Move::Propose).unwrap();
        let answer = think(&proposed, &eval, &level.limits(), &NoClock, 1);
        assert_eq!(answer.best, Some(Move::Accept), "{level}: the other side accepts");
    }
    // Before the battle is dead, the same sides did not end it.
    let before = Eval {
        dead_plies: u16::MAX,
        ..Eval::default()
    };
    let result = think(&pos, &before, &Level::Easy.limits(), &NoClock, 1);
    assert_ne!(result.best, Some(Move::Propose));
}
