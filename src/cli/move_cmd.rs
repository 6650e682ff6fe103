//! `patchwork move --record FILE [--bot NAME] [--millis T] [--iterations N] [--seed S]`:
//! replays a saved game and prints the bot's action for the player to move as exactly one line,
//! the record action in the canonical form of `perft --divide` (keys `type`, `player`, `patch`,
//! `cells`, `leather`; no spaces), ready to append to the record's `actions`.
//!
//! A finished game, an unreadable or invalid record is reported on standard error with a
//! non-zero exit status and nothing on standard output.

use std::process::ExitCode;

use crate::bot::{self, Budget};
use crate::record::{self, RecordAction};
use crate::rules::Game;

/// The one output line for the bot `name` (seeded) choosing in `game` within `budget`.
///
/// # Errors
/// A message: the game is over, the bot is unknown, or the bot's answer is not one record
/// action.
pub fn line(game: &Game, name: &str, seed: u64, budget: Budget) -> Result<String, String> {
    let player = game.to_move().ok_or("the game is over")?;
    let mut bot = bot::by_name(name, seed).ok_or_else(|| format!("unknown bot {name:?}"))?;
    let actions = bot.choose(game, budget).map_err(|e| e.to_string())?;
    RecordAction::from_actions(player, &actions)
        .map(|a| a.to_line(game.variant()))
        .ok_or_else(|| "the bot's answer is not one record action".to_owned())
}

/// Runs `patchwork move`.
pub fn run(args: &super::MoveArgs) -> ExitCode {
    let file = args.record.display();
    let fail = |msg: String| {
        eprintln!("patchwork move: {file}: {msg}");
        ExitCode::FAILURE
    };
    let bytes = match std::fs::read(&args.record) {
        Ok(b) => b,
        Err(e) => return fail(format!("cannot read the file: {e}")),
    };
    let game = match record::load_bytes(&bytes) {
        Ok((_, replay)) => replay.game,
        Err(e) => return fail(format!("invalid record: {e}")),
    };
    let budget = Budget {
        millis: args.millis,
        iterations: args.iterations,
    };
    match line(&game, &args.bot, args.seed, budget) {
        Ok(l) => {
            println!("{l}");
            ExitCode::SUCCESS
        }
        Err(msg) => fail(msg),
    }
}
