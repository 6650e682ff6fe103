//! Trains the learned value (`patchwork::bot::value`): plays the games it learns from, fits the
//! network to them, and checks a network on games it never saw.
//!
//! ```sh
//! # 1. Games: the strong bot against itself, after an opening of a few noisy steps (so the
//! #    positions are as varied as players make them). Resumable: the file's games are kept
//! #    and the next ones appended, the same whatever stopped it.
//! cargo run --release --example train_value -- games --variant classic --games 4000 \
//!     --seed 1 --iterations 1500 --jobs 2 --out target/value/classic-1.jsonl
//! # 2. Fit: every position from the first strong step on, its target the mover's final
//! #    margin and whether they won; every tenth game held out.
//! cargo run --release --example train_value -- fit --variant classic \
//!     --data target/value/classic-1.jsonl --seed 1 --epochs 40 --out assets/value/classic.bin
//! # 3. Check a network (the built-in one without --weights) on held-out games, or on every
//! #    game of a fixture (--all).
//! cargo run --release --example train_value -- check --variant classic \
//!     --data target/value/classic-1.jsonl [--weights FILE] [--held-out | --all]
//! # 4. The two constants of `value::win_chance` for a variant, fitted on the held-out games'
//! #    positions valued by the lookahead --depths deep (its first), as the review looks.
//! cargo run --release --example train_value -- calibrate --data target/value/classic-1.jsonl \
//!     --depths 4
//! # 5. The fixture the test of the shipped weights reads: held-out games, whole.
//! cargo run --release --example train_value -- fixture --data target/value/classic-1.jsonl \
//!     --games 40 --out tests/fixtures/value/classic.jsonl
//! ```
//!
//! A games file holds one JSON object a line: `{"start":K,"record":{...}}`, a saved game in
//! the record format whose steps from `K` on are the strong bot's on both sides. Everything is
//! seeded: the same command gives the same file and the same weights on any machine (the fit
//! adds its threads' gradients in a fixed order).

// Counts stay far below 2^23: f32 holds them exactly. The network's algebra is written with
// its textbook indices.
#![allow(
    clippy::cast_precision_loss,
    clippy::needless_range_loop,
    clippy::many_single_char_names
)]

