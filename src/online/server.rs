//! The SSH server of `patchwork serve` (russh, with ring's crypto). Its host key is made once in
//! the data directory. Any key gets in, known by its fingerprint, unless `--authorized-keys`
//! names the keys that do; without that list, a client with no key comes in as "no key". Each
//! connection has one interactive session, whose shell is the game; everything else is
//! refused. Limits: connections at once (in all and per address), the
//! time to log in, input bytes a second, window sizes, idle connections. When the server stops,
//! every connected person's game ends first: their terminal is given back, saying why.

use std::collections::{HashMap, HashSet};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use russh::keys::HashAlg;
use russh::server::{Auth, Config, Handler, Msg, Session};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};

mod slot;

use slot::Slot;

use super::Limits;
use super::client::{self, Connection, Sends};
use super::input::{Decoder, Input as Key};
use super::keys;
use super::lobby::{Lobby, NO_KEY};
use super::screen::Sink;
use crate::i18n::Lang;
use crate::text::Shown;
use crate::tui::Msg as AppMsg;
use crate::tui::event_loop::{End, Input};
use crate::tui::theme::Theme;

/// The longest environment value read from a client (`LANG`).
const MAX_ENV: usize = 64;
/// What a window change costs of a connection's input budget, in bytes.
const RESIZE_COST: usize = 256;
/// Frames queued for a client before the next is dropped (it is then drawn whole).
const FRAMES_QUEUED: usize = 16;

/// How `patchwork serve` runs.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The address to listen on.
    pub listen: IpAddr,
    /// The port.
    pub port: u16,
    /// The folder of the server's host key and its tables (`online` in the data directory).
    pub dir: PathBuf,
    /// Only these keys get in (an OpenSSH `authorized_keys` file), when given.
    pub authorized_keys: Option<PathBuf>,
    /// The language of a client that names none (`LANG` sent by `ssh`, or a user name that is a
    /// language code: `ssh fr@host`).
    pub lang: Lang,
    /// The limits.
    pub limits: Limits,
    /// Whether the host also plays from this terminal (its own seat, like a guest's).
    pub play: bool,
    /// Whether this terminal is to have no colour (`NO_COLOR`), for the host's seat.
    pub no_color: bool,
}

/// What every connection shares.
struct Shared {
    lobby: Arc<Lobby>,
    limits: Limits,
    authorized: Option<HashSet<String>>,
    lang: Lang,
    next_id: AtomicU64,
    /// Connections open, by address.
    open: Mutex<HashMap<IpAddr, usize>>,
    /// The inputs of every game being played, by connection: told when the server stops.
    games: Mutex<HashMap<u64, Sends>>,
    /// Held by each game's writer until its client's terminal is given back; the server's own
    /// copy is dropped when it stops, and the last one gone says every client was told.
    playing: Mutex<Option<tokio::sync::mpsc::Sender<()>>>,
    /// Held by each connection until it ends; the server's own copy is dropped when it stops,
    /// and the last one gone says every session wrote its last bytes and closed.
    connected: Mutex<Option<tokio::sync::mpsc::Sender<()>>>,
}

/// A server bound to its address, not serving yet (see [`Server::serve`]).
pub struct Server {
    shared: Arc<Shared>,
    config: Arc<Config>,
    listener: tokio::net::TcpListener,
    fingerprint: String,
    /// Heard once every game's writer is gone.
    played: tokio::sync::mpsc::Receiver<()>,
    /// Heard once every connection is gone.
    disconnected: tokio::sync::mpsc::Receiver<()>,
}

/// How long a stopping server waits for its clients' terminals to be given back.
const GIVE_BACK_WAIT: Duration = Duration::from_secs(3);

/// Runs the server until SIGINT, SIGTERM or SIGHUP; prints the host key's fingerprint and where
/// it listens. The status: 128 + the signal's number after a signal (130 for SIGINT, 143 for
/// SIGTERM, 129 for SIGHUP), as a shell reports a command a signal ended; 1 when it cannot
/// start.
pub fn serve(options: &ServeOptions) -> ExitCode {
    match start(options) {
        Ok(signal) => ExitCode::from(128 + signal),
        Err(why) => {
            eprintln!("patchwork serve: {why}");
            ExitCode::FAILURE
        }
    }
}

