//! The strong bot's search tree and playouts: one thread's UCT tree grown from the root
//! position, the informed playout policy and the reward a finished playout gives.
//!
//! What an iteration runs is inlined into it (`#[inline(always)]`), so that all of it runs in
//! the processor's fast copy the search chose (`crate::cpu`).

// Visit counts stay far below 2^23: f32 holds them exactly.
#![allow(clippy::cast_precision_loss)]
// The hot path inlined on purpose: a function left out of line runs the plain copy.
#![allow(clippy::inline_always)]

use rand::RngExt;
use rand::rngs::Xoshiro256PlusPlus;

use super::super::eval::{Context, moves_by_rank, play_step, scored_moves};
use super::super::value::{estimate, spaces_left, win_chance};
use super::{Config, MAX_NODES, Playout, SearchOutcome};
use crate::rules::{Game, Move, PatchId, Phase, Player};

/// One tree node: the move into it, who made it, and that player's summed reward.
#[derive(Clone, Copy, Debug)]
struct Node {
    mv: Move,
    player: Player,
    expanded: bool,
    len: u16,
    first: u32,
    visits: u32,
    value: f32,
}

/// One thread's search tree, grown from the root position.
pub(super) struct Tree<'a> {
    root: &'a Game,
    config: Config,
    nodes: Vec<Node>,
    /// The most nodes this tree holds (its share of [`MAX_NODES`]).
    max_nodes: usize,
    path: Vec<u32>,
    /// What the playouts through each root child ended in (see [`SearchOutcome`]).
    pub(super) outcomes: Vec<SearchOutcome>,
}

impl Node {
    /// A node not yet visited or expanded, reached by `player` playing `mv`.
    const fn fresh(mv: Move, player: Player) -> Self {
        Self {
            mv,
            player,
            expanded: false,
            len: 0,
            first: 0,
            visits: 0,
            value: 0.0,
        }
    }
}

impl<'a> Tree<'a> {
    /// A tree from `root` over `candidates`, holding at most `max_nodes` nodes (at most
    /// [`MAX_NODES`]).
    pub(super) fn new(
        root: &'a Game,
        candidates: &[(Move, f32)],
        config: Config,
        max_nodes: usize,
    ) -> Self {
        let mover = root.to_move().unwrap_or(Player::One);
        let max_nodes = max_nodes.min(MAX_NODES);
        let mut nodes = Vec::with_capacity(max_nodes);
        nodes.push(Node {
            mv: Move::Advance,
            player: mover.other(),
            expanded: true,
            len: candidates.len() as u16,
            first: 1,
            visits: 0,
            value: 0.0,
        });
        nodes.extend(candidates.iter().map(|&(mv, _)| Node::fresh(mv, mover)));
        Self {
            max_nodes,
            root,
            config,
            nodes,
            path: Vec::with_capacity(64),
            outcomes: vec![SearchOutcome::default(); candidates.len()],
        }
    }

    pub(super) fn root_visits(&self) -> Vec<u64> {
        let root = self.nodes[0];
        let first = root.first as usize;
        self.nodes[first..first + usize::from(root.len)]
            .iter()
            .map(|n| u64::from(n.visits))
            .collect()
    }

    /// Gives `node` its children: the pruned, sorted moves of `game`.
    #[inline(always)]
    fn expand(&mut self, node: usize, game: &Game) {
        self.nodes[node].expanded = true;
        if self.nodes.len() >= self.max_nodes {
            return;
        }
        let Some(mover) = game.to_move() else { return };
        let children = children_of(game, self.config.keep, &self.config);
        self.nodes[node].first = self.nodes.len() as u32;
        self.nodes[node].len = children.len() as u16;
        self.nodes
            .extend(children.into_iter().map(|(mv, _)| Node::fresh(mv, mover)));
    }

