//! Key bindings as data: one table of (keys, where they work, what they ask for, the key bar's
//! label, the help's line). The handler dispatches from it ([`command`]), and the key bar
//! ([`bar`]), the help overlay ([`help`]) and the README's key tables ([`markdown`]) are all
//! generated from it, so a key is written down once.

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
    /// A person sews a leather patch just won (classic: set aside only on a full quilt).
    Leather,
    /// Express: a person sews a leather patch just won, or discards it.
    Discard,
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
    /// The table of the patches left in the circle is open.
    PatchTable,
    /// The replay viewer.
    Replay,
    /// The replay viewer while an action number is typed.
    ReplayEntry,
    /// The terminal is too small to show the game: only quitting works.
    TooSmall,
    /// The menu's lists: its first page, the saved games, the statistics.
    Menu,
    /// The menu's new-game page, whose values ← and → change.
    MenuForm,
    /// The menu while a name is typed (letters are text, not commands).
    MenuText,
    /// At a table served over SSH: the other player asks to take back a step.
    AnswerUndo,
    /// At a table: "Resign?" is asked.
    ConfirmResign,
    /// A card over a lesson: its explanation, or its end.
    Card,
    /// The menu's check screen: which rendering of right-to-left text reads right.
    Display,
}

impl Context {
    /// Every context.
    pub const ALL: [Self; 21] = [
        Self::Choosing,
        Self::Placing,
        Self::Advance,
        Self::Leather,
        Self::Discard,
        Self::BotTurn,
        Self::Over,
        Self::ConfirmNewGame,
        Self::ConfirmQuit,
        Self::Help,
        Self::PatchTable,
        Self::Replay,
        Self::ReplayEntry,
        Self::TooSmall,
        Self::Menu,
        Self::MenuForm,
        Self::MenuText,
        Self::AnswerUndo,
        Self::ConfirmResign,
        Self::Card,
        Self::Display,
    ];

    const fn bit(self) -> u32 {
        1 << self as u32
    }
}

/// A set of [`Context`]s, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contexts(u32);

impl Contexts {
    /// Whether `context` is in the set.
    pub const fn contains(self, context: Context) -> bool {
        self.0 & context.bit() != 0
    }

    /// This set and the contexts of `list`.
    const fn with(self, list: &[Context]) -> Self {
        Self(self.0 | Self::of(list).0)
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
    /// From the game-over screen: the same opponent again, seats swapped.
    Rematch,
    /// From the game-over screen: replay the game just played.
    ReplayGame,
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
    /// Ctrl-Z: give the terminal back and stop (`fg` comes back): the app asks the loop for it
    /// with [`crate::tui::Effect::Suspend`].
    Suspend,
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
    /// Back to the menu (asks first when something would be lost).
    ToMenu,
    /// Replay: the review's best step on the position before the step shown, or back.
    ShowBest,
    /// Replay: review the game with the strong bot.
    Review,
    /// Replay: to the step after the next inaccuracy, mistake or blunder of the review.
    NextMistake,
    /// Replay: to the step after the previous one.
    PreviousMistake,
    /// At a table: say fixed phrase N (0 good game, 1 thinking, 2 back in a minute).
    Say(u8),
    /// Every patch left in the circle, with its figures.
    Patches,
    /// The advance question: yes, and advance at once from now on (this session).
    AlwaysAdvance,
    /// At a table: give up the game (asks first).
    Resign,
    /// At a table: take the game, the other player away past the server's limit.
    Claim,
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
    /// The message id of the key bar's word for it (`None`: not in the bar).
    pub bar: Option<&'static str>,
    /// The message id of the help's line for it (`None`: not in the help).
    pub help: Option<&'static str>,
    /// Where it goes in the key bar: lower first (the bar drops what does not fit from the
    /// end); rows of one rank keep the table's order. What a mode cannot do without (moving
    /// and sewing a patch) ranks before what helps (turning it, going back, the edges), which
    /// ranks before what is used less.
    pub rank: u8,
}

impl Binding {
    /// The keys as the key bar writes them: the shown text, else the first key.
    pub fn bar_text(&self) -> String {
        self.shown.map_or_else(
            || self.keys.first().map(|k| k.name()).unwrap_or_default(),
            local_words,
        )
    }

