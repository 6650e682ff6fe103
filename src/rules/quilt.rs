//! The quilt board: cells, and a quilt as a bit set of covered cells.
//!
//! Both variants index cells the same way, `row * 9 + col`, so one [`Quilt`] type and one set of
//! bit tricks serve the 9x9 classic board and the 7x7 Express board (which simply never uses rows
//! and columns 7 and 8).

use std::fmt;

/// The stride of a quilt row in bits: rows are 9 bits apart on both boards.
pub const STRIDE: u8 = 9;

/// A cell of a quilt, `(row, col)`, 0-based from the top-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// Row, 0 at the top.
    pub row: u8,
    /// Column, 0 at the left.
    pub col: u8,
}

impl Cell {
    /// The cell at `row`, `col`.
    pub const fn new(row: u8, col: u8) -> Self {
        Self { row, col }
    }

    /// Whether the cell lies on a 9x9 grid at all (both boards are inside it).
    pub const fn on_grid(self) -> bool {
        self.row < STRIDE && self.col < STRIDE
    }

    /// The cell's bit index in a [`Quilt`] (meaningful for cells [on the grid](Cell::on_grid)).
    pub const fn index(self) -> u8 {
        self.row.wrapping_mul(STRIDE).wrapping_add(self.col)
    }

    /// The cell with bit index `index` (the inverse of [`Cell::index`]).
    pub const fn from_index(index: u8) -> Self {
        Self {
            row: index / STRIDE,
            col: index % STRIDE,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}, {}]", self.row, self.col)
    }
}

/// Column 0 of every row of the 9-wide grid.
const COL0: u128 = {
    let mut m = 0u128;
    let mut r = 0;
    while r < STRIDE {
        m |= 1 << (r * STRIDE);
        r += 1;
    }
    m
};

/// Column 8 of every row of the 9-wide grid.
const COL8: u128 = COL0 << 8;

/// A set of quilt cells: the cells covered on a player's quilt, or the cells one patch covers.
///
/// Bit `row * 9 + col` stands for a cell (see [`Cell::index`]); the bits stay behind named
/// operations ([`Quilt::at`], [`Quilt::neighbours`], [`Quilt::isolated_within`], ...), and
/// [`Quilt::bits`] / [`Quilt::from_bits`] are the door for code that needs the raw mask (search
/// and record parsing).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quilt(u128);

/// The empty cells of a board around a quilt, as the bots' evaluation and the terminal app's
/// hints see them (see [`Quilt::gaps_within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Gaps {
    /// Empty cells with no empty neighbour: holes only a 1x1 leather patch can fill.
    pub isolated: Quilt,
    /// Empty cells with exactly one empty neighbour: the end of a corridor.
    pub dead_ends: Quilt,
    /// Sides between an empty cell and a covered one.
    pub edges: u32,
}

/// For each cell of the grid, whether its neighbour in each of the four directions (west, east,
/// north, south) is in `set`: rows never wrap into each other.
#[inline]
const fn sides(set: u128) -> [u128; 4] {
    [
        (set << 1) & !COL0,
        (set >> 1) & !COL8,
        set << STRIDE,
        set >> STRIDE,
    ]
}

impl Quilt {
    /// No cell.
    pub const EMPTY: Self = Self(0);

    /// The set whose bit `row * 9 + col` stands for each cell (bits past the grid are kept as
    /// given; [`Game::play`](crate::rules::Game::play) refuses them).
    pub const fn from_bits(bits: u128) -> Self {
        Self(bits)
    }

    /// The raw mask: bit `row * 9 + col` for each cell.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// This shape (its bounding box's top-left corner on `(0, 0)`) moved so that corner lies on
    /// `anchor`: the one way an orientation and an anchor become cells. Empty for an anchor off
    /// the grid.
    #[must_use]
    #[inline]
    pub const fn at(self, anchor: Cell) -> Self {
        if anchor.on_grid() {
            Self(self.0 << anchor.index())
        } else {
            Self::EMPTY
        }
    }

