//! Where games are kept: one record file per game in the user's data directory, written
//! atomically after every step, listed by `patchwork games` and found again by `--resume`.
//!
//! The directory is, first found: the `--data-dir` option, the `PATCHWORK_DATA_DIR` variable,
//! or the platform's data directory for `patchwork` (`$XDG_DATA_HOME/patchwork` or
//! `~/.local/share/patchwork` on Linux), with the games in its `games` folder (and the cache of
//! reviews in its `reviews` folder, [`Saves::reviews_dir`]).
//!
//! One way to each thing. [`entries`] is the one walk over a folder of games, each file's
//! header read once ([`read_header`], a [`Header`]) for `games`, `stats` and the menu.
//! [`open_history`] is the one loader of a save into a [`History`] ([`open_valid`] the same,
//! refusing any fault). Files are read and written through [`crate::files`]. The [`Keeper`] keeps the
//! books of a session's saves; [`words`] words saving's errors in the player's language.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::history::{History, Loaded};
use crate::record::{self, Header, Record, RecordError};
use crate::text::Shown;

pub mod display;
mod keeper;
mod lock;
pub mod progress;
pub mod words;

pub use keeper::{Job, Keeper, SaveError, SaveOutcome, Writer, disk_writer};
pub use lock::{GameLock, LockError, Planted, PlantedKind, lock_path};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_VAR: &str = "PATCHWORK_DATA_DIR";

/// The folder of saved games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saves {
    dir: PathBuf,
}

/// Why the folder of saved games cannot be used.
#[derive(Debug, thiserror::Error)]
pub enum SavesError {
    /// No home directory is known and no directory was given.
    #[error("no data directory is known here: give one with --data-dir or {DATA_DIR_VAR}")]
    NoDataDir,
    /// The folder cannot be created.
    #[error("cannot create the folder for saved games {}: {source}", Shown::new(&.dir.display().to_string()))]
    Create {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: io::Error,
    },
}

/// One saved game as `patchwork games` lists it.
#[derive(Debug)]
pub struct Entry {
    /// The file.
    pub path: PathBuf,
    /// When it was last written.
    pub modified: SystemTime,
    /// What its header says (the actions counted, not kept or replayed), or why it cannot be
    /// read.
    pub header: Result<Header, record::HeaderError>,
}

impl Entry {
    /// The file's name alone, as listings show it (lossy for a name that is not UTF-8).
    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }
}

/// Every saved game of `dir` (each `.json` file, in name order) with its header: the one walk
/// over a folder of games that `patchwork games`, `patchwork stats` and the menu share. One
/// file is in memory at a time (at most a record's size), and only its header is kept.
///
/// # Errors
/// The folder cannot be read.
pub fn entries(dir: &Path) -> io::Result<Vec<Entry>> {
    let mut paths: Vec<PathBuf> = fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    Ok(paths
        .into_iter()
        .map(|path| {
            let modified = fs::symlink_metadata(&path)
                .and_then(|m| m.modified())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            let header = read_header(&path);
            Entry {
                path,
                modified,
                header,
            }
        })
        .collect())
}

/// The header of the record file at `path`, opened as every record is (regular files only,
/// without blocking, bounded) and replayed: the score, result and winner a listing shows or
/// counts are the replay's, never what the file claims.
///
/// # Errors
/// The file cannot be opened or read, or it is not a valid record (a syntax fault, an illegal
/// action, a `result` other than the replay's): the listing shows it as damaged.
pub fn read_header(path: &Path) -> Result<Header, record::HeaderError> {
    let bytes = record::read_file(path)?;
    let (record, replayed) = record::load_bytes(&bytes)?;
    Ok(Header::of_replayed(&record, &replayed))
}

