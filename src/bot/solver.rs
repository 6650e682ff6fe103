//! The exact endgame solver: negamax with alpha-beta on the final margin, for the last steps of
//! a game, where the strong bot's sampling can still misjudge a close finish.
//!
//! - **Value.** A position's [`Value`] is from the side of the player to move: twice the final
//!   margin (their score minus the other's, as [`Game::score`] computes it) plus one when they
//!   win and minus one when they lose, so equal scores are decided by the rules' tie-breaker
//!   ([`Game::winner`]: who reached the final space first) and a positive value is a win.
//! - **Turn order is data.** Turns do not alternate: the value's sign flips between a position
//!   and its child only when the player to move changes. A leather decision is a position of
//!   its own, with the same player to move.
//! - **Transposition table.** A fixed number of entries (chosen when the solver is built),
//!   keyed on a 64-bit hash of everything that decides the rest of the game, read through the
//!   rules' public accessors ([`position_key`]). Entries hold exact values or bounds; they are
//!   facts about positions, so a table stays valid from one search (and one game) to the next.
//! - **Quilts by class.** Once a player can no longer win the 7x7 bonus, their quilt matters
//!   only through the shapes of its free areas up to moving, turning and flipping (areas too
//!   small for any patch left only by their size): the key holds that class, and of the
//!   placements that leave the same class only one is searched (`src/bot/solver/shape.rs`).
//!   A player whose token a patch takes to the final space never places again: one placement
//!   per patch stands for all then (the same for the leather patches they place there). The
//!   value stays exact.
//! - **Ordering.** An aspiration window around the margin if both players only advanced; the
//!   table's move first, then the move that last refuted a position at the same depth (a
//!   killer), then the others by the static evaluation the greedy bot uses
//!   (`src/bot/eval.rs`), best first. The first two are searched before the others are
//!   valued and their quilts' classes worked out, so a position one of them refutes costs no
//!   more than its legal moves' list.
//! - **Budget.** A node limit (the [`Budget`]'s iterations) and a deadline (its milliseconds),
//!   and a [`Stop`]: when any runs out the answer is "not solved", never a guess.

use std::time::{Duration, Instant};

use super::eval::Context;
use super::{Budget, Stop};
use crate::rules::{Game, Move, Phase, Player};
use shape::{bonus_reach, class_unless_bonus, smallest_patch};

/// How often (in nodes) the search looks at the clock and the stop flag.
const CHECK_EVERY: u64 = 1024;

/// The bit of `ordered_moves`' set of represented patches that stands for the leather patch
/// (patch ids stay below 63).
const LEATHER_SEEN: u64 = 1 << 63;

/// Mixed into a quilt class by the patch that leaves it, in `ordered_moves`.
const CLASS_SALT: u64 = 0xA076_1D64_78BD_642F;

/// The half-width of the first window the root is searched with, in value units (two a point).
const ASPIRATION: i32 = 16;

/// Beyond any value: margins stay far below 1000 points.
const INFINITY: i32 = 10_000;

/// The table's size by default: 2^20 entries of 16 bytes (16 MiB).
pub const DEFAULT_TABLE_BITS: u32 = 20;

/// How near the end (both tokens within this many spaces) the strong bot and the review try
/// the solver by default.
pub const NEAR_END_SPACES: u8 = 12;

/// Whether both tokens are at most `spaces` spaces from the final space: where the endgame
/// solver is tried (by the strong bot, and by the review, with [`NEAR_END_SPACES`]).
pub fn near_end(game: &Game, spaces: u8) -> bool {
    let end = game.variant().final_space().get();
    [Player::One, Player::Two]
        .iter()
        .all(|&p| end - game.player(p).position.get() <= spaces)
}

/// A position's exact value from the side of the player to move (see the module docs):
/// `2 x margin + 1` when that player wins, `2 x margin - 1` when they lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(pub i32);

impl Value {
    /// The value of the finished `game` for `player`.
    #[allow(clippy::inline_always)] // into the solver node's fast copy (`crate::cpu`)
    #[inline(always)]
    pub fn of_finished(game: &Game, player: Player) -> Self {
        let margin = game.score(player).total - game.score(player.other()).total;
        let won = game.winner() == Some(player);
        Self(2 * margin + if won { 1 } else { -1 })
    }

