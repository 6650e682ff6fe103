//! `patchwork review` as a real process against saved fixtures (the `--json` contract of
//! `docs/review.md`: structure, key order, classes against the stated thresholds,
//! repeatability, the cache, errors) and the library's `review::Analyzer` (the margin that
//! moves only by what a step lost, stopping, the first glance, leather set aside, proofs).
//! Budgets are node counts; no figure of the analysis is snapshotted, since the learned value
//! is trained again over time.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use patchwork::bot::solver::Solver;
use patchwork::bot::{Budget, Stop};
use patchwork::history::History;
use patchwork::record::{self, PlayerInfo};
use patchwork::review::look::{Alternative, Look};
use patchwork::review::{self, Analyzer, Class, Review, Settings};
use patchwork::rules::{Action, Game, LeatherLayout, Phase, Setup, Variant};
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

const STEP_KEYS: [&str; 17] = [
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
    "depth",
    "range",
];

const SUMMARY_KEYS: [&str; 10] = [
    "type",
    "steps",
    "players",
    "accuracy",
    "inaccuracies",
    "mistakes",
    "blunders",
    "unclear",
    "final",
    "settings",
];

fn f(v: &Value) -> f64 {
    v.as_f64().unwrap_or_else(|| panic!("not a number: {v}"))
}

/// The nodes a test's review spends a position: small, since the tests run unoptimised.
const NODES: &str = "300";

