//! The app's one loop: a message in, [`App::update`], the effects performed, a frame drawn, and
//! a wait for the next message. It runs on a [`Screen`] (the terminal it draws on and what
//! stopping the program means there) in a [`World`] (what the app's effects reach: the saves
//! folder and the bots at this terminal, or a table on a server). Everything that happens
//! arrives as an [`Input`] on one channel: keys, signals, a save written, a bot's answer, a
//! table's news. The loop never blocks on anything else and never spins: with nothing moving on
//! screen, it sleeps until a message comes or the world asks to be woken.

use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;

use super::{App, Effect, Msg, TICK, Unavailable};
use crate::i18n::bidi::{self, Direction, Rendering};

/// What reaches the loop, from whatever thread.
#[derive(Debug)]
pub enum Input<N> {
    /// For the app: keys, the mouse, resizes, bots' answers, a table's news.
    App(Msg),
    /// For the world: a report of its own (a save written), `N` being its kind.
    World(N),
    /// A signal caught: SIGTSTP and SIGCONT are the screen's to settle; the others end the
    /// session as `q` would, the game saved.
    Signal(i32),
    /// The session ends from outside the app.
    End(End),
}

/// Why a session ended from outside the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The terminal or the connection is gone.
    Closed,
    /// No key came for the time a connection may stay idle.
    Idle,
    /// The server stops (every table is saved, and resumes when it starts again).
    ServerStops,
}

/// The terminal a loop draws on.
pub trait Screen {
    /// What ratatui draws with.
    type Backend: Backend;

    /// The terminal drawn on.
    fn terminal(&mut self) -> &mut Terminal<Self::Backend>;

    /// Draws a frame of `app`.
    ///
    /// # Errors
    /// The terminal could not be written.
    fn draw(&mut self, app: &App) -> io::Result<()> {
        self.terminal()
            .draw(|frame| frame.render_widget(app, frame.area()))
            .map(|_| ())
            .map_err(failed)
    }

    /// The terminal's new size, from a resize the app is told of (ratatui finds a local
    /// terminal's size itself; a remote one's is only known this way).
    ///
    /// # Errors
    /// The terminal could not be resized.
    fn resized(&mut self, _width: u16, _height: u16) -> io::Result<()> {
        Ok(())
    }

    /// Stops the program as Ctrl-Z does in a shell: gives the terminal back, stops, and takes
    /// it again once continued. Returns `false` where that cannot be done (the app says so).
    ///
    /// # Errors
    /// The terminal could not be taken again.
    fn suspend(&mut self) -> io::Result<bool> {
        Ok(false)
    }

    /// Acts on the stops and continues signalled since the last look.
    ///
    /// # Errors
    /// The terminal could not be taken again.
    fn settle(&mut self) -> io::Result<()> {
        Ok(())
    }

    /// How soon the screen wants to be drawn again with nothing new to show (a frame lost on
    /// the way to a slow client), if it does.
    fn redraw_within(&self) -> Option<Duration> {
        None
    }

    /// Tells the terminal whether to reorder right-to-left lines itself, now that the game
    /// draws them as `rendering` says ([`bidi::Reordering`]); it is given its own mode back
    /// with the rest of the terminal.
    ///
    /// # Errors
    /// The terminal could not be written.
    fn set_rendering(&mut self, rendering: Rendering) -> io::Result<()>;
}

/// What the app's effects reach, and where the app goes when it quits.
pub trait World {
    /// The reports of the world's own that come back on the loop's channel.
    type News;

    /// Performs one effect of the app (any but [`Effect::Suspend`], the screen's; of
    /// [`Effect::Display`], the screen is told first and the world keeps the choice). Returns
    /// the app's message when the answer is known at once (a refusal, a file kept); later
    /// answers arrive on the loop's channel. An effect this world cannot perform is answered
    /// with [`Msg::Unavailable`].
    fn perform(&mut self, effect: Effect) -> Option<Msg>;

    /// How right-to-left text was chosen to be drawn here (for this terminal, or for the
    /// player's key on a server), if a choice was kept.
    fn display(&self) -> Option<Rendering>;

    /// A report of the world's own, as the app is to hear it.
    fn news(&mut self, news: Self::News) -> Option<Msg>;

    /// How long the loop may sleep with nothing coming before it asks [`World::idle`], if it
    /// should ask at all.
    fn wait(&self) -> Option<Duration> {
        None
    }

    /// What the app is to hear after a wait with nothing coming, if anything.
    fn idle(&mut self) -> Option<Msg> {
        None
    }

    /// The app quit: the app that follows, when this world opens it itself (a table chosen
    /// from a server's menu); `None` ends the loop.
    fn next(&mut self, _app: &mut App) -> Option<App> {
        None
    }
}

/// How the loop ended.
#[derive(Debug)]
pub struct Stopped {
    /// The app as it ended (what its menu chose for the launcher to open, say).
    pub app: App,
    /// The signal that ended it, if one did.
    pub signal: Option<i32>,
    /// Why it ended from outside, if it did.
    pub end: Option<End>,
    /// What broke the loop, if something did (a terminal gone).
    pub failure: Option<io::Error>,
}

/// Messages handled before a frame is drawn: a burst (a table's views, a pasted line) is taken
/// whole, then drawn once.
const BATCH: usize = 64;

