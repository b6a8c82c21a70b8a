//! The worked examples of Top Quark's rules page (its text, with the note
//! that the board is a reconstruction, is the game's `RulesPage` in
//! `texts.toml`).

use super::texts::GameText;
use crate::components::example::ExampleData;

/// The worked examples of the rules page: the first four rounds of a game, the
/// fourth with a capture (from a game between two `medium` players); Black
/// copying White three times, then kept from a fourth copy.
pub const EXAMPLES: [ExampleData; 2] = [
    ExampleData {
        position: None,
        moves: "d1-c1 d7-c7 b2-a3 j6-k5 h1-i3 c7-c4 i3-k5x",
        from: 0,
        captions: &[
            &GameText::ExTqRounds0,
            &GameText::ExTqRounds1,
            &GameText::ExTqRounds2,
            &GameText::ExTqRounds3,
            &GameText::ExTqRounds4,
            &GameText::ExTqRounds5,
            &GameText::ExTqRounds6,
            &GameText::ExTqRounds7,
        ],
    },
    ExampleData {
        position: None,
        moves: "d1-c1 h7-i7 b2-a3 j6-k5 h1-i3 d7-c5 i3-k5x i7-k5x",
        from: 0,
        captions: &[
            &GameText::ExTqCopy0,
            &GameText::ExTqCopy1,
            &GameText::ExTqCopy2,
            &GameText::ExTqCopy3,
            &GameText::ExTqCopy4,
            &GameText::ExTqCopy5,
            &GameText::ExTqCopy6,
            &GameText::ExTqCopy7,
            &GameText::ExTqCopy8,
        ],
    },
];
