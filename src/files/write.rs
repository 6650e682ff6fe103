//! Atomic writes, and the sweep of what a write cut short left (see the [parent](super)).

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` so that, whatever happens, `path` holds either its old content or
/// all of the new. The bytes go to a fresh temporary file in the same folder, created under a
/// random name (so never a link or a pipe planted there) and flushed to disk. It is renamed
/// over `path`, and the folder flushed so the rename itself is durable. Only a regular file is
/// replaced: a link, a pipe, a folder or a device at `path` is refused, never written through
/// or swept away.
///
/// # Errors
/// Any I/O error, or `path` is not a regular file; `path` is then unchanged and no temporary
/// file is left.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Ok(meta) = fs::symlink_metadata(path)
        && !meta.file_type().is_file()
    {
        return Err(io::Error::new(
            io::ErrorKind::AlreadyExists,
            "there is something other than a regular file there",
        ));
    }
    let tmp = written_temp(path, bytes)?;
    tmp.persist(path).map_err(|e| plain(e.error))?;
    sync_folder(path);
    Ok(())
}

/// Writes `bytes` to a new file at `path`, as [`write_atomic`] writes, but never replaces
/// anything: when `path` exists (a file, a link, a pipe...), nothing is written.
///
/// # Errors
/// `path` exists ([`io::ErrorKind::AlreadyExists`]), or any I/O error; no temporary file is
/// left.
pub fn write_new(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let tmp = written_temp(path, bytes)?;
    tmp.persist_noclobber(path).map_err(|e| plain(e.error))?;
    sync_folder(path);
    Ok(())
}

/// Whether a file can be created in `dir`: an exclusive temporary file made there, under a
/// random name, and removed (no fixed probe name a link could be planted at).
///
/// # Errors
/// The system's reason it cannot.
pub fn check_writable(dir: &Path) -> io::Result<()> {
    tempfile::Builder::new()
        .prefix(".patchwork-probe.")
        .tempfile_in(dir)
        .map(drop)
        .map_err(plain)
}

/// How old a temporary file without its writer's process id (an older program's) must be for
/// [`sweep_temps`] to remove it: no write takes a minute.
pub const STALE_TEMP: std::time::Duration = std::time::Duration::from_secs(60);

/// Removes from `dir` the temporary files of writes cut short, for files whose name `ours`
/// accepts (a folder the player chose may hold other programs' files): `.NAME.PID.XXXXXX.tmp`
/// files whose writer (process PID) is no longer running, and older ones without a process id
/// (`.NAME.XXXXXX.tmp`) once they are [`STALE_TEMP`] old. A running writer's files are never
/// touched, nor anything but a regular file. Called where a program starts writing in a folder
/// (the data folder, reviews, online tables, an arena's folder). Returns how many went.
pub fn sweep_temps(dir: &Path, ours: impl Fn(&str) -> bool) -> usize {
    let Ok(read) = fs::read_dir(dir) else {
        return 0;
    };
    let now = std::time::SystemTime::now();
    let mut removed = 0;
    for entry in read.filter_map(Result::ok) {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let Some((target, writer)) = temp_target(&name) else {
            continue;
        };
        let Ok(meta) = entry.metadata() else { continue };
        if !ours(target) || !meta.file_type().is_file() {
            continue;
        }
        let dead = match writer {
            Some(pid) => pid != std::process::id() && !running(pid),
            None => meta
                .modified()
                .is_ok_and(|t| now.duration_since(t).is_ok_and(|age| age >= STALE_TEMP)),
        };
        if dead && fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// The file a temporary file's `name` was written for, and its writer's process id when the
/// name has one: `.NAME.PID.XXXXXX.tmp` or an older program's `.NAME.XXXXXX.tmp`. `None` for
/// a name that is no temporary file's.
pub(crate) fn temp_target(name: &str) -> Option<(&str, Option<u32>)> {
    let middle = name.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (rest, _random) = middle.rsplit_once('.')?;
    Some(match rest.rsplit_once('.') {
        Some((target, pid)) if pid.parse::<u32>().is_ok() => (target, pid.parse().ok()),
        _ => (rest, None),
    })
}

/// Whether process `pid` is running (where the system cannot tell, it is taken to be, so
/// nothing of a live writer is removed).
fn running(pid: u32) -> bool {
    let proc = Path::new("/proc");
    !proc.is_dir() || proc.join(pid.to_string()).exists()
}

/// `bytes` in a fresh temporary file beside `path` (created exclusively under a random name),
/// flushed to disk; removed when dropped unless persisted.
fn written_temp(path: &Path, bytes: &[u8]) -> io::Result<tempfile::NamedTempFile> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    // `.NAME.PID.XXXXXX.tmp`: the writer's process id, so the next start knows a file whose
    // writer is dead (see [`sweep_temps`]), then a random part, so the name cannot be guessed.
    let mut prefix = OsString::from(".");
    prefix.push(path.file_name().unwrap_or_default());
    prefix.push(format!(".{}.", std::process::id()));
    let mut tmp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(plain)?;
    tmp.write_all(bytes).map_err(plain)?;
    tmp.as_file().sync_all().map_err(plain)?;
    Ok(tmp)
}

/// Makes a rename in `path`'s folder durable; not every platform can open a folder.
fn sync_folder(path: &Path) {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// The system's error without the temporary file's name that `tempfile` adds to it (`... at
/// path "..."`): the message is about the game's file, which the caller names.
fn plain(e: io::Error) -> io::Error {
    let text = e.to_string();
    match text.split_once(" at path ") {
        Some((head, _)) => io::Error::new(e.kind(), head.to_owned()),
        None => e,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_whole_and_leaves_no_temporary() {
        let dir = std::env::temp_dir().join(format!("patchwork-saves-{}", std::process::id()));
        fs::create_dir_all(&dir).expect("temp dir");
        let path = dir.join("g.json");
        write_atomic(&path, b"first").expect("write");
        write_atomic(&path, b"second").expect("write");
        assert_eq!(fs::read(&path).expect("read"), b"second");
        let names: Vec<_> = fs::read_dir(&dir)
            .expect("list")
            .filter_map(Result::ok)
            .map(|e| e.file_name())
            .collect();
        assert_eq!(names, vec![OsString::from("g.json")]);
        fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn a_write_into_a_missing_folder_fails_and_changes_nothing() {
        let path = std::env::temp_dir().join("patchwork-no-such-folder/x/g.json");
        assert!(write_atomic(&path, b"x").is_err());
        assert!(!path.exists());
    }
}
