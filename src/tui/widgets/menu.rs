//! The menu: a box in the middle of the screen with the page's title, its rows (the one under
//! the cursor marked, the ones that can't be chosen now dimmed), a note, and the key bar.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::{centered, hints, put};
use crate::tui::fit::ellipsis;
use crate::tui::scene::MenuView;
use crate::tui::theme::Theme;

/// The most lines a menu's note takes; a longer one ends in an ellipsis.
const NOTE_LINES: usize = 6;

/// The menu page.
pub struct MenuPanel<'a> {
    /// What it shows.
    pub menu: &'a MenuView,
    /// The key bar.
    pub hints: &'a [crate::tui::keys::KeyHint],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for MenuPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        buf.set_style(area, theme.base);
        let menu = self.menu;
        // Wide enough for the longest row (the statistics' table), at most the screen.
        let longest = menu
            .rows
            .iter()
            .map(|r| crate::tui::fit::width(&r.label) + crate::tui::fit::width(&r.value) + 10)
            .max()
            .unwrap_or(0);
        let width = area
            .width
            .min(72.max(u16::try_from(longest).unwrap_or(u16::MAX)));
        let pad: u16 = if menu.selectable { 2 } else { 1 };
        let room = usize::from(width.saturating_sub(2 + pad));
        let label_w = menu
            .rows
            .iter()
            .filter(|r| !r.value.is_empty())
            .map(|r| crate::tui::fit::width(&r.label))
            .max()
            .unwrap_or(0);
        let mut lines: Vec<(String, ratatui::style::Style)> = Vec::new();
        for (i, row) in menu.rows.iter().enumerate() {
            let (label, value) = (&row.label, &row.value);
            let marker = match (menu.selectable, i == menu.cursor) {
                (false, _) => "",
                (true, true) => "▶ ",
                (true, false) => "  ",
            };
            let text = if value.is_empty() {
                format!("{marker}{label}")
            } else if row.cycles {
                format!("{marker}{label:<label_w$}   ◂ {value} ▸")
            } else {
                format!("{marker}{label:<label_w$}     {value}")
            };
            let style = if menu.selectable && i == menu.cursor {
                theme.current
            } else if row.enabled {
                theme.base
            } else {
                theme.dim
            };
            lines.push((ellipsis(&text, room), style));
        }
        if let Some(note) = &menu.note {
            // A note is read whole: wrapped, up to six lines (a file that could not be opened
            // is named by its whole path, and the reason comes after it).
            lines.push((String::new(), theme.base));
            let mut rows = crate::tui::fit::wrap(note, room, 0);
            if rows.len() > NOTE_LINES {
                rows.truncate(NOTE_LINES);
                rows[NOTE_LINES - 1] = ellipsis(&format!("{}…", rows[NOTE_LINES - 1]), room);
            }
            lines.extend(rows.into_iter().map(|row| (row, theme.dim)));
        }
        let height = (lines.len() as u16 + 4).min(area.height.saturating_sub(1));
        let bar = Rect {
            y: area.bottom().saturating_sub(1),
            height: 1,
            ..area
        };
        let rect = centered(
            Rect {
                height: area.height.saturating_sub(1),
                ..area
            },
            width,
            height,
        );
        Clear.render(rect, buf);
        let block = Block::bordered()
            .title(format!(" {} ", menu.title))
            .title_style(theme.title)
            .border_type(BorderType::Double)
            .border_style(theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, (line, style)) in lines.iter().enumerate() {
            put(
                buf,
                inner,
                inner.x + pad,
                inner.y + 1 + k as u16,
                line,
                *style,
            );
        }
        hints::Hints {
            list: self.hints,
            theme,
            tag: None,
        }
        .render(bar, buf);
    }
}
