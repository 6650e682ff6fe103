//! Statistics across saved games (`patchwork stats`, and the menu's page): results across the
//! saved games of the data directory, classic and Express apart: games played and finished,
//! then for each opponent (a person, each bot) the wins and losses (equal scores go to who
//! reached the end first, as the rules say), the average score and margin and the best score.
//!
//! The figures come from each record's header (players, variant, `result`), as the one walk
//! over the games folder ([`crate::saves::entries`]) reads them, through [`tally`], which keeps
//! only counts. [`lines`] words the report in the player's language, for `patchwork stats` and
//! the menu's page alike. Files that cannot be read are counted apart and
//! listed (the first [`MAX_LISTED`]), never fatal.
//!
//! Whose side: the seat of a person against a bot; in a game between two people (hot-seat),
//! the left seat (`Player::One`); in a game between two bots, `Player::One`.

use std::collections::BTreeMap;

use crate::bot::Opponent;
use crate::record::{Header, PlayerInfo};
use crate::rules::{Player, Variant};
use crate::saves::Entry;
use crate::text::Shown;
use crate::tr;

/// Unreadable files listed by name; the others are only counted.
pub const MAX_LISTED: usize = 20;

/// A file that could not be read as a saved game, as the report lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The file's name (without its folder).
    pub file: String,
    /// Why it cannot be read, in the library's words.
    pub reason: String,
}

/// The opponent a game is counted against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum OpponentGroup {
    /// A person (hot-seat).
    Person,
    /// A bot this program knows: at the level the record names, else the bot it names (older
    /// records, `--vs`).
    Computer(Opponent),
    /// A bot of another name.
    OtherBot,
    /// Two bots played each other; counted from `Player::One`'s side against `Player::Two`'s bot.
    BotsOnly,
}

/// The results against one opponent in one variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Row {
    /// Games saved.
    pub games: u64,
    /// Games finished.
    pub finished: u64,
    /// Finished games won: with a higher score, or with an equal one by reaching the end of the
    /// time board first (the rules' tie-break; Patchwork has no draws).
    pub wins: u64,
    /// Finished games lost.
    pub losses: u64,
    /// The sum of the scores of finished games.
    pub score_sum: i64,
    /// The sum of the margins (own score minus the opponent's) of finished games.
    pub margin_sum: i64,
    /// The best score of a finished game.
    pub best: Option<i64>,
}

