//! The `P` overlay: every patch left in the circle, a row each, in columns (the next three
//! numbered), scrolled when taller than the screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget};

use super::centered;
use crate::tui::scene::PatchesBox;
use crate::tui::theme::Theme;

/// The patches' table.
pub struct Patches<'a> {
    /// What it shows.
    pub table: &'a PatchesBox,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Patches<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let table = self.table;
        let columns = table.header.len();
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                std::iter::once(&table.header)
                    .chain(&table.rows)
                    .filter_map(|r| r.get(c))
                    .map(|t| crate::tui::fit::width(t))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let line = |row: &[String]| {
            row.iter()
                .zip(&widths)
                .map(|(t, &w)| format!("{t:>w$}"))
                .collect::<Vec<_>>()
                .join("  ")
        };
        let width = (widths.iter().sum::<usize>() + 2 * columns + 2) as u16;
        let mut lines = vec![Line::styled(line(&table.header), self.theme.title)];
        lines.extend(table.rows.iter().map(|r| Line::raw(line(r))));
        let height = (lines.len() as u16 + 2).min(area.height);
        let rect = centered(area, width, height);
        Clear.render(rect, buf);
        let shown = usize::from(height.saturating_sub(3));
        let scroll = usize::from(table.scroll).min(table.rows.len().saturating_sub(shown));
        // The header stays; the rows scroll under it.
        let mut visible = vec![lines[0].clone()];
        visible.extend(lines.into_iter().skip(1 + scroll));
        let block = Block::bordered()
            .border_type(BorderType::Double)
            .title(format!(" {} ", crate::tr!("patches-title")))
            .title_style(self.theme.title)
            .border_style(self.theme.title);
        Paragraph::new(visible).block(block).render(rect, buf);
    }
}
