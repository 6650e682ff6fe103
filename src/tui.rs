//! The terminal game (being written).

use std::process::ExitCode;

/// Runs a hot-seat game in the terminal.
pub fn run(_args: &crate::cli::PlayArgs) -> ExitCode {
    eprintln!("patchwork: the terminal game is not built yet");
    ExitCode::FAILURE
}