/// Runs `app` on `screen` in `world` until the app quits (and the world opens nothing after
/// it), a signal ends it, its input ends, or the terminal fails.
pub fn run<S: Screen, W: World>(
    app: App,
    screen: &mut S,
    world: &mut W,
    inputs: &Receiver<Input<W::News>>,
) -> Stopped {
    let mut state = Stopped {
        app,
        signal: None,
        end: None,
        failure: None,
    };
    if let Err(e) = drive(&mut state, screen, world, inputs) {
        state.failure = Some(e);
    }
    state
}

fn drive<S: Screen, W: World>(
    state: &mut Stopped,
    screen: &mut S,
    world: &mut W,
    inputs: &Receiver<Input<W::News>>,
) -> io::Result<()> {
    start_display(&mut state.app, screen, &*world)?;
    let mut effects = begin(&mut state.app, screen)?;
    let mut next_tick = Instant::now() + TICK;
    loop {
        perform(&mut state.app, effects, screen, world)?;
        if state.app.should_quit() {
            match world.next(&mut state.app) {
                Some(next) => {
                    state.app = next;
                    effects = begin(&mut state.app, screen)?;
                    continue;
                }
                None => return Ok(()),
            }
        }
        screen.draw(&state.app)?;
        effects = Vec::new();
        let ticks = state.app.needs_ticks();
        let wait = if ticks {
            Some(next_tick.saturating_duration_since(Instant::now()))
        } else {
            [world.wait(), screen.redraw_within()]
                .into_iter()
                .flatten()
                .min()
        };
        let first = match wait {
            None => inputs.recv().map_err(|_| RecvTimeoutError::Disconnected),
            Some(wait) => inputs.recv_timeout(wait),
        };
        let first = match first {
            Ok(input) => input,
            Err(RecvTimeoutError::Disconnected) => return Ok(()),
            Err(RecvTimeoutError::Timeout) => {
                if ticks {
                    next_tick = Instant::now() + TICK;
                    effects = state.app.update(Msg::Tick);
                } else if let Some(msg) = world.idle() {
                    effects = state.app.update(msg);
                }
                continue;
            }
        };
        if !ticks {
            next_tick = Instant::now() + TICK;
        }
        let batch = std::iter::once(first).chain(inputs.try_iter().take(BATCH - 1));
        for input in batch {
            let msg = match input {
                Input::App(msg) => {
                    if let Msg::Resize(w, h) = msg {
                        screen.resized(w, h)?;
                    }
                    Some(msg)
                }
                Input::World(news) => world.news(news),
                Input::Signal(signal) if is_leaving(signal) => {
                    state.signal.get_or_insert(signal);
                    Some(Msg::Terminate)
                }
                // Stops and continues are decided by the flags their handlers raised, whatever
                // order the signals were passed on in.
                Input::Signal(_) => {
                    screen.settle()?;
                    None
                }
                Input::End(end) => {
                    state.end = Some(end);
                    return Ok(());
                }
            };
            if let Some(msg) = msg {
                effects.extend(state.app.update(msg));
            }
        }
    }
}

/// Right-to-left text drawn as it was chosen here, where a choice was kept; else drawn by the
/// game and, in a language written right to left, asked on the menu's check screen. The screen
/// is told whether the terminal is to reorder lines itself.
fn start_display<S: Screen, W: World>(app: &mut App, screen: &mut S, world: &W) -> io::Result<()> {
    let rtl = bidi::direction() == Direction::Rtl;
    let kept = world.display();
    bidi::set_rendering(kept.unwrap_or(if rtl {
        Rendering::Visual
    } else {
        Rendering::Terminal
    }));
    if kept.is_none() && rtl {
        app.ask_display();
    }
    screen.set_rendering(bidi::rendering())
}

/// What a new app asks once its screen's size is known.
fn begin<S: Screen>(app: &mut App, screen: &mut S) -> io::Result<Vec<Effect>> {
    let size = screen.terminal().size().map_err(failed)?;
    let mut effects = app.update(Msg::Resize(size.width, size.height));
    effects.extend(app.start());
    Ok(effects)
}

/// Performs `effects` and those the answers known at once lead to: Ctrl-Z on the screen, a
/// display chosen on the screen and kept in the world, everything else in the world.
fn perform<S: Screen, W: World>(
    app: &mut App,
    mut effects: Vec<Effect>,
    screen: &mut S,
    world: &mut W,
) -> io::Result<()> {
    while !effects.is_empty() {
        for effect in std::mem::take(&mut effects) {
            let answer = match effect {
                Effect::Suspend => {
                    (!screen.suspend()?).then_some(Msg::Unavailable(Unavailable::Suspend))
                }
                Effect::Display(rendering) => {
                    screen.set_rendering(rendering)?;
                    world.perform(Effect::Display(rendering))
                }
                other => world.perform(other),
            };
            if let Some(msg) = answer {
                effects.extend(app.update(msg));
            }
        }
    }
    Ok(())
}

/// A backend's error as the loop reports it.
pub fn failed(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(e.to_string())
}

/// Whether `signal` ends the session (all those caught but SIGTSTP and SIGCONT).
pub fn is_leaving(signal: i32) -> bool {
    use signal_hook::consts::{SIGCONT, SIGTSTP};
    signal != SIGTSTP && signal != SIGCONT
}
