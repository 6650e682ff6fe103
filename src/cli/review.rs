//! `patchwork review FILE [--json] [--millis T] [--iterations N] [--seed S] [--jobs J]
//! [--no-cache]`: the strong bot's view of every step of a saved game, what each step cost,
//! and each player's accuracy. Text by default; `--json` prints one JSON object per step and a
//! summary line, the contract of `docs/review.md`. A progress bar goes to standard error when
//! it is a terminal; reviews are cached in the data directory's `reviews` folder.

use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use indicatif::{ProgressBar, ProgressStyle};

use crate::bot::{self, Budget, Stop};
use crate::record::RecordAction;
use crate::review::cache::{Cache, Lookup};
use crate::review::{self, Analyzer, Class, Review, Settings, StepReview};
use crate::rules::{Action, Cell, Player, Variant};
use crate::saves::{self, Saves};
use crate::text::Shown;

/// `x` rounded to `places` decimals, written without a minus sign on zero.
fn num(x: f64, places: usize) -> String {
    let s = format!("{x:.places$}");
    if s.trim_start_matches('-')
        .bytes()
        .all(|b| b == b'0' || b == b'.')
    {
        s.trim_start_matches('-').to_owned()
    } else {
        s
    }
}

/// A JSON string whose every character a terminal could obey is a `\uXXXX` escape.
fn json_string(s: &str) -> String {
    let quoted = serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_owned());
    crate::text::escape_json(&quoted).into_owned()
}

/// The canonical one-line record action of `actions` by `player` (`null` if none).
fn action_json(variant: Variant, player: Player, actions: &[Action]) -> String {
    RecordAction::from_actions(player, actions)
        .map_or_else(|| "null".to_owned(), |a| a.to_line(variant))
}

fn pair(win: [f64; 2]) -> String {
    format!("[{},{}]", num(win[0], 4), num(win[1], 4))
}

/// Whether a step's cost was measured against the position after it (`"compared":"after"`):
/// every step but a best or a forced one.
fn judged(s: &StepReview) -> bool {
    !matches!(s.class, Class::Best | Class::Forced)
}

/// The `--json` line of one step.
pub fn step_line(variant: Variant, s: &StepReview) -> String {
    let range = s.range.map_or_else(
        || "null".to_owned(),
        |(low, high)| format!("[{},{}]", num(low, 2), num(high, 2)),
    );
    format!(
        "{{\"type\":\"step\",\"step\":{},\"player\":{},\"played\":{},\"best\":{},\"class\":\"{}\",\"win_lost\":{},\"points_lost\":{},\"compared\":{},\"played_playouts\":0,\"win\":{},\"margin\":{},\"iterations\":{},\"playouts\":0,\"exact\":{},\"depth\":{},\"range\":{}}}",
        s.index + 1,
        s.player.index(),
        action_json(variant, s.player, &s.played),
        action_json(variant, s.player, &s.best),
        s.class.name(),
        num(s.win_lost, 4),
        num(s.points_lost, 2),
        if judged(s) { "\"after\"" } else { "null" },
        pair(s.before.win),
        num(s.before.margin, 2),
        s.before.nodes,
        s.before.is_exact(),
        s.before.depth,
        range,
    )
}

/// The `--json` summary line.
pub fn summary_line(review: &Review, names: &[String; 2], settings: Settings) -> String {
    let per = |f: &dyn Fn(Player) -> String| format!("[{},{}]", f(Player::One), f(Player::Two));
    let count = |c: Class| per(&|p| review.count(p, c).to_string());
    let opt = |x: Option<u64>| x.map_or_else(|| "null".to_owned(), |v| v.to_string());
    format!(
        "{{\"type\":\"summary\",\"steps\":{},\"players\":[{},{}],\"accuracy\":{},\"inaccuracies\":{},\"mistakes\":{},\"blunders\":{},\"unclear\":{},\"final\":{{\"win\":{},\"margin\":{},\"iterations\":{},\"playouts\":0,\"exact\":{}}},\"settings\":{{\"millis\":{},\"iterations\":{},\"seed\":{},\"version\":{}}}}}",
        review.steps.len(),
        json_string(&names[0]),
        json_string(&names[1]),
        per(&|p| review.accuracy[p.index()].map_or_else(|| "null".to_owned(), |a| num(a, 1))),
        count(Class::Inaccuracy),
        count(Class::Mistake),
        count(Class::Blunder),
        count(Class::Unclear),
        pair(review.last.win),
        num(review.last.margin, 2),
        review.last.nodes,
        review.last.is_exact(),
        opt(settings.budget.millis),
        opt(settings.budget.iterations),
        settings.seed,
        review::VERSION,
    )
}

