//! Where every panel goes: a pure function of the terminal's size and the variant, shared by
//! the drawing and by the app's mouse hit-testing (which must agree on where things are).
//!
//! Two arrangements, each with quilts whose cells grow with the room there is:
//! - *wide*: both quilts side by side with the patch circle beside them, the time board and the
//!   move history below (from 80x24 for classic);
//! - *narrow*: both quilts side by side, the circle below them, then the time board and the
//!   move history (for tall terminals narrower than the wide minimum).
//!
//! Every arrangement has a banner on top (two rows, three where the move history keeps
//! [`MOVES_WANTED`] - 1 lines: what just happened may take two rows) and one row of key hints
//! at the bottom.

use ratatui::layout::Rect;

use crate::rules::{Cell, Variant};

/// Rows of the banner at the least: whose turn and why, then what just happened.
pub const BANNER_ROWS: u16 = 2;
/// Rows of the banner where the move history can spare one: what just happened, or the prompt,
/// may take two rows.
pub const BANNER_ROOMY: u16 = 3;
/// The circle panel's smallest width (three choosable patches with their shapes and figures).
pub const CIRCLE_MIN_WIDTH: u16 = 36;
/// The circle panel's width at which the three patches on offer get large cards: the wide
/// arrangement takes quilts a size smaller (never below two rows a cell) to reach it.
pub const CIRCLE_ROOMY: u16 = 64;
/// The circle panel's smallest height: border, three patches of three rows, a row of cards.
pub const CIRCLE_MIN_HEIGHT: u16 = 2 + 9 + 3;
/// The move history's smallest height: a title row and three lines.
pub const MOVES_MIN_HEIGHT: u16 = 4;
/// The lines of move history the screen gives when it can: where the time board's usual forms
/// leave fewer, it is drawn on one line and the history loses its title row instead.
pub const MOVES_WANTED: u16 = 6;
/// The largest quilt cell: `2 * SCALE_MAX` columns by `SCALE_MAX` rows.
pub const SCALE_MAX: u16 = 4;

/// Where a quilt's cells are drawn: each cell is `2 * scale` columns by `scale` rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Left column of cell `A1`.
    pub x: u16,
    /// Top row of cell `A1`.
    pub y: u16,
    /// Rows per cell (a cell is twice as many columns wide).
    pub scale: u16,
    /// Cells per side.
    pub size: u8,
}

impl Grid {
    /// The columns a cell takes.
    pub const fn cell_width(self) -> u16 {
        2 * self.scale
    }

    /// The screen rectangle of `cell`.
    pub fn rect(self, cell: Cell) -> Rect {
        Rect {
            x: self.x + u16::from(cell.col) * self.cell_width(),
            y: self.y + u16::from(cell.row) * self.scale,
            width: self.cell_width(),
            height: self.scale,
        }
    }

    /// The cell under the screen position `(x, y)`, if any.
    pub fn cell_at(self, x: u16, y: u16) -> Option<Cell> {
        if x < self.x || y < self.y {
            return None;
        }
        let col = (x - self.x) / self.cell_width();
        let row = (y - self.y) / self.scale;
        let size = u16::from(self.size);
        (col < size && row < size).then(|| Cell::new(row as u8, col as u8))
    }
}

/// Every panel's place on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Screen {
    /// Whose turn and what to do ([`BANNER_ROWS`] or [`BANNER_ROOMY`] rows).
    pub banner: Rect,
    /// Each player's quilt panel, `Player::One` first.
    pub quilts: [Rect; 2],
    /// Where each quilt's cells are, `Player::One` first.
    pub grids: [Grid; 2],
    /// The patch circle.
    pub circle: Rect,
    /// The time board.
    pub board: Rect,
    /// How the time board is drawn.
    pub board_form: BoardForm,
    /// The move history.
    pub moves: Rect,
    /// The key hints (one row).
    pub hints: Rect,
}

/// How the time board is drawn: from the roomiest form to the tightest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardForm {
    /// A border, the space numbers, then the board as a track: one band of spaces, the tokens
    /// standing on it, and under it where a token came from or would go. Only where the whole
    /// board fits on one band of two or three columns a space; with three, the track has an
    /// upper edge.
    Track,
    /// A border, and for each band of spaces their numbers, marks and the tokens under them.
    Full,
    /// A title row, then marks and tokens for each band.
    Compact,
    /// One row a band: the marks with the tokens on their spaces, and what lies ahead of the
    /// player to move beside them (the title's figures are on the quilts). The move history
    /// under it has no title row.
    Line,
}

