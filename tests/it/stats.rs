//! `patchwork stats` as a real process over the folder of fixtures `tests/fixtures/stats`:
//! seven saved games (classic and Express; against a person, the greedy, strong and random
//! bots, and bot against bot; one unfinished) and two broken files, which are counted apart
//! and listed, never fatal. A file that is not `.json` is not a saved game.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn stats(data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .arg("stats")
        .arg("--data-dir")
        .arg(data_dir)
        .env_remove("PATCHWORK_DATA_DIR")
        .output()
        .expect("run patchwork stats")
}

fn fixtures() -> PathBuf {
    crate::common::fixture("stats")
}

const EXPECTED: &str = "
classic: 4 played, 4 finished
  against         games finished  wins losses  avg score avg margin  best
  a person            1        1     1      0       25.0      +34.0    25
  the greedy bot      1        1     0      1      -34.0      -63.0   -34
  the strong bot      2        2     2      0       36.5      +39.5    51
  all                 4        4     3      1       16.0      +12.5    51

Express: 3 played, 2 finished
  against         games finished  wins losses  avg score avg margin  best
  the random bot      1        0     0      0          -          -     -
  the greedy bot      1        1     1      0       16.0      +30.0    16
  bot against bot     1        1     1      0       13.0      +18.0    13
  all                 3        2     2      0       14.5      +24.0    16

2 files could not be read:
  not-json.json: malformed JSON: expected ident at line 1 column 2
  wrong-format.json: not a patchwork record: `format` is \"chess-pgn\", expected \"patchwork-record\"
";

#[test]
fn stats_over_the_fixtures_count_each_opponent_and_variant_apart() {
    let out = stats(&fixtures());
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let (first, rest) = stdout.split_once('\n').expect("lines");
    assert!(first.starts_with("saved games in "), "{first}");
    assert!(
        first.ends_with("games: 7 played, 6 finished, 2 unreadable"),
        "{first}"
    );
    assert_eq!(rest, EXPECTED);
    // In French, the means have a decimal comma.
    let out = Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(["--lang", "fr", "stats", "--data-dir"])
        .arg(fixtures())
        .env_remove("PATCHWORK_DATA_DIR")
        .output()
        .expect("run patchwork stats");
    let french = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        french.contains("36,5") && french.contains("+39,5"),
        "{french}"
    );
    assert!(!french.contains("36.5"), "{french}");
}

#[test]
fn an_empty_folder_says_so_and_many_broken_files_are_listed_up_to_a_limit() {
    let dir = std::env::temp_dir().join(format!("patchwork-stats-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let out = stats(&dir);
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        stdout.ends_with("0 played, 0 finished, 0 unreadable\n"),
        "{stdout}"
    );
    assert!(!dir.exists(), "stats reads; it creates no folder");
    fs::create_dir_all(dir.join("games")).expect("mkdir");
    for i in 0..25 {
        fs::write(dir.join("games").join(format!("broken-{i:02}.json")), "{").expect("write");
    }
    // A name that would rewrite the terminal is printed escaped.
    fs::write(dir.join("games").join("\u{1b}[2J.json"), "{").expect("write");
    let out = stats(&dir);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let _ = fs::remove_dir_all(&dir);
    assert!(out.status.success());
    assert!(
        stdout.contains("0 played, 0 finished, 26 unreadable"),
        "{stdout}"
    );
    assert!(stdout.contains("26 files could not be read:"), "{stdout}");
    // Name order: the escaped name sorts first; 20 listed, the rest counted.
    assert!(stdout.contains("\n  \\u{1b}[2J.json: "), "{stdout}");
    assert!(stdout.contains("broken-18.json") && !stdout.contains("broken-19.json"));
    assert!(stdout.ends_with("  and 6 more\n"), "{stdout}");
    assert!(!stdout.contains('\u{1b}'));
}

/// The commands that only read (`games`, `stats`) find nothing saved in a data folder that is
/// not there, and leave it not there; a games folder that cannot be read is an error (status 1,
/// naming it), never "no saved games".
#[test]
fn reading_commands_create_no_folder_and_report_an_unreadable_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let absent = dir.path().join("absent");
    for command in ["games", "stats"] {
        let out =
            crate::common::patchwork(&[command, "--data-dir", absent.to_str().expect("UTF-8")]);
        assert!(out.status.success(), "{command}: {out:?}");
        assert!(!absent.exists(), "{command} created the folder");
    }
    // A review writes its cache, and makes no games folder.
    let fixture = crate::common::fixture("review").join("express.json");
    let out = crate::common::patchwork(&[
        "review",
        fixture.to_str().expect("UTF-8"),
        "--iterations",
        "5",
        "--data-dir",
        absent.to_str().expect("UTF-8"),
    ]);
    assert!(out.status.success(), "review: {out:?}");
    assert!(absent.join("reviews").is_dir() && !absent.join("games").exists());
    // A games "folder" that is a file: it cannot be listed.
    let broken = dir.path().join("broken");
    fs::create_dir(&broken).expect("mkdir");
    fs::write(broken.join("games"), "not a folder").expect("write");
    for command in ["games", "stats"] {
        let out =
            crate::common::patchwork(&[command, "--data-dir", broken.to_str().expect("UTF-8")]);
        assert_eq!(out.status.code(), Some(1), "{command}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("games"), "{command} names the folder: {err}");
        assert!(
            out.stdout.is_empty(),
            "{command} printed a listing: {out:?}"
        );
    }
}

/// `--load N` means game N of the list, even when a file named N is in the current folder; a
/// path (a `/` in it, or a name ending in `.json`) means that file; another word is a game of
/// the folder by its name.
#[test]
fn a_number_names_a_listed_game_and_a_path_names_a_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = patchwork::saves::Saves::locate(Some(dir.path())).expect("folder");
    let source = fixtures().join("games");
    let mut names: Vec<_> = fs::read_dir(&source)
        .expect("fixtures")
        .filter_map(Result::ok)
        .map(|e| e.file_name())
        .filter(|n| n.to_string_lossy().starts_with("2026"))
        .collect();
    names.sort();
    for name in names.iter().take(2) {
        fs::copy(source.join(name), saves.dir().join(name)).expect("copy");
    }
    let listed = saves.list().expect("readable");
    assert_eq!(listed.len(), 2);
    assert_eq!(saves.find(Path::new("1")), Some(listed[0].path.clone()));
    assert_eq!(saves.find(Path::new("2")), Some(listed[1].path.clone()));
    assert_eq!(saves.find(Path::new("3")), None);
    let stem = listed[1].path.file_stem().expect("a name").to_owned();
    assert_eq!(
        saves.find(Path::new(&stem)),
        Some(listed[1].path.clone()),
        "by name"
    );
    // A path is the file itself, wherever it is, and nothing when it is not there.
    let elsewhere = dir.path().join("1");
    fs::copy(&listed[1].path, &elsewhere).expect("copy");
    assert_eq!(saves.find(&elsewhere), Some(elsewhere.clone()));
    assert_eq!(saves.find(Path::new("./no-such-game")), None);
    assert_eq!(saves.find(Path::new("no-such.json")), None);
}