    /// The final margin: the player's score minus the other's.
    pub const fn margin(self) -> i32 {
        if self.0 > 0 {
            (self.0 - 1) / 2
        } else {
            (self.0 + 1) / 2
        }
    }

    /// Whether the player wins (the tie-breaker included).
    pub const fn wins(self) -> bool {
        self.0 > 0
    }

    /// The same result from the other player's side.
    #[must_use]
    pub const fn flipped(self) -> Self {
        Self(-self.0)
    }
}

/// What a solved position is worth and how to get it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// The exact value for the player to move.
    pub value: Value,
    /// A move that achieves it.
    pub best: Move,
    /// Nodes the search visited.
    pub nodes: u64,
}

/// Whether a table entry is the value or a bound on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bound {
    /// The exact value.
    Exact,
    /// The value is at least this.
    Lower,
    /// The value is at most this.
    Upper,
}

/// One table entry: the position's key, a value or bound and the best move found.
#[derive(Clone, Copy, Debug)]
struct Entry {
    key: u64,
    value: i16,
    bound: Bound,
    best: Option<Move>,
}

/// A position's search so far: its window (`alpha` raised as moves are searched), the best
/// value found and its move.
#[derive(Clone, Copy, Debug)]
struct Searched {
    alpha: i32,
    beta: i32,
    best: i32,
    best_move: Option<Move>,
}

/// The exact endgame solver (see the module docs). Keep one and reuse it: its table carries
/// over from one search to the next.
#[derive(Clone)]
pub struct Solver {
    table: Vec<Option<Entry>>,
    mask: u64,
    nodes: u64,
    limit: u64,
    deadline: Option<Instant>,
    stop: Stop,
    aborted: bool,
    /// The best move at the root of the last search.
    root_best: Option<Move>,
    /// By depth, the last move that refuted a position there: tried early in its siblings.
    killers: Vec<Option<Move>>,
    /// Move lists by depth, reused.
    lists: Vec<Vec<(Move, f32)>>,
    /// Legal moves by depth, reused.
    legal: Vec<Vec<Move>>,
}

/// The table's size and the last search's nodes, not the table's million entries.
impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver")
            .field("table_entries", &self.table.len())
            .field("nodes", &self.nodes)
            .finish_non_exhaustive()
    }
}

impl Default for Solver {
    fn default() -> Self {
        Self::new(DEFAULT_TABLE_BITS)
    }
}

impl Solver {
    /// A solver whose table holds `2^bits` entries (16 bytes each; `bits` is capped at 28).
    pub fn new(bits: u32) -> Self {
        let bits = bits.min(28);
        Self {
            table: vec![None; 1 << bits],
            mask: (1u64 << bits) - 1,
            nodes: 0,
            limit: u64::MAX,
            deadline: None,
            stop: Stop::new(),
            aborted: false,
            root_best: None,
            killers: Vec::new(),
            lists: Vec::new(),
            legal: Vec::new(),
        }
    }

    /// Empties the table, as a new solver's.
    pub fn clear(&mut self) {
        self.table.fill(None);
    }

    /// Nodes the last search visited.
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Solves `game` exactly within `budget` (iterations count nodes) unless `stop` is raised
    /// first. `None` when the game is over or the budget or the signal ended the search first.
    pub fn solve(&mut self, game: &Game, budget: Budget, stop: &Stop) -> Option<Proof> {
        if game.is_over() || stop.is_raised() {
            return None;
        }
        self.start(budget, stop);
        // Aspiration: a window around the margin if both players only advanced from here,
        // widened on the side the value falls outside it, until the value lies within.
        let guess = 2 * advancing_margin(game);
        let (mut alpha, mut beta) = (guess - ASPIRATION, guess + ASPIRATION);
        let value = loop {
            let v = self.search(game, 0, alpha, beta)?;
            if v <= alpha {
                alpha = -INFINITY;
            } else if v >= beta {
                beta = INFINITY;
            } else {
                break v;
            }
        };
        let best = self.root_best?;
        Some(Proof {
            value: Value(value),
            best,
            nodes: self.nodes,
        })
    }

