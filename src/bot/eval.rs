//! The static knowledge the greedy and strong bots share: what a patch is worth now and later,
//! how fillable a quilt is, and where a leather patch goes.
//!
//! Everything is measured in points at the end of the game (buttons, -2 per empty cell, 7 for
//! the bonus), so the terms add up:
//!
//! - **Patch value**: `2 x cells` (each covered cell saves 2 points) `+ income x income spaces
//!   still ahead` (the patch pays on every one the token has not yet passed, this move's own
//!   crossings included) `- cost - time spent` (a space of time is worth about one button: it is
//!   what advancing pays for it).
//! - **Advance**: `+1` a space moved `-1` a space of time spent, so 0: the baseline every buy is
//!   compared with. Any move that wins a leather patch gains `2` for the cell it will cover.
//! - **Fillability** (a penalty on the quilt after the move, compared with before): each
//!   isolated empty cell (no empty neighbour: only a leather patch can fill it) costs 2, each
//!   empty cell with a single empty neighbour (the end of a corridor) costs 0.5, and each edge
//!   between an empty and a covered cell costs 0.25. So patches go to corners and edges first,
//!   the empty area stays compact and few holes are left that nothing can fill.
//! - **Bonus**: 7 for the move that completes a 7x7 square while the tile is still free, and a
//!   small pull (0.1 a cell) towards the most covered 7x7 window before that.

// Cell counts, visit counts and game counts stay far below 2^23: f32/f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]
// The search's hot path inlined on purpose, into the processor's fast copy (`crate::cpu`).
#![allow(clippy::inline_always)]

use crate::rules::{Action, Game, Move, Phase, Player, Quilt, Variant};

/// Penalty for an isolated empty cell.
const ISOLATED: f32 = 2.0;
/// Penalty for an empty cell with one empty neighbour.
const DEAD_END: f32 = 0.5;
/// Penalty for an edge between an empty and a covered cell.
const EDGE: f32 = 0.25;
/// Pull per covered cell of the best 7x7 window while the bonus is free.
const BONUS_PULL: f32 = 0.1;
/// What a space of time costs, in buttons.
const TIME: f32 = 1.0;
/// What winning a leather patch is worth: the cell it covers.
const LEATHER: f32 = 2.0;

/// How hard the quilt will be to fill (see the module docs); 0 for a full or empty quilt's
/// inner cells, higher is worse. The holes are [`Quilt::gaps_within`]'s, the terminal app's too.
#[inline]
pub(crate) fn quilt_penalty(quilt: u128, board: u128) -> f32 {
    let gaps = Quilt::from_bits(quilt).gaps_within(Quilt::from_bits(board));
    ISOLATED * gaps.isolated.len() as f32
        + DEAD_END * gaps.dead_ends.len() as f32
        + EDGE * gaps.edges as f32
}

/// Bonus points and pull for `quilt` when the tile is still free in a variant that has it.
#[inline]
fn bonus_term(quilt: u128) -> f32 {
    let best = Quilt::from_bits(quilt).most_of_a_bonus_window();
    if best == 49 {
        return 7.0 + 49.0 * BONUS_PULL;
    }
    BONUS_PULL * best as f32
}

/// The static facts of one position that every move's value needs.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Context {
    variant: Variant,
    board: u128,
    quilt: u128,
    position: u8,
    end: u8,
    other_position: u8,
    bonus_free: bool,
    leather: u64,
    penalty: f32,
    bonus: f32,
}

impl Context {
    /// The context of `player` moving in `game`.
    #[inline(always)]
    pub(crate) fn new(game: &Game, player: Player) -> Self {
        let me = game.player(player);
        let board = game.board().bits();
        let bonus_free = game.variant().has_bonus() && game.bonus().is_none();
        let leather = game.leather_mask();
        Self {
            variant: game.variant(),
            board,
            quilt: me.quilt.bits(),
            position: me.position.get(),
            end: game.variant().final_space().get(),
            other_position: game.player(player.other()).position.get(),
            bonus_free,
            leather,
            penalty: quilt_penalty(me.quilt.bits(), board),
            bonus: if bonus_free {
                bonus_term(me.quilt.bits())
            } else {
                0.0
            },
        }
    }

