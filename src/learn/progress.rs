//! The player's progress as kept in the data directory, one small JSON file each: the lessons
//! done (`lessons.json`), the first-game tips (`tips.json`), the puzzles (`puzzles.json`) and the
//! daily deals played (`daily.json`). These are the forms only; reading (bounded) and writing (atomic) are the
//! saves folder's (`crate::saves::progress`). Unknown fields are ignored, missing ones take
//! their defaults, so an older or newer file still reads.

use serde::{Deserialize, Serialize};

/// The largest progress file read; a bigger one is reported as broken, never read whole.
pub const MAX_PROGRESS_BYTES: u64 = 256 * 1024;

/// The largest score a daily result may claim, either way: a quilt scores from -162 (81 empty
/// squares) to well under a hundred buttons, so anything beyond is not a game's.
pub const MAX_DAILY_SCORE: i32 = 1000;

/// Nothing a progress file claims is taken as it is: what it says is checked when it is read
/// (and what follows from other facts is worked out from them, such as a daily deal's winner
/// from its scores). A file that claims something impossible is broken: reported, never
/// counted, never written over.
pub trait Checked: Sized {
    /// The value as it may be believed: repeats dropped, figures kept within what they can be.
    ///
    /// # Errors
    /// What the file claims that cannot be: the entry and why.
    fn checked(self) -> Result<Self, String>;
}

/// `list` without its repeats, in order.
fn distinct(list: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    list.into_iter()
        .filter(|x| seen.insert(x.clone()))
        .collect()
}

/// Games with tips: after this many games finished, tips stop by themselves.
pub const TIP_GAMES: u32 = 3;

/// The lessons done, by id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lessons {
    /// The ids of the lessons done, in the order they were done.
    #[serde(default)]
    pub done: Vec<String>,
}

impl Lessons {
    /// Whether the lesson `id` is done.
    pub fn is_done(&self, id: &str) -> bool {
        self.done.iter().any(|d| d == id)
    }

    /// Marks the lesson `id` done; returns whether that changed anything.
    pub fn mark(&mut self, id: &str) -> bool {
        if self.is_done(id) {
            return false;
        }
        self.done.push(id.to_owned());
        true
    }
}

impl Checked for Lessons {
    fn checked(self) -> Result<Self, String> {
        Ok(Self {
            done: distinct(self.done),
        })
    }
}

/// The first-game tips: whether they are on, how many games they went with, and which were
/// said (each is said once).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tips {
    /// Turned off by the player.
    #[serde(default)]
    pub off: bool,
    /// Games finished with tips on.
    #[serde(default)]
    pub games: u32,
    /// The tips said, by id.
    #[serde(default)]
    pub seen: Vec<String>,
}

impl Tips {
    /// Whether tips are shown now: not turned off, and fewer than [`TIP_GAMES`] games played.
    pub fn active(&self) -> bool {
        !self.off && self.games < TIP_GAMES
    }

    /// Whether the tip `id` was said.
    pub fn seen(&self, id: &str) -> bool {
        self.seen.iter().any(|s| s == id)
    }
}

impl Checked for Tips {
    fn checked(self) -> Result<Self, String> {
        Ok(Self {
            seen: distinct(self.seen),
            ..self
        })
    }
}

/// The puzzles tried and solved, by id (`seed:steps`), and the streak of puzzles solved in a
/// row.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzles {
    /// The puzzles solved (found the best step at the first try).
    #[serde(default)]
    pub solved: Vec<String>,
    /// The puzzles tried and missed.
    #[serde(default)]
    pub missed: Vec<String>,
    /// Puzzles solved in a row, now.
    #[serde(default)]
    pub streak: u32,
    /// The longest streak.
    #[serde(default)]
    pub best_streak: u32,
}

impl Puzzles {
    /// Whether the puzzle `id` was tried (solved or missed).
    pub fn tried(&self, id: &str) -> bool {
        self.solved.iter().chain(&self.missed).any(|s| s == id)
    }

    /// Records an answer to the puzzle `id`: only the first try of a puzzle counts.
    pub fn answer(&mut self, id: &str, right: bool) {
        if self.tried(id) {
            return;
        }
        if right {
            self.solved.push(id.to_owned());
            self.streak = self.streak.saturating_add(1);
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.missed.push(id.to_owned());
            self.streak = 0;
        }
    }
}

