//! End to end: the real binary in tmux, played with send-keys and read with capture-pane.

use std::path::PathBuf;
use std::process::{Command, Output};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// A tmux server of our own (unique socket), killed when dropped, even if the test fails.
pub(crate) struct Tmux {
    pub(crate) socket: String,
}

/// What [`STTY`] prints once `stty -a` has printed everything.
const STTY_DONE: &str = "stty-done";

/// A shell command that prints the terminal's settings, then a marker: waiting for the marker,
/// not for `stty`'s first line, leaves none of its lines still on their way.
pub(crate) const STTY: &str = "stty -a; echo stty-done";

impl Tmux {
    /// A server for the test called `name`, or `None` where tmux is missing (which CI never
    /// allows: `.ci/run` installs it).
    pub(crate) fn new(name: &str) -> Option<Self> {
        if !tmux_present() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "tmux is required for the end-to-end tests in CI (.ci/run installs it)"
            );
            eprintln!("note: tmux not found; skipping the end-to-end test");
            return None;
        }
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        Some(Self {
            socket: format!("patchwork-e2e-{name}-{}-{nanos}", std::process::id()),
        })
    }

    /// This test's own data directory for saved games (a temporary one, never the user's).
    pub(crate) fn data_dir(&self) -> PathBuf {
        std::env::temp_dir().join(&self.socket)
    }

    /// Starts `patchwork ARGS --data-dir DIR` in a session `game` of `width` x `height`, with
    /// colour on; the pane stays after the program ends, so its end can be awaited.
    pub(crate) fn start(&self, args: &str, width: u16, height: u16) {
        self.start_with(&[], args, width, height);
    }

    /// [`Self::start`] with environment variables set for the program (`("LANG", "fr_FR.UTF-8")`).
    pub(crate) fn start_with(&self, vars: &[(&str, &str)], args: &str, width: u16, height: u16) {
        let vars: String = vars.iter().flat_map(|(k, v)| [*k, "=", *v, " "]).collect();
        let command = format!(
            "env {vars}{} {args} --data-dir {}",
            env!("CARGO_BIN_EXE_patchwork"),
            self.data_dir().display()
        );
        let (width, height) = (width.to_string(), height.to_string());
        // A session that is there already gets the program in its pane (a server with no
        // session left exits, and a new one started at that moment can fail).
        let out = if self.run(&["has-session", "-t", "game"]).status.success() {
            self.run(&["resize-window", "-t", "game", "-x", &width, "-y", &height]);
            self.run(&["respawn-pane", "-k", "-t", "game", &command])
        } else {
            self.run(&[
                "new-session",
                "-d",
                "-s",
                "game",
                "-x",
                &width,
                "-y",
                &height,
                "-e",
                "NO_COLOR=",
                &command,
            ])
        };
        assert!(
            out.status.success(),
            "tmux failed to start the game: {out:?}"
        );
        self.run(&["set-option", "-t", "game", "remain-on-exit", "on"]);
    }

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
        self.wait_until(&format!("{text:?}"), |screen| screen.contains(text))
    }

    /// Polls the pane until the whole output of [`STTY`] is on it (its marker on a line of its
    /// own, so a typed command line does not count), and returns the screen.
    pub(crate) fn wait_for_stty(&self) -> String {
        self.wait_until("stty's output and its marker", |screen| {
            screen.lines().any(|l| l.trim() == STTY_DONE)
        })
    }

    /// Polls the pane until `ready` holds for what it shows (a capture may come in the middle of
    /// a redraw), or fails after a bounded wait naming `what`.
    pub(crate) fn wait_until(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let screen = self.screen();
            if ready(&screen) {
                return screen;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; the screen was:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(25));
        }
    }

    /// Polls the pane until `text` appears, for at most `secs` seconds; whether it did.
    pub(crate) fn shows_within(&self, text: &str, secs: u64) -> bool {
        let deadline = Instant::now() + Duration::from_secs(secs);
        while Instant::now() < deadline {
            if self.screen().contains(text) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
        false
    }

    /// The one game saved in this test's data directory, read and checked.
    pub(crate) fn the_saved_game(&self) -> patchwork::record::Record {
        let saved: Vec<_> = std::fs::read_dir(self.data_dir().join("games"))
            .expect("the games folder")
            .filter_map(Result::ok)
            .collect();
        assert_eq!(saved.len(), 1, "one game saved");
        let text = std::fs::read_to_string(saved[0].path()).expect("the save");
        patchwork::record::load(&text)
            .expect("the save is a valid record")
            .0
    }

    /// Waits until the program in the pane has ended, or fails after a bounded wait.
    pub(crate) fn wait_dead(&self) {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let out = self.run(&["display-message", "-p", "-t", "game", "#{pane_dead}"]);
            if String::from_utf8_lossy(&out.stdout).trim() == "1" {
                return;
            }
            assert!(Instant::now() < deadline, "the program did not end");
            std::thread::sleep(Duration::from_millis(25));
        }
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
    let Some(tmux) = Tmux::new("play") else {
        return;
    };
    let data = tmux.data_dir();
    tmux.start("--seed 7 --player1 Ada --player2 Ben", 140, 45);
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
    // Wait for the help to close: a key sent right after Escape would read as Alt+key.
    tmux.wait_until("the help closed", |s| !s.contains("Rules in one screen"));
    // Every step is saved, so q quits at once.
    tmux.send(&["q"]);
    tmux.wait_dead();
    let record = tmux.the_saved_game();
    assert_eq!(record.actions.len(), 2);
    let _ = std::fs::remove_dir_all(&data);
}

/// At 80x24, the most common default terminal: a patch sewn with the mouse (SGR mouse reports,
/// as a terminal sends them), then one sewn in a corner with four keys.
#[test]
fn play_at_80x24_with_the_mouse_and_the_jump_keys() {
    let Some(tmux) = Tmux::new("80x24") else {
        return;
    };
    let data = tmux.data_dir();
    tmux.start("--seed 7 --player1 Ada --player2 Ben", 80, 24);
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
    tmux.wait_dead();
    let record = tmux.the_saved_game();
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
