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
        for _ in 0..8 {
            let mut file = open_lock_file(&path)?;
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
            return Ok(Self { file, path });
        }
        Err(LockError::Io(io::Error::other(
            "the lock file keeps being replaced",
        )))
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
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

/// Opens (creating) the lock file: never through a symbolic link, never blocking. Something
/// other than a regular file planted at its name (a link, a pipe) is no lock anyone holds: it
/// is removed (the link itself, never what it points to) and the file made anew.
fn open_lock_file(path: &Path) -> Result<File, LockError> {
    match open_regular_lock(path) {
        Ok(file) => Ok(file),
        Err(e) => match fs::symlink_metadata(path) {
            // An empty folder planted at the lock's name goes too (one with anything in it
            // is left alone, and the error says what is there).
            Ok(meta) if meta.file_type().is_dir() => {
                fs::remove_dir(path).map_err(|_| LockError::Folder {
                    path: path.to_path_buf(),
                })?;
                Ok(open_regular_lock(path)?)
            }
            Ok(meta) if !meta.file_type().is_file() => {
                fs::remove_file(path)?;
                Ok(open_regular_lock(path)?)
            }
            _ => Err(e.into()),
        },
    }
}

/// Opens (creating) the lock file, refusing anything but a regular file.
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
    if !file.metadata()?.is_file() {
        return Err(io::Error::other("the lock file is not a regular file"));
    }
    Ok(file)
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
