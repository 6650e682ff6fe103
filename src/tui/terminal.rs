//! This terminal as the loop's [`Screen`]. It is taken in raw mode, on the alternate screen,
//! with the mouse reported and a panic hook that gives all of it back. It is given back on
//! quit, a stop or a panic. Ctrl-Z and SIGTSTP stop the program; SIGCONT takes the terminal
//! again. Where the game lays out right-to-left lines itself, a terminal that would reorder them
//! again (VTE's implicit bidi mode) is asked not to, `CSI 8 l`, and given its mode back,
//! `CSI 8 h`, whenever the terminal is given back.

use std::io::{self, Write};
use std::sync::atomic::Ordering;

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

use super::event_loop::Screen;
use super::workers::Pauses;
use crate::i18n::bidi::{self, Rendering};

/// What this terminal was told about reordering lines itself (one per process: the panic hook
/// gives it back).
static REORDERING: bidi::Reordering = bidi::Reordering::new();

/// Writes `mode` (a reordering mode) to this terminal, if there is one to write.
fn send(mode: Option<&str>) {
    if let Some(mode) = mode {
        let mut out = io::stdout();
        let _ = out.write_all(mode.as_bytes()).and_then(|()| out.flush());
    }
}

/// Why the game cannot take the terminal, in the player's language, when standard input or
/// output is not one: the game draws on a terminal and reads keys from it, and refuses to start
/// otherwise (rather than writing escape codes into a file).
pub(super) fn missing() -> Option<String> {
    use std::io::IsTerminal;
    if !io::stdin().is_terminal() {
        Some(crate::tr!("not-a-terminal-input"))
    } else if !io::stdout().is_terminal() {
        Some(crate::tr!("not-a-terminal-output"))
    } else {
        None
    }
}

/// This terminal, taken. See the [module docs](self).
pub struct Local {
    terminal: ratatui::DefaultTerminal,
    /// The stops and continues the signal handlers saw; `None` where this program may not
    /// stop (the server's own seat: stopping it would stop the server).
    pauses: Option<Pauses>,
}

impl Local {
    /// Takes the terminal: raw mode, the alternate screen, mouse capture, and a panic hook that
    /// gives all of it back. With `pauses`, Ctrl-Z and SIGTSTP stop the program.
    ///
    /// # Errors
    /// The terminal could not be put in raw mode or on its alternate screen.
    pub fn open(pauses: Option<Pauses>) -> io::Result<Self> {
        let terminal = ratatui::try_init()?;
        // ratatui's panic hook restores the terminal; mouse capture must be released as well.
        release_mouse_on_panic();
        let _ = execute!(io::stdout(), EnableMouseCapture);
        Ok(Self { terminal, pauses })
    }

    /// Gives the terminal back for good at the end of a session.
    pub fn close(self) {
        leave_terminal();
        // Already given back (cursor shown); dropping it would try again and print its error to
        // a terminal that may be gone.
        std::mem::forget(self.terminal);
    }
}

impl Screen for Local {
    type Backend = ratatui::backend::CrosstermBackend<io::Stdout>;

    fn terminal(&mut self) -> &mut ratatui::DefaultTerminal {
        &mut self.terminal
    }

    fn suspend(&mut self) -> io::Result<bool> {
        let Some(pauses) = &self.pauses else {
            return Ok(false);
        };
        // Ctrl-Z read as a key: the same as a SIGTSTP.
        pauses.stop.store(true, Ordering::SeqCst);
        self.settle()?;
        Ok(true)
    }

    fn settle(&mut self) -> io::Result<()> {
        let Some(pauses) = self.pauses.clone() else {
            return Ok(());
        };
        settle(&pauses, &mut Pausing(&mut self.terminal))
    }

    fn set_rendering(&mut self, rendering: Rendering) -> io::Result<()> {
        send(REORDERING.to(rendering));
        Ok(())
    }
}

/// Gives the terminal back: mouse capture, raw mode, the alternate screen.
pub(super) fn leave_terminal() {
    send(REORDERING.give_back());
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        ratatui::crossterm::cursor::Show
    );
    // Not `restore`, which prints its error: a terminal gone (SIGHUP) would make that panic.
    let _ = ratatui::try_restore();
}

/// Takes the terminal again after a stop: raw mode, the alternate screen, mouse capture.
fn enter_terminal(terminal: &mut ratatui::DefaultTerminal) -> io::Result<()> {
    use ratatui::crossterm::terminal::{Clear, ClearType, EnterAlternateScreen, enable_raw_mode};
    enable_raw_mode()?;
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        Clear(ClearType::All),
        ratatui::crossterm::cursor::Hide
    )?;
    // Everything is drawn anew on the cleared screen: both buffers emptied, so the next frame
    // is written whole. (`Terminal::clear` would ask the terminal for the cursor position, an
    // answer the input thread would swallow.)
    terminal.current_buffer_mut().reset();
    terminal.swap_buffers();
    send(REORDERING.to(bidi::rendering()));
    Ok(())
}

/// Releases the mouse and gives the terminal its reordering back on panic, then runs the hook
/// that was there (ratatui's, which leaves the alternate screen and raw mode).
fn release_mouse_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        send(REORDERING.give_back());
        previous(info);
    }));
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
struct Pausing<'a>(&'a mut ratatui::DefaultTerminal);

impl Pause for Pausing<'_> {
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

/// Acts on the stops and continues that came since the last look. A stop with no continue
/// after it gives the terminal back and stops the process, unless a continue comes while the
/// terminal is being given back: then it goes on at once. A continue takes the terminal again,
/// whatever stopped it (the loop, SIGSTOP from outside, a stop already undone). A stop whose
/// continue was already sent never leaves the game stopped.
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
