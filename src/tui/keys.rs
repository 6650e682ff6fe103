//! Key bindings as data: one table of (keys, where they work, what they ask for, the key bar's
//! label, the help's line). The handler dispatches from it ([`command`]), and the key bar
//! ([`bar`]), the help overlay ([`help`]) and the README's key tables ([`markdown`]) are all
//! generated from it, so a key is written down once.

use std::fmt::Write as _;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Where the app is, as far as keys are concerned: each binding works in a set of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Context {
    /// A person chooses a patch (or advances).
    Choosing,
    /// A person moves a patch's ghost over the quilt.
    Placing,
    /// A person is asked whether to advance.
    Advance,
    /// A person sews a leather patch just won.
    Leather,
    /// A bot's turn: it thinks, or its move is shown.
    BotTurn,
    /// The game is over.
    Over,
    /// The game-over screen asks whether to start a new game.
    ConfirmNewGame,
    /// Quitting would lose something: the app asks first.
    ConfirmQuit,
    /// The help overlay is open.
    Help,
    /// The replay viewer.
    Replay,
    /// The replay viewer while an action number is typed.
    ReplayEntry,
    /// The terminal is too small to show the game: only quitting works.
    TooSmall,
}

impl Context {
    const fn bit(self) -> u16 {
        1 << self as u16
    }
}

/// A set of [`Context`]s, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contexts(u16);

impl Contexts {
    /// Whether `context` is in the set.
    pub const fn contains(self, context: Context) -> bool {
        self.0 & context.bit() != 0
    }

    const fn of(list: &[Context]) -> Self {
        let mut bits = 0;
        let mut i = 0;
        while i < list.len() {
            bits |= list[i].bit();
            i += 1;
        }
        Self(bits)
    }
}

/// What a key asks for. What it does depends on where the app is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Choose the first, second or third patch after the neutral token (0, 1, 2).
    Choose(u8),
    /// Left: previous patch, or the ghost or cursor one cell left.
    Left,
    /// Right: next patch, or the ghost or cursor one cell right.
    Right,
    /// The ghost or cursor one cell up.
    Up,
    /// The ghost or cursor one cell down.
    Down,
    /// The ghost to the quilt's left edge.
    JumpLeft,
    /// The ghost to the quilt's right edge.
    JumpRight,
    /// The ghost to the quilt's top edge.
    JumpTop,
    /// The ghost to the quilt's bottom edge.
    JumpBottom,
    /// Turn the ghost a quarter clockwise.
    RotateClockwise,
    /// Turn the ghost a quarter anticlockwise.
    RotateAnticlockwise,
    /// Mirror the ghost.
    Flip,
    /// Enter: pick, sew, place, yes.
    Confirm,
    /// Esc: go back, no, close.
    Back,
    /// Ask to advance and take buttons.
    Advance,
    /// Set a won leather patch aside (where the rules allow it).
    SetAside,
    /// A page back in the patch circle.
    CircleBack,
    /// A page on in the patch circle.
    CircleOn,
    /// Scroll the move history back (older moves).
    MovesBack,
    /// Scroll the move history on (newer moves).
    MovesOn,
    /// Take back the last step (and a bot's reply to it).
    Undo,
    /// Play again the step undone last.
    Redo,
    /// Ask the strong bot for a suggestion.
    Hint,
    /// Yes to a question.
    Yes,
    /// No to a question.
    No,
    /// Start a new game (from the game-over screen; asks first).
    NewGame,
    /// Hide or show the game-over box, to look at the final quilts.
    ToggleBox,
    /// Open the help.
    Help,
    /// Close the help.
    CloseHelp,
    /// Scroll the help up a line.
    HelpUp,
    /// Scroll the help down a line.
    HelpDown,
    /// Scroll the help up a page.
    HelpPageUp,
    /// Scroll the help down a page.
    HelpPageDown,
    /// Quit (asks first when something would be lost).
    Quit,
    /// Ctrl-C: quit at once.
    ForceQuit,
    /// Replay: one step back.
    StepBack,
    /// Replay: one step on.
    StepOn,
    /// Replay: to the start.
    First,
    /// Replay: to the end.
    Last,
    /// Replay: a digit of a step number to jump to.
    Digit(u8),
    /// Replay: jump to the step number typed.
    Jump,
    /// Replay: erase the last digit typed.
    Erase,
    /// Replay: forget the number typed.
    CancelEntry,
    /// Replay: start or stop playing by itself.
    Autoplay,
    /// Replay: autoplay faster.
    Faster,
    /// Replay: autoplay slower.
    Slower,
    /// Replay: play on from the step shown as a new game.
    PlayFromHere,
    /// Replay: leave the viewer.
    Leave,
}

