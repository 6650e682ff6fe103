//! A question the app waits for on a worker thread (a bot's step, a hint, a game's review):
//! its ticket, and the stop signal raised when the app no longer waits.

use crate::bot::Stop;

/// A search the app waits for. Dropping it (the mode changed: an undo, a new
/// game, quitting) raises its stop signal, so a search nobody waits for ends at once.
#[derive(Debug)]
pub struct Search {
    /// Names the question; an answer with another ticket is stale.
    pub ticket: u64,
    /// Raised when the answer is no longer wanted.
    pub stop: Stop,
}

impl Drop for Search {
    fn drop(&mut self) {
        self.stop.raise();
    }
}
