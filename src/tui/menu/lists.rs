//! What the menu's lists show: a saved game's row (in shorter forms for a narrow screen), and
//! the statistics' lines in both their forms.

use std::path::PathBuf;

use crate::rules::Variant;

/// A saved game as the menu lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The file.
    pub path: PathBuf,
    /// One line: when, who, which game, how far (made safe to show).
    pub label: String,
    /// The same line with the names shorter and shorter (an ellipsis each), for a narrow
    /// screen: the date, the game and how far it went stay whole.
    pub shorter: Vec<String>,
    /// Whether it is finished.
    pub finished: bool,
    /// Whether it is the game "continue" opens: the one `--resume` opens, the newest unfinished
    /// game that replays without a fault.
    pub resume: bool,
    /// The day whose deal the game is, if it is a daily deal: the menu's daily deal continues
    /// today's unfinished one.
    pub daily: Option<crate::learn::daily::Date>,
}

/// A saved game's row in the menu's lists: when it was saved, who played (`names`, safe to
/// show), which game and how far it went (`how`); and the same row with the names shorter and
/// shorter (an ellipsis each), for a narrow screen, where the rest stays whole.
pub fn game_row(
    when: &str,
    names: &[String; 2],
    variant: Variant,
    how: &str,
) -> (String, Vec<String>) {
    let row = |keep: Option<usize>| {
        let name = |n: &str| keep.map_or_else(|| n.to_owned(), |k| crate::tui::fit::ellipsis(n, k));
        crate::tr!(
            "games-menu-row",
            when = when,
            one = name(&names[0]),
            two = name(&names[1]),
            variant = crate::i18n::variant_word(variant),
            how = how
        )
    };
    let label = row(None);
    let mut shorter: Vec<String> = [16, 12, 9, 6, 4].map(|k| row(Some(k))).to_vec();
    shorter.dedup();
    shorter.retain(|s| *s != label);
    (label, shorter)
}

/// The statistics page's lines: as `patchwork stats` prints them, and in the narrow form for a
/// screen too narrow for those (the same lines, a table of fewer, shorter columns).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatsLines {
    /// As `patchwork stats` prints them.
    pub wide: Vec<String>,
    /// The narrow form.
    pub narrow: Vec<String>,
}

impl From<Vec<String>> for StatsLines {
    /// The same lines at every width.
    fn from(lines: Vec<String>) -> Self {
        Self {
            narrow: lines.clone(),
            wide: lines,
        }
    }
}
