//! The game as the terminal shows it: the state, the messages that change it, and
//! [`App::update`], the only place it changes. The rules core decides every legality question;
//! the app only asks and remembers what to show.

use ratatui::crossterm::event::{KeyEvent, KeyEventKind};

use super::keys::{self, Command};
use super::strings;
use super::theme::Theme;
use crate::rules::{
    Action, ByPlayer, Cell, Game, IllegalAction, LeatherLayout, PatchId, Phase, Player, Setup,
    SetupError, Transform, Variant,
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
}

impl Default for Options {
    fn default() -> Self {
        Self {
            variant: Variant::Classic,
            layout: LeatherLayout::Revised,
            names: ["Ada".to_owned(), "Ben".to_owned()],
        }
    }
}

/// Something that happened to the app.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A key event (only presses are acted on).
    Key(KeyEvent),
    /// The terminal's new size: width, height.
    Resize(u16, u16),
}

/// What covers a quilt cell, for drawing: the core's quilt is only a set of covered cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Covered {
    /// A bought patch; `order` counts the owner's purchases from 0 and picks its letter.
    Patch {
        /// The patch.
        patch: PatchId,
        /// Its place among the owner's purchases.
        order: u8,
    },
    /// A leather patch.
    Leather,
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
    /// "Quit this game?"
    ConfirmQuit,
}

/// A line under the banner: a refusal or a note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The text.
    pub text: String,
    /// Whether it reports a refusal.
    pub error: bool,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    pub(crate) options: Options,
    pub(crate) seed: u64,
    pub(crate) game: Game,
    pub(crate) theme: Theme,
    pub(crate) quilts: ByPlayer<[Option<Covered>; 81]>,
    pub(crate) bought: ByPlayer<u8>,
    pub(crate) mode: Mode,
    pub(crate) overlay: Overlay,
    pub(crate) selected: usize,
    pub(crate) blockers: Vec<Option<IllegalAction>>,
    pub(crate) verdict: Option<Result<Action, IllegalAction>>,
    pub(crate) log: Vec<String>,
    pub(crate) status: Option<Status>,
    pub(crate) circle_scroll: u16,
    pub(crate) size: (u16, u16),
    pub(crate) quit: bool,
}

/// How many log lines are kept.
const LOG_CAPACITY: usize = 200;

