//! Quilts that play alike: the free cells of a quilt as a class that only the rest of the
//! game's possibilities decide, for the solver's table and to drop placements that lead to the
//! same future.
//!
//! Once the 7x7 bonus is out of play, a player's quilt matters to the rest of the game only
//! through which patches (in any of their rotations and flips) fit into its free cells, and
//! how many cells are free. A patch is connected, so it fits into one connected area of free
//! cells, and whether it does depends on that area's shape up to moving, turning and flipping
//! it. And an area smaller than every patch still to come can only ever take leather patches,
//! which fit on any free cell: its shape does not matter, only its size. So the class of a
//! quilt is its free areas, each as the least of its eight turned and flipped shapes moved to
//! the corner, less the areas too small for any patch, which count only by their cells.

use std::cell::RefCell;
use std::sync::OnceLock;

use crate::rules::{BONUS_WINDOWS, Game, Phase, Player, Quilt, STRIDE, SYMMETRIES, Variant};

/// What a player can still cover while the bonus is free, at the most: every leather patch
/// ahead of their token (and any they have still to place), and the cells of the patches
/// still to come that fit into the time they have left, counted as if patches could be bought
/// in fractions (the most cells per space of time first), whatever they cost.
#[derive(Clone, Copy, Debug)]
pub(super) struct Reach {
    /// Leather patches.
    leather: u32,
    /// Cells, the leather patches' included.
    cells: u32,
}

/// What `player` can still cover, or `None` when the bonus is out of play (taken, or Express).
#[allow(clippy::inline_always)] // into the solver node's fast copy (`crate::cpu`)
#[inline(always)]
pub(super) fn bonus_reach(game: &Game, player: Player) -> Option<Reach> {
    let v = game.variant();
    if !v.has_bonus() || game.bonus().is_some() {
        return None;
    }
    let pos = game.player(player).position.get();
    let mut leather = (game.leather_mask() >> (pos + 1)).count_ones();
    if game.phase() == Phase::PlaceLeather(player) {
        leather += u32::from(game.pending_leather());
    }
    // The patches still to come, by id (ids stay below 64).
    let present = game
        .circle()
        .iter()
        .chain(game.blue_waiting())
        .fold(0u64, |mask, id| {
            mask | 1u64.checked_shl(id.index() as u32).unwrap_or(0)
        });
    let mut time = u32::from(v.final_space().get().saturating_sub(pos));
    let mut cells = leather;
    let patches = by_cells_per_time(v)
        .iter()
        .filter(|&&(id, ..)| present.checked_shr(id).unwrap_or(0) & 1 == 1);
    for &(_, c, t) in patches {
        if t <= time {
            cells += c;
            time -= t;
        } else {
            cells += (c * time).div_ceil(t);
            break;
        }
    }
    Some(Reach { leather, cells })
}

/// The patches of `variant` as (id, cells, time), the most cells per space of time first (a / b
/// before c / d when a x d > c x b): the order [`bonus_reach`] takes them in. Worked out once
/// per variant: the patch tables are fixed.
fn by_cells_per_time(variant: Variant) -> &'static [(u32, u32, u32)] {
    static ORDERS: [OnceLock<Vec<(u32, u32, u32)>>; 2] = [OnceLock::new(), OnceLock::new()];
    ORDERS[variant as usize].get_or_init(|| {
        let mut order: Vec<(u32, u32, u32)> = variant
            .patches()
            .iter()
            .map(|p| (p.id.index() as u32, u32::from(p.cells), u32::from(p.time)))
            .collect();
        order.sort_by(|a, b| (b.1 * a.2).cmp(&(a.1 * b.2)));
        order
    })
}

/// Whether a quilt with the free cells `free`, of which `small` lie in areas too small for any
/// patch left, might still complete a 7x7 square with `reach`: some square has no more free
/// cells than can be covered, nor more small-area cells (only leather goes there) than there
/// are leather patches.
fn square_in_reach(free: u128, small: u128, reach: Reach) -> bool {
    BONUS_WINDOWS.iter().any(|w| {
        let w = w.bits();
        (free & w).count_ones() <= reach.cells && (small & w).count_ones() <= reach.leather
    })
}

/// Calls `f` with every connected area of `free`.
fn for_each_area(free: u128, mut f: impl FnMut(u128)) {
    let within = Quilt::from_bits(free);
    let mut rest = free;
    while rest != 0 {
        let mut area = rest & rest.wrapping_neg();
        loop {
            let grown = area | Quilt::from_bits(area).neighbours(within).bits();
            if grown == area {
                break;
            }
            area = grown;
        }
        rest &= !area;
        f(area);
    }
}

