//! The menu `patchwork` opens with when no option is given: a new game (variant, board,
//! opponent, seat, names), continuing the last game, loading or replaying a saved game from
//! the list, quitting. The menu's own state lives here; what it chooses is played by the app
//! (a new game) or by the loop (a saved game opened from its file).

use std::path::PathBuf;

mod lists;

pub use lists::{SavedGame, StatsLines, game_row};

use super::keys::Command;
use super::options::{Opponent, Options, Seating};
use crate::bot::Level;
use crate::rules::{LeatherLayout, Variant};

/// The longest name the menu takes (the record format's limit).
const NAME_CHARS: usize = crate::record::MAX_NAME_CHARS;

/// A saved game the menu chose, for the loop to open (the app quits so that it can).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Play on the game in this file.
    Load(PathBuf),
    /// Replay the game in this file.
    Replay(PathBuf),
    /// Back to the menu, from a game or a replay.
    Menu,
    /// Online: open a table with these options.
    NewTable(Options),
    /// Online: join the table of this code, with the seat's name a guest without a key gave.
    Join(String, Option<String>),
}

/// One of a guest's unfinished tables, as the online menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The table's code.
    pub code: String,
    /// What the row says (the code, the players, whose turn), safe to show.
    pub label: String,
}

/// A page of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The first page.
    Main,
    /// The new game's form.
    NewGame,
    /// Saved games to play on.
    Load,
    /// Saved games to replay.
    Replay,
    /// Statistics across the saved games.
    Stats,
    /// Online: the code of the table to join.
    Join,
    /// The lessons, to choose one.
    Lessons,
    /// Right to left: which of three renderings of the same words reads right on this
    /// terminal (the check screen).
    Display,
}

/// What the menu chose, for the app (a new game) or the loop (a file to open).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Nothing yet.
    Stay,
    /// A new game with these options.
    NewGame(Options),
    /// Play on the saved game in this file.
    Load(PathBuf),
    /// Replay the saved game in this file.
    Replay(PathBuf),
    /// Online: open a table with these options (the creator sits at player 1's seat).
    NewTable(Options),
    /// Online: join the table of this code (to play, or to watch when both seats are taken),
    /// with the seat's name a guest without a key gave.
    Join(String, Option<String>),
    /// The lesson of this index (in [`crate::learn::LESSONS`]).
    Lesson(usize),
    /// Today's daily deal.
    Daily,
    /// The next puzzle.
    Puzzles,
    /// Right-to-left text is drawn this way on this terminal from now on.
    Display(crate::i18n::bidi::Rendering),
    /// Leave.
    Quit,
}

/// The rows of the new game's form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// Classic or Express.
    Variant,
    /// The leather layout (classic).
    Board,
    /// A friend on this keyboard, or a bot at a level.
    Opponent,
    /// Against a bot: move first, second, or by lot.
    Seat,
    /// A player's name (0 or 1).
    Name(usize),
    /// The first-game tips, on or off.
    Tips,
    /// Start the game.
    Start,
}

/// The menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Menu {
    /// The page shown.
    pub page: Page,
    /// The row the cursor is on.
    pub cursor: usize,
    /// The new game's variant.
    pub variant: Variant,
    /// The new game's leather layout.
    pub layout: LeatherLayout,
    /// The opponent: `None` for a friend, else a level.
    pub level: Option<Level>,
    /// Against a bot: the seat.
    pub seat: Seating,
    /// The names typed.
    pub names: [String; 2],
    /// The name being typed (0 or 1), if any.
    pub editing: Option<usize>,
    /// The saved games, newest first.
    pub games: Vec<SavedGame>,
    /// The statistics of the saved games, a line each (as `patchwork stats` prints them, and
    /// in the narrow form).
    pub stats: StatsLines,
    /// Whether this is the menu of a game served over SSH: tables to open or join, and nothing
    /// of the server's own saved games.
    pub online: bool,
    /// Online: the table code typed.
    pub code: String,
    /// Online: the unfinished tables where the guest's key holds a seat, listed first.
    pub tables: Vec<TableRow>,
    /// A line the page shows under its rows (why a table could not be joined).
    pub message: Option<String>,
    /// What the learning pages show: lessons done, today's deal, the tips.
    pub learn: MenuLearn,
}