impl App {
    /// A new game from `options`, shuffled from `seed`, drawn with `theme`.
    ///
    /// # Errors
    ///
    /// The core's refusal of the shuffled set-up (it accepts every shuffle).
    pub fn new(options: Options, seed: u64, theme: Theme) -> Result<Self, SetupError> {
        let game = Game::new(&Setup::random(options.variant, options.layout, seed))?;
        let mut app = Self {
            options,
            seed,
            game,
            theme,
            quilts: ByPlayer([[None; 81]; 2]),
            bought: ByPlayer([0; 2]),
            mode: Mode::Choosing,
            overlay: Overlay::None,
            selected: 0,
            blockers: Vec::new(),
            verdict: None,
            log: Vec::new(),
            status: None,
            circle_scroll: 0,
            size: (0, 0),
            quit: false,
        };
        let first = app.game.to_move().unwrap_or(Player::One);
        app.log.push(strings::game_started(
            app.options.variant,
            seed,
            app.name(first),
        ));
        app.refresh();
        Ok(app)
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
        &self.game
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

    /// The narration so far, oldest first.
    pub fn log(&self) -> &[String] {
        &self.log
    }

    /// Whether the player asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// A player's name.
    pub fn name(&self, player: Player) -> &str {
        &self.options.names[player.index()]
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
    pub fn covered(&self, player: Player, cell: Cell) -> Option<Covered> {
        self.quilts[player]
            .get(usize::from(cell.index()))
            .copied()
            .flatten()
    }

    /// The only mutator: acts on one message.
    pub fn update(&mut self, msg: Msg) {
        match msg {
            Msg::Resize(w, h) => self.size = (w, h),
            Msg::Key(key) => {
                if key.kind != KeyEventKind::Press {
                    return;
                }
                if let Some(command) = keys::command(&key) {
                    self.command(command);
                }
            }
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
            Overlay::None => {}
        }
        match command {
            Command::Help => {
                self.overlay = Overlay::Help;
                return;
            }
            Command::Quit => {
                if self.mode == Mode::Over {
                    self.quit = true;
                } else {
                    self.overlay = Overlay::ConfirmQuit;
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
            _ => {}
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
            Mode::Over => {
                if matches!(command, Command::No | Command::Confirm) {
                    self.new_game();
                }
            }
        }
    }

    fn choosing(&mut self, command: Command) {
        let n = self.game.choosable().len().max(1);
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
                match self.game.resolve_leather(cell) {
                    Ok(action) => self.play(action),
                    Err(reason) => self.refuse(&reason),
                }
                return;
            }
            Command::SetAside => {
                match self.game.resolve_leather(None) {
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
        let Some(&patch) = self.game.choosable().get(i) else {
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
        let moves = self.game.moves();
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
        self.verdict = Some(self.game.resolve_patch(ghost.patch, &cells));
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
        let mut preview = self.game.clone();
        match preview.play(Action::Advance) {
            Ok(events) => {
                let mut to = 0;
                let mut buttons = 0;
                for e in events {
                    match e {
                        crate::rules::Event::Advanced { buttons: b, .. } => buttons = b,
                        crate::rules::Event::Moved { to: t, .. } => to = t.get(),
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
        match self.game.play(action) {
            Ok(events) => {
                for event in &events {
                    match *event {
                        crate::rules::Event::Bought {
                            player,
                            patch,
                            cells,
                            ..
                        } => {
                            let order = self.bought[player];
                            self.bought[player] = order.saturating_add(1);
                            for cell in cells.cells() {
                                if let Some(slot) =
                                    self.quilts[player].get_mut(usize::from(cell.index()))
                                {
                                    *slot = Some(Covered::Patch { patch, order });
                                }
                            }
                        }
                        crate::rules::Event::LeatherPlaced { player, cell } => {
                            if let Some(slot) =
                                self.quilts[player].get_mut(usize::from(cell.index()))
                            {
                                *slot = Some(Covered::Leather);
                            }
                        }
                        _ => {}
                    }
                }
                let names = self.options.names.clone();
                let lines =
                    strings::narrate(&events, self.options.variant, |p| names[p.index()].clone());
                self.log.extend(lines);
                if self.log.len() > LOG_CAPACITY {
                    let extra = self.log.len() - LOG_CAPACITY;
                    self.log.drain(..extra);
                }
                self.refresh();
            }
            Err(reason) => self.refuse(&reason),
        }
    }

    /// Recomputes what the screen waits for after the game changed.
    fn refresh(&mut self) {
        self.verdict = None;
        // Reasons matter only on a turn; otherwise the boxes are greyed without one.
        let turn = matches!(self.game.phase(), Phase::Turn(_));
        self.blockers = self
            .game
            .choosable()
            .iter()
            .map(|&p| if turn { self.game.buy_blocker(p) } else { None })
            .collect();
        self.selected = self.blockers.iter().position(Option::is_none).unwrap_or(0);
        self.mode = match self.game.phase() {
            Phase::Over => Mode::Over,
            Phase::PlaceLeather(p) => {
                let empty = self.game.board().minus(self.game.player(p).quilt).first();
                let cell = empty.unwrap_or(Cell::new(0, 0));
                Mode::Leather {
                    row: cell.row,
                    col: cell.col,
                }
            }
            Phase::Turn(_) => Mode::Choosing,
        };
    }

    fn new_game(&mut self) {
        let seed = self.seed.wrapping_add(1);
        match Self::new(self.options.clone(), seed, self.theme) {
            Ok(mut app) => {
                app.size = self.size;
                *self = app;
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
