//! Drawing: a pure function of a [`Scene`]. Each panel is a widget drawn from a slice of the
//! scene (a `&Game`, a seat, the marks, the lines, a theme) into the rectangle the layout gives
//! it; nothing here knows the app or its modes.
//!
//! Where each panel goes is [`layout::screen`], a pure function of the size and the variant
//! that the app's mouse handling uses too.

mod banner;
mod card;
pub(crate) mod circle;
mod dialog;
mod game_over;
mod graph;
pub(crate) mod help;
mod hints;
mod menu;
mod moves;
pub(crate) mod patches;
mod quilt;
mod time_board;
mod too_small;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::layout;
use super::reading;
use super::scene::{GameScene, MenuScene, Scene};
use crate::rules::Player;

/// The double-bordered box of a list that scrolls, titled `title` (in the title's style, its
/// border in `border`), with "more above" on its top border when `above` and `below_words` on
/// its bottom border when `below`, at the right, in the key's style.
fn scrolling_box<'a>(
    title: &str,
    border: ratatui::style::Style,
    theme: &crate::tui::theme::Theme,
    (above, below): (bool, bool),
    below_words: &str,
) -> ratatui::widgets::Block<'a> {
    use ratatui::widgets::{Block, BorderType};
    let mut block = Block::bordered()
        .title(reading::title(&format!(" {title} "), theme.title))
        .border_type(BorderType::Double)
        .border_style(border);
    if above {
        let more = format!(" {} ", crate::tr!("help-more-above"));
        block = block.title(reading::title_end(&more, theme.key));
    }
    if below {
        block = block.title_bottom(reading::title_end(&format!(" {below_words} "), theme.key));
    }
    block
}

/// `inner` less a column of padding either side.
fn padded(inner: Rect) -> Rect {
    Rect {
        x: inner.x + 1,
        width: inner.width.saturating_sub(2),
        ..inner
    }
}

impl Widget for &Scene<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        match self {
            Scene::Menu(menu) => menu.render(area, buf),
            Scene::Game(game) => game.as_ref().render(area, buf),
        }
    }
}

/// The screen that asks for a larger terminal (and shows a question waiting, if one does).
fn too_small_screen(
    variant: crate::rules::Variant,
    note: Option<&str>,
    theme: &crate::tui::theme::Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    too_small::TooSmall {
        need: layout::min_sizes(variant),
        have: (area.width, area.height),
        note,
        theme,
    }
    .render(area, buf);
}

impl Widget for &MenuScene<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if layout::screen(area, self.variant).is_none() {
            too_small_screen(
                self.variant,
                self.too_small_note.as_deref(),
                self.theme,
                area,
                buf,
            );
            return;
        }
        menu::MenuPanel {
            menu: &self.view,
            hints: &self.hints,
            help: self.help.as_ref(),
            theme: self.theme,
        }
        .render(area, buf);
    }
}

impl Widget for &GameScene<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let variant = game.variant();
        let Some(screen) = layout::screen(area, variant) else {
            too_small_screen(variant, self.too_small_note.as_deref(), theme, area, buf);
            return;
        };
        buf.set_style(area, theme.base);
        banner::Banner {
            first: &self.banner_forms[0],
            second: &self.banner_forms[1],
            tip: &self.banner_tip,
        }
        .render(screen.banner, buf);
        let names = self.seats.clone().map(|s| s.name);
        let tokens = self.seats.clone().map(|s| s.token);
        for p in Player::BOTH {
            let seat = &self.seats[p.index()];
            quilt::QuiltPanel {
                game,
                player: p,
                seat,
                grid: screen.grids[p.index()],
                theme,
            }
            .render(screen.quilts[p.index()], buf);
        }
        circle::CirclePanel {
            game,
            blocked: &self.blocked,
            selected: self.selected,
            picked: self.picked,
            last_bought: self.last_bought,
            page: self.circle_page,
            theme,
        }
        .render(screen.circle, buf);
        time_board::TimeBoard {
            game,
            names,
            tokens,
            form: screen.board_form,
            trail: self.trail,
            target: self.target,
            walking: self.walking,
            theme,
        }
        .render(screen.board, buf);
        self.draw_moves(
            screen.moves,
            screen.board_form != crate::tui::layout::BoardForm::Line,
            buf,
        );
        hints::Hints {
            list: &self.hints,
            theme,
            tag: self.tag.as_deref(),
        }
        .render(screen.hints, buf);

        if let Some(over) = &self.boxes.game_over {
            game_over::GameOver {
                game,
                names,
                tokens,
                keys: &over.keys,
                tallies: over.tallies,
                share: over.share.as_deref(),
                theme,
            }
            .render(area, buf);
        }
        if let Some(card) = &self.boxes.card {
            card::CardBox { card, theme }.render(area, buf);
        }
        if let Some(text) = &self.boxes.dialog {
            dialog::Dialog { text, theme }.render(area, buf);
        }
        // The tables over the game leave the key bar in sight.
        let above_bar = overlay_area(area);
        if let Some(table) = &self.boxes.patches {
            patches::Patches { table, theme }.render(above_bar, buf);
        }
        if let Some(help) = &self.boxes.help {
            help::Help { help, theme }.render(above_bar, buf);
        }
    }
}

impl GameScene<'_> {
    /// The move list, under the review's graph when there is one and room for it.
    fn draw_moves(&self, area: Rect, titled: bool, buf: &mut Buffer) {
        let theme = self.theme;
        let title = crate::tr!("moves-title");
        // A reviewed game's graph takes the top of the move list's room when there is enough.
        let mut moves_area = area;
        if let Some(graph) = &self.graph
            && moves_area.height >= 4
        {
            let rows = if moves_area.height >= 7 {
                (moves_area.height / 3).clamp(3, 6)
            } else {
                2
            };
            let top = Rect {
                height: rows,
                ..moves_area
            };
            graph::GraphPanel { graph, theme }.render(top, buf);
            moves_area.y += rows;
            moves_area.height -= rows;
        }
        moves::MoveList {
            title: titled.then_some(title.as_str()),
            entries: &self.moves,
            follow: self.follow,
            theme,
        }
        .render(moves_area, buf);
    }
}

/// Writes `text` at `(x, y)` clipped to `area`; returns the column after it.
fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) -> u16 {
    if y < area.top() || y >= area.bottom() || x < area.left() || x >= area.right() {
        return x;
    }
    let room = usize::from(area.right() - x);
    buf.set_stringn(x, y, text, room, style).0
}

/// Where a box that scrolls (the help, the patches' table) may go: the screen but its last row,
/// the key bar's.
pub(crate) fn overlay_area(area: Rect) -> Rect {
    Rect {
        height: area.height.saturating_sub(1),
        ..area
    }
}

/// A rectangle of at most `width` x `height` centred in `area`.
fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect {
        x: area.x + (area.width - w) / 2,
        y: area.y + (area.height - h) / 2,
        width: w,
        height: h,
    }
}
