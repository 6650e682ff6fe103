//! `patchwork verify FILE...`: checks saved games without a terminal and reports, per file,
//! the outcome of a valid game or its first fault.
//!
//! Text output, one line per file on standard output:
//! - `FILE: ok: finished after N actions, scores A and B, winner W`
//! - `FILE: ok: unfinished after N actions, scores A and B so far`
//! - `FILE: action K: REASON` or `FILE: REASON` for faults of the record as a whole.
//!
//! With `--json`, one object per file per line (see [`Report`]). The exit status is 0 only when
//! every file is valid. Every value from a file or a file name is escaped (`text::escape` in the
//! text lines; `\uXXXX` in the JSON lines), and output errors never panic (`out`). The whole
//! contract is `docs/verify.md`.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;

use crate::record::{self, Replayed};
use crate::rules::Player;

/// The `--json` line of one file. An unfinished valid game has `"finished": false`, the scores
/// as they stand and `"winner": null`.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Report {
    Valid {
        file: String,
        ok: bool,
        finished: bool,
        scores: [i64; 2],
        winner: Option<usize>,
        actions: usize,
    },
    Fault {
        file: String,
        ok: bool,
        action: Option<usize>,
        error: String,
    },
}

/// Why a file is not a valid saved game.
#[derive(Debug, thiserror::Error)]
enum Fault {
    /// The file cannot be read.
    #[error(transparent)]
    Read(#[from] record::ReadError),
    /// The record is not valid.
    #[error(transparent)]
    Record(#[from] record::RecordError),
}

impl Fault {
    /// The 1-based number of the faulty action, if the fault is one action's.
    fn action(&self) -> Option<usize> {
        match self {
            Fault::Read(_) => None,
            Fault::Record(e) => e.action(),
        }
    }

    /// The reason, without the `action K: ` that the line adds.
    fn reason(&self) -> String {
        match self {
            Fault::Read(e) => e.to_string(),
            Fault::Record(e) => e.reason(),
        }
    }
}

/// Checks one file: the number of actions and its replay, or the first fault.
fn check(path: &Path) -> Result<(usize, Replayed), Fault> {
    let bytes = record::read_file(path)?;
    let (record, replay) = record::load_bytes(&bytes)?;
    Ok((record.actions.len(), replay))
}

fn report(file: String, outcome: Result<(usize, Replayed), Fault>) -> Report {
    match outcome {
        Ok((actions, replay)) => {
            let game = &replay.game;
            Report::Valid {
                file,
                ok: true,
                finished: game.is_over(),
                scores: Player::BOTH.map(|p| i64::from(game.score(p).total)),
                winner: game.winner().map(Player::index),
                actions,
            }
        }
        Err(fault) => Report::Fault {
            file,
            ok: false,
            action: fault.action(),
            error: fault.reason(),
        },
    }
}

/// Writes JSON on one line with a space after each `:` and `,`, exactly as the contract
/// prints the `--json` objects: `{"file": F, "ok": true, "scores": [A, B], ...}`.
struct SpacedLine;

impl serde_json::ser::Formatter for SpacedLine {
    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }

    /// `serde_json` escapes the C0 controls, `"` and `\`; the other characters a text line
    /// escapes (DEL, C1, direction overrides, invisible and unknown ones, a mark with nothing to
    /// join: [`crate::text::escape`]'s rules) are written as `\uXXXX` too (a surrogate pair beyond
    /// U+FFFF).
    fn write_string_fragment<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        fragment: &str,
    ) -> std::io::Result<()> {
        w.write_all(crate::text::escape_json(fragment).as_bytes())
    }
}

/// One `--json` line.
fn json_line(r: &Report) -> Result<String, serde_json::Error> {
    let mut ser = serde_json::Serializer::with_formatter(Vec::new(), SpacedLine);
    r.serialize(&mut ser)?;
    Ok(String::from_utf8_lossy(&ser.into_inner()).into_owned())
}

fn text_line(r: &Report) -> String {
    match r {
        Report::Valid {
            file,
            finished: true,
            scores,
            winner,
            actions,
            ..
        } => format!(
            "{file}: ok: finished after {actions} actions, scores {} and {}, winner {}",
            scores[0],
            scores[1],
            winner.map_or_else(|| "none".to_owned(), |w| w.to_string())
        ),
        Report::Valid {
            file,
            scores,
            actions,
            ..
        } => format!(
            "{file}: ok: unfinished after {actions} actions, scores {} and {} so far",
            scores[0], scores[1]
        ),
        Report::Fault {
            file,
            action: Some(k),
            error,
            ..
        } => format!("{file}: action {k}: {error}"),
        Report::Fault { file, error, .. } => format!("{file}: {error}"),
    }
}

/// Runs `patchwork verify`.
pub fn run(args: &super::VerifyArgs) -> ExitCode {
    let mut stdout = io::stdout().lock();
    super::out::status(write_reports(args, &mut stdout).and_then(|code| {
        stdout.flush()?;
        Ok(code)
    }))
}

/// Checks each file and writes its line to `out`; the exit code says whether all were valid.
fn write_reports(args: &super::VerifyArgs, out: &mut impl Write) -> io::Result<ExitCode> {
    let mut all_ok = true;
    for path in &args.files {
        let outcome = check(path);
        all_ok &= outcome.is_ok();
        let r = report(path.display().to_string(), outcome);
        if args.json {
            match json_line(&r) {
                Ok(line) => writeln!(out, "{line}")?,
                Err(e) => {
                    super::out::complain(&format!("patchwork: {}: {e}", path.display()));
                    all_ok = false;
                }
            }
        } else {
            writeln!(out, "{}", crate::text::Shown::new(&text_line(&r)))?;
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
