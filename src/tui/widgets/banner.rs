//! The banner: two rows, each shortened at a word boundary (with an ellipsis) when it doesn't
//! fit. In play, whose turn it is and why (turns do not alternate), then the prompt or refusal;
//! in a replay, where the viewer is, then the action shown in words (or the record's fault).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::put;
use crate::tui::fit::fit_words;

/// Two rows of styled parts.
pub struct Banner<'a> {
    /// The first row: parts and their styles.
    pub first: &'a [(String, Style)],
    /// The second row.
    pub second: &'a [(String, Style)],
}

fn row(parts: &[(String, Style)], area: Rect, y: u16, buf: &mut Buffer) {
    let mut x = area.x;
    for (text, style) in parts {
        let room = usize::from(area.right().saturating_sub(x));
        if room == 0 {
            break;
        }
        x = put(buf, area, x, y, &fit_words(text, room), *style);
    }
}

impl Widget for Banner<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        row(self.first, area, area.y, buf);
        if area.height > 1 {
            row(self.second, area, area.y + 1, buf);
        }
    }
}
