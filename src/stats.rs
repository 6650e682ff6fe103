//! Statistics across saved games (`patchwork stats`, and the menu's page): results across the saved games of the data directory, classic and
//! Express apart: games played and finished, then for each opponent (a person, each bot) the
//! wins, losses and ties, the average score and margin and the best score.
//!
//! The figures come from each record's header (players, variant, `result`) through
//! [`tally`], which takes the headers one at a time and keeps only counts, so memory stays
//! bounded whatever the number of games. Files that cannot be read are counted apart and
//! listed (the first [`MAX_LISTED`]), never fatal.
//!
//! Whose side: the seat of a person against a bot; in a game between two people (hot-seat),
//! the left seat (player 0); in a game between two bots, player 0.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use crate::bot::BotKind;
use crate::record::{self, GameResult, PlayerInfo, PlayerKind, Record};
use crate::rules::{Player, Variant};

/// Unreadable files listed by name; the others are only counted.
pub const MAX_LISTED: usize = 20;

/// What `stats` needs of a saved game: its header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// Classic or Express.
    pub variant: Variant,
    /// Who sat where.
    pub players: [PlayerInfo; 2],
    /// The result, once finished.
    pub result: Option<GameResult>,
}

impl Header {
    /// The header of a record read.
    pub fn of(record: &Record) -> Self {
        Self {
            variant: record.setup.variant,
            players: record.players.clone(),
            result: record.result,
        }
    }
}

/// The opponent a game is counted against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum OpponentGroup {
    /// A person (hot-seat).
    Person,
    /// A bot this program knows.
    Bot(BotKind),
    /// A bot of another name.
    OtherBot,
    /// Two bots played each other; counted from player 0's side against player 1's bot.
    BotsOnly,
}

/// The results against one opponent in one variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Row {
    /// Games saved.
    pub games: u64,
    /// Games finished.
    pub finished: u64,
    /// Finished games won with a higher score.
    pub wins: u64,
    /// Finished games lost with a lower score.
    pub losses: u64,
    /// Finished games with equal scores (the rules give them to who finished first; counted
    /// here as ties).
    pub ties: u64,
    /// The sum of the scores of finished games.
    pub score_sum: i64,
    /// The sum of the margins (own score minus the opponent's) of finished games.
    pub margin_sum: i64,
    /// The best score of a finished game.
    pub best: Option<i64>,
}

impl Row {
    fn add(&mut self, result: Option<(i64, i64)>) {
        self.games += 1;
        let Some((me, them)) = result else { return };
        self.finished += 1;
        match me.cmp(&them) {
            std::cmp::Ordering::Greater => self.wins += 1,
            std::cmp::Ordering::Less => self.losses += 1,
            std::cmp::Ordering::Equal => self.ties += 1,
        }
        self.score_sum = self.score_sum.saturating_add(me);
        self.margin_sum = self.margin_sum.saturating_add(me.saturating_sub(them));
        self.best = Some(self.best.map_or(me, |b| b.max(me)));
    }

    /// Adds another row's counts and sums to this one.
    pub fn merge(&mut self, o: &Self) {
        self.games += o.games;
        self.finished += o.finished;
        self.wins += o.wins;
        self.losses += o.losses;
        self.ties += o.ties;
        self.score_sum = self.score_sum.saturating_add(o.score_sum);
        self.margin_sum = self.margin_sum.saturating_add(o.margin_sum);
        self.best = match (self.best, o.best) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
    }

    /// The average score of finished games.
    #[allow(clippy::cast_precision_loss)] // sums of scores stay far below 2^52
    pub fn average_score(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.score_sum as f64 / self.finished as f64)
    }

    /// The average margin of finished games.
    #[allow(clippy::cast_precision_loss)] // sums of margins stay far below 2^52
    pub fn average_margin(&self) -> Option<f64> {
        (self.finished > 0).then(|| self.margin_sum as f64 / self.finished as f64)
    }
}

/// Statistics over saved games: a handful of counters whatever their number.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Results by opponent: classic games, then Express games.
    pub rows: [BTreeMap<OpponentGroup, Row>; 2],
    /// Files that could not be read.
    pub unreadable: u64,
    /// The first [`MAX_LISTED`] of them with the reason.
    pub listed: Vec<(String, String)>,
}

/// Where a variant's rows are in [`Stats::rows`].
/// Where a variant's rows are in [`Stats::rows`].
pub const fn variant_index(v: Variant) -> usize {
    match v {
        Variant::Classic => 0,
        Variant::Express => 1,
    }
}

