//! The move history: every action of the game in words, numbered, wrapped at word boundaries
//! with a hanging indent. In play it follows the newest line unless scrolled back; in a replay
//! it keeps the action shown in view and highlights it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::put;
use crate::tui::fit::wrap;
use crate::tui::reading;
use crate::tui::scene::{Entry, Follow};
use crate::tui::theme::Theme;

/// The move history panel.
pub struct MoveList<'a> {
    /// The panel's title; `None` where the one-line time board above leaves no row for it.
    pub title: Option<&'a str>,
    /// Every line, oldest first.
    pub entries: &'a [Entry<'a>],
    /// What to show.
    pub follow: Follow,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for MoveList<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let back = match self.follow {
            Follow::Back(n) if n > 0 => Some(crate::tr!("moves-back", n = n)),
            _ => None,
        };
        let mut inner = area;
        if let Some(title) = self.title {
            let title = match &back {
                Some(back) => format!(" {title} · {back} "),
                None => format!(" {title} "),
            };
            let block = theme.section(&title);
            inner = block.inner(area);
            block.render(area, buf);
        } else if let Some(back) = &back
            && inner.height > 1
        {
            // No title row: scrolled back, the first row says so.
            reading::put(
                buf,
                inner,
                inner.x,
                inner.y,
                &format!("↑ {back}"),
                theme.key,
            );
            inner.y += 1;
            inner.height -= 1;
        }
        if inner.height == 0 || inner.width < 8 {
            return;
        }
        let width = usize::from(inner.width);
        let height = usize::from(inner.height);
        let (rows, current) = match self.follow {
            Follow::Back(n) => (self.newest(n, width, height), None),
            Follow::Step(step) => (self.around(step, width, height), Some(step)),
        };
        for (k, (i, row)) in rows.iter().take(height).enumerate() {
            let entry = &self.entries[*i];
            let style = if entry.fault {
                theme.error
            } else if current == Some(entry.step) && entry.step > 0 {
                theme.current
            } else if current.is_none() && *i + 1 == self.entries.len() {
                theme.base
            } else {
                theme.dim
            };
            let y = inner.y + k as u16;
            if current == Some(entry.step) && entry.step > 0 {
                let blank = " ".repeat(usize::from(inner.width));
                put(buf, inner, inner.x, y, &blank, style);
            }
            reading::put(buf, inner, inner.x, y, row, style);
        }
    }
}

/// Visual rows: each with the entry it belongs to.
type Rows = Vec<(usize, String)>;

impl MoveList<'_> {
    /// Entry `i` wrapped to `width`, with a hanging indent after its number.
    fn wrapped(&self, i: usize, width: usize) -> Vec<String> {
        let entry = &self.entries[i];
        let indent = entry
            .text
            .find(". ")
            .filter(|_| entry.step > 0)
            .map_or(0, |k| k + 2)
            .min(width / 3);
        wrap(&entry.text, width, indent)
    }

    /// The newest whole entries that fit, `back` entries back from the end. Only the entries
    /// that can show are wrapped: the work stays that of one screen.
    fn newest(&self, back: usize, width: usize, height: usize) -> Rows {
        let mut rows: Rows = Vec::new();
        let end = self.entries.len().saturating_sub(back);
        for i in (0..end).rev() {
            let lines = self.wrapped(i, width);
            if !rows.is_empty() && rows.len() + lines.len() > height {
                break;
            }
            let mut before: Rows = lines.into_iter().map(|l| (i, l)).collect();
            before.append(&mut rows);
            rows = before;
            if rows.len() >= height {
                break;
            }
        }
        rows
    }

    /// The entries of `step` in the middle of the panel, and what fits around them (a
    /// screen's worth of entries on each side is wrapped, no more).
    fn around(&self, step: usize, width: usize, height: usize) -> Rows {
        let count = self.entries.len();
        let lo = self
            .entries
            .iter()
            .position(|e| e.step == step)
            .unwrap_or(0);
        let hi = (lo..count)
            .take_while(|&i| self.entries[i].step == step)
            .last()
            .map_or(lo, |l| l + 1);
        let (mut top, mut above) = (lo, 0);
        while top > 0 && above < height {
            top -= 1;
            above += self.wrapped(top, width).len();
        }
        let (mut bottom, mut below) = (hi, 0);
        while bottom < count && below < height {
            below += self.wrapped(bottom, width).len();
            bottom += 1;
        }
        let mut rows: Rows = (top..bottom)
            .flat_map(|i| self.wrapped(i, width).into_iter().map(move |l| (i, l)))
            .collect();
        let first = rows.iter().position(|(i, _)| self.entries[*i].step == step);
        let last = rows
            .iter()
            .rposition(|(i, _)| self.entries[*i].step == step);
        let start = match (first, last) {
            (Some(f), Some(l)) => f.saturating_sub(height.saturating_sub(l - f + 1) / 2),
            _ => 0,
        };
        let mut start = start.min(rows.len().saturating_sub(height));
        // Whole entries only: a window that opens inside an entry opens at its next one (or
        // at its own start, for the step shown); then as many whole entries as fit.
        let continues = |k: usize| k > 0 && k < rows.len() && rows[k - 1].0 == rows[k].0;
        if continues(start) {
            let shown = self.entries[rows[start].0].step == step;
            while continues(start) {
                start = if shown { start - 1 } else { start + 1 };
            }
        }
        rows.drain(..start);
        let mut end = 0;
        while end < rows.len() {
            let i = rows[end].0;
            let next = end + rows[end..].iter().take_while(|(j, _)| *j == i).count();
            if next > height && end > 0 {
                break;
            }
            end = next;
        }
        rows.truncate(end);
        rows
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;

    fn entries() -> Vec<Entry<'static>> {
        (0..12)
            .map(|step| Entry {
                step,
                // Every third entry wraps onto two rows of 20 columns.
                text: Cow::Owned(if step % 3 == 1 {
                    format!("{step}. a step told in words too long")
                } else {
                    format!("{step}. a short one")
                }),
                fault: false,
            })
            .collect()
    }

    #[test]
    fn a_replay_window_shows_whole_entries_and_the_step_shown() {
        let entries = entries();
        let list = MoveList {
            title: None,
            entries: &entries,
            follow: Follow::Step(0),
            theme: &crate::tui::theme::THEME,
        };
        for step in 0..entries.len() {
            for height in 2..8 {
                let rows = list.around(step, 20, height);
                assert!(rows.len() <= height, "step {step}, height {height}");
                assert!(rows.iter().any(|(i, _)| entries[*i].step == step));
                // Each entry in the window is there with all its rows.
                for (i, _) in &rows {
                    let whole = list.wrapped(*i, 20).len();
                    let shown = rows.iter().filter(|(j, _)| j == i).count();
                    assert_eq!(shown, whole, "step {step}, height {height}, entry {i}");
                }
            }
        }
    }
}
