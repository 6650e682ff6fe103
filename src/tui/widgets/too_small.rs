//! The screen shown when the terminal is smaller than every layout needs: it names the real
//! minimum of each arrangement, and `q` still quits.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::centered;
use crate::tui::fit::wrap;
use crate::tui::reading;
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
        let text = crate::tr!(
            "too-small",
            w = w,
            h = h,
            nw = nw,
            nh = nh,
            have_w = self.have.0,
            have_h = self.have.1
        );
        let width = usize::from(area.width);
        let mut lines: Vec<(String, bool)> = wrap(&text, width, 0)
            .into_iter()
            .map(|l| (l, true))
            .collect();
        let hint = self.note.map_or_else(
            || crate::tr!("too-small-hint"),
            |note| crate::tr!("too-small-again", note = note),
        );
        lines.extend(wrap(&hint, width, 0).into_iter().map(|l| (l, false)));
        let rect = centered(area, area.width, lines.len() as u16);
        for (k, (line, first)) in lines.iter().enumerate() {
            let x = rect.x
                + (rect
                    .width
                    .saturating_sub(crate::tui::fit::width(line) as u16))
                    / 2;
            let style = if *first {
                self.theme.error
            } else {
                self.theme.dim
            };
            reading::put(buf, rect, x, rect.y + k as u16, line, style);
        }
    }
}