    /// Whether `game`'s exact value for its player to move is at most `bound`, shown by a
    /// null-window search within `budget` (iterations count nodes) unless `stop` is raised
    /// first: cheaper than [`Self::solve`] where the value lies far from `bound`. `None` when
    /// the game is over or the budget or the signal ended the search first.
    pub fn at_most(
        &mut self,
        game: &Game,
        bound: Value,
        budget: Budget,
        stop: &Stop,
    ) -> Option<bool> {
        if game.is_over() || stop.is_raised() {
            return None;
        }
        self.start(budget, stop);
        // Fail-soft within (bound, bound + 1): at most `bound` exactly when the value found is.
        let v = self.search(game, 0, bound.0, bound.0 + 1)?;
        Some(v <= bound.0)
    }

    /// Readies a search: the node count, the budget, the signal, the root's move and the
    /// killers reset.
    fn start(&mut self, budget: Budget, stop: &Stop) {
        self.nodes = 0;
        self.limit = budget.iterations.unwrap_or(u64::MAX);
        self.deadline = budget
            .millis
            .and_then(|ms| Instant::now().checked_add(Duration::from_millis(ms)));
        self.stop = stop.clone();
        self.aborted = false;
        self.root_best = None;
        self.killers.clear();
    }

    const fn slot(&self, key: u64) -> usize {
        (key & self.mask) as usize
    }

    /// Whether the budget or the signal has run out (checked every `CHECK_EVERY` nodes).
    fn out_of_budget(&mut self) -> bool {
        let checked = self.nodes.is_multiple_of(CHECK_EVERY);
        self.aborted = self.aborted
            || self.nodes > self.limit
            || checked
                && (self.stop.is_raised() || self.deadline.is_some_and(|d| Instant::now() >= d));
        self.aborted
    }

    /// The value of `game` (not over) for its player to move, within `(alpha, beta)` as
    /// fail-soft alpha-beta gives it; `None` when the budget ran out. Each node runs in the
    /// processor's fast copy (`crate::cpu`), what it calls inlined into it.
    fn search(&mut self, game: &Game, depth: usize, alpha: i32, beta: i32) -> Option<i32> {
        crate::cpu::fast(
            #[inline(always)]
            || self.node(game, depth, alpha, beta),
        )
    }

