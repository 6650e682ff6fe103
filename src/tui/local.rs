//! The world of a game at this terminal: saves written by the [`Keeper`]'s books on a saver
//! thread, progress files in the data directory (how this terminal shows right-to-left text
//! among them), and bots and reviews on worker threads. A table's request has no table here and
//! is refused in words.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender};

use super::event_loop::{Input, World, is_leaving};
use super::workers::{Saved, Saver, review, think};
use super::{Effect, Msg, Unavailable};
use crate::i18n::bidi::Rendering;
use crate::saves::{self, Keeper, SaveOutcome};

/// The world of a game at this terminal. See the [module docs](self).
pub struct Local {
    keeper: Keeper,
    saver: Saver,
    /// The loop's channel, which the workers answer on.
    tx: Sender<Input<Saved>>,
    /// The review cache: the data directory's `reviews` folder.
    reviews: Option<PathBuf>,
}

impl Local {
    /// The world over `keeper`'s books, answering on `tx` (the loop's channel).
    pub fn new(keeper: Keeper, tx: Sender<Input<Saved>>) -> Self {
        let saver = Saver::spawn(tx.clone(), keeper.writer());
        let reviews = keeper.saves().reviews_dir();
        Self {
            keeper,
            saver,
            tx,
            reviews,
        }
    }

    /// The data directory: the progress files' folder.
    fn data_dir(&self) -> &Path {
        let saves = self.keeper.saves();
        saves.data_dir().unwrap_or(saves.dir())
    }

    /// Finishes every save asked for (reading their reports from `rx`, the loop's channel) and
    /// says what became of each game, with the signal that came with the end, if one did and
    /// the loop did not see it.
    pub fn finish(mut self, rx: &Receiver<Input<Saved>>) -> (Vec<SaveOutcome>, Option<i32>) {
        self.saver.finish();
        let mut signal = None;
        while let Ok(input) = rx.try_recv() {
            match input {
                Input::World(Saved { slot, result, .. }) => self.keeper.done(slot, &result),
                // The input thread may have seen the end before the signal came through.
                Input::Signal(s) if is_leaving(s) => {
                    signal.get_or_insert(s);
                }
                _ => {}
            }
        }
        (self.keeper.finish(), signal)
    }
}

impl World for Local {
    type News = Saved;

    fn perform(&mut self, effect: Effect) -> Option<Msg> {
        match effect {
            Effect::Save { slot, record } => match self.keeper.save(slot, *record) {
                Ok(jobs) => {
                    for job in jobs {
                        self.saver.save(job);
                    }
                    None
                }
                Err(e) => Some(Msg::Saved {
                    slot,
                    file: self
                        .keeper
                        .path(slot)
                        .map(Path::to_path_buf)
                        .unwrap_or_default(),
                    result: Err(e),
                }),
            },
            Effect::Keep { name, text } => {
                // A few hundred bytes: written at once, atomically, beside the games folder.
                let result =
                    saves::progress::store(self.data_dir(), name, &text).map_err(|e| e.to_string());
                Some(Msg::Kept { name, result })
            }
            // For this terminal (its kind), beside the choices of the player's other terminals.
            Effect::Display(rendering) => {
                let key = saves::display::terminal_key();
                let result = saves::display::keep(self.data_dir(), &key, rendering);
                Some(Msg::Kept {
                    name: saves::display::DISPLAY_FILE,
                    result,
                })
            }
            Effect::Think {
                ticket,
                bot,
                seed,
                game,
                stop,
            } => {
                think(self.tx.clone(), ticket, bot, seed, *game, stop);
                None
            }
            Effect::Review {
                ticket,
                history,
                settings,
                stop,
            } => {
                review(
                    self.tx.clone(),
                    ticket,
                    &history,
                    settings,
                    self.reviews.clone(),
                    stop,
                );
                None
            }
            Effect::Table(_) => Some(Msg::Unavailable(Unavailable::Table)),
            // The screen's, which the loop asks itself.
            Effect::Suspend => Some(Msg::Unavailable(Unavailable::Suspend)),
        }
    }

    fn display(&self) -> Option<Rendering> {
        let key = saves::display::terminal_key();
        saves::display::load(self.data_dir()).value.get(&key)
    }

    fn news(&mut self, news: Saved) -> Option<Msg> {
        let Saved { slot, path, result } = news;
        self.keeper.done(slot, &result);
        Some(Msg::Saved {
            slot,
            file: path,
            result: result.map(|_| ()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saves::{Saves, disk_writer};

    #[test]
    fn a_request_to_a_table_is_refused_in_words_here() {
        let dir = tempfile::tempdir().expect("a folder");
        let saves = Saves::locate(Some(dir.path())).expect("the folder");
        let (tx, rx) = std::sync::mpsc::channel();
        let mut world = Local::new(Keeper::new(saves, disk_writer()), tx);
        assert_eq!(
            world.perform(Effect::Table(crate::table::Request::Undo)),
            Some(Msg::Unavailable(Unavailable::Table))
        );
        let (outcomes, signal) = world.finish(&rx);
        assert!(outcomes.is_empty() && signal.is_none());
    }

    #[test]
    fn a_display_chosen_is_kept_for_this_terminal_and_read_back() {
        let dir = tempfile::tempdir().expect("a folder");
        let saves = Saves::locate(Some(dir.path())).expect("the folder");
        let (tx, rx) = std::sync::mpsc::channel();
        let mut world = Local::new(Keeper::new(saves, disk_writer()), tx);
        assert_eq!(world.display(), None);
        let kept = world.perform(Effect::Display(Rendering::Words));
        assert!(
            matches!(kept, Some(Msg::Kept { name, result: Ok(()) }) if name == saves::display::DISPLAY_FILE),
            "{kept:?}"
        );
        assert_eq!(world.display(), Some(Rendering::Words));
        let _ = world.finish(&rx);
    }
}