/// "Continue" and `--resume` choose the same game: the newest unfinished one that replays
/// without a fault, passing over a newer file whose header looks unfinished but whose actions
/// are broken.
#[test]
fn resume_passes_over_a_newer_broken_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saves = patchwork::saves::Saves::locate(Some(dir.path())).expect("folder");
    let records = crate::common::fixture("records");
    let good = saves.dir().join("good.json");
    let broken = saves.dir().join("broken.json");
    fs::copy(records.join("valid/express-unfinished.json"), &good).expect("copy");
    fs::copy(records.join("invalid/missing-leather.json"), &broken).expect("copy");
    let now = std::time::SystemTime::now();
    let older = now - std::time::Duration::from_secs(60);
    fs::File::options()
        .write(true)
        .open(&good)
        .and_then(|f| f.set_modified(older))
        .expect("mtime");
    let entries = saves.list().expect("readable");
    assert_eq!(entries[0].path, broken, "the broken game is the newest");
    assert!(entries[0].header.is_err(), "listed as damaged");
    assert_eq!(
        patchwork::saves::latest_unfinished(&entries),
        Some(good.as_path())
    );
    assert_eq!(saves.latest_unfinished().expect("readable"), Some(good));
}

/// A listing trusts nothing a file claims: a record whose `result` differs from its replay is
/// listed as damaged by `games` and left out of `stats`, and the score shown of a valid one is
/// the replay's.
#[test]
fn listings_show_the_replayed_result_and_leave_out_a_false_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let games = dir.path().join("games");
    fs::create_dir_all(&games).expect("mkdir");
    let records = crate::common::fixture("records");
    fs::copy(
        records.join("invalid/result-mismatch.json"),
        games.join("claims.json"),
    )
    .expect("copy");
    fs::copy(
        records.join("valid/classic-finished.json"),
        games.join("real.json"),
    )
    .expect("copy");
    let data = dir.path().to_str().expect("UTF-8");
    let out = crate::common::patchwork(&["games", "--data-dir", data, "--lang", "en"]);
    assert!(out.status.success(), "{out:?}");
    let listing = String::from_utf8_lossy(&out.stdout);
    let claims = listing
        .lines()
        .find(|l| l.contains("claims.json"))
        .expect("listed");
    assert!(
        claims.contains("result"),
        "named damaged, with the reason: {claims}"
    );
    let out = stats(dir.path());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("1 played, 1 finished"), "{text}");
    assert!(
        text.contains("1 file could not be read") || text.contains("claims.json"),
        "{text}"
    );
}

/// The daily deals' figures come from their scores, not from what `daily.json` claims: a day
/// marked won with 3 to 99 counts as lost; a day no game could give (scores at the limits of an
/// integer) makes the file broken, said, and counts nothing.
#[test]
fn daily_deals_count_what_their_scores_say() {
    let data = tempfile::tempdir().expect("temp dir");
    let day = |date: &str, score: i64, other: i64| {
        format!(
            r#"{{"date": "{date}", "level": "casual", "score": {score}, "other": {other}, "won": true, "plays": 1}}"#
        )
    };
    fs::write(
        data.path().join("daily.json"),
        format!(
            r#"{{"days": [{}, {}]}}"#,
            day("2026-11-20", 3, 99),
            day("2026-11-21", 40, 12)
        ),
    )
    .expect("write");
    let out = stats(data.path());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("2 played, 1 won"), "{text}");
    assert!(text.contains("3 to 99 (-96)"), "{text}");
    fs::write(
        data.path().join("daily.json"),
        format!(
            r#"{{"days": [{}]}}"#,
            day("2026-11-20", 2_147_483_647, -2_147_483_648)
        ),
    )
    .expect("write");
    let out = stats(data.path());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("are no game's"), "{text}");
    assert!(!text.contains("daily deals: 1 played"), "{text}");
}