/// A cell as the quilts label it: column letter, row number (`C4`).
fn cell_name(c: Cell) -> String {
    format!("{}{}", char::from(b'A' + c.col), c.row + 1)
}

/// A step in words: `advance`, `patch 26 on F1 G1 H1`, with `+ leather E5` or `+ leather set
/// aside` for each leather decision.
pub fn describe(variant: Variant, actions: &[Action]) -> String {
    let mut parts = Vec::new();
    for a in actions {
        parts.push(match *a {
            Action::Advance => "advance".to_owned(),
            Action::Patch { patch, cells } => {
                let names: Vec<String> = cells.cells().map(cell_name).collect();
                format!("patch {} on {}", variant.patch_name(patch), names.join(" "))
            }
            Action::Leather(Some(c)) => format!("+ leather {}", cell_name(c)),
            Action::Leather(None) => "+ leather set aside".to_owned(),
        });
    }
    parts.join(" ")
}

fn percent(x: f64) -> String {
    format!("{}%", num(100.0 * x, 1))
}

fn budget_words(settings: Settings) -> String {
    match (settings.budget.millis, settings.budget.iterations) {
        (Some(ms), Some(n)) => format!("{ms} ms or {n} nodes a position"),
        (Some(ms), None) => format!("{ms} ms a position"),
        (None, Some(n)) => format!("{n} nodes a position"),
        (None, None) => "the default budget".to_owned(),
    }
}

