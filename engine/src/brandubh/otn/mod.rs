//! OpenTafl notation for Brandubh (the `opentafl-notation-spec.txt` of
//! OpenTafl): position records, move records, rules records and game records
//! (`.otg`), read into abstrakta's types and written from them.
//!
//! - [`position`]: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`, rank 1 first.
//! - [`moves`]: `d2-e2`, `Kd4-d3`, `d6-a6xa5`, `---`.
//! - [`rules`]: `dim:7 … start:…` into [`Rules`](super::Rules) and a start.
//! - [`game`]: tags, rules, turns and commentary.

pub mod game;
pub mod moves;
pub mod position;
pub mod rules;

pub use game::{is_game_record, read_game, write_game, GameRecord, GameRecordError, GameRecordErrorKind};
pub use moves::{move_record, read_move, MoveRecord, MoveRecordError};
pub use position::{position_record, read_position, PositionRecordError};
pub use rules::{read_rules, rules_record, RulesRecord, RulesRecordError};
