//! A one-line yes/no question in a box over the game.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use super::centered;
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
        let width = (self.text.chars().count() as u16).saturating_add(6);
        let rect = centered(area, width, 5);
        Clear.render(rect, buf);
        Paragraph::new(self.text)
            .style(self.theme.title)
            .centered()
            .wrap(Wrap { trim: true })
            .block(
                Block::bordered()
                    .border_type(BorderType::Double)
                    .border_style(self.theme.active_border)
                    .padding(ratatui::widgets::Padding::vertical(1)),
            )
            .render(rect, buf);
    }
}
