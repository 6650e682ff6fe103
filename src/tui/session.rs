//! The session: the game being played or replayed (its history), the options it was started
//! with, who sits in each seat and which seat is which bot, and the game's narration, built
//! once per step from the core's events. Every change to the history goes through here, so the
//! narration always matches it. What the screen waits for is the mode's business, not the
//! session's.

use crate::history::{Covers, History, Notes};
use crate::record::Record;
use crate::rules::{
    Action, ByPlayer, Event, Game, IllegalAction, Player, Setup, SetupError, Variant,
};
use crate::text::Shown;

use super::kind::Kind;
use super::options::{Opponent, Options, Seating};
use super::strings;
use crate::table::TableInfo;

/// One line of the move history: the step it tells (0 for the opening line) and its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The step (1-based; 0 before the first).
    pub step: usize,
    /// The text, numbered with its step.
    pub text: String,
}

/// The game of the session and everything known about it.
#[derive(Clone, Debug)]
pub struct Session {
    history: History,
    options: Options,
    /// The names as the screen shows them (made safe: a record's names are untrusted).
    shown: [Shown; 2],
    /// The shuffle's seed, when known (a record may not say).
    seed: Option<u64>,
    /// Which game of the session is saved (a new game gets a new file).
    slot: u64,
    /// Whether the last save of this game failed.
    unsaved: bool,
    /// The narration of every step the history holds (the redo branch included), by step.
    narration: Vec<Vec<LogLine>>,
    /// What covers each cell of each quilt in the game shown.
    covers: ByPlayer<Covers>,
    /// What the game is: played here, replayed, a lesson, a puzzle, the daily deal, or a game
    /// at a table.
    kind: Kind,
}

impl Session {
    /// A new game from `options`, shuffled from `seed`.
    ///
    /// # Errors
    /// The core's refusal of the shuffled set-up (it accepts every shuffle).
    pub fn new(options: &Options, seed: u64) -> Result<Self, SetupError> {
        Self::starting(options, seed, options.first_player())
    }

    /// [`Session::new`] with `first` moving first (`None`: as the shuffle of `seed` says).
    fn starting(options: &Options, seed: u64, first: Option<Player>) -> Result<Self, SetupError> {
        let mut setup = Setup::random(options.variant, options.layout, seed);
        if let Some(first) = first {
            setup.first_player = first;
        }
        let options = options.clone();
        let mut history = History::new(setup, options.players())?;
        history.set_notes(Notes {
            created: None,
            seed: Some(seed.into()),
            app: Some(format!("patchwork {}", env!("CARGO_PKG_VERSION")).into()),
        });
        // The options as given (a level, the seat choice), not only what a record can say.
        let mut session = Self::from_history(history);
        session.options = options;
        Ok(session)
    }

    /// The session over an existing history (a saved game resumed or replayed). The seats come
    /// from the record's players: a seat whose bot this program does not have is played by a
    /// person.
    pub fn from_history(history: History) -> Self {
        let players = history.players();
        let options = Options {
            variant: history.variant(),
            layout: history.setup().layout,
            names: crate::i18n::player_names(players),
            bots: players.clone().map(|p| Opponent::of_player(&p)),
            seat: Seating::Lot,
        };
        let seed = history
            .notes()
            .seed
            .as_ref()
            .and_then(serde_json::Value::as_u64);
        let shown = options.names.clone().map(|n| Shown::new(&n));
        let mut session = Self {
            history,
            options,
            shown,
            seed,
            slot: 0,
            unsaved: false,
            narration: Vec::new(),
            covers: ByPlayer([Covers::EMPTY; 2]),
            kind: Kind::Local,
        };
        session.narrate_new_steps();
        session
    }

    /// The same options, a new shuffle from `seed`, and the next save slot.
    ///
    /// # Errors
    /// The core's refusal of the set-up.
    pub fn next_game(&self, seed: u64) -> Result<Self, SetupError> {
        let mut next = Self::new(&self.options, seed)?;
        next.slot = self.slot + 1;
        Ok(next)
    }

