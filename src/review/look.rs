//! One position looked at ([`look`]): what the endgame solver proves of it near the end, and the
//! best steps the mover could have taken instead of the one played, each valued by the
//! lookahead search on the learned value at growing depths ([`deepen`] adds one).
//!
//! The step played is never valued here: the position it led to is the next position of the
//! game, and its figures come from there (`chain.rs`). So the step played and the others are
//! valued alike, by what the position after each is worth.

use crate::bot::lookahead::Lookahead;
use crate::bot::solver::{self, Solver, Value};
use crate::bot::value::estimate;
use crate::bot::{Budget, Stop};
use crate::rules::{Action, Cell, Game, Phase, Player};

use super::{Settings, Stopped};

/// Other steps valued deeply at a position: the best by the learned value alone.
pub const ALTERNATIVES: usize = 6;
/// The deepest look, in steps, whatever the budget.
pub const MAX_DEPTH: u32 = 12;
/// How near the end (both tokens within this many spaces) the solver tries a position and, where
/// it proves it, the positions its other steps lead to.
pub const PROOF_SPACES: u8 = 14;
/// The solver's nodes for a position, per node of the lookahead's budget.
pub const SOLVER_SHARE: u64 = 4;
/// The solver's nodes for each other step's position, per node of the lookahead's budget.
pub const ALTERNATIVE_SOLVER_SHARE: u64 = 2;
/// What one more depth ([`deepen`]) may spend, in multiples of the position's budget.
pub const DEEPEN_SHARE: u64 = 4;

/// A position's exact value, proved by the solver, and a step that reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The mover's final margin with best play on both sides.
    pub margin: i32,
    /// Whether the mover wins then (the tie rule included).
    pub wins: bool,
    /// A best step: the turn and its leather as the solver places it.
    pub best: Vec<Action>,
}

/// A step the mover could have taken instead of the one played, and what it is worth.
#[derive(Clone, Debug, PartialEq)]
pub struct Alternative {
    /// The step: a turn and its leather decisions.
    pub step: Vec<Action>,
    /// The mover's expected final margin after it, looked at 0, 1, 2... steps deep (0: the
    /// learned value of the position it leads to). All equal when `exact`.
    pub values: Vec<f64>,
    /// Whether the values are exact (the game ends, or the solver proved the position).
    pub exact: bool,
}

/// What one position's look found (see the module docs).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    /// The solver's proof of the position, near the end.
    pub proof: Option<Proof>,
    /// Other steps, the best first by their deepest value; each has the same number of values.
    pub alternatives: Vec<Alternative>,
    /// Whether the mover had only one legal turn.
    pub forced_turn: bool,
    /// Lookahead nodes spent.
    pub nodes: u64,
}

impl Look {
    /// How many steps deep the alternatives were looked at (0 with none).
    pub fn depth(&self) -> u32 {
        self.alternatives
            .first()
            .map_or(0, |a| a.values.len().saturating_sub(1) as u32)
    }

    /// The best alternative's value at `depth` (its deepest when shallower), from the mover's
    /// side, and its index; `None` without alternatives.
    pub fn best_at(&self, depth: usize) -> Option<(usize, f64)> {
        self.alternatives
            .iter()
            .enumerate()
            .filter_map(|(i, a)| {
                let v = a.values.get(depth).or_else(|| a.values.last())?;
                Some((i, *v))
            })
            .max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.cmp(&a.0)))
    }
}

/// The budget a look may spend: the settings' nodes (and time), less what is spent.
#[derive(Clone, Copy, Debug)]
struct Allowance {
    nodes: Option<u64>,
    deadline: Option<std::time::Instant>,
}

impl Allowance {
    fn new(budget: Budget, share: u64) -> Self {
        Self {
            nodes: budget.iterations.map(|n| n.saturating_mul(share)),
            deadline: budget.millis.and_then(|ms| {
                std::time::Instant::now()
                    .checked_add(std::time::Duration::from_millis(ms.saturating_mul(share)))
            }),
        }
    }

    /// What is left, as a budget for one search.
    fn left(&self) -> Budget {
        let millis = self.deadline.map(|d| {
            d.saturating_duration_since(std::time::Instant::now())
                .as_millis()
                .try_into()
                .unwrap_or(u64::MAX)
        });
        Budget {
            iterations: self.nodes,
            millis,
        }
    }

    fn spend(&mut self, nodes: u64) {
        if let Some(n) = &mut self.nodes {
            *n = n.saturating_sub(nodes);
        }
    }

    fn spent(&self) -> bool {
        self.nodes == Some(0)
            || self
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
    }
}

