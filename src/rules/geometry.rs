//! Patch geometry, worked out once at compile time, and the fit test of the move generators, one
//! straight-line function per patch.
//!
//! Every patch's distinct orientations ([`Variant::orientations`]: cells, size, anchors on an
//! empty quilt, and which orientation a turn or a mirror leads to) are computed here at compile
//! time and nowhere else, and [`fits`] calls a function made for the patch: for
//! each orientation the anchors where it lies on free cells, an AND of the free cells shifted by
//! each of its cells' offsets. Every shift is a constant, a shift shared by two orientations is
//! done once, and nothing is set up per position (no table of shifted copies of the free cells).

use super::patch::{CLASSIC_PATCHES, EXPRESS_PATCHES, MAX_CELLS, Patch, PatchId};
use super::quilt::{Cell, Quilt, STRIDE, SYMMETRIES};
use super::variant::Variant;

/// One distinct orientation of a patch: the cells it covers with its bounding box at the top-left
/// corner, and every top-left position where it fits on an empty quilt of its variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orientation {
    /// Covered cells with the bounding box's top-left corner at `(0, 0)`.
    pub mask: Quilt,
    /// Bounding-box height.
    pub height: u8,
    /// Bounding-box width.
    pub width: u8,
    /// The top-left positions (as cells) where the whole orientation lies on the quilt.
    pub(crate) anchors: Quilt,
    /// The orientation a quarter turn clockwise, a quarter turn anticlockwise and a mirror
    /// lead to, by index (see [`Variant::transform`]).
    pub(crate) turned: [u8; 3],
}

impl Orientation {
    /// The cells covered with the bounding box's top-left corner on `anchor`.
    pub const fn at(&self, anchor: Cell) -> Quilt {
        self.mask.at(anchor)
    }

    /// The top-left positions where this orientation fits on an empty quilt.
    pub const fn anchors(&self) -> Quilt {
        self.anchors
    }
}

impl Variant {
    /// The distinct orientations of patch `id` (empty if the variant has no such patch).
    pub fn orientations(self, id: PatchId) -> &'static [Orientation] {
        let table: &'static [[Orientation; MAX_ORIENTATIONS]] = match self {
            Variant::Classic => &CLASSIC_ORIENTATIONS,
            Variant::Express => &EXPRESS_ORIENTATIONS,
        };
        match (table.get(id.index()), patch_fit(self, id)) {
            (Some(all), Some(fit)) => &all[..fit.count],
            _ => &[],
        }
    }

    /// How many placements patch `id` has on the cells of `free` (cells of this variant's
    /// board), whoever's quilt they are and whether or not the patch can be bought: 0 when it
    /// fits nowhere.
    #[inline]
    pub fn placements_on(self, id: PatchId, free: Quilt) -> u32 {
        counts(self, id, free.bits()).1
    }

    /// The index of the orientation of patch `id` that covers exactly `cells`, at whatever
    /// position on the board, or `None` if `cells` is not the patch's shape there. This is the
    /// one test of "these cells are this patch": [`crate::rules::Game::play`] uses it, and so
    /// does a record's raw cells once moved to the top-left corner.
    pub fn orientation_at(self, id: PatchId, cells: Quilt) -> Option<usize> {
        let first = cells.first()?.index();
        self.orientations(id).iter().position(|o| {
            let lead = o.mask.bits().trailing_zeros() as u8;
            first >= lead && {
                let anchor = Cell::from_index(first - lead);
                o.anchors.contains(anchor) && o.at(anchor) == cells
            }
        })
    }
}

/// A turn or mirror of a patch, as the placement cursor offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Transform {
    /// A quarter turn clockwise.
    RotateClockwise,
    /// A quarter turn anticlockwise.
    RotateAnticlockwise,
    /// A mirror image, left to right.
    Flip,
}

impl Variant {
    /// The orientation of patch `id` that `transform` turns orientation `orientation` into (an
    /// index into [`Variant::orientations`]; symmetric shapes may map to themselves).
    pub fn transform(self, id: PatchId, orientation: usize, transform: Transform) -> usize {
        self.orientations(id).get(orientation).map_or(0, |o| {
            let k = match transform {
                Transform::RotateClockwise => 0,
                Transform::RotateAnticlockwise => 1,
                Transform::Flip => 2,
            };
            usize::from(o.turned[k])
        })
    }
}

