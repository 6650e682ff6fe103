//! Saved games: record format v1 (`docs/record-format.md`) read, checked, replayed and written.
//!
//! Reading happens in two steps, like notation in a chess library. [`Record::from_json`] checks
//! the syntax only (JSON, duplicate keys, header, field types, patch ids of the variant's kind)
//! in one pass over the text and gives a [`Record`]; [`Record::replay`] then plays it through the
//! rules core and reports the first action the rules refuse, with its 1-based number. [`load`]
//! does both. [`read_file`] reads a file with bounds ([`MAX_RECORD_BYTES`], regular files only);
//! a record holds at most [`MAX_ACTIONS`] actions.
//!
//! ```
//! use patchwork::record::{self, PlayerInfo, Record};
//! use patchwork::rules::{Game, LeatherLayout, Setup, Variant};
//!
//! let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 7);
//! let mut game = Game::new(&setup).unwrap();
//! let mut played = Vec::new();
//! for _ in 0..5 {
//!     let action = game.legal_actions()[0];
//!     game.play(action).unwrap();
//!     played.push(action);
//! }
//! let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
//! let record = Record::from_actions(&setup, players, &played).unwrap();
//! let text = record.to_json().unwrap();
//! let (again, replay) = record::load(&text).unwrap();
//! assert_eq!(again, record);
//! assert_eq!(replay.game, game);
//! ```

mod convert;
mod error;
mod file;
mod header;
mod resolve;
mod wire;

use std::fmt::Write as _;

pub use error::{ActionFault, GameResult, RecordError, ReplayError, SyntaxError};
pub use file::{MAX_RECORD_BYTES, ReadError, open_file, read_file, read_limited};
pub use header::{Header, HeaderError};
pub use resolve::{resolve_leather, resolve_patch};

use crate::rules::{
    Action, Event, Game, IllegalAction, LeatherLayout, PatchId, Phase, Player, Setup, SetupError,
    Variant,
};

/// The value of the `format` field.
pub const FORMAT: &str = "patchwork-record";
/// The record format version this module reads and writes.
pub const VERSION: u64 = 1;
/// The most actions a record may hold. Every turn moves a time token at least one space, so no
/// game lasts more than 106 actions (classic: 2 x 53) and a longer list is refused unread.
pub const MAX_ACTIONS: usize = 200;

/// The longest player name (`players[i].name`) and bot name (`players[i].bot`) a record may
/// hold, in characters (Unicode scalar values): longer ones are refused on reading and on the
/// command line, so no screen or listing ever has to lay out more than this.
pub const MAX_NAME_CHARS: usize = 64;
/// The most JSON values (the value itself, and every element and member at any depth) in each of
/// the informative fields `created`, `seed` and `app`.
pub const MAX_INFO_VALUES: usize = 256;
/// The most bytes of text (strings and keys, at any depth) in each of the informative fields
/// `created`, `seed` and `app`.
pub const MAX_INFO_TEXT_BYTES: usize = 1024;
/// The longest patch id string (Express: `"E0"` to `"E22"`) repeated in a message; a longer one
/// is unknown all the same, and shown cut.
const MAX_PATCH_ID_SHOWN: usize = 8;

/// Checks a player's name against [`MAX_NAME_CHARS`]: `field` names it in the message.
///
/// # Errors
/// [`SyntaxError::TooLong`] for a longer name.
pub fn check_name(field: &str, name: &str) -> Result<(), SyntaxError> {
    let n = name.chars().count();
    if n > MAX_NAME_CHARS {
        return Err(SyntaxError::TooLong {
            field: field.to_owned(),
            found: format!("{n} characters"),
            limit: format!("{MAX_NAME_CHARS} characters"),
        });
    }
    Ok(())
}

/// Who sits in a seat: a person, or a program, named as the record names it (`kind`, `bot` and
/// `level`, each unchecked text but for its length: a record may come from another program).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// A person.
    Human,
    /// A program.
    Bot {
        /// Which bot (`"strong"`), when the record says.
        bot: Option<String>,
        /// The level it played at (`"beginner"`), when the record says (an optional field:
        /// records written before it name only the bot).
        level: Option<String>,
    },
}

/// One entry of `players`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerInfo {
    /// The name shown.
    pub name: String,
    /// A person or a program.
    pub seat: Seat,
    /// For a person who plays from another computer (`patchwork serve`): who holds the seat,
    /// as the server knows them (an SSH key's fingerprint, `SHA256:...`, or `no key`). An
    /// optional field; `None` for a seat played at this terminal.
    pub remote: Option<String>,
}

