//! Computer players: one narrow interface, a game in and the actions of one step out, within a
//! [`Budget`].
//!
//! - [`random`]: uniform over the legal actions, the baseline.
//! - [`greedy`]: one ply with a static evaluation (see [`eval`](self) in `src/bot/eval.rs`), well
//!   under a millisecond a move.
//! - [`strong`]: Monte Carlo tree search with informed playouts over both cores; near the end
//!   of the game it plays the [`solver`]'s proven moves whenever the solver proves the position
//!   within a small node budget.
//! - [`solver`]: the exact endgame solver (alpha-beta on the final margin).
//!
//! Every bot asks the rules core for the legal actions and answers only with those; the turn
//! order comes from [`Game::to_move`], never from alternation.
//!
//! ```
//! use patchwork::bot::{self, Budget};
//! use patchwork::rules::{Game, LeatherLayout, Setup, Variant};
//!
//! let mut game = Game::new(&Setup::random(Variant::Express, LeatherLayout::Revised, 1)).unwrap();
//! let mut greedy = "greedy".parse::<bot::BotKind>().unwrap().build(7, 1);
//! for action in greedy.choose(&game, Budget::iterations(100)).unwrap() {
//!     game.play(action).unwrap();
//! }
//! ```

mod eval;
pub mod greedy;
pub mod lookahead;
mod opponent;
pub mod random;
pub mod solver;
pub mod strong;
pub mod value;

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::rules::{Action, ByPlayer, Game, IllegalAction, LeatherLayout, Player, Setup, Variant};

pub(crate) use eval::best_leather_cell;
pub use greedy::Greedy;
pub use opponent::Opponent;
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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    /// The game is over: nothing is left to play.
    #[error("the game is over")]
    GameOver,
    /// The search was stopped (its [`Stop`] raised) before it chose.
    #[error("the search was stopped")]
    Stopped,
    /// The bot's search panicked (a bug in that bot): what it said.
    #[error("the bot's search failed: {0}")]
    Panicked(String),
    /// A bot answered with an action the core refused (a bug in that bot).
    #[error("bot {bot} chose an illegal action: {error}")]
    Illegal {
        /// The bot's name.
        bot: &'static str,
        /// Why the core refused it.
        error: IllegalAction,
    },
}

/// A signal that stops a search: the asker keeps one clone and raises it (a newer question,
/// an undo, quitting); the bot polls it while it thinks and gives up within a few
/// milliseconds with [`BotError::Stopped`]. Clones share one flag.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<AtomicBool>);

/// Two signals are equal when they are the same flag.
impl PartialEq for Stop {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Stop {}

impl Stop {
    /// A signal not yet raised.
    pub fn new() -> Self {
        Self::default()
    }

    /// Raises the signal: every search holding a clone stops.
    pub fn raise(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether the signal was raised.
    pub fn is_raised(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }
}

/// A computer player.
pub trait Bot: Send {
    /// Which bot this is.
    fn kind(&self) -> BotKind;
    /// The actions that complete the mover's step: a turn (Advance or Patch) followed by one
    /// Leather action per leather patch it wins; or, when the game already waits for a leather
    /// decision (`Phase::PlaceLeather`), just those Leather actions. Every action legal in turn.
    /// A search polls `stop` and gives up as soon as it is raised.
    ///
    /// # Errors
    /// [`BotError::GameOver`] when the game is over; [`BotError::Stopped`] when `stop` was
    /// raised before the bot chose.
    fn choose_until(
        &mut self,
        game: &Game,
        budget: Budget,
        stop: &Stop,
    ) -> Result<Vec<Action>, BotError>;

    /// [`Bot::choose_until`] with a signal nobody raises: the bot thinks for its whole budget.
    ///
    /// # Errors
    /// [`BotError::GameOver`] when the game is over.
    fn choose(&mut self, game: &Game, budget: Budget) -> Result<Vec<Action>, BotError> {
        self.choose_until(game, budget, &Stop::new())
    }

    /// Search iterations the bot's last decision ran (0 for bots that do not search).
    fn last_iterations(&self) -> u64 {
        0
    }

