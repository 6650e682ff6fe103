//! The replay viewer's own state: autoplay and its speed, the step number being typed, and the
//! record's fault. Its commands come back as a [`Seek`] for the session's history; the viewer
//! never changes the game it shows.

use super::keys::{Command, Context};
use super::search::Search;
use crate::record::ReplayError;
use crate::review::Review;

/// Autoplay speeds, in ticks between steps (fastest first).
pub const SPEEDS: [u8; 6] = [1, 2, 4, 8, 15, 30];

/// The longest step number the jump prompt takes (no game has 10,000 steps).
const ENTRY_DIGITS: usize = 4;

/// The strong bot's review of the game replayed: not asked, running (with its progress), or
/// done.
#[derive(Debug, Default)]
pub enum Analysis {
    /// Not asked for.
    #[default]
    Idle,
    /// Running on a worker thread; dropping it (leaving the viewer) stops it.
    Running {
        /// The question and its stop signal.
        search: Search,
        /// Positions evaluated.
        done: usize,
        /// Positions in all.
        total: usize,
    },
    /// Done.
    Done(Box<Review>),
}

/// The replay viewer's state.
#[derive(Debug)]
pub struct Replay {
    /// Autoplay: ticks between steps, or `None` when paused.
    pub autoplay: Option<u8>,
    /// Ticks left before the next autoplay step.
    countdown: u8,
    /// The speed autoplay uses when started: ticks between steps.
    pub speed: u8,
    /// Digits typed for a jump to a step number; `None` when no number is being typed.
    pub entry: Option<String>,
    /// What is wrong with the record; the replay stops before the fault.
    pub fault: Option<ReplayError>,
    /// The strong bot's review of the game, when asked for (`r`).
    pub analysis: Analysis,
    /// The step whose review's best step is shown (on the position before it), when `b`
    /// asked for it; `None` shows the game as played.
    pub best_of: Option<usize>,
}

/// What a replay command asks of the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    /// Review the game with the strong bot (a worker thread).
    Review,
    /// Nothing beyond the viewer's own state.
    Stay,
    /// Show the game after this many steps.
    To(usize),
    /// Play on from the step shown, as a new game.
    PlayFromHere,
    /// Leave the viewer.
    Leave,
    /// Show the review's best step on the position before the step shown, or back.
    ToggleBest,
}

impl Replay {
    /// A paused viewer at the middle speed, with the record's fault if it has one.
    pub fn new(fault: Option<ReplayError>) -> Self {
        Self {
            autoplay: None,
            countdown: 0,
            speed: SPEEDS[2],
            entry: None,
            fault,
            analysis: Analysis::Idle,
            best_of: None,
        }
    }

    /// Where the keys are: typing a number, or stepping.
    pub fn context(&self) -> Context {
        if self.entry.is_some() {
            Context::ReplayEntry
        } else {
            Context::Replay
        }
    }

    /// Acts on a command with the viewer at step `cursor` of `len`.
    pub fn command(&mut self, command: Command, cursor: usize, len: usize) -> Seek {
        let target = match command {
            Command::StepBack => cursor.saturating_sub(1),
            Command::StepOn => (cursor + 1).min(len),
            Command::First => 0,
            Command::Last => len,
            Command::Digit(d) => {
                let entry = self.entry.get_or_insert_with(String::new);
                if entry.len() < ENTRY_DIGITS {
                    entry.push(char::from(b'0' + d));
                }
                return Seek::Stay;
            }
            Command::Erase => {
                if let Some(entry) = &mut self.entry {
                    entry.pop();
                    if entry.is_empty() {
                        self.entry = None;
                    }
                }
                return Seek::Stay;
            }
            Command::CancelEntry => {
                self.entry = None;
                return Seek::Stay;
            }
            Command::Jump => match self.entry.take().and_then(|e| e.parse::<usize>().ok()) {
                Some(n) => n.min(len),
                None => return Seek::Stay,
            },
            Command::Autoplay => {
                self.autoplay = match self.autoplay {
                    Some(_) => None,
                    None => Some(self.speed),
                };
                self.countdown = self.speed;
                return Seek::Stay;
            }
            Command::Faster | Command::Slower => {
                let i = SPEEDS.iter().position(|&s| s >= self.speed).unwrap_or(0);
                let i = if command == Command::Faster {
                    i.saturating_sub(1)
                } else {
                    (i + 1).min(SPEEDS.len() - 1)
                };
                self.speed = SPEEDS[i];
                if self.autoplay.is_some() {
                    self.autoplay = Some(self.speed);
                }
                return Seek::Stay;
            }
            Command::PlayFromHere => return Seek::PlayFromHere,
            Command::Review => return Seek::Review,
            Command::NextMistake | Command::PreviousMistake => {
                // A step's review shows after it: the cursor goes to the step after.
                let Analysis::Done(review) = &self.analysis else {
                    return Seek::Stay;
                };
                let after: Vec<usize> = review.errors().iter().map(|&i| i + 1).collect();
                let next = if command == Command::NextMistake {
                    after.iter().copied().find(|&c| c > cursor)
                } else {
                    after.iter().copied().rev().find(|&c| c < cursor)
                };
                match next {
                    Some(c) => c.min(len),
                    None => return Seek::Stay,
                }
            }
            Command::Leave => return Seek::Leave,
            Command::ShowBest => return Seek::ToggleBest,
            _ => return Seek::Stay,
        };
        if target != cursor {
            self.autoplay = None;
        }
        // Any move of the viewer shows the game as played again.
        self.best_of = None;
        Seek::To(target)
    }

    /// A tick of the clock: the next step when autoplay is due (it stops at the end).
    pub fn tick(&mut self, cursor: usize, len: usize) -> Option<usize> {
        let speed = self.autoplay?;
        if self.countdown > 1 {
            self.countdown -= 1;
            return None;
        }
        self.countdown = speed;
        self.best_of = None;
        let next = (cursor + 1).min(len);
        if next >= len {
            self.autoplay = None;
        }
        (next != cursor).then_some(next)
    }

    /// Whether the viewer needs the clock (autoplay is on).
    pub fn needs_ticks(&self) -> bool {
        self.autoplay.is_some()
    }
}
