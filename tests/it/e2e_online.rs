//! End to end, online: `patchwork serve` on 127.0.0.1 and real OpenSSH clients in tmux. Two
//! players open and join a table and play it to the end while a third person watches; one
//! player's client is killed and comes back; the server is killed with -9 and restarted and the
//! table resumes. Hostile clients send garbage, a huge window, a megabyte of input and 200
//! connections, and the game stays intact. Only loopback addresses; every loop is bounded.

use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::common::tmux::Tmux;

/// A port free on 127.0.0.1 now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A new key pair in `dir` named `name`, for a player.
fn key(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    let out = Command::new("ssh-keygen")
        .args(["-q", "-t", "ed25519", "-N", "", "-f"])
        .arg(&path)
        .output()
        .expect("ssh-keygen runs (.ci/run installs OpenSSH)");
    assert!(out.status.success(), "ssh-keygen: {out:?}");
    path
}

/// The ssh command line of a player with `key` (no known-hosts file: the host key is new).
fn ssh(port: u16, key: &Path, extra: &str) -> String {
    format!(
        "ssh -tt -p {port} -i {} -o IdentitiesOnly=yes -o StrictHostKeyChecking=no \
         -o UserKnownHostsFile=/dev/null -o LogLevel=ERROR {extra} 127.0.0.1",
        key.display()
    )
}

struct Online {
    tmux: Tmux,
    port: u16,
    dir: PathBuf,
}

impl Online {
    fn new(name: &str) -> Self {
        let tmux = Tmux::new(name);
        let dir = tmux.data_dir();
        std::fs::create_dir_all(&dir).expect("the test's folder");
        let online = Self {
            tmux,
            port: free_port(),
            dir,
        };
        online.start_server();
        online
    }

    /// Starts (or restarts) the server in session `game`.
    fn start_server(&self) {
        self.tmux.start(
            &format!("serve --listen 127.0.0.1 --port {}", self.port),
            120,
            10,
        );
        self.tmux.wait_for("host key SHA256:");
    }

    fn server_pid(&self) -> u32 {
        self.tmux.pane_pid()
    }

    /// A session `name` running `command` on a `width` x `height` terminal.
    fn session(&self, name: &str, command: &str, width: u16, height: u16) {
        let (w, h) = (width.to_string(), height.to_string());
        let _ = self.tmux.run(&["kill-session", "-t", name]);
        let out = self.tmux.run(&[
            "new-session",
            "-d",
            "-s",
            name,
            "-x",
            &w,
            "-y",
            &h,
            "-e",
            "LANG=C.UTF-8",
            command,
        ]);
        assert!(out.status.success(), "tmux new-session {name}: {out:?}");
        self.tmux
            .run(&["set-option", "-t", name, "remain-on-exit", "on"]);
    }

    fn send(&self, target: &str, keys: &[&str]) {
        let mut args = vec!["send-keys", "-t", target];
        args.extend_from_slice(keys);
        assert!(self.tmux.run(&args).status.success());
    }

    fn wait(&self, target: &str, text: &str) -> String {
        self.tmux
            .wait_until_in(target, &format!("{text:?} in {target}"), |s| {
                s.contains(text)
            })
    }

    /// Connects `name` with `key` and joins the table `code` from the menu: by its row when
    /// the key holds a seat there (the menu lists it first), else by typing its code.
    fn join(&self, name: &str, key: &Path, code: &str) {
        self.session(name, &ssh(self.port, key, ""), 80, 24);
        let menu = self.wait(name, "Join a table");
        if menu.contains(&format!("Back to table {code}")) {
            self.send(name, &["Enter"]);
        } else {
            self.send(name, &["Down", "Enter"]);
            self.wait(name, "Table code");
            self.send(name, &[code, "Enter"]);
        }
        self.wait(name, "Patch circle");
    }

    fn table_file(&self, code: &str) -> PathBuf {
        self.dir.join(format!("online/tables/{code}.json"))
    }
}

