//! The terminal: giving it back (on quit, a stop, a panic) and taking it again after a stop.
//! Where the game lays out right-to-left lines itself, a terminal that would reorder them again
//! (VTE's implicit bidi mode) is asked not to, `CSI 8 l`, and given its mode back, `CSI 8 h`.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::i18n::bidi::{self, Rendering};

/// Whether `CSI 8 l` was sent and not yet undone.
static EXPLICIT: AtomicBool = AtomicBool::new(false);

/// Tells the terminal whether to reorder lines itself: not while the game draws right-to-left
/// text as `rendering` says it does (and it is this thread's language's direction), as it
/// was otherwise.
pub(super) fn reorder_lines(rendering: Rendering) {
    let game = rendering.game_reorders() && bidi::direction() == bidi::Direction::Rtl;
    if game != EXPLICIT.swap(game, Ordering::SeqCst) {
        let mode = if game { bidi::EXPLICIT } else { bidi::IMPLICIT };
        let mut out = io::stdout();
        let _ = out.write_all(mode.as_bytes()).and_then(|()| out.flush());
    }
}

/// Gives the terminal its own reordering back, if the game took it.
fn give_back_reordering() {
    if EXPLICIT.swap(false, Ordering::SeqCst) {
        let mut out = io::stdout();
        let _ = out
            .write_all(bidi::IMPLICIT.as_bytes())
            .and_then(|()| out.flush());
    }
}

use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;

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

/// Takes the terminal: raw mode, the alternate screen, mouse capture, and a panic hook that gives
/// all of it back.
pub(super) fn open() -> io::Result<ratatui::DefaultTerminal> {
    let terminal = ratatui::try_init()?;
    // ratatui's panic hook restores the terminal; mouse capture must be released as well.
    release_mouse_on_panic();
    let _ = execute!(io::stdout(), EnableMouseCapture);
    reorder_lines(bidi::rendering());
    Ok(terminal)
}

/// Gives the terminal back for good at the end of a session.
pub(super) fn close(terminal: ratatui::DefaultTerminal) {
    leave_terminal();
    // Already given back (cursor shown); dropping it would try again and print its error to a
    // terminal that may be gone.
    std::mem::forget(terminal);
}

/// Gives the terminal back: mouse capture, raw mode, the alternate screen.
pub(super) fn leave_terminal() {
    give_back_reordering();
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        ratatui::crossterm::cursor::Show
    );
    // Not `restore`, which prints its error: a terminal gone (SIGHUP) would make that panic.
    let _ = ratatui::try_restore();
}

/// Takes the terminal again after a stop: raw mode, the alternate screen, mouse capture.
pub(super) fn enter_terminal(terminal: &mut ratatui::DefaultTerminal) -> io::Result<()> {
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
    reorder_lines(bidi::rendering());
    Ok(())
}

/// Releases the mouse (and gives the terminal its reordering back) on panic, then runs the hook that was there (ratatui's, which leaves the
/// alternate screen and raw mode).
fn release_mouse_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        give_back_reordering();
        previous(info);
    }));
}
