//! The world of a game served over SSH: the server's tables, for one connection. The app's
//! requests go to the table it sits at (or watches) through the [`Lobby`], and its answers come
//! back as messages; the table's news for everyone at it comes on the loop's channel through
//! the connection's [`Outbox`](super::lobby::Outbox). What a server has no place for (a saved
//! game, progress, a bot's search) is refused in words. How the player reads right-to-left text
//! is kept for their key. The menu's choices (a table to open or
//! join, the menu again) are opened here, so the connection keeps its terminal between them.

use std::convert::Infallible;
use std::time::Duration;

use super::Limits;
use super::lobby::{Guest, Lobby, LobbyError};
use crate::i18n::bidi::Rendering;
use crate::rules::Player;
use crate::table::{Opening, Refusal, SeatView, TableNews};
use crate::tui::menu::{Menu, Next, TableRow};
use crate::tui::options::{Options, Seating};
use crate::tui::theme::Theme;
use crate::tui::{App, Effect, Msg, Unavailable, event_loop::World};

/// How often the table's view is asked again while a seat is away (its time away goes on).
const REFRESH: Duration = Duration::from_secs(1);

/// One connection's world. See the [module docs](self).
pub struct Tables<'a> {
    lobby: &'a Lobby,
    limits: &'a Limits,
    guest: Guest,
    theme: Theme,
    /// The table the connection sits at or watches, by code.
    code: Option<String>,
}

impl<'a> Tables<'a> {
    /// The world of `guest`'s connection to `lobby`'s tables.
    pub fn new(lobby: &'a Lobby, limits: &'a Limits, guest: Guest, theme: Theme) -> Self {
        Self {
            lobby,
            limits,
            guest,
            theme,
            code: None,
        }
    }

    /// The online menu: the guest's unfinished tables first, then opening and joining one; with
    /// a line saying why the last choice failed.
    pub fn menu(&self, message: Option<String>) -> Option<App> {
        let tables = self
            .lobby
            .seated(&self.guest.identity)
            .into_iter()
            .map(|t| TableRow {
                label: crate::tui::strings::seated_table(&t.code, &t.names, t.to_move),
                code: t.code,
            })
            .collect();
        App::online_menu(Menu::online(tables), seed(), self.theme, message).ok()
    }

    /// Leaves the table the connection is at, if it is at one (its seat is kept).
    pub fn leave(&mut self) {
        if let Some(code) = self.code.take() {
            self.lobby.leave(&self.guest, &code);
        }
    }

    /// Opens what the menu chose: a new table, or the table of a code; else the menu again,
    /// saying why the choice failed, if it did.
    fn open(&mut self, next: Next) -> Option<App> {
        let why = match next {
            Next::NewTable(options) => {
                match self.lobby.create(&self.guest, &opening(&options), seed()) {
                    Ok(view) => {
                        self.code = Some(view.info.code.clone());
                        return Some(App::at_table(view, self.theme));
                    }
                    Err(e) => Some(lobby_words(&e)),
                }
            }
            // Slowed after a few wrong codes from the guest's address, on any connection.
            Next::Join(..)
                if let Some(wait) = self.guest.from.and_then(|a| self.lobby.code_wait(a)) =>
            {
                Some(crate::tr!("menu-slow-down", seconds = wait.as_secs() + 1))
            }
            Next::Join(code, name) => match self.lobby.join(&self.guest, &code, name.as_deref()) {
                Ok(view) => {
                    self.code = Some(code);
                    return Some(App::at_table(view, self.theme));
                }
                Err(e) => {
                    if matches!(e, LobbyError::NoTable(_))
                        && let Some(from) = self.guest.from
                    {
                        self.lobby.wrong_code(from, self.limits.free_code_tries);
                    }
                    Some(lobby_words(&e))
                }
            },
            Next::Load(_) | Next::Replay(_) | Next::Menu => None,
        };
        self.menu(why)
    }
}

impl World for Tables<'_> {
    type News = Infallible;

    fn perform(&mut self, effect: Effect) -> Option<Msg> {
        match effect {
            Effect::Table(request) => {
                let code = self.code.as_deref()?;
                let answer = match self.lobby.request(&self.guest, code, request) {
                    Ok(()) => return None,
                    Err(LobbyError::Refused(refusal)) => TableNews::Refused(refusal),
                    Err(LobbyError::Unsaved(why)) => TableNews::Unsaved(why),
                    // The table closed (its game ended and everyone else left).
                    Err(LobbyError::NoTable(_) | LobbyError::Full | LobbyError::TooMany(_)) => {
                        TableNews::Refused(Refusal::Over)
                    }
                };
                Some(Msg::Table(answer))
            }
            // For the player's key, wherever they connect from next (a guest with no key is
            // asked again each time).
            Effect::Display(rendering) => {
                self.lobby.keep_display(&self.guest.identity, rendering);
                None
            }
            Effect::Save { .. } | Effect::Keep { .. } => Some(Msg::Unavailable(Unavailable::Save)),
            Effect::Think { .. } | Effect::Review { .. } => {
                Some(Msg::Unavailable(Unavailable::Search))
            }
            // The screen's, which the loop asks itself.
            Effect::Suspend => Some(Msg::Unavailable(Unavailable::Suspend)),
        }
    }

    fn news(&mut self, news: Infallible) -> Option<Msg> {
        match news {}
    }

    fn display(&self) -> Option<Rendering> {
        self.lobby.display(&self.guest.identity)
    }

    fn wait(&self) -> Option<Duration> {
        self.code.as_ref().map(|_| REFRESH)
    }

    /// The table's view again while a seat is away: the time it has been away goes on.
    fn idle(&mut self) -> Option<Msg> {
        let view = self.lobby.view(&self.guest, self.code.as_deref()?)?;
        view.info
            .seats
            .iter()
            .any(|s| matches!(s, SeatView::Away(_)))
            .then(|| Msg::Table(TableNews::View(Box::new(view))))
    }

    fn next(&mut self, app: &mut App) -> Option<App> {
        // A seat taken by a newer connection: that one is at the table now.
        let replaced = app.replaced();
        let next = app.take_next();
        if replaced {
            self.code = None;
            return self.menu(Some(crate::tr!("online-replaced")));
        }
        self.leave();
        self.open(next?)
    }
}

/// What a new table starts with, from the menu's form (its creator at player 1's seat).
fn opening(options: &Options) -> Opening {
    Opening {
        variant: options.variant,
        layout: options.layout,
        names: options.names.clone(),
        first: match options.seat {
            Seating::First => Some(Player::One),
            Seating::Second => Some(Player::Two),
            Seating::Lot => None,
        },
    }
}

/// Why the lobby said no, in the player's words.
fn lobby_words(e: &LobbyError) -> String {
    match e {
        LobbyError::NoTable(code) => crate::tr!("menu-no-table", code = code.as_str()),
        LobbyError::Full => crate::tr!("menu-tables-full"),
        LobbyError::TooMany(n) => crate::tr!("menu-tables-yours", n = *n),
        LobbyError::Refused(refusal) => crate::tui::strings::table_refusal(refusal),
        LobbyError::Unsaved(why) => crate::tr!("table-unsaved", reason = why.as_str()),
    }
}

/// A seed from the clock, for a new table's shuffle.
fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
