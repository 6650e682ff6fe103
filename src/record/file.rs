//! Reading a record file with bounds: only a regular file, and at most
//! [`MAX_RECORD_BYTES`] of it, so a named pipe, a device or a huge file cannot make a reader wait
//! forever or fill the memory.

use std::fs::{File, FileType};
use std::io::{self, Read};
use std::path::Path;

/// The largest record file read, in bytes: 2 MiB. A finished game takes about 15 KB; the rest is
/// room for annotations.
pub const MAX_RECORD_BYTES: u64 = 2 * 1024 * 1024;

/// Why a record file could not be read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// The path names a directory, a named pipe, a socket or a device, which are not opened.
    #[error("not a regular file ({kind})")]
    NotRegularFile {
        /// What it is instead, in words: `a directory`, `a named pipe`...
        kind: &'static str,
    },
    /// The file holds more than [`MAX_RECORD_BYTES`].
    #[error(
        "file too large: {} bytes (a record may have at most {MAX_RECORD_BYTES})",
        match .size { Some(n) => n.to_string(), None => format!("more than {MAX_RECORD_BYTES}") }
    )]
    TooLarge {
        /// Its size, when known before reading.
        size: Option<u64>,
    },
    /// The file system refused.
    #[error("cannot read the file: {0}")]
    Io(#[from] io::Error),
}

/// Reads the record file at `path`: only a regular file (a symbolic link to one is followed) of
/// at most [`MAX_RECORD_BYTES`].
///
/// The file is opened without blocking (`O_NONBLOCK`), so a named pipe or a device put in its
/// place cannot make the open wait, and the type and size are checked on the open handle, so
/// nothing can be swapped in between the check and the read.
///
/// # Errors
/// [`ReadError::NotRegularFile`], [`ReadError::TooLarge`], or the [`io::Error`] of the system.
pub fn read_file(path: &Path) -> Result<Vec<u8>, ReadError> {
    let file = open_file(path)?;
    read_open(file)
}

/// Opens `path` for reading a record, without blocking and checked on the handle: a regular
/// file of at most [`MAX_RECORD_BYTES`], or the reason it is refused.
///
/// # Errors
/// As [`read_file`].
pub fn open_file(path: &Path) -> Result<File, ReadError> {
    open_bounded(path, MAX_RECORD_BYTES)
}

/// Opens `path` without blocking, checked on the handle: a regular file of at most `max` bytes.
/// What the path names is looked at first, so a device (whose opening alone may act, as a
/// watchdog's does) is refused without being opened; the handle is checked again after.
fn open_bounded(path: &Path, max: u64) -> Result<File, ReadError> {
    if let Ok(meta) = std::fs::metadata(path) {
        regular(meta.file_type())?;
    }
    let file = open_nonblocking(path)?;
    let meta = file.metadata()?;
    regular(meta.file_type())?;
    if meta.len() > max {
        return Err(ReadError::TooLarge {
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
            ReadError::NotRegularFile {
                kind: "a symbolic link",
            }
            .to_string(),
        ));
    }
    read_regular(path, max)
}

/// Reads a file beside the records (a list of keys given on the command line): as
/// [`read_file`] reads a record, opened without blocking, only a regular file, at most `max`
/// bytes.
///
/// # Errors
/// The system's error, or one that says the file is not a regular file or is over `max`.
pub fn read_regular(path: &Path, max: u64) -> io::Result<Vec<u8>> {
    let read = open_bounded(path, max).and_then(|file| {
        let len = file.metadata()?.len();
        read_bounded(file, len, max)
    });
    read.map_err(|e| match e {
        ReadError::Io(e) => e,
        ReadError::TooLarge { .. } => {
            io::Error::new(io::ErrorKind::InvalidData, format!("more than {max} bytes"))
        }
        ReadError::NotRegularFile { .. } => {
            io::Error::new(io::ErrorKind::InvalidInput, e.to_string())
        }
    })
}

fn read_open(file: File) -> Result<Vec<u8>, ReadError> {
    let len = file.metadata()?.len();
    read_limited(file, len)
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

/// Reads at most [`MAX_RECORD_BYTES`] from `reader`, which says it holds `declared_len` bytes
/// (only a hint for the first allocation: an endless or growing source is cut off all the same).
///
/// # Errors
/// [`ReadError::TooLarge`] as soon as the source gives more than the limit, or its
/// [`io::Error`].
pub fn read_limited(reader: impl Read, declared_len: u64) -> Result<Vec<u8>, ReadError> {
    read_bounded(reader, declared_len, MAX_RECORD_BYTES)
}

/// Reads at most `max` bytes from `reader` (see [`read_limited`]).
fn read_bounded(reader: impl Read, declared_len: u64, max: u64) -> Result<Vec<u8>, ReadError> {
    let mut bytes = Vec::with_capacity(declared_len.min(max) as usize);
    reader.take(max + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(ReadError::TooLarge { size: None });
    }
    Ok(bytes)
}

fn regular(t: FileType) -> Result<(), ReadError> {
    if t.is_file() {
        return Ok(());
    }
    Err(ReadError::NotRegularFile { kind: kind(t) })
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

#[cfg(test)]
mod tests {
    use super::*;

    /// An endless source, like `/dev/zero`, that counts what it gave.
    struct Endless {
        given: u64,
    }

    impl Read for Endless {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            buf.fill(b' ');
            self.given += buf.len() as u64;
            Ok(buf.len())
        }
    }

    #[test]
    fn an_endless_source_is_cut_off_just_past_the_limit() {
        let mut source = Endless { given: 0 };
        let got = read_limited(&mut source, 0);
        assert!(matches!(got, Err(ReadError::TooLarge { size: None })));
        assert!(
            source.given <= MAX_RECORD_BYTES + 64 * 1024,
            "{}",
            source.given
        );
        let message = got.map(|_| ()).expect_err("refused").to_string();
        assert_eq!(
            message,
            "file too large: more than 2097152 bytes (a record may have at most 2097152)"
        );
    }

    #[test]
    fn a_source_that_lies_about_its_length_is_cut_off_too() {
        let got = read_limited(Endless { given: 0 }.take(MAX_RECORD_BYTES + 1), 10);
        assert!(matches!(got, Err(ReadError::TooLarge { size: None })));
        let exact = read_limited(Endless { given: 0 }.take(MAX_RECORD_BYTES), u64::MAX);
        assert_eq!(exact.map(|b| b.len() as u64).ok(), Some(MAX_RECORD_BYTES));
    }

    #[test]
    fn a_directory_is_refused() {
        let got = read_file(Path::new(env!("CARGO_MANIFEST_DIR")));
        assert_eq!(
            got.map(|_| ()).expect_err("refused").to_string(),
            "not a regular file (a directory)"
        );
    }
}
