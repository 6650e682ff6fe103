//! A game at a table served over SSH. The app shows the table's view and sends the player's own
//! steps and requests to it; the table decides them with the rules core. The app says what the
//! table tells: who joined or left, an undo asked and answered, a phrase, a refusal.

use super::{App, Effect};
use crate::rules::{Player, SetupError};
use crate::table::{Phrase, Request, SeatView, TableInfo, TableNews, TableView};
use crate::tui::keys::Command;
use crate::tui::kind::Kind;
use crate::tui::menu::{Menu, Next};
use crate::tui::mode::{Mode, Notice, Overlay, Role, TableNotice};
use crate::tui::scene::ViewState;
use crate::tui::session::Session;
use crate::tui::theme::Theme;

impl App {
    /// A client's app at a table: the game as the table holds it, the client's own seat played
    /// here and the other played at its own terminal (a watcher plays neither).
    pub fn at_table(view: TableView, theme: Theme) -> Self {
        let mut session = Session::from_history(view.history);
        session.set_kind(Kind::Table(view.info));
        Self::over(session, None, &theme)
    }

    /// The menu a client of a game served over SSH opens with: its unfinished tables first
    /// (`menu`'s), then opening a table, joining one, leaving; `message` says why the last
    /// choice failed. A table's game is shuffled from `seed`.
    ///
    /// # Errors
    /// The core's refusal of the set-up behind the menu (it accepts every shuffle).
    pub fn online_menu(
        menu: Menu,
        seed: u64,
        theme: Theme,
        message: Option<String>,
    ) -> Result<Self, SetupError> {
        let mut app = Self::menu(Vec::new(), Vec::new(), seed, theme)?;
        let mut menu = menu;
        menu.message = message.map(|m| crate::text::Shown::new(&m).to_string());
        app.mode = Mode::Menu(Box::new(menu));
        Ok(app)
    }

    /// Whether this app shows a game at a table served over SSH.
    pub fn at_a_table(&self) -> bool {
        self.session.table().is_some()
    }

    /// What the table says: its new view, or the answer to this player's own request.
    pub(super) fn table_news(&mut self, news: TableNews) {
        if !self.at_a_table() {
            return;
        }
        match news {
            TableNews::View(view) => self.table_changed(*view),
            TableNews::Refused(refusal) => {
                self.notice = Some(Notice::Table(TableNotice::Refused(refusal)));
            }
            TableNews::Unsaved(why) => {
                self.notice = Some(Notice::Table(TableNotice::Unsaved(why)));
            }
            TableNews::Replaced => {
                // Back to the menu, saying why: the seat's game is on the newer screen.
                self.next = Some(Next::Menu);
                self.quit = true;
                self.notice = Some(Notice::Table(TableNotice::Replaced));
            }
        }
    }

