//! The patch circle, in order from the neutral token: the three choosable patches first, each
//! on three rows with its shape, number key, cost, time and income (greyed with the core's
//! reason when it can't be bought), then every other patch as a small card with its shape and
//! figures, dimmed when the player to move can't afford it. Cards are big when all of them fit,
//! small otherwise, and page with `[` `]` when even small ones don't.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Widget};

use super::put;
use crate::rules::{Game, Orientation, PatchId, Phase, Quilt};
use crate::tui::reading;
use crate::tui::scene::Blocked;
use crate::tui::strings;
use crate::tui::theme::Theme;

/// Rows of a choosable patch's entry.
const ENTRY_ROWS: u16 = 3;
/// Columns of a choosable patch's shape.
const SHAPE_COLS: u16 = 10;
/// Rows of a choosable patch's large entry (a roomy panel): the shape at twice the size, the
/// figures and what the patch would add by the end, and a row between entries.
const BIG_ENTRY_ROWS: u16 = 7;
/// Columns of a large entry's shape: five cells of four columns.
const BIG_SHAPE_COLS: u16 = 20;
/// The inside width from which the three patches on offer get large entries.
const BIG_ENTRY_WIDTH: u16 = 60;

/// A card's size and the space around it: (width, height, column gap, row gap).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Card {
    /// Shape in two-column cells, figures and cell count on two rows.
    Big,
    /// Shape in half blocks, figures on one row.
    Small,
}

impl Card {
    const fn size(self) -> (u16, u16) {
        match self {
            Card::Big => (11, 6),
            Card::Small => (8, 3),
        }
    }
}

/// The circle panel.
pub struct CirclePanel<'a> {
    /// The game shown.
    pub game: &'a Game,
    /// For each choosable patch, why it can't be bought (`None`: it can).
    pub blocked: &'a [Option<Blocked>],
    /// The highlighted choosable patch, while choosing.
    pub selected: Option<usize>,
    /// The patch being placed.
    pub picked: Option<PatchId>,
    /// The patch the last step bought: the neutral token now stands where it was.
    pub last_bought: Option<PatchId>,
    /// The page of the rest of the circle to show (clamped).
    pub page: u16,
    /// Styles.
    pub theme: &'a Theme,
}

/// The panel's inside.
fn inner(area: Rect) -> Rect {
    Block::bordered().inner(area)
}

/// Rows of each choosable patch's entry in the panel at `area`: large entries where the panel
/// is wide and leaves a row of cards under them.
fn entry_rows(area: Rect) -> u16 {
    let inner = inner(area);
    let (_, card_h) = Card::Small.size();
    if inner.width >= BIG_ENTRY_WIDTH && inner.height >= 3 * BIG_ENTRY_ROWS + card_h {
        BIG_ENTRY_ROWS
    } else {
        ENTRY_ROWS
    }
}

/// Where each choosable patch's entry is drawn (for clicks).
pub fn entries(area: Rect) -> [Rect; 3] {
    let inner = inner(area);
    let rows = entry_rows(area);
    [0, 1, 2].map(|i| {
        Rect {
            x: inner.x,
            y: inner.y + i * rows,
            width: inner.width,
            height: rows,
        }
        .intersection(inner)
    })
}

/// The area of the cards.
fn cards_area(area: Rect) -> Rect {
    let inner = inner(area);
    let top = (3 * entry_rows(area)).min(inner.height);
    Rect {
        y: inner.y + top,
        height: inner.height - top,
        ..inner
    }
}

/// Cards per page of a kind in `area`: (columns, rows).
fn grid(kind: Card, area: Rect) -> (u16, u16) {
    let (w, h) = kind.size();
    ((area.width + 1) / w, (area.height + 1) / h)
}

