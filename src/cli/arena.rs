//! `patchwork arena --a BOT --b BOT --games N --seed S [--millis T] [--iterations N]
//! [--a-millis T] [--a-iterations N] [--b-millis T] [--b-iterations N] [--a-level L]
//! [--b-level L] [--jobs J] [--save DIR] [--variant V] [--board B]`: bot against bot on the same
//! deals with seats swapped, in parallel, with a progress bar on standard error and a summary on
//! standard output.
//!
//! Game `i` uses deal `seed + i / 2` ([`Setup::random`]); in odd games A sits in seat 1 and B
//! in seat 0, so each deal is played from both sides. Each bot is seeded from the seed and the
//! game number, so with an iteration budget (or bots that do not search) a run repeats exactly.
//! `J` workers take game numbers from a shared counter; a strong bot gets `cores / J` search
//! threads (at least one), so the machine is used once, not oversubscribed. Results are counted
//! as games finish (memory does not grow with the number of games) and `--save` writes each
//! game as it finishes.

// Cell counts, visit counts and game counts stay far below 2^23: f32/f64 holds them exactly.
#![allow(clippy::cast_precision_loss)]

use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

use crate::bot::{self, Bot, BotKind, Budget, Level, PlayedGame};
use crate::record::{PlayerInfo, Record};
use crate::rules::{ByPlayer, Game, Player, Setup};

/// One side of the match: a bot or a level, and the budget it thinks with.
#[derive(Clone, Copy, Debug)]
struct Side {
    kind: BotKind,
    level: Option<Level>,
    budget: Budget,
}

impl Side {
    /// The side from its options: a level's budget unless a time or iteration limit is given
    /// (the side's own, else the one for both sides).
    fn new(
        kind: Option<BotKind>,
        level: Option<Level>,
        millis: Option<u64>,
        iterations: Option<u64>,
    ) -> Self {
        let kind = level.map_or(kind.unwrap_or(BotKind::Mcts), Level::kind);
        let budget = if millis.is_none() && iterations.is_none() {
            level.map_or(
                Budget {
                    millis: None,
                    iterations: None,
                },
                Level::budget,
            )
        } else {
            Budget { millis, iterations }
        };
        Self {
            kind,
            level,
            budget,
        }
    }

    fn build(&self, seed: u64, threads: usize) -> Box<dyn Bot> {
        match self.level {
            Some(level) => level.build(seed, threads),
            None => self.kind.build(seed, threads),
        }
    }

    /// How the summary names it: `strong (500 ms)`, `level master (strong, 100000 iterations)`.
    fn label(&self) -> String {
        let mut limits = Vec::new();
        if self.kind == BotKind::Mcts {
            if let Some(ms) = self.budget.millis {
                limits.push(format!("{ms} ms"));
            }
            if let Some(n) = self.budget.iterations {
                limits.push(format!("{n} iterations"));
            }
            if limits.is_empty() {
                limits.push("default 1000 ms".to_owned());
            }
        }
        match (self.level, limits.is_empty()) {
            (Some(level), true) => format!("level {level} ({})", self.kind),
            (Some(level), false) => format!("level {level} ({}, {})", self.kind, limits.join(", ")),
            (None, true) => self.kind.to_string(),
            (None, false) => format!("{} ({})", self.kind, limits.join(", ")),
        }
    }
}

/// The two sides of a run.
fn sides(args: &super::ArenaArgs) -> [Side; 2] {
    [
        Side::new(
            args.a,
            args.a_level,
            args.a_millis.or(args.millis),
            args.a_iterations.or(args.iterations),
        ),
        Side::new(
            args.b,
            args.b_level,
            args.b_millis.or(args.millis),
            args.b_iterations.or(args.iterations),
        ),
    ]
}

/// One finished game, seen from A.
#[derive(Clone, Debug)]
struct ArenaGame {
    a_won: bool,
    a_score: i32,
    b_score: i32,
    a_think: Vec<Duration>,
    b_think: Vec<Duration>,
    a_iterations: u64,
    b_iterations: u64,
}

