//! A player's quilt with row and column labels, its figures and the score now and projected to
//! the end. Each sewn patch has its own letter and (where there is colour) a fabric colour that
//! differs from its neighbours'; leather is `▒`, a legal ghost `▓`, a refused one `░` (`X`
//! where it overlaps a patch). The cells grow with the room there is.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::put;
use crate::history::{Cover, Covers};
use crate::rules::{Cell, Game, Player};
use crate::tui::fit::ellipsis;
use crate::tui::layout::{Grid, stats_rows};
use crate::tui::scene::{Mark, Seat};
use crate::tui::strings::COLUMNS;
use crate::tui::theme::Theme;

/// Letters for a quilt's patches, in purchase order.
const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// One player's quilt panel, drawn from narrow inputs.
pub struct QuiltPanel<'a> {
    /// The game shown.
    pub game: &'a Game,
    /// Whose quilt.
    pub player: Player,
    /// The seat: name, token, bot, what covers each cell, the marks.
    pub seat: &'a Seat<'a>,
    /// Where the cells go.
    pub grid: Grid,
    /// Styles.
    pub theme: &'a Theme,
}

/// A fabric for each patch on a quilt, by purchase order: the first one, counting from the
/// patch's own place in the palette, that no neighbour sewn earlier uses.
fn fabrics(covers: &Covers, size: u8, palette: usize) -> Vec<usize> {
    let mut colour: Vec<Option<usize>> = Vec::new();
    let order_at = |cell: Cell| match covers.get(cell) {
        Some(Cover::Patch { order, .. }) => Some(usize::from(order)),
        _ => None,
    };
    let mut neighbours: Vec<Vec<usize>> = Vec::new();
    for row in 0..size {
        for col in 0..size {
            let Some(me) = order_at(Cell::new(row, col)) else {
                continue;
            };
            if neighbours.len() <= me {
                neighbours.resize(me + 1, Vec::new());
            }
            let around = [
                (row.checked_sub(1), Some(col)),
                (Some(row + 1).filter(|&r| r < size), Some(col)),
                (Some(row), col.checked_sub(1)),
                (Some(row), Some(col + 1).filter(|&c| c < size)),
            ];
            for (r, c) in around {
                if let (Some(r), Some(c)) = (r, c)
                    && let Some(other) = order_at(Cell::new(r, c))
                    && other != me
                    && !neighbours[me].contains(&other)
                {
                    neighbours[me].push(other);
                }
            }
        }
    }
    colour.resize(neighbours.len(), None);
    for me in 0..neighbours.len() {
        let taken: Vec<usize> = neighbours[me]
            .iter()
            .filter_map(|&n| colour.get(n).copied().flatten())
            .collect();
        let pick = (0..palette)
            .map(|k| (me + k) % palette)
            .find(|c| !taken.contains(c))
            .unwrap_or(me % palette);
        colour[me] = Some(pick);
    }
    colour.into_iter().map(Option::unwrap_or_default).collect()
}

impl Widget for QuiltPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let p = self.player;
        let active = game.to_move() == Some(p);
        let room = usize::from(area.width.saturating_sub(4));
        let bonus = if game.bonus() == Some(p) {
            " ★7x7"
        } else {
            ""
        };
        // From the longest to the shortest way to say a bot plays the seat: a name is cut only
        // when even the shortest does not leave it room.
        let bot = |form: u8| match (self.seat.bot, form) {
            (Some(bot), 0) => format!(" · bot {bot}"),
            (Some(_), 1) => " (bot)".to_owned(),
            (Some(_), _) => " bot".to_owned(),
            (None, _) => String::new(),
        };
        let title = [0, 1, 2]
            .into_iter()
            .map(|form| {
                format!(
                    " [{}] {}{}{bonus} ",
                    self.seat.token,
                    self.seat.name,
                    bot(form)
                )
            })
            .find(|t| t.chars().count() <= room)
            .unwrap_or_else(|| {
                let fixed = 6 + bot(1).chars().count() + bonus.chars().count();
                let name = ellipsis(self.seat.name, room.saturating_sub(fixed).max(3));
                format!(" [{}] {name}{}{bonus} ", self.seat.token, bot(1))
            });
        let block = theme
            .panel(active)
            .title(title)
            .title_style(theme.players[p.index()]);
        let inner = block.inner(area);
        block.render(area, buf);

        let grid = self.grid;
        let size = grid.size;
        let w = grid.cell_width();
        // Column letters above, row numbers to the left.
        for col in 0..size {
            let r = grid.rect(Cell::new(0, col));
            let letter = char::from(COLUMNS[usize::from(col)]).to_string();
            put(
                buf,
                inner,
                r.x + (w - 1) / 2,
                grid.y - 1,
                &letter,
                theme.label,
            );
        }
        for row in 0..size {
            let r = grid.rect(Cell::new(row, 0));
            let number = (row + 1).to_string();
            put(
                buf,
                inner,
                grid.x - 2,
                r.y + (grid.scale - 1) / 2,
                &number,
                theme.label,
            );
        }
        let fabric = fabrics(self.seat.covers, size, theme.patches.len());
        for row in 0..size {
            for col in 0..size {
                let cell = Cell::new(row, col);
                let covered = self.seat.covers.get(cell);
                let (glyph, style) = self.look(cell, covered, &fabric);
                let r = grid.rect(cell);
                for y in r.top()..r.bottom() {
                    let line = if glyph == '·' {
                        empty_row(w, y - r.y, grid.scale)
                    } else {
                        std::iter::repeat_n(glyph, usize::from(w)).collect()
                    };
                    put(buf, inner, r.x, y, &line, style);
                }
            }
        }
        self.stats(inner, buf);
    }
}

