//! The terminal game: hot-seat Patchwork for two players sharing one keyboard, solo play
//! against a bot, and a replay viewer for saved games.
//!
//! State, update and drawing are apart. [`App`] is a router: it owns the [`Session`] (the game
//! and who plays it) and the [`Mode`] (what the screen waits for, each mode with its own
//! state); [`App::update`] is its only mutator (driven by [`Msg`]s, so tests need no terminal)
//! and returns the [`Effect`]s the loop performs (save a file, ask a bot). Each frame the app
//! derives a [`Scene`] that the widgets draw; no widget sees the app. Key bindings ([`keys`]:
//! one table behind the handler, the key bar, the help and the README) and sentences
//! ([`strings`]) are data. The rules core decides every question of legality and scoring.
//!
//! The loop never blocks on input: keys, resizes, ticks, signals, saves done and bots' answers
//! all arrive as messages on one channel. While nothing moves (no autoplay, no pause to count
//! down) it sleeps until a message comes. Each bot search gets a stop signal that the app
//! raises when it no longer waits for the answer.

use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;

mod app;
mod fit;
pub mod keys;
pub mod layout;
pub mod mode;
pub mod placement;
pub mod replay;
pub mod scene;
pub mod session;
pub mod strings;
pub mod theme;
mod turn;
mod widgets;

pub use app::{App, Effect, HINT_BOT, Msg, TICK};
pub use keys::Context;
pub use layout::min_sizes as min_size;
pub use mode::{Loss, Mode, Notice, Over, Overlay, TurnStep};
pub use replay::{Replay, SPEEDS};
pub use scene::Scene;
pub use session::{Options, Session};
pub use theme::{MONO, THEME, Theme};

use crate::history::History;
use crate::record::Record;
use crate::saves::{self, Saves};
use crate::text::escape;

/// How a session starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A new game; without a seed, one from the clock.
    New {
        /// Variant, board, names and bots.
        options: Options,
        /// The shuffle's seed.
        seed: Option<u64>,
    },
    /// The most recent unfinished saved game.
    Resume,
    /// A saved game from a file, played on.
    Load(PathBuf),
    /// A saved game from a file, replayed.
    Replay(PathBuf),
}

/// Everything `run` needs: what to start, where games are saved, how to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Launch {
    /// What to start.
    pub start: Start,
    /// The data directory (see [`Saves::locate`]); `None` for the default.
    pub data_dir: Option<PathBuf>,
    /// Whether to draw without colour (`NO_COLOR`).
    pub no_color: bool,
}

