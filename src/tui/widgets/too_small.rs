//! The screen shown when the terminal is smaller than the game needs.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::tui::theme::Theme;

/// "terminal too small: need `W`x`H`, have `w`x`h`".
pub struct TooSmall<'a> {
    /// The size needed.
    pub need: (u16, u16),
    /// The size there is.
    pub have: (u16, u16),
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let text = vec![
            Line::styled(
                format!(
                    "terminal too small: need {}x{}, have {}x{}",
                    self.need.0, self.need.1, self.have.0, self.have.1
                ),
                self.theme.error,
            ),
            Line::styled("enlarge the window, or press q to quit", self.theme.dim),
        ];
        let y = area.height.saturating_sub(2) / 2;
        let inner = Rect {
            y: area.y + y,
            height: area.height - y,
            ..area
        };
        Paragraph::new(text)
            .centered()
            .wrap(Wrap { trim: true })
            .render(inner, buf);
    }
}
