//! A yes/no question in a box over the game, wrapped at word boundaries.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::{centered, put};
use crate::tui::fit::wrap;
use crate::tui::theme::Theme;

/// A question in a box.
pub struct Dialog<'a> {
    /// The question.
    pub text: &'a str,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let longest = crate::tui::fit::width(self.text) as u16 + 6;
        let width = longest.min(area.width).min(64);
        let lines = wrap(self.text, usize::from(width.saturating_sub(4)), 0);
        let rect = centered(area, width, lines.len() as u16 + 4);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .border_type(BorderType::Double)
            .border_style(self.theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, line) in lines.iter().enumerate() {
            let x = inner.x
                + (inner
                    .width
                    .saturating_sub(crate::tui::fit::width(line) as u16))
                    / 2;
            put(
                buf,
                inner,
                x,
                inner.y + 1 + k as u16,
                line,
                self.theme.title,
            );
        }
    }
}
