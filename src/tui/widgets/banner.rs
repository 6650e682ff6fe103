//! The banner: whose turn it is and why (turns do not alternate), and the prompt or refusal.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::rules::TurnReason;
use crate::tui::app::{App, Mode};
use crate::tui::strings;

/// Whose turn, why, and what to do.
pub struct Banner<'a> {
    /// The app.
    pub app: &'a App,
}

/// Rows a line of text takes when wrapped at `width` columns (at least one).
fn rows(line: &Line, width: u16) -> u16 {
    let width = usize::from(width.max(1));
    u16::try_from(line.width().div_ceil(width))
        .unwrap_or(u16::MAX)
        .max(1)
}

/// The banner's height at this width: both lines, each wrapped, at most 4 rows in all.
pub fn height(app: &App, width: u16) -> u16 {
    let [first, second] = Banner { app }.lines();
    (rows(&first, width) + rows(&second, width)).min(4)
}

impl Widget for Banner<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let [first, second] = self.lines();
        let first_rows = rows(&first, area.width)
            .min(area.height.saturating_sub(1))
            .max(1);
        let [top, bottom] =
            Layout::vertical([Constraint::Length(first_rows), Constraint::Fill(1)]).areas(area);
        Paragraph::new(first)
            .wrap(Wrap { trim: false })
            .render(top, buf);
        Paragraph::new(second)
            .wrap(Wrap { trim: false })
            .render(bottom, buf);
    }
}

impl Banner<'_> {
    /// The turn line and the prompt line.
    fn lines(&self) -> [Line<'static>; 2] {
        let app = self.app;
        let theme = &app.theme;
        let game = &app.game();
        let first = if let (Some(p), Some(reason)) = (game.to_move(), game.turn_reason()) {
            {
                let me = game.player(p).position;
                let other = game.player(p.other()).position;
                let why = match reason {
                    TurnReason::Behind => format!(
                        "behind on the time board (space {me}, {} is on {other})",
                        app.name(p.other())
                    ),
                    TurnReason::OnTop => {
                        format!("both tokens on space {me}, and {}'s is on top", app.name(p))
                    }
                    TurnReason::LeatherWon => "won a leather patch and sews it now".to_owned(),
                };
                Line::from(vec![
                    Span::styled(
                        format!(" [{}] {}'s turn", app.token(p), app.name(p)),
                        theme.players[p.index()],
                    ),
                    Span::styled(format!(": {why}"), theme.title),
                ])
            }
        } else {
            {
                let text = game.winner().map_or_else(
                    || strings::GAME_OVER.to_owned(),
                    |w| format!(" {}: {} wins", strings::GAME_OVER, app.name(w)),
                );
                Line::styled(text, theme.title)
            }
        };
        let second = if let Some(status) = &app.status {
            let style = if status.error { theme.error } else { theme.ok };
            Line::styled(format!(" {}", status.text), style)
        } else {
            match app.mode {
                Mode::Choosing => Line::styled(format!(" {}", strings::PROMPT_CHOOSE), theme.dim),
                Mode::Placing(_) => match app.verdict() {
                    Some(Ok(_)) => {
                        Line::styled(format!(" ✓ {}", strings::PROMPT_GHOST_OK), theme.ok)
                    }
                    Some(Err(e)) => Line::styled(format!(" ✗ can't sew here: {e}"), theme.error),
                    None => Line::default(),
                },
                Mode::Leather { .. } => {
                    let mut text = format!(" {}", strings::PROMPT_LEATHER);
                    if game.moves().can_set_aside() {
                        text.push_str(strings::PROMPT_SET_ASIDE);
                    }
                    Line::styled(text, theme.ok)
                }
                Mode::ConfirmAdvance { to, buttons } => Line::styled(
                    format!(" {}", strings::confirm_advance(to, buttons)),
                    theme.ok,
                ),
                Mode::Over => Line::styled(format!(" {}", strings::GAME_OVER_KEYS), theme.dim),
            }
        };
        [first, second]
    }
}
