//! Does the review's "points lost" survive playing on? Plays seeded games (a Beginner against
//! the strong bot, so there are mistakes to find), reviews each as `patchwork review` does, and
//! for every judged step plays the game on from the position before it twice over: once after
//! the step played and once after the review's best step, strong bot against strong bot, the
//! same seeds on both sides. The mover's mean final margin after the best step, less the one
//! after the step played, is what playing on says the step cost; the review's `points_lost` is
//! compared with it.
//!
//! ```sh
//! cargo run --release --example review_check -- [--games 20] [--seed 1] [--review 20000]
//!                                               [--play 300] [--playouts 6] [--solve 3000000]
//!                                               [--play-solve 1000000] [--play-spaces 12]
//!                                               [--solve-spaces 16] [--solve-table 22]
//!                                               [--variant express] [--only G:S,G:S]
//!                                               [--review-only] [--solved-only]
//!                                               [--play-reward bot|margin|adaptive]
//!                                               [--record GAME.json]
//! ```
//!
//! `--review` is the review's lookahead nodes a position, `--play` the strong bot's
//! iterations a move when playing on, `--play-solve` the endgame solver's nodes a decision for
//! that bot (it plays the proved best step wherever the solver proves it within them, once
//! both tokens are within `--play-spaces` of the end: the bots' own 12 unless set),
//! `--playouts` the games played on from each side of a step. Near the end (within the review's
//! [`PROOF_SPACES`](patchwork::review::look::PROOF_SPACES) and two more), where
//! the endgame solver proves both sides of a step within `--solve` nodes (0: never), the
//! exact result is the truth instead of playing on (which at a few hundred iterations a move is
//! not best play); those steps count as clear. `--solve-spaces` tries the solver further from
//! the end and `--solve-table` gives it a larger table (2^bits entries of 16 bytes), for a
//! stronger truth on the steps a first run found far off. It prints one
//! line per judged step (the review's figures, then playing on's, with its standard error) and
//! a summary: the median and largest difference, over all steps and over the steps where
//! playing on gives a clear answer (standard error at most 1.5 points), and how often the
//! review and the truth agree there on "more than 4 points lost". Each line ends with the
//! class the truth gives by the win probability the step lost (the mover's share of games won
//! after the best step less after the step played, as the review's class is by its own win
//! probability), when that class is clear: the same one standard error either side (a solved
//! step's always is); the summary counts how often the review gives it, and how often when
//! the class is clear by a cautious standard error too (one pair more each way that changed
//! the winner: 16 pairs that agree give a standard error of 0). Then the win
//! probability the step lost by the review and by the truth, with the truth's standard error
//! (measured, so below 0 where the step played did better than the best step). A step where
//! the review proved the result exactly is marked `exact`.
//! `--only` checks just the steps listed, by the game and step numbers the lines print: to
//! check again, with a stronger truth (more games, more iterations a move), the steps a first
//! run found far off. `--review-only` prints the review's figures for each judged step and its
//! best step, with no truth: two versions of the review compared this way show which steps a
//! change touched, and only those need their truth again (it depends only on the game, the two
//! steps and the seeds). `--solved-only` prints only the steps the solver settles, playing
//! nothing on: to see which truths a longer reach of the solver changes. `--record` checks a
//! saved game (one a player finds judged wrongly) instead of the seeded ones: it is game 0,
//! reviewed at `--review` nodes a position, in its own variant, and played on from `--seed`'s
//! deal seeds. `--play-reward margin` has the bots playing on rewarded by the margin alone,
//! so that they still play for points in a game decided by more than 20; `--play-reward
//! adaptive` only once their own search finds the game decided.

// Counts and margins stay far below 2^52: f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::process::ExitCode;

use patchwork::bot::strong::Config;
use patchwork::bot::{Bot, Budget, Level, Stop, Strong, solver};
use patchwork::history::History;
use patchwork::record::PlayerInfo;
use patchwork::review::{Analyzer, Class, Settings, StepReview};
use patchwork::rules::{Action, Game, LeatherLayout, Phase, Player, Setup, Variant};

/// The command line.
#[allow(clippy::struct_excessive_bools)] // its switches, each on its own
struct Args {
    games: u64,
    seed: u64,
    review_seed: u64,
    review: u64,
    play: u64,
    playouts: u64,
    solve: u64,
    play_solve: u64,
    play_spaces: u8,
    /// How near the end (spaces) the check's solver tries to prove a step.
    solve_spaces: u8,
    /// The check's solver table: 2^bits entries.
    solve_table: u32,
    variant: Variant,
    /// The (game, step) pairs to check, as the lines print them; empty: every step.
    only: Vec<(u64, usize)>,
    /// Print the review's figures only, no truth.
    review_only: bool,
    /// Print only the steps whose truth the solver proves; play nothing on.
    solved_only: bool,
    /// How the bots playing on are rewarded.
    play_reward: Reward,
    /// A saved game to check instead of the seeded ones (`--record`).
    record: Option<std::path::PathBuf>,
}