use std::collections::BTreeMap;
use std::fs::OpenOptions;
use std::io::{BufRead, BufReader, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

use patchwork::bot::strong::Config;
use patchwork::bot::value::features::{FEATURES, features};
use patchwork::bot::value::net::{HIDDEN1, HIDDEN2, MARGIN_SCALE, Net, OUTPUTS, PARAMETERS};
use patchwork::bot::{Bot, Budget, Level, Strong};
use patchwork::history::History;
use patchwork::record::{PlayerInfo, Record};
use patchwork::rules::{Action, Game, LeatherLayout, Phase, Player, Setup, Variant};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// The command line.
struct Args {
    command: String,
    variant: Variant,
    games: u64,
    seed: u64,
    iterations: u64,
    jobs: usize,
    out: Option<String>,
    data: Vec<String>,
    weights: Option<String>,
    epochs: usize,
    batch: usize,
    rate: f32,
    held_out: bool,
    /// `check`: every game of the files (a fixture of held-out games), not only the fit's.
    all: bool,
    win_weight: f32,
    /// `probe`: the solver's nodes a position, and how near the end (spaces) it tries.
    solve: u64,
    spaces: u8,
    /// `probe`: the lookahead's depths, in steps.
    depths: Vec<u32>,
    /// `fit`: files of bootstrapped targets (see `targets`), one for each `--data`, in order.
    targets: Vec<String>,
    /// `fit`: the weight of the game's outcome against a bootstrapped target.
    lambda: f32,
}

fn parse_args() -> Result<Args, String> {
    let mut it = std::env::args().skip(1);
    let command = it.next().ok_or("a command: games, fit, check or fixture")?;
    let mut a = Args {
        command,
        variant: Variant::Classic,
        games: 1000,
        seed: 1,
        iterations: 1500,
        jobs: 2,
        out: None,
        data: Vec::new(),
        weights: None,
        epochs: 40,
        batch: 512,
        rate: 0.002,
        held_out: false,
        all: false,
        win_weight: 0.5,
        solve: 2_000_000,
        spaces: 14,
        depths: vec![1, 2, 3],
        targets: Vec::new(),
        lambda: 0.5,
    };
    while let Some(flag) = it.next() {
        if flag == "--held-out" {
            a.held_out = true;
            continue;
        }
        if flag == "--all" {
            a.all = true;
            continue;
        }
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--variant" => a.variant = value.parse().map_err(|e| format!("{e}"))?,
            "--games" => a.games = number()?,
            "--seed" => a.seed = number()?,
            "--iterations" => a.iterations = number()?,
            "--jobs" => a.jobs = number()?.max(1) as usize,
            "--out" => a.out = Some(value),
            "--data" => a.data.push(value),
            "--weights" => a.weights = Some(value),
            "--epochs" => a.epochs = number()? as usize,
            "--batch" => a.batch = number()?.max(1) as usize,
            "--rate" => a.rate = value.parse().map_err(|e| format!("{flag}: {e}"))?,
            "--win-weight" => a.win_weight = value.parse().map_err(|e| format!("{flag}: {e}"))?,
            "--solve" => a.solve = number()?,
            "--targets" => a.targets.push(value),
            "--lambda" => a.lambda = value.parse().map_err(|e| format!("{flag}: {e}"))?,
            "--spaces" => a.spaces = number()? as u8,
            "--depths" => {
                a.depths = value
                    .split(',')
                    .map(|d| d.parse().map_err(|e| format!("{flag}: {e}")))
                    .collect::<Result<_, _>>()?;
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    Ok(a)
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("train_value: {e}");
            return ExitCode::from(2);
        }
    };
    let result = match args.command.as_str() {
        "games" => games(&args),
        "fit" => fit(&args),
        "check" => check(&args),
        "fixture" => fixture(&args),
        "probe" => probe(&args),
        "targets" => targets(&args),
        "calibrate" => calibrate(&args),
        other => Err(format!("unknown command {other}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("train_value: {e}");
            ExitCode::FAILURE
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Games

/// One game of the training set: a record whose steps from `start` on are strong play.
struct TrainingGame {
    /// The game's line in its file, from 0.
    line: usize,
    start: usize,
    record: Record,
}

/// Plays game `index` of the set starting at `seed`: deal `seed + index`, an opening of up to
/// 16 steps by the Beginner (none in half the games), then the strong bot at `iterations` a
/// step on both sides, playing for points.
fn play_training_game(variant: Variant, seed: u64, index: u64, iterations: u64) -> String {
    let deal = seed.wrapping_add(index);
    let setup = Setup::random(variant, LeatherLayout::Revised, deal);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(deal.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let opening = if rng.random::<bool>() {
        0
    } else {
        rng.random_range(1..=16)
    };
    let mut game = Game::new(&setup).expect("a shuffled set-up is valid");
    let mut noisy = Level::Beginner.build(deal ^ 0x5EED, 1);
    // Rewarded by the margin alone, so that both sides play for points in a decided game too.
    let mut strong = Strong::new(deal ^ 0xB07)
        .with_threads(1)
        .with_config(Config::for_points());
    let mut actions: Vec<Action> = Vec::new();
    let mut steps = 0;
    while !game.is_over() {
        let step = if steps < opening {
            noisy.choose(&game, Level::Beginner.budget())
        } else {
            strong.choose(&game, Budget::iterations(iterations))
        }
        .expect("a bot always has a step");
        for a in step {
            game.play(a).expect("bots play legal actions");
            actions.push(a);
        }
        steps += 1;
    }
    let players = [
        PlayerInfo::bot("Strong", "strong"),
        PlayerInfo::bot("Strong", "strong"),
    ];
    let record = Record::from_actions(&setup, players, &actions).expect("a legal game");
    let pretty = record.to_json().expect("a record serializes");
    let compact: serde_json::Value = serde_json::from_str(&pretty).expect("valid JSON");
    format!("{{\"start\":{},\"record\":{compact}}}", opening.min(steps))
}

/// `games`: appends games to `--out` until it holds `--games`, `--jobs` at a time, in order.
fn games(args: &Args) -> Result<(), String> {
    let out = args.out.as_ref().ok_or("games needs --out")?;
    if let Some(dir) = std::path::Path::new(out).parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let have = match std::fs::File::open(out) {
        Ok(f) => BufReader::new(f).lines().map_while(Result::ok).count() as u64,
        Err(_) => 0,
    };
    if have >= args.games {
        println!("{out} already holds {have} games");
        return Ok(());
    }
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(out)
        .map_err(|e| format!("{out}: {e}"))?;
    let next = AtomicU64::new(have);
    let (tx, rx) = mpsc::channel::<(u64, String)>();
    let started = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            let tx = tx.clone();
            let next = &next;
            s.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= args.games {
                        break;
                    }
                    let line = play_training_game(args.variant, args.seed, i, args.iterations);
                    if tx.send((i, line)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        // Written in order, so a file cut short by a stop is a prefix of the whole.
        let mut waiting = BTreeMap::new();
        let mut due = have;
        for (i, line) in rx {
            waiting.insert(i, line);
            while let Some(line) = waiting.remove(&due) {
                writeln!(file, "{line}").map_err(|e| format!("{out}: {e}"))?;
                due += 1;
                if due % 100 == 0 {
                    eprintln!("{due} games, {:.0} s", started.elapsed().as_secs_f64());
                }
            }
        }
        file.flush().map_err(|e| format!("{out}: {e}"))
    })?;
    println!("{out}: {} games", args.games);
    Ok(())
}

/// Reads games files: each line's record and where strong play starts.
fn read_games(paths: &[String]) -> Result<Vec<TrainingGame>, String> {
    let mut out = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for (n, line) in BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            let value: serde_json::Value =
                serde_json::from_str(&line).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
            let start = value["start"]
                .as_u64()
                .ok_or(format!("{path}:{}: no start", n + 1))?;
            let record = Record::from_json(&value["record"].to_string())
                .map_err(|e| format!("{path}:{}: {e}", n + 1))?;
            out.push(TrainingGame {
                line: n,
                start: start as usize,
                record,
            });
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------------------------
// Samples

/// One position to learn from: its features, the mover's final margin and whether they won,
/// and how far into the game it is (0 at the start, 1 at the end).
struct Sample {
    x: [f32; FEATURES],
    margin: f32,
    won: f32,
    progress: f32,
}

/// Every position of `game` from its `start` on where a turn is chosen, with its targets.
fn samples_of(
    game: &TrainingGame,
    boot: Option<&[(f32, bool)]>,
    lambda: f32,
) -> Result<Vec<Sample>, String> {
    let loaded = History::from_record(&game.record).map_err(|e| e.to_string())?;
    let history = loaded.history;
    let last = history.game_at(history.steps().len());
    let end = f32::from(last.variant().final_space().get());
    let mut out = Vec::new();
    for i in game.start..history.steps().len() {
        let g = history.game_at(i);
        let Phase::Turn(mover) = g.phase() else {
            continue;
        };
        let mut x = [0.0; FEATURES];
        features(g, mover, &mut x);
        let outcome = (last.score(mover).total - last.score(mover.other()).total) as f32;
        let margin = match boot.and_then(|b| b.get(out.len())) {
            Some(&(v, true)) => v,
            Some(&(v, false)) => lambda * outcome + (1.0 - lambda) * v,
            None => outcome,
        };
        let ahead = [Player::One, Player::Two]
            .map(|p| f32::from(g.player(p).position.get()))
            .iter()
            .fold(0.0f32, |a, &b| a.max(b));
        out.push(Sample {
            x,
            margin,
            won: if last.winner() == Some(mover) {
                1.0
            } else {
                0.0
            },
            progress: ahead / end,
        });
    }
    Ok(out)
}

/// Whether the game on line `index` of its file is held out of the fit.
fn is_held_out(index: usize) -> bool {
    index % 10 == 9
}

/// A game's bootstrapped targets, position by position: the value and whether it is exact.
type Targets = Vec<(f32, bool)>;

/// The samples of `games` of the right variant, split into the fit's and the held-out ones.
fn split_samples(
    games: &[TrainingGame],
    variant: Variant,
    boot: Option<(&[Targets], f32)>,
) -> Result<(Vec<Sample>, Vec<Sample>), String> {
    let (mut fit, mut held) = (Vec::new(), Vec::new());
    for (k, g) in games.iter().enumerate() {
        if g.record.setup.variant != variant {
            continue;
        }
        // Held-out positions keep the outcome: they measure the fit, not the targets.
        let samples = match boot {
            Some((b, lambda)) if !is_held_out(g.line) => {
                samples_of(g, b.get(k).map(Vec::as_slice), lambda)?
            }
            _ => samples_of(g, None, 1.0)?,
        };
        if is_held_out(g.line) {
            held.extend(samples);
        } else {
            fit.extend(samples);
        }
    }
    Ok((fit, held))
}

// ---------------------------------------------------------------------------------------------
// The fit

/// Offsets of each layer's parameters in file order.
const W1: usize = 0;
const B1: usize = W1 + FEATURES * HIDDEN1;
const W2: usize = B1 + HIDDEN1;
const B2: usize = W2 + HIDDEN1 * HIDDEN2;
const W3: usize = B2 + HIDDEN2;
const B3: usize = W3 + HIDDEN2 * OUTPUTS;

/// The forward pass on flat parameters, keeping what the backward pass needs.
struct Pass {
    z1: [f32; HIDDEN1],
    z2: [f32; HIDDEN2],
    out: [f32; OUTPUTS],
}

fn forward(p: &[f32], x: &[f32; FEATURES]) -> Pass {
    let mut z1 = [0.0f32; HIDDEN1];
    z1.copy_from_slice(&p[B1..B1 + HIDDEN1]);
    for i in 0..FEATURES {
        if x[i] != 0.0 {
            let row = &p[W1 + i * HIDDEN1..W1 + (i + 1) * HIDDEN1];
            for j in 0..HIDDEN1 {
                z1[j] += x[i] * row[j];
            }
        }
    }
    let mut z2 = [0.0f32; HIDDEN2];
    z2.copy_from_slice(&p[B2..B2 + HIDDEN2]);
    for i in 0..HIDDEN1 {
        let a = z1[i].max(0.0);
        if a > 0.0 {
            let row = &p[W2 + i * HIDDEN2..W2 + (i + 1) * HIDDEN2];
            for j in 0..HIDDEN2 {
                z2[j] += a * row[j];
            }
        }
    }
    let mut out = [0.0f32; OUTPUTS];
    out.copy_from_slice(&p[B3..B3 + OUTPUTS]);
    for i in 0..HIDDEN2 {
        let a = z2[i].max(0.0);
        if a > 0.0 {
            for j in 0..OUTPUTS {
                out[j] += a * p[W3 + i * OUTPUTS + j];
            }
        }
    }
    Pass { z1, z2, out }
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The loss of one sample's outputs and its gradient with respect to them: Huber on the
/// margin (in units of `MARGIN_SCALE`, linear beyond one unit), and `win_weight` times the
/// cross-entropy of the win.
fn loss(out: [f32; OUTPUTS], s: &Sample, win_weight: f32) -> (f32, [f32; OUTPUTS]) {
    let d = out[0] - s.margin / MARGIN_SCALE;
    let (lm, gm) = if d.abs() <= 1.0 {
        (0.5 * d * d, d)
    } else {
        (d.abs() - 0.5, d.signum())
    };
    let q = sigmoid(out[1]).clamp(1e-6, 1.0 - 1e-6);
    let lw = -(s.won * q.ln() + (1.0 - s.won) * (1.0 - q).ln());
    (lm + win_weight * lw, [gm, win_weight * (q - s.won)])
}

/// Adds one sample's gradient into `g`; returns its loss.
fn backward(p: &[f32], s: &Sample, win_weight: f32, g: &mut [f32]) -> f32 {
    let pass = forward(p, &s.x);
    let (l, d_out) = loss(pass.out, s, win_weight);
    let mut d_z2 = [0.0f32; HIDDEN2];
    for i in 0..HIDDEN2 {
        let a = pass.z2[i].max(0.0);
        for j in 0..OUTPUTS {
            g[W3 + i * OUTPUTS + j] += a * d_out[j];
        }
        if pass.z2[i] > 0.0 {
            d_z2[i] = (0..OUTPUTS)
                .map(|j| p[W3 + i * OUTPUTS + j] * d_out[j])
                .sum();
        }
    }
    for j in 0..OUTPUTS {
        g[B3 + j] += d_out[j];
    }
    let mut d_z1 = [0.0f32; HIDDEN1];
    for i in 0..HIDDEN1 {
        let a = pass.z1[i].max(0.0);
        let row = &p[W2 + i * HIDDEN2..W2 + (i + 1) * HIDDEN2];
        if a > 0.0 {
            let grow = &mut g[W2 + i * HIDDEN2..W2 + (i + 1) * HIDDEN2];
            for j in 0..HIDDEN2 {
                grow[j] += a * d_z2[j];
            }
        }
        if pass.z1[i] > 0.0 {
            d_z1[i] = (0..HIDDEN2).map(|j| row[j] * d_z2[j]).sum();
        }
    }
    for j in 0..HIDDEN2 {
        g[B2 + j] += d_z2[j];
    }
    for i in 0..FEATURES {
        if s.x[i] != 0.0 {
            let grow = &mut g[W1 + i * HIDDEN1..W1 + (i + 1) * HIDDEN1];
            for j in 0..HIDDEN1 {
                grow[j] += s.x[i] * d_z1[j];
            }
        }
    }
    for j in 0..HIDDEN1 {
        g[B1 + j] += d_z1[j];
    }
    l
}

/// Starting weights: uniform within `sqrt(6 / inputs)` (He's), biases 0.
fn initial_parameters(seed: u64) -> Vec<f32> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut p = vec![0.0f32; PARAMETERS];
    let mut fill = |range: std::ops::Range<usize>, fan_in: usize| {
        let bound = (6.0 / fan_in as f32).sqrt();
        for w in &mut p[range] {
            *w = (rng.random::<f32>() * 2.0 - 1.0) * bound;
        }
    };
    fill(W1..B1, FEATURES);
    fill(W2..B2, HIDDEN1);
    fill(W3..B3, HIDDEN2);
    p
}

/// The mean loss and the margin's mean absolute error (points) of `p` on `samples`.
fn evaluate_on(p: &[f32], samples: &[Sample], win_weight: f32) -> (f32, f32) {
    if samples.is_empty() {
        return (0.0, 0.0);
    }
    let (mut l, mut e) = (0.0f64, 0.0f64);
    for s in samples {
        let pass = forward(p, &s.x);
        l += f64::from(loss(pass.out, s, win_weight).0);
        e += f64::from((pass.out[0] * MARGIN_SCALE - s.margin).abs());
    }
    let n = samples.len() as f64;
    ((l / n) as f32, (e / n) as f32)
}

/// `fit`: Adam on minibatches, the batch's gradient summed over `--jobs` threads in a fixed
/// order; the rate falls from `--rate` to a twentieth of it along a cosine over the epochs.
fn fit(args: &Args) -> Result<(), String> {
    let out = args.out.as_ref().ok_or("fit needs --out")?;
    let games = read_games(&args.data)?;
    let boot = read_targets(&args.targets)?;
    let boot_arg = (!args.targets.is_empty()).then_some((boot.as_slice(), args.lambda));
    if boot_arg.is_some() && boot.len() != games.len() {
        return Err(format!(
            "{} games but {} lines of targets",
            games.len(),
            boot.len()
        ));
    }
    let (train, held) = split_samples(&games, args.variant, boot_arg)?;
    println!(
        "{} games; {} positions to fit, {} held out",
        games.len(),
        train.len(),
        held.len()
    );
    if train.is_empty() {
        return Err("no position to fit".into());
    }
    let mut p = initial_parameters(args.seed);
    let (mut m, mut v) = (vec![0.0f32; PARAMETERS], vec![0.0f32; PARAMETERS]);
    let (beta1, beta2, eps) = (0.9f32, 0.999f32, 1e-8f32);
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(args.seed ^ 0x0005_11FF);
    let mut t = 0i32;
    let steps_per_epoch = train.len().div_ceil(args.batch);
    let total_steps = (steps_per_epoch * args.epochs).max(1);
    let started = std::time::Instant::now();
    for epoch in 0..args.epochs {
        // Fisher-Yates with the seeded generator.
        for i in (1..order.len()).rev() {
            let j = rng.random_range(0..=i);
            order.swap(i, j);
        }
        let mut epoch_loss = 0.0f64;
        for batch in order.chunks(args.batch) {
            let parts: Vec<&[usize]> = batch.chunks(batch.len().div_ceil(args.jobs)).collect();
            let results: Vec<(Vec<f32>, f32)> = std::thread::scope(|s| {
                let handles: Vec<_> = parts
                    .iter()
                    .map(|part| {
                        let p = &p;
                        let train = &train;
                        s.spawn(move || {
                            let mut g = vec![0.0f32; PARAMETERS];
                            let mut l = 0.0f32;
                            for &i in *part {
                                l += backward(p, &train[i], args.win_weight, &mut g);
                            }
                            (g, l)
                        })
                    })
                    .collect();
                handles
                    .into_iter()
                    .map(|h| h.join().expect("a fit thread does not panic"))
                    .collect()
            });
            let mut g = vec![0.0f32; PARAMETERS];
            for (part, l) in &results {
                epoch_loss += f64::from(*l);
                for (a, b) in g.iter_mut().zip(part) {
                    *a += b;
                }
            }
            t += 1;
            let progress = t as f32 / total_steps as f32;
            let rate =
                args.rate * (0.05 + 0.95 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
            let scale = 1.0 / batch.len() as f32;
            let (c1, c2) = (1.0 - beta1.powi(t), 1.0 - beta2.powi(t));
            for k in 0..PARAMETERS {
                let gk = g[k] * scale;
                m[k] = beta1 * m[k] + (1.0 - beta1) * gk;
                v[k] = beta2 * v[k] + (1.0 - beta2) * gk * gk;
                p[k] -= rate * (m[k] / c1) / ((v[k] / c2).sqrt() + eps);
            }
        }
        let (held_loss, held_error) = evaluate_on(&p, &held, args.win_weight);
        println!(
            "epoch {:>3}: loss {:.4}, held out: loss {held_loss:.4}, margin error {held_error:.2} \
             points ({:.0} s)",
            epoch + 1,
            epoch_loss / train.len() as f64,
            started.elapsed().as_secs_f64()
        );
    }
    let net = Net::from_parameters(&p).ok_or("the parameters have the network's shape")?;
    std::fs::write(out, net.to_bytes()).map_err(|e| format!("{out}: {e}"))?;
    println!("wrote {out}");
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Checks

/// `check`: a network's error on the games given (only the held-out ones with `--held-out`),
/// overall and by how far into the game, and how well its win chances are calibrated.
fn check(args: &Args) -> Result<(), String> {
    let games = read_games(&args.data)?;
    let (fit_samples, held) = split_samples(&games, args.variant, None)?;
    let samples = if args.all {
        fit_samples.into_iter().chain(held).collect()
    } else if args.held_out {
        held
    } else {
        fit_samples
    };
    let net = network_arg(args)?.unwrap_or_else(|| patchwork::bot::value::network(args.variant));
    report(net, &samples);
    Ok(())
}

/// The network of `--weights`, if given (kept for the rest of the run).
fn network_arg(args: &Args) -> Result<Option<&'static Net>, String> {
    let Some(path) = &args.weights else {
        return Ok(None);
    };
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    if bytes.len() != patchwork::bot::value::net::FILE_LEN || !bytes.starts_with(b"PWV1") {
        return Err(format!("{path}: not a weights file of this network"));
    }
    Ok(Some(Box::leak(Box::new(Net::from_bytes(&bytes)))))
}

/// The lookahead on the network of `--weights`, or the one built in.
fn lookahead(net: Option<&'static Net>) -> patchwork::bot::lookahead::Lookahead {
    let search = patchwork::bot::lookahead::Lookahead::default();
    match net {
        Some(net) => search.with_network(net),
        None => search,
    }
}

/// Prints the margin's mean absolute error and root mean square error, by thirds of the game,
/// and the win chances by deciles against the share won.
fn report(net: &Net, samples: &[Sample]) {
    let mut phases = [(0.0f64, 0.0f64, 0usize); 3];
    let mut deciles = [(0.0f64, 0.0f64, 0usize); 10];
    for s in samples {
        let out = net.forward(&s.x);
        let e = f64::from(out[0] * MARGIN_SCALE - s.margin);
        let k = ((s.progress * 3.0) as usize).min(2);
        phases[k].0 += e.abs();
        phases[k].1 += e * e;
        phases[k].2 += 1;
        let q = sigmoid(out[1]);
        let d = ((q * 10.0) as usize).min(9);
        deciles[d].0 += f64::from(q);
        deciles[d].1 += f64::from(s.won);
        deciles[d].2 += 1;
    }
    let (a, b, n) = phases
        .iter()
        .fold((0.0, 0.0, 0), |(a, b, n), p| (a + p.0, b + p.1, n + p.2));
    println!(
        "{} positions: margin error mean {:.2}, root mean square {:.2} points",
        n,
        a / n.max(1) as f64,
        (b / n.max(1) as f64).sqrt()
    );
    for (name, (a, b, n)) in ["first", "middle", "last"].iter().zip(phases) {
        println!(
            "  {name} third: {n} positions, mean {:.2}, rms {:.2}",
            a / n.max(1) as f64,
            (b / n.max(1) as f64).sqrt()
        );
    }
    for (d, (q, w, n)) in deciles.iter().enumerate() {
        if *n > 0 {
            println!(
                "  win chance {}0-{}0%: {n} positions, mean {:.1}%, won {:.1}%",
                d,
                d + 1,
                100.0 * q / *n as f64,
                100.0 * w / *n as f64
            );
        }
    }
}

/// `fixture`: the first `--games` held-out games of the files, written whole to `--out`.
fn fixture(args: &Args) -> Result<(), String> {
    let out = args.out.as_ref().ok_or("fixture needs --out")?;
    let mut lines = Vec::new();
    for path in &args.data {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for (i, line) in BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            if is_held_out(i) && (lines.len() as u64) < args.games {
                lines.push(line);
            }
        }
    }
    std::fs::write(out, lines.join("\n") + "\n").map_err(|e| format!("{out}: {e}"))?;
    println!("wrote {} games to {out}", lines.len());
    Ok(())
}

/// `probe`: at the positions of the games (the held-out ones with `--held-out`) whose tokens
/// are both within `--spaces` of the end and which the endgame solver proves within `--solve`
/// nodes: how far the lookahead's value at each of `--depths` is from the proof, and how many
/// points its best move loses by the solver.
fn probe(args: &Args) -> Result<(), String> {
    use patchwork::bot::Stop;
    use patchwork::bot::solver::{Solver, Value, near_end};
    let games = read_games(&args.data)?;
    let net = network_arg(args)?;
    let mut solver = Solver::new(22);
    let budget = Budget::iterations(args.solve);
    let stop = Stop::new();
    let exact = |solver: &mut Solver, g: &Game, mover: Player| -> Option<f32> {
        match g.to_move() {
            None => Some(Value::of_finished(g, mover).margin() as f32),
            Some(p) => {
                let v = solver.solve(g, budget, &stop)?.value;
                let v = if p == mover { v } else { v.flipped() };
                Some(v.margin() as f32)
            }
        }
    };
    let mut rows: Vec<(u32, f32, f32)> = Vec::new();
    let mut positions = 0;
    for g in &games {
        if g.record.setup.variant != args.variant || (args.held_out && !is_held_out(g.line)) {
            continue;
        }
        let loaded = History::from_record(&g.record).map_err(|e| e.to_string())?;
        let history = loaded.history;
        for i in g.start..history.steps().len() {
            let game = history.game_at(i);
            let Phase::Turn(mover) = game.phase() else {
                continue;
            };
            if !near_end(game, args.spaces) {
                continue;
            }
            let Some(truth) = exact(&mut solver, game, mover) else {
                continue;
            };
            positions += 1;
            for &d in &args.depths {
                let mut search = lookahead(net);
                let Some((m, v)) = search.best(game, d, Budget::iterations(u64::MAX), &stop) else {
                    continue;
                };
                let mut after = game.clone();
                for a in Strong::step_of(game, m).unwrap_or_default() {
                    after.play_unchecked(a);
                }
                let Some(got) = exact(&mut solver, &after, mover) else {
                    continue;
                };
                rows.push((d, (v - truth).abs(), truth - got));
            }
        }
    }
    println!("{positions} positions proved");
    for &d in &args.depths {
        let mut errors: Vec<f32> = rows.iter().filter(|r| r.0 == d).map(|r| r.1).collect();
        let mut lost: Vec<f32> = rows.iter().filter(|r| r.0 == d).map(|r| r.2).collect();
        errors.sort_by(f32::total_cmp);
        lost.sort_by(f32::total_cmp);
        let mean = |v: &[f32]| v.iter().sum::<f32>() / v.len().max(1) as f32;
        let median = |v: &[f32]| v.get(v.len() / 2).copied().unwrap_or(0.0);
        println!(
            "depth {d}: value off by mean {:.2}, median {:.2}; its move loses mean {:.2}, \
             median {:.2}, {} of {} lose more than 2",
            mean(&errors),
            median(&errors),
            mean(&lost),
            median(&lost),
            lost.iter().filter(|&&x| x > 2.0).count(),
            lost.len()
        );
    }
    Ok(())
}

/// Reads targets files: a line per game, its positions' targets.
fn read_targets(paths: &[String]) -> Result<Vec<Vec<(f32, bool)>>, String> {
    let mut out = Vec::new();
    for path in paths {
        let file = std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?;
        for (n, line) in BufReader::new(file).lines().enumerate() {
            let line = line.map_err(|e| format!("{path}: {e}"))?;
            let v: Vec<(f32, bool)> =
                serde_json::from_str(&line).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
            out.push(v);
        }
    }
    Ok(out)
}

/// `targets`: for every position a fit would learn from (`--data`, one file), a bootstrapped
/// target, the mover's margin: the solver's proof where both tokens are within `--spaces` of
/// the end and it proves the position within `--solve` nodes (marked exact), else the
/// lookahead's value `--depths`' first depth deep on the network built in. Written to `--out`
/// a line per game, in order.
fn targets(args: &Args) -> Result<(), String> {
    use patchwork::bot::Stop;
    use patchwork::bot::solver::{Solver, near_end};
    let out = args.out.as_ref().ok_or("targets needs --out")?;
    let games = read_games(&args.data)?;
    let network = network_arg(args)?;
    let depth = args.depths.first().copied().unwrap_or(3);
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel::<(u64, String)>();
    let mut file = std::fs::File::create(out).map_err(|e| format!("{out}: {e}"))?;
    let started = std::time::Instant::now();
    std::thread::scope(|s| {
        for _ in 0..args.jobs {
            let tx = tx.clone();
            let (next, games) = (&next, &games);
            s.spawn(move || {
                let mut solver = Solver::new(20);
                let stop = Stop::new();
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    let Some(g) = games.get(k as usize) else {
                        break;
                    };
                    let Ok(loaded) = History::from_record(&g.record) else {
                        break;
                    };
                    let history = loaded.history;
                    let mut values = Vec::new();
                    for i in g.start..history.steps().len() {
                        let game = history.game_at(i);
                        let Phase::Turn(_) = game.phase() else {
                            continue;
                        };
                        let proved = near_end(game, args.spaces)
                            .then(|| solver.solve(game, Budget::iterations(args.solve), &stop))
                            .flatten();
                        let v = if let Some(p) = proved {
                            (p.value.margin() as f32, true)
                        } else {
                            let mut search = lookahead(network);
                            let v = search
                                .best(game, depth, Budget::iterations(u64::MAX), &stop)
                                .map_or(0.0, |r| r.1);
                            (v, false)
                        };
                        values.push(v);
                    }
                    let line = serde_json::to_string(&values).unwrap_or_default();
                    if tx.send((k, line)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (k, line) in rx {
            waiting.insert(k, line);
            while let Some(line) = waiting.remove(&due) {
                writeln!(file, "{line}").map_err(|e| format!("{out}: {e}"))?;
                due += 1;
                if due % 200 == 0 {
                    eprintln!("{due} games, {:.0} s", started.elapsed().as_secs_f64());
                }
            }
        }
        Ok::<(), String>(())
    })?;
    println!("wrote {out}");
    Ok(())
}

/// `calibrate`: fits `value::win_chance`'s slope and spread (see its docs) by maximum
/// likelihood on the held-out games of every `--data` file: each position's lookahead value at
/// the first of `--depths` from the mover's side, the spaces left, and whether the mover won.
/// For each spread on a grid, Newton's method finds the slope; the pair with the least log loss
/// is printed, with the table of each variant's win chance against how often the mover won.
fn calibrate(args: &Args) -> Result<(), String> {
    use patchwork::bot::Stop;
    use patchwork::bot::value::{spaces_left, win_chance};
    let games = read_games(&args.data)?;
    let depth = args.depths.first().copied().unwrap_or(4);
    let stop = Stop::new();
    let mut search = patchwork::bot::lookahead::Lookahead::default();
    // (variant, margin, spaces, won)
    let mut rows: Vec<(Variant, f64, u32, bool)> = Vec::new();
    for g in games.iter().filter(|g| is_held_out(g.line)) {
        let history = History::from_record(&g.record)
            .map_err(|e| e.to_string())?
            .history;
        let last = history.game_at(history.steps().len());
        for i in g.start..history.steps().len() {
            let game = history.game_at(i);
            let Phase::Turn(mover) = game.phase() else {
                continue;
            };
            let Some((_, v)) = search.best(game, depth, Budget::iterations(u64::MAX), &stop) else {
                continue;
            };
            let won = last.winner() == Some(mover);
            rows.push((game.variant(), f64::from(v), spaces_left(game), won));
        }
    }
    let loss = |slope: f64, spread: f64| -> f64 {
        let sum: f64 = rows
            .iter()
            .map(|&(_, m, s, won)| {
                let p = f64::from(sigmoid((slope * m / (1.0 + spread * f64::from(s))) as f32))
                    .clamp(1e-6, 1.0 - 1e-6);
                if won { -p.ln() } else { -(1.0 - p).ln() }
            })
            .sum();
        sum / rows.len().max(1) as f64
    };
    let mut best = (f64::INFINITY, 0.0, 0.0);
    for k in 0..=400 {
        let spread = f64::from(k) * 0.01;
        let mut slope: f64 = 0.3;
        for _ in 0..30 {
            let (mut grad, mut hess) = (0.0, 1e-9);
            for &(_, m, s, won) in &rows {
                let x = m / (1.0 + spread * f64::from(s));
                let p = 1.0 / (1.0 + (-slope * x).exp());
                grad += (f64::from(u8::from(won)) - p) * x;
                hess += p * (1.0 - p) * x * x;
            }
            slope = (slope + grad / hess).clamp(0.01, 50.0);
        }
        let l = loss(slope, spread);
        if l < best.0 {
            best = (l, slope, spread);
        }
    }
    let (l, slope, spread) = best;
    println!(
        "{} held-out positions at depth {depth}: win chance = sigmoid({slope:.4} x margin / (1 + {spread:.4} x spaces left)), log loss {l:.4}; as built in: {:.4}",
        rows.len(),
        {
            let sum: f64 = rows
                .iter()
                .map(|&(v, m, s, won)| {
                    let p = win_chance(v, m, s).clamp(1e-6, 1.0 - 1e-6);
                    if won { -p.ln() } else { -(1.0 - p).ln() }
                })
                .sum();
            sum / rows.len().max(1) as f64
        }
    );
    for variant in [Variant::Classic, Variant::Express] {
        let mut deciles = [(0.0f64, 0usize, 0usize); 10];
        for &(v, m, s, won) in &rows {
            if v != variant {
                continue;
            }
            let p = f64::from(sigmoid((slope * m / (1.0 + spread * f64::from(s))) as f32));
            let d = ((p * 10.0) as usize).min(9);
            deciles[d].0 += p;
            deciles[d].1 += usize::from(won);
            deciles[d].2 += 1;
        }
        println!("{variant}, fitted constants:");
        for (d, (q, w, n)) in deciles.iter().enumerate() {
            if *n > 0 {
                println!(
                    "  rated {d}0-{}0%: {n} positions, mean {:.1}%, won {:.1}%",
                    d + 1,
                    100.0 * q / *n as f64,
                    100.0 * *w as f64 / *n as f64
                );
            }
        }
    }
    Ok(())
}
