//! `patchwork review` as a real process against saved fixtures (the `--json` contract of
//! `docs/review.md`: structure, key order, classes against the stated thresholds,
//! repeatability, the cache, errors) and the library's `review::Analyzer` (stopping, the
//! step-by-step and whole-game paths agreeing). Budgets are iteration counts; no figure of the
//! search is snapshotted, since the search is tuned over time.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

use patchwork::bot::solver::{self, Solver};
use patchwork::bot::{Budget, Stop};
use patchwork::history::History;
use patchwork::record;
use patchwork::review::{self, Analyzer, Class, Position, Settings, StepReview};
use patchwork::rules::Player;
use serde_json::Value;

use crate::common::text;

fn fixture(name: &str) -> PathBuf {
    crate::common::fixture(&format!("review/{name}"))
}

/// A scratch folder of this test's own, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("patchwork-review-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("temp dir");
        Self(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.0);
    }
}

fn review(args: &[&str], data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .arg("review")
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("PATCHWORK_DATA_DIR")
        .output()
        .expect("run patchwork review")
}

/// The keys of a one-line JSON object, outermost level only, in the order written.
fn top_keys(line: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let (mut depth, mut in_string, mut escaped) = (0, false, false);
    let mut current = String::new();
    let mut expecting_key = false;
    let mut reading_key = false;
    for c in line.chars() {
        if in_string {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                in_string = false;
                if reading_key {
                    keys.push(std::mem::take(&mut current));
                    reading_key = false;
                }
                continue;
            }
            if reading_key {
                current.push(c);
            }
            continue;
        }
        match c {
            '"' => {
                in_string = true;
                reading_key = depth == 1 && expecting_key;
                expecting_key = false;
            }
            '{' | '[' => {
                depth += 1;
                expecting_key = depth == 1;
            }
            '}' | ']' => depth -= 1,
            ',' => expecting_key = depth == 1,
            _ => {}
        }
    }
    keys
}

const STEP_KEYS: [&str; 15] = [
    "type",
    "step",
    "player",
    "played",
    "best",
    "class",
    "win_lost",
    "points_lost",
    "compared",
    "played_playouts",
    "win",
    "margin",
    "iterations",
    "playouts",
    "exact",
];