/// The most distinct orientations a patch has.
pub(crate) const MAX_ORIENTATIONS: usize = 8;

/// For each orientation of a patch, the anchors where it fits (zero past the patch's
/// orientations).
pub(crate) type Fits = [u128; MAX_ORIENTATIONS];

/// One patch's orientations as the fit test needs them, computed at compile time.
#[derive(Clone, Copy)]
pub(crate) struct PatchFit {
    /// How many distinct orientations the patch has.
    pub(crate) count: usize,
    /// Each orientation's cells with its bounding box's top-left corner at `(0, 0)`.
    pub(crate) masks: [u128; MAX_ORIENTATIONS],
    /// Each orientation's cell offsets (`row * 9 + col`), padded by repeating the first.
    offsets: [[u8; MAX_CELLS]; MAX_ORIENTATIONS],
    /// Each orientation's anchors on an empty quilt of the variant.
    anchors: [u128; MAX_ORIENTATIONS],
}

/// A patch's geometry as worked out at compile time: what the fit test needs (kept small: the
/// move generators read it) and the orientations as [`Variant::orientations`] gives them (the
/// first `fit.count`).
#[derive(Clone, Copy)]
struct Built {
    fit: PatchFit,
    orientations: [Orientation; MAX_ORIENTATIONS],
}

/// An orientation slot past a patch's own.
const NO_ORIENTATION: Orientation = Orientation {
    mask: Quilt::EMPTY,
    height: 0,
    width: 0,
    anchors: Quilt::EMPTY,
    turned: [0; 3],
};

/// A patch with no orientation yet.
const EMPTY: Built = Built {
    fit: PatchFit {
        count: 0,
        masks: [0; MAX_ORIENTATIONS],
        offsets: [[0; MAX_CELLS]; MAX_ORIENTATIONS],
        anchors: [0; MAX_ORIENTATIONS],
    },
    orientations: [NO_ORIENTATION; MAX_ORIENTATIONS],
};

/// The `(row, col)` cells of a printed shape (rows separated by ` / `, `#` covered), and how many.
const fn parse(shape: &str) -> ([(i32, i32); MAX_CELLS], usize) {
    let bytes = shape.as_bytes();
    let mut cells = [(0, 0); MAX_CELLS];
    let mut n = 0;
    let (mut r, mut c) = (0, 0);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                cells[n] = (r, c);
                n += 1;
                c += 1;
            }
            b'.' => c += 1,
            b'/' => {
                r += 1;
                c = 0;
            }
            _ => {}
        }
        i += 1;
    }
    (cells, n)
}

