//! The key-hint bar at the bottom.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::{App, Mode, Overlay};
use crate::tui::strings::hints;

/// The keys that work now.
pub struct Hints<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for Hints<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let list = match (self.app.overlay, self.app.mode) {
            (Overlay::Help, _) => hints::HELP,
            (Overlay::ConfirmQuit | Overlay::ConfirmNewGame, _)
            | (_, Mode::ConfirmAdvance { .. }) => hints::CONFIRM,
            (_, Mode::Choosing) => hints::CHOOSE,
            (_, Mode::Placing(_)) => hints::PLACE,
            (_, Mode::Leather { .. }) => hints::LEATHER,
            (_, Mode::Over) => hints::OVER,
        };
        let theme = &self.app.theme;
        let mut spans = Vec::with_capacity(list.len() * 3);
        for (key, what) in list {
            spans.push(Span::styled(format!(" {key} "), theme.key));
            spans.push(Span::styled(*what, theme.dim));
            spans.push(Span::raw("  "));
        }
        Line::from(spans).render(area, buf);
    }
}