    /// [`Quilt::at`] for an anchor given as a bit index (see [`Cell::index`]); empty for an
    /// index off the 128-bit grid.
    #[must_use]
    #[inline]
    pub const fn at_index(self, anchor: u8) -> Self {
        match self.0.checked_shl(anchor as u32) {
            Some(bits) => Self(bits),
            None => Self::EMPTY,
        }
    }

    /// The cells of `board` orthogonally next to a cell of the set (cells of the set included
    /// when they neighbour each other).
    #[must_use]
    pub const fn neighbours(self, board: Self) -> Self {
        let [w, e, n, s] = sides(self.0);
        Self((w | e | n | s) & board.0)
    }

    /// The empty cells of `board` around this quilt: isolated cells, corridor ends and the
    /// sides between empty and covered cells. The one definition the bots' evaluation and the
    /// terminal app's hints share.
    #[inline]
    pub const fn gaps_within(self, board: Self) -> Gaps {
        let empty = board.0 & !self.0;
        let [a, b, c, d] = sides(empty);
        let one = a | b | c | d;
        let two = (a & b) | (c & d) | ((a | b) & (c | d));
        let [fa, fb, fc, fd] = sides(board.0 & self.0);
        let edges = (empty & fa).count_ones()
            + (empty & fb).count_ones()
            + (empty & fc).count_ones()
            + (empty & fd).count_ones();
        Gaps {
            isolated: Self(empty & !one),
            dead_ends: Self(empty & one & !two),
            edges,
        }
    }

    /// The empty cells of `board` (not in this quilt) with no empty neighbour: holes only a 1x1
    /// leather patch can fill.
    #[must_use]
    pub const fn isolated_within(self, board: Self) -> Self {
        self.gaps_within(board).isolated
    }

    /// How many sides of this set's cells touch the edge of `board` or a cell of `quilt`: high
    /// for a patch tucked into a corner or against other patches. The set and `quilt` are
    /// disjoint (a patch being placed and the quilt it goes on).
    pub const fn contact(self, quilt: Self, board: Self) -> u32 {
        let open = board.0 & !quilt.0;
        let [w, e, n, s] = sides(open);
        (self.0 & !w).count_ones()
            + (self.0 & !e).count_ones()
            + (self.0 & !n).count_ones()
            + (self.0 & !s).count_ones()
    }

    /// All cells of a `size` x `size` board (9 for classic, 7 for Express).
    pub const fn full(size: u8) -> Self {
        let mut bits = 0u128;
        let mut row = 0;
        while row < size {
            let mut col = 0;
            while col < size {
                bits |= 1u128 << (row * STRIDE + col);
                col += 1;
            }
            row += 1;
        }
        Self(bits)
    }

    /// The set on a `size` x `size` board turned or mirrored by each of the board's eight
    /// symmetries, in the order of [`SYMMETRIES`] (the first is the set itself). A quilt may
    /// become any of them without changing what can still be sewn on it, or whether it can win
    /// the 7x7 bonus.
    pub fn images(self, size: u8) -> [Self; 8] {
        SYMMETRIES.map(|s| self.image(s, size))
    }

    /// The set on a `size` x `size` board taken by `symmetry` (the board onto itself).
    #[must_use]
    pub fn image(self, symmetry: Symmetry, size: u8) -> Self {
        let last = i32::from(size.saturating_sub(1));
        // The board's corner the symmetry takes to the top-left.
        let corners = [(0, 0), (0, last), (last, 0), (last, last)].map(|c| symmetry.apply(c));
        let top = corners.iter().map(|c| c.0).min().unwrap_or(0);
        let left = corners.iter().map(|c| c.1).min().unwrap_or(0);
        self.cells().fold(Self::EMPTY, |acc, c| {
            let (row, col) = symmetry.apply((i32::from(c.row), i32::from(c.col)));
            acc.or(Self::from_cell(Cell::new(
                (row - top) as u8,
                (col - left) as u8,
            )))
        })
    }

    /// The set holding only `cell` (empty if the cell is off the grid).
    pub const fn from_cell(cell: Cell) -> Self {
        if cell.on_grid() {
            Self(1u128 << cell.index())
        } else {
            Self::EMPTY
        }
    }