/// A game number that `patchwork games` does not list ([`Saves::named`]).
#[derive(Debug, thiserror::Error)]
#[error(
    "there is no saved game number {number} in {} (patchwork games lists them){}",
    Shown::new(&.dir.display().to_string()),
    if *.file_here { format!("; for the file {number} in this folder, write ./{number}") } else { String::new() }
)]
pub struct NoSuchNumber {
    /// The number given.
    pub number: usize,
    /// The folder of saved games.
    pub dir: PathBuf,
    /// Whether a file of that name is in the current folder.
    pub file_here: bool,
}

/// What [`Saves::sweep`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Swept {
    /// Files removed: temporary files of saves cut short, stale lock files.
    pub removed: usize,
    /// What was planted at lock files' names and removed (never followed).
    pub planted: Vec<Planted>,
}

impl Saves {
    /// The folder given, else the one in [`DATA_DIR_VAR`], else the platform's; created if
    /// missing.
    ///
    /// # Errors
    /// No folder is known, or it cannot be created.
    pub fn locate(explicit: Option<&Path>) -> Result<Self, SavesError> {
        let saves = Self::resolve(explicit)?;
        fs::create_dir_all(&saves.dir).map_err(|source| SavesError::Create {
            dir: saves.dir.clone(),
            source,
        })?;
        Ok(saves)
    }

    /// The games folder [`Saves::locate`] would use, without creating it: for the commands
    /// that only read (`games`, `stats`), which find nothing saved in a folder not there.
    ///
    /// # Errors
    /// No data directory could be found for this platform.
    pub fn resolve(explicit: Option<&Path>) -> Result<Self, SavesError> {
        let base = match explicit {
            Some(dir) => dir.to_path_buf(),
            None => match std::env::var_os(DATA_DIR_VAR).filter(|v| !v.is_empty()) {
                Some(dir) => PathBuf::from(dir),
                None => directories::ProjectDirs::from("", "", "patchwork")
                    .ok_or(SavesError::NoDataDir)?
                    .data_dir()
                    .to_path_buf(),
            },
        };
        Ok(Self {
            dir: base.join("games"),
        })
    }