impl PlayerInfo {
    /// A human player called `name`.
    pub fn human(name: &str) -> Self {
        Self {
            name: name.to_owned(),
            seat: Seat::Human,
            remote: None,
        }
    }

    /// A bot called `name`, playing strategy `bot`.
    pub fn bot(name: &str, bot: &str) -> Self {
        Self {
            name: name.to_owned(),
            seat: Seat::Bot {
                bot: Some(bot.to_owned()),
                level: None,
            },
            remote: None,
        }
    }

    /// A bot called `name`, playing strategy `bot` at `level`.
    pub fn bot_at(name: &str, bot: &str, level: &str) -> Self {
        Self {
            name: name.to_owned(),
            seat: Seat::Bot {
                bot: Some(bot.to_owned()),
                level: Some(level.to_owned()),
            },
            remote: None,
        }
    }

    /// A person called `name` who plays from another computer, held by `remote` (see
    /// [`PlayerInfo::remote`]).
    pub fn remote(name: &str, remote: &str) -> Self {
        Self {
            remote: Some(remote.to_owned()),
            ..Self::human(name)
        }
    }

    /// Whether a person sits here.
    pub fn is_human(&self) -> bool {
        self.seat == Seat::Human
    }

    /// The bot's name, for a bot whose record names it.
    pub fn bot_name(&self) -> Option<&str> {
        match &self.seat {
            Seat::Bot { bot, .. } => bot.as_deref(),
            Seat::Human => None,
        }
    }

    /// The level's name, for a bot whose record names it.
    pub fn level(&self) -> Option<&str> {
        match &self.seat {
            Seat::Bot { level, .. } => level.as_deref(),
            Seat::Human => None,
        }
    }
}

/// The main part of a record action.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RecordMove {
    /// Action A.
    Advance,
    /// Action B: the patch and the cells as written (`[row, col]`, any order, unchecked).
    Patch {
        /// The patch bought.
        patch: PatchId,
        /// The cells it covers, as written.
        cells: Vec<(i64, i64)>,
    },
}

/// One element of `actions`: a turn and the leather decisions it calls for. Read but not yet
/// checked against the rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordAction {
    /// Who acts.
    pub player: Player,
    /// Advance or buy.
    pub kind: RecordMove,
    /// One entry per leather patch won: the cell it is sewn on, or `None` when set aside.
    pub leather: Vec<Option<(i64, i64)>>,
}

impl RecordAction {
    /// The record action for `player` playing `actions`: a main action (advance or patch)
    /// followed by its leather decisions, as [`Game::divide`] lists them. `None` if `actions`
    /// does not have that form.
    pub fn from_actions(player: Player, actions: &[Action]) -> Option<Self> {
        let (first, rest) = actions.split_first()?;
        let kind = match *first {
            Action::Advance => RecordMove::Advance,
            Action::Patch { patch, cells } => RecordMove::Patch {
                patch,
                cells: cells
                    .cells()
                    .map(|c| (i64::from(c.row), i64::from(c.col)))
                    .collect(),
            },
            Action::Leather(_) => return None,
        };
        let leather = rest
            .iter()
            .map(|a| match *a {
                Action::Leather(cell) => Some(cell.map(|c| (i64::from(c.row), i64::from(c.col)))),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Self {
            player,
            kind,
            leather,
        })
    }

    /// The action as one line of JSON without spaces, in the canonical form of
    /// `perft --divide`: keys `type`, `player`, `patch`, `cells`, `leather` in that order,
    /// cells sorted by row then column, `leather` only when not empty.
    pub fn to_line(&self, variant: Variant) -> String {
        let cell = |(r, c): (i64, i64)| format!("[{r},{c}]");
        let mut s = String::from("{\"type\":");
        s.push_str(match self.kind {
            RecordMove::Advance => "\"advance\"",
            RecordMove::Patch { .. } => "\"patch\"",
        });
        let _ = write!(s, ",\"player\":{}", self.player.index());
        if let RecordMove::Patch { patch, cells } = &self.kind {
            let mut sorted = cells.clone();
            sorted.sort_unstable();
            let cells: Vec<String> = sorted.into_iter().map(cell).collect();
            let id = match variant {
                Variant::Classic => patch.0.to_string(),
                Variant::Express => format!("\"E{}\"", patch.0),
            };
            let _ = write!(s, ",\"patch\":{id},\"cells\":[{}]", cells.join(","));
        }
        if !self.leather.is_empty() {
            let entries: Vec<String> = self
                .leather
                .iter()
                .map(|e| e.map_or_else(|| "null".to_owned(), cell))
                .collect();
            let _ = write!(s, ",\"leather\":[{}]", entries.join(","));
        }
        s.push('}');
        s
    }
}

/// A saved game, read for syntax: set-up, players, actions and the result it claims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// Variant, board, circle, first player and blue order (unchecked until replayed).
    pub setup: Setup,
    /// The players, `Player::One` (index 0) first.
    pub players: [PlayerInfo; 2],
    /// Every action in the order played.
    pub actions: Vec<RecordAction>,
    /// The result the record claims, if any.
    pub result: Option<GameResult>,
    /// Informative `created` field, kept as written.
    pub created: Option<serde_json::Value>,
    /// Informative `seed` field, kept as written.
    pub seed: Option<serde_json::Value>,
    /// Informative `app` field, kept as written.
    pub app: Option<serde_json::Value>,
}

