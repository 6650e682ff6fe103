//! A game at a table served over SSH: the app shows the server's view of the table, offers the
//! player's own steps to it (as saves: the server checks them with the rules core), and turns
//! undo into a request the other player answers.

use super::{App, Effect};
use crate::rules::SetupError;
use crate::tui::keys::Command;
use crate::tui::menu::Menu;
use crate::tui::mode::Overlay;
use crate::tui::mode::{Mode, Notice};
use crate::tui::scene::ViewState;
use crate::tui::session::Session;
use crate::tui::table::{Phrase, Request, SeatView, TableView};
use crate::tui::theme::Theme;

impl App {
    /// A client's app at a table: the game as the server holds it, the client's own seat
    /// played here and the other played at its own terminal (a spectator plays neither).
    pub fn at_table(view: TableView, theme: Theme) -> Self {
        let mut session = Session::from_history(view.history);
        session.set_table(view.info);
        Self::over(session, None, &theme)
    }

    /// The menu a client of a game served over SSH opens with: open a table, join one, leave;
    /// `message` says why the last choice failed. A table's game is shuffled from `seed`.
    ///
    /// # Errors
    /// The core's refusal of the set-up behind the menu (it accepts every shuffle).
    pub fn online_menu(
        seed: u64,
        theme: Theme,
        message: Option<String>,
    ) -> Result<Self, SetupError> {
        let mut app = Self::menu(Vec::new(), Vec::new(), seed, theme)?;
        let mut menu = Menu::online();
        menu.message = message;
        app.mode = Mode::Menu(menu);
        Ok(app)
    }

    /// Whether this app shows a game at a table served over SSH.
    pub fn at_a_table(&self) -> bool {
        self.session.table().is_some()
    }

    /// The server's new view of the table. Steps that go on from the game shown are played on
    /// (and told, as a bot's are); a history that does not (an undo the players agreed to, or
    /// a step the server refused) replaces the game shown.
    pub(super) fn table_changed(&mut self, view: TableView) {
        if !self.at_a_table() {
            return;
        }
        let TableView { history, info } = view;
        let before = self.session.history().applied().len();
        let resigned =
            info.resigned.is_some() && self.session.table().is_some_and(|t| t.resigned.is_none());
        let asked = info.undo_asked_by.is_some()
            && self
                .session
                .table()
                .is_some_and(|t| t.undo_asked_by.is_none());
        // A phrase passed on since the last view (the same one again too).
        let said =
            info.said.is_some() && Some(info.phrases) != self.session.table().map(|t| t.phrases);
        // A player who was here and left: the line saying the table waits for them shows,
        // not an earlier phrase.
        let left = self.session.table().is_some_and(|t| {
            t.seats.iter().zip(&info.seats).any(|(before, now)| {
                matches!(before, SeatView::Here) && matches!(now, SeatView::Away(_))
            })
        });
        if left && matches!(self.notice, Some(Notice::Said(..))) {
            self.notice = None;
        }
        self.session.set_table(info);
        if let Mode::Replay(_) = self.mode {
            // A spectator stepping back: the game goes on behind the viewer, which stays where
            // it is.
            let cursor = self.session.history().cursor();
            if self.session.extend_to(&history) {
                self.session.seek(cursor);
                return;
            }
        }
        if self.session.extend_to(&history) {
            if self.session.history().applied().len() > before {
                self.move_last_step();
                if let Some(news) = self.session.news() {
                    self.notice = Some(Notice::News(news));
                }
                self.view.log_scroll = 0;
                self.mode = self.settled(true);
            } else if matches!(self.mode, Mode::Remote) || resigned {
                // A seat taken or left, a resignation: the mode may change with it.
                self.mode = self.settled(false);
            }
        } else {
            let mut session = Session::from_history(history);
            if let Some(info) = self.session.table().cloned() {
                session.set_table(info);
            }
            self.session = session;
            self.view = ViewState::default();
            self.notice = Some(Notice::TableReset);
            self.mode = self.settled(false);
        }
        if asked {
            self.notice = Some(Notice::UndoAsked);
        } else if said && let Some((player, phrase)) = self.session.table().and_then(|t| t.said) {
            self.notice = Some(Notice::Said(self.session.name(player).to_owned(), phrase));
        }
    }

    /// Undo at a table: a request to the other player, who answers it.
    pub(super) fn ask_table_undo(&mut self) {
        let Some(table) = self.session.table() else {
            return;
        };
        let Some(me) = table.you else {
            return;
        };
        let mine = self
            .session
            .history()
            .applied()
            .iter()
            .any(|s| s.player == me);
        if !mine {
            self.notice = Some(Notice::NothingToUndo);
        } else if table.undo_asked_by.is_some() {
            self.notice = Some(Notice::UndoPending);
        } else {
            self.effects.push(Effect::Table(Request::Undo));
            self.notice = Some(Notice::UndoRequested);
        }
    }

    /// Whether the other player asks this one to take back a step.
    pub fn undo_asked(&self) -> bool {
        self.session
            .table()
            .is_some_and(|t| t.you.is_some() && t.undo_asked_by.is_some_and(|p| Some(p) != t.you))
    }

    /// A phrase said, or "Resign?" asked, at a table (nothing elsewhere, or for a spectator).
    pub(super) fn table_talk(&mut self, command: Command) {
        if self.session.table().is_none_or(|t| t.you.is_none()) {
            return;
        }
        match command {
            Command::Say(n) => {
                if let Some(&phrase) = Phrase::ALL.get(usize::from(n)) {
                    self.effects.push(Effect::Table(Request::Say(phrase)));
                }
            }
            Command::Resign => self.overlay = Some(Overlay::ConfirmResign),
            Command::Claim if self.session.table().is_some_and(|t| t.claimable) => {
                self.effects.push(Effect::Table(Request::Claim));
            }
            _ => {}
        }
    }

    /// A spectator steps back through the game so far (the replay viewer, the game going on
    /// behind it; leaving it comes back to the live game).
    pub(super) fn watch_back(&mut self) {
        if self.session.table().is_some_and(|t| t.you.is_none()) {
            let end = self.session.history().len();
            self.session.seek(end);
            self.mode = Mode::Replay(crate::tui::replay::Replay::of_finished_game());
        }
    }

    /// The answer to "Resign?".
    pub(super) fn resign(&mut self, yes: bool) {
        self.overlay = None;
        if yes {
            self.effects.push(Effect::Table(Request::Resign));
        }
    }

    /// The answer to the other player's undo request.
    pub(super) fn answer_undo(&mut self, yes: bool) {
        self.effects.push(Effect::Table(Request::AnswerUndo(yes)));
        self.notice = None;
    }
}
