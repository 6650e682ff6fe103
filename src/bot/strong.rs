//! The strong bot: Monte Carlo tree search (UCT) built for Patchwork.
//!
//! - **Turn order is data.** Each tree node remembers who made the move into it, and the value
//!   it holds is from that player's side; the player to move comes from [`Game::phase`], so a
//!   player who moves several times in a row is searched as such.
//! - **Leather is part of the move that wins it.** Inside the tree and the playouts a leather
//!   patch won goes at once on the cell a quick rule picks (an isolated hole first); the answer
//!   returned places it on the cell the careful evaluation picks.
//! - **Pruned, widened placements.** A node's children are the advance and, per buyable patch,
//!   only its best few placements by fillability (`src/bot/eval.rs`), sorted by the greedy
//!   value; progressive widening lets a node consider only its first `1 + widen x sqrt(visits)`
//!   children, so search goes to the promising moves first and widens as visits grow.
//! - **Informed playouts.** Each playout step values advancing and the (up to) three patches
//!   by the greedy value plus uniform noise, and places the chosen patch at the best of a few
//!   corner-hugging spots (each orientation's first and last fitting anchor).
//! - **Reward**: the win (1, 0) blended with the score margin, so the bot keeps playing well
//!   when far ahead or behind.
//! - **Both cores**: root parallelism. Each thread grows its own tree from its own seed; the
//!   root visit counts are summed and the most visited move is played. With an iteration budget
//!   the answer depends only on the seed, the budget and the thread count.

// Cell counts, visit counts and game counts stay far below 2^23: f32/f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

mod tree;

use super::eval::best_leather_cell;
use super::solver::Solver;
use super::{Bot, BotError, BotKind, Budget, Stop, complete_step};
use crate::rules::{Action, Cell, Game, Move, Phase, Player};
use tree::{Tree, children_of};

/// How many nodes one tree may hold before it stops growing (20 bytes each). The room is
/// reserved up front (the memory is touched only as the tree grows), so the tree never moves
/// in the middle of a search, which would overshoot a time budget.
pub(super) const MAX_NODES: usize = 2_000_000;

/// How many nodes the trees of one search hold together, however many threads search: 8
/// million nodes of 20 bytes, 160 MB at most (each thread's share at most `MAX_NODES`, at
/// least `MIN_TREE_NODES`). With 64 threads a search takes 160 MB, not 64 trees of 40 MB.
pub const MAX_SEARCH_NODES: usize = 8_000_000;

/// The fewest nodes a thread's tree may hold, whatever the number of threads.
const MIN_TREE_NODES: usize = 100_000;

/// Each thread's share of [`MAX_SEARCH_NODES`] when `threads` search.
fn tree_share(threads: usize) -> usize {
    (MAX_SEARCH_NODES / threads.max(1)).clamp(MIN_TREE_NODES, MAX_NODES)
}

/// The solver's node budget a decision by default (about a tenth of a second).
pub const ENDGAME_NODES: u64 = 100_000;

/// How often (in iterations) a thread looks at the clock.
const CLOCK_EVERY: u64 = 16;

/// How the playouts choose their moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Playout {
    /// Greedy values plus uniform noise in `[0, noise)`, placements by fillability.
    Informed {
        /// The noise's width, in points.
        noise: f32,
    },
    /// Uniform over the legal actions, as the core lists them.
    Uniform,
    /// No playout: the learned value ([`super::value`]) of the leaf is the reward.
    Value,
    /// `steps` informed steps (with `noise`), then the learned value of where they lead.
    Truncated {
        /// Steps played before the value is taken.
        steps: u8,
        /// The informed steps' noise, in points.
        noise: f32,
    },
}

