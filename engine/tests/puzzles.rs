//! The puzzle sets (`data/puzzles/<game>.txt`): every set reads, and the proof
//! search confirms each puzzle: the side to move wins by force in exactly the
//! plies it states, no sooner.

use abstrakta_engine::{parse_puzzles, prove, puzzles_text, GameKind, GameVisitor, ProofResult, Puzzle, Registered};

/// Node budget of each proof.
const BUDGET: usize = 4_000_000;

struct Check;

impl GameVisitor for Check {
    type Output = usize;
    fn visit<G: Registered>(self) -> usize {
        let set: Vec<Puzzle<G>> = parse_puzzles(puzzles_text(G::KIND)).unwrap_or_else(|e| panic!("{}: {e}", G::KIND));
        for (i, p) in set.iter().enumerate() {
            let winner = p.position.turn();
            match prove(&p.position, winner, p.plies, BUDGET) {
                ProofResult::Proven(proof) => {
                    assert_eq!(proof.plies, p.plies, "{} puzzle {}: length", G::KIND, i + 1);
                }
                other => panic!("{} puzzle {}: {other:?}", G::KIND, i + 1),
            }
            if p.plies > 1 {
                assert_eq!(
                    prove(&p.position, winner, p.plies - 2, BUDGET),
                    ProofResult::Disproven,
                    "{} puzzle {}: a shorter win",
                    G::KIND,
                    i + 1
                );
            }
        }
        set.len()
    }
}

#[test]
fn every_puzzle_is_a_forced_win_of_its_length() {
    for kind in GameKind::ALL {
        let n = kind.visit(Check);
        match kind {
            GameKind::Brandubh | GameKind::TopQuark => assert!(n >= 20, "{kind}: {n} puzzles"),
            GameKind::Thud | GameKind::Bilitaire => assert_eq!(n, 0, "{kind}"),
        }
    }
}

#[test]
fn a_wrong_length_is_caught() {
    // The set's first Brandubh puzzle, said to take two plies more: the solution
    // no longer ends where the puzzle says, so reading refuses it.
    let text = puzzles_text(GameKind::Brandubh);
    let (_, line) = abstrakta_engine::puzzle_lines(text).next().expect("a puzzle");
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let plies: u16 = fields[1].parse().expect("plies");
    let longer = format!("{} | {} | {}", fields[0], plies + 2, fields[2]);
    assert!(parse_puzzles::<abstrakta_engine::brandubh::Position>(&longer).is_err());
}