/// The reward of the bots playing on (`--play-reward`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reward {
    /// The strong bot's own.
    Bot,
    /// The margin alone ([`Config::for_points`]).
    Margin,
    /// The bot's own until its search finds the game decided ([`decided`]), then the margin
    /// alone.
    Adaptive,
}

/// How near the end (both tokens within this many spaces) the check's solver tries a step by
/// default: two spaces further back than the review's own proofs reach.
const SOLVE_SPACES: u8 = patchwork::review::look::PROOF_SPACES + 2;

/// `G:S,G:S...` as (game, step) pairs.
fn pairs(text: &str) -> Result<Vec<(u64, usize)>, String> {
    text.split(',')
        .map(|pair| {
            let (g, s) = pair
                .split_once(':')
                .ok_or_else(|| format!("--only: {pair} is not GAME:STEP"))?;
            let g = g
                .trim()
                .parse()
                .map_err(|e| format!("--only {pair}: {e}"))?;
            let s = s
                .trim()
                .parse()
                .map_err(|e| format!("--only {pair}: {e}"))?;
            Ok((g, s))
        })
        .collect()
}

fn parse_args() -> Result<Args, String> {
    let mut args = Args {
        games: 20,
        seed: 1,
        review_seed: 0,
        review: patchwork::review::DEFAULT_NODES,
        play: 300,
        playouts: 6,
        solve: 3_000_000,
        play_solve: 1_000_000,
        play_spaces: solver::NEAR_END_SPACES,
        solve_spaces: SOLVE_SPACES,
        solve_table: 22,
        variant: Variant::Classic,
        only: Vec::new(),
        review_only: false,
        solved_only: false,
        play_reward: Reward::Bot,
        record: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{flag} needs a value"));
        let number = |v: String| v.parse::<u64>().map_err(|e| format!("{flag}: {e}"));
        match flag.as_str() {
            "--games" => args.games = number(value()?)?,
            "--seed" => args.seed = number(value()?)?,
            "--review" => args.review = number(value()?)?,
            "--review-seed" => args.review_seed = number(value()?)?,
            "--play" => args.play = number(value()?)?,
            "--playouts" => args.playouts = number(value()?)?.max(1),
            "--solve" => args.solve = number(value()?)?,
            "--play-solve" => args.play_solve = number(value()?)?,
            "--play-spaces" => {
                args.play_spaces =
                    u8::try_from(number(value()?)?).map_err(|e| format!("{flag}: {e}"))?;
            }
            "--solve-spaces" => {
                args.solve_spaces =
                    u8::try_from(number(value()?)?).map_err(|e| format!("{flag}: {e}"))?;
            }
            "--solve-table" => {
                args.solve_table = u32::try_from(number(value()?)?)
                    .ok()
                    .filter(|b| (10..=28).contains(b))
                    .ok_or_else(|| format!("{flag}: from 10 to 28 bits"))?;
            }
            "--variant" => args.variant = value()?.parse().map_err(|e| format!("{e}"))?,
            "--only" => args.only = pairs(&value()?)?,
            "--record" => args.record = Some(value()?.into()),
            "--review-only" => args.review_only = true,
            "--solved-only" => args.solved_only = true,
            "--play-reward" => {
                args.play_reward = match value()?.as_str() {
                    "margin" => Reward::Margin,
                    "bot" => Reward::Bot,
                    "adaptive" => Reward::Adaptive,
                    other => {
                        return Err(format!(
                            "--play-reward: {other} is not bot, margin or adaptive"
                        ));
                    }
                };
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(args)
}

/// A game of the Beginner level (player 1) against the strong level (player 2) on deal `seed`.
fn play_game(variant: Variant, seed: u64) -> Result<History, String> {
    let setup = Setup::random(variant, LeatherLayout::Revised, seed);
    let players = [
        PlayerInfo::bot_at("Beginner", "greedy", "beginner"),
        PlayerInfo::bot_at("Strong", "strong", "strong"),
    ];
    let mut history = History::new(setup, players).map_err(|e| e.to_string())?;
    let mut bots: [Box<dyn Bot>; 2] = [
        Level::Beginner.build(seed, 1),
        Level::Strong.build(seed.wrapping_add(1), 1),
    ];
    let budgets = [Level::Beginner.budget(), Level::Strong.budget()];
    while let Some(p) = history.current().to_move() {
        let i = p.index();
        let step = bots[i]
            .choose(history.current(), budgets[i])
            .map_err(|e| e.to_string())?;
        for a in step {
            history.play(a).map_err(|e| e.to_string())?;
        }
    }
    Ok(history)
}

/// The mover's exact final margin with best play on both sides after `first` in `game`, and
/// whether they win (1 or 0), when the endgame solver proves it within `args.solve` nodes
/// (tried from `args.solve_spaces` spaces before the end).
fn solved(game: &Game, first: &[Action], mover: Player, args: &Args) -> Option<Outcome> {
    let nodes = args.solve;
    let mut game = game.clone();
    for &a in first {
        game.play(a).ok()?;
    }
    if game.is_over() {
        return Some(outcome(&game, mover));
    }
    if nodes == 0 || !solver::near_end(&game, args.solve_spaces) {
        return None;
    }
    let next = game.to_move()?;
    let proof = solver::Solver::new(args.solve_table).solve(
        &game,
        Budget::iterations(nodes),
        &Stop::new(),
    )?;
    let value = if next == mover {
        proof.value
    } else {
        proof.value.flipped()
    };
    Some(Outcome {
        margin: f64::from(value.margin()),
        won: f64::from(u8::from(value.wins())),
    })
}

/// How a game ended (or ends with best play) for one player: their final margin, and 1 when
/// they won (the rules' tie-breaker included), else 0.
#[derive(Clone, Copy)]
struct Outcome {
    margin: f64,
    won: f64,
}

/// `mover`'s outcome of the finished `game`.
fn outcome(game: &Game, mover: Player) -> Outcome {
    Outcome {
        margin: f64::from(game.score(mover).total - game.score(mover.other()).total),
        won: f64::from(u8::from(game.winner() == Some(mover))),
    }
}

/// Whether a search whose best turn wins `raw` of its playouts finds the game decided: more
/// than 98% or less than 2%. The bot's reward then no longer tells its turns apart.
fn decided(raw: f64) -> bool {
    !(0.02..=0.98).contains(&raw)
}

/// The mover's outcome, playing `game` on after `first` with the strong bot on both sides
/// (`args.play` iterations a move and `args.play_solve` solver nodes a decision, seeded with
/// `seed`).
fn play_on(
    game: &Game,
    first: &[Action],
    mover: Player,
    args: &Args,
    seed: u64,
) -> Option<Outcome> {
    let mut game = game.clone();
    for &a in first {
        game.play(a).ok()?;
    }
    let config = |reward: Config| Config {
        endgame_nodes: args.play_solve,
        endgame_spaces: args.play_spaces,
        ..reward
    };
    let own = config(Config::default());
    let points = config(Config::for_points());
    let budget = Budget::iterations(args.play);
    let stop = Stop::new();
    let mut bot = Strong::new(seed)
        .with_threads(1)
        .with_config(match args.play_reward {
            Reward::Margin => points,
            Reward::Bot | Reward::Adaptive => own,
        });
    // With the adaptive reward, the bot that takes over once the game is decided.
    let mut for_points = (args.play_reward == Reward::Adaptive)
        .then(|| Strong::new(seed).with_threads(1).with_config(points));
    while !game.is_over() {
        let actions = if let Some(for_points) = for_points.as_mut().filter(|_| {
            matches!(game.phase(), Phase::Turn(_)) && !solver::near_end(&game, args.play_spaces)
        }) {
            let report = bot.search_until(&game, budget, &stop)?;
            let raw = report
                .outcomes
                .first()
                .and_then(patchwork::bot::strong::SearchOutcome::win_rate);
            if raw.is_some_and(decided) {
                for_points.choose_until(&game, budget, &stop).ok()?
            } else {
                Strong::step_of(&game, report.best)?
            }
        } else {
            bot.choose_until(&game, budget, &stop).ok()?
        };
        for a in actions {
            game.play(a).ok()?;
        }
    }
    Some(outcome(&game, mover))
}

/// What playing on says a step cost: points (at least 0) and win probability (as measured, so
/// possibly below 0), with their standard errors.
struct Truth {
    lost: f64,
    se: f64,
    win: WinLost,
}

/// The win probability a step lost by its truth: the mean of the paired differences of the
/// mover's wins, its standard error, and a cautious one that counts one pair more each way
/// that changed the winner (16 pairs that all agree give a standard error of 0, yet cannot
/// rule out a loss of a few in a hundred). Both 0 where the truth is solved.
#[derive(Clone, Copy)]
struct WinLost {
    mean: f64,
    se: f64,
    cautious_se: f64,
}

/// The mean and standard error of paired differences; `None` with fewer than two.
fn paired(diffs: &[f64]) -> Option<(f64, f64)> {
    let n = diffs.len() as f64;
    if n < 2.0 {
        return None;
    }
    let mean = diffs.iter().sum::<f64>() / n;
    let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1.0);
    Some((mean, (var / n).sqrt()))
}

/// What playing on from `before` says step `s` cost its mover: `args.playouts` games after the
/// best step and as many after the step played, paired by seed; `None` with fewer than two
/// pairs.
fn playing_on(before: &Game, s: &StepReview, args: &Args, deal: u64) -> Option<Truth> {
    let outcomes = |first: &[Action]| -> Vec<Outcome> {
        (0..args.playouts)
            .filter_map(|k| play_on(before, first, s.player, args, deal ^ (k << 20)))
            .collect()
    };
    let best = outcomes(&s.best);
    let played = outcomes(&s.played);
    let pairs = || best.iter().zip(&played);
    let (lost, se) = paired(
        &pairs()
            .map(|(b, p)| b.margin - p.margin)
            .collect::<Vec<_>>(),
    )?;
    let mut wins: Vec<f64> = pairs().map(|(b, p)| b.won - p.won).collect();
    let (mean, win_se) = paired(&wins)?;
    wins.extend([1.0, -1.0]);
    let (_, cautious_se) = paired(&wins)?;
    Some(Truth {
        lost: lost.max(0.0),
        se,
        win: WinLost {
            mean,
            se: win_se,
            cautious_se,
        },
    })
}

/// The class a truth gives a step that lost `win_lost` and `points` (with standard errors
/// `win_se` and `points_se`), when it is clear: the same a standard error either side. A step
/// nothing is lost by is excellent here: the review judged it, so it found a better one.
fn truth_class(win_lost: f64, win_se: f64, points: f64, points_se: f64) -> Option<Class> {
    let of = |w: f64, p: f64| match Class::of(w.max(0.0), p.max(0.0)) {
        Class::Best => Class::Excellent,
        c => c,
    };
    let class = of(win_lost, points);
    (of(win_lost - win_se, points - points_se) == class
        && of(win_lost + win_se, points + points_se) == class)
        .then_some(class)
}

/// The end of a step's line: the class the truth gives, or `unclear`, and whether it is the
/// review's, and the win probability the step lost by the review and by the truth (with its
/// standard error); counted into the tally's classes (clear, agreeing) when clear, and into
/// its cautious classes when clear by the cautious standard error too.
fn class_note(s: &StepReview, win: WinLost, points: (f64, f64), tally: &mut Tally) -> String {
    let text = format!(
        " | win lost {:.1}%, truth {:.1}% (se {:.1}%)",
        100.0 * s.win_lost,
        100.0 * win.mean,
        100.0 * win.se
    );
    let Some(class) = truth_class(win.mean, win.se, points.0, points.1) else {
        return format!(" | class unclear{text}");
    };
    let same = class == s.class;
    tally.classes.0 += 1;
    tally.classes.1 += usize::from(same);
    if truth_class(win.mean, win.cautious_se, points.0, points.1).is_some() {
        tally.cautious.0 += 1;
        tally.cautious.1 += usize::from(same);
    }
    format!(
        " | class {}{}{text}",
        class.name(),
        if same { ", same" } else { ", differs" }
    )
}

/// The start of a step's line: the game, the step, the mover, and the review's points lost,
/// class and whether the position before was proved.
fn review_line(g: u64, s: &StepReview) -> String {
    let exact = if s.before.is_exact() { " exact" } else { "" };
    format!(
        "game {g:>2} step {:>2} ({:?}): review {:>5.1} pts, {:<10}{exact}",
        s.index + 1,
        s.player,
        s.points_lost,
        s.class.name(),
    )
}

fn median(mut xs: Vec<f64>) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// The figures the summary lines give.
#[derive(Default)]
struct Tally {
    /// Each judged step's difference from its truth.
    all: Vec<f64>,
    /// The same, of the steps with a clear truth.
    clear: Vec<f64>,
    /// Clear steps where the review and the truth agree on "more than 4 points lost".
    agree: usize,
    /// Steps whose class the truth makes clear, and of them those the review gives that class.
    classes: (usize, usize),
    /// The same, clear by the cautious standard error (see [`WinLost`]).
    cautious: (usize, usize),
}

/// Checks step `s` of game `g` against its truth (the solver's where it proves both sides,
/// else playing on): prints its line and counts it into `tally`.
fn check_step(g: u64, s: &StepReview, before: &Game, args: &Args, deal: u64, tally: &mut Tally) {
    let big = |pts: f64| pts > 4.0;
    // Where the solver proves both sides within its budget, the truth is exact.
    // (The step played is solved only when the best step was.)
    if let Some((b, p)) = solved(before, &s.best, s.player, args)
        .and_then(|b| solved(before, &s.played, s.player, args).map(|p| (b, p)))
    {
        let lost = (b.margin - p.margin).max(0.0);
        let error = (s.points_lost - lost).abs();
        let win = WinLost {
            mean: b.won - p.won,
            se: 0.0,
            cautious_se: 0.0,
        };
        println!(
            "{} | solved     {lost:>5.1} pts          | off by {error:.1}{}",
            review_line(g, s),
            class_note(s, win, (lost, 0.0), tally)
        );
        tally.all.push(error);
        tally.clear.push(error);
        tally.agree += usize::from(big(lost) == big(s.points_lost));
        return;
    }
    if args.solved_only {
        return;
    }
    let Some(truth) = playing_on(before, s, args, deal) else {
        return;
    };
    let (lost, se) = (truth.lost, truth.se);
    let error = (s.points_lost - lost).abs();
    println!(
        "{} | playing on {lost:>5.1} pts (se {se:.1}) | off by {error:.1}{}",
        review_line(g, s),
        class_note(s, truth.win, (lost, se), tally)
    );
    tally.all.push(error);
    if se <= 1.5 {
        tally.clear.push(error);
        // As the review's class relates to its own points.
        tally.agree += usize::from(big(lost) == big(s.points_lost));
    }
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("review_check: {e}");
            return ExitCode::from(2);
        }
    };
    let mut tally = Tally::default();
    let wanted = |g: u64, step: usize| args.only.is_empty() || args.only.contains(&(g, step));
    // A saved game is the only game.
    let games = if args.record.is_some() { 1 } else { args.games };
    for g in 0..games {
        if !args.only.is_empty() && !args.only.iter().any(|&(og, _)| og == g) {
            continue;
        }
        let deal = args.seed.wrapping_add(g);
        let history = match &args.record {
            Some(path) => patchwork::saves::open_valid(path).map_err(|e| e.to_string()),
            None => play_game(args.variant, deal),
        };
        let history = match history {
            Ok(h) => h,
            Err(e) => {
                eprintln!("review_check: game {g}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let settings = Settings {
            budget: Budget::iterations(args.review),
            // A saved game is reviewed with `patchwork review`'s seed (0, unless
            // `--review-seed`); a seeded one with its deal's.
            seed: match &args.record {
                Some(_) => args.review_seed,
                None => deal ^ (args.review_seed << 40),
            },
        };
        let mut analyzer = Analyzer::new(&history, settings);
        let Ok(review) = analyzer.run(2, &Stop::new(), |_| {}) else {
            eprintln!("review_check: game {g}: the review stopped");
            return ExitCode::FAILURE;
        };
        for s in &review.steps {
            if matches!(s.class, Class::Best | Class::Forced) || !wanted(g, s.index + 1) {
                continue;
            }
            let before = history.game_at(s.index);
            if args.review_only {
                println!("{} | best {:?}", review_line(g, s), s.best);
                continue;
            }
            check_step(g, s, before, &args, deal, &mut tally);
        }
    }
    let Tally {
        all,
        clear,
        agree,
        classes,
        cautious,
    } = tally;
    let max = |xs: &[f64]| xs.iter().copied().fold(0.0, f64::max);
    println!(
        "{} judged steps: median error {:.2} pts, largest {:.1}",
        all.len(),
        median(all.clone()),
        max(&all)
    );
    println!(
        "{} steps where playing on is clear (se <= 1.5): median error {:.2} pts, largest {:.1}; {} of them agree on whether more than 4 points were lost",
        clear.len(),
        median(clear.clone()),
        max(&clear),
        agree
    );
    println!(
        "{} steps where the truth's class is clear (the same a standard error either side of its win probability lost): the review gives that class on {}",
        classes.0, classes.1
    );
    println!(
        "{} of them clear by the cautious standard error (one pair more each way that changed the winner): the review gives that class on {}",
        cautious.0, cautious.1
    );
    ExitCode::SUCCESS
}
