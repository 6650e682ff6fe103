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

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture, Event};
use ratatui::crossterm::execute;

mod app;
mod fit;
pub mod keys;
pub mod layout;
pub mod menu;
pub mod mode;
pub mod placement;
pub mod replay;
pub mod scene;
pub mod search;
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
pub use session::{Opponent, Options, Seat, Session};
pub use theme::{MONO, THEME, Theme};

use crate::history::History;
use crate::saves::{self, Job, Keeper, Saves};
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
    /// The menu: a new game, the last game, a saved game to play on or replay.
    Menu,
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
/// that cannot be read, nothing to resume, a game open in another process) are reported on
/// stderr with a failure status. At the end, after the terminal is restored, it says what became
/// of each game: saved (where), or NOT saved (why, and where an emergency copy went); the status
/// is a failure when a game is not saved.
pub fn run(launch: &Launch) -> ExitCode {
    let theme = Theme::pick(launch.no_color);
    let prepared = match prepare(launch, &theme) {
        Ok(p) => p,
        Err(Refusal::Message(message)) => {
            eprintln!("patchwork: {}", escape(&message));
            return ExitCode::FAILURE;
        }
        Err(Refusal::Locked { path, error }) => return open_elsewhere(launch, &path, &error),
    };
    let Prepared { mut app, keeper } = prepared;
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            eprintln!(
                "patchwork: {}",
                crate::tr!("no-terminal", error = escape(&e.to_string()).into_owned())
            );
            return ExitCode::FAILURE;
        }
    };
    // ratatui's panic hook restores the terminal; mouse capture must be released as well.
    release_mouse_on_panic();
    let _ = execute!(io::stdout(), EnableMouseCapture);
    let result = event_loop(&mut terminal, &mut app, keeper);
    leave_terminal();
    // Already given back (cursor shown); dropping it would try again and print its error to a
    // terminal that may be gone.
    std::mem::forget(terminal);
    // The menu chose a saved game: open it as the command line would (its lock, its errors).
    // The menu itself played and saved nothing.
    if let Ok(ending) = &result
        && ending.signal.is_none()
        && let Some(next) = app.take_next()
    {
        let start = match next {
            menu::Next::Load(path) => Start::Load(path),
            menu::Next::Replay(path) => Start::Replay(path),
        };
        return run(&Launch {
            start,
            ..launch.clone()
        });
    }
    match result {
        Ok(ending) => report(&ending),
        Err(e) => {
            eprintln!("patchwork: {}", escape(&e.to_string()));
            ExitCode::FAILURE
        }
    }
}