    /// The context without the fillability and bonus of the quilt as it is: placement values
    /// are then only comparable with each other, not with advancing.
    #[inline]
    pub(crate) fn quick(game: &Game, player: Player) -> Self {
        let me = game.player(player);
        Self {
            variant: game.variant(),
            board: game.board().bits(),
            quilt: me.quilt.bits(),
            position: me.position.get(),
            end: game.variant().final_space().get(),
            other_position: game.player(player.other()).position.get(),
            bonus_free: game.variant().has_bonus() && game.bonus().is_none(),
            leather: game.leather_mask(),
            penalty: 0.0,
            bonus: 0.0,
        }
    }

    /// Leather patches a move from the current space to `to` wins, as points.
    #[inline]
    fn leather_gain(&self, to: u8) -> f32 {
        if to <= self.position {
            return 0.0;
        }
        let crossed = (u64::MAX << (self.position + 1)) & (u64::MAX >> (63 - to));
        LEATHER * (crossed & self.leather).count_ones() as f32
    }

    /// The value of advancing: 0 plus any leather it wins.
    pub(crate) fn advance_value(&self) -> f32 {
        let to = (self.other_position + 1).min(self.end);
        self.leather_gain(to)
    }

    /// The value of buying `patch` before choosing where it goes (see the module docs).
    pub(crate) fn patch_value(&self, patch: crate::rules::PatchId) -> f32 {
        let Some(p) = self.variant.patch(patch) else {
            return f32::NEG_INFINITY;
        };
        let income_ahead = self
            .variant
            .income_spaces()
            .iter()
            .filter(|&&s| s > self.position)
            .count() as f32;
        let to = (self.position + p.time).min(self.end);
        let spent = f32::from(to - self.position);
        2.0 * f32::from(p.cells) + f32::from(p.income) * income_ahead
            - f32::from(p.cost)
            - TIME * spent
            + self.leather_gain(to)
    }

    /// The value of covering `cells` on the mover's quilt: fillability gained (usually a small
    /// loss) and the bonus.
    #[inline]
    pub(crate) fn placement_value(&self, cells: u128) -> f32 {
        let after = self.quilt | cells;
        let mut v = self.penalty - quilt_penalty(after, self.board);
        if self.bonus_free {
            v += bonus_term(after) - self.bonus;
        }
        v
    }
}

/// The best cell for a leather patch on `quilt` (by fillability and the bonus), or `None` on a
/// full quilt. Ties go to the first cell in reading order.
pub(crate) fn best_leather_cell(game: &Game, player: Player) -> Option<u8> {
    let ctx = Context::new(game, player);
    let mut empty = ctx.board & !ctx.quilt;
    let mut best: Option<(u8, f32)> = None;
    while empty != 0 {
        let i = empty.trailing_zeros() as u8;
        empty &= empty - 1;
        let v = ctx.placement_value(1 << i);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((i, v));
        }
    }
    best.map(|(i, _)| i)
}

/// A quick leather cell for search: an isolated hole if there is one, else the end of a
/// corridor, else the first empty cell next to a covered one, else the first empty cell.
pub(crate) fn quick_leather_cell(quilt: u128, board: u128) -> Option<u8> {
    let (quilt, board) = (Quilt::from_bits(quilt), Quilt::from_bits(board));
    let empty = board.minus(quilt);
    if empty.is_empty() {
        return None;
    }
    let gaps = quilt.gaps_within(board);
    let touching = quilt.neighbours(board).and(empty);
    [gaps.isolated, gaps.dead_ends, touching, empty]
        .into_iter()
        .find(|s| !s.is_empty())
        .and_then(Quilt::first)
        .map(crate::rules::Cell::index)
}

/// Plays `m` and then the quick leather decisions it calls for: one step of search.
#[inline]
pub(crate) fn play_step(game: &mut Game, m: Move) {
    game.play_move_unchecked(m);
    play_step_leather(game);
}

/// Places the leather patches `game` waits for where [`quick_leather_cell`] puts them.
#[inline]
pub(crate) fn play_step_leather(game: &mut Game) {
    while let Phase::PlaceLeather(p) = game.phase() {
        let cell = quick_leather_cell(game.player(p).quilt.bits(), game.board().bits());
        game.play_unchecked(Action::Leather(cell.map(crate::rules::Cell::from_index)));
    }
}

