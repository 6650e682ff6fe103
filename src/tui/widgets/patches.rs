//! The `P` overlay: every patch left in the circle, a row each, in columns under a header that
//! stays (the next three numbered by the key that chooses them), scrolled when taller than the
//! screen, saying so above and below.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::centered;
use crate::tui::reading;
use crate::tui::scene::PatchesBox;
use crate::tui::theme::Theme;

/// The patches' table.
pub struct Patches<'a> {
    /// What it shows.
    pub table: &'a PatchesBox,
    /// Styles.
    pub theme: &'a Theme,
}

/// Each column's width: its widest cell, header included.
fn widths(table: &PatchesBox) -> Vec<usize> {
    (0..table.header.len())
        .map(|c| {
            std::iter::once(&table.header)
                .chain(&table.rows)
                .filter_map(|r| r.get(c))
                .map(|t| crate::tui::fit::width(t))
                .max()
                .unwrap_or(0)
        })
        .collect()
}

/// The box's rectangle in `area`, and how many rows of the table it shows under the header.
fn frame(table: &PatchesBox, area: Rect) -> (Rect, usize) {
    let widths = widths(table);
    // A column of padding either side, two between columns.
    let width = (widths.iter().sum::<usize>() + 2 * widths.len().saturating_sub(1) + 4) as u16;
    let height = (table.rows.len() as u16 + 3).min(area.height);
    let rect = centered(area, width, height);
    (rect, usize::from(rect.height.saturating_sub(3)))
}

/// How far the table at `area` can be scrolled: its rows beyond those the box shows.
pub fn max_scroll(table: &PatchesBox, area: Rect) -> u16 {
    let (_, shown) = frame(table, area);
    u16::try_from(table.rows.len().saturating_sub(shown)).unwrap_or(u16::MAX)
}

impl Widget for Patches<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let table = self.table;
        let theme = self.theme;
        let widths = widths(table);
        let line = |row: &[String]| {
            row.iter()
                .zip(&widths)
                .map(|(t, &w)| format!("{t:>w$}"))
                .collect::<Vec<_>>()
                .join("  ")
        };
        let (rect, shown) = frame(table, area);
        Clear.render(rect, buf);
        let scroll = usize::from(table.scroll).min(table.rows.len().saturating_sub(shown));
        // The header stays; the rows scroll under it.
        let mut visible = vec![Line::styled(line(&table.header), theme.title)];
        visible.extend(
            table
                .rows
                .iter()
                .skip(scroll)
                .take(shown)
                .map(|r| Line::raw(line(r))),
        );
        let block = super::scrolling_box(
            &crate::tr!("patches-title"),
            theme.title,
            theme,
            (scroll > 0, scroll + shown < table.rows.len()),
            &crate::tr!("help-more-below"),
        );
        let inner = block.inner(rect);
        block.render(rect, buf);
        let text = super::padded(inner);
        let visible: Vec<Line<'static>> = visible.iter().map(reading::line).collect();
        Paragraph::new(visible).render(text, buf);
    }
}