/// The fewest cells of a patch still to come: in the circle, or (Express) waiting to enter
/// it. `u32::MAX` when none is left.
pub(super) fn smallest_patch(game: &Game) -> u32 {
    let v = game.variant();
    game.circle()
        .iter()
        .chain(game.blue_waiting())
        .filter_map(|&id| v.patch(id).map(|p| u32::from(p.cells)))
        .min()
        .unwrap_or(u32::MAX)
}

/// The class of the free cells `free` (a subset of the board) when no patch of fewer than
/// `smallest` cells is left, as a 64-bit hash: equal classes play alike (see the module docs).
/// `None` when the quilt might still complete a 7x7 square with `reach` (the bonus is free):
/// then its exact cells matter. Remembered: a search asks again and again for the same quilts
/// (every advance keeps both), and working a class out takes most of a solver node's time.
pub(super) fn class_unless_bonus(free: u128, smallest: u32, reach: Option<Reach>) -> Option<u64> {
    let reach_key = reach.map_or(0, |r| {
        u64::from(r.leather) << 32 | u64::from(r.cells) | 1 << 63
    });
    let key = ClassKey {
        free,
        smallest,
        reach: reach_key,
    };
    let slot = ((free as u64 ^ (free >> 64) as u64 ^ reach_key ^ u64::from(smallest) << 40)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        >> 50) as usize
        % CLASS_SLOTS;
    CLASSES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(&(k, class)) = cache.get(slot)
            && k == key
        {
            return class;
        }
        let class = work_out_class(free, smallest, reach);
        if let Some(entry) = cache.get_mut(slot) {
            *entry = (key, class);
        }
        class
    })
}

/// What a class depends on: the free cells, the smallest patch to come and the reach (0 when
/// the bonus is out of play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ClassKey {
    free: u128,
    smallest: u32,
    reach: u64,
}

/// Slots of the cache of classes (a power of two).
const CLASS_SLOTS: usize = 1 << 14;

thread_local! {
    /// Classes by what they depend on, direct-mapped (see [`class_unless_bonus`]). The empty
    /// entry's key (no free cells, no patch to come) is one whose class is worked out the same
    /// way: an empty area list and nothing small, so a hit on it is still right.
    static CLASSES: RefCell<Vec<(ClassKey, Option<u64>)>> = RefCell::new(vec![
        (
            ClassKey { free: 0, smallest: 0, reach: 0 },
            work_out_class(0, 0, None),
        );
        CLASS_SLOTS
    ]);
}

/// [`class_unless_bonus`], worked out.
fn work_out_class(free: u128, smallest: u32, reach: Option<Reach>) -> Option<u64> {
    let mut areas = [0u128; 41];
    let mut count = 0;
    let mut small = 0;
    for_each_area(free, |area| {
        if area.count_ones() < smallest {
            small |= area;
        } else if let Some(slot) = areas.get_mut(count) {
            *slot = area;
            count += 1;
        }
    });
    if reach.is_some_and(|r| square_in_reach(free, small, r)) {
        return None;
    }
    let shapes = &mut areas[..count];
    for s in shapes.iter_mut() {
        *s = canonical_cached(*s);
    }
    shapes.sort_unstable();
    // The small cells' count is a word of its own: XORed into the seed, it collided with
    // shapes one cell apart (an S of four and a P of five, with one small cell fewer).
    let mut h = super::Mixer(0x6A09_E667_F3BC_C908);
    h.add(u64::from(small.count_ones()));
    for &s in shapes.iter() {
        h.add(s as u64);
        h.add((s >> 64) as u64);
    }
    Some(h.0)
}

/// Slots of the cache of canonical shapes (a power of two).
const CACHE_SLOTS: usize = 1 << 12;

thread_local! {
    /// Canonical shapes by the shape moved to the corner, direct-mapped: the same few areas
    /// come up again and again in a search, and turning and flipping one costs a few hundred
    /// operations.
    static CANONICAL: RefCell<Vec<(u128, u128)>> = RefCell::new(vec![(0, 0); CACHE_SLOTS]);
}

