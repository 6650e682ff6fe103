//! The SSH server in-process: `online::Server` bound to 127.0.0.1 in the test's own runtime,
//! russh's client against it, and one test per limit, each set tiny, showing which limit
//! refused what: the time to log in, the idle time, the input rate, the connections per address
//! and in all, and the wrong table codes. Every wait is bounded; no test measures time.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::num::NonZeroU16;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use patchwork::i18n::Lang;
use patchwork::online::{Limits, ServeOptions, Server};
use russh::client;
use russh::keys::{PrivateKey, PrivateKeyWithHashAlg};
use tokio::io::AsyncReadExt;
use tokio::sync::Notify;

/// The longest any step of a test waits (a bound, never a measure).
const WAIT: Duration = Duration::from_secs(20);

/// Runs `test` against a server with `limits` on 127.0.0.1, in a runtime of its own; the server
/// stops once the test is done.
fn with_server<F, T>(limits: Limits, test: impl FnOnce(SocketAddr) -> F)
where
    F: std::future::Future<Output = T>,
{
    let dir = tempfile::tempdir().expect("a folder");
    let options = ServeOptions {
        listen: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        dir: dir.path().to_path_buf(),
        authorized_keys: None,
        lang: Lang::En,
        limits,
        play: false,
        no_color: true,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let (server, faults) = Server::bind(&options).await.expect("the server starts");
        assert!(faults.is_empty());
        let address = server.local_addr().expect("its address");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let serving = tokio::spawn(server.serve(async {
            let _ = stopped.await;
        }));
        tokio::time::timeout(WAIT * 3, test(address))
            .await
            .expect("the test ends");
        let _ = stop.send(());
        serving.await.expect("the server stops");
    });
}

/// A client that trusts the test server's key and keeps what the server said when it
/// disconnected.
struct Client {
    said: Arc<Mutex<Option<String>>>,
    gone: Arc<Notify>,
}

impl client::Handler for Client {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }

    async fn disconnected(
        &mut self,
        reason: client::DisconnectReason<Self::Error>,
    ) -> Result<(), Self::Error> {
        if let client::DisconnectReason::ReceivedDisconnect(info) = reason {
            *self.said.lock().expect("said") = Some(info.message);
        }
        self.gone.notify_one();
        Ok(())
    }
}

/// A TCP connection to `address` from the loopback address `from`.
async fn socket(address: SocketAddr, from: Ipv4Addr) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
    socket
        .bind(SocketAddr::new(IpAddr::V4(from), 0))
        .expect("a loopback source address");
    socket.connect(address).await.expect("the server takes it")
}

/// What a connection from `from` that says nothing hears before the server closes it.
async fn until_closed(address: SocketAddr, from: Ipv4Addr) -> Vec<u8> {
    let mut silent = socket(address, from).await;
    let mut heard = Vec::new();
    tokio::time::timeout(WAIT, silent.read_to_end(&mut heard))
        .await
        .expect("the server closes it")
        .expect("read");
    heard
}

/// An SSH session with `address` from `from`, not logged in: its handle, what the server said
/// on disconnecting, and a notice of the disconnection.
async fn session(
    address: SocketAddr,
    from: Ipv4Addr,
) -> (
    client::Handle<Client>,
    Arc<Mutex<Option<String>>>,
    Arc<Notify>,
) {
    let said = Arc::new(Mutex::new(None));
    let gone = Arc::new(Notify::new());
    let handler = Client {
        said: Arc::clone(&said),
        gone: Arc::clone(&gone),
    };
    let stream = socket(address, from).await;
    let handle = client::connect_stream(Arc::new(client::Config::default()), stream, handler)
        .await
        .expect("the key exchange");
    (handle, said, gone)
}

/// A person playing through SSH: what their terminal shows.
struct Player {
    channel: russh::ChannelWriteHalf<client::Msg>,
    screen: Arc<Mutex<vt100::Parser>>,
    news: Arc<Notify>,
    ended: Arc<Mutex<bool>>,
    _handle: client::Handle<Client>,
}

impl Player {
    /// Logs in from `from` with a new key, asks for a terminal and the game.
    async fn connect(address: SocketAddr, from: Ipv4Addr) -> Self {
        let (mut handle, _, _) = session(address, from).await;
        let key =
            PrivateKey::random(&mut rand::rng(), russh::keys::Algorithm::Ed25519).expect("a key");
        let auth = handle
            .authenticate_publickey("test", PrivateKeyWithHashAlg::new(Arc::new(key), None))
            .await
            .expect("authentication");
        assert!(auth.success(), "the key was refused");
        let channel = handle.channel_open_session().await.expect("a session");
        channel
            .request_pty(false, "xterm", 100, 30, 0, 0, &[])
            .await
            .expect("a terminal");
        channel.request_shell(false).await.expect("the game");
        let (mut read, write) = channel.split();
        let size = |n: u16| NonZeroU16::new(n).expect("a size");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(size(30), size(100), 0)));
        let news = Arc::new(Notify::new());
        let ended = Arc::new(Mutex::new(false));
        let (s, n, e) = (Arc::clone(&screen), Arc::clone(&news), Arc::clone(&ended));
        tokio::spawn(async move {
            while let Some(msg) = read.wait().await {
                match msg {
                    russh::ChannelMsg::Data { data } => s.lock().expect("screen").process(&data),
                    russh::ChannelMsg::Eof | russh::ChannelMsg::Close => {
                        *e.lock().expect("ended") = true;
                    }
                    _ => {}
                }
                n.notify_waiters();
            }
            *e.lock().expect("ended") = true;
            n.notify_waiters();
        });
        Self {
            channel: write,
            screen,
            news,
            ended,
            _handle: handle,
        }
    }

    async fn send(&self, bytes: &str) {
        self.channel
            .data_bytes(bytes.as_bytes().to_vec())
            .await
            .expect("bytes sent");
    }

    fn contents(&self) -> String {
        self.screen.lock().expect("screen").screen().contents()
    }

    /// Waits until `ready` holds of the screen (or the session's end); the screen.
    async fn wait_until(&self, what: &str, ready: impl Fn(&str, bool) -> bool) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let notified = self.news.notified();
            let shown = self.contents();
            if ready(&shown, *self.ended.lock().expect("ended")) {
                return shown;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "{what} never came; the screen was:\n{shown}"
            );
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    async fn wait_for(&self, text: &str) -> String {
        self.wait_until(text, |s, _| s.contains(text)).await
    }
}

