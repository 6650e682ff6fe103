//! `patchwork stats`: the statistics of the saved games ([`crate::stats`]) on standard output,
//! in the player's language (the menu's statistics page shows the same lines).

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

use crate::saves::Saves;
use std::collections::BTreeMap;

use crate::rules::Variant;
use crate::stats::{OpponentGroup, Row, Stats, of_folder, variant_index};
use crate::text::escape;
use crate::tr;

/// Runs `patchwork stats`.
pub fn run(data_dir: Option<&Path>) -> ExitCode {
    let saves = match Saves::locate(data_dir) {
        Ok(s) => s,
        Err(e) => {
            super::out::complain(&format!("patchwork stats: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let dir = escape(&saves.dir().display().to_string()).into_owned();
    let stats = match of_folder(saves.dir()) {
        Ok(stats) => stats,
        Err(e) => {
            super::out::complain(&format!("patchwork stats: {dir}: {e}"));
            return ExitCode::FAILURE;
        }
    };
    let mut out = io::stdout().lock();
    let written = lines(&stats, &dir)
        .iter()
        .try_for_each(|l| writeln!(out, "{l}"))
        .and_then(|()| out.flush());
    super::out::status(written.map(|()| ExitCode::SUCCESS))
}

/// An opponent in words.
fn opponent(o: OpponentGroup) -> String {
    match o {
        OpponentGroup::Person => tr!("opponent-person"),
        OpponentGroup::Bot(k) => tr!("opponent-bot", bot = crate::tui::strings::bot_kind(k)),
        OpponentGroup::OtherBot => tr!("opponent-other"),
        OpponentGroup::BotsOnly => tr!("opponent-bots"),
    }
}

fn avg(x: Option<f64>, signed: bool) -> String {
    match x {
        None => "-".to_owned(),
        Some(v) if signed => format!("{v:+.1}"),
        Some(v) => format!("{v:.1}"),
    }
}

/// The table's columns: each heading, and the width its column takes (the heading's, at
/// least the figures' usual width).
fn columns() -> Vec<(String, usize)> {
    [
        ("stats-against", 15),
        ("stats-games", 5),
        ("stats-finished", 8),
        ("stats-wins", 5),
        ("stats-losses", 6),
        ("stats-ties", 5),
        ("stats-avg-score", 10),
        ("stats-avg-margin", 10),
        ("stats-best", 5),
    ]
    .into_iter()
    .map(|(id, width)| {
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

fn row_cells(label: String, r: &Row) -> Vec<String> {
    vec![
        label,
        r.games.to_string(),
        r.finished.to_string(),
        r.wins.to_string(),
        r.losses.to_string(),
        r.ties.to_string(),
        avg(r.average_score(), false),
        avg(r.average_margin(), true),
        r.best.map_or_else(|| "-".to_owned(), |b| b.to_string()),
    ]
}

/// The report's lines, in the player's language: the totals, then for each variant played a
/// table of results against each opponent, then the files that could not be read.
pub fn lines(stats: &Stats, dir: &str) -> Vec<String> {
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
    let columns = columns();
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
            variant = super::variant_word(variant),
            played = total.games,
            finished = total.finished
        ));
        let headings: Vec<String> = columns.iter().map(|(h, _)| h.clone()).collect();
        out.push(table_row(&headings, &columns));
        for (o, r) in &rows {
            out.push(table_row(&row_cells(opponent(**o), r), &columns));
        }
        out.push(table_row(&row_cells(tr!("stats-all"), &total), &columns));
    }
    if stats.unreadable > 0 {
        out.push(String::new());
        out.push(tr!("stats-unreadable", n = stats.unreadable));
        for (file, why) in &stats.listed {
            out.push(format!("  {}: {}", escape(file), escape(why)));
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
