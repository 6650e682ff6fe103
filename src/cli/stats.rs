//! `patchwork stats`: the statistics of the saved games on standard output, the lines of
//! [`crate::stats::lines`] in the player's language (the menu's statistics page shows the same).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::saves::Saves;
use crate::stats::{lines, of_entries};
use crate::text::Shown;

/// Runs `patchwork stats`.
pub fn run(data_dir: Option<&Path>) -> ExitCode {
    let saves = match Saves::resolve(data_dir) {
        Ok(s) => s,
        Err(e) => {
            super::out::complain(&format!(
                "patchwork stats: {}",
                crate::saves::words::saves_error(&e)
            ));
            return ExitCode::FAILURE;
        }
    };
    let dir = Shown::new(&saves.dir().display().to_string());
    let stats = match saves.list() {
        Ok(entries) => of_entries(&entries),
        Err(e) => {
            super::out::complain(&format!("patchwork stats: {dir}: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let daily = crate::saves::progress::load(
        saves.data_dir().unwrap_or(saves.dir()),
        crate::saves::progress::DAILY_FILE,
    );
    let mut all = lines(&stats, &dir);
    all.extend(crate::stats::daily_lines(&daily));
    let mut out = io::stdout().lock();
    let written = all
        .iter()
        .try_for_each(|l| writeln!(out, "{l}"))
        .and_then(|()| out.flush());
    super::out::status(written.map(|()| ExitCode::SUCCESS))
}
