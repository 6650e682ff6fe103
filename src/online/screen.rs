//! A connected client's screen: ratatui's crossterm backend writing into the client's SSH
//! channel, which knows the client's terminal size and cursor itself, and the loop's
//! [`Screen`] over it. The server's own terminal (if it has one) is never asked: crossterm's
//! backend would ask it for the size and the cursor (an `ESC[6n` on the server's output,
//! answered by nobody), so clearing the client's screen or resizing it would fail half-way and
//! leave the last frame's ghost.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Rect, Size};
use ratatui::{Terminal, TerminalOptions, Viewport};

use crate::i18n::bidi::{Rendering, Reordering};
use crate::tui::App;
use crate::tui::event_loop::{End, Screen};

/// Enters the alternate screen, hides the cursor, clears, and asks for the mouse's clicks,
/// drags, motion and wheel as SGR reports: the client's terminal as the game takes it.
const TAKE: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[2J\x1b[?1000h\x1b[?1002h\x1b[?1003h\x1b[?1006h";
/// Stops the mouse reports, shows the cursor and leaves the alternate screen: the client's
/// terminal given back.
pub const GIVE_BACK: &[u8] = b"\x1b[?1006l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?25h\x1b[?1049l";

/// How soon a screen that lost a frame is drawn whole again, even if nothing else happens.
const REDRAW_AFTER_LOSS: Duration = Duration::from_millis(50);

/// Where a client's frames go: the bytes of each frame are handed to the SSH session as one
/// message. A client that does not read its output loses frames rather than holding memory: a
/// frame that finds the queue full is dropped, and the next one is drawn whole.
pub struct Sink {
    queue: tokio::sync::mpsc::Sender<Vec<u8>>,
    buffer: Vec<u8>,
    dropped: Arc<AtomicBool>,
    /// Raised once the client's terminal is given back: a client gone by then is no error.
    leaving: Arc<AtomicBool>,
}

impl Sink {
    /// A sink into `queue`.
    pub fn new(queue: tokio::sync::mpsc::Sender<Vec<u8>>) -> Self {
        Self {
            queue,
            buffer: Vec::new(),
            dropped: Arc::new(AtomicBool::new(false)),
            leaving: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Write for Sink {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.buffer.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.buffer.is_empty() {
            return Ok(());
        }
        let frame = std::mem::take(&mut self.buffer);
        match self.queue.try_send(frame) {
            Ok(()) => Ok(()),
            Err(tokio::sync::mpsc::error::TrySendError::Full(_)) => {
                self.dropped.store(true, Ordering::SeqCst);
                Ok(())
            }
            Err(tokio::sync::mpsc::error::TrySendError::Closed(_))
                if self.leaving.load(Ordering::SeqCst) =>
            {
                Ok(())
            }
            Err(tokio::sync::mpsc::error::TrySendError::Closed(_)) => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                "the client is gone",
            )),
        }
    }
}

/// A client's terminal as the loop draws on it: taken when made, given back by
/// [`Remote::give_back`].
pub struct Remote {
    terminal: Terminal<ClientBackend>,
    /// Raised by the sink when a frame was dropped.
    dropped: Arc<AtomicBool>,
    /// Raised once the terminal is given back.
    leaving: Arc<AtomicBool>,
    /// What the client's terminal was told about reordering lines itself.
    reordering: Reordering,
}

impl Remote {
    /// Takes the client's terminal (of `size`, already bounded) behind `sink`: the alternate
    /// screen, the cursor hidden, the mouse reported.
    ///
    /// # Errors
    /// The sink refused the first bytes (the client is gone).
    pub fn take(sink: Sink, size: (u16, u16)) -> io::Result<Self> {
        let (dropped, leaving) = (Arc::clone(&sink.dropped), Arc::clone(&sink.leaving));
        // The viewport is fixed: the backend's own size would be the server's terminal's.
        let mut terminal = Terminal::with_options(
            ClientBackend::new(sink, size),
            TerminalOptions {
                viewport: Viewport::Fixed(Rect::new(0, 0, size.0, size.1)),
            },
        )?;
        terminal.backend_mut().write_all(TAKE)?;
        Ok(Self {
            terminal,
            dropped,
            leaving,
            reordering: Reordering::new(),
        })
    }

    /// Gives the client's terminal back as it was (its own reordering of lines, the cursor
    /// shown, the alternate screen left) and says why the game ended, when the player did not end it: the server stopped, or the
    /// connection stayed idle too long. A client already gone is no error.
    pub fn give_back(mut self, end: Option<End>) {
        self.leaving.store(true, Ordering::SeqCst);
        // Shown here: ratatui would otherwise say on the server's stderr that it could not.
        let _ = self.terminal.show_cursor();
        let backend = self.terminal.backend_mut();
        if let Some(mode) = self.reordering.give_back() {
            let _ = backend.write_all(mode.as_bytes());
        }
        let _ = backend.write_all(GIVE_BACK);
        let why = match end {
            Some(End::ServerStops) => Some(crate::tr!("online-server-stopped")),
            Some(End::Idle) => Some(crate::tr!("online-idle")),
            Some(End::Closed) | None => None,
        };
        if let Some(why) = why {
            let _ = write!(backend, "patchwork: {why}\r\n");
        }
        let _ = Write::flush(backend);
    }
}

impl Screen for Remote {
    type Backend = ClientBackend;

    fn terminal(&mut self) -> &mut Terminal<ClientBackend> {
        &mut self.terminal
    }

    fn draw(&mut self, app: &App) -> io::Result<()> {
        if self.dropped.swap(false, Ordering::SeqCst) {
            // A frame was lost: the screen cleared and drawn whole.
            self.terminal.clear()?;
        }
        self.terminal
            .draw(|frame| frame.render_widget(app, frame.area()))
            .map(|_| ())
    }

    fn resized(&mut self, width: u16, height: u16) -> io::Result<()> {
        self.terminal.backend_mut().set_size((width, height));
        self.terminal.resize(Rect::new(0, 0, width, height))
    }

    fn redraw_within(&self) -> Option<Duration> {
        self.dropped
            .load(Ordering::SeqCst)
            .then_some(REDRAW_AFTER_LOSS)
    }

    fn set_rendering(&mut self, rendering: Rendering) -> io::Result<()> {
        if let Some(mode) = self.reordering.to(rendering) {
            self.terminal.backend_mut().write_all(mode.as_bytes())?;
        }
        Ok(())
    }
}

/// The backend of one client's screen (see the [module docs](self)).
pub struct ClientBackend {
    inner: CrosstermBackend<Sink>,
    size: Size,
    cursor: Position,
}

impl ClientBackend {
    /// A screen `size` big writing into `sink`.
    pub fn new(sink: Sink, size: (u16, u16)) -> Self {
        Self {
            inner: CrosstermBackend::new(sink),
            size: Size::new(size.0, size.1),
            cursor: Position::ORIGIN,
        }
    }

    /// The client's terminal has a new size (already bounded).
    pub fn set_size(&mut self, size: (u16, u16)) {
        self.size = Size::new(size.0, size.1);
    }
}

impl Write for ClientBackend {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.inner.write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        Write::flush(&mut self.inner)
    }
}

impl Backend for ClientBackend {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    /// Where this backend last put the cursor: the client is never asked.
    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        let position = position.into();
        self.cursor = position;
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    /// The client's size, as its SSH requests said it.
    fn size(&self) -> io::Result<Size> {
        Ok(self.size)
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        Ok(WindowSize {
            columns_rows: self.size,
            pixels: Size::new(0, 0),
        })
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Clearing and resizing a client's screen ask nothing of the server's terminal (there is
    /// none under `cargo test` in CI) and force the next frame to be drawn whole.
    #[test]
    fn clearing_and_resizing_use_the_clients_size_only() {
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Vec<u8>>(64);
        let sink = Sink::new(tx);
        let backend = ClientBackend::new(sink, (20, 5));
        let mut terminal = Terminal::with_options(
            backend,
            TerminalOptions {
                viewport: Viewport::Fixed(Rect::new(0, 0, 20, 5)),
            },
        )
        .expect("a terminal");
        let draw = |terminal: &mut Terminal<ClientBackend>| {
            terminal
                .draw(|f| f.render_widget("hello", f.area()))
                .expect("drawn");
        };
        draw(&mut terminal);
        terminal
            .clear()
            .expect("cleared without asking the server's terminal");
        terminal.backend_mut().set_size((30, 6));
        terminal
            .resize(Rect::new(0, 0, 30, 6))
            .expect("resized without asking the server's terminal");
        let mut bytes = Vec::new();
        while let Ok(frame) = rx.try_recv() {
            bytes.extend(frame);
        }
        let before = bytes.len();
        draw(&mut terminal);
        Backend::flush(terminal.backend_mut()).expect("flushed");
        while let Ok(frame) = rx.try_recv() {
            bytes.extend(frame);
        }
        let text = String::from_utf8_lossy(&bytes);
        // Cleared from the top left down, and "hello" written again after: a whole frame.
        assert!(text.contains("\u{1b}[1;1H\u{1b}[J"), "{text:?}");
        assert!(String::from_utf8_lossy(&bytes[before..]).contains("hello"));
        assert!(
            !text.contains("\u{1b}[6n"),
            "the cursor was asked for: {text:?}"
        );
    }
}