/// Each puzzle counted once (solved wins over missed), and no streak longer than the puzzles
/// solved.
impl Checked for Puzzles {
    fn checked(self) -> Result<Self, String> {
        let solved = distinct(self.solved);
        let missed: Vec<String> = distinct(self.missed)
            .into_iter()
            .filter(|id| !solved.contains(id))
            .collect();
        let most = u32::try_from(solved.len()).unwrap_or(u32::MAX);
        let streak = self.streak.min(most);
        Ok(Self {
            best_streak: self.best_streak.max(streak).min(most),
            streak,
            solved,
            missed,
        })
    }
}

/// One day's deal as played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyResult {
    /// The date, `YYYY-MM-DD`.
    pub date: String,
    /// The computer's level, by its command-line name.
    pub level: String,
    /// The player's final score in the first game finished that day: the day's record.
    pub score: i32,
    /// The computer's.
    pub other: i32,
    /// Whether the player won it, as the file says: believed only for equal scores (the
    /// tie-breaker), see [`DailyResult::won`].
    #[serde(rename = "won")]
    pub won_claimed: bool,
    /// Games of that deal finished (the first is the record).
    #[serde(default = "one")]
    pub plays: u32,
}

fn one() -> u32 {
    1
}

impl DailyResult {
    /// The player's margin: their score minus the computer's.
    pub fn margin(&self) -> i32 {
        self.score.saturating_sub(self.other)
    }

    /// Whether the player won: the higher score, and with equal scores what the file says
    /// (the tie goes to who reached the end first, which the scores do not tell).
    pub fn won(&self) -> bool {
        self.score > self.other || (self.score == self.other && self.won_claimed)
    }

    /// Why this result cannot be a game's, if it cannot.
    fn impossible(&self) -> Option<String> {
        let date = crate::text::Shown::new(&self.date);
        if super::daily::Date::parse(&self.date).is_none() {
            return Some(format!("`{date}` is not a date"));
        }
        if super::daily::level_named(&self.level).is_none() {
            return Some(format!(
                "{date}: `{}` is no level",
                crate::text::Shown::new(&self.level)
            ));
        }
        if self.score.abs() > MAX_DAILY_SCORE || self.other.abs() > MAX_DAILY_SCORE {
            return Some(format!(
                "{date}: scores {} and {} are no game's",
                self.score, self.other
            ));
        }
        (self.plays == 0).then(|| format!("{date}: played 0 times"))
    }
}

/// The daily deals played, a result a day, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Daily {
    /// The results.
    #[serde(default)]
    pub days: Vec<DailyResult>,
}

/// The most days `daily.json` keeps (almost three years); the oldest go first, so the file
/// stays well under [`MAX_PROGRESS_BYTES`].
pub const MAX_DAYS: usize = 1000;

impl Daily {
    /// The result of `date`, if played.
    pub fn day(&self, date: &str) -> Option<&DailyResult> {
        self.days.iter().find(|d| d.date == date)
    }

    /// Records a finished game of the day's deal: the first of the day is its record, later
    /// ones only count. Returns the day's record.
    pub fn record(&mut self, result: DailyResult) -> &DailyResult {
        if let Some(i) = self.days.iter().position(|d| d.date == result.date) {
            self.days[i].plays = self.days[i].plays.saturating_add(1);
            return &self.days[i];
        }
        self.days.push(result);
        if self.days.len() > MAX_DAYS {
            self.days.remove(0);
        }
        let last = self.days.len() - 1;
        &self.days[last]
    }

    /// Days played and days won.
    pub fn tally(&self) -> (usize, usize) {
        (
            self.days.len(),
            self.days.iter().filter(|d| d.won()).count(),
        )
    }
}

