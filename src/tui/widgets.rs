//! Drawing: a pure function of `&App`, one widget per panel.

mod banner;
mod circle;
mod dialog;
mod game_over;
mod help;
mod hints;
mod log;
mod quilt;
mod time_board;
mod too_small;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::app::{App, Mode, Overlay};
use super::strings;
use crate::rules::Player;

/// The quilt panel's width.
const QUILT_WIDTH: u16 = 26;
/// From this width on, the circle sits beside the quilts.
const WIDE: u16 = 96;
/// The smallest screen of the wide layout.
const MIN_WIDE: (u16, u16) = (WIDE, 26);
/// The smallest screen of the narrow layout (circle under the quilts).
const MIN_NARROW: (u16, u16) = (2 * QUILT_WIDTH + 2, 41);
/// The smallest screen of the stacked layout (one quilt above the other, the log beside them),
/// for tall terminals narrower than the narrow layout.
const MIN_STACKED: (u16, u16) = (44, 59);

/// The smallest size that fits the screen, given the size there is.
pub fn min_size(width: u16, height: u16) -> (u16, u16) {
    if width >= WIDE {
        MIN_WIDE
    } else if width >= MIN_NARROW.0 && height >= MIN_NARROW.1 {
        MIN_NARROW
    } else if height >= MIN_STACKED.1 {
        MIN_STACKED
    } else if height >= MIN_NARROW.1 {
        MIN_NARROW
    } else {
        MIN_WIDE
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (min_w, min_h) = min_size(area.width, area.height);
        if area.width < min_w || area.height < min_h {
            too_small::TooSmall {
                need: (min_w, min_h),
                have: (area.width, area.height),
                theme: &self.theme,
            }
            .render(area, buf);
            return;
        }
        buf.set_style(area, self.theme.base);
        let quilt_height = u16::from(self.game().variant().quilt_size()) + 6;
        let board_height = time_board::height(self, area.width);
        let [banner_area, body, hints_area] = Layout::vertical([
            Constraint::Length(banner::height(self, area.width)),
            Constraint::Fill(1),
            Constraint::Length(1),
        ])
        .areas(area);
        banner::Banner { app: self }.render(banner_area, buf);
        let (top, circle_area, board_area, log_area);
        if area.width >= WIDE {
            [top, board_area, log_area] = Layout::vertical([
                Constraint::Length(quilt_height),
                Constraint::Length(board_height),
                Constraint::Fill(1),
            ])
            .areas(body);
            let [q1, q2, c] = Layout::horizontal([
                Constraint::Length(QUILT_WIDTH),
                Constraint::Length(QUILT_WIDTH),
                Constraint::Fill(1),
            ])
            .areas(top);
            circle_area = c;
            quilt::QuiltPanel::new(self, Player::One).render(q1, buf);
            quilt::QuiltPanel::new(self, Player::Two).render(q2, buf);
            log::Log { app: self }.render(log_area, buf);
        } else if area.width < MIN_NARROW.0 {
            [top, circle_area, board_area] = Layout::vertical([
                Constraint::Length(2 * quilt_height),
                Constraint::Length(circle::BOX_HEIGHT + 4),
                Constraint::Fill(1),
            ])
            .areas(body);
            let [quilts, beside] =
                Layout::horizontal([Constraint::Length(QUILT_WIDTH), Constraint::Fill(1)])
                    .areas(top);
            let [q1, q2] = Layout::vertical([Constraint::Length(quilt_height); 2]).areas(quilts);
            quilt::QuiltPanel::new(self, Player::One).render(q1, buf);
            quilt::QuiltPanel::new(self, Player::Two).render(q2, buf);
            log::Log { app: self }.render(beside, buf);
        } else {
            [top, circle_area, board_area, log_area] = Layout::vertical([
                Constraint::Length(quilt_height),
                Constraint::Length(circle::BOX_HEIGHT + 4),
                Constraint::Length(board_height),
                Constraint::Fill(1),
            ])
            .areas(body);
            let [q1, q2, beside] = Layout::horizontal([
                Constraint::Length(QUILT_WIDTH),
                Constraint::Length(QUILT_WIDTH),
                Constraint::Fill(1),
            ])
            .areas(top);
            quilt::QuiltPanel::new(self, Player::One).render(q1, buf);
            quilt::QuiltPanel::new(self, Player::Two).render(q2, buf);
            // The log goes beside the quilts if there is room, else under the board.
            let log_area = if beside.width >= 20 { beside } else { log_area };
            log::Log { app: self }.render(log_area, buf);
        }
        circle::CirclePanel { app: self }.render(circle_area, buf);
        time_board::TimeBoard { app: self }.render(board_area, buf);
        hints::Hints { app: self }.render(hints_area, buf);

        match self.mode {
            Mode::Over if !self.over_hidden() => {
                game_over::GameOver { app: self }.render(area, buf);
            }
            Mode::ConfirmAdvance { to, buttons } => dialog::Dialog {
                text: &strings::confirm_advance(to, buttons),
                theme: &self.theme,
            }
            .render(area, buf),
            _ => {}
        }
        match self.overlay {
            Overlay::Help => help::Help { theme: &self.theme }.render(area, buf),
            Overlay::ConfirmQuit => dialog::Dialog {
                text: strings::CONFIRM_QUIT,
                theme: &self.theme,
            }
            .render(area, buf),
            Overlay::ConfirmNewGame => dialog::Dialog {
                text: strings::CONFIRM_NEW_GAME,
                theme: &self.theme,
            }
            .render(area, buf),
            Overlay::None => {}
        }
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
