//! Shared set-ups and helpers for the integration tests; the tmux harness of the end-to-end
//! tests is [`tmux`].

pub mod tmux;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use patchwork::rules::{Game, LeatherLayout, PatchId, Player, Setup, Variant};
use patchwork::tui::{App, Context, Effect, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The circle of the example game in `record-format.md`.
pub const EXAMPLE_CIRCLE: [u8; 33] = [
    14, 3, 27, 8, 21, 30, 1, 19, 5, 11, 24, 2, 32, 17, 9, 28, 4, 23, 13, 29, 6, 16, 31, 10, 22, 18,
    25, 12, 7, 26, 20, 15, 0,
];

/// The set-up of the example game in `record-format.md`.
pub fn example_setup() -> Setup {
    Setup {
        variant: Variant::Classic,
        layout: LeatherLayout::Revised,
        circle: EXAMPLE_CIRCLE.iter().map(|&i| PatchId(i)).collect(),
        first_player: Player::One,
        blue_order: Vec::new(),
    }
}

/// The start of the example game.
pub fn example_game() -> Game {
    Game::new(&example_setup()).expect("the example set-up is valid")
}

/// A key press through the app's update, and the effects it asked for.
pub fn press(app: &mut App, code: KeyCode) -> Vec<Effect> {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
}

/// Characters typed, one key press each, and all the effects they asked for.
pub fn keys(app: &mut App, chars: &str) -> Vec<Effect> {
    chars
        .chars()
        .flat_map(|c| press(app, KeyCode::Char(c)))
        .collect()
}

/// The app on a 120x40 terminal: keys act only where the game can be seen.
/// Both players advance, up to `times` steps, until the game is over (a leather patch won is
/// sewn where the cursor opens).
pub fn advance_both(app: &mut App, times: usize) {
    for _ in 0..times {
        match app.context() {
            Context::Over => break,
            Context::Leather | Context::Discard => {
                press(app, KeyCode::Enter);
            }
            _ => {
                keys(app, "ay");
            }
        }
    }
}

pub fn sized(mut app: App) -> App {
    app.update(Msg::Resize(120, 40));
    app
}

/// The game's scene of `app` (not the menu's).
pub fn game_scene(app: &App) -> patchwork::tui::scene::GameScene<'_> {
    app.scene()
        .game()
        .cloned()
        .expect("the menu is shown, not a game")
}

/// What the app draws on a `width` x `height` terminal, a line of text a row, trailing blanks
/// trimmed.
pub fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height))
        .expect("test backend");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draw");
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        let line: String = (0..width).map(|x| buffer[(x, y)].symbol()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A file under `tests/fixtures/` (`records/valid/spec-start.json`).
pub fn fixture(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(rel)
}

/// The `patchwork` binary run with `args`, to its end.
pub fn patchwork(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Bytes a command printed, as text (invalid UTF-8 replaced).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