    /// The keys as a narrow key bar writes them: the bar's text up to its first `/` (without
    /// the mouse's part: "Enter/click" is "Enter").
    pub fn bar_text_short(&self) -> String {
        let text = self.bar_text();
        text.split('/').next().unwrap_or_default().to_owned()
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
            local_words,
        )
    }
}

/// The keys as written in the table with their words in the player's language: "arrows",
/// "click", "mouse" and "wheel" are words, the rest are the keys' own names.
fn local_words(shown: &str) -> String {
    let mut out = shown.to_owned();
    for word in ["arrows", "click", "mouse", "wheel"] {
        if out.contains(word) {
            out = out.replace(word, &crate::i18n::text(&format!("keys-{word}"), None));
        }
    }
    out
}

use Context as X;

const TURN: Contexts = Contexts::of(&[X::Choosing, X::Placing, X::Advance, X::Leather, X::Discard]);
const PLAY: Contexts = TURN.with(&[X::BotTurn, X::Over]);
/// Where the table's keys (phrases, resigning) work: a player's turn and the other's; the scene
/// offers them only at a table.
pub(super) const TABLE_TALK: Contexts = TURN.with(&[X::BotTurn]);
/// Where claiming a game works: the other player's turn (the scene offers it only when the
/// server says the game may be claimed).
pub(super) const TABLE_WAIT: Contexts = Contexts::of(&[X::BotTurn]);
const PLACING: Contexts = Contexts::of(&[X::Placing]);
const ADVANCE_QUESTION: Contexts = Contexts::of(&[X::Advance]);
const MOVING: Contexts = Contexts::of(&[X::Placing, X::Leather, X::Discard]);
const UP_DOWN: Contexts = Contexts::of(&[
    X::Placing,
    X::Leather,
    X::Discard,
    X::Menu,
    X::MenuForm,
    X::Display,
]);
pub(super) const MENU: Contexts = Contexts::of(&[X::Menu, X::MenuForm, X::Display]);
const DISPLAY: Contexts = Contexts::of(&[X::Display]);
const MENU_FORM: Contexts = Contexts::of(&[X::MenuForm]);
const MENU_TEXT: Contexts = Contexts::of(&[X::MenuText]);
const CHOOSE: Contexts = Contexts::of(&[X::Choosing, X::Placing]);
const QUESTION: Contexts = Contexts::of(&[
    X::Advance,
    X::ConfirmNewGame,
    X::ConfirmQuit,
    X::AnswerUndo,
    X::ConfirmResign,
]);
/// Where `?` opens a help: every screen but a question, the help itself and typing.
const HELP_OPENS: Contexts = PLAY.with(&[
    X::Replay,
    X::ReplayEntry,
    X::Menu,
    X::MenuForm,
    X::Display,
    X::Card,
    X::PatchTable,
]);
const QUITS: Contexts = PLAY.with(&[
    X::TooSmall,
    X::Menu,
    X::MenuForm,
    X::Display,
    X::AnswerUndo,
    X::Card,
]);
const CARD: Contexts = Contexts::of(&[X::Card]);
const EVERYWHERE: Contexts = Contexts(u32::MAX);
const CHOOSING: Contexts = Contexts::of(&[X::Choosing]);
const ARROWS: Contexts = Contexts::of(&[X::Choosing, X::Placing, X::Leather, X::Discard]);
const LEATHER: Contexts = Contexts::of(&[X::Leather]);
const DISCARD: Contexts = Contexts::of(&[X::Discard]);
const OVER: Contexts = Contexts::of(&[X::Over]);
const CIRCLE: Contexts = Contexts::of(&[
    X::Choosing,
    X::Advance,
    X::Leather,
    X::Discard,
    X::BotTurn,
    X::Over,
]);
const REPLAY: Contexts = Contexts::of(&[X::Replay, X::ReplayEntry]);
const ENTRY: Contexts = Contexts::of(&[X::ReplayEntry]);
const REPLAY_ONLY: Contexts = Contexts::of(&[X::Replay]);
const HELP: Contexts = Contexts::of(&[X::Help]);
const PATCH_TABLE: Contexts = Contexts::of(&[X::PatchTable]);
/// The boxes that scroll: the help and the patches' table.
const SCROLLING: Contexts = Contexts::of(&[X::Help, X::PatchTable]);

