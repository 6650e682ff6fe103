//! Does the review's win probability mean what it says? Plays strong-against-strong games,
//! reviews each as `patchwork review` does, and buckets every position where the mover has a
//! choice by the win probability the review gives the mover against how often the mover went on
//! to win.
//!
//! ```sh
//! cargo run --release --example calibrate -- --games 60 --play 2000 --nodes 20000 \
//!     [--seed 101] [--jobs 2] [--variant express] [--dump samples.csv]
//! ```
//!
//! Each game `i` is the deal `seed + i`, both bots searching `--play` iterations a move on one
//! thread; `--jobs` games run at once, each reviewed on one thread with `--nodes` a position.
//! The constants of `bot::value::win_chance` are not fitted here but on the training set
//! (`examples/train_value.rs calibrate`): these games are a check they never saw. It prints the
//! table of the win chance the review prints for the mover against how often the mover won,
//! and how far the review's expected margin is from the final one.

// Position counts stay far below 2^52: f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use patchwork::bot::value::spaces_left;
use patchwork::bot::{self, Budget, Stop};
use patchwork::history::History;
use patchwork::record::{PlayerInfo, Record};
use patchwork::review::{self, Analyzer, Class, Settings};
use patchwork::rules::{Game, LeatherLayout, Setup, Variant};

/// One position: the mover's expected margin and win chance by the review, the spaces left,
/// whether they won and by how much, and whether the figures were exact.
#[derive(Clone, Copy, Debug)]
struct Sample {
    margin: f64,
    win: f64,
    spaces: u32,
    won: bool,
    final_margin: f64,
    proved: bool,
    game: usize,
}