    /// A rematch: the same players in the same seats (a person stays on the left), against the
    /// same opponent and level, the other player moving first, a new shuffle from `seed`, and
    /// the next save slot.
    ///
    /// # Errors
    /// The core's refusal of the set-up.
    pub fn rematch(&self, seed: u64) -> Result<Self, SetupError> {
        // The same seats (a person stays on the left), the other player first.
        let mut options = self.options.clone();
        options.seat = match options.seat {
            Seating::First => Seating::Second,
            Seating::Second => Seating::First,
            Seating::Lot => Seating::Lot,
        };
        let first = self.history.setup().first_player.other();
        let mut next = Self::starting(&options, seed, Some(first))?;
        next.slot = self.slot + 1;
        Ok(next)
    }

    /// The game as it stands (in a replay: at the step shown).
    pub fn game(&self) -> &Game {
        self.history.current()
    }

    /// The game's history.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.options.variant
    }

    /// The shuffle's seed, when known.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// Which game of the session this is, for its save file.
    pub fn slot(&self) -> u64 {
        self.slot
    }

    /// Whether the last save of this game failed.
    pub fn unsaved(&self) -> bool {
        self.unsaved
    }

    /// Records how the save of game `slot` went (saves of earlier games are theirs).
    pub fn saved(&mut self, slot: u64, ok: bool) {
        if slot == self.slot {
            self.unsaved = !ok;
        }
    }

    /// A player's name, safe to show.
    pub fn name(&self, player: Player) -> &str {
        &self.shown[player.index()]
    }

    /// The bot that plays `player`'s seat, if a bot does.
    pub fn bot_of(&self, player: Player) -> Option<Opponent> {
        self.options.bots[player.index()]
    }

    /// The player to move, if a person plays that seat at this terminal.
    pub fn person_to_move(&self) -> Option<Player> {
        self.game()
            .to_move()
            .filter(|&p| self.bot_of(p).is_none() && !self.is_remote(p))
    }

    /// What the game is.
    pub fn kind(&self) -> &Kind {
        &self.kind
    }

    /// What the game is, to change the state its kind holds.
    pub fn kind_mut(&mut self) -> &mut Kind {
        &mut self.kind
    }

    /// Makes the game one of `kind` (a lesson's position, a table's game...).
    pub fn set_kind(&mut self, kind: Kind) {
        self.kind = kind;
    }

    /// Whether `player`'s seat is played at another terminal (a table served over SSH): its
    /// steps come from the table, never from this keyboard.
    pub fn is_remote(&self, player: Player) -> bool {
        self.table().is_some_and(|t| t.you != Some(player))
    }

    /// The player to move, if that seat is played at another terminal.
    pub fn remote_to_move(&self) -> Option<Player> {
        self.game().to_move().filter(|&p| self.is_remote(p))
    }

    /// The table this game is played at, for a game served over SSH.
    pub fn table(&self) -> Option<&TableInfo> {
        self.kind.table()
    }

    /// Takes the table's history in place of this one when it goes on from it (the other
    /// player's steps are narrated as they come). Returns `false`, changing nothing, when the
    /// table's history does not extend this one's complete steps.
    pub fn extend_to(&mut self, table: &History) -> bool {
        let mine = self.history.applied();
        let theirs = table.applied();
        if self.history.setup() != table.setup()
            || theirs.len() < mine.len()
            || theirs[..mine.len()] != *mine
        {
            return false;
        }
        self.history = table.clone();
        self.narrate_new_steps();
        true
    }

    /// The bot to move, if a bot plays the seat of the player to move.
    pub fn bot_to_move(&self) -> Option<Opponent> {
        self.game().to_move().and_then(|p| self.bot_of(p))
    }

    /// The letter that marks a player's token: the name's initial. It is 1 and 2 instead when
    /// the initials are the same, or one is not a letter or digit a column wide (a wide
    /// character, an emoji, a flag's half): the time board draws a token in one column.
    pub fn token(&self, player: Player) -> char {
        use unicode_width::UnicodeWidthChar;
        let initial = |p: Player| {
            self.name(p)
                .chars()
                .next()
                .filter(|c| c.is_alphanumeric() && c.width() == Some(1))
                .map(|c| c.to_ascii_uppercase())
        };
        match (initial(Player::One), initial(Player::Two)) {
            (Some(one), Some(two)) if one != two => [one, two][player.index()],
            _ => ['1', '2'][player.index()],
        }
    }

    /// What covers each cell of each quilt in the game shown.
    pub fn covers(&self) -> &ByPlayer<Covers> {
        &self.covers
    }

    /// The record of the game as played so far (its last complete step).
    pub fn record(&self) -> Record {
        self.history.to_record()
    }

    /// Plays one action (a turn, or a leather decision).
    ///
    /// # Errors
    /// The core's refusal; nothing changes then.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let events = self.history.play(action)?;
        self.narrate_new_steps();
        Ok(events)
    }

    /// Plays a whole step (a bot's answer).
    ///
    /// # Errors
    /// The core's first refusal; nothing changes then.
    pub fn play_step(&mut self, actions: &[Action]) -> Result<(), IllegalAction> {
        self.history.play_step(actions)?;
        self.narrate_new_steps();
        Ok(())
    }

    /// Takes back steps until a person is to move again, so that against a bot its replies go
    /// with the person's step. Changes nothing, and returns `false`, when no earlier position
    /// has a person to move (a bot's opening step is never undone alone: redoing would be lost
    /// to the bot's next answer).
    pub fn undo(&mut self) -> bool {
        if self.history.partial().is_some() {
            self.history.undo();
            self.covers = self.history.covers();
            return true;
        }
        let cursor = self.history.cursor();
        let person_at = |i: usize| {
            self.history
                .game_at(i)
                .to_move()
                .is_some_and(|p| self.bot_of(p).is_none())
        };
        let Some(target) = (0..cursor).rev().find(|&i| person_at(i)) else {
            return false;
        };
        while self.history.cursor() > target {
            self.history.undo();
        }
        self.covers = self.history.covers();
        true
    }

    /// Plays again the steps undone last, up to where a person is to move again. Returns
    /// whether anything changed.
    pub fn redo(&mut self) -> bool {
        if !self.history.redo() {
            return false;
        }
        while self.person_to_move().is_none() && self.history.can_redo() {
            self.history.redo();
        }
        self.covers = self.history.covers();
        true
    }

    /// Shows the game after `step` steps (the replay viewer).
    pub fn seek(&mut self, step: usize) {
        self.history.seek(step);
        self.covers = self.history.covers();
    }

    /// Makes the game shown the end of a new game, saved in its own file: playing on from a
    /// replayed step.
    pub fn play_on_from_here(&mut self) {
        self.history.truncate();
        self.narration.truncate(self.history.len());
        self.slot += 1;
        self.unsaved = false;
    }

    /// The narration of the steps shown (up to the cursor, and a step in progress), oldest
    /// first, after the opening line.
    pub fn log(&self) -> impl Iterator<Item = &LogLine> {
        self.narration[..self.history.cursor().min(self.narration.len())]
            .iter()
            .flatten()
    }

    /// The narration of every step held, the redo branch included (the replay viewer's list).
    pub fn all_steps_log(&self) -> impl Iterator<Item = &LogLine> {
        self.narration.iter().flatten()
    }

    /// What the step just completed did, in words, when it is worth announcing: every step of
    /// a bot; a person's step when it paid income, won a leather patch or the bonus, brought
    /// the blue patches in, reached the end first or ended the game.
    pub fn news(&self) -> Option<strings::News> {
        let cursor = self.history.cursor();
        let step = self.history.applied().last()?;
        let besides = self.besides(cursor);
        let notable = besides.reached.is_some()
            || besides.blue_joined
            || self.bot_of(step.player).is_some()
            || step.events.iter().any(|e| {
                matches!(
                    e,
                    Event::Income { buttons: 1.., .. }
                        | Event::LeatherWon { .. }
                        | Event::BonusTaken { .. }
                        | Event::GameOver { .. }
                )
            });
        notable.then(|| self.step_news(cursor))
    }

    /// Step `n` (from 1) in words for the banner, whatever it did; nothing for a step the
    /// history does not hold.
    pub fn step_news(&self, n: usize) -> strings::News {
        let Some(step) = n.checked_sub(1).and_then(|i| self.history.steps().get(i)) else {
            return strings::News::default();
        };
        strings::News::of(&step.events, self.options.variant, self.besides(n), &|p| {
            self.name(p).to_owned()
        })
    }

    /// What step `n` (from 1) did besides its events: the blue patches joined the circle, a
    /// player reached the end first (the game not over yet).
    fn besides(&self, n: usize) -> strings::Besides {
        let Some(i) = n.checked_sub(1) else {
            return strings::Besides::default();
        };
        let (before, after) = (self.history.game_at(i), self.history.game_at(n));
        let reached = before.first_finisher().is_none() && !after.is_over();
        strings::Besides {
            blue_joined: !before.blue_waiting().is_empty() && after.blue_waiting().is_empty(),
            reached: after.first_finisher().filter(|_| reached),
        }
    }

    /// The narration of the step in progress (a leather patch waits), if any.
    pub fn partial_log(&self) -> Vec<LogLine> {
        let Some(step) = self.history.partial() else {
            return Vec::new();
        };
        let n = self.history.cursor() + 1;
        let mut lines = self.narrate(&step.events);
        if !self.history.game_at(n - 1).blue_waiting().is_empty()
            && self.history.current().blue_waiting().is_empty()
        {
            lines.push(strings::blue_join());
        }
        lines
            .into_iter()
            .map(|text| LogLine {
                step: n,
                text: format!("{}. {text}", crate::i18n::digits(&n.to_string())),
            })
            .collect()
    }

    /// The line that opens the move history.
    pub fn opening_line(&self) -> LogLine {
        let first = self
            .history
            .game_at(0)
            .to_move()
            .map_or("", |p| self.name(p));
        LogLine {
            step: 0,
            text: strings::game_started(self.options.variant, self.seed, first),
        }
    }

    /// `events` in words.
    pub fn narrate(&self, events: &[Event]) -> Vec<String> {
        strings::narrate(events, self.options.variant, |p| self.name(p).to_owned())
    }

    /// Narrates the steps the history holds that have no narration yet (after a step played,
    /// the steps from it on are new).
    fn narrate_new_steps(&mut self) {
        let steps = self.history.steps();
        // A step played after an undo replaced the old branch from the cursor's step on.
        let fresh_from = self.history.cursor().saturating_sub(1);
        if self.narration.len() > fresh_from && self.history.partial().is_none() {
            self.narration.truncate(fresh_from);
        }
        self.narration.truncate(steps.len());
        for (i, step) in steps.iter().enumerate().skip(self.narration.len()) {
            let mut lines = self.narrate(&step.events);
            // Express: the blue patches join once a purchase leaves five in the circle.
            if !self.history.game_at(i).blue_waiting().is_empty()
                && self.history.game_at(i + 1).blue_waiting().is_empty()
            {
                lines.push(strings::blue_join());
            }
            let n = i + 1;
            self.narration.push(
                lines
                    .into_iter()
                    .map(|text| LogLine {
                        step: n,
                        text: format!("{}. {text}", crate::i18n::digits(&n.to_string())),
                    })
                    .collect(),
            );
        }
        self.covers = self.history.covers();
    }
}