/// One row of the table: keys, where, command, the keys as shown (when not all listed), the
/// key bar's word, the help's line and the bar's rank.
#[allow(clippy::too_many_arguments)]
const fn b(
    keys: &'static [Key],
    contexts: Contexts,
    command: Command,
    shown: Option<&'static str>,
    bar: Option<&'static str>,
    help: Option<&'static str>,
    rank: u8,
) -> Binding {
    Binding {
        keys,
        contexts,
        command,
        shown,
        bar,
        help,
        rank,
    }
}

const LEFT: Key = k(KeyCode::Left);
const RIGHT: Key = k(KeyCode::Right);
const UP: Key = k(KeyCode::Up);
const DOWN: Key = k(KeyCode::Down);
const ENTER: Key = k(KeyCode::Enter);
const ESC: Key = k(KeyCode::Esc);
const HOME: Key = k(KeyCode::Home);
const END: Key = k(KeyCode::End);
const PGUP: Key = k(KeyCode::PageUp);
const PGDN: Key = k(KeyCode::PageDown);
const F1: Key = k(KeyCode::F(1));
const DIGITS: [Key; 10] = [
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
];

use Command as C;

/// Every binding. The first row that matches a key where the app is decides (the questions
/// and the help come first, so their keys win); the order is also the help's, and the key
/// bar's within a rank.
#[rustfmt::skip]
pub const BINDINGS: &[Binding] = &[
    // Questions.
    b(&[c('y'), ENTER], QUESTION, C::Yes, None, Some("bar-yes"), None, 0),
    b(&[c('A')], ADVANCE_QUESTION, C::AlwaysAdvance, None, Some("bar-always"), Some("help-always"), 0),
    // `a` asked for the question: `a` again answers it.
    b(&[c('a')], ADVANCE_QUESTION, C::Yes, None, None, None, 0),
    b(&[c('n'), ESC], QUESTION, C::No, None, Some("bar-no"), None, 0),
    // The help overlay.
    b(&[ESC, c('?'), F1, c('q')], HELP, C::CloseHelp, Some("Esc ? q"), Some("bar-close-help"), None, 0),
    b(&[ESC, c('q'), c('P')], PATCH_TABLE, C::CloseHelp, Some("Esc q"), Some("bar-close"), None, 0),
    b(&[UP, c('k')], SCROLLING, C::HelpUp, None, None, None, 0),
    b(&[DOWN, c('j')], SCROLLING, C::HelpDown, Some("↑ ↓ PgUp PgDn"), Some("bar-scroll"), None, 1),
    b(&[PGUP], SCROLLING, C::HelpPageUp, None, None, None, 0),
    b(&[PGDN], SCROLLING, C::HelpPageDown, None, None, None, 0),
    // A person's turn.
    b(&[c('1'), c('2'), c('3')], CHOOSE, C::Choose(0), Some("1-3/click"), Some("bar-choose"), Some("help-choose"), 2),
    b(&[c('a')], CHOOSE, C::Advance, None, Some("bar-advance"), Some("help-advance"), 2),
    // The three patches on offer stand in a column at 80 columns: up and down look at them
    // too, as left and right do.
    b(&[UP, c('k')], CHOOSING, C::Left, None, None, None, 0),
    b(&[DOWN, c('j')], CHOOSING, C::Right, Some("↑ ↓"), None, Some("help-look"), 0),
    b(&[LEFT, c('h')], ARROWS, C::Left, Some("arrows hjkl"), None, Some("help-left"), 0),
    b(&[RIGHT, c('l')], ARROWS, C::Right, None, None, None, 0),
    b(&[UP, c('k')], UP_DOWN, C::Up, None, None, None, 0),
    b(&[DOWN, c('j')], MOVING, C::Down, Some("arrows/mouse"), Some("bar-move"), None, 0),
    b(&[DOWN, c('j')], MENU, C::Down, Some("↑ ↓"), Some("bar-choose"), Some("help-menu-choose"), 0),
    b(&[LEFT, c('h')], MENU_FORM, C::Left, None, None, None, 0),
    b(&[RIGHT, c('l')], MENU_FORM, C::Right, Some("← →"), Some("bar-change"), Some("help-menu-change"), 0),
    b(&[c('1'), c('2'), c('3')], DISPLAY, C::Choose(0), Some("1-3"), Some("bar-choose"), Some("help-display-choose"), 0),
    b(&[ENTER], MENU, C::Confirm, None, Some("bar-select"), Some("help-menu-select"), 0),
    b(&[ESC], MENU, C::Back, None, Some("bar-back"), Some("help-menu-back"), 0),
    b(&[ENTER, ESC], MENU_TEXT, C::Confirm, Some("Enter Esc"), Some("bar-done"), Some("help-menu-done"), 0),
    b(&[k(KeyCode::Backspace)], MENU_TEXT, C::Erase, None, Some("bar-erase"), Some("help-menu-erase"), 0),
    b(&[c('r')], PLACING, C::RotateClockwise, Some("r/wheel"), Some("bar-rotate"), Some("help-rotate-clockwise"), 1),
    b(&[c('R')], PLACING, C::RotateAnticlockwise, None, None, Some("help-rotate-anticlockwise"), 0),
    b(&[c('f')], PLACING, C::Flip, None, Some("bar-flip"), Some("help-flip"), 1),
    // Picking needs ↑ ↓ first, which the bar does not name: after the hint where room is short.
    b(&[ENTER, c(' ')], CHOOSING, C::Confirm, None, Some("bar-pick"), Some("help-confirm"), 3),
    b(&[ENTER, c(' ')], MOVING, C::Confirm, Some("Enter/click"), Some("bar-sew"), Some("help-sew"), 0),
    b(&[ESC], PLACING, C::Back, None, Some("bar-back"), Some("help-back"), 1),
    b(&[HOME, c('H')], PLACING, C::JumpLeft, None, None, None, 0),
    b(&[END, c('L')], PLACING, C::JumpRight, None, None, None, 0),
    b(&[PGUP, c('K')], PLACING, C::JumpTop, Some("Home End PgUp PgDn"), Some("bar-edges"), Some("help-jump-top"), 1),
    b(&[PGDN, c('J')], PLACING, C::JumpBottom, None, None, None, 0),
    b(&[c('s')], LEATHER, C::SetAside, None, Some("bar-set-aside"), Some("help-set-aside"), 1),
    b(&[c('s')], DISCARD, C::SetAside, None, Some("bar-discard"), Some("help-set-aside-discard"), 1),
    b(&[c('t')], TURN, C::Hint, None, Some("bar-hint"), Some("help-hint"), 2),
    // Any time in a game.
    b(&[c('u')], PLAY, C::Undo, None, Some("bar-undo"), Some("help-undo"), 2),
    b(&[c('g'), c('w'), c('b')], TABLE_TALK, C::Say(0), Some("g w b"), Some("bar-say"), Some("help-say"), 6),
    b(&[c('X')], TABLE_TALK, C::Resign, None, Some("bar-resign"), Some("help-resign"), 7),
    b(&[c('C')], TABLE_WAIT, C::Claim, None, Some("bar-claim"), Some("help-claim"), 1),
    b(&[c('r')], TABLE_WAIT, C::ReplayGame, None, Some("bar-replay"), None, 1),
    b(&[c('U'), ctrl('r')], PLAY, C::Redo, None, None, Some("help-redo"), 0),
    b(&[ENTER], OVER, C::NewGame, None, Some("bar-new-game"), Some("help-new-game"), 0),
    b(&[c('m')], OVER, C::Rematch, None, Some("bar-rematch"), Some("help-rematch"), 0),
    b(&[c('r')], OVER, C::ReplayGame, None, Some("bar-replay"), Some("help-replay-game"), 0),
    b(&[ESC], OVER, C::ToggleBox, None, Some("bar-see-the-quilts"), Some("help-toggle-box"), 0),
    b(&[c('['), PGUP], CIRCLE, C::CircleBack, Some("[ ] PgUp PgDn"), None, Some("help-circle-back"), 0),
    b(&[c(']'), PGDN], CIRCLE, C::CircleOn, Some("[ ]"), Some("bar-circle"), None, 5),
    b(&[c('{')], PLAY, C::MovesBack, Some("{ }"), None, Some("help-moves-back"), 0),
    b(&[c('}')], PLAY, C::MovesOn, Some("{ }"), Some("bar-moves"), None, 5),
    // The replay viewer.
    b(&DIGITS, REPLAY, C::Digit(0), Some("0-9"), Some("bar-go-to"), Some("help-digit"), 3),
    b(&[ENTER], ENTRY, C::Jump, None, Some("bar-go"), Some("help-jump"), 0),
    b(&[k(KeyCode::Backspace)], ENTRY, C::Erase, None, None, Some("help-erase"), 0),
    b(&[ESC], ENTRY, C::CancelEntry, None, Some("bar-cancel"), Some("help-cancel-entry"), 0),
    b(&[LEFT, c('h')], REPLAY, C::StepBack, Some("← → h l"), None, Some("help-step-back"), 0),
    b(&[RIGHT, c('l')], REPLAY, C::StepOn, Some("← →"), Some("bar-step"), None, 0),
    b(&[HOME, c('g')], REPLAY, C::First, Some("g G Home End"), None, Some("help-first"), 0),
    b(&[END, c('G')], REPLAY, C::Last, Some("g G"), Some("bar-start-end"), None, 2),
    b(&[c(' ')], REPLAY, C::Autoplay, None, Some("bar-autoplay"), Some("help-autoplay"), 1),
    b(&[c('+'), c('=')], REPLAY, C::Faster, Some("+ -"), None, Some("help-faster"), 0),
    b(&[c('-')], REPLAY, C::Slower, Some("+ -"), Some("bar-speed"), None, 2),
    b(&[c('r')], REPLAY, C::Review, None, Some("bar-review"), Some("help-review"), 1),
    b(&[c('n')], REPLAY, C::NextMistake, Some("n N"), Some("bar-mistakes"), Some("help-mistakes"), 2),
    b(&[c('N')], REPLAY, C::PreviousMistake, None, None, None, 0),
    b(&[c('b')], REPLAY, C::ShowBest, None, Some("bar-best"), Some("help-best"), 2),
    b(&[c('p')], REPLAY, C::PlayFromHere, None, Some("bar-play-from-here"), Some("help-play-from-here"), 3),
    b(&[c('q'), ESC], REPLAY_ONLY, C::Leave, None, Some("bar-leave"), Some("help-leave"), 4),
    // A card over a lesson or a puzzle (no earlier row takes these keys there).
    b(&[ENTER, c(' ')], CARD, C::Confirm, None, Some("bar-continue"), Some("help-card-continue"), 0),
    b(&[ESC], CARD, C::Leave, None, Some("bar-menu"), Some("help-card-leave"), 0),
    // Everywhere.
    b(&[c('?'), F1], HELP_OPENS, C::Help, None, Some("bar-help"), Some("help-help"), 4),
    b(&[c('P')], PLAY, C::Patches, None, Some("bar-patches"), Some("help-patches"), 10),
    b(&[c('q')], QUITS, C::Quit, None, Some("bar-quit"), Some("help-quit"), 4),
    b(&[c('M')], PLAY.with(&[X::Replay]), C::ToMenu, None, Some("bar-menu"), Some("help-menu"), 9),
    b(&[ctrl('c')], EVERYWHERE, C::ForceQuit, None, None, Some("help-force-quit"), 0),
    b(&[ctrl('z')], EVERYWHERE, C::Suspend, None, None, Some("help-suspend"), 0),
];

