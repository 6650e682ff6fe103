//! One process per game: an advisory lock on a file beside the save (`.NAME.lock`), held while
//! the game is open, with the holder's process id written in it so a second instance can say
//! who has the game.
//!
//! The lock is `flock(2)` (`fs4`), so it goes with the process: a crash or `kill -9` releases it
//! at once, and a stale lock file is simply locked again. The save itself cannot carry the lock,
//! since every save replaces it by a rename.

use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

/// The lock of one game, held until dropped (the lock file is then removed).
#[derive(Debug)]
pub struct GameLock {
    file: File,
    path: PathBuf,
    planted: Option<Planted>,
}

/// Something planted at a lock file's name, removed before the lock was taken: the name
/// itself, never what a link points to or what a hard link shares its contents with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planted {
    /// The lock file's name, where it was.
    pub path: PathBuf,
    /// What it was.
    pub kind: PlantedKind,
}

/// What was planted at a lock file's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlantedKind {
    /// A symbolic link (dangling or not).
    Link,
    /// A hard link: a second name of a file elsewhere, which writing the lock would change.
    HardLink,
    /// A named pipe, a socket or a device.
    Special,
    /// An empty folder.
    Folder,
}

/// Why a game's lock was not taken.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another process holds it.
    #[error("the game is open in another process{}", .pid.map(|p| format!(" (pid {p})")).unwrap_or_default())]
    Held {
        /// The holder's process id, as its lock file says (when it says one).
        pid: Option<u32>,
    },
    /// The lock file cannot be created or locked.
    #[error("cannot lock the game: {0}")]
    Io(#[from] io::Error),
    /// A folder with something in it sits at the lock file's name (an empty one is removed).
    #[error("cannot lock the game: {} is a folder, not a lock file", .path.display())]
    Folder {
        /// The lock file's name.
        path: PathBuf,
    },
}

/// The lock file of the game saved at `game`: `.NAME.lock` in the same folder.
pub fn lock_path(game: &Path) -> PathBuf {
    let mut name = OsString::from(".");
    name.push(game.file_name().unwrap_or_default());
    name.push(".lock");
    game.with_file_name(name)
}

impl GameLock {
    /// Takes the lock of the game saved at `game` (which need not exist yet), without waiting.
    ///
    /// # Errors
    /// [`LockError::Held`] with the holder's pid when another process has it, or the
    /// [`io::Error`] of the system.
    pub fn acquire(game: &Path) -> Result<Self, LockError> {
        let path = lock_path(game);
        // A holder that gives the lock up removes the file: whoever opened the old file before
        // then locks a file no longer there, sees it and starts again.
        let mut planted = None;
        for _ in 0..8 {
            let (mut file, found) = open_lock_file(&path)?;
            planted = planted.or(found);
            match fs4::FileExt::try_lock(&file) {
                Ok(()) => {}
                Err(fs4::TryLockError::WouldBlock) => {
                    return Err(LockError::Held {
                        pid: read_pid(&mut file),
                    });
                }
                Err(fs4::TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
            if !same_file(&file, &path) {
                continue;
            }
            file.set_len(0)?;
            file.rewind()?;
            writeln!(file, "{}", std::process::id())?;
            return Ok(Self {
                file,
                path,
                planted,
            });
        }
        Err(LockError::Io(io::Error::other(
            "the lock file keeps being replaced",
        )))
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What was planted at the lock file's name and removed to take the lock, if anything.
    pub fn planted(&self) -> Option<&Planted> {
        self.planted.as_ref()
    }
}

impl Drop for GameLock {
    fn drop(&mut self) {
        // Removed while still locked, so no one can take a file that is about to vanish; the
        // lock itself goes with the handle.
        let _ = fs::remove_file(&self.path);
        let _ = fs4::FileExt::unlock(&self.file);
    }
}

/// Opens (creating) the lock file: never through a symbolic link, never blocking, never into a
/// file with another name. Something other than a lock file of its own planted at its name (a
/// link, a hard link, a pipe, an empty folder) is no lock anyone holds: the name is removed
/// (never what it points to or shares its contents with), the file made anew, and what was
/// there is told.
fn open_lock_file(path: &Path) -> Result<(File, Option<Planted>), LockError> {
    let error = match open_regular_lock(path) {
        Ok(file) => return Ok((file, None)),
        Err(e) => e,
    };
    let Ok(meta) = fs::symlink_metadata(path) else {
        return Err(error.into());
    };
    let kind = if meta.file_type().is_dir() {
        // A folder with anything in it is left alone, and the error says what is there.
        fs::remove_dir(path).map_err(|_| LockError::Folder {
            path: path.to_path_buf(),
        })?;
        PlantedKind::Folder
    } else {
        let kind = if meta.file_type().is_symlink() {
            PlantedKind::Link
        } else if meta.file_type().is_file() {
            if !hard_linked(&meta) {
                return Err(error.into());
            }
            PlantedKind::HardLink
        } else {
            PlantedKind::Special
        };
        fs::remove_file(path)?;
        kind
    };
    let file = open_regular_lock(path)?;
    Ok((
        file,
        Some(Planted {
            path: path.to_path_buf(),
            kind,
        }),
    ))
}

/// Opens (creating) the lock file, refusing anything but a regular file of one name.
fn open_regular_lock(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true).truncate(false);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .mode(0o644);
    }
    let file = options.open(path)?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(io::Error::other("the lock file is not a regular file"));
    }
    if hard_linked(&meta) {
        return Err(io::Error::other("the lock file has another name"));
    }
    Ok(file)
}

/// Whether a file has more than one name (a hard link planted at a lock's name would let the
/// lock write into a file elsewhere).
#[cfg(unix)]
fn hard_linked(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    meta.nlink() > 1
}

#[cfg(not(unix))]
fn hard_linked(_: &fs::Metadata) -> bool {
    false
}

/// The pid written in a lock file, if it holds one.
fn read_pid(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.rewind().ok()?;
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}

#[cfg(unix)]
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::symlink_metadata(path)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(_: &File, path: &Path) -> bool {
    path.exists()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_game_is_refused_with_the_pid() {
        let dir = tempfile::tempdir().expect("temp dir");
        let game = dir.path().join("g.json");
        let lock = GameLock::acquire(&game).expect("first lock");
        assert_eq!(lock.path(), dir.path().join(".g.json.lock"));
        match GameLock::acquire(&game) {
            Err(LockError::Held { pid }) => assert_eq!(pid, Some(std::process::id())),
            other => panic!("expected held, got {other:?}"),
        }
        drop(lock);
        assert!(!dir.path().join(".g.json.lock").exists());
        let again = GameLock::acquire(&game).expect("free again");
        drop(again);
    }
}
