//! Application state that is not drawing: routes from the address and the match.

mod host;
mod match_state;
mod outbox;
mod plies;
mod puzzle_state;
mod route;
mod seat;
mod study_state;
mod text_grid;
mod tree_step;

pub use abstrakta_engine::{Record, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES};
pub use host::{HostCommand, HostError, LessonSource, RawMessage, HOST_API_VERSION, MAX_COMMAND_TEXT};
pub use match_state::{
    forced_in, node_after, review_limits, Action, Hint, Match, MatchState, MoveRefusal, Notice, Player,
    PositionRefusal, RecordError, Session, SideLines, Source, Wait, WatchSpeed, COACH_SEED, HINT_PROOF, MISTAKES_SHOWN,
    MISTAKE_DROP, WATCH_DELAY_MS,
};
pub use outbox::{Answered, Command, Errand, Outbox, Outboxed, Seed, NO_ANSWER_GRACE_S};
pub use plies::{Plies, Ply};
pub use puzzle_state::{CheckError, PuzzleAction, PuzzleState, PuzzleStatus, PUZZLE_PROOF_NODES};
pub use route::{
    decode_component, encode_component, puzzle_count, read_notes, Bundle, LessonParams, Note, PlayParams, Route, Theme,
};
pub use seat::{BySeat, Seat};
pub use study_state::{drawings_text, StudyAction, StudyNotice, StudyState, MAX_COMMENT, MAX_LINES};
pub use text_grid::TextGrid;
pub use tree_step::TreeStep;