/// The patch's distinct orientations: its images by [`SYMMETRIES`] in their order, repeats
/// dropped. Orientation `(flip, turns)` is the shape mirrored `flip` times, then turned; a
/// quarter turn clockwise leads to `(flip, turns + 1)`, one
/// anticlockwise to `(flip, turns - 1)`, and a mirror to `(1 - flip, -turns)` (a mirror turns
/// every rotation round).
const fn build(patch: &Patch, size: u8) -> Built {
    let (base, len) = parse(patch.shape);
    let mut built = EMPTY;
    let fit = &mut built.fit;
    // The distinct orientation each (flip, turns) gives.
    let mut index = [[0u8; 4]; 2];
    let mut flip = 0;
    while flip < 2 {
        let mut turns = 0;
        while turns < 4 {
            let mut cells = [(0, 0); MAX_CELLS];
            let (mut min_r, mut min_c) = (i32::MAX, i32::MAX);
            let symmetry = SYMMETRIES[flip * 4 + turns];
            let mut k = 0;
            while k < len {
                let (row, col) = symmetry.apply(base[k]);
                cells[k] = (row, col);
                if row < min_r {
                    min_r = row;
                }
                if col < min_c {
                    min_c = col;
                }
                k += 1;
            }
            let (mut mask, mut height, mut width) = (0u128, 0u8, 0u8);
            let mut offsets = [0u8; MAX_CELLS];
            let mut k = 0;
            while k < len {
                let (row, col) = ((cells[k].0 - min_r) as u8, (cells[k].1 - min_c) as u8);
                offsets[k] = row * STRIDE + col;
                mask |= 1 << offsets[k];
                if row + 1 > height {
                    height = row + 1;
                }
                if col + 1 > width {
                    width = col + 1;
                }
                k += 1;
            }
            while k < MAX_CELLS {
                offsets[k] = offsets[0];
                k += 1;
            }
            let mut seen = fit.count;
            let mut j = 0;
            while j < fit.count {
                if fit.masks[j] == mask {
                    seen = j;
                }
                j += 1;
            }
            index[flip][turns] = seen as u8;
            if seen == fit.count {
                let mut anchors = 0u128;
                if height <= size && width <= size {
                    let mut row = 0;
                    while row + height <= size {
                        let mut col = 0;
                        while col + width <= size {
                            anchors |= 1 << (row * STRIDE + col);
                            col += 1;
                        }
                        row += 1;
                    }
                }
                fit.masks[fit.count] = mask;
                fit.offsets[fit.count] = offsets;
                fit.anchors[fit.count] = anchors;
                built.orientations[fit.count] = Orientation {
                    mask: Quilt::from_bits(mask),
                    height,
                    width,
                    anchors: Quilt::from_bits(anchors),
                    turned: [0; 3],
                };
                fit.count += 1;
            }
            turns += 1;
        }
        flip += 1;
    }
    link_turns(&mut built.orientations, index);
    built
}

/// Where a turn or a mirror leads from each orientation, worked out from the first
/// `(flip, turns)` that gives it (`index`: the orientation each one gives).
const fn link_turns(orientations: &mut [Orientation; MAX_ORIENTATIONS], index: [[u8; 4]; 2]) {
    let mut flip = 2;
    while flip > 0 {
        flip -= 1;
        let mut turns = 4;
        while turns > 0 {
            turns -= 1;
            let o = index[flip][turns] as usize;
            orientations[o].turned = [
                index[flip][(turns + 1) % 4],
                index[flip][(turns + 3) % 4],
                index[1 - flip][(4 - turns) % 4],
            ];
        }
    }
}

const fn table<const N: usize>(patches: &[Patch; N], size: u8) -> [Built; N] {
    let mut out = [EMPTY; N];
    let mut i = 0;
    while i < N {
        out[i] = build(&patches[i], size);
        i += 1;
    }
    out
}

/// The fit tests of a table.
const fn fits_table<const N: usize>(built: &[Built; N]) -> [PatchFit; N] {
    let mut out = [EMPTY.fit; N];
    let mut i = 0;
    while i < N {
        out[i] = built[i].fit;
        i += 1;
    }
    out
}

/// The orientations of a table.
const fn orientation_table<const N: usize>(
    built: &[Built; N],
) -> [[Orientation; MAX_ORIENTATIONS]; N] {
    let mut out = [EMPTY.orientations; N];
    let mut i = 0;
    while i < N {
        out[i] = built[i].orientations;
        i += 1;
    }
    out
}

/// Classic's patches, by id. Constants, not statics: each patch's fit function reads its entry
/// at compile time, so every shift in it is a constant.
pub(crate) const CLASSIC_FITS: [PatchFit; 33] = fits_table(&table(&CLASSIC_PATCHES, 9));
/// Express's patches, by id (constants, as [`CLASSIC_FITS`]).
pub(crate) const EXPRESS_FITS: [PatchFit; 23] = fits_table(&table(&EXPRESS_PATCHES, 7));
/// Classic's orientations, by patch id.
static CLASSIC_ORIENTATIONS: [[Orientation; MAX_ORIENTATIONS]; 33] =
    orientation_table(&table(&CLASSIC_PATCHES, 9));
/// Express's orientations, by patch id.
static EXPRESS_ORIENTATIONS: [[Orientation; MAX_ORIENTATIONS]; 23] =
    orientation_table(&table(&EXPRESS_PATCHES, 7));

