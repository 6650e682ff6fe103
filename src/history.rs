//! A game's memory: the set-up, who plays, every step taken, and a cursor that undo, redo and a
//! replay viewer move. Pure: no files, no clock, no terminal.
//!
//! A *step* is what a record calls an action: a turn (advance or buy) together with the leather
//! decisions it calls for. A step that wins a leather patch is complete only once the leather
//! patch is placed or set aside; until then the history holds it as *partial*, the game shown is
//! the one with the leather waiting, and the record form stops at the last complete step, so a
//! save taken at that moment loses nothing the player decided.
//!
//! ```
//! use patchwork::history::History;
//! use patchwork::record::PlayerInfo;
//! use patchwork::rules::{Action, LeatherLayout, Setup, Variant};
//!
//! let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, 7);
//! let players = [PlayerInfo::human("Ada"), PlayerInfo::human("Ben")];
//! let mut history = History::new(setup, players).unwrap();
//! let start = history.current().clone();
//! history.play(Action::Advance).unwrap();
//! assert_eq!(history.cursor(), 1);
//! assert!(history.undo());
//! assert_eq!(history.current(), &start);
//! assert!(history.redo());
//! let record = history.to_record();
//! let again = History::from_record(&record).unwrap();
//! assert!(again.fault.is_none());
//! assert_eq!(again.history.current(), history.current());
//! ```

use crate::record::{self, PlayerInfo, Record, RecordAction, ReplayError};
use crate::rules::{
    Action, ByPlayer, Cell, Event, Game, IllegalAction, LeatherLayout, PatchId, Phase, Player,
    Setup, SetupError, Variant,
};

/// One step of the game: a turn and the leather decisions it called for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Who took it.
    pub player: Player,
    /// The core actions: the main one (advance or buy) first, then one leather decision for each
    /// leather patch it won.
    pub actions: Vec<Action>,
    /// What they caused, in order, for narration.
    pub events: Vec<Event>,
}

impl Step {
    /// The step as a record action.
    pub fn to_record_action(&self) -> Option<RecordAction> {
        RecordAction::from_actions(self.player, &self.actions)
    }

    /// The patch bought in this step, if it was a purchase.
    pub fn patch(&self) -> Option<PatchId> {
        match self.actions.first() {
            Some(Action::Patch { patch, .. }) => Some(*patch),
            _ => None,
        }
    }
}

/// What covers a cell of a quilt: the core's quilt is only a set of covered cells, the history
/// knows which step covered each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cover {
    /// A bought patch.
    Patch {
        /// The patch.
        patch: PatchId,
        /// Its place among the owner's purchases, from 0 (a letter or colour for drawing).
        order: u8,
    },
    /// A leather patch.
    Leather,
}

/// What covers each cell of one quilt, by [`Cell::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Covers([Option<Cover>; 81]);

impl Covers {
    /// No cell covered.
    pub const EMPTY: Self = Self([None; 81]);

    /// What covers `cell`.
    pub fn get(&self, cell: Cell) -> Option<Cover> {
        self.0.get(usize::from(cell.index())).copied().flatten()
    }

    /// Marks every cell of `cells` as covered by `cover` (building a prepared position's quilt).
    pub fn sew(&mut self, cells: crate::rules::Quilt, cover: Cover) {
        for cell in cells.cells() {
            self.set(cell, cover);
        }
    }

    fn set(&mut self, cell: Cell, cover: Cover) {
        if let Some(slot) = self.0.get_mut(usize::from(cell.index())) {
            *slot = Some(cover);
        }
    }

    /// Records what `events` sewed onto `player`'s quilt (`bought` counts their purchases).
    fn apply(covers: &mut ByPlayer<Covers>, bought: &mut ByPlayer<u8>, events: &[Event]) {
        for event in events {
            match *event {
                Event::Bought {
                    player,
                    patch,
                    cells,
                    ..
                } => {
                    let order = bought[player];
                    bought[player] = order.saturating_add(1);
                    for cell in cells.cells() {
                        covers[player].set(cell, Cover::Patch { patch, order });
                    }
                }
                Event::LeatherPlaced { player, cell } => covers[player].set(cell, Cover::Leather),
                _ => {}
            }
        }
    }
}

/// A step begun but not complete: the purchase or advance that won a leather patch, waiting for
/// the leather decision.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Partial {
    step: Step,
    game: Game,
}

/// The informative fields a record carries beside the game (`created`, `seed`, `app`), kept as
/// the caller gives them: the library has no clock and knows no program name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Notes {
    /// When the game was created (RFC 3339).
    pub created: Option<serde_json::Value>,
    /// The seed the set-up was shuffled from.
    pub seed: Option<serde_json::Value>,
    /// The program that wrote the record.
    pub app: Option<serde_json::Value>,
}

