//! Drawing: a pure function of `&App`. Only this top level reads the [`App`]; each panel is a
//! widget drawn from narrow inputs (a `&Game`, a `&Covers`, names and tokens, the mark to draw,
//! a theme), so the replay viewer draws the same panels at any step of a history.
//!
//! Where each panel goes is [`layout::screen`], a pure function of the size and the variant
//! that the app's mouse handling uses too.

mod banner;
pub(crate) mod circle;
mod dialog;
mod game_over;
mod help;
mod hints;
pub(crate) mod layout;
mod moves;
mod quilt;
mod time_board;
mod too_small;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::Widget;

use super::app::{App, Mode, Overlay, Replay, View};
use super::strings::{self, hints as hint_lists};
use crate::rules::{Cell, Phase, Player, Quilt, TurnReason, Variant};
use moves::{Entry, Follow};
use quilt::Mark;

/// The smallest screen of each arrangement for `variant`: the wide one (circle beside the
/// quilts) first, then the narrow one (circle below them). Classic needs 80x24 or 44x40.
pub fn min_size(variant: Variant) -> [(u16, u16); 2] {
    layout::min_sizes(variant)
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = &self.theme;
        let game = self.game();
        let variant = game.variant();
        let Some(screen) = layout::screen(area, variant) else {
            too_small::TooSmall {
                need: layout::min_sizes(variant),
                have: (area.width, area.height),
                theme,
            }
            .render(area, buf);
            return;
        };
        buf.set_style(area, theme.base);
        let replay = match self.view() {
            View::Replay(r) => Some(r),
            View::Play => None,
        };
        let [first, second] = match replay {
            Some(r) => replay_banner(self, r),
            None => play_banner(self),
        };
        banner::Banner { first, second }.render(screen.banner, buf);

        let names = [self.name(Player::One), self.name(Player::Two)];
        let tokens = [self.token(Player::One), self.token(Player::Two)];
        draw_quilts(self, &screen, buf);
        let human = game.to_move().is_some_and(|p| self.bot_of(p).is_none());
        let choosing = matches!(self.mode, Mode::Choosing) && replay.is_none() && human;
        circle::CirclePanel {
            game,
            blockers: &self.blockers,
            selected: choosing.then_some(self.selected),
            picked: match self.mode {
                Mode::Placing(g) => Some(g.patch),
                _ => None,
            },
            page: self.circle_scroll,
            theme,
        }
        .render(screen.circle, buf);
        time_board::TimeBoard {
            game,
            names,
            tokens,
            compact: screen.board_compact,
            theme,
        }
        .render(screen.board, buf);
        let (entries, follow, title) = match replay {
            Some(r) => (
                replay_entries(self, r),
                Follow::Step(self.history().cursor()),
                "Moves",
            ),
            None => (
                self.log().iter().map(|l| Entry::from_log(l)).collect(),
                Follow::Back(self.log_scroll),
                "Moves",
            ),
        };
        moves::MoveList {
            title,
            entries: &entries,
            follow,
            theme,
        }
        .render(screen.moves, buf);
        let list = match (self.overlay, self.mode, replay) {
            (Overlay::Help, _, _) => hint_lists::HELP,
            (Overlay::ConfirmQuit | Overlay::ConfirmNewGame, _, _)
            | (_, Mode::ConfirmAdvance { .. }, None) => hint_lists::CONFIRM,
            (_, _, Some(_)) => hint_lists::REPLAY,
            (_, Mode::Choosing, _) => hint_lists::CHOOSE,
            (_, Mode::Placing(_), _) => hint_lists::PLACE,
            (_, Mode::Leather { .. }, _) => hint_lists::LEATHER,
            (_, Mode::Over, _) => hint_lists::OVER,
        };
        hints::Hints { list, theme }.render(screen.hints, buf);

        draw_boxes(self, area, replay.is_some(), buf);
    }
}

/// Each player's quilt with the ghost, cursor or bot move marked on it.
fn draw_quilts(app: &App, screen: &layout::Screen, buf: &mut Buffer) {
    let theme = &app.theme;
    let game = app.game();
    let highlight = app.highlight();
    for p in Player::BOTH {
        let mark = match app.mode {
            _ if game.to_move() != Some(p) => Mark::None,
            Mode::Placing(ghost) => Mark::Ghost {
                cells: ghost.cells(game.variant()).and(game.board()),
                legal: matches!(app.verdict(), Some(Ok(_))),
            },
            Mode::Leather { row, col } => Mark::Cursor(Cell::new(row, col)),
            _ => Mark::None,
        };
        quilt::QuiltPanel {
            game,
            player: p,
            covers: &app.covers()[p],
            name: app.name(p),
            token: app.token(p),
            bot: app.bot_of(p).map(crate::bot::BotKind::name),
            mark,
            highlight: highlight
                .filter(|(who, _)| *who == p)
                .map_or(Quilt::EMPTY, |(_, cells)| cells),
            grid: screen.grids[p.index()],
            theme,
        }
        .render(screen.quilts[p.index()], buf);
    }
}

