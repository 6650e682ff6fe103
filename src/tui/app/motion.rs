//! Motion where it helps: after a step, the mover's token walks along the time board from the
//! space it left to the one it reached, a few spaces a tick, instead of jumping; and the patch
//! the step sewed (a person's or a bot's) settles onto the quilt, its cells filling in over a
//! few ticks, so the eye finds it. It never delays a key (the game has already moved; only the
//! drawing catches up), and it is off under `NO_COLOR`, with `--no-animation`, and unless the
//! launcher turns it on.

use super::App;
use crate::rules::Event;
use crate::tui::scene::Walk;

/// Ticks a sewn patch takes to settle: one for each of its looks before the last.
pub const SETTLE_TICKS: u8 = 3;

impl App {
    /// Turns motion on or off (the launcher: on unless `NO_COLOR` or `--no-animation`).
    pub fn set_animation(&mut self, on: bool) {
        self.animate = on;
        if !on {
            self.walk = None;
            self.settle = 0;
        }
    }

    /// How far the last step's patch still has to settle: `Some(k)` with `k` from
    /// `SETTLE_TICKS` (just sewn) down to 1, `None` once it has settled (or nothing settles).
    pub fn settling(&self) -> Option<u8> {
        (self.settle > 0).then_some(self.settle)
    }

    /// The token being walked along the time board, if one is.
    pub fn walk(&self) -> Option<Walk> {
        self.walk
    }

    /// Starts the motion of the last step, when motion is on: its token's walk, and its patch
    /// settling when it sewed one.
    pub(super) fn move_last_step(&mut self) {
        if !self.animate {
            return;
        }
        let last = self.session.history().last_step();
        let sewed = last.is_some_and(|step| {
            step.events
                .iter()
                .any(|e| matches!(e, Event::Bought { .. } | Event::LeatherPlaced { .. }))
        });
        self.settle = if sewed { SETTLE_TICKS } else { 0 };
        let moved = last.and_then(|step| {
            step.events.iter().find_map(|e| match *e {
                Event::Moved { player, from, to } => Some((player, from.get(), to.get())),
                _ => None,
            })
        });
        self.walk = moved
            .filter(|&(_, from, to)| to > from)
            .map(|(player, from, to)| Walk::new(player, from, to));
    }

    /// One tick of motion: the patch settles a little more, and the token walks a few spaces
    /// on, its walk ended once it is where it belongs.
    pub(super) fn motion_on(&mut self) {
        self.settle = self.settle.saturating_sub(1);
        if let Some(walk) = &mut self.walk
            && !walk.step_on()
        {
            self.walk = None;
        }
    }
}
