//! Motion where it helps: after a step, the mover's token walks along the time board from the
//! space it left to the one it reached, a few spaces a tick, instead of jumping. It never
//! delays a key (the game has already moved; only the drawing catches up), and it is off under
//! `NO_COLOR`, with `--no-animation`, and unless the launcher turns it on.

use super::App;
use crate::rules::{Event, Player};

/// Ticks a walk takes at most, however far the token goes.
const TICKS: u8 = 4;

/// A token walking along the time board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    /// Whose token.
    pub player: Player,
    /// The space it is drawn on now.
    pub at: u8,
    /// The space it reached.
    pub to: u8,
    /// Spaces a tick.
    step: u8,
}

impl App {
    /// Turns motion on or off (the launcher: on unless `NO_COLOR` or `--no-animation`).
    pub fn set_animation(&mut self, on: bool) {
        self.animate = on;
        if !on {
            self.walk = None;
        }
    }

    /// The token being walked along the time board, if one is.
    pub fn walk(&self) -> Option<Walk> {
        self.walk
    }

    /// Starts the walk of the last step's token, when motion is on.
    pub(super) fn walk_last_step(&mut self) {
        if !self.animate {
            return;
        }
        let moved = self.session.history().last_step().and_then(|step| {
            step.events.iter().find_map(|e| match *e {
                Event::Moved { player, from, to } => Some((player, from.get(), to.get())),
                _ => None,
            })
        });
        self.walk = moved
            .filter(|&(_, from, to)| to > from)
            .map(|(player, from, to)| Walk {
                player,
                at: from,
                to,
                step: (to - from).div_ceil(TICKS).max(1),
            });
    }

    /// One tick of the walk: a few spaces on, ended once the token is where it belongs.
    pub(super) fn walk_on(&mut self) {
        if let Some(walk) = &mut self.walk {
            walk.at = walk.at.saturating_add(walk.step).min(walk.to);
            if walk.at >= walk.to {
                self.walk = None;
            }
        }
    }
}