fn play_one(
    args: &super::ArenaArgs,
    [a_side, b_side]: &[Side; 2],
    index: usize,
    threads: usize,
) -> Result<ArenaGame, ArenaError> {
    let bot::Pairing {
        deal,
        setup,
        a_seat,
        bot_seed,
    } = bot::Pairing::new(args.variant, args.board, args.seed, index);
    let game = Game::new(&setup)?;
    let a = a_side.build(bot_seed, threads);
    let b = b_side.build(bot_seed ^ bot::Pairing::B_SALT, threads);
    let b_seat = a_seat.other();
    let mut bots = if a_seat == Player::One {
        [a, b]
    } else {
        [b, a]
    };
    let mut budgets = ByPlayer([a_side.budget; 2]);
    budgets[b_seat] = b_side.budget;
    let PlayedGame {
        actions,
        game,
        mut think,
        iterations,
    } = bot::play_game_budgets(game, &mut bots, budgets)?;
    if let Some(dir) = &args.save {
        let mut levels = ByPlayer([a_side.level; 2]);
        levels[b_seat] = b_side.level;
        save(dir, index, &setup, &bots, levels, &actions, deal)?;
    }
    let (a_score, b_score) = (game.score(a_seat).total, game.score(b_seat).total);
    Ok(ArenaGame {
        a_won: game.winner() == Some(a_seat),
        a_score,
        b_score,
        a_think: std::mem::take(&mut think[a_seat]),
        b_think: std::mem::take(&mut think[b_seat]),
        a_iterations: iterations[a_seat],
        b_iterations: iterations[b_seat],
    })
}

/// Writes game `index` of the run into `dir`: each seat named after its level (with the level
/// recorded, as a game against the computer records it) or else its bot.
fn save(
    dir: &Path,
    index: usize,
    setup: &Setup,
    bots: &[Box<dyn bot::Bot>; 2],
    levels: ByPlayer<Option<Level>>,
    actions: &[crate::rules::Action],
    deal: u64,
) -> Result<(), ArenaError> {
    let players = [Player::One, Player::Two].map(|p| {
        let bot = bots[p.index()].name();
        match levels[p] {
            Some(level) => PlayerInfo::bot_at(&crate::i18n::level_word(level), bot, level.name()),
            None => PlayerInfo::bot(bot, bot),
        }
    });
    let mut record = Record::from_actions(setup, players, actions)?;
    record.seed = Some(serde_json::Value::from(deal));
    record.app = Some(serde_json::Value::from(concat!(
        "patchwork arena ",
        env!("CARGO_PKG_VERSION")
    )));
    let text = record.to_json()?;
    let path = game_file(dir, index);
    // Never through a link, never over an earlier arena's games.
    crate::files::write_new(&path, (text + "\n").as_bytes())
        .map_err(|source| ArenaError::Write { path, source })
}

/// The file of game `index` (from 0) in the folder of records.
fn game_file(dir: &Path, index: usize) -> PathBuf {
    dir.join(format!("game-{:04}.json", index + 1))
}

