//! Launch: what a session starts with (a new game, the last game, a saved game, a replay, the
//! menu), the checks before the terminal is taken (the data folder, the game's lock, a faulty
//! save), and what is said at the end about each game.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use super::event_loop::{self, Input};
use super::local::Local;
use super::terminal;
use super::workers::{spawn_input, spawn_signals};
use super::{App, Launch, Start, Theme, menu};
use crate::saves::{self, Keeper, Saves};
use crate::text::Shown;

/// Runs the terminal game until the player quits. Errors before the terminal opens (a file
/// that cannot be read, nothing to resume, a game open in another process) are reported on
/// stderr with a failure status. At the end, after the terminal is restored, it says what became
/// of each game: saved (where), or NOT saved (why, and where an emergency copy went); the status
/// is a failure when a game is not saved.
pub fn run(launch: &Launch) -> ExitCode {
    let theme = Theme::pick(launch.no_color);
    match prepare(launch, &theme) {
        Ok(prepared) => run_prepared(launch, prepared),
        Err(Refusal::Message(message)) => {
            eprintln!("patchwork: {}", crate::text::escape_message(&message));
            ExitCode::FAILURE
        }
        Err(Refusal::Locked { path, error }) => open_elsewhere(launch, &path, &error),
    }
}

/// Opens what the menu chose; where it cannot be opened (a file broken since the list was
/// read, a game open elsewhere, a lock that cannot be taken), the menu comes back saying why
/// instead of the program ending. A replay left goes back to the menu.
fn run_chosen(launch: &Launch) -> ExitCode {
    let theme = Theme::pick(launch.no_color);
    let why = match prepare(launch, &theme) {
        Ok(mut prepared) => {
            prepared.app.opened_from_menu();
            return run_prepared(launch, prepared);
        }
        Err(Refusal::Message(message)) => message,
        Err(Refusal::Locked { path, error }) => {
            format!("{}: {}", path.display(), saves::words::lock_error(&error))
        }
    };
    let menu = Launch {
        start: Start::Menu,
        ..launch.clone()
    };
    if let Ok(mut prepared) = prepare(&menu, &theme) {
        prepared.app.not_opened(&why);
        run_prepared(&menu, prepared)
    } else {
        eprintln!("patchwork: {}", crate::text::escape_message(&why));
        ExitCode::FAILURE
    }
}

/// How a session in this terminal ended: the signal that ended it, if one did, the error that
/// broke it, and what became of each game.
struct Ending {
    /// The signal that ended it, if one did: its number and its name.
    signal: Option<(i32, String)>,
    /// What broke the loop, if something did.
    failure: Option<io::Error>,
    /// What became of each game.
    outcomes: Vec<saves::SaveOutcome>,
}

/// Runs `app` in this terminal, in the world of `keeper`'s saves, until the player quits or a
/// signal ends it; every save asked for is on disk (or reported not to be) before it returns.
fn session(app: App, keeper: Keeper) -> io::Result<(Ending, App)> {
    let (tx, rx) = std::sync::mpsc::channel::<Input<_>>();
    let pauses = spawn_signals(tx.clone())?;
    let mut screen = terminal::Local::open(Some(pauses))?;
    // Dropped when the session ends, however it ends: the input thread stops.
    let _input = spawn_input(tx.clone());
    let mut world = Local::new(keeper, tx);
    let stopped = event_loop::run(app, &mut screen, &mut world, &rx);
    // Every save asked for is on disk before the terminal is given back.
    let (outcomes, late) = world.finish(&rx);
    screen.close();
    let signal = stopped.signal.or(late);
    Ok((
        Ending {
            signal: signal.map(|s| (s, signal_name(s))),
            failure: stopped.failure,
            outcomes,
        },
        stopped.app,
    ))
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

/// Runs a prepared session in the terminal, then what the menu chose, if it chose something.
fn run_prepared(launch: &Launch, prepared: Prepared) -> ExitCode {
    let Prepared { app, keeper } = prepared;
    if let Some(why) = terminal::missing() {
        eprintln!("patchwork: {why}");
        return ExitCode::from(2);
    }
    let result = session(app, keeper);
    let result = match result {
        Ok((ending, mut app)) => {
            // The menu chose a saved game: open it as the command line would (its lock, its
            // errors), back to the menu if it cannot be. The menu itself played and saved
            // nothing.
            if ending.signal.is_none()
                && let Some(next) = app.take_next()
            {
                let start = match next {
                    menu::Next::Load(path) => Start::Load(path),
                    menu::Next::Replay(path) => Start::Replay(path),
                    // Tables are only offered by a menu served over SSH, whose world opens them.
                    menu::Next::Menu | menu::Next::NewTable(_) | menu::Next::Join(..) => {
                        Start::Menu
                    }
                };
                return run_chosen(&Launch {
                    start,
                    ..launch.clone()
                });
            }
            Ok(ending)
        }
        Err(e) => Err(e),
    };
    match result {
        Ok(ending) => report(&ending),
        Err(e) => {
            eprintln!(
                "patchwork: {}",
                crate::tr!("no-terminal", error = Shown::new(&e.to_string()))
            );
            ExitCode::FAILURE
        }
    }
}

/// Says what became of each game of the session: saved ones on stdout, the others on stderr.
/// A terminal already gone (SIGHUP) cannot be told; that is no reason to panic. The status:
/// 128 + N when signal N ended the session (as a shell reports a process a signal ended), else
/// a failure when a game is not saved.
fn report(ending: &Ending) -> ExitCode {
    use std::io::Write;
    if let Some((_, name)) = &ending.signal {
        let _ = writeln!(io::stderr(), "patchwork: ended by {name}");
    }
    let mut all_saved = ending.failure.is_none();
    if let Some(e) = &ending.failure {
        let _ = writeln!(io::stderr(), "patchwork: {}", Shown::new(&e.to_string()));
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
            // Nowhere to write it: the record goes to standard error, whole, so the game is not
            // lost (`patchwork 2> game.json` keeps it).
            if let saves::SaveOutcome::NotSaved {
                record: Some(text), ..
            } = outcome
            {
                let _ = writeln!(io::stderr(), "patchwork: {}", crate::tr!("record-follows"));
                let _ = io::stderr().write_all(text.as_bytes());
            }
        }
    }
    match &ending.signal {
        Some((number, _)) => ExitCode::from(u8::try_from(128 + number).unwrap_or(u8::MAX)),
        None if all_saved => ExitCode::SUCCESS,
        None => ExitCode::FAILURE,
    }
}

