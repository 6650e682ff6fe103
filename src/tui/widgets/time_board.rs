//! The time board: every space with its income (`$`) and leather (`▒`) markers, and both tokens
//! under their spaces. When the tokens share a space, the one on top is written first
//! (underlined) and the title says so. The title also names the leather layout in use.
//! Compact form: a title row, then marks and tokens; full form: a border, and space numbers;
//! track form (a wide terminal): the spaces as a strip of track with the tokens standing on it;
//! line form: the marks with the tokens on their spaces, and what lies ahead beside them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, Borders, Widget};

use super::put;
use crate::rules::{Game, Player};
use crate::tui::fit::ellipsis;
use crate::tui::layout::{BoardForm, space_width};
use crate::tui::reading;
use crate::tui::strings;
use crate::tui::theme::Theme;

/// The time board panel.
pub struct TimeBoard<'a> {
    /// The game shown.
    pub game: &'a Game,
    /// The players' names.
    pub names: [&'a str; 2],
    /// The players' token letters.
    pub tokens: [char; 2],
    /// Which form to draw.
    pub form: BoardForm,
    /// Styles.
    pub theme: &'a Theme,
    /// The space the last step's token came from, marked until the next step.
    pub trail: Option<(Player, u8)>,
    /// Where the step being considered would take a token: marked `▿` there.
    pub target: Option<(Player, u8)>,
    /// A token drawn on its way (walking after a step) instead of where it is.
    pub walking: Option<(Player, u8)>,
}

impl Widget for TimeBoard<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let game = self.game;
        let walking = self.walking;
        let pos = |p: Player| match walking {
            Some((who, at)) if who == p => at,
            _ => game.player(p).position.get(),
        };
        let track = self.form == BoardForm::Track;
        let compact = !matches!(self.form, BoardForm::Full | BoardForm::Track);
        let inner = if self.form == BoardForm::Line {
            area
        } else {
            let block = Block::default()
                .borders(if compact { Borders::TOP } else { Borders::ALL })
                .title(reading::title(&self.title(area.width), theme.title))
                .border_style(theme.border);
            let inner = block.inner(area);
            block.render(area, buf);
            inner
        };
        let line = self.form == BoardForm::Line;

        let v = game.variant();
        // One line keeps to a column a space, to leave room beside it.
        let cw = if line { 1 } else { space_width(v, inner.width) };
        // The track stands in the middle of its panel.
        let spaces = u16::from(v.final_space().get()) + 1;
        let inner = if track {
            let pad = inner.width.saturating_sub(spaces * cw) / 2;
            Rect {
                x: inner.x + pad,
                width: inner.width - pad,
                ..inner
            }
        } else {
            inner
        };
        let per_band = (inner.width / cw).max(1);
        // The track's upper edge has a row of its own where its spaces are three columns wide;
        // its marks and tokens stand in the middle of a space that wide, at its left else.
        let edge = track && cw >= 3;
        let middle = u16::from(edge);
        let band_rows = match self.form {
            BoardForm::Track => 3 + middle,
            BoardForm::Full => 3,
            BoardForm::Compact => 2,
            BoardForm::Line => 1,
        };
        let leather: Vec<u8> = game
            .leather_spaces()
            .map(crate::rules::TimePos::get)
            .collect();
        for space in 0..=v.final_space().get() {
            let s = u16::from(space);
            let x = inner.x + (s % per_band) * cw;
            let mut y = inner.y + (s / per_band) * band_rows;
            if !compact {
                if space % 5 == 0 && (cw >= 2 || space % 10 == 0) {
                    put(
                        buf,
                        inner,
                        x + middle,
                        y,
                        &crate::i18n::digits(&space.to_string()),
                        theme.dim,
                    );
                }
                y += 1;
            }
            if track {
                // The strip's upper edge, then the space itself on the strip.
                let width = usize::from(cw);
                if edge {
                    put(buf, inner, x, y, &"▄".repeat(width), theme.track_edge);
                    y += 1;
                }
                put(buf, inner, x, y, &" ".repeat(width), theme.track);
            }
            let x = x + middle;
            let (mark, style) = self.mark(space, leather.contains(&space), cw);
            put(buf, inner, x, y, mark, style);
            // On one line the tokens and the trail stand on the marks' row; on the track the
            // tokens stand on it and the trail and target are under it.
            let below = u16::from(!line);
            let token_row = if track { y } else { y + below };
            // Where the token of the last step came from: a dim trail mark.
            if let Some((who, from)) = self.trail
                && from == space
                && pos(who) != space
            {
                let style = theme.players[who.index()].add_modifier(Modifier::DIM);
                put(buf, inner, x, y + below, "◦", style);
            }
            // Where the step being considered would land: a mark in the mover's colour (on one
            // line, not over an income or leather mark, which says more).
            if let Some((who, to)) = self.target
                && to == space
                && pos(who) != space
                && !(line && mark != "·")
            {
                put(buf, inner, x, y + below, "▿", theme.players[who.index()]);
            }
            self.tokens_on(space, (x, token_row), &pos, inner, buf);
        }
        if line {
            let used = (u16::from(v.final_space().get()) + 1).min(per_band) * cw;
            self.beside_line(inner, used, buf);
        }
    }
}