    /// Whether `cell` is in the set.
    pub const fn contains(self, cell: Cell) -> bool {
        cell.on_grid() && self.0 >> cell.index() & 1 == 1
    }

    /// The most cells this quilt covers of any one of the nine 7x7 windows of the classic
    /// quilt (49 when it holds a whole 7x7 square).
    #[inline]
    pub fn most_of_a_bonus_window(self) -> u32 {
        let mut best = 0;
        for w in BONUS_WINDOWS {
            best = best.max((self.0 & w.0).count_ones());
        }
        best
    }

    /// How many cells the set holds.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells in both sets.
    #[must_use]
    pub const fn and(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    /// The cells in either set.
    #[must_use]
    pub const fn or(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// The cells of `self` that are not in `other`.
    #[must_use]
    pub const fn minus(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    /// Whether the two sets share a cell.
    pub const fn overlaps(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// The first cell in reading order (top row first), if any.
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::from_index(self.0.trailing_zeros() as u8))
        }
    }

    /// The cells in reading order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            Some(Cell::from_index(index))
        })
    }

    /// The `n`-th cell in reading order (0-based), if the set has that many.
    #[inline]
    pub fn nth_cell(self, n: u32) -> Option<Cell> {
        self.nth_index(n).map(Cell::from_index)
    }

    /// The bit index of the `n`-th cell in reading order (0-based), if the set has that many:
    /// found by the running counts of the bytes (one multiplication) and a table for the byte,
    /// with no loop over the bits before it.
    #[inline]
    pub(crate) fn nth_index(self, n: u32) -> Option<u8> {
        let low = self.0 as u64;
        let low_prefix = byte_counts(low).wrapping_mul(BYTES_01);
        let in_low = (low_prefix >> 56) as u32;
        if n < in_low {
            return Some(select_in(low, low_prefix, n));
        }
        let high = (self.0 >> 64) as u64;
        let high_prefix = byte_counts(high).wrapping_mul(BYTES_01);
        let n = n - in_low;
        (n < (high_prefix >> 56) as u32).then(|| 64 + select_in(high, high_prefix, n))
    }
}

/// `0x01` in every byte.
const BYTES_01: u64 = 0x0101_0101_0101_0101;

/// Each byte of `x` replaced by how many of its bits are set: the ranks [`Quilt::nth_index`]
/// selects from, all eight in one go (a count of the whole set is `count_ones`).
#[inline]
const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
}

/// For each byte value and `k`, the index of its `k`-th set bit (0 past its last).
static SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The index of the `n`-th set bit of `bits`, given `prefix`, the running counts of its bytes
/// (byte `i` counts the set bits of bytes `0..=i`), and `n` below its total.
#[inline]
fn select_in(bits: u64, prefix: u64, n: u32) -> u8 {
    // A high bit in each byte whose running count is at most `n` (counts are at most 64, so
    // no byte borrows from the next): those bytes all come before the one holding the bit.
    let before =
        (((u64::from(n) * BYTES_01) | 0x8080_8080_8080_8080) - prefix) & 0x8080_8080_8080_8080;
    let byte = ((before >> 7).wrapping_mul(BYTES_01) >> 56) as u32 & 7;
    let skipped = ((prefix << 8) >> (8 * byte)) as u32 & 0xff;
    let k = n.wrapping_sub(skipped) as usize & 7;
    let value = (bits >> (8 * byte)) as usize & 0xff;
    8 * byte as u8 + SELECT_IN_BYTE[value][k]
}

impl FromIterator<Cell> for Quilt {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        iter.into_iter()
            .fold(Self::EMPTY, |q, c| q.or(Self::from_cell(c)))
    }
}

/// The nine 7x7 windows of a 9x9 quilt; covering any one of them wins the bonus tile.
/// One of the eight symmetries of a square: mirrored left to right or not, then turned a
/// quarter clockwise 0 to 3 times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Symmetry {
    mirror: bool,
    turns: u8,
}