    /// The bot's name as in records (`"random"`, `"greedy"`, `"strong"`).
    fn name(&self) -> &'static str {
        self.kind().name()
    }
}

/// The bots there are: the one place a bot is named. Records, the command line and the
/// terminal app name bots through it (`Display` and `FromStr` give the names records use).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "tui", derive(clap::ValueEnum))]
pub enum BotKind {
    /// Uniform over the legal actions.
    Random,
    /// One ply with a static evaluation.
    Greedy,
    /// Monte Carlo tree search.
    ///
    /// Records and the command line call it "strong" (the bot's name is older than the
    /// levels); the levels that play it are [`Level::Strong`] and [`Level::Master`].
    #[cfg_attr(feature = "tui", value(name = "strong"))]
    Mcts,
}

impl BotKind {
    /// Every bot, weakest first.
    pub const ALL: [Self; 3] = [Self::Random, Self::Greedy, Self::Mcts];

    /// The name records and the command line use.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Greedy => "greedy",
            Self::Mcts => "strong",
        }
    }

    /// The bot, seeded; the strong bot searches on `threads` threads (at least 1).
    pub fn build(self, seed: u64, threads: usize) -> Box<dyn Bot> {
        match self {
            Self::Random => Box::new(Random::new(seed)),
            Self::Greedy => Box::new(Greedy::new(seed)),
            Self::Mcts => Box::new(Strong::new(seed).with_threads(threads)),
        }
    }

    /// The bot, seeded, searching on every core [`std::thread::available_parallelism`]
    /// reports.
    pub fn build_default(self, seed: u64) -> Box<dyn Bot> {
        self.build(seed, strong::default_threads())
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How strong an opponent feels: a bot and its thinking budget, weakest first. The terminal
/// app offers these; `patchwork arena --a-level` measures them (the ladder in docs/bots.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "tui", derive(clap::ValueEnum))]
pub enum Level {
    /// For a first game: the greedy valuation with wide noise, so it misjudges often and a new
    /// player can win. Answers at once.
    Beginner,
    /// A sound, quick player: the greedy bot (one ply, no noise). Answers at once.
    Casual,
    /// The tree search with a modest budget (well under a second a move), and exact play once
    /// the endgame solver proves the position within its node budget.
    Strong,
    /// The tree search with ten times the strong level's budget (up to a few tenths of a second a
    /// move on two cores), the endgame solver's included.
    Master,
}

/// The noise, in points, of the [`Level::Beginner`] greedy bot.
pub const BEGINNER_NOISE: f32 = 16.0;

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Self; 4] = [Self::Beginner, Self::Casual, Self::Strong, Self::Master];

    /// The name the command line and the app use.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Beginner => "beginner",
            Self::Casual => "casual",
            Self::Strong => "strong",
            Self::Master => "master",
        }
    }

    /// The bot that plays at this level (records name it).
    pub const fn kind(self) -> BotKind {
        match self {
            Self::Beginner | Self::Casual => BotKind::Greedy,
            Self::Strong | Self::Master => BotKind::Mcts,
        }
    }

    /// The thinking budget of each move. Iterations, not time: a level plays the same on a
    /// fast machine and a busy one (only how long it takes differs).
    pub const fn budget(self) -> Budget {
        match self {
            Self::Beginner | Self::Casual => Budget::iterations(1),
            Self::Strong => Budget::iterations(5_000),
            Self::Master => Budget::iterations(50_000),
        }
    }

    /// The level's bot, seeded; a search uses `threads` threads (at least 1). Ask it with
    /// [`Level::budget`].
    pub fn build(self, seed: u64, threads: usize) -> Box<dyn Bot> {
        match self {
            Self::Beginner => Box::new(Greedy::new(seed).with_noise(BEGINNER_NOISE)),
            Self::Casual => Box::new(Greedy::new(seed)),
            Self::Strong => Box::new(Strong::new(seed).with_threads(threads)),
            // Ten times the strong level's budget, the endgame solver's nodes included.
            Self::Master => Box::new(Strong::new(seed).with_threads(threads).with_config(
                strong::Config {
                    endgame_nodes: 10 * strong::ENDGAME_NODES,
                    ..strong::Config::default()
                },
            )),
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that names no level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?} (the levels are beginner, casual, strong, master)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

/// A bot name that names no bot.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0:?} (the bots are random, greedy, strong)")]
pub struct UnknownBot(pub String);

impl FromStr for BotKind {
    type Err = UnknownBot;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| UnknownBot(s.to_owned()))
    }
}

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
    /// Search iterations each player's bot ran over the whole game.
    pub iterations: ByPlayer<u64>,
}

