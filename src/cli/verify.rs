//! `patchwork verify` (being written).

use std::process::ExitCode;

/// Runs `patchwork verify`.
pub fn run(_args: &super::VerifyArgs) -> ExitCode {
    eprintln!("patchwork: verify is not built yet");
    ExitCode::FAILURE
}
