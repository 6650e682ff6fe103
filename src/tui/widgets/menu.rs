//! The menu: a box in the middle of the screen with the page's title, its rows (the one under
//! the cursor marked, the ones that can't be chosen now dimmed), a note, and the key bar. A
//! column of padding keeps the text off the border. A row too long for the box is drawn in a
//! shorter form (a saved game's names shortened), the statistics in their narrow form and
//! wrapped; a page taller than the box scrolls with the cursor and says there is more.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Clear, Widget};

use super::{centered, hints};
use crate::tui::fit::{ellipsis, width, wrap};
use crate::tui::reading;
use crate::tui::scene::{MenuRow, MenuView};
use crate::tui::theme::Theme;

/// The most lines a menu's note takes; a longer one ends in an ellipsis.
const NOTE_LINES: usize = 6;

/// The menu box's narrowest width (where the screen allows).
const MIN_WIDTH: u16 = 72;

/// The menu page.
pub struct MenuPanel<'a> {
    /// What it shows.
    pub menu: &'a MenuView,
    /// The key bar.
    pub hints: &'a [crate::tui::keys::KeyHint],
    /// The help over the page, if it is open.
    pub help: Option<&'a crate::tui::scene::HelpBox>,
    /// Styles.
    pub theme: &'a Theme,
}

/// The columns the widest of `rows` asks for, borders and padding included.
fn wanted(rows: &[MenuRow]) -> usize {
    rows.iter()
        .map(|r| width(&r.label) + width(&r.value) + 10)
        .max()
        .unwrap_or(0)
}

/// The box's width on a screen `screen` columns wide for `rows`.
fn box_width(screen: u16, rows: &[MenuRow]) -> u16 {
    screen.min(MIN_WIDTH.max(u16::try_from(wanted(rows)).unwrap_or(u16::MAX)))
}

impl MenuPanel<'_> {
    /// The page's lines `room` columns wide, each with its style.
    fn lines(&self, rows: &[MenuRow], room: usize) -> Vec<(String, Style)> {
        let theme = self.theme;
        let menu = self.menu;
        let label_w = rows
            .iter()
            .filter(|r| !r.value.is_empty())
            .map(|r| width(&r.label))
            .max()
            .unwrap_or(0);
        let mut lines: Vec<(String, Style)> = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let style = if menu.selectable && i == menu.cursor {
                theme.current
            } else if row.enabled {
                theme.base
            } else {
                theme.dim
            };
            if !menu.selectable {
                // A page of text (the statistics): wrapped, never cut.
                for line in wrap(&row.label, room, 2) {
                    lines.push((line, style));
                }
                continue;
            }
            let marker = if i == menu.cursor { "▶ " } else { "  " };
            let (label, value) = (&row.label, &row.value);
            let text = if value.is_empty() {
                // The row, else its first shorter form that fits, else the last cut.
                let room = room.saturating_sub(width(marker));
                let label = std::iter::once(label)
                    .chain(&row.shorter)
                    .find(|l| width(l) <= room)
                    .or(row.shorter.last())
                    .unwrap_or(label);
                format!("{marker}{}", ellipsis(label, room))
            } else if row.cycles {
                format!("{marker}{label:<label_w$}   ◂ {value} ▸")
            } else {
                format!("{marker}{label:<label_w$}     {value}")
            };
            lines.push((ellipsis(&text, room), style));
        }
        if let Some(note) = &menu.note {
            // A note is read whole: wrapped, up to six lines (a file that could not be opened
            // is named by its whole path, and the reason comes after it).
            lines.push((String::new(), theme.base));
            let mut rows = wrap(note, room, 0);
            if rows.len() > NOTE_LINES {
                rows.truncate(NOTE_LINES);
                rows[NOTE_LINES - 1] = ellipsis(&format!("{}…", rows[NOTE_LINES - 1]), room);
            }
            lines.extend(rows.into_iter().map(|row| (row, theme.dim)));
        }
        lines
    }
}

impl Widget for MenuPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        buf.set_style(area, theme.base);
        let menu = self.menu;
        // The narrow form where the usual rows would not fit the screen.
        let rows = match &menu.narrow {
            Some(narrow) if wanted(&menu.rows) > usize::from(area.width) => narrow,
            _ => &menu.rows,
        };
        let width = box_width(area.width, rows);
        let pad: u16 = if menu.selectable { 2 } else { 1 };
        // The text starts `pad` columns in and keeps a column clear of the right border.
        let room = usize::from(width.saturating_sub(2 + pad + 1));
        let lines = self.lines(rows, room);
        let above_bar = super::overlay_area(area);
        let height = (lines.len() as u16 + 4).min(above_bar.height);
        let bar = Rect {
            y: area.bottom().saturating_sub(1),
            height: 1,
            ..area
        };
        let rect = centered(above_bar, width, height);
        Clear.render(rect, buf);
        let shown = usize::from(height.saturating_sub(4));
        // A page taller than the box scrolls: with the cursor, as far as it goes.
        let most = lines.len().saturating_sub(shown);
        let scroll = if menu.selectable {
            menu.cursor
                .saturating_sub(shown.saturating_sub(1))
                .min(most)
        } else {
            menu.cursor.min(most)
        };
        let block = super::scrolling_box(
            &menu.title,
            theme.active_border,
            theme,
            (scroll > 0, scroll + shown < lines.len()),
            &crate::tr!("menu-more-below"),
        );
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, (line, style)) in lines.iter().skip(scroll).take(shown).enumerate() {
            let at = (inner.x + pad, inner.y + 1 + k as u16);
            let row = scroll + k;
            match crate::i18n::bidi::Rendering::ALL.get(row) {
                // The check screen: each sample as its kind of terminal needs it.
                Some(&rendering) if menu.check && row < rows.len() => {
                    reading::put_parts_for(buf, inner, at, &[(line, *style)], rendering)
                }
                _ => reading::put(buf, inner, at.0, at.1, line, *style),
            };
        }
        hints::Hints {
            list: self.hints,
            theme,
            tag: None,
        }
        .render(bar, buf);
        if let Some(help) = self.help {
            super::help::Help { help, theme }.render(above_bar, buf);
        }
    }
}