/// The kind of card used for `rest` patches in the circle panel at `area`, and the cards on a
/// page.
fn plan(area: Rect, rest: usize) -> (Card, usize) {
    let cards = cards_area(area);
    let (c, r) = grid(Card::Big, cards);
    let big = usize::from(c) * usize::from(r);
    if rest <= big {
        return (Card::Big, big.max(1));
    }
    let (c, r) = grid(Card::Small, cards);
    (Card::Small, (usize::from(c) * usize::from(r)).max(1))
}

/// How many pages the rest of the circle (`rest` patches after the first three) takes.
pub fn pages(area: Rect, rest: usize) -> usize {
    let (_, per_page) = plan(area, rest);
    rest.div_ceil(per_page).max(1)
}

/// The orientation a patch is shown in: the first that is at least as wide as it is tall.
fn shown(game: &Game, patch: PatchId) -> Option<&'static Orientation> {
    let all = game.variant().orientations(patch);
    all.iter().find(|o| o.width >= o.height).or(all.first())
}

/// The columns the second text row of `o` takes when drawn in half blocks (its third row of
/// cells).
fn second_row_width(o: &Orientation) -> usize {
    o.mask
        .cells()
        .filter(|c| c.row / 2 == 1)
        .map(|c| usize::from(c.col) + 1)
        .max()
        .unwrap_or(0)
}

/// The orientation a small card shows a patch in: at least as wide as it is tall, its second
/// row of half blocks no wider than `room` (the card's number goes after it).
fn small_orientation(
    variant: crate::rules::Variant,
    patch: PatchId,
    room: usize,
) -> Option<&'static Orientation> {
    variant
        .orientations(patch)
        .iter()
        .filter(|o| o.width >= o.height)
        .find(|o| second_row_width(o) <= room)
}

/// The column of an entry's words: from `tx` to the entry's right edge.
fn text_column(rect: Rect, tx: u16) -> Rect {
    Rect {
        x: tx,
        width: rect.right().saturating_sub(tx),
        ..rect
    }
}

/// Draws `shape` with two-column cells from `(x, y)`.
fn draw_cells(
    buf: &mut Buffer,
    clip: Rect,
    x: u16,
    y: u16,
    shape: Quilt,
    style: Style,
    glyph: &str,
) {
    for cell in shape.cells() {
        put(
            buf,
            clip,
            x + u16::from(cell.col) * 2,
            y + u16::from(cell.row),
            glyph,
            style,
        );
    }
}

/// Draws `shape` in half blocks (two cell rows a text row) from `(x, y)`.
fn draw_half(buf: &mut Buffer, clip: Rect, x: u16, y: u16, o: &Orientation, style: Style) {
    for pair in 0..o.height.div_ceil(2) {
        for col in 0..o.width {
            let top = o.mask.contains(crate::rules::Cell::new(2 * pair, col));
            let bottom = 2 * pair + 1 < o.height
                && o.mask.contains(crate::rules::Cell::new(2 * pair + 1, col));
            let glyph = match (top, bottom) {
                (true, true) => "█",
                (true, false) => "▀",
                (false, true) => "▄",
                (false, false) => continue,
            };
            put(
                buf,
                clip,
                x + u16::from(col),
                y + u16::from(pair),
                glyph,
                style,
            );
        }
    }
}

/// A choosable patch's figures on one row, from the longest wording to the shortest: each
/// as the figures and then the income (drawn in its own colour). The shortest is the cards'
/// signs (`$` cost, `t` time, `+` income), which the help's legend explains.
fn figure_forms(p: &crate::rules::Patch) -> [(String, String); 4] {
    let figures = crate::tr!("circle-figures", cost = p.cost, time = p.time);
    let tight = crate::tr!("circle-figures-tight", cost = p.cost, time = p.time);
    let income = crate::i18n::digits(&format!("+{}", p.income));
    [
        (
            format!("{figures} · "),
            crate::tr!("circle-income", income = p.income),
        ),
        (format!("{figures} · "), income.clone()),
        (format!("{tight} "), income.clone()),
        (format!("{}${}t", p.cost, p.time), format!("+{}", p.income)),
    ]
}

