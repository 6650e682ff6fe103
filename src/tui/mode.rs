//! What the screen waits for. Each [`Mode`] owns the state only it needs: a person's turn its
//! choice, ghost or leather cursor (and a hint asked for), a bot's turn the search it waits
//! for, the game-over screen its box, the replay viewer its cursor and prompt. A combination
//! that makes no sense (a ghost while a bot thinks, a replay cursor in a game being played)
//! cannot be built.

use crate::bot::BotError;
use crate::rules::{Cell, IllegalAction, PatchId, SetupError, Variant};
use crate::tr;

use super::keys::Context;
use super::menu::Menu;
use super::placement::Placement;
use super::replay::Replay;
pub use super::search::Search;
use super::strings;
use crate::table::{Phrase, Refusal};

/// What the screen waits for.
#[derive(Debug)]
pub enum Mode {
    /// A person's turn.
    Turn(Turn),
    /// A bot thinks about its step.
    Thinking(Search),
    /// A bot's step is shown for a moment before the same bot moves again.
    Shown {
        /// Ticks left.
        pause: u8,
    },
    /// The other player's turn, played at their own terminal (a table served over SSH).
    Remote,
    /// A bot gave no step it could play (a bug in that bot): its turn waits, and `u` takes
    /// the person's step back.
    BotFailed,
    /// The game is over.
    Over(Over),
    /// A saved game is replayed.
    Replay(Replay),
    /// The menu (`patchwork` with no option).
    Menu(Box<Menu>),
}

/// A person's turn: where they are in it, and a hint being looked for.
#[derive(Debug)]
pub struct Turn {
    /// Choosing, placing, answering the advance question, or sewing leather.
    pub step: TurnStep,
    /// The hint search, while it runs.
    pub hint: Option<Search>,
    /// The hint said to set the leather patch aside: Enter does, until the cursor moves.
    pub aside_hinted: bool,
}

/// Where a person is in their turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnStep {
    /// Choosing a patch (or advancing): the highlighted one of the three.
    Choosing {
        /// The highlighted patch, 0 to 2.
        selected: usize,
    },
    /// Moving a patch's ghost over the quilt.
    Placing(Placement),
    /// Asked whether to advance, with what advancing gives.
    Advance(AdvancePreview),
    /// Sewing a leather patch just won: the cursor's cell.
    Leather(Cell),
}

/// What advancing would give, as the core tells it when it is played on a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AdvancePreview {
    /// The space the token lands on.
    pub to: u8,
    /// Buttons taken, one a space.
    pub buttons: u32,
    /// Income paid at the income spaces crossed.
    pub income: u32,
    /// Leather patches won on the way.
    pub leather: u32,
}

/// The game-over screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Over {
    /// The score box is hidden to look at the final quilts.
    pub box_hidden: bool,
    /// "Start a new game?" is asked.
    pub confirm_new: bool,
}

/// A box drawn over any mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    /// The keys and rules, scrolled down this many lines.
    Help {
        /// Lines scrolled.
        scroll: u16,
        /// Whether it was opened over a lesson's card (closing it shows the card again).
        card: bool,
    },
    /// Every patch left in the circle, with its figures, scrolled down this many lines.
    Patches {
        /// Lines scrolled.
        scroll: u16,
    },
    /// "Quit?", asked when quitting would lose something.
    ConfirmQuit(Loss),
    /// "Back to the menu?", asked when leaving the game for the menu would lose something.
    ConfirmMenu(Loss),
    /// At a table: "Resign?"
    ConfirmResign,
    /// A lesson's card: its explanation, or its end.
    Card,
}

/// What quitting now would lose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// A purchase whose leather patch is not sewn yet: a record holds only whole steps.
    Purchase(Option<PatchId>),
    /// The game's last save failed.
    Unsaved,
}