/// Plays `game` to the end, asking `bots[p]` for player `p`'s steps with `budget` each.
///
/// # Errors
/// [`BotError::GameOver`] only if a bot says the game is over while it is not (no bot here
/// does); an action the core refuses is reported as [`BotError::Illegal`].
pub fn play_game(
    game: Game,
    bots: &mut [Box<dyn Bot>; 2],
    budget: Budget,
) -> Result<PlayedGame, BotError> {
    play_game_budgets(game, bots, ByPlayer([budget; 2]))
}

/// [`play_game`] with a budget for each seat: `budgets[p]` for player `p`'s bot.
///
/// # Errors
/// As [`play_game`].
pub fn play_game_budgets(
    mut game: Game,
    bots: &mut [Box<dyn Bot>; 2],
    budgets: ByPlayer<Budget>,
) -> Result<PlayedGame, BotError> {
    let mut actions = Vec::new();
    let mut think = ByPlayer([Vec::new(), Vec::new()]);
    let mut iterations = ByPlayer([0, 0]);
    while let Some(player) = game.to_move() {
        let start = Instant::now();
        let step = bots[player.index()].choose(&game, budgets[player])?;
        think[player].push(start.elapsed());
        iterations[player] += bots[player.index()].last_iterations();
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
        iterations,
    })
}

/// The position at the start of every step of `game` played to the end by `bot` against
/// itself with `budget` a step (the finished game not included): the endgames the solver's
/// tools and tests look at, `k` steps before the end being the `k`-th from the back.
///
/// # Errors
/// As [`play_game`].
pub fn self_play_steps(
    mut game: Game,
    bot: &mut dyn Bot,
    budget: Budget,
) -> Result<Vec<Game>, BotError> {
    let mut starts = Vec::new();
    while !game.is_over() {
        starts.push(game.clone());
        for a in bot.choose(&game, budget)? {
            game.play(a).map_err(|error| BotError::Illegal {
                bot: bot.name(),
                error,
            })?;
        }
    }
    Ok(starts)
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
        // 196 of 200, as docs/bots.md quotes it: 95.0% to 99.2%.
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
    fn every_kind_reads_back_from_its_name_and_builds_itself() {
        for kind in BotKind::ALL {
            assert_eq!(kind.to_string().parse::<BotKind>(), Ok(kind));
            assert_eq!(kind.build(1, 1).kind(), kind);
        }
        assert_eq!(
            "minimax".parse::<BotKind>(),
            Err(UnknownBot("minimax".to_owned()))
        );
    }

    #[test]
    fn every_level_reads_back_from_its_name_and_builds_its_bot() {
        for level in Level::ALL {
            assert_eq!(level.to_string().parse::<Level>(), Ok(level));
            assert_eq!(level.build(1, 1).kind(), level.kind());
            assert!(!level.budget().is_unlimited());
        }
        assert!("expert".parse::<Level>().is_err());
        let game = Game::new(&Setup::random(Variant::Express, LeatherLayout::Revised, 2))
            .expect("a shuffled set-up is valid");
        let mut beginner = Level::Beginner.build(3, 1);
        let step = beginner
            .choose(&game, Level::Beginner.budget())
            .expect("a step");
        assert!(game.clone().play(step[0]).is_ok());
    }

    #[test]
    fn a_raised_stop_ends_the_strong_search_without_an_answer() {
        let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 3))
            .expect("a shuffled set-up is valid");
        let stop = Stop::new();
        stop.raise();
        let mut strong = BotKind::Mcts.build(1, 2);
        // An hour's budget: only the signal can end this search.
        let answer = strong.choose_until(&game, Budget::millis(3_600_000), &stop);
        assert!(matches!(answer, Err(BotError::Stopped)), "{answer:?}");
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
