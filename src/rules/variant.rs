//! The two games (classic Patchwork and Patchwork Express) and their time boards.
//!
//! Every number that differs between the variants lives here or in [`crate::rules::patch`], so a
//! correction to the game data is made in one place.

use std::fmt;
use std::str::FromStr;

/// Which game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Patchwork (2014): 9x9 quilts, 33 patches, time board 0 to 53, the 7x7 bonus.
    #[default]
    Classic,
    /// Patchwork Express (2018): 7x7 quilts, 15 + 8 patches, time board 0 to 29, no bonus.
    Express,
}

/// Where the five leather patches of the classic time board lie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum LeatherLayout {
    /// Current printings and the official app: spaces 26, 32, 38, 44, 50.
    #[default]
    Revised,
    /// The original 2014 board: spaces 20, 26, 32, 44, 50.
    Original,
}

/// A space of the time board, 0 (start) to the variant's final space.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TimePos(pub u8);

impl TimePos {
    /// The start space.
    pub const START: Self = Self(0);

    /// The space number.
    pub const fn get(self) -> u8 {
        self.0
    }
}

impl fmt::Display for TimePos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

const fn space_mask(spaces: &[u8]) -> u64 {
    let mut mask = 0;
    let mut i = 0;
    while i < spaces.len() {
        mask |= 1 << spaces[i];
        i += 1;
    }
    mask
}

/// For each space, how many spaces of `mask` lie on or before it.
const fn prefix_counts(mask: u64) -> [u8; 64] {
    let mut out = [0; 64];
    let mut count = 0;
    let mut s = 0;
    while s < 64 {
        count += (mask >> s & 1) as u8;
        out[s] = count;
        s += 1;
    }
    out
}

const CLASSIC_INCOME: [u8; 9] = [5, 11, 17, 23, 29, 35, 41, 47, 53];
const CLASSIC_LEATHER_REVISED: [u8; 5] = [26, 32, 38, 44, 50];
const CLASSIC_LEATHER_ORIGINAL: [u8; 5] = [20, 26, 32, 44, 50];
const EXPRESS_INCOME: [u8; 7] = [5, 9, 13, 17, 21, 25, 29];
const EXPRESS_LEATHER: [u8; 6] = [7, 11, 15, 19, 23, 27];

impl Variant {
    /// The quilt's side: 9 (classic) or 7 (Express).
    pub const fn quilt_size(self) -> u8 {
        match self {
            Variant::Classic => 9,
            Variant::Express => 7,
        }
    }

    /// The final space of the time board: 53 (classic) or 29 (Express).
    pub const fn final_space(self) -> TimePos {
        match self {
            Variant::Classic => TimePos(53),
            Variant::Express => TimePos(29),
        }
    }

    /// Buttons each player starts with.
    pub const fn start_buttons(self) -> u32 {
        5
    }

    /// Whether the 7x7 bonus tile is in play.
    pub const fn has_bonus(self) -> bool {
        matches!(self, Variant::Classic)
    }

    /// Whether a leather patch won may be set aside although the quilt has an empty cell.
    pub const fn may_discard_leather(self) -> bool {
        matches!(self, Variant::Express)
    }

    /// The spaces that pay button income.
    pub const fn income_spaces(self) -> &'static [u8] {
        match self {
            Variant::Classic => &CLASSIC_INCOME,
            Variant::Express => &EXPRESS_INCOME,
        }
    }

    /// The spaces where leather patches lie at the start (`layout` matters only in classic).
    pub const fn leather_spaces(self, layout: LeatherLayout) -> &'static [u8] {
        match (self, layout) {
            (Variant::Classic, LeatherLayout::Revised) => &CLASSIC_LEATHER_REVISED,
            (Variant::Classic, LeatherLayout::Original) => &CLASSIC_LEATHER_ORIGINAL,
            (Variant::Express, _) => &EXPRESS_LEATHER,
        }
    }

    /// For each space `s` (0 to 63), how many income spaces lie on or before `s`: a move from
    /// `a` to `b` crosses `before[b] - before[a]` of them.
    pub(crate) const fn income_before(self) -> &'static [u8; 64] {
        const CLASSIC: [u8; 64] = prefix_counts(space_mask(&CLASSIC_INCOME));
        const EXPRESS: [u8; 64] = prefix_counts(space_mask(&EXPRESS_INCOME));
        match self {
            Variant::Classic => &CLASSIC,
            Variant::Express => &EXPRESS,
        }
    }

    pub(crate) const fn leather_mask(self, layout: LeatherLayout) -> u64 {
        space_mask(self.leather_spaces(layout))
    }

    /// The name used in saved games and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Classic => "classic",
            Variant::Express => "express",
        }
    }
}

impl LeatherLayout {
    /// The name used in saved games and on the command line.
    pub const fn name(self) -> &'static str {
        match self {
            LeatherLayout::Revised => "revised",
            LeatherLayout::Original => "original",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Display for LeatherLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant or layout name that is not one of the known ones.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} {found:?} (expected {expected})")]
pub struct UnknownName {
    what: &'static str,
    found: String,
    expected: &'static str,
}

impl FromStr for Variant {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "classic" => Ok(Variant::Classic),
            "express" => Ok(Variant::Express),
            _ => Err(UnknownName {
                what: "variant",
                found: s.to_owned(),
                expected: "classic or express",
            }),
        }
    }
}

impl FromStr for LeatherLayout {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "revised" => Ok(LeatherLayout::Revised),
            "original" => Ok(LeatherLayout::Original),
            _ => Err(UnknownName {
                what: "board",
                found: s.to_owned(),
                expected: "revised or original",
            }),
        }
    }
}
