//! The menu as the screen shows it: a title, the rows of the page with their values, the
//! cursor, and what an empty list means.

use super::{HelpBox, HelpSection};
use crate::rules::Variant;
use crate::tui::keys::{self, Command, Context, KeyHint, Sheet};
use crate::tui::menu::{Field, MainRow, Menu, Page};
use crate::tui::strings;
use crate::tui::theme::Theme;

/// What a frame of the menu shows.
#[derive(Clone, Debug)]
pub struct MenuScene<'a> {
    /// Styles.
    pub theme: &'a Theme,
    /// The variant whose smallest screen the menu asks for (the game behind it).
    pub variant: Variant,
    /// The page shown.
    pub view: MenuView,
    /// The key bar: (keys, what they do).
    pub hints: Vec<crate::tui::keys::KeyHint>,
    /// On the too-small screen: a question waiting.
    pub too_small_note: Option<String>,
    /// The help over the page, if it is open.
    pub help: Option<super::HelpBox>,
}

/// One page of the menu, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuView {
    /// The page's title.
    pub title: String,
    /// The page's rows, in order.
    pub rows: Vec<MenuRow>,
    /// The rows in a narrow form, drawn instead where the usual ones are too wide (the
    /// statistics' table with fewer, shorter columns).
    pub narrow: Option<Vec<MenuRow>>,
    /// The row under the cursor.
    pub cursor: usize,
    /// A line under the rows (an empty list, a name being typed).
    pub note: Option<String>,
    /// Whether the rows can be chosen (a page of text, the statistics, has no cursor).
    pub selectable: bool,
    /// Whether the rows are the check screen's: row `k` drawn as
    /// [`crate::i18n::bidi::Rendering::ALL`]`[k]` draws it, whatever this terminal's rendering.
    pub check: bool,
}

/// One row of a menu page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuRow {
    /// What the row is.
    pub label: String,
    /// Its value, empty when it has none.
    pub value: String,
    /// How the value changes: ← → step through choices, or it is typed after Enter.
    pub cycles: bool,
    /// Whether it can be chosen now (a list that is empty can't).
    pub enabled: bool,
    /// Shorter forms of the label, the longest first, drawn instead where it does not fit (a
    /// saved game's row with its names shortened).
    pub shorter: Vec<String>,
}

impl MenuRow {
    /// A row with no value.
    fn plain(label: String, enabled: bool) -> Self {
        Self {
            label,
            value: String::new(),
            cycles: false,
            enabled,
            shorter: Vec::new(),
        }
    }
}

/// The page shown.
pub(super) fn view(menu: &Menu) -> MenuView {
    let rows: Vec<MenuRow> = match menu.page {
        Page::Main => menu
            .main_rows()
            .iter()
            .map(|&(row, enabled)| MenuRow::plain(main_label(menu, row), enabled))
            .collect(),
        Page::NewGame => menu
            .fields()
            .into_iter()
            .map(|field| {
                let (label, value) = field_words(menu, field);
                MenuRow {
                    label,
                    value,
                    cycles: !matches!(field, Field::Name(_) | Field::Start),
                    enabled: true,
                    shorter: Vec::new(),
                }
            })
            .collect(),
        Page::Join => vec![MenuRow {
            label: strings::menu("code"),
            value: format!("{}▏", crate::text::Shown::new(&menu.code)),
            cycles: false,
            enabled: true,
            shorter: Vec::new(),
        }],
        Page::Lessons => (0..crate::learn::LESSONS.len())
            .map(|n| {
                let mut row = MenuRow::plain(strings::lesson_row(n), true);
                if menu.lesson_done(n) {
                    row.value = strings::menu("lesson-done");
                }
                row
            })
            .collect(),
        Page::Stats => stats_rows(&menu.stats.wide),
        Page::Display => display_rows(),
        Page::Load | Page::Replay => {
            let listed = menu.listed();
            // Numbers right-aligned, so that the rows stay in line past 9.
            let digits = listed.len().to_string().len();
            listed
                .into_iter()
                .enumerate()
                .map(|(n, g)| {
                    let number = format!("{:>digits$}. ", n + 1);
                    MenuRow {
                        shorter: g.shorter.iter().map(|l| format!("{number}{l}")).collect(),
                        ..MenuRow::plain(format!("{number}{}", g.label), true)
                    }
                })
                .collect()
        }
    };
    let narrow = (menu.page == Page::Stats).then(|| stats_rows(&menu.stats.narrow));
    let note = match (menu.page, menu.editing) {
        _ if menu.message.is_some() => menu.message.clone(),
        (Page::Join, _) => Some(strings::menu("code-typing")),
        (_, Some(_)) => Some(strings::menu("typing")),
        (Page::Main, None) if menu.learn.problem.is_some() => menu.learn.problem.clone(),
        (Page::Load | Page::Replay, None) if rows.is_empty() => Some(strings::menu("no-games")),
        (Page::Main, None) if menu.online => None,
        (Page::Main, None) if menu.new_player() => Some(strings::menu("new-player")),
        (Page::Main, None) if menu.games.is_empty() => Some(strings::menu("nothing-saved")),
        (Page::NewGame, None) if matches!(menu.fields().get(menu.cursor), Some(Field::Name(_))) => {
            Some(strings::menu("name-enter"))
        }
        _ => None,
    };
    let title = match menu.page {
        Page::Main if menu.online => strings::menu("online-title"),
        Page::Main => strings::menu("title"),
        Page::NewGame if menu.online => strings::menu("new-table"),
        Page::NewGame => strings::menu("new-game"),
        Page::Load => strings::menu("load"),
        Page::Replay => strings::menu("replay"),
        Page::Stats => strings::menu("stats"),
        Page::Join => strings::menu("join-table"),
        Page::Lessons => strings::menu("learn"),
        Page::Display => strings::menu("display"),
    };
    MenuView {
        title,
        rows,
        narrow,
        cursor: menu.cursor,
        note,
        selectable: menu.page != Page::Stats,
        check: menu.page == Page::Display,
    }
}