/// What the menu knows of the player's learning (from the progress files).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MenuLearn {
    /// For each lesson, whether it is done (empty while the progress is not known).
    pub done: Vec<bool>,
    /// Today's date (`YYYY-MM-DD`), when the clock gave one.
    pub today: Option<String>,
    /// Today's deal as played, in words, if it was.
    pub today_result: Option<String>,
    /// Whether first-game tips are on.
    pub tips: bool,
    /// The puzzles solved, in words, when there are puzzles.
    pub puzzles: Option<String>,
    /// A progress file that could not be read, in words (it is left as it is).
    pub problem: Option<String>,
}

/// The `editing` value of the table code's field (the names are 0 and 1).
const CODE_FIELD: usize = 2;

impl Menu {
    /// The first page, with the saved games listed.
    pub fn new(games: Vec<SavedGame>, stats: StatsLines) -> Self {
        Self {
            page: Page::Main,
            cursor: 0,
            variant: Variant::Classic,
            layout: LeatherLayout::Revised,
            level: Some(Level::Beginner),
            seat: Seating::Lot,
            names: ["Ada".to_owned(), "Ben".to_owned()],
            editing: None,
            games,
            stats,
            online: false,
            code: String::new(),
            tables: Vec::new(),
            message: None,
            learn: MenuLearn {
                done: Vec::new(),
                today: None,
                today_result: None,
                tips: true,
                puzzles: None,
                problem: None,
            },
        }
    }

    /// The menu of a game served over SSH, to a guest: back to one of `tables` (theirs,
    /// unfinished), open a table, join one, leave.
    pub fn online(tables: Vec<TableRow>) -> Self {
        Self {
            online: true,
            tables,
            level: None,
            names: [crate::tr!("menu-you"), crate::tr!("menu-guest")],
            ..Self::new(Vec::new(), StatsLines::default())
        }
    }

    /// Sets what the learning pages show.
    pub fn set_learn(&mut self, learn: MenuLearn) {
        self.learn = learn;
    }

    /// Whether lesson `i` is done, as far as the menu knows.
    pub fn lesson_done(&self, i: usize) -> bool {
        self.learn.done.get(i).copied().unwrap_or(false)
    }

    /// Whether the player is new: their progress is known and no lesson is done, nothing
    /// saved.
    pub fn new_player(&self) -> bool {
        self.games.is_empty() && !self.learn.done.is_empty() && !self.learn.done.contains(&true)
    }

    /// The game "continue" opens, as `--resume` would.
    pub fn last_unfinished(&self) -> Option<&SavedGame> {
        self.games.iter().find(|g| g.resume)
    }

    /// The first page's rows: (what it says, whether it can be chosen now). A language
    /// written right to left has a row for the check screen, before quitting.
    pub fn main_rows(&self) -> Vec<(MainRow, bool)> {
        let mut rows = if self.online {
            // The guest's unfinished tables first.
            let mut rows: Vec<(MainRow, bool)> = (0..self.tables.len())
                .map(|i| (MainRow::Table(i), true))
                .collect();
            rows.extend([(MainRow::NewTable, true), (MainRow::JoinTable, true)]);
            rows
        } else {
            let any = !self.games.is_empty();
            vec![
                (MainRow::NewGame, true),
                (MainRow::Learn, true),
                (MainRow::Puzzles, self.learn.puzzles.is_some()),
                (MainRow::Daily, self.learn.today.is_some()),
                (MainRow::Continue, self.last_unfinished().is_some()),
                (MainRow::Load, self.games.iter().any(|g| !g.finished)),
                (MainRow::Replay, any),
                (MainRow::Stats, any),
            ]
        };
        if crate::i18n::bidi::direction() == crate::i18n::bidi::Direction::Rtl {
            rows.push((MainRow::Display, true));
        }
        rows.push((MainRow::Quit, true));
        rows
    }