/// The command a key press gives where the app is, if any. A letter typed on a Persian or a
/// Russian keyboard layout (and a Persian or Arabic-Indic digit) gives what the Latin key at
/// its place gives: `ق` and `к` are `r`.
pub fn command(event: &KeyEvent, context: Context) -> Option<Command> {
    bound(event, context).or_else(|| {
        let KeyCode::Char(ch) = event.code else {
            return None;
        };
        let latin = latin_twin(ch)?;
        bound(
            &KeyEvent::new(KeyCode::Char(latin), event.modifiers),
            context,
        )
    })
}

/// The Latin key at the place of `ch` on a Persian (ISIRI 9147, and the older Windows layout)
/// or Russian (ЙЦУКЕН) keyboard: the key that gives the same command.
pub fn latin_twin(ch: char) -> Option<char> {
    /// Persian letters on the Latin keys' places; then the shifted letters of ISIRI 9147 that
    /// no other place gives.
    const PERSIAN: &[(char, char)] = &[
        ('ض', 'q'),
        ('ص', 'w'),
        ('ث', 'e'),
        ('ق', 'r'),
        ('ف', 't'),
        ('غ', 'y'),
        ('ع', 'u'),
        ('ه', 'i'),
        ('خ', 'o'),
        ('ح', 'p'),
        ('ش', 'a'),
        ('س', 's'),
        ('ی', 'd'),
        ('ب', 'f'),
        ('ل', 'g'),
        ('ا', 'h'),
        ('ت', 'j'),
        ('ن', 'k'),
        ('م', 'l'),
        ('ظ', 'z'),
        ('ط', 'x'),
        ('ز', 'c'),
        ('ر', 'v'),
        ('ذ', 'b'),
        ('د', 'n'),
        ('پ', 'm'),
        ('ئ', 'm'),
        ('و', ','),
        ('ؤ', 'A'),
        ('آ', 'H'),
        ('ة', 'J'),
        ('»', 'K'),
        ('«', 'L'),
        ('ژ', 'C'),
        ('أ', 'G'),
        ('ء', 'M'),
        ('ً', 'R'),
        ('َ', 'U'),
        ('ٔ', 'N'),
        ('ٓ', 'X'),
    ];
    /// Russian letters on the Latin keys' places (lower case; upper case follows).
    const RUSSIAN: &[(char, char)] = &[
        ('й', 'q'),
        ('ц', 'w'),
        ('у', 'e'),
        ('к', 'r'),
        ('е', 't'),
        ('н', 'y'),
        ('г', 'u'),
        ('ш', 'i'),
        ('щ', 'o'),
        ('з', 'p'),
        ('ф', 'a'),
        ('ы', 's'),
        ('в', 'd'),
        ('а', 'f'),
        ('п', 'g'),
        ('р', 'h'),
        ('о', 'j'),
        ('л', 'k'),
        ('д', 'l'),
        ('я', 'z'),
        ('ч', 'x'),
        ('с', 'c'),
        ('м', 'v'),
        ('и', 'b'),
        ('т', 'n'),
        ('ь', 'm'),
        ('х', '['),
        ('ъ', ']'),
    ];
    // Persian (U+06F0...) and Arabic-Indic (U+0660...) digits.
    for zero in ['\u{6f0}', '\u{660}'] {
        let d = u32::from(ch).wrapping_sub(u32::from(zero));
        if d < 10 {
            return char::from_digit(d, 10);
        }
    }
    if let Some(&(_, latin)) = PERSIAN.iter().find(|&&(p, _)| p == ch) {
        return Some(latin);
    }
    let lower = ch.to_lowercase().next()?;
    let &(_, latin) = RUSSIAN.iter().find(|&&(r, _)| r == lower)?;
    Some(if ch == lower {
        latin
    } else {
        latin.to_ascii_uppercase()
    })
}

/// The command of the first binding that has `event`'s key where the app is.
fn bound(event: &KeyEvent, context: Context) -> Option<Command> {
    BINDINGS
        .iter()
        .filter(|b| b.contexts.contains(context))
        .find_map(|b| {
            let i = b.keys.iter().position(|k| k.matches(event))?;
            let n = i as u8;
            Some(match b.command {
                Command::Choose(_) => Command::Choose(n),
                Command::Say(_) => Command::Say(n),
                Command::Digit(_) => Command::Digit(n),
                other => other,
            })
        })
}

mod words;

pub use words::{KeyHint, Sheet, bar, bar_of, help, line, markdown, said};

#[cfg(test)]
mod tests;
