//! Computer players: a position in, the actions of one step out, within a budget.
//!
//! Every bot asks the rules core for the legal actions and answers only with those; the core
//! decides legality.

use rand::SeedableRng;
use rand::rngs::Xoshiro256PlusPlus;

use crate::rules::{Action, Game, Phase};

mod random;

pub use random::RandomBot;

/// How long a bot may think.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock milliseconds, if limited.
    pub millis: Option<u64>,
    /// Search iterations, if limited.
    pub iterations: Option<u64>,
}

impl Budget {
    /// A budget of `ms` milliseconds.
    pub const fn millis(ms: u64) -> Self {
        Self {
            millis: Some(ms),
            iterations: None,
        }
    }
}

/// Why a bot gave no action.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    /// The game is over: no one is to move.
    #[error("the game is over")]
    GameOver,
}

/// A computer player.
pub trait Bot: Send {
    /// The bot's name as in records.
    fn name(&self) -> &'static str;
    /// The actions that complete the mover's step: a turn followed by one leather decision per
    /// leather patch it wins; or only leather decisions when one is pending.
    ///
    /// # Errors
    /// [`BotError::GameOver`] when no one is to move.
    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Vec<Action>, BotError>;
}

/// The names [`by_name`] accepts.
pub const NAMES: [&str; 1] = ["random"];

/// The bot called `name`, seeded with `seed`.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomBot::new(seed))),
        _ => None,
    }
}

/// Plays `pick` from the legal actions until the mover's step is complete.
fn complete_step(
    game: &Game,
    mut pick: impl FnMut(&Game) -> Option<Action>,
) -> Result<Vec<Action>, BotError> {
    let mut game = game.clone();
    let mover = game.to_move().ok_or(BotError::GameOver)?;
    let mut actions = Vec::new();
    loop {
        let action = pick(&game).ok_or(BotError::GameOver)?;
        game.play_unchecked(action);
        actions.push(action);
        match game.phase() {
            Phase::PlaceLeather(p) if p == mover => {}
            _ => return Ok(actions),
        }
    }
}

fn rng(seed: u64) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}
