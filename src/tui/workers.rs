//! Workers: threads that search (a bot's step, a review) and write saves, so that a key press
//! never waits; each answers on the loop's channel.

use std::path::PathBuf;
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use super::event_loop::Input;
use super::{Msg, session};
use crate::history::History;
use crate::saves::{self, Job};

/// Asks a bot on a worker thread; the answer comes back as [`Msg::Bot`].
pub(super) fn think(
    tx: Sender<Input>,
    ticket: u64,
    bot: session::Opponent,
    seed: u64,
    game: crate::rules::Game,
    stop: crate::bot::Stop,
) {
    thread::spawn(move || {
        let answer = bot.build(seed).choose_until(&game, bot.budget(), &stop);
        let _ = tx.send(Input::App(Msg::Bot { ticket, answer }));
    });
}

/// Reviews a game on a worker thread (one search at a time, so keys stay quick), from the
/// cache when it holds this game and these settings; reports progress and the review.
pub(super) fn review(
    tx: Sender<Input>,
    ticket: u64,
    history: &History,
    settings: crate::review::Settings,
    cache: Option<PathBuf>,
    stop: crate::bot::Stop,
) {
    let mut analyzer = crate::review::Analyzer::new(history, settings);
    thread::spawn(move || {
        let cache = cache.map(crate::review::cache::Cache::new);
        if let Some(cache) = &cache {
            let _ = cache.load(&mut analyzer);
        }
        let progress = |p: crate::review::Progress<'_>| {
            let msg = Msg::ReviewProgress {
                ticket,
                done: p.done,
                total: p.total,
            };
            let _ = tx.send(Input::App(msg));
        };
        if let Ok(review) = analyzer.run(1, &stop, progress) {
            if let Some(cache) = &cache {
                let _ = cache.store(&analyzer);
            }
            let msg = Msg::Reviewed {
                ticket,
                review: Box::new(review),
            };
            let _ = tx.send(Input::App(msg));
        }
    });
}

/// Writes saves on a thread of its own, so a key press never waits for the disk. Saves are
/// written in the order asked, with the [`saves::Writer`] given; each reports back.
pub(super) struct Saver {
    tx: Sender<Job>,
    handle: JoinHandle<()>,
}

impl Saver {
    pub(super) fn spawn(reply: Sender<Input>, write: saves::Writer) -> Self {
        let (tx, rx) = mpsc::channel::<Job>();
        let handle = thread::spawn(move || {
            while let Ok(job) = rx.recv() {
                let result = job.run(&write);
                let _ = reply.send(Input::Saved {
                    slot: job.slot,
                    path: job.path,
                    result,
                });
            }
        });
        Self { tx, handle }
    }

    pub(super) fn save(&self, job: Job) {
        let _ = self.tx.send(job);
    }

    /// Waits until every save asked for is written.
    pub(super) fn finish(self) {
        drop(self.tx);
        let _ = self.handle.join();
    }
}

