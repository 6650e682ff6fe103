//! The end-to-end harness: the real binary in tmux, played with send-keys and read with
//! capture-pane. The tests that use it are `#[ignore]`d in a plain `cargo test`; `.ci/run` runs
//! them (`cargo test -- --ignored e2e faults::`), with tmux installed.

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
    /// A server for the test called `name`. Fails where tmux is missing: these tests run only
    /// when asked for (`.ci/run` installs tmux first).
    pub(crate) fn new(name: &str) -> Self {
        assert!(
            tmux_present(),
            "tmux is required for the end-to-end tests (.ci/run installs it)"
        );
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        Self {
            socket: format!("patchwork-e2e-{name}-{}-{nanos}", std::process::id()),
        }
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

    /// What the pane of session `game` shows.
    pub(crate) fn screen(&self) -> String {
        self.screen_of("game")
    }

    /// What the pane `target` (`game`, `game:two`) shows.
    pub(crate) fn screen_of(&self, target: &str) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", target]).stdout)
            .into_owned()
    }

    /// What the pane of `target` shows and what scrolled off its top.
    pub(crate) fn history_of(&self, target: &str) -> String {
        String::from_utf8_lossy(
            &self
                .run(&["capture-pane", "-p", "-S", "-", "-t", target])
                .stdout,
        )
        .into_owned()
    }

    /// The process in the pane of session `game` (the program, or the shell that started it).
    pub(crate) fn pane_pid(&self) -> u32 {
        let out = self.run(&["display-message", "-p", "-t", "game", "#{pane_pid}"]);
        String::from_utf8_lossy(&out.stdout)
            .trim()
            .parse()
            .expect("a pane pid")
    }

    /// Sends `keys`, then waits for `text` on the pane (see [`Self::wait_for`]).
    pub(crate) fn send_and_wait_for(&self, keys: &[&str], text: &str) -> String {
        self.send(keys);
        self.wait_for(text)
    }

    /// Presses `q` and waits for the program to end (a game with nothing unsaved quits at once).
    pub(crate) fn quit(&self) {
        self.send(&["q"]);
        self.wait_dead();
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
        self.wait_until_in("game", what, ready)
    }

    /// [`Self::wait_until`] for the pane `target`.
    pub(crate) fn wait_until_in(
        &self,
        target: &str,
        what: &str,
        ready: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            let screen = self.screen_of(target);
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

fn tmux_present() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Sends `signal` (`-TERM`, `-KILL`) to the process `pid`, which must take it.
pub(crate) fn kill(signal: &str, pid: u32) {
    let status = Command::new("kill")
        .args([signal, &pid.to_string()])
        .status()
        .expect("kill");
    assert!(status.success(), "kill {signal} {pid}");
}