/// The search's parameters.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// The UCT exploration constant (rewards lie in `[0, 1]`).
    pub exploration: f32,
    /// Placements kept per patch at the root.
    pub keep_root: usize,
    /// Placements kept per patch below the root.
    pub keep: usize,
    /// Progressive widening: a node considers its first `1 + widen x visits^widen_power`
    /// children.
    pub widen: f32,
    /// The power of the visits in progressive widening (0.5: a square root).
    pub widen_power: f32,
    /// Children in rank order (every patch's best placement, then every patch's second best,
    /// ...) rather than by value alone, so widening reaches each patch before a near-equal
    /// second placement of one.
    pub by_rank: bool,
    /// A leaf is expanded once it has this many visits.
    pub expand_at: u32,
    /// Weight of the score margin in the reward (the rest is the win).
    pub margin_weight: f32,
    /// The margin, in points, that counts fully.
    pub margin_scale: f32,
    /// The playout policy.
    pub playout: Playout,
    /// Nodes the exact endgame solver may visit for each decision near the end before the
    /// tree search takes over (0: never solve).
    pub endgame_nodes: u64,
    /// Near the end: both tokens at most this many spaces from the final space.
    pub endgame_spaces: u8,
}

impl Default for Config {
    fn default() -> Self {
        Self {
            exploration: 0.35,
            keep_root: 8,
            keep: 2,
            widen: 1.0,
            widen_power: 0.5,
            by_rank: false,
            expand_at: 2,
            margin_weight: 0.2,
            margin_scale: 40.0,
            playout: Playout::Value,
            endgame_nodes: ENDGAME_NODES,
            endgame_spaces: super::solver::NEAR_END_SPACES,
        }
    }
}

impl Config {
    /// The search rewarded by the final margin alone, counted fully up to 50 points either way.
    /// The default reward is four fifths the win and counts a margin fully only up to 20
    /// points: once a game is decided by more than that, every playout earns it about the same
    /// and the search spreads its visits evenly over its turns. At the 151 positions of 20
    /// reviewed games that the solver proves, this search's margin was 2.8 points from the proof
    /// against 3.8, and its best turn lost 0.9 points by the solver against 2.4
    /// (`examples/review_check.rs --search-error`).
    #[must_use]
    pub fn for_points() -> Self {
        Self {
            margin_weight: 1.0,
            margin_scale: 100.0,
            ..Self::default()
        }
    }
}

/// What one search found, for tools and benches.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport {
    /// The move chosen.
    pub best: Move,
    /// Iterations run, over all threads.
    pub iterations: u64,
    /// Threads used.
    pub threads: usize,
    /// Root moves with their summed visits, most visited first.
    pub root: Vec<(Move, u64)>,
    /// What the playouts through each root move ended in, in the order of `root`.
    pub outcomes: Vec<SearchOutcome>,
}

/// Monte Carlo tree search player (see the module docs).
#[derive(Clone, Debug)]
pub struct Strong {
    seed: u64,
    calls: u64,
    last_iterations: u64,
    threads: usize,
    config: Config,
    /// The endgame solver, built at the first position near the end.
    solver: Option<Box<Solver>>,
}

/// The number of search threads by default: every core the system reports.
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

impl Strong {
    /// A strong bot seeded with `seed`, searching on [`default_threads`] threads.
    pub fn new(seed: u64) -> Self {
        Self {
            seed,
            calls: 0,
            last_iterations: 0,
            threads: default_threads(),
            config: Config::default(),
            solver: None,
        }
    }

    /// The same bot with `threads` search threads (at least one).
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// The same bot with other search parameters.
    #[must_use]
    pub fn with_config(mut self, config: Config) -> Self {
        self.config = config;
        self
    }

    /// Searches a position where the game waits for a turn and reports what it found; `None`
    /// when it does not wait for a turn (over, or a leather decision pending).
    pub fn search(&mut self, game: &Game, budget: Budget) -> Option<SearchReport> {
        self.search_until(game, budget, &Stop::new())
    }

