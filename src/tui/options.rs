//! The options a game starts with: the variant and board, the names, who plays each seat (a
//! person, or a bot at a level) and, against a bot, which seat the person takes.

pub use crate::bot::Opponent;
use crate::record::PlayerInfo;
use crate::rules::{LeatherLayout, Player, Variant};

use super::strings;

/// The name the screen shows for a bot's seat.
impl Opponent {
    /// The name the screen shows, in the player's language: the level's, else the bot's.
    pub fn label(self) -> String {
        match self {
            Self::Bot(kind) => strings::bot_kind(kind),
            Self::Level(level) => strings::level(level),
        }
    }
}

/// Which seat the person takes against a bot: the one that moves first, second, or the left
/// one whoever the shuffle makes start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "tui", derive(clap::ValueEnum))]
pub enum Seating {
    /// The person moves first.
    First,
    /// The bot moves first.
    Second,
    /// The shuffle decides (the person on the left).
    #[default]
    Lot,
}

/// The options a game starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Classic or Express.
    pub variant: Variant,
    /// Where the leather patches lie (classic).
    pub layout: LeatherLayout,
    /// The players' names, `Player::One` first.
    pub names: [String; 2],
    /// For each seat, the bot that plays it, or `None` for a person.
    pub bots: [Option<Opponent>; 2],
    /// Against one bot: whether the person moves first, second, or as the shuffle says.
    pub seat: Seating,
}

impl Default for Options {
    fn default() -> Self {
        Self {
            variant: Variant::Classic,
            layout: LeatherLayout::Revised,
            names: ["Ada".to_owned(), "Ben".to_owned()],
            bots: [None, None],
            seat: Seating::Lot,
        }
    }
}

impl Options {
    /// Who moves first as [`Options::seat`] asks, against one bot: the person's seat (first)
    /// or the bot's (second). `None` lets the shuffle decide (hot-seat games, [`Seating::Lot`],
    /// bot against bot). Nobody changes seats: player 1 stays on the left.
    pub fn first_player(&self) -> Option<Player> {
        let person = match self.bots {
            [None, Some(_)] => Player::One,
            [Some(_), None] => Player::Two,
            _ => return None,
        };
        match self.seat {
            Seating::First => Some(person),
            Seating::Second => Some(person.other()),
            Seating::Lot => None,
        }
    }

    /// The players as a record names them.
    pub fn players(&self) -> [PlayerInfo; 2] {
        Player::BOTH.map(|p| {
            let name = &self.names[p.index()];
            match self.bots[p.index()] {
                Some(Opponent::Level(level)) => {
                    PlayerInfo::bot_at(name, level.kind().name(), level.name())
                }
                Some(Opponent::Bot(kind)) => PlayerInfo::bot(name, kind.name()),
                None => PlayerInfo::human(name),
            }
        })
    }
}

impl Seating {
    /// The choice in the player's language, as the menu shows it.
    pub fn label(self) -> String {
        match self {
            Self::First => crate::tr!("seat-first"),
            Self::Second => crate::tr!("seat-second"),
            Self::Lot => crate::tr!("seat-lot"),
        }
    }
}
