//! The greedy bot: one ply, a static evaluation, well under a millisecond a move.
//!
//! It values every legal action by what it gains and costs now and later, in end-of-game
//! points (the heuristic and its weights are documented in `src/bot/eval.rs`):
//! `2 x cells + income x income spaces ahead - cost - time spent`, plus 2 for a leather patch
//! won, the 7x7 bonus, and how fillable the quilt stays (isolated holes, corridor ends, edges
//! between empty and covered cells). Advancing is worth 0 (a button per space, a space of time
//! per space) plus any leather it wins. It plays the best; ties go to the first in the core's
//! order, so it is deterministic. Leather goes on the cell that keeps the quilt most fillable.
//!
//! With [`Greedy::with_noise`] it adds uniform noise to every value (and considers each patch's
//! best few placements, not only the best): a fallible player for the easiest level.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::eval::{best_leather_cell, scored_moves};
use super::{Bot, BotError, BotKind, Budget, Stop, complete_step};
use crate::rules::{Action, Cell, Game, Phase};

/// Placements per patch a noisy greedy bot chooses among.
const NOISY_KEEP: usize = 3;

/// One-ply player with a static evaluation.
#[derive(Clone, Debug)]
pub struct Greedy {
    noise: f32,
    rng: Xoshiro256PlusPlus,
}

impl Default for Greedy {
    fn default() -> Self {
        Self::new(0)
    }
}

impl Greedy {
    /// The greedy bot. Without noise it is deterministic: the seed then changes nothing.
    pub fn new(seed: u64) -> Self {
        Self {
            noise: 0.0,
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    /// The same bot adding uniform noise in `[0, noise)` points to each move's value, among
    /// each patch's best few placements: it then misjudges close choices, and with a wide
    /// noise some clear ones.
    #[must_use]
    pub fn with_noise(mut self, noise: f32) -> Self {
        self.noise = noise.max(0.0);
        self
    }

    fn pick(&mut self, game: &Game) -> Option<Action> {
        let m = if self.noise > 0.0 {
            let noise = self.noise;
            scored_moves(game, NOISY_KEEP)
                .into_iter()
                .map(|(m, v)| (m, v + noise * self.rng.random::<f32>()))
                .max_by(|a, b| a.1.total_cmp(&b.1))?
                .0
        } else {
            scored_moves(game, 1).first()?.0
        };
        m.to_action(game.variant())
    }
}

impl Bot for Greedy {
    fn kind(&self) -> BotKind {
        BotKind::Greedy
    }

    fn choose_until(
        &mut self,
        game: &Game,
        _budget: Budget,
        _stop: &Stop,
    ) -> Result<Vec<Action>, BotError> {
        let first = match game.phase() {
            Phase::Over => return Err(BotError::GameOver),
            Phase::PlaceLeather(_) => None,
            Phase::Turn(_) => self.pick(game),
        };
        complete_step(game, first, |g| {
            let cell = g.to_move().and_then(|p| best_leather_cell(g, p));
            Action::Leather(cell.map(Cell::from_index))
        })
    }
}
