//! The game as the terminal shows it: the state, the messages that change it, and
//! [`App::update`], the only place it changes. The rules core decides every legality question;
//! the app only asks and remembers what to show.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseEvent};

use super::keys::{self, Command, ReplayCommand};
use super::strings;
use super::theme::Theme;
use crate::history::{Cover, Covers, History, Notes};
use crate::record::{PlayerInfo, PlayerKind, Record};
use crate::rules::{
    Action, ByPlayer, Cell, Event, Game, IllegalAction, LeatherLayout, PatchId, Phase, Player,
    Setup, SetupError, Transform, Variant,
};

/// The options a game starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Classic or Express.
    pub variant: Variant,
    /// Where the leather patches lie (classic).
    pub layout: LeatherLayout,
    /// The players' names, player 1 first.
    pub names: [String; 2],
    /// For each seat, the bot that plays it (`random`, `greedy`, `strong`), or `None` for a
    /// person.
    pub bots: [Option<String>; 2],
}

impl Default for Options {
    fn default() -> Self {
        Self {
            variant: Variant::Classic,
            layout: LeatherLayout::Revised,
            names: ["Ada".to_owned(), "Ben".to_owned()],
            bots: [None, None],
        }
    }
}

impl Options {
    /// The players as a record names them.
    pub fn players(&self) -> [PlayerInfo; 2] {
        Player::BOTH.map(|p| {
            let name = &self.names[p.index()];
            match &self.bots[p.index()] {
                Some(bot) => PlayerInfo::bot(name, bot),
                None => PlayerInfo::human(name),
            }
        })
    }
}

/// Something that happened to the app: the only input of [`App::update`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A key event (only presses are acted on).
    Key(KeyEvent),
    /// A mouse event.
    Mouse(MouseEvent),
    /// The terminal's new size: width, height.
    Resize(u16, u16),
    /// Time passed (about [`TICK`]): drives autoplay and the pause after a bot's move.
    Tick,
    /// A bot's answer for the position `ticket` named.
    Bot {
        /// The ticket of the [`Effect::Think`] answered.
        ticket: u64,
        /// The actions of the bot's step, or why it gave none.
        answer: Result<Vec<Action>, String>,
    },
    /// The loop tried to save the game: `Ok` with where, or why it could not.
    Saved(Result<String, String>),
    /// SIGTERM, SIGHUP or SIGINT: leave as `q` would, the game saved.
    Terminate,
}

/// How often [`Msg::Tick`] comes.
pub const TICK: std::time::Duration = std::time::Duration::from_millis(100);

/// Something the app asks the loop to do: [`App::update`] returns these instead of doing I/O.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write the game to its save file (`slot` numbers the games of this session: a new game or
    /// a game continued from a replay gets a new slot, and so a new file).
    Save {
        /// Which game of the session.
        slot: u64,
        /// The record to write.
        record: Box<Record>,
    },
    /// Ask bot `bot` for the step of the player to move in `game`; answer with [`Msg::Bot`]
    /// carrying `ticket`.
    Think {
        /// Names the position; a stale answer (after an undo) is dropped.
        ticket: u64,
        /// The bot's name (`random`, `greedy`, `strong`).
        bot: String,
        /// The bot's seed.
        seed: u64,
        /// The position.
        game: Box<Game>,
    },
}

/// The patch being placed: which one, its orientation and its top-left corner on the quilt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ghost {
    /// The patch.
    pub patch: PatchId,
    /// Index into [`Variant::orientations`].
    pub orientation: usize,
    /// Row of the bounding box's top-left corner.
    pub row: u8,
    /// Column of the bounding box's top-left corner.
    pub col: u8,
}

impl Ghost {
    /// The ghost of `patch` that covers exactly `cells`, if an orientation of it does.
    pub fn covering(variant: Variant, patch: PatchId, cells: crate::rules::Quilt) -> Option<Self> {
        let row = cells.cells().map(|c| c.row).min()?;
        let col = cells.cells().map(|c| c.col).min()?;
        let anchor = Cell::new(row, col);
        variant
            .orientations(patch)
            .iter()
            .position(|o| crate::rules::Quilt(o.mask.0 << anchor.index()) == cells)
            .map(|orientation| Self {
                patch,
                orientation,
                row,
                col,
            })
    }
}

