//! What an installed `patchwork` brings besides the game: shell completions and manual pages
//! made from the command line's own definitions (and the copies the release archives carry,
//! `packaging/`, kept equal to them), each command's options, and saved games named as
//! `patchwork games` numbers them.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use patchwork::cli::manual::{self, Shell};

use crate::common::{patchwork, text};

fn packaging(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("packaging")
        .join(path)
}

/// The files the release archives carry, each with what the program makes for it now.
fn shipped() -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = vec![
        (
            packaging("completions/patchwork.bash"),
            manual::completions(Shell::Bash),
        ),
        (
            packaging("completions/_patchwork"),
            manual::completions(Shell::Zsh),
        ),
        (
            packaging("completions/patchwork.fish"),
            manual::completions(Shell::Fish),
        ),
        (
            packaging("completions/_patchwork.ps1"),
            manual::completions(Shell::PowerShell),
        ),
        (
            packaging("man/patchwork.1"),
            manual::page(None).expect("the program's page"),
        ),
    ];
    for name in manual::commands() {
        let page = manual::page(Some(&name)).expect("a command's page");
        files.push((packaging(&format!("man/patchwork-{name}.1")), page));
    }
    files
}

/// Set to write the files anew (`PATCHWORK_UPDATE_PACKAGING=1 cargo test --test it install`),
/// as `INSTA_UPDATE` does for snapshots; read the diff before committing it.
const UPDATE: &str = "PATCHWORK_UPDATE_PACKAGING";

#[test]
fn the_completions_and_pages_the_archives_carry_are_the_programs_own() {
    if std::env::var_os(UPDATE).is_some() {
        for d in ["completions", "man"] {
            let _ = fs::remove_dir_all(packaging(d));
            fs::create_dir_all(packaging(d)).expect("the folder");
        }
        for (path, made) in shipped() {
            fs::write(&path, made).expect("written");
        }
    }
    let stale: Vec<String> = shipped()
        .into_iter()
        .filter(|(path, made)| fs::read(path).ok().as_ref() != Some(made))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(
        stale.is_empty(),
        "out of date (write them anew with {UPDATE}=1): {stale:?}"
    );
    // And nothing else lies there: a page of a command that is gone would ship too.
    let mut listed: Vec<PathBuf> = shipped().into_iter().map(|(p, _)| p).collect();
    listed.sort();
    let mut present: Vec<PathBuf> = ["completions", "man"]
        .iter()
        .flat_map(|d| {
            fs::read_dir(packaging(d))
                .expect("the folder")
                .map(|e| e.expect("an entry").path())
        })
        .collect();
    present.sort();
    assert_eq!(present, listed);
}

