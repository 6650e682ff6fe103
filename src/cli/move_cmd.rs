//! `patchwork move --record FILE [--bot NAME] [--millis T] [--iterations N] [--seed S]
//! [--threads N] [--stats]`:
//! replays a saved game and prints the bot's action for the player to move as exactly one line,
//! the record action in the canonical form of `perft --divide` (keys `type`, `player`, `patch`,
//! `cells`, `leather`; no spaces), ready to append to the record's `actions`.
//!
//! `--stats` runs the strong bot's search once more beforehand, only to print its figures on
//! standard error (so it doubles the time taken). A finished game, an unreadable or invalid record is reported on standard error with a
//! non-zero exit status and nothing on standard output.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use crate::bot::{self, BotKind, Budget, Strong};

/// The most search threads `move` starts: more would only share the same cores, and each costs
/// memory (a search tree) and a system thread that may not be granted. A larger `--threads` is
/// capped with a note on standard error.
pub const MAX_THREADS: usize = 64;
use crate::record::RecordAction;
use crate::rules::Game;

/// The one output line for the bot `name` (seeded, with `threads` search threads) choosing in
/// `game` within `budget`.
///
/// # Errors
/// A message: the game is over, the bot is unknown, or the bot's answer is not one record
/// action.
pub fn line(
    game: &Game,
    kind: BotKind,
    seed: u64,
    threads: usize,
    budget: Budget,
) -> Result<String, String> {
    let player = game.to_move().ok_or("the game is over")?;
    let mut bot = kind.build(seed, threads);
    let actions = bot.choose(game, budget).map_err(|e| e.to_string())?;
    RecordAction::from_actions(player, &actions)
        .map(|a| a.to_line(game.variant()))
        .ok_or_else(|| "the bot's answer is not one record action".to_owned())
}

/// The strong bot's search figures for `game`, as one line for standard error.
#[allow(clippy::cast_precision_loss)] // iteration counts stay far below 2^52
fn stats(game: &Game, seed: u64, threads: usize, budget: Budget) -> Option<String> {
    let start = Instant::now();
    let report = Strong::new(seed)
        .with_threads(threads)
        .search(game, budget)?;
    let secs = start.elapsed().as_secs_f64();
    let rate = report.iterations as f64 / secs.max(1e-9);
    Some(format!(
        "strong: {} iterations on {} threads in {:.0} ms ({:.0} a second), {} root moves",
        report.iterations,
        report.threads,
        secs * 1000.0,
        rate,
        report.root.len()
    ))
}

/// Runs `patchwork move`.
pub fn run(args: &super::MoveArgs) -> ExitCode {
    let file = crate::text::Shown::new(&args.record.display().to_string()).into_string();
    let fail = |msg: &str| {
        super::out::complain(&format!("patchwork move: {file}: {msg}"));
        ExitCode::FAILURE
    };
    // The same bounded reader as verify: regular files only, at most a record's size.
    let game = match crate::saves::open_valid(&args.record) {
        Ok(history) => history.current().clone(),
        Err(e) => return fail(&crate::saves::words::load_error(&e)),
    };
    let budget = Budget {
        millis: args.millis,
        iterations: args.iterations,
    };
    let threads = match args.threads {
        None => bot::strong::default_threads().clamp(1, MAX_THREADS),
        Some(0) => {
            super::out::complain(&format!("patchwork move: {}", crate::tr!("threads-zero")));
            1
        }
        Some(n) if n > MAX_THREADS => {
            super::out::complain(&format!(
                "patchwork move: {}",
                crate::tr!(
                    "threads-capped",
                    n = n.to_string(),
                    max = MAX_THREADS.to_string()
                )
            ));
            MAX_THREADS
        }
        Some(n) => n,
    };
    if args.stats
        && args.bot == BotKind::Mcts
        && let Some(l) = stats(&game, args.seed, threads, budget)
    {
        super::out::complain(&l);
    }
    // A search thread the system refuses to start does not fail the search: the strong bot
    // does that share of the work on the thread it has.
    let answer = line(&game, args.bot, args.seed, threads, budget);
    match answer {
        Ok(l) => {
            super::out::status(writeln!(io::stdout().lock(), "{l}").map(|()| ExitCode::SUCCESS))
        }
        Err(msg) => fail(&msg),
    }
}
