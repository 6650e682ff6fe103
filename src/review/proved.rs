//! A proved line: near the end, where the solver cannot prove a position whole, the best of
//! the search's most visited turns by what the solver proves each leads to, when it proves
//! that none of the others is better ([`proved_line`]), within a pool of solver budget shared
//! by the position's calls ([`Pool`]).

use super::Settings;
use super::position::{Position, proved_figures, proved_leather, solver_budget};
use crate::bot::Stop;
use crate::bot::solver::{Solver, Value};
use crate::rules::{Game, Move, Player};

/// The value of `child` (a candidate's position) from `mover`'s side: a finished game's, or
/// what `solver` proves within `budget`.
fn proved_value(
    solver: &mut Solver,
    child: &Game,
    mover: Player,
    budget: crate::bot::Budget,
    stop: &Stop,
) -> Option<Value> {
    if child.is_over() {
        return Some(Value::of_finished(child, mover));
    }
    let proof = solver.solve(child, budget, stop)?;
    Some(if child.to_move() == Some(mover) {
        proof.value
    } else {
        proof.value.flipped()
    })
}

/// How many of the search's most visited turns the solver tries to prove (advancing is tried
/// too), near the end, when it did not prove the position itself.
const PROVED_CANDIDATES: usize = 3;

/// What the proved lines of one position may spend in all: [`PROVED_LINE_SHARE`] times the
/// solver's budget for a position, each solver call given whatever is left.
struct Pool {
    /// Nodes left, for an iteration budget.
    nodes: Option<u64>,
    /// When the time is up, for a time budget.
    deadline: Option<std::time::Instant>,
}

impl Pool {
    /// The pool for a position whose solver calls each get `budget`.
    fn new(budget: crate::bot::Budget) -> Self {
        let now = std::time::Instant::now();
        Self {
            nodes: budget
                .iterations
                .map(|n| n.saturating_mul(PROVED_LINE_SHARE)),
            deadline: budget.millis.and_then(|ms| {
                now.checked_add(std::time::Duration::from_millis(
                    ms.saturating_mul(PROVED_LINE_SHARE),
                ))
            }),
        }
    }

    /// The budget of the next solver call: all that is left; `None` once it is spent.
    fn left(&self) -> Option<crate::bot::Budget> {
        let millis = match self.deadline {
            Some(d) => {
                let ms = d
                    .saturating_duration_since(std::time::Instant::now())
                    .as_millis();
                if ms == 0 {
                    return None;
                }
                Some(u64::try_from(ms).unwrap_or(u64::MAX))
            }
            None => None,
        };
        if self.nodes == Some(0) {
            return None;
        }
        Some(crate::bot::Budget {
            millis,
            iterations: self.nodes,
        })
    }

    /// Counts `nodes` a call visited against what is left.
    fn spend(&mut self, nodes: u64) {
        if let Some(n) = &mut self.nodes {
            *n = n.saturating_sub(nodes);
        }
    }
}

/// The proved lines' share of a position, in solver budgets for one call (see [`Pool`]).
const PROVED_LINE_SHARE: u64 = 4;

/// The best of the search's most visited turns by what the solver proves each leads to (see
/// [`Position::proved_line`]), when it proves the value of the best of them and that none of
/// the others is better; `None` when it cannot. `solver` is the one that failed to prove the
/// position: its table keeps the subtrees it finished.
pub(super) fn proved_line(
    solver: &mut Solver,
    game: &Game,
    mover: Player,
    report: &crate::bot::strong::SearchReport,
    settings: &Settings,
    stop: &Stop,
) -> Option<Position> {
    let budget = solver_budget(settings);
    let mut pool = Pool::new(budget);
    // Advancing is always a candidate: near the end it is often the best, and its line is
    // quick to prove.
    let mut candidates: Vec<Move> = report
        .root
        .iter()
        .take(PROVED_CANDIDATES)
        .map(|&(m, _)| m)
        .collect();
    if !candidates.contains(&Move::Advance) && game.legal_moves().contains(&Move::Advance) {
        candidates.push(Move::Advance);
    }
    // The candidates' children; the best proved value from the mover's side, and its turn.
    let mut children = Vec::new();
    for m in candidates {
        let mut child = game.clone();
        child.play(m.to_action(game.variant())?).ok()?;
        children.push((m, child));
    }
    let mut best: Option<(Value, Move)> = None;
    let mut unproved = Vec::new();
    for (m, child) in children {
        let value = pool
            .left()
            .and_then(|left| proved_value(solver, &child, mover, left, stop));
        pool.spend(solver.nodes());
        match value {
            Some(value) if best.is_none_or(|(v, _)| value > v) => best = Some((value, m)),
            Some(_) => {}
            None if stop.is_raised() => return None,
            None => unproved.push((m, child)),
        }
    }
    // A candidate the solver could not value is shown no better than the best (a bound is
    // often far cheaper to prove than a value), or valued again with the table its bound
    // search filled.
    for (m, child) in unproved {
        let (bound, _) = best?;
        let no_better = if child.to_move() == Some(mover) {
            solver.at_most(&child, bound, pool.left()?, stop)?
        } else {
            // At most `bound` for the mover is at least `-bound` for the other player.
            !solver.at_most(&child, Value(-bound.0 - 1), pool.left()?, stop)?
        };
        pool.spend(solver.nodes());
        if !no_better {
            best = Some((proved_value(solver, &child, mover, pool.left()?, stop)?, m));
            pool.spend(solver.nodes());
        }
    }
    let (value, m) = best?;
    let best_leather = proved_leather(solver, game, m, budget, stop);
    let (p0, margin0) = proved_figures(mover, value);
    Some(Position {
        mover: Some(mover),
        win: [p0, 1.0 - p0],
        raw_win: p0,
        margin: margin0,
        best: Some(m),
        best_leather,
        forced: false,
        iterations: 0,
        playouts: 0,
        exact: false,
        proved_line: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pool_gives_each_call_what_is_left_until_it_is_spent() {
        let mut pool = Pool::new(crate::bot::Budget::iterations(100));
        assert_eq!(pool.left(), Some(crate::bot::Budget::iterations(400)));
        pool.spend(150);
        assert_eq!(pool.left(), Some(crate::bot::Budget::iterations(250)));
        // A call that ran out visits one node over its budget.
        pool.spend(251);
        assert_eq!(pool.left(), None);
        // A time budget: four times the time, counted from the start.
        let timed = Pool::new(crate::bot::Budget::millis(1000)).left();
        assert!(timed.is_some_and(
            |b| b.iterations.is_none() && b.millis.is_some_and(|ms| ms > 3000 && ms <= 4000)
        ));
    }
}