/// Looks at `game` (a position waiting for a turn; any other gives an empty look), whose step
/// in the game led to `after` (none for the last position of an unfinished game): see the
/// module docs.
///
/// # Errors
/// [`Stopped`] when `stop` is raised first.
pub fn look(
    game: &Game,
    after: Option<&Game>,
    settings: &Settings,
    stop: &Stop,
) -> Result<Look, Stopped> {
    let Phase::Turn(mover) = game.phase() else {
        return Ok(Look::default());
    };
    let near = solver::near_end(game, PROOF_SPACES);
    let mut solver = near.then(|| Solver::new(SOLVER_TABLE_BITS));
    let proof = match &mut solver {
        Some(solver) => prove(solver, game, settings.budget, SOLVER_SHARE, stop),
        None => None,
    };
    if stop.is_raised() {
        return Err(Stopped);
    }
    let forced_turn = game.legal_moves().len() == 1;
    let mut alternatives: Vec<Alternative> = candidates(game, mover, after)
        .into_iter()
        .map(|(step, child, v)| {
            // Where the position itself was not proved, its other steps' positions (as hard)
            // are not tried: a failed proof spends its whole budget.
            let exact = solver.as_mut().filter(|_| proof.is_some()).and_then(|s| {
                exact_value(
                    s,
                    &child,
                    mover,
                    settings.budget,
                    ALTERNATIVE_SOLVER_SHARE,
                    stop,
                )
            });
            Alternative {
                step,
                values: vec![exact.unwrap_or(v)],
                exact: exact.is_some() || child.is_over(),
            }
        })
        .collect();
    if stop.is_raised() {
        return Err(Stopped);
    }
    let mut allowance = Allowance::new(settings.budget, 1);
    let mut nodes = 0;
    let games: Vec<Game> = alternatives.iter().map(|a| played(game, &a.step)).collect();
    while !allowance.spent()
        && (alternatives.first().map_or(0, |a| a.values.len()) as u32) <= MAX_DEPTH
    {
        match one_deeper(&mut alternatives, &games, mover, &mut allowance, stop) {
            Ok(spent) => nodes += spent,
            Err(spent) => {
                nodes += spent;
                break;
            }
        }
        if alternatives.iter().all(|a| a.exact) {
            break;
        }
    }
    if stop.is_raised() {
        return Err(Stopped);
    }
    sort(&mut alternatives);
    Ok(Look {
        proof,
        alternatives,
        forced_turn,
        nodes,
    })
}

/// A first glance at `game`: its best other steps by the learned value alone, no search and no
/// solver (milliseconds), standing in for its look until that is taken.
pub fn glance(game: &Game, after: Option<&Game>) -> Look {
    let Phase::Turn(mover) = game.phase() else {
        return Look::default();
    };
    let alternatives = candidates(game, mover, after)
        .into_iter()
        .map(|(step, child, v)| Alternative {
            step,
            values: vec![v],
            exact: child.is_over(),
        })
        .collect();
    Look {
        proof: None,
        alternatives,
        forced_turn: game.legal_moves().len() == 1,
        nodes: 0,
    }
}

/// The most points a margin can be: a full quilt against an empty one is under 250.
const MAX_MARGIN: f64 = 400.0;

/// Whether `look` can be a look at `game` (whose step led to `after`) with `settings`: for a
/// cache entry read back. Every step in it legal there and not the one played, its values
/// finite and in range, as many for each alternative, no deeper than a look goes; an exact
/// value a whole number; the proof's step legal and its margin a whole number in range; and
/// `forced_turn` true exactly when the mover has one legal turn.
// Exact margins are whole numbers stored bit for bit: compared exactly.
#[allow(clippy::float_cmp)]
pub fn fits(look: &Look, game: &Game, after: Option<&Game>, settings: &Settings) -> bool {
    // A look spends its budget once, and once more at most DEEPEN_SHARE times it (each search
    // may pass its limit by a node's children before it stops: twice the budget is room).
    let most_nodes = settings
        .budget
        .iterations
        .map_or(u64::MAX, |n| n.saturating_mul(2 + DEEPEN_SHARE));
    if look.nodes > most_nodes {
        return false;
    }
    if game.to_move().is_none() {
        return look.proof.is_none() && look.alternatives.is_empty();
    }
    if !matches!(game.phase(), Phase::Turn(_)) {
        return false;
    }
    let legal = |step: &[Action]| -> Option<Game> {
        let (first, rest) = step.split_first()?;
        if matches!(first, Action::Leather(_)) {
            return None;
        }
        let mut g = game.clone();
        g.play(*first).ok()?;
        for &a in rest {
            if !matches!(a, Action::Leather(_)) {
                return None;
            }
            g.play(a).ok()?;
        }
        (!matches!(g.phase(), Phase::PlaceLeather(_))).then_some(g)
    };
    let depth = look.alternatives.first().map_or(0, |a| a.values.len());
    let alternatives_fit = look.alternatives.len() <= ALTERNATIVES
        && look.alternatives.iter().all(|a| {
            a.values.len() == depth
                && depth <= MAX_DEPTH as usize + 2
                && a.values
                    .iter()
                    .all(|v| v.is_finite() && v.abs() <= MAX_MARGIN)
                && (!a.exact
                    || a.values
                        .iter()
                        .all(|&v| v == a.values[0] && v.fract() == 0.0))
                && legal(&a.step).is_some_and(|g| after.is_none_or(|x| !same(&g, x)))
        });
    let proof_fits = look.proof.as_ref().is_none_or(|p| {
        f64::from(p.margin.abs()) <= MAX_MARGIN
            && (p.margin == 0 || (p.margin > 0) == p.wins)
            && legal(&p.best).is_some()
    });
    alternatives_fit && proof_fits && look.forced_turn == (game.legal_moves().len() == 1)
}