impl Row {
    /// Counts a game: `result` is a finished game's own score, the opponent's, and whether
    /// this side won.
    fn add(&mut self, result: Option<(i64, i64, bool)>) {
        self.games += 1;
        let Some((me, them, won)) = result else {
            return;
        };
        self.finished += 1;
        if won {
            self.wins += 1;
        } else {
            self.losses += 1;
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
    pub listed: Vec<Unreadable>,
}

/// Where a variant's rows are in [`Stats::rows`].
pub const fn variant_index(v: Variant) -> usize {
    match v {
        Variant::Classic => 0,
        Variant::Express => 1,
    }
}

/// Whose side a game is counted from, and against whom.
fn side(players: &[PlayerInfo; 2]) -> (Player, OpponentGroup) {
    let human = |p: Player| players[p.index()].is_human();
    let bot = |p: Player| {
        Opponent::of_player(&players[p.index()])
            .map_or(OpponentGroup::OtherBot, OpponentGroup::Computer)
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
pub fn tally(headers: impl IntoIterator<Item = Result<Header, Unreadable>>) -> Stats {
    let mut stats = Stats::default();
    for h in headers {
        match h {
            Ok(h) => {
                let (me, opponent) = side(&h.players);
                let result = h.result.map(|r| {
                    (
                        r.scores[me.index()],
                        r.scores[me.other().index()],
                        r.winner == me,
                    )
                });
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

/// The statistics of the saved games listed (by [`crate::saves::entries`] or
/// [`crate::saves::Saves::list`]), taken in name order whatever the listing's order.
pub fn of_entries(entries: &[Entry]) -> Stats {
    let mut sorted: Vec<&Entry> = entries.iter().collect();
    sorted.sort_by(|a, b| a.path.cmp(&b.path));
    tally(sorted.into_iter().map(|e| match &e.header {
        Ok(h) => Ok(h.clone()),
        Err(why) => Err(Unreadable {
            file: e.file_name(),
            reason: why.to_string(),
        }),
    }))
}

/// An opponent in words (`narrow`: a level in fewer words).
fn opponent(o: OpponentGroup, narrow: bool) -> String {
    match o {
        OpponentGroup::Computer(Opponent::Level(l)) if narrow => {
            tr!("stats-short-level", level = crate::i18n::level_word(l))
        }
        OpponentGroup::Person => tr!("opponent-person"),
        OpponentGroup::Computer(Opponent::Bot(k)) => {
            tr!("opponent-bot", bot = crate::i18n::bot_word(k))
        }
        OpponentGroup::Computer(Opponent::Level(l)) => {
            tr!("menu-computer", level = crate::i18n::level_word(l))
        }
        OpponentGroup::OtherBot => tr!("opponent-other"),
        OpponentGroup::BotsOnly => tr!("opponent-bots"),
    }
}

/// A mean with one decimal, in the language's decimal sign (a comma in French and Russian).
fn avg(x: Option<f64>, signed: bool) -> String {
    crate::i18n::decimal_sign(match x {
        None => return "-".to_owned(),
        Some(v) if signed => format!("{v:+.1}"),
        Some(v) => format!("{v:.1}"),
    })
}

/// The table's columns: each heading, and the width its column takes (the heading's, at
/// least the figures' usual width). The narrow form (the menu's page on a narrow screen) leaves
/// out the finished games (the wins and losses add up to them) and has short headings.
fn columns(narrow: bool) -> Vec<(String, usize)> {
    let wide = [
        ("stats-against", 15),
        ("stats-games", 5),
        ("stats-finished", 8),
        ("stats-wins", 5),
        ("stats-losses", 6),
        ("stats-avg-score", 10),
        ("stats-avg-margin", 10),
        ("stats-best", 5),
    ];
    let short = [
        ("stats-against", 15),
        ("stats-games", 3),
        ("stats-short-wins", 3),
        ("stats-short-losses", 3),
        ("stats-short-avg-score", 6),
        ("stats-short-avg-margin", 6),
        ("stats-short-best", 4),
    ];
    let list: &[(&str, usize)] = if narrow { &short } else { &wide };
    list.iter()
        .map(|&(id, width)| {
            let heading = crate::i18n::text(id, None);
            let width = width.max(heading.chars().count());
            (heading, width)
        })
        .collect()
}

/// One row of the table: the first cell left-aligned, the figures right-aligned.
fn table_row(cells: &[String], columns: &[(String, usize)]) -> String {
    let mut line = String::from(" ");
    for (k, (cell, (_, width))) in cells.iter().zip(columns).enumerate() {
        let pad = width.saturating_sub(cell.chars().count());
        line.push(' ');
        if k == 0 {
            line.push_str(cell);
            line.push_str(&" ".repeat(pad));
        } else {
            line.push_str(&" ".repeat(pad));
            line.push_str(cell);
        }
    }
    line
}

fn row_cells(label: String, r: &Row, narrow: bool) -> Vec<String> {
    let mut cells = vec![
        label,
        r.games.to_string(),
        r.finished.to_string(),
        r.wins.to_string(),
        r.losses.to_string(),
        avg(r.average_score(), false),
        avg(r.average_margin(), true),
        r.best.map_or_else(|| "-".to_owned(), |b| b.to_string()),
    ];
    if narrow {
        cells.remove(2);
    }
    cells
}

/// The report's lines, in the player's language: the totals, then for each variant played a
/// table of results against each opponent, then the files that could not be read.
pub fn lines(stats: &Stats, dir: &str) -> Vec<String> {
    report(stats, dir, false)
}

/// The report in its narrow form, for the menu's page on a screen 80 columns wide: the same
/// lines, with a table of fewer and shorter columns (no finished games: the wins and losses
/// add up to them) that fits 76 columns in each language.
pub fn narrow_lines(stats: &Stats, dir: &str) -> Vec<String> {
    report(stats, dir, true)
}

fn report(stats: &Stats, dir: &str, narrow: bool) -> Vec<String> {
    let all = stats
        .rows
        .iter()
        .flat_map(BTreeMap::values)
        .fold(Row::default(), |mut a, r| {
            a.merge(r);
            a
        });
    let mut out = vec![tr!(
        "stats-header",
        dir = dir,
        played = all.games,
        finished = all.finished,
        unreadable = stats.unreadable
    )];
    // The first column as wide as its longest label, so the figures stay in line.
    let mut columns = columns(narrow);
    let widest = stats
        .rows
        .iter()
        .flat_map(BTreeMap::keys)
        .map(|o| opponent(*o, narrow))
        .chain([tr!("stats-all")])
        .map(|label| label.chars().count())
        .max()
        .unwrap_or(0);
    if let Some((_, width)) = columns.first_mut() {
        *width = (*width).max(widest);
    }
    for variant in [Variant::Classic, Variant::Express] {
        let rows: Vec<(&OpponentGroup, &Row)> = stats.rows[variant_index(variant)].iter().collect();
        if rows.is_empty() {
            continue;
        }
        let total = rows.iter().fold(Row::default(), |mut a, (_, r)| {
            a.merge(r);
            a
        });
        out.push(String::new());
        out.push(tr!(
            "stats-variant",
            variant = crate::i18n::variant_word(variant),
            played = total.games,
            finished = total.finished
        ));
        let headings: Vec<String> = columns.iter().map(|(h, _)| h.clone()).collect();
        out.push(table_row(&headings, &columns));
        for (o, r) in &rows {
            out.push(table_row(
                &row_cells(opponent(**o, narrow), r, narrow),
                &columns,
            ));
        }
        out.push(table_row(
            &row_cells(tr!("stats-all"), &total, narrow),
            &columns,
        ));
    }
    if stats.unreadable > 0 {
        out.push(String::new());
        out.push(tr!("stats-unreadable", n = stats.unreadable));
        for Unreadable { file, reason } in &stats.listed {
            out.push(format!("  {}: {}", Shown::new(file), Shown::new(reason)));
        }
        let listed = stats.listed.len() as u64;
        if stats.unreadable > listed {
            out.push(format!(
                "  {}",
                tr!("stats-more", n = stats.unreadable - listed)
            ));
        }
    }
    out
}

/// How many days of daily deals the statistics list, newest first.
pub const DAILY_LISTED: usize = 7;

/// The daily deals played, in lines (none when none was played): a blank line, how many were
/// played and won, and each of the last [`DAILY_LISTED`] days with its record (the first game
/// finished that day), indented.
/// A broken `daily.json` is one line saying so.
pub fn daily_lines(
    daily: &crate::saves::progress::Kept<crate::learn::progress::Daily>,
) -> Vec<String> {
    if let Some(why) = &daily.broken {
        return vec![crate::tr!("stats-daily-broken", file = why.as_str())];
    }
    let (played, won) = daily.value.tally();
    if played == 0 {
        return Vec::new();
    }
    let mut out = vec![
        String::new(),
        crate::tr!("stats-daily", played = played, won = won),
    ];
    for day in daily.value.days.iter().rev().take(DAILY_LISTED) {
        let level = crate::learn::daily::level_named(&day.level).map_or_else(
            || crate::text::Shown::new(&day.level).to_string(),
            crate::i18n::level_word,
        );
        out.push(format!(
            "  {}",
            crate::tr!(
                "stats-daily-day",
                date = crate::text::Shown::new(&day.date),
                level = level,
                score = day.score,
                other = day.other,
                margin = format!("{:+}", day.margin()),
                plays = day.plays
            )
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::GameResult;

    fn header(variant: Variant, players: [PlayerInfo; 2], scores: Option<[i64; 2]>) -> Header {
        Header {
            variant,
            players,
            seed: None,
            actions: 0,
            created: None,
            result: scores.map(|scores| GameResult {
                scores,
                // Equal scores: the second player reached the end first.
                winner: if scores[1] >= scores[0] {
                    Player::Two
                } else {
                    Player::One
                },
            }),
        }
    }

    #[test]
    fn games_count_from_the_persons_side_and_equal_scores_go_to_the_winner() {
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
            Err(Unreadable {
                file: "x.json".to_owned(),
                reason: "broken".to_owned(),
            }),
        ]);
        let row = stats.rows[0][&OpponentGroup::Computer(Opponent::Bot(crate::bot::BotKind::Mcts))];
        // 10-3 won, 3-10 lost, 7-7 lost on the tie-break (the bot reached the end first).
        assert_eq!(
            (row.games, row.finished, row.wins, row.losses),
            (4, 3, 1, 2)
        );
        assert_eq!((row.score_sum, row.margin_sum, row.best), (20, 0, Some(10)));
        let other = stats.rows[1][&OpponentGroup::OtherBot];
        assert_eq!((other.wins, other.average_margin()), (1, Some(4.0)));
        assert_eq!(stats.unreadable, 1);
        assert_eq!(stats.listed.len(), 1);
    }

    #[test]
    fn games_against_levels_count_by_level_and_older_records_by_bot() {
        use crate::bot::{BotKind, Level};
        let ada = PlayerInfo::human("Ada");
        let beginner = PlayerInfo::bot_at("Beginner", "greedy", "beginner");
        let casual = PlayerInfo::bot_at("Casual", "greedy", "casual");
        let old = PlayerInfo::bot("Greedy", "greedy");
        // A level whose bot is not the one named: the bot the record names.
        let odd = PlayerInfo::bot_at("Odd", "strong", "beginner");
        let stats = tally([
            Ok(header(
                Variant::Classic,
                [ada.clone(), beginner],
                Some([10, 3]),
            )),
            Ok(header(
                Variant::Classic,
                [casual, ada.clone()],
                Some([10, 3]),
            )),
            Ok(header(Variant::Classic, [ada.clone(), old], Some([1, 3]))),
            Ok(header(Variant::Classic, [ada, odd], Some([1, 3]))),
        ]);
        let row = |o| stats.rows[0][&OpponentGroup::Computer(o)];
        assert_eq!(row(Opponent::Level(Level::Beginner)).wins, 1);
        assert_eq!(row(Opponent::Level(Level::Casual)).losses, 1);
        assert_eq!(row(Opponent::Bot(BotKind::Greedy)).losses, 1);
        assert_eq!(row(Opponent::Bot(BotKind::Mcts)).losses, 1);
        assert_eq!(stats.rows[0].len(), 4);
    }

    #[test]
    fn the_figures_stay_in_line_under_a_long_opponent_label_in_each_language() {
        let ada = PlayerInfo::human("Ada");
        let beginner = PlayerInfo::bot_at("Beginner", "greedy", "beginner");
        let stats = tally([
            Ok(header(
                Variant::Classic,
                [ada.clone(), beginner],
                Some([10, 3]),
            )),
            Ok(header(
                Variant::Classic,
                [ada, PlayerInfo::human("Bo")],
                None,
            )),
        ]);
        for lang in [
            crate::i18n::Lang::En,
            crate::i18n::Lang::Fr,
            crate::i18n::Lang::Ru,
        ] {
            let lines = crate::i18n::with(lang, || lines(&stats, "dir"));
            // The heading and the three rows (two opponents and the total) end together.
            let table: Vec<&String> = lines.iter().skip(3).take(4).collect();
            let width = |l: &String| l.chars().count();
            assert!(
                table.iter().all(|l| width(l) == width(table[0])),
                "{lang:?}: {table:#?}"
            );
        }
    }
}
