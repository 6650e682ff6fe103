//! The event loop: one channel carries keys, resizes, ticks, signals, finished saves and the
//! workers' answers to the app; the loop performs the effects the app returns and draws a frame
//! after each message.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Instant;

use super::terminal::{enter_terminal, leave_terminal};
use super::workers::{Input, Pauses, Saver, review, spawn_input, spawn_signals, think};
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
    let pauses = spawn_signals(tx.clone())?;
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
        loop {
            for effect in effects.drain(..) {
                if matches!(effect, Effect::Suspend) {
                    // Ctrl-Z read as a key: the same as a SIGTSTP.
                    pauses.stop.store(true, Ordering::SeqCst);
                    settle(&pauses, &mut TerminalPause(terminal))?;
                } else {
                    perform(effect, &mut keeper, &writer, &tx, reviews.as_ref());
                }
            }
            if app.should_quit() {
                break;
            }
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
            let Some(input) = next_input(&rx, app.needs_ticks(), &mut next_tick) else {
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
                // Stops and continues are decided by the flags their handlers raised, which
                // say whether a continue came after the stop, whatever order the two were
                // passed on in (a quick `kill -TSTP; kill -CONT` must leave the game running).
                Input::Signal(signal) if !is_leaving(signal) => {
                    settle(&pauses, &mut TerminalPause(terminal))?;
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
        Effect::Display(rendering) => {
            super::terminal::reorder_lines(rendering);
            let dir = keeper.saves().data_dir().unwrap_or(keeper.saves().dir());
            let key = saves::display::terminal_key();
            let result = saves::display::keep(dir, &key, rendering);
            let name = saves::display::DISPLAY_FILE;
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

/// What stopping needs of the terminal and the process, apart so the decision can be tested.
trait Pause {
    /// Gives the terminal back to the shell.
    fn leave(&mut self);
    /// Stops the process as SIGTSTP's default would; returns once it is continued.
    fn stop(&mut self) -> io::Result<()>;
    /// Takes the terminal again and has the next frame drawn whole.
    fn enter(&mut self) -> io::Result<()>;
}

/// The real terminal and process.
struct TerminalPause<'a>(&'a mut ratatui::DefaultTerminal);

impl Pause for TerminalPause<'_> {
    fn leave(&mut self) {
        leave_terminal();
    }

    fn stop(&mut self) -> io::Result<()> {
        #[cfg(unix)]
        signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
        Ok(())
    }

    fn enter(&mut self) -> io::Result<()> {
        enter_terminal(self.0)
    }
}

/// Acts on the stops and continues that came since the last look: a stop with no continue
/// after it gives the terminal back and stops the process (unless a continue comes while the
/// terminal is being given back: then it goes on at once); a continue (after a stop of the
/// loop's own, one from outside such as SIGSTOP, or a stop already undone) takes the terminal
/// again. A stop whose continue was already sent never leaves the game stopped.
fn settle(pauses: &Pauses, pause: &mut impl Pause) -> io::Result<()> {
    loop {
        let stop = pauses.stop.swap(false, Ordering::SeqCst);
        let cont = pauses.cont.swap(false, Ordering::SeqCst);
        match (stop, cont) {
            (true, false) => {
                pause.leave();
                // The last look before stopping: the shell may have sent the continue already.
                if !pauses.cont.swap(false, Ordering::SeqCst) {
                    pause.stop()?;
                    // The continue that woke the process is this stop's own.
                    pauses.cont.store(false, Ordering::SeqCst);
                }
                pause.enter()?;
            }
            (_, true) => pause.enter()?,
            (false, false) => return Ok(()),
        }
    }
}

/// Whether `signal` ends the session (all those caught but SIGTSTP and SIGCONT).
fn is_leaving(signal: i32) -> bool {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    signal != SIGTSTP && signal != SIGCONT
}

/// The name of a signal the loop handles, for the exit message.
fn signal_name(signal: i32) -> String {
    use signal_hook::consts::{SIGALRM, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2};
    match signal {
        SIGTERM => "SIGTERM".to_owned(),
        SIGHUP => "SIGHUP".to_owned(),
        SIGINT => "SIGINT".to_owned(),
        SIGQUIT => "SIGQUIT".to_owned(),
        SIGUSR1 => "SIGUSR1".to_owned(),
        SIGUSR2 => "SIGUSR2".to_owned(),
        SIGALRM => "SIGALRM".to_owned(),
        other => format!("signal {other}"),
    }
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::sync::atomic::Ordering;

    use super::{Pause, Pauses, settle};

    /// A terminal and a process that only count, with a continue that may arrive while the
    /// terminal is given back.
    #[derive(Default)]
    struct Counted<'a> {
        pauses: Option<&'a Pauses>,
        left: usize,
        stopped: usize,
        entered: usize,
    }

    impl Pause for Counted<'_> {
        fn leave(&mut self) {
            self.left += 1;
            if let Some(p) = self.pauses {
                p.cont.store(true, Ordering::SeqCst);
            }
        }

        fn stop(&mut self) -> io::Result<()> {
            self.stopped += 1;
            Ok(())
        }

        fn enter(&mut self) -> io::Result<()> {
            self.entered += 1;
            Ok(())
        }
    }

    #[test]
    fn a_stop_stops_and_one_with_its_continue_already_sent_does_not() {
        let pauses = Pauses::default();
        // A stop alone stops, and the terminal is taken again once continued.
        pauses.stop.store(true, Ordering::SeqCst);
        let mut alone = Counted::default();
        settle(&pauses, &mut alone).expect("settled");
        assert_eq!((alone.left, alone.stopped, alone.entered), (1, 1, 1));
        // A stop and its continue, both seen by their handlers first: no stop, a redraw.
        pauses.stop.store(true, Ordering::SeqCst);
        pauses.cont.store(true, Ordering::SeqCst);
        let mut pair = Counted::default();
        settle(&pauses, &mut pair).expect("settled");
        assert_eq!((pair.stopped, pair.entered), (0, 1));
        // A continue that comes while the terminal is given back: no stop either.
        pauses.stop.store(true, Ordering::SeqCst);
        let mut late = Counted {
            pauses: Some(&pauses),
            ..Counted::default()
        };
        settle(&pauses, &mut late).expect("settled");
        assert_eq!((late.left, late.stopped, late.entered), (1, 0, 1));
        assert!(!pauses.stop.load(Ordering::SeqCst) && !pauses.cont.load(Ordering::SeqCst));
    }

    #[test]
    fn a_late_continue_of_one_pair_does_not_eat_the_next_pairs() {
        // The first pair is settled; the signal thread passes its continue on late, after the
        // second pair has come: the second pair's continue still counts.
        let pauses = Pauses::default();
        pauses.stop.store(true, Ordering::SeqCst);
        pauses.cont.store(true, Ordering::SeqCst);
        settle(&pauses, &mut Counted::default()).expect("first pair");
        pauses.stop.store(true, Ordering::SeqCst);
        pauses.cont.store(true, Ordering::SeqCst);
        // The first pair's SIGCONT arrives on the channel now: it only settles again.
        let mut second = Counted::default();
        settle(&pauses, &mut second).expect("late continue");
        assert_eq!(
            second.stopped, 0,
            "the second pair's continue came after its stop"
        );
        // Its own SIGTSTP and SIGCONT, passed on after: nothing left to do.
        let mut after = Counted::default();
        settle(&pauses, &mut after).expect("nothing");
        assert_eq!((after.stopped, after.entered), (0, 0));
    }
}
