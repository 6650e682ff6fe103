//! The terminal: giving it back (on quit, a stop, a panic) and taking it again after a stop.

use std::io;

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
    Ok(())
}

/// Releases the mouse on panic, then runs the hook that was there (ratatui's, which leaves the
/// alternate screen and raw mode).
fn release_mouse_on_panic() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let _ = execute!(io::stdout(), DisableMouseCapture);
        previous(info);
    }));
}
