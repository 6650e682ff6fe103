//! The daily deal: every player who plays on a given date (UTC) gets the same game.
//!
//! How the deal comes from the date: the date written `YYYYMMDD` as a number (2026-11-25 is
//! 20261125) is combined with [`SALT`] by exclusive or, and that is the seed of the ordinary shuffle,
//! `Setup::random(Classic, Revised, seed)` (the portable Xoshiro256++ generator): the same
//! circle and the same first player on every machine. The person sits on the left against the
//! computer at [`LEVEL`]; the shuffle says who moves first.

use crate::bot::Level;
use crate::rules::{LeatherLayout, Setup, Variant};

/// Mixed into every daily seed, so the daily deals are not the games of small seeds.
pub const SALT: u64 = 0x5041_5443_4857_4B00;

/// The computer's level in every daily deal.
pub const LEVEL: Level = Level::Casual;

/// The level whose command-line name is `name`, if any.
pub fn level_named(name: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| l.name() == name)
}

/// A day of the calendar (proleptic Gregorian, UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// The year.
    pub year: i32,
    /// The month, 1 to 12.
    pub month: u8,
    /// The day of the month, 1 to 31.
    pub day: u8,
}

impl Date {
    /// The day `days` days after 1970-01-01 (negative: before).
    pub fn from_unix_days(days: i64) -> Self {
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Self { year, month, day }
    }

    /// The day a time falls on, in UTC (`secs` since 1970-01-01T00:00:00Z).
    pub fn from_unix_seconds(secs: i64) -> Self {
        Self::from_unix_days(secs.div_euclid(86_400))
    }

    /// Reads `YYYY-MM-DD`, a day the calendar has; `None` for anything else (2026-02-30).
    pub fn parse(text: &str) -> Option<Self> {
        let mut parts = text.splitn(3, '-');
        let year: i32 = parts.next()?.parse().ok()?;
        let month: u8 = parts.next()?.parse().ok()?;
        let day: u8 = parts.next()?.parse().ok()?;
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
        let days = match month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        ((1..=12).contains(&month) && (1..=days).contains(&day) && text.len() == 10)
            .then_some(Self { year, month, day })
    }

    /// The date as the number `YYYYMMDD`.
    pub fn number(self) -> u64 {
        u64::from(self.year.unsigned_abs()) * 10_000
            + u64::from(self.month) * 100
            + u64::from(self.day)
    }

    /// The day whose deal `seed` is, if it is one.
    pub fn of_seed(seed: u64) -> Option<Self> {
        let n = seed ^ SALT;
        if n >= 100_000_000 {
            return None;
        }
        let date = Self {
            year: (n / 10_000) as i32,
            month: (n / 100 % 100) as u8,
            day: (n % 100) as u8,
        };
        ((1..=12).contains(&date.month) && (1..=31).contains(&date.day)).then_some(date)
    }

    /// The day whose deal a game between `players` shuffled from `seed` is, if it is one: a
    /// person on the left against the computer at the daily's [`LEVEL`] on the right, with a
    /// day's seed.
    pub fn of_game(players: &[crate::record::PlayerInfo; 2], seed: Option<u64>) -> Option<Self> {
        let seats = players[0].is_human() && players[1].level() == Some(LEVEL.name());
        seed.filter(|_| seats).and_then(Self::of_seed)
    }

    /// The seed of the day's deal (see the [module docs](self)).
    pub fn seed(self) -> u64 {
        self.number() ^ SALT
    }

    /// The day's set-up: the circle and the first player everyone gets.
    pub fn setup(self) -> Setup {
        Setup::random(Variant::Classic, LeatherLayout::Revised, self.seed())
    }
}

impl std::fmt::Display for Date {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_become_dates() {
        assert_eq!(Date::from_unix_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_unix_days(20_417).to_string(), "2025-11-25");
        assert_eq!(
            Date::from_unix_seconds(1_764_115_199).to_string(),
            "2025-11-25"
        );
        assert_eq!(Date::from_unix_days(-1).to_string(), "1969-12-31");
        assert_eq!(Date::from_unix_days(11_016).to_string(), "2000-02-29");
    }

    #[test]
    fn dates_read_back_and_seed_one_deal() {
        let d = Date::parse("2026-11-25").expect("a date");
        assert_eq!(d.number(), 20_261_125);
        assert_eq!(
            d.setup(),
            Date::parse("2026-11-25").expect("a date").setup()
        );
        assert_ne!(
            d.setup(),
            Date::parse("2026-11-26").expect("a date").setup()
        );
        assert_eq!(Date::of_seed(d.seed()), Some(d));
        assert_eq!(Date::of_seed(42), None);
        assert_eq!(Date::parse("2026-13-01"), None);
        assert_eq!(Date::parse("26-1-1"), None);
        assert_eq!(Date::parse("2026-02-30"), None);
        assert_eq!(Date::parse("2023-02-29"), None);
        assert!(Date::parse("2024-02-29").is_some());
    }
}
