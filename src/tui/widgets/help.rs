//! The `?` overlay: every key, and the rules of the variant played on one screen. Keys go in
//! two columns when the screen is wide enough, and every line wraps at word boundaries.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::{centered, wrap};
use crate::tui::theme::Theme;

/// The help box.
pub struct Help<'a> {
    /// (keys, what they do).
    pub keys: &'a [(&'a str, &'a str)],
    /// The rules summary, a paragraph a line.
    pub rules: &'a [&'a str],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let width = area.width.min(100);
        let inner_w = usize::from(width.saturating_sub(2));
        let key_w = self
            .keys
            .iter()
            .map(|(k, _)| k.chars().count())
            .max()
            .unwrap_or(0);
        let what_w = self
            .keys
            .iter()
            .map(|(_, w)| w.chars().count())
            .max()
            .unwrap_or(0);
        let column = key_w + 2 + what_w + 2;
        let columns = if 2 * column <= inner_w { 2 } else { 1 };
        let per_column = self.keys.len().div_ceil(columns);
        let mut lines = vec![Line::styled("Keys", theme.title)];
        for r in 0..per_column {
            let mut spans = Vec::new();
            for c in 0..columns {
                if let Some((k, what)) = self.keys.get(c * per_column + r) {
                    spans.push(Span::styled(format!("{k:>key_w$}  "), theme.key));
                    spans.push(Span::raw(format!("{what:<what_w$}  ")));
                }
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::styled("Rules in one screen", theme.title));
        for paragraph in self.rules {
            lines.extend(wrap(paragraph, inner_w, 0).into_iter().map(Line::raw));
        }
        let height = (lines.len() as u16 + 2).min(area.height);
        let rect = centered(area, width, height);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .title(" Help · Esc or ? closes ")
            .title_style(theme.title)
            .border_type(BorderType::Double)
            .border_style(theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, line) in lines
            .into_iter()
            .take(usize::from(inner.height))
            .enumerate()
        {
            line.render(
                Rect {
                    y: inner.y + k as u16,
                    height: 1,
                    ..inner
                },
                buf,
            );
        }
    }
}
