//! `patchwork perft --record FILE --depth D [--divide]`: counts legal action sequences from the
//! position a saved game reaches, exactly as `perft.md` specifies.
//!
//! Output: `perft d N` for d = 1..=D; with `--divide`, then one `ACTION COUNT` line per legal
//! first action (ACTION in the canonical one-line JSON form), sorted by byte order.

use std::io::Write as _;
use std::process::ExitCode;

use crate::record::{self, RecordAction};
use crate::rules::Game;

/// The output lines of perft from `game` to `depth`, with the divide lines if asked.
pub fn lines(game: &Game, depth: u32, divide: bool) -> Vec<String> {
    let mut out = Vec::new();
    let divided = if divide && depth >= 1 {
        let player = game.to_move();
        let mut rows: Vec<(String, u64)> = game
            .divide(depth)
            .into_iter()
            .filter_map(|(actions, n)| {
                let a = RecordAction::from_actions(player?, &actions)?;
                Some((a.to_line(game.variant()), n))
            })
            .collect();
        rows.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        Some(rows)
    } else {
        None
    };
    for d in 1..=depth {
        let n = match &divided {
            Some(rows) if d == depth => rows.iter().map(|r| r.1).sum(),
            _ => game.perft(d),
        };
        out.push(format!("perft {d} {n}"));
    }
    for (line, n) in divided.into_iter().flatten() {
        out.push(format!("{line} {n}"));
    }
    out
}

/// Runs `patchwork perft`.
pub fn run(args: &super::PerftArgs) -> ExitCode {
    let file = args.record.display();
    let bytes = match std::fs::read(&args.record) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("patchwork perft: {file}: cannot read the file: {e}");
            return ExitCode::FAILURE;
        }
    };
    let game = match record::load_bytes(&bytes) {
        Ok((_, replay)) => replay.game,
        Err(e) => {
            eprintln!("patchwork perft: {file}: invalid record: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = std::io::stdout().lock();
    for line in lines(&game, args.depth, args.divide) {
        if writeln!(stdout, "{line}").is_err() {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
