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
    /// A page up the patch circle.
    ScrollUp,
    /// A page down the patch circle.
    ScrollDown,
    /// Take back the last step (and a bot's reply to it).
    Undo,
    /// Play again the step undone last.
    Redo,
    /// Ask the strong bot for a suggestion.
    Hint,
    /// Home, `H`: the ghost to the quilt's left edge.
    JumpLeft,
    /// End, `L`: the ghost to the quilt's right edge.
    JumpRight,
    /// `PgUp`, `K`: the ghost to the quilt's top edge; a page up the circle while choosing.
    JumpTop,
    /// `PgDn`, `J`: the ghost to the quilt's bottom edge; a page down the circle while choosing.
    JumpBottom,
    /// Scroll the move history back (older moves).
    MovesUp,
    /// Scroll the move history forward (newer moves).
    MovesDown,
}

/// What a key asks for in the replay viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReplayCommand {
    /// One action back.
    Back,
    /// One action forward.
    Forward,
    /// To the start.
    First,
    /// To the end.
    Last,
    /// A digit of an action number to jump to.
    Digit(u8),
    /// Jump to the action number typed.
    Jump,
    /// Erase the last digit typed.
    Erase,
    /// Start or stop playing automatically.
    Autoplay,
    /// Autoplay faster.
    Faster,
    /// Autoplay slower.
    Slower,
    /// Continue playing from the action shown, as a new game.
    PlayFromHere,
    /// Show the help.
    Help,
    /// Leave the viewer.
    Quit,
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
    key(KeyCode::PageUp, Command::JumpTop),
    ch('[', Command::ScrollUp),
    key(KeyCode::PageDown, Command::JumpBottom),
    ch(']', Command::ScrollDown),
    key(KeyCode::Home, Command::JumpLeft),
    ch('H', Command::JumpLeft),
    key(KeyCode::End, Command::JumpRight),
    ch('L', Command::JumpRight),
    ch('K', Command::JumpTop),
    ch('J', Command::JumpBottom),
    ch('{', Command::MovesUp),
    ch('}', Command::MovesDown),
    ch('u', Command::Undo),
    ch('U', Command::Redo),
    ch('t', Command::Hint),
    Binding {
        code: KeyCode::Char('r'),
        modifiers: KeyModifiers::CONTROL,
        command: Command::Redo,
    },
];

/// One key of the replay viewer and what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayBinding {
    /// The key.
    pub code: KeyCode,
    /// The command.
    pub command: ReplayCommand,
}

const fn rk(code: KeyCode, command: ReplayCommand) -> ReplayBinding {
    ReplayBinding { code, command }
}

/// The replay viewer's keys (digits `0`-`9` type an action number besides these).
pub const REPLAY_BINDINGS: &[ReplayBinding] = &[
    rk(KeyCode::Left, ReplayCommand::Back),
    rk(KeyCode::Char('h'), ReplayCommand::Back),
    rk(KeyCode::Right, ReplayCommand::Forward),
    rk(KeyCode::Char('l'), ReplayCommand::Forward),
    rk(KeyCode::Home, ReplayCommand::First),
    rk(KeyCode::Char('g'), ReplayCommand::First),
    rk(KeyCode::End, ReplayCommand::Last),
    rk(KeyCode::Char('G'), ReplayCommand::Last),
    rk(KeyCode::Enter, ReplayCommand::Jump),
    rk(KeyCode::Backspace, ReplayCommand::Erase),
    rk(KeyCode::Char(' '), ReplayCommand::Autoplay),
    rk(KeyCode::Char('+'), ReplayCommand::Faster),
    rk(KeyCode::Char('='), ReplayCommand::Faster),
    rk(KeyCode::Char('-'), ReplayCommand::Slower),
    rk(KeyCode::Char('p'), ReplayCommand::PlayFromHere),
    rk(KeyCode::Char('?'), ReplayCommand::Help),
    rk(KeyCode::F(1), ReplayCommand::Help),
    rk(KeyCode::Char('q'), ReplayCommand::Quit),
    rk(KeyCode::Esc, ReplayCommand::Quit),
];

/// The replay command a key press gives, if any (Ctrl-C quits).
pub fn replay_command(event: &KeyEvent) -> Option<ReplayCommand> {
    if event.modifiers.contains(KeyModifiers::CONTROL) {
        return (event.code == KeyCode::Char('c')).then_some(ReplayCommand::Quit);
    }
    if let KeyCode::Char(c @ '0'..='9') = event.code {
        return Some(ReplayCommand::Digit(c as u8 - b'0'));
    }
    REPLAY_BINDINGS
        .iter()
        .find(|b| b.code == event.code)
        .map(|b| b.command)
}

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
