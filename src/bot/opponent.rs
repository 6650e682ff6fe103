//! Who plays a bot's seat: a bot at its own budget, or a level (a bot and a budget), and how a
//! saved game's player names one.

use super::{Bot, BotKind, Budget, Level};
use crate::record::PlayerInfo;

/// Who plays a bot's seat: a bot at its default budget, or a level (a bot and a budget).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opponent {
    /// A bot at its own default budget (`--vs`, or a saved game's bot).
    Bot(BotKind),
    /// A level (`--level`, the menu).
    Level(Level),
}

impl Opponent {
    /// Who plays a saved game's seat: the level the record names (when its bot is the level's
    /// bot), else the bot it names at its own budget; `None` for a person, or a bot this
    /// program does not have (a person plays it on).
    pub fn of_player(player: &PlayerInfo) -> Option<Self> {
        if player.is_human() {
            return None;
        }
        let kind = player.bot_name().and_then(|b| b.parse::<BotKind>().ok());
        match player.level().and_then(|l| l.parse::<Level>().ok()) {
            Some(level) if kind.is_none_or(|k| k == level.kind()) => Some(Self::Level(level)),
            _ => kind.map(Self::Bot),
        }
    }

    /// The bot that plays (records name it).
    pub fn kind(self) -> BotKind {
        match self {
            Self::Bot(kind) => kind,
            Self::Level(level) => level.kind(),
        }
    }

    /// How long it thinks about each step.
    pub fn budget(self) -> Budget {
        match self {
            Self::Bot(_) => Budget::DEFAULT,
            Self::Level(level) => level.budget(),
        }
    }

    /// The bot, seeded, searching on every core.
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        match self {
            Self::Bot(kind) => kind.build_default(seed),
            Self::Level(level) => level.build(seed, super::strong::default_threads()),
        }
    }
}
