//! The host's own seat: with `patchwork serve --play`, the terminal the server runs in is a
//! client like any other. It opens or joins tables through the same menu, and its keys and
//! frames go through the same loop ([`client::run`]), read from and drawn to this terminal
//! instead of an SSH channel. Its identity is the server's host key, so the host takes their
//! seat back the way a guest does.

use std::io::{self, Read, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;

use ratatui::crossterm::terminal;

use super::client::{self, Connection, Sink};
use super::lobby::{Guest, Lobby};
use super::{Event, Limits};
use crate::i18n::Lang;
use crate::tui::theme::Theme;

/// Raw mode, given back when dropped (whatever ends the host's game).
struct Raw;

impl Raw {
    fn enter() -> io::Result<Self> {
        terminal::enable_raw_mode()?;
        Ok(Self)
    }
}

impl Drop for Raw {
    fn drop(&mut self) {
        let _ = terminal::disable_raw_mode();
    }
}

/// The host's seat before it plays: the channel of its events, whose sender the server keeps to
/// end the host's game when it stops ([`Event::Closed`]: the terminal is given back first).
pub struct Seat {
    tx: Sender<Event>,
    rx: std::sync::mpsc::Receiver<Event>,
}

impl Seat {
    /// A seat and the sender that ends its game.
    pub fn new() -> (Self, Sender<Event>) {
        let (tx, rx) = std::sync::mpsc::channel();
        (Self { tx: tx.clone(), rx }, tx)
    }
}

/// The host's game in this terminal, on a thread of its own.
pub(super) struct Host {
    /// Ends the game (the terminal is given back first).
    end: Sender<Event>,
    /// Hears when the terminal is given back.
    left: std::sync::mpsc::Receiver<()>,
    /// Raised when the server stops, so the host's thread does not say it goes on serving.
    stopping: Arc<AtomicBool>,
}

impl Host {
    /// Starts `play` (the host's game, on the seat it is given) on a thread of its own.
    pub(super) fn spawn(play: impl FnOnce(Seat) -> io::Result<()> + Send + 'static) -> Self {
        let (seat, end) = Seat::new();
        let (done, left) = std::sync::mpsc::channel::<()>();
        let stopping = Arc::new(AtomicBool::new(false));
        let server_stops = Arc::clone(&stopping);
        std::thread::spawn(move || {
            match play(seat) {
                Ok(()) if !server_stops.load(Ordering::SeqCst) => {
                    println!(
                        "patchwork serve: the host left the game; still serving (Ctrl-C stops)"
                    );
                }
                Ok(()) => {}
                Err(e) => eprintln!("patchwork serve: this terminal cannot play: {e}"),
            }
            let _ = done.send(());
        });
        Self {
            end,
            left,
            stopping,
        }
    }

    /// Ends the host's game, and waits (two seconds at most) for the terminal to be given back.
    pub(super) fn end(self) {
        self.stopping.store(true, Ordering::SeqCst);
        let _ = self.end.send(Event::Closed);
        let _ = self.left.recv_timeout(std::time::Duration::from_secs(2));
    }
}

/// Plays from this terminal until the host quits or the server stops (an [`Event::Closed`] on
/// the seat's sender); the server goes on serving after the host quits. `identity` names the
/// host at the tables (the server's host key). The terminal is given back before it returns.
///
/// # Errors
/// The terminal cannot be put in raw mode, or its size read.
pub fn play(
    seat: Seat,
    lobby: &Lobby,
    limits: &Limits,
    identity: String,
    lang: Lang,
    theme: Theme,
) -> io::Result<()> {
    let (w, h) = terminal::size()?;
    let raw = Raw::enter()?;
    let Seat { tx, rx } = seat;
    let (frames, mut outgoing) = tokio::sync::mpsc::channel::<Vec<u8>>(16);
    let dropped = Arc::new(AtomicBool::new(false));
    let writer = std::thread::spawn(move || {
        let mut stdout = io::stdout();
        while let Some(frame) = outgoing.blocking_recv() {
            if stdout
                .write_all(&frame)
                .and_then(|()| stdout.flush())
                .is_err()
            {
                break;
            }
        }
    });
    read_keys(tx.clone());
    let resizes = watch_size(tx.clone(), limits.window)?;
    client::run(
        Connection {
            guest: Guest {
                id: 0,
                identity,
                outbox: tx,
                from: None,
            },
            events: rx,
            sink: Sink::new(frames, Arc::clone(&dropped)),
            dropped,
            lang,
            theme,
            size: (w.clamp(1, limits.window.0), h.clamp(1, limits.window.1)),
        },
        lobby,
        limits,
    );
    resizes.close();
    // The frames end with the client's sink: the last one (the terminal given back) is written.
    let _ = writer.join();
    drop(raw);
    Ok(())
}

/// Reads this terminal's bytes (raw mode: keys and mouse reports, as a guest's terminal sends
/// them) on a thread of its own.
fn read_keys(tx: Sender<Event>) {
    std::thread::spawn(move || {
        let mut buf = [0u8; 1024];
        let mut stdin = io::stdin();
        loop {
            match stdin.read(&mut buf) {
                Ok(0) | Err(_) => {
                    let _ = tx.send(Event::Closed);
                    break;
                }
                Ok(n) => {
                    if tx.send(Event::Input(buf[..n].to_vec())).is_err() {
                        break;
                    }
                }
            }
        }
    });
}

/// Tells the client each new size of this terminal (SIGWINCH), bounded like a guest's.
fn watch_size(tx: Sender<Event>, bound: (u16, u16)) -> io::Result<signal_hook::iterator::Handle> {
    let mut signals = signal_hook::iterator::Signals::new([signal_hook::consts::SIGWINCH])?;
    let handle = signals.handle();
    std::thread::spawn(move || {
        for _ in signals.forever() {
            if let Ok((w, h)) = terminal::size() {
                let size = (w.clamp(1, bound.0), h.clamp(1, bound.1));
                if tx.send(Event::Resize(size.0, size.1)).is_err() {
                    break;
                }
            }
        }
    });
    Ok(handle)
}
