//! End to end, signals: SIGQUIT leaves like `q` (terminal restored, game saved); Ctrl-Z gives the
//! terminal back to the shell and `fg` brings the game back, redrawn and answering keys; a
//! signal after a failed save puts the game in an emergency copy, named after the terminal is
//! restored.

use std::fs;
use std::path::Path;

use crate::common::tmux::{STTY, Tmux, kill};

/// Starts an interactive shell in the pane, with job control, and in it the game.
fn start_in_shell(tmux: &Tmux, args: &str) {
    let out = tmux.run(&[
        "new-session",
        "-d",
        "-s",
        "game",
        "-x",
        "80",
        "-y",
        "24",
        "-e",
        "NO_COLOR=",
        "bash --norc --noprofile -i",
    ]);
    assert!(out.status.success(), "tmux failed: {out:?}");
    wait_for_prompt(tmux);
    let command = format!(
        "{} {args} --data-dir {}",
        env!("CARGO_BIN_EXE_patchwork"),
        tmux.data_dir().display()
    );
    tmux.send(&[&command, "Enter"]);
}

/// Waits for the shell's prompt (`bash-5.2#` or `$`) on the last line.
fn wait_for_prompt(tmux: &Tmux) -> String {
    tmux.wait_until("the shell's prompt", |screen| {
        let last = screen.trim_end();
        last.ends_with('#') || last.ends_with('$')
    })
}

/// The game's pid: the shell's child.
fn game_pid(tmux: &Tmux) -> u32 {
    let shell = tmux.pane_pid();
    let children = fs::read_to_string(format!("/proc/{shell}/task/{shell}/children"))
        .expect("the shell's children");
    children
        .split_whitespace()
        .next()
        .and_then(|pid| pid.parse().ok())
        .expect("the game runs")
}

/// Runs `stty -a` in the shell and checks the terminal is back in cooked mode: lines, echo,
/// signals.
fn assert_sane_terminal(tmux: &Tmux) {
    tmux.send(&[&format!("clear; {STTY}"), "Enter"]);
    let screen = tmux.wait_for_stty();
    let flags: Vec<&str> = screen
        .split(|c: char| c.is_whitespace() || c == ';')
        .collect();
    for flag in ["icanon", "echo", "isig", "icrnl", "opost"] {
        assert!(flags.contains(&flag), "{flag} is off:\n{screen}");
    }
}

