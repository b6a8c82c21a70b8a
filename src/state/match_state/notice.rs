//! Who plays a side, and the messages a match has for the player: what went
//! wrong loading a record, what the computer did, what the worker said. They
//! are typed values (the engine's own errors among them); the page words them
//! (`components::panel::notice`).

use abstrakta_engine::{Level, RulesError};
use serde::{Deserialize, Serialize};

use crate::agent::AiError;
use crate::i18n::{Refusals, Words};

/// Who plays one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Player {
    /// A person at this screen.
    Human,
    /// The computer at a level.
    Computer(Level),
    /// A friend at a distance, whose moves arrive by link ("Send your move").
    Friend,
}

/// A message for the player about something that just happened.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice<G: Refusals> {
    /// The computer played `notation`.
    ComputerMoved {
        /// The move.
        notation: String,
        /// Search depth.
        depth: u8,
        /// Positions searched.
        nodes: u64,
        /// Milliseconds.
        ms: u64,
        /// Whether a new worker made it, the one asked first having crashed.
        after_crash: bool,
        /// Plies to the end of a game its search sees decided: positive when the
        /// computer wins by force, negative when it loses by force.
        forced_in: Option<i32>,
        /// The position it moved in and its move, to be said in words
        /// ([`Refusals::computer_words`]).
        played: Option<(G, G::Move)>,
    },
    /// The worker crashed; a new one was started.
    WorkerCrashed {
        /// What the browser said.
        reason: String,
        /// Whether the new one was asked again at once (after a second crash in a
        /// row it waits for the player to ask).
        asked_again: bool,
    },
    /// The worker could not start (a file of the site missing or refused).
    WorkerNotStarted(String),
    /// The worker reported an error.
    WorkerError(AiError),
    /// The worker did not answer within this many seconds.
    NoAnswer(u64),
    /// The worker answered with a move the engine refuses.
    WorkerBadMove {
        /// The move it sent.
        notation: String,
        /// Why the engine refused it.
        reason: G::MoveError,
    },
    /// A record was loaded with this many moves.
    RecordLoaded(usize),
    /// The record box was empty: nothing was loaded.
    EmptyRecord,
    /// A link replaced a game in progress, which undo brings back.
    LinkOverGame,
    /// A link from a friend went on with the game in progress: these moves
    /// arrived (the friend's, in notation, separated by spaces).
    FriendMoved(String),
    /// An `at=` value that is not a move number, or beyond the moves.
    BadAt {
        /// The value as written.
        text: String,
        /// The moves there are.
        total: usize,
    },
    /// A `theme=` value that is neither `light` nor `dark`.
    BadTheme(String),
    /// An annotation of a viewer's address that does not read (`note3=`,
    /// `arrows3=`, `marks3=`), as written.
    BadNote(String),
    /// A `players=` value that is not two players (both are people at the screen).
    BadPlayers(String),
    /// A record or link failed part-way.
    Load {
        /// Where the game came from.
        source: Source,
        /// What went wrong.
        error: RecordError<G>,
    },
    /// Stored data could not be restored; it was kept under `key`.
    Stored {
        /// Why.
        reason: String,
        /// Where it was kept.
        key: String,
    },
    /// Two things to say at once (a link with bad rule options and a bad move).
    Both(Box<Notice<G>>, Box<Notice<G>>),
}

/// Where a loaded game came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A pasted record.
    Record,
    /// The page address.
    Link,
}

/// Why a record could not be loaded (completely).
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError<G: Refusals> {
    /// The start position is not valid; nothing was loaded.
    Position(PositionRefusal<G>),
    /// The rule options are not valid; the defaults were used.
    Rules(RulesError),
    /// Move `index` (0-based) was refused; the moves before it were loaded.
    Move {
        /// Index of the refused move.
        index: usize,
        /// Its text (cut to a length fit to quote).
        text: String,
        /// Why.
        reason: MoveRefusal<G>,
    },
}

/// Why a record's start was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum PositionRefusal<G: Refusals> {
    /// The position text is longer than a record may hold.
    TooLong {
        /// Its length in bytes.
        length: usize,
    },
    /// The record has more moves than a game may hold.
    TooManyMoves {
        /// How many.
        moves: usize,
    },
    /// The engine refused the position.
    Refused(G::PositionError),
    /// Another program's record did not read (worded by the game's reader).
    Foreign(Words),
}

/// Why a record's move was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveRefusal<G: Refusals> {
    /// The move text is longer than a move may be.
    TooLong {
        /// Its length in bytes.
        length: usize,
    },
    /// The engine refused the move.
    Refused(G::MoveError),
}
