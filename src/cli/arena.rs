//! `patchwork arena --a BOT --b BOT --games N --seed S [--millis T] [--iterations N] [--jobs J]
//! [--save DIR] [--variant V] [--board B]`: bot against bot on the same deals with seats
//! swapped, in parallel, with a progress bar on standard error and a summary on standard output.
//!
//! Game `i` uses deal `seed + i / 2` ([`Setup::random`]); in odd games A sits in seat 1 and B
//! in seat 0, so each deal is played from both sides. Each bot is seeded from the seed and the
//! game number, so with an iteration budget (or bots that do not search) a run repeats exactly.
//! `J` workers take game numbers from a shared counter; a strong bot gets `cores / J` search
//! threads (at least one), so the machine is used once, not oversubscribed.

// Cell counts, visit counts and game counts stay far below 2^23: f32/f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

use crate::bot::{self, Budget, PlayedGame};
use crate::record::{PlayerInfo, Record};
use crate::rules::{Game, Player, Setup};

/// One finished game, seen from A.
#[derive(Clone, Debug)]
struct Outcome {
    a_won: bool,
    equal_scores: bool,
    a_score: i32,
    b_score: i32,
    a_think: Vec<Duration>,
    b_think: Vec<Duration>,
}

fn play_one(args: &super::ArenaArgs, index: usize, threads: usize) -> Result<Outcome, String> {
    let bot::Pairing {
        deal,
        setup,
        a_seat,
        bot_seed,
    } = bot::Pairing::new(args.variant, args.board, args.seed, index);
    let game = Game::new(&setup).map_err(|e| e.to_string())?;
    let a = args.a.build(bot_seed, threads);
    let b = args.b.build(bot_seed ^ bot::Pairing::B_SALT, threads);
    let mut bots = if a_seat == Player::One {
        [a, b]
    } else {
        [b, a]
    };
    let budget = Budget {
        millis: args.millis,
        iterations: args.iterations,
    };
    let PlayedGame {
        actions,
        game,
        think,
    } = bot::play_game(game, &mut bots, budget).map_err(|e| e.to_string())?;
    if let Some(dir) = &args.save {
        save(dir, index, &setup, &bots, &actions, deal)?;
    }
    let b_seat = a_seat.other();
    let (a_score, b_score) = (game.score(a_seat).total, game.score(b_seat).total);
    Ok(Outcome {
        a_won: game.winner() == Some(a_seat),
        equal_scores: a_score == b_score,
        a_score,
        b_score,
        a_think: think[a_seat].clone(),
        b_think: think[b_seat].clone(),
    })
}

fn save(
    dir: &Path,
    index: usize,
    setup: &Setup,
    bots: &[Box<dyn bot::Bot>; 2],
    actions: &[crate::rules::Action],
    deal: u64,
) -> Result<(), String> {
    let players = [0, 1].map(|i| PlayerInfo::bot(bots[i].name(), bots[i].name()));
    let mut record = Record::from_actions(setup, players, actions).map_err(|e| e.to_string())?;
    record.seed = Some(serde_json::Value::from(deal));
    record.app = Some(serde_json::Value::from(concat!(
        "patchwork arena ",
        env!("CARGO_PKG_VERSION")
    )));
    let text = record.to_json().map_err(|e| e.to_string())?;
    let path = dir.join(format!("game-{:04}.json", index + 1));
    std::fs::write(&path, text + "\n").map_err(|e| format!("{}: {e}", path.display()))
}

fn mean_max(times: &[Duration]) -> (f64, f64) {
    let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
    let max = times.iter().map(ms).fold(0.0, f64::max);
    let mean = if times.is_empty() {
        0.0
    } else {
        times.iter().map(ms).sum::<f64>() / times.len() as f64
    };
    (mean, max)
}

/// The summary lines of a run.
fn summary(args: &super::ArenaArgs, outcomes: &[Outcome]) -> Vec<String> {
    let n = outcomes.len();
    let wins = outcomes.iter().filter(|o| o.a_won).count();
    let ties = outcomes.iter().filter(|o| o.equal_scores).count();
    let (lo, hi) = bot::wilson(wins, n);
    let nf = n.max(1) as f64;
    let mean = |f: fn(&Outcome) -> i32| outcomes.iter().map(|o| f64::from(f(o))).sum::<f64>() / nf;
    let (a_mean, b_mean) = (mean(|o| o.a_score), mean(|o| o.b_score));
    let a_times: Vec<Duration> = outcomes.iter().flat_map(|o| o.a_think.clone()).collect();
    let b_times: Vec<Duration> = outcomes.iter().flat_map(|o| o.b_think.clone()).collect();
    let (a_mean_ms, a_max_ms) = mean_max(&a_times);
    let (b_mean_ms, b_max_ms) = mean_max(&b_times);
    vec![
        format!(
            "{} games of {}: A = {}, B = {}",
            n, args.variant, args.a, args.b
        ),
        format!(
            "A wins {wins}, losses {}, ties {ties} (equal scores, won by who reached the end first; counted in wins and losses)",
            n - wins
        ),
        format!(
            "A win rate {:.1}% (95% interval {:.1}% to {:.1}%)",
            100.0 * wins as f64 / nf,
            100.0 * lo,
            100.0 * hi
        ),
        format!(
            "mean score A {a_mean:.1}, B {b_mean:.1}; mean margin A - B {:+.1}",
            a_mean - b_mean
        ),
        format!("time per move A: mean {a_mean_ms:.2} ms, max {a_max_ms:.2} ms"),
        format!("time per move B: mean {b_mean_ms:.2} ms, max {b_max_ms:.2} ms"),
    ]
}

/// Runs `patchwork arena`.
pub fn run(args: &super::ArenaArgs) -> ExitCode {
    if let Some(dir) = &args.save
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        super::out::complain(&format!("patchwork arena: {}: {e}", dir.display()));
        return ExitCode::FAILURE;
    }
    let cores = bot::strong::default_threads();
    let jobs = args.jobs.unwrap_or(cores).clamp(1, args.games.max(1));
    let threads = (cores / jobs).max(1);
    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Result<Outcome, String>>>> = Mutex::new(vec![None; args.games]);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    let r = play_one(args, i, threads);
                    if let Ok(mut all) = results.lock() {
                        all[i] = Some(r);
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let results = results.into_inner().unwrap_or_default();
    let mut outcomes = Vec::with_capacity(args.games);
    for (i, r) in results.into_iter().enumerate() {
        match r {
            Some(Ok(o)) => outcomes.push(o),
            Some(Err(e)) => {
                super::out::complain(&format!("patchwork arena: game {}: {e}", i + 1));
                return ExitCode::FAILURE;
            }
            None => {
                super::out::complain(&format!("patchwork arena: game {} was not played", i + 1));
                return ExitCode::FAILURE;
            }
        }
    }
    let mut out = std::io::stdout().lock();
    let written = summary(args, &outcomes)
        .iter()
        .try_for_each(|line| writeln!(out, "{line}"));
    super::out::status(written.map(|()| ExitCode::SUCCESS))
}
