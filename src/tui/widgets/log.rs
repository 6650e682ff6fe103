//! The log of recent events, newest at the bottom.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, Paragraph, Widget, Wrap};

use crate::tui::app::App;

/// The narration of the game.
pub struct Log<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for Log<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = &self.app.theme;
        let block = Block::bordered()
            .title(" Log ")
            .title_style(theme.title)
            .border_style(theme.border);
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width == 0 {
            return;
        }
        // Lines may wrap: take from the end until the panel is full.
        let width = usize::from(inner.width);
        let mut rows = 0usize;
        let log = self.app.log();
        let mut start = log.len();
        for line in log.iter().rev() {
            let needed = line.chars().count().div_ceil(width).max(1);
            if rows + needed > usize::from(inner.height) {
                break;
            }
            rows += needed;
            start -= 1;
        }
        let last = log.len().saturating_sub(1);
        let lines: Vec<Line> = log[start..]
            .iter()
            .enumerate()
            .map(|(i, l)| {
                let style = if start + i == last {
                    theme.base
                } else {
                    theme.dim
                };
                Line::styled(l.as_str(), style)
            })
            .collect();
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .render(inner, buf);
    }
}