/// Serves until a signal; returns its number.
fn start(options: &ServeOptions) -> Result<u8, String> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let signal = runtime.block_on(async move {
        let (server, faults) = Server::bind(options).await?;
        for fault in faults {
            eprintln!(
                "patchwork serve: a table could not be read back, and is left as it is: {fault}"
            );
        }
        let bound = server.local_addr().map_err(|e| e.to_string())?;
        println!("patchwork serve: listening on {bound}");
        println!("patchwork serve: host key {}", server.fingerprint);
        println!(
            "patchwork serve: {} table(s) resumed; players join with: ssh -p {} HOST",
            server.shared.lobby.len(),
            bound.port()
        );
        // The host's seat: this terminal, a client like any other, known by the host key.
        let host = options.play.then(|| {
            super::host::Host::spawn(
                Arc::clone(&server.shared.lobby),
                server.shared.limits.clone(),
                format!("{} (host)", server.fingerprint),
                options.lang,
                &Theme::pick(options.no_color),
            )
        });
        let (tx, rx) = tokio::sync::oneshot::channel();
        let stop = async move {
            let _ = tx.send(stop_signal().await);
        };
        server.serve(stop).await;
        // The host's terminal is given back before anything more is said.
        if let Some(host) = host {
            host.end();
        }
        println!("patchwork serve: stopped; every table is saved and resumes at the next start");
        Ok::<u8, String>(rx.await.unwrap_or(2))
    })?;
    // Whatever is left (a client that never read its last frame) ends with the process.
    runtime.shutdown_timeout(Duration::from_secs(1));
    Ok(signal)
}

impl Server {
    /// Makes the server of `options` and binds its address (run within a tokio runtime): the
    /// data folder, the host key (made the first time), the keys let in, and the tables
    /// resumed. Returns the server and, for each table that could not be read back, why.
    ///
    /// # Errors
    /// What stops it from starting, in words: a folder, a key, the address.
    pub async fn bind(options: &ServeOptions) -> Result<(Self, Vec<String>), String> {
        std::fs::create_dir_all(&options.dir)
            .map_err(|e| format!("{}: {e}", Shown::path(&options.dir)))?;
        // What a server killed while writing its host key left.
        crate::files::sweep_temps(&options.dir, |name| name == "host_ed25519");
        let key = keys::host_key(&options.dir.join("host_ed25519"))?;
        let authorized = match &options.authorized_keys {
            Some(path) => Some(keys::authorized_keys(path)?),
            None => None,
        };
        let tables = options.dir.join("tables");
        let (lobby, faults) = Lobby::open(&tables, options.limits.tables)
            .map_err(|e| format!("{}: {e}", Shown::path(&tables)))?;
        let fingerprint = key.public_key().fingerprint(HashAlg::Sha256).to_string();
        let methods: &[MethodKind] = if authorized.is_some() {
            &[MethodKind::PublicKey]
        } else {
            &[MethodKind::PublicKey, MethodKind::KeyboardInteractive]
        };
        let config = Arc::new(Config {
            methods: MethodSet::from(methods),
            auth_rejection_time: Duration::from_millis(500),
            auth_rejection_time_initial: Some(Duration::ZERO),
            keys: vec![key],
            inactivity_timeout: Some(options.limits.idle + Duration::from_secs(60)),
            keepalive_interval: Some(Duration::from_secs(30)),
            max_auth_attempts: 6,
            nodelay: true,
            ..Config::default()
        });
        let (playing, played) = tokio::sync::mpsc::channel(1);
        let (connected, disconnected) = tokio::sync::mpsc::channel(1);
        let shared = Arc::new(Shared {
            lobby: Arc::new(lobby),
            limits: options.limits.clone(),
            authorized,
            lang: options.lang,
            next_id: AtomicU64::new(1),
            open: Mutex::new(HashMap::new()),
            games: Mutex::new(HashMap::new()),
            playing: Mutex::new(Some(playing)),
            connected: Mutex::new(Some(connected)),
        });
        let address = SocketAddr::new(options.listen, options.port);
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| format!("cannot listen on {address}: {e}"))?;
        Ok((
            Self {
                shared,
                config,
                listener,
                fingerprint,
                played,
                disconnected,
            },
            faults,
        ))
    }

    /// The address it listens on.
    ///
    /// # Errors
    /// The system's, reading the socket's address.
    pub fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.listener.local_addr()
    }

    /// The host key's fingerprint (`SHA256:...`).
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// Serves until `stop` resolves; then ends every game being played (each client's terminal
    /// given back, saying the server stopped) and waits a few seconds at most for the last
    /// frames to leave. Every table is saved after each step already.
    pub async fn serve(mut self, stop: impl std::future::Future<Output = ()>) {
        tokio::pin!(stop);
        loop {
            tokio::select! {
                () = &mut stop => break,
                accepted = self.listener.accept() => {
                    let Ok((socket, peer)) = accepted else { continue };
                    // Each frame goes out at once (russh sets this only on sockets it accepts).
                    let _ = socket.set_nodelay(true);
                    let Some(slot) = Slot::take(&self.shared, peer.ip()) else {
                        // Over the limits: closed at once, before a byte is read.
                        drop(socket);
                        continue;
                    };
                    let shared = Arc::clone(&self.shared);
                    let config = Arc::clone(&self.config);
                    tokio::spawn(async move {
                        connection(shared, config, socket, peer, slot).await;
                    });
                }
            }
        }
        drop(self.listener);
        // Every game told; their writers hold the last copies of `playing`.
        self.shared.playing_done();
        for game in lock(&self.shared.games).values() {
            let _ = game.send(Input::End(End::ServerStops));
        }
        let _ = tokio::time::timeout(GIVE_BACK_WAIT, self.played.recv()).await;
        // A writer's last bytes are handed to its session, which writes them and closes: wait
        // for the sessions too, or the process could end with the words still queued.
        lock(&self.shared.connected).take();
        let _ = tokio::time::timeout(GIVE_BACK_WAIT, self.disconnected.recv()).await;
    }
}

