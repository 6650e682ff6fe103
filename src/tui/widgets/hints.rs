//! The key-hint bar at the bottom: help and quit always, and as many other whole hints as fit
//! before them, in order of importance.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::put;
use crate::tui::keys::KeyHint;
use crate::tui::theme::Theme;

/// The keys that work now.
pub struct Hints<'a> {
    /// The hints, most important first, those always shown last.
    pub list: &'a [KeyHint],
    /// Styles.
    pub theme: &'a Theme,
    /// A word kept at the right end whatever fits (a table's code), if any.
    pub tag: Option<&'a str>,
}

/// The columns a hint takes: ` key ` then its words, then two spaces before the next.
fn width(hint: &KeyHint) -> u16 {
    (crate::tui::fit::width(&hint.keys) + crate::tui::fit::width(&hint.words) + 4) as u16
}

impl Widget for Hints<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The last hint's two trailing spaces may fall past the edge.
        let reserved = self
            .list
            .iter()
            .filter(|h| h.always)
            .map(width)
            .sum::<u16>()
            .saturating_sub(2);
        let tag_width = self.tag.map_or(0, |t| crate::tui::fit::width(t) as u16 + 2);
        if let Some(tag) = self.tag {
            let x = area.x + area.width.saturating_sub(tag_width);
            put(buf, area, x, area.y, &format!(" {tag} "), self.theme.key);
        }
        let mut x = area.x;
        let mut room = area.width.saturating_sub(reserved + tag_width);
        for hint in self.list {
            let w = width(hint);
            if !hint.always {
                if w > room {
                    // Later hints may be shorter, but skipping one would reorder importance.
                    room = 0;
                    continue;
                }
                room -= w;
            }
            x = put(
                buf,
                area,
                x,
                area.y,
                &format!(" {} ", hint.keys),
                self.theme.key,
            );
            x = put(buf, area, x, area.y, &hint.words, self.theme.dim);
            x = put(buf, area, x, area.y, "  ", self.theme.dim);
        }
    }
}
