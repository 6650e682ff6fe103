//! Games beginning and ending: a new game or a rematch from the game-over screen, the game just
//! played replayed, a game started from the menu or a saved game it chose, and playing on from
//! a replayed step.

use super::App;
use crate::tui::keys::Command;
use crate::tui::kind::Kind;
use crate::tui::menu::Next;
use crate::tui::mode::{Mode, Notice};
use crate::tui::options::Options;
use crate::tui::replay::{Analysis, Replay, Seek};
use crate::tui::scene::ViewState;
use crate::tui::session::Session;

impl App {
    /// From the game-over screen: the same opponent again, seats swapped, in its own file.
    pub(super) fn rematch(&mut self) {
        let seed = self.session.seed().unwrap_or(0).wrapping_add(1);
        match self.session.rematch(seed) {
            Ok(session) => {
                self.session = session;
                self.view = ViewState::default();
                self.mode = self.settled(false);
            }
            Err(e) => self.notice = Some(Notice::SetupFailed(e)),
        }
    }

    /// From the game-over screen: the game just played, in the replay viewer from its start
    /// (`p` plays on from a step as a new game; the saved game is never changed).
    pub(super) fn replay_this_game(&mut self) {
        self.session.seek(0);
        self.view = ViewState::default();
        self.mode = Mode::Replay(Replay::new(None));
    }

    /// A new game chosen in the menu (the menu's session was never played nor saved).
    pub(super) fn start_from_menu(&mut self, options: &Options) {
        match Session::new(options, self.menu_seed) {
            Ok(session) => {
                self.session = session;
                self.view = ViewState::default();
                self.mode = self.settled(false);
            }
            Err(e) => self.notice = Some(Notice::SetupFailed(e)),
        }
    }

    /// Leaves the loop so that it opens a saved game (the menu chose it).
    pub(super) fn leave_for(&mut self, next: Next) {
        self.next = Some(next);
        self.quit = true;
    }

    /// What the menu chose that the loop must open, once the app has quit.
    pub fn take_next(&mut self) -> Option<Next> {
        self.next.take()
    }

    /// After the game-over screen: a new game with the same options, in its own file.
    pub(super) fn new_game(&mut self) {
        let seed = self.session.seed().unwrap_or(0).wrapping_add(1);
        match self.session.next_game(seed) {
            Ok(session) => {
                self.session = session;
                self.view = ViewState::default();
                self.mode = self.settled(false);
            }
            Err(e) => self.notice = Some(Notice::SetupFailed(e)),
        }
    }

    /// From the replay viewer: play on from the step shown, as a new game with its own save
    /// file (the replayed file is never changed). A finished game has nothing to play on.
    pub(super) fn play_from_here(&mut self) {
        if self.session.game().is_over() {
            self.notice = Some(Notice::NothingToPlayOn);
            return;
        }
        self.session.play_on_from_here();
        self.session.set_kind(Kind::Local);
        self.notice = Some(Notice::PlayingOn);
        self.changed(false);
    }

    /// A command in the replay viewer: a step, the best step shown or hidden, a review asked,
    /// playing on, or leaving (back to the game-over screen or the menu it came from, if it
    /// did).
    pub(super) fn replay_command(&mut self, command: Command) {
        let Mode::Replay(replay) = &mut self.mode else {
            return;
        };
        let history = self.session.history();
        match replay.command(command, history.cursor(), history.len()) {
            Seek::Stay => {}
            Seek::To(step) => self.session.seek(step),
            Seek::ToggleBest => {
                let cursor = self.session.history().cursor();
                let reviewed = matches!(replay.analysis, Analysis::Done(_));
                match replay.best_of.take() {
                    Some(step) => self.session.seek(step),
                    None if reviewed && cursor > 0 => {
                        replay.best_of = Some(cursor);
                        self.session.seek(cursor - 1);
                    }
                    None => {}
                }
            }
            // A table's game is the server's: no new game from it, and no review here.
            Seek::PlayFromHere | Seek::Review if self.session.table().is_some() => {
                self.notice = Some(Notice::Table(crate::tui::mode::TableNotice::NotHere));
            }
            Seek::PlayFromHere => self.play_from_here(),
            Seek::Review => self.ask_review(),
            Seek::Leave => match self.session.kind() {
                // Back to the menu it came from (the loop opens it once the app has quit).
                Kind::Replay { from_menu: true } => self.leave_for(Next::Menu),
                Kind::Replay { from_menu: false } => self.quit = true,
                // Back to the game it was opened from (the game-over screen, or a table's
                // game going on), at its end.
                _ => {
                    self.session.seek(self.session.history().steps().len());
                    self.mode = self.settled(false);
                }
            },
        }
    }
}
