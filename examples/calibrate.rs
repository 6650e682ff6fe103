//! Does the review's win probability mean what it says? Plays strong-against-strong games,
//! evaluates every position where the mover has a choice as `patchwork review` does, and
//! buckets the positions by the win probability given to the mover against how often the mover
//! went on to win.
//!
//! ```sh
//! cargo run --release --example calibrate -- --games 60 --play 2000 --iterations 10000 \
//!     [--seed 1] [--jobs 2] [--variant express] [--dump samples.csv]
//! ```
//!
//! Games are split in two: the even ones fit a logistic model of the win from the logit of the
//! raw playout win rate, the expected margin and a constant (printed, for
//! `review::calibrated`), the odd ones (held out) make the tables: the raw playout win rate, and `review::calibrated` as it stands.
//! Each game `i` is the deal `seed + i`, both bots searching `--play` iterations a move on one
//! thread; `--jobs` games run at once.

// Position counts stay far below 2^52: f64 holds them exactly. The fit is textbook algebra
// on 3x3 matrices, written with the textbook's letters and indices.
#![allow(
    clippy::cast_precision_loss,
    clippy::many_single_char_names,
    clippy::needless_range_loop
)]

use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use patchwork::bot::{self, Budget, Stop};
use patchwork::review::{self, Settings};
use patchwork::rules::{Game, LeatherLayout, Player, Setup, Variant};

/// One position: the mover's raw win rate, expected margin, whether they won and by how much,
/// and whether the figures were proved (exact or a proved line) rather than sampled.
#[derive(Clone, Copy, Debug)]
struct Sample {
    raw: f64,
    margin: f64,
    won: bool,
    final_margin: f64,
    proved: bool,
    game: usize,
}

struct Args {
    games: usize,
    play: u64,
    iterations: u64,
    seed: u64,
    jobs: usize,
    variant: Variant,
    dump: Option<String>,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 60,
        play: 2000,
        iterations: 10_000,
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
            "--iterations" => a.iterations = n()?,
            "--seed" => a.seed = n()?,
            "--jobs" => a.jobs = (n()? as usize).max(1),
            "--variant" => a.variant = value.parse().map_err(|e| format!("{e}"))?,
            "--dump" => a.dump = Some(value),
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(a)
}

/// Plays game `i` and evaluates its positions.
fn game_samples(args: &Args, i: usize) -> Result<Vec<Sample>, String> {
    let deal = args.seed.wrapping_add(i as u64);
    let setup = Setup::random(args.variant, LeatherLayout::Revised, deal);
    let game = Game::new(&setup).map_err(|e| e.to_string())?;
    let mut bots = [
        bot::BotKind::Mcts.build(deal.wrapping_mul(31), 1),
        bot::BotKind::Mcts.build(deal.wrapping_mul(31) ^ 0xA5A5, 1),
    ];
    let played = bot::play_game(game.clone(), &mut bots, Budget::iterations(args.play))
        .map_err(|e| e.to_string())?;
    let winner = played.game.winner();
    let settings = Settings {
        budget: Budget::iterations(args.iterations),
        seed: deal,
    };
    let mut g = game;
    let mut out = Vec::new();
    let mut index = 0;
    for &a in &played.actions {
        if let Some(mover) = g.to_move()
            && matches!(g.phase(), patchwork::rules::Phase::Turn(_))
        {
            let p =
                review::evaluate(&g, &settings, index, &Stop::new()).map_err(|e| e.to_string())?;
            index += 1;
            if !p.forced {
                let (raw, margin) = match mover {
                    Player::One => (p.raw_win, p.margin),
                    Player::Two => (1.0 - p.raw_win, -p.margin),
                };
                let end = &played.game;
                out.push(Sample {
                    raw,
                    margin,
                    won: winner == Some(mover),
                    final_margin: f64::from(
                        end.score(mover).total - end.score(mover.other()).total,
                    ),
                    proved: p.is_proved(),
                    game: i,
                });
            }
        }
        g.play(a).map_err(|e| e.to_string())?;
    }
    Ok(out)
}

