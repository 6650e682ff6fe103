//! The server's tables ([`Table`]s), the connections at each, and their files. The lobby is the
//! only owner of the games: a connection asks its table with a [`Request`], the table decides it
//! with the rules core, the lobby saves what changed and tells everyone at the table their new
//! view. A table is saved after every step as `CODE.json` in the server's data directory, an
//! ordinary record whose seats say who holds them. The server reads its tables back when it
//! starts, so a restart resumes them. A resigned table has a `CODE.resigned` file beside its
//! record, naming who resigned, and is not resumed.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::history::{History, Notes};
use crate::record::PlayerInfo;
use crate::rules::{Player, Setup};
use crate::table::{Change, Opening, Refusal, Request, Seat, Table, TableNews, TableView, Waits};

mod codes;
mod file;
mod tries;

pub use crate::table::NO_KEY;
pub use codes::is_code;
use codes::{code_of_file, new_code};

/// The tables one key (or all guests without a key) may have open at once.
pub const TABLES_A_KEY: usize = 4;

/// The unfinished tables the guests of one address (whatever their keys) may have opened and
/// open at once.
pub const TABLES_AN_ADDRESS: usize = 8;

/// How long a player may be away before the other may claim the game.
pub const CLAIM_AFTER: Duration = Duration::from_secs(5 * 60);

/// The least time between two phrases of one seat that are passed on; the ones between are
/// dropped (each is a view of the table sent to everyone at it).
pub const PHRASE_GAP: Duration = Duration::from_millis(500);

/// Where a connection's news goes: a function the connection gives, so that the lobby knows
/// nothing of how it is read.
#[derive(Clone)]
pub struct Outbox(Arc<dyn Fn(TableNews) + Send + Sync>);

impl Outbox {
    /// An outbox that calls `tell` with each piece of news.
    pub fn new(tell: impl Fn(TableNews) + Send + Sync + 'static) -> Self {
        Self(Arc::new(tell))
    }

    /// An outbox into a channel, and the channel's end (for tests and tools).
    pub fn channel() -> (Self, std::sync::mpsc::Receiver<TableNews>) {
        let (tx, rx) = std::sync::mpsc::channel();
        let tx = Mutex::new(tx);
        (
            Self::new(move |news| {
                let _ = lock(&tx).send(news);
            }),
            rx,
        )
    }

    fn tell(&self, news: TableNews) {
        (self.0)(news);
    }
}

impl fmt::Debug for Outbox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Outbox")
    }
}

/// One connection, as the lobby knows it.
#[derive(Clone, Debug)]
pub struct Guest {
    /// Numbers the connection.
    pub id: u64,
    /// Who it is: its SSH key's fingerprint, or [`NO_KEY`].
    pub identity: String,
    /// Where its table's news goes.
    pub outbox: Outbox,
    /// The address it connected from (`None`: the host, at the server's own terminal). Wrong
    /// table codes are counted by it ([`Lobby::code_wait`]).
    pub from: Option<std::net::IpAddr>,
}

/// Why the lobby said no.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LobbyError {
    /// No table has that code.
    #[error("no table has the code {0}")]
    NoTable(String),
    /// The server holds as many tables as it takes.
    #[error("the server holds as many tables as it takes")]
    Full,
    /// This key already has this many tables open.
    #[error("this key already has {0} tables open")]
    TooMany(usize),
    /// The table refused the request (and is unchanged).
    #[error("the table refused: {0}")]
    Refused(Refusal),
    /// The table's file could not be written (what changed stands).
    #[error("the table could not be saved: {0}")]
    Unsaved(String),
}

/// An unfinished table a key holds a seat at, as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seated {
    /// The table's code.
    pub code: String,
    /// The names of both players.
    pub names: [String; 2],
    /// The seat the key holds.
    pub seat: Player,
    /// Whether it is that seat's turn.
    pub to_move: bool,
}

/// One table, the connections at it and its file.
#[derive(Debug)]
struct Room {
    table: Table,
    /// Every connection at the table (seated or watching), with its outbox.
    clients: HashMap<u64, Outbox>,
    file: PathBuf,
    /// The address of the guest who opened it, while the server that saw it runs.
    opened_from: Option<std::net::IpAddr>,
}

