//! The `?` overlay: its sections one under the other (the keys, what the screen's signs mean,
//! the rules of the variant played; on the menu, what its page does). A section's pairs (keys
//! and what they do, a sign and what it means) go in two columns when the screen is wide enough
//! for both unwrapped; otherwise in one, each description wrapped at word boundaries under
//! itself (a hanging indent). A column of padding keeps the text off the border, and when the
//! help is taller than the screen it scrolls and says there is more, above and below.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

use super::centered;
use crate::tui::fit::{width, wrap};
use crate::tui::reading;
use crate::tui::scene::{HelpBox, HelpSection};
use crate::tui::theme::Theme;

/// The widest the help box grows.
const MAX_WIDTH: u16 = 100;

/// The help box.
pub struct Help<'a> {
    /// What it says, and how far it is scrolled.
    pub help: &'a HelpBox,
    /// Styles.
    pub theme: &'a Theme,
}

/// The box's rectangle in `area` for `lines` lines of text.
fn frame(area: Rect, lines: usize) -> Rect {
    let w = area.width.min(MAX_WIDTH);
    let height = (u16::try_from(lines).unwrap_or(u16::MAX).saturating_add(2)).min(area.height);
    centered(area, w, height)
}

/// The columns of text inside a box `w` wide: its borders and a column of padding each side.
fn text_width(w: u16) -> usize {
    usize::from(w.saturating_sub(4))
}

/// How far the help at `area` can be scrolled: its lines beyond those the box shows.
pub fn max_scroll(help: &HelpBox, area: Rect) -> u16 {
    let w = area.width.min(MAX_WIDTH);
    let lines = lines(help, text_width(w), &crate::tui::theme::MONO).len();
    let shown = usize::from(frame(area, lines).height.saturating_sub(2));
    u16::try_from(lines.saturating_sub(shown)).unwrap_or(u16::MAX)
}

/// The widest keys and widest description of `pairs`.
fn widths(pairs: &[(String, String)]) -> (usize, usize) {
    let key = pairs.iter().map(|(k, _)| width(k)).max().unwrap_or(0);
    let what = pairs.iter().map(|(_, w)| width(w)).max().unwrap_or(0);
    (key, what)
}

/// A section's pairs as lines `room` columns wide: two columns side by side where both fit
/// unwrapped, else one, each description wrapped under itself.
fn pair_lines(pairs: &[(String, String)], room: usize, theme: &Theme) -> Vec<Line<'static>> {
    let half = pairs.len().div_ceil(2);
    let (left, right) = pairs.split_at(half);
    let (lk, lw) = widths(left);
    let (rk, rw) = widths(right);
    let mut out = Vec::new();
    if !right.is_empty() && lk + 2 + lw + 4 + rk + 2 + rw <= room {
        for r in 0..half {
            let mut spans = Vec::new();
            for (column, key_w, what_w) in [(left, lk, lw), (right, rk, rw)] {
                if let Some((k, what)) = column.get(r) {
                    spans.push(Span::styled(format!("{k:>key_w$}  "), theme.key));
                    spans.push(Span::raw(format!("{what:<what_w$}    ")));
                }
            }
            out.push(Line::from(spans));
        }
        return out;
    }
    let (key_w, _) = widths(pairs);
    // Keys wider than half the room (a long sign) take a line of their own.
    let key_w = key_w.min(room / 2);
    let indent = key_w + 2;
    let what_room = room.saturating_sub(indent).max(8);
    for (k, what) in pairs {
        if width(k) > key_w {
            out.push(Line::styled(k.clone(), theme.key));
            for row in wrap(what, what_room, 0) {
                out.push(Line::raw(format!("{}{row}", " ".repeat(indent))));
            }
            continue;
        }
        for (i, row) in wrap(what, what_room, 0).into_iter().enumerate() {
            let key = if i == 0 { k.as_str() } else { "" };
            out.push(Line::from(vec![
                Span::styled(format!("{key:>key_w$}  "), theme.key),
                Span::raw(row),
            ]));
        }
    }
    out
}

/// One section as lines `room` columns wide: its heading, its pairs, its paragraphs.
fn section_lines(section: &HelpSection, room: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut out = vec![Line::styled(section.title.clone(), theme.title)];
    out.extend(pair_lines(&section.pairs, room, theme));
    for paragraph in &section.paragraphs {
        out.extend(wrap(paragraph, room, 0).into_iter().map(Line::raw));
    }
    out
}

/// Every line of the help, `room` columns wide, a blank line between sections.
fn lines(help: &HelpBox, room: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    for (i, section) in help.sections.iter().enumerate() {
        if i > 0 {
            out.push(Line::raw(""));
        }
        out.extend(section_lines(section, room, theme));
    }
    out
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let w = area.width.min(MAX_WIDTH);
        let lines = lines(self.help, text_width(w), theme);
        let rect = frame(area, lines.len());
        Clear.render(rect, buf);
        let shown = usize::from(rect.height.saturating_sub(2));
        let scroll = usize::from(self.help.scroll).min(lines.len().saturating_sub(shown));
        let block = super::scrolling_box(
            &crate::tr!("help-title"),
            theme.active_border,
            theme,
            (scroll > 0, scroll + shown < lines.len()),
            &crate::tr!("help-more-below"),
        );
        let inner = block.inner(rect);
        block.render(rect, buf);
        // A column of padding either side.
        let text = super::padded(inner);
        for (k, line) in lines
            .into_iter()
            .skip(scroll)
            .take(usize::from(text.height))
            .enumerate()
        {
            reading::line(&line).render(
                Rect {
                    y: text.y + k as u16,
                    height: 1,
                    ..text
                },
                buf,
            );
        }
    }
}