/// Creates `dir` if needed and checks that a file can be written in it, and that none of the
/// `games` files the run will write is there already (before any game is played, not after).
fn check_save_dir(dir: &Path, games: usize) -> Result<(), ArenaError> {
    std::fs::create_dir_all(dir).map_err(|source| ArenaError::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    // What a run killed while writing left (only the arena's own games' files).
    crate::files::sweep_temps(dir, |name| {
        name.strip_prefix("game-")
            .and_then(|rest| rest.strip_suffix(".json"))
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
    });
    crate::files::check_writable(dir).map_err(|source| ArenaError::NotWritable {
        dir: dir.to_path_buf(),
        source,
    })?;
    match (0..games)
        .map(|i| game_file(dir, i))
        .find(|path| std::fs::symlink_metadata(path).is_ok())
    {
        Some(path) => Err(ArenaError::Write {
            path,
            source: std::io::Error::from(std::io::ErrorKind::AlreadyExists),
        }),
        None => Ok(()),
    }
}

/// Why a game of the arena, or the folder its records go to, failed.
#[derive(Debug, thiserror::Error)]
enum ArenaError {
    /// The deal's set-up is not playable.
    #[error(transparent)]
    Setup(#[from] crate::rules::SetupError),
    /// A bot failed to answer.
    #[error(transparent)]
    Bot(#[from] bot::BotError),
    /// The game's actions do not make a record.
    #[error(transparent)]
    Build(#[from] crate::record::BuildError),
    /// The record could not be turned into text.
    #[error(transparent)]
    Encode(#[from] serde_json::Error),
    /// A file or folder could not be written.
    #[error("{}: {source}", .path.display())]
    Write {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The folder of records refuses files.
    #[error("{}: not writable: {source}", .dir.display())]
    NotWritable {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl ArenaError {
    /// The error for people: what the system refused in plain words.
    fn words(&self) -> String {
        let io = crate::saves::words::io_error;
        match self {
            Self::Write { path, source } => format!("{}: {}", path.display(), io(source)),
            Self::NotWritable { dir, source } => {
                format!("{}: not writable: {}", dir.display(), io(source))
            }
            other => other.to_string(),
        }
    }
}

/// Time per move of one side, counted as games finish.
#[derive(Clone, Copy, Debug, Default)]
struct Times {
    moves: u64,
    total_ms: f64,
    max_ms: f64,
    iterations: u64,
}

impl Times {
    fn add(&mut self, think: &[Duration], iterations: u64) {
        for d in think {
            let ms = d.as_secs_f64() * 1000.0;
            self.moves += 1;
            self.total_ms += ms;
            self.max_ms = self.max_ms.max(ms);
        }
        self.iterations += iterations;
    }

    fn line(&self, who: &str, games: usize) -> String {
        let n = self.moves.max(1) as f64;
        let mean = format!("{:.2}", self.total_ms / n);
        let max = format!("{:.2}", self.max_ms);
        let moves = format!("{:.1}", self.moves as f64 / games.max(1) as f64);
        if self.iterations > 0 {
            crate::tr!(
                "arena-times-iterations",
                who = who,
                mean = mean,
                max = max,
                moves = moves,
                iterations = format!("{:.0}", self.iterations as f64 / n)
            )
        } else {
            crate::tr!(
                "arena-times",
                who = who,
                mean = mean,
                max = max,
                moves = moves
            )
        }
    }
}

/// The results so far: counts and sums only, whatever the number of games.
#[derive(Clone, Copy, Debug, Default)]
struct Tally {
    games: usize,
    a_wins: usize,
    ties: usize,
    a_score: i64,
    b_score: i64,
    margin_squares: f64,
    a_times: Times,
    b_times: Times,
}

impl Tally {
    fn add(&mut self, o: &ArenaGame) {
        self.games += 1;
        self.a_wins += usize::from(o.a_won);
        self.ties += usize::from(o.a_score == o.b_score);
        self.a_score += i64::from(o.a_score);
        self.b_score += i64::from(o.b_score);
        let margin = f64::from(o.a_score - o.b_score);
        self.margin_squares += margin * margin;
        self.a_times.add(&o.a_think, o.a_iterations);
        self.b_times.add(&o.b_think, o.b_iterations);
    }

    /// The mean margin A - B and its standard error (0 with fewer than two games).
    fn margin(&self) -> (f64, f64) {
        let n = self.games.max(1) as f64;
        let mean = (self.a_score - self.b_score) as f64 / n;
        if self.games < 2 {
            return (mean, 0.0);
        }
        let variance = ((self.margin_squares - n * mean * mean) / (n - 1.0)).max(0.0);
        (mean, (variance / n).sqrt())
    }

    /// The summary lines.
    fn summary(&self, args: &super::ArenaArgs, [a, b]: &[Side; 2]) -> Vec<String> {
        let n = self.games;
        let wins = self.a_wins;
        let (lo, hi) = bot::wilson(wins, n);
        let nf = n.max(1) as f64;
        let (margin, se) = self.margin();
        vec![
            crate::tr!(
                "arena-games",
                n = n,
                variant = args.variant.to_string(),
                a = a.label(),
                b = b.label()
            ),
            crate::tr!(
                "arena-wins",
                wins = wins,
                losses = n - wins,
                ties = self.ties
            ),
            crate::tr!(
                "arena-rate",
                rate = format!("{:.1}", 100.0 * wins as f64 / nf),
                lo = format!("{:.1}", 100.0 * lo),
                hi = format!("{:.1}", 100.0 * hi)
            ),
            crate::tr!(
                "arena-scores",
                a = format!("{:.1}", self.a_score as f64 / nf),
                b = format!("{:.1}", self.b_score as f64 / nf),
                margin = format!("{margin:+.1}"),
                se = format!("{se:.1}")
            ),
            self.a_times.line("A", n),
            self.b_times.line("B", n),
        ]
    }
}

/// Runs `patchwork arena`.
pub fn run(args: &super::ArenaArgs) -> ExitCode {
    if let Some(dir) = &args.save
        && let Err(e) = check_save_dir(dir, args.games)
    {
        super::out::complain(&format!(
            "patchwork arena: {}",
            crate::tr!("arena-save", error = e.words())
        ));
        return ExitCode::FAILURE;
    }
    let sides = sides(args);
    let cores = bot::strong::default_threads();
    let jobs = args.jobs.unwrap_or(cores).clamp(1, args.games.max(1));
    let threads = (cores / jobs).max(1);
    let bar = ProgressBar::new(args.games as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, eta {eta}")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let tally = Mutex::new(Tally::default());
    let first_error: Mutex<Option<(usize, ArenaError)>> = Mutex::new(None);
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| {
                while !failed.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= args.games {
                        break;
                    }
                    match play_one(args, &sides, i, threads) {
                        Ok(o) => {
                            if let Ok(mut t) = tally.lock() {
                                t.add(&o);
                            }
                        }
                        Err(e) => {
                            failed.store(true, Ordering::Relaxed);
                            if let Ok(mut first) = first_error.lock() {
                                first.get_or_insert((i, e));
                            }
                        }
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    if let Some((i, e)) = first_error.into_inner().ok().flatten() {
        super::out::complain(&format!(
            "patchwork arena: {}",
            crate::tr!(
                "arena-game-failed",
                n = (i + 1).to_string(),
                error = e.words()
            )
        ));
        return ExitCode::FAILURE;
    }
    let tally = tally.into_inner().unwrap_or_default();
    if tally.games != args.games {
        super::out::complain(&format!(
            "patchwork arena: {}",
            crate::tr!("arena-short", played = tally.games, games = args.games)
        ));
        return ExitCode::FAILURE;
    }
    let mut out = std::io::stdout().lock();
    let written = tally
        .summary(args, &sides)
        .iter()
        .try_for_each(|line| writeln!(out, "{line}"));
    super::out::status(written.map(|()| ExitCode::SUCCESS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_has_a_standard_error() {
        let mut t = Tally::default();
        for (a, b) in [(10, 0), (0, 10), (5, 5), (20, 0)] {
            t.add(&ArenaGame {
                a_won: a > b,
                a_score: a,
                b_score: b,
                a_think: vec![Duration::from_millis(2)],
                b_think: Vec::new(),
                a_iterations: 100,
                b_iterations: 0,
            });
        }
        let (mean, se) = t.margin();
        // Margins 10, -10, 0, 20: mean 5, sample variance 500/3.
        assert!((mean - 5.0).abs() < 1e-9);
        assert!((se - (500.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-9, "{se}");
        assert_eq!((t.a_wins, t.ties), (2, 1));
        assert_eq!(Tally::default().margin(), (0.0, 0.0));
    }
}