/// What the screen waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Choosing a patch (or advancing).
    Choosing,
    /// Moving a ghost over the quilt.
    Placing(Ghost),
    /// Asking before advancing: the target space and the buttons it gains.
    ConfirmAdvance {
        /// Target space.
        to: u8,
        /// Buttons gained.
        buttons: u32,
    },
    /// Placing a leather patch with a 1x1 cursor.
    Leather {
        /// Cursor row.
        row: u8,
        /// Cursor column.
        col: u8,
    },
    /// The game is over.
    Over,
}

/// A box drawn over the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// Nothing.
    None,
    /// The keys and rules.
    Help,
    /// "Quit this game?" (asked only when quitting would lose something).
    ConfirmQuit,
    /// "Start a new game?" from the game-over screen.
    ConfirmNewGame,
}

/// A line under the banner: a refusal or a note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The text.
    pub text: String,
    /// Whether it reports a refusal.
    pub error: bool,
}

/// Which screen the app shows: a game being played, or a saved game being replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum View {
    /// A game in play: the history's cursor is its end, and every step is saved.
    Play,
    /// A replay: the cursor moves through a saved game, which is never changed.
    Replay(Replay),
}

/// The replay viewer's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// Autoplay: ticks between steps, or `None` when paused.
    pub autoplay: Option<u8>,
    /// Ticks left before the next autoplay step.
    pub countdown: u8,
    /// The speed autoplay uses when started: ticks between steps.
    pub speed: u8,
    /// Digits typed for a jump to an action number.
    pub entry: String,
    /// What is wrong with the record, shown on screen; the replay stops before the fault.
    pub fault: Option<String>,
}

/// Autoplay speeds, in ticks between steps (fastest first).
pub const SPEEDS: [u8; 6] = [1, 2, 4, 8, 15, 30];

/// A bot's seat and its work in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct BotState {
    /// The ticket of the question asked, while a bot thinks.
    thinking: Option<u64>,
    /// Ticks left in the pause after a bot's move, so people can follow it.
    pause: u8,
    /// The ticket of a hint asked for, while the hint bot thinks.
    hint: Option<u64>,
}

/// The bot that gives hints: the strongest there is.
pub const HINT_BOT: &str = "strong";

/// Ticks a bot's move stays on screen before the bot moves again.
const BOT_PAUSE: u8 = 12;

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    pub(crate) options: Options,
    pub(crate) seed: u64,
    pub(crate) history: History,
    pub(crate) view: View,
    pub(crate) theme: Theme,
    pub(crate) covers: ByPlayer<Covers>,
    pub(crate) mode: Mode,
    pub(crate) overlay: Overlay,
    pub(crate) selected: usize,
    pub(crate) blockers: Vec<Option<IllegalAction>>,
    pub(crate) verdict: Option<Result<Action, IllegalAction>>,
    pub(crate) status: Option<Status>,
    pub(crate) circle_scroll: u16,
    pub(crate) size: (u16, u16),
    pub(crate) quit: bool,
    /// Which game of the session is saved (a new game gets a new file).
    slot: u64,
    /// Whether the last save failed (then quitting asks first).
    unsaved: bool,
    /// Names the current position for bot answers; bumped whenever the game changes.
    ticket: u64,
    bot: BotState,
    /// Whether the game-over box is hidden to look at the final quilts.
    over_hidden: bool,
    effects: Vec<Effect>,
}

impl App {
    /// A new game from `options`, shuffled from `seed`, drawn with `theme`.
    ///
    /// # Errors
    ///
    /// The core's refusal of the shuffled set-up (it accepts every shuffle).
    pub fn new(options: &Options, seed: u64, theme: Theme) -> Result<Self, SetupError> {
        let setup = Setup::random(options.variant, options.layout, seed);
        let mut history = History::new(setup, options.players())?;
        history.set_notes(Notes {
            created: None,
            seed: Some(seed.into()),
            app: Some(format!("patchwork {}", env!("CARGO_PKG_VERSION")).into()),
        });
        Ok(Self::with_history(history, seed, View::Play, theme))
    }

