//! Writing a command's output without ever panicking: a reader that closes the pipe early (`|
//! head -1`) ends the command quietly with status [`CLOSED_PIPE`]; any other write error (a full
//! disk) is reported once on standard error with status 1 (`docs/verify.md`).

use std::io::{self, Write};
use std::process::ExitCode;

/// The exit status when standard output is closed before everything was written: 141, what a
/// shell reports for a command ended by `SIGPIPE` (128 + 13).
pub const CLOSED_PIPE: u8 = 141;

/// The exit status for the outcome of a command that wrote to standard output.
pub(crate) fn status(outcome: io::Result<ExitCode>) -> ExitCode {
    match outcome {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(CLOSED_PIPE),
        Err(e) => {
            complain(&format!(
                "patchwork: {}",
                crate::tr!("output-failed", error = crate::saves::words::io_error(&e))
            ));
            ExitCode::FAILURE
        }
    }
}

/// Writes one line on standard error, escaped; if even that fails there is no one to tell.
pub(crate) fn complain(line: &str) {
    let _ = writeln!(io::stderr().lock(), "{}", crate::text::escape_message(line));
}
