//! `patchwork verify FILE...`: checks saved games without a terminal and reports, per file,
//! the outcome of a valid game or its first fault.
//!
//! Text output, one line per file on standard output:
//! - `FILE: ok: finished after N actions, scores A and B, winner W`
//! - `FILE: ok: unfinished after N actions, scores A and B so far`
//! - `FILE: action K: REASON` or `FILE: REASON` for faults of the record as a whole.
//!
//! With `--json`, one object per file per line (see [`Report`]). The exit status is 0 only when
//! every file is valid.

use std::path::Path;
use std::process::ExitCode;

use serde::Serialize;

use crate::record::{self, Replay};
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

/// Checks one file: its replay, or the first fault as (action number, reason).
fn check(path: &Path) -> Result<(usize, Replay), (Option<usize>, String)> {
    let bytes = std::fs::read(path).map_err(|e| (None, format!("cannot read the file: {e}")))?;
    record::load_bytes(&bytes)
        .map(|(record, replay)| (record.actions.len(), replay))
        .map_err(|e| (e.action(), e.reason()))
}

fn report(file: String, outcome: Result<(usize, Replay), (Option<usize>, String)>) -> Report {
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
        Err((action, error)) => Report::Fault {
            file,
            ok: false,
            action,
            error,
        },
    }
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
    let mut all_ok = true;
    for path in &args.files {
        let outcome = check(path);
        all_ok &= outcome.is_ok();
        let r = report(path.display().to_string(), outcome);
        if args.json {
            match serde_json::to_string(&r) {
                Ok(line) => println!("{line}"),
                Err(e) => {
                    eprintln!("patchwork: {}: {e}", path.display());
                    all_ok = false;
                }
            }
        } else {
            println!("{}", text_line(&r));
        }
    }
    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
