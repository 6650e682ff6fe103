//! The router: [`Msg`]s in, [`Effect`]s out. The app owns the [`Session`] (the game and who
//! plays it) and the [`Mode`] (what the screen waits for, with the state only that mode
//! needs); [`App::update`] is the only place either changes. A key becomes a command through
//! the one binding table ([`keys`]), for the context the app is in. The rules core
//! decides every question of legality and scoring.

mod asking;
mod games;
mod learn;
mod messages;
mod motion;
mod mouse;
mod steps;
mod table;
mod view;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

pub use messages::{Effect, Msg, TICK, Unavailable};

use super::keys::{self, Command, Context};
use super::kind::Kind;
use super::layout;
use super::learn as learn_state;
use super::menu::{Choice, Menu, Next, SavedGame};
use super::mode::{Loss, Mode, Notice, Overlay, TableNotice, Turn};
use super::options::{Opponent, Options};
use super::replay::{Analysis, Replay};
use super::scene::{Scene, ViewState, Walk};
use super::session::Session;
use super::theme::Theme;
use crate::bot::BotKind;
use crate::history::History;
use crate::record::ReplayError;
use crate::rules::{Game, SetupError};

/// The bot that gives hints: the strongest there is.
pub const HINT_BOT: Opponent = Opponent::Bot(BotKind::Mcts);

/// Ticks a bot's step stays on screen before the same bot moves again.
const BOT_PAUSE: u8 = 12;

/// The terminal game.
#[derive(Debug)]
pub struct App {
    session: Session,
    mode: Mode,
    overlay: Option<Overlay>,
    notice: Option<Notice>,
    view: ViewState,
    size: (u16, u16),
    theme: Theme,
    quit: bool,
    /// A saved game the menu chose, for the loop to open.
    next: Option<Next>,
    /// A key for the person's turn pressed while a bot still had it (during its step's pause,
    /// or while it thinks again): played once the person's turn begins, not thrown away.
    typed_ahead: Option<KeyEvent>,
    /// Whether advancing asks first (the player may turn it off for the session).
    confirm_advance: bool,
    /// Whether tokens walk along the time board after a step.
    animate: bool,
    /// The token walking now, if one is.
    walk: Option<Walk>,
    /// A first-game tip for the position after this many steps: drawn under what the banner
    /// says while the turn lasts, when there is room (what just happened comes first).
    tip: Option<(usize, String)>,
    /// Ticks left of the last step's patch settling onto its quilt (0: settled).
    settle: u8,
    /// The seed of a new game started from the menu.
    menu_seed: u64,
    /// The last ticket handed out: each question to a bot gets the next.
    tickets: u64,
    effects: Vec<Effect>,
    /// The player's progress, and today (boxed: the app is moved around whole).
    learning: Box<learn_state::Learning>,
}

impl App {
    /// A new game from `options`, shuffled from `seed`, drawn with `theme`.
    ///
    /// # Errors
    /// The core's refusal of the shuffled set-up (it accepts every shuffle).
    pub fn new(options: &Options, seed: u64, theme: Theme) -> Result<Self, SetupError> {
        Ok(Self::over(Session::new(options, seed)?, None, &theme))
    }

    /// A saved game played on from its last step.
    pub fn play_on(history: History, theme: Theme) -> Self {
        Self::over(Session::from_history(history), None, &theme)
    }

    /// A saved game replayed from its start; `fault` is what is wrong with the record (the
    /// history stops before it).
    pub fn replay(history: History, fault: Option<ReplayError>, theme: Theme) -> Self {
        let mut session = Session::from_history(history);
        session.seek(0);
        session.set_kind(Kind::Replay { from_menu: false });
        Self::over(session, Some(Replay::new(fault)), &theme)
    }

