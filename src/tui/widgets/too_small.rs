//! The screen shown when the terminal is smaller than every layout needs: it names the real
//! minimum of each arrangement, and `q` still quits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::{centered, put};
use crate::tui::fit::wrap;
use crate::tui::theme::Theme;

/// "terminal too small: need `W`x`H` (or `w`x`h` for a tall narrow window), have …".
pub struct TooSmall<'a> {
    /// The smallest size of each arrangement: wide first, then narrow.
    pub need: [(u16, u16); 2],
    /// The size there is.
    pub have: (u16, u16),
    /// A question waiting (quitting would lose something), asked here too.
    pub note: Option<&'a str>,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [(w, h), (nw, nh)] = self.need;
        let text = format!(
            "terminal too small: need {w}x{h} (or {nw}x{nh} for a narrow window), have {}x{}",
            self.have.0, self.have.1
        );
        let width = usize::from(area.width);
        let mut lines: Vec<(String, bool)> = wrap(&text, width, 0)
            .into_iter()
            .map(|l| (l, true))
            .collect();
        let hint = self.note.map_or_else(
            || "enlarge the window, or press q to quit".to_owned(),
            |note| format!("{note} (q again quits)"),
        );
        lines.extend(wrap(&hint, width, 0).into_iter().map(|l| (l, false)));
        let rect = centered(area, area.width, lines.len() as u16);
        for (k, (line, first)) in lines.iter().enumerate() {
            let x = rect.x + (rect.width.saturating_sub(line.chars().count() as u16)) / 2;
            let style = if *first {
                self.theme.error
            } else {
                self.theme.dim
            };
            put(buf, rect, x, rect.y + k as u16, line, style);
        }
    }
}
