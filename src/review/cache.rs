//! Reviews kept on disk, so a game reviewed once opens at once the next time.
//!
//! One small JSON file per game and budget, named by [`Analyzer::key`] (a hash of the analysis
//! version, the set-up, the steps and the budget), in a folder the caller chooses: the
//! `reviews` folder of the data directory, beside `games`. It holds each position's look; the
//! figures are chained again from them when read. Files are written atomically (a temporary
//! file renamed over the old one). A file is read with a bound ([`MAX_CACHE_BYTES`]) and
//! checked: one that does not parse, names another key, was written by another version of the
//! program, whose checksum is not its looks' (a file damaged or cut short), or whose looks do
//! not fit the game (a step that is not legal there, a value out of range: see
//! [`Analyzer::restore`]) is ignored, and the next [`Cache::store`] replaces it. The checksum
//! has no key: the cache guards against accidents, not against someone who can write the
//! player's own files (docs/review.md says why). Values are stored as the bits of their
//! `f64`, so a cached review prints exactly what the look found.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::Analyzer;
use super::look::{Alternative, Look, Proof};
use crate::rules::{Action, Cell, PatchId, Quilt};

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
    /// The program that looked (its version): another program's figures are looked at again.
    engine: String,
    key: String,
    /// FNV-1a (64 bits, hexadecimal) of the looks as written.
    checksum: String,
    looks: Vec<WireLook>,
}

/// The version of the program that writes and accepts cache entries.
const ENGINE: &str = env!("CARGO_PKG_VERSION");

/// The checksum of `looks` as they are written: FNV-1a over their JSON.
fn checksum(looks: &[WireLook]) -> io::Result<String> {
    let bytes = serde_json::to_vec(looks).map_err(io::Error::other)?;
    Ok(format!("{:016x}", super::analyzer::fnv1a(&bytes)))
}

/// One position's look as written.
#[derive(Serialize, Deserialize)]
struct WireLook {
    proof: Option<WireProof>,
    alternatives: Vec<WireAlternative>,
    forced_turn: bool,
    nodes: u64,
    /// Whether it was looked at once more.
    deepened: bool,
}

#[derive(Serialize, Deserialize)]
struct WireProof {
    margin: i32,
    wins: bool,
    best: Vec<WireAction>,
}

#[derive(Serialize, Deserialize)]
struct WireAlternative {
    step: Vec<WireAction>,
    /// Each value's `f64` bits, so a cached review prints exactly what the look found.
    values: Vec<u64>,
    exact: bool,
}

/// An action: advance, a patch and the bits of its cells (in hexadecimal), or a leather
/// decision (row and column, `null` for one set aside).
#[derive(Serialize, Deserialize)]
enum WireAction {
    Advance,
    Patch(u8, String),
    Leather(Option<(u8, u8)>),
}

impl WireAction {
    fn of(a: Action) -> Self {
        match a {
            Action::Advance => Self::Advance,
            Action::Patch { patch, cells } => Self::Patch(patch.0, format!("{:x}", cells.bits())),
            Action::Leather(c) => Self::Leather(c.map(|c| (c.row, c.col))),
        }
    }

    fn to_action(&self) -> Option<Action> {
        Some(match self {
            Self::Advance => Action::Advance,
            Self::Patch(patch, cells) => Action::Patch {
                patch: PatchId(*patch),
                cells: Quilt::from_bits(u128::from_str_radix(cells, 16).ok()?),
            },
            Self::Leather(c) => Action::Leather(c.map(|(row, col)| Cell::new(row, col))),
        })
    }
}

impl WireLook {
    fn of(look: &Look, deepened: bool) -> Self {
        let actions = |step: &[Action]| step.iter().map(|&a| WireAction::of(a)).collect();
        Self {
            proof: look.proof.as_ref().map(|p| WireProof {
                margin: p.margin,
                wins: p.wins,
                best: actions(&p.best),
            }),
            alternatives: look
                .alternatives
                .iter()
                .map(|a| WireAlternative {
                    step: actions(&a.step),
                    values: a.values.iter().map(|v| v.to_bits()).collect(),
                    exact: a.exact,
                })
                .collect(),
            forced_turn: look.forced_turn,
            nodes: look.nodes,
            deepened,
        }
    }

    fn to_look(&self) -> Option<Look> {
        let actions = |step: &[WireAction]| {
            step.iter()
                .map(WireAction::to_action)
                .collect::<Option<_>>()
        };
        Some(Look {
            proof: match &self.proof {
                None => None,
                Some(p) => Some(Proof {
                    margin: p.margin,
                    wins: p.wins,
                    best: actions(&p.best)?,
                }),
            },
            alternatives: self
                .alternatives
                .iter()
                .map(|a| {
                    Some(Alternative {
                        step: actions(&a.step)?,
                        values: a.values.iter().map(|&b| f64::from_bits(b)).collect(),
                        exact: a.exact,
                    })
                })
                .collect::<Option<_>>()?,
            forced_turn: self.forced_turn,
            nodes: self.nodes,
        })
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
        if checksum(&wire.looks).ok().as_deref() != Some(wire.checksum.as_str()) {
            return Lookup::Ignored("its checksum is not its looks'".to_owned());
        }
        let deepened = wire.looks.iter().map(|l| l.deepened).collect();
        let Some(looks) = wire
            .looks
            .iter()
            .map(WireLook::to_look)
            .collect::<Option<Vec<_>>>()
        else {
            return Lookup::Ignored("a look holds an action that is none".to_owned());
        };
        if analyzer.restore(looks, deepened) {
            Lookup::Hit
        } else {
            Lookup::Ignored("its looks do not fit the game".to_owned())
        }
    }

    /// Writes `analyzer`'s looks, atomically; nothing when some positions are not looked at.
    ///
    /// # Errors
    /// The folder cannot be created or the file written; an old file is then unchanged.
    pub fn store(&self, analyzer: &Analyzer) -> io::Result<()> {
        let (looks, deepened) = analyzer.looks();
        let Some(looks) = looks
            .iter()
            .zip(deepened)
            .map(|(l, &d)| l.as_ref().map(|l| WireLook::of(l, d)))
            .collect::<Option<Vec<_>>>()
        else {
            return Ok(());
        };
        let wire = WireCache {
            format: FORMAT.to_owned(),
            version: super::VERSION,
            engine: ENGINE.to_owned(),
            key: analyzer.key().to_owned(),
            checksum: checksum(&looks)?,
            looks,
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