/// The wording of the figures the three entries share: the longest in which every one of them
/// fits an entry at `rect`.
fn shared_form(game: &Game, rect: Rect) -> usize {
    // The entry's text starts after the key and the shape, and keeps a column before the
    // border.
    let room = usize::from(rect.width.saturating_sub(2 + SHAPE_COLS + 1 + 1));
    let variant = game.variant();
    let patches: Vec<&crate::rules::Patch> = game
        .choosable()
        .iter()
        .filter_map(|&id| variant.patch(id))
        .collect();
    let forms: Vec<_> = patches.iter().map(|p| figure_forms(p)).collect();
    let last = forms.first().map_or(0, |f| f.len() - 1);
    (0..last)
        .find(|&k| {
            forms.iter().all(|f| {
                let (figures, income) = &f[k];
                crate::tui::fit::width(figures) + crate::tui::fit::width(income) <= room
            })
        })
        .unwrap_or(last)
}

impl Widget for CirclePanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let rest: Vec<PatchId> = game.circle().iter().skip(3).copied().collect();
        let (kind, per_page) = plan(area, rest.len());
        let pages = rest.len().div_ceil(per_page).max(1);
        let page = usize::from(self.page).min(pages - 1);
        let title = format!(
            " {} ",
            if area.width >= 44 {
                crate::tr!("circle-title-long")
            } else {
                crate::tr!("circle-title")
            }
        );
        let mut block = Block::bordered()
            .title(reading::title(&title, theme.title))
            .border_style(theme.border);
        let paging = format!(
            " [ ] {} ",
            crate::i18n::digits(&format!("{}/{pages}", page + 1))
        );
        let room = usize::from(area.width.saturating_sub(4)).saturating_sub(if pages > 1 {
            crate::tui::fit::width(&paging)
        } else {
            0
        });
        // The gap the last purchase left: the neutral token stands where that patch was.
        let gap = self
            .last_bought
            .map(|p| strings::bought_gap(&game.variant().patch_name(p).to_string()));
        let note = match (&gap, game.blue_waiting().is_empty()) {
            (_, false) => [strings::blue_waiting(false), strings::blue_waiting(true)],
            (Some([long, short]), true) => [long.clone(), short.clone()],
            (None, true) => [format!(" {} ", crate::tr!("circle-legend")), String::new()],
        };
        if let Some(note) = note
            .iter()
            .map(|n| format!(" {} ", n.trim()))
            .find(|n| crate::tui::fit::width(n.trim()) > 0 && crate::tui::fit::width(n) <= room)
        {
            block = block.title_bottom(reading::title(&note, ratatui::style::Style::default()));
        }
        if pages > 1 {
            block = block.title_bottom(reading::title_end(&paging, theme.key));
        }
        block.render(area, buf);
        let form = shared_form(game, entries(area)[0]);
        for (i, (&patch, rect)) in game.choosable().iter().zip(entries(area)).enumerate() {
            if rect.height >= BIG_ENTRY_ROWS {
                self.big_entry(i, patch, rect, buf);
            } else {
                self.entry(i, patch, form, rect, buf);
            }
        }
        let cards = cards_area(area);
        let (cols, _) = grid(kind, cards);
        let (card_w, card_h) = kind.size();
        let mover = game.to_move();
        for (k, &patch) in rest.iter().skip(page * per_page).take(per_page).enumerate() {
            let k = k as u16;
            let x = cards.x + (k % cols.max(1)) * card_w;
            let y = cards.y + (k / cols.max(1)) * card_h;
            let dear = mover.is_some_and(|p| game.affordable(p, patch).is_none());
            self.card(kind, patch, x, y, dear, cards, buf);
        }
    }
}

