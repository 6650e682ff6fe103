//! Two configurations of the strong bot against each other, for tuning `strong::Config`.
//!
//! ```sh
//! cargo bench --bench duel -- --a c=0.5 --b default --games 200 --seed 1 --millis 100
//!                             [--iterations N] [--jobs 2] [--variant express]
//!                             [--a-millis T] [--b-millis T] [--a-iterations N] [--b-iterations N]
//! ```
//!
//! A configuration is `default` or comma-separated changes to the default: `c` (exploration),
//! `keep_root`, `keep`, `widen`, `expand_at`, `margin` (margin weight), `scale` (margin scale),
//! `noise` (informed playouts' noise) or `playout=uniform`. As in `patchwork arena`, game `i`
//! uses deal `seed + i / 2` with A in seat 1 in odd games, so each deal is played from both
//! sides; `J` games run at once (default 2), each bot searching on one thread. It prints A's
//! wins, its win rate with a 95% Wilson interval and the mean margin. Without `--a` and `--b`
//! (as a plain `cargo bench` runs it) it only says how to use it: a strength run is asked for,
//! never run by default.

// Game counts stay far below 2^23: f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use patchwork::bot::strong::{Config, Playout, Strong};
use patchwork::bot::{self, Bot, Budget};
use patchwork::rules::{ByPlayer, Game, LeatherLayout, Player, Variant};

/// The command line.
struct Args {
    a: Config,
    b: Config,
    games: usize,
    seed: u64,
    a_budget: Budget,
    b_budget: Budget,
    jobs: usize,
    variant: Variant,
}

/// The default config with the changes `spec` lists.
fn parse_config(spec: &str) -> Result<Config, String> {
    let mut c = Config::default();
    if spec == "default" {
        return Ok(c);
    }
    for part in spec.split(',') {
        let (key, value) = part
            .split_once('=')
            .ok_or_else(|| format!("expected key=value, got {part:?}"))?;
        let float = || value.parse::<f32>().map_err(|e| format!("{key}: {e}"));
        let int = || value.parse::<usize>().map_err(|e| format!("{key}: {e}"));
        match key {
            "c" => c.exploration = float()?,
            "keep_root" => c.keep_root = int()?,
            "keep" => c.keep = int()?,
            "widen" => c.widen = float()?,
            "power" => c.widen_power = float()?,
            "rank" => c.by_rank = value == "1" || value == "true",
            "expand_at" => c.expand_at = u32::try_from(int()?).map_err(|e| e.to_string())?,
            "margin" => c.margin_weight = float()?,
            "scale" => c.margin_scale = float()?,
            "noise" => c.playout = Playout::Informed { noise: float()? },
            "playout" if value == "uniform" => c.playout = Playout::Uniform,
            "playout" if value == "value" => c.playout = Playout::Value,
            "truncated" => {
                c.playout = Playout::Truncated {
                    steps: u8::try_from(int()?).map_err(|e| e.to_string())?,
                    noise: 4.0,
                };
            }
            _ => return Err(format!("unknown setting {part:?}")),
        }
    }
    Ok(c)
}

fn parse_args() -> Result<Option<Args>, String> {
    let mut args = Args {
        a: Config::default(),
        b: Config::default(),
        games: 200,
        seed: 1,
        a_budget: Budget::millis(100),
        b_budget: Budget::millis(100),
        jobs: 2,
        variant: Variant::Classic,
    };
    let mut asked = false;
    let mut it = std::env::args().skip(1).filter(|a| a != "--bench");
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let num = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--a" => {
                args.a = parse_config(&value)?;
                asked = true;
            }
            "--b" => {
                args.b = parse_config(&value)?;
                asked = true;
            }
            "--games" => args.games = usize::try_from(num()?).map_err(|e| e.to_string())?,
            "--seed" => args.seed = num()?,
            "--millis" => {
                (args.a_budget, args.b_budget) = (Budget::millis(num()?), Budget::millis(num()?));
            }
            "--iterations" => {
                (args.a_budget, args.b_budget) =
                    (Budget::iterations(num()?), Budget::iterations(num()?));
            }
            "--a-millis" => args.a_budget = Budget::millis(num()?),
            "--b-millis" => args.b_budget = Budget::millis(num()?),
            "--a-iterations" => args.a_budget = Budget::iterations(num()?),
            "--b-iterations" => args.b_budget = Budget::iterations(num()?),
            "--jobs" => args.jobs = usize::try_from(num()?).map_err(|e| e.to_string())?.max(1),
            "--variant" => args.variant = value.parse().map_err(|e| format!("{e}"))?,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(asked.then_some(args))
}

/// Game `index`: A's margin (A's score minus B's) and whether A won.
fn play_one(args: &Args, index: usize) -> Result<(bool, i32), String> {
    let bot::Pairing {
        setup,
        a_seat,
        bot_seed: seed,
        ..
    } = bot::Pairing::new(args.variant, LeatherLayout::Revised, args.seed, index);
    let game = Game::new(&setup).map_err(|e| e.to_string())?;
    let a: Box<dyn Bot> = Box::new(Strong::new(seed).with_threads(1).with_config(args.a));
    let b: Box<dyn Bot> = Box::new(
        Strong::new(seed ^ bot::Pairing::B_SALT)
            .with_threads(1)
            .with_config(args.b),
    );
    let mut bots = if a_seat == Player::One {
        [a, b]
    } else {
        [b, a]
    };
    let mut budgets = ByPlayer([args.a_budget; 2]);
    budgets[a_seat.other()] = args.b_budget;
    let played = bot::play_game_budgets(game, &mut bots, budgets).map_err(|e| e.to_string())?;
    let margin = played.game.score(a_seat).total - played.game.score(a_seat.other()).total;
    Ok((played.game.winner() == Some(a_seat), margin))
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(Some(a)) => a,
        Ok(None) => {
            eprintln!(
                "duel: no match asked for; run `cargo bench --bench duel -- --a CONFIG --b CONFIG`"
            );
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("duel: {e}");
            return ExitCode::FAILURE;
        }
    };
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::with_capacity(args.games));
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    let r = play_one(&args, i);
                    if let Ok(mut all) = results.lock() {
                        all.push(r);
                        eprint!("\r{}/{} games", all.len(), args.games);
                    }
                }
            });
        }
    });
    eprintln!();
    let mut wins = 0;
    let mut margin = 0i64;
    let results = results.into_inner().unwrap_or_default();
    for r in &results {
        match r {
            Ok((won, m)) => {
                wins += usize::from(*won);
                margin += i64::from(*m);
            }
            Err(e) => {
                eprintln!("duel: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    let n = results.len();
    let (lo, hi) = bot::wilson(wins, n);
    println!("{n} games of {}: A {:?}", args.variant, args.a);
    println!("B {:?}", args.b);
    println!("budgets: A {:?}, B {:?}", args.a_budget, args.b_budget);
    println!(
        "A wins {wins}, win rate {:.1}% (95% interval {:.1}% to {:.1}%), mean margin A - B {:+.1}",
        100.0 * wins as f64 / n.max(1) as f64,
        100.0 * lo,
        100.0 * hi,
        margin as f64 / n.max(1) as f64
    );
    ExitCode::SUCCESS
}
