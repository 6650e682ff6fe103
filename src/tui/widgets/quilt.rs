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
use crate::tr;
use crate::tui::fit::ellipsis;
use crate::tui::layout::{Grid, stats_rows};
use crate::tui::reading;
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

/// The quilt's title: its token and name, and its mark: that a bot plays it (and which, when
/// the name does not say), or that the reader plays it (at a table), in the longest form that
/// fits `room` (the top border between its corners), always with a space either side; and
/// whether the mark goes on the bottom border instead. The name (a bot's is its level's) and
/// the mark are kept whole: the mark moves down before the name is cut, and the name is cut
/// only when it alone does not fit.
fn title(seat: &Seat<'_>, room: usize) -> (String, bool) {
    let token = seat.token;
    let name = reading::isolate(seat.name);
    let name = name.as_str();
    let word = mark_word(seat);
    let mut forms = Vec::new();
    if let (Some(bot), Some(word)) = (&seat.bot, &word)
        && !name.to_lowercase().contains(&bot.to_lowercase())
    {
        forms.push(format!(" [{token}] {name} · {word} {bot} "));
    }
    if let Some(word) = &word {
        forms.push(format!(" [{token}] {name} ({word}) "));
    } else {
        forms.push(format!(" [{token}] {name} "));
    }
    if let Some(fits) = forms
        .into_iter()
        .find(|t| crate::tui::fit::width(t) <= room)
    {
        return (fits, false);
    }
    let marked = word.is_some();
    let alone = format!(" [{token}] {name} ");
    if crate::tui::fit::width(&alone) <= room {
        return (alone, marked);
    }
    let name = reading::isolate(&ellipsis(seat.name, room.saturating_sub(6).max(3)));
    (format!(" [{token}] {name} "), marked)
}

/// The word a quilt's title marks its seat with: "bot" for a bot's, "you" for the reader's at
/// a table, none for a person's at this keyboard.
fn mark_word(seat: &Seat<'_>) -> Option<String> {
    if seat.bot.is_some() {
        Some(crate::tr!("quilt-bot"))
    } else if seat.you {
        Some(crate::tr!("quilt-you"))
    } else {
        None
    }
}

impl Widget for QuiltPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let p = self.player;
        let active = game.to_move() == Some(p);
        let room = usize::from(area.width.saturating_sub(2));
        let (title, mark_below) = title(self.seat, room);
        let style = theme.players[p.index()];
        let mut block = theme.panel(active).title(reading::title(&title, style));
        // The seat's mark on the bottom border when the title has room only for the name.
        if mark_below && let Some(word) = mark_word(self.seat) {
            block = block.title_bottom(reading::title(&format!(" ({word}) "), style));
        }
        // The 7x7 bonus on the bottom border, where it never crowds the name.
        if game.bonus() == Some(p) {
            block = block.title_bottom(reading::title_end(" ★7x7 ", style));
        }
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

/// One row of an empty cell: a dim dot, in the middle of a big cell (under its column's
/// letter), so that empty cells stay quiet beside the patches.
fn empty_row(width: u16, row: u16, scale: u16) -> String {
    let width = usize::from(width);
    if scale == 1 {
        return "· ".to_owned();
    }
    if row != (scale - 1) / 2 {
        return " ".repeat(width);
    }
    let before = (width - 1) / 2;
    format!("{}·{}", " ".repeat(before), " ".repeat(width - before - 1))
}

impl QuiltPanel<'_> {
    /// The glyph and style of one cell.
    fn look(&self, cell: Cell, covered: Option<Cover>, fabric: &[usize]) -> (char, Style) {
        let theme = self.theme;
        let marked = self.seat.highlight.contains(cell);
        // How the cell is lit when the step shown sewed it: its fabric's bright form (the
        // highlight for leather).
        let mut lit = theme.highlight;
        let (glyph, style) = match (self.seat.mark, covered) {
            (Mark::Ghost { cells, .. }, Some(_)) if cells.contains(cell) => ('X', theme.ghost_bad),
            (Mark::Ghost { cells, legal }, None) if cells.contains(cell) => {
                if legal {
                    ('▓', theme.ghost_ok)
                } else {
                    ('░', theme.ghost_bad)
                }
            }
            (Mark::Best(cells), None) if cells.contains(cell) => ('◆', theme.best),
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
                let f = fabric.get(i).copied().unwrap_or(i) % theme.patches.len();
                lit = theme.sewn[f % theme.sewn.len()];
                // In colour a weave per fabric; without, the patch's letter.
                let glyph = theme.weaves.map_or_else(
                    || char::from(LETTERS[i % LETTERS.len()]),
                    |w| w[f % w.len()],
                );
                (glyph, theme.patches[f])
            }
            (_, None) => ('·', theme.dim),
        };
        if marked {
            // Settling after the step: a bright block lands, takes the fabric's colour, then
            // shows its weave, the fabric lit up until the next step.
            match self.seat.settling {
                Some(k) if k >= 3 => ('▓', theme.highlight),
                Some(2) => ('▒', lit),
                _ => (glyph, lit),
            }
        } else {
            (glyph, style)
        }
    }

    /// Buttons, income, time, empty cells, and the score now and projected to the end, a
    /// column of padding either side: for each row the longest wording that fits both quilts,
    /// so that both say their figures the same way.
    fn stats(&self, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let scale = self.grid.scale;
        let y = self.grid.y + u16::from(self.grid.size) * scale;
        let lines = super::padded(inner);
        let room = usize::from(inner.width.saturating_sub(2));
        let two_rows = stats_rows(scale) == 2;
        let mine = stat_rows(game, self.player, two_rows);
        let theirs = stat_rows(game, self.player.other(), two_rows);
        let styles = if two_rows {
            vec![theme.base, theme.title]
        } else {
            vec![theme.base, theme.base, theme.title, theme.title]
        };
        for (k, (choices, style)) in mine.iter().zip(styles).enumerate() {
            let other = theirs.get(k).map_or(&[][..], Vec::as_slice);
            let form = shared_form(choices, other, room);
            if let Some((main, detail)) = choices.get(form) {
                let yk = y + k as u16;
                reading::put_parts(
                    buf,
                    lines,
                    lines.x,
                    yk,
                    &[(main, style), (detail, theme.dim)],
                );
            }
        }
    }
}

