//! The game-over box: both score breakdowns (with the bonus only in classic), the winner and, on
//! equal scores, why the tie went the way it did. Esc hides it to look at the final quilts.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, BorderType, Clear, Widget};

use super::centered;
use crate::rules::{Game, Player};
use crate::tui::fit::{ellipsis, wrap};
use crate::tui::reading;
use crate::tui::scene::Tally;
use crate::tui::strings;
use crate::tui::theme::Theme;

/// The final scores.
pub struct GameOver<'a> {
    /// The finished game.
    pub game: &'a Game,
    /// The players' names.
    pub names: [&'a str; 2],
    /// The players' token letters.
    pub tokens: [char; 2],
    /// The keys that work here.
    pub keys: &'a str,
    /// How each player got there.
    pub tallies: [Tally; 2],
    /// The daily deal's line to share, if the game was one.
    pub share: Option<&'a str>,
    /// Styles.
    pub theme: &'a Theme,
}

impl Widget for GameOver<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let width = area.width.min(66);
        let room = usize::from(width.saturating_sub(4));
        let mut lines: Vec<(String, Style)> = Vec::new();
        let name = |p: Player| ellipsis(self.names[p.index()], 12);
        for p in Player::BOTH {
            let s = game.score(p);
            let text = strings::final_score(
                self.tokens[p.index()],
                &name(p),
                s.total,
                s.buttons,
                (s.bonus > 0).then_some(s.bonus),
                s.empty,
            );
            for line in wrap(&text, room, 4) {
                lines.push((line, theme.players[p.index()]));
            }
            let t = self.tallies[p.index()];
            let figures = strings::tally(t.income, t.patches, t.cells);
            for line in wrap(&figures, room, 4) {
                lines.push((format!("    {line}"), theme.dim));
            }
        }
        lines.push((String::new(), theme.base));
        if let Some(w) = game.winner() {
            lines.push((strings::wins(&name(w)), theme.ok));
            let (a, b) = (game.score(Player::One).total, game.score(Player::Two).total);
            if a == b {
                let first = game.first_finisher().unwrap_or(w);
                let end = game.variant().final_space();
                let text = strings::tie_rule(a, &name(first), end.get());
                lines.extend(wrap(&text, room, 0).into_iter().map(|l| (l, theme.base)));
            }
        }
        if let Some(share) = self.share {
            lines.push((String::new(), theme.base));
            lines.extend(wrap(share, room, 0).into_iter().map(|l| (l, theme.title)));
        }
        lines.push((String::new(), theme.base));
        lines.extend(wrap(self.keys, room, 0).into_iter().map(|l| (l, theme.key)));
        let rect = centered(area, width, lines.len() as u16 + 2);
        Clear.render(rect, buf);
        let block = Block::bordered()
            .title(reading::title(
                &format!(" {} ", strings::game_over()),
                theme.title,
            ))
            .border_type(BorderType::Double)
            .border_style(theme.active_border);
        let inner = block.inner(rect);
        block.render(rect, buf);
        let padded = super::padded(inner);
        for (k, (line, style)) in lines.iter().enumerate() {
            reading::put(buf, padded, padded.x, inner.y + k as u16, line, *style);
        }
    }
}
