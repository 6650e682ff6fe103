//! How far from the end does the exact solver reach? Plays seeded self-play games of both
//! variants, and for each finds the most steps before the end from which the solver
//! (`patchwork::bot::solver`) proves the exact result within a time budget on one core.
//!
//! ```sh
//! cargo run --release --example endgame_reach -- [--games 200] [--millis 200] [--seed 1]
//!                                                [--bot greedy|strong] [--max 40]
//!                                                [--table-bits 20]
//!                                                [--work STEPS [--nodes 20000000]]
//! ```
//!
//! `--work STEPS` measures the solver's work instead, to compare two builds of it: the position
//! `STEPS` steps before the end of each classic game, solved with an empty table within
//! `--nodes` nodes (no time limit). It prints how many were proved and how many not, the nodes
//! visited (a position not proved counts its whole budget), the seconds, and a checksum of the
//! values proved: two builds whose checksums differ disagree on some proof.
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
    /// `--work`: the steps before the end of the positions whose proofs are timed.
    work: Option<usize>,
    nodes: u64,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 200,
        millis: 200,
        seed: 1,
        strong: false,
        max: 40,
        table_bits: patchwork::bot::solver::DEFAULT_TABLE_BITS,
        work: None,
        nodes: 20_000_000,
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
            "--work" => args.work = Some(value()?.parse().map_err(|e| format!("--work: {e}"))?),
            "--nodes" => args.nodes = value()?.parse().map_err(|e| format!("--nodes: {e}"))?,
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

/// `--work`: proves the position `steps` steps before the end of each classic game within
/// `args.nodes` nodes, and prints the counts, the nodes, the seconds and the checksum.
fn work(solver: &mut Solver, args: &Args, steps: usize) {
    let (mut proved, mut failed, mut nodes, mut checksum) = (0u32, 0u32, 0u64, 0i64);
    let mut seconds = 0.0;
    for i in 0..args.games {
        let starts = step_starts(Variant::Classic, args.seed + i as u64, args.strong);
        let Some(k) = starts.len().checked_sub(steps) else {
            continue;
        };
        solver.clear();
        let start = Instant::now();
        let proof = solver.solve(&starts[k], Budget::iterations(args.nodes), &Stop::new());
        seconds += start.elapsed().as_secs_f64();
        if let Some(p) = proof {
            proved += 1;
            nodes += p.nodes;
            checksum = checksum.wrapping_mul(31).wrapping_add(i64::from(p.value.0));
        } else {
            failed += 1;
            nodes += args.nodes;
        }
    }
    println!(
        "classic, {steps} steps before the end: {proved} proved, {failed} not within {} nodes; \
         {nodes} nodes in {seconds:.2} s; checksum {checksum}",
        args.nodes
    );
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
    if let Some(steps) = args.work {
        work(&mut solver, &args, steps);
        return ExitCode::SUCCESS;
    }
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