const SUMMARY_KEYS: [&str; 9] = [
    "type",
    "steps",
    "players",
    "accuracy",
    "inaccuracies",
    "mistakes",
    "blunders",
    "final",
    "settings",
];

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[test]
fn json_lines_follow_the_documented_contract() {
    let scratch = Scratch::new("json");
    let path = fixture("express.json");
    let out = review(
        &[
            path.to_str().expect("utf-8"),
            "--json",
            "--iterations",
            "150",
            "--seed",
            "3",
            "--no-cache",
        ],
        &scratch.0,
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let (record, _) = record::load(&fs::read_to_string(&path).expect("fixture")).expect("valid");
    // One line per step, then the summary.
    assert_eq!(lines.len(), record.actions.len() + 1);
    for (i, line) in lines[..lines.len() - 1].iter().enumerate() {
        assert_eq!(top_keys(line), STEP_KEYS, "{line}");
        let v: Value = serde_json::from_str(line).expect("JSON");
        assert_eq!(v["type"], "step");
        assert_eq!(v["step"], i + 1);
        let action = &record.actions[i];
        assert_eq!(v["player"], action.player.index());
        let played: Value =
            serde_json::from_str(&action.to_line(record.setup.variant)).expect("JSON");
        assert_eq!(v["played"], played, "step {}", i + 1);
        assert_eq!(v["best"]["player"], v["player"]);
        let win = v["win"].as_array().expect("a pair");
        assert!((f(&win[0]) + f(&win[1]) - 1.0).abs() < 2e-4, "{line}");
        let lost = f(&v["win_lost"]);
        assert!(
            (0.0..=1.0).contains(&lost) && f(&v["points_lost"]) >= 0.0,
            "{line}"
        );
        let class = v["class"].as_str().expect("a class");
        match class {
            "best" | "forced" => {
                assert!(lost == 0.0 && f(&v["points_lost"]) == 0.0, "{line}");
                assert!(
                    v["compared"].is_null() && v["played_playouts"] == 0,
                    "{line}"
                );
            }
            other => {
                assert_eq!(other, Class::of(lost).name(), "{line}");
                // Judged by the position after the step, searched with the whole budget.
                let n = v["played_playouts"].as_u64().expect("an integer");
                assert_eq!(v["compared"], "after", "{line}");
                assert!(n <= 150, "{line}");
            }
        }
        if class == "best" {
            assert_eq!(v["best"], v["played"], "{line}");
        }
        // A forced step's figures are those of the position it leads to: searched, or the
        // exact end.
        let iterations = v["iterations"].as_u64();
        let playouts = v["playouts"].as_u64().unwrap_or(u64::MAX);
        // Exact near the end: proved by the endgame solver (or the end itself), with no
        // playouts behind it and a win chance of 0 or 1.
        let exact = v["exact"].as_bool().expect("a boolean");
        match iterations {
            Some(150) => assert!(!exact && playouts > 0 && playouts <= 150, "{line}"),
            Some(0) => {
                assert!((class == "forced" || exact) && playouts == 0, "{line}");
                if exact {
                    let w = f(&v["win"][0]);
                    assert!(w.abs() < 1e-12 || (w - 1.0).abs() < 1e-12, "{line}");
                }
            }
            _ => panic!("{line}"),
        }
    }
    let last = lines[lines.len() - 1];
    assert_eq!(top_keys(last), SUMMARY_KEYS, "{last}");
    let s: Value = serde_json::from_str(last).expect("JSON");
    assert_eq!(s["type"], "summary");
    assert_eq!(s["steps"], record.actions.len());
    assert_eq!(s["players"], serde_json::json!(["Ada", "Strong"]));
    for p in 0..2 {
        let a = f(&s["accuracy"][p]);
        assert!((0.0..=100.0).contains(&a));
    }
    // The game is over: the final position is exact, 6 to 9, won by player 1.
    assert_eq!(s["final"]["win"], serde_json::json!([0.0, 1.0]));
    assert!((f(&s["final"]["margin"]) + 3.0).abs() < 1e-9);
    assert_eq!(s["final"]["iterations"], 0);
    assert_eq!(s["final"]["exact"], true);
    assert_eq!(
        s["settings"],
        serde_json::json!({"millis": null, "iterations": 150, "seed": 3, "version": review::VERSION})
    );
}

#[test]
fn the_same_seed_and_iterations_repeat_byte_for_byte_whatever_the_workers() {
    let scratch = Scratch::new("repeat");
    let path = fixture("classic-unfinished.json");
    let file = path.to_str().expect("utf-8");
    let run = |jobs: &str, seed: &str| {
        let out = review(
            &[
                file,
                "--json",
                "--iterations",
                "120",
                "--seed",
                seed,
                "--jobs",
                jobs,
                "--no-cache",
            ],
            &scratch.0,
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        out.stdout
    };
    let a = run("1", "5");
    assert_eq!(a, run("2", "5"));
    assert_eq!(a, run("3", "5"));
    assert_ne!(a, run("2", "6"), "another seed searches otherwise");
    // An unfinished game ends on a searched position.
    let last = text(&a)
        .lines()
        .last()
        .map(str::to_owned)
        .unwrap_or_default();
    let s: Value = serde_json::from_str(&last).expect("JSON");
    assert_eq!(s["steps"], 12);
    assert_eq!(s["final"]["iterations"], 120);
}

#[test]
fn a_second_review_reads_the_cache_and_a_corrupt_cache_is_rewritten() {
    let scratch = Scratch::new("cache");
    let path = fixture("classic-unfinished.json");
    let args = [
        path.to_str().expect("utf-8"),
        "--json",
        "--iterations",
        "100",
    ];
    let first = review(&args, &scratch.0);
    assert!(first.status.success(), "{}", text(&first.stderr));
    assert!(
        !text(&first.stderr).contains("cache"),
        "{}",
        text(&first.stderr)
    );
    let files: Vec<PathBuf> = fs::read_dir(scratch.0.join("reviews"))
        .expect("a reviews folder")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().and_then(|n| n.to_str()).unwrap_or("");
    let path = Path::new(name);
    assert!(
        path.extension().is_some_and(|x| x == "json")
            && path.file_stem().is_some_and(|s| s.len() == 16),
        "{name}"
    );

    let second = review(&args, &scratch.0);
    assert!(
        text(&second.stderr).contains("read from the cache"),
        "{}",
        text(&second.stderr)
    );
    assert_eq!(second.stdout, first.stdout);

    // Other settings are another review.
    let other = review(&[args[0], "--json", "--iterations", "101"], &scratch.0);
    assert!(!text(&other.stderr).contains("read from the cache"));

    for garbage in [
        &b"{\"format\": \"patchwork-review-cache\""[..],
        b"\x00\xff",
        b"[]",
    ] {
        fs::write(&files[0], garbage).expect("corrupt it");
        let again = review(&args, &scratch.0);
        assert!(again.status.success());
        assert!(
            text(&again.stderr).contains("ignored the cache file"),
            "{}",
            text(&again.stderr)
        );
        assert_eq!(again.stdout, first.stdout);
        let healed = review(&args, &scratch.0);
        assert!(text(&healed.stderr).contains("read from the cache"));
    }
    // A cache whose positions do not fit the game (a best move that is not legal) is ignored.
    let good = fs::read_to_string(&files[0]).expect("cache");
    let flipped = if good.contains("\"mover\":0") {
        good.replacen("\"mover\":0", "\"mover\":1", 1)
    } else {
        good.replacen("\"mover\":1", "\"mover\":0", 1)
    };
    assert_ne!(flipped, good);
    fs::write(&files[0], flipped).expect("tamper");
    let tampered = review(&args, &scratch.0);
    assert!(
        text(&tampered.stderr).contains("ignored the cache file"),
        "{}",
        text(&tampered.stderr)
    );
    assert_eq!(tampered.stdout, first.stdout);

    // Edits that still fit the game (a figure changed by hand, another engine's version) are
    // caught by the checksum and the version, and searched again.
    let healed = review(&args, &scratch.0);
    assert!(text(&healed.stderr).contains("read from the cache"));
    let good = fs::read_to_string(&files[0]).expect("cache");
    let mut wire: Value = serde_json::from_str(&good).expect("JSON");
    let playouts = wire["positions"][0]["playouts"].as_u64().expect("playouts");
    wire["positions"][0]["playouts"] = Value::from(playouts + 1);
    let edited = wire.to_string();
    let mut other_engine: Value = serde_json::from_str(&good).expect("JSON");
    other_engine["engine"] = Value::from("0.0.0-elsewhere");
    for tampered in [edited, other_engine.to_string()] {
        fs::write(&files[0], tampered).expect("tamper");
        let again = review(&args, &scratch.0);
        assert!(
            text(&again.stderr).contains("ignored the cache file"),
            "{}",
            text(&again.stderr)
        );
        assert_eq!(again.stdout, first.stdout);
    }

    let no_cache = review(
        &[args[0], "--json", "--iterations", "100", "--no-cache"],
        &scratch.0,
    );
    assert!(!text(&no_cache.stderr).contains("cache"));
    assert_eq!(no_cache.stdout, first.stdout);
}

#[test]
fn bad_files_are_clear_errors_with_status_1() {
    let scratch = Scratch::new("errors");
    let invalid = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/invalid/cannot-afford.json");
    let cases: [(PathBuf, &str); 3] = [
        (scratch.0.join("missing.json"), "cannot read the file"),
        (scratch.0.clone(), "not a regular file"),
        (invalid, "invalid record: action 3: patch"),
    ];
    for (path, expected) in cases {
        let out = review(
            &[path.to_str().expect("utf-8"), "--iterations", "10"],
            &scratch.0,
        );
        assert_eq!(out.status.code(), Some(1), "{path:?}");
        assert!(out.stdout.is_empty());
        let err = text(&out.stderr);
        assert!(
            err.starts_with("patchwork review: ") && err.contains(expected),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    let zero = review(&["x.json", "--iterations", "0"], &scratch.0);
    assert_eq!(zero.status.code(), Some(2));
}

#[test]
fn names_from_the_file_are_escaped_in_text_and_json() {
    let scratch = Scratch::new("escape");
    let text_of = fs::read_to_string(fixture("classic-unfinished.json")).expect("fixture");
    let hostile = text_of.replacen("\"Ada\"", "\"A\\u001b[2Jda\\u202e\"", 1);
    let path = scratch.0.join("hostile.json");
    fs::write(&path, hostile).expect("write");
    let file = path.to_str().expect("utf-8");
    let out = review(&[file, "--iterations", "20", "--no-cache"], &scratch.0);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(!shown.contains('\u{1b}') && !shown.contains('\u{202e}'));
    assert!(shown.contains("A\\u{1b}[2Jda\\u{202e}"), "{shown}");
    assert!(shown.contains("accuracy"));
    let json = review(
        &[file, "--json", "--iterations", "20", "--no-cache"],
        &scratch.0,
    );
    let last = text(&json.stdout)
        .lines()
        .last()
        .map(str::to_owned)
        .unwrap_or_default();
    assert!(last.contains("\"A\\u001b[2Jda\\u202e\""), "{last}");
}

fn history(name: &str) -> History {
    let text = fs::read_to_string(fixture(name)).expect("fixture");
    let (record, _) = record::load(&text).expect("valid");
    History::from_record(&record).expect("a game").history
}

#[test]
fn a_raised_stop_ends_the_analysis_at_once_and_keeps_what_was_done() {
    let h = history("express.json");
    let settings = Settings {
        budget: Budget::millis(3_600_000),
        seed: 0,
    };
    let mut analyzer = Analyzer::new(&h, settings);
    let stop = Stop::new();
    let worker_stop = stop.clone();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let r = analyzer.run(2, &worker_stop, |_| {});
        let _ = tx.send((r.is_err(), analyzer.done()));
    });
    // An hour a position: only the signal can end it (the bound below is a hang's, far short
    // of an hour).
    stop.raise();
    let (stopped, done) = rx
        .recv_timeout(Duration::from_secs(600))
        .expect("the stop ended the analysis");
    assert!(stopped);
    // Only the finished game's last position (exact, no search) can be done.
    assert!(done <= 1, "{done}");
}

#[test]
fn step_by_step_and_whole_game_give_the_same_review() {
    let h = history("classic-unfinished.json");
    let settings = Settings {
        budget: Budget::iterations(80),
        seed: 9,
    };
    let mut whole = Analyzer::new(&h, settings);
    let mut seen = Vec::new();
    let review = whole
        .run(2, &Stop::new(), |p| seen.push((p.done, p.total)))
        .expect("not stopped");
    // One report a position as it is evaluated, then one for each position whose figures
    // settling changed (a forced position takes the next one's).
    let counted: Vec<(usize, usize)> = (1..=13).map(|done| (done, 13)).collect();
    assert_eq!(seen[..13], counted[..]);
    assert!(seen[13..].iter().all(|&p| p == (13, 13)));
    let mut stepwise = Analyzer::new(&h, settings);
    for i in (0..stepwise.len()).rev() {
        let s = stepwise.step(i, &Stop::new()).expect("not stopped");
        assert_eq!(s, review.steps[i]);
    }
    assert_eq!(stepwise.review(), Some(review.clone()));
    assert_eq!(review.graph().len(), 13);
    // A finished game, step by step from the first: where proofs chain back from the end
    // (seams, forced positions), a step's figures still wait for the positions they lean on.
    let finished = history("express.json");
    let full = Analyzer::new(&finished, settings)
        .run(2, &Stop::new(), |_| {})
        .expect("not stopped");
    let mut forward = Analyzer::new(&finished, settings);
    for (i, step) in full.steps.iter().enumerate() {
        assert_eq!(&forward.step(i, &Stop::new()).expect("not stopped"), step);
    }
    assert_eq!(whole.key(), stepwise.key());
    let other = Analyzer::new(
        &h,
        Settings {
            seed: 10,
            ..settings
        },
    );
    assert_ne!(whole.key(), other.key());
}

fn position(mover: Player, win0: f64, margin: f64) -> Position {
    Position {
        mover: Some(mover),
        win: [win0, 1.0 - win0],
        raw_win: win0,
        margin,
        best: Some(patchwork::rules::Move::Advance),
        best_leather: Vec::new(),
        forced: false,
        iterations: 100,
        playouts: 50,
        exact: false,
        proved_line: false,
    }
}

#[test]
fn steps_are_judged_from_the_movers_side_by_the_stated_thresholds() {
    let h = history("classic-unfinished.json");
    // Find a step that is not an advance, so the bot's best (advance) differs from it.
    let (i, step) = h
        .applied()
        .iter()
        .enumerate()
        .find(|(_, s)| s.patch().is_some())
        .expect("a purchase");
    let game = h.game_at(i);
    let p = step.player;
    let sign = if p == Player::One { 1.0 } else { -1.0 };
    let judge = |before_mover: f64, after_mover: f64, after_next: Player| {
        let before = position(
            p,
            if p == Player::One {
                before_mover
            } else {
                1.0 - before_mover
            },
            sign * 4.0,
        );
        let after_win0 = if p == Player::One {
            after_mover
        } else {
            1.0 - after_mover
        };
        let after = position(after_next, after_win0, sign * 1.0);
        StepReview::new(i, game, step, &before, &after)
    };
    // Whoever moves next, the loss is counted from the mover's side.
    for next in Player::BOTH {
        let cases = [
            (0.60, 0.60, Class::Excellent),
            (0.60, 0.58, Class::Excellent),
            (0.60, 0.56, Class::Good),
            (0.60, 0.52, Class::Inaccuracy),
            (0.60, 0.45, Class::Mistake),
            (0.60, 0.30, Class::Blunder),
            (0.60, 0.70, Class::Excellent),
        ];
        for (before, after, class) in cases {
            let s = judge(before, after, next);
            assert_eq!(s.class, class, "{before} -> {after}");
            let lost = (before - after).max(0.0);
            assert!((s.win_lost - lost).abs() < 1e-4, "{} {lost}", s.win_lost);
            assert!((s.points_lost - 3.0).abs() < 1e-9);
            assert_eq!(s.player, p);
        }
    }
    let mut forced = position(p, 0.5, 0.0);
    forced.forced = true;
    let s = StepReview::new(i, game, step, &forced, &position(p, 0.1, 0.0));
    assert_eq!(
        (s.class, s.win_lost, s.accuracy()),
        (Class::Forced, 0.0, None)
    );
}

/// The rows of the markdown table of `doc` headed `header`: the first cell of each.
fn first_column(doc: &str, header: &str) -> Vec<String> {
    doc.lines()
        .skip_while(|l| l.trim() != header)
        .skip(2)
        .take_while(|l| l.starts_with('|'))
        .map(|l| {
            l.trim_matches('|')
                .split('|')
                .next()
                .unwrap_or("")
                .trim()
                .trim_matches('`')
                .to_owned()
        })
        .collect()
}

#[test]
fn docs_review_md_lists_the_keys_and_thresholds_the_code_uses() {
    let doc = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/review.md"))
        .expect("docs/review.md");
    let keys = first_column(&doc, "| key | type | meaning |");
    assert_eq!(keys, STEP_KEYS, "the step line's keys");
    let summary: Vec<String> = doc
        .split("Summary line:")
        .nth(1)
        .map(|rest| first_column(rest, "| key | type | meaning |"))
        .unwrap_or_default();
    assert_eq!(summary, SUMMARY_KEYS, "the summary line's keys");
    let classes = first_column(&doc, "| class | win probability lost | mark |");
    assert_eq!(
        classes,
        ["excellent", "good", "inaccuracy", "mistake", "blunder"]
    );
    for (threshold, words) in [
        (review::EXCELLENT, "0 to 0.02"),
        (review::GOOD, "up to 0.05"),
        (review::INACCURACY, "up to 0.10"),
        (review::MISTAKE, "above 0.20"),
    ] {
        assert!(doc.contains(words), "{words}");
        assert!(
            words.contains(&format!("{threshold:.2}")),
            "{threshold} {words}"
        );
    }
    for class in [Class::Inaccuracy, Class::Mistake, Class::Blunder] {
        assert!(doc.contains(&format!("| {} ", class.mark())), "{class:?}");
    }
}

/// A step is judged by the position after it, a search of its own with the whole budget (or
/// exact), never by a barely visited root move of the search before it; so the figures before
/// a step are those after the previous one, and the margin before it is the margin before the
/// previous step less what that step lost (from the mover's side).
#[test]
fn consecutive_steps_agree_by_construction() {
    let h = history("classic-unfinished.json");
    let settings = Settings {
        budget: patchwork::bot::Budget::iterations(120),
        seed: 4,
    };
    let review = Analyzer::new(&h, settings)
        .run(2, &patchwork::bot::Stop::new(), |_| {})
        .expect("reviewed");
    for pair in review.steps.windows(2) {
        let (s, next) = (&pair[0], &pair[1]);
        assert_eq!(s.after, next.before, "step {}", s.index + 1);
        if matches!(s.class, Class::Best | Class::Forced) {
            continue;
        }
        assert_eq!(s.compared, review::Compared::After);
        let p = s.player;
        let lost = s.before.margin_for(p) - next.before.margin_for(p);
        if lost > 0.0 {
            assert!(
                (lost - s.points_lost).abs() <= 0.005 + 1e-9,
                "step {}: {} lost, {} said",
                s.index + 1,
                lost,
                s.points_lost
            );
        }
    }
}

/// A change made by hand to a cached position.
type Edit = Box<dyn Fn(&mut Position)>;

/// Figures a hand could write into the cache, even with its checksum recomputed, are refused
/// when they could not have come from the search: a win chance that is not the calibration of
/// the rate and the margin, an impossible margin, more iterations than the budget, more
/// playouts than iterations, a proved result with a sampled figure, a wrong `forced`.
#[test]
fn a_cached_position_must_be_what_the_search_could_have_made() {
    let h = history("express.json");
    let settings = Settings {
        budget: Budget::iterations(60),
        seed: 3,
    };
    let mut done = Analyzer::new(&h, settings);
    done.run(2, &Stop::new(), |_| {}).expect("reviewed");
    let positions: Vec<Position> = done.positions().iter().flatten().cloned().collect();
    assert_eq!(
        positions.len(),
        done.positions().len(),
        "every position evaluated"
    );
    assert!(
        Analyzer::new(&h, settings).restore(positions.clone()),
        "as made"
    );
    let sampled = positions
        .iter()
        .position(|p| !p.exact && !p.forced && p.mover.is_some())
        .expect("a sampled position");
    let exact = positions
        .iter()
        .position(|p| p.exact)
        .expect("an exact one");
    let edits: Vec<(&str, Edit, usize)> = vec![
        ("a certain win", Box::new(|p| p.win = [1.0, 0.0]), sampled),
        ("a certain loss", Box::new(|p| p.win = [0.0, 1.0]), sampled),
        ("margin", Box::new(|p| p.margin = -500.0), sampled),
        (
            "iterations",
            Box::new(|p| p.iterations = 1_000_000),
            sampled,
        ),
        (
            "playouts",
            Box::new(|p| p.playouts = p.iterations + 1),
            sampled,
        ),
        ("forced", Box::new(|p| p.forced = true), sampled),
        ("exact", Box::new(|p| p.exact = true), sampled),
        ("proved win", Box::new(|p| p.win = [0.7, 0.3]), exact),
        ("proved playouts", Box::new(|p| p.playouts = 5), exact),
        (
            "leather unproved",
            Box::new(|p| p.best_leather = vec![None]),
            sampled,
        ),
        ("a proved line", Box::new(|p| p.proved_line = true), sampled),
    ];
    for (what, edit, at) in edits {
        let mut forged = positions.clone();
        edit(&mut forged[at]);
        assert!(
            !Analyzer::new(&h, settings).restore(forged),
            "{what} went unnoticed"
        );
    }
}

/// Where the solver proves a position whose best turn wins a leather patch, the best step's
/// leather is the solver's (version 3): the review's `best` is the turn and then exactly the
/// leather the proof chose, and every such step is legal as a whole.
#[test]
fn a_proved_best_step_places_its_leather_as_the_solver_did() {
    use patchwork::rules::{Action, Phase};
    let h = history("express.json");
    let settings = Settings {
        budget: Budget::iterations(60),
        seed: 1,
    };
    let mut analyzer = Analyzer::new(&h, settings);
    let review = analyzer.run(2, &Stop::new(), |_| {}).expect("reviewed");
    let mut proved_with_leather = 0;
    for (step, game) in review.steps.iter().zip(analyzer.games()) {
        let before = &step.before;
        if !before.exact || before.best.is_none() {
            continue;
        }
        // Does the best turn win leather? Play its first action and look.
        let mut g = game.clone();
        let first = step.best.first().copied().expect("a best step");
        g.play(first).expect("legal");
        if matches!(g.phase(), Phase::PlaceLeather(_)) {
            proved_with_leather += 1;
            let leather: Vec<Action> = before
                .best_leather
                .iter()
                .map(|&c| Action::Leather(c))
                .collect();
            assert!(
                !leather.is_empty(),
                "step {}: the solver's leather",
                step.index + 1
            );
            assert_eq!(&step.best[1..], &leather[..], "step {}", step.index + 1);
        }
        let mut whole = game.clone();
        assert!(step.best.iter().all(|&a| whole.play(a).is_ok()));
    }
    assert!(proved_with_leather > 0, "the fixture has such a step");
}

/// Near the end, where the solver cannot prove a position but proves where its most visited
/// turns (and advancing) lead, the figures are the best of those proofs: a whole margin and a
/// win of 1 or 0, the best step the one that reaches it (proved again), never more than the
/// position's exact value where a larger budget solves it.
#[test]
// Proved figures are exactly 0, 1 and whole margins.
#[allow(clippy::float_cmp)]
fn a_proved_line_gives_proved_figures_and_its_best_step() {
    let h = history("express.json");
    let settings = Settings {
        budget: Budget::iterations(30),
        seed: 2,
    };
    // Each position's own evaluation (a review's settling may prove a proved line whole).
    let mut analyzer = Analyzer::new(&h, settings);
    for i in 0..=analyzer.len() {
        analyzer.evaluate(i, &Stop::new()).expect("evaluated");
    }
    let (mut lines, mut exact) = (0, 0);
    for (p, game) in analyzer.positions().iter().flatten().zip(analyzer.games()) {
        if !p.proved_line {
            continue;
        }
        lines += 1;
        assert!(!p.exact);
        assert!(p.win[0] == 0.0 || p.win[0] == 1.0, "{p:?}");
        assert_eq!(p.margin.fract(), 0.0, "{p:?}");
        let mut g = game.clone();
        let first = p
            .best
            .and_then(|m| m.to_action(g.variant()))
            .expect("a best turn");
        assert!(g.play(first).is_ok());
        // The best step reaches the margin claimed, and no step does better than it.
        let mover = p.mover.expect("a mover");
        let claimed = if mover == Player::One {
            p.margin
        } else {
            -p.margin
        };
        let reached = if g.is_over() {
            solver::Value::of_finished(&g, mover)
        } else {
            let proof = Solver::new(16)
                .solve(&g, Budget::iterations(50_000_000), &Stop::new())
                .expect("the best step's line is proved again");
            if g.to_move() == Some(mover) {
                proof.value
            } else {
                proof.value.flipped()
            }
        };
        assert_eq!(f64::from(reached.margin()), claimed, "{p:?}");
        if let Some(proof) =
            Solver::new(20).solve(game, Budget::iterations(20_000_000), &Stop::new())
        {
            // Proved figures are a margin the mover can be sure of: at most the exact one.
            let margin = f64::from(proof.value.margin());
            assert!(margin >= claimed, "{p:?} worth {margin}");
            exact += 1;
        }
    }
    assert!(
        lines > 0,
        "the fixture has a position proved only by its lines"
    );
    assert!(
        exact > 0,
        "some of them are solved whole with a larger budget"
    );
}

/// The bot's best step turned or mirrored on the quilt is judged the best step: the game it
/// leads to is worth the same (a review called a mirror image on an empty quilt a blunder of
/// 7.6 points, its two searches' noise).
#[test]
fn a_mirror_image_of_the_best_step_is_the_best_step() {
    use patchwork::record::PlayerInfo;
    use patchwork::rules::{Action, LeatherLayout, Setup, Variant};
    let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, 11);
    let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
    let mut history = History::new(setup, players).expect("a game");
    let settings = Settings {
        budget: Budget::iterations(300),
        seed: 5,
    };
    let before = review::evaluate(history.current(), &settings, 0, &Stop::new()).expect("searched");
    let game = history.current().clone();
    // The best purchase, sewn as a mirror image of where the bot would sew it.
    let best = before.best.and_then(|m| m.to_action(Variant::Classic));
    let Some(Action::Patch { patch, cells }) = best else {
        panic!("the bot buys a patch at the start: {best:?}");
    };
    let size = Variant::Classic.quilt_size();
    let mirrored = cells
        .images(size)
        .into_iter()
        .skip(1)
        .find(|&m| m != cells && game.is_legal(Action::Patch { patch, cells: m }))
        .expect("an image of it is legal on an empty quilt");
    history
        .play(Action::Patch {
            patch,
            cells: mirrored,
        })
        .expect("legal");
    let step = Analyzer::new(&history, settings)
        .step(0, &Stop::new())
        .expect("reviewed");
    assert_eq!(step.class, Class::Best, "{step:?}");
    assert_eq!((step.win_lost, step.points_lost), (0.0, 0.0));
}

/// A forced turn (the only legal one) is `forced`, costing nothing, with the leather the bot
/// would sew; with the leather sewn elsewhere it is judged by the position after it (version
/// 8), since the position before is evaluated with the bot's leather.
#[test]
fn a_forced_turn_is_judged_by_where_its_leather_goes() {
    use patchwork::bot::Strong;
    use patchwork::rules::{Action, Move, Phase};
    // The first position of the Express fixture where advancing is the only turn and wins
    // leather.
    let h = history("express.json");
    let game = (0..h.len())
        .map(|i| h.game_at(i).clone())
        .find(|g| {
            let mut after = g.clone();
            g.legal_moves() == [Move::Advance]
                && after.play(Action::Advance).is_ok()
                && matches!(after.phase(), Phase::PlaceLeather(_))
        })
        .expect("a forced advance that wins leather");
    let bots = Strong::step_of(&game, Move::Advance).expect("the bot's step");
    let mut waiting = game.clone();
    waiting.play(Action::Advance).expect("legal");
    let elsewhere = waiting
        .legal_actions()
        .into_iter()
        .find(|a| !bots.contains(a))
        .expect("another leather decision");
    let mover = game.to_move().expect("someone moves");
    let judged = |actions: Vec<Action>| {
        let step = patchwork::history::Step {
            player: mover,
            actions,
            events: Vec::new(),
        };
        // Figures from the mover's side: 60% and +6 before, 50% and +2 after.
        let seen = |win: f64, margin: f64| match mover {
            Player::One => position(mover, win, margin),
            Player::Two => position(mover, 1.0 - win, -margin),
        };
        let before = Position {
            forced: true,
            ..seen(0.6, 6.0)
        };
        let after = seen(0.5, 2.0);
        StepReview::new(0, &game, &step, &before, &after)
    };
    let as_the_bot = judged(bots);
    assert_eq!(as_the_bot.class, Class::Forced);
    assert!(as_the_bot.points_lost.abs() < 1e-12);
    let own = judged(vec![Action::Advance, elsewhere]);
    assert_ne!(own.class, Class::Forced, "{own:?}");
    assert_eq!(own.compared, review::Compared::After);
    assert!((own.points_lost - 4.0).abs() < 1e-9, "{own:?}");
    assert!((own.win_lost - 0.1).abs() < 1e-9, "{own:?}");
}