/// [`canonical`], remembered.
fn canonical_cached(area: u128) -> u128 {
    let key = moved(area);
    let slot = ((key as u64 ^ (key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52)
        as usize
        % CACHE_SLOTS;
    CANONICAL.with(|cache| {
        let mut cache = cache.borrow_mut();
        match cache.get(slot) {
            Some(&(k, shape)) if k == key => shape,
            _ => {
                let shape = canonical(key);
                if let Some(entry) = cache.get_mut(slot) {
                    *entry = (key, shape);
                }
                shape
            }
        }
    })
}

/// `area` moved to the top-left corner (its top row to row 0, its leftmost column to
/// column 0).
fn moved(area: u128) -> u128 {
    let mut columns = 0u128;
    let mut rows = area;
    while rows != 0 {
        columns |= rows & ((1 << STRIDE) - 1);
        rows >>= STRIDE;
    }
    let top = area.trailing_zeros() / u32::from(STRIDE);
    area >> (top * u32::from(STRIDE) + columns.trailing_zeros())
}

/// The least, as a number, of the eight turned and flipped images of `area`, each moved to
/// the top-left corner.
fn canonical(area: u128) -> u128 {
    let stride = i32::from(STRIDE);
    let mut cells = [(0i32, 0i32); 81];
    let mut n = 0;
    let mut bits = area;
    while bits != 0 && n < cells.len() {
        let i = bits.trailing_zeros() as i32;
        bits &= bits - 1;
        cells[n] = (i / stride, i % stride);
        n += 1;
    }
    let cells = &cells[..n];
    let mut best = u128::MAX;
    for symmetry in SYMMETRIES {
        let map = |cell: (i32, i32)| symmetry.apply(cell);
        let (mut min_r, mut min_c) = (i32::MAX, i32::MAX);
        for &cell in cells {
            let (r, c) = map(cell);
            min_r = min_r.min(r);
            min_c = min_c.min(c);
        }
        let image = cells.iter().fold(0u128, |m, &cell| {
            let (r, c) = map(cell);
            m | 1u128 << ((r - min_r) * stride + (c - min_c))
        });
        best = best.min(image);
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(list: &[(u8, u8)]) -> u128 {
        list.iter().fold(0, |m, &(r, c)| m | 1 << (r * STRIDE + c))
    }

    #[test]
    fn turned_flipped_and_moved_areas_are_one_class() {
        // An L of four cells in the top-left corner, and the same L turned and moved.
        let l = cells(&[(0, 0), (1, 0), (2, 0), (2, 1)]);
        let turned = cells(&[(5, 5), (5, 6), (5, 7), (6, 5)]);
        let class = |free, smallest| class_unless_bonus(free, smallest, None);
        assert_eq!(class(l, 1), class(turned, 1));
        // A straight line of four is another class.
        let line = cells(&[(0, 0), (0, 1), (0, 2), (0, 3)]);
        assert_ne!(class(l, 1), class(line, 1));
        // Areas too small for any patch count only by their cells.
        let two_singles = cells(&[(0, 0), (4, 4)]);
        let domino = cells(&[(8, 7), (8, 8)]);
        assert_eq!(class(two_singles, 3), class(domino, 3));
        assert_ne!(class(two_singles, 2), class(domino, 2));
    }

    #[test]
    fn shapes_one_cell_apart_are_not_one_class_whatever_the_small_cells() {
        // The top area of an Express endgame's quilt with a leather patch on one of its cells
        // (an S of four, five small cells) or on a small cell (a P of five, four small cells):
        // their canonical shapes differ in bit 0 alone, and the classes must differ.
        let small = cells(&[(3, 0), (4, 1), (4, 3), (4, 4), (6, 3)]);
        let s = cells(&[(0, 2), (0, 3), (1, 3), (1, 4)]);
        let p = s | cells(&[(1, 2)]);
        let class = |free| class_unless_bonus(free, 4, None);
        assert_ne!(class(s | small), class(p | small & !cells(&[(3, 0)])));
        assert_eq!(
            class(p | small & !cells(&[(3, 0)])),
            class(p | small & !cells(&[(6, 3)]))
        );
    }

    #[test]
    fn a_remembered_class_is_the_one_worked_out() {
        // Quilts of a random game's positions, each freed cell set asked twice (the second
        // time from the cache), with the bonus both out of play and within reach; and sets
        // that share a cache slot's neighbourhood by differing in one cell.
        use rand::rngs::Xoshiro256PlusPlus;
        use rand::{RngExt, SeedableRng};
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let setup = crate::rules::Setup::random(
            crate::rules::Variant::Classic,
            crate::rules::LeatherLayout::Revised,
            5,
        );
        let board = Game::new(&setup).expect("a valid set-up").board().bits();
        let reach = Some(Reach {
            leather: 2,
            cells: 30,
        });
        for _ in 0..2000 {
            let free = board & rng.random::<u128>();
            let smallest = rng.random_range(1..6);
            for r in [None, reach] {
                let truth = work_out_class(free, smallest, r);
                assert_eq!(class_unless_bonus(free, smallest, r), truth);
                assert_eq!(class_unless_bonus(free, smallest, r), truth);
                let one_less = free & (free - 1);
                assert_eq!(
                    class_unless_bonus(one_less, smallest, r),
                    work_out_class(one_less, smallest, r)
                );
            }
        }
    }
}