/// The boxes over the game: the final scores, a question, the help.
fn draw_boxes(app: &App, area: Rect, replay: bool, buf: &mut Buffer) {
    let theme = &app.theme;
    let game = app.game();
    let variant = game.variant();
    let names = [app.name(Player::One), app.name(Player::Two)];
    let tokens = [app.token(Player::One), app.token(Player::Two)];
    match app.mode {
        Mode::Over if !app.over_hidden() => game_over::GameOver {
            game,
            names,
            tokens,
            keys: if replay {
                strings::REPLAY_OVER_KEYS
            } else {
                strings::GAME_OVER_KEYS
            },
            theme,
        }
        .render(area, buf),
        Mode::ConfirmAdvance {
            to,
            buttons,
            income,
        } => dialog::Dialog {
            text: &strings::confirm_advance(to, buttons, income),
            theme,
        }
        .render(area, buf),
        _ => {}
    }
    match app.overlay {
        Overlay::Help => help::Help {
            keys: if replay {
                strings::HELP_REPLAY_KEYS
            } else {
                strings::HELP_KEYS
            },
            rules: strings::help_rules(variant),
            theme,
        }
        .render(area, buf),
        Overlay::ConfirmQuit => dialog::Dialog {
            text: strings::CONFIRM_QUIT,
            theme,
        }
        .render(area, buf),
        Overlay::ConfirmNewGame => dialog::Dialog {
            text: strings::CONFIRM_NEW_GAME,
            theme,
        }
        .render(area, buf),
        Overlay::None => {}
    }
}

/// Styled parts of a banner row.
type Parts = Vec<(String, Style)>;

/// Whose turn and why, in words (the game over line when it is over).
fn turn_parts(app: &App) -> Parts {
    let theme = &app.theme;
    let game = app.game();
    let name = |p: Player| ellipsis(app.name(p), 16);
    let (Some(p), Some(reason)) = (game.to_move(), game.turn_reason()) else {
        let text = game.winner().map_or_else(
            || strings::GAME_OVER.to_owned(),
            |w| format!(" {}: {} wins", strings::GAME_OVER, name(w)),
        );
        return vec![(text, theme.title)];
    };
    let me = game.player(p).position;
    let other = game.player(p.other()).position;
    let why = match reason {
        TurnReason::Behind => format!(
            "behind on the time board (space {me}, {} is on {other})",
            name(p.other())
        ),
        TurnReason::OnTop => format!("both tokens on space {me}, and {}'s is on top", name(p)),
        TurnReason::LeatherWon => "won a leather patch and sews it now".to_owned(),
    };
    let who = match app.bot_of(p) {
        Some(bot) => format!(" [{}] {}'s turn (bot {bot})", app.token(p), name(p)),
        None => format!(" [{}] {}'s turn", app.token(p), name(p)),
    };
    let mut parts = vec![(who, theme.players[p.index()])];
    if app.thinking() && matches!(app.view(), View::Play) && app.bot_of(p).is_some() {
        parts.push((format!(": {}", strings::BOT_THINKING), theme.ok));
    } else {
        parts.push((format!(": {why}"), theme.title));
    }
    parts
}

/// The banner in play: the turn line, then the status or the prompt.
fn play_banner(app: &App) -> [Parts; 2] {
    let theme = &app.theme;
    let game = app.game();
    let second = if let Some(status) = app.status() {
        let style = if status.error { theme.error } else { theme.ok };
        (format!(" {}", status.text), style)
    } else {
        let bot = game.to_move().and_then(|p| app.bot_of(p).map(|b| (p, b)));
        match app.mode {
            Mode::Choosing | Mode::Leather { .. } if bot.is_some() => {
                let (p, name) = bot.map_or((Player::One, ""), |(p, b)| (p, b.name()));
                (
                    format!(
                        " {} ({name}) plays this turn; u undoes, q quits",
                        app.name(p)
                    ),
                    theme.dim,
                )
            }
            Mode::Choosing => {
                let turn = matches!(game.phase(), Phase::Turn(_));
                if turn && !app.blockers.is_empty() && app.blockers.iter().all(Option::is_some) {
                    (format!(" {}", strings::PROMPT_ONLY_ADVANCE), theme.ok)
                } else {
                    (format!(" {}", strings::PROMPT_CHOOSE), theme.dim)
                }
            }
            Mode::Placing(_) => match app.verdict() {
                Some(Ok(_)) => (format!(" ✓ {}", strings::PROMPT_GHOST_OK), theme.ok),
                Some(Err(e)) => (format!(" ✗ {}", strings::ghost_refused(e)), theme.error),
                None => (String::new(), theme.base),
            },
            Mode::Leather { .. } => {
                let mut text = format!(" {}", strings::PROMPT_LEATHER);
                if game.moves().can_set_aside() {
                    text.push_str(strings::PROMPT_SET_ASIDE);
                }
                (text, theme.ok)
            }
            Mode::ConfirmAdvance {
                to,
                buttons,
                income,
            } => (
                format!(" {}", strings::confirm_advance(to, buttons, income)),
                theme.ok,
            ),
            Mode::Over => (format!(" {}", strings::GAME_OVER_KEYS), theme.dim),
        }
    };
    [turn_parts(app), vec![second]]
}

