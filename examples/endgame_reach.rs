//! How far from the end does the exact solver reach? Plays seeded self-play games of both
//! variants, and for each finds the most steps before the end from which the solver
//! (`patchwork::bot::solver`) proves the exact result within a time budget on one core.
//!
//! ```sh
//! cargo run --release --example endgame_reach -- [--games 200] [--millis 200] [--seed 1]
//!                                                [--bot greedy|strong] [--max 40]
//!                                                [--table-bits 20]
//! ```
//!
//! A step is what a bot answers for one decision: a turn and the leather decisions it calls
//! for. For game `i` (deal `seed + i`, both seats played by `--bot`; the strong bot searches
//! 2,000 iterations a move on one thread), the solver, its table emptied, is asked for the
//! position `k` steps before the end for `k = 1, 2, ...` until it fails to prove one within
//! `--millis`; the game's reach is the last `k` it proved (0 if none, at most `--max`). It
//! prints, per variant, the minimum, the median, the mean, the share of games it reaches 8 steps
//! before the end, and the distribution.

// Game counts stay far below 2^52: f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::process::ExitCode;
use std::time::Instant;

use patchwork::bot::solver::Solver;
use patchwork::bot::{self, Bot, Budget, Greedy, Stop, Strong};
use patchwork::rules::{Game, LeatherLayout, Setup, Variant};

/// The command line.
struct Args {
    games: usize,
    millis: u64,
    seed: u64,
    strong: bool,
    max: usize,
    table_bits: u32,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 200,
        millis: 200,
        seed: 1,
        strong: false,
        max: 40,
        table_bits: patchwork::bot::solver::DEFAULT_TABLE_BITS,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--games" => args.games = value()?.parse().map_err(|e| format!("--games: {e}"))?,
            "--millis" => args.millis = value()?.parse().map_err(|e| format!("--millis: {e}"))?,
            "--seed" => args.seed = value()?.parse().map_err(|e| format!("--seed: {e}"))?,
            "--max" => args.max = value()?.parse().map_err(|e| format!("--max: {e}"))?,
            "--bot" => match value()?.as_str() {
                "greedy" => args.strong = false,
                "strong" => args.strong = true,
                other => return Err(format!("--bot: greedy or strong, not {other:?}")),
            },
            "--table-bits" => {
                args.table_bits = value()?.parse().map_err(|e| format!("--table-bits: {e}"))?;
            }
            "--bench" => {}
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(args)
}

/// The positions at the start of every step of a self-play game from deal `seed`.
fn step_starts(variant: Variant, seed: u64, strong: bool) -> Vec<Game> {
    let game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
        .expect("a shuffled set-up is valid");
    let mut bot: Box<dyn Bot> = if strong {
        Box::new(Strong::new(seed).with_threads(1))
    } else {
        Box::new(Greedy::new(seed))
    };
    bot::self_play_steps(game, bot.as_mut(), Budget::iterations(2_000))
        .expect("bots play legal actions")
}

/// The most steps before the end from which `solver` proves the result within `millis`.
fn reach(solver: &mut Solver, starts: &[Game], millis: u64, max: usize) -> usize {
    let mut reached = 0;
    for k in 1..=max.min(starts.len()) {
        solver.clear();
        let proof = solver.solve(
            &starts[starts.len() - k],
            Budget::millis(millis),
            &Stop::new(),
        );
        if proof.is_none() {
            break;
        }
        reached = k;
    }
    reached
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut solver = Solver::new(args.table_bits);
    for variant in [Variant::Classic, Variant::Express] {
        let start = Instant::now();
        let mut reaches: Vec<usize> = (0..args.games)
            .map(|i| {
                let starts = step_starts(variant, args.seed + i as u64, args.strong);
                reach(&mut solver, &starts, args.millis, args.max)
            })
            .collect();
        reaches.sort_unstable();
        let n = reaches.len().max(1) as f64;
        let at_least_8 = reaches.iter().filter(|&&r| r >= 8).count();
        println!(
            "{variant}: {} games ({} self-play), solver {} ms: min {} median {} mean {:.1} \
             steps; the last 8 steps in {at_least_8} games ({:.1}%) [{:.0} s]",
            reaches.len(),
            if args.strong { "strong" } else { "greedy" },
            args.millis,
            reaches.first().copied().unwrap_or(0),
            reaches.get(reaches.len() / 2).copied().unwrap_or(0),
            reaches.iter().sum::<usize>() as f64 / n,
            100.0 * at_least_8 as f64 / n,
            start.elapsed().as_secs_f64(),
        );
        let counts: Vec<String> = (0..=args.max)
            .filter_map(|k| {
                let c = reaches.iter().filter(|&&r| r == k).count();
                (c > 0).then(|| format!("{k}:{c}"))
            })
            .collect();
        println!("  steps:games {}", counts.join(" "));
    }
    ExitCode::SUCCESS
}