/// The eight symmetries of a square, unmirrored first, each turned 0 to 3 times: the one table
/// the patches' orientations, a quilt's images and the solver's shapes are all made with (a
/// patch's orientations are numbered in this order, repeats dropped).
pub const SYMMETRIES: [Symmetry; 8] = {
    let mut all = [Symmetry {
        mirror: false,
        turns: 0,
    }; 8];
    let mut i = 0;
    while i < 8 {
        all[i] = Symmetry {
            mirror: i >= 4,
            turns: (i % 4) as u8,
        };
        i += 1;
    }
    all
};

impl Symmetry {
    /// Whether it mirrors before it turns.
    pub const fn mirrors(self) -> bool {
        self.mirror
    }

    /// How many quarter turns clockwise it makes, after the mirror.
    pub const fn turns(self) -> u8 {
        self.turns
    }

    /// Where it takes the point `(row, col)` of the plane, turning about the origin (rows grow
    /// downwards, so a quarter turn clockwise takes `(row, col)` to `(col, -row)`).
    pub const fn apply(self, point: (i32, i32)) -> (i32, i32) {
        let (mut row, mut col) = point;
        if self.mirror {
            col = -col;
        }
        let mut turn = 0;
        while turn < self.turns {
            (row, col) = (col, -row);
            turn += 1;
        }
        (row, col)
    }
}

pub(crate) const BONUS_WINDOWS: [Quilt; 9] = {
    let block = Quilt::full(7).0;
    let mut windows = [Quilt::EMPTY; 9];
    let mut i = 0;
    while i < 9 {
        let (row, col) = (i / 3, i % 3);
        windows[i] = Quilt(block << (row * STRIDE as usize + col));
        i += 1;
    }
    windows
};

