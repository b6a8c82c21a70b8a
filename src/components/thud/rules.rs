//! The worked examples of Thud's rules page (its text is the game's
//! `RulesPage` in `texts.toml`).

use super::texts::GameText;
use crate::components::example::ExampleData;

/// The worked examples of the rules page: a troll's step taking two dwarfs; a
/// shove, answered by a hurl; a battle ended by agreement, and its score.
pub const EXAMPLES: [ExampleData; 3] = [
    ExampleData {
        position: Some("5/7/9/3d1d5/13/6T8/15/d6o7/15/15/13/11/9/7/5 t"),
        moves: "TG10-G11xF12xH12",
        from: 0,
        captions: &[&GameText::ExThStep0, &GameText::ExThStep1],
    },
    ExampleData {
        position: Some("5/7/2d6/7ddd1/13/6T8/6T8/7o7/15/15/13/11/9/7/5 t"),
        moves: "TG10*G12xF13 dK12*G12",
        from: 0,
        captions: &[&GameText::ExThThrow0, &GameText::ExThThrow1, &GameText::ExThThrow2],
    },
    ExampleData {
        position: Some("5/7/9/11/13/d14/15/7o6d/15/15/13/3T7/9/1T3d1/5 d"),
        moves: "propose accept",
        from: 0,
        captions: &[&GameText::ExThEnd0, &GameText::ExThEnd1, &GameText::ExThEnd2],
    },
];
