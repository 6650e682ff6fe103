//! The move history: every action of the game in words, numbered, wrapped at word boundaries
//! with a hanging indent. In play it follows the newest line unless scrolled back; in a replay
//! it keeps the action shown in view and highlights it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Borders, Widget};

use super::{put, wrap};
use crate::tui::theme::Theme;

/// One line of the history: the step it tells (0 for the lines before the first action).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The step number, from 1.
    pub step: usize,
    /// The words, with their number.
    pub text: String,
    /// Whether it reports a fault (drawn as an error).
    pub fault: bool,
}

impl Entry {
    /// An entry from a numbered log line (`"12. Ada advanced …"`).
    pub fn from_log(line: &str) -> Self {
        let step = line
            .split_once(". ")
            .and_then(|(n, _)| n.parse().ok())
            .unwrap_or(0);
        Self {
            step,
            text: line.to_owned(),
            fault: false,
        }
    }
}

/// Which part of the history to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Follow {
    /// The newest lines, `n` entries back from the end.
    Back(usize),
    /// The lines of this step, highlighted.
    Step(usize),
}

/// The move history panel.
pub struct MoveList<'a> {
    /// The panel's title.
    pub title: &'a str,
    /// Every line, oldest first.
    pub entries: &'a [Entry],
    /// What to show.
    pub follow: Follow,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for MoveList<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let mut title = format!(" {} ", self.title);
        if let Follow::Back(n) = self.follow
            && n > 0
        {
            title = format!("{title}· {n} back, }} for newer ");
        }
        let block = Block::default()
            .borders(Borders::TOP)
            .title(title)
            .title_style(theme.title)
            .border_style(theme.border);
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width < 8 {
            return;
        }
        // Every visual row with the entry it belongs to.
        let mut rows: Vec<(usize, String)> = Vec::new();
        let mut firsts: Vec<usize> = Vec::new();
        for (i, entry) in self.entries.iter().enumerate() {
            let indent = entry
                .text
                .find(". ")
                .filter(|_| entry.step > 0)
                .map_or(0, |k| k + 2);
            let indent = indent.min(usize::from(inner.width) / 3);
            firsts.push(rows.len());
            rows.extend(
                wrap(&entry.text, usize::from(inner.width), indent)
                    .into_iter()
                    .map(|row| (i, row)),
            );
        }
        let height = usize::from(inner.height);
        let (start, current) = match self.follow {
            Follow::Back(n) => {
                let last = self.entries.len().saturating_sub(n);
                let end = rows
                    .iter()
                    .rposition(|(i, _)| *i < last)
                    .map_or(0, |r| r + 1);
                // Start on a whole entry, never on the tail of a wrapped one.
                let start = end.saturating_sub(height);
                let start = firsts
                    .iter()
                    .copied()
                    .find(|&f| f >= start)
                    .unwrap_or(start);
                (start, None)
            }
            Follow::Step(step) => {
                let first = rows.iter().position(|(i, _)| self.entries[*i].step == step);
                let last = rows
                    .iter()
                    .rposition(|(i, _)| self.entries[*i].step == step);
                let start = match (first, last) {
                    (Some(f), Some(l)) => {
                        let span = l - f + 1;
                        let above = height.saturating_sub(span) / 2;
                        f.saturating_sub(above)
                    }
                    _ => 0,
                };
                let start = start.min(rows.len().saturating_sub(height));
                (start, Some(step))
            }
        };
        for (k, (i, row)) in rows.iter().skip(start).take(height).enumerate() {
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
            put(buf, inner, inner.x, y, row, style);
        }
    }
}
