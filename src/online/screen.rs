//! A connected client's screen as ratatui draws it: the crossterm backend writing into the
//! client's SSH channel, which knows the client's terminal size and cursor itself. The server's
//! own terminal (if it has one) is never asked: crossterm's backend would ask it for the size
//! and the cursor (an `ESC[6n` on the server's output, answered by nobody), so clearing the
//! client's screen or resizing it failed half-way and left the last frame's ghost.

use std::io::{self, Write};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};

use super::client::Sink;

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
    use ratatui::layout::Rect;
    use ratatui::{Terminal, TerminalOptions, Viewport};

    /// Clearing and resizing a client's screen ask nothing of the server's terminal (there is
    /// none under `cargo test` in CI) and force the next frame to be drawn whole.
    #[test]
    fn clearing_and_resizing_use_the_clients_size_only() {
        let (tx, mut rx) = tokio::sync::mpsc::channel::<Vec<u8>>(64);
        let dropped = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let sink = Sink::new(tx, dropped);
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
