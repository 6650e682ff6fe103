//! Online play measured: `patchwork serve` on 127.0.0.1 and scripted SSH clients (russh's
//! client, one key each, every 8 clients from their own loopback address). It prints:
//! - the time from a player's last key of a step to the step's words on the other player's
//!   screen, on one quiet table and across 100 tables played at once;
//! - the server's memory (`VmRSS`) idle, with 200 connections at the menu, and with 100 tables;
//! - whether every step of the 100 tables reached their saved games (none dropped).
//!
//! Not a criterion bench: it measures a whole server under a scripted load. Run it with
//! `cargo bench --bench online`. It talks only to 127.0.0.0/8 and every wait is bounded.

// Figures printed in MiB and milliseconds: far below f64's exact range.
#![allow(clippy::cast_precision_loss)]

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use russh::client;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg};
use tokio::sync::Notify;

const TABLES: usize = 100;
const STEPS: usize = 12;
const WAIT: Duration = Duration::from_secs(30);

struct Quiet;

impl client::Handler for Quiet {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// One scripted player: what its screen received, as text without escape sequences.
struct Player {
    channel: russh::ChannelWriteHalf<client::Msg>,
    screen: Arc<Mutex<vt100::Parser>>,
    news: Arc<Notify>,
    _handle: client::Handle<Quiet>,
}

impl Player {
    async fn connect(port: u16, n: usize) -> Self {
        let source = IpAddr::V4(Ipv4Addr::new(127, 0, 1, (n / 8 + 1) as u8));
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket
            .bind(SocketAddr::new(source, 0))
            .expect("a loopback source address");
        let stream = socket
            .connect(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port))
            .await
            .expect("the server takes the connection");
        stream.set_nodelay(true).expect("nodelay");
        let config = Arc::new(client::Config::default());
        let mut handle = client::connect_stream(config, stream, Quiet)
            .await
            .expect("SSH");
        let key =
            PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).expect("a key");
        let auth = handle
            .authenticate_publickey("bench", PrivateKeyWithHashAlg::new(Arc::new(key), None))
            .await
            .expect("authentication");
        assert!(auth.success(), "the key was refused");
        let channel = handle.channel_open_session().await.expect("a session");
        channel
            .request_pty(false, "xterm", 100, 30, 0, 0, &[])
            .await
            .expect("a pty");
        channel.request_shell(false).await.expect("a shell");
        let (mut read, write) = channel.split();
        // The client's terminal: what it shows, as a terminal would.
        let size = |n: u16| std::num::NonZeroU16::new(n).expect("a size");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(size(30), size(100), 0)));
        let news = Arc::new(Notify::new());
        let (t, w) = (Arc::clone(&screen), Arc::clone(&news));
        tokio::spawn(async move {
            while let Some(msg) = read.wait().await {
                if let russh::ChannelMsg::Data { data } = msg {
                    t.lock().expect("screen").process(&data);
                    w.notify_waiters();
                }
            }
        });
        Self {
            channel: write,
            screen,
            news,
            _handle: handle,
        }
    }

    async fn send(&self, keys: &str) {
        self.channel
            .data_bytes(keys.as_bytes().to_vec())
            .await
            .expect("keys sent");
    }

    /// What the screen shows now.
    fn contents(&self) -> String {
        self.screen.lock().expect("screen").screen().contents()
    }

    /// Waits until the screen shows one of `needles`; which one.
    async fn wait_for(&self, needles: &[&str]) -> usize {
        let deadline = Instant::now() + WAIT;
        loop {
            let notified = self.news.notified();
            let shown = self.contents();
            if let Some(i) = needles.iter().position(|n| shown.contains(n)) {
                return i;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "waited too long for {needles:?}; the screen was:\n{shown}"
            );
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }
}

/// A table: its host (moves first) and guest, and its code.
async fn table(port: u16, n: usize) -> (Player, Player, String) {
    let host = Player::connect(port, 2 * n).await;
    let guest = Player::connect(port, 2 * n + 1).await;
    host.wait_for(&["Join a table"]).await;
    // Open a table: the seat row set to "you move first", then down to Start.
    host.send("\r").await;
    host.wait_for(&["Start the game"]).await;
    host.send("\x1b[B\x1b[B\x1b[C\x1b[B\x1b[B\x1b[B\r").await;
    // The code at the key bar's right end: "table ABCD".
    host.wait_for(&["Patch circle"]).await;
    let code: String = host
        .contents()
        .split("table ")
        .skip(1)
        .find_map(|s| {
            let c: String = s.chars().take(4).collect();
            (c.len() == 4 && c.chars().all(|c| c.is_ascii_uppercase())).then_some(c)
        })
        .expect("the table's code");
    guest.wait_for(&["Join a table"]).await;
    guest.send("\x1b[B\r").await;
    guest.wait_for(&["Table code"]).await;
    guest.send(&format!("{code}\r")).await;
    guest.wait_for(&["Patch circle"]).await;
    (host, guest, code)
}

