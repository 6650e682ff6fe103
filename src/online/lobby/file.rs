//! A table's file: an ordinary record, its seats naming who holds them, read back (bounded) when
//! the server starts and written whole, atomically, after every change.

use std::path::Path;

use crate::history::History;
use crate::record;

/// The largest table file read back (a record of 200 actions is far smaller).
const MAX_TABLE_FILE: u64 = 1 << 20;

/// A table's game read back: `None` for a finished one (nothing to resume).
pub(super) fn read(path: &Path) -> Result<Option<History>, String> {
    let bytes = crate::files::read_own(path, MAX_TABLE_FILE).map_err(|e| e.to_string())?;
    let (record, _) = record::load_bytes(&bytes).map_err(|e| e.to_string())?;
    let loaded = History::from_record(&record).map_err(|e| e.to_string())?;
    if let Some(fault) = loaded.fault {
        return Err(fault.to_string());
    }
    Ok((!loaded.history.current().is_over()).then_some(loaded.history))
}

/// Writes `history` to `path` as a record, atomically.
pub(super) fn write(path: &Path, history: &History) -> Result<(), String> {
    let json = history.to_record().to_json().map_err(|e| e.to_string())?;
    crate::files::write_atomic(path, json.as_bytes()).map_err(|e| e.to_string())
}
