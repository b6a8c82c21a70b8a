//! The messages between the page and the worker: typed, versioned, with a
//! request id, limits and a seed; bounded in size.

use abstrakta_engine::{GameKind, Limits, Side, MAX_MOVE_TEXT, MAX_POSITION_TEXT, MAX_RECORD_MOVES};
use serde::{Deserialize, Serialize};

/// Bumped whenever the message layout changes; a mismatch is an [`AiError`].
pub const PROTOCOL_VERSION: u32 = 3;

/// A request for one move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiRequest {
    /// [`PROTOCOL_VERSION`] of the sender.
    pub version: u32,
    /// Echoed in the reply, so the UI can drop stale replies.
    pub id: u32,
    /// Which game.
    pub game: GameKind,
    /// Its rule options, as [`Registered::rules_text`](abstrakta_engine::Registered::rules_text) writes them.
    pub rules: String,
    /// The start position as text; empty for the game's own start.
    pub start: String,
    /// The moves played from the start, in notation (across rounds: a move after
    /// the end of a round is the first of the next).
    pub moves: Vec<String>,
    /// The search budget.
    pub limits: Limits,
    /// Seed for the search's randomness.
    pub seed: u64,
    /// Also look for a forced win of either side with the proof search.
    #[serde(default)]
    pub proof: Option<ProofAsk>,
    /// For an analysis: how many of the best moves to give, each with its line
    /// (0, the default: the chosen move alone). At most [`MAX_LINES`].
    #[serde(default)]
    pub lines: u8,
}

/// The most lines an analysis asks for.
pub const MAX_LINES: u8 = 8;

/// One of the best moves of an analysis, with what follows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiLine {
    /// Score of its first move, from the mover's point of view.
    pub score: i32,
    /// The depth searched.
    pub depth: u8,
    /// The moves, its first move first, in notation.
    pub moves: Vec<String>,
}

/// What the proof search of a request may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProofAsk {
    /// Plies within which a win must come (1 to [`MAX_PROOF_PLIES`]).
    pub plies: u16,
    /// Positions it may visit for each side (1 to [`MAX_PROOF_NODES`]).
    pub nodes: u64,
    /// Only this side's win is looked for (a puzzle's winner); both sides'
    /// when absent, the side to move first.
    #[serde(default)]
    pub side: Option<Side>,
}

/// The longest forced win a request may ask for.
pub const MAX_PROOF_PLIES: u16 = 15;
/// The largest proof budget a request may ask for.
pub const MAX_PROOF_NODES: u64 = 2_000_000;

/// A forced win the proof search found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forced {
    /// Whether the side to move wins (else the other side does).
    pub mover_wins: bool,
    /// Plies to the win with best play on both sides.
    pub plies: u16,
    /// A line of play to the win, in notation.
    pub line: Vec<String>,
}

/// The chosen move with what the search saw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiMove {
    /// The move in notation.
    pub notation: String,
    /// Score from the mover's point of view.
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u8,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// The line the search expects, starting with the move, in notation.
    #[serde(default)]
    pub line: Vec<String>,
    /// A forced win found by the proof search, when one was asked for.
    #[serde(default)]
    pub forced: Option<Forced>,
    /// The best moves with their lines, best first, when an analysis asked for
    /// them (the first is the move above).
    #[serde(default)]
    pub lines: Vec<AiLine>,
}

/// Why the worker could not answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AiError {
    /// The request was made for another protocol version.
    Version {
        /// What the worker speaks.
        expected: u32,
        /// What the request said.
        got: u32,
    },
    /// The rule options were refused.
    BadRules(String),
    /// The start position text was refused.
    BadPosition(String),
    /// A move could not be replayed.
    BadMove {
        /// Index in `moves`.
        index: usize,
        /// The move text.
        text: String,
        /// Why.
        reason: String,
    },
    /// The game is already over.
    GameOver,
    /// The limits are outside what the worker accepts.
    BadLimits(String),
    /// The request is larger than any the page sends.
    TooLarge(String),
    /// The message is not a request (not text, not JSON, or not of the request's
    /// form).
    Malformed(String),
}

/// The deepest search a request may ask for.
pub const MAX_DEPTH: u8 = 64;

impl std::fmt::Display for AiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AiError::Version { expected, got } => {
                write!(
                    f,
                    "the computer player speaks protocol {expected}, the page sent {got}; reload the page"
                )
            }
            AiError::BadRules(r) => write!(f, "bad rule options: {r}"),
            AiError::BadPosition(r) => write!(f, "bad start position: {r}"),
            AiError::BadMove { index, text, reason } => write!(f, "move {} ({text}) refused: {reason}", index + 1),
            AiError::GameOver => f.write_str("the game is already over"),
            AiError::BadLimits(why) => write!(f, "bad search limits: {why}"),
            AiError::TooLarge(why) => write!(f, "request too large: {why}"),
            AiError::Malformed(why) => write!(f, "not a request: {why}"),
        }
    }
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AiReply {
    /// The request's id.
    pub id: u32,
    /// The move, or why there is none.
    pub result: Result<AiMove, AiError>,
}

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker has started and reads requests from now on.
    Ready {
        /// The [`PROTOCOL_VERSION`] it speaks.
        version: u32,
    },
    /// The answer to one message.
    Reply(AiReply),
}

impl FromWorker {
    /// The message as the JSON text that crosses to the page.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"Unwritable\":{:?}}}", e.to_string()))
    }
}

/// The longest message the worker reads: a record of [`MAX_RECORD_MOVES`] moves of
/// [`MAX_MOVE_TEXT`] characters each, with room for the rest.
pub const MAX_MESSAGE_BYTES: usize = MAX_RECORD_MOVES * (MAX_MOVE_TEXT + 8) + 2 * MAX_POSITION_TEXT + 4096;