/// A game one step in, ended by `signal` (its name without "SIG", its number `number`): it
/// says so and where the game was saved, the shell sees status 128 + `number`, the terminal is
/// restored and the step is in the save.
fn a_signal_leaves_like_q(signal: &str, number: u32) {
    let tmux = Tmux::new(&format!("sig{}", signal.to_lowercase()));
    start_in_shell(&tmux, "--seed 7 --player1 Ada --player2 Ben");
    tmux.wait_for("Ada's turn");
    tmux.send_and_wait_for(&["a", "y"], "Ben's turn");
    kill(&format!("-{signal}"), game_pid(&tmux));
    let screen = tmux.wait_for("game saved in");
    assert!(
        screen.contains(&format!("ended by SIG{signal}")),
        "{screen}"
    );
    wait_for_prompt(&tmux);
    tmux.send(&["echo \"status=$?\"", "Enter"]);
    tmux.wait_for(&format!("status={}", 128 + number));
    assert_sane_terminal(&tmux);
    assert_eq!(tmux.the_saved_game().actions.len(), 1);
    let _ = fs::remove_dir_all(tmux.data_dir());
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn sigquit_restores_the_terminal_and_saves_the_game() {
    // Ended by signal 3: the status a shell gives a process it ended, 128 + 3.
    a_signal_leaves_like_q("QUIT", 3);
}

/// SIGUSR1, whose default would end the process with the terminal left raw, leaves like `q`:
/// the terminal restored, the game saved, and status 138 (128 + 10).
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn sigusr1_restores_the_terminal_and_saves_the_game() {
    a_signal_leaves_like_q("USR1", 10);
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn ctrl_z_gives_the_terminal_back_and_fg_redraws_the_game() {
    let tmux = Tmux::new("ctrlz");
    start_in_shell(&tmux, "--seed 7 --player1 Ada --player2 Ben");
    tmux.wait_for("Ada's turn");
    tmux.send_and_wait_for(&["C-z"], "Stopped");
    assert_sane_terminal(&tmux);
    tmux.send(&["clear; fg", "Enter"]);
    // Redrawn whole, and keys act.
    tmux.wait_for("Ada's turn");
    tmux.send_and_wait_for(&["a", "y"], "Ben's turn");
    tmux.send_and_wait_for(&["q"], "game saved in");
    assert_sane_terminal(&tmux);
    let _ = fs::remove_dir_all(tmux.data_dir());
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn a_signal_after_a_failed_save_leaves_an_emergency_copy() {
    let tmux = Tmux::new("rescue");
    let data = tmux.data_dir();
    start_in_shell(&tmux, "--seed 7 --player1 Ada --player2 Ben");
    tmux.wait_for("Ada's turn");
    // The games folder goes away and a file takes its name: every save there now fails, even
    // as root.
    let games = data.join("games");
    fs::rename(&games, data.join("games.gone")).expect("move the folder");
    fs::write(&games, b"not a folder").expect("a file in its place");
    tmux.send_and_wait_for(&["a", "y"], "Ben's turn");
    kill("-TERM", game_pid(&tmux));
    tmux.wait_for("NOT saved");
    let screen = wait_for_prompt(&tmux);
    let flat = screen.replace('\n', "");
    assert!(flat.contains("ended by SIGTERM"), "{screen}");
    assert!(flat.contains("game NOT saved in"), "{screen}");
    assert!(
        flat.contains(".json: Not a directory (os error 20); "),
        "{screen}"
    );
    assert!(flat.contains("an emergency copy is in"), "{screen}");
    let copies: Vec<_> = fs::read_dir(&data)
        .expect("data dir")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| is_copy(p))
        .collect();
    assert_eq!(copies.len(), 1, "{copies:?}");
    let text = fs::read_to_string(&copies[0]).expect("the copy");
    let (record, _) = patchwork::record::load(&text).expect("a valid record");
    assert_eq!(record.actions.len(), 1);
    let _ = fs::remove_dir_all(&data);
}

fn is_copy(p: &Path) -> bool {
    p.file_name()
        .is_some_and(|n| n.to_string_lossy().starts_with("patchwork-unsaved-"))
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn a_closed_terminal_still_finishes_the_saves() {
    let tmux = Tmux::new("sighup");
    tmux.start("--seed 7 --player1 Ada --player2 Ben", 80, 24);
    tmux.wait_for("Ada's turn");
    tmux.send_and_wait_for(&["a", "y"], "Ben's turn");
    // The terminal goes away (SIGHUP, and every write to it fails).
    tmux.run(&["kill-server"]);
    // The session ends by itself: its lock is given up once the saves are finished.
    let games = tmux.data_dir().join("games");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    while fs::read_dir(&games)
        .expect("games")
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().ends_with(".lock"))
    {
        assert!(std::time::Instant::now() < deadline, "the game never ended");
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
    assert_eq!(tmux.the_saved_game().actions.len(), 1);
    let _ = fs::remove_dir_all(tmux.data_dir());
}

/// `serve --play` ended by a signal gives the host's terminal back (cooked mode, the main
/// screen, the cursor shown) before it says it stopped, and exits with 128 + the signal, as a
/// shell reports a command a signal ended: SIGTERM (143) and SIGUSR1 (138, whose default would
/// end it with the terminal left raw).
#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn serve_play_ended_by_sigterm_restores_the_terminal_and_says_so() {
    for (signal, status) in [("-TERM", 143), ("-USR1", 138)] {
        let tmux = Tmux::new("servesig");
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .and_then(|l| l.local_addr())
            .map(|a| a.port())
            .expect("a free port");
        start_in_shell(
            &tmux,
            &format!("serve --listen 127.0.0.1 --port {port} --play"),
        );
        tmux.wait_for("Open a table");
        kill(signal, game_pid(&tmux));
        let screen = tmux.wait_for("stopped; every table is saved");
        assert!(
            !screen.contains("Open a table"),
            "the menu is gone:\n{screen}"
        );
        wait_for_prompt(&tmux);
        let alternate = tmux.run(&["display-message", "-p", "-t", "game", "#{alternate_on}"]);
        assert_eq!(String::from_utf8_lossy(&alternate.stdout).trim(), "0");
        tmux.send(&["echo \"status=$?\"", "Enter"]);
        tmux.wait_for(&format!("status={status}"));
        assert_sane_terminal(&tmux);
        let _ = fs::remove_dir_all(tmux.data_dir());
    }
}
