//! The command line's values checked as clap parses them: numbers within their bounds, the
//! variant and the leather layout by name.

use super::MAX_GAMES;
use crate::rules::{LeatherLayout, Variant};

fn ranged(s: &str, what: &str, lo: u64, hi: u64) -> Result<u64, String> {
    let n: u64 = s
        .parse()
        .map_err(|_| format!("{what} must be a whole number from {lo} to {hi}"))?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err(format!("{what} must be from {lo} to {hi}, not {n}"))
    }
}

pub(super) fn parse_games(s: &str) -> Result<usize, String> {
    ranged(s, "the number of games", 1, MAX_GAMES).map(|n| n as usize)
}

pub(super) fn parse_jobs(s: &str) -> Result<usize, String> {
    ranged(s, "the number of jobs", 1, 256).map(|n| n as usize)
}

pub(super) fn parse_millis(s: &str) -> Result<u64, String> {
    ranged(s, "the time per move", 0, 3_600_000)
}

pub(super) fn parse_iterations(s: &str) -> Result<u64, String> {
    ranged(s, "the iterations per move", 0, 100_000_000)
}

pub(super) fn parse_variant(s: &str) -> Result<Variant, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}

pub(super) fn parse_layout(s: &str) -> Result<LeatherLayout, String> {
    s.parse()
        .map_err(|e: crate::rules::UnknownName| e.to_string())
}