/// `n` things, singular or plural.
fn counted(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The text report.
fn text_lines(
    review: &Review,
    names: &[String; 2],
    variant: Variant,
    settings: Settings,
) -> Vec<String> {
    let name = |p: Player| Shown::new(&names[p.index()]).into_string();
    let mut out = vec![
        format!(
            "{} (player 0) vs {} (player 1), {variant}, {} steps; the learned value, {}",
            name(Player::One),
            name(Player::Two),
            review.steps.len(),
            budget_words(settings),
        ),
        "step  who: played  |  before it: win chances, expected margin (player 0 - player 1)  |  the best found  |  cost".to_owned(),
    ];
    for s in &review.steps {
        let verdict = match (s.class, s.range) {
            (Class::Best, _) => "best".to_owned(),
            (Class::Forced, _) => "forced".to_owned(),
            (Class::Unclear, Some((low, high))) => format!(
                "{} unclear, {} to {} pts lost",
                percent(s.win_lost),
                num(low, 1),
                num(high, 1)
            ),
            (c, _) => format!(
                "{} {}, {} pts lost {}",
                percent(s.win_lost),
                c.name(),
                num(s.points_lost, 1),
                c.mark()
            )
            .trim_end()
            .to_owned(),
        };
        let best = if s.class == Class::Best || s.class == Class::Forced {
            String::new()
        } else {
            format!("  best: {}", describe(variant, &s.best))
        };
        // Figures proved by the endgame solver (or the end) are marked exact.
        let exact = if s.before.is_exact() { " exact" } else { "" };
        out.push(format!(
            "{:>4}  {}: {}  |  {} {} / {} {}, {:+.1}{exact}{best}  |  {verdict}",
            s.index + 1,
            name(s.player),
            describe(variant, &s.played),
            name(Player::One),
            percent(s.before.win[0]),
            name(Player::Two),
            percent(s.before.win[1]),
            s.before.margin,
        ));
    }
    out.push(format!(
        "end: {} {} / {} {}, margin {:+.1}{}",
        name(Player::One),
        percent(review.last.win[0]),
        name(Player::Two),
        percent(review.last.win[1]),
        review.last.margin,
        match (review.last.mover, review.last.is_exact()) {
            (None, _) => " (final)",
            (Some(_), true) => " (unfinished, exact)",
            (Some(_), false) => " (unfinished)",
        }
    ));
    for p in Player::BOTH {
        out.push(format!(
            "{}: accuracy {}, {}, {}, {}, {}",
            name(p),
            review.accuracy[p.index()].map_or_else(|| "-".to_owned(), |a| num(a, 1)),
            counted(
                review.count(p, Class::Inaccuracy),
                "inaccuracy",
                "inaccuracies"
            ),
            counted(review.count(p, Class::Mistake), "mistake", "mistakes"),
            counted(review.count(p, Class::Blunder), "blunder", "blunders"),
            counted(review.count(p, Class::Unclear), "unclear", "unclear"),
        ));
    }
    out
}

/// The cache of reviews, beside the saved games (the data directory's `reviews` folder), swept
/// of what a killed review left; `None` with `--no-cache`.
fn open_cache(args: &super::ReviewArgs, data_dir: Option<&std::path::Path>) -> Option<Cache> {
    if args.no_cache {
        return None;
    }
    // The games folder is not made: a review only writes its cache.
    let cache = Saves::resolve(data_dir)
        .ok()
        .and_then(|s| s.reviews_dir())
        .map(Cache::new)?;
    cache.sweep();
    Some(cache)
}

/// The file of the game `given` names: a number or a name from `patchwork games`, or a file
/// (without a data directory, a file); `None` once a number `games` does not list is told.
fn named_game(given: &Path, data_dir: Option<&Path>) -> Option<PathBuf> {
    match Saves::resolve(data_dir).map(|s| s.named(given)) {
        Ok(Ok(path)) => Some(path),
        Ok(Err(e)) => {
            super::out::complain(&format!(
                "patchwork review: {}",
                saves::words::no_such_number(&e)
            ));
            None
        }
        Err(_) => Some(given.to_path_buf()),
    }
}

/// Runs `patchwork review`.
pub fn run(args: &super::ReviewArgs, data_dir: Option<&Path>) -> ExitCode {
    let Some(path) = named_game(&args.game, data_dir) else {
        return ExitCode::FAILURE;
    };
    let file = Shown::new(&path.display().to_string());
    let fail = |msg: &str| {
        super::out::complain(&format!("patchwork review: {file}: {msg}"));
        ExitCode::FAILURE
    };
    let history = match saves::open_valid(&path) {
        Ok(h) => h,
        Err(e) => return fail(&saves::words::load_error(&e)),
    };
    let budget = if args.millis.is_none() && args.iterations.is_none() {
        review::DEFAULT_BUDGET
    } else {
        Budget {
            millis: args.millis,
            iterations: args.iterations,
        }
    };
    let settings = Settings {
        budget,
        seed: args.seed,
    };
    let mut analyzer = Analyzer::new(&history, settings);
    let cache = open_cache(args, data_dir);
    if let Some(c) = &cache {
        let path = Shown::new(&c.path(&analyzer).display().to_string());
        match c.load(&mut analyzer) {
            Lookup::Hit => {
                super::out::complain(&format!(
                    "patchwork review: {}",
                    crate::tr!("review-cached", path = path.as_str())
                ));
            }
            Lookup::Miss => {}
            Lookup::Ignored(why) => super::out::complain(&format!(
                "patchwork review: {}",
                crate::tr!("review-cache-ignored", path = path.as_str(), why = why)
            )),
        }
    }
    let workers = args
        .jobs
        .map_or_else(bot::strong::default_threads, |j| j as usize);
    let total = analyzer.games().len() as u64;
    let bar = if io::stderr().is_terminal() && analyzer.done() < analyzer.games().len() {
        let bar = ProgressBar::new(total);
        bar.set_style(
            ProgressStyle::with_template(
                "{bar:40} {pos}/{len} positions, {elapsed} elapsed, eta {eta}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.set_position(analyzer.done() as u64);
        bar
    } else {
        ProgressBar::hidden()
    };
    let was_done = analyzer.done() == analyzer.games().len();
    let result = analyzer.run(workers, &Stop::new(), |p| bar.set_position(p.done as u64));
    bar.finish_and_clear();
    let Ok(review) = result else {
        return fail(&crate::tr!("review-stopped"));
    };
    if let Some(c) = &cache
        && !was_done
        && let Err(e) = c.store(&analyzer)
    {
        super::out::complain(&format!(
            "patchwork review: {}",
            crate::tr!(
                "review-cache-unwritten",
                dir = Shown::new(&c.dir().display().to_string()),
                error = saves::words::io_error(&e)
            )
        ));
    }
    let names = history.players().clone().map(|p| p.name);
    let variant = history.variant();
    let mut out = io::stdout().lock();
    let written = (|| -> io::Result<ExitCode> {
        if args.json {
            for s in &review.steps {
                writeln!(out, "{}", step_line(variant, s))?;
            }
            writeln!(out, "{}", summary_line(&review, &names, settings))?;
        } else {
            for line in text_lines(&review, &names, variant, settings) {
                writeln!(out, "{line}")?;
            }
        }
        out.flush()?;
        Ok(ExitCode::SUCCESS)
    })();
    super::out::status(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_fixed_places_and_no_negative_zero() {
        assert_eq!(num(0.123_456, 4), "0.1235");
        assert_eq!(num(-0.000_01, 2), "0.00");
        assert_eq!(num(-1.5, 2), "-1.50");
        assert_eq!(num(1.0, 4), "1.0000");
    }

    #[test]
    fn names_are_json_with_terminal_controls_escaped() {
        assert_eq!(
            json_string("a\u{1b}b\u{202e}\u{85}\""),
            "\"a\\u001bb\\u202e\\u0085\\\"\""
        );
    }
}
