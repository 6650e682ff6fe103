//! One person connected over SSH: the game's own app, on a thread of its own (the player's
//! language is the thread's), drawn for their terminal's size into their SSH channel. Their
//! keys come in as bytes ([`Event::Input`]); the tables' news as views ([`Event::Table`]). The
//! app's steps at a table are offered to the lobby, which alone changes the game.

use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::{Terminal, TerminalOptions, Viewport};

use super::input::{Decoder, Input};
use super::lobby::{Guest, Lobby, LobbyError};
use super::screen::ClientBackend;
use super::{Event, Limits};
use crate::i18n::Lang;
use crate::i18n::bidi::{self, Rendering};
use crate::tui::menu::Next;
use crate::tui::theme::Theme;
use crate::tui::{App, Effect, Msg, TICK};

/// Enters the alternate screen, hides the cursor, clears, and asks for the mouse's clicks,
/// drags, motion and wheel as SGR reports: the client's terminal as the game takes it.
const TAKE: &[u8] = b"\x1b[?1049h\x1b[?25l\x1b[2J\x1b[?1000h\x1b[?1002h\x1b[?1003h\x1b[?1006h";
/// Stops the mouse reports, shows the cursor and leaves the alternate screen: the client's
/// terminal given back.
const GIVE_BACK: &[u8] = b"\x1b[?1006l\x1b[?1003l\x1b[?1002l\x1b[?1000l\x1b[?25h\x1b[?1049l";

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
    /// A sink into `queue`; `dropped` is raised when a frame could not be queued.
    pub fn new(queue: tokio::sync::mpsc::Sender<Vec<u8>>, dropped: Arc<AtomicBool>) -> Self {
        Self {
            queue,
            buffer: Vec::new(),
            dropped,
            leaving: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl Sink {
    /// The flag to raise when the client's terminal is being given back.
    pub(super) fn leaving(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.leaving)
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

/// What a connection starts with.
pub struct Connection {
    /// The client, as the lobby knows it.
    pub guest: Guest,
    /// Its keys, resizes and tables' news.
    pub events: Receiver<Event>,
    /// Where its frames go.
    pub sink: Sink,
    /// Raised when a frame was dropped (see [`Sink`]).
    pub dropped: Arc<AtomicBool>,
    /// Its language.
    pub lang: Lang,
    /// Its colours.
    pub theme: Theme,
    /// Its terminal's size (already bounded).
    pub size: (u16, u16),
}

/// Where the client is: the menu, or a table (its code).
struct Place {
    table: Option<String>,
}

impl Place {
    /// The app that follows the one that quit, which chose `next`: leaving its table (if it was
    /// at one), then a table opened or joined, or the menu with why that failed. `None` when
    /// the client leaves.
    fn after(
        &mut self,
        next: Option<Next>,
        guest: &Guest,
        lobby: &Lobby,
        limits: &Limits,
        theme: &Theme,
    ) -> Option<App> {
        if let Some(code) = self.table.take() {
            lobby.leave(guest, &code);
        }
        let message = match self.open(next?, guest, lobby, limits, theme) {
            Ok(app) => return Some(app),
            Err(message) => message,
        };
        menu(theme, message).ok()
    }

    /// Opens what the menu chose: a new table, or the table of a code; else why it failed, if
    /// it did (the menu shows it).
    fn open(
        &mut self,
        next: Next,
        guest: &Guest,
        lobby: &Lobby,
        limits: &Limits,
        theme: &Theme,
    ) -> Result<App, Option<String>> {
        Err(match next {
            Next::NewTable(options) => match lobby.create(guest, &options, seed()) {
                Ok(view) => {
                    self.table = Some(view.info.code.clone());
                    return Ok(App::at_table(view, *theme));
                }
                Err(e) => Some(lobby_words(&e)),
            },
            // Slowed after a few wrong codes from the guest's address, on any connection.
            Next::Join(..) if let Some(wait) = guest.from.and_then(|a| lobby.code_wait(a)) => {
                Some(crate::tr!("menu-slow-down", seconds = wait.as_secs() + 1))
            }
            Next::Join(code, name) => match lobby.join(guest, &code, name.as_deref()) {
                Ok(view) => {
                    self.table = Some(code);
                    return Ok(App::at_table(view, *theme));
                }
                Err(e) => {
                    if matches!(e, LobbyError::NoTable(_))
                        && let Some(from) = guest.from
                    {
                        lobby.wrong_code(from, limits.free_code_tries);
                    }
                    Some(lobby_words(&e))
                }
            },
            Next::Load(_) | Next::Replay(_) | Next::Menu => None,
        })
    }
}

/// Runs a connected client until it leaves, its connection closes or it stays idle too long.
/// Its seat, if it has one, is kept for it.
pub fn run(connection: Connection, lobby: &Lobby, limits: &Limits) {
    crate::i18n::set(connection.lang);
    let Connection {
        guest,
        events,
        sink,
        dropped,
        theme,
        mut size,
        ..
    } = connection;
    let Some((mut terminal, leaving)) = terminal(sink, size) else {
        return;
    };
    let _ = terminal.backend_mut().write_all(TAKE);
    let mut place = Place { table: None };
    let Ok(mut app) = menu(&theme, None) else {
        return;
    };
    let mut explicit = start_display(&mut app, lobby, &guest.identity, &mut terminal);
    let mut decoder = Decoder::default();
    let mut effects = app.update(Msg::Resize(size.0, size.1));
    effects.extend(app.start());
    let (mut last_input, mut next_refresh) = (Instant::now(), Instant::now());
    let mut pending = None;
    loop {
        let who = &guest.identity;
        keep_displays(&effects, lobby, who, &mut terminal, &mut explicit);
        perform_all(&mut effects, &mut app, &guest, lobby, &place);
        if app.should_quit() {
            let next = app.take_next();
            let Some(opened) = place.after(next, &guest, lobby, limits, &theme) else {
                break;
            };
            app = opened;
            effects = app.update(Msg::Resize(size.0, size.1));
            effects.extend(app.start());
            continue;
        }
        if dropped.swap(false, Ordering::SeqCst) {
            // A frame was lost: the screen cleared and drawn whole.
            let _ = terminal.clear();
        }
        if terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .is_err()
        {
            break;
        }
        let wait = if dropped.load(Ordering::SeqCst) {
            // A frame was dropped (the client read too slowly): drawn whole again soon, even
            // if nothing else happens.
            Duration::from_millis(50)
        } else if app.needs_ticks() {
            TICK
        } else {
            Duration::from_secs(1)
        };
        let msg = match next_event(&events, wait, &mut pending) {
            Ok(Event::Input(bytes)) => {
                last_input = Instant::now();
                for input in decoder.inputs(&bytes) {
                    effects.extend(app.update(message(input)));
                }
                continue;
            }
            Ok(Event::Resize(w, h)) => {
                size = (w, h);
                terminal.backend_mut().set_size(size);
                let _ = terminal.resize(Rect::new(0, 0, w, h));
                Msg::Resize(w, h)
            }
            Ok(Event::Table(view)) => Msg::Table(view),
            Ok(Event::Replaced) => {
                // The same key took the seat from a newer connection: this one goes back to the
                // menu, the seat's game on the other screen.
                place.table = None;
                let (w, h) = size;
                let Ok(next) = menu(&theme, Some(crate::tr!("online-replaced"))) else {
                    break;
                };
                app = next;
                effects = app.update(Msg::Resize(w, h));
                continue;
            }
            Ok(Event::Closed) | Err(RecvTimeoutError::Disconnected) => break,
            Err(RecvTimeoutError::Timeout) => {
                if last_input.elapsed() > limits.idle {
                    break;
                }
                if app.needs_ticks() {
                    Msg::Tick
                } else if let Some(view) = refresh(&place, &guest, lobby, &mut next_refresh) {
                    Msg::Table(Box::new(view))
                } else {
                    continue;
                }
            }
        };
        effects.extend(app.update(msg));
    }
    if let Some(code) = place.table.take() {
        lobby.leave(&guest, &code);
    }
    give_back(&mut terminal, &leaving, &mut explicit);
}

/// The next event for the client, within `wait` (`pending` first: one looked at too early): the
/// first one queued, except that a table's view is passed over while another view follows it
/// (each view is the whole table, so only the last of a run counts), so a client that draws
/// more slowly than its table changes skips views instead of queueing them.
fn next_event(
    events: &Receiver<Event>,
    wait: Duration,
    pending: &mut Option<Event>,
) -> Result<Event, RecvTimeoutError> {
    let mut event = match pending.take() {
        Some(event) => event,
        None => events.recv_timeout(wait)?,
    };
    while matches!(event, Event::Table(_)) {
        match events.try_recv() {
            Ok(next @ Event::Table(_)) => event = next,
            Ok(other) => {
                // Looked at too early: the next one to handle.
                *pending = Some(other);
                break;
            }
            Err(_) => break,
        }
    }
    Ok(event)
}

/// Right-to-left text drawn as the player of key `identity` chose it, else by the game and
/// asked on the menu's check screen; the terminal told whether to reorder lines itself.
/// Returns whether it was told not to.
fn start_display(
    app: &mut App,
    lobby: &Lobby,
    identity: &str,
    terminal: &mut Terminal<ClientBackend>,
) -> bool {
    let chosen = lobby.display(identity);
    let rtl = bidi::direction() == bidi::Direction::Rtl;
    bidi::set_rendering(chosen.unwrap_or(if rtl {
        Rendering::Visual
    } else {
        Rendering::Terminal
    }));
    if chosen.is_none() && rtl {
        app.ask_display();
    }
    let mut explicit = false;
    reorder_lines(terminal, &mut explicit, bidi::rendering());
    explicit
}

/// Keeps the display choices among `effects` for the player of key `identity`, and tells the
/// terminal whether to reorder lines itself now.
fn keep_displays(
    effects: &[Effect],
    lobby: &Lobby,
    identity: &str,
    terminal: &mut Terminal<ClientBackend>,
    explicit: &mut bool,
) {
    for effect in effects {
        if let Effect::Display(rendering) = *effect {
            lobby.keep_display(identity, rendering);
            reorder_lines(terminal, explicit, rendering);
        }
    }
}

/// Tells the client's terminal whether to reorder lines itself: not while the game lays out
/// right-to-left lines (`CSI 8 l`), as it was otherwise (`CSI 8 h`, sent only to undo).
fn reorder_lines(
    terminal: &mut Terminal<ClientBackend>,
    explicit: &mut bool,
    rendering: Rendering,
) {
    let game = rendering.game_reorders() && bidi::direction() == bidi::Direction::Rtl;
    if game != *explicit {
        let mode = if game { bidi::EXPLICIT } else { bidi::IMPLICIT };
        let _ = terminal.backend_mut().write_all(mode.as_bytes());
        *explicit = game;
    }
}

/// The client's terminal as it was: its own reordering of lines back, the cursor shown (here, whether the client is still there or
/// not: ratatui would otherwise say on the server's stderr that it could not show it), the
/// alternate screen left.
fn give_back(terminal: &mut Terminal<ClientBackend>, leaving: &AtomicBool, explicit: &mut bool) {
    reorder_lines(terminal, explicit, Rendering::Terminal);
    leaving.store(true, Ordering::SeqCst);
    let _ = terminal.show_cursor();
    let _ = terminal.backend_mut().write_all(GIVE_BACK);
    let _ = terminal.backend_mut().flush();
}

/// A terminal drawn into `sink`, of the client's size (its viewport fixed: the backend's own
/// size would be the server's terminal), and the sink's flag for giving it back.
fn terminal(sink: Sink, size: (u16, u16)) -> Option<(Terminal<ClientBackend>, Arc<AtomicBool>)> {
    let leaving = sink.leaving();
    let terminal = Terminal::with_options(
        ClientBackend::new(sink, size),
        TerminalOptions {
            viewport: Viewport::Fixed(Rect::new(0, 0, size.0, size.1)),
        },
    )
    .ok()?;
    Some((terminal, leaving))
}

/// The table's view again, once a second at most: the time a seat has been away goes on.
fn refresh(
    place: &Place,
    guest: &Guest,
    lobby: &Lobby,
    next: &mut Instant,
) -> Option<crate::tui::table::TableView> {
    if Instant::now() < *next {
        return None;
    }
    *next = Instant::now() + Duration::from_secs(1);
    let view = lobby.view(guest, place.table.as_deref()?)?;
    view.info
        .seats
        .iter()
        .any(|s| matches!(s, crate::tui::table::SeatView::Away(_)))
        .then_some(view)
}

/// Performs the app's effects; what the table said of a step offered (its save) goes back to
/// the app, and what the app asks then waits for the next round.
fn perform_all(
    effects: &mut Vec<Effect>,
    app: &mut App,
    guest: &Guest,
    lobby: &Lobby,
    place: &Place,
) {
    let said: Vec<Msg> = effects
        .drain(..)
        .filter_map(|effect| perform(effect, guest, lobby, place))
        .collect();
    for msg in said {
        effects.extend(app.update(msg));
    }
}

/// Performs what the app asked: at a table, its steps offered and its requests passed on (bots,
/// reviews and stopping the process are not offered to a client). Returns what the app is to
/// hear of it: whether the server saved the table after a step
/// (a refused step comes back as the table's view instead).
fn perform(effect: Effect, guest: &Guest, lobby: &Lobby, place: &Place) -> Option<Msg> {
    let code = place.table.as_deref()?;
    let (slot, result) = match effect {
        Effect::Save { slot, record } => (slot, lobby.offer(guest, code, &record)),
        Effect::Table(request) => (0, lobby.request(guest, code, request)),
        // The display's choice is kept before (it needs no table).
        Effect::Think { .. }
        | Effect::Review { .. }
        | Effect::Suspend
        | Effect::Keep { .. }
        | Effect::Display(_) => {
            return None;
        }
    };
    let file = std::path::PathBuf::from(crate::tr!("table-code", code = code));
    match result {
        Ok(()) => Some(Msg::Saved {
            slot,
            file,
            result: Ok(()),
        }),
        // The server could not write the table: the step stands on the server, and the
        // player is told its save failed, as a local game's would be.
        Err(LobbyError::Unsaved(message)) => Some(Msg::Saved {
            slot,
            file,
            result: Err(crate::saves::SaveError::Write {
                kind: std::io::ErrorKind::Other,
                message,
            }),
        }),
        Err(_) => None,
    }
}

/// The online menu, with a line saying why the last choice failed.
fn menu(theme: &Theme, message: Option<String>) -> Result<App, crate::rules::SetupError> {
    App::online_menu(seed(), *theme, message)
}

/// A key or a mouse report as the app reads it. Ctrl-Z would stop the server's process for a
/// local player: a client's is dropped.
fn message(input: Input) -> Msg {
    match input {
        Input::Key(key)
            if key.code == KeyCode::Char('z') && key.modifiers.contains(KeyModifiers::CONTROL) =>
        {
            Msg::Key(KeyEvent::new(KeyCode::Null, KeyModifiers::NONE))
        }
        Input::Key(key) => Msg::Key(key),
        Input::Mouse(event) => Msg::Mouse(event),
    }
}

fn lobby_words(e: &LobbyError) -> String {
    match e {
        LobbyError::NoTable(code) => crate::tr!("menu-no-table", code = code.as_str()),
        LobbyError::Full => crate::tr!("menu-tables-full"),
        LobbyError::TooMany(n) => crate::tr!("menu-tables-yours", n = *n),
        other => crate::text::Shown::new(&other.to_string()).to_string(),
    }
}

/// A seed from the clock, for a new table's shuffle.
fn seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
