//! Text drawn in the reading direction: the one way a widget writes words on the screen.
//!
//! A widget places text in logical coordinates, as if the language were written left to right:
//! a column counted from the start of the area, pieces of a line one after the other. Left to
//! right, that is where they go. Right to left (Persian), the column is counted from the area's
//! right edge instead, so a line starts at the right and the next piece goes to its left, and
//! each piece is put in the order the terminal draws it ([`crate::i18n::bidi`]: shaped,
//! reordered, brackets mirrored). The game's geometry (the quilt's grid, the patches, the time
//! board) is drawn with plain cells and never goes through here: it is not text.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::fit::width;
use crate::i18n::bidi::{self, Direction, Rendering};

/// Whether this thread's language is written right to left.
pub fn rtl() -> bool {
    bidi::direction() == Direction::Rtl
}

/// `text` (a name, untrusted or not) as one island in a sentence: right to left, between the
/// isolates that keep it from reordering what is around it (and what is around it from
/// reordering it); left to right, as it is.
pub fn isolate(text: &str) -> String {
    if rtl() {
        format!("\u{2068}{text}\u{2069}")
    } else {
        text.to_owned()
    }
}

/// `parts` (styled runs of one line, in logical order) in the order a terminal doing
/// `rendering` draws them, as styled runs again.
pub fn visual_for(parts: &[(&str, Style)], rendering: Rendering) -> Vec<(String, Style)> {
    let chars: Vec<(char, Style)> = parts
        .iter()
        .flat_map(|&(text, style)| text.chars().map(move |c| (c, style)))
        .collect();
    let mut runs: Vec<(String, Style)> = Vec::new();
    for (c, style) in bidi::line_for(&chars, bidi::direction(), rendering) {
        match runs.last_mut() {
            Some((run, s)) if *s == style => run.push(c),
            _ => runs.push((c.to_string(), style)),
        }
    }
    runs
}

/// `parts` in the order this thread's terminal draws them.
pub fn visual(parts: &[(&str, Style)]) -> Vec<(String, Style)> {
    visual_for(parts, bidi::rendering())
}

/// `text` cut to at most `max` columns from its end (the end of reading), at a grapheme.
fn cut(text: &str, max: usize) -> &str {
    use unicode_segmentation::UnicodeSegmentation;
    if width(text) <= max {
        return text;
    }
    let mut end = 0;
    for (i, g) in text.grapheme_indices(true) {
        if width(&text[..i + g.len()]) > max {
            break;
        }
        end = i + g.len();
    }
    &text[..end]
}

/// Writes `text` at logical column `x` of row `y` in `area`, clipped to it; returns the
/// logical column after it (where the next piece of the line goes). Left to right this is
/// the plain write; right to left, `x` counts from the area's right edge and the text is put
/// in the order the terminal draws it, ending there.
pub fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) -> u16 {
    put_parts(buf, area, x, y, &[(text, style)])
}

/// [`put`] for a line of several styled runs, ordered as one line.
pub fn put_parts(buf: &mut Buffer, area: Rect, x: u16, y: u16, parts: &[(&str, Style)]) -> u16 {
    put_parts_for(buf, area, (x, y), parts, bidi::rendering())
}

/// [`put_parts`] for a terminal doing `rendering`, whatever this one does (the check screen
/// shows the same words each way).
pub fn put_parts_for(
    buf: &mut Buffer,
    area: Rect,
    (x, y): (u16, u16),
    parts: &[(&str, Style)],
    rendering: Rendering,
) -> u16 {
    if y < area.top() || y >= area.bottom() || x < area.left() || x >= area.right() {
        return x;
    }
    let room = usize::from(area.right() - x);
    // Cut in logical order, so what is cut is the end of reading whatever the direction.
    let mut left = room;
    let mut kept: Vec<(&str, Style)> = Vec::new();
    for &(text, style) in parts {
        let piece = cut(text, left);
        left -= width(piece);
        kept.push((piece, style));
        if piece.len() < text.len() || left == 0 {
            break;
        }
    }
    let used = room - left;
    let runs = visual_for(&kept, rendering);
    let mut col = if rtl() {
        // Mirrored: the logical column counted from the right edge.
        area.left() + (area.right() - x) - used as u16
    } else {
        x
    };
    let end = col + used as u16;
    for (run, style) in &runs {
        if col >= end {
            break;
        }
        col = buf
            .set_stringn(col, y, run, usize::from(end - col), *style)
            .0;
    }
    x + used as u16
}

/// A block's title: the text in the order the terminal draws it, at the start of reading (the
/// left edge, or the right edge right to left).
pub fn title(text: &str, style: Style) -> Line<'static> {
    aligned(text, style, false)
}

/// A block's title at the end of reading (the right edge, or the left edge right to left).
pub fn title_end(text: &str, style: Style) -> Line<'static> {
    aligned(text, style, true)
}

fn aligned(text: &str, style: Style, end: bool) -> Line<'static> {
    let spans: Vec<Span<'static>> = visual(&[(text, style)])
        .into_iter()
        .map(|(run, style)| Span::styled(run, style))
        .collect();
    let right = end != rtl();
    Line::from(spans).alignment(if right {
        Alignment::Right
    } else {
        Alignment::Left
    })
}

/// A ratatui line (in logical order, as a widget builds it) in the order the terminal draws it,
/// aligned to the start of reading: what a widget that draws whole lines renders.
pub fn line(line: &Line<'_>) -> Line<'static> {
    let parts: Vec<(&str, Style)> = line
        .spans
        .iter()
        .map(|span| (span.content.as_ref(), line.style.patch(span.style)))
        .collect();
    let spans: Vec<Span<'static>> = visual(&parts)
        .into_iter()
        .map(|(run, style)| Span::styled(run, style))
        .collect();
    Line::from(spans).alignment(if rtl() {
        Alignment::Right
    } else {
        Alignment::Left
    })
}