    /// The app over an existing history: a game resumed (`View::Play`, from the history's
    /// cursor) or a saved game replayed (`View::Replay`, from its start).
    pub fn with_history(mut history: History, seed: u64, view: View, theme: Theme) -> Self {
        if matches!(view, View::Replay(_)) {
            history.seek(0);
        }
        let players = history.players();
        let options = Options {
            variant: history.variant(),
            layout: history.setup().layout,
            names: players.clone().map(|p| p.name),
            // A seat whose bot this program does not have is played by a person.
            bots: players.clone().map(|p| match (p.kind, p.bot) {
                (PlayerKind::Bot, Some(bot)) if crate::bot::NAMES.contains(&bot.as_str()) => {
                    Some(bot)
                }
                _ => None,
            }),
        };
        let mut app = Self {
            options,
            seed,
            history,
            view,
            theme,
            covers: ByPlayer([Covers::EMPTY; 2]),
            mode: Mode::Choosing,
            overlay: Overlay::None,
            selected: 0,
            blockers: Vec::new(),
            verdict: None,
            status: None,
            circle_scroll: 0,
            size: (0, 0),
            quit: false,
            slot: 0,
            unsaved: false,
            ticket: 0,
            bot: BotState::default(),
            over_hidden: false,
            effects: Vec::new(),
        };
        app.refresh();
        app
    }

    /// The effects asked for when the app starts: a bot to move first, say. Call once, after
    /// construction, and perform them like [`App::update`]'s.
    pub fn start(&mut self) -> Vec<Effect> {
        self.wake_bot();
        std::mem::take(&mut self.effects)
    }

    /// The game as it stands (in a replay: at the step shown).
    pub fn game(&self) -> &Game {
        self.history.current()
    }

    /// The game's history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Play or replay.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// What the screen waits for.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The box drawn over the game, if any.
    pub fn overlay(&self) -> Overlay {
        self.overlay
    }

    /// The line under the banner, if any.
    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    /// Whether a bot is thinking now (about its move, or about a hint).
    pub fn thinking(&self) -> bool {
        self.bot.thinking.is_some() || self.bot.hint.is_some()
    }

    /// The cells of a bot's last move, marked on its quilt while the pause after it lasts.
    pub fn highlight(&self) -> Option<(Player, crate::rules::Quilt)> {
        if self.bot.pause == 0 {
            return None;
        }
        let player = self.history.last_step()?.player;
        Some((player, self.last_move(player)))
    }

    /// Whether the game-over box is hidden (Esc) to look at the final quilts.
    pub fn over_hidden(&self) -> bool {
        self.over_hidden
    }

    /// The narration of the steps shown so far, oldest first: a first line, then each step's
    /// events in words, each line numbered with its step.
    pub fn log(&self) -> Vec<String> {
        let first = self
            .history
            .game_at(0)
            .to_move()
            .map_or("", |p| self.name(p));
        let mut log = vec![strings::game_started(
            self.options.variant,
            self.seed,
            first,
        )];
        for (i, step) in self
            .history
            .applied()
            .iter()
            .chain(self.history.partial())
            .enumerate()
        {
            log.extend(
                self.narrate(&step.events)
                    .into_iter()
                    .map(|line| format!("{}. {line}", i + 1)),
            );
        }
        log
    }

    /// `events` in words.
    pub fn narrate(&self, events: &[Event]) -> Vec<String> {
        strings::narrate(events, self.options.variant, |p| self.name(p).to_owned())
    }

    /// Whether the player asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// A player's name.
    pub fn name(&self, player: Player) -> &str {
        &self.options.names[player.index()]
    }

    /// The bot that plays `player`'s seat, if a bot does.
    pub fn bot_of(&self, player: Player) -> Option<&str> {
        self.options.bots[player.index()].as_deref()
    }

    /// Whether a person plays the player to move now (a replay has no one to move).
    fn human_to_move(&self) -> bool {
        self.view == View::Play
            && self
                .game()
                .to_move()
                .is_some_and(|p| self.bot_of(p).is_none())
    }

    /// The letter that marks a player's token: the name's initial, or 1 and 2 when the initials
    /// are the same.
    pub fn token(&self, player: Player) -> char {
        let initial = |p: Player| {
            self.name(p)
                .chars()
                .next()
                .map_or('?', |c| c.to_ascii_uppercase())
        };
        if initial(Player::One) == initial(Player::Two) {
            if player == Player::One { '1' } else { '2' }
        } else {
            initial(player)
        }
    }

