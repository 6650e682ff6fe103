//! Learning and practice, without a terminal: the lessons that teach the game by playing it
//! (prepared positions, each with one thing to do and a judge for the try), the daily deal
//! (a set-up every player gets on a given date) and the players' progress as it is kept in the
//! data directory (lessons done, tips seen, daily results). The terminal app shows them
//! (`crate::tui`); the rules core judges every step.

pub mod daily;
pub mod lessons;
pub mod mine;
pub mod progress;
pub mod puzzles;

pub use lessons::{LESSONS, Lesson, Prepared, Verdict, Wrong};
