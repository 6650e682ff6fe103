//! The books of a session's saves: which file each game (slot) goes to, whether its last save
//! reached the disk, a failed save tried again, and at the end what became of every game, an
//! emergency copy included.
//!
//! The keeper does no writing of its own except at the very end: it hands out [`Job`]s that a
//! writer thread performs with the [`Writer`] and reports back with [`Keeper::done`]. The writer
//! is a function value, so a test can make every write fail.

use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use super::Saves;
use super::lock::GameLock;
use crate::files::write_atomic;
use crate::record::Record;
use crate::text::Shown;

/// Writes a save: the file and the whole text. [`write_atomic`] in use; tests inject one that
/// fails.
pub type Writer = Arc<dyn Fn(&Path, &[u8]) -> io::Result<()> + Send + Sync>;

/// The writer of a real session: [`write_atomic`].
pub fn disk_writer() -> Writer {
    Arc::new(write_atomic)
}

/// Why a save, or its emergency copy, did not reach the disk. The texts are the library's
/// English; the TUI words them for people.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveError {
    /// The writer failed: the system's words (the file is the job's).
    #[error("{message}")]
    Write {
        /// The kind of failure.
        kind: io::ErrorKind,
        /// The system's words.
        message: String,
    },
    /// The record could not be turned into text (which the record's types do not provoke).
    #[error("cannot write the record as text: {0}")]
    Encode(String),
    /// The writer never reported on the last save asked for.
    #[error("the save did not finish")]
    Unfinished,
    /// No record was ever written for the game, so there is nothing to copy.
    #[error("nothing to copy")]
    NothingToCopy,
    /// Every folder refused the emergency copy: each folder and the system's words.
    #[error("{}", .tried.iter().map(|(dir, why)| format!("{}: {why}", dir.display())).collect::<Vec<_>>().join("; "))]
    NoCopy {
        /// Each folder tried, in order, and why it refused.
        tried: Vec<(PathBuf, String)>,
    },
}

impl From<io::Error> for SaveError {
    fn from(e: io::Error) -> Self {
        SaveError::Write {
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}

/// One save to write: a game's whole record into its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    /// Which game of the session.
    pub slot: u64,
    /// Its file.
    pub path: PathBuf,
    /// The record, as written.
    pub text: String,
}

impl Job {
    /// Writes the job with `writer`: `Ok` with the file written, or why not (the file is
    /// [`Job::path`]).
    ///
    /// # Errors
    /// The writer's error, as [`SaveError::Write`].
    pub fn run(&self, writer: &Writer) -> Result<PathBuf, SaveError> {
        writer(&self.path, self.text.as_bytes())
            .map(|()| self.path.clone())
            .map_err(SaveError::from)
    }
}

/// Where a game stands with the disk.
#[derive(Clone, Debug, PartialEq, Eq)]
enum State {
    /// Asked for, not yet reported.
    Pending,
    /// The last save reached the disk (or the file is as it was, untouched).
    Saved,
    /// The last save failed, for this reason.
    Failed(SaveError),
}

#[derive(Debug)]
struct Slot {
    path: PathBuf,
    created: String,
    /// The last record asked for, as written.
    text: Option<String>,
    state: State,
    /// Held while the session lasts.
    _lock: Option<GameLock>,
}

/// The books of a session's saves. See the module.
pub struct Keeper {
    saves: Saves,
    writer: Writer,
    slots: BTreeMap<u64, Slot>,
}

impl fmt::Debug for Keeper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Keeper")
            .field("saves", &self.saves)
            .field("slots", &self.slots)
            .finish_non_exhaustive()
    }
}

/// What became of one game at the end of a session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveOutcome {
    /// Its file holds the game as it was left.
    Saved {
        /// The file.
        path: PathBuf,
    },
    /// Its file does not hold the last state of the game.
    NotSaved {
        /// The file it should be in.
        path: PathBuf,
        /// Why the save failed.
        reason: SaveError,
        /// Where an emergency copy went, or why none could be written.
        copy: Result<PathBuf, SaveError>,
        /// The record itself when no copy could be written anywhere: the caller puts it where
        /// it still can (the terminal app prints it on standard error), so no game is lost.
        record: Option<String>,
    },
}

impl SaveOutcome {
    /// Whether the game is safe in its file.
    pub fn is_saved(&self) -> bool {
        matches!(self, SaveOutcome::Saved { .. })
    }
}

impl fmt::Display for SaveOutcome {
    /// The library's English; [`super::words::outcome`] words it for people.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveOutcome::Saved { path } => {
                write!(
                    f,
                    "game saved in {}",
                    Shown::new(&path.display().to_string())
                )
            }
            SaveOutcome::NotSaved {
                path, reason, copy, ..
            } => {
                write!(
                    f,
                    "game NOT saved in {}: {}; ",
                    Shown::new(&path.display().to_string()),
                    Shown::new(&reason.to_string())
                )?;
                match copy {
                    Ok(copy) => write!(
                        f,
                        "an emergency copy is in {}",
                        Shown::new(&copy.display().to_string())
                    ),
                    Err(why) => write!(
                        f,
                        "no emergency copy could be written: {}",
                        Shown::new(&why.to_string())
                    ),
                }
            }
        }
    }
}

impl Keeper {
    /// The books of a session saving into `saves` with `writer`.
    pub fn new(saves: Saves, writer: Writer) -> Self {
        Self {
            saves,
            writer,
            slots: BTreeMap::new(),
        }
    }