    /// What covers a cell of a player's quilt.
    pub fn covered(&self, player: Player, cell: Cell) -> Option<Cover> {
        self.covers[player].get(cell)
    }

    /// What covers each cell of each quilt.
    pub fn covers(&self) -> &ByPlayer<Covers> {
        &self.covers
    }

    /// The cells the last step sewed onto `player`'s quilt (to mark a bot's move).
    pub fn last_move(&self, player: Player) -> crate::rules::Quilt {
        let mut cells = crate::rules::Quilt::EMPTY;
        if let Some(step) = self.history.last_step().filter(|s| s.player == player) {
            for action in &step.actions {
                match *action {
                    Action::Patch { cells: c, .. } => cells = cells.or(c),
                    Action::Leather(Some(cell)) => {
                        cells = cells.or(crate::rules::Quilt::from_cell(cell));
                    }
                    _ => {}
                }
            }
        }
        cells
    }

    /// The only mutator: acts on one message and returns what the loop must do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Key(key) => {
                if key.kind == KeyEventKind::Press {
                    self.key(&key);
                }
            }
            Msg::Mouse(_) => {}
            Msg::Tick => self.tick(),
            Msg::Bot { ticket, answer } => self.bot_answer(ticket, answer),
            Msg::Saved(Ok(_)) => self.unsaved = false,
            Msg::Saved(Err(reason)) => {
                self.unsaved = true;
                self.status = Some(Status {
                    text: strings::save_failed(&reason),
                    error: true,
                });
            }
            Msg::Terminate => self.quit = true,
        }
        std::mem::take(&mut self.effects)
    }

    fn key(&mut self, key: &KeyEvent) {
        if self.bot.pause > 0 {
            // Any key skips the pause after a bot's move.
            self.bot.pause = 0;
            self.wake_bot();
        }
        if let View::Replay(_) = self.view
            && self.overlay == Overlay::None
        {
            if let Some(command) = keys::replay_command(key) {
                self.replay_command(command);
            }
            return;
        }
        if let Some(command) = keys::command(key) {
            self.command(command);
        }
    }

    fn tick(&mut self) {
        if self.bot.pause > 0 {
            self.bot.pause -= 1;
            if self.bot.pause == 0 {
                self.wake_bot();
            }
        }
        let View::Replay(replay) = &mut self.view else {
            return;
        };
        let Some(speed) = replay.autoplay else {
            return;
        };
        if replay.countdown > 1 {
            replay.countdown -= 1;
            return;
        }
        replay.countdown = speed;
        if self.history.cursor() < self.history.len() {
            self.history.seek(self.history.cursor() + 1);
            self.refresh();
        }
        if self.history.cursor() >= self.history.len()
            && let View::Replay(replay) = &mut self.view
        {
            replay.autoplay = None;
        }
    }

    fn command(&mut self, command: Command) {
        if command == Command::ForceQuit {
            self.quit = true;
            return;
        }
        match self.overlay {
            Overlay::Help => {
                if matches!(
                    command,
                    Command::Help | Command::Back | Command::Quit | Command::Confirm
                ) {
                    self.overlay = Overlay::None;
                }
                return;
            }
            Overlay::ConfirmQuit => {
                match command {
                    Command::Yes | Command::Confirm | Command::Quit => self.quit = true,
                    Command::No | Command::Back => self.overlay = Overlay::None,
                    _ => {}
                }
                return;
            }
            Overlay::ConfirmNewGame => {
                match command {
                    Command::Yes | Command::Confirm => self.new_game(),
                    Command::No | Command::Back => self.overlay = Overlay::None,
                    Command::Quit => self.quit = true,
                    _ => {}
                }
                return;
            }
            Overlay::None => {}
        }
        match command {
            Command::Help => {
                self.overlay = Overlay::Help;
                return;
            }
            Command::Quit => {
                if self.quit_loses_something() {
                    self.overlay = Overlay::ConfirmQuit;
                } else {
                    self.quit = true;
                }
                return;
            }
            Command::ScrollUp => {
                self.circle_scroll = self.circle_scroll.saturating_sub(1);
                return;
            }
            Command::ScrollDown => {
                self.circle_scroll = self.circle_scroll.saturating_add(1).min(40);
                return;
            }
            Command::Undo => return self.undo(),
            Command::Redo => return self.redo(),
            Command::Hint => return self.ask_hint(),
            _ => {}
        }
        if !self.human_to_move() && self.mode != Mode::Over {
            if self.thinking() {
                self.status = Some(Status {
                    text: strings::BOT_THINKING.to_owned(),
                    error: false,
                });
            }
            return;
        }
        self.status = None;
        match self.mode {
            Mode::Choosing => self.choosing(command),
            Mode::Placing(ghost) => self.placing(ghost, command),
            Mode::ConfirmAdvance { .. } => match command {
                Command::Yes | Command::Confirm | Command::Advance => self.play(Action::Advance),
                Command::No | Command::Back => self.mode = Mode::Choosing,
                _ => {}
            },
            Mode::Leather { row, col } => self.leather(row, col, command),
            Mode::Over => match command {
                Command::No | Command::Confirm => self.overlay = Overlay::ConfirmNewGame,
                Command::Back => self.over_hidden = !self.over_hidden,
                _ => {}
            },
        }
    }

    /// Whether quitting now would lose anything: a failed save, or a step begun (a leather
    /// patch won and not yet placed, which a record cannot hold).
    fn quit_loses_something(&self) -> bool {
        self.view == View::Play
            && self.mode != Mode::Over
            && (self.unsaved || self.history.partial().is_some())
    }

    fn replay_command(&mut self, command: ReplayCommand) {
        let View::Replay(replay) = &mut self.view else {
            return;
        };
        let len = self.history.len();
        let cursor = self.history.cursor();
        let target = match command {
            ReplayCommand::Back => Some(cursor.saturating_sub(1)),
            ReplayCommand::Forward => Some((cursor + 1).min(len)),
            ReplayCommand::First => Some(0),
            ReplayCommand::Last => Some(len),
            ReplayCommand::Digit(d) => {
                if replay.entry.len() < 4 {
                    replay.entry.push(char::from(b'0' + d));
                }
                None
            }
            ReplayCommand::Jump => {
                let n = replay.entry.parse::<usize>().ok();
                replay.entry.clear();
                n.map(|n| n.min(len))
            }
            ReplayCommand::Erase => {
                replay.entry.pop();
                None
            }
            ReplayCommand::Autoplay => {
                replay.autoplay = match replay.autoplay {
                    Some(_) => None,
                    None => Some(replay.speed),
                };
                replay.countdown = replay.speed;
                None
            }
            ReplayCommand::Faster | ReplayCommand::Slower => {
                let i = SPEEDS.iter().position(|&s| s >= replay.speed).unwrap_or(0);
                let i = if command == ReplayCommand::Faster {
                    i.saturating_sub(1)
                } else {
                    (i + 1).min(SPEEDS.len() - 1)
                };
                replay.speed = SPEEDS[i];
                if replay.autoplay.is_some() {
                    replay.autoplay = Some(replay.speed);
                }
                None
            }
            ReplayCommand::PlayFromHere => {
                self.continue_from_here();
                return;
            }
            ReplayCommand::Help => {
                self.overlay = Overlay::Help;
                None
            }
            ReplayCommand::Quit => {
                self.quit = true;
                None
            }
        };
        if let Some(step) = target {
            if let View::Replay(replay) = &mut self.view
                && step != cursor
            {
                replay.autoplay = None;
            }
            self.history.seek(step);
            self.refresh();
        }
    }

    /// From the replay viewer: play on from the step shown, as a new game with its own save
    /// file (the replayed file is never changed).
    fn continue_from_here(&mut self) {
        self.history.truncate();
        self.view = View::Play;
        self.slot += 1;
        self.over_hidden = false;
        self.status = Some(Status {
            text: strings::CONTINUED.to_owned(),
            error: false,
        });
        self.refresh();
        self.save();
        self.wake_bot();
    }

    fn undo(&mut self) {
        if self.view != View::Play {
            return;
        }
        let mut changed = self.history.undo();
        // Against a bot, take back its replies too, so that a person moves again.
        while changed && !self.human_to_move() && self.history.can_undo() {
            self.history.undo();
        }
        changed |= self.bot.thinking.is_some();
        if changed {
            self.bot = BotState::default();
            self.status = Some(Status {
                text: strings::UNDONE.to_owned(),
                error: false,
            });
            self.over_hidden = false;
            self.after_change();
        } else {
            self.status = Some(Status {
                text: strings::NOTHING_TO_UNDO.to_owned(),
                error: true,
            });
        }
    }

    fn redo(&mut self) {
        if self.view != View::Play {
            return;
        }
        if self.history.redo() {
            // Against a bot, its reply comes back too.
            while !self.human_to_move() && self.history.can_redo() {
                self.history.redo();
            }
            self.status = Some(Status {
                text: strings::REDONE.to_owned(),
                error: false,
            });
            self.after_change();
        } else {
            self.status = Some(Status {
                text: strings::NOTHING_TO_REDO.to_owned(),
                error: true,
            });
        }
    }

    fn choosing(&mut self, command: Command) {
        let n = self.game().choosable().len().max(1);
        match command {
            Command::Choose(i) => self.pick(usize::from(i)),
            Command::Left | Command::Up => self.selected = (self.selected + n - 1) % n,
            Command::Right | Command::Down => self.selected = (self.selected + 1) % n,
            Command::Confirm => self.pick(self.selected),
            Command::Advance => self.ask_advance(),
            _ => {}
        }
    }

    fn placing(&mut self, ghost: Ghost, command: Command) {
        let v = self.options.variant;
        let mut g = ghost;
        match command {
            Command::Left => g.col = g.col.saturating_sub(1),
            Command::Right => g.col = g.col.saturating_add(1),
            Command::Up => g.row = g.row.saturating_sub(1),
            Command::Down => g.row = g.row.saturating_add(1),
            Command::RotateClockwise => {
                g.orientation = v.transform(g.patch, g.orientation, Transform::RotateClockwise);
            }
            Command::RotateAnticlockwise => {
                g.orientation = v.transform(g.patch, g.orientation, Transform::RotateAnticlockwise);
            }
            Command::Flip => g.orientation = v.transform(g.patch, g.orientation, Transform::Flip),
            Command::Choose(i) => return self.pick(usize::from(i)),
            Command::Back => {
                self.mode = Mode::Choosing;
                self.verdict = None;
                return;
            }
            Command::Advance => return self.ask_advance(),
            Command::Confirm => {
                match self.verdict.clone() {
                    Some(Ok(action)) => self.play(action),
                    Some(Err(reason)) => self.refuse(&reason),
                    None => {}
                }
                return;
            }
            _ => return,
        }
        self.set_ghost(g);
    }

    fn leather(&mut self, row: u8, col: u8, command: Command) {
        let last = self.options.variant.quilt_size() - 1;
        let (row, col) = match command {
            Command::Left => (row, col.saturating_sub(1)),
            Command::Right => (row, (col + 1).min(last)),
            Command::Up => (row.saturating_sub(1), col),
            Command::Down => ((row + 1).min(last), col),
            Command::Confirm => {
                let cell = Some((i64::from(row), i64::from(col)));
                match self.game().resolve_leather(cell) {
                    Ok(action) => self.play(action),
                    Err(reason) => self.refuse(&reason),
                }
                return;
            }
            Command::SetAside => {
                match self.game().resolve_leather(None) {
                    Ok(action) => self.play(action),
                    Err(reason) => self.refuse(&reason),
                }
                return;
            }
            _ => return,
        };
        self.mode = Mode::Leather { row, col };
    }

    /// Opens a ghost of the `i`-th choosable patch, or says why it can't be bought.
    fn pick(&mut self, i: usize) {
        let Some(&patch) = self.game().choosable().get(i) else {
            return;
        };
        self.selected = i;
        if let Some(Some(reason)) = self.blockers.get(i) {
            self.status = Some(Status {
                text: format!(
                    "{} can't be bought: {}",
                    strings::patch(self.options.variant, patch),
                    strings::blocker(reason)
                ),
                error: true,
            });
            self.mode = Mode::Choosing;
            return;
        }
        // Start on the first spot the core says is legal, so the ghost opens ready to sew.
        let moves = self.game().moves();
        let start = moves
            .groups()
            .iter()
            .find(|g| g.patch == patch)
            .map(|g| (usize::from(g.orientation), g.anchors.first()));
        let (orientation, anchor) = match start {
            Some((o, Some(cell))) => (o, cell),
            Some((o, None)) => (o, Cell::new(0, 0)),
            None => (0, Cell::new(0, 0)),
        };
        self.set_ghost(Ghost {
            patch,
            orientation,
            row: anchor.row,
            col: anchor.col,
        });
    }

    /// Keeps the ghost's bounding box on the quilt and asks the core whether it may be sewn.
    fn set_ghost(&mut self, mut ghost: Ghost) {
        let v = self.options.variant;
        let size = v.quilt_size();
        if let Some(o) = v.orientations(ghost.patch).get(ghost.orientation) {
            ghost.row = ghost.row.min(size.saturating_sub(o.height));
            ghost.col = ghost.col.min(size.saturating_sub(o.width));
        }
        let cells: Vec<(i64, i64)> = self.ghost_cells(&ghost).collect();
        self.verdict = Some(self.game().resolve_patch(ghost.patch, &cells));
        self.mode = Mode::Placing(ghost);
    }

    /// The quilt cells a ghost covers, as raw coordinates.
    pub fn ghost_cells(&self, ghost: &Ghost) -> impl Iterator<Item = (i64, i64)> + use<> {
        let o = self
            .options
            .variant
            .orientations(ghost.patch)
            .get(ghost.orientation);
        let (row, col) = (i64::from(ghost.row), i64::from(ghost.col));
        o.map(|o| o.mask)
            .unwrap_or_default()
            .cells()
            .map(move |c| (row + i64::from(c.row), col + i64::from(c.col)))
    }

    /// The core's verdict on the ghost where it is.
    pub fn verdict(&self) -> Option<&Result<Action, IllegalAction>> {
        self.verdict.as_ref()
    }

    fn ask_advance(&mut self) {
        // Ask the core what advancing would do by playing it on a copy.
        let mut preview = self.game().clone();
        match preview.play(Action::Advance) {
            Ok(events) => {
                let mut to = 0;
                let mut buttons = 0;
                for e in events {
                    match e {
                        Event::Advanced { buttons: b, .. } => buttons = b,
                        Event::Moved { to: t, .. } => to = t.get(),
                        _ => {}
                    }
                }
                self.verdict = None;
                self.mode = Mode::ConfirmAdvance { to, buttons };
            }
            Err(reason) => self.refuse(&reason),
        }
    }

    fn refuse(&mut self, reason: &IllegalAction) {
        self.status = Some(Status {
            text: format!("{}{reason}", strings::REFUSED),
            error: true,
        });
    }

    fn play(&mut self, action: Action) {
        match self.history.play(action) {
            Ok(_) => self.after_change(),
            Err(reason) => self.refuse(&reason),
        }
    }

    /// After the history changed: redraw from it, save a complete step, wake a bot.
    fn after_change(&mut self) {
        self.ticket += 1;
        self.bot.hint = None;
        self.refresh();
        if self.history.partial().is_none() {
            self.save();
        }
        self.wake_bot();
    }

    /// Asks the loop to save the game (only games in play are saved).
    fn save(&mut self) {
        if self.view == View::Play {
            self.effects.push(Effect::Save {
                slot: self.slot,
                record: Box::new(self.history.to_record()),
            });
        }
    }

    /// If a bot is to move and is neither thinking nor pausing, asks it to think.
    fn wake_bot(&mut self) {
        if self.view != View::Play || self.bot.thinking.is_some() || self.bot.pause > 0 {
            return;
        }
        let Some(player) = self.game().to_move() else {
            return;
        };
        let Some(bot) = self.bot_of(player).map(str::to_owned) else {
            return;
        };
        self.ticket += 1;
        self.bot.thinking = Some(self.ticket);
        self.effects.push(Effect::Think {
            ticket: self.ticket,
            bot,
            seed: self.seed ^ (self.history.cursor() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15),
            game: Box::new(self.game().clone()),
        });
    }

    /// Asks the hint bot what the player to move should do.
    fn ask_hint(&mut self) {
        if !self.human_to_move() || self.bot.hint.is_some() {
            return;
        }
        self.ticket += 1;
        self.bot.hint = Some(self.ticket);
        self.status = Some(Status {
            text: strings::HINT_THINKING.to_owned(),
            error: false,
        });
        self.effects.push(Effect::Think {
            ticket: self.ticket,
            bot: HINT_BOT.to_owned(),
            seed: self.seed ^ self.ticket,
            game: Box::new(self.game().clone()),
        });
    }

    /// Shows a hint: the suggested patch as a ghost at its spot (or the advance question), with
    /// a line saying what it gains, as the core tells it when the step is tried on a copy.
    fn show_hint(&mut self, actions: &[Action]) {
        let mut preview = self.history.clone();
        if preview.play_step(actions).is_err() {
            return;
        }
        let gains = preview
            .last_step()
            .map(|step| self.narrate(&step.events).join("; "))
            .unwrap_or_default();
        match actions.first() {
            Some(&Action::Patch { patch, cells }) => {
                if let Some(ghost) = Ghost::covering(self.options.variant, patch, cells) {
                    self.set_ghost(ghost);
                }
            }
            Some(Action::Advance) => self.ask_advance(),
            Some(&Action::Leather(Some(cell))) => {
                self.mode = Mode::Leather {
                    row: cell.row,
                    col: cell.col,
                };
            }
            _ => {}
        }
        self.status = Some(Status {
            text: strings::hint(&gains),
            error: false,
        });
    }

    fn bot_answer(&mut self, ticket: u64, answer: Result<Vec<Action>, String>) {
        if self.bot.hint == Some(ticket) {
            self.bot.hint = None;
            match answer {
                Ok(actions) if self.human_to_move() => self.show_hint(&actions),
                Ok(_) => {}
                Err(reason) => {
                    self.status = Some(Status {
                        text: strings::bot_failed(&reason),
                        error: true,
                    });
                }
            }
            return;
        }
        if self.bot.thinking != Some(ticket) || self.view != View::Play {
            // A stale answer: the game changed (undo, a new game) since the question.
            return;
        }
        self.bot.thinking = None;
        match answer.and_then(|actions| self.history.play_step(&actions).map_err(|e| e.to_string()))
        {
            Ok(()) => {
                self.bot.pause = BOT_PAUSE;
                self.after_change();
            }
            Err(reason) => {
                self.status = Some(Status {
                    text: strings::bot_failed(&reason),
                    error: true,
                });
            }
        }
    }

    /// Recomputes what the screen waits for after the game changed.
    fn refresh(&mut self) {
        self.verdict = None;
        self.covers = self.history.covers();
        let game = self.history.current();
        // Reasons matter only on a turn; otherwise the boxes are greyed without one.
        let turn = matches!(game.phase(), Phase::Turn(_));
        self.blockers = game
            .choosable()
            .iter()
            .map(|&p| if turn { game.buy_blocker(p) } else { None })
            .collect();
        self.selected = self.blockers.iter().position(Option::is_none).unwrap_or(0);
        self.mode = match game.phase() {
            Phase::Over => Mode::Over,
            Phase::PlaceLeather(p) => {
                let empty = game.board().minus(game.player(p).quilt).first();
                let cell = empty.unwrap_or(Cell::new(0, 0));
                Mode::Leather {
                    row: cell.row,
                    col: cell.col,
                }
            }
            Phase::Turn(_) => Mode::Choosing,
        };
    }

    /// After the game-over screen: a new game with the same options, its own save file.
    fn new_game(&mut self) {
        let seed = self.seed.wrapping_add(1);
        match Self::new(&self.options, seed, self.theme) {
            Ok(mut app) => {
                app.size = self.size;
                app.slot = self.slot + 1;
                app.ticket = self.ticket + 1;
                *self = app;
                self.wake_bot();
            }
            Err(e) => {
                self.status = Some(Status {
                    text: e.to_string(),
                    error: true,
                });
            }
        }
    }
}

/// The record of the game in play, for tests and tools.
impl From<&App> for Record {
    fn from(app: &App) -> Self {
        app.history.to_record()
    }
}