#[test]
fn the_completions_command_prints_the_script_for_each_shell() {
    for (shell, mark) in [
        ("bash", "complete -F _patchwork"),
        ("zsh", "#compdef patchwork"),
        ("fish", "complete -c patchwork"),
        ("powershell", "Register-ArgumentCompleter"),
        ("elvish", "edit:completion:arg-completer[patchwork]"),
    ] {
        let out = patchwork(&["completions", shell]);
        assert!(out.status.success(), "{shell}: {}", text(&out.stderr));
        assert!(text(&out.stdout).contains(mark), "{shell}");
    }
    let out = patchwork(&["completions", "tcsh"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("tcsh"));
}

/// What bash completes after `words`, with the script of `patchwork completions bash`.
fn bash_completes(words: &str) -> Option<Vec<String>> {
    let script = text(&patchwork(&["completions", "bash"]).stdout);
    let dir = tempfile::tempdir().expect("a folder");
    let file = dir.path().join("patchwork.bash");
    fs::write(&file, script).expect("written");
    let words_list: Vec<&str> = words.split(' ').collect();
    let program = format!(
        "source {}; COMP_WORDS=({}); COMP_CWORD={}; COMP_LINE='{words}'; COMP_POINT={}; \
         _patchwork patchwork '{}' '{}'; printf '%s\\n' \"${{COMPREPLY[@]}}\"",
        file.display(),
        words_list
            .iter()
            .map(|w| format!("'{w}'"))
            .collect::<Vec<_>>()
            .join(" "),
        words_list.len() - 1,
        words.len(),
        words_list.last().unwrap_or(&""),
        words_list
            .get(words_list.len().wrapping_sub(2))
            .unwrap_or(&""),
    );
    let out = Command::new("bash")
        .args(["--norc", "-c", &program])
        .output()
        .ok()?;
    assert!(out.status.success(), "{}", text(&out.stderr));
    Some(text(&out.stdout).lines().map(str::to_owned).collect())
}

#[test]
fn bash_completes_commands_and_their_options_from_the_script() {
    let Some(commands) = bash_completes("patchwork rep") else {
        return; // no bash here: the script's text is checked above
    };
    assert_eq!(commands, ["replay"]);
    let options = bash_completes("patchwork replay --").expect("bash ran");
    assert!(
        options.contains(&"--no-animation".to_owned()),
        "{options:?}"
    );
    assert!(options.contains(&"--data-dir".to_owned()), "{options:?}");
    let options = bash_completes("patchwork verify --").expect("bash ran");
    assert!(options.contains(&"--json".to_owned()), "{options:?}");
    assert!(!options.contains(&"--data-dir".to_owned()), "{options:?}");
    assert!(
        !options.contains(&"--no-animation".to_owned()),
        "{options:?}"
    );
}

#[test]
fn the_manual_page_lists_every_command_and_each_command_has_a_page() {
    let out = patchwork(&["man"]);
    assert!(out.status.success());
    let page = text(&out.stdout);
    assert!(page.starts_with(".ie"), "{}", &page[..80.min(page.len())]);
    assert!(page.contains(".TH patchwork 1"), "{page}");
    for name in manual::commands() {
        assert!(page.contains(&format!("patchwork\\-{name}(1)")), "{name}");
        let out = patchwork(&["man", &name]);
        assert!(out.status.success(), "{name}");
        let sub = text(&out.stdout);
        assert!(
            sub.contains(&format!(".TH patchwork-{name} 1")),
            "{name}: {sub}"
        );
    }
    let replay = text(&patchwork(&["man", "replay"]).stdout);
    assert!(replay.contains("GAME"), "{replay}");
    assert!(replay.contains("\\-\\-no\\-animation"), "{replay}");
    let out = patchwork(&["man", "nonsense"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("nonsense"),
        "{}",
        text(&out.stderr)
    );
}

/// The long options `patchwork COMMAND --help` lists.
fn options_of(command: &[&str]) -> Vec<String> {
    let mut args = command.to_vec();
    args.push("--help");
    let help = text(&patchwork(&args).stdout);
    help.split_whitespace()
        .filter(|w| w.starts_with("--"))
        .map(|w| w.trim_end_matches([',', '.', ')']).to_owned())
        .filter(|w| w.len() > 2 && w[2..].chars().all(|c| c.is_ascii_lowercase() || c == '-'))
        .collect()
}

#[test]
fn each_command_lists_only_the_options_it_uses() {
    for command in [
        "verify",
        "perft",
        "move",
        "arena",
        "docs",
        "completions",
        "man",
    ] {
        let options = options_of(&[command]);
        for unused in ["--data-dir", "--no-animation"] {
            assert!(
                !options.contains(&unused.to_owned()),
                "{command}: {options:?}"
            );
        }
        assert!(
            options.contains(&"--lang".to_owned()),
            "{command}: {options:?}"
        );
    }
    for command in ["games", "stats", "review", "serve"] {
        let options = options_of(&[command]);
        assert!(
            options.contains(&"--data-dir".to_owned()),
            "{command}: {options:?}"
        );
        assert!(
            !options.contains(&"--no-animation".to_owned()),
            "{command}: {options:?}"
        );
    }
    for command in ["play", "replay", "learn", "daily", "puzzles"] {
        let options = options_of(&[command]);
        assert!(
            options.contains(&"--data-dir".to_owned()),
            "{command}: {options:?}"
        );
        assert!(
            options.contains(&"--no-animation".to_owned()),
            "{command}: {options:?}"
        );
    }
    // An option before a command that does not take it is refused, not ignored; one it takes
    // applies.
    let out = patchwork(&["--data-dir", "/nowhere", "verify", "x.json"]);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stderr));
    assert!(text(&out.stderr).contains("'--data-dir' is an option of a new game"));
    let dir = folder_with_one_game();
    let data = dir.path().to_str().expect("UTF-8");
    let out = patchwork(&["--data-dir", data, "games", "--lang", "en"]);
    assert!(
        text(&out.stdout).contains("finished.json"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn the_help_says_what_the_program_is_and_explains_level_and_vs() {
    let help = text(&patchwork(&["--help"]).stdout);
    let first = help.lines().next().unwrap_or_default();
    for word in ["Patchwork", "friend", "computer", "SSH"] {
        assert!(first.contains(word), "{first}");
    }
    let play = text(&patchwork(&["play", "--help"]).stdout);
    assert!(play.contains("the menu's choice"), "{play}");
    assert!(play.contains("at its own budget"), "{play}");
}

#[test]
fn a_seat_needs_an_opponent() {
    let out = patchwork(&["--seat", "first"]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("--seat") && err.contains("--level"), "{err}");
}

/// A data folder with one saved game (the finished fixture), as `patchwork games` lists it.
fn folder_with_one_game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("a folder");
    let games = dir.path().join("games");
    fs::create_dir_all(&games).expect("games folder");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/records/valid/classic-finished.json");
    fs::copy(fixture, games.join("finished.json")).expect("copied");
    dir
}

#[test]
fn review_and_replay_take_the_number_games_prints() {
    let dir = folder_with_one_game();
    let data = dir.path().to_str().expect("UTF-8");
    let listed = text(&patchwork(&["games", "--data-dir", data, "--lang", "en"]).stdout);
    assert!(listed.contains("finished.json"), "{listed}");
    let by_number = patchwork(&[
        "review",
        "1",
        "--json",
        "--iterations",
        "50",
        "--jobs",
        "1",
        "--no-cache",
        "--data-dir",
        data,
    ]);
    assert!(by_number.status.success(), "{}", text(&by_number.stderr));
    let by_name = patchwork(&[
        "review",
        "finished",
        "--json",
        "--iterations",
        "50",
        "--jobs",
        "1",
        "--no-cache",
        "--data-dir",
        data,
    ]);
    assert_eq!(text(&by_number.stdout), text(&by_name.stdout));
    // A number beyond the list is refused in words, the folder named.
    let out = patchwork(&["review", "2", "--data-dir", data, "--lang", "en"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("there is no saved game number 2 in"), "{err}");
    let out = patchwork(&["replay", "2", "--data-dir", data, "--lang", "en"]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("there is no saved game number 2 in"), "{err}");
}

#[test]
fn a_missing_file_is_told_in_words_without_the_systems_number() {
    let dir = folder_with_one_game();
    let data = dir.path().to_str().expect("UTF-8");
    for lang in ["en", "fr", "ru"] {
        let out = patchwork(&[
            "review",
            "./missing.json",
            "--data-dir",
            data,
            "--lang",
            lang,
        ]);
        assert_eq!(out.status.code(), Some(1));
        let err = text(&out.stderr);
        assert!(err.contains("missing.json"), "{err}");
        assert!(!err.contains("os error"), "{err}");
    }
    let err = text(
        &patchwork(&[
            "review",
            "./missing.json",
            "--data-dir",
            data,
            "--lang",
            "en",
        ])
        .stderr,
    );
    assert!(
        err.contains("cannot read the file: no such file or folder"),
        "{err}"
    );
}
