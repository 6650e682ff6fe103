//! Files the program reads and writes, made safe, one way for every reader and writer (records
//! and saves, progress, the review's cache, a server's tables and keys, an arena's results).
//!
//! A read is bounded. It opens only a regular file, following a symbolic link except to the
//! program's own files. It opens without blocking, so a named pipe or a device put in its place
//! cannot make it wait, checks the open handle, and reads at most so many bytes. A write (with
//! the feature `tui`, which brings `tempfile`) is atomic: the file holds its old content or all
//! of the new, whatever happens. A link, a pipe or a folder planted at its name is refused,
//! never written through.

use std::fs::{File, FileType};
use std::io::{self, Read};
use std::path::Path;

#[cfg(feature = "tui")]
mod write;

#[cfg(feature = "tui")]
pub(crate) use write::temp_target;
#[cfg(feature = "tui")]
pub use write::{STALE_TEMP, check_writable, sweep_temps, write_atomic, write_new};

/// Why a file was not read.
#[derive(Debug, thiserror::Error)]
pub enum Refused {
    /// The path names a directory, a named pipe, a socket or a device, which are not opened.
    #[error("not a regular file ({kind})")]
    NotRegularFile {
        /// What it is instead, in words: `a directory`, `a named pipe`...
        kind: &'static str,
    },
    /// The file holds more than the bytes allowed.
    #[error("more than the bytes allowed")]
    TooLarge {
        /// Its size, when known before reading.
        size: Option<u64>,
    },
    /// The file system refused.
    #[error("{0}")]
    Io(#[from] io::Error),
}

/// Opens `path` without blocking, checked on the handle: a regular file of at most `max` bytes.
/// What the path names is looked at first, so a device (whose opening alone may act, as a
/// watchdog's does) is refused without being opened; the handle is checked again after.
///
/// # Errors
/// [`Refused`]: not a regular file, over `max`, or the system's error.
pub fn open_bounded(path: &Path, max: u64) -> Result<File, Refused> {
    if let Ok(meta) = std::fs::metadata(path) {
        regular(meta.file_type())?;
    }
    let file = open_nonblocking(path)?;
    let meta = file.metadata()?;
    regular(meta.file_type())?;
    if meta.len() > max {
        return Err(Refused::TooLarge {
            size: Some(meta.len()),
        });
    }
    Ok(file)
}

/// Reads a file the program keeps itself (a cached review, a table, its host key, progress):
/// as [`read_regular`], and never through a link: one planted at its name is refused.
///
/// # Errors
/// As [`read_regular`], and one that says the file is a symbolic link.
pub fn read_own(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            Refused::NotRegularFile {
                kind: "a symbolic link",
            }
            .to_string(),
        ));
    }
    read_regular(path, max)
}

/// Reads a file given to the program (a list of keys on the command line): opened without
/// blocking, only a regular file, at most `max` bytes.
///
/// # Errors
/// The system's error, or one that says the file is not a regular file or is over `max`.
pub fn read_regular(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    let read = open_bounded(path, max).and_then(|file| {
        let len = file.metadata()?.len();
        read_bounded(file, len, max)
    });
    read.map_err(|e| match e {
        Refused::Io(e) => e,
        Refused::TooLarge { .. } => {
            io::Error::new(io::ErrorKind::InvalidData, format!("more than {max} bytes"))
        }
        Refused::NotRegularFile { .. } => {
            io::Error::new(io::ErrorKind::InvalidInput, e.to_string())
        }
    })
}

/// Reads at most `max` bytes from `reader`, which says it holds `declared_len` (only a hint for
/// the first allocation: an endless or growing source is cut off all the same).
///
/// # Errors
/// [`Refused::TooLarge`] as soon as the source gives more than `max`, or its [`io::Error`].
pub fn read_bounded(reader: impl Read, declared_len: u64, max: u64) -> Result<Vec<u8>, Refused> {
    let mut bytes = Vec::with_capacity(declared_len.min(max) as usize);
    reader.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(Refused::TooLarge { size: None });
    }
    Ok(bytes)
}

#[cfg(unix)]
fn open_nonblocking(path: &Path) -> io::Result<File> {
    use std::os::unix::fs::OpenOptionsExt;
    std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
}

#[cfg(not(unix))]
fn open_nonblocking(path: &Path) -> io::Result<File> {
    File::open(path)
}

fn regular(t: FileType) -> Result<(), Refused> {
    if t.is_file() {
        return Ok(());
    }
    Err(Refused::NotRegularFile { kind: kind(t) })
}

#[cfg(unix)]
fn kind(t: FileType) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    if t.is_dir() {
        "a directory"
    } else if t.is_fifo() {
        "a named pipe"
    } else if t.is_socket() {
        "a socket"
    } else if t.is_char_device() {
        "a character device"
    } else if t.is_block_device() {
        "a block device"
    } else {
        "not a file"
    }
}

#[cfg(not(unix))]
fn kind(t: FileType) -> &'static str {
    if t.is_dir() {
        "a directory"
    } else {
        "not a file"
    }
}
