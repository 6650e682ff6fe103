//! The host's own seat: with `patchwork serve --play`, the terminal the server runs in plays
//! like any guest, through the same menu and the same tables. It is this terminal as a local
//! game takes it ([`terminal::Local`], crossterm) with the server's tables as its world
//! ([`Tables`]), but it may not stop the program (Ctrl-Z would stop the server: the app says
//! so) and the server's signals are the server's. Its identity is the server's host key, so the
//! host takes their seat back the way a guest does.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::time::Duration;

use super::Limits;
use super::client::{Inputs, Sends, guest};
use super::lobby::Lobby;
use super::world::Tables;
use crate::i18n::Lang;
use crate::tui::event_loop::{self, End, Input};
use crate::tui::terminal;
use crate::tui::theme::Theme;
use crate::tui::workers::spawn_input;

/// The host's game in this terminal, on a thread of its own.
pub(super) struct Host {
    /// Ends the game (the terminal is given back first).
    end: Sends,
    /// Hears when the terminal is given back.
    left: Receiver<()>,
    /// Raised when the server stops, so the host's thread does not say it goes on serving.
    stopping: Arc<AtomicBool>,
}

impl Host {
    /// Starts the host's game over `lobby`'s tables, within `limits`, on a thread of its own;
    /// `identity` names the host at the tables (the server's host key).
    pub(super) fn spawn(
        lobby: Arc<Lobby>,
        limits: Limits,
        identity: String,
        lang: Lang,
        theme: &Theme,
    ) -> Self {
        let theme = *theme;
        let (tx, rx) = channel();
        let (done, left) = channel::<()>();
        let stopping = Arc::new(AtomicBool::new(false));
        let server_stops = Arc::clone(&stopping);
        let end = tx.clone();
        std::thread::spawn(move || {
            crate::i18n::set(lang);
            match play(&lobby, &limits, identity, &theme, (tx, rx)) {
                Ok(()) if !server_stops.load(Ordering::SeqCst) => {
                    println!(
                        "patchwork serve: the host left the game; still serving (Ctrl-C stops)"
                    );
                }
                Ok(()) => {}
                Err(e) => eprintln!("patchwork serve: this terminal cannot play: {e}"),
            }
            let _ = done.send(());
        });
        Self {
            end,
            left,
            stopping,
        }
    }

    /// Ends the host's game, and waits (two seconds at most) for the terminal to be given back.
    pub(super) fn end(self) {
        self.stopping.store(true, Ordering::SeqCst);
        let _ = self.end.send(Input::End(End::ServerStops));
        let _ = self.left.recv_timeout(Duration::from_secs(2));
    }
}

/// Plays from this terminal until the host quits or the server stops (an [`End`] on the
/// inputs' sender); the server goes on serving after the host quits. The terminal is given back
/// before it returns.
fn play(
    lobby: &Lobby,
    limits: &Limits,
    identity: String,
    theme: &Theme,
    (tx, rx): (Sender<Input<std::convert::Infallible>>, Inputs),
) -> io::Result<()> {
    // No pauses: stopping this process would stop the server.
    let mut screen = terminal::Local::open(None)?;
    let _input = spawn_input(tx.clone());
    let mut world = Tables::new(lobby, limits, guest(0, identity, None, tx), *theme);
    if let Some(app) = world.menu(None) {
        let stopped = event_loop::run(app, &mut screen, &mut world, &rx);
        world.leave();
        screen.close();
        return stopped.failure.map_or(Ok(()), Err);
    }
    screen.close();
    Ok(())
}