impl Shared {
    /// Drops the server's own copy of the games' token (see [`Shared::playing`]).
    fn playing_done(&self) {
        lock(&self.playing).take();
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

async fn connection(
    shared: Arc<Shared>,
    config: Arc<Config>,
    socket: tokio::net::TcpStream,
    peer: SocketAddr,
    slot: Slot,
) {
    let playing = Arc::new(AtomicBool::new(false));
    let handler = Client {
        id: shared.next_id.fetch_add(1, Ordering::SeqCst),
        address: peer.ip(),
        shared: Arc::clone(&shared),
        identity: None,
        user_lang: None,
        env_lang: None,
        no_color: false,
        channel: None,
        size: (80, 24),
        inputs: None,
        decoder: Decoder::default(),
        budget: Budget::new(Instant::now()),
        last_key: Arc::new(Mutex::new(Instant::now())),
        playing: Arc::clone(&playing),
    };
    let login = shared.limits.login;
    let started = Instant::now();
    // A second handle on the socket, to shut it whatever the session is waiting for (a client
    // silent in the key exchange is read by nobody, so a disconnect message would wait).
    let Some((socket, killer)) = socket
        .into_std()
        .and_then(|s| Ok((s.try_clone()?, s)))
        .and_then(|(s, killer)| Ok((tokio::net::TcpStream::from_std(s)?, killer)))
        .ok()
    else {
        return;
    };
    // The client's version line and the key exchange within the login time too: a socket
    // that sends nothing holds its address's slot no longer than that.
    let Ok(Ok(session)) =
        tokio::time::timeout(login, russh::server::run_stream(config, socket, handler)).await
    else {
        return;
    };
    let handle = session.handle();
    let deadline = async move {
        tokio::time::sleep(login.saturating_sub(started.elapsed())).await;
        // Logged in and playing by then: a connection that logged in and asked for no game
        // (`ssh -N`) holds a slot no longer than one that never logged in.
        if playing.load(Ordering::SeqCst) {
            return std::future::pending().await;
        }
        // Said if the session still reads, and the session given a second to send it and end
        // by itself; then closed whatever it does: a client silent in the key exchange never
        // lets the session read it.
        let bye = handle.disconnect(
            russh::Disconnect::ByApplication,
            "login took too long".to_owned(),
            "en".to_owned(),
        );
        let _ = tokio::time::timeout(Duration::from_secs(1), bye).await;
        tokio::time::sleep(Duration::from_secs(1)).await;
        let _ = killer.shutdown(std::net::Shutdown::Both);
        std::future::pending::<()>().await;
    };
    tokio::pin!(session, deadline);
    // The session ends by itself, or once the deadline shut its socket.
    tokio::select! {
        _ = &mut session => {}
        () = &mut deadline => {}
    }
    drop(slot);
}

/// One connection's handler.
struct Client {
    id: u64,
    /// The address it connected from.
    address: IpAddr,
    shared: Arc<Shared>,
    identity: Option<String>,
    user_lang: Option<Lang>,
    env_lang: Option<Lang>,
    no_color: bool,
    channel: Option<ChannelId>,
    size: (u16, u16),
    /// Where the game's inputs go, once it plays.
    inputs: Option<Sends>,
    /// Keys and mouse reports from the client's bytes.
    decoder: Decoder,
    /// The input bytes taken this second.
    budget: Budget,
    /// When the client last sent a key (or a mouse report): it is closed after
    /// [`Limits::idle`] without one.
    last_key: Arc<Mutex<Instant>>,
    /// Raised once the client's game (its shell) has begun.
    playing: Arc<AtomicBool>,
}

impl Client {
    fn allowed(&self, fingerprint: &str) -> bool {
        self.shared
            .authorized
            .as_ref()
            .is_none_or(|keys| keys.contains(fingerprint))
    }

    fn bounded(&self, cols: u32, rows: u32) -> (u16, u16) {
        let (w, h) = self.shared.limits.window;
        (
            cols.clamp(1, u32::from(w)) as u16,
            rows.clamp(1, u32::from(h)) as u16,
        )
    }

    /// Takes up to `wanted` bytes from this second's input budget; returns how many it got.
    fn take_budget(&mut self, wanted: usize) -> usize {
        let per_second = self.shared.limits.input_per_second;
        self.budget.take(Instant::now(), wanted, per_second)
    }

    fn send(&self, input: Input<std::convert::Infallible>) {
        if let Some(inputs) = &self.inputs {
            let _ = inputs.send(input);
        }
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.send(Input::End(End::Closed));
    }
}

impl Handler for Client {
    type Error = russh::Error;

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: russh::server::PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        let fingerprint = offer.public_key.fingerprint(HashAlg::Sha256).to_string();
        Ok(if self.allowed(&fingerprint) {
            Auth::Accept
        } else {
            Auth::reject()
        })
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: russh::server::VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        let fingerprint = key.public_key.fingerprint(HashAlg::Sha256).to_string();
        if !self.allowed(&fingerprint) {
            return Ok(Auth::reject());
        }
        self.identity = Some(fingerprint);
        self.user_lang = Lang::from_locale(user).filter(|_| user.len() <= 2);
        Ok(Auth::Accept)
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        user: &str,
        _submethods: &str,
        _response: Option<russh::server::Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        if self.shared.authorized.is_some() {
            return Ok(Auth::reject());
        }
        // A guest with no key: nothing to ask, and known as "no key".
        self.identity = Some(NO_KEY.to_owned());
        self.user_lang = Lang::from_locale(user).filter(|_| user.len() <= 2);
        Ok(Auth::Accept)
    }

    async fn channel_open_session(
        &mut self,
        channel: Channel<Msg>,
        reply: russh::server::ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if self.channel.is_none() {
            self.channel = Some(channel.id());
            reply.accept().await;
        }
        // A second session on the same connection: dropping the reply refuses it.
        Ok(())
    }

    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.size = self.bounded(col_width, row_height);
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        _channel: ChannelId,
        name: &str,
        value: &str,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if value.len() <= MAX_ENV {
            match name {
                "LC_ALL" | "LC_MESSAGES" | "LANG" if self.env_lang.is_none() => {
                    self.env_lang = Lang::from_locale(value);
                }
                "NO_COLOR" => self.no_color = !value.is_empty(),
                _ => {}
            }
        }
        Ok(())
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let (Some(identity), None) = (self.identity.clone(), &self.inputs) else {
            return session.channel_failure(channel);
        };
        let Some(alive) = lock(&self.shared.playing).clone() else {
            // The server is stopping.
            return session.channel_failure(channel);
        };
        let (tx, rx) = std::sync::mpsc::channel();
        let (frames, mut outgoing) = tokio::sync::mpsc::channel::<Vec<u8>>(FRAMES_QUEUED);
        let handle = session.handle();
        let idle = tokio::spawn(watch_idle(
            Arc::clone(&self.last_key),
            self.shared.limits.idle,
            tx.clone(),
        ));
        let (shared, id) = (Arc::clone(&self.shared), self.id);
        tokio::spawn(async move {
            while let Some(frame) = outgoing.recv().await {
                if handle.data(channel, frame).await.is_err() {
                    break;
                }
            }
            // The game ended for this client: close the session as a shell's end does.
            let _ = handle.exit_status_request(channel, 0).await;
            let _ = handle.eof(channel).await;
            let _ = handle.close(channel).await;
            idle.abort();
            lock(&shared.games).remove(&id);
            drop(alive);
        });
        let connection = Connection {
            id: self.id,
            identity,
            from: Some(self.address),
            inputs: (tx.clone(), rx),
            sink: Sink::new(frames),
            lang: self.user_lang.or(self.env_lang).unwrap_or(self.shared.lang),
            theme: Theme::pick(self.no_color),
            size: self.size,
        };
        let shared = Arc::clone(&self.shared);
        let started = std::thread::Builder::new()
            .name(format!("client-{}", self.id))
            .spawn(move || client::run(connection, &shared.lobby, &shared.limits));
        if started.is_err() {
            return session.channel_failure(channel);
        }
        lock(&self.shared.games).insert(self.id, tx.clone());
        self.inputs = Some(tx);
        self.playing.store(true, Ordering::SeqCst);
        session.channel_success(channel)
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single_connection: bool,
        _x11_auth_protocol: &str,
        _x11_auth_cookie: &str,
        _x11_screen_number: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let taken = self.take_budget(data.len());
        if taken > 0 {
            *lock(&self.last_key) = Instant::now();
            for key in self.decoder.inputs(&data[..taken]) {
                self.send(Input::App(match key {
                    Key::Key(key) => AppMsg::Key(key),
                    Key::Mouse(mouse) => AppMsg::Mouse(mouse),
                }));
            }
        }
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        col_width: u32,
        row_height: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let (w, h) = self.bounded(col_width, row_height);
        self.size = (w, h);
        // Resizes count against the input budget too (a redraw each): a flood of them is
        // dropped like a flood of keys.
        if self.take_budget(RESIZE_COST) == RESIZE_COST {
            self.send(Input::App(AppMsg::Resize(w, h)));
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.send(Input::End(End::Closed));
        Ok(())
    }

    async fn channel_close(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.send(Input::End(End::Closed));
        Ok(())
    }
}

/// A connection's input bytes, counted a second at a time.
#[derive(Clone, Copy, Debug)]
struct Budget {
    /// When the second being counted began.
    since: Instant,
    /// The bytes taken in it.
    taken: usize,
}

impl Budget {
    fn new(now: Instant) -> Self {
        Self {
            since: now,
            taken: 0,
        }
    }

