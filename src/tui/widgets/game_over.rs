//! The game-over box: both score breakdowns, the winner and, on equal scores, why the tie went
//! the way it did.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Block, BorderType, Clear, Paragraph, Widget, Wrap};

use super::centered;
use crate::rules::Player;
use crate::tui::app::App;
use crate::tui::strings;

/// The final scores.
pub struct GameOver<'a> {
    /// The app.
    pub app: &'a App,
}

impl Widget for GameOver<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game();
        let mut lines = Vec::new();
        for p in Player::BOTH {
            let s = game.score(p);
            let bonus = if game.variant().has_bonus() {
                format!(" +{} bonus", s.bonus)
            } else {
                String::new()
            };
            lines.push(Line::styled(
                format!(
                    "[{}] {:<12} {:>3} buttons{bonus} -2×{} empty = {}",
                    app.token(p),
                    app.name(p),
                    s.buttons,
                    s.empty,
                    s.total
                ),
                theme.players[p.index()],
            ));
        }
        lines.push(Line::default());
        if let Some(w) = game.winner() {
            lines.push(Line::styled(format!("{} wins!", app.name(w)), theme.ok));
            let (a, b) = (game.score(Player::One).total, game.score(Player::Two).total);
            if a == b {
                let first = game.first_finisher().unwrap_or(w);
                let end = game.variant().final_space();
                lines.push(Line::raw(format!(
                    "Equal scores ({a} each): the tie goes to {}, who reached space {end} first.",
                    app.name(first)
                )));
            }
        }
        lines.push(Line::default());
        lines.push(Line::styled(strings::GAME_OVER_KEYS, theme.key));
        let rect = centered(area, 64, lines.len() as u16 + 4);
        Clear.render(rect, buf);
        Paragraph::new(lines)
            .wrap(Wrap { trim: true })
            .block(
                Block::bordered()
                    .title(format!(" {} ", strings::GAME_OVER))
                    .title_style(theme.title)
                    .border_type(BorderType::Double)
                    .border_style(theme.active_border)
                    .padding(ratatui::widgets::Padding::uniform(1)),
            )
            .render(rect, buf);
    }
}