/// A quilt panel's width at `scale`: borders, row labels and the cells.
pub const fn quilt_width(variant: Variant, scale: u16) -> u16 {
    2 + 2 + variant.quilt_size() as u16 * 2 * scale
}

/// Rows of figures under a quilt at `scale`.
pub const fn stats_rows(scale: u16) -> u16 {
    if scale == 1 { 2 } else { 4 }
}

/// A quilt panel's height at `scale`: borders, column labels, the cells and the figures.
pub const fn quilt_height(variant: Variant, scale: u16) -> u16 {
    2 + 1 + variant.quilt_size() as u16 * scale + stats_rows(scale)
}

/// Columns a time board space takes at this inner width: three where the whole board fits so
/// (a wide screen), else two, else one.
pub fn space_width(variant: Variant, inner: u16) -> u16 {
    let spaces = u16::from(variant.final_space().get()) + 1;
    (1..=3).rev().find(|&w| spaces * w <= inner).unwrap_or(1)
}

/// How many bands of spaces the time board needs at this inner width.
pub fn board_bands(variant: Variant, inner: u16) -> u16 {
    let spaces = u16::from(variant.final_space().get()) + 1;
    let per_band = (inner / space_width(variant, inner)).max(1);
    spaces.div_ceil(per_band)
}

/// The time board's height at `width` in `form`.
pub fn board_height(variant: Variant, width: u16, form: BoardForm) -> u16 {
    match form {
        BoardForm::Track => 2 + 3 + u16::from(track_edge(variant, width)),
        BoardForm::Full => 2 + 3 * board_bands(variant, width.saturating_sub(2)),
        BoardForm::Compact => 1 + 2 * board_bands(variant, width),
        BoardForm::Line => (u16::from(variant.final_space().get()) + 1).div_ceil(width.max(1)),
    }
}

/// The screen at `area` for `variant`, or `None` if it is too small for every arrangement.
///
/// At each quilt size, from the largest: a time board form that leaves the move history a
/// title and [`MOVES_WANTED`] lines; else the one-line board, which leaves it that many
/// untitled; else the usual forms with the history at its smallest. Where the history has
/// [`MOVES_WANTED`] lines or more, it gives its first row to the banner (see [`BANNER_ROOMY`]).
pub fn screen(area: Rect, variant: Variant) -> Option<Screen> {
    arranged(area, variant).map(roomy_banner)
}

/// `screen` with a third banner row taken from the move history, where it has
/// [`MOVES_WANTED`] lines or more: everything under the banner moves down a row.
fn roomy_banner(mut s: Screen) -> Screen {
    let extra = BANNER_ROOMY - BANNER_ROWS;
    if s.moves.height < MOVES_WANTED || s.banner.height != BANNER_ROWS {
        return s;
    }
    s.banner.height += extra;
    let [one, two] = &mut s.quilts;
    for rect in [one, two, &mut s.circle, &mut s.board] {
        rect.y += extra;
    }
    for grid in &mut s.grids {
        grid.y += extra;
    }
    s.moves.y += extra;
    s.moves.height -= extra;
    s
}

/// The arrangement at `area`, with a banner of [`BANNER_ROWS`].
fn arranged(area: Rect, variant: Variant) -> Option<Screen> {
    let at = |scale: u16| {
        const FORMS: [BoardForm; 3] = [BoardForm::Track, BoardForm::Full, BoardForm::Compact];
        let roomy = FORMS
            .into_iter()
            .filter_map(|form| wide(area, variant, scale, form))
            .find(|s| s.moves.height > MOVES_WANTED);
        roomy
            .or_else(|| wide(area, variant, scale, BoardForm::Line))
            .or_else(|| {
                FORMS
                    .into_iter()
                    .find_map(|form| wide(area, variant, scale, form))
            })
    };
    if let Some(largest) = (1..=SCALE_MAX).rev().find_map(at) {
        // Where the largest quilts leave the circle cramped, quilts a size smaller (never
        // below two rows a cell) give the patches on offer large cards instead.
        if largest.circle.width >= CIRCLE_ROOMY {
            return Some(largest);
        }
        let roomier = (2..largest.grids[0].scale)
            .rev()
            .filter_map(at)
            .find(|s| s.circle.width >= CIRCLE_ROOMY && s.board_form != BoardForm::Line);
        return Some(roomier.unwrap_or(largest));
    }
    for scale in (1..=SCALE_MAX).rev() {
        for form in [BoardForm::Full, BoardForm::Compact] {
            if let Some(s) = narrow(area, variant, scale, form) {
                return Some(s);
            }
        }
    }
    None
}