/// Looks at `look`'s alternatives in `game` one step deeper, with [`DEEPEN_SHARE`] times the
/// position's budget; the look is unchanged when that does not suffice.
///
/// # Errors
/// [`Stopped`] when `stop` is raised first.
pub fn deepen(
    look: &mut Look,
    game: &Game,
    settings: &Settings,
    stop: &Stop,
) -> Result<(), Stopped> {
    let Some(mover) = game.to_move() else {
        return Ok(());
    };
    if look.alternatives.is_empty() || look.depth() >= MAX_DEPTH {
        return Ok(());
    }
    let games: Vec<Game> = look
        .alternatives
        .iter()
        .map(|a| played(game, &a.step))
        .collect();
    let mut allowance = Allowance::new(settings.budget, DEEPEN_SHARE);
    let result = one_deeper(&mut look.alternatives, &games, mover, &mut allowance, stop);
    if stop.is_raised() {
        return Err(Stopped);
    }
    match result {
        Ok(spent) | Err(spent) => look.nodes += spent,
    }
    sort(&mut look.alternatives);
    Ok(())
}

/// Adds one more depth's value to every alternative (exact ones repeat theirs), or, when the
/// allowance runs out first, none: `Err` with the nodes spent in vain.
fn one_deeper(
    alternatives: &mut [Alternative],
    games: &[Game],
    mover: Player,
    allowance: &mut Allowance,
    stop: &Stop,
) -> Result<u64, u64> {
    let Some(depth) = alternatives.first().map(|a| a.values.len() as u32) else {
        return Ok(0);
    };
    let mut search = Lookahead::default();
    let mut spent = 0;
    let mut found = Vec::with_capacity(alternatives.len());
    for (a, g) in alternatives.iter().zip(games) {
        if a.exact {
            found.push(a.values[0]);
            continue;
        }
        let v = search.value_of(g, mover, depth, allowance.left(), stop);
        spent += search.nodes();
        allowance.spend(search.nodes());
        match v {
            Some(v) => found.push(f64::from(v)),
            None => return Err(spent),
        }
    }
    for (a, v) in alternatives.iter_mut().zip(found) {
        a.values.push(v);
    }
    Ok(spent)
}

/// Best first by the deepest value; ties keep their order.
fn sort(alternatives: &mut [Alternative]) {
    alternatives.sort_by(|a, b| {
        let (x, y) = (a.values.last(), b.values.last());
        y.unwrap_or(&f64::NEG_INFINITY)
            .total_cmp(x.unwrap_or(&f64::NEG_INFINITY))
    });
}

/// `game` after `step`.
fn played(game: &Game, step: &[Action]) -> Game {
    let mut g = game.clone();
    for &a in step {
        g.play_unchecked(a);
    }
    g
}

/// The solver's table for a review position: 2^20 entries (16 MiB).
const SOLVER_TABLE_BITS: u32 = 20;

/// The mover's exact margin of `child`, a position after one of their steps, when the game is
/// over there or `solver` proves it within `share` times the budget.
fn exact_value(
    solver: &mut Solver,
    child: &Game,
    mover: Player,
    budget: Budget,
    share: u64,
    stop: &Stop,
) -> Option<f64> {
    let value = match child.to_move() {
        None => Value::of_finished(child, mover),
        Some(p) => {
            let v = solver.solve(child, scaled(budget, share), stop)?.value;
            if p == mover { v } else { v.flipped() }
        }
    };
    Some(f64::from(value.margin()))
}

/// `budget` with `share` times its nodes and its time.
fn scaled(budget: Budget, share: u64) -> Budget {
    Budget {
        iterations: budget.iterations.map(|n| n.saturating_mul(share)),
        millis: budget.millis.map(|ms| ms.saturating_mul(share)),
    }
}