/// A line under the banner: what just happened or why something was refused. Its words come
/// from the catalogue ([`Notice::text`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The core refused an action.
    Refused(IllegalAction),
    /// A patch that cannot be bought was chosen.
    CannotBuy(PatchId, IllegalAction),
    /// A step was undone.
    Undone,
    /// What the table this game is played at said (served over SSH).
    Table(TableNotice),
    /// The host this app runs on cannot do what was asked.
    Unavailable(Unavailable),
    /// A step was redone.
    Redone,
    /// Undo with nothing a person could take back.
    NothingToUndo,
    /// Redo with nothing undone.
    NothingToRedo,
    /// Playing on from a replayed step, as a new game.
    PlayingOn,
    /// Playing on asked at the end of a finished game.
    NothingToPlayOn,
    /// A save failed; the game goes on.
    SaveFailed {
        /// The game's file.
        file: std::path::PathBuf,
        /// Why it was not written.
        reason: crate::saves::SaveError,
    },
    /// A bot gave no step.
    BotFailed(BotError),
    /// A new game could not be set up.
    SetupFailed(SetupError),
    /// The hint bot is thinking.
    HintThinking,
    /// The hint: what to play and what it gains.
    Hint(Hint),
    /// What the step just played did, when it is worth saying where the eye is (a bot's step,
    /// income paid, a leather patch, the bonus, the blue patches, the end reached).
    News(strings::News),
    /// A lesson's hint, or why a try was not what it asked (already in words).
    Lesson(String),
    /// A progress file could not be read or written (already in words).
    Progress(String),
    /// The game the menu chose could not be opened: why (already in words, safe to show).
    NotOpened(String),
}

/// What the table a game is played at said, as a line under the banner. Names are the
/// session's, safe to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableNotice {
    /// The table's game replaced the one shown (it no longer went on from it).
    Reset,
    /// This player asked the other (named) to take back their last step, and waits.
    UndoRequested(String),
    /// The other player (named) asks this one to take back their last step.
    UndoAsked(String),
    /// A watcher is told one player asked the other to take back a step.
    UndoWatched {
        /// Who asked.
        asker: String,
        /// Who answers.
        other: String,
    },
    /// An undo request already waits for its answer.
    UndoPending,
    /// An undo request was answered.
    UndoAnswered {
        /// Who answered.
        by: String,
        /// Who had asked.
        asker: String,
        /// Whether the step was taken back.
        agreed: bool,
        /// Who reads it.
        to: Role,
    },
    /// A phrase said, and who said it.
    Said(String, Phrase),
    /// Redo, hints, reviews and playing on are not offered at a table.
    NotHere,
    /// The other player (named) took their seat for the first time.
    Joined(String),
    /// The other player (named) came back to their seat.
    Back(String),
    /// The table did not take this player's request.
    Refused(Refusal),
    /// The table took it but could not write it down (the system's words).
    Unsaved(String),
    /// The same key took this seat from a newer connection.
    Replaced,
}

/// Something the app asked that the host it runs on cannot do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// Stopping the program as Ctrl-Z does (a game played over SSH, or at the server's own
    /// terminal: stopping it would stop the server).
    Suspend,
    /// Saving a game or keeping progress (a game served over SSH has no saves folder).
    Save,
    /// A bot's step, a hint or a review (a game served over SSH asks no bot).
    Search,
    /// A request to a table (only a game served over SSH has one).
    Table,
}

/// Who a person at a table is to an undo request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// They asked.
    Asker,
    /// They are asked, and answer.
    Answerer,
    /// They watch.
    Watcher,
}

/// The strong bot's suggestion for the person to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The step's first action (a purchase, an advance, or a leather decision).
    pub first: Option<crate::rules::Action>,
    /// How much it raises the mover's score projected to the end.
    pub gain: i32,
}

impl Notice {
    /// Whether the notice reports a refusal or a failure.
    pub fn is_error(&self) -> bool {
        matches!(
            self,
            Notice::Refused(_)
                | Notice::CannotBuy(..)
                | Notice::NothingToUndo
                | Notice::NothingToRedo
                | Notice::Table(
                    TableNotice::NotHere
                        | TableNotice::UndoPending
                        | TableNotice::Refused(_)
                        | TableNotice::Unsaved(_)
                )
                | Notice::Unavailable(_)
                | Notice::NothingToPlayOn
                | Notice::SaveFailed { .. }
                | Notice::BotFailed(_)
                | Notice::SetupFailed(_)
                | Notice::Progress(_)
                | Notice::NotOpened(_)
        )
    }
}