    /// The table's new view. Steps that go on from the game shown are played on (and told, as a
    /// bot's are); a history that does not (an undo the players agreed to, or a step the table
    /// refused) replaces the game shown.
    fn table_changed(&mut self, view: TableView) {
        let Some(before) = self.session.table().cloned() else {
            return;
        };
        let TableView { history, info } = view;
        let steps_before = self.session.history().applied().len();
        let resigned = info.resigned.is_some() && before.resigned.is_none();
        let told = self.table_notice(&before, &info);
        // A player who was here and left: the line saying the table waits for them shows, not
        // an earlier phrase or arrival.
        let left =
            before.seats.iter().zip(&info.seats).any(|(was, now)| {
                matches!(was, SeatView::Here) && matches!(now, SeatView::Away(_))
            });
        let about_presence = matches!(
            self.notice,
            Some(Notice::Table(
                TableNotice::Said(..) | TableNotice::Joined(_) | TableNotice::Back(_)
            ))
        );
        if left && about_presence {
            self.notice = None;
        }
        self.session.set_kind(Kind::Table(info));
        if let Mode::Replay(_) = self.mode {
            // A watcher stepping back: the game goes on behind the viewer, which stays where it
            // is.
            let cursor = self.session.history().cursor();
            if self.session.extend_to(&history) {
                self.session.seek(cursor);
                return;
            }
        }
        if self.session.extend_to(&history) {
            if self.session.history().applied().len() > steps_before {
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
            let kind = self.session.kind().clone();
            let mut session = Session::from_history(history);
            session.set_kind(kind);
            self.session = session;
            self.view = ViewState::default();
            // A refusal of this player's step stays said; else the game shown was replaced.
            if !matches!(self.notice, Some(Notice::Table(TableNotice::Refused(_)))) {
                self.notice = Some(Notice::Table(TableNotice::Reset));
            }
            self.mode = self.settled(false);
        }
        if let Some(told) = told {
            self.notice = Some(Notice::Table(told));
        }
    }

    /// What changed at the table between `before` and `now` that is worth a line, as this
    /// person is to read it: an undo asked (of them, by them, or between the players) or
    /// answered, a phrase, a player who joined or came back.
    fn table_notice(&self, before: &TableInfo, now: &TableInfo) -> Option<TableNotice> {
        let name = |p: Player| self.session.name(p).to_owned();
        if now.answers != before.answers
            && let Some((by, agreed)) = now.undo_answer
        {
            return Some(TableNotice::UndoAnswered {
                by: name(by),
                asker: name(by.other()),
                agreed,
                to: role(now.you, by.other()),
            });
        }
        if let Some(asker) = now.undo_asked_by
            && before.undo_asked_by.is_none()
        {
            return Some(match role(now.you, asker) {
                Role::Asker => TableNotice::UndoRequested(name(asker.other())),
                Role::Answerer => TableNotice::UndoAsked(name(asker)),
                Role::Watcher => TableNotice::UndoWatched {
                    asker: name(asker),
                    other: name(asker.other()),
                },
            });
        }
        if now.phrases != before.phrases
            && let Some((player, phrase)) = now.said
        {
            return Some(TableNotice::Said(name(player), phrase));
        }
        Player::BOTH.into_iter().find_map(|p| {
            let (was, is) = (before.seats[p.index()], now.seats[p.index()]);
            let other = now.you != Some(p);
            match (was, is) {
                (SeatView::Open, SeatView::Here) if other => Some(TableNotice::Joined(name(p))),
                (SeatView::Away(_), SeatView::Here) if other => Some(TableNotice::Back(name(p))),
                _ => None,
            }
        })
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
            self.notice = Some(Notice::Table(TableNotice::UndoPending));
        } else {
            self.effects.push(Effect::Table(Request::Undo));
        }
    }

    /// Whether the table gave this app's seat to a newer connection of the same key (the app
    /// has quit for the menu).
    pub fn replaced(&self) -> bool {
        matches!(self.notice, Some(Notice::Table(TableNotice::Replaced)))
    }

    /// Whether the other player asks this one to take back a step.
    pub fn undo_asked(&self) -> bool {
        self.session
            .table()
            .is_some_and(|t| t.you.is_some() && t.undo_asked_by.is_some_and(|p| Some(p) != t.you))
    }

    /// A phrase said, or "Resign?" asked, at a table (nothing elsewhere, or for a watcher).
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

    /// A watcher steps back through the game so far (the replay viewer, the game going on behind
    /// it; leaving it comes back to the live game).
    pub(super) fn watch_back(&mut self) {
        if self.session.table().is_some_and(|t| t.you.is_none()) {
            let end = self.session.history().len();
            self.session.seek(end);
            self.mode = Mode::Replay(crate::tui::replay::Replay::new(None));
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

/// Who a person at a table is to an undo request of `asker`'s.
fn role(you: Option<Player>, asker: Player) -> Role {
    match you {
        Some(p) if p == asker => Role::Asker,
        Some(_) => Role::Answerer,
        None => Role::Watcher,
    }
}