/// A game's whole history with a cursor. See the [module docs](self).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct History {
    setup: Setup,
    players: [PlayerInfo; 2],
    notes: Notes,
    /// Complete steps, including the ones undone and not yet dropped (the redo branch).
    steps: Vec<Step>,
    /// `games[i]` is the game after the first `i` steps: one more than `steps`.
    games: Vec<Game>,
    /// How many steps are applied.
    cursor: usize,
    partial: Option<Partial>,
    /// The partial step undone last and the cursor it began at: [`History::redo`] plays it
    /// again there, before the redo branch; any action played, a seek or a truncation drops it.
    undone_partial: Option<(usize, Partial)>,
    /// What covers the quilts before the first step (a prepared position's patches).
    start_covers: ByPlayer<Covers>,
}

/// A history read from a record: as far as the record is legal, and the fault that stopped it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The steps up to (not including) the faulty one, with the cursor at the end.
    pub history: History,
    /// What is wrong with the record, as `verify` says it; `None` for a valid record.
    pub fault: Option<ReplayError>,
}

impl History {
    /// A new game from `setup` between `players`, before its first step.
    ///
    /// # Errors
    /// The [`SetupError`] of an unplayable set-up.
    pub fn new(setup: Setup, players: [PlayerInfo; 2]) -> Result<Self, SetupError> {
        let start = Game::new(&setup)?;
        Ok(Self {
            setup,
            players,
            notes: Notes::default(),
            steps: Vec::new(),
            games: vec![start],
            cursor: 0,
            partial: None,
            undone_partial: None,
            start_covers: ByPlayer([Covers::EMPTY; 2]),
        })
    }

    /// A history that starts from a prepared position (a lesson's or a puzzle's, see
    /// [`Game::prepared`]) instead of the set-up's start, with what covers its quilts. Play,
    /// undo and redo work as usual; its record form starts from the set-up, so it is not a
    /// record of this game and is never saved.
    ///
    /// # Errors
    /// The [`SetupError`] of an unplayable set-up.
    pub fn from_position(
        setup: Setup,
        players: [PlayerInfo; 2],
        start: Game,
        covers: ByPlayer<Covers>,
    ) -> Result<Self, SetupError> {
        let mut history = Self::new(setup, players)?;
        history.games = vec![start];
        history.start_covers = covers;
        Ok(history)
    }

    /// Reads a history from a record. A record with a faulty action gives the history up to the
    /// step before it and the fault; a wrong `result` gives the whole history and the fault.
    ///
    /// # Errors
    /// Only an unplayable set-up, where there is no game at all.
    pub fn from_record(record: &Record) -> Result<Loaded, ReplayError> {
        let mut history =
            Self::new(record.setup.clone(), record.players.clone()).map_err(ReplayError::Setup)?;
        history.notes = Notes {
            created: record.created.clone(),
            seed: record.seed.clone(),
            app: record.app.clone(),
        };
        let result = record.replay_each(|actions, events, game| {
            if let Some(player) = history.current().to_move() {
                history.steps.push(Step {
                    player,
                    actions: actions.to_vec(),
                    events: events.to_vec(),
                });
                history.games.push(game.clone());
                history.cursor += 1;
            }
        });
        Ok(Loaded {
            history,
            fault: result.err(),
        })
    }

    /// The set-up the game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The variant played.
    pub fn variant(&self) -> Variant {
        self.setup.variant
    }

    /// Who sits in each seat.
    pub fn players(&self) -> &[PlayerInfo; 2] {
        &self.players
    }

    /// The informative record fields.
    pub fn notes(&self) -> &Notes {
        &self.notes
    }

    /// Replaces who sits in each seat as the record names them (their names and kinds stay
    /// what they were; a server marks a seat's holder this way). The game is unchanged.
    pub fn set_players(&mut self, players: [PlayerInfo; 2]) {
        self.players = players;
    }

    /// Sets the informative record fields.
    pub fn set_notes(&mut self, notes: Notes) {
        self.notes = notes;
    }

    /// The game as it stands at the cursor (with a leather patch waiting, if a step is partial).
    pub fn current(&self) -> &Game {
        match &self.partial {
            Some(p) => &p.game,
            None => self.game_at(self.cursor),
        }
    }

    /// The game after the first `step` complete steps (clamped to the steps there are).
    pub fn game_at(&self, step: usize) -> &Game {
        let i = step.min(self.games.len() - 1);
        &self.games[i]
    }

    /// How many complete steps are applied: the step the game is shown after.
    pub const fn cursor(&self) -> usize {
        self.cursor
    }

    /// How many complete steps the history holds, the redo branch included.
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// Whether no step was ever taken.
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// Every complete step held, the redo branch included (`steps()[..cursor()]` are applied).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The applied steps, oldest first.
    pub fn applied(&self) -> &[Step] {
        &self.steps[..self.cursor]
    }

    /// The step in progress, waiting for a leather decision.
    pub fn partial(&self) -> Option<&Step> {
        self.partial.as_ref().map(|p| &p.step)
    }

    /// The last step taken: the partial one, else the last applied one.
    pub fn last_step(&self) -> Option<&Step> {
        self.partial().or_else(|| self.applied().last())
    }