/// The banner of the replay viewer: where it is and whether it plays, then the action shown in
/// words (or the fault where the replay stops).
fn replay_banner(app: &App, replay: &Replay) -> [Parts; 2] {
    let theme = &app.theme;
    let history = app.history();
    let (cursor, len) = (history.cursor(), history.len());
    let mut first = vec![(
        format!(
            " {}",
            strings::replay_status(cursor, len, replay.autoplay, replay.speed)
        ),
        theme.title,
    )];
    if !replay.entry.is_empty() {
        first.push((format!(" · go to {}▏", replay.entry), theme.key));
    }
    if replay.fault.is_some() {
        first.push((
            format!(" · ✗ stops before {} (faulty)", len + 1),
            theme.error,
        ));
    }
    let second = match (&replay.fault, cursor) {
        (Some(fault), c) if c == len => {
            vec![(format!(" {}", strings::replay_fault(fault)), theme.error)]
        }
        (_, 0) => {
            let mut parts = vec![(format!(" {}:", strings::REPLAY_START), theme.dim)];
            parts.extend(turn_parts(app));
            parts
        }
        (_, c) => {
            let words = history
                .steps()
                .get(c - 1)
                .map(|s| app.narrate(&s.events).join("; "))
                .unwrap_or_default();
            vec![(format!(" {c}. {words}"), theme.base)]
        }
    };
    [first, second]
}

/// Every step of the replayed game in words, numbered, and the fault after them.
fn replay_entries(app: &App, replay: &Replay) -> Vec<Entry> {
    let history = app.history();
    let mut entries = vec![Entry {
        step: 0,
        text: strings::REPLAY_START.to_owned(),
        fault: false,
    }];
    for (i, step) in history.steps().iter().enumerate() {
        for line in app.narrate(&step.events) {
            entries.push(Entry {
                step: i + 1,
                text: format!("{}. {line}", i + 1),
                fault: false,
            });
        }
    }
    if let Some(fault) = &replay.fault {
        let n = history.len() + 1;
        entries.push(Entry {
            step: n,
            text: format!("{n}. ✗ {fault}"),
            fault: true,
        });
    }
    entries
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

/// `text` shortened to at most `max` characters, with an ellipsis when cut.
pub(crate) fn ellipsis(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `text` cut at a word boundary to fit `width` characters, with an ellipsis when cut.
pub(crate) fn fit_words(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    for word in text.split_inclusive(' ') {
        if out.chars().count() + word.trim_end().chars().count() + 1 > width {
            break;
        }
        out.push_str(word);
    }
    if out.trim().is_empty() {
        return ellipsis(text, width);
    }
    let mut out = out.trim_end().to_owned();
    out.push('…');
    out
}

/// `text` wrapped at word boundaries into rows of at most `width` characters; rows after the
/// first are indented by `indent` spaces. A word longer than a row is split.
pub(crate) fn wrap(text: &str, width: usize, indent: usize) -> Vec<String> {
    let width = width.max(1);
    let indent = indent.min(width.saturating_sub(1));
    let mut rows = Vec::new();
    let mut row = String::new();
    let mut len = 0usize;
    for word in text.split(' ') {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let room = width - if rows.is_empty() { 0 } else { indent };
            let gap = usize::from(len > 0);
            if len + gap + word.len() <= room {
                if gap == 1 {
                    row.push(' ');
                }
                row.extend(word.iter());
                len += gap + word.len();
                break;
            }
            if len > 0 {
                rows.push(std::mem::take(&mut row));
                row = " ".repeat(indent);
                len = 0;
                continue;
            }
            // A word longer than a whole row: split it.
            let head: String = word.drain(..room.min(word.len())).collect();
            row.push_str(&head);
            rows.push(std::mem::take(&mut row));
            row = " ".repeat(indent);
            if word.is_empty() {
                break;
            }
        }
    }
    if len > 0 || rows.is_empty() {
        rows.push(row);
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_words_and_indents() {
        assert_eq!(
            wrap("12. Ada bought the L", 10, 4),
            vec!["12. Ada", "    bought", "    the L"]
        );
        assert_eq!(wrap("abcdefghij", 4, 0), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 5, 0), vec![""]);
    }

    #[test]
    fn fitting_cuts_at_a_word_with_an_ellipsis() {
        assert_eq!(fit_words("choose a patch now", 12), "choose a…");
        assert_eq!(fit_words("short", 12), "short");
        assert_eq!(ellipsis("Bartholomew", 6), "Barth…");
    }
}
