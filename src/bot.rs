//! Computer players: one narrow interface, a game in and the actions of one step out, within a
//! [`Budget`].
//!
//! - [`random`]: uniform over the legal actions, the baseline.
//! - [`greedy`]: one ply with a static evaluation (see [`eval`](self) in `src/bot/eval.rs`), well
//!   under a millisecond a move.
//! - [`strong`]: Monte Carlo tree search with informed playouts over both cores.
//!
//! Every bot asks the rules core for the legal actions and answers only with those; the turn
//! order comes from [`Game::to_move`], never from alternation.
//!
//! ```
//! use patchwork::bot::{self, Budget};
//! use patchwork::rules::{Game, LeatherLayout, Setup, Variant};
//!
//! let mut game = Game::new(&Setup::random(Variant::Express, LeatherLayout::Revised, 1)).unwrap();
//! let mut greedy = bot::by_name("greedy", 7).unwrap();
//! for action in greedy.choose(&game, Budget::iterations(100)).unwrap() {
//!     game.play(action).unwrap();
//! }
//! ```

mod eval;
pub mod greedy;
pub mod random;
pub mod strong;

use std::time::{Duration, Instant};

use crate::rules::{Action, ByPlayer, Game, IllegalAction, LeatherLayout, Player, Setup, Variant};

pub use greedy::Greedy;
pub use random::Random;
pub use strong::Strong;

/// How long a bot may think. With neither limit set a bot uses its own default; with both, it
/// stops at whichever comes first. Bots that do not search ignore it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Wall-clock milliseconds for the whole decision.
    pub millis: Option<u64>,
    /// Search iterations (over all threads).
    pub iterations: Option<u64>,
}

impl Budget {
    /// The strong bot's default: a second a move.
    pub const DEFAULT: Self = Self::millis(1000);

    /// At most `ms` milliseconds.
    pub const fn millis(ms: u64) -> Self {
        Self {
            millis: Some(ms),
            iterations: None,
        }
    }

    /// At most `n` search iterations: the same seed then gives the same answer on every run.
    pub const fn iterations(n: u64) -> Self {
        Self {
            millis: None,
            iterations: Some(n),
        }
    }

    /// Whether neither limit is set.
    pub const fn is_unlimited(&self) -> bool {
        self.millis.is_none() && self.iterations.is_none()
    }
}

impl Default for Budget {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Why a bot gave no action.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    /// The game is over: nothing is left to play.
    #[error("the game is over")]
    GameOver,
    /// A bot answered with an action the core refused (a bug in that bot).
    #[error("bot {bot} chose an illegal action: {error}")]
    Illegal {
        /// The bot's name.
        bot: &'static str,
        /// Why the core refused it.
        error: IllegalAction,
    },
}

/// A computer player.
pub trait Bot: Send {
    /// The bot's name as in records (`"random"`, `"greedy"`, `"strong"`).
    fn name(&self) -> &'static str;
    /// The actions that complete the mover's step: a turn (Advance or Patch) followed by one
    /// Leather action per leather patch it wins; or, when the game already waits for a leather
    /// decision (`Phase::PlaceLeather`), just those Leather actions. Every action legal in turn.
    ///
    /// # Errors
    /// [`BotError::GameOver`] when the game is over.
    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Vec<Action>, BotError>;
}

/// The bots by name, seeded: "random", "greedy", "strong". None for an unknown name.
/// The strong bot searches on every core [`std::thread::available_parallelism`] reports.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    by_name_with_threads(name, seed, strong::default_threads())
}

/// Like [`by_name`], with the strong bot limited to `threads` search threads (at least 1), for
/// programs that run several games at once.
pub fn by_name_with_threads(name: &str, seed: u64, threads: usize) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(Random::new(seed))),
        "greedy" => Some(Box::new(Greedy::new(seed))),
        "strong" => Some(Box::new(Strong::new(seed).with_threads(threads))),
        _ => None,
    }
}

/// The names `by_name` accepts.
pub const NAMES: [&str; 3] = ["random", "greedy", "strong"];

/// Plays `first` on a copy of `game`, then the leather decisions it calls for (chosen by
/// `leather`), and returns the whole step.
fn complete_step(
    game: &Game,
    first: Option<Action>,
    mut leather: impl FnMut(&Game) -> Action,
) -> Result<Vec<Action>, BotError> {
    if game.is_over() {
        return Err(BotError::GameOver);
    }
    let mut g = game.clone();
    let mut out = Vec::new();
    if let Some(a) = first {
        g.play_unchecked(a);
        out.push(a);
    }
    while matches!(g.phase(), crate::rules::Phase::PlaceLeather(_)) {
        let a = leather(&g);
        g.play_unchecked(a);
        out.push(a);
    }
    Ok(out)
}