impl CirclePanel<'_> {
    /// The number key of choosable patch `i` on `row` of its entry (with `▶` when it is the
    /// one chosen), and whether it is blocked (and why) or greyed.
    fn entry_key(
        &self,
        i: usize,
        patch: PatchId,
        rect: Rect,
        row: u16,
        buf: &mut Buffer,
    ) -> (Option<&Blocked>, bool) {
        let theme = self.theme;
        let blocker = self.blocked.get(i).and_then(Option::as_ref);
        let greyed = blocker.is_some() || !matches!(self.game.phase(), Phase::Turn(_));
        let chosen = self.selected == Some(i) || self.picked == Some(patch);
        let key_style = if chosen {
            theme.active_border
        } else {
            theme.key
        };
        put(buf, rect, rect.x, row, &(i + 1).to_string(), key_style);
        if chosen {
            put(buf, rect, rect.x + 1, row, "▶", theme.active_border);
        }
        (blocker, greyed)
    }

    /// One of the three choosable patches on three rows: its name and cells, its figures in
    /// `form` (shared by the three entries), and why it can't be bought.
    fn entry(&self, i: usize, patch: PatchId, form: usize, rect: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let v = game.variant();
        let Some(p) = v.patch(patch) else { return };
        let (blocker, greyed) = self.entry_key(i, patch, rect, rect.y + 1, buf);
        let text = if greyed { theme.dim } else { theme.base };
        if let Some(o) = shown(game, patch) {
            let (glyph, style) = if greyed {
                ("░░", theme.dim)
            } else {
                ("██", theme.shape)
            };
            let x = rect.x + 2 + (SHAPE_COLS - u16::from(o.width) * 2) / 2;
            draw_cells(buf, rect, x, rect.y, o.mask, style, glyph);
        }
        let tx = rect.x + 2 + SHAPE_COLS + 1;
        // A column of padding before the border.
        let room = usize::from(rect.right().saturating_sub(tx + 1));
        let words = text_column(rect, tx);
        let name = v.patch_name(patch);
        let title_style = if greyed { theme.dim } else { theme.title };
        reading::put(
            buf,
            words,
            tx,
            rect.y,
            &crate::tr!("circle-patch", name = name.to_string(), cells = p.cells),
            title_style,
        );
        let income_style = if p.income > 0 && !greyed {
            theme.income
        } else {
            text
        };
        let forms = figure_forms(p);
        let (figures, income) = &forms[form.min(forms.len() - 1)];
        reading::put_parts(
            buf,
            words,
            tx,
            rect.y + 1,
            &[(figures, text), (income, income_style)],
        );
        if let Some(reason) = blocker {
            let long = format!("✗ {}", reason.long);
            let why = if crate::tui::fit::width(&long) <= room {
                long
            } else {
                format!("✗ {}", reason.short)
            };
            reading::put(buf, words, tx, rect.y + 2, &why, theme.error);
        }
    }

    /// One of the three choosable patches in a roomy panel: its shape at twice the size, its
    /// figures, what it would add to the mover's projected score by the end (and per space of
    /// time), and why it can't be bought.
    fn big_entry(&self, i: usize, patch: PatchId, rect: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let variant = game.variant();
        let Some(p) = variant.patch(patch) else {
            return;
        };
        let (blocker, greyed) = self.entry_key(i, patch, rect, rect.y + 2, buf);
        let text = if greyed { theme.dim } else { theme.base };
        if let Some(shape) = shown(game, patch) {
            let (glyph, style) = if greyed {
                ("░░░░", theme.dim)
            } else {
                ("████", theme.shape)
            };
            let x = rect.x + 3 + (BIG_SHAPE_COLS - u16::from(shape.width) * 4) / 2;
            let y = rect.y + u16::from(3 - shape.height.min(3));
            for cell in shape.mask.cells() {
                for dy in 0..2 {
                    put(
                        buf,
                        rect,
                        x + u16::from(cell.col) * 4,
                        y + u16::from(cell.row) * 2 + dy,
                        glyph,
                        style,
                    );
                }
            }
        }
        let tx = rect.x + 3 + BIG_SHAPE_COLS + 2;
        let words = text_column(rect, tx);
        let title_style = if greyed { theme.dim } else { theme.title };
        let name = variant.patch_name(patch).to_string();
        reading::put(
            buf,
            words,
            tx,
            rect.y + 1,
            &crate::tr!("circle-patch", name = name, cells = p.cells),
            title_style,
        );
        let figures = crate::tr!("circle-figures", cost = p.cost, time = p.time);
        let income_style = if p.income > 0 && !greyed {
            theme.income
        } else {
            text
        };
        reading::put_parts(
            buf,
            words,
            tx,
            rect.y + 2,
            &[
                (&format!("{figures} · "), text),
                (
                    &crate::tr!("circle-income", income = p.income),
                    income_style,
                ),
            ],
        );
        if let Some(value) = game
            .to_move()
            .and_then(|player| game.patch_value(player, patch))
        {
            let per = strings::decimal(f64::from(value) / f64::from(p.time.max(1)));
            reading::put(
                buf,
                words,
                tx,
                rect.y + 3,
                &crate::tr!(
                    "circle-value",
                    value = crate::i18n::digits(&format!("{value:+}")),
                    per = per
                ),
                theme.dim,
            );
        }
        if let Some(reason) = blocker {
            reading::put(
                buf,
                words,
                tx,
                rect.y + 4,
                &format!("✗ {}", reason.long),
                theme.error,
            );
        }
    }

    /// One patch further round the circle.
    #[allow(clippy::too_many_arguments)]
    fn card(
        &self,
        kind: Card,
        patch: PatchId,
        x: u16,
        y: u16,
        dear: bool,
        clip: Rect,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let variant = self.game.variant();
        let (Some(p), Some(o)) = (variant.patch(patch), shown(self.game, patch)) else {
            return;
        };
        let (shape, text, income) = if dear {
            (theme.dim, theme.dim, theme.dim)
        } else {
            (theme.shape, theme.base, theme.income)
        };
        let figures = format!("{}${}t", p.cost, p.time);
        match kind {
            Card::Big => {
                draw_cells(buf, clip, x, y, o.mask, shape, "██");
                let after = put(buf, clip, x, y + 3, &figures, text);
                if p.income > 0 {
                    put(buf, clip, after, y + 3, &format!("+{}", p.income), income);
                }
                // The patch's number, as the rules' tables and the hint name it.
                let name = variant.patch_name(patch).to_string();
                let with_cells = crate::tr!("circle-cells", name = name.clone(), cells = p.cells);
                let line = if crate::tui::fit::width(&with_cells) < usize::from(kind.size().0) {
                    with_cells
                } else {
                    format!("#{name}")
                };
                let card = Rect::new(x, y + 4, kind.size().0, 1).intersection(clip);
                reading::put(buf, card, x, y + 4, &line, theme.dim);
            }
            Card::Small => {
                // The number, `#` and all, at the right end of the card's second row, the
                // shape turned so that it leaves room there.
                let tag = format!("#{}", variant.patch_name(patch));
                let room = usize::from(kind.size().0).saturating_sub(2 + tag.len());
                let o = small_orientation(variant, patch, room).unwrap_or(o);
                draw_half(buf, clip, x, y, o, shape);
                put(
                    buf,
                    clip,
                    x + (usize::from(kind.size().0).saturating_sub(1 + tag.len())) as u16,
                    y + 1,
                    &tag,
                    theme.dim,
                );
                let after = put(buf, clip, x, y + 2, &figures, text);
                if p.income > 0 {
                    put(buf, clip, after, y + 2, &format!("+{}", p.income), income);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    /// Every patch of both games has a way to lie on a small card with its number at the
    /// right end of the second row: one placement for all.
    #[test]
    fn every_small_card_has_room_for_its_number_on_the_second_row() {
        for variant in [Variant::Classic, Variant::Express] {
            for p in variant.patches() {
                let tag = format!("#{}", variant.patch_name(p.id));
                let room = usize::from(Card::Small.size().0).saturating_sub(2 + tag.len());
                assert!(
                    small_orientation(variant, p.id, room).is_some(),
                    "{variant:?} patch {tag}"
                );
            }
        }
    }
}
