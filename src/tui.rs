//! The terminal game: hot-seat Patchwork for two players sharing one keyboard, solo play
//! against a bot, lessons, puzzles, the daily deal, a replay viewer for saved games, and the
//! app each person plays at a table served over SSH.
//!
//! State, update and drawing are apart. [`App`] is a router: it owns the [`Session`] (the game,
//! what kind it is and who plays it) and the [`Mode`] (what the screen waits for, each mode
//! with its own state). [`App::update`] is its only mutator, driven by [`Msg`]s, so tests need
//! no terminal. It returns the [`Effect`]s the loop performs: save a file, ask a bot, ask a
//! table. Each frame the app derives a [`Scene`] that the widgets draw; no widget sees the app.
//! Key bindings ([`keys`]: one table behind the handler, the key bar, the help and the README's
//! key tables) and sentences ([`strings`]) are data. The rules core decides every question of
//! legality and scoring.
//!
//! One loop runs the app on every terminal ([`event_loop`]): it is given a screen (this
//! terminal, [`terminal`]; or an SSH client's) and a world (the saves folder and the bots here;
//! or a server's tables). Keys, resizes, signals, saves done, bots' answers and a table's news
//! all arrive as messages on one channel. While nothing moves (no autoplay, no pause to count
//! down) it sleeps until a message comes. Each bot search gets a stop signal that the app
//! raises when it no longer waits for the answer.
//!
//! Where things live: `launch` opens what a session starts with (its checks before the terminal
//! is taken, what is said at the end); `local` is this terminal's world; [`workers`] are the
//! threads that feed the loop. [`options`] holds what a game starts with, [`session`] the game
//! and its narration, [`kind`] what the game is, [`mode`] what the screen waits for, [`learn`]
//! the player's progress, the lessons' and puzzles' cards and the first-game tips.

use std::path::PathBuf;

mod app;
pub mod event_loop;
mod fit;
pub mod keys;
pub mod kind;
mod launch;
pub mod layout;
pub mod learn;
mod local;
pub mod menu;
pub mod mode;
pub mod options;
pub mod placement;
mod reading;
pub mod replay;
pub mod scene;
pub mod search;
pub mod session;
pub mod strings;
pub mod terminal;
pub mod theme;
mod turn;
mod widgets;
pub mod workers;

pub use app::{App, Effect, HINT_BOT, Msg, TICK, Unavailable};
pub use keys::Context;
pub use layout::min_sizes as min_size;
pub use mode::{Loss, Mode, Notice, Over, Overlay, TurnStep};
pub use options::{Opponent, Options, Seating};
pub use replay::{Replay, SPEEDS};
pub use scene::{Scene, Walk};
pub use session::Session;
pub use theme::{MONO, THEME, Theme};

pub use launch::run;

/// How a session starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A new game; without a seed, one from the clock.
    New {
        /// Variant, board, names and bots.
        options: Options,
        /// The shuffle's seed.
        seed: Option<u64>,
    },
    /// The most recent unfinished saved game.
    Resume,
    /// A saved game from a file, played on.
    Load(PathBuf),
    /// A saved game from a file, replayed.
    Replay(PathBuf),
    /// The menu: a new game, the last game, a saved game to play on or replay.
    Menu,
    /// The lessons: the first one not done yet (`patchwork learn`).
    Learn,
    /// Today's daily deal (`patchwork daily`).
    Daily,
    /// The next puzzle (`patchwork puzzles`).
    Puzzles,
}

/// Everything `run` needs: what to start, where games are saved, how to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// What to start.
    pub start: Start,
    /// The data directory (see [`crate::saves::Saves::locate`]); `None` for the default.
    pub data_dir: Option<PathBuf>,
    /// Whether to draw without colour (`NO_COLOR`).
    pub no_color: bool,
    /// Whether to draw without motion (`--no-animation`; `NO_COLOR` implies it).
    pub no_animation: bool,
}