/// The check screen's rows: the same words once for each way a terminal needs them (row `k`
/// is drawn as [`Rendering::ALL`]`[k]` draws it), each saying which key to press if it reads
/// right; the last says the terminal shows the language itself.
fn display_rows() -> Vec<MenuRow> {
    use crate::i18n::bidi::Rendering;
    Rendering::ALL
        .iter()
        .enumerate()
        .map(|(k, &rendering)| {
            let key = (k + 1).to_string();
            let label = if rendering == Rendering::Terminal {
                crate::tr!("display-itself", key = key.as_str())
            } else {
                crate::tr!("display-sample", key = key.as_str())
            };
            MenuRow::plain(format!("{key}. {label}"), true)
        })
        .collect()
}

/// The statistics' lines as rows.
fn stats_rows(lines: &[String]) -> Vec<MenuRow> {
    lines
        .iter()
        .map(|l| MenuRow::plain(l.trim_start().to_owned(), true))
        .collect()
}

/// The key bar of the menu's page: the context's, without going back on the first page (there
/// is nothing to go back to; `q` quits), and on the statistics' page scrolling instead of
/// choosing.
pub(super) fn hints(menu: &Menu, context: Context) -> Vec<KeyHint> {
    let mut hints = keys::bar(context);
    if menu.page == Page::Main && menu.editing.is_none() {
        hints.retain(|h| h.command != Command::Back);
    }
    // The statistics are read, not chosen from: ↑ ↓ scroll them, Enter does nothing.
    if menu.page == Page::Stats {
        hints.retain(|h| h.command != Command::Confirm);
        for h in hints.iter_mut().filter(|h| h.command == Command::Down) {
            h.words = crate::i18n::text("bar-scroll", None);
        }
    }
    hints
}

/// The help over the menu's page: the menu's keys, and what the page does.
pub(super) fn help(menu: &Menu, scroll: u16) -> HelpBox {
    let page = match menu.page {
        Page::Main if menu.online => "menu-about-online",
        Page::Main => "menu-about-main",
        Page::NewGame => "menu-about-new-game",
        Page::Load => "menu-about-load",
        Page::Replay => "menu-about-replay",
        Page::Stats => "menu-about-stats",
        Page::Join => "menu-about-join",
        Page::Lessons => "menu-about-lessons",
        Page::Display => "menu-about-display",
    };
    HelpBox {
        sections: vec![
            HelpSection {
                title: strings::help_heading(false),
                pairs: keys::help(Sheet::Menu, None),
                paragraphs: Vec::new(),
            },
            HelpSection {
                title: view(menu).title,
                pairs: Vec::new(),
                paragraphs: crate::i18n::text(page, None)
                    .split('\n')
                    .map(str::to_owned)
                    .collect(),
            },
        ],
        scroll,
    }
}

fn main_label(menu: &Menu, row: MainRow) -> String {
    match row {
        MainRow::NewGame => strings::menu("new-game"),
        MainRow::Learn => strings::menu("learn"),
        MainRow::Puzzles => menu
            .learn
            .puzzles
            .clone()
            .unwrap_or_else(|| strings::menu("puzzles")),
        MainRow::Daily => strings::daily_row(
            menu.learn.today.as_deref().unwrap_or(""),
            menu.learn.today_result.as_deref(),
        ),
        MainRow::Continue => strings::menu("continue"),
        MainRow::Load => strings::menu("load"),
        MainRow::Replay => strings::menu("replay"),
        MainRow::Stats => strings::menu("stats"),
        MainRow::NewTable => strings::menu("new-table"),
        MainRow::JoinTable => strings::menu("join-table"),
        MainRow::Table(i) => menu
            .tables
            .get(i)
            .map(|t| t.label.clone())
            .unwrap_or_default(),
        MainRow::Display => strings::menu("display"),
        MainRow::Quit => strings::menu("quit"),
    }
}

fn field_words(menu: &Menu, field: Field) -> (String, String) {
    match field {
        Field::Variant => (
            strings::menu("variant"),
            strings::variant_name(menu.variant),
        ),
        Field::Board => (
            strings::menu("board"),
            strings::leather_layout(menu.variant, menu.layout),
        ),
        Field::Opponent => (strings::menu("opponent"), strings::opponent(menu.level)),
        Field::Seat => (strings::menu("seat"), menu.seat.label()),
        Field::Name(i) => {
            let typing = if menu.editing == Some(i) { "▏" } else { "" };
            (
                if menu.online {
                    strings::menu(["your-name", "guest-name"][i])
                } else {
                    strings::menu_name(i, menu.level.is_some())
                },
                format!("{}{typing}", crate::text::Shown::new(&menu.names[i])),
            )
        }
        Field::Tips => (
            strings::menu("tips"),
            strings::menu(if menu.learn.tips {
                "tips-on"
            } else {
                "tips-off"
            }),
        ),
        Field::Start => (strings::menu("start"), String::new()),
    }
}
