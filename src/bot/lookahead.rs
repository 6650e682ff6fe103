//! A deterministic search on the learned [`value`](super::value): alpha-beta over the next few
//! steps, the value at its leaves, the exact score where the game ends inside it.
//!
//! - **Steps, not plies.** A depth counts steps (a turn with the leather it wins, placed where
//!   the search's quick rule puts it). Turns do not alternate: a child's value is negated only
//!   when the player to move changes.
//! - **Few children.** A node considers advancing and, for each patch that can be bought, its
//!   best few placements by the static evaluation (`src/bot/eval.rs`); the learned value of
//!   each child orders them, and only the best [`Config::width`] are searched deeper.
//! - **The same everywhere.** No clock decides anything but whether to stop: with a node budget
//!   the result is the same on every machine.

use std::time::{Duration, Instant};

use super::eval::{play_step, scored_moves};
use super::value::{Estimate, estimate, estimate_with, net::Net};
use super::{Budget, Stop};
use crate::rules::{Game, Move, Player};

/// How often (in nodes) the search looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 256;

/// The search's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Placements kept per patch, by the static evaluation, before the value orders them.
    pub keep: usize,
    /// Children searched deeper at a node, the best by the learned value.
    pub width: usize,
}

impl Default for Config {
    fn default() -> Self {
        Self { keep: 3, width: 6 }
    }
}

/// The lookahead search (see the module docs).
#[derive(Clone, Debug)]
pub struct Lookahead {
    config: Config,
    /// A network other than the one built in, for tools.
    net: Option<&'static Net>,
    nodes: u64,
    limit: u64,
    deadline: Option<Instant>,
    stop: Stop,
    aborted: bool,
}

impl Default for Lookahead {
    fn default() -> Self {
        Self::new(Config::default())
    }
}

/// The mover's margin of a finished `game` (a game with no one to move).
#[allow(clippy::cast_precision_loss)] // scores stay far below 2^23
fn final_margin(game: &Game, mover: Player) -> f32 {
    (game.score(mover).total - game.score(mover.other()).total) as f32
}

impl Lookahead {
    /// A search of this shape.
    pub fn new(config: Config) -> Self {
        Self {
            config,
            net: None,
            nodes: 0,
            limit: u64::MAX,
            deadline: None,
            stop: Stop::new(),
            aborted: false,
        }
    }

    /// The same search valuing positions by `net` (of the variant it searches) instead of the
    /// network built in: for tools that try a network.
    #[must_use]
    pub fn with_network(mut self, net: &'static Net) -> Self {
        self.net = Some(net);
        self
    }

    /// The learned value of `game` by this search's network.
    fn estimate(&self, game: &Game) -> Estimate {
        match self.net {
            Some(net) => estimate_with(net, game),
            None => estimate(game),
        }
    }

    /// Nodes the last call visited.
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The value for `mover` of `child`, a position `mover`'s step led to, searched `depth`
    /// steps below it (0: the learned value alone; exact once the game is over); `None` when
    /// `budget` or `stop` ended the search first. [`Lookahead::nodes`] then says what it cost.
    pub fn value_of(
        &mut self,
        child: &Game,
        mover: Player,
        depth: u32,
        budget: Budget,
        stop: &Stop,
    ) -> Option<f32> {
        self.start(budget, stop);
        self.child_value(child, mover, depth, f32::NEG_INFINITY, f32::INFINITY)
    }

    /// The value of `game` for its player to move, searched `depth` steps deep, and the move
    /// that reaches it; `None` when the game is over or `budget` or `stop` ended the search.
    pub fn best(
        &mut self,
        game: &Game,
        depth: u32,
        budget: Budget,
        stop: &Stop,
    ) -> Option<(Move, f32)> {
        game.to_move()?;
        self.start(budget, stop);
        self.search(game, depth.max(1), f32::NEG_INFINITY, f32::INFINITY)
            .and_then(|(v, m)| m.map(|m| (m, v)))
    }

    /// Readies a search: the node count, the budget and the signal.
    fn start(&mut self, budget: Budget, stop: &Stop) {
        self.nodes = 0;
        self.limit = budget.iterations.unwrap_or(u64::MAX);
        self.deadline = budget
            .millis
            .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms)));
        self.stop = stop.clone();
        self.aborted = false;
    }

    /// Whether the budget or the signal has run out.
    fn out_of_budget(&mut self) -> bool {
        self.nodes += 1;
        self.aborted = self.aborted
            || self.nodes > self.limit
            || self.nodes.is_multiple_of(CHECK_EVERY)
                && (self.stop.is_raised() || self.deadline.is_some_and(|d| Instant::now() >= d));
        self.aborted
    }

    /// The value of `child`, reached by a step of `mover`, from `mover`'s side, within
    /// `(alpha, beta)`.
    fn child_value(
        &mut self,
        child: &Game,
        mover: Player,
        depth: u32,
        alpha: f32,
        beta: f32,
    ) -> Option<f32> {
        match child.to_move() {
            None => Some(final_margin(child, mover)),
            Some(_) if depth == 0 => {
                if self.out_of_budget() {
                    return None;
                }
                Some(self.estimate(child).margin_for(mover))
            }
            Some(p) if p == mover => self.search(child, depth, alpha, beta).map(|r| r.0),
            Some(_) => self.search(child, depth, -beta, -alpha).map(|r| -r.0),
        }
    }

    /// The value of `game` (waiting for a turn) for its mover, `depth` steps deep, fail-soft
    /// within `(alpha, beta)`, with the move that reaches it.
    fn search(
        &mut self,
        game: &Game,
        depth: u32,
        mut alpha: f32,
        beta: f32,
    ) -> Option<(f32, Option<Move>)> {
        if self.out_of_budget() {
            return None;
        }
        let mover = game.to_move()?;
        // The children, each valued by the learned value, best first.
        let mut children: Vec<(f32, Move, Game)> = scored_moves(game, self.config.keep)
            .into_iter()
            .map(|(m, _)| {
                let mut child = game.clone();
                play_step(&mut child, m);
                let v = match child.to_move() {
                    None => final_margin(&child, mover),
                    Some(_) => self.estimate(&child).margin_for(mover),
                };
                (v, m, child)
            })
            .collect();
        self.nodes += children.len() as u64;
        children.sort_by(|a, b| b.0.total_cmp(&a.0));
        if depth <= 1 {
            return children.first().map(|c| (c.0, Some(c.1)));
        }
        children.truncate(self.config.width);
        let mut best = f32::NEG_INFINITY;
        let mut best_move = None;
        for (_, m, child) in &children {
            let v = self.child_value(child, mover, depth - 1, alpha, beta)?;
            if v > best {
                best = v;
                best_move = Some(*m);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Some((best, best_move))
    }
}
