//! What the learned value sees of a position: a fixed list of numbers, each scaled to about
//! 0..1, from the side of the player to move ("me") against the other ("them").
//!
//! - **Each player** (me first): spaces left to the end, buttons, income, empty cells, income
//!   spaces still ahead, the score projected if nothing more is bought, the quilt's isolated
//!   holes, corridor ends and sides between empty and covered cells, the most of a 7x7 window
//!   covered while the bonus is free, whether they hold the bonus, leather patches still
//!   ahead, and the spaces to the next income space.
//! - **The race**: how far them is ahead of me, the variant, whether the bonus is free, the
//!   circle's length and the blue patches still waiting (Express).
//! - **The circle ahead**, the next [`CIRCLE_SEEN`] patches after the neutral token: each one's
//!   cells, cost, time and income, how many placements it has on each quilt (0 when it fits
//!   nowhere), whether each can afford it, and what buying it would add to each one's
//!   projected score.

// Counts of cells, spaces and buttons stay far below 2^23: f32 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use crate::rules::{Game, Player, Variant};

/// How many patches of the circle the value looks at, from the neutral token on.
pub const CIRCLE_SEEN: usize = 9;

/// Numbers per player.
const PER_PLAYER: usize = 13;
/// Numbers for the race and the game.
const RACE: usize = 5;
/// Numbers per patch of the circle.
const PER_PATCH: usize = 11;

/// How many numbers [`features`] writes.
pub const FEATURES: usize = 2 * PER_PLAYER + RACE + CIRCLE_SEEN * PER_PATCH;

/// Writes the features of `game` for the player to move `me` into `out` (see the module docs).
/// The game waits for `me`'s turn.
pub fn features(game: &Game, me: Player, out: &mut [f32; FEATURES]) {
    let mut w = Writer { out, at: 0 };
    let variant = game.variant();
    let board = game.board();
    let cells = board.len() as f32;
    let end = variant.final_space().get();
    let incomes = variant.income_spaces();
    let bonus_free = variant.has_bonus() && game.bonus().is_none();
    let leather = game.leather_mask();
    for p in [me, me.other()] {
        let state = game.player(p);
        let at = state.position.get();
        let empty = board.minus(state.quilt);
        let gaps = state.quilt.gaps_within(board);
        let ahead = incomes.iter().filter(|&&s| s > at).count() as f32;
        let has_bonus = game.bonus() == Some(p);
        let projected = state.buttons as f32 + state.income as f32 * ahead
            - 2.0 * empty.len() as f32
            + if has_bonus { 7.0 } else { 0.0 };
        let leather_ahead = (leather & (u64::MAX << (at + 1).min(63))).count_ones();
        let next_income = incomes.iter().find(|&&s| s > at).map_or(0, |&s| s - at);
        w.push(f32::from(end - at) / f32::from(end));
        w.push(state.buttons as f32 / 20.0);
        w.push(state.income as f32 / 15.0);
        w.push(empty.len() as f32 / cells);
        w.push(ahead / incomes.len() as f32);
        w.push(projected / 80.0);
        w.push(gaps.isolated.len() as f32 / 8.0);
        w.push(gaps.dead_ends.len() as f32 / 8.0);
        w.push(gaps.edges as f32 / 40.0);
        w.push(if bonus_free {
            state.quilt.most_of_a_bonus_window() as f32 / 49.0
        } else {
            0.0
        });
        w.push(if has_bonus { 1.0 } else { 0.0 });
        w.push(leather_ahead as f32 / 5.0);
        w.push(f32::from(next_income) / 10.0);
    }
    let (mine, theirs) = (game.player(me), game.player(me.other()));
    w.push(f32::from(theirs.position.get().saturating_sub(mine.position.get())) / 10.0);
    w.push(if variant == Variant::Express {
        1.0
    } else {
        0.0
    });
    w.push(if bonus_free { 1.0 } else { 0.0 });
    w.push(game.circle().len() as f32 / 33.0);
    w.push(game.blue_waiting().len() as f32 / 8.0);
    let ahead = |p: Player| {
        let at = game.player(p).position.get();
        incomes.iter().filter(|&&s| s > at).count() as f32
    };
    let (my_ahead, their_ahead) = (ahead(me), ahead(me.other()));
    let (my_free, their_free) = (board.minus(mine.quilt), board.minus(theirs.quilt));
    for k in 0..CIRCLE_SEEN {
        let Some(patch) = game
            .circle()
            .get(k)
            .and_then(|&id| variant.patch(id).map(|p| (id, p)))
        else {
            for _ in 0..PER_PATCH {
                w.push(0.0);
            }
            continue;
        };
        let (id, p) = patch;
        let fits = |free| (1.0 + variant.placements_on(id, free) as f32).log2() / 8.0;
        let worth = |income_ahead: f32| {
            (2.0 * f32::from(p.cells) - f32::from(p.cost) + f32::from(p.income) * income_ahead)
                / 20.0
        };
        w.push(1.0);
        w.push(f32::from(p.cells) / 8.0);
        w.push(f32::from(p.cost) / 10.0);
        w.push(f32::from(p.time) / 6.0);
        w.push(f32::from(p.income) / 3.0);
        w.push(fits(my_free));
        w.push(fits(their_free));
        w.push(if u32::from(p.cost) <= mine.buttons {
            1.0
        } else {
            0.0
        });
        w.push(if u32::from(p.cost) <= theirs.buttons {
            1.0
        } else {
            0.0
        });
        w.push(worth(my_ahead));
        w.push(worth(their_ahead));
    }
    debug_assert_eq!(w.at, FEATURES, "every feature written once");
}

/// Writes numbers into the features one after the other.
struct Writer<'a> {
    out: &'a mut [f32; FEATURES],
    at: usize,
}

impl Writer<'_> {
    #[inline]
    fn push(&mut self, x: f32) {
        if let Some(slot) = self.out.get_mut(self.at) {
            *slot = x;
        }
        self.at += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{LeatherLayout, Setup};

    #[test]
    fn the_start_is_seen_alike_from_both_seats_but_for_the_circle() {
        let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 4))
            .expect("a shuffled set-up is valid");
        let (mut a, mut b) = ([0.0; FEATURES], [0.0; FEATURES]);
        features(&game, Player::One, &mut a);
        features(&game, Player::Two, &mut b);
        // Both players start alike: each player's numbers are the same from either side.
        assert_eq!(a[..2 * PER_PLAYER], b[..2 * PER_PLAYER]);
        assert_eq!(a[..PER_PLAYER], a[PER_PLAYER..2 * PER_PLAYER]);
        // Nothing is covered and nine income spaces lie ahead.
        assert!((a[3] - 1.0).abs() < f32::EPSILON);
        assert!((a[4] - 1.0).abs() < f32::EPSILON);
        assert!(a.iter().all(|x| x.is_finite() && x.abs() <= 4.0), "{a:?}");
    }
}
