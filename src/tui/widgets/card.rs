//! A lesson's card over the game: a heading, paragraphs wrapped at word boundaries, and the
//! keys that work.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::centered;
use crate::tui::fit::wrap;
use crate::tui::learn::Card;
use crate::tui::reading;
use crate::tui::theme::Theme;

/// A card in a box.
pub struct CardBox<'a> {
    /// What it says.
    pub card: &'a Card,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for CardBox<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let width = area.width.min(72);
        let room = usize::from(width.saturating_sub(4));
        let mut lines: Vec<(String, Style)> = Vec::new();
        for paragraph in &self.card.paragraphs {
            lines.extend(
                wrap(paragraph, room, 0)
                    .into_iter()
                    .map(|l| (l, theme.base)),
            );
            lines.push((String::new(), theme.base));
        }
        lines.extend(
            wrap(&self.card.keys, room, 0)
                .into_iter()
                .map(|l| (l, theme.key)),
        );
        let rect = centered(area, width, lines.len() as u16 + 2);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .title(reading::title(
                &format!(" {} ", self.card.title),
                theme.title,
            ))
            .border_type(BorderType::Double)
            .border_style(theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        let padded = super::padded(inner);
        for (k, (line, style)) in lines.iter().enumerate() {
            reading::put(buf, padded, padded.x, inner.y + k as u16, line, *style);
        }
    }
}