/// The solver's proof of `game` (waiting for a turn) within `share` times the budget,
/// with its best step's leather placed as the solver places it.
fn prove(
    solver: &mut Solver,
    game: &Game,
    budget: Budget,
    share: u64,
    stop: &Stop,
) -> Option<Proof> {
    let budget = scaled(budget, share);
    let proof = solver.solve(game, budget, stop)?;
    let first = proof.best.to_action(game.variant())?;
    let mut g = game.clone();
    g.play(first).ok()?;
    let mut best = vec![first];
    while let Phase::PlaceLeather(_) = g.phase() {
        let leather = solver
            .solve(&g, budget, stop)?
            .best
            .to_action(g.variant())?;
        g.play(leather).ok()?;
        best.push(leather);
    }
    Some(Proof {
        margin: proof.value.margin(),
        wins: proof.value.wins(),
        best,
    })
}

/// Whether two games could be the same up to symmetry: the cheap parts equal.
fn alike(a: &Game, b: &Game) -> bool {
    a.circle() == b.circle()
        && a.leather_mask() == b.leather_mask()
        && a.bonus() == b.bonus()
        && a.phase() == b.phase()
        && Player::BOTH.iter().all(|&p| {
            let (x, y) = (a.player(p), b.player(p));
            x.buttons == y.buttons
                && x.income == y.income
                && x.position == y.position
                && x.quilt.len() == y.quilt.len()
        })
}

/// Whether `a` and `b` lead to the same game up to a turn or a mirror of each quilt.
fn same(a: &Game, b: &Game) -> bool {
    alike(a, b) && a.same_up_to_symmetry(b)
}

/// The best [`ALTERNATIVES`] steps of `game` for `mover` other than the one that led to `after`
/// (none the same as it, or as each other, up to symmetry), by the learned value of where they
/// lead: each with that position and the value. A turn's leather goes where the bots' careful
/// evaluation sews it, or, for the steps kept, where the learned value finds it best (set aside,
/// where the rules allow it, included).
fn candidates(game: &Game, mover: Player, after: Option<&Game>) -> Vec<(Vec<Action>, Game, f64)> {
    let mut all: Vec<(Vec<Action>, Game, f64)> = game
        .legal_moves()
        .into_iter()
        .filter_map(|m| {
            let first = m.to_action(game.variant())?;
            let mut g = game.clone();
            g.play_unchecked(first);
            let mut step = vec![first];
            while let Phase::PlaceLeather(p) = g.phase() {
                let cell = crate::bot::best_leather_cell(&g, p);
                let a = Action::Leather(cell.map(Cell::from_index));
                g.play_unchecked(a);
                step.push(a);
            }
            let v = value_for(&g, mover);
            Some((step, g, v))
        })
        .collect();
    all.sort_by(|a, b| b.2.total_cmp(&a.2));
    let mut kept: Vec<(Vec<Action>, Game, f64)> = Vec::with_capacity(ALTERNATIVES);
    for (step, g, v) in all {
        if kept.len() >= ALTERNATIVES {
            break;
        }
        let (step, g, v) = best_leather(game, mover, step, g, v);
        if after.is_some_and(|a| same(&g, a)) || kept.iter().any(|k| same(&k.1, &g)) {
            continue;
        }
        kept.push((step, g, v));
    }
    kept
}

/// The step with its leather where the learned value finds it best (set aside too, where
/// allowed), one decision after the other.
fn best_leather(
    game: &Game,
    mover: Player,
    step: Vec<Action>,
    g: Game,
    v: f64,
) -> (Vec<Action>, Game, f64) {
    if step.len() == 1 {
        return (step, g, v);
    }
    let mut at = game.clone();
    at.play_unchecked(step[0]);
    let mut out = vec![step[0]];
    while let Phase::PlaceLeather(p) = at.phase() {
        let mut best: Option<(f64, Action, Game)> = None;
        for m in at.legal_moves() {
            let Some(a) = m.to_action(at.variant()) else {
                continue;
            };
            let mut next = at.clone();
            next.play_unchecked(a);
            let mut rest = next.clone();
            while let Phase::PlaceLeather(q) = rest.phase() {
                let cell = crate::bot::best_leather_cell(&rest, q);
                rest.play_unchecked(Action::Leather(cell.map(Cell::from_index)));
            }
            let value = value_for(&rest, p);
            if best.as_ref().is_none_or(|b| value > b.0) {
                best = Some((value, a, next));
            }
        }
        let Some((_, a, next)) = best else {
            break;
        };
        out.push(a);
        at = next;
    }
    let value = value_for(&at, mover);
    (out, at, value)
}

/// The learned value of `g` (a position after a step of `mover`'s) from `mover`'s side.
fn value_for(g: &Game, mover: Player) -> f64 {
    f64::from(estimate(g).margin_for(mover))
}
