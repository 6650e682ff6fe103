//! `patchwork perft --record FILE --depth D [--divide]`: counts legal action sequences from the
//! position a saved game reaches, exactly as `docs/perft.md` defines them.
//!
//! Output: `perft d N` for d = 1..=D, each line as soon as its count is known; with `--divide`,
//! then one `ACTION COUNT` line per legal first action (ACTION in the canonical one-line JSON
//! form), sorted by byte order. D is 1 to [`MAX_DEPTH`].

use std::io::{self, Write};
use std::process::ExitCode;

use super::out;
use crate::record::RecordAction;
use crate::rules::Game;

/// The deepest count asked for: no game lasts more than 106 actions, so every count deeper than
/// that is 0 (and anything past depth 4 from an early position takes hours anyway).
pub const MAX_DEPTH: u32 = 128;

/// Writes the perft lines of `game` to `depth` (and the divide lines if asked), each depth's line
/// as soon as it is counted.
///
/// # Errors
/// The first write error.
pub fn write_lines(game: &Game, depth: u32, divide: bool, out: &mut impl Write) -> io::Result<()> {
    let plain = if divide {
        depth.saturating_sub(1)
    } else {
        depth
    };
    for d in 1..=plain {
        writeln!(out, "perft {d} {}", game.perft(d))?;
        out.flush()?;
    }
    if !divide || depth == 0 {
        return Ok(());
    }
    let Some(player) = game.to_move() else {
        writeln!(out, "perft {depth} 0")?;
        return Ok(());
    };
    let mut rows: Vec<(String, u64)> = game
        .divide(depth)
        .into_iter()
        .filter_map(|(actions, n)| {
            let a = RecordAction::from_actions(player, &actions)?;
            Some((a.to_line(game.variant()), n))
        })
        .collect();
    rows.sort_unstable_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
    writeln!(
        out,
        "perft {depth} {}",
        rows.iter().map(|r| r.1).sum::<u64>()
    )?;
    for (line, n) in rows {
        writeln!(out, "{line} {n}")?;
    }
    Ok(())
}

/// Runs `patchwork perft`.
pub fn run(args: &super::PerftArgs) -> ExitCode {
    let file = args.record.display();
    let game = match crate::saves::open_valid(&args.record) {
        Ok(history) => history.current().clone(),
        Err(e) => {
            out::complain(&format!(
                "patchwork perft: {file}: {}",
                crate::saves::words::load_error(&e)
            ));
            return ExitCode::FAILURE;
        }
    };
    let mut stdout = io::stdout().lock();
    out::status(
        write_lines(&game, args.depth, args.divide, &mut stdout)
            .and_then(|()| stdout.flush())
            .map(|()| ExitCode::SUCCESS),
    )
}
