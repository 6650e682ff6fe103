//! The endgame solver's work on fixed positions: how many nodes and how much time it takes to
//! prove the same endgames, to compare two builds of the solver (their proofs must agree).
//!
//! ```sh
//! cargo run --release --example solver_work -- [--games 10] [--steps 8] [--nodes 20000000]
//!                                              [--seed 1000] [--variant express]
//! ```
//!
//! For game `i` (deal `seed + i`, greedy self-play), the position `--steps` steps before the
//! end (a step: a bot's answer to one decision) is solved with a fresh table (2^20 entries)
//! within `--nodes` nodes. It prints how many were proved and how many not, the nodes visited
//! (a position not proved counts its whole budget), the seconds, and a checksum of the values
//! proved: two builds whose checksums differ disagree on some proof.

use std::process::ExitCode;
use std::time::Instant;

use patchwork::bot::solver::{DEFAULT_TABLE_BITS, Solver};
use patchwork::bot::{self, Budget, Greedy, Stop};
use patchwork::rules::{Game, LeatherLayout, Setup, Variant};

/// The command line.
struct Args {
    games: u64,
    steps: usize,
    nodes: u64,
    seed: u64,
    variant: Variant,
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 10,
        steps: 8,
        nodes: 20_000_000,
        seed: 1000,
        variant: Variant::Classic,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = |v: &str| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => args.games = number(&value)?,
            "--steps" => {
                args.steps = usize::try_from(number(&value)?).map_err(|e| format!("{e}"))?;
            }
            "--nodes" => args.nodes = number(&value)?,
            "--seed" => args.seed = number(&value)?,
            "--variant" => args.variant = value.parse().map_err(|e| format!("{e}"))?,
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    Ok(args)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("solver_work: {e}");
            return ExitCode::from(2);
        }
    };
    let mut solver = Solver::new(DEFAULT_TABLE_BITS);
    let (mut proved, mut failed, mut nodes, mut checksum) = (0u32, 0u32, 0u64, 0i64);
    let mut seconds = 0.0;
    for i in 0..args.games {
        let deal = args.seed.wrapping_add(i);
        let game = match Game::new(&Setup::random(args.variant, LeatherLayout::Revised, deal)) {
            Ok(g) => g,
            Err(e) => {
                eprintln!("solver_work: deal {deal}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let starts = match bot::self_play_steps(game, &mut Greedy::new(i), Budget::iterations(1)) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("solver_work: deal {deal}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let Some(position) = starts.len().checked_sub(args.steps).map(|k| &starts[k]) else {
            continue;
        };
        solver.clear();
        let start = Instant::now();
        let proof = solver.solve(position, Budget::iterations(args.nodes), &Stop::new());
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
        "{} steps before the end: {proved} proved, {failed} not within {} nodes; {nodes} nodes in {seconds:.2} s; checksum {checksum}",
        args.steps, args.nodes
    );
    ExitCode::SUCCESS
}