/// The fit test of patch `P` of variant `V` (0 classic, 1 Express), written into `out`:
/// everything is a constant once the function is made for the patch, so the loops unroll into
/// constant shifts and ANDs.
/// The fits are returned by value (written straight into the caller's slot, which needs no
/// zeroing first).
fn fits_of<const V: usize, const P: usize>(free: u128) -> Fits {
    let fit = if V == 0 {
        &CLASSIC_FITS[P]
    } else {
        &EXPRESS_FITS[P]
    };
    let mut out = [0; MAX_ORIENTATIONS];
    for (j, slot) in out.iter_mut().enumerate() {
        let mut anchors = fit.anchors[j];
        for &offset in &fit.offsets[j] {
            anchors &= free >> offset;
        }
        *slot = if j < fit.count { anchors } else { 0 };
    }
    out
}

/// How many anchors each orientation of patch `P` of variant `V` fits on (see [`fits_of`]),
/// and their total, counted inside the function made for the patch: only the counts leave it.
fn counts_of<const V: usize, const P: usize>(free: u128) -> (Counts, u32) {
    let fits = fits_of::<V, P>(free);
    let mut counts = [0; MAX_ORIENTATIONS];
    let mut total = 0;
    for (count, &anchors) in counts.iter_mut().zip(&fits) {
        if anchors != 0 {
            let c = anchors.count_ones();
            *count = c as u8;
            total += c;
        }
    }
    (counts, total)
}

/// For each orientation of a patch, how many anchors it fits on (zero past its orientations).
pub(crate) type Counts = [u8; MAX_ORIENTATIONS];

/// A patch's fit test.
type FitFn = fn(u128) -> Fits;
/// A patch's counts.
type CountFn = fn(u128) -> (Counts, u32);

macro_rules! fit_fns {
    ($f:ident, $t:ty; $v:literal; $($p:literal)*) => {
        [$($f::<$v, $p> as $t),*]
    };
}

static CLASSIC_FIT_FNS: [FitFn; 33] = fit_fns!(fits_of, FitFn; 0;
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32);
static EXPRESS_FIT_FNS: [FitFn; 23] = fit_fns!(fits_of, FitFn; 1;
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22);
static CLASSIC_COUNT_FNS: [CountFn; 33] = fit_fns!(counts_of, CountFn; 0;
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32);
static EXPRESS_COUNT_FNS: [CountFn; 23] = fit_fns!(counts_of, CountFn; 1;
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22);

/// For each orientation of `patch` (in the order of [`Variant::orientations`]), how many anchors
/// it fits on the cells of `free`, and their total; all zero for a patch the variant does not
/// have.
#[inline]
pub(crate) fn counts(v: Variant, patch: PatchId, free: u128) -> (Counts, u32) {
    let fns: &[CountFn] = match v {
        Variant::Classic => &CLASSIC_COUNT_FNS,
        Variant::Express => &EXPRESS_COUNT_FNS,
    };
    fns.get(patch.index())
        .map_or(([0; MAX_ORIENTATIONS], 0), |f| f(free))
}

/// For each orientation of `patch` (in the order of [`Variant::orientations`]), the anchors
/// where it lies on the cells of `free`; all zero for a patch the variant does not have. `free`
/// holds only cells of the variant's board.
#[inline]
pub(crate) fn fits(v: Variant, patch: PatchId, free: u128) -> Fits {
    let fns: &[FitFn] = match v {
        Variant::Classic => &CLASSIC_FIT_FNS,
        Variant::Express => &EXPRESS_FIT_FNS,
    };
    match fns.get(patch.index()) {
        Some(f) => f(free),
        None => [0; MAX_ORIENTATIONS],
    }
}

/// The compile-time orientations of `patch` in `v` (`None` for a patch it does not have).
pub(crate) fn patch_fit(v: Variant, patch: PatchId) -> Option<&'static PatchFit> {
    match v {
        Variant::Classic => CLASSIC_FITS.get(patch.index()),
        Variant::Express => EXPRESS_FITS.get(patch.index()),
    }
}

#[cfg(test)]
mod tests;
