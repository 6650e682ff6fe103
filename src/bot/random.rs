//! The baseline: every decision uniform over the legal actions the core lists.

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::{Bot, BotError, BotKind, Budget, Stop, complete_step};
use crate::rules::{Action, Game, Phase};

/// Chooses uniformly among the legal actions (and among the legal leather decisions).
#[derive(Clone, Debug)]
pub struct Random {
    rng: Xoshiro256PlusPlus,
}

impl Random {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }

    fn pick(&mut self, game: &Game) -> Action {
        let moves = game.moves();
        let n = moves.len().max(1);
        moves
            .get(self.rng.random_range(0..n))
            .and_then(|m| m.to_action(game.variant()))
            .unwrap_or(Action::Advance)
    }
}

impl Bot for Random {
    fn kind(&self) -> BotKind {
        BotKind::Random
    }

    fn choose_until(
        &mut self,
        game: &Game,
        _budget: Budget,
        _stop: &Stop,
    ) -> Result<Vec<Action>, BotError> {
        let first = match game.phase() {
            Phase::Over => return Err(BotError::GameOver),
            Phase::Turn(_) => Some(self.pick(game)),
            Phase::PlaceLeather(_) => None,
        };
        complete_step(game, first, |g| self.pick(g))
    }
}
