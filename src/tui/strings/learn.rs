//! The words of learning and practice: the lessons' titles, explanations, tasks, hints and
//! verdicts, the first-game tips, and the daily deal's rows and result line.

use crate::learn::{LESSONS, Wrong};
use crate::tr;

/// A lesson's message `lesson-<id>-<part>` (`title`, `intro`, `task`, `hint`, `done`).
pub fn lesson(index: usize, part: &str) -> String {
    let id = LESSONS.get(index).map_or("goal", |l| l.id);
    crate::i18n::text(&format!("lesson-{id}-{part}"), None)
}

/// A lesson's row in the menu: its number and title.
pub fn lesson_row(index: usize) -> String {
    tr!("lesson-row", n = index + 1, title = lesson(index, "title"))
}

/// The line over a lesson's game: where the lesson is and what to do.
pub fn lesson_line(index: usize) -> String {
    tr!(
        "lesson-line",
        n = index + 1,
        total = LESSONS.len(),
        task = lesson(index, "task")
    )
}

/// The heading of a lesson's card.
pub fn lesson_heading(index: usize) -> String {
    tr!(
        "lesson-heading",
        n = index + 1,
        total = LESSONS.len(),
        title = lesson(index, "title")
    )
}

/// Why a try was not what the lesson asked, and that it starts again.
pub fn wrong(wrong: Wrong) -> String {
    let why = match wrong {
        Wrong::Advanced => tr!("lesson-wrong-advanced"),
        Wrong::Passed { at, other } => tr!("lesson-wrong-passed", at = at, other = other),
        Wrong::NoIncome => tr!("lesson-wrong-no-income"),
        Wrong::Gap => tr!("lesson-wrong-gap"),
        Wrong::Bought => tr!("lesson-wrong-bought"),
        Wrong::ShortOfIncome { at } => tr!("lesson-wrong-short-of-income", at = at),
        Wrong::ShortOfLeather { at } => tr!("lesson-wrong-short-of-leather", at = at),
        Wrong::NoBonus => tr!("lesson-wrong-no-bonus"),
        Wrong::Lost { mine, theirs } => tr!("lesson-wrong-lost", mine = mine, theirs = theirs),
    };
    tr!("lesson-try-again", why = why)
}

/// The daily deal's row in the menu: today's date, and how today's deal went if it was played.
pub fn daily_row(date: &str, result: Option<&str>) -> String {
    if date.is_empty() {
        return tr!("menu-daily-undated");
    }
    match result {
        Some(result) => tr!("menu-daily-played", date = date, result = result),
        None => tr!("menu-daily", date = date),
    }
}

/// A daily result in a few words: the scores and the margin.
pub fn daily_result(score: i32, other: i32) -> String {
    tr!(
        "daily-result",
        score = score,
        other = other,
        margin = format!("{:+}", score - other)
    )
}

/// The line to share at the end of a daily deal: the date, the level, the score, the margin.
pub fn daily_share(date: &str, level: &str, score: i32, other: i32) -> String {
    tr!(
        "daily-share",
        date = date,
        level = level,
        result = daily_result(score, other)
    )
}

/// A first-game tip, by id (`tip-<id>`), with the number it speaks of.
pub fn tip(id: &str, n: u32) -> String {
    crate::i18n::text_with(&format!("tip-{id}"), [("n", crate::i18n::arg(n))])
}

/// The puzzles' row in the menu: how many solved of how many, and the streak.
pub fn puzzles_row(solved: usize, of: usize, streak: u32) -> String {
    tr!(
        "menu-puzzles-row",
        solved = solved,
        of = of,
        streak = streak
    )
}

/// The line over a puzzle's game.
pub fn puzzle_line(index: usize, of: usize, difficulty: u8) -> String {
    let level = match difficulty {
        0 | 1 => tr!("puzzle-easy"),
        2 => tr!("puzzle-medium"),
        _ => tr!("puzzle-hard"),
    };
    tr!("puzzle-line", n = index + 1, of = of, level = level)
}

/// A choice in words: advancing, or the patch bought.
pub fn choice(choice: Option<crate::learn::puzzles::Choice>) -> String {
    match choice {
        Some(crate::learn::puzzles::Choice::Buy(patch)) => {
            tr!(
                "puzzle-buy",
                patch = super::patch(crate::rules::Variant::Classic, patch)
            )
        }
        _ => tr!("puzzle-advance"),
    }
}
