//! What can be wrong with a record: malformed text ([`SyntaxError`]) and actions or results that
//! the rules refuse ([`ReplayError`]). Each names the action (1-based) where it has one.

use std::fmt;

use crate::rules::{IllegalAction, Player, SetupError};

/// A record's outcome as written in, or recomputed for, its `result` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameResult {
    /// Final scores, `Player::One`'s first.
    pub scores: [i64; 2],
    /// The winner.
    pub winner: Player,
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "scores [{}, {}] and winner {}",
            self.scores[0],
            self.scores[1],
            self.winner.index()
        )
    }
}

/// The text is not a well-formed record: the first fault of its syntax. Nothing was replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    /// The bytes are not UTF-8.
    #[error("malformed file: not UTF-8 (invalid byte at offset {offset})")]
    NotUtf8 {
        /// Byte offset of the first invalid sequence.
        offset: usize,
    },
    /// The text is not JSON, or an object repeats a key.
    #[error("malformed JSON: {message} at line {line} column {column}")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What `serde_json` (or the duplicate-key check) found.
        message: String,
    },
    /// `format` is missing or not `"patchwork-record"`.
    #[error("not a patchwork record: {reason}")]
    WrongFormat {
        /// What was found instead.
        reason: String,
    },
    /// `version` is missing or not `1`.
    #[error("unknown version {found} (this reader knows version 1)")]
    UnknownVersion {
        /// The value as written.
        found: String,
    },
    /// Valid JSON of the wrong shape: a missing field, a wrong type, an unknown name.
    #[error("malformed record: {message} at line {line} column {column}")]
    Shape {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What `serde_json` found.
        message: String,
    },
    /// The set-up has a value that cannot even be read (a patch id of the wrong kind, a player
    /// number other than 0 and 1).
    #[error("malformed set-up: {reason}")]
    Setup {
        /// What is wrong.
        reason: String,
    },
    /// `result` has a winner other than 0 and 1.
    #[error("malformed result: {reason}")]
    Result {
        /// What is wrong.
        reason: String,
    },
    /// The record lists more actions than any game has (the limit is [`super::MAX_ACTIONS`]).
    #[error("too many actions: a record holds at most {limit} (no game lasts more than 106)")]
    TooManyActions {
        /// The most actions a record may hold.
        limit: usize,
    },
    /// A free-text field is longer than the format allows (see [`super::MAX_NAME_CHARS`],
    /// [`super::MAX_INFO_VALUES`], [`super::MAX_INFO_TEXT_BYTES`]).
    #[error("`{field}` is too long: {found}, at most {limit}")]
    TooLong {
        /// The field, as a path: `players[0].name`, `app`.
        field: String,
        /// How long it is, in words (`1048576 characters`, `more than 256 values`).
        found: String,
        /// The limit, in words (`64 characters`).
        limit: String,
    },
    /// An action cannot be read (a missing field, a patch id of the wrong kind, a bad player).
    #[error("action {number}: malformed action: {reason}")]
    Action {
        /// 1-based action number.
        number: usize,
        /// What is wrong.
        reason: String,
    },
}

impl SyntaxError {
    /// The 1-based action number, for faults of one action.
    pub const fn action(&self) -> Option<usize> {
        match self {
            SyntaxError::Action { number, .. } => Some(*number),
            _ => None,
        }
    }

    pub(crate) fn from_json(e: &serde_json::Error) -> Self {
        let (line, column) = (e.line(), e.column());
        let full = e.to_string();
        let suffix = format!(" at line {line} column {column}");
        let message = full.strip_suffix(&suffix).unwrap_or(&full).to_owned();
        if e.is_data() && !message.starts_with("duplicate key") {
            SyntaxError::Shape {
                line,
                column,
                message,
            }
        } else {
            SyntaxError::Json {
                line,
                column,
                message,
            }
        }
    }
}

/// Why one action of a record is refused when it is replayed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ActionFault {
    /// Both tokens were already on the final space.
    #[error("action after the end of the game")]
    AfterEnd,
    /// `player` is not the player whose turn it is.
    #[error("wrong player: it is player {}'s turn, not player {}'s", .expected.index(), .found.index())]
    WrongPlayer {
        /// Whose turn it is.
        expected: Player,
        /// Who the record says acts.
        found: Player,
    },
    /// The turn itself is illegal (patch not among the next three, too dear, wrong shape, off
    /// the quilt, overlapping).
    #[error(transparent)]
    Illegal(IllegalAction),
    /// A leather entry is illegal (off the quilt, on a covered cell, set aside when it must be
    /// placed).
    #[error("leather entry {entry}: {error}")]
    Leather {
        /// 1-based entry in the action's `leather` list.
        entry: usize,
        /// Why the core refused it.
        error: IllegalAction,
    },
    /// The action won more leather patches than `leather` places.
    #[error("missing leather placement: the action won {} but `leather` has {}", patches(*.won), entries(*.given))]
    MissingLeather {
        /// Leather patches won.
        won: usize,
        /// Entries given.
        given: usize,
    },
    /// `leather` has more entries than the action won leather patches.
    #[error("extra leather placement: the action won {} but `leather` has {}", patches(*.won), entries(*.given))]
    ExtraLeather {
        /// Leather patches won.
        won: usize,
        /// Entries given.
        given: usize,
    },
}

fn patches(n: usize) -> String {
    match n {
        0 => "no leather patch".to_owned(),
        1 => "1 leather patch".to_owned(),
        n => format!("{n} leather patches"),
    }
}

fn entries(n: usize) -> String {
    match n {
        0 => "no entry".to_owned(),
        1 => "1 entry".to_owned(),
        n => format!("{n} entries"),
    }
}

/// The record is well formed but the game it describes is not legal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// The set-up is not playable (the circle is not a permutation, does not end with the
    /// starting patch, the blue order is wrong).
    #[error("invalid set-up: {0}")]
    Setup(SetupError),
    /// Action `number` is refused.
    #[error("action {number}: {fault}")]
    Action {
        /// 1-based action number.
        number: usize,
        /// Why.
        fault: ActionFault,
    },
    /// The recorded `result` differs from the replayed one.
    #[error("result mismatch: the record says {recorded} but the game gives {computed}")]
    ResultMismatch {
        /// As written.
        recorded: GameResult,
        /// As replayed.
        computed: GameResult,
    },
    /// A `result` is given although the game is not over.
    #[error("result on an unfinished game: the game is not over after its last action")]
    ResultOnUnfinished,
}

impl ReplayError {
    /// The 1-based action number, for faults of one action.
    pub const fn action(&self) -> Option<usize> {
        match self {
            ReplayError::Action { number, .. } => Some(*number),
            _ => None,
        }
    }
}

/// Why a record was rejected: the first fault, of syntax or of the game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordError {
    /// The text is not a well-formed record.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The game it records is not legal.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

impl RecordError {
    /// The 1-based action number, for faults of one action; `None` for faults of the record as
    /// a whole (JSON, header, set-up, result).
    pub const fn action(&self) -> Option<usize> {
        match self {
            RecordError::Syntax(e) => e.action(),
            RecordError::Replay(e) => e.action(),
        }
    }

    /// The reason without the `action K: ` prefix that [`fmt::Display`] adds.
    pub fn reason(&self) -> String {
        match self {
            RecordError::Syntax(SyntaxError::Action { reason, .. }) => {
                format!("malformed action: {reason}")
            }
            RecordError::Replay(ReplayError::Action { fault, .. }) => fault.to_string(),
            other => other.to_string(),
        }
    }
}