    /// Removes what a killed session left beside its game: temporary files of a save cut short
    /// (`.NAME.XXXXXX.tmp`) and stale lock files (`.NAME.lock`), for each game whose lock no
    /// process holds. Returns how many files went, and what was planted at a lock's name
    /// (removed, never followed; see [`GameLock::planted`]).
    pub fn sweep(&self) -> Swept {
        let mut swept = Swept::default();
        let Ok(read) = fs::read_dir(&self.dir) else {
            return swept;
        };
        let mut left = std::collections::BTreeMap::<PathBuf, Vec<PathBuf>>::new();
        for entry in read.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(rest) = name.strip_prefix('.') else {
                continue;
            };
            let game = if let Some((game, _)) = crate::files::temp_target(&name) {
                game.to_owned()
            } else if let Some(game) = rest.strip_suffix(".lock") {
                game.to_owned()
            } else {
                continue;
            };
            if Path::new(&game).extension().is_none_or(|x| x != "json") {
                continue;
            }
            left.entry(self.dir.join(game))
                .or_default()
                .push(entry.path());
        }
        for (game, files) in left {
            // Held: a session has the game, and may be writing it right now.
            let Ok(lock) = GameLock::acquire(&game) else {
                continue;
            };
            for file in files.iter().filter(|f| f.as_path() != lock.path()) {
                swept.removed += usize::from(fs::remove_file(file).is_ok());
            }
            swept.removed += usize::from(files.iter().any(|f| f.as_path() == lock.path()));
            swept.planted.extend(lock.planted().cloned());
        }
        swept
    }

    /// The folder the games are in.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether `path` is one of this folder's games.
    pub fn holds(&self, path: &Path) -> bool {
        let canonical = |p: &Path| fs::canonicalize(p).ok();
        match (
            canonical(path).and_then(|p| p.parent().map(Path::to_path_buf)),
            canonical(&self.dir),
        ) {
            (Some(parent), Some(dir)) => parent == dir,
            _ => false,
        }
    }

    /// A fresh file name for a game started at `now`, not yet taken: `YYYY-MM-DDTHH-MM-SSZ.json`
    /// (with `-2`, `-3`, … when games start in the same second).
    pub fn new_path(&self, now: SystemTime) -> PathBuf {
        self.fresh_paths(now)
            .find(|p| fs::symlink_metadata(p).is_err())
            .unwrap_or_else(|| self.dir.join("game.json"))
    }

    /// Like [`Saves::new_path`], with the new game's lock taken, so two instances starting in
    /// the same second never share a file. A name whose lock another process holds is passed
    /// over; when no lock can be taken at all (a folder that refuses files), the first free name
    /// comes without one (its save will say why it fails).
    pub fn claim_new(&self, now: SystemTime) -> (PathBuf, Option<GameLock>) {
        // A name anything is at (a link too, even one to nowhere) is taken.
        let taken = |p: &Path| fs::symlink_metadata(p).is_ok();
        for path in self.fresh_paths(now).take(1000) {
            if taken(&path) {
                continue;
            }
            match GameLock::acquire(&path) {
                Ok(lock) if !taken(&path) => return (path, Some(lock)),
                Ok(_) | Err(LockError::Held { .. }) => {}
                Err(LockError::Io(_) | LockError::Folder { .. }) => return (path, None),
            }
        }
        (self.new_path(now), None)
    }

    fn fresh_paths(&self, now: SystemTime) -> impl Iterator<Item = PathBuf> + '_ {
        let stamp = humantime::format_rfc3339_seconds(now)
            .to_string()
            .replace(':', "-");
        (1u32..).map(move |n| {
            let name = if n == 1 {
                format!("{stamp}.json")
            } else {
                format!("{stamp}-{n}.json")
            };
            self.dir.join(name)
        })
    }

    /// Every saved game, most recently written first, from its header alone (see [`entries`]).
    /// Files that are not records are listed with the reason (without the path, which
    /// [`Entry::path`] gives). A folder that is not there holds no game.
    ///
    /// # Errors
    /// The folder is there but cannot be read.
    pub fn list(&self) -> io::Result<Vec<Entry>> {
        let mut entries = match entries(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(e),
        };
        entries.sort_by(|a, b| b.modified.cmp(&a.modified).then(b.path.cmp(&a.path)));
        Ok(entries)
    }

    /// The data directory's folder of cached reviews (`reviews`, beside `games`).
    pub fn reviews_dir(&self) -> Option<PathBuf> {
        self.data_dir().map(|d| d.join(crate::review::CACHE_FOLDER))
    }

    /// The data directory: the folder above the games.
    pub fn data_dir(&self) -> Option<&Path> {
        self.dir.parent()
    }

    /// The saved game `what` names: a path (it holds a `/` or ends in `.json`) names that file;
    /// a number N is game N of [`Saves::list`] (from 1, as `patchwork games` numbers them),
    /// even when a file of that name is in the current folder; any other word is a file of
    /// this folder by its name, with or without `.json`.
    pub fn find(&self, what: &Path) -> Option<PathBuf> {
        let text = what.to_str();
        // A path: it names a file wherever it is.
        let json = what
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("json"));
        if json || text.is_none_or(|t| t.contains('/')) {
            return what.is_file().then(|| what.to_path_buf());
        }
        let text = text?;
        if let Ok(n) = text.parse::<usize>() {
            return self
                .list()
                .ok()?
                .into_iter()
                .nth(n.checked_sub(1)?)
                .map(|e| e.path);
        }
        [self.dir.join(text), self.dir.join(format!("{text}.json"))]
            .into_iter()
            .find(|p| p.is_file())
    }

    /// The file of the saved game `what` names, as [`Saves::find`] reads it; a name or path
    /// found nowhere is `what` itself, so that opening it says why it cannot be read. What every
    /// command that takes a saved game (`--load`, `replay`, `review`) resolves it with.
    ///
    /// # Errors
    /// `what` is a number and there is no game of that number.
    pub fn named(&self, what: &Path) -> Result<PathBuf, NoSuchNumber> {
        if let Some(found) = self.find(what) {
            return Ok(found);
        }
        match what.to_str().and_then(|t| t.parse::<usize>().ok()) {
            Some(number) => Err(NoSuchNumber {
                number,
                dir: self.dir.clone(),
                // A file of that name here is a path only when written as one (`./2`).
                file_here: fs::symlink_metadata(what).is_ok(),
            }),
            None => Ok(what.to_path_buf()),
        }
    }

    /// The file of the most recently written valid game that is not finished: candidates come
    /// from the headers, and each is checked whole, one at a time, until one is valid.
    ///
    /// # Errors
    /// The folder cannot be read.
    pub fn latest_unfinished(&self) -> io::Result<Option<PathBuf>> {
        Ok(latest_unfinished(&self.list()?).map(Path::to_path_buf))
    }
}

