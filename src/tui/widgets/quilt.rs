//! A player's quilt with its stats and projected score. Each sewn patch is drawn with its own
//! letter (and colour where there is colour), leather as `▒▒`, the ghost as `▓▓` (legal) or
//! `░░`/`XX` (refused; `XX` where it overlaps).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

use super::put;
use crate::history::Cover as Covered;
use crate::rules::{Cell, Player, Quilt};
use crate::tui::app::{App, Mode};

/// Letters for a quilt's patches, in purchase order.
const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// One player's quilt panel.
pub struct QuiltPanel<'a> {
    app: &'a App,
    player: Player,
}

impl<'a> QuiltPanel<'a> {
    /// The panel of `player`'s quilt.
    pub fn new(app: &'a App, player: Player) -> Self {
        Self { app, player }
    }
}

/// What the mover's quilt shows on top of its patches.
enum Overlaid {
    None,
    Ghost { cells: Quilt, legal: bool },
    Cursor(Cell),
}

impl Widget for QuiltPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game();
        let p = self.player;
        let active = game.to_move() == Some(p);
        let mut title = format!(" [{}] {} ", app.token(p), app.name(p));
        if game.bonus() == Some(p) {
            title.push_str("★ 7x7 bonus ");
        }
        let block = theme
            .panel(active)
            .title(title)
            .title_style(theme.players[p.index()]);
        let inner = block.inner(area);
        block.render(area, buf);

        let overlaid = match app.mode {
            Mode::Placing(ghost) if active => Overlaid::Ghost {
                cells: app
                    .ghost_cells(&ghost)
                    .filter(|&(r, c)| (0..9).contains(&r) && (0..9).contains(&c))
                    .map(|(r, c)| Cell::new(r as u8, c as u8))
                    .collect(),
                legal: matches!(app.verdict(), Some(Ok(_))),
            },
            Mode::Leather { row, col } if active => Overlaid::Cursor(Cell::new(row, col)),
            _ => Overlaid::None,
        };
        let size = game.variant().quilt_size();
        let left = inner.x + inner.width.saturating_sub(u16::from(size) * 2) / 2;
        for row in 0..size {
            let y = inner.y + u16::from(row);
            for col in 0..size {
                let cell = Cell::new(row, col);
                let x = left + u16::from(col) * 2;
                let covered = app.covered(p, cell);
                let (text, style) = match (&overlaid, covered) {
                    (Overlaid::Ghost { cells, .. }, Some(_)) if cells.contains(cell) => {
                        ("XX".to_owned(), theme.ghost_bad)
                    }
                    (Overlaid::Ghost { cells, legal }, None) if cells.contains(cell) => {
                        if *legal {
                            ("▓▓".to_owned(), theme.ghost_ok)
                        } else {
                            ("░░".to_owned(), theme.ghost_bad)
                        }
                    }
                    (Overlaid::Cursor(c), covered) if *c == cell => {
                        if covered.is_some() {
                            ("XX".to_owned(), theme.ghost_bad)
                        } else {
                            ("▓▓".to_owned(), theme.ghost_ok)
                        }
                    }
                    (_, Some(Covered::Leather)) => ("▒▒".to_owned(), theme.leather),
                    (_, Some(Covered::Patch { order, .. })) => {
                        let i = usize::from(order);
                        let letter = char::from(LETTERS[i % LETTERS.len()]);
                        let style = theme.patches[i % theme.patches.len()];
                        (format!("{letter}{letter}"), style)
                    }
                    (_, None) => ("· ".to_owned(), theme.dim),
                };
                put(buf, inner, x, y, &text, style);
            }
        }

        self.stats(inner, buf);
    }
}

impl QuiltPanel<'_> {
    /// Buttons, income, time, empty cells and the projected score with its breakdown.
    fn stats(&self, inner: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game();
        let p = self.player;
        let state = game.player(p);
        let size = game.variant().quilt_size();
        let score = game.score(p);
        let y = inner.y + u16::from(size);
        let x = inner.x + 1;
        let end = game.variant().final_space();
        put(
            buf,
            inner,
            x,
            y,
            &format!("buttons {:<4} income {}", state.buttons, state.income),
            theme.base,
        );
        put(
            buf,
            inner,
            x,
            y + 1,
            &format!(
                "time {:<7} empty {}",
                format!("{}/{end}", state.position),
                score.empty
            ),
            theme.base,
        );
        put(
            buf,
            inner,
            x,
            y + 2,
            &format!("score {}", score.total),
            theme.title,
        );
        let breakdown = if game.variant().has_bonus() {
            format!(
                "= {} +{} bonus -2×{}",
                score.buttons, score.bonus, score.empty
            )
        } else {
            format!("= {} buttons -2×{}", score.buttons, score.empty)
        };
        put(buf, inner, x, y + 3, &breakdown, theme.dim);
    }
}
