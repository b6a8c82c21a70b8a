//! The generic search: agreement with plain minimax, limits, seeds and levels.

mod common;

use abstrakta_engine::brandubh::{Eval, Position, Rules, ATTACKERS, DEFENDERS};
use abstrakta_engine::search::minimax;
use abstrakta_engine::{search, search_in, Clock, Features, Game, Level, Limits, Memory, NoClock, Outcome, Side, WIN};
use common::{build, random_positions};
use std::cell::Cell;

/// The evaluation for comparisons with plain minimax at depth 4: without the
/// quiescence search, which plain minimax would follow through every capture
/// sequence at every leaf (minutes); `quiescence_agrees_with_plain_minimax`
/// compares it at a smaller depth.
fn compared_eval() -> Eval {
    Eval {
        quiescence: 0,
        ..Eval::default()
    }
}

#[test]
fn quiescence_agrees_with_plain_minimax() {
    let eval = Eval::default();
    let mut compared = 0;
    for (i, pos) in random_positions(16, 40, 23).into_iter().enumerate() {
        if pos.outcome().is_some() {
            continue;
        }
        let expected = minimax(&pos, &eval, 2);
        for features in [Features::NONE, Features(Features::PVS | Features::HISTORY)] {
            let limits = Limits {
                features,
                ..Limits::depth(2)
            };
            let got = search(&pos, &eval, &limits, &NoClock, i as u64);
            assert_eq!(got.score, expected, "{pos} with {features:?}");
        }
        compared += 1;
    }
    assert!(compared >= 10);
}

/// A clock that advances one millisecond every time it is read.
struct TickingClock(Cell<f64>);
impl Clock for TickingClock {
    fn now_ms(&self) -> f64 {
        let t = self.0.get();
        self.0.set(t + 1.0);
        t
    }
}

#[test]
fn alpha_beta_agrees_with_plain_minimax() {
    let eval = compared_eval();
    let mut compared = 0;
    for (i, pos) in random_positions(40, 40, 21).into_iter().enumerate() {
        if pos.outcome().is_some() {
            continue;
        }
        for depth in 1..=3u8 {
            let expected = minimax(&pos, &eval, depth);
            let got = search(&pos, &eval, &Limits::depth(depth), &NoClock, i as u64);
            assert_eq!(got.score, expected, "{pos} depth {depth}");
            let best = got.best.expect("a move");
            let mut child = pos.clone();
            child.play_unchecked(best);
            // Seen from the child, a win or loss is one ply nearer.
            let from_child = match expected {
                s if s >= WIN - 100 => s + 1,
                s if s <= -(WIN - 100) => s - 1,
                s => s,
            };
            assert_eq!(
                -minimax(&child, &eval, depth - 1),
                from_child,
                "the chosen move reaches the value"
            );
            compared += 1;
        }
    }
    assert!(compared >= 90, "{compared}");
}

/// At depth 4, transpositions at ply 3 put the transposition table to work.
#[test]
fn alpha_beta_agrees_with_plain_minimax_where_transpositions_occur() {
    let eval = compared_eval();
    let mut compared = 0;
    for (i, pos) in random_positions(12, 60, 22).into_iter().enumerate() {
        if pos.outcome().is_some() {
            continue;
        }
        let expected = minimax(&pos, &eval, 4);
        let got = search(&pos, &eval, &Limits::depth(4), &NoClock, i as u64);
        assert_eq!(got.score, expected, "{pos} depth 4");
        compared += 1;
    }
    assert!(compared >= 8, "{compared}");
}

