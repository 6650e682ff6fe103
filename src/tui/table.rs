//! A game at a table served over SSH (`patchwork serve`), as one of the people at it sees it:
//! what the server tells each client after every change ([`TableView`]), and what a client may
//! ask of the table ([`Request`]). The server owns the game; a client's app shows the view it
//! was last sent and offers its own steps, which the server checks with the rules core before
//! they count.

use std::time::Duration;

use crate::history::History;
use crate::rules::Player;

/// The longest table code (four letters; kept short to type and to say aloud).
pub const CODE_LETTERS: usize = 4;

/// What the server tells a client about its table: sent whole after every change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    /// The game as the server holds it: every step it accepted.
    pub history: History,
    /// Everything else about the table.
    pub info: TableInfo,
}

/// A table as a client sees it, the game aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableInfo {
    /// The code that opens the table (four capital letters).
    pub code: String,
    /// The seat this client plays, or `None` for a spectator.
    pub you: Option<Player>,
    /// Who sits at each seat, and whether they are here.
    pub seats: [SeatView; 2],
    /// How many people watch.
    pub watchers: usize,
    /// The player who asked to take back their last step, waiting for the other's answer.
    pub undo_asked_by: Option<Player>,
    /// The last fixed message said at the table, and who said it.
    pub said: Option<(Player, Phrase)>,
    /// How many messages the table has passed on: a new one shows even when it repeats the
    /// last.
    pub phrases: u64,
    /// The player who resigned, if one did: the game is over for the table.
    pub resigned: Option<Player>,
    /// Whether that resignation was a claim: the other player stayed away past the limit and
    /// this one took the game.
    pub claimed: bool,
    /// Whether this client may claim the game now: the other player has been away longer than
    /// the server waits.
    pub claimable: bool,
}

/// A seat at a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SeatView {
    /// Nobody has taken it yet: the table waits for its guest.
    #[default]
    Open,
    /// Its player is connected.
    Here,
    /// Its player left or lost the connection this long ago; the seat is kept for them.
    Away(Duration),
}

/// The few things a player may say at a table: fixed messages, no free text, so that nothing
/// one client types reaches another's screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phrase {
    /// "Good game!"
    GoodGame,
    /// "Thinking..."
    Thinking,
    /// "Back in a minute."
    BackSoon,
}

impl Phrase {
    /// Every phrase, in the order the keys name them.
    pub const ALL: [Self; 3] = [Self::GoodGame, Self::Thinking, Self::BackSoon];

    /// The phrase in the player's language.
    pub fn text(self) -> String {
        match self {
            Self::GoodGame => crate::tr!("say-good-game"),
            Self::Thinking => crate::tr!("say-thinking"),
            Self::BackSoon => crate::tr!("say-back-soon"),
        }
    }
}

/// What a player asks of their table, besides offering a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    /// Take back my last step (the other player answers).
    Undo,
    /// My answer to the other player's undo request.
    AnswerUndo(bool),
    /// Say a fixed message.
    Say(Phrase),
    /// Give up the game.
    Resign,
    /// Take the game: the other player has been away longer than the server waits.
    Claim,
}
