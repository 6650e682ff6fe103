//! The words of the binding table: the key bar where the app is, the keys a box names, the
//! help's key list and the README's key tables, all made from [`super::BINDINGS`].

use std::fmt::Write as _;

use super::{BINDINGS, Binding, Command, Context, Contexts, DISCARD, LEATHER, PLAY, REPLAY};

/// One hint of the key bar: the keys, what they do, and whether it is always shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyHint {
    /// The keys, as the bar names them.
    pub keys: String,
    /// The keys as a narrow bar names them (without the mouse's part).
    pub short: String,
    /// What they do, in the player's language.
    pub words: String,
    /// Help and quit (or leaving the replay viewer, or closing the box open): shown however
    /// narrow the screen (the others give way first).
    pub always: bool,
    /// What the keys ask.
    pub command: Command,
    /// Its rank in the bar (lower first; 0 and 1: what the mode cannot do without).
    pub rank: u8,
}

/// The key bar where the app is, each command once: the others most important first, then help
/// and quit, which the bar always shows.
pub fn bar(context: Context) -> Vec<KeyHint> {
    let mut rows: Vec<&Binding> = BINDINGS
        .iter()
        .filter(|b| b.contexts.contains(context) && b.bar.is_some())
        .collect();
    let always = |b: &Binding| {
        matches!(
            b.command,
            Command::Help | Command::Quit | Command::Leave | Command::CloseHelp
        )
    };
    rows.sort_by_key(|b| (always(b), b.rank, b.command != Command::Help));
    let mut seen: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for b in rows {
        if let Some(id) = b.bar
            && !seen.contains(&id)
        {
            seen.push(id);
            out.push(KeyHint {
                keys: b.bar_text(),
                short: b.bar_text_short(),
                words: crate::i18n::text(id, None),
                always: always(b),
                command: b.command,
                rank: b.rank,
            });
        }
    }
    out
}

/// The key bar of `context` limited to `commands`, in the bar's order: the keys a box names.
pub fn bar_of(context: Context, commands: &[Command]) -> Vec<(String, String)> {
    bar(context)
        .into_iter()
        .filter(|h| commands.contains(&h.command))
        .map(|h| (h.keys, h.words))
        .collect()
}

/// Which of the two key lists: the game's or the replay viewer's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    /// Playing a game.
    Play,
    /// Playing a game at a table served over SSH: the game's keys and the table's.
    Table,
    /// The replay viewer.
    Replay,
    /// The menu.
    Menu,
}

impl Sheet {
    fn contexts(self) -> Contexts {
        match self {
            // A lesson's or a puzzle's card is part of playing.
            Sheet::Play | Sheet::Table => PLAY.with(&[super::Context::Card]),
            Sheet::Replay => REPLAY,
            Sheet::Menu => super::MENU.with(&[super::Context::MenuText]),
        }
    }
}

/// The help's key list: (keys, what they do), in the table's order; for `variant`, without
/// the other game's leather key (classic sets leather aside, Express discards it).
pub fn help(sheet: Sheet, variant: Option<crate::rules::Variant>) -> Vec<(String, String)> {
    use crate::rules::Variant;
    let wanted = sheet.contexts();
    let other_game = match variant {
        Some(Variant::Classic) => Some(DISCARD),
        Some(Variant::Express) => Some(LEATHER),
        None => None,
    };
    BINDINGS
        .iter()
        .filter(|b| b.contexts.0 & wanted.0 != 0)
        .filter(|b| other_game != Some(b.contexts))
        // The table's keys are listed only at a table.
        .filter(|b| {
            sheet == Sheet::Table
                || !matches!(
                    b.command,
                    Command::Say(_) | Command::Resign | Command::Claim
                )
        })
        .filter_map(|b| {
            b.help
                .map(|id| (b.keys_text(), crate::i18n::text(id, None)))
        })
        .collect()
}

/// The README's key table for `sheet`, in Markdown, in this thread's language: generated, and
/// a test holds the (English) README to it.
pub fn markdown(sheet: Sheet) -> String {
    let mut out = String::from("| keys | what they do |\n|---|---|\n");
    for (keys, what) in help(sheet, None) {
        let keys = keys
            .split(' ')
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(" ");
        let _ = writeln!(out, "| {keys} | {what} |");
    }
    out
}

/// The keys of `commands` in one line, as the game-over box shows them. Each key and its words
/// are held together (no-break spaces), so a wrapped line breaks between keys only.
pub fn line(context: Context, commands: &[Command]) -> String {
    bar_of(context, commands)
        .iter()
        .map(|(k, what)| {
            crate::tr!("key-said", key = k.as_str(), what = what.as_str()).replace(' ', "\u{a0}")
        })
        .collect::<Vec<_>>()
        .join("   ")
}

/// Keys with words of one's own: each command's key as the key bar names it in `context`,
/// with the message `word` instead of the bar's word.
pub fn said(context: Context, commands: &[(Command, &str)]) -> String {
    let bar = bar(context);
    commands
        .iter()
        .filter_map(|&(command, word)| {
            let hint = bar.iter().find(|h| h.command == command)?;
            let words = crate::i18n::text(word, None);
            Some(
                crate::tr!("key-said", key = hint.keys.as_str(), what = words.as_str())
                    .replace(' ', "\u{a0}"),
            )
        })
        .collect::<Vec<_>>()
        .join("   ")
}
