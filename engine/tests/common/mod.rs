//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod perft_table;

use abstrakta_engine::brandubh::{MoveText, Piece, Position, Rules, Setup, Square};
use abstrakta_engine::{Game, Side, SplitMix64};

/// A position from a list of `(square, piece letter)` and the side to move.
pub fn build(pieces: &[(&str, char)], turn: Side) -> Position {
    build_with(pieces, turn, Rules::default())
}

/// Like [`build`], under `rules`.
pub fn build_with(pieces: &[(&str, char)], turn: Side, rules: Rules) -> Position {
    let mut board = [None; 49];
    for &(sq, c) in pieces {
        let sq: Square = sq.parse().unwrap();
        board[sq.index()] = Some(match c {
            'a' => Piece::Attacker,
            'd' => Piece::Defender,
            'k' => Piece::King,
            _ => panic!("piece letter {c}"),
        });
    }
    Position::from_setup(&Setup { board, turn }, rules).unwrap()
}

/// Plays the written move, checked.
pub fn play(pos: &Position, text: &str) -> Position {
    let m = text
        .parse::<MoveText>()
        .unwrap()
        .to_move(pos)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    pos.clone().play(m).unwrap()
}

/// Positions reached by seeded random play from the start, stopping early at the
/// end of a game.
pub fn random_positions(count: usize, max_plies: u64, seed: u64) -> Vec<Position> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let mut pos = Position::new(&Rules::default());
        let plies = rng.below(max_plies + 1);
        for _ in 0..plies {
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos.play_unchecked(m);
        }
        out.push(pos);
    }
    out
}
