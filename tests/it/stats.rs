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
  against         games finished  wins losses  ties  avg score avg margin  best
  a person            1        1     1      0     0       25.0      +34.0    25
  the greedy bot      1        1     0      1     0      -34.0      -63.0   -34
  the strong bot      2        2     2      0     0       36.5      +39.5    51
  all                 4        4     3      1     0       16.0      +12.5    51

Express: 3 played, 2 finished
  against         games finished  wins losses  ties  avg score avg margin  best
  the random bot      1        0     0      0     0          -          -     -
  the greedy bot      1        1     1      0     0       16.0      +30.0    16
  bot against bot     1        1     1      0     0       13.0      +18.0    13
  all                 3        2     2      0     0       14.5      +24.0    16

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
