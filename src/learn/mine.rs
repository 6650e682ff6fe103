//! The puzzle miner: plays games with the strong bot and keeps the positions where one choice
//! (a patch to buy, or advancing) beats every other by at least a margin. Near the end (both
//! tokens within [`NEAR_END_SPACES`] of the final space) every choice's value is proved by the
//! exact endgame solver: the best placement of each patch, each child position solved; earlier,
//! the strong bot's deep search gives each choice the mean final margin of its playouts. The
//! searches are long: this runs in `patchwork puzzles --mine`, never in the tests (they check a
//! few shipped puzzles against the solver).

use std::collections::HashMap;

use super::puzzles::{Choice, Proof, Puzzle, move_code};
use crate::bot::solver::{NEAR_END_SPACES, Solver, Value, near_end};
use crate::bot::strong::Strong;
use crate::bot::{Bot, BotError, BotKind, Budget, Stop};
use crate::rules::{Game, LeatherLayout, Move, Phase, Setup, Variant};

/// How hard the miner looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Effort {
    /// The strong bot's iterations a step in the games played.
    pub game_iterations: u64,
    /// The solver's node budget for each child position (exact proofs).
    pub solver_nodes: u64,
    /// The deep search's iterations for a position before the endgame.
    pub deep_iterations: u64,
    /// Look for a deep puzzle at every this many turns before the endgame (0: never).
    pub deep_every: usize,
    /// The least margin, in points, by which the best choice must beat the next best (deep
    /// puzzles need two more).
    pub min_margin: i32,
    /// The most puzzles kept from one game.
    pub per_game: usize,
    /// The fewest turns between two puzzles of one game (so they are not one lesson twice).
    pub gap: usize,
}

impl Default for Effort {
    fn default() -> Self {
        Self {
            game_iterations: 3000,
            solver_nodes: 300_000,
            deep_iterations: 30_000,
            deep_every: 4,
            min_margin: 3,
            per_game: 4,
            gap: 3,
        }
    }
}

/// The value of each choice at `game` (for the player to move), proved by `solver`: for a
/// patch, its best placement. `None` when a child is not solved within `nodes`, or all of
/// them together take more than ten times that.
pub fn exact_choices(
    game: &Game,
    solver: &mut Solver,
    nodes: u64,
) -> Option<HashMap<Choice, Value>> {
    let Phase::Turn(mover) = game.phase() else {
        return None;
    };
    let stop = Stop::new();
    let mut values: HashMap<Choice, Value> = HashMap::new();
    let mut spent = 0u64;
    for m in game.legal_moves() {
        if spent > nodes.saturating_mul(10) {
            return None;
        }
        let action = m.to_action(game.variant())?;
        let choice = Choice::of(action)?;
        let mut child = game.clone();
        child.play_unchecked(action);
        let value = if child.is_over() {
            Value::of_finished(&child, mover)
        } else {
            let proof = solver.solve(&child, Budget::iterations(nodes), &stop)?;
            spent += proof.nodes;
            if child.to_move() == Some(mover) {
                proof.value
            } else {
                proof.value.flipped()
            }
        };
        let best = values.entry(choice).or_insert(value);
        if value > *best {
            *best = value;
        }
    }
    Some(values)
}

/// The mean final margin of each choice at `game` by the strong bot's search: for each
/// choice, its most visited move's (moves with fewer than 50 playouts are left out).
pub fn deep_choices(game: &Game, bot: &mut Strong, iterations: u64) -> HashMap<Choice, i32> {
    let mut out: HashMap<Choice, (u64, i32)> = HashMap::new();
    let Some(report) = bot.search(game, Budget::iterations(iterations)) else {
        return HashMap::new();
    };
    for ((m, visits), outcome) in report.root.iter().zip(&report.outcomes) {
        let (Some(action), Some(margin)) = (m.to_action(game.variant()), outcome.mean_margin())
        else {
            continue;
        };
        if outcome.playouts < 50 {
            continue;
        }
        let Some(choice) = Choice::of(action) else {
            continue;
        };
        let entry = out.entry(choice).or_insert((0, 0));
        if *visits > entry.0 {
            *entry = (*visits, margin.round() as i32);
        }
    }
    out.into_iter().map(|(c, (_, v))| (c, v)).collect()
}

/// The best and the next best of `values` (ties broken by the choice, for repeatable output).
fn top_two<V: Ord + Copy>(values: &HashMap<Choice, V>) -> Option<((Choice, V), (Choice, V))> {
    let mut all: Vec<(Choice, V)> = values.iter().map(|(&c, &v)| (c, v)).collect();
    all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.code().cmp(&b.0.code())));
    Some((*all.first()?, *all.get(1)?))
}

/// Mines the game of seed `seed`: plays it with the strong bot and returns the puzzles found.
///
/// # Errors
/// A bot's failure (none is expected).
pub fn mine_game(seed: u64, effort: &Effort, solver: &mut Solver) -> Result<Vec<Puzzle>, BotError> {
    let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, seed);
    let mut game = Game::new(&setup).map_err(|_| BotError::GameOver)?;
    let mut player = Strong::new(seed).with_threads(1);
    let mut deep = Strong::new(seed ^ 0x5EED).with_threads(1);
    let mut greedy = BotKind::Greedy.build(seed, 1);
    let mut line: Vec<Move> = Vec::new();
    let mut found = Vec::new();
    let mut turn = 0usize;
    let mut last = None;
    while !game.is_over() && found.len() < effort.per_game {
        turn += 1;
        let choices = game.choosable().len();
        let rested = last.is_none_or(|t| turn >= t + effort.gap);
        if rested && choices > 0 && game.moves().len() > 1 {
            let puzzle = if near_end(&game, NEAR_END_SPACES) {
                exact_choices(&game, solver, effort.solver_nodes)
                    .and_then(|v| top_two(&v))
                    .map(|((b, bv), (s, sv))| (b, bv.margin(), s, sv.margin(), Proof::Exact))
                    .filter(|&(_, bv, _, sv, _)| bv - sv >= effort.min_margin)
            } else if effort.deep_every > 0 && turn.is_multiple_of(effort.deep_every) {
                let values = deep_choices(&game, &mut deep, effort.deep_iterations);
                top_two(&values)
                    .map(|((b, bv), (s, sv))| (b, bv, s, sv, Proof::Deep))
                    .filter(|&(_, bv, _, sv, _)| bv - sv >= effort.min_margin + 2)
            } else {
                None
            };
            if let Some((best, value, second, second_value, proof)) = puzzle {
                let greedy_step = greedy.choose(&game, Budget::iterations(1))?;
                let greedy_choice = greedy_step.first().copied().and_then(Choice::of);
                let difficulty = if greedy_choice == Some(best) {
                    1
                } else if value - second_value >= 8 {
                    2
                } else {
                    3
                };
                last = Some(turn);
                found.push(Puzzle {
                    seed,
                    line: line
                        .iter()
                        .map(|&m| move_code(m))
                        .collect::<Vec<_>>()
                        .join(" "),
                    best: best.code(),
                    value,
                    second: second.code(),
                    second_value,
                    proof,
                    difficulty,
                });
            }
        }
        for action in player.choose(&game, Budget::iterations(effort.game_iterations))? {
            game.play(action).map_err(|error| BotError::Illegal {
                bot: "strong",
                error,
            })?;
            if let Some(m) = Move::from_action(game.variant(), action) {
                line.push(m);
            }
        }
    }
    Ok(found)
}
