//! One person connected over SSH: the game's own app and loop ([`event_loop::run`]), on a
//! thread of its own (the player's language is the thread's), drawn on their terminal through
//! the SSH channel ([`Remote`]) in the world of the server's tables ([`Tables`]). Their keys,
//! resizes and the end of their connection come from the server's handler, their table's news
//! from the lobby, all on the loop's one channel.

use std::convert::Infallible;
use std::sync::mpsc::{Receiver, Sender};

use super::Limits;
use super::lobby::{Guest, Lobby, Outbox};
use super::screen::{Remote, Sink};
use super::world::Tables;
use crate::i18n::Lang;
use crate::tui::Msg;
use crate::tui::event_loop::{self, Input};
use crate::tui::theme::Theme;

/// What the loop of a connected person reads: their keys, resizes and table's news, and the
/// end of the connection or of the server.
pub type Inputs = Receiver<Input<Infallible>>;

/// Where a connected person's inputs are sent.
pub type Sends = Sender<Input<Infallible>>;

/// What a connection starts with.
pub struct Connection {
    /// Numbers the connection.
    pub id: u64,
    /// Who it is: its key's fingerprint, or [`super::lobby::NO_KEY`].
    pub identity: String,
    /// The address it came from (`None`: the host, at the server's own terminal).
    pub from: Option<std::net::IpAddr>,
    /// Its inputs, and the sender that feeds them (the lobby's news go there too).
    pub inputs: (Sends, Inputs),
    /// Where its frames go.
    pub sink: Sink,
    /// Its language.
    pub lang: Lang,
    /// Its colours.
    pub theme: Theme,
    /// Its terminal's size (already bounded).
    pub size: (u16, u16),
}

/// The lobby's record of `id`'s connection, its table's news sent on `tx` as messages for its
/// app.
pub fn guest(id: u64, identity: String, from: Option<std::net::IpAddr>, tx: Sends) -> Guest {
    Guest {
        id,
        identity,
        outbox: Outbox::new(move |news| {
            let _ = tx.send(Input::App(Msg::Table(news)));
        }),
        from,
    }
}

/// Runs a connected person's game until they leave, their connection closes, it stays idle too
/// long or the server stops; their terminal is then given back, saying why when they did not
/// leave themselves. Their seat, if they have one, is kept for them.
pub fn run(connection: Connection, lobby: &Lobby, limits: &Limits) {
    crate::i18n::set(connection.lang);
    let Connection {
        id,
        identity,
        from,
        inputs: (tx, rx),
        sink,
        theme,
        size,
        ..
    } = connection;
    let Ok(mut screen) = Remote::take(sink, size) else {
        return;
    };
    let mut world = Tables::new(lobby, limits, guest(id, identity, from, tx), theme);
    let Some(app) = world.menu(None) else {
        screen.give_back(None);
        return;
    };
    let stopped = event_loop::run(app, &mut screen, &mut world, &rx);
    world.leave();
    screen.give_back(stopped.end);
}
