//! The pure rules of Patchwork and Patchwork Express: no terminal, no files, no clock and no
//! global randomness. Everything the game, the bots and saved games need to know about legality
//! and scoring is decided here, once.
//!
//! Start from a [`Setup`] (shuffled from a seed, or given explicitly), build a [`Game`], ask it for
//! its [`Game::moves`] and [`Game::play`] one of them.

mod action;
mod compact;
mod game;
mod geometry;
mod movegen;
mod patch;
mod perft;
mod player;
mod projection;
mod quilt;
mod setup;
mod variant;

pub use action::{Action, Event, IllegalAction};
pub use compact::Move;
pub use game::{BONUS_POINTS, Game, Phase, PlayerState, Score, TurnReason};
pub use geometry::{Orientation, Transform};
pub use movegen::{Groups, Moves, PlacementGroup};
pub use patch::{CLASSIC_PATCHES, EXPRESS_PATCHES, Patch, PatchId, PatchName};
pub use player::{ByPlayer, Player};
pub(crate) use quilt::BONUS_WINDOWS;
pub use quilt::{Cell, Gaps, Quilt, STRIDE, SYMMETRIES, Symmetry};
pub use setup::{Setup, SetupError};
pub use variant::{LeatherLayout, TimePos, UnknownName, Variant};