    /// [`Strong::search`] that also ends, within `CLOCK_EVERY` (16) iterations, when `stop` is
    /// raised; the report then holds what was searched so far.
    pub fn search_until(
        &mut self,
        game: &Game,
        budget: Budget,
        stop: &Stop,
    ) -> Option<SearchReport> {
        let Phase::Turn(_) = game.phase() else {
            return None;
        };
        let call = self.calls;
        self.calls += 1;
        let budget = if budget.is_unlimited() {
            Budget::DEFAULT
        } else {
            budget
        };
        // Stop a little early (5%, at most 50 ms) so the whole answer, threads joined and leather
        // placed, stays within the budget.
        let deadline = budget.millis.and_then(|ms| {
            Instant::now().checked_add(Duration::from_millis(ms - (ms / 20).min(50)))
        });
        let threads = self.threads;
        let config = self.config;
        let candidates = children_of(game, config.keep_root, &config);
        if candidates.len() == 1 {
            let best = candidates[0].0;
            return Some(SearchReport {
                best,
                iterations: 0,
                threads: 0,
                root: vec![(best, 0)],
                outcomes: vec![SearchOutcome::default()],
            });
        }
        let per_thread = |t: usize| {
            budget.iterations.map(|n| {
                let t = t as u64;
                let k = threads as u64;
                n / k + u64::from(t < n % k)
            })
        };
        let finished = AtomicBool::new(false);
        let seed = self.seed;
        // One thread's share of the search; the same work whether it runs on a thread of its
        // own or, when the system refuses a thread, on this one.
        let work = |t: usize| -> (Vec<u64>, Vec<SearchOutcome>, u64) {
            let mut rng = Xoshiro256PlusPlus::seed_from_u64(
                seed ^ call.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                    ^ (t as u64).wrapping_mul(0xD1B5_4A32_D192_ED03),
            );
            let _ = rng.random::<u64>();
            let mut tree = Tree::new(game, &candidates, config, tree_share(threads));
            let limit = per_thread(t);
            // The iterations, with the tree's hot path inlined, in the processor's fast copy.
            let done = crate::cpu::fast(
                #[inline(always)]
                || {
                    let mut done = 0u64;
                    loop {
                        if limit.is_some_and(|n| done >= n) {
                            break;
                        }
                        if done.is_multiple_of(CLOCK_EVERY)
                            && (finished.load(Ordering::Relaxed)
                                || stop.is_raised()
                                || deadline.is_some_and(|d| Instant::now() >= d))
                        {
                            finished.store(true, Ordering::Relaxed);
                            break;
                        }
                        tree.iterate(&mut rng);
                        done += 1;
                    }
                    done
                },
            );
            (tree.root_visits(), tree.outcomes, done)
        };
        let results = on_threads(threads, &work);
        let mut visits = vec![0u64; candidates.len()];
        let mut outcomes = vec![SearchOutcome::default(); candidates.len()];
        let mut iterations = 0;
        for (v, o, n) in &results {
            iterations += n;
            for (sum, x) in visits.iter_mut().zip(v) {
                *sum += x;
            }
            for (sum, x) in outcomes.iter_mut().zip(o) {
                sum.add(x);
            }
        }
        let mut root: Vec<(Move, u64, SearchOutcome)> = candidates
            .iter()
            .zip(&visits)
            .zip(&outcomes)
            .map(|((&(m, _), &n), &o)| (m, n, o))
            .collect();
        // Most visited first; equal counts keep the prior order (a stable sort).
        root.sort_by_key(|r| std::cmp::Reverse(r.1));
        Some(SearchReport {
            best: root[0].0,
            iterations,
            threads,
            outcomes: root.iter().map(|r| r.2).collect(),
            root: root.into_iter().map(|r| (r.0, r.1)).collect(),
        })
    }
}

/// `work(t)` for each `t` below `threads`, each on a thread of its own, the results in thread
/// order. A thread the system will not start is no reason to fail: its share is done on this
/// thread instead (after the others started). A thread that panicked panics this one with its
/// message: a search is never counted short of a thread's share without a word.
fn on_threads<R: Send + Default>(threads: usize, work: &(impl Fn(usize) -> R + Sync)) -> Vec<R> {
    std::thread::scope(|s| {
        let mut handles = Vec::with_capacity(threads);
        let mut refused = Vec::new();
        for t in 0..threads {
            match std::thread::Builder::new().spawn_scoped(s, move || work(t)) {
                Ok(handle) => handles.push(handle),
                Err(_) => refused.push(t),
            }
        }
        let inline: Vec<R> = refused.into_iter().map(work).collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .chain(inline)
            .collect()
    })
}