    /// [`Self::search`]'s work at one node.
    #[allow(clippy::inline_always)] // into the fast copy: out of line it would run the plain one
    #[inline(always)]
    fn node(&mut self, game: &Game, depth: usize, mut alpha: i32, mut beta: i32) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_budget() {
            return None;
        }
        let key = position_key(game);
        let slot = self.slot(key);
        let mut hint = None;
        if let Some(e) = self.table[slot].filter(|e| e.key == key) {
            hint = e.best;
            let v = i32::from(e.value);
            // At the root only the move is taken: the answer needs a move that achieves the
            // value, and a bound from an earlier search would cut the search short of one.
            match e.bound {
                _ if depth == 0 => {}
                Bound::Exact => return Some(v),
                Bound::Lower if v >= beta => return Some(v),
                Bound::Upper if v <= alpha => return Some(v),
                Bound::Lower => alpha = alpha.max(v),
                Bound::Upper => beta = beta.min(v),
            }
            if alpha >= beta {
                return Some(v);
            }
        }
        let window = (alpha, beta);
        let mover = game.to_move()?;
        // The table's move and the killer first, before the others are worked out: where one
        // refutes the position, the others never are. Either may be another position's (the
        // table's of the same key: quilts of one class), so each is tried only if legal here.
        if self.lists.len() <= depth {
            self.lists.resize_with(depth + 1, Vec::new);
            self.legal.resize_with(depth + 1, Vec::new);
        }
        let mut legal = std::mem::take(&mut self.legal[depth]);
        game.fill_legal_moves(&mut legal);
        let killer = self.killers.get(depth).copied().flatten();
        let early = match [hint, killer] {
            [Some(h), Some(k)] if h == k => [Some(h), None],
            pair => pair,
        }
        .map(|m| m.filter(|m| legal.contains(m)));
        self.legal[depth] = legal;
        let mut searched = Searched {
            alpha,
            beta,
            best: -INFINITY,
            best_move: None,
        };
        for m in early.into_iter().flatten() {
            if searched.alpha >= beta {
                break;
            }
            self.try_move(game, m, mover, depth, &mut searched)?;
        }
        if searched.alpha < beta {
            let mut list = std::mem::take(&mut self.lists[depth]);
            ordered_moves(game, &self.legal[depth], &mut list);
            let mut complete = true;
            for &(m, _) in &list {
                if searched.alpha >= beta {
                    break;
                }
                if early.contains(&Some(m)) {
                    continue;
                }
                if self
                    .try_move(game, m, mover, depth, &mut searched)
                    .is_none()
                {
                    complete = false;
                    break;
                }
            }
            self.lists[depth] = list;
            if !complete {
                return None;
            }
        }
        let Searched {
            best, best_move, ..
        } = searched;
        let bound = if best <= window.0 {
            Bound::Upper
        } else if best >= window.1 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Some(Entry {
            key,
            value: best as i16,
            bound,
            best: best_move,
        });
        if depth == 0 {
            self.root_best = best_move;
        }
        Some(best)
    }

    /// Searches `m`, a move of `mover` in `game` (at `depth`), into `searched`: principal
    /// variation search, the first move with the whole window, the others with a null window
    /// to show they are no better, searched again only if they are. A move that refutes the
    /// position becomes the killer at `depth`. `None` when the budget ran out.
    #[allow(clippy::inline_always)] // into the node's fast copy
    #[inline(always)]
    fn try_move(
        &mut self,
        game: &Game,
        m: Move,
        mover: Player,
        depth: usize,
        searched: &mut Searched,
    ) -> Option<()> {
        let Searched { alpha, beta, .. } = *searched;
        let v = if searched.best_move.is_none() {
            self.child_value(game, m, mover, depth, alpha, beta)?
        } else {
            let v = self.child_value(game, m, mover, depth, alpha, alpha + 1)?;
            if v > alpha && v < beta {
                self.child_value(game, m, mover, depth, alpha, beta)?
            } else {
                v
            }
        };
        if v > searched.best {
            searched.best = v;
            searched.best_move = Some(m);
            if v > alpha {
                searched.alpha = v;
                if v >= beta {
                    if self.killers.len() <= depth {
                        self.killers.resize(depth + 1, None);
                    }
                    self.killers[depth] = Some(m);
                }
            }
        }
        Some(())
    }

    /// The value for `mover` of playing `m` in `game` (at `depth`), searched within
    /// `(alpha, beta)` from `mover`'s side: the child's own value, negated only when the child
    /// has the other player to move. `None` when the budget ran out.
    #[allow(clippy::inline_always)] // into the node's fast copy
    #[inline(always)]
    fn child_value(
        &mut self,
        game: &Game,
        m: Move,
        mover: Player,
        depth: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        let mut child = game.clone();
        child.play_move_unchecked(m);
        self.value_of_child(&child, mover, depth, alpha, beta)
    }

    /// The value for `mover` of `child`, a position after one of `mover`'s moves at `depth`,
    /// searched within `(alpha, beta)` from `mover`'s side (see [`Self::child_value`]).
    #[allow(clippy::inline_always)] // into the node's fast copy
    #[inline(always)]
    fn value_of_child(
        &mut self,
        child: &Game,
        mover: Player,
        depth: usize,
        alpha: i32,
        beta: i32,
    ) -> Option<i32> {
        match child.to_move() {
            None => Some(Value::of_finished(child, mover).0),
            Some(p) if p == mover => self.search(child, depth + 1, alpha, beta),
            Some(_) => self.search(child, depth + 1, -beta, -alpha).map(|v| -v),
        }
    }
}

/// The final margin for the player to move if both players only advanced from here on: each
/// gains a button a space to the end and their income at every income space ahead.
fn advancing_margin(game: &Game) -> i32 {
    let Some(mover) = game.to_move() else {
        return 0;
    };
    let end = game.variant().final_space().get();
    let finish =
        |p: Player| game.projected_score(p) + i32::from(end - game.player(p).position.get());
    finish(mover) - finish(mover.other())
}