    /// The child of `node` to descend into: the first unvisited one among those widening
    /// allows, else the best by UCT.
    fn select(&self, node: usize) -> Option<usize> {
        let n = self.nodes[node];
        if n.len == 0 {
            return None;
        }
        let visits = n.visits as f32;
        let grown = if (self.config.widen_power - 0.5).abs() < f32::EPSILON {
            visits.sqrt()
        } else {
            visits.powf(self.config.widen_power)
        };
        let allowed = 1.0 + self.config.widen * grown;
        let count = (allowed as usize).min(usize::from(n.len));
        let first = n.first as usize;
        let log = (n.visits.max(1) as f32).ln();
        let mut best = first;
        let mut best_score = f32::NEG_INFINITY;
        for i in first..first + count {
            let c = self.nodes[i];
            if c.visits == 0 {
                return Some(i);
            }
            let v = c.visits as f32;
            let score = c.value / v + self.config.exploration * (log / v).sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        Some(best)
    }

    /// One iteration: select down the tree, expand, play out, back up. Inlined whole into the
    /// search's loop, so that it runs in the processor's fast copy (`crate::cpu`).
    #[inline(always)]
    pub(super) fn iterate(&mut self, rng: &mut Xoshiro256PlusPlus) {
        let mut game = self.root.clone();
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        while !game.is_over() {
            if !self.nodes[node].expanded {
                if self.nodes[node].visits < self.config.expand_at {
                    break;
                }
                self.expand(node, &game);
            }
            let Some(child) = self.select(node) else {
                break;
            };
            play_step(&mut game, self.nodes[child].mv);
            self.path.push(child as u32);
            node = child;
            if self.nodes[child].visits == 0 {
                break;
            }
        }
        let reward = playout(&mut game, rng, &self.config);
        if let Some(o) = self
            .path
            .get(1)
            .and_then(|&c| self.outcomes.get_mut(c as usize - 1))
        {
            o.record(&game, self.nodes[1].player);
        }
        for &i in &self.path {
            let n = &mut self.nodes[i as usize];
            n.visits += 1;
            n.value += match n.player {
                Player::One => reward,
                Player::Two => 1.0 - reward,
            };
        }
    }
}

/// A node's children: its pruned moves, by value or by rank as configured.
#[inline(always)]
pub(super) fn children_of(game: &Game, keep: usize, config: &Config) -> Vec<(Move, f32)> {
    if config.by_rank {
        moves_by_rank(game, keep)
    } else {
        scored_moves(game, keep)
    }
}

/// Plays `game` on with the configured policy, to the end or (with a value) to where the
/// learned value takes over; the reward for player 0 in `[0, 1]`.
#[inline(always)]
fn playout(game: &mut Game, rng: &mut Xoshiro256PlusPlus, config: &Config) -> f32 {
    let limit = match config.playout {
        Playout::Value => Some(0),
        Playout::Truncated { steps, .. } => Some(steps),
        Playout::Informed { .. } | Playout::Uniform => None,
    };
    let mut steps = 0u8;
    while let Phase::Turn(player) = game.phase() {
        if limit.is_some_and(|l| steps >= l) {
            return value_reward(game, config);
        }
        let m = match config.playout {
            Playout::Informed { noise } | Playout::Truncated { noise, .. } => {
                informed_move(game, player, rng, noise)
            }
            Playout::Uniform => {
                let moves = game.moves();
                moves
                    .get(rng.random_range(0..moves.len().max(1)))
                    .unwrap_or(Move::Advance)
            }
            Playout::Value => Move::Advance,
        };
        play_step(game, m);
        steps = steps.saturating_add(1);
    }
    reward(game, config)
}

/// The reward for player 0 of a finished game: the win blended with the margin.
fn reward(game: &Game, config: &Config) -> f32 {
    let margin = game.score(Player::One).total - game.score(Player::Two).total;
    let win = if game.winner() == Some(Player::One) {
        1.0
    } else {
        0.0
    };
    blend(win, margin as f32, config)
}

/// The reward for player 0 of a game still on: its learned value, as a win chance and a margin.
fn value_reward(game: &Game, config: &Config) -> f32 {
    let e = estimate(game);
    let win = win_chance(game.variant(), f64::from(e.margin), spaces_left(game)) as f32;
    blend(win, e.margin, config)
}

/// The win (or its chance) blended with the margin, as the configuration weighs them.
fn blend(win: f32, margin: f32, config: &Config) -> f32 {
    let m = (margin / config.margin_scale).clamp(-0.5, 0.5) + 0.5;
    (1.0 - config.margin_weight) * win + config.margin_weight * m
}

/// A playout move: advance or the best patch by greedy value plus noise (among those that
/// fit), placed at the best of each orientation's first and last fitting anchor.
#[inline(always)]
fn informed_move(game: &Game, player: Player, rng: &mut Xoshiro256PlusPlus, noise: f32) -> Move {
    let ctx = Context::quick(game, player);
    let advance = ctx.advance_value() + noise * rng.random::<f32>();
    let mut options: [(f32, Option<PatchId>); 3] = [(f32::NEG_INFINITY, None); 3];
    for (slot, &patch) in options.iter_mut().zip(game.choosable()) {
        if game.affordable(player, patch).is_some() {
            *slot = (
                ctx.patch_value(patch) + noise * rng.random::<f32>(),
                Some(patch),
            );
        }
    }
    options.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (value, patch) in options {
        let Some(patch) = patch else { break };
        if value <= advance {
            break;
        }
        let mut best = None;
        let mut best_place = f32::NEG_INFINITY;
        for g in game.placement_groups(patch) {
            let bits = g.anchors.bits();
            let lo = bits.trailing_zeros() as u8;
            let hi = 127 - bits.leading_zeros() as u8;
            for anchor in [lo, hi] {
                let v = ctx.placement_value(g.shape.bits() << anchor);
                if v > best_place {
                    best_place = v;
                    best = Some(Move::Patch {
                        patch,
                        orientation: g.orientation,
                        anchor,
                    });
                }
            }
        }
        if let Some(m) = best {
            return m;
        }
    }
    Move::Advance
}
