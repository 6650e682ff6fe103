//! Steps: playing what a person asked, undo and redo, and what follows a change of the game
//! (the save of a complete step, the news of what it did, the mode it calls for).

use super::{App, Effect};
use crate::rules::Action;
use crate::tui::mode::{Mode, Notice};
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
        if self.session.history().partial().is_none() {
            if self.judge_lesson() {
                return;
            }
            self.save();
            // What the step did, where the eye is (the notice of an undo or a redo stays).
            if !matches!(
                self.notice,
                Some(Notice::Undone | Notice::Redone | Notice::PlayingOn)
            ) && let Some(news) = self.session.news()
            {
                self.notice = Some(Notice::News(news));
            }
            self.after_step();
        }
        self.mode = self.settled(after_bot);
    }

    pub(super) fn save(&mut self) {
        if self.practice.as_ref().is_some_and(|p| !p.saves()) {
            return;
        }
        self.effects.push(Effect::Save {
            slot: self.session.slot(),
            record: Box::new(self.session.record()),
        });
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
}