/// A record replayed: the game after its last action and what each action caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// The game after the last action.
    pub game: Game,
    /// The events of each record action (its leather decisions included), in order.
    pub events: Vec<Vec<Event>>,
}

/// Why [`Record::from_actions`] could not build a record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BuildError {
    /// The set-up is not playable.
    #[error("invalid set-up: {0}")]
    Setup(#[from] SetupError),
    /// Action `index` (0-based, in the list given) is illegal.
    #[error("action {index} of the list is illegal: {error}")]
    Illegal {
        /// 0-based position in the list.
        index: usize,
        /// Why.
        error: IllegalAction,
    },
    /// The list ends while a leather patch waits to be placed; a record cannot say that.
    #[error("the actions end while a leather patch waits to be placed")]
    LeatherPending,
}

/// Reads and replays a record: the record and its replay, or the first fault.
///
/// # Errors
/// A [`RecordError::Syntax`] if the text is not a well-formed record, else a
/// [`RecordError::Replay`] if the game it records is not legal.
pub fn load(text: &str) -> Result<(Record, Replayed), RecordError> {
    let record = Record::from_json(text)?;
    let replay = record.replay()?;
    Ok((record, replay))
}

/// Like [`load`], from raw bytes that must be UTF-8.
///
/// # Errors
/// As [`load`], and [`SyntaxError::NotUtf8`] for bytes that are not UTF-8.
pub fn load_bytes(bytes: &[u8]) -> Result<(Record, Replayed), RecordError> {
    let text = std::str::from_utf8(bytes).map_err(|e| SyntaxError::NotUtf8 {
        offset: e.valid_up_to(),
    })?;
    load(text)
}

pub(crate) fn result_of(game: &Game) -> Option<GameResult> {
    let winner = game.winner()?;
    Some(GameResult {
        scores: Player::BOTH.map(|p| i64::from(game.score(p).total)),
        winner,
    })
}

impl Record {
    /// Reads a record's syntax: well-formed JSON without duplicate keys, `format` and
    /// `version`, the fields and their types, patch ids of the variant's kind and player
    /// numbers 0 and 1. Unknown fields are ignored; `null` counts as absent.
    ///
    /// # Errors
    /// The first syntax fault: JSON (with line and column, duplicate keys included), header,
    /// shape, set-up values, result values, or the first malformed action.
    pub fn from_json(text: &str) -> Result<Self, SyntaxError> {
        Self::from_wire(wire::read(text)?)
    }

    /// Replays the record through the rules: the set-up must be playable, every action legal
    /// with exactly the leather decisions it calls for, and a `result` must be that of the
    /// finished game.
    ///
    /// # Errors
    /// The first fault: an unplayable set-up, the first refused action (with its number), or a
    /// `result` that is wrong or given for an unfinished game.
    pub fn replay(&self) -> Result<Replayed, ReplayError> {
        self.replay_each(|_, _, _| {})
    }

