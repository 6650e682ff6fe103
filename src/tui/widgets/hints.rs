//! The key-hint bar at the bottom: help and quit always, and as many other whole hints as fit
//! before them, in order of importance. Where that drops what the mode cannot do without,
//! every hint names its keys the short way (without the mouse's part: "Enter" for
//! "Enter/click") if more of it fits so.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use crate::tui::keys::KeyHint;
use crate::tui::reading;
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

/// The keys of a hint, the short way or not.
fn keys(hint: &KeyHint, short: bool) -> &str {
    if short { &hint.short } else { &hint.keys }
}

/// The columns a hint takes: ` key ` then its words, then two spaces before the next.
fn width(hint: &KeyHint, short: bool) -> u16 {
    (crate::tui::fit::width(keys(hint, short)) + crate::tui::fit::width(&hint.words) + 4) as u16
}

impl Hints<'_> {
    /// The columns the hints always shown take (the last one's two trailing spaces may fall
    /// past the edge).
    fn reserved(&self, short: bool) -> u16 {
        self.list
            .iter()
            .filter(|h| h.always)
            .map(|h| width(h, short))
            .sum::<u16>()
            .saturating_sub(2)
    }

    /// How many hints of the first two ranks (what the mode cannot do without) a bar `width`
    /// wide shows, with `tag_room` columns kept at its end for the tag.
    fn shown(&self, width: u16, tag_room: u16, short: bool) -> usize {
        let mut room = width.saturating_sub(self.reserved(short) + tag_room);
        let mut count = 0;
        for hint in self.list.iter().filter(|h| !h.always) {
            let w = self::width(hint, short);
            if w > room {
                break;
            }
            room -= w;
            count += usize::from(hint.rank <= 1);
        }
        count
    }
}

impl Widget for Hints<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let tag_width = self.tag.map_or(0, |t| crate::tui::fit::width(t) as u16 + 2);
        // Before a tag, the last hint's two spaces stay on the bar: they end at the tag.
        let tag_room = if self.tag.is_some() { tag_width + 2 } else { 0 };
        // The keys the long way, unless the short way shows more hints.
        let short =
            self.shown(area.width, tag_room, true) > self.shown(area.width, tag_room, false);
        let reserved = self.reserved(short);
        if let Some(tag) = self.tag {
            let x = area.x + area.width.saturating_sub(tag_width);
            reading::put(buf, area, x, area.y, &format!(" {tag} "), self.theme.key);
        }
        let mut x = area.x;
        let mut room = area.width.saturating_sub(reserved + tag_room);
        for hint in self.list {
            let w = width(hint, short);
            if !hint.always {
                if w > room {
                    // Later hints may be shorter, but skipping one would reorder importance.
                    room = 0;
                    continue;
                }
                room -= w;
            }
            x = reading::put(
                buf,
                area,
                x,
                area.y,
                &format!(" {} ", keys(hint, short)),
                self.theme.key,
            );
            x = reading::put(buf, area, x, area.y, &hint.words, self.theme.dim);
            x = reading::put(buf, area, x, area.y, "  ", self.theme.dim);
        }
    }
}