/// Whose side a game is counted from, and against whom.
fn side(players: &[PlayerInfo; 2]) -> (Player, OpponentGroup) {
    let human = |p: Player| players[p.index()].kind == PlayerKind::Human;
    let bot = |p: Player| {
        players[p.index()]
            .bot
            .as_deref()
            .and_then(|b| b.parse::<BotKind>().ok())
            .map_or(OpponentGroup::OtherBot, OpponentGroup::Bot)
    };
    match (human(Player::One), human(Player::Two)) {
        (true, true) => (Player::One, OpponentGroup::Person),
        (true, false) => (Player::One, bot(Player::Two)),
        (false, true) => (Player::Two, bot(Player::One)),
        (false, false) => (Player::One, OpponentGroup::BotsOnly),
    }
}

/// Adds up `headers`, one at a time: each is a game's header or, for a file that could not be
/// read, its name and the reason.
pub fn tally(headers: impl IntoIterator<Item = Result<Header, (String, String)>>) -> Stats {
    let mut stats = Stats::default();
    for h in headers {
        match h {
            Ok(h) => {
                let (me, opponent) = side(&h.players);
                let result = h
                    .result
                    .map(|r| (r.scores[me.index()], r.scores[me.other().index()]));
                stats.rows[variant_index(h.variant)]
                    .entry(opponent)
                    .or_default()
                    .add(result);
            }
            Err(listed) => {
                stats.unreadable += 1;
                if stats.listed.len() < MAX_LISTED {
                    stats.listed.push(listed);
                }
            }
        }
    }
    stats
}

/// The statistics of every saved game in `dir` (each `.json` file, one at a time).
///
/// # Errors
/// The folder cannot be read.
pub fn of_folder(dir: &Path) -> io::Result<Stats> {
    let files = game_files(dir)?;
    Ok(tally(files.iter().map(|path| {
        read_header(path).map_err(|why| {
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            (name, why)
        })
    })))
}

/// Reads a saved game's header alone: the actions are counted and skipped, so only the header
/// is kept (the reader `games` uses).
fn read_header(path: &Path) -> Result<Header, String> {
    let file = record::open_file(path).map_err(|e| e.to_string())?;
    let h = record::read_header(file).map_err(|e| e.to_string())?;
    Ok(Header {
        variant: h.variant,
        players: h.players,
        result: h.result,
    })
}

/// The saved games of `dir`: every `.json` file, in name order.
fn game_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn header(variant: Variant, players: [PlayerInfo; 2], scores: Option<[i64; 2]>) -> Header {
        Header {
            variant,
            players,
            result: scores.map(|scores| GameResult {
                scores,
                winner: if scores[1] > scores[0] {
                    Player::Two
                } else {
                    Player::One
                },
            }),
        }
    }

    #[test]
    fn games_count_from_the_persons_side_with_ties_apart() {
        let ada = PlayerInfo::human("Ada");
        let strong = PlayerInfo::bot("Strong", "strong");
        let odd = PlayerInfo::bot("Zed", "minimax");
        let stats = tally([
            Ok(header(
                Variant::Classic,
                [ada.clone(), strong.clone()],
                Some([10, 3]),
            )),
            // The person in seat 1: their score is the second.
            Ok(header(
                Variant::Classic,
                [strong.clone(), ada.clone()],
                Some([10, 3]),
            )),
            Ok(header(
                Variant::Classic,
                [ada.clone(), strong.clone()],
                Some([7, 7]),
            )),
            Ok(header(Variant::Classic, [ada.clone(), strong], None)),
            Ok(header(Variant::Express, [odd, ada], Some([0, 4]))),
            Err(("x.json".to_owned(), "broken".to_owned())),
        ]);
        let row = stats.rows[0][&OpponentGroup::Bot(BotKind::Strong)];
        assert_eq!(
            (row.games, row.finished, row.wins, row.losses, row.ties),
            (4, 3, 1, 1, 1)
        );
        assert_eq!((row.score_sum, row.margin_sum, row.best), (20, 0, Some(10)));
        let other = stats.rows[1][&OpponentGroup::OtherBot];
        assert_eq!((other.wins, other.average_margin()), (1, Some(4.0)));
        assert_eq!(stats.unreadable, 1);
        assert_eq!(stats.listed.len(), 1);
    }
}