/// A day at most once, each a date, a level and scores a game can have.
impl Checked for Daily {
    fn checked(self) -> Result<Self, String> {
        let mut dates = std::collections::HashSet::new();
        for day in &self.days {
            if let Some(why) = day.impossible() {
                return Err(why);
            }
            if !dates.insert(day.date.as_str()) {
                return Err(format!(
                    "{} is there twice",
                    crate::text::Shown::new(&day.date)
                ));
            }
        }
        if self.days.len() > MAX_DAYS {
            return Err(format!("{} days, at most {MAX_DAYS}", self.days.len()));
        }
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_game_of_a_day_is_its_record() {
        let mut daily = Daily::default();
        let r = |score| DailyResult {
            date: "2026-11-25".into(),
            level: "casual".into(),
            score,
            other: 10,
            won_claimed: score > 10,
            plays: 1,
        };
        daily.record(r(12));
        let kept = daily.record(r(30)).clone();
        assert_eq!((kept.score, kept.plays, kept.margin()), (12, 2, 2));
        assert_eq!(daily.tally(), (1, 1));
    }

    #[test]
    fn a_full_daily_file_stays_under_the_read_bound() {
        let mut daily = Daily::default();
        for d in 0..MAX_DAYS + 5 {
            daily.record(DailyResult {
                date: format!("day-{d:06}"),
                level: "casual".into(),
                score: -100,
                other: -100,
                won_claimed: false,
                plays: u32::MAX,
            });
        }
        assert_eq!(daily.days.len(), MAX_DAYS);
        let text = serde_json::to_string_pretty(&daily).expect("json");
        assert!(
            (text.len() as u64) < MAX_PROGRESS_BYTES * 2 / 3,
            "{}",
            text.len()
        );
    }

    #[test]
    fn a_daily_deals_winner_comes_from_its_scores_and_impossible_days_are_refused() {
        let day = |date: &str, score, other, won| DailyResult {
            date: date.into(),
            level: "casual".into(),
            score,
            other,
            won_claimed: won,
            plays: 1,
        };
        // Claimed won with 3 to 99: lost. A tie believes the file (the tie-breaker).
        let daily = Daily {
            days: vec![
                day("2026-11-20", 3, 99, true),
                day("2026-11-21", 10, 10, true),
                day("2026-11-22", 12, 10, false),
            ],
        }
        .checked()
        .expect("possible");
        assert_eq!(daily.tally(), (3, 2));
        assert!(!daily.days[0].won() && daily.days[1].won() && daily.days[2].won());
        // Scores no game has, a date twice, a date that is none, no level: refused, saying
        // which day.
        for (days, why) in [
            (
                vec![day("2026-11-20", i32::MAX, i32::MIN, true)],
                "no game's",
            ),
            (
                vec![
                    day("2026-11-20", 1, 2, false),
                    day("2026-11-20", 3, 4, true),
                ],
                "twice",
            ),
            (vec![day("not a date", 1, 2, false)], "not a date"),
        ] {
            let error = Daily { days }.checked().expect_err("impossible");
            assert!(error.contains(why), "{error}");
        }
        let mut other = day("2026-11-20", 1, 2, false);
        other.level = "god mode".into();
        let error = Daily { days: vec![other] }.checked().expect_err("no level");
        assert!(error.contains("no level"), "{error}");
    }

    #[test]
    fn puzzles_count_once_and_no_streak_is_longer_than_the_puzzles_solved() {
        let claimed = Puzzles {
            solved: vec!["1:10".into(), "1:10".into(), "2:12".into()],
            missed: vec!["2:12".into(), "3:8".into(), "3:8".into()],
            streak: u32::MAX,
            best_streak: 0,
        };
        let mut p = claimed.checked().expect("mended");
        assert_eq!(p.solved, ["1:10", "2:12"]);
        assert_eq!(p.missed, ["3:8"]);
        assert_eq!((p.streak, p.best_streak), (2, 2));
        // A streak at its largest does not wrap.
        p.streak = u32::MAX;
        p.answer("4:1", true);
        assert_eq!(p.streak, u32::MAX);
    }

    #[test]
    fn only_the_first_try_of_a_puzzle_counts_and_a_miss_ends_the_streak() {
        let mut p = Puzzles::default();
        p.answer("1:10", true);
        p.answer("1:10", false);
        p.answer("2:12", true);
        assert_eq!((p.streak, p.best_streak, p.solved.len()), (2, 2, 2));
        p.answer("3:8", false);
        assert_eq!((p.streak, p.best_streak, p.missed.len()), (0, 2, 1));
        assert!(p.tried("3:8") && !p.tried("4:1"));
    }

    #[test]
    fn tips_stop_after_a_few_games_or_when_turned_off() {
        let mut tips = Tips::default();
        assert!(tips.active());
        tips.games = TIP_GAMES;
        assert!(!tips.active());
        let off = Tips {
            off: true,
            ..Tips::default()
        };
        assert!(!off.active());
        let old: Tips = serde_json::from_str(r#"{"seen":["income"],"later":1}"#).expect("reads");
        assert!(old.seen("income") && old.active());
    }
}
