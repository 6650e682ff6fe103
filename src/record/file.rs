//! Reading a record file with bounds ([`crate::files`]): only a regular file, and at most
//! [`MAX_RECORD_BYTES`] of it, so a named pipe, a device or a huge file cannot make a reader wait
//! forever or fill the memory.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use crate::files::{self, Refused};

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
/// The file is opened without blocking (`O_NONBLOCK`): a named pipe or a device put in its
/// place cannot make the open wait. The type and size are checked on the open handle: nothing
/// can be swapped in between the check and the read.
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
    Ok(files::open_bounded(path, MAX_RECORD_BYTES)?)
}

fn read_open(file: File) -> Result<Vec<u8>, ReadError> {
    let len = file.metadata()?.len();
    read_limited(file, len)
}

/// Reads at most [`MAX_RECORD_BYTES`] from `reader`, which says it holds `declared_len` bytes
/// (only a hint for the first allocation: an endless or growing source is cut off all the same).
///
/// # Errors
/// [`ReadError::TooLarge`] as soon as the source gives more than the limit, or its
/// [`io::Error`].
pub fn read_limited(reader: impl Read, declared_len: u64) -> Result<Vec<u8>, ReadError> {
    Ok(files::read_bounded(reader, declared_len, MAX_RECORD_BYTES)?)
}

impl From<Refused> for ReadError {
    fn from(refused: Refused) -> Self {
        match refused {
            Refused::NotRegularFile { kind } => Self::NotRegularFile { kind },
            Refused::TooLarge { size } => Self::TooLarge { size },
            Refused::Io(e) => Self::Io(e),
        }
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