    /// Whether [`History::undo`] would change anything.
    pub fn can_undo(&self) -> bool {
        self.partial.is_some() || self.cursor > 0
    }

    /// Whether [`History::redo`] would change anything.
    pub fn can_redo(&self) -> bool {
        self.partial.is_none() && (self.cursor < self.steps.len() || self.redoes_partial())
    }

    /// Whether the next redo plays the partial step undone last again.
    fn redoes_partial(&self) -> bool {
        self.undone_partial
            .as_ref()
            .is_some_and(|(at, _)| *at == self.cursor)
    }

    /// Plays `action` on the current game. A turn begins a new step (and drops the redo
    /// branch); a leather decision continues the partial step. Returns what happened.
    ///
    /// # Errors
    /// The core's refusal; the history is then unchanged.
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut game = self.current().clone();
        let player = game.to_move();
        let events = game.play(action)?;
        self.undone_partial = None;
        let mut step = match self.partial.take() {
            Some(p) => p.step,
            None => Step {
                // `play` succeeded, so the game was not over and someone was to move.
                player: player.unwrap_or(Player::One),
                actions: Vec::new(),
                events: Vec::new(),
            },
        };
        step.actions.push(action);
        step.events.extend_from_slice(&events);
        if matches!(game.phase(), Phase::PlaceLeather(_)) {
            self.partial = Some(Partial { step, game });
        } else {
            self.steps.truncate(self.cursor);
            self.games.truncate(self.cursor + 1);
            self.steps.push(step);
            self.games.push(game);
            self.cursor += 1;
        }
        Ok(events)
    }

    /// Plays a whole step: a turn and its leather decisions, as bots answer.
    ///
    /// # Errors
    /// The first refusal; the history is then as it was before the step.
    pub fn play_step(&mut self, actions: &[Action]) -> Result<(), IllegalAction> {
        let before = (self.cursor, self.partial.clone());
        let undone = self.undone_partial.clone();
        for &action in actions {
            if let Err(e) = self.play(action) {
                self.restore(before);
                self.undone_partial = undone;
                return Err(e);
            }
        }
        if self.partial.is_some() {
            self.restore(before);
            self.undone_partial = undone;
            return Err(IllegalAction::LeatherPending);
        }
        Ok(())
    }

    fn restore(&mut self, (cursor, partial): (usize, Option<Partial>)) {
        // A step completed by the failed attempt is the last one; drop it.
        if self.cursor > cursor {
            self.steps.truncate(cursor);
            self.games.truncate(cursor + 1);
            self.cursor = cursor;
        }
        self.partial = partial;
    }

    /// Takes back the last step (a partial one first, with the turn that began it, kept for
    /// [`History::redo`]). Returns whether anything changed.
    pub fn undo(&mut self) -> bool {
        if let Some(partial) = self.partial.take() {
            self.undone_partial = Some((self.cursor, partial));
            return true;
        }
        if self.cursor == 0 {
            return false;
        }
        self.cursor -= 1;
        true
    }

    /// Plays again the step undone last: a partial step undone here (waiting for its leather
    /// decision again), else the next step of the redo branch. Returns whether anything
    /// changed.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        if self.redoes_partial() {
            self.partial = self.undone_partial.take().map(|(_, p)| p);
        } else {
            self.cursor += 1;
        }
        true
    }

    /// Moves the cursor to after `step` complete steps (clamped), dropping a partial step.
    pub fn seek(&mut self, step: usize) {
        self.partial = None;
        self.undone_partial = None;
        self.cursor = step.min(self.steps.len());
    }

    /// Drops the redo branch (and a partial step), so the history ends at the cursor.
    pub fn truncate(&mut self) {
        self.partial = None;
        self.undone_partial = None;
        self.steps.truncate(self.cursor);
        self.games.truncate(self.cursor + 1);
    }

    /// What covers each cell of each quilt in the current game.
    pub fn covers(&self) -> ByPlayer<Covers> {
        let mut covers = self.start_covers;
        let mut bought = ByPlayer([0u8; 2]);
        for step in self.applied().iter().chain(self.partial()) {
            Covers::apply(&mut covers, &mut bought, &step.events);
        }
        covers
    }

    /// The record of the game up to the cursor (the last complete step): the record form of
    /// what is shown, the partial step and the redo branch left out.
    pub fn to_record(&self) -> Record {
        let mut setup = self.setup.clone();
        if setup.variant == Variant::Express {
            // `board` is not written for Express; reading gives the default layout.
            setup.layout = LeatherLayout::Revised;
        }
        let end = self.game_at(self.cursor);
        Record {
            setup,
            players: self.players.clone(),
            actions: self
                .applied()
                .iter()
                .filter_map(Step::to_record_action)
                .collect(),
            result: record::result_of(end),
            created: self.notes.created.clone(),
            seed: self.notes.seed.clone(),
            app: self.notes.app.clone(),
        }
    }
}
