//! `patchwork games`: the saved games, numbered, the most recently played first (`--load N`
//! opens number N).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::saves::Saves;
use crate::text::Shown;

/// Lists the saved games, numbered: the date of the last action, the players, the variant, the
/// actions, the score or "in progress", the file.
pub fn run(data_dir: Option<&Path>) -> ExitCode {
    let saves = match Saves::resolve(data_dir) {
        Ok(s) => s,
        Err(e) => {
            super::out::complain(&format!(
                "patchwork: {}",
                crate::saves::words::saves_error(&e)
            ));
            return ExitCode::FAILURE;
        }
    };
    let dir = Shown::new(&saves.dir().display().to_string());
    let entries = match saves.list() {
        Ok(entries) => entries,
        Err(e) => {
            super::out::complain(&format!("patchwork games: {dir}: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let mut out = io::stdout().lock();
    let result = (|| -> io::Result<ExitCode> {
        if entries.is_empty() {
            writeln!(out, "{}", crate::tr!("games-none", dir = dir.as_str()))?;
            return Ok(ExitCode::SUCCESS);
        }
        writeln!(out, "{}", crate::tr!("games-header", dir = dir.as_str()))?;
        for (n, entry) in entries.iter().enumerate() {
            let n = n + 1;
            let file = Shown::new(&entry.file_name());
            match &entry.header {
                Ok(s) => {
                    let names = crate::i18n::player_names(&s.players);
                    // The last action was written when the file was.
                    let date = humantime::format_rfc3339_seconds(entry.modified).to_string();
                    let state = match s.result {
                        Some(r) => crate::tr!(
                            "games-finished",
                            a = r.scores[0],
                            b = r.scores[1],
                            winner = Shown::new(&names[r.winner.index()])
                        ),
                        None => crate::tr!("games-in-progress"),
                    };
                    let row = crate::tr!(
                        "games-row",
                        date = date,
                        one = Shown::new(&names[0]),
                        two = Shown::new(&names[1]),
                        variant = crate::i18n::variant_word(s.variant),
                        actions = s.actions,
                        state = state,
                        file = file
                    );
                    writeln!(out, "{n:>3}. {row}")?;
                }
                Err(reason) => {
                    let why = crate::tr!(
                        "games-unreadable",
                        file = file,
                        reason = Shown::new(&reason.to_string())
                    );
                    writeln!(out, "{n:>3}. {why}")?;
                }
            }
        }
        out.flush()?;
        Ok(ExitCode::SUCCESS)
    })();
    super::out::status(result)
}
