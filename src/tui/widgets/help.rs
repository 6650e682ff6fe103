//! The `?` overlay: every key, and the rules on one screen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use super::centered;
use crate::tui::strings::{HELP_KEYS, HELP_RULES};
use crate::tui::theme::Theme;

/// The help box.
pub struct Help<'a> {
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let mut lines = vec![Line::styled("Keys", theme.title)];
        for (keys, what) in HELP_KEYS {
            lines.push(Line::from(vec![
                Span::styled(format!("{keys:>18}  "), theme.key),
                Span::raw(*what),
            ]));
        }
        lines.push(Line::default());
        lines.push(Line::styled("Rules in one screen", theme.title));
        lines.extend(HELP_RULES.iter().map(|l| Line::raw(*l)));
        let height = lines.len() as u16 + 2;
        let rect = centered(area, 94, height);
        Clear.render(rect, buf);
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(
                Block::bordered()
                    .title(" Help · Esc or ? closes ")
                    .title_style(theme.title)
                    .border_type(BorderType::Double)
                    .border_style(theme.active_border),
            )
            .render(rect, buf);
    }
}
