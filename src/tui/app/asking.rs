//! Questions to bots on worker threads: a bot's step, a hint for the person to move, and the
//! review of a replayed game; and what the app does with their answers.

use super::App;
use crate::bot::{BotError, BotKind, Stop};
use crate::review::Settings;
use crate::rules::{Action, Move};
use crate::tui::app::{Effect, HINT_BOT};
use crate::tui::mode::{Hint, Mode, Notice, Search, TurnStep};
use crate::tui::options::Opponent;
use crate::tui::placement::Placement;
use crate::tui::replay::Analysis;

impl App {
    /// Asks for the strong bot's review of the game replayed (once; it runs on a worker).
    pub(super) fn ask_review(&mut self) {
        let Mode::Replay(replay) = &self.mode else {
            return;
        };
        if !matches!(replay.analysis, Analysis::Idle) {
            return;
        }
        self.tickets += 1;
        let ticket = self.tickets;
        let stop = Stop::new();
        let total = self.session.history().len() + 1;
        self.effects.push(Effect::Review {
            ticket,
            history: Box::new(self.session.history().clone()),
            settings: Settings::default(),
            stop: stop.clone(),
        });
        if let Mode::Replay(replay) = &mut self.mode {
            replay.analysis = Analysis::Running {
                search: Search { ticket, stop },
                done: 0,
                total,
            };
        }
    }

    /// Asks the hint bot what the person to move should do.
    pub(super) fn ask_hint(&mut self) {
        if !matches!(&self.mode, Mode::Turn(turn) if turn.hint.is_none()) {
            return;
        }
        let search = self.ask(HINT_BOT);
        if let Mode::Turn(turn) = &mut self.mode {
            turn.hint = Some(search);
        }
        self.notice = Some(Notice::HintThinking);
    }

    pub(super) fn bot_answer(&mut self, ticket: u64, answer: Result<Vec<Action>, BotError>) {
        match &mut self.mode {
            Mode::Turn(turn) if turn.hint.as_ref().is_some_and(|s| s.ticket == ticket) => {
                turn.hint = None;
                match answer {
                    Ok(actions) => self.show_hint(&actions),
                    Err(e) => self.notice = Some(Notice::BotFailed(e)),
                }
            }
            Mode::Thinking(search) if search.ticket == ticket => {
                match answer.and_then(|actions| {
                    let bot = self
                        .session
                        .bot_to_move()
                        .map_or(BotKind::Mcts, Opponent::kind);
                    self.session
                        .play_step(&actions)
                        .map_err(|error| BotError::Illegal {
                            bot: bot.name(),
                            error,
                        })
                }) {
                    Ok(()) => self.changed(true),
                    Err(e) => {
                        self.mode = Mode::BotFailed;
                        self.notice = Some(Notice::BotFailed(e));
                    }
                }
            }
            // A stale answer: the game changed (undo, a new game) since the question.
            _ => {}
        }
    }

    /// Shows a hint: the suggested patch as a ghost at its spot (or the advance question, or
    /// the leather cursor), with a line saying what it gains, as the core tells it when the
    /// step is tried on a copy. Enter plays it in every case.
    pub(super) fn show_hint(&mut self, actions: &[Action]) {
        let mut preview = self.session.history().clone();
        if preview.play_step(actions).is_err() {
            return;
        }
        let game = self.session.game();
        // What it gains: the mover's score projected to the end, after against before.
        let gain = game.to_move().map_or(0, |p| {
            preview.current().projected_score(p) - game.projected_score(p)
        });
        let hint = Hint {
            first: actions.first().copied(),
            gain,
        };
        let Mode::Turn(turn) = &mut self.mode else {
            return;
        };
        match actions.first() {
            Some(&action @ Action::Patch { .. }) => {
                if let Some(mv) = Move::from_action(game.variant(), action) {
                    turn.step = TurnStep::Placing(Placement::at(game, mv));
                }
            }
            // Asked even where advancing asks nothing (the only move, or questions turned
            // off): Enter plays the step the hint names.
            Some(Action::Advance) => {
                if let Ok(preview) = crate::tui::turn::advance_preview(game) {
                    turn.step = TurnStep::Advance(preview);
                }
            }
            Some(&Action::Leather(Some(cell))) => turn.step = TurnStep::Leather(cell),
            Some(Action::Leather(None)) => turn.aside_hinted = true,
            _ => {}
        }
        self.notice = Some(Notice::Hint(hint));
    }
}