impl TimeBoard<'_> {
    /// The mark of `space` (`leather` when a leather patch still lies there) and its style, as
    /// drawn with `cw` columns a space.
    fn mark(&self, space: u8, leather: bool, cw: u16) -> (&'static str, Style) {
        let theme = self.theme;
        let (mark, style) = if leather {
            ("▒", theme.leather)
        } else if self.game.variant().income_spaces().contains(&space) {
            ("$", theme.income)
        } else if space.is_multiple_of(10) && cw == 1 {
            ("¦", theme.dim)
        } else {
            ("·", theme.dim)
        };
        // On the track a plain space is the track's own; a mark keeps its colour on it.
        let style = match (self.form == BoardForm::Track, mark) {
            (false, _) => style,
            (true, "·") => theme.track,
            (true, _) => theme.track.patch(style),
        };
        (mark, style)
    }

    /// Beside the one-line board (which ends `used` columns in): the longest of
    /// [`Self::beside`]'s texts that fits.
    fn beside_line(&self, inner: Rect, used: u16, buf: &mut Buffer) {
        let end = inner.x + used + 1;
        let room = usize::from(inner.right().saturating_sub(end));
        if let Some(text) = self
            .beside()
            .into_iter()
            .find(|t| crate::tui::fit::width(t) <= room)
        {
            let beside = Rect {
                x: end,
                width: inner.right().saturating_sub(end),
                ..inner
            };
            reading::put(buf, beside, end, inner.y, &text, self.theme.title);
        }
    }

    /// The tokens standing on `space` (drawn from column `x` on `row`, within `clip`): both where they share
    /// it, the one on top first and underlined (on one line only the one on top).
    fn tokens_on(
        &self,
        space: u8,
        (x, row): (u16, u16),
        pos: &dyn Fn(Player) -> u8,
        clip: Rect,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let game = self.game;
        let track = self.form == BoardForm::Track;
        let line = self.form == BoardForm::Line;
        let here: Vec<Player> = [game.on_top(), game.on_top().other()]
            .into_iter()
            .filter(|&p| pos(p) == space)
            .collect();
        // On one line a shared space shows the token on top (the text beside says so).
        let shown = if line { here.len().min(1) } else { here.len() };
        for (i, p) in here.iter().take(shown).enumerate() {
            let mut style = theme.players[p.index()].add_modifier(Modifier::BOLD);
            if track {
                style = theme.track.patch(style);
            }
            if here.len() == 2 && i == 0 {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            put(
                buf,
                clip,
                x + i as u16,
                row,
                &self.tokens[p.index()].to_string(),
                style,
            );
        }
    }
    /// Beside the one-line board, from the longest to the shortest: which token is on top when
    /// they share a space, and what lies ahead of the player to move.
    fn beside(&self) -> Vec<String> {
        let game = self.game;
        let pos = |p: Player| game.player(p).position.get();
        let top = (pos(Player::One) == pos(Player::Two))
            .then(|| crate::tr!("on-top", token = self.tokens[game.on_top().index()]));
        let ahead = game.to_move().map(|p| {
            let token = self.tokens[p.index()];
            [
                strings::ahead(token, game.spaces_to_income(p), game.spaces_to_leather(p)),
                strings::ahead(token, game.spaces_to_income(p), None),
            ]
        });
        let mut out = Vec::new();
        match (top, ahead) {
            (Some(top), Some([long, short])) => {
                out.push(format!("{top} · {long}"));
                out.push(format!("{top} · {short}"));
                out.push(top);
            }
            (Some(top), None) => out.push(top),
            (None, Some([long, short])) => {
                out.push(long);
                out.push(short);
            }
            (None, None) => {}
        }
        out
    }

    /// The title: both tokens and their spaces, which is on top, what lies ahead of the player
    /// to move, and the leather layout, as much as fits in `width`.
    fn title(&self, width: u16) -> String {
        let game = self.game;
        let pos = |p: Player| game.player(p).position.get();
        // Names keep more of themselves on a wider board.
        let keep = (usize::from(width) / 6).max(12);
        let name = |p: Player| reading::isolate(&ellipsis(self.names[p.index()], keep));
        let pos = |p: Player| crate::i18n::digits(&pos(p).to_string());
        let mut title = format!(
            " {} · [{}] {} {} · [{}] {} {} ",
            crate::tr!("time-board"),
            self.tokens[0],
            name(Player::One),
            pos(Player::One),
            self.tokens[1],
            name(Player::Two),
            pos(Player::Two),
        );
        if game.player(Player::One).position == game.player(Player::Two).position {
            let top = self.tokens[game.on_top().index()];
            title = format!("{title}· {} ", crate::tr!("on-top", token = top));
        }
        // For the player to move: how far the next income space and leather patch are.
        if let Some(p) = game.to_move() {
            let ahead = strings::ahead(
                self.tokens[p.index()],
                game.spaces_to_income(p),
                game.spaces_to_leather(p),
            );
            if crate::tui::fit::width(&title) + crate::tui::fit::width(&ahead) + 4
                <= usize::from(width)
            {
                title = format!("{title}· {ahead} ");
            }
        }
        let layout = format!(
            "· {} ",
            strings::leather_layout(game.variant(), game.layout())
        );
        if crate::tui::fit::width(&title) + crate::tui::fit::width(&layout) + 2
            <= usize::from(width)
        {
            title.push_str(&layout);
        }
        title
    }
}