#[test]
fn json_lines_follow_the_documented_contract() {
    let scratch = Scratch::new("json");
    let path = fixture("express.json");
    let out = review(
        &[
            path.to_str().expect("utf-8"),
            "--json",
            "--iterations",
            NODES,
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
    let most_nodes = 300 * (2 + review::look::DEEPEN_SHARE);
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
        let (won, lost) = (f(&v["win_lost"]), f(&v["points_lost"]));
        assert!((0.0..=1.0).contains(&won) && lost >= 0.0, "{line}");
        assert_eq!(v["played_playouts"], 0, "{line}");
        assert_eq!(v["playouts"], 0, "{line}");
        let class = v["class"].as_str().expect("a class");
        match class {
            "best" | "forced" => {
                assert!(won == 0.0 && lost == 0.0, "{line}");
                assert!(v["compared"].is_null() && v["range"].is_null(), "{line}");
                assert_eq!(v["best"], v["played"], "{line}");
            }
            "unclear" => {
                assert_eq!(v["compared"], "after", "{line}");
                let range = v["range"].as_array().expect("a range");
                let (low, high) = (f(&range[0]), f(&range[1]));
                assert!(low <= lost && lost <= high + 1e-9 && low < high, "{line}");
            }
            other => {
                assert_eq!(other, Class::of(won, lost).name(), "{line}");
                assert_eq!(v["compared"], "after", "{line}");
                assert!(v["range"].is_null(), "{line}");
                assert_ne!(v["best"], v["played"], "{line}");
            }
        }
        let nodes = v["iterations"].as_u64().expect("an integer");
        let depth = v["depth"].as_u64().expect("an integer");
        if v["exact"].as_bool().expect("a boolean") {
            // Proved: no search behind it, and a win chance of 0 or 1.
            assert!(nodes == 0 && depth == 0, "{line}");
            let w = f(&v["win"][0]);
            assert!(w.abs() < 1e-12 || (w - 1.0).abs() < 1e-12, "{line}");
        } else {
            assert!(nodes <= most_nodes, "{line}");
            let w = f(&v["win"][0]);
            assert!(w > 0.0 && w < 1.0, "{line}");
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
        serde_json::json!({"millis": null, "iterations": 300, "seed": 3, "version": review::VERSION})
    );
}

/// The review without its summary's settings (which name the seed).
fn without_settings(out: &[u8]) -> String {
    let all = text(out);
    let mut lines: Vec<&str> = all.lines().collect();
    let last = lines.pop().unwrap_or_default();
    let cut = last.find(",\"settings\"").unwrap_or(last.len());
    format!("{}\n{}", lines.join("\n"), &last[..cut])
}

#[test]
fn a_review_repeats_byte_for_byte_whatever_the_workers_and_the_seed() {
    let scratch = Scratch::new("repeat");
    let path = fixture("classic-unfinished.json");
    let file = path.to_str().expect("utf-8");
    let run = |jobs: &str, seed: &str| {
        let out = review(
            &[
                file,
                "--json",
                "--iterations",
                NODES,
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
    // Nothing is random: another seed gives the same review.
    assert_eq!(without_settings(&a), without_settings(&run("2", "6")));
    // An unfinished game ends on a position looked at, not exact.
    let last = text(&a)
        .lines()
        .last()
        .map(str::to_owned)
        .unwrap_or_default();
    let s: Value = serde_json::from_str(&last).expect("JSON");
    assert_eq!(s["steps"], 12);
    assert_eq!(s["final"]["exact"], false);
    assert!(s["final"]["iterations"].as_u64().is_some_and(|n| n > 0));
}

#[test]
fn a_second_review_reads_the_cache_and_a_damaged_cache_is_rewritten() {
    let scratch = Scratch::new("cache");
    let path = fixture("classic-unfinished.json");
    let args = [
        path.to_str().expect("utf-8"),
        "--json",
        "--iterations",
        NODES,
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
    let named = Path::new(name);
    assert!(
        named.extension().is_some_and(|x| x == "json")
            && named.file_stem().is_some_and(|s| s.len() == 16),
        "{name}"
    );

    let second = review(&args, &scratch.0);
    assert!(
        text(&second.stderr).contains("read from the cache"),
        "{}",
        text(&second.stderr)
    );
    assert_eq!(second.stdout, first.stdout);
    // The seed changes nothing, so it is the same review (the settings line names the seed).
    let seeded = review(
        &[args[0], "--json", "--iterations", NODES, "--seed", "4"],
        &scratch.0,
    );
    assert!(text(&seeded.stderr).contains("read from the cache"));
    // Another budget is another review.
    let other = review(&[args[0], "--json", "--iterations", "301"], &scratch.0);
    assert!(!text(&other.stderr).contains("read from the cache"));

    for garbage in [
        &b"{\"format\": \"patchwork-review-cache\""[..],
        b"\x00\xff",
        b"[]",
    ] {
        fs::write(&files[0], garbage).expect("damage it");
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
    // A look changed by hand is caught by the checksum (with the checksum made again, by the
    // looks' fit to the game: `looks_that_do_not_fit_the_game_are_refused`), and another
    // program's entry by its version.
    let good = fs::read_to_string(&files[0]).expect("cache");
    let wire: Value = serde_json::from_str(&good).expect("JSON");
    let chosen = wire["looks"]
        .as_array()
        .and_then(|looks| looks.iter().position(|l| l["forced_turn"] == false))
        .expect("a position with a choice");
    let mut unfit = wire.clone();
    unfit["looks"][chosen]["forced_turn"] = Value::from(true);
    let mut edited = wire.clone();
    edited["looks"][chosen]["nodes"] = Value::from(1);
    let mut other_engine = wire.clone();
    other_engine["engine"] = Value::from("0.0.0-elsewhere");
    for (tampered, why) in [
        (unfit, "checksum"),
        (edited, "checksum"),
        (other_engine, "another game"),
    ] {
        fs::write(&files[0], tampered.to_string()).expect("tamper");
        let again = review(&args, &scratch.0);
        let err = text(&again.stderr);
        assert!(
            err.contains("ignored the cache file") && err.contains(why),
            "{why}: {err}"
        );
        assert_eq!(again.stdout, first.stdout);
    }

    let no_cache = review(
        &[args[0], "--json", "--iterations", NODES, "--no-cache"],
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

fn settings(nodes: u64) -> Settings {
    Settings {
        budget: Budget::iterations(nodes),
        seed: 0,
    }
}

/// Every fixture, reviewed small.
fn reviews() -> Vec<(History, Review)> {
    [
        "express.json",
        "classic-unfinished.json",
        "classic-hinted.json",
    ]
    .iter()
    .map(|name| {
        let h = history(name);
        let review = Analyzer::new(&h, settings(300))
            .run(2, &Stop::new(), |_| {})
            .expect("reviewed");
        (h, review)
    })
    .collect()
}

/// The figure before each step is the position's value; the step lost exactly the difference
/// it made from its mover's side, never less than 0; so the margin moves only across a step
/// that lost something, and by what it lost.
#[test]
fn the_margin_moves_only_by_what_a_step_lost() {
    for (_, review) in reviews() {
        for pair in review.steps.windows(2) {
            assert_eq!(pair[0].after, pair[1].before, "step {}", pair[0].index + 1);
        }
        let last = review.steps.last().expect("steps");
        assert_eq!(last.after, review.last);
        for s in &review.steps {
            let p = s.player;
            let moved = s.before.margin_for(p) - s.after.margin_for(p);
            assert!(
                (moved - s.points_lost).abs() <= 0.005 + 1e-9,
                "step {}: the margin moved {moved}, {} lost",
                s.index + 1,
                s.points_lost
            );
            if matches!(s.class, Class::Best | Class::Forced) {
                assert!(moved.abs() < 1e-9, "step {}", s.index + 1);
                assert_eq!(s.best, s.played);
            }
            // The classes follow the win and the points lost, whichever is worse.
            if !matches!(s.class, Class::Forced | Class::Unclear) {
                assert_eq!(s.class, Class::of(s.win_lost, s.points_lost), "{s:?}");
            }
            // A step that loses 5 points or more is never called excellent or good.
            if s.points_lost >= 5.0 {
                assert!(
                    matches!(s.class, Class::Mistake | Class::Blunder | Class::Unclear),
                    "{s:?}"
                );
            }
            if let Some((low, high)) = s.range {
                assert_eq!(s.class, Class::Unclear);
                assert!(low <= s.points_lost && s.points_lost <= high, "{s:?}");
            }
        }
        assert_eq!(
            review.graph().len(),
            review.steps.len() + 1,
            "one figure a position"
        );
    }
}

/// Where the review says a position is exact, its margin is the solver's proof.
#[test]
#[allow(clippy::float_cmp)] // whole numbers, exact in f64
fn exact_figures_are_the_solvers() {
    let (h, review) = reviews().swap_remove(0);
    let mut solver = Solver::new(18);
    let mut checked = 0;
    for s in review.steps.iter().filter(|s| s.before.exact) {
        let game = h.game_at(s.index);
        let proof = solver
            .solve(game, Budget::iterations(u64::MAX), &Stop::new())
            .expect("an endgame is solved");
        assert_eq!(
            f64::from(proof.value.margin()),
            s.before.margin_for(s.player),
            "step {}",
            s.index + 1
        );
        checked += 1;
    }
    assert!(checked >= 3, "{checked} exact steps");
}

#[test]
fn a_raised_stop_ends_the_analysis_and_keeps_what_was_done() {
    let h = history("express.json");
    let hour = Settings {
        budget: Budget::millis(3_600_000),
        seed: 0,
    };
    let mut analyzer = Analyzer::new(&h, hour);
    let stop = Stop::new();
    stop.raise();
    // An hour a position: only the signal ends it.
    let mut glances = 0;
    let r = analyzer.run(2, &stop, |p| {
        glances += 1;
        assert_eq!(p.done, 0);
    });
    assert!(r.is_err());
    // The first glance was reported before anything was looked at.
    assert_eq!(glances, 1);
    assert_eq!(analyzer.done(), 0);
    assert!(analyzer.review().is_none());
}

#[test]
fn the_review_is_told_as_it_grows_from_a_first_glance_to_the_end() {
    let h = history("classic-unfinished.json");
    let mut analyzer = Analyzer::new(&h, settings(200));
    let mut seen = Vec::new();
    let review = analyzer
        .run(2, &Stop::new(), |p| {
            // Every report is a whole review: one figure a position.
            assert_eq!(p.review.graph().len(), 13);
            seen.push((p.done, p.total, p.review.clone()));
        })
        .expect("not stopped");
    let done: Vec<usize> = seen.iter().map(|s| s.0).collect();
    let expected: Vec<usize> = (0..=13).collect();
    assert_eq!(done, expected, "a glance, then one report a position");
    assert!(seen.iter().all(|s| s.1 == 13));
    // Once every position is looked at (and the doubtful ones again), the review is the one
    // returned, and the one the analyzer keeps.
    assert_eq!(analyzer.review(), Some(review.clone()));
    assert_eq!(analyzer.done(), 13);
    // A second run has nothing to do.
    let again = analyzer
        .run(1, &Stop::new(), |_| panic!("nothing to report"))
        .expect("done");
    assert_eq!(again, review);
}

/// The Express rules allow a leather patch to be set aside; sewing it covers a cell (2 points),
/// so the review never calls setting it aside best.
#[test]
fn setting_leather_aside_is_charged_what_sewing_it_gains() {
    let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 11);
    let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
    let mut h = History::new(setup, players).expect("valid");
    // Both advance until a leather patch is won, and it is set aside.
    let mut aside = None;
    while aside.is_none() && !h.current().is_over() {
        h.play(Action::Advance).expect("advancing is legal");
        if let Phase::PlaceLeather(_) = h.current().phase() {
            aside = Some(h.steps().len());
            h.play(Action::Leather(None))
                .expect("Express may set it aside");
        }
    }
    // The step is complete, and counted, once its leather is decided.
    let index = aside.expect("a leather patch is won");
    let review = Analyzer::new(&h, settings(200))
        .run(2, &Stop::new(), |_| {})
        .expect("reviewed");
    let s = &review.steps[index];
    assert_eq!(s.played.last(), Some(&Action::Leather(None)));
    assert!(s.points_lost > 0.0, "{s:?}");
    assert_ne!(s.class, Class::Best);
    assert_ne!(s.best, s.played, "{s:?}");
}

/// Looks a cache could hold are taken only if they fit the game.
#[test]
fn looks_that_do_not_fit_the_game_are_refused() {
    let h = history("express.json");
    let mut done = Analyzer::new(&h, settings(200));
    let review = done.run(2, &Stop::new(), |_| {}).expect("reviewed");
    let (looks, deepened) = done.looks();
    let looks: Vec<Look> = looks
        .iter()
        .map(|l| l.clone().expect("looked at"))
        .collect();
    let deepened = deepened.to_vec();
    let mut fresh = Analyzer::new(&h, settings(200));
    assert!(fresh.restore(looks.clone(), deepened.clone()));
    assert_eq!(fresh.review(), Some(review));
    let first = looks
        .iter()
        .position(|l| !l.alternatives.is_empty())
        .expect("a look with alternatives");
    let edits: Vec<Edit> = vec![
        // A step that is not legal there.
        Box::new(|l| l.alternatives[0].step = vec![Action::Leather(None)]),
        // A value no game can reach, or none at all.
        Box::new(|l| l.alternatives[0].values[0] = 1e6),
        Box::new(|l| l.alternatives[0].values[0] = f64::NAN),
        // Alternatives looked at to different depths.
        Box::new(|l| l.alternatives[0].values.push(0.0)),
        // An exact value that is not a whole number.
        Box::new(|l| {
            l.alternatives[0] = Alternative {
                exact: true,
                values: vec![1.5; l.alternatives[0].values.len()],
                ..l.alternatives[0].clone()
            }
        }),
        // More nodes than the budget allows.
        Box::new(|l| l.nodes = 1_000_000),
        // A forced turn that is not.
        Box::new(|l| l.forced_turn = !l.forced_turn),
    ];
    for (k, edit) in edits.iter().enumerate() {
        let mut forged = looks.clone();
        edit(&mut forged[first]);
        assert!(
            !Analyzer::new(&h, settings(200)).restore(forged, deepened.clone()),
            "edit {k}"
        );
    }
    assert!(!Analyzer::new(&h, settings(200)).restore(looks[1..].to_vec(), deepened));
}

/// The step played is never among the other steps looked at, up to turning or mirroring the
/// quilt; so a step the same as the best up to symmetry is the best.
#[test]
fn the_step_played_is_not_its_own_alternative() {
    let (h, _) = reviews().swap_remove(2);
    let mut analyzer = Analyzer::new(&h, settings(100));
    analyzer.run(2, &Stop::new(), |_| {}).expect("reviewed");
    let (looks, _) = analyzer.looks();
    for (i, look) in looks.iter().enumerate().take(h.steps().len()) {
        let after = h.game_at(i + 1);
        for a in &look.as_ref().expect("looked at").alternatives {
            let mut g: Game = h.game_at(i).clone();
            for &action in &a.step {
                g.play(action).expect("a legal step");
            }
            assert!(!g.same_up_to_symmetry(after), "position {i}: {a:?}");
        }
    }
}

/// A change made to a look, to forge a cache entry.
type Edit = Box<dyn Fn(&mut Look)>;

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
    let classes = first_column(
        &doc,
        "| class | win probability lost | points lost | mark |",
    );
    assert_eq!(
        classes,
        ["excellent", "good", "inaccuracy", "mistake", "blunder"]
    );
    let rows: Vec<&str> = doc
        .lines()
        .skip_while(|l| l.trim() != "| class | win probability lost | points lost | mark |")
        .skip(2)
        .take(5)
        .collect();
    for (row, (win, points)) in rows.iter().zip([
        (review::EXCELLENT, review::EXCELLENT_POINTS),
        (review::GOOD, review::GOOD_POINTS),
        (review::INACCURACY, review::INACCURACY_POINTS),
        (review::MISTAKE, review::MISTAKE_POINTS),
        (review::MISTAKE, review::MISTAKE_POINTS),
    ]) {
        assert!(row.contains(&format!("{win:.2}")), "{row}");
        assert!(row.contains(&format!("{points}")), "{row}");
    }
    for class in [Class::Inaccuracy, Class::Mistake, Class::Blunder] {
        assert!(doc.contains(&format!("| {} ", class.mark())), "{class:?}");
    }
    assert!(doc.contains(&format!("version {}", review::VERSION)));
}
