//! Does the endgame solver make the strong bot stronger? Plays the strong bot with its default
//! endgame solver (A) against the same bot with the solver off (B), as `patchwork arena` pairs
//! games: each deal twice, A in seat 1 in even games and in seat 2 in odd ones.
//!
//! ```sh
//! cargo run --release --example solver_duel -- [--games 20] [--seed 1] [--iterations 5000]
//!                                              [--variant classic|express]
//! ```
//!
//! Both bots search `--iterations` a move (the strong level's budget by default) on one thread,
//! so a run gives the same games on every machine. It prints A's wins with a 95% Wilson
//! interval, and A's mean margin.

// Game counts stay far below 2^52: f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::process::ExitCode;

use patchwork::bot::strong::{Config, Strong};
use patchwork::bot::{self, Bot, Budget, Pairing};
use patchwork::rules::{Game, LeatherLayout, Variant};

fn main() -> ExitCode {
    let (mut games, mut seed, mut iterations, mut variant) =
        (20usize, 1u64, 5000u64, Variant::Classic);
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        let ok = match flag.as_str() {
            "--games" => value.parse().map(|v| games = v).is_ok(),
            "--seed" => value.parse().map(|v| seed = v).is_ok(),
            "--iterations" => value.parse().map(|v| iterations = v).is_ok(),
            "--variant" => value.parse().map(|v| variant = v).is_ok(),
            _ => false,
        };
        if !ok {
            eprintln!("usage: solver_duel [--games N] [--seed S] [--iterations N] [--variant V]");
            return ExitCode::FAILURE;
        }
    }
    let (mut wins, mut margin) = (0usize, 0i64);
    for i in 0..games {
        let pairing = Pairing::new(variant, LeatherLayout::Revised, seed, i);
        let with = Strong::new(pairing.bot_seed).with_threads(1);
        let without = Strong::new(pairing.bot_seed ^ Pairing::B_SALT)
            .with_threads(1)
            .with_config(Config {
                endgame_nodes: 0,
                ..Config::default()
            });
        let (a, b): (Box<dyn Bot>, Box<dyn Bot>) = (Box::new(with), Box::new(without));
        let a_first = pairing.a_seat == patchwork::rules::Player::One;
        let mut bots = if a_first { [a, b] } else { [b, a] };
        let game = Game::new(&pairing.setup).expect("a shuffled set-up is valid");
        let played = match bot::play_game(game, &mut bots, Budget::iterations(iterations)) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("game {i}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let me = pairing.a_seat;
        let m = played.game.score(me).total - played.game.score(me.other()).total;
        margin += i64::from(m);
        if played.game.winner() == Some(me) {
            wins += 1;
        }
        println!(
            "game {i}: A (solver) {} by {m}",
            if played.game.winner() == Some(me) {
                "wins"
            } else {
                "loses"
            }
        );
    }
    let (lo, hi) = bot::wilson(wins, games);
    println!(
        "A (strong with solver) against B (strong without), {variant}, {iterations} iterations: \
         {wins}/{games} wins ({:.0}%, 95% {:.0}%-{:.0}%), mean margin {:+.1}",
        100.0 * wins as f64 / games.max(1) as f64,
        100.0 * lo,
        100.0 * hi,
        margin as f64 / games.max(1) as f64
    );
    ExitCode::SUCCESS
}
