//! End to end, the game's memory: a game killed with SIGKILL resumes where it was, SIGTERM
//! restores the terminal and keeps the game, undo and redo change the screen and come back, and
//! `replay` steps and jumps to the final score. The real binary runs in tmux.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::common::tmux::{STTY, Tmux, kill};

/// Starts `args` in a fresh 130x45 session.
fn start(tmux: &Tmux, args: &str) {
    // Without motion: a patch's settling frames are no part of the position, and under load
    // they outlast the reads that check the screen has settled.
    tmux.start(&format!("--no-animation {args}"), 130, 45);
}

/// The lines that show the position: the turn line, both quilts and the numbered log.
fn position(screen: &str) -> Vec<String> {
    let lines: Vec<&str> = screen.lines().collect();
    let mut out: Vec<String> = lines.iter().take(1).map(|l| (*l).to_owned()).collect();
    out.extend(
        lines
            .iter()
            // The banner's other two rows say what just happened, or a first-game tip for
            // the turn: not the position, and not kept in a save.
            .skip(3)
            .take(15)
            .map(|l| l.chars().take(50).collect()),
    );
    out.extend(
        lines
            .iter()
            .filter(|l| {
                l.trim_start_matches('│')
                    .starts_with(|c: char| c.is_ascii_digit())
            })
            .map(|l| (*l).to_owned()),
    );
    out
}

/// Polls until the pane shows `expected` (the screen may be read in the middle of a redraw),
/// or fails after a bounded wait.
fn wait_for_position(tmux: &Tmux, expected: &[String]) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let shown = position(&tmux.screen());
        if shown == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "the position never came back: {shown:#?}\nexpected {expected:#?}"
        );
        std::thread::sleep(Duration::from_millis(25));
    }
}

fn saved_games(data: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(data.join("games"))
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                // A game's lock file (`.NAME.lock`) is left by a kill -9; it is no save.
                .filter(|p| p.extension().is_none_or(|x| x != "lock"))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn kill_resume_terminate_undo_and_replay() {
    let tmux = Tmux::new("memory");
    let data = tmux.data_dir();
    let before = play_until_leather_is_sewn(&tmux);
    kill_and_resume(&tmux, &data, &before);
    undo_redo_and_terminate(&tmux, &before);
    replay(&tmux, &data);
    let _ = std::fs::remove_dir_all(&data);
}

/// Starts a game and plays until a leather patch is sewn; returns the position shown.
fn play_until_leather_is_sewn(tmux: &Tmux) -> Vec<String> {
    start(tmux, "--seed 7 --player1 Ada --player2 Ben");
    tmux.wait_for("Ada's turn");
    // Both advance until one wins the leather patch on space 26, then sew it.
    for _ in 0..40 {
        tmux.send(&["a", "y"]);
    }
    tmux.wait_for("won a leather patch (space 26)");
    tmux.send_and_wait_for(&["Enter"], "sewed the leather patch");
    tmux.send_and_wait_for(&["1"], "Enter sews the patch here");
    tmux.send_and_wait_for(&["Escape"], "a advance");
    // Read it twice the same, so no redraw was under way.
    for _ in 0..100 {
        let first = position(&tmux.screen());
        std::thread::sleep(Duration::from_millis(50));
        if position(&tmux.screen()) == first {
            return first;
        }
    }
    panic!("the screen never settled");
}

/// SIGKILL: nothing can be done at exit, yet the game is on disk, and `--resume` shows it.
fn kill_and_resume(tmux: &Tmux, data: &Path, before: &[String]) {
    kill("-KILL", tmux.pane_pid());
    tmux.wait_dead();
    let saved = saved_games(data);
    assert_eq!(saved.len(), 1);
    let text = std::fs::read_to_string(&saved[0]).expect("the save");
    let (record, replay) = patchwork::record::load(&text).expect("a valid record");
    let created = record
        .created
        .as_ref()
        .and_then(|c| c.as_str())
        .expect("created");
    assert!(humantime::parse_rfc3339(created).is_ok(), "{created}");
    assert!(!replay.game.is_over());

    // --resume shows the same position.
    start(tmux, "--resume");
    wait_for_position(tmux, before);
}

/// Undo changes the screen and redo brings it back; SIGTERM restores the terminal.
fn undo_redo_and_terminate(tmux: &Tmux, before: &[String]) {
    tmux.send(&["u"]);
    let undone = position(&tmux.wait_for("undone"));
    assert_ne!(undone, before);
    tmux.send_and_wait_for(&["U"], "redone");
    wait_for_position(tmux, before);

    // stty shows canonical mode and echo back on after SIGTERM.
    kill("-TERM", tmux.pane_pid());
    tmux.wait_dead();
    let command = format!("{STTY}; sleep 5");
    let stty = tmux.run(&["respawn-pane", "-k", "-t", "game", &command]);
    assert!(stty.status.success());
    let screen = tmux.wait_for_stty();
    assert!(
        screen.contains(" icanon") && screen.contains(" echo "),
        "{screen}"
    );
    assert!(
        !screen.contains("-icanon") && !screen.contains("-echo "),
        "{screen}"
    );
}

/// The saved game replays (step, jump to the end); a finished one ends on the score screen.
fn replay(tmux: &Tmux, data: &Path) {
    let file = saved_games(data).pop().expect("the save");
    start(tmux, &format!("replay {}", file.display()));
    tmux.wait_for("both tokens on space 0");
    tmux.send_and_wait_for(&["Right"], "1. Ada advanced");
    tmux.send_and_wait_for(&["End"], "sewed the leather patch");
    tmux.quit();

    let finished = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/classic-finished.json"
    );
    start(tmux, &format!("replay {finished}"));
    tmux.wait_for("both tokens on space 0");
    tmux.send_and_wait_for(&["End"], "Game over");
    tmux.quit();
    assert_eq!(saved_games(data).len(), 1, "replays write nothing");
}