    /// Opens the check screen: which rendering of right-to-left text reads right here. Only
    /// over the first page: a menu opened on another (the lessons) is left there.
    pub fn ask_display(&mut self) {
        if self.page == Page::Main {
            self.open(Page::Display);
        }
    }

    /// The new game's rows, as many as apply (no board for Express, no seat or second name
    /// against a friend or a bot).
    pub fn fields(&self) -> Vec<Field> {
        let mut rows = vec![Field::Variant];
        if self.variant == Variant::Classic {
            rows.push(Field::Board);
        }
        if !self.online {
            rows.push(Field::Opponent);
        }
        if self.online {
            rows.push(Field::Seat);
            rows.push(Field::Name(0));
            rows.push(Field::Name(1));
        } else if self.level.is_some() {
            rows.push(Field::Seat);
            rows.push(Field::Name(0));
        } else {
            rows.push(Field::Name(0));
            rows.push(Field::Name(1));
        }
        if !self.online {
            rows.push(Field::Tips);
        }
        rows.push(Field::Start);
        rows
    }

    /// The games a list page shows: all of them to replay, the unfinished ones to play on.
    pub fn listed(&self) -> Vec<&SavedGame> {
        match self.page {
            Page::Load => self.games.iter().filter(|g| !g.finished).collect(),
            _ => self.games.iter().collect(),
        }
    }

    fn rows(&self) -> usize {
        match self.page {
            Page::Main => self.main_rows().len(),
            Page::Join => 1,
            Page::Stats => self.stats.wide.len(),
            Page::Lessons => crate::learn::LESSONS.len(),
            Page::Display => crate::i18n::bidi::Rendering::ALL.len(),
            Page::NewGame => self.fields().len(),
            Page::Load | Page::Replay => self.listed().len(),
        }
    }

    /// A character typed while a name is edited (control keys are commands, not text).
    pub fn type_char(&mut self, c: char) {
        if self.editing == Some(CODE_FIELD) {
            let letters = crate::table::CODE_LETTERS;
            if self.code.chars().count() < letters {
                // A code is letters only, however it is typed (on a Persian or Russian layout,
                // the Latin letter of the key).
                let c = crate::tui::keys::latin_twin(c).unwrap_or(c);
                if c.is_ascii_alphabetic() {
                    self.code.push(c.to_ascii_uppercase());
                }
            } else if !c.is_control()
                && (self.code.chars().count() > letters || c == ' ')
                && self.code.chars().count() < letters + 1 + NAME_CHARS
            {
                // After the code, a space and the seat's name: a guest without a key takes
                // their seat back by it.
                self.code.push(c);
            }
            self.message = None;
            return;
        }
        if let Some(i) = self.editing
            && !c.is_control()
            && self.names[i].chars().count() < NAME_CHARS
        {
            self.names[i].push(c);
        }
    }