/// One key: a code and whether Ctrl is held (Shift is part of a character, so it is ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The key.
    pub code: KeyCode,
    /// Whether Ctrl must be held.
    pub ctrl: bool,
}

const fn c(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        ctrl: false,
    }
}

const fn k(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

const fn ctrl(ch: char) -> Key {
    Key {
        code: KeyCode::Char(ch),
        ctrl: true,
    }
}

impl Key {
    /// The key as the screen and the README name it.
    pub fn name(self) -> String {
        let base = match self.code {
            KeyCode::Left => "←".to_owned(),
            KeyCode::Right => "→".to_owned(),
            KeyCode::Up => "↑".to_owned(),
            KeyCode::Down => "↓".to_owned(),
            KeyCode::Enter => "Enter".to_owned(),
            KeyCode::Esc => "Esc".to_owned(),
            KeyCode::Home => "Home".to_owned(),
            KeyCode::End => "End".to_owned(),
            KeyCode::PageUp => "PgUp".to_owned(),
            KeyCode::PageDown => "PgDn".to_owned(),
            KeyCode::Backspace => "Backspace".to_owned(),
            KeyCode::F(n) => format!("F{n}"),
            KeyCode::Char(' ') => "Space".to_owned(),
            KeyCode::Char(ch) if self.ctrl => ch.to_ascii_uppercase().to_string(),
            KeyCode::Char(ch) => ch.to_string(),
            _ => "?".to_owned(),
        };
        if self.ctrl {
            format!("Ctrl-{base}")
        } else {
            base
        }
    }

    fn matches(self, event: &KeyEvent) -> bool {
        let held = event.modifiers.contains(KeyModifiers::CONTROL);
        self.code == event.code && self.ctrl == held
    }
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    /// The keys; for [`Command::Choose`] and [`Command::Digit`] the key's place in this list
    /// is the number it gives (`Digit` counts from 0, `Choose` from the first patch).
    pub keys: &'static [Key],
    /// Where it works.
    pub contexts: Contexts,
    /// What it asks for.
    pub command: Command,
    /// The keys as the bar and the help write them, when shorter than listing them all.
    pub shown: Option<&'static str>,
    /// The key bar's word for it (`None`: not in the bar).
    pub bar: Option<&'static str>,
    /// The help's line for it (`None`: not in the help).
    pub help: Option<&'static str>,
    /// Where it goes in the key bar: lower first (the bar drops what does not fit from the
    /// end); rows of one rank keep the table's order.
    pub rank: u8,
}

impl Binding {
    /// The keys as the key bar writes them: the shown text, else the first key.
    pub fn bar_text(&self) -> String {
        self.shown.map_or_else(
            || self.keys.first().map(|k| k.name()).unwrap_or_default(),
            str::to_owned,
        )
    }

    /// The keys as the help writes them: the shown text, else every key.
    pub fn keys_text(&self) -> String {
        self.shown.map_or_else(
            || {
                self.keys
                    .iter()
                    .map(|k| k.name())
                    .collect::<Vec<_>>()
                    .join(" ")
            },
            str::to_owned,
        )
    }
}

use Context as X;

const TURN: Contexts = Contexts::of(&[X::Choosing, X::Placing, X::Advance, X::Leather]);
const PLAY: Contexts = Contexts::of(&[
    X::Choosing,
    X::Placing,
    X::Advance,
    X::Leather,
    X::BotTurn,
    X::Over,
]);
const PLACING: Contexts = Contexts::of(&[X::Placing]);
const MOVING: Contexts = Contexts::of(&[X::Placing, X::Leather]);
const CHOOSE: Contexts = Contexts::of(&[X::Choosing, X::Placing]);
const QUESTION: Contexts = Contexts::of(&[X::Advance, X::ConfirmNewGame, X::ConfirmQuit]);
const HELP_OPENS: Contexts = Contexts::of(&[
    X::Choosing,
    X::Placing,
    X::Advance,
    X::Leather,
    X::BotTurn,
    X::Over,
    X::Replay,
]);
const QUITS: Contexts = Contexts::of(&[
    X::Choosing,
    X::Placing,
    X::Advance,
    X::Leather,
    X::BotTurn,
    X::Over,
    X::TooSmall,
]);
const EVERYWHERE: Contexts = Contexts(u16::MAX);
const REPLAY: Contexts = Contexts::of(&[X::Replay, X::ReplayEntry]);
const ENTRY: Contexts = Contexts::of(&[X::ReplayEntry]);
const REPLAY_ONLY: Contexts = Contexts::of(&[X::Replay]);
const HELP: Contexts = Contexts::of(&[X::Help]);

const fn row(
    keys: &'static [Key],
    contexts: Contexts,
    command: Command,
    bar: Option<&'static str>,
    help: Option<&'static str>,
) -> Binding {
    Binding {
        keys,
        contexts,
        command,
        shown: None,
        bar,
        help,
        rank: 0,
    }
}

const fn ranked(mut binding: Binding, rank: u8) -> Binding {
    binding.rank = rank;
    binding
}

const fn shown(mut binding: Binding, text: &'static str) -> Binding {
    binding.shown = Some(text);
    binding
}

/// Every binding. The first row that matches a key where the app is decides; the order is
/// also the order of the key bar (most important first) and of the help.
pub const BINDINGS: &[Binding] = &[
    // Questions first: their y/n/Enter/Esc win over the same keys elsewhere.
    row(
        &[c('y'), k(KeyCode::Enter)],
        QUESTION,
        Command::Yes,
        Some("yes"),
        None,
    ),
    row(
        &[c('n'), k(KeyCode::Esc)],
        QUESTION,
        Command::No,
        Some("no"),
        None,
    ),
    // The help overlay.
    row(
        &[k(KeyCode::Esc), c('?'), k(KeyCode::F(1)), c('q')],
        HELP,
        Command::CloseHelp,
        Some("close help"),
        None,
    ),
    shown(
        row(&[k(KeyCode::Up), c('k')], HELP, Command::HelpUp, None, None),
        "↑ ↓",
    ),
    ranked(
        row(
            &[k(KeyCode::Down), c('j')],
            HELP,
            Command::HelpDown,
            Some("scroll"),
            None,
        ),
        1,
    ),
    row(&[k(KeyCode::PageUp)], HELP, Command::HelpPageUp, None, None),
    row(
        &[k(KeyCode::PageDown)],
        HELP,
        Command::HelpPageDown,
        None,
        None,
    ),
    // Playing.
    ranked(
        shown(
            row(
                &[c('1'), c('2'), c('3')],
                CHOOSE,
                Command::Choose(0),
                Some("choose"),
                Some("choose one of the 3 patches"),
            ),
            "1-3/click",
        ),
        1,
    ),
    ranked(
        row(
            &[c('a')],
            CHOOSE,
            Command::Advance,
            Some("advance"),
            Some("advance, +1 button a space"),
        ),
        1,
    ),
    shown(
        row(
            &[k(KeyCode::Left), c('h')],
            Contexts::of(&[X::Choosing, X::Placing, X::Leather]),
            Command::Left,
            None,
            Some("move the patch or leather"),
        ),
        "arrows hjkl",
    ),
    row(
        &[k(KeyCode::Right), c('l')],
        Contexts::of(&[X::Choosing, X::Placing, X::Leather]),
        Command::Right,
        None,
        None,
    ),
    row(&[k(KeyCode::Up), c('k')], MOVING, Command::Up, None, None),
    shown(
        row(
            &[k(KeyCode::Down), c('j')],
            MOVING,
            Command::Down,
            Some("move"),
            None,
        ),
        "arrows/mouse",
    ),
    shown(
        row(
            &[c('r')],
            PLACING,
            Command::RotateClockwise,
            Some("rotate"),
            Some("rotate (or a right click)"),
        ),
        "r/wheel",
    ),
    row(
        &[c('R')],
        PLACING,
        Command::RotateAnticlockwise,
        None,
        Some("rotate the other way"),
    ),
    row(
        &[c('f')],
        PLACING,
        Command::Flip,
        Some("flip"),
        Some("flip (mirror image)"),
    ),
    ranked(
        row(
            &[k(KeyCode::Enter), c(' ')],
            Contexts::of(&[X::Choosing]),
            Command::Confirm,
            Some("pick"),
            Some("pick the highlighted patch"),
        ),
        1,
    ),
    shown(
        row(
            &[k(KeyCode::Enter), c(' ')],
            MOVING,
            Command::Confirm,
            Some("sew"),
            Some("sew it here (or a click)"),
        ),
        "Enter/click",
    ),
    row(
        &[k(KeyCode::Esc)],
        PLACING,
        Command::Back,
        Some("back"),
        Some("put the patch back"),
    ),
    row(
        &[k(KeyCode::Home), c('H')],
        PLACING,
        Command::JumpLeft,
        None,
        None,
    ),
    row(
        &[k(KeyCode::End), c('L')],
        PLACING,
        Command::JumpRight,
        None,
        None,
    ),
    shown(
        row(
            &[k(KeyCode::PageUp), c('K')],
            PLACING,
            Command::JumpTop,
            Some("edges"),
            Some("to an edge (or H L K J)"),
        ),
        "Home End PgUp PgDn",
    ),
    row(
        &[k(KeyCode::PageDown), c('J')],
        PLACING,
        Command::JumpBottom,
        None,
        None,
    ),
    ranked(
        row(
            &[c('s')],
            Contexts::of(&[X::Leather]),
            Command::SetAside,
            Some("set aside"),
            Some("set leather aside if allowed"),
        ),
        1,
    ),
    ranked(
        row(
            &[c('u')],
            PLAY,
            Command::Undo,
            Some("undo"),
            Some("undo (a bot's reply too)"),
        ),
        2,
    ),
    row(
        &[c('U'), ctrl('r')],
        PLAY,
        Command::Redo,
        None,
        Some("redo"),
    ),
    ranked(
        row(
            &[c('t')],
            TURN,
            Command::Hint,
            Some("hint"),
            Some("a hint from the strong bot"),
        ),
        2,
    ),
    row(
        &[k(KeyCode::Enter)],
        Contexts::of(&[X::Over]),
        Command::NewGame,
        Some("new game"),
        Some("game over: a new game"),
    ),
    row(
        &[k(KeyCode::Esc)],
        Contexts::of(&[X::Over]),
        Command::ToggleBox,
        Some("see the quilts"),
        Some("game over: hide/show scores"),
    ),
    shown(
        row(
            &[c('['), k(KeyCode::PageUp)],
            Contexts::of(&[X::Choosing, X::Advance, X::Leather, X::BotTurn, X::Over]),
            Command::CircleBack,
            None,
            Some("page the patch circle"),
        ),
        "[ ] PgUp PgDn",
    ),
    ranked(
        shown(
            row(
                &[c(']'), k(KeyCode::PageDown)],
                Contexts::of(&[X::Choosing, X::Advance, X::Leather, X::BotTurn, X::Over]),
                Command::CircleOn,
                Some("circle"),
                None,
            ),
            "[ ]",
        ),
        5,
    ),
    shown(
        row(
            &[c('{')],
            PLAY,
            Command::MovesBack,
            None,
            Some("scroll the move history"),
        ),
        "{ }",
    ),
    ranked(
        shown(
            row(&[c('}')], PLAY, Command::MovesOn, Some("moves"), None),
            "{ }",
        ),
        5,
    ),
    // The replay viewer.
    ranked(
        shown(
            row(
                &[
                    c('0'),
                    c('1'),
                    c('2'),
                    c('3'),
                    c('4'),
                    c('5'),
                    c('6'),
                    c('7'),
                    c('8'),
                    c('9'),
                ],
                REPLAY,
                Command::Digit(0),
                Some("go to"),
                Some("type a step number"),
            ),
            "0-9",
        ),
        3,
    ),
    row(
        &[k(KeyCode::Enter)],
        ENTRY,
        Command::Jump,
        Some("go"),
        Some("go to the step typed"),
    ),
    row(
        &[k(KeyCode::Backspace)],
        ENTRY,
        Command::Erase,
        None,
        Some("erase a digit"),
    ),
    row(
        &[k(KeyCode::Esc)],
        ENTRY,
        Command::CancelEntry,
        Some("cancel"),
        Some("forget the number typed"),
    ),
    shown(
        row(
            &[k(KeyCode::Left), c('h')],
            REPLAY,
            Command::StepBack,
            None,
            Some("one step back, on"),
        ),
        "← → h l",
    ),
    shown(
        row(
            &[k(KeyCode::Right), c('l')],
            REPLAY,
            Command::StepOn,
            Some("step"),
            None,
        ),
        "← →",
    ),
    shown(
        row(
            &[k(KeyCode::Home), c('g')],
            REPLAY,
            Command::First,
            None,
            Some("to the start, the end"),
        ),
        "g G Home End",
    ),
    ranked(
        shown(
            row(
                &[k(KeyCode::End), c('G')],
                REPLAY,
                Command::Last,
                Some("start/end"),
                None,
            ),
            "g G",
        ),
        2,
    ),
    ranked(
        row(
            &[c(' ')],
            REPLAY,
            Command::Autoplay,
            Some("autoplay"),
            Some("autoplay on/off"),
        ),
        1,
    ),
    shown(
        row(
            &[c('+'), c('=')],
            REPLAY,
            Command::Faster,
            None,
            Some("autoplay faster, slower"),
        ),
        "+ -",
    ),
    ranked(
        shown(
            row(&[c('-')], REPLAY, Command::Slower, Some("speed"), None),
            "+ -",
        ),
        2,
    ),
    ranked(
        row(
            &[c('p')],
            REPLAY,
            Command::PlayFromHere,
            Some("play from here"),
            Some("play on from here as a new game"),
        ),
        3,
    ),
    ranked(
        row(
            &[c('q'), k(KeyCode::Esc)],
            REPLAY_ONLY,
            Command::Leave,
            Some("leave"),
            Some("leave the viewer"),
        ),
        4,
    ),
    // Everywhere.
    ranked(
        row(
            &[c('?'), k(KeyCode::F(1))],
            HELP_OPENS,
            Command::Help,
            Some("help"),
            Some("this help"),
        ),
        4,
    ),
    ranked(
        row(
            &[c('q')],
            QUITS,
            Command::Quit,
            Some("quit"),
            Some("quit (asks if it would lose)"),
        ),
        4,
    ),
    row(
        &[ctrl('c')],
        EVERYWHERE,
        Command::ForceQuit,
        None,
        Some("quit at once"),
    ),
];

/// The command a key press gives where the app is, if any.
pub fn command(event: &KeyEvent, context: Context) -> Option<Command> {
    BINDINGS
        .iter()
        .filter(|b| b.contexts.contains(context))
        .find_map(|b| {
            let i = b.keys.iter().position(|k| k.matches(event))?;
            let n = i as u8;
            Some(match b.command {
                Command::Choose(_) => Command::Choose(n),
                Command::Digit(_) => Command::Digit(n),
                other => other,
            })
        })
}

/// The key bar where the app is: (keys, word), most important first, each command once.
pub fn bar(context: Context) -> Vec<(String, &'static str)> {
    let mut rows: Vec<&Binding> = BINDINGS
        .iter()
        .filter(|b| b.contexts.contains(context) && b.bar.is_some())
        .collect();
    rows.sort_by_key(|b| b.rank);
    let mut out: Vec<(String, &'static str)> = Vec::new();
    for b in rows {
        if let Some(word) = b.bar
            && !out.iter().any(|(_, w)| *w == word)
        {
            out.push((b.bar_text(), word));
        }
    }
    out
}

/// The key bar of `context` limited to `commands`, in the bar's order: the keys a box names.
pub fn bar_of(context: Context, commands: &[Command]) -> Vec<(String, &'static str)> {
    let mut rows: Vec<&Binding> = BINDINGS
        .iter()
        .filter(|b| b.contexts.contains(context) && commands.contains(&b.command))
        .collect();
    rows.sort_by_key(|b| b.rank);
    rows.into_iter()
        .filter_map(|b| b.bar.map(|w| (b.bar_text(), w)))
        .collect()
}

/// Which of the two key lists: the game's or the replay viewer's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// Playing a game.
    Play,
    /// The replay viewer.
    Replay,
}

impl Sheet {
    fn contexts(self) -> Contexts {
        match self {
            Sheet::Play => PLAY,
            Sheet::Replay => REPLAY,
        }
    }
}

/// The help's key list: (keys, what they do), in the table's order.
pub fn help(sheet: Sheet) -> Vec<(String, &'static str)> {
    let wanted = sheet.contexts();
    BINDINGS
        .iter()
        .filter(|b| b.contexts.0 & wanted.0 != 0)
        .filter_map(|b| b.help.map(|h| (b.keys_text(), h)))
        .collect()
}

/// The README's key table for `sheet`, in Markdown: generated, and a test holds the README to
/// it.
pub fn markdown(sheet: Sheet) -> String {
    let mut out = String::from("| keys | what they do |\n|---|---|\n");
    for (keys, what) in help(sheet) {
        let keys = keys
            .split(' ')
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(" ");
        let _ = writeln!(out, "| {keys} | {what} |");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn the_same_key_means_what_the_context_says() {
        let esc = press(KeyCode::Esc);
        assert_eq!(command(&esc, Context::Placing), Some(Command::Back));
        assert_eq!(
            command(&esc, Context::ReplayEntry),
            Some(Command::CancelEntry)
        );
        assert_eq!(command(&esc, Context::Replay), Some(Command::Leave));
        assert_eq!(command(&esc, Context::Help), Some(Command::CloseHelp));
        assert_eq!(command(&esc, Context::Advance), Some(Command::No));
        assert_eq!(
            command(&press(KeyCode::Char('3')), Context::Choosing),
            Some(Command::Choose(2))
        );
        assert_eq!(
            command(&press(KeyCode::Char('7')), Context::Replay),
            Some(Command::Digit(7))
        );
    }

    #[test]
    fn too_small_takes_only_quitting() {
        for b in BINDINGS {
            if b.contexts.contains(Context::TooSmall) {
                assert!(
                    matches!(b.command, Command::Quit | Command::ForceQuit),
                    "{:?} works on the too-small screen",
                    b.command
                );
            }
        }
    }

    #[test]
    fn ctrl_c_quits_everywhere_and_shift_is_part_of_a_letter() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(command(&ctrl_c, Context::Replay), Some(Command::ForceQuit));
        let big_u = KeyEvent::new(KeyCode::Char('U'), KeyModifiers::SHIFT);
        assert_eq!(command(&big_u, Context::Choosing), Some(Command::Redo));
    }

    #[test]
    fn no_key_means_two_things_in_one_context() {
        use Context as X;
        let all = [
            X::Choosing,
            X::Placing,
            X::Advance,
            X::Leather,
            X::BotTurn,
            X::Over,
            X::ConfirmNewGame,
            X::ConfirmQuit,
            X::Help,
            X::Replay,
            X::ReplayEntry,
            X::TooSmall,
        ];
        for context in all {
            let mut seen: Vec<Key> = Vec::new();
            for b in BINDINGS.iter().filter(|b| b.contexts.contains(context)) {
                for key in b.keys {
                    // A later row with the same key is shadowed: allowed only for the
                    // questions and the help, whose rows come first on purpose.
                    if seen.contains(key) {
                        assert!(
                            matches!(
                                context,
                                X::Advance | X::ConfirmNewGame | X::ConfirmQuit | X::Help
                            ),
                            "{} means two things in {context:?}",
                            key.name()
                        );
                    }
                    seen.push(*key);
                }
            }
        }
    }
}