/// Principal variation search keeps the value, plain alpha-beta too; late move
/// reductions may change it (they search some moves less deeply), so they are
/// measured by matches instead, and only checked here to change nothing where
/// they do not apply and to answer with a legal move where they do.
#[test]
fn each_search_technique_keeps_the_value_or_is_documented_not_to() {
    let eval = compared_eval();
    let with = |features: Features, depth: u8| Limits {
        features,
        ..Limits::depth(depth)
    };
    let mut reduced_differently = 0;
    for (i, pos) in random_positions(12, 60, 22).into_iter().enumerate() {
        if pos.outcome().is_some() {
            continue;
        }
        let expected = minimax(&pos, &eval, 4);
        for features in [
            Features::NONE,
            Features(Features::PVS),
            Features(Features::PVS | Features::HISTORY),
            Features(Features::PVS | Features::ASPIRATION),
            Features(Features::PVS | Features::MEMORY),
        ] {
            let got = search(&pos, &eval, &with(features, 4), &NoClock, i as u64);
            assert_eq!(got.score, expected, "{pos} with {features:?}");
        }
        let shallow = search(&pos, &eval, &with(Features::ALL, 2), &NoClock, i as u64);
        assert_eq!(shallow.score, minimax(&pos, &eval, 2), "no reductions at depth 2");
        let reduced = search(&pos, &eval, &with(Features::ALL, 4), &NoClock, i as u64);
        assert!(pos.is_legal(reduced.best.expect("a move")));
        reduced_differently += usize::from(reduced.score != expected);
    }
    // A table kept across searches still gives the minimax value of each.
    let mut memory = Memory::new();
    let keep = with(Features(Features::PVS | Features::MEMORY), 3);
    for pos in random_positions(6, 40, 23)
        .into_iter()
        .filter(|p| p.outcome().is_none())
    {
        for _ in 0..2 {
            let got = search_in(&mut memory, &pos, &eval, &keep, &NoClock, 1);
            assert_eq!(got.score, minimax(&pos, &eval, 3), "{pos} searched with a kept table");
        }
    }
    // Reductions do act at depth 4 (the test would not show it otherwise).
    assert!(reduced_differently > 0, "late move reductions never changed a score");
}

#[test]
fn the_king_takes_an_open_corner() {
    let pos = build(&[("a4", 'k'), ("g6", 'a'), ("c3", 'a')], DEFENDERS);
    let r = search(&pos, &Eval::default(), &Level::Easy.limits(), &NoClock, 3);
    let mut after = pos.clone();
    after.play_unchecked(r.best.unwrap());
    assert_eq!(after.outcome(), Some(Outcome::Win(DEFENDERS)));
    assert_eq!(r.score, WIN - 1);
}

#[test]
fn the_attackers_capture_the_king_when_they_can() {
    let pos = build(&[("d5", 'k'), ("c5", 'a'), ("e7", 'a')], ATTACKERS);
    for level in Level::ALL {
        let r = search(&pos, &Eval::default(), &level.limits(), &NoClock, 5);
        let mut after = pos.clone();
        after.play_unchecked(r.best.unwrap());
        assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)), "{level}");
    }
}

#[test]
fn a_seed_gives_the_same_answer_every_time() {
    let pos = Position::new(&Rules::default());
    let limits = Level::Medium.limits();
    let a = search(&pos, &Eval::default(), &limits, &NoClock, 99);
    let b = search(&pos, &Eval::default(), &limits, &NoClock, 99);
    assert_eq!(a, b);
}

#[test]
fn the_easy_level_varies_with_the_seed() {
    let pos = Position::new(&Rules::default());
    let limits = Level::Easy.limits();
    let moves: std::collections::HashSet<_> = (0..20)
        .map(|seed| search(&pos, &Eval::default(), &limits, &NoClock, seed).best.unwrap())
        .collect();
    assert!(moves.len() >= 3, "only {} different moves", moves.len());
}

#[test]
fn the_node_budget_stops_the_search() {
    let pos = Position::new(&Rules::default());
    let limits = Limits {
        max_depth: 30,
        max_nodes: 5_000,
        second_side_nodes: None,
        deadline_ms: None,
        random_margin: 0,
        features: Features::ALL,
        forced_win_plies: 0,
    };
    let r = search(&pos, &Eval::default(), &limits, &NoClock, 1);
    assert!(r.nodes <= 5_000, "{} nodes", r.nodes);
    assert!(r.depth < 30);
    assert!(pos.is_legal(r.best.unwrap()));
}

#[test]
fn each_side_searches_within_its_own_node_budget() {
    let limits = Limits {
        max_depth: 30,
        max_nodes: 6_000,
        second_side_nodes: Some(2_000),
        deadline_ms: None,
        random_margin: 0,
        features: Features::ALL,
        forced_win_plies: 0,
    };
    assert_eq!(limits.nodes_for(Side::First), 6_000);
    assert_eq!(limits.nodes_for(Side::Second), 2_000);
    assert_eq!(limits.with_nodes(3_000).nodes_for(Side::Second), 3_000);
    // The attackers move first, then the defenders.
    let start = Position::new(&Rules::default());
    let first = search(&start, &Eval::default(), &limits, &NoClock, 1);
    assert!(first.nodes > 2_000 && first.nodes <= 6_000, "{} nodes", first.nodes);
    let mut answer = start.clone();
    answer.play_unchecked(first.best.unwrap());
    let second = search(&answer, &Eval::default(), &limits, &NoClock, 1);
    assert!(second.nodes <= 2_000, "{} nodes", second.nodes);
    // Without a budget of its own, the second side has the first side's.
    let same = search(&answer, &Eval::default(), &limits.with_nodes(6_000), &NoClock, 1);
    assert!(same.nodes > 2_000, "{} nodes", same.nodes);
}