/// A 64-bit key of everything that decides the rest of the game: both players' quilts (only
/// their classes for a player who can no longer win the bonus: see `shape`),
/// buttons, income and spaces, who is on top, who moves and why, the circle, the blue
/// patches waiting (in their order), the leather left and pending, the bonus and the first
/// finisher.
pub fn position_key(game: &Game) -> u64 {
    let mut h = Mixer(0x243F_6A88_85A3_08D3);
    let board = game.board().bits();
    let smallest = smallest_patch(game);
    for p in [Player::One, Player::Two] {
        let s = game.player(p);
        let q = s.quilt.bits();
        if let Some(class) = class_unless_bonus(board & !q, smallest, bonus_reach(game, p)) {
            h.add(class);
        } else {
            h.add(q as u64);
            h.add((q >> 64) as u64 | 1 << 63);
        }
        h.add(u64::from(s.buttons) | u64::from(s.income) << 24 | u64::from(s.position.get()) << 48);
    }
    let phase = match game.phase() {
        Phase::Turn(p) => 1 + p.index() as u64,
        Phase::PlaceLeather(p) => 3 + p.index() as u64,
        Phase::Over => 0,
    };
    let finisher = game.first_finisher().map_or(0, |p| 1 + p.index() as u64);
    let bonus = game.bonus().map_or(0, |p| 1 + p.index() as u64);
    h.add(
        phase
            | finisher << 4
            | bonus << 8
            | (game.on_top().index() as u64) << 12
            | u64::from(game.pending_leather()) << 16
            | (game.blue_waiting().len() as u64) << 24
            | (game.circle().len() as u64) << 32
            | (game.variant() as u64) << 40,
    );
    h.add(game.leather_mask());
    // The blue patches too: a table kept from one game to the next may meet another deal's.
    for chunk in game.circle().chunks(8).chain(game.blue_waiting().chunks(8)) {
        h.add(chunk.iter().fold(0u64, |w, id| w << 8 | id.index() as u64));
    }
    h.0
}

/// A small multiply-xorshift hash of 64-bit words.
struct Mixer(u64);

impl Mixer {
    fn add(&mut self, word: u64) {
        let x = (self.0 ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        self.0 = x ^ x >> 29;
    }
}

/// Fills `out` with the moves of `game` worth searching (of its `legal` moves, less the
/// placements that cannot matter), best first by the static evaluation.
#[allow(clippy::inline_always)] // into the node's fast copy
#[inline(always)]
fn ordered_moves(game: &Game, legal: &[Move], out: &mut Vec<(Move, f32)>) {
    out.clear();
    let Some(mover) = game.to_move() else { return };
    let v = game.variant();
    let end = v.final_space().get();
    let me = game.player(mover);
    let ctx = Context::new(game, mover);
    let leather_phase = matches!(game.phase(), Phase::PlaceLeather(_));
    let free = game.board().bits() & !me.quilt.bits();
    let smallest = smallest_patch(game);
    // Whether the quilt a placement leaves matters only by its class (see `shape`): the mover
    // cannot win the bonus now, or not with that quilt (what they can cover only shrinks).
    let reach = bonus_reach(game, mover);
    let reach = reach.filter(|_| class_unless_bonus(free, smallest, reach).is_none());
    // The patches (and leather) already represented among placements that cannot matter,
    // and the classes, by patch, of the quilts the others leave.
    let mut seen_patches: u64 = 0;
    let mut seen_classes: Vec<u64> = Vec::new();
    for &m in legal {
        let (score, cells, tag, last) = match m {
            Move::Advance => (ctx.advance_value(), 0, 0, false),
            Move::Leather(None) => (0.0, 0, 0, false),
            Move::Patch { patch, .. } => {
                let cells = m.cells(v).bits();
                let last = v
                    .patch(patch)
                    .is_some_and(|p| me.position.get() + p.time >= end);
                let score = ctx.patch_value(patch) + ctx.placement_value(cells);
                (score, cells, 1u64 << patch.index().min(62), last)
            }
            Move::Leather(Some(cell)) => {
                let cells = 1u128 << cell.index();
                let last = leather_phase && me.position.get() >= end;
                (2.0 + ctx.placement_value(cells), cells, LEATHER_SEEN, last)
            }
        };
        let class = if cells == 0 {
            None
        } else {
            class_unless_bonus(free & !cells, smallest, reach)
        };
        if let Some(class) = class {
            if last {
                // The mover never places again: one placement stands for all.
                if seen_patches & tag != 0 {
                    continue;
                }
                seen_patches |= tag;
            } else {
                let class = class ^ tag.wrapping_mul(CLASS_SALT);
                if seen_classes.contains(&class) {
                    continue;
                }
                seen_classes.push(class);
            }
        }
        out.push((m, score));
    }
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
}

mod shape;
#[cfg(test)]
mod tests;