    /// Acts on a command; returns what was chosen.
    pub fn command(&mut self, command: Command) -> Choice {
        if self.editing == Some(CODE_FIELD) {
            match command {
                Command::Erase => {
                    self.code.pop();
                    self.message = None;
                }
                Command::Confirm if self.code.len() >= crate::table::CODE_LETTERS => {
                    let (code, name) = self.code.split_at(crate::table::CODE_LETTERS);
                    let name = name.trim();
                    return Choice::Join(
                        code.to_owned(),
                        (!name.is_empty()).then(|| name.to_owned()),
                    );
                }
                Command::Confirm => self.message = Some(crate::tr!("menu-code-short")),
                Command::Back => {
                    self.editing = None;
                    self.message = None;
                    self.back_to_main(MainRow::JoinTable);
                }
                _ => {}
            }
            return Choice::Stay;
        }
        if let Some(i) = self.editing {
            match command {
                Command::Erase => {
                    self.names[i].pop();
                }
                Command::Confirm | Command::Back => {
                    if self.names[i].trim().is_empty() {
                        self.names[i] = if self.online {
                            [crate::tr!("menu-you"), crate::tr!("menu-guest")][i].clone()
                        } else {
                            ["Ada", "Ben"][i].to_owned()
                        };
                    }
                    self.editing = None;
                }
                _ => {}
            }
            return Choice::Stay;
        }
        let rows = self.rows().max(1);
        // A message (why a chosen game did not open) is read by the next key.
        if self.page != Page::Join {
            self.message = None;
        }
        match command {
            Command::Up => self.move_cursor(rows - 1),
            Command::Down => self.move_cursor(1),
            Command::Left | Command::Right => self.change(command == Command::Right),
            Command::Back => {
                // The first page has nothing to go back to: `q` quits, without a surprise.
                if self.page == Page::Main {
                    return Choice::Stay;
                }
                // Back on the first page, the cursor on the row that opened this page.
                let from = match self.page {
                    Page::NewGame if self.online => MainRow::NewTable,
                    Page::NewGame => MainRow::NewGame,
                    Page::Load => MainRow::Load,
                    Page::Replay => MainRow::Replay,
                    Page::Join => MainRow::JoinTable,
                    Page::Lessons => MainRow::Learn,
                    Page::Display => MainRow::Display,
                    Page::Stats | Page::Main => MainRow::Stats,
                };
                self.back_to_main(from);
            }
            Command::Confirm => return self.choose(),
            Command::Choose(n) if self.page == Page::Display => {
                self.cursor = usize::from(n).min(rows - 1);
                return self.choose();
            }
            Command::Quit if self.page == Page::Main => return Choice::Quit,
            _ => {}
        }
        Choice::Stay
    }

    /// The first page, the cursor on `from`.
    fn back_to_main(&mut self, from: MainRow) {
        self.page = Page::Main;
        self.cursor = self
            .main_rows()
            .iter()
            .position(|&(row, _)| row == from)
            .unwrap_or(0);
    }

    /// Moves the cursor `step` rows on (modulo the rows), passing over the first page's rows
    /// that can't be chosen now.
    fn move_cursor(&mut self, step: usize) {
        let rows = self.rows().max(1);
        let enabled: Vec<bool> = self.main_rows().iter().map(|&(_, on)| on).collect();
        for _ in 0..rows {
            self.cursor = (self.cursor + step) % rows;
            if self.page != Page::Main || enabled.get(self.cursor).copied().unwrap_or(true) {
                break;
            }
        }
    }

    fn open(&mut self, page: Page) {
        self.page = page;
        self.cursor = 0;
    }

    fn choose(&mut self) -> Choice {
        match self.page {
            Page::Main => match self.main_rows().get(self.cursor) {
                Some((MainRow::NewGame | MainRow::NewTable, _)) => self.open(Page::NewGame),
                Some((MainRow::Learn, _)) => {
                    self.open(Page::Lessons);
                    // The first lesson not done yet.
                    self.cursor = (0..crate::learn::LESSONS.len())
                        .position(|i| !self.lesson_done(i))
                        .unwrap_or(0);
                }
                Some((MainRow::Daily, true)) => return Choice::Daily,
                Some((MainRow::Puzzles, true)) => return Choice::Puzzles,
                Some((MainRow::Continue, true)) => {
                    if let Some(game) = self.last_unfinished() {
                        return Choice::Load(game.path.clone());
                    }
                }
                Some((MainRow::Load, true)) => self.open(Page::Load),
                Some((MainRow::Replay, true)) => self.open(Page::Replay),
                Some((MainRow::Stats, true)) => self.open(Page::Stats),
                Some((MainRow::JoinTable, _)) => {
                    self.open(Page::Join);
                    self.editing = Some(CODE_FIELD);
                }
                Some((MainRow::Table(i), _)) => {
                    if let Some(table) = self.tables.get(*i) {
                        return Choice::Join(table.code.clone(), None);
                    }
                }
                Some((MainRow::Display, _)) => self.open(Page::Display),
                Some((MainRow::Quit, _)) => return Choice::Quit,
                _ => {}
            },
            Page::NewGame => match self.fields().get(self.cursor) {
                Some(Field::Name(i)) => self.editing = Some(*i),
                Some(Field::Start) if self.online => return Choice::NewTable(self.options()),
                Some(Field::Start) => return Choice::NewGame(self.options()),
                Some(_) => self.change(true),
                None => {}
            },
            Page::Stats | Page::Join => {}
            Page::Lessons => return Choice::Lesson(self.cursor),
            Page::Display => {
                let rendering = crate::i18n::bidi::Rendering::ALL[self.cursor.min(2)];
                // The first page, ready for a game (the check comes first on a new terminal).
                self.open(Page::Main);
                return Choice::Display(rendering);
            }
            Page::Load | Page::Replay => {
                if let Some(game) = self.listed().get(self.cursor) {
                    let path = game.path.clone();
                    return if self.page == Page::Load {
                        Choice::Load(path)
                    } else {
                        Choice::Replay(path)
                    };
                }
            }
        }
        Choice::Stay
    }

