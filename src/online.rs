//! Online play: `patchwork serve` serves the game over SSH, so that two people on different
//! computers play with nothing but `ssh` on the guest's side, and others watch. Each connected
//! person runs the game's own app and loop ([`crate::tui::event_loop`]) on a thread of its own;
//! only their screen and their world differ from a local game's.
//!
//! - [`server`]: the SSH server (russh): the host key, who gets in, the limits, the requests
//!   refused (passwords, commands, forwarding, agents, subsystems), and stopping.
//! - [`client`]: one connected person's game: their app and loop, in their language.
//! - [`screen`]: their terminal as ratatui draws on it, through the SSH channel.
//! - [`world`]: what their app reaches: the server's tables, through the lobby.
//! - [`lobby`]: the tables the server holds ([`crate::table`]), the connections at each, and
//!   their files, saved after every step and resumed when the server restarts.
//! - [`input`]: keys from a client's bytes, which are a stranger's.
//! - [`host`]: the host's own seat, at the server's terminal (`patchwork serve --play`).
//!
//! Every byte from a client is hostile until shown otherwise: input is bounded in size and
//! rate, window sizes are clamped, and nothing a client types reaches another client (tables
//! are joined by code, names are shown escaped, messages are fixed phrases).

pub mod client;
pub mod host;
pub mod input;
mod keys;
pub mod lobby;
pub mod screen;
pub mod server;
pub mod world;

use std::time::Duration;

pub use server::{ServeOptions, Server, serve};

/// The server's limits on what strangers may ask of it.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Connections at once.
    pub connections: usize,
    /// Connections at once from one address.
    pub per_address: usize,
    /// Tables open at once.
    pub tables: usize,
    /// Wrong table codes an address may type (on any of its connections) before each next
    /// try waits.
    pub free_code_tries: u32,
    /// Input bytes a connection may send in a second; more are dropped.
    pub input_per_second: usize,
    /// The largest terminal drawn (columns, rows); a larger window is drawn at this size.
    pub window: (u16, u16),
    /// A connection with no key pressed for this long is closed (its seat is kept).
    pub idle: Duration,
    /// The time a connection has to authenticate.
    pub login: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            connections: 256,
            per_address: 16,
            tables: 256,
            free_code_tries: 3,
            input_per_second: 16 * 1024,
            window: (400, 150),
            idle: Duration::from_secs(30 * 60),
            login: Duration::from_secs(30),
        }
    }
}