/// The code at the key bar's right end ("table ABCD"), if the screen shows one.
fn code_shown(screen: &str) -> Option<String> {
    screen.split("table ").skip(1).find_map(|s| {
        let c: String = s.chars().take(4).collect();
        (c.len() == 4 && c.chars().all(|c| c.is_ascii_uppercase())).then_some(c)
    })
}

/// Waits for the table's code on `target`'s screen.
fn table_code(online: &Online, target: &str) -> String {
    let screen = online
        .tmux
        .wait_until_in(target, "the table's code", |s| code_shown(s).is_some());
    code_shown(&screen).unwrap_or_default()
}

/// Plays advances only, each player at their own terminal, until `steps` more steps are played
/// or the game is over. Returns whether it is over.
fn advance(online: &Online, steps: usize) -> bool {
    for _ in 0..steps {
        let deadline = Instant::now() + Duration::from_secs(15);
        loop {
            assert!(
                Instant::now() < deadline,
                "no player could move:\n{}\n{}",
                online.tmux.screen_of("a"),
                online.tmux.screen_of("b")
            );
            let a = online.tmux.screen_of("a");
            // The turn line says the game is over ("wins" elsewhere may be "wins a tie").
            let first = a.lines().next().unwrap_or_default();
            if first.contains("Game over") || first.contains("wins") {
                return true;
            }
            let leather = ["a", "b"]
                .into_iter()
                .find(|t| online.tmux.screen_of(t).contains("press Enter to sew it"));
            if let Some(t) = leather {
                // A leather patch won: sewn where the cursor starts (a free cell).
                online.send(t, &["Enter"]);
                online.tmux.wait_until_in(t, "the leather sewn", |s| {
                    !s.contains("press Enter to sew it")
                });
                break;
            }
            let mover = ["a", "b"].into_iter().find(|t| {
                let s = online.tmux.screen_of(t);
                // The key bar offers advancing only to the player whose turn it is.
                s.lines()
                    .last()
                    .is_some_and(|bar| bar.contains(" a advance"))
                    && !s.contains("press Enter to sew it")
            });
            if let Some(t) = mover {
                let before = online.tmux.screen_of(t);
                online.send(t, &["a"]);
                online
                    .tmux
                    .wait_until_in(t, "the advance asked or played", |s| s != before);
                if online.tmux.screen_of(t).contains("(y / n)") {
                    online.send(t, &["y"]);
                }
                online
                    .tmux
                    .wait_until_in(t, "the step taken", |s| !s.contains("(y / n)"));
                break;
            }
            std::thread::sleep(Duration::from_millis(25));
        }
    }
    false
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn e2e_two_players_a_spectator_a_drop_and_a_server_restart() {
    let online = Online::new("online");
    let (ka, kb, kw) = (
        key(&online.dir, "ka"),
        key(&online.dir, "kb"),
        key(&online.dir, "kw"),
    );
    // Ada opens a table.
    online.session("a", &ssh(online.port, &ka, ""), 80, 24);
    online.wait("a", "Open a table");
    online.send("a", &["Enter"]);
    online.wait("a", "Your guest's name");
    online.send(
        "a",
        &[
            "Down", "Down", "Down", "Enter", "BSpace", "BSpace", "BSpace", "BSpace",
        ],
    );
    online.send("a", &["Ada", "Enter", "Down", "Enter"]);
    for _ in 0..5 {
        online.send("a", &["BSpace"]);
    }
    online.send("a", &["Ben", "Enter", "Down", "Enter"]);
    let code = table_code(&online, "a");
    assert!(
        online.table_file(&code).is_file(),
        "the table is saved at once"
    );

    // Ben joins; a third key watches.
    online.join("b", &kb, &code);
    online.join("w", &kw, &code);
    assert!(!advance(&online, 6));

    // Ben's client is killed: Ada sees the seat kept, Ben comes back with the same key.
    let _ = online.tmux.run(&["kill-session", "-t", "b"]);
    online.tmux.wait_until_in("a", "Ada told Ben is away", |s| {
        // Away on Ben's turn, or Ada's own turn (her key bar offers advancing).
        s.contains("waiting for Ben to come back")
            || s.lines()
                .last()
                .is_some_and(|bar| bar.contains(" a advance"))
    });
    online.join("b", &kb, &code);
    assert!(!advance(&online, 4));

    // The server dies with -9 and comes back: the table resumes, every step kept.
    let steps_before = std::fs::read_to_string(online.table_file(&code)).expect("the table");
    crate::common::tmux::kill("-KILL", online.server_pid());
    online.tmux.wait_dead();
    online.start_server();
    online.wait("game", "1 table(s) resumed");
    for (t, k) in [("a", &ka), ("b", &kb), ("w", &kw)] {
        online.join(t, k, &code);
    }
    assert_eq!(
        std::fs::read_to_string(online.table_file(&code)).expect("the table"),
        steps_before,
        "the restart changed nothing"
    );

    // Played to the end; the spectator sees it too.
    assert!(advance(&online, 200), "the game ends");
    online
        .tmux
        .wait_until_in("w", "the spectator sees the end", |s| {
            let first = s.lines().next().unwrap_or_default();
            first.contains("wins") || first.contains("Game over")
        });
    let text = std::fs::read_to_string(online.table_file(&code)).expect("the table");
    let (record, _) = patchwork::record::load(&text).expect("a valid record");
    assert!(record.result.is_some(), "the saved game is finished");
    assert!(
        record.players.iter().all(|p| p
            .remote
            .as_deref()
            .is_some_and(|r| r.starts_with("SHA256:"))),
        "both seats name their key"
    );
    assert_eq!(record.players[0].name, "Ada");
    assert_eq!(record.players[1].name, "Ben");
    let _ = std::fs::remove_dir_all(&online.dir);
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn e2e_hostile_clients_leave_the_game_intact() {
    let online = Online::new("hostile");
    let (ka, kb, kx) = (
        key(&online.dir, "ka"),
        key(&online.dir, "kb"),
        key(&online.dir, "kx"),
    );
    online.session("a", &ssh(online.port, &ka, ""), 80, 24);
    online.wait("a", "Open a table");
    online.send("a", &["Enter"]);
    online.wait("a", "Start the game");
    online.send("a", &["Up", "Enter"]);
    let code = table_code(&online, "a");
    online.join("b", &kb, &code);
    assert!(!advance(&online, 2));
    let before = std::fs::read_to_string(online.table_file(&code)).expect("the table");

    // Commands, subsystems, passwords and forwarding are refused.
    let refused = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "{} -o BatchMode=yes -o ConnectTimeout=5 id; echo status=$?",
            ssh(online.port, &kx, "").replace("-tt ", "-T ")
        ))
        .output()
        .expect("ssh runs");
    assert!(
        !String::from_utf8_lossy(&refused.stdout).contains("uid="),
        "a command ran: {refused:?}"
    );
    let password = Command::new("ssh")
        .args([
            "-p",
            &online.port.to_string(),
            "-o",
            "PreferredAuthentications=password",
            "-o",
            "BatchMode=yes",
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            "UserKnownHostsFile=/dev/null",
            "-o",
            "ConnectTimeout=5",
            "127.0.0.1",
            "true",
        ])
        .output()
        .expect("ssh runs");
    assert!(!password.status.success(), "a password got in");

    // A megabyte of random bytes as keys, from a 10,000-column window.
    online.session(
        "x",
        &format!(
            "sh -c 'stty cols 10000 rows 60 2>/dev/null; head -c 1048576 /dev/urandom | timeout 20 {}; echo done-x; sleep 60'",
            // No escape character: random bytes would otherwise command ssh itself (~. ~^Z).
            ssh(online.port, &kx, "-e none")
        ),
        200,
        30,
    );
    // Garbage typed at the menu of a second hostile client, then it joins the table and types
    // garbage there as a spectator.
    online.session("y", &ssh(online.port, &kx, ""), 80, 24);
    online.wait("y", "Join a table");
    online.send(
        "y",
        &[
            "-l",
            "\u{1b}[999999999;999999999H\u{1b}]0;evil\u{7}\u{1b}[<0;1;1M%%%%",
        ],
    );
    online.join("y", &kx, &code);
    online.send("y", &["-l", "123aaaauuuuyyyy\u{1b}[A\u{1b}\u{1b}[Z"]);

    // 200 connections at once, held and dropped (most are refused at once by the limits).
    let port = online.port;
    let held: Vec<TcpStream> = (0..200)
        .filter_map(|_| TcpStream::connect(("127.0.0.1", port)).ok())
        .collect();
    assert!(!held.is_empty(), "the server took connections");
    drop(held);

    online
        .tmux
        .wait_until_in("x", "the megabyte client ended", |s| s.contains("done-x"));
    // The server is alive, the table is as it was, and the players play on.
    let after = std::fs::read_to_string(online.table_file(&code)).expect("the table");
    assert_eq!(before, after, "hostile clients changed the game");
    assert!(!advance(&online, 2));
    let last = std::fs::read_to_string(online.table_file(&code)).expect("the table");
    let (record, _) = patchwork::record::load(&last).expect("a valid record");
    assert_eq!(record.actions.len(), 4, "two more steps saved");
    let _ = std::fs::remove_dir_all(&online.dir);
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn e2e_the_host_plays_from_the_servers_own_terminal() {
    let tmux = Tmux::new("host");
    let dir = tmux.data_dir();
    std::fs::create_dir_all(&dir).expect("the test's folder");
    let online = Online {
        tmux,
        port: free_port(),
        dir,
    };
    online.tmux.start(
        &format!("serve --listen 127.0.0.1 --port {} --play", online.port),
        80,
        24,
    );
    online.wait("game", "Open a table");
    online.send("game", &["Enter"]);
    online.wait("game", "Start the game");
    online.send("game", &["Up", "Enter"]);
    let code = table_code(&online, "game");
    let kb = key(&online.dir, "kb");
    online.join("b", &kb, &code);
    // One step by whoever moves first, seen on the other terminal.
    let host_moves = online
        .tmux
        .wait_until_in("game", "the host's screen at the table", |s| {
            s.contains("'s turn")
        })
        .lines()
        .last()
        .is_some_and(|bar| bar.contains(" a advance"));
    let (mover, other, name) = if host_moves {
        ("game", "b", "Host")
    } else {
        ("b", "game", "Guest")
    };
    online.send(mover, &["a"]);
    let screen = online
        .tmux
        .wait_until_in(mover, "the advance asked or played", |s| {
            s.contains("(y / n)") || s.contains("1. ")
        });
    if screen.contains("(y / n)") {
        online.send(mover, &["y"]);
    }
    online.wait(other, &format!("1. {name} advanced"));
    // Each guest's language: the user name's, else the LANG its ssh sends.
    online.session("fr", &ssh(online.port, &kb, "-l fr"), 80, 24);
    online.wait("fr", "Rejoindre une table");
    online.session(
        "ru",
        &format!(
            "env LANG=ru_RU.UTF-8 {}",
            ssh(online.port, &kb, "-o SendEnv=LANG")
        ),
        80,
        24,
    );
    online.wait("ru", "Присоединиться к столу");
    // The host leaves the game; the server serves on, and the step is saved.
    online.send("game", &["q"]);
    online.wait("game", "still serving");
    let text = std::fs::read_to_string(online.table_file(&code)).expect("the table");
    let (record, _) = patchwork::record::load(&text).expect("a valid record");
    assert_eq!(record.actions.len(), 1);
    assert!(
        record.players[0]
            .remote
            .as_deref()
            .is_some_and(|r| r.ends_with("(host)")),
        "the host's seat is the host key's"
    );
    let _ = std::fs::remove_dir_all(&online.dir);
}

#[test]
#[ignore = "end-to-end in tmux: run by .ci/run"]
fn e2e_stopping_the_server_gives_every_client_its_terminal_back_and_says_why() {
    let online = Online::new("stop");
    let (ka, kb) = (key(&online.dir, "ka"), key(&online.dir, "kb"));
    // Each client as a shell runs it: the terminal stays after ssh ends, as the player's does.
    let client = |key: &Path| {
        format!(
            "sh -c '{}; echo ssh-ended; sleep 60'",
            ssh(online.port, key, "")
        )
    };
    // One player at a table, one at the menu.
    online.session("a", &client(&ka), 80, 24);
    online.wait("a", "Open a table");
    online.send("a", &["Enter"]);
    online.wait("a", "Start the game");
    online.send("a", &["Up", "Enter"]);
    table_code(&online, "a");
    online.session("b", &client(&kb), 80, 24);
    online.wait("b", "Join a table");
    // The state of a client's terminal as tmux holds it: alternate screen, mouse reports,
    // cursor shown.
    let state = |target: &str| {
        let out = online.tmux.run(&[
            "display-message",
            "-p",
            "-t",
            target,
            "#{alternate_on} #{mouse_any_flag} #{cursor_flag}",
        ]);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    };
    assert_eq!(state("a"), "1 1 0", "the game has the terminal");
    crate::common::tmux::kill("-TERM", online.server_pid());
    for target in ["a", "b"] {
        online.wait(target, "ssh-ended");
        let said = online.tmux.history_of(target);
        assert!(said.contains("the server stopped"), "{target}: {said}");
        assert_eq!(
            state(target),
            "0 0 1",
            "{target}: the main screen, no mouse reports, the cursor shown"
        );
    }
    online.wait("game", "stopped; every table is saved");
    let _ = std::fs::remove_dir_all(&online.dir);
}

/// Persian over SSH (the user name `fa` chooses it): the check screen first, the choice kept
/// for the player's key in `online/display.json`, the menu drawn right to left by the game;
/// the same key connecting again goes straight to the menu.
#[test]
#[ignore = "end-to-end in tmux with OpenSSH: run by .ci/run"]
fn e2e_persian_is_asked_once_per_key() {
    use patchwork::i18n::bidi::{self, Direction, Rendering};
    use patchwork::i18n::{self, Lang};
    let drawn = |text: &str| -> String {
        let chars: Vec<(char, ())> = text.chars().map(|c| (c, ())).collect();
        bidi::line_for(&chars, Direction::Rtl, Rendering::Visual)
            .into_iter()
            .map(|(c, ())| c)
            .collect()
    };
    let fa = |id: &str| i18n::with(Lang::Fa, || i18n::text(id, None));
    let sample = i18n::with(Lang::Fa, || {
        i18n::text_with("display-sample", [("key", i18n::arg("1"))])
    })
    .replace(['\u{2068}', '\u{2069}'], "");
    let online = Online::new("online-persian");
    let ada = key(&online.dir, "ada");
    online.session("a", &ssh(online.port, &ada, "-l fa"), 80, 24);
    online.wait("a", &drawn(&format!("1. {sample}")));
    online.send("a", &["1"]);
    online.wait("a", &drawn(&fa("menu-new-table")));
    let kept = std::fs::read_to_string(online.dir.join("online/display.json")).expect("kept");
    assert!(
        kept.contains("\"key SHA256:") && kept.contains("\"visual\""),
        "{kept}"
    );
    online.send("a", &["q"]);
    online.tmux.wait_until_in("a", "the client gone", |s| {
        !s.contains(&drawn(&fa("menu-new-table")))
    });
    online.session("a", &ssh(online.port, &ada, "-l fa"), 80, 24);
    let screen = online.wait("a", &drawn(&fa("menu-new-table")));
    assert!(
        !screen.contains(&drawn(&format!("1. {sample}"))),
        "{screen}"
    );
    let _ = std::fs::remove_dir_all(&online.dir);
}