impl Notice {
    /// The notice in words.
    pub fn text(&self, variant: Variant) -> String {
        match self {
            Notice::Refused(reason) => tr!("refused", reason = strings::refusal(reason)),
            Notice::CannotBuy(patch, reason) => tr!(
                "cannot-buy",
                patch = strings::patch(variant, *patch),
                reason = strings::blocker(reason, None)
            ),
            Notice::Undone => tr!("undone"),
            Notice::Redone => tr!("redone"),
            Notice::NothingToUndo => tr!("nothing-to-undo"),
            Notice::NothingToRedo => tr!("nothing-to-redo"),
            Notice::PlayingOn => tr!("playing-on"),
            Notice::NothingToPlayOn => tr!("nothing-to-play-on"),
            Notice::SaveFailed { file, reason } => tr!(
                "save-failed",
                reason = format!(
                    "{}: {reason}",
                    crate::text::Shown::new(&file.display().to_string())
                )
            ),
            Notice::BotFailed(reason) => tr!("bot-failed", reason = reason.to_string()),
            Notice::SetupFailed(reason) => tr!("setup-failed", reason = reason.to_string()),
            Notice::HintThinking => tr!("hint-thinking"),
            Notice::Hint(h) => h.text(variant),
            Notice::News(news) => news.text(),
            Notice::Table(told) => strings::table_notice(told),
            Notice::Unavailable(what) => strings::unavailable(*what),
            Notice::Lesson(text) | Notice::Progress(text) | Notice::NotOpened(text) => text.clone(),
        }
    }
}

impl Loss {
    /// The quit question, saying what quitting would lose.
    pub fn question(self) -> String {
        match self {
            Loss::Purchase(_) => tr!("confirm-quit-purchase"),
            Loss::Unsaved => tr!("confirm-quit-unsaved"),
        }
    }

    /// The question before going back to the menu, saying what leaving would lose.
    pub fn menu_question(self) -> String {
        match self {
            Loss::Purchase(_) => tr!("confirm-menu-purchase"),
            Loss::Unsaved => tr!("confirm-menu-unsaved"),
        }
    }
}

impl Hint {
    /// The hint in words: the move suggested and what it does.
    pub fn text(&self, variant: Variant) -> String {
        tr!(
            "hint",
            what = strings::suggestion(self.first, variant),
            gain = format!("{:+}", self.gain)
        )
    }
}

impl AdvancePreview {
    /// The advance question: where to, the buttons taken, and the income and leather crossed.
    pub fn question(&self) -> String {
        let AdvancePreview {
            to,
            buttons,
            income,
            leather,
        } = *self;
        tr!(
            "confirm-advance",
            to = to,
            buttons = buttons,
            income = income,
            leather = leather
        )
    }
}

impl Mode {
    /// Where the keys are in this mode (an overlay or a too-small screen comes first; the app
    /// decides those).
    pub fn context(&self, variant: crate::rules::Variant) -> Context {
        match self {
            Mode::Turn(turn) => match turn.step {
                TurnStep::Choosing { .. } => Context::Choosing,
                TurnStep::Placing(_) => Context::Placing,
                TurnStep::Advance(_) => Context::Advance,
                TurnStep::Leather(_) if variant == crate::rules::Variant::Express => {
                    Context::Discard
                }
                TurnStep::Leather(_) => Context::Leather,
            },
            Mode::Thinking(_) | Mode::Shown { .. } | Mode::BotFailed | Mode::Remote => {
                Context::BotTurn
            }
            Mode::Over(over) if over.confirm_new => Context::ConfirmNewGame,
            Mode::Over(_) => Context::Over,
            Mode::Replay(replay) => replay.context(),
            Mode::Menu(menu) if menu.editing.is_some() => Context::MenuText,
            Mode::Menu(menu) if menu.page == crate::tui::menu::Page::NewGame => Context::MenuForm,
            Mode::Menu(menu) if menu.page == crate::tui::menu::Page::Display => Context::Display,
            Mode::Menu(_) => Context::Menu,
        }
    }

    /// Whether the mode needs the clock: a pause to count down or autoplay.
    pub fn needs_ticks(&self) -> bool {
        match self {
            Mode::Shown { .. } => true,
            Mode::Replay(replay) => replay.needs_ticks(),
            _ => false,
        }
    }
}