/// The columns a row's wording takes.
fn form_width((main, detail): &(String, String)) -> usize {
    crate::tui::fit::width(main) + crate::tui::fit::width(detail)
}

/// The first wording (they go from the longest to the shortest) in which both quilts' row fits
/// `room`; the last when none does.
fn shared_form(mine: &[(String, String)], theirs: &[(String, String)], room: usize) -> usize {
    let fits =
        |forms: &[(String, String)], k: usize| forms.get(k).is_none_or(|f| form_width(f) <= room);
    (0..mine.len())
        .find(|&k| fits(mine, k) && fits(theirs, k))
        .unwrap_or(mine.len().saturating_sub(1))
}

/// A quilt's figures, each row from its longest wording to its shortest: two rows (buttons and
/// income; the score now and at the end) or four (adding the time and empty cells, and each
/// score's sum). One word per thing (buttons, income, time, empty, score, at the end); the
/// shortest forms keep the words for buttons and the score and write income as `+N` and the
/// score at the end as `→ N` (the help's legend says what they mean), on the narrowest
/// quilts the score as `pts`, and leave the projection out where even that does not fit. The 7x7 bonus is in the
/// sum once won; the projection's sum only while income still has spaces to pay.
fn stat_rows(game: &Game, who: Player, two_rows: bool) -> Vec<Vec<(String, String)>> {
    let state = game.player(who);
    let score = game.score(who);
    let end = game.projected_score(who);
    let ahead = game.income_spaces_ahead(who);
    let final_space = game.variant().final_space();
    let (b, inc, t) = (state.buttons, state.income, state.position);
    let bonus = if score.bonus > 0 {
        tr!("stat-bonus", bonus = score.bonus)
    } else {
        String::new()
    };
    let now = score.total;
    let buttons = tr!("stat-buttons", buttons = b);
    let income = tr!("stat-income", income = inc);
    let money = vec![
        (format!("{buttons} · {income}"), String::new()),
        (format!("{buttons} {income}"), String::new()),
        (format!("{buttons} · +{inc}"), String::new()),
        (format!("{buttons} +{inc}"), String::new()),
    ];
    let score_now = tr!("stat-score", score = now);
    let at_end = tr!("stat-end", end = end);
    if two_rows {
        return vec![
            money,
            vec![
                (score_now.clone(), format!(" · {at_end}")),
                (
                    score_now.clone(),
                    format!(" · {}", tr!("stat-end-word", end = end)),
                ),
                (
                    score_now.clone(),
                    format!(" {}", tr!("stat-end-short", end = end)),
                ),
                // The narrowest quilts (Express at 80x24): the score's word shortened, then the
                // score alone.
                (
                    tr!("stat-score-short", score = now),
                    format!(" {}", tr!("stat-end-short", end = end)),
                ),
                (score_now, String::new()),
            ],
        ];
    }
    let time = tr!("stat-time", time = t.get(), last = final_space.get());
    let empty_of = tr!(
        "stat-empty-of",
        empty = score.empty,
        cells = game.board().len()
    );
    let sum = tr!(
        "stat-score-sum",
        buttons = score.buttons,
        bonus = bonus,
        empty = score.empty
    );
    let end_rows = if ahead > 0 {
        vec![
            (
                at_end.clone(),
                format!(" {}", tr!("stat-end-sum", income = inc, ahead = ahead)),
            ),
            (at_end.clone(), format!(" (+{inc}×{ahead})")),
            (at_end, String::new()),
        ]
    } else {
        vec![(at_end, String::new())]
    };
    vec![
        money,
        vec![
            (format!("{time} · {empty_of}"), String::new()),
            (
                format!("{time} · {}", tr!("stat-empty", empty = score.empty)),
                String::new(),
            ),
        ],
        vec![
            (score_now.clone(), format!(" {sum}")),
            (score_now, String::new()),
        ],
        end_rows,
    ]
}