    /// The menu, with the saved games it lists; a new game started from it is shuffled from
    /// `seed`.
    ///
    /// # Errors
    /// The core's refusal of the set-up behind the menu (it accepts every shuffle).
    pub fn menu(
        games: Vec<SavedGame>,
        stats: impl Into<super::menu::StatsLines>,
        seed: u64,
        theme: Theme,
    ) -> Result<Self, SetupError> {
        // A session to stand behind the menu: never played, never saved.
        let session = Session::new(&Options::default(), seed)?;
        let mut app = Self::over(session, None, &theme);
        app.mode = Mode::Menu(Box::new(Menu::new(games, stats.into())));
        app.menu_seed = seed;
        Ok(app)
    }

    fn over(session: Session, replay: Option<Replay>, theme: &Theme) -> Self {
        let mut app = Self {
            session,
            mode: Mode::Shown { pause: 0 },
            overlay: None,
            notice: None,
            view: ViewState::default(),
            size: (0, 0),
            theme: *theme,
            quit: false,
            tickets: 0,
            effects: Vec::new(),
            next: None,
            typed_ahead: None,
            confirm_advance: true,
            animate: false,
            walk: None,
            tip: None,
            settle: 0,
            menu_seed: 0,
            learning: Box::default(),
        };
        app.mode = match replay {
            Some(replay) => Mode::Replay(replay),
            // A bot to move is asked when the app starts (or at the first tick).
            None if app.session.bot_to_move().is_some() && !app.game().is_over() => {
                Mode::Shown { pause: 1 }
            }
            None => app.settled(false),
        };
        app
    }

    /// The effects asked for when the app starts: a bot to move first, say. Call once, after
    /// construction, and perform them like [`App::update`]'s.
    pub fn start(&mut self) -> Vec<Effect> {
        if let Mode::Shown { .. } = self.mode {
            self.mode = self.settled(false);
        }
        std::mem::take(&mut self.effects)
    }

    /// The game and who plays it.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The game as it stands (in a replay: at the step shown).
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The game's history.
    pub fn history(&self) -> &History {
        self.session.history()
    }

    /// What the screen waits for.
    pub fn mode(&self) -> &Mode {
        &self.mode
    }

    /// The box drawn over the game, if any.
    pub fn overlay(&self) -> Option<Overlay> {
        self.overlay
    }

    /// The line under the banner, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The first-game tip for the turn in play, if one was given for it.
    pub fn tip(&self) -> Option<&str> {
        let steps = self.session.history().applied().len();
        let playing = matches!(
            self.mode,
            Mode::Turn(_) | Mode::Thinking(_) | Mode::Shown { .. }
        );
        self.tip
            .as_ref()
            .filter(|(at, _)| playing && *at == steps)
            .map(|(_, text)| text.as_str())
    }

    /// Where the keys are: the too-small screen, an overlay, or the mode's own context.
    pub fn context(&self) -> Context {
        if !self.fits() {
            return Context::TooSmall;
        }
        match self.overlay {
            Some(Overlay::Help { .. }) => Context::Help,
            Some(Overlay::Patches { .. }) => Context::PatchTable,
            Some(Overlay::ConfirmQuit(_) | Overlay::ConfirmMenu(_)) => Context::ConfirmQuit,
            Some(Overlay::ConfirmResign) => Context::ConfirmResign,
            None if self.undo_asked() && !matches!(self.mode, Mode::Replay(_)) => {
                Context::AnswerUndo
            }
            Some(Overlay::Card) => Context::Card,
            None => self.mode.context(self.session.variant()),
        }
    }

    /// Whether a bot is thinking now (about its step, or about a hint).
    pub fn thinking(&self) -> bool {
        matches!(
            self.mode,
            Mode::Thinking(_) | Mode::Turn(Turn { hint: Some(_), .. })
        )
    }

    /// Whether the player asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Says, under the banner, why the game the menu chose could not be opened (the menu
    /// reopened instead of the program ending).
    pub fn not_opened(&mut self, why: &str) {
        self.tell(why);
    }

