//! The key-hint bar at the bottom: as many whole hints as fit, in order of importance.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::put;
use crate::tui::theme::Theme;

/// The keys that work now.
pub struct Hints<'a> {
    /// (keys, what they do), most important first.
    pub list: &'a [(String, String)],
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Hints<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let mut x = area.x;
        for (key, what) in self.list {
            let width = (key.chars().count() + what.chars().count() + 4) as u16;
            if x + width - 2 > area.right() {
                // Later hints may be shorter, but skipping one would reorder importance.
                break;
            }
            x = put(buf, area, x, area.y, &format!(" {key} "), self.theme.key);
            x = put(buf, area, x, area.y, what, self.theme.dim);
            x = put(buf, area, x, area.y, "  ", self.theme.dim);
        }
    }
}