/// One row of an empty cell: a dot in small cells, an outline in big ones.
fn empty_row(width: u16, row: u16, scale: u16) -> String {
    let inside = usize::from(width.saturating_sub(2));
    if scale == 1 {
        "· ".to_owned()
    } else if row == 0 {
        format!("┌{}┐", "─".repeat(inside))
    } else if row + 1 == scale {
        format!("└{}┘", "─".repeat(inside))
    } else {
        format!("│{}│", " ".repeat(inside))
    }
}

impl QuiltPanel<'_> {
    /// The glyph and style of one cell.
    fn look(&self, cell: Cell, covered: Option<Cover>, fabric: &[usize]) -> (char, Style) {
        let theme = self.theme;
        let marked = self.seat.highlight.contains(cell);
        let (glyph, style) = match (self.seat.mark, covered) {
            (Mark::Ghost { cells, .. }, Some(_)) if cells.contains(cell) => ('X', theme.ghost_bad),
            (Mark::Ghost { cells, legal }, None) if cells.contains(cell) => {
                if legal {
                    ('▓', theme.ghost_ok)
                } else {
                    ('░', theme.ghost_bad)
                }
            }
            (Mark::Cursor(c), covered) if c == cell => {
                if covered.is_some() {
                    ('X', theme.ghost_bad)
                } else {
                    ('▓', theme.ghost_ok)
                }
            }
            (_, Some(Cover::Leather)) => ('▒', theme.leather),
            (_, Some(Cover::Patch { order, .. })) => {
                let i = usize::from(order);
                let letter = char::from(LETTERS[i % LETTERS.len()]);
                let f = fabric.get(i).copied().unwrap_or(i) % theme.patches.len();
                (letter, theme.patches[f])
            }
            (_, None) => ('·', theme.dim),
        };
        if marked {
            (glyph, style.patch(theme.highlight))
        } else {
            (glyph, style)
        }
    }

    /// Buttons, income, time, empty cells, and the score now and projected to the end: the
    /// longest wording of each row that fits.
    fn stats(&self, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let who = self.player;
        let state = game.player(who);
        let score = game.score(who);
        let end = game.projected_score(who);
        let ahead = game.income_spaces_ahead(who);
        let scale = self.grid.scale;
        let y = self.grid.y + u16::from(self.grid.size) * scale;
        let x = inner.x + 1;
        let room = usize::from(inner.right().saturating_sub(x));
        let final_space = game.variant().final_space();
        let (b, inc, t) = (state.buttons, state.income, state.position);
        let bonus = if game.variant().has_bonus() {
            format!(" + {} bonus", score.bonus)
        } else {
            String::new()
        };
        let now = score.total;
        let rows: Vec<Vec<(String, String)>> = if stats_rows(scale) == 2 {
            vec![
                vec![
                    (format!("buttons {b} income {inc}"), String::new()),
                    (format!("buttons {b} inc {inc}"), String::new()),
                    (format!("btn {b} inc {inc}"), String::new()),
                ],
                vec![
                    (format!("score {now}"), format!(" end {end}")),
                    (format!("now {now}"), format!(" end {end}")),
                ],
            ]
        } else {
            vec![
                vec![
                    (format!("buttons {b} · income {inc}"), String::new()),
                    (format!("buttons {b} inc {inc}"), String::new()),
                ],
                vec![
                    (
                        format!(
                            "time {t}/{final_space} · empty {} of {}",
                            score.empty,
                            game.board().len()
                        ),
                        String::new(),
                    ),
                    (
                        format!("time {t}/{final_space} · empty {}", score.empty),
                        String::new(),
                    ),
                ],
                vec![
                    (
                        format!("score now {now}"),
                        format!(" = {}{bonus} - 2×{}", score.buttons, score.empty),
                    ),
                    (format!("score now {now}"), String::new()),
                ],
                vec![
                    (
                        format!("at the end {end}"),
                        format!(" = now +{inc}×{ahead} income"),
                    ),
                    (format!("at the end {end}"), format!(" (+{inc}×{ahead})")),
                    (format!("at the end {end}"), String::new()),
                ],
            ]
        };
        let styles = [theme.base, theme.base, theme.title, theme.title];
        for (k, choices) in rows.iter().enumerate() {
            let style = if stats_rows(scale) == 2 {
                [theme.base, theme.title][k]
            } else {
                styles[k]
            };
            let fit = choices
                .iter()
                .find(|(a, d)| a.chars().count() + d.chars().count() <= room)
                .or(choices.last());
            if let Some((main, detail)) = fit {
                let yk = y + k as u16;
                let x2 = put(buf, inner, x, yk, main, style);
                put(buf, inner, x2, yk, detail, theme.dim);
            }
        }
    }
}
