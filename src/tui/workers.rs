//! Workers: the threads that feed the loop's one channel. One reads this terminal's events, one
//! catches signals, one writes saves, and each search (a bot's step, a review) gets its own, so
//! that a key press never waits.

use std::io;
use std::path::PathBuf;
use std::sync::mpsc::{self, Sender};
use std::thread::{self, JoinHandle};

use ratatui::crossterm::event::{self, Event};

use super::Msg;
use super::event_loop::Input;
use crate::history::History;
use crate::saves::{self, Job};

/// A save written, or not: the saver's report to the loop.
#[derive(Debug)]
pub struct Saved {
    /// Which game.
    pub slot: u64,
    /// Its file.
    pub path: PathBuf,
    /// The file, or why not.
    pub result: Result<PathBuf, saves::SaveError>,
}

/// Reads this terminal's events on a thread of its own and sends them on, until the returned
/// guard is dropped (the session's loop ended): the thread then stops within `INPUT_POLL`
/// without reading another event, so the next session (the menu opening a game) gets every key.
pub fn spawn_input<N: Send + 'static>(tx: Sender<Input<N>>) -> InputGuard {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stopped = std::sync::Arc::clone(&stop);
    thread::spawn(move || {
        use std::sync::atomic::Ordering;
        loop {
            let ready = match event::poll(INPUT_POLL) {
                Ok(ready) => ready,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => true,
            };
            if stopped.load(Ordering::Acquire) {
                return;
            }
            if !ready {
                continue;
            }
            let input = match event::read() {
                Ok(Event::Key(key)) => Input::App(Msg::Key(key)),
                Ok(Event::Mouse(mouse)) => Input::App(Msg::Mouse(mouse)),
                Ok(Event::Resize(w, h)) => Input::App(Msg::Resize(w, h)),
                Ok(_) => continue,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                // The terminal is gone: the game leaves as `q` would, its saves finished.
                Err(_) => Input::App(Msg::Terminate),
            };
            let fatal = matches!(input, Input::App(Msg::Terminate));
            if tx.send(input).is_err() || fatal {
                return;
            }
        }
    });
    InputGuard(stop)
}

/// How long the input thread waits for an event before it looks whether its session ended.
const INPUT_POLL: std::time::Duration = std::time::Duration::from_millis(200);

/// Stops the input thread when dropped (see [`spawn_input`]).
pub struct InputGuard(std::sync::Arc<std::sync::atomic::AtomicBool>);

impl Drop for InputGuard {
    fn drop(&mut self) {
        self.0.store(true, std::sync::atomic::Ordering::Release);
    }
}

/// The stops and continues the signal handlers saw, each raised in the handler itself the
/// moment its signal arrives: whatever order the signal thread passes them on in, the loop
/// knows whether a continue came since the last stop it looked at.
#[derive(Clone, Debug, Default)]
pub struct Pauses {
    /// A SIGTSTP came.
    pub(super) stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    /// A SIGCONT came.
    pub(super) cont: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

/// Catches the signals whose default ends the process (SIGTERM, SIGHUP, SIGINT, SIGQUIT,
/// SIGUSR1, SIGUSR2, SIGALRM: the game leaves as `q` would, saved, the terminal restored),
/// SIGTSTP (the terminal given back, then the process stopped) and SIGCONT (the terminal taken
/// again and redrawn), and sends them to the loop. The stops and continues also raise their
/// [`Pauses`] flag, which is what the loop decides by.
pub(super) fn spawn_signals<N: Send + 'static>(tx: Sender<Input<N>>) -> io::Result<Pauses> {
    use signal_hook::consts::{
        SIGALRM, SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGUSR1, SIGUSR2,
    };
    let pauses = Pauses::default();
    signal_hook::flag::register(SIGTSTP, std::sync::Arc::clone(&pauses.stop))?;
    signal_hook::flag::register(SIGCONT, std::sync::Arc::clone(&pauses.cont))?;
    let mut signals = signal_hook::iterator::Signals::new([
        SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGTSTP, SIGCONT,
    ])?;
    thread::spawn(move || {
        for signal in signals.forever() {
            if tx.send(Input::Signal(signal)).is_err() {
                return;
            }
        }
    });
    Ok(pauses)
}

/// Asks a bot on a worker thread; the answer comes back as [`Msg::Bot`].
pub(super) fn think<N: Send + 'static>(
    tx: Sender<Input<N>>,
    ticket: u64,
    bot: super::options::Opponent,
    seed: u64,
    game: crate::rules::Game,
    stop: crate::bot::Stop,
) {
    thread::spawn(move || {
        // A search that panics is a bot that failed: the app says so instead of waiting on.
        let search = || bot.build(seed).choose_until(&game, bot.budget(), &stop);
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(search))
            .unwrap_or_else(|panic| Err(crate::bot::BotError::Panicked(panic_words(&*panic))));
        let _ = tx.send(Input::App(Msg::Bot { ticket, answer }));
    });
}

/// What a panic said, when it said it in words.
fn panic_words(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic".to_owned())
}

/// Reviews a game on a worker thread (one search at a time, so keys stay quick), from the
/// cache when it holds this game and these settings; reports progress and the review.
pub(super) fn review<N: Send + 'static>(
    tx: Sender<Input<N>>,
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
            cache.sweep();
        }
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
    pub(super) fn spawn(reply: Sender<Input<Saved>>, write: saves::Writer) -> Self {
        let (tx, rx) = mpsc::channel::<Job>();
        let handle = thread::spawn(move || {
            while let Ok(job) = rx.recv() {
                let result = job.run(&write);
                let _ = reply.send(Input::World(Saved {
                    slot: job.slot,
                    path: job.path,
                    result,
                }));
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
