//! The baseline: uniform over the legal actions.

use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use super::{Bot, BotError, Budget, complete_step, rng};
use crate::rules::{Action, Game};

/// Picks uniformly among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
}

impl RandomBot {
    /// A random bot seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Self { rng: rng(seed) }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, game: &Game, _budget: Budget) -> Result<Vec<Action>, BotError> {
        complete_step(game, |g| {
            let moves = g.moves();
            let n = moves.len();
            (n > 0)
                .then(|| moves.get(self.rng.random_range(0..n)))
                .flatten()
        })
    }
}