    /// Like [`Record::replay`], calling `each` after every record action with the core actions
    /// it resolved into (the main action, then its leather decisions), the events they caused
    /// and the game after them. A reader that wants every step (a history, a replay viewer) gets
    /// the steps before a fault as well as the fault.
    ///
    /// # Errors
    /// As [`Record::replay`].
    pub fn replay_each(
        &self,
        mut each: impl FnMut(&[Action], &[Event], &Game),
    ) -> Result<Replayed, ReplayError> {
        let mut game = Game::new(&self.setup).map_err(ReplayError::Setup)?;
        let mut events = Vec::with_capacity(self.actions.len());
        let mut played = Vec::new();
        for (i, action) in self.actions.iter().enumerate() {
            played.clear();
            let e = replay_action(&mut game, action, &mut played).map_err(|fault| {
                ReplayError::Action {
                    number: i + 1,
                    fault,
                }
            })?;
            each(&played, &e, &game);
            events.push(e);
        }
        if let Some(recorded) = self.result {
            let Some(computed) = result_of(&game) else {
                return Err(ReplayError::ResultOnUnfinished);
            };
            if recorded != computed {
                return Err(ReplayError::ResultMismatch { recorded, computed });
            }
        }
        Ok(Replayed { game, events })
    }

    /// Builds the record of a game played from `setup` with `actions` (core actions, leather
    /// decisions after the action that won them), with the `result` filled in when it is over.
    /// An Express set-up's layout is recorded as the default, since Express ignores it.
    ///
    /// # Errors
    /// An unplayable set-up, an illegal action, or a list that ends before a leather patch won
    /// is placed.
    pub fn from_actions(
        setup: &Setup,
        players: [PlayerInfo; 2],
        actions: &[Action],
    ) -> Result<Self, BuildError> {
        let mut game = Game::new(setup)?;
        let mut out: Vec<RecordAction> = Vec::new();
        for (index, &action) in actions.iter().enumerate() {
            let player = game.to_move();
            game.play(action)
                .map_err(|error| BuildError::Illegal { index, error })?;
            match (action, player) {
                (Action::Leather(cell), _) => {
                    // play() accepted it, so a main action precedes it.
                    if let Some(last) = out.last_mut() {
                        last.leather
                            .push(cell.map(|c| (i64::from(c.row), i64::from(c.col))));
                    }
                }
                (main, Some(player)) => {
                    if let Some(a) = RecordAction::from_actions(player, &[main]) {
                        out.push(a);
                    }
                }
                (_, None) => {}
            }
        }
        if matches!(game.phase(), Phase::PlaceLeather(_)) {
            return Err(BuildError::LeatherPending);
        }
        let mut setup = setup.clone();
        if setup.variant == Variant::Express {
            // `board` is not written for Express; reading gives the default layout.
            setup.layout = LeatherLayout::Revised;
        }
        Ok(Self {
            setup,
            players,
            actions: out,
            result: result_of(&game),
            created: None,
            seed: None,
            app: None,
        })
    }

    /// The record as pretty-printed JSON (record format v1).
    ///
    /// # Errors
    /// Only if `serde_json` fails to serialize, which these types do not provoke.
    pub fn to_json(&self) -> serde_json::Result<String> {
        serde_json::to_string_pretty(&self.to_wire())
    }
}

/// Plays one record action on `game`, or says why it is refused (`game` is then to be dropped).
/// The core actions played are pushed onto `played`.
fn replay_action(
    game: &mut Game,
    a: &RecordAction,
    played: &mut Vec<Action>,
) -> Result<Vec<Event>, ActionFault> {
    let expected = match game.phase() {
        Phase::Over => return Err(ActionFault::AfterEnd),
        Phase::PlaceLeather(_) => return Err(ActionFault::Illegal(IllegalAction::LeatherPending)),
        Phase::Turn(p) => p,
    };
    if a.player != expected {
        return Err(ActionFault::WrongPlayer {
            expected,
            found: a.player,
        });
    }
    let action = match &a.kind {
        RecordMove::Advance => Action::Advance,
        RecordMove::Patch { patch, cells } => {
            resolve_patch(game, *patch, cells).map_err(ActionFault::Illegal)?
        }
    };
    let mut events = game.play(action).map_err(ActionFault::Illegal)?;
    played.push(action);
    let won = usize::from(game.pending_leather());
    let given = a.leather.len();
    for (i, &entry) in a.leather.iter().enumerate() {
        if !matches!(game.phase(), Phase::PlaceLeather(_)) {
            return Err(ActionFault::ExtraLeather { won, given });
        }
        let leather = resolve_leather(game, entry).map_err(|error| ActionFault::Leather {
            entry: i + 1,
            error,
        })?;
        let more = game.play(leather).map_err(|error| ActionFault::Leather {
            entry: i + 1,
            error,
        })?;
        events.extend(more);
        played.push(leather);
    }
    if matches!(game.phase(), Phase::PlaceLeather(_)) {
        return Err(ActionFault::MissingLeather { won, given });
    }
    Ok(events)
}
