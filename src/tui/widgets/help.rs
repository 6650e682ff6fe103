//! The `?` overlay: every key, and the rules of the variant played. Keys go in two columns when
//! the screen is wide enough, every line wraps at word boundaries, and when it is taller than
//! the screen it scrolls and says there is more.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::centered;
use crate::tui::fit::wrap;
use crate::tui::strings;
use crate::tui::theme::Theme;

/// The help box.
pub struct Help<'a> {
    /// (keys, what they do).
    pub keys: &'a [(String, String)],
    /// Lines scrolled down (clamped to the last page).
    pub scroll: u16,
    /// The rules summary, a paragraph a line.
    pub rules: &'a [String],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let width = area.width.min(100);
        let inner_w = usize::from(width.saturating_sub(2));
        // Each column as wide as its own longest key and text: two columns when both fit.
        let widths = |keys: &[(String, String)]| {
            let key = keys
                .iter()
                .map(|(k, _)| crate::tui::fit::width(k))
                .max()
                .unwrap_or(0);
            let what = keys
                .iter()
                .map(|(_, w)| crate::tui::fit::width(w))
                .max()
                .unwrap_or(0);
            (key, what)
        };
        let half = self.keys.len().div_ceil(2);
        let (left, right) = self.keys.split_at(half);
        let (lk, lw) = widths(left);
        let (rk, rw) = widths(right);
        let (columns, per_column) = if lk + lw + rk + rw + 8 <= inner_w {
            (vec![(left, lk, lw), (right, rk, rw)], half)
        } else {
            let (k, w) = widths(self.keys);
            (vec![(self.keys, k, w)], self.keys.len())
        };
        let mut lines = vec![Line::styled(strings::help_heading(false), theme.title)];
        for r in 0..per_column {
            let mut spans = Vec::new();
            for (keys, key_w, what_w) in &columns {
                if let Some((k, what)) = keys.get(r) {
                    spans.push(Span::styled(format!("{k:>key_w$}  "), theme.key));
                    spans.push(Span::raw(format!("{what:<what_w$}  ")));
                }
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::styled(strings::help_heading(true), theme.title));
        for paragraph in self.rules {
            lines.extend(wrap(paragraph, inner_w, 0).into_iter().map(Line::raw));
        }
        let height = (lines.len() as u16 + 2).min(area.height);
        let rect = centered(area, width, height);
        Clear.render(rect, buf);
        let shown = usize::from(height.saturating_sub(2));
        let scroll = usize::from(self.scroll).min(lines.len().saturating_sub(shown));
        let mut block = Block::bordered()
            .title(format!(" {} ", crate::tr!("help-title")))
            .title_style(theme.title)
            .border_type(BorderType::Double)
            .border_style(theme.active_border);
        if scroll > 0 {
            block = block.title(
                Line::from(format!(" {} ", crate::tr!("help-more-above")))
                    .right_aligned()
                    .style(theme.key),
            );
        }
        if scroll + shown < lines.len() {
            block = block.title_bottom(
                Line::from(format!(" {} ", crate::tr!("help-more-below")))
                    .right_aligned()
                    .style(theme.key),
            );
        }
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, line) in lines
            .into_iter()
            .skip(scroll)
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