/// Prints the line of the final margin against the expected one, where the figures were
/// sampled (proved ones are final margins with best play already): fitted on `fit_set`, and
/// the error on `test` of the margin as it stands and of the line.
fn report_margins(fit_set: &[Sample], test: &[Sample]) {
    let sampled = |set: &[Sample]| -> Vec<(f64, f64)> {
        set.iter()
            .filter(|s| !s.proved)
            .map(|s| (s.margin, s.final_margin))
            .collect()
    };
    let (fit_pairs, test_pairs) = (sampled(fit_set), sampled(test));
    let (slope, intercept) = line(&fit_pairs);
    let rmse = |f: &dyn Fn(f64) -> f64| -> f64 {
        let n = test_pairs.len().max(1) as f64;
        (test_pairs
            .iter()
            .map(|&(m, y)| (f(m) - y).powi(2))
            .sum::<f64>()
            / n)
            .sqrt()
    };
    println!(
        "sampled positions: final margin = {slope:.3} x expected margin + {intercept:.2} (fitted on {}); on the {} held out, root mean square error {:.2} as the margin stands, {:.2} by the line; the line fitted on them: {:.3} x margin + {:.2}",
        fit_pairs.len(),
        test_pairs.len(),
        rmse(&|m| m),
        rmse(&|m| slope * m + intercept),
        line(&test_pairs).0,
        line(&test_pairs).1,
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

/// The logit of `p`, kept finite.
fn logit(p: f64) -> f64 {
    let p = p.clamp(0.005, 0.995);
    (p / (1.0 - p)).ln()
}

fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The model's inputs for one position: the logit of the raw rate, the margin, 1.
fn features(s: &Sample) -> [f64; 3] {
    [logit(s.raw), s.margin, 1.0]
}

/// Fits `P(win) = sigmoid(w . features)` by Newton's method with a small ridge.
fn fit(samples: &[Sample]) -> [f64; 3] {
    let mut w = [0.0; 3];
    for _ in 0..60 {
        let mut g = [0.0; 3];
        let mut h = [[0.0; 3]; 3];
        for s in samples {
            let x = features(s);
            let p = sigmoid(w.iter().zip(&x).map(|(a, b)| a * b).sum());
            let y = if s.won { 1.0 } else { 0.0 };
            for i in 0..3 {
                g[i] += (y - p) * x[i];
                for j in 0..3 {
                    h[i][j] += p * (1.0 - p) * x[i] * x[j];
                }
            }
        }
        for i in 0..3 {
            g[i] -= 1e-3 * w[i];
            h[i][i] += 1e-3;
        }
        // Solve h . dx = g by Gaussian elimination with partial pivoting.
        let mut a = [[0.0; 4]; 3];
        for i in 0..3 {
            a[i][..3].copy_from_slice(&h[i]);
            a[i][3] = g[i];
        }
        for i in 0..3 {
            let pivot = (i..3)
                .max_by(|&r, &q| a[r][i].abs().total_cmp(&a[q][i].abs()))
                .unwrap_or(i);
            a.swap(i, pivot);
            if a[i][i].abs() < 1e-12 {
                return w;
            }
            for r in 0..3 {
                if r != i {
                    let f = a[r][i] / a[i][i];
                    for c in i..4 {
                        a[r][c] -= f * a[i][c];
                    }
                }
            }
        }
        for i in 0..3 {
            w[i] += a[i][3] / a[i][i];
        }
    }
    w
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
        let csv: String = std::iter::once("game,raw,margin,won\n".to_owned())
            .chain(
                all.iter()
                    .map(|s| format!("{},{},{},{}\n", s.game, s.raw, s.margin, u8::from(s.won))),
            )
            .collect();
        if let Err(e) = std::fs::write(path, csv) {
            eprintln!("calibrate: {path}: {e}");
            return ExitCode::FAILURE;
        }
    }
    let (fit_set, test): (Vec<Sample>, Vec<Sample>) =
        all.iter().partition(|s| s.game.is_multiple_of(2));
    let w = fit(&fit_set);
    println!(
        "{} games of {}, played at {} iterations a move, positions evaluated at {} iterations",
        args.games, args.variant, args.play, args.iterations
    );
    println!(
        "fitted on {} positions (even games): P(win) = sigmoid({:.4} x logit(raw) + {:.4} x margin + {:.4})",
        fit_set.len(),
        w[0],
        w[1],
        w[2]
    );
    println!(
        "held-out positions (odd games): {}; log loss: raw {:.4}, fitted {:.4}, review::calibrated {:.4}",
        test.len(),
        log_loss(&test, |s| s.raw),
        log_loss(&test, |s| sigmoid(
            w.iter().zip(&features(s)).map(|(a, b)| a * b).sum()
        )),
        log_loss(&test, |s| review::calibrated(s.raw, s.margin)),
    );
    report_margins(&fit_set, &test);
    println!("\nraw playout win rate:");
    for l in table(&test, |s| s.raw) {
        println!("{l}");
    }
    println!("\nreview::calibrated (what review prints):");
    for l in table(&test, |s| review::calibrated(s.raw, s.margin)) {
        println!("{l}");
    }
    ExitCode::SUCCESS
}
