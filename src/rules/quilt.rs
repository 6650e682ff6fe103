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

/// A set of quilt cells: the cells covered on a player's quilt, or the cells one patch covers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quilt(pub u128);

impl Quilt {
    /// No cell.
    pub const EMPTY: Self = Self(0);

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
    pub fn nth_cell(self, n: u32) -> Option<Cell> {
        self.cells().nth(n as usize)
    }
}

/// Column 0 of every row: no cell there has a neighbour to its left.
const FIRST_COLUMN: u128 = {
    let mut bits = 0u128;
    let mut row = 0;
    while row < STRIDE {
        bits |= 1u128 << (row * STRIDE);
        row += 1;
    }
    bits
};

/// Column 8 of every row: no cell there has a neighbour to its right.
const LAST_COLUMN: u128 = FIRST_COLUMN << (STRIDE - 1);

impl Quilt {
    /// The cells of `self` with a neighbour in `of` to the right, left, above and below.
    const fn with_neighbour_in(self, of: Self) -> [u128; 4] {
        let (s, o) = (self.0, of.0);
        [
            s & (o >> 1) & !LAST_COLUMN,
            s & (o << 1) & !FIRST_COLUMN,
            s & (o << STRIDE),
            s & (o >> STRIDE),
        ]
    }

    /// The cells of `self` (empty cells, say) with no neighbour in `self`: holes only a 1x1
    /// leather patch can fill. The one definition the bots' evaluation, the ghost's best spot and
    /// the hint share.
    #[must_use]
    pub const fn isolated(self) -> Self {
        let [r, l, u, d] = self.with_neighbour_in(self);
        Self(self.0 & !(r | l | u | d))
    }

    /// How many sides of the cells of `self` touch the edge of `board` or a cell of `covered`:
    /// how snugly a patch sits.
    pub const fn contact(self, covered: Self, board: Self) -> u32 {
        let free = Self(board.0 & !covered.0);
        let [r, l, u, d] = self.with_neighbour_in(free);
        4 * self.0.count_ones()
            - (r.count_ones() + l.count_ones() + u.count_ones() + d.count_ones())
    }
}

impl FromIterator<Cell> for Quilt {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Self {
        iter.into_iter()
            .fold(Self::EMPTY, |q, c| q.or(Self::from_cell(c)))
    }
}

/// The nine 7x7 windows of a 9x9 quilt; covering any one of them wins the bonus tile.
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

    /// The slow definitions: neighbours by coordinates.
    fn neighbours(c: Cell) -> Vec<Cell> {
        let mut out = Vec::new();
        if c.row > 0 {
            out.push(Cell::new(c.row - 1, c.col));
        }
        if c.col > 0 {
            out.push(Cell::new(c.row, c.col - 1));
        }
        out.push(Cell::new(c.row + 1, c.col));
        out.push(Cell::new(c.row, c.col + 1));
        out
    }

    #[test]
    fn isolated_cells_and_contact_agree_with_counting_neighbours() {
        let mut state = 0x9E37_79B9_7F4A_7C15_u64;
        for size in [7u8, 9] {
            let board = Quilt::full(size);
            for _ in 0..300 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let covered =
                    Quilt(u128::from(state) | u128::from(state.rotate_left(23)) << 64).and(board);
                let empty = board.minus(covered);
                let slow: Quilt = empty
                    .cells()
                    .filter(|&c| !neighbours(c).into_iter().any(|n| empty.contains(n)))
                    .collect();
                assert_eq!(empty.isolated(), slow);
                let patch = covered.and(Quilt::full(3));
                let contact: u32 = patch
                    .cells()
                    .map(|c| {
                        let inside = neighbours(c).into_iter().filter(|&n| board.contains(n));
                        let free = inside.filter(|&n| !covered.contains(n)).count() as u32;
                        4 - free
                    })
                    .sum();
                assert_eq!(patch.contact(covered, board), contact);
            }
        }
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
        assert!(!BONUS_WINDOWS[0].contains(Cell::new(7, 0)));
    }
}