    /// The writer, for the thread that performs the jobs.
    pub fn writer(&self) -> Writer {
        Arc::clone(&self.writer)
    }

    /// The folder of saved games.
    pub fn saves(&self) -> &Saves {
        &self.saves
    }

    /// Takes `path` as the file of `slot` (a resumed game), already saved as it is, with its
    /// lock.
    pub fn adopt(&mut self, slot: u64, path: PathBuf, lock: Option<GameLock>) {
        self.slots.insert(
            slot,
            Slot {
                path,
                created: now(),
                text: None,
                state: State::Saved,
                _lock: lock,
            },
        );
    }

    /// The file of `slot`, once it has one.
    pub fn path(&self, slot: u64) -> Option<&Path> {
        self.slots.get(&slot).map(|s| s.path.as_path())
    }

    /// Books a save of `record` as game `slot` (a new slot gets a fresh file, locked): the jobs
    /// to write, this one first, then a retry of every other game whose last save failed.
    ///
    /// # Errors
    /// The record cannot be turned into text (which these types do not provoke).
    pub fn save(&mut self, slot: u64, mut record: Record) -> Result<Vec<Job>, SaveError> {
        if !self.slots.contains_key(&slot) {
            let (path, lock) = self.saves.claim_new(SystemTime::now());
            self.slots.insert(
                slot,
                Slot {
                    path,
                    created: now(),
                    text: None,
                    state: State::Pending,
                    _lock: lock,
                },
            );
        }
        let Some(entry) = self.slots.get_mut(&slot) else {
            return Ok(Vec::new());
        };
        if record.created.is_none() {
            record.created = Some(entry.created.clone().into());
        }
        let mut text = record
            .to_json()
            .map_err(|e| SaveError::Encode(e.to_string()))?;
        text.push('\n');
        entry.text = Some(text.clone());
        entry.state = State::Pending;
        let mut jobs = vec![Job {
            slot,
            path: entry.path.clone(),
            text,
        }];
        jobs.extend(self.retries());
        Ok(jobs)
    }

    /// A job for every game whose last save failed.
    pub fn retries(&mut self) -> Vec<Job> {
        let mut jobs = Vec::new();
        for (&slot, entry) in &mut self.slots {
            if let (State::Failed(_), Some(text)) = (&entry.state, &entry.text) {
                jobs.push(Job {
                    slot,
                    path: entry.path.clone(),
                    text: text.clone(),
                });
                entry.state = State::Pending;
            }
        }
        jobs
    }

    /// Notes what became of a job: the writer's answer, which is passed back.
    pub fn done(&mut self, slot: u64, result: &Result<PathBuf, SaveError>) {
        if let Some(entry) = self.slots.get_mut(&slot) {
            entry.state = match result {
                Ok(_) => State::Saved,
                Err(why) => State::Failed(why.clone()),
            };
        }
    }

    /// Whether the last save of some game failed.
    pub fn any_failed(&self) -> bool {
        self.slots
            .values()
            .any(|s| matches!(s.state, State::Failed(_)))
    }

    /// Ends the books, once every job handed out is done: each game whose last save failed is
    /// written once more, and if that fails too, an emergency copy goes to the data directory,
    /// else to the system's temporary directory. What became of each game, in slot order; the
    /// locks are released.
    pub fn finish(mut self) -> Vec<SaveOutcome> {
        let retries = self.retries();
        for job in retries {
            let result = job.run(&self.writer);
            self.done(job.slot, &result);
        }
        let mut outcomes = Vec::new();
        for (_, entry) in std::mem::take(&mut self.slots) {
            let Slot {
                path, text, state, ..
            } = entry;
            let outcome = match (state, text) {
                (State::Failed(reason), Some(text)) => {
                    let copy = self.emergency_copy(&path, &text);
                    let record = copy.is_err().then_some(text);
                    SaveOutcome::NotSaved {
                        path,
                        reason,
                        copy,
                        record,
                    }
                }
                (State::Failed(reason), None) => SaveOutcome::NotSaved {
                    path,
                    reason,
                    copy: Err(SaveError::NothingToCopy),
                    record: None,
                },
                (State::Pending, text) => SaveOutcome::NotSaved {
                    path,
                    reason: SaveError::Unfinished,
                    copy: Err(SaveError::NothingToCopy),
                    record: text,
                },
                (State::Saved, _) => SaveOutcome::Saved { path },
            };
            outcomes.push(outcome);
        }
        outcomes
    }

    /// Writes `text`, the game meant for `path`, as `patchwork-unsaved-NAME-PID.json` in the
    /// data directory (the folder above the games), else in the system's temporary directory.
    fn emergency_copy(&self, path: &Path, text: &str) -> Result<PathBuf, SaveError> {
        let stem = path
            .file_stem()
            .map_or_else(|| "game".into(), |s| s.to_string_lossy());
        let name = format!("patchwork-unsaved-{stem}-{}.json", std::process::id());
        let mut tried = Vec::new();
        let dirs = self
            .saves
            .data_dir()
            .map(Path::to_path_buf)
            .into_iter()
            .chain([std::env::temp_dir()]);
        for dir in dirs {
            let copy = dir.join(&name);
            match (self.writer)(&copy, text.as_bytes()) {
                Ok(()) => return Ok(copy),
                Err(e) => tried.push((dir, e.to_string())),
            }
        }
        Err(SaveError::NoCopy { tried })
    }
}

/// The time now, as a record's `created` field says it (RFC 3339).
fn now() -> String {
    humantime::format_rfc3339_seconds(SystemTime::now()).to_string()
}