/// Says what became of each game of the session: saved ones on stdout, the others on stderr.
/// A terminal already gone (SIGHUP) cannot be told; that is no reason to panic.
fn report(ending: &Ending) -> ExitCode {
    use std::io::Write;
    if let Some(signal) = &ending.signal {
        let _ = writeln!(io::stderr(), "patchwork: ended by {signal}");
    }
    let mut all_saved = ending.failure.is_none();
    if let Some(e) = &ending.failure {
        let _ = writeln!(io::stderr(), "patchwork: {}", escape(&e.to_string()));
    }
    for outcome in &ending.outcomes {
        if outcome.is_saved() {
            let _ = writeln!(
                io::stdout(),
                "patchwork: {}",
                saves::words::outcome(outcome)
            );
        } else {
            all_saved = false;
            let _ = writeln!(
                io::stderr(),
                "patchwork: {}",
                saves::words::outcome(outcome)
            );
        }
    }
    if all_saved {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The game at `path` is open in another process: asks (on a terminal) whether to open it in
/// the replay viewer instead, read-only; otherwise says how, with a failure status.
fn open_elsewhere(launch: &Launch, path: &Path, error: &saves::LockError) -> ExitCode {
    use std::io::{BufRead, IsTerminal, Write};
    let file = escape(&path.display().to_string()).into_owned();
    let replay = format!("patchwork replay {file}");
    if io::stdin().is_terminal() && io::stderr().is_terminal() {
        let ask = crate::tr!(
            "locked-ask",
            file = file.as_str(),
            error = escape(&saves::words::lock_error(error)).into_owned()
        );
        eprint!("patchwork: {ask} ");
        let _ = io::stderr().flush();
        let mut answer = String::new();
        let yes = io::stdin().lock().read_line(&mut answer).is_ok()
            && matches!(answer.trim(), "y" | "Y" | "yes");
        if yes {
            return run(&Launch {
                start: Start::Replay(path.to_path_buf()),
                ..launch.clone()
            });
        }
        return ExitCode::FAILURE;
    }
    let tell = crate::tr!(
        "locked-tell",
        file = file.as_str(),
        error = escape(&saves::words::lock_error(error)).into_owned(),
        replay = replay
    );
    eprintln!("patchwork: {tell}");
    ExitCode::FAILURE
}

/// Gives the terminal back: mouse capture, raw mode, the alternate screen.
fn leave_terminal() {
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
    Ok(())
}

/// Why the session does not start.
enum Refusal {
    /// A sentence for stderr.
    Message(String),
    /// The game is open in another process.
    Locked {
        /// The game.
        path: PathBuf,
        /// Who has it.
        error: saves::LockError,
    },
}

impl From<String> for Refusal {
    fn from(message: String) -> Self {
        Refusal::Message(message)
    }
}

/// The app and the books of its saves, ready before the terminal opens.
struct Prepared {
    app: App,
    keeper: Keeper,
}

fn prepare(launch: &Launch, theme: &Theme) -> Result<Prepared, Refusal> {
    let saves =
        Saves::locate(launch.data_dir.as_deref()).map_err(|e| saves::words::saves_error(&e))?;
    // What a killed session left (a save cut short, a stale lock) goes first.
    saves.sweep();
    let mut keeper = Keeper::new(saves, saves::disk_writer());
    let app = match &launch.start {
        Start::New { options, seed } => {
            let seed = seed.unwrap_or_else(clock_seed);
            App::new(options, seed, *theme).map_err(|e| e.to_string())?
        }
        Start::Resume => {
            let path = keeper.saves().latest_unfinished().ok_or_else(|| {
                crate::tr!(
                    "resume-none",
                    dir = escape(&keeper.saves().dir().display().to_string()).into_owned()
                )
            })?;
            let lock = lock(&path)?;
            let app = play_on(&path, theme)?;
            keeper.adopt(0, path, Some(lock));
            app
        }
        Start::Load(given) => {
            // A file, or a number or a name from `patchwork games`.
            let found = keeper.saves().find(given);
            if found.is_none()
                && let Some(n) = given.to_str().and_then(|t| t.parse::<usize>().ok())
            {
                return Err(Refusal::Message(crate::tr!(
                    "load-no-number",
                    n = n.to_string(),
                    dir = keeper.saves().dir().display().to_string()
                )));
            }
            let path = found.as_ref().unwrap_or(given);
            // A game from elsewhere is continued in a copy: its file is never changed.
            let own = keeper.saves().holds(path);
            let lock = if own { Some(lock(path)?) } else { None };
            let app = play_on(path, theme)?;
            if let Some(lock) = lock {
                keeper.adopt(0, path.clone(), Some(lock));
            }
            app
        }
        Start::Replay(path) => {
            let loaded = saves::open_history(path).map_err(|e| e.to_string())?;
            App::replay(loaded.history, loaded.fault, *theme)
        }
        Start::Menu => {
            // One walk over the folder, each header read once, for both pages.
            let entries = keeper.saves().list();
            let dir = keeper.saves().dir();
            // The same table as `patchwork stats`, for the menu's page.
            let stats = crate::stats::lines(
                &crate::stats::of_entries(&entries),
                &escape(&dir.display().to_string()),
            );
            let games = saved_games(entries);
            App::menu(games, stats, clock_seed(), *theme).map_err(|e| e.to_string())?
        }
    };
    Ok(Prepared { app, keeper })
}

/// The saved games as the menu lists them, newest first, from their headers (broken files
/// are left out: `patchwork games` lists them with their reasons).
fn saved_games(entries: Vec<saves::Entry>) -> Vec<menu::SavedGame> {
    entries
        .into_iter()
        .enumerate()
        .filter_map(|(n, entry)| {
            let summary = entry.header.ok()?;
            // "2026-11-23T21:14:13Z" shown as "2026-11-23 21:14".
            let stamp = humantime::format_rfc3339_seconds(entry.modified).to_string();
            let when: String = stamp.replace('T', " ").chars().take(16).collect();
            let how = match &summary.result {
                Some(result) => crate::tr!(
                    "games-menu-score",
                    a = result.scores[0],
                    b = result.scores[1]
                ),
                None => crate::tr!("games-in-progress"),
            };
            let row = crate::tr!(
                "games-menu-row",
                when = when,
                one = escape(summary.names()[0]).into_owned(),
                two = escape(summary.names()[1]).into_owned(),
                variant = crate::cli::variant_word(summary.variant),
                how = how
            );
            let label = format!("{}. {row}", n + 1);
            Some(menu::SavedGame {
                path: entry.path,
                label,
                finished: summary.result.is_some(),
            })
        })
        .collect()
}

/// The lock of the saved game at `path`, or the refusal to open it.
fn lock(path: &Path) -> Result<saves::GameLock, Refusal> {
    saves::GameLock::acquire(path).map_err(|error| match error {
        saves::LockError::Held { .. } => Refusal::Locked {
            path: path.to_path_buf(),
            error,
        },
        saves::LockError::Io(_) => Refusal::Message(format!(
            "{}: {}",
            escape(&path.display().to_string()),
            saves::words::lock_error(&error)
        )),
    })
}

/// A valid saved game, ready to play on from its last step.
fn play_on(path: &Path, theme: &Theme) -> Result<App, String> {
    let loaded = saves::open_history(path).map_err(|e| e.to_string())?;
    if let Some(fault) = loaded.fault {
        return Err(crate::tr!(
            "load-fault",
            file = escape(&path.display().to_string()).into_owned(),
            fault = fault.to_string()
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

/// What reaches the loop: the app's messages, signals, and the writer's reports.
enum Input {
    /// For the app.
    App(Msg),
    /// A signal caught (see [`spawn_signals`]).
    Signal(i32),
    /// A save was written, or failed.
    Saved {
        /// Which game.
        slot: u64,
        /// Its file.
        path: PathBuf,
        /// The file, or why not.
        result: Result<PathBuf, saves::SaveError>,
    },
}

/// How a session ended: the signal that ended it, if one did, the error that broke it, and what
/// became of each game.
struct Ending {
    signal: Option<String>,
    /// What broke the loop, if something did.
    failure: Option<io::Error>,
    outcomes: Vec<saves::SaveOutcome>,
}

/// The session's loop. Returns what became of each game when the player quits or a signal ends
/// it; every save asked for is on disk (or reported not to be) before it returns.
fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    mut keeper: Keeper,
) -> io::Result<Ending> {
    let (tx, rx) = mpsc::channel::<Input>();
    spawn_input(tx.clone());
    spawn_signals(tx.clone())?;
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
                perform(effect, &mut keeper, &writer, &tx, reviews.as_ref());
            }
            if app.should_quit() {
                break;
            }
            terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
            let Some(input) = next_input(&rx, app.needs_ticks(), &mut next_tick) else {
                break;
            };
            let msg = match input {
                Input::App(Msg::Key(key)) if is_suspend(&key) => {
                    suspend(terminal)?;
                    continue;
                }
                Input::App(msg) => msg,
                Input::Saved { slot, path, result } => {
                    keeper.done(slot, &result);
                    let file = path.display().to_string();
                    Msg::Saved {
                        slot,
                        result: result
                            .map(|_| file.clone())
                            .map_err(|why| format!("{}: {why}", escape(&file))),
                    }
                }
                Input::Signal(signal) if signal == signal_hook::consts::SIGTSTP => {
                    suspend(terminal)?;
                    continue;
                }
                Input::Signal(signal) if signal == signal_hook::consts::SIGCONT => {
                    // Stopped by something else (SIGSTOP): take the terminal again and redraw.
                    enter_terminal(terminal)?;
                    continue;
                }
                Input::Signal(signal) => {
                    ended_by = Some(signal_name(signal));
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
                ended_by = Some(signal_name(signal));
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
/// bot, or a review, on worker threads.
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
                    result: Err(e.to_string()),
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

/// Whether `key` is Ctrl-Z, which in raw mode arrives as a key, not as SIGTSTP.
fn is_suspend(key: &event::KeyEvent) -> bool {
    key.kind == event::KeyEventKind::Press
        && key.modifiers.contains(event::KeyModifiers::CONTROL)
        && matches!(key.code, event::KeyCode::Char('z' | 'Z'))
}

/// Ctrl-Z: gives the terminal back, stops the process as SIGTSTP would (the shell takes over),
/// and once continued (`fg`) takes the terminal again and redraws.
fn suspend(terminal: &mut ratatui::DefaultTerminal) -> io::Result<()> {
    leave_terminal();
    #[cfg(unix)]
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)?;
    enter_terminal(terminal)
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

/// Reads terminal events on a thread of its own and sends them on.
fn spawn_input(tx: Sender<Input>) {
    thread::spawn(move || {
        loop {
            let msg = match event::read() {
                Ok(Event::Key(key)) => Msg::Key(key),
                Ok(Event::Mouse(mouse)) => Msg::Mouse(mouse),
                Ok(Event::Resize(w, h)) => Msg::Resize(w, h),
                Ok(_) => continue,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(_) => Msg::Terminate,
            };
            let fatal = msg == Msg::Terminate;
            if tx.send(Input::App(msg)).is_err() || fatal {
                return;
            }
        }
    });
}

/// Catches SIGTERM, SIGHUP, SIGINT and SIGQUIT (they leave like `q`: the game saved, the
/// terminal restored), SIGTSTP (the terminal given back, then the process stopped) and SIGCONT
/// (the terminal taken again and redrawn), and sends them to the loop.
fn spawn_signals(tx: Sender<Input>) -> io::Result<()> {
    use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
    let mut signals =
        signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT])?;
    thread::spawn(move || {
        for signal in signals.forever() {
            if tx.send(Input::Signal(signal)).is_err() {
                return;
            }
        }
    });
    Ok(())
}

/// Asks a bot on a worker thread; the answer comes back as [`Msg::Bot`].
fn think(
    tx: Sender<Input>,
    ticket: u64,
    bot: session::Opponent,
    seed: u64,
    game: crate::rules::Game,
    stop: crate::bot::Stop,
) {
    thread::spawn(move || {
        let answer = bot.build(seed).choose_until(&game, bot.budget(), &stop);
        let _ = tx.send(Input::App(Msg::Bot { ticket, answer }));
    });
}

/// Reviews a game on a worker thread (one search at a time, so keys stay quick), from the
/// cache when it holds this game and these settings; reports progress and the review.
fn review(
    tx: Sender<Input>,
    ticket: u64,
    history: &History,
    settings: crate::review::Settings,
    cache: Option<PathBuf>,
    stop: crate::bot::Stop,
) {
    let mut analyzer = crate::review::Analyzer::new(history, settings);
    thread::spawn(move || {
        let cache = cache.map(crate::review::cache::Cache::new);
        if let Some(cache) = &cache {
            let _ = cache.load(&mut analyzer);
        }
        let progress = |p: crate::review::Progress<'_>| {
            let msg = Msg::ReviewProgress {
                ticket,
                done: p.done,
                total: p.total,
            };
            let _ = tx.send(Input::App(msg));
        };
        if let Ok(review) = analyzer.run(1, &stop, progress) {
            if let Some(cache) = &cache {
                let _ = cache.store(&analyzer);
            }
            let msg = Msg::Reviewed {
                ticket,
                review: Box::new(review),
            };
            let _ = tx.send(Input::App(msg));
        }
    });
}

/// Writes saves on a thread of its own, so a key press never waits for the disk. Saves are
/// written in the order asked, with the [`saves::Writer`] given; each reports back.
struct Saver {
    tx: Sender<Job>,
    handle: JoinHandle<()>,
}

impl Saver {
    fn spawn(reply: Sender<Input>, write: saves::Writer) -> Self {
        let (tx, rx) = mpsc::channel::<Job>();
        let handle = thread::spawn(move || {
            while let Ok(job) = rx.recv() {
                let result = job.run(&write);
                let _ = reply.send(Input::Saved {
                    slot: job.slot,
                    path: job.path,
                    result,
                });
            }
        });
        Self { tx, handle }
    }

    fn save(&self, job: Job) {
        let _ = self.tx.send(job);
    }

    /// Waits until every save asked for is written.
    fn finish(self) {
        drop(self.tx);
        let _ = self.handle.join();
    }
}

/// A seed from the clock, for a game without `--seed`.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
