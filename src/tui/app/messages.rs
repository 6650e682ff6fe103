//! What goes in and out of the app: the messages [`App::update`](super::App::update) takes
//! ([`Msg`]) and the effects it asks the loop to perform ([`Effect`]).

use std::path::PathBuf;

use ratatui::crossterm::event::{KeyEvent, MouseEvent};

use super::super::options::Opponent;
use crate::bot::{BotError, Stop};
use crate::history::History;
use crate::record::Record;
use crate::review::{Review, Settings};
use crate::rules::{Action, Game};
use crate::saves::SaveError;
use crate::table::{Request, TableNews};
pub use crate::tui::mode::Unavailable;

/// Something that happened to the app: the only input of [`App::update`](super::App::update).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// A key event (only presses are acted on).
    Key(KeyEvent),
    /// A mouse event.
    Mouse(MouseEvent),
    /// The terminal's new size: width, height.
    Resize(u16, u16),
    /// Time passed (about [`TICK`]): autoplay and the pause after a bot's move.
    Tick,
    /// A bot's answer to the question `ticket` named.
    Bot {
        /// The ticket of the [`Effect::Think`] answered.
        ticket: u64,
        /// The actions of the bot's step, or why it gave none.
        answer: Result<Vec<Action>, BotError>,
    },
    /// The review asked with `ticket` has evaluated `done` positions of `total`.
    ReviewProgress {
        /// The ticket of the [`Effect::Review`].
        ticket: u64,
        /// Positions evaluated.
        done: usize,
        /// Positions in all.
        total: usize,
    },
    /// The review asked with `ticket` is done.
    Reviewed {
        /// The ticket of the [`Effect::Review`].
        ticket: u64,
        /// The review.
        review: Box<Review>,
    },
    /// The loop tried to save game `slot` to `file`: `Ok`, or why it could not.
    Saved {
        /// Which game of the session.
        slot: u64,
        /// The game's file.
        file: PathBuf,
        /// Whether it was written, or why not.
        result: Result<(), SaveError>,
    },
    /// The loop tried to write the progress file `name`: `Err` says why it could not.
    Kept {
        /// The file's name in the data directory.
        name: &'static str,
        /// Whether it was written, or why not.
        result: Result<(), String>,
    },
    /// SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2 or SIGALRM: leave as `q` would, the
    /// game saved.
    Terminate,
    /// What the table this game is played at (served over SSH) says: its new view, or the
    /// answer to this player's request.
    Table(TableNews),
    /// The host could not do what the app asked (stop the program, save, search, ask a
    /// table): the app says so.
    Unavailable(Unavailable),
}

/// How often [`Msg::Tick`] comes while the app needs the clock ([`App::needs_ticks`](super::App::needs_ticks)).
pub const TICK: std::time::Duration = std::time::Duration::from_millis(100);

/// Something the app asks the loop to do: [`App::update`](super::App::update) returns these instead of doing I/O.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Write the game to its save file (`slot` numbers the games of this session: a new game or
    /// a game continued from a replay gets a new slot, and so a new file).
    Save {
        /// Which game of the session.
        slot: u64,
        /// The record to write.
        record: Box<Record>,
    },
    /// Ask `bot` for the step of the player to move in `game`; answer with [`Msg::Bot`]
    /// carrying `ticket`. The search ends early when `stop` is raised (the app no longer
    /// waits for it).
    Think {
        /// Names the question; a stale answer is dropped.
        ticket: u64,
        /// The bot (and its budget).
        bot: Opponent,
        /// The bot's seed.
        seed: u64,
        /// The position.
        game: Box<Game>,
        /// Raised when the answer is no longer wanted.
        stop: Stop,
    },
    /// Review the game of `history` with the strong bot on a worker thread (reading and
    /// writing the review cache), reporting with [`Msg::ReviewProgress`] and [`Msg::Reviewed`].
    Review {
        /// Names the question.
        ticket: u64,
        /// The game.
        history: Box<History>,
        /// The budget per position and the seed.
        settings: Settings,
        /// Raised when the viewer no longer waits (it was left).
        stop: Stop,
    },
    /// Give the terminal back and stop the process as Ctrl-Z does in a shell; the loop takes
    /// the terminal again and redraws when the process is continued (`fg`).
    Suspend,
    /// Ask the table this game is played at for something (served over SSH): take the player's
    /// step, an undo, a phrase, a resignation. Its answers come as [`Msg::Table`].
    Table(Request),
    /// Right-to-left text reads right on this terminal drawn this way: keep the choice (for
    /// this terminal, or for the player's key on a server) and tell the terminal whether to
    /// reorder lines itself (`CSI 8 h`) or not (`CSI 8 l`).
    Display(crate::i18n::bidi::Rendering),
    /// Write the progress file `name` of the data directory (lessons, tips, daily deals);
    /// answer with [`Msg::Kept`].
    Keep {
        /// The file's name (`crate::saves::progress`).
        name: &'static str,
        /// Its whole new content.
        text: String,
    },
}