/// Runs the terminal game until the player quits. Errors before the terminal opens (a file
/// that cannot be read, nothing to resume) are reported on stderr with a failure status.
pub fn run(launch: &Launch) -> ExitCode {
    let theme = Theme::pick(launch.no_color);
    let prepared = match prepare(launch, &theme) {
        Ok(p) => p,
        Err(message) => {
            eprintln!("patchwork: {message}");
            return ExitCode::FAILURE;
        }
    };
    let Prepared {
        mut app,
        saves,
        first_path,
    } = prepared;
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("patchwork: cannot open the terminal: {e}");
            return ExitCode::FAILURE;
        }
    };
    // ratatui's panic hook restores the terminal; mouse capture must be released as well.
    release_mouse_on_panic();
    let _ = execute!(io::stdout(), EnableMouseCapture);
    let result = event_loop(&mut terminal, &mut app, &saves, first_path);
    let _ = execute!(io::stdout(), DisableMouseCapture);
    ratatui::restore();
    match result {
        Ok(Some(path)) => {
            println!(
                "patchwork: game saved in {}",
                escape(&path.display().to_string())
            );
            ExitCode::SUCCESS
        }
        Ok(None) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("patchwork: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The app and where its first game is saved, ready before the terminal opens.
struct Prepared {
    app: App,
    saves: Saves,
    /// The file of slot 0; `None` for a fresh file on the first save.
    first_path: Option<PathBuf>,
}

fn prepare(launch: &Launch, theme: &Theme) -> Result<Prepared, String> {
    let saves = Saves::locate(launch.data_dir.as_deref()).map_err(|e| e.to_string())?;
    let (app, first_path) = match &launch.start {
        Start::New { options, seed } => {
            let seed = seed.unwrap_or_else(clock_seed);
            let app = App::new(options, seed, *theme).map_err(|e| e.to_string())?;
            (app, None)
        }
        Start::Resume => {
            let entry = saves.latest_unfinished().ok_or_else(|| {
                format!(
                    "no unfinished game to resume in {} (patchwork games lists them)",
                    escape(&saves.dir().display().to_string())
                )
            })?;
            let app = play_on(&entry.path, theme)?;
            (app, Some(entry.path))
        }
        Start::Load(path) => {
            let app = play_on(path, theme)?;
            // A game from elsewhere is continued in a copy: its file is never changed.
            let first = saves.holds(path).then(|| path.clone());
            (app, first)
        }
        Start::Replay(path) => {
            let record = saves::read_record(path).map_err(|e| e.to_string())?;
            let loaded = History::from_record(&record)
                .map_err(|e| format!("{}: {e}", escape(&path.display().to_string())))?;
            (App::replay(loaded.history, loaded.fault, *theme), None)
        }
    };
    Ok(Prepared {
        app,
        saves,
        first_path,
    })
}

/// A valid saved game, ready to play on from its last step.
fn play_on(path: &Path, theme: &Theme) -> Result<App, String> {
    let record = saves::read_record(path).map_err(|e| e.to_string())?;
    let loaded = History::from_record(&record)
        .map_err(|e| format!("{}: {e}", escape(&path.display().to_string())))?;
    if let Some(fault) = loaded.fault {
        return Err(format!(
            "{}: {fault} (the file is left as it is; patchwork replay shows it up to the fault)",
            escape(&path.display().to_string())
        ));
    }
    Ok(App::play_on(loaded.history, *theme))
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

/// The session's loop. Returns the file of the game in play when the player quits.
fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    saves: &Saves,
    first_path: Option<PathBuf>,
) -> io::Result<Option<PathBuf>> {
    let (tx, rx) = mpsc::channel::<Msg>();
    spawn_input(tx.clone());
    spawn_signals(tx.clone())?;
    let writer = Saver::spawn(tx.clone());
    // Each game of the session (a slot) has its file, and the time it was first saved.
    let mut files: HashMap<u64, (PathBuf, String)> = HashMap::new();
    let mut last_saved = first_path.clone();
    if let Some(path) = first_path {
        files.insert(0, (path, now()));
    }
    let size = terminal.size()?;
    let mut effects = app.update(Msg::Resize(size.width, size.height));
    effects.extend(app.start());
    let mut next_tick = Instant::now() + TICK;
    loop {
        for effect in effects.drain(..) {
            match effect {
                Effect::Save { slot, mut record } => {
                    let (path, created) = files
                        .entry(slot)
                        .or_insert_with(|| (saves.new_path(SystemTime::now()), now()))
                        .clone();
                    if record.created.is_none() {
                        record.created = Some(created.into());
                    }
                    last_saved = Some(path.clone());
                    writer.save(slot, path, &record);
                }
                Effect::Think {
                    ticket,
                    bot,
                    budget,
                    seed,
                    game,
                    stop,
                } => think(tx.clone(), ticket, bot, budget, seed, *game, stop),
            }
        }
        if app.should_quit() {
            break;
        }
        terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        // Idle (no autoplay, no pause to count down): sleep until something happens.
        let msg = if app.needs_ticks() {
            let timeout = next_tick.saturating_duration_since(Instant::now());
            match rx.recv_timeout(timeout) {
                Ok(msg) => msg,
                Err(RecvTimeoutError::Timeout) => {
                    next_tick = Instant::now() + TICK;
                    Msg::Tick
                }
                Err(RecvTimeoutError::Disconnected) => break,
            }
        } else {
            match rx.recv() {
                Ok(msg) => {
                    next_tick = Instant::now() + TICK;
                    msg
                }
                Err(_) => break,
            }
        };
        effects = app.update(msg);
    }
    // Every save asked for is on disk before the terminal is given back.
    writer.finish();
    Ok(last_saved)
}

/// Reads terminal events on a thread of its own and sends them on.
fn spawn_input(tx: Sender<Msg>) {
    thread::spawn(move || {
        loop {
            let msg = match event::read() {
                Ok(Event::Key(key)) => Msg::Key(key),
                Ok(Event::Mouse(mouse)) => Msg::Mouse(mouse),
                Ok(Event::Resize(w, h)) => Msg::Resize(w, h),
                Ok(_) => continue,
                Err(_) => Msg::Terminate,
            };
            let fatal = msg == Msg::Terminate;
            if tx.send(msg).is_err() || fatal {
                return;
            }
        }
    });
}

/// Turns SIGTERM, SIGHUP and SIGINT into [`Msg::Terminate`], so they leave like `q`: the game
/// saved and the terminal restored.
fn spawn_signals(tx: Sender<Msg>) -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT])?;
    thread::spawn(move || {
        for _ in signals.forever() {
            if tx.send(Msg::Terminate).is_err() {
                return;
            }
        }
    });
    Ok(())
}

/// Asks a bot on a worker thread; the answer comes back as [`Msg::Bot`].
fn think(
    tx: Sender<Msg>,
    ticket: u64,
    bot: crate::bot::BotKind,
    budget: crate::bot::Budget,
    seed: u64,
    game: crate::rules::Game,
    stop: crate::bot::Stop,
) {
    thread::spawn(move || {
        let answer = bot.build_default(seed).choose_until(&game, budget, &stop);
        let _ = tx.send(Msg::Bot { ticket, answer });
    });
}

/// Writes saves on a thread of its own, so a key press never waits for the disk. Saves are
/// written in the order asked; each reports back as [`Msg::Saved`].
struct Saver {
    tx: Sender<(u64, PathBuf, String)>,
    reply: Sender<Msg>,
    handle: JoinHandle<()>,
}

impl Saver {
    fn spawn(reply: Sender<Msg>) -> Self {
        let (tx, rx) = mpsc::channel::<(u64, PathBuf, String)>();
        let replies = reply.clone();
        let handle = thread::spawn(move || {
            let reply = replies;
            while let Ok((slot, path, text)) = rx.recv() {
                let result = saves::write_atomic(&path, text.as_bytes())
                    .map(|()| path.display().to_string())
                    .map_err(|e| format!("{}: {e}", escape(&path.display().to_string())));
                let _ = reply.send(Msg::Saved { slot, result });
            }
        });
        Self { tx, reply, handle }
    }

    fn save(&self, slot: u64, path: PathBuf, record: &Record) {
        match record.to_json() {
            Ok(mut text) => {
                text.push('\n');
                let _ = self.tx.send((slot, path, text));
            }
            Err(e) => {
                let _ = self.reply.send(Msg::Saved {
                    slot,
                    result: Err(e.to_string()),
                });
            }
        }
    }

    /// Waits until every save asked for is written.
    fn finish(self) {
        drop(self.tx);
        let _ = self.handle.join();
    }
}

/// The time now, as a record's `created` field says it (RFC 3339).
fn now() -> String {
    humantime::format_rfc3339_seconds(SystemTime::now()).to_string()
}

/// A seed from the clock, for a game without `--seed`.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