    /// The field under the cursor to its next (or previous) value.
    fn change(&mut self, forward: bool) {
        if self.page != Page::NewGame {
            return;
        }
        let step = |i: usize, n: usize| {
            if forward {
                (i + 1) % n
            } else {
                (i + n - 1) % n
            }
        };
        match self.fields().get(self.cursor) {
            Some(Field::Variant) => {
                self.variant = match self.variant {
                    Variant::Classic => Variant::Express,
                    Variant::Express => Variant::Classic,
                };
            }
            Some(Field::Board) => {
                self.layout = match self.layout {
                    LeatherLayout::Revised => LeatherLayout::Original,
                    LeatherLayout::Original => LeatherLayout::Revised,
                };
            }
            Some(Field::Opponent) => {
                // A friend, then each level.
                let choices: Vec<Option<Level>> =
                    std::iter::once(None).chain(Level::ALL.map(Some)).collect();
                let i = choices.iter().position(|c| *c == self.level).unwrap_or(0);
                self.level = choices[step(i, choices.len())];
            }
            Some(Field::Tips) => self.learn.tips = !self.learn.tips,
            Some(Field::Seat) => {
                let seats = [Seating::First, Seating::Second, Seating::Lot];
                let i = seats.iter().position(|s| *s == self.seat).unwrap_or(2);
                self.seat = seats[step(i, seats.len())];
            }
            _ => {}
        }
        // The rows may have changed (Express has no board row): keep the cursor on the form.
        self.cursor = self.cursor.min(self.fields().len() - 1);
    }

    /// The new game's options, as the form says.
    pub fn options(&self) -> Options {
        let mut names = self.names.clone().map(|n| n.trim().to_owned());
        let bots = match self.level {
            Some(level) => {
                // The bot sits under its level's name, in the player's language.
                names[1] = super::strings::level(level);
                [None, Some(Opponent::Level(level))]
            }
            None => [None, None],
        };
        Options {
            variant: self.variant,
            layout: self.layout,
            names,
            bots,
            seat: self.seat,
        }
    }
}

/// The first page's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MainRow {
    /// A new game.
    NewGame,
    /// The lessons.
    Learn,
    /// The puzzles.
    Puzzles,
    /// Today's daily deal.
    Daily,
    /// The newest unfinished game.
    Continue,
    /// A saved game from the list, played on.
    Load,
    /// A saved game from the list, replayed.
    Replay,
    /// Statistics across the saved games.
    Stats,
    /// Online: open a table.
    NewTable,
    /// Online: join a table by its code.
    JoinTable,
    /// Online: back to one of the guest's unfinished tables (its index in [`Menu::tables`]).
    Table(usize),
    /// Right to left: the check screen again, to choose how this terminal shows the text.
    Display,
    /// Leave.
    Quit,
}
