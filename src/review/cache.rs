//! Reviews kept on disk, so a game reviewed once opens at once the next time.
//!
//! One small JSON file per game and settings, named by [`Analyzer::key`] (a hash of the
//! analysis version, the set-up, the steps, the budget and the seed), in a folder the caller
//! chooses: the `reviews` folder of the data directory, beside `games`. Files are written
//! atomically (a temporary file renamed over the old one). A file is read with a bound
//! ([`MAX_CACHE_BYTES`]) and never trusted: one that does not parse, names another key, was
//! written by another version of the program, whose checksum is not its positions' (an entry
//! edited by hand), or whose positions do not fit the game (see [`Analyzer::restore`]) is
//! ignored, and the next [`Cache::store`] replaces it. Figures are stored as the bits of their `f64`, so a cached
//! review prints exactly what the search printed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{Analyzer, Position};
use crate::rules::{Move, PatchId, Player};

/// The largest cache file read: far above the ~40 KB of the longest game.
pub const MAX_CACHE_BYTES: u64 = 1 << 20;

const FORMAT: &str = "patchwork-review-cache";

/// A folder of cached reviews.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cache {
    dir: PathBuf,
}

/// What [`Cache::load`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// The review was there and fits: every position is evaluated.
    Hit,
    /// No file for this game and these settings.
    Miss,
    /// A file was there but could not be used (why); it will be replaced.
    Ignored(String),
}

#[derive(Serialize, Deserialize)]
struct WireCache {
    format: String,
    version: u32,
    /// The program that searched (its version): another engine's figures are searched again.
    engine: String,
    key: String,
    /// FNV-1a (64 bits, hexadecimal) of the positions as written.
    checksum: String,
    positions: Vec<WirePosition>,
}

/// The version of the program that writes and accepts cache entries.
const ENGINE: &str = env!("CARGO_PKG_VERSION");

/// The checksum of `positions` as they are written: FNV-1a over their JSON.
fn checksum(positions: &[WirePosition]) -> io::Result<String> {
    let bytes = serde_json::to_vec(positions).map_err(io::Error::other)?;
    Ok(format!("{:016x}", super::analyzer::fnv1a(&bytes)))
}

#[derive(Serialize, Deserialize)]
struct WirePosition {
    mover: Option<u8>,
    win0: u64,
    raw_win: u64,
    margin: u64,
    best: Option<WireMove>,
    /// The proved best turn's leather: (row, column) of each, `null` for one set aside.
    #[serde(default)]
    best_leather: Vec<Option<(u8, u8)>>,
    forced: bool,
    iterations: u64,
    playouts: u64,
    exact: bool,
    #[serde(default)]
    proved_line: bool,
}

#[derive(Serialize, Deserialize)]
enum WireMove {
    Advance,
    Patch(u8, u8, u8),
}

impl WirePosition {
    fn from_position(p: &Position) -> Self {
        Self {
            mover: p.mover.map(|m| m.index() as u8),
            win0: p.win[0].to_bits(),
            raw_win: p.raw_win.to_bits(),
            margin: p.margin.to_bits(),
            best: p.best.and_then(wire_move),
            best_leather: p
                .best_leather
                .iter()
                .map(|c| c.map(|c| (c.row, c.col)))
                .collect(),
            forced: p.forced,
            iterations: p.iterations,
            playouts: p.playouts,
            exact: p.exact,
            proved_line: p.proved_line,
        }
    }

    fn to_position(&self) -> Option<Position> {
        let mover = match self.mover {
            None => None,
            Some(i) => Some(Player::from_index(usize::from(i))?),
        };
        let win0 = f64::from_bits(self.win0);
        Some(Position {
            mover,
            win: [win0, 1.0 - win0],
            raw_win: f64::from_bits(self.raw_win),
            margin: f64::from_bits(self.margin),
            best: self.best.as_ref().map(WireMove::to_move),
            best_leather: self
                .best_leather
                .iter()
                .map(|c| c.map(|(row, col)| crate::rules::Cell::new(row, col)))
                .collect(),
            forced: self.forced,
            iterations: self.iterations,
            playouts: self.playouts,
            exact: self.exact,
            proved_line: self.proved_line,
        })
    }
}