#[test]
fn the_deadline_stops_the_search_and_still_answers() {
    let pos = Position::new(&Rules::default());
    let limits = Limits {
        max_depth: 30,
        max_nodes: u64::MAX,
        second_side_nodes: None,
        deadline_ms: Some(3.0),
        random_margin: 0,
        features: Features::ALL,
        forced_win_plies: 0,
    };
    let r = search(&pos, &Eval::default(), &limits, &TickingClock(Cell::new(0.0)), 1);
    assert!(r.depth < 30);
    assert!(pos.is_legal(r.best.unwrap()));
}

#[test]
fn a_finished_game_has_no_best_move() {
    let pos = build(&[("a1", 'k'), ("c3", 'a')], ATTACKERS);
    let r = search(&pos, &Eval::default(), &Limits::depth(3), &NoClock, 1);
    assert_eq!(r.best, None);
    assert_eq!(r.score, -WIN);
}

#[test]
fn the_principal_variation_is_legal() {
    let pos = Position::new(&Rules::default());
    let r = search(&pos, &Eval::default(), &Limits::depth(4), &NoClock, 7);
    assert_eq!(r.pv.first(), r.best.as_ref());
    let mut p = pos;
    for &m in &r.pv {
        p = p.play(m).expect("legal line");
    }
}

#[test]
fn the_searcher_counts_repetitions_on_detached_positions() {
    // The attackers shuttle c2-c3 and the defenders d2-d3: after these eight moves
    // c3-c2 makes the position occur a third time, which the mover wins by default.
    let mut pos = Position::new(&Rules::default());
    for text in ["d2-c2", "d3-d2", "c2-c3", "d2-d3", "c3-c2", "d3-d2", "c2-c3", "d2-d3"] {
        pos = common::play(&pos, text);
    }
    assert!(pos.repetition_history().len() > 2, "the game keeps its history");
    let detached = pos.detached();
    assert!(detached.repetition_history().is_empty(), "a search copy keeps none");
    let r = search(&pos, &Eval::default(), &Limits::depth(3), &NoClock, 1);
    assert_eq!(r.score, WIN - 1, "{:?}", r.pv);
    assert_eq!(minimax(&pos, &Eval::default(), 3), WIN - 1);
    let mut after = pos.clone();
    after.play_unchecked(r.best.unwrap());
    assert_eq!(after.outcome(), Some(Outcome::Win(ATTACKERS)));
    assert_eq!(after.repetitions(), 3);
}

#[test]
fn threats_are_followed_by_quiescence_and_extended_by_the_search() {
    use abstrakta_engine::Notation;
    // The defenders win in 5 plies: d4-d1 (the king sees a1), b4-b1 or another
    // answer, d1-c1xb1 (he sees a1 again and nothing can reach b1), c1-a1.
    let pos = Position::from_text("3a3/3ad2/6a/aadkd2/4d2/4aa1/5a1 d", &Rules::default()).unwrap();
    let d4d1 = pos.parse_move("d4-d1").unwrap();
    // Quiescence follows the threats: one ply of search sees the whole win.
    let r = search(&pos, &Eval::default(), &Limits::depth(1), &NoClock, 1);
    assert_eq!((r.best, r.score), (Some(d4d1), WIN - 5));
    assert_eq!(minimax(&pos, &Eval::default(), 1), WIN - 5);
    // Without quiescence, three plies see no win; with threat extensions each
    // threatening move counts no ply, and the same three plies see it.
    let eval = compared_eval();
    let plain = search(&pos, &eval, &Limits::depth(3), &NoClock, 1);
    assert!(plain.score < WIN - 100, "{plain:?}");
    let limits = Limits {
        features: Features(Features::PVS | Features::THREATS),
        ..Limits::depth(3)
    };
    let extended = search(&pos, &eval, &limits, &NoClock, 1);
    assert_eq!((extended.best, extended.score), (Some(d4d1), WIN - 5));
}
