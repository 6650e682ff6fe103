//! The progress files in the data directory (lessons done, first-game tips, puzzles, daily
//! deals):
//! read bounded ([`MAX_PROGRESS_BYTES`]) and written atomically, like every file the program
//! keeps. A file that is missing is a fresh start; one that cannot be read or is not the form
//! expected is reported ([`Kept::broken`]) and never written over: the progress of this session
//! is then kept in memory only.

use std::path::Path;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::learn::progress::{Checked, MAX_PROGRESS_BYTES};
use crate::text::Shown;

/// The lessons done.
pub const LESSONS_FILE: &str = "lessons.json";
/// The first-game tips.
pub const TIPS_FILE: &str = "tips.json";
/// The puzzles tried.
pub const PUZZLES_FILE: &str = "puzzles.json";
/// The daily deals played.
pub const DAILY_FILE: &str = "daily.json";
/// How each terminal shows right-to-left text (`super::display`).
pub const DISPLAY_FILE: &str = "display.json";

/// Whether `name` is a file the program keeps in the data directory itself: a progress file,
/// or an emergency copy of a game (`patchwork-unsaved-NAME-PID.json`). Only these files'
/// temporary files are swept there: `--data-dir` may name a folder that holds others.
pub fn is_own_file(name: &str) -> bool {
    [
        LESSONS_FILE,
        TIPS_FILE,
        PUZZLES_FILE,
        DAILY_FILE,
        DISPLAY_FILE,
    ]
    .contains(&name)
        || name.strip_prefix("patchwork-unsaved-").is_some_and(|rest| {
            std::path::Path::new(rest)
                .extension()
                .is_some_and(|x| x == "json")
        })
}

/// A progress file's content as read, and whether the file is broken.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Kept<T> {
    /// The content (the default when the file is missing or broken).
    pub value: T,
    /// Why the file could not be used, made safe to show: it is then never written over.
    pub broken: Option<String>,
}

impl<T> Kept<T> {
    /// Whether the file may be written (it is not broken).
    pub fn writable(&self) -> bool {
        self.broken.is_none()
    }
}

/// Reads the progress file `name` of the data directory `dir`.
pub fn load<T: DeserializeOwned + Default + Checked>(dir: &Path, name: &str) -> Kept<T> {
    let path = dir.join(name);
    if std::fs::symlink_metadata(&path).is_err() {
        return Kept {
            value: T::default(),
            broken: None,
        };
    }
    let read = crate::files::read_own(&path, MAX_PROGRESS_BYTES)
        .map_err(|e| e.to_string())
        .and_then(|bytes| serde_json::from_slice::<T>(&bytes).map_err(|e| e.to_string()))
        .and_then(Checked::checked);
    match read {
        Ok(value) => Kept {
            value,
            broken: None,
        },
        Err(reason) => Kept {
            value: T::default(),
            broken: Some(format!(
                "{}: {}",
                Shown::new(&path.display().to_string()),
                Shown::new(&reason)
            )),
        },
    }
}

/// The text a progress file holds for `value`.
pub fn text<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default() + "\n"
}

/// Writes the progress file `name` of the data directory `dir` (atomically; the folder is
/// made if missing).
///
/// # Errors
/// The system's error; the old file is then unchanged.
pub fn store(dir: &Path, name: &str, text: &str) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    crate::files::write_atomic(&dir.join(name), text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::progress::Lessons;

    #[test]
    fn missing_is_fresh_broken_is_reported_and_written_back_reads_the_same() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let fresh: Kept<Lessons> = load(dir.path(), LESSONS_FILE);
        assert!(fresh.writable() && fresh.value.done.is_empty());
        let mut lessons = Lessons::default();
        lessons.mark("goal");
        store(dir.path(), LESSONS_FILE, &text(&lessons)).expect("written");
        let again: Kept<Lessons> = load(dir.path(), LESSONS_FILE);
        assert_eq!(again.value, lessons);
        std::fs::write(dir.path().join(LESSONS_FILE), b"{ not json").expect("written");
        let broken: Kept<Lessons> = load(dir.path(), LESSONS_FILE);
        assert!(!broken.writable());
        assert!(broken.value.done.is_empty());
    }
}
