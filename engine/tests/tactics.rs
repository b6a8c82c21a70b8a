//! The tactical set (`data/tactics.txt`): the proof search finds every forced win
//! at its exact length and no win where there is none, and the `hard` level keeps
//! a forced win it has and does not walk into the known forced loss.

use abstrakta_engine::{
    brandubh, live, prove, think, Game, GameKind, GameVisitor, Level, Limits, NoClock, Notation, ProofResult,
    Registered, Score, Side, FORCED_WIN_NODES, FORCED_WIN_PLIES, WIN,
};

/// Node budget of each proof in the set.
const BUDGET: usize = 4_000_000;

/// One line of the set.
struct Case<'a> {
    line: usize,
    start: &'a str,
    moves: &'a str,
    side: Side,
    /// `Some(n)`: a win in exactly `n` plies; `None`: no win within `plies`.
    win: Option<u16>,
    plies: u16,
}

fn cases(data: &str) -> Vec<(GameKind, Case<'_>)> {
    let mut out = Vec::new();
    for (i, line) in data.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [game, start, moves, side, result] = fields[..] else {
            panic!("line {line_no}: five fields expected: {line}");
        };
        let side = match side {
            "first" => Side::First,
            "second" => Side::Second,
            other => panic!("line {line_no}: side {other:?}"),
        };
        let (kind, n) = result
            .split_once(' ')
            .unwrap_or_else(|| panic!("line {line_no}: result {result:?}"));
        let n: u16 = n.parse().unwrap_or_else(|_| panic!("line {line_no}: plies {n:?}"));
        out.push((
            game.parse().unwrap_or_else(|e| panic!("line {line_no}: {e}")),
            Case {
                line: line_no,
                start,
                moves,
                side,
                win: match kind {
                    "win" => Some(n),
                    "none" => None,
                    other => panic!("line {line_no}: result {other:?}"),
                },
                plies: n,
            },
        ));
    }
    out
}

fn position<G: Registered>(case: &Case<'_>) -> G {
    let rules = G::Rules::default();
    let mut pos = if case.start == "start" {
        G::new(&rules)
    } else {
        G::from_text(case.start, &rules).unwrap_or_else(|e| panic!("line {}: {e}", case.line))
    };
    for text in case.moves.split_whitespace() {
        pos = live(pos);
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("line {}: {text}: {e}", case.line));
        pos = pos.play(m).unwrap();
    }
    pos
}

struct Check<'a>(Case<'a>);

impl GameVisitor for Check<'_> {
    type Output = ();
    fn visit<G: Registered>(self) {
        let case = self.0;
        let pos = position::<G>(&case);
        let result = prove(&pos, case.side, case.plies, BUDGET);
        match (case.win, &result) {
            (Some(n), ProofResult::Proven(p)) => {
                assert_eq!(p.plies, n, "line {}: length", case.line);
                // The line is legal and ends in the win.
                let mut at = pos.clone();
                for &m in &p.line {
                    assert!(at.is_legal(m), "line {}: illegal move in the proof", case.line);
                    at.play_unchecked(m);
                }
                assert_eq!(
                    at.outcome(),
                    Some(abstrakta_engine::Outcome::Win(case.side)),
                    "line {}: the proof's line ends in the win",
                    case.line
                );
                assert_eq!(p.line.len(), usize::from(n), "line {}", case.line);
                // Nothing shorter: the same search within fewer plies finds none.
                if n > 2 {
                    assert_eq!(
                        prove(&pos, case.side, n - 2, BUDGET),
                        ProofResult::Disproven,
                        "line {}",
                        case.line
                    );
                }
            }
            (None, ProofResult::Disproven) => {}
            _ => panic!(
                "line {}: expected {:?} in {} plies, got {result:?}",
                case.line, case.win, case.plies
            ),
        }
        // A one-ply search that also looks for forced wins (as the strong levels
        // do) plays the win: its move keeps it, and its score says how near it
        // is. Checked in the case's position when the winner is to move, else
        // after the loser's first move of the proof.
        if let (Some(n), ProofResult::Proven(p)) = (case.win, &result) {
            let (mut at, mut plies) = (pos.clone(), n);
            if at.turn() != case.side {
                at.play_unchecked(p.line[0]);
                plies -= 1;
            }
            let within_budget = plies <= FORCED_WIN_PLIES.into()
                && at.margin().is_none()
                && matches!(prove(&at, case.side, plies, FORCED_WIN_NODES), ProofResult::Proven(_));
            if within_budget {
                PLAYED_BY_PROOF.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let limits = Limits {
                    forced_win_plies: FORCED_WIN_PLIES,
                    ..Limits::depth(1)
                };
                let r = think(&at, &G::Eval::default(), &limits, &NoClock, 1);
                assert_eq!(r.score, WIN - Score::from(plies), "line {}", case.line);
                let mut after = at.clone();
                after.play_unchecked(r.best.unwrap());
                let kept = plies == 1 || matches!(prove(&after, case.side, plies - 1, BUDGET), ProofResult::Proven(_));
                assert!(kept, "line {}: the forced win was let go", case.line);
            }
        }
        // The hard level keeps a forced win of its own: after its move the win is
        // still forced, one ply shorter.
        if let (Some(n), true) = (case.win, pos.turn() == case.side) {
            if n > 1 && G::KIND == GameKind::Brandubh {
                let r = think(&pos, &G::Eval::default(), &G::level_limits(Level::Hard), &NoClock, 1);
                let mut after = pos.clone();
                after.play_unchecked(r.best.unwrap());
                assert!(
                    matches!(prove(&after, case.side, n - 1, BUDGET), ProofResult::Proven(_)),
                    "line {}: hard played {} and let the win go",
                    case.line,
                    pos.move_to_text(r.best.unwrap())
                );
            }
        }
    }
}

/// Cases whose win the look for forced wins found within its budget.
static PLAYED_BY_PROOF: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

#[test]
fn the_proof_search_solves_the_tactical_set() {
    let data = include_str!("data/tactics.txt");
    let all = cases(data);
    assert!(all.len() >= 15, "{} cases", all.len());
    for (kind, case) in all {
        kind.visit(Check(case));
    }
    // Wins that the strong levels' look for forced wins finds and plays.
    let played = PLAYED_BY_PROOF.load(std::sync::atomic::Ordering::Relaxed);
    assert!(played >= 4, "{played} cases");
}

#[test]
fn hard_does_not_walk_into_a_forced_loss_after_eleven_plies() {
    let rules = brandubh::Rules::default();
    let mut pos = brandubh::Position::new(&rules);
    for text in "d6-c6 d5-d6 b4-b3 d4-d5 f4-f6 c4-b4 f6-e6xd6 b4-b6 a4-a5 d5-e5 d2-e2".split_whitespace() {
        let m = pos.parse_move(text).unwrap();
        pos = pos.play(m).unwrap();
    }
    let losing = pos.parse_move("d3-d6xc6").unwrap();
    for seed in 1..=4 {
        let r = think(
            &pos,
            &brandubh::Eval::default(),
            &brandubh::Position::level_limits(Level::Hard),
            &NoClock,
            seed,
        );
        let best = r.best.unwrap();
        assert_ne!(best, losing, "seed {seed}: hard played the move that loses by force");
        // And what it plays is not lost that fast either.
        let mut after = pos.clone();
        after.play_unchecked(best);
        assert!(
            !matches!(prove(&after, Side::First, 7, 1_000_000), ProofResult::Proven(_)),
            "seed {seed}: {} loses by force",
            pos.move_to_text(best)
        );
    }
}
