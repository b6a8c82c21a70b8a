//! The worked examples of Bi-litaire's rules page (its text is the game's
//! `RulesPage` in `texts.toml`).

use super::texts::GameText;
use crate::components::example::ExampleData;

/// The moves of round 1 of a game between two `medium` players, from which
/// the later examples are taken.
const GAME: &str = "xd3 B1-A1 f3-d3 D2-D3 e5-e3 C2-D2 c5-e5 B4-A4 c3-c5 B3-B4 a3-c3 D3-C3 f7-d7 B2-B1 b5-b3 \
    B1-B2 f5-f7 C3-D3 b7-b5 B3-C3=2 b2-b4-b6 D4-D3=2 d7-b7-b5 D3-D4=2 f1-h1-h3 C1-C2=2 f4-h4-h2 C2-C1 g7-e7 \
    B2-B3=2 d5-d7-f7 A2-B2=2 e5-e7-g7 A3-B3 g8-g6 B3-A3 h6-f6 C1-C2=2 e4-e6-g6 xC3=2 h8-h6-h4 xD4";

/// The worked examples of the rules page: the opening removal, a slide and a
/// jump; an announcement met by a chain; empty tiles removed, to the end of the
/// round (the last two from `GAME`, its earlier moves played before the
/// example begins).
pub const EXAMPLES: [ExampleData; 3] = [
    ExampleData {
        position: None,
        moves: "xd3 B1-A1 f3-d3",
        from: 0,
        captions: &[
            &GameText::ExBiOpening0,
            &GameText::ExBiOpening1,
            &GameText::ExBiOpening2,
            &GameText::ExBiOpening3,
        ],
    },
    ExampleData {
        position: None,
        moves: GAME,
        from: 19,
        captions: &[&GameText::ExBiChain0, &GameText::ExBiChain1, &GameText::ExBiChain2],
    },
    ExampleData {
        position: None,
        moves: GAME,
        from: 39,
        captions: &[
            &GameText::ExBiTiles0,
            &GameText::ExBiTiles1,
            &GameText::ExBiTiles2,
            &GameText::ExBiTiles3,
        ],
    },
];