impl WireMove {
    fn to_move(&self) -> Move {
        match *self {
            Self::Advance => Move::Advance,
            Self::Patch(patch, orientation, anchor) => Move::Patch {
                patch: PatchId(patch),
                orientation,
                anchor,
            },
        }
    }
}

fn wire_move(m: Move) -> Option<WireMove> {
    match m {
        Move::Advance => Some(WireMove::Advance),
        Move::Patch {
            patch,
            orientation,
            anchor,
        } => Some(WireMove::Patch(patch.0, orientation, anchor)),
        Move::Leather(_) => None,
    }
}

impl Cache {
    /// The cache in `dir` (created when first stored to).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    /// The folder.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Removes what writes cut short left in the folder (a killed `review`): temporary files
    /// whose writer is no longer running ([`crate::files::sweep_temps`]). Returns how many
    /// went.
    pub fn sweep(&self) -> usize {
        // A cached review's name: its key, 16 hexadecimal digits.
        crate::files::sweep_temps(&self.dir, |name| {
            name.strip_suffix(".json")
                .is_some_and(|key| key.len() == 16 && key.bytes().all(|b| b.is_ascii_hexdigit()))
        })
    }

    /// The file of `analyzer`'s game and settings.
    pub fn path(&self, analyzer: &Analyzer) -> PathBuf {
        self.dir.join(format!("{}.json", analyzer.key()))
    }

    /// Fills `analyzer` from its file, if there is one that fits.
    pub fn load(&self, analyzer: &mut Analyzer) -> Lookup {
        let path = self.path(analyzer);
        let bytes = match read_bounded(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Lookup::Miss,
            Err(e) => return Lookup::Ignored(e.to_string()),
        };
        let wire: WireCache = match serde_json::from_slice(&bytes) {
            Ok(w) => w,
            Err(e) => return Lookup::Ignored(format!("not a cached review: {e}")),
        };
        if wire.format != FORMAT
            || wire.version != super::VERSION
            || wire.engine != ENGINE
            || wire.key != analyzer.key()
        {
            return Lookup::Ignored("made for another game, settings or version".to_owned());
        }
        if checksum(&wire.positions).ok().as_deref() != Some(wire.checksum.as_str()) {
            return Lookup::Ignored("its checksum is not its positions'".to_owned());
        }
        let Some(positions) = wire
            .positions
            .iter()
            .map(WirePosition::to_position)
            .collect::<Option<Vec<_>>>()
        else {
            return Lookup::Ignored("a position names no player".to_owned());
        };
        if analyzer.restore(positions) {
            Lookup::Hit
        } else {
            Lookup::Ignored("its positions do not fit the game".to_owned())
        }
    }

    /// Writes `analyzer`'s positions, atomically; nothing when some are not evaluated.
    ///
    /// # Errors
    /// The folder cannot be created or the file written; an old file is then unchanged.
    pub fn store(&self, analyzer: &Analyzer) -> io::Result<()> {
        let Some(positions) = analyzer
            .positions()
            .iter()
            .map(|p| p.as_ref().map(WirePosition::from_position))
            .collect::<Option<Vec<_>>>()
        else {
            return Ok(());
        };
        let wire = WireCache {
            format: FORMAT.to_owned(),
            version: super::VERSION,
            engine: ENGINE.to_owned(),
            key: analyzer.key().to_owned(),
            checksum: checksum(&positions)?,
            positions,
        };
        let bytes = serde_json::to_vec(&wire).map_err(io::Error::other)?;
        fs::create_dir_all(&self.dir)?;
        crate::files::write_atomic(&self.path(analyzer), &bytes)
    }
}

/// Reads a cache entry: a regular file of at most [`MAX_CACHE_BYTES`], opened without
/// blocking (a named pipe planted there is refused at once, never waited on).
fn read_bounded(path: &Path) -> io::Result<Vec<u8>> {
    crate::files::read_own(path, MAX_CACHE_BYTES)
}