/// A game played to the end by two bots.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// Every action in order, leather decisions after the action that won them.
    pub actions: Vec<Action>,
    /// The finished game.
    pub game: Game,
    /// How long each player's bot thought for each of its steps.
    pub think: ByPlayer<Vec<Duration>>,
}

/// Plays `game` to the end, asking `bots[p]` for player `p`'s steps with `budget` each.
///
/// # Errors
/// [`BotError::GameOver`] only if a bot says the game is over while it is not (no bot here
/// does); an action the core refuses is reported as [`BotError::Illegal`].
pub fn play_game(
    mut game: Game,
    bots: &mut [Box<dyn Bot>; 2],
    budget: Budget,
) -> Result<PlayedGame, BotError> {
    let mut actions = Vec::new();
    let mut think = ByPlayer([Vec::new(), Vec::new()]);
    while let Some(player) = game.to_move() {
        let start = Instant::now();
        let step = bots[player.index()].choose(&game, budget)?;
        think[player].push(start.elapsed());
        if step.is_empty() {
            return Err(BotError::GameOver);
        }
        for a in step {
            game.play(a).map_err(|error| BotError::Illegal {
                bot: bots[player.index()].name(),
                error,
            })?;
            actions.push(a);
        }
    }
    Ok(PlayedGame {
        actions,
        game,
        think,
    })
}

/// Game `index` of a match between bots A and B, as `patchwork arena` (and the `duel` bench)
/// play it: each deal twice, on deal `seed + index / 2`, with A in seat 1 in even games and in
/// seat 2 in odd ones, and a seed for the bots derived from both.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The deal's seed.
    pub deal: u64,
    /// The set-up shuffled from it.
    pub setup: Setup,
    /// Bot A's seat.
    pub a_seat: Player,
    /// The bots' seed (B's is this with a salt).
    pub bot_seed: u64,
}

impl Pairing {
    /// Game `index` of the match starting at `seed`.
    pub fn new(variant: Variant, layout: LeatherLayout, seed: u64, index: usize) -> Self {
        let deal = seed.wrapping_add((index / 2) as u64);
        Self {
            deal,
            setup: Setup::random(variant, layout, deal),
            a_seat: if index.is_multiple_of(2) {
                Player::One
            } else {
                Player::Two
            },
            bot_seed: seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(index as u64),
        }
    }

    /// The salt that makes B's seed differ from A's.
    pub const B_SALT: u64 = 0xA5A5_A5A5;
}

/// The Wilson score interval at 95% for `wins` out of `n` games: how sure a measured win rate
/// is (used by `patchwork arena` and the `duel` bench). `(0, 1)` for no games.
#[allow(clippy::cast_precision_loss)] // game counts stay far below 2^52
pub fn wilson(wins: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = n as f64;
    let p = wins as f64 / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denom = 1.0 + z * z / n;
    (
        ((centre - spread) / denom).max(0.0),
        ((centre + spread) / denom).min(1.0),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_wilson_interval_brackets_the_rate() {
        assert_eq!(super::wilson(0, 0), (0.0, 1.0));
        // 196 of 200, as the README quotes it: 95.0% to 99.2%.
        let (lo, hi) = super::wilson(196, 200);
        assert!(
            (lo - 0.950).abs() < 0.001 && (hi - 0.992).abs() < 0.001,
            "{lo} {hi}"
        );
        let (lo, hi) = super::wilson(200, 200);
        assert!(lo > 0.98 && (hi - 1.0).abs() < 1e-9, "{lo} {hi}");
    }

    use super::*;

    #[test]
    fn every_listed_name_makes_its_bot_and_others_make_none() {
        for name in NAMES {
            assert_eq!(by_name(name, 1).map(|b| b.name()), Some(name));
        }
        assert!(by_name("minimax", 1).is_none());
    }

    #[test]
    fn budgets_say_what_they_limit() {
        assert_eq!(Budget::millis(5).millis, Some(5));
        assert_eq!(Budget::iterations(9).iterations, Some(9));
        assert!(!Budget::default().is_unlimited());
        let none = Budget {
            millis: None,
            iterations: None,
        };
        assert!(none.is_unlimited());
    }
}
