//! The event loop: one channel carries keys, resizes, ticks, signals, finished saves and the
//! workers' answers to the app; the loop performs the effects the app returns and draws a frame
//! after each message.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

use super::terminal::{enter_terminal, suspend};
use super::workers::{Input, Saver, review, spawn_input, spawn_signals, think};
use super::{App, Effect, Msg, TICK};
use crate::saves::{self, Keeper};

/// How a session ended: the signal that ended it, if one did, the error that broke it, and what
/// became of each game.
pub(super) struct Ending {
    /// The signal that ended it, if one did: its number and its name.
    pub(super) signal: Option<(i32, String)>,
    /// What broke the loop, if something did.
    pub(super) failure: Option<io::Error>,
    /// What became of each game.
    pub(super) outcomes: Vec<saves::SaveOutcome>,
}

/// The session's loop. Returns what became of each game when the player quits or a signal ends
/// it; every save asked for is on disk (or reported not to be) before it returns.
pub(super) fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    mut keeper: Keeper,
) -> io::Result<Ending> {
    let (tx, rx) = mpsc::channel::<Input>();
    // Dropped when the loop returns, however it returns: the input thread stops.
    let _input = spawn_input(tx.clone());
    let continued = spawn_signals(tx.clone())?;
    let writer = Saver::spawn(tx.clone(), keeper.writer());
    // Reviews are cached beside the saves (the data directory's `reviews` folder).
    let reviews = keeper.saves().reviews_dir();
    let mut ended_by = None;
    // Whatever ends the loop, an error included (a terminal gone), the saves are finished.
    let mut run = || -> io::Result<()> {
        let size = terminal.size()?;
        let mut effects = app.update(Msg::Resize(size.width, size.height));
        effects.extend(app.start());
        let mut next_tick = Instant::now() + TICK;
        // Inputs already taken off the channel while looking past a stop (see below).
        let mut backlog = std::collections::VecDeque::new();
        loop {
            for effect in effects.drain(..) {
                if matches!(effect, Effect::Suspend) {
                    stop_here(terminal, &continued)?;
                } else {
                    perform(effect, &mut keeper, &writer, &tx, reviews.as_ref());
                }
            }
            if app.should_quit() {
                break;
            }
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
            let Some(input) = backlog
                .pop_front()
                .or_else(|| next_input(&rx, app.needs_ticks(), &mut next_tick))
            else {
                break;
            };
            let msg = match input {
                Input::App(msg) => msg,
                Input::Saved { slot, path, result } => {
                    keeper.done(slot, &result);
                    Msg::Saved {
                        slot,
                        file: path,
                        result: result.map(|_| ()),
                    }
                }
                Input::Signal(signal) if signal == signal_hook::consts::SIGTSTP => {
                    // A SIGCONT that came after the stop (a quick stop and continue), whether
                    // the signal thread has passed it on yet or not, means the shell let the
                    // game go on: stopping now would leave it stopped.
                    if stops_now(&rx, &mut backlog, &continued) {
                        stop_here(terminal, &continued)?;
                    }
                    continue;
                }
                Input::Signal(signal) if signal == signal_hook::consts::SIGCONT => {
                    continued.store(false, std::sync::atomic::Ordering::SeqCst);
                    // Stopped by something else (SIGSTOP): take the terminal again and redraw.
                    enter_terminal(terminal)?;
                    continue;
                }
                Input::Signal(signal) => {
                    ended_by = Some((signal, signal_name(signal)));
                    Msg::Terminate
                }
            };
            effects = app.update(msg);
        }
        Ok(())
    };
    let failure = run().err();
    // Every save asked for is on disk before the terminal is given back.
    writer.finish();
    while let Ok(input) = rx.try_recv() {
        match input {
            Input::Saved { slot, result, .. } => keeper.done(slot, &result),
            // A signal that came with the end (the input thread may have seen it first).
            Input::Signal(signal) if ended_by.is_none() && is_leaving(signal) => {
                ended_by = Some((signal, signal_name(signal)));
            }
            _ => {}
        }
    }
    Ok(Ending {
        signal: ended_by,
        failure,
        outcomes: keeper.finish(),
    })
}

/// Does what the app asked: a save (through the keeper, on the saver thread), a question to a
/// bot, or a review, on worker threads. (A stop, [`Effect::Suspend`], is the loop's own: it
/// needs the terminal.)
fn perform(
    effect: Effect,
    keeper: &mut Keeper,
    writer: &Saver,
    tx: &Sender<Input>,
    reviews: Option<&PathBuf>,
) {
    match effect {
        Effect::Save { slot, record } => match keeper.save(slot, *record) {
            Ok(jobs) => jobs.into_iter().for_each(|job| writer.save(job)),
            Err(e) => {
                let saved = Msg::Saved {
                    slot,
                    file: keeper.path(slot).map(Path::to_path_buf).unwrap_or_default(),
                    result: Err(e),
                };
                let _ = tx.send(Input::App(saved));
            }
        },
        Effect::Think {
            ticket,
            bot,
            seed,
            game,
            stop,
        } => think(tx.clone(), ticket, bot, seed, *game, stop),
        Effect::Review {
            ticket,
            history,
            settings,
            stop,
        } => review(
            tx.clone(),
            ticket,
            &history,
            settings,
            reviews.cloned(),
            stop,
        ),
        Effect::Keep { name, text } => {
            // A few hundred bytes: written at once, atomically, beside the games folder.
            let dir = keeper.saves().data_dir().unwrap_or(keeper.saves().dir());
            let result = saves::progress::store(dir, name, &text).map_err(|e| e.to_string());
            let _ = tx.send(Input::App(Msg::Kept { name, result }));
        }
        // A table's requests are asked only of a game served over SSH, which has a loop of
        // its own.
        Effect::Suspend | Effect::Table(_) => {}
    }
}

