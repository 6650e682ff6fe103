//! Patchwork and Patchwork Express: a pure rules engine, saved-game records, computer players
//! ([`bot`]), and a terminal game.
//!
//! ```
//! use patchwork::rules::{Game, LeatherLayout, Setup, Variant};
//!
//! let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, 42);
//! let mut game = Game::new(&setup).expect("a shuffled set-up is valid");
//! while !game.is_over() {
//!     let first = game.moves().get(0).expect("an unfinished game has a legal move");
//!     game.play_move(first).expect("listed moves are legal");
//! }
//! assert!(game.winner().is_some());
//! ```

pub mod bot;
#[cfg(feature = "tui")]
pub mod cli;
pub mod cpu;
pub mod files;
pub mod history;
#[cfg(feature = "tui")]
pub mod i18n;
pub mod learn;
#[cfg(feature = "online")]
pub mod online;
pub mod record;
pub mod review;
pub mod rules;
#[cfg(feature = "tui")]
pub mod saves;
#[cfg(feature = "tui")]
pub mod stats;
pub mod table;
pub mod text;
#[cfg(feature = "tui")]
pub mod tui;