    /// Takes up to `wanted` bytes at `now` of the `per_second` a second allows; returns how
    /// many it got (the rest are dropped).
    fn take(&mut self, now: Instant, wanted: usize, per_second: usize) -> usize {
        if now.saturating_duration_since(self.since) >= Duration::from_secs(1) {
            *self = Self::new(now);
        }
        let taken = wanted.min(per_second.saturating_sub(self.taken));
        self.taken += taken;
        taken
    }
}

/// Ends a game when no key came for `idle` (its seat is kept): the person is told why.
async fn watch_idle(last_key: Arc<Mutex<Instant>>, idle: Duration, game: Sends) {
    loop {
        let since = lock(&last_key).elapsed();
        if since >= idle {
            let _ = game.send(Input::End(End::Idle));
            return;
        }
        tokio::time::sleep(idle.saturating_sub(since)).await;
    }
}

/// Resolves on a signal whose default would end the process (SIGINT, SIGTERM, SIGHUP,
/// SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM), with the signal's number: the server then stops as it
/// does for Ctrl-C, the host's terminal given back first.
async fn stop_signal() -> u8 {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let kinds = [
            (SignalKind::terminate(), 15),
            (SignalKind::interrupt(), 2),
            (SignalKind::hangup(), 1),
            (SignalKind::quit(), 3),
            (SignalKind::user_defined1(), 10),
            (SignalKind::user_defined2(), 12),
            (SignalKind::alarm(), 14),
        ];
        let mut streams = Vec::new();
        for (kind, number) in kinds {
            match signal(kind) {
                Ok(stream) => streams.push((stream, number)),
                Err(_) => return std::future::pending::<u8>().await,
            }
        }
        // The first of them to arrive.
        std::future::poll_fn(|cx| {
            for (stream, number) in &mut streams {
                if stream.poll_recv(cx).is_ready() {
                    return std::task::Poll::Ready(*number);
                }
            }
            std::task::Poll::Pending
        })
        .await
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_takes_its_bytes_and_drops_the_rest_until_the_next() {
        let t0 = Instant::now();
        let mut budget = Budget::new(t0);
        assert_eq!(budget.take(t0, 10, 16), 10);
        assert_eq!(budget.take(t0 + Duration::from_millis(999), 10, 16), 6);
        assert_eq!(budget.take(t0 + Duration::from_millis(999), 1, 16), 0);
        assert_eq!(budget.take(t0 + Duration::from_secs(1), 40, 16), 16);
    }
}