impl Bot for Strong {
    fn kind(&self) -> BotKind {
        BotKind::Mcts
    }

    fn last_iterations(&self) -> u64 {
        self.last_iterations
    }

    fn choose_until(
        &mut self,
        game: &Game,
        budget: Budget,
        stop: &Stop,
    ) -> Result<Vec<Action>, BotError> {
        if let Some(step) = self.solved_step(game, budget, stop) {
            self.last_iterations = 0;
            return Ok(step);
        }
        let first = match game.phase() {
            Phase::Over => return Err(BotError::GameOver),
            Phase::PlaceLeather(_) => None,
            Phase::Turn(_) => {
                let report = self.search_until(game, budget, stop);
                self.last_iterations = report.as_ref().map_or(0, |r| r.iterations);
                if stop.is_raised() {
                    return Err(BotError::Stopped);
                }
                report.and_then(|r| r.best.to_action(game.variant()))
            }
        };
        complete_step(game, first, careful_leather)
    }
}

/// The leather decision outside the search: the cell the careful evaluation picks.
fn careful_leather(game: &Game) -> Action {
    let cell = game.to_move().and_then(|p| best_leather_cell(game, p));
    Action::Leather(cell.map(Cell::from_index))
}

impl Strong {
    /// The step the solver proves best, when the game is near its end (see [`Config`]) and
    /// the solver proves every decision of the step within the configured nodes (and half of a
    /// time budget); `None` otherwise, and the tree search decides.
    fn solved_step(&mut self, game: &Game, budget: Budget, stop: &Stop) -> Option<Vec<Action>> {
        let nodes = self.config.endgame_nodes;
        if nodes == 0
            || game.is_over()
            || !super::solver::near_end(game, self.config.endgame_spaces)
        {
            return None;
        }
        let limit = Budget {
            iterations: Some(nodes),
            millis: budget.millis.map(|ms| ms / 2),
        };
        let solver = self
            .solver
            .get_or_insert_with(|| Box::new(Solver::default()));
        let mut g = game.clone();
        let mut actions = Vec::new();
        loop {
            let action = solver.solve(&g, limit, stop)?.best.to_action(g.variant())?;
            g.play_unchecked(action);
            actions.push(action);
            if !matches!(g.phase(), Phase::PlaceLeather(_)) {
                return Some(actions);
            }
        }
    }

    /// The whole step the strong bot plays for the turn `m` in `game`: `m`, then each leather
    /// patch it wins placed as [`Bot::choose_until`] places it. `None` when `game` does not
    /// wait for a turn or `m` names no action.
    pub fn step_of(game: &Game, m: Move) -> Option<Vec<Action>> {
        let Phase::Turn(_) = game.phase() else {
            return None;
        };
        let first = m.to_action(game.variant())?;
        complete_step(game, Some(first), careful_leather).ok()
    }
}

/// What the playouts through one root move ended in, from the side of the player who makes
/// it: the figures behind a win probability and an expected margin (`src/review.rs`).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SearchOutcome {
    /// Playouts through the move, over all threads.
    pub playouts: u64,
    /// How many of them the mover won (the rules' winner: equal scores go to who finished
    /// first).
    pub wins: f64,
    /// The sum of their final margins, the mover's score minus the opponent's.
    pub margin: f64,
}

impl SearchOutcome {
    /// The mover's win rate over the playouts; `None` without playouts.
    pub fn win_rate(&self) -> Option<f64> {
        (self.playouts > 0).then(|| self.wins / self.playouts as f64)
    }

    /// The mover's mean final margin in points; `None` without playouts.
    pub fn mean_margin(&self) -> Option<f64> {
        (self.playouts > 0).then(|| self.margin / self.playouts as f64)
    }

