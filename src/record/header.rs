//! A saved game's header, for listings: the variant, the players, the number of actions, the
//! result and `created`, taken from a record that replays (so the result is the replay's, never
//! what the file claims).

use super::MAX_NAME_CHARS;
use super::error::{GameResult, SyntaxError};
use super::file::ReadError;
use crate::rules::Variant;

/// What a listing shows of a record, read without replaying it (so a `result` is as claimed):
/// the one header type of a saved game, for `patchwork games`, `patchwork stats` and the menu.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Classic or Express.
    pub variant: Variant,
    /// Who sat where: each player's name (at most [`MAX_NAME_CHARS`] characters), kind and bot.
    pub players: [super::PlayerInfo; 2],
    /// How many actions the record lists.
    pub actions: usize,
    /// The result the record claims, if any.
    pub result: Option<GameResult>,
    /// The seed the set-up was shuffled from, when the record says it as a whole number (a
    /// daily deal is known by it).
    pub seed: Option<u64>,
    /// `created`, when it is a string of at most [`MAX_NAME_CHARS`] characters.
    pub created: Option<String>,
}

/// Why a header cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum HeaderError {
    /// The file cannot be read.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// The text is not a well-formed record header.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    /// The game it records is not legal (a listing that replays the record says so).
    #[error(transparent)]
    Replay(#[from] super::ReplayError),
}

impl From<super::RecordError> for HeaderError {
    fn from(e: super::RecordError) -> Self {
        match e {
            super::RecordError::Syntax(e) => Self::Syntax(e),
            super::RecordError::Replay(e) => Self::Replay(e),
        }
    }
}

impl Header {
    /// The header of a record that replays: its result is the one the replay computes (a
    /// finished game's scores and winner), never the one the file claims.
    pub fn of_replayed(record: &super::Record, replayed: &super::Replayed) -> Self {
        Self {
            variant: record.setup.variant,
            players: record.players.clone(),
            actions: record.actions.len(),
            result: super::result_of(&replayed.game),
            seed: record.seed.as_ref().and_then(serde_json::Value::as_u64),
            created: record
                .created
                .as_ref()
                .and_then(serde_json::Value::as_str)
                .filter(|c| c.chars().count() <= MAX_NAME_CHARS)
                .map(str::to_owned),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{PlayerInfo, Record};
    use crate::rules::{Game, LeatherLayout, Setup};

    #[test]
    fn a_header_is_taken_from_the_replay_not_the_claims() {
        let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 5);
        let mut game = Game::new(&setup).expect("valid");
        let mut played = Vec::new();
        while !game.is_over() {
            let a = game.legal_actions()[0];
            game.play(a).expect("legal");
            played.push(a);
        }
        let players = [PlayerInfo::human("Ada"), PlayerInfo::bot("Ben", "greedy")];
        let mut record = Record::from_actions(&setup, players, &played).expect("a record");
        record.created = Some("2026-01-02T03:04:05Z".into());
        let text = record.to_json().expect("text");
        let (read, replayed) = crate::record::load(&text).expect("valid");
        let h = Header::of_replayed(&read, &replayed);
        assert_eq!(h.variant, Variant::Express);
        assert_eq!(
            h.players.each_ref().map(|p| p.name.as_str()),
            ["Ada", "Ben"]
        );
        assert_eq!(
            h.actions,
            read.actions.len(),
            "record actions: leather with its step"
        );
        assert_eq!(h.result, crate::record::result_of(&game));
        assert!(h.result.is_some(), "a finished game");
        assert_eq!(h.created.as_deref(), Some("2026-01-02T03:04:05Z"));
    }
}
