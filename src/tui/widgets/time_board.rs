//! The time board: every space with its income (`$`) and leather (`▒`) markers, and both tokens.
//! When the tokens share a space, the one on top is written first and the title says so.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::{Block, Widget};

use super::put;
use crate::rules::Player;
use crate::tui::app::App;

/// Spaces per row for a panel `width` wide (each space is two columns).
fn per_row(width: u16) -> u16 {
    (width.saturating_sub(2) / 2).max(1)
}

/// The panel's height at this width: three lines per row of spaces, and the border.
pub fn height(app: &App, width: u16) -> u16 {
    let spaces = u16::from(app.game().variant().final_space().get()) + 1;
    2 + 3 * spaces.div_ceil(per_row(width))
}

/// The time board panel.
pub struct TimeBoard<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for TimeBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game();
        let pos = |p: Player| game.player(p).position.get();
        let mut title = format!(
            " Time board · [{}] {} on {} · [{}] {} on {} ",
            app.token(Player::One),
            app.name(Player::One),
            pos(Player::One),
            app.token(Player::Two),
            app.name(Player::Two),
            pos(Player::Two),
        );
        if pos(Player::One) == pos(Player::Two) {
            title.push_str("· ");
            title.push_str(app.name(game.on_top()));
            title.push_str("'s token on top ");
        }
        let block = Block::bordered()
            .title(title)
            .title_style(theme.title)
            .border_style(theme.border);
        let inner = block.inner(area);
        block.render(area, buf);

        let v = game.variant();
        let per_row = per_row(area.width);
        let income = v.income_spaces();
        let leather: Vec<u8> = game
            .leather_spaces()
            .map(crate::rules::TimePos::get)
            .collect();
        for space in 0..=v.final_space().get() {
            let s = u16::from(space);
            let x = inner.x + (s % per_row) * 2;
            let y = inner.y + (s / per_row) * 3;
            if space % 5 == 0 {
                put(buf, inner, x, y, &space.to_string(), theme.dim);
            }
            let (mark, style) = if leather.contains(&space) {
                ("▒", theme.leather)
            } else if income.contains(&space) {
                ("$", theme.income)
            } else {
                ("·", theme.dim)
            };
            put(buf, inner, x, y + 1, mark, style);
            let here: Vec<Player> = [game.on_top(), game.on_top().other()]
                .into_iter()
                .filter(|&p| pos(p) == space)
                .collect();
            for (i, p) in here.iter().enumerate() {
                let mut style = theme.players[p.index()];
                if here.len() == 2 && i == 0 {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                put(
                    buf,
                    inner,
                    x + i as u16,
                    y + 2,
                    &app.token(*p).to_string(),
                    style,
                );
            }
        }
    }
}
