//! Saving's errors and outcomes in the player's language, for the edges (the CLI and the TUI)
//! to show. The library's own texts ([`std::fmt::Display`]) stay English; these give the same
//! sentences from the message catalogue, which is English too unless another language is chosen.

use std::io;

use super::{
    DATA_DIR_VAR, LoadError, LockError, NoSuchNumber, Planted, PlantedKind, SaveOutcome, SavesError,
};
use crate::record::ReadError;
use crate::text::Shown;
use crate::tr;

/// What the system refused, in plain words: the usual refusals in the player's language, any
/// other as the system words it, without its error number (`(os error 2)`).
pub fn io_error(e: &io::Error) -> String {
    use io::ErrorKind as Kind;
    match e.kind() {
        Kind::NotFound => tr!("io-not-found"),
        Kind::PermissionDenied => tr!("io-permission-denied"),
        Kind::AlreadyExists => tr!("io-already-exists"),
        Kind::IsADirectory => tr!("io-is-a-folder"),
        Kind::NotADirectory => tr!("io-not-a-folder"),
        Kind::StorageFull => tr!("io-disk-full"),
        Kind::ReadOnlyFilesystem => tr!("io-read-only"),
        _ => {
            let text = e.to_string();
            match text.rfind(" (os error ") {
                Some(at) if text.ends_with(')') => text[..at].to_owned(),
                _ => text,
            }
        }
    }
}

/// Why a record file could not be read, in the player's language.
pub fn read_error(e: &ReadError) -> String {
    match e {
        ReadError::Io(error) => tr!("read-failed", error = io_error(error)),
        other => other.to_string(),
    }
}

/// A game number `patchwork games` does not list, in the player's language.
pub fn no_such_number(e: &NoSuchNumber) -> String {
    let n = e.number.to_string();
    let here = if e.file_here {
        tr!("load-file-here", n = n.as_str())
    } else {
        String::new()
    };
    let dir = Shown::new(&e.dir.display().to_string());
    format!(
        "{}{here}",
        tr!("load-no-number", n = n.as_str(), dir = dir.as_str())
    )
}

/// Why the folder of saved games cannot be used, in the player's language.
pub fn saves_error(e: &SavesError) -> String {
    match e {
        SavesError::NoDataDir => tr!("data-dir-unknown", var = DATA_DIR_VAR),
        SavesError::Create { dir, source } => tr!(
            "data-dir-create",
            dir = Shown::new(&dir.display().to_string()),
            error = io_error(source)
        ),
    }
}

/// Why a game's lock was not taken, in the player's language.
pub fn lock_error(e: &LockError) -> String {
    match e {
        LockError::Held { pid: Some(pid) } => tr!("lock-held-pid", pid = pid.to_string()),
        LockError::Held { pid: None } => tr!("lock-held"),
        LockError::Io(error) => tr!("lock-io", error = io_error(error)),
        LockError::Folder { path } => {
            tr!(
                "lock-folder",
                path = Shown::new(&path.display().to_string())
            )
        }
    }
}

/// What was planted at a lock file's name and removed, in the player's language.
pub fn planted(p: &Planted) -> String {
    let path = Shown::new(&p.path.display().to_string());
    let path = path.as_str();
    match p.kind {
        PlantedKind::Link => tr!("lock-planted-link", path = path),
        PlantedKind::HardLink => tr!("lock-planted-hard-link", path = path),
        PlantedKind::Special => tr!("lock-planted-special", path = path),
        PlantedKind::Folder => tr!("lock-planted-folder", path = path),
    }
}

/// Why a saved game cannot be opened, in the player's language, without the file (which a
/// command names once, before it): the read error, or `invalid record: ` and the fault.
pub fn load_error(e: &LoadError) -> String {
    match e {
        LoadError::Read { source, .. } => read_error(source),
        LoadError::Record { error, .. } => tr!("invalid-record", error = error.to_string()),
    }
}

/// Why a saved game cannot be opened, after its file's name: for a command that names it only
/// here (the replay viewer, `--load`).
pub fn load_failure(e: &LoadError) -> String {
    let (LoadError::Read { path, .. } | LoadError::Record { path, .. }) = e;
    format!(
        "{}: {}",
        Shown::new(&path.display().to_string()),
        load_error(e)
    )
}

/// What became of a game at the end of a session, in the player's language.
pub fn outcome(o: &SaveOutcome) -> String {
    let path = |p: &std::path::Path| Shown::new(&p.display().to_string()).into_string();
    match o {
        SaveOutcome::Saved { path: p } => tr!("outcome-saved", path = path(p)),
        SaveOutcome::NotSaved {
            path: p,
            reason,
            copy,
            ..
        } => {
            let copy = match copy {
                Ok(copy) => tr!("outcome-copy", path = path(copy)),
                Err(why) => tr!("outcome-no-copy", reason = Shown::new(&why.to_string())),
            };
            tr!(
                "outcome-not-saved",
                path = path(p),
                reason = Shown::new(&reason.to_string()),
                copy = copy
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use std::io;
    use std::path::PathBuf;

    use super::*;
    use crate::i18n::{self, Lang};
    use crate::saves::SaveError;

    #[test]
    fn in_english_the_words_are_the_librarys_own_texts() {
        let saves = [
            SavesError::NoDataDir,
            SavesError::Create {
                dir: PathBuf::from("/x/games"),
                source: io::Error::other("denied"),
            },
        ];
        let locks = [
            LockError::Held { pid: Some(7) },
            LockError::Held { pid: None },
            LockError::Io(io::Error::other("busy")),
            LockError::Folder {
                path: PathBuf::from("/x/.g.json.lock"),
            },
        ];
        let outcomes = [
            SaveOutcome::Saved {
                path: PathBuf::from("/x/g.json"),
            },
            SaveOutcome::NotSaved {
                path: PathBuf::from("/x/g.json"),
                reason: SaveError::Unfinished,
                copy: Ok(PathBuf::from("/tmp/c.json")),
                record: None,
            },
            SaveOutcome::NotSaved {
                path: PathBuf::from("/x/g.json"),
                reason: SaveError::Unfinished,
                copy: Err(SaveError::NothingToCopy),
                record: None,
            },
        ];
        i18n::with(Lang::En, || {
            for e in &saves {
                assert_eq!(saves_error(e), e.to_string());
            }
            for e in &locks {
                assert_eq!(lock_error(e), e.to_string());
            }
            for o in &outcomes {
                assert_eq!(outcome(o), o.to_string());
            }
        });
        i18n::with(Lang::Fr, || {
            assert_ne!(lock_error(&locks[1]), locks[1].to_string());
        });
    }
}