/// The limits of a server that lets everything through but what a test sets.
fn roomy() -> Limits {
    Limits::default()
}

#[test]
fn the_login_time_closes_a_connection_that_does_not_log_in() {
    let limits = Limits {
        login: Duration::from_millis(300),
        ..roomy()
    };
    with_server(limits, |address| async move {
        // Past the key exchange, never logged in: told why, and closed.
        let (_handle, said, gone) = session(address, Ipv4Addr::LOCALHOST).await;
        tokio::time::timeout(WAIT, gone.notified())
            .await
            .expect("the server closes it");
        assert_eq!(
            said.lock().expect("said").as_deref(),
            Some("login took too long")
        );
        // A socket that never even says its version: closed too, after the server's banner.
        let heard = until_closed(address, Ipv4Addr::LOCALHOST).await;
        assert!(heard.starts_with(b"SSH-2.0-"), "{heard:?}");
        // A player who logs in in time plays.
        let player = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        player.wait_for("Open a table").await;
    });
}

#[test]
fn the_idle_time_ends_a_game_with_no_key_and_says_why() {
    let limits = Limits {
        idle: Duration::from_millis(300),
        ..roomy()
    };
    with_server(limits, |address| async move {
        let player = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        player.wait_for("Open a table").await;
        let end = player
            .wait_until("the idle connection's end", |s, ended| {
                ended && s.contains("no key for a long while")
            })
            .await;
        let screen = player.screen.lock().expect("screen");
        assert!(
            !screen.screen().alternate_screen() && !screen.screen().hide_cursor(),
            "the terminal given back: {end}"
        );
    });
}

#[test]
fn the_input_rate_drops_what_comes_past_the_bytes_of_a_second() {
    let limits = Limits {
        input_per_second: 16,
        ..roomy()
    };
    with_server(limits, |address| async move {
        let player = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        player.wait_for("Join a table").await;
        // One packet of 39 bytes, the connection's first: Down and Enter (the code's page), a
        // code, a space and 30 letters of a name. The second's 16 bytes take the keys up to
        // the name's seventh letter; the rest are dropped.
        let letters: String = ('a'..='z').chain('0'..='3').collect();
        player.send(&format!("\x1b[B\rABCD {letters}")).await;
        // A key of a later second comes after them, whatever was drawn in between: sent until
        // one is taken (each one sent in the spent second is dropped too).
        let deadline = Instant::now() + WAIT;
        loop {
            player.send("Z").await;
            let notified = player.news.notified();
            if player.contents().contains("ABCD abcdefgZ") {
                break;
            }
            assert!(
                Instant::now() < deadline && !player.contents().contains("abcdefgh"),
                "more than the second's bytes were taken:\n{}",
                player.contents()
            );
            let _ = tokio::time::timeout(Duration::from_millis(100), notified).await;
        }
    });
}

#[test]
fn the_connections_of_one_address_are_bounded_and_other_addresses_still_get_in() {
    let limits = Limits {
        per_address: 1,
        ..roomy()
    };
    with_server(limits, |address| async move {
        let first = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        first.wait_for("Open a table").await;
        // A second connection from the same address: closed before a byte is sent.
        let heard = until_closed(address, Ipv4Addr::LOCALHOST).await;
        assert!(heard.is_empty(), "the server spoke: {heard:?}");
        // Another address gets in.
        let other = Player::connect(address, Ipv4Addr::new(127, 0, 0, 2)).await;
        other.wait_for("Open a table").await;
    });
}

#[test]
fn the_connections_in_all_are_bounded() {
    let limits = Limits {
        connections: 1,
        ..roomy()
    };
    with_server(limits, |address| async move {
        let first = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        first.wait_for("Open a table").await;
        let heard = until_closed(address, Ipv4Addr::new(127, 0, 0, 3)).await;
        assert!(heard.is_empty(), "the server spoke: {heard:?}");
    });
}

#[test]
fn wrong_table_codes_past_the_free_ones_make_the_next_try_wait() {
    let limits = Limits {
        free_code_tries: 1,
        ..roomy()
    };
    with_server(limits, |address| async move {
        let player = Player::connect(address, Ipv4Addr::LOCALHOST).await;
        player.wait_for("Join a table").await;
        player.send("\x1b[B\r").await;
        player.wait_for("Table code").await;
        player.send("ZZZZ\r").await;
        player.wait_for("no table has the code ZZZZ").await;
        // The next tries wait (each wrong one doubles the wait, so a slow machine still sees it).
        let mut slowed = false;
        for _ in 0..4 {
            player.send("\x1b[B\r").await;
            player.wait_for("Table code").await;
            player.send("ZZZZ\r").await;
            let shown = player
                .wait_until("an answer", |s, _| {
                    s.contains("wrong codes: wait") || s.contains("no table has the code")
                })
                .await;
            if shown.contains("wrong codes: wait") {
                slowed = true;
                break;
            }
        }
        assert!(slowed, "{}", player.contents());
    });
}
