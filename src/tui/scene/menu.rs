//! The menu as the screen shows it: a title, the rows of the page with their values, the
//! cursor, and what an empty list means.

use crate::tui::menu::{Field, MainRow, Menu, Page};
use crate::tui::strings;

/// One page of the menu, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuView {
    /// The page's title.
    pub title: String,
    /// Each row: its label, its value (empty when it has none), and whether it can be chosen.
    pub rows: Vec<(String, String, bool)>,
    /// The row under the cursor.
    pub cursor: usize,
    /// A line under the rows (an empty list, a name being typed).
    pub note: Option<String>,
    /// Whether the rows can be chosen (a page of text, the statistics, has no cursor).
    pub selectable: bool,
}

/// The page shown.
pub(super) fn view(menu: &Menu) -> MenuView {
    let rows: Vec<(String, String, bool)> = match menu.page {
        Page::Main => menu
            .main_rows()
            .iter()
            .map(|&(row, enabled)| (main_label(row).to_owned(), String::new(), enabled))
            .collect(),
        Page::NewGame => menu
            .fields()
            .into_iter()
            .map(|field| {
                let (label, value) = field_words(menu, field);
                (label, value, true)
            })
            .collect(),
        Page::Stats => menu
            .stats
            .iter()
            .map(|l| (l.trim_start().to_owned(), String::new(), true))
            .collect(),
        Page::Load | Page::Replay => menu
            .listed()
            .into_iter()
            .map(|g| (g.label.clone(), String::new(), true))
            .collect(),
    };
    let note = match (menu.page, menu.editing) {
        (_, Some(_)) => Some(strings::MENU_TYPING.to_owned()),
        (Page::Load | Page::Replay, None) if rows.is_empty() => {
            Some(strings::MENU_NO_GAMES.to_owned())
        }
        _ => None,
    };
    let title = match menu.page {
        Page::Main => strings::MENU_TITLE,
        Page::NewGame => strings::MENU_NEW_GAME,
        Page::Load => strings::MENU_LOAD,
        Page::Replay => strings::MENU_REPLAY,
        Page::Stats => strings::MENU_STATS,
    };
    MenuView {
        title: title.to_owned(),
        rows,
        cursor: menu.cursor,
        note,
        selectable: menu.page != Page::Stats,
    }
}

fn main_label(row: MainRow) -> &'static str {
    match row {
        MainRow::NewGame => strings::MENU_NEW_GAME,
        MainRow::Continue => strings::MENU_CONTINUE,
        MainRow::Load => strings::MENU_LOAD,
        MainRow::Replay => strings::MENU_REPLAY,
        MainRow::Stats => strings::MENU_STATS,
        MainRow::Quit => strings::MENU_QUIT,
    }
}

fn field_words(menu: &Menu, field: Field) -> (String, String) {
    match field {
        Field::Variant => (
            strings::MENU_VARIANT.to_owned(),
            strings::variant_name(menu.variant).to_owned(),
        ),
        Field::Board => (
            strings::MENU_BOARD.to_owned(),
            strings::leather_layout(menu.variant, menu.layout),
        ),
        Field::Opponent => (
            strings::MENU_OPPONENT.to_owned(),
            strings::opponent(menu.level),
        ),
        Field::Seat => (strings::MENU_SEAT.to_owned(), strings::seat(menu.seat)),
        Field::Name(i) => {
            let typing = if menu.editing == Some(i) { "▏" } else { "" };
            (
                strings::menu_name(i, menu.level.is_some()),
                format!("{}{typing}", menu.names[i]),
            )
        }
        Field::Start => (strings::MENU_START.to_owned(), String::new()),
    }
}