/// The next input: a tick when one is due and the app needs the clock; otherwise (idle: no
/// autoplay, no pause to count down) it sleeps until something happens. `None` when every
/// sender is gone.
fn next_input(rx: &Receiver<Input>, ticks: bool, next_tick: &mut Instant) -> Option<Input> {
    if !ticks {
        let input = rx.recv().ok();
        *next_tick = Instant::now() + TICK;
        return input;
    }
    let timeout = next_tick.saturating_duration_since(Instant::now());
    match rx.recv_timeout(timeout) {
        Ok(input) => Some(input),
        Err(RecvTimeoutError::Timeout) => {
            *next_tick = Instant::now() + TICK;
            Some(Input::App(Msg::Tick))
        }
        Err(RecvTimeoutError::Disconnected) => None,
    }
}

/// Stops the process as Ctrl-Z does (the terminal given back first), and once continued takes
/// the terminal again; the continue that woke it is not one still to come.
fn stop_here(
    terminal: &mut ratatui::DefaultTerminal,
    continued: &std::sync::atomic::AtomicBool,
) -> io::Result<()> {
    suspend(terminal)?;
    continued.store(false, std::sync::atomic::Ordering::SeqCst);
    Ok(())
}

/// Takes what the channel holds now into `backlog`, in order, and says whether a SIGCONT was
/// among it (which is then dropped: the process already goes on).
/// Whether a SIGTSTP just taken stops the game: not when a SIGCONT came after it, whether the
/// signal handler has raised `continued` for it or the signal thread has already queued it
/// (the rest of the queue is kept in `backlog`, in order). A stop whose continue was already
/// sent (`kill -TSTP; kill -CONT` at once) would otherwise leave the game stopped.
fn stops_now(
    rx: &Receiver<Input>,
    backlog: &mut std::collections::VecDeque<Input>,
    continued: &std::sync::atomic::AtomicBool,
) -> bool {
    let went_on = continued.swap(false, std::sync::atomic::Ordering::SeqCst);
    let queued = continued_already(rx, backlog);
    !went_on && !queued
}

fn continued_already(
    rx: &Receiver<Input>,
    backlog: &mut std::collections::VecDeque<Input>,
) -> bool {
    let mut continued = false;
    while let Ok(input) = rx.try_recv() {
        match input {
            Input::Signal(s) if s == signal_hook::consts::SIGCONT => continued = true,
            other => backlog.push_back(other),
        }
    }
    continued
}

/// Whether `signal` ends the session (all those caught but SIGTSTP and SIGCONT).
fn is_leaving(signal: i32) -> bool {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    signal != SIGTSTP && signal != SIGCONT
}

/// The name of a signal the loop handles, for the exit message.
fn signal_name(signal: i32) -> String {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    match signal {
        SIGTERM => "SIGTERM".to_owned(),
        SIGHUP => "SIGHUP".to_owned(),
        SIGINT => "SIGINT".to_owned(),
        SIGQUIT => "SIGQUIT".to_owned(),
        other => format!("signal {other}"),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc;

    use super::{Input, stops_now};
    use crate::tui::Msg;
    use signal_hook::consts::SIGCONT;

    #[test]
    fn a_stop_with_its_continue_already_sent_does_not_stop() {
        // A stop alone stops.
        let (tx, rx) = mpsc::channel();
        let flag = AtomicBool::new(false);
        let mut backlog = VecDeque::new();
        assert!(stops_now(&rx, &mut backlog, &flag));
        // Its continue queued behind a key: no stop, and the key is kept.
        tx.send(Input::App(Msg::Tick)).expect("send");
        tx.send(Input::Signal(SIGCONT)).expect("send");
        assert!(!stops_now(&rx, &mut backlog, &flag));
        assert!(matches!(backlog.pop_front(), Some(Input::App(Msg::Tick))));
        assert!(backlog.is_empty());
        // Its continue seen by the handler before the thread passed it on: no stop, and the
        // flag is down again for the next stop.
        flag.store(true, Ordering::SeqCst);
        assert!(!stops_now(&rx, &mut backlog, &flag));
        assert!(!flag.load(Ordering::SeqCst));
        assert!(stops_now(&rx, &mut backlog, &flag));
    }
}
