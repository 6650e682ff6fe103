//! What a game on screen is: played at this keyboard, a saved game replayed, a lesson, a
//! puzzle, the daily deal, or a game at a table served over SSH. The kind decides where the
//! game's steps go (its save file, a table, nowhere), what undo and hints do, and where leaving
//! leads; each kind holds the state only it needs, so that a lesson at a table, or a replay
//! that saves, cannot be built.

use crate::learn::daily::Date;
use crate::learn::puzzles::Puzzle;
use crate::table::TableInfo;

use super::menu::Menu;
use crate::learn::Wrong;
use crate::learn::puzzles::Choice;

/// What the game on screen is. See the [module docs](self).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    /// A game played at this keyboard (two people, or a person and a bot), saved after every
    /// step.
    #[default]
    Local,
    /// A saved game opened in the replay viewer: nothing is played or saved (playing on from a
    /// step makes a new local game).
    Replay {
        /// Whether the menu opened it: leaving goes back there instead of ending the program.
        from_menu: bool,
    },
    /// A lesson: its prepared position, never saved.
    Lesson {
        /// The lesson's index in [`crate::learn::LESSONS`].
        index: usize,
        /// The card shown over it, if any.
        card: Option<LessonCard>,
        /// The menu it was opened from, to go back to.
        back: Option<Box<Menu>>,
    },
    /// A puzzle: a position of a real game, the person to find its best step; never saved.
    Puzzle {
        /// The puzzle's index in the set.
        index: usize,
        /// How many puzzles the set holds.
        of: usize,
        /// The puzzle.
        puzzle: Box<Puzzle>,
        /// The answer, once a step was played.
        played: Option<Answer>,
        /// The menu it was opened from, to go back to.
        back: Option<Box<Menu>>,
    },
    /// The daily deal of `date`, saved like a local game.
    Daily {
        /// The day.
        date: Date,
        /// The line to share, once the game is over and recorded.
        share: Option<String>,
    },
    /// A game at a table served over SSH: the table owns it, and this terminal plays one seat
    /// (or watches).
    Table(TableInfo),
}

impl Kind {
    /// Whether the game is saved in a file of its own after every step.
    pub fn saves(&self) -> bool {
        matches!(self, Kind::Local | Kind::Daily { .. })
    }

    /// The table the game is played at, for a game served over SSH.
    pub fn table(&self) -> Option<&TableInfo> {
        match self {
            Kind::Table(info) => Some(info),
            _ => None,
        }
    }

    /// Whether the game is a lesson or a puzzle (practice with a card and a judge).
    pub fn is_practice(&self) -> bool {
        matches!(self, Kind::Lesson { .. } | Kind::Puzzle { .. })
    }
}

/// A puzzle's answer: the choice played, and the streak after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answer {
    /// The choice played.
    pub choice: Choice,
    /// Puzzles solved in a row, now.
    pub streak: u32,
    /// The longest streak.
    pub best_streak: u32,
}

/// The card over a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonCard {
    /// What the lesson teaches, before the try.
    Intro,
    /// A try that was not what the lesson asked (taken back): why, and try again.
    Wrong(Wrong),
    /// Done: what was learnt, and the way on.
    Done,
}
