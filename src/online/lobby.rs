//! The server's tables: each holds one game's [`History`], who holds each seat, who is
//! connected and who watches. The lobby is the only owner of the games: a client offers its
//! player's step as a record, and the lobby replays it through the rules core, checks that it
//! goes on from the table's game by steps of that player's seat only, saves it, and sends every
//! client at the table the new view. Tables are saved after every step under the server's data
//! directory (`online/CODE.json`, an ordinary record whose seats say who holds them), and read
//! back when the server starts, so a restart resumes them (a table whose game was resigned has
//! a `CODE.resigned` file beside its record, naming who resigned, and is not resumed).

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::history::{History, Notes};
use crate::record::{PlayerInfo, Record};
use crate::rules::{Player, Setup};
use crate::saves;
use crate::tui::Seating;
use crate::tui::options::Options;
use crate::tui::table::{Request, TableView};

use super::Event;

mod codes;
mod table;
mod tries;

use table::read_table;

pub use codes::is_code;
use codes::{code_of_file, new_code};

/// How the lobby names who holds a seat when the client came without a key.
pub const NO_KEY: &str = "no key";

/// The tables one key (or all guests without a key) may have open at once.
pub const TABLES_A_KEY: usize = 4;

/// The unfinished tables the guests of one address (whatever their keys) may have opened and
/// open at once.
pub const TABLES_AN_ADDRESS: usize = 8;

/// How long a player may be away before the other may claim the game.
pub const CLAIM_AFTER: Duration = Duration::from_secs(5 * 60);

/// The largest table file read back (a record of 200 actions is far smaller).
const MAX_TABLE_FILE: u64 = 1 << 20;

/// One connected client, as the lobby knows it.
#[derive(Clone, Debug)]
pub struct Guest {
    /// Numbers the connection.
    pub id: u64,
    /// Who it is: its SSH key's fingerprint, or [`NO_KEY`].
    pub identity: String,
    /// Where the table's news goes.
    pub outbox: Sender<Event>,
    /// The address it connected from (`None`: the host, at the server's own terminal). Wrong
    /// table codes are counted by it ([`Lobby::code_wait`]).
    pub from: Option<std::net::IpAddr>,
}

/// The least time between two phrases of one seat that are passed on; the ones between are
/// dropped (each is a view of the table sent to everyone at it).
pub const PHRASE_GAP: Duration = Duration::from_millis(500);

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
    /// The offered game is not the table's game gone on by this player's steps.
    #[error("the step was refused: {0}")]
    Refused(String),
    /// The table's file could not be written.
    #[error("the table could not be saved: {0}")]
    Unsaved(String),
}

/// A seat at a table.
#[derive(Clone, Debug, Default)]
struct Seat {
    /// Who holds it (a key's fingerprint, or [`NO_KEY`]); `None` while it waits for its guest.
    holder: Option<String>,
    /// The connection playing it now.
    client: Option<u64>,
    /// When its player left, while they are away.
    left: Option<Instant>,
}

/// One table.
#[derive(Debug)]
struct Table {
    code: String,
    history: History,
    file: PathBuf,
    seats: [Seat; 2],
    /// Every connection at the table (seated or watching), with its outbox.
    clients: HashMap<u64, Sender<Event>>,
    undo_asked_by: Option<Player>,
    said: Option<(Player, crate::tui::table::Phrase)>,
    /// How many phrases were passed on.
    phrases: u64,
    /// When each seat last said a phrase that was passed on (see [`PHRASE_GAP`]).
    said_at: [Option<Instant>; 2],
    resigned: Option<Player>,
    claimed: bool,
    claim_after: Duration,
    /// The address of the guest who opened it, while the server that saw it runs.
    opened_from: Option<std::net::IpAddr>,
}