/// The cells every bonus window holds (rows and columns 2 to 6): a quilt without all of them
/// covered has no full window.
pub(crate) const BONUS_CORE: Quilt = {
    let mut core = BONUS_WINDOWS[0].0;
    let mut i = 1;
    while i < 9 {
        core &= BONUS_WINDOWS[i].0;
        i += 1;
    }
    Quilt(core)
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_boards_have_the_right_size() {
        assert_eq!(Quilt::full(9).len(), 81);
        assert_eq!(Quilt::full(7).len(), 49);
        assert!(!Quilt::full(7).contains(Cell::new(0, 7)));
        assert!(Quilt::full(9).contains(Cell::new(8, 8)));
    }

    #[test]
    fn cells_round_trip_and_nth_matches_iteration() {
        let q: Quilt = [Cell::new(0, 1), Cell::new(4, 4), Cell::new(8, 0)]
            .into_iter()
            .collect();
        let cells: Vec<Cell> = q.cells().collect();
        assert_eq!(
            cells,
            vec![Cell::new(0, 1), Cell::new(4, 4), Cell::new(8, 0)]
        );
        for (n, c) in cells.iter().enumerate() {
            assert_eq!(q.nth_cell(n as u32), Some(*c));
        }
        assert_eq!(q.nth_cell(3), None);
    }

    #[test]
    fn nth_index_matches_a_walk_over_the_bits() {
        let mut x: u128 = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834;
        for round in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let bits = match round % 4 {
                0 => x,
                1 => x & (x >> 1),
                2 => x & (x >> 3) & (x >> 5),
                _ => x & !(u128::MAX << (round % 128)),
            };
            let q = Quilt::from_bits(bits);
            let walk: Vec<u8> = (0..128).filter(|&i| bits >> i & 1 == 1).collect();
            for n in 0..=walk.len() as u32 + 1 {
                assert_eq!(
                    q.nth_index(n),
                    walk.get(n as usize).copied(),
                    "{bits:x} {n}"
                );
            }
        }
    }

    fn q(cells: &[(u8, u8)]) -> Quilt {
        cells.iter().map(|&(r, c)| Cell::new(r, c)).collect()
    }

    #[test]
    fn rows_do_not_wrap_into_each_other() {
        let board = Quilt::full(9);
        // Column 8 of row 0 and column 0 of row 1 are not neighbours.
        assert_eq!(q(&[(1, 0)]).neighbours(board), q(&[(0, 0), (1, 1), (2, 0)]));
        assert_eq!(q(&[(0, 8)]).neighbours(board), q(&[(0, 7), (1, 8)]));
        // Express: column 6 has no neighbour in column 7.
        assert_eq!(
            q(&[(0, 6)]).neighbours(Quilt::full(7)),
            q(&[(0, 5), (1, 6)])
        );
    }

    #[test]
    fn isolated_cells_and_corridor_ends_are_told_apart() {
        let board = Quilt::full(9);
        let quilt = board.minus(q(&[(4, 4), (0, 0), (0, 1), (8, 6), (8, 7), (8, 8)]));
        let gaps = quilt.gaps_within(board);
        assert_eq!(gaps.isolated, q(&[(4, 4)]));
        assert_eq!(quilt.isolated_within(board), q(&[(4, 4)]));
        assert_eq!(gaps.dead_ends, q(&[(0, 0), (0, 1), (8, 6), (8, 8)]));
        // Sides against covered cells (the border is not one): (4, 4) 4; (0, 0) 1, (0, 1) 2;
        // (8, 6) 2, (8, 7) 1, (8, 8) 1.
        assert_eq!(gaps.edges, 4 + 1 + 2 + 2 + 1 + 1);
        assert!(board.isolated_within(board).is_empty());
        assert!(Quilt::EMPTY.isolated_within(board).is_empty());
    }

    #[test]
    fn contact_counts_sides_against_the_border_and_the_quilt() {
        let board = Quilt::full(9);
        // A 2x2 in the corner of an empty quilt: 4 sides on the border.
        let square = q(&[(0, 0), (0, 1), (1, 0), (1, 1)]);
        assert_eq!(square.contact(Quilt::EMPTY, board), 4);
        // The same in the middle: nothing; with a patch to its left: 2.
        let middle = square.at(Cell::new(4, 4));
        assert_eq!(middle.contact(Quilt::EMPTY, board), 0);
        assert_eq!(middle.contact(q(&[(4, 3), (5, 3)]), board), 2);
        // Express: column 6 is the border.
        assert_eq!(
            square
                .at(Cell::new(0, 5))
                .contact(Quilt::EMPTY, Quilt::full(7)),
            4
        );
    }

    #[test]
    fn a_shape_moves_to_its_anchor() {
        let l = q(&[(0, 0), (1, 0), (1, 1)]);
        assert_eq!(l.at(Cell::new(2, 3)), q(&[(2, 3), (3, 3), (3, 4)]));
        assert_eq!(l.at_index(Cell::new(2, 3).index()), l.at(Cell::new(2, 3)));
        assert_eq!(l.at(Cell::new(9, 0)), Quilt::EMPTY);
        assert_eq!(l.at_index(200), Quilt::EMPTY);
        assert_eq!(Quilt::from_bits(l.bits()), l);
    }

    #[test]
    fn the_most_of_a_bonus_window_counts_the_best_window_only() {
        assert_eq!(Quilt::EMPTY.most_of_a_bonus_window(), 0);
        assert_eq!(Quilt::full(7).most_of_a_bonus_window(), 49);
        assert_eq!(Quilt::full(9).most_of_a_bonus_window(), 49);
        let row: Quilt = (0..9).map(|c| Cell::new(0, c)).collect();
        assert_eq!(row.most_of_a_bonus_window(), 7, "a window is seven wide");
        let corners: Quilt = [Cell::new(0, 0), Cell::new(8, 8)].into_iter().collect();
        assert_eq!(
            corners.most_of_a_bonus_window(),
            1,
            "no window holds both corners"
        );
    }

    #[test]
    fn bonus_windows_are_seven_by_seven_and_distinct() {
        for (i, w) in BONUS_WINDOWS.iter().enumerate() {
            assert_eq!(w.len(), 49);
            assert!(
                w.minus(Quilt::full(9)).is_empty(),
                "window {i} leaves the board"
            );
        }
        assert!(BONUS_WINDOWS[8].contains(Cell::new(8, 8)));
        assert_eq!(BONUS_CORE, Quilt::full(5).at(Cell::new(2, 2)));
        assert!(!BONUS_WINDOWS[0].contains(Cell::new(7, 0)));
    }
}
