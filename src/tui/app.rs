//! The game as the terminal shows it: the state, the messages that change it, and
//! [`App::update`], the only place it changes. The rules core decides every legality question;
//! the app only asks and remembers what to show.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Position, Rect};

use super::keys::{self, Command, ReplayCommand};
use super::strings;
use super::theme::Theme;
use super::widgets::{
    self,
    layout::{self, Screen},
};
use crate::bot::BotKind;
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
    /// For each seat, the bot that plays it, or `None` for a person.
    pub bots: [Option<BotKind>; 2],
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
                Some(bot) => PlayerInfo::bot(name, bot.name()),
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
        /// The bot.
        bot: BotKind,
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
    /// The cells the ghost covers (the app keeps a ghost's bounding box on the quilt, so they
    /// are on the board's grid); empty for an orientation the patch does not have.
    pub fn cells(&self, variant: Variant) -> crate::rules::Quilt {
        let anchor = Cell::new(self.row, self.col);
        variant
            .orientations(self.patch)
            .get(self.orientation)
            .map_or(crate::rules::Quilt::EMPTY, |o| o.at(anchor))
    }

    /// The purchase the ghost shows: its patch on the cells it covers.
    pub fn action(&self, variant: Variant) -> Option<Action> {
        let cells = self.cells(variant);
        (!cells.is_empty()).then_some(Action::Patch {
            patch: self.patch,
            cells,
        })
    }

    /// The ghost of `patch` that covers exactly `cells`, if an orientation of it does.
    pub fn covering(variant: Variant, patch: PatchId, cells: crate::rules::Quilt) -> Option<Self> {
        let row = cells.cells().map(|c| c.row).min()?;
        let col = cells.cells().map(|c| c.col).min()?;
        let anchor = Cell::new(row, col);
        variant
            .orientations(patch)
            .iter()
            .position(|o| o.at(anchor) == cells)
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
    /// Asking before advancing: the target space, the buttons it gains and the income paid
    /// on the way.
    ConfirmAdvance {
        /// Target space.
        to: u8,
        /// Buttons gained.
        buttons: u32,
        /// Income paid for the income spaces crossed.
        income: u32,
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
pub const HINT_BOT: BotKind = BotKind::Strong;

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
    /// How many lines the move history is scrolled back from the newest.
    pub(crate) log_scroll: usize,
    /// The ghost a rotation started from and the centre (in half cells) it turns around, so
    /// that turning it four times brings it back where it was, even after an edge moved it.
    pivot: Option<(Ghost, i16, i16)>,
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
                (PlayerKind::Bot, Some(bot)) => bot.parse().ok(),
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
            log_scroll: 0,
            pivot: None,
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
            let mut lines = self.narrate(&step.events);
            // Express: the blue patches join once a purchase leaves five in the circle.
            let after = if i < self.history.cursor() {
                self.history.game_at(i + 1)
            } else {
                self.history.current()
            };
            if !self.history.game_at(i).blue_waiting().is_empty() && after.blue_waiting().is_empty()
            {
                lines.push(strings::BLUE_JOIN.to_owned());
            }
            log.extend(lines.into_iter().map(|line| format!("{}. {line}", i + 1)));
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
    pub fn bot_of(&self, player: Player) -> Option<BotKind> {
        self.options.bots[player.index()]
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
            Msg::Mouse(event) => self.mouse(event),
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
            Command::ScrollUp | Command::ScrollDown => {
                return self.page_circle(command == Command::ScrollDown);
            }
            Command::JumpTop | Command::JumpBottom if !matches!(self.mode, Mode::Placing(_)) => {
                return self.page_circle(command == Command::JumpBottom);
            }
            Command::MovesUp | Command::MovesDown => {
                return self.scroll_moves(command == Command::MovesDown);
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
        let size = self.options.variant.quilt_size();
        let mut g = ghost;
        match command {
            Command::Left => g.col = g.col.saturating_sub(1),
            Command::Right => g.col = g.col.saturating_add(1),
            Command::Up => g.row = g.row.saturating_sub(1),
            Command::Down => g.row = g.row.saturating_add(1),
            Command::JumpLeft => g.col = 0,
            Command::JumpRight => g.col = size,
            Command::JumpTop => g.row = 0,
            Command::JumpBottom => g.row = size,
            Command::RotateClockwise => return self.turn(ghost, Transform::RotateClockwise),
            Command::RotateAnticlockwise => {
                return self.turn(ghost, Transform::RotateAnticlockwise);
            }
            Command::Flip => return self.turn(ghost, Transform::Flip),
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
                    Some(Err(reason)) => {
                        self.status = Some(Status {
                            text: format!("{}{}", strings::REFUSED, strings::refusal(&reason)),
                            error: true,
                        });
                    }
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
                // The core refuses a covered cell, and says why.
                self.play(Action::Leather(Some(Cell::new(row, col))));
                return;
            }
            Command::SetAside => {
                // The core refuses where the rules do not allow it (classic, room left).
                self.play(Action::Leather(None));
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
        // Start on the spot that fits best among those the core says are legal, so the ghost
        // opens ready to sew.
        let ghost = self.best_spot(patch).unwrap_or(Ghost {
            patch,
            orientation: 0,
            row: 0,
            col: 0,
        });
        self.set_ghost(ghost);
    }

    /// Keeps the ghost's bounding box on the quilt and asks the core whether it may be sewn.
    fn set_ghost(&mut self, mut ghost: Ghost) {
        let v = self.options.variant;
        let size = v.quilt_size();
        if let Some(o) = v.orientations(ghost.patch).get(ghost.orientation) {
            ghost.row = ghost.row.min(size.saturating_sub(o.height));
            ghost.col = ghost.col.min(size.saturating_sub(o.width));
        }
        self.verdict = ghost
            .action(v)
            .map(|action| self.game().check(action).map(|()| action));
        self.mode = Mode::Placing(ghost);
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
                let mut income = 0;
                for e in events {
                    match e {
                        Event::Advanced { buttons: b, .. } => buttons = b,
                        Event::Moved { to: t, .. } => to = t.get(),
                        Event::Income { buttons: b, .. } => income += b,
                        _ => {}
                    }
                }
                self.verdict = None;
                self.mode = Mode::ConfirmAdvance {
                    to,
                    buttons,
                    income,
                };
            }
            Err(reason) => self.refuse(&reason),
        }
    }

    fn refuse(&mut self, reason: &IllegalAction) {
        self.status = Some(Status {
            text: format!("{}{}", strings::REFUSED, strings::refusal(reason)),
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
        let Some(bot) = self.bot_of(player) else {
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
            bot: HINT_BOT,
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

    /// Where the panels are on the terminal now (the layout the drawing uses).
    fn screen(&self) -> Option<Screen> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        layout::screen(area, self.options.variant)
    }

    /// A page of the patch circle forward or back, never past its last page.
    fn page_circle(&mut self, forward: bool) {
        let rest = self.game().circle().len().saturating_sub(3);
        let pages = self
            .screen()
            .map_or(1, |s| widgets::circle::pages(s.circle, rest));
        let page = usize::from(self.circle_scroll).min(pages - 1);
        let page = if forward {
            (page + 1).min(pages - 1)
        } else {
            page.saturating_sub(1)
        };
        self.circle_scroll = page as u16;
    }

    /// The move history a line back (older) or forward (newer), never past either end.
    fn scroll_moves(&mut self, newer: bool) {
        let most = self.log().len().saturating_sub(1);
        self.log_scroll = if newer {
            self.log_scroll.saturating_sub(1)
        } else {
            (self.log_scroll + 1).min(most)
        };
    }

    /// Turns or flips the ghost in place: around the centre it had when the turning began, so
    /// four quarter turns bring it back where it was, and kept on the quilt without jumping.
    fn turn(&mut self, ghost: Ghost, transform: Transform) {
        let variant = self.options.variant;
        let all = variant.orientations(ghost.patch);
        let Some(now) = all.get(ghost.orientation) else {
            return;
        };
        // The centre in half cells: a cell r spans rows 2r to 2r + 2.
        let (cy, cx) = match self.pivot {
            Some((g, cy, cx)) if g == ghost => (cy, cx),
            _ => (
                2 * i16::from(ghost.row) + i16::from(now.height),
                2 * i16::from(ghost.col) + i16::from(now.width),
            ),
        };
        let orientation = variant.transform(ghost.patch, ghost.orientation, transform);
        let Some(next) = all.get(orientation) else {
            return;
        };
        let size = i16::from(variant.quilt_size());
        let (height, width) = (i16::from(next.height), i16::from(next.width));
        // Half a cell off the grid rounds towards the nearer edge of the quilt.
        let start = |centre: i16, len: i16| {
            let twice = centre - len;
            let twice = if twice % 2 != 0 && centre > size {
                twice + 1
            } else {
                twice
            };
            twice.div_euclid(2).clamp(0, (size - len).max(0))
        };
        let (row, col) = (start(cy, height), start(cx, width));
        self.set_ghost(Ghost {
            patch: ghost.patch,
            orientation,
            row: row as u8,
            col: col as u8,
        });
        if let Mode::Placing(shown) = self.mode {
            self.pivot = Some((shown, cy, cx));
        }
    }

    /// The legal spot (from the core's placements) where `patch` fits best: the fewest empty
    /// cells left with no empty neighbour, then the most edges against the quilt's border or
    /// other patches (corners and edges first), then the top-left-most.
    fn best_spot(&self, patch: PatchId) -> Option<Ghost> {
        let game = self.game();
        let quilt = game.player(game.to_move()?).quilt;
        let board = game.board();
        let size = game.variant().quilt_size();
        let moves = game.moves();
        let mut best: Option<((u32, u32, u8, u8), Ghost)> = None;
        for group in moves.groups().iter().filter(|g| g.patch == patch) {
            for anchor in group.anchors.cells() {
                let cells = group.shape.at(anchor);
                let filled = quilt.or(cells);
                let lonely = lonely_cells(board.minus(filled), size);
                let contact = contact(cells, quilt, size);
                let key = (lonely, 4 * 9 - contact, anchor.index(), group.orientation);
                if best.as_ref().is_none_or(|(k, _)| key < *k) {
                    best = Some((
                        key,
                        Ghost {
                            patch,
                            orientation: usize::from(group.orientation),
                            row: anchor.row,
                            col: anchor.col,
                        },
                    ));
                }
            }
        }
        best.map(|(_, g)| g)
    }

    /// The ghost moved so that `cell` is under its middle (kept on the quilt by `set_ghost`).
    fn ghost_over(&self, ghost: Ghost, cell: Cell) -> Ghost {
        let o = self
            .options
            .variant
            .orientations(ghost.patch)
            .get(ghost.orientation);
        let (h, w) = o.map_or((1, 1), |o| (o.height, o.width));
        Ghost {
            row: cell.row.saturating_sub((h - 1) / 2),
            col: cell.col.saturating_sub((w - 1) / 2),
            ..ghost
        }
    }

    /// The mouse: click a choosable patch to pick it; over the mover's quilt the ghost (or the
    /// leather patch) follows the pointer, and a click sews it where it is shown; the wheel or a
    /// right click turns the ghost; the wheel pages the circle and scrolls the move history (in
    /// a replay it steps through the game).
    fn mouse(&mut self, event: MouseEvent) {
        let Some(screen) = self.screen() else {
            return;
        };
        let (x, y) = (event.column, event.row);
        let at = |r: Rect| r.contains(Position { x, y });
        let wheel = match event.kind {
            MouseEventKind::ScrollUp => Some(false),
            MouseEventKind::ScrollDown => Some(true),
            _ => None,
        };
        if self.overlay != Overlay::None {
            return;
        }
        if let View::Replay(_) = self.view {
            if let Some(forward) = wheel {
                self.replay_command(if forward {
                    ReplayCommand::Forward
                } else {
                    ReplayCommand::Back
                });
            }
            return;
        }
        if let Some(down) = wheel {
            if at(screen.moves) {
                return self.scroll_moves(down);
            }
            if at(screen.circle) {
                return self.page_circle(down);
            }
        }
        if !self.human_to_move() {
            return;
        }
        let Some(player) = self.game().to_move() else {
            return;
        };
        let cell = screen.grids[player.index()].cell_at(x, y);
        match (event.kind, self.mode) {
            (MouseEventKind::Down(MouseButton::Left), Mode::Choosing | Mode::Placing(_)) => {
                let entries = widgets::circle::entries(screen.circle);
                if let Some(i) = entries.iter().position(|&r| at(r)) {
                    self.status = None;
                    return self.pick(i);
                }
                if let (Mode::Placing(ghost), Some(cell)) = (self.mode, cell) {
                    let target = self.ghost_over(ghost, cell);
                    self.status = None;
                    self.set_ghost(target);
                    // Sew when the click is where the ghost already was (it follows the pointer,
                    // so one click sews what is shown; without motion reports, click twice).
                    if self.mode == Mode::Placing(ghost) {
                        self.log_scroll = 0;
                        self.placing(ghost, Command::Confirm);
                    }
                }
            }
            (
                MouseEventKind::Moved | MouseEventKind::Drag(MouseButton::Left),
                Mode::Placing(ghost),
            ) => {
                if let Some(cell) = cell {
                    let target = self.ghost_over(ghost, cell);
                    if target != ghost {
                        self.set_ghost(target);
                    }
                }
            }
            (MouseEventKind::Down(MouseButton::Right), Mode::Placing(ghost)) => {
                self.turn(ghost, Transform::RotateClockwise);
            }
            (MouseEventKind::ScrollUp | MouseEventKind::ScrollDown, Mode::Placing(ghost))
                if cell.is_some() =>
            {
                let transform = if wheel == Some(true) {
                    Transform::RotateAnticlockwise
                } else {
                    Transform::RotateClockwise
                };
                self.turn(ghost, transform);
            }
            (kind, Mode::Leather { row, col }) => self.mouse_leather(kind, cell, (row, col)),
            _ => {}
        }
    }

    /// The mouse over the quilt while a leather patch waits: it follows, a click sews it.
    fn mouse_leather(&mut self, kind: MouseEventKind, cell: Option<Cell>, at: (u8, u8)) {
        let Some(cell) = cell else {
            return;
        };
        match kind {
            MouseEventKind::Down(MouseButton::Left) if (cell.row, cell.col) == at => {
                self.status = None;
                self.leather(at.0, at.1, Command::Confirm);
            }
            MouseEventKind::Down(MouseButton::Left) | MouseEventKind::Moved => {
                self.mode = Mode::Leather {
                    row: cell.row,
                    col: cell.col,
                };
            }
            _ => {}
        }
    }
}

/// Empty cells of a quilt `size` wide with no empty neighbour: holes only a 1x1 leather patch
/// can fill.
fn lonely_cells(empty: crate::rules::Quilt, size: u8) -> u32 {
    let (mut first, mut last) = (0u128, 0u128);
    for row in 0..size {
        first |= 1 << (u32::from(row) * 9);
        last |= 1 << (u32::from(row) * 9 + u32::from(size) - 1);
    }
    let e = empty.bits();
    let right = (e >> 1) & !last;
    let left = (e << 1) & !first;
    let (down, up) = (e >> 9, e << 9);
    (e & !(right | left | up | down)).count_ones()
}

/// How many sides of `cells` touch the quilt's border or a patch already on `quilt`.
fn contact(cells: crate::rules::Quilt, quilt: crate::rules::Quilt, size: u8) -> u32 {
    let mut n = 0;
    for c in cells.cells() {
        let around = [
            c.row.checked_sub(1).map(|r| Cell::new(r, c.col)),
            (c.row + 1 < size).then(|| Cell::new(c.row + 1, c.col)),
            c.col.checked_sub(1).map(|k| Cell::new(c.row, k)),
            (c.col + 1 < size).then(|| Cell::new(c.row, c.col + 1)),
        ];
        n += around
            .iter()
            .filter(|a| a.is_none_or(|a| quilt.contains(a)))
            .count() as u32;
    }
    n
}

/// The record of the game in play, for tests and tools.
impl From<&App> for Record {
    fn from(app: &App) -> Self {
        app.history.to_record()
    }
}
