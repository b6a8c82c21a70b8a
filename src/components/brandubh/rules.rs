//! The worked examples of Brandubh's rules page (its text is the game's
//! `RulesPage` in `texts.toml`).

use super::texts::GameText;
use crate::components::example::ExampleData;

/// The worked examples of the rules page: a capture and a piece safe between two
/// enemies; the empty throne and a corner capturing; the king's escape; a third
/// repetition.
pub const EXAMPLES: [ExampleData; 4] = [
    ExampleData {
        position: Some("7/4a2/2ad3/3k3/7/7/7 a"),
        moves: "e6-e5xd5 d4-d5",
        from: 0,
        captions: &[
            &GameText::ExBrCapture0,
            &GameText::ExBrCapture1,
            &GameText::ExBrCapture2,
        ],
    },
    ExampleData {
        position: Some("7/2a2d1/3a3/1k5/7/7/7 d"),
        moves: "f6-d6xd5 c6-c5 b4-b1 c5-c1xb1",
        from: 0,
        captions: &[
            &GameText::ExBrThrone0,
            &GameText::ExBrThrone1,
            &GameText::ExBrThrone2,
            &GameText::ExBrThrone3,
            &GameText::ExBrThrone4,
        ],
    },
    ExampleData {
        position: Some("7/7/1a5/k6/7/7/5a1 a"),
        moves: "b5-a5 a4-a1",
        from: 0,
        captions: &[&GameText::ExBrEscape0, &GameText::ExBrEscape1, &GameText::ExBrEscape2],
    },
    ExampleData {
        position: Some("7/1a5/7/3k3/7/3d3/5a1 a"),
        moves: "b6-b5 d2-d3 b5-b6 d3-d2 b6-b5 d2-d3 b5-b6 d3-d2",
        from: 0,
        captions: &[
            &GameText::ExBrRepeat0,
            &GameText::ExBrRepeat1,
            &GameText::ExBrRepeat2,
            &GameText::ExBrRepeat3,
            &GameText::ExBrRepeat4,
            &GameText::ExBrRepeat1,
            &GameText::ExBrRepeat2,
            &GameText::ExBrRepeat3,
            &GameText::ExBrRepeat5,
        ],
    },
];