/// The file of the newest valid game that is not finished among `entries` (newest first, as
/// [`Saves::list`] gives them): candidates come from the headers, and each is checked whole,
/// one at a time, until one is valid. `--resume` and the menu's "continue" both ask this.
pub fn latest_unfinished(entries: &[Entry]) -> Option<&Path> {
    entries
        .iter()
        .filter(|e| e.header.as_ref().is_ok_and(|h| h.result.is_none()))
        .find(|e| {
            open_history(&e.path).is_ok_and(|l| l.fault.is_none() && !l.history.current().is_over())
        })
        .map(|e| e.path.as_path())
}

/// Why a saved game cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    /// The file cannot be read (or is no regular file, or too large for a record).
    #[error("{}: {source}", Shown::new(&.path.display().to_string()))]
    Read {
        /// The file.
        path: PathBuf,
        /// Why.
        source: record::ReadError,
    },
    /// The file is not a valid record.
    #[error("{}: {error}", Shown::new(&.path.display().to_string()))]
    Record {
        /// The file.
        path: PathBuf,
        /// The first fault, as `verify` words it.
        error: RecordError,
    },
}

/// Opens the saved game at `path` into a history: the one loader of a save into a game, for
/// playing on, replaying and reviewing. The file is read as `verify` reads it (bounded, regular
/// files only), its syntax checked whole, then replayed step by step: a record with a faulty
/// action gives the history up to the step before it and the fault (see [`Loaded`]); each caller
/// says whether a fault is acceptable.
///
/// # Errors
/// The file cannot be read, its syntax is wrong, or its set-up is unplayable (no game at all).
pub fn open_history(path: &Path) -> Result<Loaded, LoadError> {
    let record = read_record(path)?;
    History::from_record(&record).map_err(|e| LoadError::Record {
        path: path.to_path_buf(),
        error: e.into(),
    })
}

/// Opens the saved game at `path` as [`open_history`] does, refusing a record with any fault:
/// the history of a record that `verify` accepts, its cursor after the last step (for
/// `review`, `perft` and `move`).
///
/// # Errors
/// As [`open_history`], and the record's first fault.
pub fn open_valid(path: &Path) -> Result<History, LoadError> {
    let loaded = open_history(path)?;
    match loaded.fault {
        None => Ok(loaded.history),
        Some(fault) => Err(LoadError::Record {
            path: path.to_path_buf(),
            error: fault.into(),
        }),
    }
}

/// Reads a record file's syntax only.
fn read_record(path: &Path) -> Result<Record, LoadError> {
    let bytes = read(path)?;
    let fault = |error: record::SyntaxError| LoadError::Record {
        path: path.to_path_buf(),
        error: error.into(),
    };
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        fault(record::SyntaxError::NotUtf8 {
            offset: e.valid_up_to(),
        })
    })?;
    Record::from_json(text).map_err(fault)
}

fn read(path: &Path) -> Result<Vec<u8>, LoadError> {
    record::read_file(path).map_err(|source| LoadError::Read {
        path: path.to_path_buf(),
        source,
    })
}