    /// Says something the program found (in words, escaped here) on the menu's page or under
    /// the banner: what a session before left in the way, a game that could not be opened.
    pub fn tell(&mut self, why: &str) {
        let why = crate::text::Shown::new(why).to_string();
        match &mut self.mode {
            Mode::Menu(menu) => menu.message = Some(why),
            _ => self.notice = Some(Notice::NotOpened(why)),
        }
    }

    /// Opens the menu's check screen (right to left, the first time on this terminal): the
    /// player says which rendering of the language reads right here.
    pub fn ask_display(&mut self) {
        if let Mode::Menu(menu) = &mut self.mode {
            menu.ask_display();
        }
    }

    /// Marks a replay as opened from the menu: leaving it (`q`, Esc) goes back to the menu.
    pub fn opened_from_menu(&mut self) {
        if let Kind::Replay { from_menu } = self.session.kind_mut() {
            *from_menu = true;
        }
    }

    /// Whether the app needs [`Msg::Tick`]s now; otherwise the loop may sleep until something
    /// happens.
    pub fn needs_ticks(&self) -> bool {
        self.mode.needs_ticks() || self.walk.is_some() || self.settle > 0
    }

    /// What the screen shows, derived from the session and the mode: drawn once per frame.
    pub fn scene(&self) -> Scene<'_> {
        Scene::new(&super::scene::Frame {
            session: &self.session,
            mode: &self.mode,
            overlay: self.overlay,
            notice: self.notice.as_ref(),
            view: self.view,
            context: self.context(),
            theme: &self.theme,
            kind: self.session.kind(),
            walk: self.walk,
            tip: self.tip(),
            settling: self.settling(),
        })
    }

    /// Whether the terminal is large enough to show the game.
    fn fits(&self) -> bool {
        self.layout().is_some()
    }

    /// Where the panels are on the terminal now (the layout the drawing uses).
    fn layout(&self) -> Option<layout::Screen> {
        let area = Rect::new(0, 0, self.size.0, self.size.1);
        layout::screen(area, self.session.variant())
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
            Msg::Mouse(event) => {
                if self.fits() && self.overlay.is_none() {
                    self.mouse(event);
                }
            }
            Msg::Tick => {
                self.tick();
                self.play_typed_ahead();
            }
            Msg::Bot { ticket, answer } => {
                self.bot_answer(ticket, answer);
                self.play_typed_ahead();
            }
            Msg::ReviewProgress {
                ticket,
                done: now,
                total: all,
            } => {
                if let Mode::Replay(replay) = &mut self.mode
                    && let Analysis::Running {
                        search,
                        done,
                        total,
                    } = &mut replay.analysis
                    && search.ticket == ticket
                {
                    (*done, *total) = (now, all);
                }
            }
            Msg::Reviewed { ticket, review } => {
                if let Mode::Replay(replay) = &mut self.mode
                    && matches!(&replay.analysis, Analysis::Running { search, .. } if search.ticket == ticket)
                {
                    replay.analysis = Analysis::Done(review);
                }
            }
            Msg::Saved { slot, file, result } => {
                self.session.saved(slot, result.is_ok());
                if let Err(reason) = result
                    && slot == self.session.slot()
                {
                    self.notice = Some(Notice::SaveFailed { file, reason });
                }
            }
            Msg::Kept { result, .. } => {
                // A game not saved outranks progress not kept: it stays said.
                if let Err(reason) = result
                    && !matches!(self.notice, Some(Notice::SaveFailed { .. }))
                {
                    self.notice = Some(Notice::Progress(crate::tr!(
                        "progress-not-written",
                        reason = reason
                    )));
                }
            }
            Msg::Terminate => self.quit = true,
            Msg::Table(news) => {
                self.table_news(news);
                self.play_typed_ahead();
            }
            Msg::Unavailable(what) => self.notice = Some(Notice::Unavailable(what)),
        }
        std::mem::take(&mut self.effects)
    }

    fn key(&mut self, key: &KeyEvent) {
        if let Mode::Shown { .. } = self.mode {
            // Any key ends the pause after a bot's step.
            self.mode = self.settled(false);
        }
        let context = self.context();
        // A bot has the turn: a key of the person's turn (not help, undo or quit, which work
        // now) waits for it.
        if context == Context::BotTurn
            && keys::command(key, context).is_none()
            && keys::command(key, Context::Choosing).is_some()
        {
            self.typed_ahead = Some(*key);
            return;
        }
        // A name typed in the menu: letters are text there, not commands.
        if context == Context::MenuText
            && let KeyCode::Char(c) = key.code
            && !key.modifiers.contains(KeyModifiers::CONTROL)
            && let Mode::Menu(menu) = &mut self.mode
        {
            menu.type_char(c);
            return;
        }
        if let Some(command) = keys::command(key, context) {
            if context == Context::BotTurn {
                // Undo, help or quit while a bot thinks: a key typed ahead no longer fits.
                self.typed_ahead = None;
            }
            self.command(command, context);
        }
    }

    /// Plays the key typed while a bot had the turn, once a person's turn has begun.
    fn play_typed_ahead(&mut self) {
        if matches!(self.mode, Mode::Turn(_))
            && let Some(key) = self.typed_ahead.take()
        {
            self.key(&key);
        }
    }

    fn command(&mut self, command: Command, context: Context) {
        match (context, command) {
            (_, Command::ForceQuit) | (Context::ConfirmQuit, Command::Yes) => self.quit = true,
            (_, Command::ToMenu) => {
                // Every whole step is saved; the menu opens once the loop has let go of it.
                self.next = Some(Next::Menu);
                match self.loss() {
                    Some(loss) => self.overlay = Some(Overlay::ConfirmMenu(loss)),
                    None => self.quit = true,
                }
            }
            (_, Command::Suspend) => self.effects.push(Effect::Suspend),
            (Context::TooSmall, Command::Quit) => {
                if matches!(self.overlay, Some(Overlay::ConfirmQuit(_))) {
                    self.quit = true;
                } else {
                    self.request_quit();
                }
            }
            (Context::TooSmall, _) => {}
            (Context::Help | Context::PatchTable, Command::CloseHelp) => {
                // Back to the lesson's card the help was opened over, if it was.
                self.overlay = match self.overlay {
                    Some(Overlay::Help { card: true, .. }) => Some(Overlay::Card),
                    _ => None,
                };
            }
            (Context::Card, Command::Confirm) => self.card_confirm(),
            (Context::Card, Command::Leave) => self.leave_practice(),
            (Context::ConfirmQuit, _) => {
                // Staying: neither quitting nor going to the menu.
                self.overlay = None;
                self.next = None;
            }
            (
                Context::Help | Context::PatchTable,
                Command::HelpUp | Command::HelpDown | Command::HelpPageUp | Command::HelpPageDown,
            ) => self.scroll_help(command),
            (Context::Advance, Command::AlwaysAdvance) => {
                // Yes, and no more questions before advancing in this session.
                self.confirm_advance = false;
                self.mode_command(Command::Yes);
            }
            (Context::AnswerUndo, Command::Yes | Command::No) => {
                self.answer_undo(command == Command::Yes);
            }
            (Context::ConfirmResign, _) => self.resign(command == Command::Yes),
            (_, Command::Say(_) | Command::Resign | Command::Claim) => self.table_talk(command),
            (Context::BotTurn, Command::ReplayGame) => self.watch_back(),
            (_, Command::Undo | Command::Redo | Command::Hint) if self.at_a_table() => {
                if command == Command::Undo {
                    self.ask_table_undo();
                } else {
                    self.notice = Some(Notice::Table(TableNotice::NotHere));
                }
            }
            // A table holds one game: no new game or rematch from it (the menu opens tables).
            (Context::Over, Command::NewGame | Command::Rematch) if self.at_a_table() => {
                self.notice = Some(Notice::Table(TableNotice::NotHere));
            }
            (_, Command::Help) => {
                self.overlay = Some(Overlay::Help {
                    scroll: 0,
                    card: context == Context::Card,
                });
            }
            (_, Command::Patches) => self.overlay = Some(Overlay::Patches { scroll: 0 }),
            (_, Command::Quit) => self.request_quit(),
            (_, Command::Undo) if self.practice_holds_undo() => {
                self.notice = Some(Notice::NothingToUndo);
            }
            (_, Command::Undo) => self.undo(),
            (_, Command::Redo) => self.redo(),
            (_, Command::Hint) => {
                if !self.lesson_hint() {
                    self.ask_hint();
                }
            }
            (_, Command::CircleBack | Command::CircleOn) => {
                self.page_circle(command == Command::CircleOn);
            }
            (_, Command::MovesBack | Command::MovesOn) => {
                let page = self.moves_page();
                self.scroll_moves(command == Command::MovesOn, page);
            }
            _ => self.mode_command(command),
        }
    }

    /// A command for the mode itself.
    fn mode_command(&mut self, command: Command) {
        self.notice = None;
        match &mut self.mode {
            Mode::Turn(turn) => {
                let choosing = matches!(turn.step, super::mode::TurnStep::Choosing { .. });
                // Advancing at once when the player turned the question off.
                let outcome = if command == Command::Advance && !self.confirm_advance {
                    super::turn::TurnRequest::Play(crate::rules::Action::Advance)
                } else {
                    turn.command(command, self.session.game())
                };
                self.apply(outcome);
                if choosing {
                    self.lesson_ghost();
                }
            }
            Mode::Over(over) => match command {
                Command::NewGame => over.confirm_new = true,
                Command::Rematch => self.rematch(),
                Command::ReplayGame => self.replay_this_game(),
                Command::ToggleBox => over.box_hidden = !over.box_hidden,
                Command::Yes => self.new_game(),
                Command::No => over.confirm_new = false,
                _ => {}
            },
            Mode::Replay(_) => self.replay_command(command),
            Mode::Menu(menu) => match menu.command(command) {
                Choice::Stay => {}
                Choice::NewGame(options) => {
                    let tips = menu.learn.tips;
                    self.set_tips(tips);
                    self.start_from_menu(&options);
                }
                Choice::Lesson(index) => self.start_lesson(index),
                Choice::Puzzles => self.open_puzzles(),
                Choice::Daily => {
                    let name = menu.names[0].clone();
                    self.start_daily(&name);
                }
                Choice::Load(path) => self.leave_for(Next::Load(path)),
                Choice::Replay(path) => self.leave_for(Next::Replay(path)),
                Choice::NewTable(options) => self.leave_for(Next::NewTable(options)),
                Choice::Join(code, name) => self.leave_for(Next::Join(code, name)),
                Choice::Display(rendering) => {
                    // Drawn so from the next frame on; the loop keeps the choice and tells
                    // the terminal whether to reorder lines itself.
                    crate::i18n::bidi::set_rendering(rendering);
                    self.effects.push(Effect::Display(rendering));
                }
                Choice::Quit => self.quit = true,
            },
            Mode::Thinking(_) | Mode::Shown { .. } | Mode::BotFailed | Mode::Remote => {}
        }
    }

    /// Quits, or asks first when quitting would lose something.
    fn request_quit(&mut self) {
        match self.loss() {
            Some(loss) => self.overlay = Some(Overlay::ConfirmQuit(loss)),
            None => self.quit = true,
        }
    }

    /// What quitting now would lose: a purchase whose leather is not sewn (a record holds
    /// only whole steps), or a game whose last save failed. A replay loses nothing.
    pub fn loss(&self) -> Option<Loss> {
        if let Mode::Replay(_) = self.mode {
            return None;
        }
        if let Some(step) = self.session.history().partial() {
            return Some(Loss::Purchase(step.patch()));
        }
        self.session.unsaved().then_some(Loss::Unsaved)
    }
}

/// Drawing is a pure function of the app: its scene, drawn by the widgets.
impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.scene().render(area, buf);
    }
}