/// Plays `steps` advances, host first (advancing only, the players alternate), and returns the
/// time of each from the mover's last key to the step's words on the other screen.
async fn play(host: &Player, guest: &Player, steps: usize) -> Vec<Duration> {
    let mut times = Vec::new();
    for i in 0..steps {
        let (mover, other, name) = if i % 2 == 0 {
            (host, guest, "Host")
        } else {
            (guest, host, "Guest")
        };
        // The move history's line of this step, numbered: no older line has its number.
        let n = i + 1;
        let (advanced, leather, sewed) = (
            format!("{n}. {name} advanced"),
            format!("{n}. {name} won a leather"),
            format!("{n}. {name} sewed"),
        );
        mover.send("a").await;
        // The question on the mover's screen, or (when advancing is the only legal step, played
        // at once) the step on the other's.
        let news = [leather.as_str(), advanced.as_str()];
        let start = tokio::select! {
            _ = mover.wait_for(&["(y / n)"]) => {
                let start = Instant::now();
                mover.send("y").await;
                start
            }
            _ = other.wait_for(&news) => Instant::now(),
        };
        // A leather patch won on the way is sewn where the cursor starts.
        if other.wait_for(&news).await == 0 {
            mover.wait_for(&["sew it"]).await;
            let start = Instant::now();
            mover.send("\r").await;
            other.wait_for(&[&sewed]).await;
            times.push(start.elapsed());
        } else {
            times.push(start.elapsed());
        }
    }
    times
}

fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

fn summary(name: &str, times: &mut [Duration]) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{name}: {} steps, median {:.1} ms, 95th percentile {:.1} ms, largest {:.1} ms",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.95).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3,
    );
}

struct Server(Child, PathBuf);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
        let _ = std::fs::remove_dir_all(&self.1);
    }
}

fn start_server(dir: &Path) -> (Server, u16) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    let child = Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .arg("--data-dir")
        .arg(dir)
        .args([
            "serve",
            "--listen",
            "127.0.0.1",
            "--port",
            &port.to_string(),
        ])
        .args(["--max-connections", "1024", "--max-tables", "512"])
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("the server starts");
    let deadline = Instant::now() + WAIT;
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the server did not listen");
        std::thread::sleep(Duration::from_millis(20));
    }
    (Server(child, dir.to_path_buf()), port)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let dir = std::env::temp_dir().join(format!("patchwork-bench-online-{}", std::process::id()));
    let (server, port) = start_server(&dir);
    let pid = server.0.id();
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    runtime.block_on(async {
        let idle = rss_kib(pid);
        println!("server memory, idle: {:.1} MiB", idle as f64 / 1024.0);

        // One quiet table.
        let (host, guest, _) = table(port, 0).await;
        let mut quiet = play(&host, &guest, 20).await;
        summary("one table", &mut quiet);
        drop((host, guest));
        tokio::time::sleep(Duration::from_millis(500)).await;

        // 200 connections at the menu, then 100 tables played at once.
        let before = rss_kib(pid);
        let mut tasks = Vec::new();
        for n in 1..=TABLES {
            tasks.push(tokio::spawn(table(port, n)));
        }
        let mut tables = Vec::new();
        for t in tasks {
            tables.push(t.await.expect("a table"));
        }
        let with_tables = rss_kib(pid);
        println!(
            "server memory with {} connections at {TABLES} tables: {:.1} MiB ({:.1} KiB a connection, tables included)",
            2 * TABLES,
            with_tables as f64 / 1024.0,
            with_tables.saturating_sub(before) as f64 / (2 * TABLES) as f64,
        );
        let started = Instant::now();
        let tables = Arc::new(tables);
        let mut plays = Vec::new();
        for i in 0..TABLES {
            let tables = Arc::clone(&tables);
            plays.push(tokio::spawn(async move {
                let (host, guest, _) = &tables[i];
                play(host, guest, STEPS).await
            }));
        }
        let mut all = Vec::new();
        for p in plays {
            all.extend(p.await.expect("a table played"));
        }
        let wall = started.elapsed();
        summary(&format!("{TABLES} tables at once"), &mut all);
        println!(
            "{TABLES} tables x {STEPS} steps in {:.1} s; server memory {:.1} MiB",
            wall.as_secs_f64(),
            rss_kib(pid) as f64 / 1024.0
        );
        // Every step reached its table's saved game.
        let mut dropped = 0;
        for (_, _, code) in tables.iter() {
            let path = dir.join(format!("online/tables/{code}.json"));
            let text = std::fs::read_to_string(&path).expect("the table's game");
            let (record, _) = patchwork::record::load(&text).expect("a valid record");
            dropped += STEPS.saturating_sub(record.actions.len());
        }
        println!("steps missing from the saved games: {dropped}");
        assert_eq!(dropped, 0, "a step was dropped");
    });
    drop(server);
}