/// The smallest size of each arrangement: wide first, then narrow.
pub fn min_sizes(variant: Variant) -> [(u16, u16); 2] {
    let qw = quilt_width(variant, 1);
    let qh = quilt_height(variant, 1);
    let wide_w = 2 * qw + CIRCLE_MIN_WIDTH;
    let wide_h = BANNER_ROWS
        + qh.max(CIRCLE_MIN_HEIGHT)
        + board_height(variant, wide_w, BoardForm::Compact)
        + MOVES_MIN_HEIGHT
        + 1;
    let narrow_w = 2 * qw;
    let narrow_h = BANNER_ROWS
        + qh
        + CIRCLE_MIN_HEIGHT
        + board_height(variant, narrow_w, BoardForm::Compact)
        + MOVES_MIN_HEIGHT
        + 1;
    [(wide_w, wide_h), (narrow_w, narrow_h)]
}

fn rows(area: Rect, y: u16, height: u16) -> Rect {
    Rect {
        x: area.x,
        y,
        width: area.width,
        height,
    }
}

fn quilts(variant: Variant, scale: u16, x: u16, y: u16) -> ([Rect; 2], [Grid; 2]) {
    let w = quilt_width(variant, scale);
    let h = quilt_height(variant, scale);
    let rect = |i: u16| Rect {
        x: x + i * w,
        y,
        width: w,
        height: h,
    };
    let grid = |r: Rect| Grid {
        x: r.x + 3,
        y: r.y + 2,
        scale,
        size: variant.quilt_size(),
    };
    let rects = [rect(0), rect(1)];
    (rects, rects.map(grid))
}

/// Whether the time board can be drawn as a track at this width: one band, two or three
/// columns a space.
fn track_fits(variant: Variant, width: u16) -> bool {
    let inner = width.saturating_sub(2);
    space_width(variant, inner) >= 2 && board_bands(variant, inner) == 1
}

/// Whether the track at this width has its upper edge (a row of its own): where its spaces
/// are three columns wide.
pub fn track_edge(variant: Variant, width: u16) -> bool {
    space_width(variant, width.saturating_sub(2)) == 3
}

fn wide(area: Rect, variant: Variant, scale: u16, form: BoardForm) -> Option<Screen> {
    if form == BoardForm::Track && !track_fits(variant, area.width) {
        return None;
    }
    let qw = quilt_width(variant, scale);
    let circle_w = area.width.checked_sub(2 * qw)?;
    if circle_w < CIRCLE_MIN_WIDTH {
        return None;
    }
    let top = quilt_height(variant, scale).max(CIRCLE_MIN_HEIGHT);
    let board = board_height(variant, area.width, form);
    let fixed = BANNER_ROWS + top + board + 1;
    let moves = area.height.checked_sub(fixed)?;
    let least = if form == BoardForm::Line {
        MOVES_WANTED
    } else {
        MOVES_MIN_HEIGHT
    };
    if moves < least {
        return None;
    }
    let y = area.y + BANNER_ROWS;
    let (quilt_rects, grids) = quilts(variant, scale, area.x, y);
    Some(Screen {
        banner: rows(area, area.y, BANNER_ROWS),
        quilts: quilt_rects,
        grids,
        circle: Rect {
            x: area.x + 2 * qw,
            y,
            width: circle_w,
            height: top,
        },
        board: rows(area, y + top, board),
        board_form: form,
        moves: rows(area, y + top + board, moves),
        hints: rows(area, area.bottom() - 1, 1),
    })
}