/// Every move of the position worth considering with its value: advance, and for each buyable
/// patch its `keep` best placements (by [`Context::placement_value`]). Sorted best first; ties
/// keep generation order. Empty unless the game waits for a turn.
#[inline(always)]
pub(crate) fn scored_moves(game: &Game, keep: usize) -> Vec<(Move, f32)> {
    let mut out = ranked_moves(game, keep);
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out.into_iter().map(|(m, v, _)| (m, v)).collect()
}

/// [`scored_moves`] ordered by rank first: advance and each patch's best placement (rank 0),
/// then each patch's second best (rank 1), and so on, each rank best first. A prefix of this
/// list holds a few placements of every patch, so widening it by visits compares patches
/// before it compares near-equal placements of one patch.
#[inline(always)]
pub(crate) fn moves_by_rank(game: &Game, keep: usize) -> Vec<(Move, f32)> {
    let mut out = ranked_moves(game, keep);
    out.sort_by(|a, b| a.2.cmp(&b.2).then(b.1.total_cmp(&a.1)));
    out.into_iter().map(|(m, v, _)| (m, v)).collect()
}

/// The moves of [`scored_moves`] in generation order, each with its value and its rank among
/// its patch's placements (0 for the best, and for advance).
#[inline(always)]
fn ranked_moves(game: &Game, keep: usize) -> Vec<(Move, f32, u16)> {
    let Phase::Turn(player) = game.phase() else {
        return Vec::new();
    };
    let ctx = Context::new(game, player);
    let moves = game.moves();
    let mut out: Vec<(Move, f32, u16)> = vec![(Move::Advance, ctx.advance_value(), 0)];
    let mut start = 0;
    let groups = moves.groups();
    while start < groups.len() {
        let patch = groups[start].patch;
        let end = start
            + groups[start..]
                .iter()
                .take_while(|g| g.patch == patch)
                .count();
        let base = ctx.patch_value(patch);
        let mut best: Vec<(Move, f32)> = Vec::with_capacity(keep + 1);
        for g in &groups[start..end] {
            let mut bits = g.anchors.bits();
            while bits != 0 {
                let anchor = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                let v = ctx.placement_value(g.shape.bits() << anchor);
                if best.len() < keep || best.last().is_some_and(|&(_, w)| v > w) {
                    let m = Move::Patch {
                        patch,
                        orientation: g.orientation,
                        anchor,
                    };
                    let at = best.partition_point(|&(_, w)| w >= v);
                    best.insert(at, (m, v));
                    best.truncate(keep);
                }
            }
        }
        out.extend(
            best.into_iter()
                .enumerate()
                .map(|(rank, (m, v))| (m, base + v, rank as u16)),
        );
        start = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(cells: &[(u8, u8)]) -> u128 {
        cells.iter().fold(0, |m, &(r, c)| m | 1 << (r * 9 + c))
    }

    #[test]
    fn an_isolated_hole_costs_more_than_an_open_area() {
        let board = Quilt::full(9).bits();
        let full = board;
        let one_hole = full & !q(&[(4, 4)]);
        let two_apart = full & !q(&[(0, 0), (8, 8)]);
        assert!(quilt_penalty(full, board).abs() < f32::EPSILON);
        assert!(quilt_penalty(one_hole, board) >= ISOLATED);
        assert!(quilt_penalty(two_apart, board) > quilt_penalty(one_hole, board));
        // A patch in the corner leaves a more compact empty area than one in the middle.
        let corner = q(&[(0, 0), (0, 1), (1, 0), (1, 1)]);
        let middle = q(&[(4, 4), (4, 5), (5, 4), (5, 5)]);
        assert!(quilt_penalty(corner, board) < quilt_penalty(middle, board));
    }

    #[test]
    fn quick_leather_fills_an_isolated_hole_first() {
        let board = Quilt::full(9).bits();
        let quilt = board & !q(&[(3, 3), (7, 0), (7, 1), (7, 2)]);
        assert_eq!(quick_leather_cell(quilt, board), Some(3 * 9 + 3));
        assert_eq!(quick_leather_cell(board, board), None);
    }
}