struct Args {
    games: usize,
    play: u64,
    nodes: u64,
    seed: u64,
    jobs: usize,
    variant: Variant,
    dump: Option<String>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 60,
        play: 2000,
        nodes: review::DEFAULT_NODES,
        seed: 1,
        jobs: 2,
        variant: Variant::Classic,
        dump: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        if flag == "--bench" {
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let n = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => a.games = n()? as usize,
            "--play" => a.play = n()?,
            "--nodes" => a.nodes = n()?,
            "--seed" => a.seed = n()?,
            "--jobs" => a.jobs = (n()? as usize).max(1),
            "--variant" => a.variant = value.parse().map_err(|e| format!("{e}"))?,
            "--dump" => a.dump = Some(value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(a)
}

/// Plays game `i` and reviews it.
fn game_samples(args: &Args, i: usize) -> Result<Vec<Sample>, String> {
    let deal = args.seed.wrapping_add(i as u64);
    let setup = Setup::random(args.variant, LeatherLayout::Revised, deal);
    let game = Game::new(&setup).map_err(|e| e.to_string())?;
    let mut bots = [
        bot::BotKind::Mcts.build(deal.wrapping_mul(31), 1),
        bot::BotKind::Mcts.build(deal.wrapping_mul(31) ^ 0xA5A5, 1),
    ];
    let played = bot::play_game(game, &mut bots, Budget::iterations(args.play))
        .map_err(|e| e.to_string())?;
    let players = [PlayerInfo::human("A"), PlayerInfo::human("B")];
    let record =
        Record::from_actions(&setup, players, &played.actions).map_err(|e| e.to_string())?;
    let history = History::from_record(&record)
        .map_err(|e| e.to_string())?
        .history;
    let settings = Settings {
        budget: Budget::iterations(args.nodes),
        seed: 0,
    };
    let review = Analyzer::new(&history, settings)
        .run(1, &Stop::new(), |_| {})
        .map_err(|e| e.to_string())?;
    let end = &played.game;
    let winner = end.winner();
    Ok(review
        .steps
        .iter()
        .filter(|s| s.class != Class::Forced)
        .map(|s| {
            let mover = s.player;
            Sample {
                margin: s.before.margin_for(mover),
                win: s.before.win_for(mover),
                spaces: spaces_left(history.game_at(s.index)),
                won: winner == Some(mover),
                final_margin: f64::from(end.score(mover).total - end.score(mover.other()).total),
                proved: s.before.exact,
                game: i,
            }
        })
        .collect())
}

/// Prints how far the review's expected margin is from the final margin where it was not exact
/// (a proof is the final margin with best play already), and the least-squares line of the
/// final margin against it.
fn report_margins(samples: &[Sample]) {
    let pairs: Vec<(f64, f64)> = samples
        .iter()
        .filter(|s| !s.proved)
        .map(|s| (s.margin, s.final_margin))
        .collect();
    let n = pairs.len().max(1) as f64;
    let mean_error = pairs.iter().map(|&(m, y)| (m - y).abs()).sum::<f64>() / n;
    let (slope, intercept) = line(&pairs);
    println!(
        "{} positions not exact: the final margin is {mean_error:.2} points from the expected one on average; least squares: final = {slope:.3} x expected + {intercept:.2}",
        pairs.len(),
    );
}

/// The least-squares line `y = a x + b` through `pairs` of `(x, y)`.
fn line(pairs: &[(f64, f64)]) -> (f64, f64) {
    let n = pairs.len().max(1) as f64;
    let mx = pairs.iter().map(|p| p.0).sum::<f64>() / n;
    let my = pairs.iter().map(|p| p.1).sum::<f64>() / n;
    let sxy: f64 = pairs.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    let sxx: f64 = pairs.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let a = if sxx > 0.0 { sxy / sxx } else { 0.0 };
    (a, my - a * mx)
}

fn log_loss(samples: &[Sample], f: impl Fn(&Sample) -> f64) -> f64 {
    let n = samples.len().max(1) as f64;
    -samples
        .iter()
        .map(|s| {
            let p = f(s).clamp(1e-6, 1.0 - 1e-6);
            if s.won { p.ln() } else { (1.0 - p).ln() }
        })
        .sum::<f64>()
        / n
}

/// The markdown table of `samples` bucketed by `f` in tenths.
fn table(samples: &[Sample], f: impl Fn(&Sample) -> f64) -> Vec<String> {
    let mut buckets = [(0usize, 0usize, 0.0f64); 10];
    for s in samples {
        let p = f(s);
        let k = ((p * 10.0) as usize).min(9);
        buckets[k].0 += 1;
        buckets[k].1 += usize::from(s.won);
        buckets[k].2 += p;
    }
    let mut out = vec![
        "| rated | positions | mean rating | won | 95% interval |".to_owned(),
        "|---|---|---|---|---|".to_owned(),
    ];
    for (k, &(n, won, sum)) in buckets.iter().enumerate() {
        if n == 0 {
            out.push(format!("| {}-{}% | 0 | - | - | - |", k * 10, k * 10 + 10));
            continue;
        }
        let (lo, hi) = bot::wilson(won, n);
        out.push(format!(
            "| {}-{}% | {n} | {:.1}% | {:.1}% | {:.1}-{:.1}% |",
            k * 10,
            k * 10 + 10,
            100.0 * sum / n as f64,
            100.0 * won as f64 / n as f64,
            100.0 * lo,
            100.0 * hi
        ));
    }
    out
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("calibrate: {e}");
            return ExitCode::from(2);
        }
    };
    let next = AtomicUsize::new(0);
    let all = Mutex::new(Vec::new());
    let failed = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    match game_samples(&args, i) {
                        Ok(v) => {
                            if let Ok(mut a) = all.lock() {
                                a.extend(v);
                            }
                            eprint!(".");
                        }
                        Err(e) => {
                            if let Ok(mut f) = failed.lock() {
                                *f = Some(e);
                            }
                        }
                    }
                }
            });
        }
    });
    eprintln!();
    if let Some(e) = failed.into_inner().ok().flatten() {
        eprintln!("calibrate: {e}");
        return ExitCode::FAILURE;
    }
    let all = all.into_inner().unwrap_or_default();
    if let Some(path) = &args.dump {
        let csv: String = std::iter::once("game,margin,spaces,won\n".to_owned())
            .chain(
                all.iter()
                    .map(|s| format!("{},{},{},{}\n", s.game, s.margin, s.spaces, u8::from(s.won))),
            )
            .collect();
        if let Err(e) = std::fs::write(path, csv) {
            eprintln!("calibrate: {path}: {e}");
            return ExitCode::FAILURE;
        }
    }
    println!(
        "{} games of {}, played at {} iterations a move, reviewed at {} nodes a position; {} positions with a choice",
        args.games,
        args.variant,
        args.play,
        args.nodes,
        all.len()
    );
    println!(
        "log loss of the review's win chance: {:.4}",
        log_loss(&all, |s| s.win)
    );
    report_margins(&all);
    println!("\nthe review's win chance for the mover (what review prints):");
    for l in table(&all, |s| s.win) {
        println!("{l}");
    }
    ExitCode::SUCCESS
}
