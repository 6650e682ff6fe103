//! Steps: playing what a person asked, undo and redo, what follows a change of the game (the
//! save of a complete step, the news of what it did, the mode it calls for), the clock's ticks
//! and the questions to a bot.

use super::{App, BOT_PAUSE, Effect};
use crate::bot::Stop;
use crate::rules::Action;
use crate::tui::mode::{Mode, Notice, Over, Search, Turn};
use crate::tui::options::Opponent;
use crate::tui::turn::TurnRequest;

impl App {
    /// Does what a person's command asked of the app.
    pub(super) fn apply(&mut self, outcome: TurnRequest) {
        match outcome {
            TurnRequest::Stay => {}
            TurnRequest::Play(action) => self.play(action),
            TurnRequest::Say(notice) => self.notice = Some(notice),
        }
    }

    pub(super) fn play(&mut self, action: Action) {
        match self.session.play(action) {
            Ok(_) => self.changed(false),
            Err(reason) => self.notice = Some(Notice::Refused(reason)),
        }
    }

    /// After the game changed: save a complete step, and move to the mode it calls for (the
    /// old mode's search, if any, is dropped and so stopped).
    pub(super) fn changed(&mut self, after_bot: bool) {
        self.view.log_scroll = 0;
        self.tip = None;
        if self.session.history().partial().is_none() {
            if self.judge_lesson() {
                return;
            }
            self.save();
            // What the step did, where the eye is (the notice of an undo or a redo stays).
            if !matches!(
                self.notice,
                Some(Notice::Undone | Notice::Redone | Notice::PlayingOn)
            ) {
                self.move_last_step();
                if let Some(news) = self.session.news() {
                    self.notice = Some(Notice::News(news));
                }
            }
            self.after_step();
        }
        self.mode = self.settled(after_bot);
    }

    /// Sends the complete step just played where the game's kind keeps it: the game's save
    /// file, or the table (which decides whether it stands); a lesson, a puzzle or a replay
    /// keeps nothing.
    pub(super) fn save(&mut self) {
        let kind = self.session.kind();
        if kind.table().is_some() {
            let history = self.session.history();
            if let Some(step) = history.applied().last() {
                self.effects
                    .push(Effect::Table(crate::table::Request::Step {
                        after: history.cursor() - 1,
                        actions: step.actions.clone(),
                    }));
            }
        } else if kind.saves() {
            self.effects.push(Effect::Save {
                slot: self.session.slot(),
                record: Box::new(self.session.record()),
            });
        }
    }

    pub(super) fn undo(&mut self) {
        if let Mode::Replay(_) = self.mode {
            return;
        }
        if self.session.undo() {
            self.notice = Some(Notice::Undone);
            self.changed(false);
        } else {
            self.notice = Some(Notice::NothingToUndo);
        }
    }

    pub(super) fn redo(&mut self) {
        if let Mode::Replay(_) = self.mode {
            return;
        }
        if self.session.redo() {
            self.notice = Some(Notice::Redone);
            self.changed(false);
        } else {
            self.notice = Some(Notice::NothingToRedo);
        }
    }

    pub(super) fn tick(&mut self) {
        self.motion_on();
        match &mut self.mode {
            Mode::Shown { pause } => {
                *pause = pause.saturating_sub(1);
                if *pause == 0 {
                    self.mode = self.settled(false);
                }
            }
            Mode::Replay(replay) => {
                let history = self.session.history();
                if let Some(step) = replay.tick(history.cursor(), history.len()) {
                    self.session.seek(step);
                }
            }
            _ => {}
        }
    }

    /// The mode the game now calls for: the game-over screen, a person's turn, or a bot's
    /// (thinking at once, or first shown for a moment when `after_bot` and the same bot moves
    /// again). Asks the bot when it is to think.
    pub(super) fn settled(&mut self, after_bot: bool) -> Mode {
        let game = self.session.game();
        if game.is_over() || self.session.table().is_some_and(|t| t.resigned.is_some()) {
            return Mode::Over(Over::default());
        }
        if self.session.remote_to_move().is_some() {
            return Mode::Remote;
        }
        let Some(bot) = self.session.bot_to_move() else {
            return Mode::Turn(Turn::begin(game));
        };
        if after_bot {
            return Mode::Shown { pause: BOT_PAUSE };
        }
        let search = self.ask(bot);
        Mode::Thinking(search)
    }

    /// Asks `bot` about the position now; the answer comes as [`Msg::Bot`](crate::tui::Msg::Bot) with the search's
    /// ticket.
    pub(super) fn ask(&mut self, bot: Opponent) -> Search {
        self.tickets += 1;
        let ticket = self.tickets;
        let stop = Stop::new();
        let seed = self.session.seed().unwrap_or(0)
            ^ (self.session.history().cursor() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ ticket;
        self.effects.push(Effect::Think {
            ticket,
            bot,
            seed,
            game: Box::new(self.session.game().clone()),
            stop: stop.clone(),
        });
        Search { ticket, stop }
    }
}
