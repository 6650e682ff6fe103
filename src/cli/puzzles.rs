//! `patchwork puzzles --mine N`: plays N games with the strong bot and prints the puzzles found
//! on standard output, one JSON object a line (the form of `assets/puzzles.jsonl`), with a
//! line of progress on standard error for each game. Without `--mine`, `patchwork puzzles`
//! opens the puzzles in the terminal (see `crate::tui`).

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::bot::solver::{DEFAULT_TABLE_BITS, Solver};
use crate::learn::mine::{Effort, mine_game};

/// Mines `games` games from seed `seed` on, with `effort`.
pub fn mine(games: u64, seed: u64, effort: &Effort) -> ExitCode {
    let mut solver = Solver::new(DEFAULT_TABLE_BITS);
    let start = Instant::now();
    let mut out = io::stdout().lock();
    let mut total = 0usize;
    for k in 0..games {
        let game_seed = seed.wrapping_add(k);
        let found = match mine_game(game_seed, effort, &mut solver) {
            Ok(found) => found,
            Err(e) => {
                super::out::complain(&format!("patchwork puzzles: seed {game_seed}: {e}"));
                return ExitCode::FAILURE;
            }
        };
        total += found.len();
        for puzzle in &found {
            let line = serde_json::to_string(puzzle).unwrap_or_default();
            if let Err(e) = writeln!(out, "{line}").and_then(|()| out.flush()) {
                return super::out::status(Err(e));
            }
        }
        super::out::complain(&crate::tr!(
            "puzzles-mined",
            game = k + 1,
            games = games,
            found = total,
            seconds = start.elapsed().as_secs()
        ));
    }
    ExitCode::SUCCESS
}
