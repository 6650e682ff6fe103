//! The terminal game: a hot-seat game of Patchwork for two players sharing one keyboard.
//!
//! State, update and drawing are apart: [`App`] holds the state, [`App::update`] is its only
//! mutator (driven by [`Msg`]s, so tests need no terminal), and drawing is `impl Widget for
//! &App`, a pure function of the state. Key bindings ([`keys`]) and sentences ([`strings`]) are
//! data. The rules core decides every question of legality and scoring.

use std::io;
use std::process::ExitCode;
use std::time::{SystemTime, UNIX_EPOCH};

use ratatui::crossterm::event::{self, Event};

mod app;
pub mod keys;
pub mod strings;
pub mod theme;
mod widgets;

pub use app::{App, Covered, Ghost, Mode, Msg, Options, Overlay, Status};
pub use theme::{MONO, THEME, Theme};
pub use widgets::min_size;

/// Runs a hot-seat game in the terminal until the players quit: a game of `options`, shuffled
/// from `seed` (from the clock when `None`).
pub fn run(options: Options, seed: Option<u64>) -> ExitCode {
    let seed = seed.unwrap_or_else(clock_seed);
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let mut app = match App::new(options, seed, Theme::pick(no_color)) {
        Ok(app) => app,
        Err(e) => {
            eprintln!("patchwork: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut terminal = match ratatui::try_init() {
        Ok(t) => t,
        Err(e) => {
            eprintln!("patchwork: cannot open the terminal: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = event_loop(&mut terminal, &mut app);
    ratatui::restore();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("patchwork: {e}");
            ExitCode::FAILURE
        }
    }
}

fn event_loop(terminal: &mut ratatui::DefaultTerminal, app: &mut App) -> io::Result<()> {
    while !app.should_quit() {
        terminal.draw(|frame| frame.render_widget(&*app, frame.area()))?;
        match event::read()? {
            Event::Key(key) => app.update(Msg::Key(key)),
            Event::Resize(w, h) => app.update(Msg::Resize(w, h)),
            _ => {}
        }
    }
    Ok(())
}

/// A seed from the clock, for a game without `--seed`.
fn clock_seed() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
