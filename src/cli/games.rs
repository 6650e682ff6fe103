//! `patchwork games`: the saved games, numbered, the most recently played first (`--load N`
//! opens number N).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::rules::Variant;
use crate::saves::Saves;
use crate::text::escape;

/// Lists the saved games, numbered: the date of the last action, the players, the variant, the
/// actions, the score or "in progress", the file.
pub fn run(data_dir: Option<&Path>) -> ExitCode {
    let saves = match Saves::locate(data_dir) {
        Ok(s) => s,
        Err(e) => {
            super::out::complain(&format!("patchwork: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let entries = saves.list();
    let mut out = io::stdout().lock();
    let dir = escape(&saves.dir().display().to_string()).into_owned();
    let result = (|| -> io::Result<ExitCode> {
        if entries.is_empty() {
            writeln!(out, "no saved games in {dir}")?;
            return Ok(ExitCode::SUCCESS);
        }
        writeln!(
            out,
            "saved games in {dir}, the most recently played first (patchwork --load N opens \
             number N):"
        )?;
        for (n, entry) in entries.iter().enumerate() {
            let n = n + 1;
            let file = entry
                .path
                .file_name()
                .map(|n| escape(&n.to_string_lossy()).into_owned())
                .unwrap_or_default();
            match &entry.summary {
                Ok(s) => {
                    // The last action was written when the file was.
                    let date = humantime::format_rfc3339_seconds(entry.modified).to_string();
                    let variant = match s.variant {
                        Variant::Classic => "classic",
                        Variant::Express => "express",
                    };
                    let state = match s.result {
                        Some(r) => format!(
                            "finished, scores {} and {}, {} won",
                            r.scores[0],
                            r.scores[1],
                            escape(&s.names[r.winner.index()])
                        ),
                        None => "in progress".to_owned(),
                    };
                    writeln!(
                        out,
                        "{n:>3}. {date}  {} vs {}  {variant}  {} actions  {state}  {file}",
                        escape(&s.names[0]),
                        escape(&s.names[1]),
                        s.actions
                    )?;
                }
                Err(reason) => {
                    writeln!(out, "{n:>3}. {file}: cannot be read: {}", escape(reason))?;
                }
            }
        }
        out.flush()?;
        Ok(ExitCode::SUCCESS)
    })();
    super::out::status(result)
}
