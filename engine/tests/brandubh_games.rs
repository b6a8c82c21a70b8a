//! Replays the 525 recorded games of `tests/data/brandubh-games.csv`: every move
//! legal, every recorded capture made, and every game our rules end agrees with the
//! recorded winner (`White` = defenders, `Black` = attackers).

use abstrakta_engine::brandubh::{Bitboard, MoveText, Position, RepetitionRule, Rules, ATTACKERS};
use abstrakta_engine::{Game, Outcome};

#[test]
fn recorded_games_replay() {
    // The site did not enforce the repetition rule.
    let rules = Rules::with_repetition(RepetitionRule::NotEnforced);
    let data = include_str!("data/brandubh-games.csv");
    let (mut games, mut moves, mut captures, mut finished, mut king_beside_throne) = (0, 0, 0, 0, 0);
    for (n, line) in data.lines().enumerate() {
        let fields: Vec<&str> = line.split(',').collect();
        assert_eq!(fields.len(), 4, "line {}", n + 1);
        let mut pos = Position::new(&rules);
        for token in fields[0].split_whitespace().filter(|&t| t != "timeout") {
            let text: MoveText = token.parse().unwrap_or_else(|e| panic!("line {}: {token}: {e}", n + 1));
            let m = text
                .to_move(&pos)
                .unwrap_or_else(|e| panic!("line {}: {token}: {e}", n + 1));
            let mut made = pos.captures(m);
            let king_before = pos.king();
            if let Some(k) = king_before {
                made.remove(k);
            }
            let recorded: Bitboard = text.captures.iter().copied().collect();
            assert_eq!(recorded, made, "line {}: {token}: captures", n + 1);
            captures += made.count();
            pos = pos.play(m).unwrap();
            if pos.king().is_none() {
                let k = king_before.unwrap();
                if k.neighbours().any(|s| s.to_string() == "d4") {
                    king_beside_throne += 1;
                }
            }
            moves += 1;
        }
        if let Some(Outcome::Win(side)) = pos.outcome() {
            let expected = if side == ATTACKERS { "Black" } else { "White" };
            assert_eq!(fields[3], expected, "line {}: result", n + 1);
            finished += 1;
        }
        games += 1;
    }
    assert_eq!(games, 525);
    assert!(moves > 10_000, "{moves} moves");
    assert!(captures > 1_000, "{captures} captures");
    assert!(finished >= 100, "{finished} games end under our rules");
    assert!(
        king_beside_throne >= 2,
        "king captured beside the throne in {king_beside_throne} games"
    );
}
