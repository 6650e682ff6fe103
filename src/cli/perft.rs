//! `patchwork perft` (being written).

use std::process::ExitCode;

/// Runs `patchwork perft`.
pub fn run(_args: &super::PerftArgs) -> ExitCode {
    eprintln!("patchwork: perft is not built yet");
    ExitCode::FAILURE
}
