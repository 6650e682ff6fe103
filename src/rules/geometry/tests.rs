//! The compile-time geometry against a plain oracle: orientations, sizes, anchors, turns.

use super::*;
use crate::rules::Quilt;

#[test]
fn shapes_fit_the_five_by_five_window_and_eight_cells() {
    /// The side of the square every patch shape fits in (the straight five, the big plus).
    const WINDOW: u8 = 5;
    for v in [Variant::Classic, Variant::Express] {
        for p in v.patches() {
            assert!(usize::from(p.cells) <= MAX_CELLS);
            for o in v.orientations(p.id) {
                assert!(o.height <= WINDOW && o.width <= WINDOW);
                assert_eq!(o.mask.len(), u32::from(p.cells), "{}", v.patch_name(p.id));
            }
        }
    }
}

#[test]
fn orientation_counts_follow_symmetry() {
    let count = |id| Variant::Classic.orientations(PatchId(id)).len();
    assert_eq!(count(9), 1, "2x2 square");
    assert_eq!(count(0), 2, "domino");
    assert_eq!(count(17), 2, "straight five");
    assert_eq!(count(4), 4, "T tetromino");
    assert_eq!(count(14), 8, "L-ish pentomino");
    assert_eq!(count(31), 2, "H heptomino");
    assert_eq!(count(15), 1, "plus");
}

#[test]
fn four_turns_and_two_flips_come_back() {
    use Transform::{Flip, RotateAnticlockwise, RotateClockwise};
    let v = Variant::Classic;
    for patch in v.patches() {
        for o in 0..v.orientations(patch.id).len() {
            let turned = (0..4).fold(o, |o, _| v.transform(patch.id, o, RotateClockwise));
            assert_eq!(turned, o);
            let back = v.transform(
                patch.id,
                v.transform(patch.id, o, RotateClockwise),
                RotateAnticlockwise,
            );
            assert_eq!(back, o);
            assert_eq!(
                v.transform(patch.id, v.transform(patch.id, o, Flip), Flip),
                o
            );
        }
    }
    // The L tetromino has 8 orientations: a turn always changes it.
    assert_ne!(v.transform(PatchId(7), 0, RotateClockwise), 0);
}

/// The orientations of a shape worked out the plain way: every mirror and turn of its
/// cells, moved to the top-left corner, sorted, repeats dropped.
fn plain_orientations(shape: &str) -> Vec<Vec<(i32, i32)>> {
    let base: Vec<(i32, i32)> = shape
        .split(" / ")
        .enumerate()
        .flat_map(|(r, line)| {
            line.bytes()
                .enumerate()
                .filter(|&(_, ch)| ch == b'#')
                .map(move |(c, _)| (r as i32, c as i32))
        })
        .collect();
    let mut out: Vec<Vec<(i32, i32)>> = Vec::new();
    for flip in [false, true] {
        for turns in 0..4 {
            let cells: Vec<(i32, i32)> = base
                .iter()
                .map(|&(r, c)| {
                    let (r, c) = if flip { (r, -c) } else { (r, c) };
                    (0..turns).fold((r, c), |(r, c), _| (c, -r))
                })
                .collect();
            let cells = normalized(cells);
            if !out.contains(&cells) {
                out.push(cells);
            }
        }
    }
    out
}

fn normalized(mut cells: Vec<(i32, i32)>) -> Vec<(i32, i32)> {
    let min_r = cells.iter().map(|c| c.0).min().unwrap_or(0);
    let min_c = cells.iter().map(|c| c.1).min().unwrap_or(0);
    for c in &mut cells {
        *c = (c.0 - min_r, c.1 - min_c);
    }
    cells.sort_unstable();
    cells
}

fn cells_of(q: Quilt) -> Vec<(i32, i32)> {
    normalized(
        q.cells()
            .map(|c| (i32::from(c.row), i32::from(c.col)))
            .collect(),
    )
}

#[test]
fn compile_time_orientations_are_every_distinct_mirror_and_turn() {
    for v in [Variant::Classic, Variant::Express] {
        let size = i32::from(v.quilt_size());
        for p in v.patches() {
            let fit = patch_fit(v, p.id).expect("known patch");
            let plain = plain_orientations(p.shape);
            let table = v.orientations(p.id);
            assert_eq!(table.len(), plain.len(), "{}", v.patch_name(p.id));
            for (j, (o, cells)) in table.iter().zip(&plain).enumerate() {
                assert_eq!(&cells_of(o.mask), cells);
                assert_eq!(cells_of(o.mask.at_index(0)), *cells, "at the corner");
                let h = cells.iter().map(|c| c.0).max().unwrap_or(0) + 1;
                let w = cells.iter().map(|c| c.1).max().unwrap_or(0) + 1;
                assert_eq!((i32::from(o.height), i32::from(o.width)), (h, w));
                let anchors = o.anchors().len() as i32;
                assert_eq!(anchors, (size - h + 1).max(0) * (size - w + 1).max(0));
                assert_eq!(fit.masks[j], o.mask.bits());
                assert_eq!(fit.anchors[j], o.anchors().bits());
                let offsets: Quilt = fit.offsets[j]
                    .iter()
                    .map(|&i| crate::rules::Cell::from_index(i))
                    .collect();
                assert_eq!(offsets, o.mask);
            }
        }
    }
}

#[test]
fn a_turn_or_a_mirror_leads_to_the_orientation_with_those_cells() {
    use crate::rules::Transform;
    for v in [Variant::Classic, Variant::Express] {
        for p in v.patches() {
            let table = v.orientations(p.id);
            for (j, o) in table.iter().enumerate() {
                let moved = |f: fn((i32, i32)) -> (i32, i32)| {
                    normalized(cells_of(o.mask).into_iter().map(f).collect())
                };
                for (t, want) in [
                    (Transform::RotateClockwise, moved(|(r, c)| (c, -r))),
                    (Transform::RotateAnticlockwise, moved(|(r, c)| (-c, r))),
                    (Transform::Flip, moved(|(r, c)| (r, -c))),
                ] {
                    let k = v.transform(p.id, j, t);
                    assert_eq!(cells_of(table[k].mask), want, "{} {t:?}", p.id.0);
                }
            }
        }
    }
}

#[test]
fn fits_on_an_empty_board_are_the_anchors() {
    for v in [Variant::Classic, Variant::Express] {
        let board = Quilt::full(v.quilt_size()).bits();
        for p in v.patches() {
            let got = fits(v, p.id, board);
            let runtime = v.orientations(p.id);
            for (j, slot) in got.iter().enumerate() {
                let want = runtime.get(j).map_or(0, |o| o.anchors().bits());
                assert_eq!(*slot, want);
            }
        }
    }
}