/// The tables of a server.
#[derive(Debug)]
pub struct Lobby {
    dir: PathBuf,
    max_tables: usize,
    claim_after: Duration,
    /// The least time between two phrases of one seat ([`PHRASE_GAP`] by default).
    phrase_gap: Duration,
    tables: Mutex<HashMap<String, Arc<Mutex<Table>>>>,
    /// Wrong codes by address.
    tries: tries::CodeTries,
    /// Held while the players' display choices (`display.json` beside the tables' folder) are
    /// read and written, so that two choices at once both stay.
    displays: Mutex<()>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    // A client thread that panicked mid-update leaves data that is still whole (every update
    // is a single assignment or a checked replacement), so the lobby goes on with it.
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
        crate::saves::sweep_temps(dir, |name| {
            codes::code_of_file(std::path::Path::new(name)).is_some()
        });
        let mut tables = HashMap::new();
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
            match read_table(&path) {
                Ok(Some(history)) => {
                    let seats = history.players().clone().map(|p| Seat {
                        holder: p.remote,
                        client: None,
                        left: Some(Instant::now()),
                    });
                    tables.insert(
                        code.clone(),
                        Arc::new(Mutex::new(Table::new(
                            code,
                            history,
                            path,
                            seats,
                            CLAIM_AFTER,
                        ))),
                    );
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
                claim_after: CLAIM_AFTER,
                phrase_gap: PHRASE_GAP,
                tables: Mutex::new(tables),
                tries: tries::CodeTries::default(),
                displays: Mutex::new(()),
            },
            faults,
        ))
    }

    /// Sets the least time between two phrases of one seat that are passed on ([`PHRASE_GAP`]
    /// by default).
    pub fn set_phrase_gap(&mut self, gap: Duration) {
        self.phrase_gap = gap;
    }

    /// Sets how long a player may be away before the other may claim the game ([`CLAIM_AFTER`]
    /// by default), for every table.
    pub fn set_claim_after(&mut self, wait: Duration) {
        self.claim_after = wait;
        for table in lock(&self.tables).values() {
            lock(table).claim_after = wait;
        }
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
        lock(&self.tables).len()
    }

    /// Whether no table is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Opens a table with `options` (its creator at player 1's seat, the guest's seat open),
    /// shuffled from `seed`, saves it and seats `guest`. Returns the creator's view.
    ///
    /// # Errors
    /// The server holds as many tables as it takes; the table could not be saved.
    pub fn create(
        &self,
        guest: &Guest,
        options: &Options,
        seed: u64,
    ) -> Result<TableView, LobbyError> {
        let mut tables = lock(&self.tables);
        if tables.len() >= self.max_tables {
            return Err(LobbyError::Full);
        }
        // One key opens a few tables at most, so that nobody fills the lobby alone.
        let mine = tables
            .values()
            .filter(|t| lock(t).seats[0].holder.as_deref() == Some(&guest.identity))
            .count();
        if mine >= TABLES_A_KEY {
            return Err(LobbyError::TooMany(TABLES_A_KEY));
        }
        // Nor one address with many keys (keys cost nothing): its unfinished tables count.
        let from_here = guest.from.map_or(0, |from| {
            tables
                .values()
                .filter(|t| {
                    let t = lock(t);
                    t.opened_from == Some(from) && !t.ended()
                })
                .count()
        });
        if from_here >= TABLES_AN_ADDRESS {
            return Err(LobbyError::TooMany(TABLES_AN_ADDRESS));
        }
        let code = loop {
            let code = new_code();
            if !tables.contains_key(&code) && !self.dir.join(format!("{code}.json")).exists() {
                break code;
            }
        };
        let mut setup = Setup::random(options.variant, options.layout, seed);
        match options.seat {
            Seating::First => setup.first_player = Player::One,
            Seating::Second => setup.first_player = Player::Two,
            Seating::Lot => {}
        }
        let players = [
            PlayerInfo::remote(&options.names[0], &guest.identity),
            PlayerInfo::human(&options.names[1]),
        ];
        let mut history =
            History::new(setup, players).map_err(|e| LobbyError::Refused(e.to_string()))?;
        history.set_notes(Notes {
            created: Some(
                humantime::format_rfc3339_seconds(std::time::SystemTime::now())
                    .to_string()
                    .into(),
            ),
            seed: Some(seed.into()),
            app: Some(format!("patchwork {} serve", env!("CARGO_PKG_VERSION")).into()),
        });
        let seats = [
            Seat {
                holder: Some(guest.identity.clone()),
                client: Some(guest.id),
                left: None,
            },
            Seat::default(),
        ];
        let file = self.dir.join(format!("{code}.json"));
        let table = Table {
            clients: HashMap::from([(guest.id, guest.outbox.clone())]),
            opened_from: guest.from,
            ..Table::new(code.clone(), history, file, seats, self.claim_after)
        };
        table.save()?;
        let view = table.view(guest.id);
        tables.insert(code, Arc::new(Mutex::new(table)));
        Ok(view)
    }

    /// Seats `guest` at the table of `code`: back at the seat its identity holds (the seat is
    /// taken from an older connection of the same key; a guest without a key takes back a
    /// keyless seat only while its player is away, and only the seat of `name` when it gives
    /// one), else at the open seat, else as a spectator. Returns its view; everyone at the table is told.
    ///
    /// # Errors
    /// No table has that code.
    pub fn join(
        &self,
        guest: &Guest,
        code: &str,
        name: Option<&str>,
    ) -> Result<TableView, LobbyError> {
        let table = self.table(code)?;
        let mut table = lock(&table);
        // A guest without a key is known only as "no key": it takes back such a seat only while
        // its player is away, never from a player who is there, and by the seat's name when it
        // gives one (two keyless players may both be away).
        let keyless = guest.identity == NO_KEY;
        let named = |p: Player| {
            name.is_none_or(|n| table.history.players()[p.index()].name.trim() == n.trim())
        };
        let seat = Player::BOTH
            .into_iter()
            .find(|&p| {
                let s = &table.seats[p.index()];
                s.holder.as_deref() == Some(&guest.identity)
                    && !(keyless && (s.client.is_some() || !named(p)))
            })
            .or_else(|| {
                Player::BOTH
                    .into_iter()
                    .find(|p| table.seats[p.index()].holder.is_none())
            });
        if let Some(p) = seat {
            let old = table.seats[p.index()].client;
            if let Some(old) = old.filter(|&old| old != guest.id)
                && let Some(outbox) = table.clients.remove(&old)
            {
                // The same key came back on a new connection: the old one leaves the seat.
                let _ = outbox.send(Event::Replaced);
            }
            let fresh = table.seats[p.index()].holder.is_none();
            let s = &mut table.seats[p.index()];
            s.holder = Some(guest.identity.clone());
            s.client = Some(guest.id);
            s.left = None;
            if fresh {
                let mut players = table.history.players().clone();
                players[p.index()].remote = Some(guest.identity.clone());
                table.history.set_players(players);
                table.save()?;
            }
        }
        table.clients.insert(guest.id, guest.outbox.clone());
        table.broadcast_except(guest.id);
        Ok(table.view(guest.id))
    }

    /// `guest`'s player offers the table's game gone on by their steps: `record` must replay
    /// through the rules, start from the table's set-up, and go on from its game by steps of
    /// `guest`'s seat only. The table takes it, saves it and tells everyone; the offerer is told
    /// too, so a refused offer puts the table's game back on its screen.
    ///
    /// # Errors
    /// No table has that code; the offer is refused (and the table unchanged); the table's
    /// file could not be written (the step stands, and the next save writes it).
    pub fn offer(&self, guest: &Guest, code: &str, record: &Record) -> Result<(), LobbyError> {
        let table = self.table(code)?;
        let mut table = lock(&table);
        let checked = table.check_offer(guest.id, record);
        match checked {
            Ok(Some(history)) => {
                table.history = history;
                table.undo_asked_by = None;
                let saved = table.save();
                table.broadcast_except(u64::MAX);
                saved
            }
            // Nothing new: the offer was the table's game as it stands.
            Ok(None) => Ok(()),
            Err(why) => {
                if let Some(outbox) = table.clients.get(&guest.id) {
                    let _ = outbox.send(Event::Table(Box::new(table.view(guest.id))));
                }
                Err(LobbyError::Refused(why))
            }
        }
    }

    /// A request of `guest`'s player: an undo asked or answered, a phrase, a resignation.
    ///
    /// # Errors
    /// No table has that code; the table's file could not be written after an agreed undo.
    pub fn request(&self, guest: &Guest, code: &str, request: Request) -> Result<(), LobbyError> {
        let table = self.table(code)?;
        let mut table = lock(&table);
        let Some(me) = table.seat_of(guest.id) else {
            return Ok(());
        };
        let mut saved = Ok(());
        // Whether the table changed: only then is everyone at it told (each view is a copy of
        // the table for each of them, so a request that changes nothing costs nothing).
        let changed = match request {
            Request::Undo => {
                let asks = table.undo_asked_by.is_none()
                    && table.history.applied().iter().any(|s| s.player == me);
                if asks {
                    table.undo_asked_by = Some(me);
                }
                asks
            }
            Request::AnswerUndo(yes) => {
                let asked = table.undo_asked_by.filter(|&p| p != me);
                if let Some(asker) = asked {
                    table.undo_asked_by = None;
                    if yes {
                        table.take_back(asker);
                        saved = table.save();
                    }
                }
                asked.is_some()
            }
            Request::Say(phrase) => {
                // A phrase at most every phrase gap from each seat: the others are dropped.
                let now = Instant::now();
                let spoke = table.said_at[me.index()];
                let heard = spoke.is_none_or(|t| now.duration_since(t) >= self.phrase_gap);
                if heard {
                    table.said = Some((me, phrase));
                    table.phrases += 1;
                    table.said_at[me.index()] = Some(now);
                }
                heard
            }
            Request::Resign | Request::Claim => {
                let claim = request == Request::Claim;
                if claim && !table.claimable(me) {
                    return Ok(());
                }
                let quitter = if claim { me.other() } else { me };
                let ends = !table.ended();
                if ends {
                    table.resigned = Some(quitter);
                    table.claimed = claim;
                    // Beside the record, which has no word for it: the table ends here and is
                    // not resumed.
                    let note =
                        format!("{}{}", quitter.index(), if claim { " claimed" } else { "" });
                    saved = saves::write_atomic(
                        &table.file.with_extension("resigned"),
                        note.as_bytes(),
                    )
                    .map_err(|e| LobbyError::Unsaved(e.to_string()));
                }
                ends
            }
        };
        if changed {
            table.broadcast_except(u64::MAX);
        } else if !matches!(request, Request::Say(_))
            && let Some(outbox) = table.clients.get(&guest.id)
        {
            // The asker's screen back to the table as it stands (a phrase dropped changes
            // nothing on it).
            let _ = outbox.send(Event::Table(Box::new(table.view(guest.id))));
        }
        saved
    }

    /// `guest` leaves the table (its connection closed or it went back to the menu): its seat
    /// is kept for it, and the others are told how long it has been away. A finished table
    /// that nobody is at any more is closed (its record stays saved).
    pub fn leave(&self, guest: &Guest, code: &str) {
        let Ok(table) = self.table(code) else {
            return;
        };
        let mut table = lock(&table);
        if table.clients.remove(&guest.id).is_none() {
            return;
        }
        for seat in &mut table.seats {
            if seat.client == Some(guest.id) {
                seat.client = None;
                seat.left = Some(Instant::now());
            }
        }
        table.broadcast_except(u64::MAX);
        // A game that is over, which nobody looks at any more, leaves the server's memory (its
        // record stays saved), so finished tables do not fill the lobby.
        if table.ended() && table.clients.is_empty() {
            drop(table);
            lock(&self.tables).remove(code);
        }
    }

    /// `guest`'s view of the table now (the time a seat has been away goes on).
    pub fn view(&self, guest: &Guest, code: &str) -> Option<TableView> {
        let table = self.table(code).ok()?;
        let table = lock(&table);
        table
            .clients
            .contains_key(&guest.id)
            .then(|| table.view(guest.id))
    }

    fn table(&self, code: &str) -> Result<Arc<Mutex<Table>>, LobbyError> {
        lock(&self.tables)
            .get(code)
            .cloned()
            .ok_or_else(|| LobbyError::NoTable(code.to_owned()))
    }
}