/// The game at `path` is open in another process: asks (on a terminal) whether to open it in
/// the replay viewer instead, read-only; otherwise says how, with a failure status.
fn open_elsewhere(launch: &Launch, path: &Path, error: &saves::LockError) -> ExitCode {
    use std::io::{BufRead, IsTerminal, Write};
    let file = Shown::new(&path.display().to_string());
    let replay = format!("patchwork replay {file}");
    if io::stdin().is_terminal() && io::stderr().is_terminal() {
        let ask = crate::tr!(
            "locked-ask",
            file = file.as_str(),
            error = Shown::new(&saves::words::lock_error(error))
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
        error = Shown::new(&saves::words::lock_error(error)),
        replay = replay
    );
    eprintln!("patchwork: {tell}");
    ExitCode::FAILURE
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
    // What a killed session left (a save cut short, a stale lock) goes first, and what was
    // planted at a lock's name is told.
    let swept = saves.sweep();
    // And in the data folder: progress files and emergency copies cut short.
    if let Some(data) = saves.data_dir() {
        crate::files::sweep_temps(data, saves::progress::is_own_file);
    }
    let mut keeper = Keeper::new(saves, saves::disk_writer());
    let app = match &launch.start {
        Start::New { options, seed } => {
            let seed = seed.unwrap_or_else(clock_seed);
            App::new(options, seed, *theme).map_err(|e| e.to_string())?
        }
        Start::Resume => {
            let dir = Shown::new(&keeper.saves().dir().display().to_string());
            let path = keeper
                .saves()
                .latest_unfinished()
                .map_err(|e| format!("{dir}: {e}"))?
                .ok_or_else(|| crate::tr!("resume-none", dir = dir.as_str()))?;
            let lock = lock(&path)?;
            let app = play_on(&path, theme)?;
            keeper.adopt(0, path, Some(lock));
            app
        }
        Start::Load(given) => {
            // A file, or a number or a name from `patchwork games`.
            let path = &keeper
                .saves()
                .named(given)
                .map_err(|e| saves::words::no_such_number(&e))?;
            // A game from elsewhere is continued in a copy: its file is never changed.
            let own = keeper.saves().holds(path);
            let lock = if own { Some(lock(path)?) } else { None };
            let app = play_on(path, theme)?;
            if let Some(lock) = lock {
                keeper.adopt(0, path.clone(), Some(lock));
            }
            app
        }
        Start::Replay(given) => {
            let path = &keeper
                .saves()
                .named(given)
                .map_err(|e| saves::words::no_such_number(&e))?;
            let loaded = saves::open_history(path).map_err(|e| saves::words::load_failure(&e))?;
            App::replay(loaded.history, loaded.fault, *theme)
        }
        Start::Menu | Start::Learn | Start::Daily | Start::Puzzles => {
            // One walk over the folder, each header read once, for both pages.
            let dir = Shown::new(&keeper.saves().dir().display().to_string());
            let entries = keeper.saves().list().map_err(|e| format!("{dir}: {e}"))?;
            // The same table as `patchwork stats`, for the menu's page, and its narrow form.
            let stats = crate::stats::of_entries(&entries);
            let daily = crate::saves::progress::load(
                keeper.saves().data_dir().unwrap_or(keeper.saves().dir()),
                crate::saves::progress::DAILY_FILE,
            );
            let daily = crate::stats::daily_lines(&daily);
            let mut stats = menu::StatsLines {
                wide: crate::stats::lines(&stats, &dir),
                narrow: crate::stats::narrow_lines(&stats, &dir),
            };
            stats.wide.extend(daily.iter().cloned());
            stats.narrow.extend(daily);
            let games = saved_games(entries);
            App::menu(games, stats, clock_seed(), *theme).map_err(|e| e.to_string())?
        }
    };
    let mut app = app;
    if !swept.planted.is_empty() {
        let told: Vec<String> = swept.planted.iter().map(saves::words::planted).collect();
        app.tell(&told.join("; "));
    }
    app.set_learning(learning(keeper.saves()));
    // Motion, unless NO_COLOR or --no-animation asks for a still screen.
    app.set_animation(!launch.no_color && !launch.no_animation);
    match launch.start {
        Start::Learn => app.open_lessons(),
        Start::Daily => app.open_daily(),
        Start::Puzzles => app.open_puzzles(),
        _ => {}
    }
    Ok(Prepared { app, keeper })
}

/// The saved games as the menu lists them, newest first, from their headers; a file that does
/// not replay is listed too, as damaged (choosing it says why it cannot be opened, as
/// `patchwork games` does).
fn saved_games(entries: Vec<saves::Entry>) -> Vec<menu::SavedGame> {
    let resume = saves::latest_unfinished(&entries).map(Path::to_path_buf);
    entries
        .into_iter()
        .map(|entry| {
            let here = resume.as_ref() == Some(&entry.path);
            // "2026-11-23T21:14:13Z" shown as "2026-11-23 21:14".
            let stamp = humantime::format_rfc3339_seconds(entry.modified).to_string();
            let when: String = stamp.replace('T', " ").chars().take(16).collect();
            let Ok(summary) = &entry.header else {
                let file = Shown::new(&entry.file_name());
                let damaged = crate::tr!("games-menu-damaged");
                let label = format!("{when}  {file}  {damaged}");
                let short = format!(
                    "{when}  {}  {damaged}",
                    crate::tui::fit::ellipsis(file.as_str(), 12)
                );
                return menu::SavedGame {
                    path: entry.path,
                    label,
                    shorter: vec![short],
                    finished: false,
                    resume: false,
                    daily: None,
                };
            };
            let how = match &summary.result {
                Some(result) => crate::tr!(
                    "games-menu-score",
                    a = result.scores[0],
                    b = result.scores[1]
                ),
                None => crate::tr!("games-in-progress"),
            };
            let names =
                crate::i18n::player_names(&summary.players).map(|n| Shown::new(&n).to_string());
            let (label, shorter) = menu::game_row(&when, &names, summary.variant, &how);
            let finished = summary.result.is_some();
            menu::SavedGame {
                path: entry.path,
                label,
                shorter,
                finished,
                resume: here,
                daily: crate::learn::daily::Date::of_game(&summary.players, summary.seed),
            }
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
        saves::LockError::Io(_) | saves::LockError::Folder { .. } => Refusal::Message(format!(
            "{}: {}",
            Shown::new(&path.display().to_string()),
            saves::words::lock_error(&error)
        )),
    })
}

/// A valid saved game, ready to play on from its last step.
fn play_on(path: &Path, theme: &Theme) -> Result<App, String> {
    let loaded = saves::open_history(path).map_err(|e| saves::words::load_failure(&e))?;
    if let Some(fault) = loaded.fault {
        return Err(crate::tr!(
            "load-fault",
            file = Shown::new(&path.display().to_string()),
            fault = fault.to_string()
        ));
    }
    Ok(App::play_on(loaded.history, *theme))
}

/// The player's progress from the data directory, and today (UTC) from the clock.
fn learning(saves: &Saves) -> crate::tui::learn::Learning {
    use crate::saves::progress::{DAILY_FILE, LESSONS_FILE, PUZZLES_FILE, TIPS_FILE, load};
    let dir = saves.data_dir().unwrap_or(saves.dir());
    let today = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .ok()
        .and_then(|d| i64::try_from(d.as_secs()).ok())
        .map(crate::learn::daily::Date::from_unix_seconds);
    crate::tui::learn::Learning {
        today,
        lessons: load(dir, LESSONS_FILE),
        tips: load(dir, TIPS_FILE),
        daily: load(dir, DAILY_FILE),
        puzzles: load(dir, PUZZLES_FILE),
        set: crate::learn::puzzles::shipped(),
    }
}

/// A seed from the clock, for a game without `--seed`.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