    fn add(&mut self, other: &Self) {
        self.playouts += other.playouts;
        self.wins += other.wins;
        self.margin += other.margin;
    }

    /// Counts the finished `game` for `mover`.
    #[allow(clippy::inline_always)] // into the search's fast copy (`crate::cpu`)
    #[inline(always)]
    fn record(&mut self, game: &Game, mover: Player) {
        self.playouts += 1;
        if game.winner() == Some(mover) {
            self.wins += 1.0;
        }
        self.margin += f64::from(game.score(mover).total - game.score(mover.other()).total);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Greedy;
    use crate::bot::solver::Value;
    use crate::rules::{LeatherLayout, Setup, Variant};

    #[test]
    fn a_search_thread_that_panics_is_not_counted_as_no_work() {
        let work = |t: usize| -> u64 {
            assert!(t != 1, "thread one fails");
            7
        };
        assert_eq!(on_threads(3, &|_| 7u64), vec![7, 7, 7]);
        let got = std::panic::catch_unwind(|| on_threads(3, &work));
        let panic = got.expect_err("the panic reaches the caller");
        assert_eq!(panic.downcast_ref::<&str>(), Some(&"thread one fails"));
    }

    #[test]
    fn the_trees_of_a_search_share_one_bound() {
        assert_eq!(tree_share(1), MAX_NODES);
        assert_eq!(tree_share(4), MAX_NODES);
        assert_eq!(tree_share(64), MAX_SEARCH_NODES / 64);
        for threads in 1..=64 {
            let total = tree_share(threads) * threads;
            assert!(total <= MAX_SEARCH_NODES, "{threads} threads: {total}");
        }
        // However many threads, each keeps a useful tree.
        assert_eq!(tree_share(10_000), MIN_TREE_NODES);
    }

    #[test]
    fn near_the_end_the_strong_bot_plays_a_step_the_solver_proves_best() {
        for (seed, variant) in [
            (1, Variant::Express),
            (2, Variant::Classic),
            (3, Variant::Express),
        ] {
            let game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
                .expect("valid set-up");
            let starts = crate::bot::self_play_steps(game, &mut Greedy::new(seed), Budget::DEFAULT)
                .expect("a game");
            let game = &starts[starts.len() - 4];
            let mover = game.to_move().expect("not over");
            let mut solver = Solver::new(16);
            let exact = |solver: &mut Solver, g: &Game| {
                solver
                    .solve(g, Budget::iterations(u64::MAX), &Stop::new())
                    .expect("an endgame is solved")
                    .value
            };
            let truth = exact(&mut solver, game);
            // Ten iterations of tree search alone would hardly find the best step.
            let mut bot = Strong::new(seed).with_threads(1);
            let step = bot.choose(game, Budget::iterations(10)).expect("a step");
            // The solver answered: no tree search ran.
            assert_eq!(bot.last_iterations(), 0);
            let mut after = game.clone();
            for a in step {
                after.play(a).expect("legal");
            }
            let achieved = match after.to_move() {
                None => Value::of_finished(&after, mover),
                Some(p) if p == mover => exact(&mut solver, &after),
                Some(_) => exact(&mut solver, &after).flipped(),
            };
            assert_eq!(achieved, truth, "seed {seed} {variant}");
        }
    }

    #[test]
    fn the_same_seed_and_iterations_give_the_same_move() {
        let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 3))
            .expect("valid set-up");
        let run = || {
            Strong::new(9)
                .with_threads(2)
                .search(&game, Budget::iterations(300))
                .expect("a turn")
        };
        let (a, b) = (run(), run());
        assert_eq!(a, b);
        assert_eq!(a.iterations, 300);
        // Every iteration plays out through exactly one root move.
        let playouts: u64 = a.outcomes.iter().map(|o| o.playouts).sum();
        assert_eq!(playouts, 300);
        assert_eq!(a.outcomes.len(), a.root.len());
        assert_eq!(a.outcomes[0].playouts, a.root[0].1);
    }
}
