//! Key bindings as data: each key press maps to one [`Command`]; what a command does depends on
//! what the game waits for.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// What a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Choose the first, second or third patch after the neutral token (0, 1, 2).
    Choose(u8),
    /// Left: previous patch, or move the ghost or cursor.
    Left,
    /// Right: next patch, or move the ghost or cursor.
    Right,
    /// Up: move the ghost or cursor.
    Up,
    /// Down: move the ghost or cursor.
    Down,
    /// Turn the ghost a quarter clockwise.
    RotateClockwise,
    /// Turn the ghost a quarter anticlockwise.
    RotateAnticlockwise,
    /// Mirror the ghost.
    Flip,
    /// Enter: pick, sew, place, confirm.
    Confirm,
    /// Esc: go back or close.
    Back,
    /// Advance and take buttons.
    Advance,
    /// Set a won leather patch aside (where the rules allow it).
    SetAside,
    /// Show or hide the help.
    Help,
    /// Quit (asks first during a game).
    Quit,
    /// Ctrl-C: quit at once.
    ForceQuit,
    /// Yes in a question.
    Yes,
    /// No in a question; a new game on the game-over screen.
    No,
    /// Scroll the rest of the circle up.
    ScrollUp,
    /// Scroll the rest of the circle down.
    ScrollDown,
}

/// One key and the command it gives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The key.
    pub code: KeyCode,
    /// Modifiers that must be held (Shift is ignored for characters).
    pub modifiers: KeyModifiers,
    /// The command.
    pub command: Command,
}

const fn ch(c: char, command: Command) -> Binding {
    Binding {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::NONE,
        command,
    }
}

const fn key(code: KeyCode, command: Command) -> Binding {
    Binding {
        code,
        modifiers: KeyModifiers::NONE,
        command,
    }
}

/// Every binding, in the order the help lists them.
pub const BINDINGS: &[Binding] = &[
    ch('1', Command::Choose(0)),
    ch('2', Command::Choose(1)),
    ch('3', Command::Choose(2)),
    key(KeyCode::Left, Command::Left),
    ch('h', Command::Left),
    key(KeyCode::Right, Command::Right),
    ch('l', Command::Right),
    key(KeyCode::Up, Command::Up),
    ch('k', Command::Up),
    key(KeyCode::Down, Command::Down),
    ch('j', Command::Down),
    ch('r', Command::RotateClockwise),
    ch('R', Command::RotateAnticlockwise),
    ch('f', Command::Flip),
    key(KeyCode::Enter, Command::Confirm),
    ch(' ', Command::Confirm),
    key(KeyCode::Esc, Command::Back),
    ch('a', Command::Advance),
    ch('s', Command::SetAside),
    ch('?', Command::Help),
    key(KeyCode::F(1), Command::Help),
    ch('q', Command::Quit),
    Binding {
        code: KeyCode::Char('c'),
        modifiers: KeyModifiers::CONTROL,
        command: Command::ForceQuit,
    },
    ch('y', Command::Yes),
    ch('n', Command::No),
    key(KeyCode::PageUp, Command::ScrollUp),
    ch('[', Command::ScrollUp),
    key(KeyCode::PageDown, Command::ScrollDown),
    ch(']', Command::ScrollDown),
];

/// The command a key press gives, if any.
pub fn command(event: &KeyEvent) -> Option<Command> {
    let held = if matches!(event.code, KeyCode::Char(_)) {
        event.modifiers - KeyModifiers::SHIFT
    } else {
        event.modifiers
    };
    BINDINGS
        .iter()
        .find(|b| b.code == event.code && b.modifiers == held)
        .map(|b| b.command)
}
