//! A yes/no question in a box over the game, wrapped at word boundaries.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::centered;
use crate::tui::fit::wrap;
use crate::tui::reading;
use crate::tui::theme::Theme;

/// What stands for a space that a line may not break at while the question is wrapped.
const HOLD: char = '\u{a0}';

/// `text` with the spaces of its last parenthesis held: the answer keys, "(y / n)", stay on
/// one line.
fn held(text: &str) -> String {
    text.rfind('(').map_or_else(
        || text.to_owned(),
        |open| {
            format!(
                "{}{}",
                &text[..open],
                text[open..].replace(' ', &HOLD.to_string())
            )
        },
    )
}

/// A question in a box.
pub struct Dialog<'a> {
    /// The question.
    pub text: &'a str,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for Dialog<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let longest = crate::tui::fit::width(self.text) as u16 + 6;
        let width = longest.min(area.width).min(64);
        let lines: Vec<String> = wrap(&held(self.text), usize::from(width.saturating_sub(4)), 0)
            .into_iter()
            .map(|line| line.replace(HOLD, " "))
            .collect();
        let rect = centered(area, width, lines.len() as u16 + 4);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .border_type(BorderType::Double)
            .border_style(self.theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        for (k, line) in lines.iter().enumerate() {
            let x = inner.x
                + (inner
                    .width
                    .saturating_sub(crate::tui::fit::width(line) as u16))
                    / 2;
            reading::put(
                buf,
                inner,
                x,
                inner.y + 1 + k as u16,
                line,
                self.theme.title,
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_keys_stay_on_one_line() {
        let text = "Commencer une nouvelle partie ? Celle-ci est sauvegardée. (y / n)";
        let area = Rect::new(0, 0, 80, 24);
        let mut buf = Buffer::empty(area);
        let theme = crate::tui::THEME;
        Dialog {
            text,
            theme: &theme,
        }
        .render(area, &mut buf);
        let rows: Vec<String> = (0..area.height)
            .map(|y| (0..area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        assert!(rows.iter().any(|r| r.contains("(y / n)")), "{rows:#?}");
        assert!(rows.iter().all(|r| !r.contains('\u{a0}')), "{rows:#?}");
        assert_eq!(held("a (b c)"), "a (b\u{a0}c)");
        assert_eq!(held("no parenthesis"), "no parenthesis");
    }
}