fn narrow(area: Rect, variant: Variant, scale: u16, form: BoardForm) -> Option<Screen> {
    let qw = quilt_width(variant, scale);
    if area.width < 2 * qw {
        return None;
    }
    let qh = quilt_height(variant, scale);
    let board = board_height(variant, area.width, form);
    let fixed = BANNER_ROWS + qh + CIRCLE_MIN_HEIGHT + board + 1;
    let spare = area.height.checked_sub(fixed)?;
    if spare < MOVES_MIN_HEIGHT {
        return None;
    }
    // Share what is left between the circle and the move history.
    let circle = CIRCLE_MIN_HEIGHT + (spare - MOVES_MIN_HEIGHT) / 2;
    let moves = area.height - (BANNER_ROWS + qh + circle + board + 1);
    let y = area.y + BANNER_ROWS;
    let x = area.x + (area.width - 2 * qw) / 2;
    let (quilt_rects, grids) = quilts(variant, scale, x, y);
    Some(Screen {
        banner: rows(area, area.y, BANNER_ROWS),
        quilts: quilt_rects,
        grids,
        circle: rows(area, y + qh, circle),
        board: rows(area, y + qh + circle, board),
        board_form: form,
        moves: rows(area, y + qh + circle + board, moves),
        hints: rows(area, area.bottom() - 1, 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_fits_80x24_and_not_smaller() {
        let [wide, narrow] = min_sizes(Variant::Classic);
        assert_eq!(wide, (80, 24));
        assert_eq!(narrow, (44, 40));
        assert!(screen(Rect::new(0, 0, 80, 24), Variant::Classic).is_some());
        assert!(screen(Rect::new(0, 0, 79, 24), Variant::Classic).is_none());
        assert!(screen(Rect::new(0, 0, 80, 23), Variant::Classic).is_none());
    }

    #[test]
    fn at_80x24_the_banner_has_three_rows_and_the_move_history_five_lines() {
        for variant in [Variant::Classic, Variant::Express] {
            let s = screen(Rect::new(0, 0, 80, 24), variant).expect("fits");
            assert_eq!(s.board_form, BoardForm::Line, "{variant:?}");
            assert_eq!(s.board.height, 1);
            assert_eq!(s.banner.height, BANNER_ROOMY, "{variant:?}");
            assert_eq!(s.moves.height, MOVES_WANTED - 1, "{variant:?}");
            // Nothing overlaps: banner, quilts, board, history and key bar in order.
            assert_eq!(s.quilts[0].y, s.banner.bottom());
            assert_eq!(s.grids[0].y, s.quilts[0].y + 2);
            assert_eq!(s.board.y, s.quilts[0].bottom().max(s.circle.bottom()));
            assert_eq!(s.moves.y, s.board.bottom());
            assert_eq!(s.moves.bottom(), s.hints.y);
        }
        // At the narrow arrangement's least size, the history has no line to spare.
        let s = screen(Rect::new(0, 0, 44, 40), Variant::Classic).expect("fits");
        assert_eq!(s.banner.height, BANNER_ROWS);
        // 120x40: a titled history of the lines wanted, under a banner of three rows.
        let s = screen(Rect::new(0, 0, 120, 40), Variant::Classic).expect("fits");
        assert_ne!(s.board_form, BoardForm::Line);
        assert_eq!(s.banner.height, BANNER_ROOMY);
        assert!(s.moves.height >= MOVES_WANTED);
    }

    #[test]
    fn large_terminals_give_the_circle_room_before_the_quilts_grow() {
        // 200x60: quilts of three rows a cell and a roomy circle, not four and a cramped one.
        let s = screen(Rect::new(0, 0, 200, 60), Variant::Classic).expect("fits");
        assert_eq!(s.grids[0].scale, 3);
        assert!(s.circle.width >= CIRCLE_ROOMY, "{:?}", s.circle);
        // 120x40: a roomy circle would need quilts of one row a cell: the quilts stay.
        let s = screen(Rect::new(0, 0, 120, 40), Variant::Classic).expect("fits");
        assert_eq!(s.grids[0].scale, 2);
        // Express at 200x60: the largest quilts already leave room.
        let s = screen(Rect::new(0, 0, 200, 60), Variant::Express).expect("fits");
        assert_eq!(s.grids[0].scale, SCALE_MAX);
        assert!(s.circle.width >= CIRCLE_ROOMY);
    }

    #[test]
    fn cells_are_found_where_they_are_drawn() {
        let s = screen(Rect::new(0, 0, 120, 40), Variant::Classic).expect("fits");
        let g = s.grids[1];
        for cell in crate::rules::Quilt::full(9).cells() {
            let r = g.rect(cell);
            assert_eq!(g.cell_at(r.x, r.y), Some(cell));
            assert_eq!(g.cell_at(r.right() - 1, r.bottom() - 1), Some(cell));
        }
    }
}
