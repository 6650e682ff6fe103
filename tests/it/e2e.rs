//! End to end: the real binary in tmux, played with send-keys and read with capture-pane.

use std::process::{Command, Output};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// A tmux server of our own (unique socket), killed when dropped, even if the test fails.
pub(crate) struct Tmux {
    pub(crate) socket: String,
}

impl Tmux {
    pub(crate) fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    pub(crate) fn send(&self, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", "game"];
        args.extend_from_slice(keys);
        let out = self.run(&args);
        assert!(out.status.success(), "send-keys {keys:?} failed");
    }

    pub(crate) fn screen(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "game"]).stdout)
            .into_owned()
    }

    /// Polls the pane until `text` appears, or fails after a bounded wait.
    pub(crate) fn wait_for(&self, text: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let screen = self.screen();
            if screen.contains(text) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {text:?}; the screen was:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(25));
        }
    }

    pub(crate) fn alive(&self) -> bool {
        self.run(&["has-session", "-t", "game"]).status.success()
    }
}

impl Drop for Tmux {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
    }
}

pub(crate) fn tmux_present() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn play_a_few_actions_in_tmux() {
    if !tmux_present() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "tmux is required for the end-to-end test in CI (.ci/run installs it)"
        );
        eprintln!("note: tmux not found; skipping the end-to-end test");
        return;
    }
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let tmux = Tmux {
        socket: format!("patchwork-e2e-{}-{nanos}", std::process::id()),
    };
    let bin = env!("CARGO_BIN_EXE_patchwork");
    let data = std::env::temp_dir().join(&tmux.socket);
    let command = format!(
        "{bin} --seed 7 --player1 Ada --player2 Ben --data-dir {}",
        data.display()
    );
    let out = tmux.run(&[
        "new-session",
        "-d",
        "-s",
        "game",
        "-x",
        "140",
        "-y",
        "45",
        "-e",
        "NO_COLOR=",
        &command,
    ]);
    assert!(out.status.success(), "tmux new-session failed: {out:?}");

    tmux.wait_for("Ada's turn");
    tmux.wait_for("Patch circle");
    // Choose the first patch, rotate, flip, move, and sew it.
    tmux.send(&["1"]);
    tmux.wait_for("this spot is legal");
    tmux.send(&["r"]);
    tmux.send(&["f"]);
    tmux.send(&["Right"]);
    tmux.wait_for("▓▓");
    tmux.send(&["Enter"]);
    tmux.wait_for("Ada bought the 5-cell P (patch 12) for 2 buttons and moved 2 spaces");
    tmux.wait_for("Ben's turn: behind on the time board");
    // Ben advances after the confirmation.
    tmux.send(&["a"]);
    tmux.wait_for("Advance to space 3 and take 3 buttons?");
    tmux.send(&["y"]);
    tmux.wait_for("Ben advanced 3 spaces to 3 and took 3 buttons");
    tmux.wait_for("Ada's turn");
    // Help, then quit with the question.
    tmux.send(&["?"]);
    tmux.wait_for("Rules in one screen");
    tmux.send(&["Escape"]);
    tmux.wait_for("choose a patch with 1-3");
    // Every step is saved, so q quits at once.
    tmux.send(&["q"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while tmux.alive() {
        assert!(Instant::now() < deadline, "the game did not quit");
        std::thread::sleep(Duration::from_millis(25));
    }
    let saved: Vec<_> = std::fs::read_dir(data.join("games"))
        .expect("the games folder")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(saved.len(), 1, "one game saved");
    let text = std::fs::read_to_string(saved[0].path()).expect("the save");
    let (record, _) = patchwork::record::load(&text).expect("the save is a valid record");
    assert_eq!(record.actions.len(), 2);
    let _ = std::fs::remove_dir_all(&data);
}

/// At 80x24, the most common default terminal: a patch sewn with the mouse (SGR mouse reports,
/// as a terminal sends them), then one sewn in a corner with four keys.
#[test]
fn play_at_80x24_with_the_mouse_and_the_jump_keys() {
    if !tmux_present() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "tmux is required for the end-to-end test in CI (.ci/run installs it)"
        );
        eprintln!("note: tmux not found; skipping the end-to-end test");
        return;
    }
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let tmux = Tmux {
        socket: format!("patchwork-e2e-80-{}-{nanos}", std::process::id()),
    };
    let bin = env!("CARGO_BIN_EXE_patchwork");
    let data = std::env::temp_dir().join(&tmux.socket);
    let command = format!(
        "{bin} --seed 7 --player1 Ada --player2 Ben --data-dir {}",
        data.display()
    );
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
        &command,
    ]);
    assert!(out.status.success(), "tmux new-session failed: {out:?}");
    tmux.wait_for("Ada's turn");
    let screen = tmux.wait_for("Patch circle");
    assert!(!screen.contains("too small"), "{screen}");

    // SGR mouse reports are 1-based: press and release.
    let click = |x: u16, y: u16| {
        tmux.send(&["-l", &format!("\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m")]);
    };
    // The second patch's entry in the circle (column 50, row 7 on screen).
    click(51, 8);
    tmux.wait_for("Enter sews the patch here");
    // Hover over Ada's cell E5 (column 11, row 8): the ghost follows; a click sews it there.
    tmux.send(&["-l", "\x1b[<35;12;9M"]);
    tmux.wait_for("5 · · · ▓▓▓▓▓▓");
    click(12, 9);
    tmux.wait_for("1. Ada bought the 5-cell N (patch 13)");
    tmux.wait_for("Ben's turn");
    // Ben: choose, jump right, jump down, sew: four keys to the bottom-right corner.
    tmux.send(&["1", "End", "PageDown", "Enter"]);
    tmux.wait_for("2. Ben bought");
    tmux.send(&["q"]);
    let deadline = Instant::now() + Duration::from_secs(10);
    while tmux.alive() {
        assert!(Instant::now() < deadline, "the game did not quit");
        std::thread::sleep(Duration::from_millis(25));
    }
    let saved: Vec<_> = std::fs::read_dir(data.join("games"))
        .expect("the games folder")
        .filter_map(Result::ok)
        .collect();
    let text = std::fs::read_to_string(saved[0].path()).expect("the save");
    let (record, _) = patchwork::record::load(&text).expect("the save is a valid record");
    assert_eq!(record.actions.len(), 2);
    let history = patchwork::history::History::from_record(&record).expect("replays");
    let game = history.history.current();
    let ben = game.player(patchwork::rules::Player::Two).quilt;
    assert!(
        ben.cells().any(|c| c.row == 8) && ben.cells().any(|c| c.col == 8),
        "Ben's patch is in the bottom-right corner"
    );
    let ada = game.player(patchwork::rules::Player::One).quilt;
    assert!(
        ada.contains(patchwork::rules::Cell::new(4, 4)),
        "Ada's patch is under the pointer"
    );
    let _ = std::fs::remove_dir_all(&data);
}