/// The tables of a server.
#[derive(Debug)]
pub struct Lobby {
    dir: PathBuf,
    max_tables: usize,
    waits: Waits,
    rooms: Mutex<HashMap<String, Arc<Mutex<Room>>>>,
    /// Wrong codes by address.
    tries: tries::CodeTries,
    /// Held while the players' display choices (`display.json` beside the tables' folder) are
    /// read and written, so that two choices at once both stay.
    displays: Mutex<()>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A thread that panicked mid-update leaves data that is still whole (every update is a
    // single assignment or a checked replacement), so the lobby goes on with it.
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Lobby {
    /// Where the players' display choices are kept: beside the tables' folder.
    fn displays_dir(&self) -> &Path {
        self.dir.parent().unwrap_or(&self.dir)
    }

    /// How the player of key `identity` chose to have right-to-left text drawn, if they did
    /// (a guest with no key is asked each time: "no key" is everyone's).
    pub fn display(&self, identity: &str) -> Option<crate::i18n::bidi::Rendering> {
        if identity == NO_KEY {
            return None;
        }
        let _held = lock(&self.displays);
        crate::saves::display::load(self.displays_dir())
            .value
            .get(&format!("key {identity}"))
    }

    /// Keeps the display choice of the player of key `identity` (not for a guest with no key).
    /// A file that cannot be written leaves the choice for this connection only.
    pub fn keep_display(&self, identity: &str, rendering: crate::i18n::bidi::Rendering) {
        if identity == NO_KEY {
            return;
        }
        let _held = lock(&self.displays);
        let key = format!("key {identity}");
        let _ = crate::saves::display::keep(self.displays_dir(), &key, rendering);
    }

    /// The lobby over the tables saved in `dir` (created if missing), taking at most
    /// `max_tables` tables at once. Unfinished tables saved there are opened again, each seat
    /// kept for its holder. Returns the lobby and, for each file that could not be read back,
    /// its name and why.
    ///
    /// # Errors
    /// The folder cannot be created or read.
    pub fn open(dir: &Path, max_tables: usize) -> std::io::Result<(Self, Vec<String>)> {
        std::fs::create_dir_all(dir)?;
        // What a server killed while saving left.
        crate::files::sweep_temps(dir, |name| code_of_file(Path::new(name)).is_some());
        let mut rooms = HashMap::new();
        let mut faults = Vec::new();
        for entry in std::fs::read_dir(dir)? {
            let path = entry?.path();
            let Some(code) = code_of_file(&path) else {
                continue;
            };
            if path.with_extension("resigned").exists() {
                // A resigned game is over for its table.
                continue;
            }
            match file::read(&path) {
                Ok(Some(history)) => {
                    let seats = history.players().clone().map(|p| Seat::away(p.remote));
                    let room = Room {
                        table: Table::new(code.clone(), history, seats),
                        clients: HashMap::new(),
                        file: path,
                        opened_from: None,
                    };
                    rooms.insert(code, Arc::new(Mutex::new(room)));
                }
                Ok(None) => {}
                Err(why) => faults.push(format!(
                    "{}: {why}",
                    crate::text::Shown::new(&path.display().to_string())
                )),
            }
        }
        Ok((
            Self {
                dir: dir.to_path_buf(),
                max_tables,
                waits: Waits {
                    phrase_gap: PHRASE_GAP,
                    claim_after: CLAIM_AFTER,
                },
                rooms: Mutex::new(rooms),
                tries: tries::CodeTries::default(),
                displays: Mutex::new(()),
            },
            faults,
        ))
    }

    /// Sets the least time between two phrases of one seat that are passed on ([`PHRASE_GAP`]
    /// by default).
    pub fn set_phrase_gap(&mut self, gap: Duration) {
        self.waits.phrase_gap = gap;
    }

    /// Sets how long a player may be away before the other may claim the game ([`CLAIM_AFTER`]
    /// by default).
    pub fn set_claim_after(&mut self, wait: Duration) {
        self.waits.claim_after = wait;
    }

    /// How long a guest from `from` must still wait before typing another table code, if it
    /// must (after [`super::Limits::free_code_tries`] wrong ones from that address, on any of
    /// its connections).
    pub fn code_wait(&self, from: std::net::IpAddr) -> Option<Duration> {
        self.tries.wait(from, Instant::now())
    }

    /// Counts a wrong table code typed from `from`; past `free` of them, each next try waits
    /// longer ([`Lobby::code_wait`]).
    pub fn wrong_code(&self, from: std::net::IpAddr, free: u32) {
        self.tries.wrong(from, free, Instant::now());
    }

    /// How many tables are open.
    pub fn len(&self) -> usize {
        lock(&self.rooms).len()
    }

    /// Whether no table is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Opens a table with `opening` (its creator at player 1's seat, the guest's seat open),
    /// shuffled from `seed`, saves it and seats `guest`. Returns the creator's view.
    ///
    /// # Errors
    /// The server holds as many tables as it takes, or the guest's key or address has as many
    /// open as it may; the table could not be saved.
    pub fn create(
        &self,
        guest: &Guest,
        opening: &Opening,
        seed: u64,
    ) -> Result<TableView, LobbyError> {
        let mut rooms = lock(&self.rooms);
        if rooms.len() >= self.max_tables {
            return Err(LobbyError::Full);
        }
        // One key opens a few tables at most, so that nobody fills the lobby alone.
        let mine = rooms
            .values()
            .filter(|r| lock(r).table.seats()[0].holder.as_deref() == Some(&guest.identity))
            .count();
        if mine >= TABLES_A_KEY {
            return Err(LobbyError::TooMany(TABLES_A_KEY));
        }
        // Nor one address with many keys (keys cost nothing): its unfinished tables count.
        let from_here = guest.from.map_or(0, |from| {
            rooms
                .values()
                .filter(|r| {
                    let r = lock(r);
                    r.opened_from == Some(from) && !r.table.ended()
                })
                .count()
        });
        if from_here >= TABLES_AN_ADDRESS {
            return Err(LobbyError::TooMany(TABLES_AN_ADDRESS));
        }
        let code = loop {
            let code = new_code();
            if !rooms.contains_key(&code) && !self.dir.join(format!("{code}.json")).exists() {
                break code;
            }
        };
        let mut setup = Setup::random(opening.variant, opening.layout, seed);
        if let Some(first) = opening.first {
            setup.first_player = first;
        }
        let players = [
            PlayerInfo::remote(&opening.names[0], &guest.identity),
            PlayerInfo::human(&opening.names[1]),
        ];
        let mut history =
            History::new(setup, players).map_err(|e| LobbyError::Unsaved(e.to_string()))?;
        history.set_notes(Notes {
            created: Some(
                humantime::format_rfc3339_seconds(std::time::SystemTime::now())
                    .to_string()
                    .into(),
            ),
            seed: Some(seed.into()),
            app: Some(format!("patchwork {} serve", env!("CARGO_PKG_VERSION")).into()),
        });
        let mut table = Table::new(code.clone(), history, Default::default());
        table.sit(&guest.identity, guest.id, None);
        let room = Room {
            table,
            clients: HashMap::from([(guest.id, guest.outbox.clone())]),
            file: self.dir.join(format!("{code}.json")),
            opened_from: guest.from,
        };
        room.save()?;
        let view = room.view(guest.id, &self.waits);
        rooms.insert(code, Arc::new(Mutex::new(room)));
        Ok(view)
    }

    /// Seats `guest` at the table of `code` as [`Table::sit`] decides (an older connection of
    /// the same key is told it was replaced), or has it watch. Returns its view; everyone at
    /// the table is told.
    ///
    /// # Errors
    /// No table has that code; the table could not be saved after a seat was first taken.
    pub fn join(
        &self,
        guest: &Guest,
        code: &str,
        name: Option<&str>,
    ) -> Result<TableView, LobbyError> {
        let room = self.room(code)?;
        let mut room = lock(&room);
        let sitting = room.table.sit(&guest.identity, guest.id, name);
        if let Some(old) = sitting.replaced
            && let Some(outbox) = room.clients.remove(&old)
        {
            outbox.tell(TableNews::Replaced);
        }
        room.clients.insert(guest.id, guest.outbox.clone());
        let saved = if sitting.fresh { room.save() } else { Ok(()) };
        room.tell_all_but(guest.id, &self.waits);
        saved.map(|()| room.view(guest.id, &self.waits))
    }

    /// A request of `guest`'s at the table of `code`, decided by the table. Everyone at the
    /// table sees what changed. A request that changed nothing is answered to the asker alone,
    /// their screen back to the table as it stands: pressing a key again and again costs the
    /// others nothing.
    ///
    /// # Errors
    /// No table has that code; the table refused (and is unchanged); the table's file could not
    /// be written (what changed stands, and the next save writes it).
    pub fn request(&self, guest: &Guest, code: &str, request: Request) -> Result<(), LobbyError> {
        let room = self.room(code)?;
        let mut room = lock(&room);
        let quiet = matches!(request, Request::Say(_));
        let change = room
            .table
            .request(guest.id, request, Instant::now(), &self.waits);
        let saved = match change {
            Ok(Change::Game) => room.save(),
            Ok(Change::Resigned) => room.note_resignation(),
            Ok(Change::Shown | Change::None) | Err(_) => Ok(()),
        };
        match &change {
            Ok(Change::None) if quiet => {}
            Ok(Change::None) | Err(_) => room.tell(guest.id, &self.waits),
            Ok(_) => room.tell_all_but(u64::MAX, &self.waits),
        }
        match (change, saved) {
            (Err(refusal), _) => Err(LobbyError::Refused(refusal)),
            (Ok(_), Err(e)) => Err(e),
            (Ok(_), Ok(())) => Ok(()),
        }
    }

    /// `guest` leaves the table (its connection closed or it went back to the menu): its seat
    /// is kept for it, and the others are told how long it has been away. A finished table
    /// that nobody is at any more is closed (its record stays saved).
    pub fn leave(&self, guest: &Guest, code: &str) {
        let Ok(room) = self.room(code) else {
            return;
        };
        let mut room = lock(&room);
        if room.clients.remove(&guest.id).is_none() {
            return;
        }
        room.table.stand_up(guest.id);
        room.tell_all_but(u64::MAX, &self.waits);
        // A game that is over, which nobody looks at any more, leaves the server's memory (its
        // record stays saved), so finished tables do not fill the lobby.
        if room.table.ended() && room.clients.is_empty() {
            drop(room);
            lock(&self.rooms).remove(code);
        }
    }

    /// `guest`'s view of the table now (the time a seat has been away goes on).
    pub fn view(&self, guest: &Guest, code: &str) -> Option<TableView> {
        let room = self.room(code).ok()?;
        let room = lock(&room);
        room.clients
            .contains_key(&guest.id)
            .then(|| room.view(guest.id, &self.waits))
    }

    /// The unfinished tables where `identity` holds a seat, by code; none for a guest without a
    /// key (every keyless guest shares that name).
    pub fn seated(&self, identity: &str) -> Vec<Seated> {
        if identity == NO_KEY {
            return Vec::new();
        }
        let mut seated: Vec<Seated> = lock(&self.rooms)
            .values()
            .filter_map(|room| {
                let room = lock(room);
                let table = &room.table;
                let seat = table.held_by(identity).filter(|_| !table.ended())?;
                Some(Seated {
                    code: table.code().to_owned(),
                    names: table.history().players().clone().map(|p| p.name),
                    seat,
                    to_move: table.history().current().to_move() == Some(seat),
                })
            })
            .collect();
        seated.sort_by(|a, b| b.to_move.cmp(&a.to_move).then_with(|| a.code.cmp(&b.code)));
        seated
    }

    fn room(&self, code: &str) -> Result<Arc<Mutex<Room>>, LobbyError> {
        lock(&self.rooms)
            .get(code)
            .cloned()
            .ok_or_else(|| LobbyError::NoTable(code.to_owned()))
    }
}

impl Room {
    /// What connection `client` sees.
    fn view(&self, client: u64, waits: &Waits) -> TableView {
        let seated = self
            .table
            .seats()
            .iter()
            .filter(|s| s.client.is_some())
            .count();
        let watchers = self.clients.len().saturating_sub(seated);
        self.table.view(client, watchers, waits)
    }

    /// Sends connection `client` its view.
    fn tell(&self, client: u64, waits: &Waits) {
        if let Some(outbox) = self.clients.get(&client) {
            outbox.tell(TableNews::View(Box::new(self.view(client, waits))));
        }
    }

    /// Sends every connection but `except` its view.
    fn tell_all_but(&self, except: u64, waits: &Waits) {
        for (&id, outbox) in &self.clients {
            if id != except {
                outbox.tell(TableNews::View(Box::new(self.view(id, waits))));
            }
        }
    }

    fn save(&self) -> Result<(), LobbyError> {
        file::write(&self.file, self.table.history()).map_err(LobbyError::Unsaved)
    }

    /// Writes who resigned beside the record, which has no word for it: the table ends here and
    /// is not resumed.
    fn note_resignation(&self) -> Result<(), LobbyError> {
        let Some(note) = self.table.resignation_note() else {
            return Ok(());
        };
        crate::files::write_atomic(&self.file.with_extension("resigned"), note.as_bytes())
            .map_err(|e| LobbyError::Unsaved(e.to_string()))
    }
}
