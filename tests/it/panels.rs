//! The panels, the boxes over them and the menu's pages at 80x24 (and larger) in every
//! language: one wording for both quilts' figures, a column of padding inside the borders,
//! nothing cut, `?` and `q` on every key bar, the help for each screen with its legend, the
//! patches' table above the key bar, the statistics and the saved games' lists that fit.

use patchwork::i18n::{self, Lang};
use patchwork::rules::Player;
use patchwork::tui::layout::{self, stats_rows};
use patchwork::tui::{App, Context, Options, Overlay, THEME};
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;

use crate::common::{advance_both, keys, press, screen, sized};

const SEED: u64 = 7;

/// A hot-seat game at seed 7.
fn game() -> App {
    sized(App::new(&Options::default(), SEED, THEME).expect("valid"))
}

/// Three purchases in, a fourth patch in hand.
fn mid_game() -> App {
    let mut app = game();
    for _ in 0..3 {
        keys(&mut app, "1");
        press(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "1");
    app
}

/// Both players advance `times` times (leather sewn on the first empty cell).
fn advanced(times: usize) -> App {
    let mut app = game();
    advance_both(&mut app, times);
    app
}

/// An Express game at seed 7 after `steps`.
fn express(steps: &[&str]) -> App {
    let options = Options {
        variant: patchwork::rules::Variant::Express,
        ..Options::default()
    };
    after(
        sized(App::new(&options, SEED, THEME).expect("valid")),
        steps,
    )
}

/// The row `y` of a screen drawn as text, as characters.
fn row(text: &str, y: u16) -> Vec<char> {
    text.lines()
        .nth(usize::from(y))
        .unwrap_or_default()
        .chars()
        .collect()
}

/// The text between columns `from` and `to` (excluded) of a row.
fn cut(chars: &[char], from: u16, to: u16) -> String {
    chars
        .iter()
        .skip(usize::from(from))
        .take(usize::from(to - from))
        .collect()
}

/// A row's words with every figure taken out: what its wording is, whatever the numbers.
fn wording(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_numeric() || c == '-' { '#' } else { c })
        .collect::<String>()
        .split('#')
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("#")
        .trim()
        .to_owned()
}

/// Each quilt's figure rows on a `w` x `h` screen: the text inside the borders.
fn figure_rows(app: &App, w: u16, h: u16) -> [Vec<String>; 2] {
    let text = screen(app, w, h);
    let s = layout::screen(Rect::new(0, 0, w, h), app.game().variant()).expect("fits");
    Player::BOTH.map(|p| {
        let quilt = s.quilts[p.index()];
        let grid = s.grids[p.index()];
        let top = grid.y + u16::from(grid.size) * grid.scale;
        (top..top + stats_rows(grid.scale))
            .map(|y| cut(&row(&text, y), quilt.x + 1, quilt.right() - 1))
            .collect()
    })
}

/// Both quilts say their figures in the same words, each row with a column of padding either
/// side, nothing cut; the bonus only once won, the projection's sum only while income has
/// spaces left to pay.
#[test]
fn both_quilts_share_one_wording_off_the_border() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            // The game over with its box hidden (Esc), to see the quilts; Express too.
            let states: [fn() -> App; 7] = [
                game,
                mid_game,
                || advanced(12),
                || advanced(40),
                || after(advanced(500), &["Esc"]),
                || express(&[]),
                || express(&["ay"; 12]),
            ];
            for make in states {
                let app = make();
                for (w, h) in [(80, 24), (120, 40), (200, 60)] {
                    let [one, two] = figure_rows(&app, w, h);
                    let all = screen(&app, w, h);
                    for (a, b) in one.iter().zip(&two) {
                        assert_eq!(wording(a), wording(b), "{lang} {w}x{h}:\n{all}");
                        for text in [a, b] {
                            assert!(
                                text.starts_with(' ') && text.ends_with(' '),
                                "{lang} {w}x{h}: {text:?} touches a border:\n{all}"
                            );
                            assert!(!text.contains('…'), "{lang}: {text:?} is cut");
                            assert!(!text.contains("+ 0 "), "{lang}: a bonus of 0: {text:?}");
                            assert!(!text.contains("×0 "), "{lang}: nothing ahead: {text:?}");
                        }
                    }
                }
            }
        });
    }
}

/// A quilt's title keeps a space either side, a bot's mark included, at every size.
#[test]
fn quilt_titles_keep_a_space_inside_the_corners() {
    use patchwork::bot::Level;
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for level in Level::ALL {
                let mut options = Options::default();
                options.bots[1] = Some(patchwork::tui::Opponent::Level(level));
                options.names[1] = patchwork::tui::strings::level(level);
                let mut express = options.clone();
                express.variant = patchwork::rules::Variant::Express;
                for options in [options, express] {
                    let app = sized(App::new(&options, SEED, THEME).expect("valid"));
                    for (w, h) in [(80, 24), (120, 40)] {
                        let text = screen(&app, w, h);
                        let s =
                            layout::screen(Rect::new(0, 0, w, h), options.variant).expect("fits");
                        for quilt in s.quilts {
                            for y in [quilt.y, quilt.bottom() - 1] {
                                let border = cut(&row(&text, y), quilt.x, quilt.right());
                                let inside: String = border
                                    .chars()
                                    .skip(1)
                                    .take(border.chars().count() - 2)
                                    .collect();
                                let words = inside.trim_matches(|c| "─━".contains(c));
                                if words.trim().is_empty() {
                                    continue;
                                }
                                assert!(
                                    words.starts_with(' ') && words.ends_with(' '),
                                    "{lang} {w}x{h}: {border:?}\n{text}"
                                );
                                assert!(!words.contains('…'), "{lang}: {border:?}");
                            }
                        }
                    }
                }
            }
        });
    }
}

/// The bar's words: whether the key bar (the screen's last row) offers help (`?`) and
/// quitting or leaving (`q`).
fn has_help_and_quit(bar: &str) -> bool {
    let words: Vec<&str> = bar.split_whitespace().collect();
    words.contains(&"?") && words.contains(&"q")
}

/// The app after `keys` (a key name each: `Enter`, `Esc`, `Down`, `Up`, or characters).
fn after(mut app: App, steps: &[&str]) -> App {
    for step in steps {
        match *step {
            "Enter" => press(&mut app, KeyCode::Enter),
            "Esc" => press(&mut app, KeyCode::Esc),
            "Down" => press(&mut app, KeyCode::Down),
            "Up" => press(&mut app, KeyCode::Up),
            "End" => press(&mut app, KeyCode::End),
            chars => keys(&mut app, chars),
        };
    }
    app
}

fn replay() -> App {
    let text = std::fs::read_to_string(crate::common::fixture(
        "records/valid/classic-finished.json",
    ))
    .expect("the fixture");
    let record = patchwork::record::Record::from_json(&text).expect("a record");
    let loaded = patchwork::history::History::from_record(&record).expect("a game");
    sized(App::replay(loaded.history, loaded.fault, THEME))
}

/// Saved games for the menu's lists: long names, finished and not, a dozen of them.
fn saved_games() -> Vec<patchwork::tui::menu::SavedGame> {
    (0..12)
        .map(|i| {
            let names = [
                "Maximiliana-Alexandra".to_owned(),
                if i % 2 == 0 {
                    "Bartholomew-Fitzgerald".to_owned()
                } else {
                    "Bo".to_owned()
                },
            ];
            let finished = i % 3 != 0;
            let how = if finished {
                format!("{} to {}", 10 + i, -7 - i)
            } else {
                i18n::text("games-in-progress", None)
            };
            let variant = if i % 4 == 0 {
                patchwork::rules::Variant::Express
            } else {
                patchwork::rules::Variant::Classic
            };
            let (label, shorter) = patchwork::tui::menu::game_row(
                &format!("2026-11-{:02} 16:07", 10 + i),
                &names,
                variant,
                &how,
            );
            patchwork::tui::menu::SavedGame {
                path: format!("/saves/{i}.json").into(),
                label,
                shorter,
                finished,
                resume: i == 0,
                daily: None,
            }
        })
        .collect()
}

/// The statistics of a folder with every kind of opponent in both games, and an unreadable
/// file, in both forms.
fn stats_lines() -> patchwork::tui::menu::StatsLines {
    use patchwork::record::{GameResult, Header, PlayerInfo};
    use patchwork::rules::Variant;
    let ada = PlayerInfo::human("Ada");
    let mut headers = Vec::new();
    for variant in [Variant::Classic, Variant::Express] {
        let bots = [
            PlayerInfo::bot_at("Beginner", "greedy", "beginner"),
            PlayerInfo::bot_at("Casual", "greedy", "casual"),
            PlayerInfo::bot_at("Strong", "strong", "strong"),
            PlayerInfo::bot_at("Master", "strong", "master"),
            PlayerInfo::human("Bo"),
            PlayerInfo::bot("Zed", "minimax"),
        ];
        for (k, other) in bots.into_iter().enumerate() {
            for score in [-118_i64, 63, 7] {
                headers.push(Ok(Header {
                    variant,
                    players: [ada.clone(), other.clone()],
                    actions: 0,
                    created: None,
                    seed: None,
                    result: Some(GameResult {
                        scores: [score, 3 - 2 * k as i64],
                        winner: Player::One,
                    }),
                }));
            }
        }
        headers.push(Ok(Header {
            variant,
            players: [
                PlayerInfo::bot("Greedy", "greedy"),
                PlayerInfo::bot("Strong", "strong"),
            ],
            actions: 0,
            created: None,
            seed: None,
            result: None,
        }));
    }
    headers.push(Err(patchwork::stats::Unreadable {
        file: "broken.json".to_owned(),
        reason: "not a record".to_owned(),
    }));
    let stats = patchwork::stats::tally(headers);
    let dir = "/home/someone/.local/share/patchwork/games";
    patchwork::tui::menu::StatsLines {
        wide: patchwork::stats::lines(&stats, dir),
        narrow: patchwork::stats::narrow_lines(&stats, dir),
    }
}

fn menu() -> App {
    sized(App::menu(saved_games(), stats_lines(), SEED, THEME).expect("valid"))
}

/// The menu on the page of `row` (its label's message id) of the first page.
fn menu_page(id: &str) -> App {
    let mut app = menu();
    let label = i18n::text(id, None);
    for _ in 0..12 {
        if screen(&app, 80, 24).contains(&format!("▶ {label}")) {
            break;
        }
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    app
}

/// Every screen a person meets, by name.
fn screens() -> Vec<(&'static str, App)> {
    let lesson = {
        let mut app =
            sized(App::menu(Vec::new(), Vec::<String>::new(), SEED, THEME).expect("valid"));
        app.open_lessons();
        press(&mut app, KeyCode::Enter);
        app
    };
    vec![
        ("choosing", game()),
        ("placing", after(game(), &["1"])),
        ("advance question", after(game(), &["a"])),
        ("leather", {
            let mut app = game();
            while !matches!(app.context(), Context::Leather | Context::Over) {
                keys(&mut app, "ay");
            }
            app
        }),
        ("game over", advanced(500)),
        ("help", after(game(), &["?"])),
        ("patches", after(game(), &["P"])),
        ("replay", replay()),
        ("replay help", after(replay(), &["?"])),
        ("menu", menu()),
        ("new game", menu_page("menu-new-game")),
        ("load", menu_page("menu-load")),
        ("replay list", menu_page("menu-replay")),
        ("statistics", menu_page("menu-stats")),
        ("lessons", after(menu(), &["Down", "Enter"])),
        ("lesson card", lesson),
        ("menu help", after(menu(), &["?"])),
    ]
}

/// `?` and `q` are on the key bar of every screen at 80x24 in every language (typing a name,
/// where they are letters, and the yes-or-no questions aside).
#[test]
fn help_and_quit_are_on_every_key_bar() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for (name, app) in screens() {
                let text = screen(&app, 80, 24);
                if app.context() == Context::Advance {
                    continue;
                }
                let bar = text.lines().last().unwrap_or_default();
                assert!(
                    has_help_and_quit(bar),
                    "{lang}, {name} ({:?}): {bar:?}\n{text}",
                    app.context()
                );
            }
        });
    }
}

/// `?` opens a help for the screen it is pressed on, and Esc goes back to that screen (to the
/// lesson's card, when it was open).
#[test]
fn question_mark_opens_a_help_for_each_screen() {
    for (name, mut app) in screens() {
        if matches!(app.context(), Context::Help | Context::Advance) {
            continue;
        }
        let before = app.context();
        let card = app.overlay() == Some(Overlay::Card);
        keys(&mut app, "?");
        assert_eq!(app.context(), Context::Help, "{name}");
        let text = screen(&app, 80, 24);
        assert!(text.contains("Help"), "{name}:\n{text}");
        press(&mut app, KeyCode::Esc);
        let back = if before == Context::PatchTable {
            // From the patches' table, the help replaced it: Esc goes back to the game.
            Context::Choosing
        } else {
            before
        };
        assert_eq!(app.context(), back, "{name}");
        assert_eq!(app.overlay() == Some(Overlay::Card), card, "{name}");
    }
}

/// Esc on the menu's first page does not quit (the key bar does not offer it there); `q` does.
#[test]
fn esc_on_the_first_page_stays() {
    let mut app = menu();
    press(&mut app, KeyCode::Esc);
    assert!(!app.should_quit());
    let bar = screen(&app, 80, 24);
    let bar = bar.lines().last().unwrap_or_default();
    assert!(!bar.contains("Esc"), "{bar}");
    keys(&mut app, "q");
    assert!(app.should_quit());
}

/// The lines of a box scrolled from top to bottom with `PgDn`: every line inside its border, as
/// seen at `w` x `h`, with the rows that were the box's.
fn box_pages(app: &mut App, w: u16, h: u16) -> Vec<String> {
    app.update(patchwork::tui::Msg::Resize(w, h));
    let mut pages = Vec::new();
    for _ in 0..30 {
        let text = screen(app, w, h);
        if pages.last() == Some(&text) {
            break;
        }
        pages.push(text);
        press(app, KeyCode::PageDown);
    }
    pages
}

/// The rows of a double-bordered box in `text`: each row between `║` and `║`.
fn box_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter_map(|l| {
            let start = l.find('║')?;
            let end = l.rfind('║')?;
            (end > start).then(|| l[start + '║'.len_utf8()..end].to_owned())
        })
        .collect()
}

/// The help at 80x24, in play and in the replay, in every language: every line whole (no
/// ellipsis, a column of padding inside the border, descriptions wrapped under themselves),
/// a mark while there is more below, the key bar in sight, and a legend for the screen's signs.
#[test]
fn the_help_wraps_with_padding_and_says_there_is_more() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for (name, app) in [
                ("play", after(game(), &["?"])),
                ("replay", after(replay(), &["?"])),
                ("menu", after(menu(), &["?"])),
            ] {
                let mut app = app;
                let pages = box_pages(&mut app, 80, 24);
                assert!(
                    pages.len() > 1 || name == "menu",
                    "{lang} {name}: no scrolling"
                );
                let more = i18n::text("help-more-below", None);
                for (k, page) in pages.iter().enumerate() {
                    let bar = page.lines().last().unwrap_or_default();
                    assert!(has_help_and_quit(bar), "{lang} {name}: {bar:?}");
                    if k + 1 < pages.len() {
                        assert!(page.contains(&more), "{lang} {name}: no mark\n{page}");
                    }
                    for line in box_rows(page) {
                        assert!(!line.contains('…'), "{lang} {name}: {line:?}");
                        let chars: Vec<char> = line.chars().collect();
                        assert!(
                            chars.first() == Some(&' ') && chars.last() == Some(&' '),
                            "{lang} {name}: {line:?} touches the border\n{page}"
                        );
                    }
                }
                if name != "menu" {
                    let all = pages.join("\n");
                    for id in [
                        "help-legend-title",
                        "help-legend-end-sign",
                        "help-legend-card-sign",
                    ] {
                        let words = i18n::text(id, None);
                        assert!(all.contains(&words), "{lang} {name}: no {words:?}\n{all}");
                    }
                }
            }
        });
    }
}

/// At 80x24 in every language, placing a patch, the key bar keeps Enter (the key that sews)
/// whatever else gives way.
#[test]
fn placing_keeps_enter_on_the_key_bar() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let app = after(game(), &["1"]);
            assert_eq!(app.context(), Context::Placing);
            let text = screen(&app, 80, 24);
            let bar = text.lines().last().unwrap_or_default();
            assert!(bar.contains("Enter"), "{lang}: {bar:?}");
            assert!(has_help_and_quit(bar), "{lang}: {bar:?}");
        });
    }
}

/// The patches' table at 80x24: above the key bar, a header over every column, a mark while
/// there is more below (and above once scrolled), nothing cut.
#[test]
fn the_patches_table_stays_above_the_key_bar() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut app = after(game(), &["P"]);
            let pages = box_pages(&mut app, 80, 24);
            assert!(pages.len() > 1, "{lang}: the table does not scroll");
            let below = i18n::text("help-more-below", None);
            let above = i18n::text("help-more-above", None);
            for (k, page) in pages.iter().enumerate() {
                let lines: Vec<&str> = page.lines().collect();
                let bar = lines.last().copied().unwrap_or_default();
                assert!(has_help_and_quit(bar), "{lang}: {bar:?}\n{page}");
                assert!(
                    !bar.contains('═'),
                    "{lang}: the box is over the bar\n{page}"
                );
                assert_eq!(
                    page.contains(&below),
                    k + 1 < pages.len(),
                    "{lang}:\n{page}"
                );
                assert_eq!(page.contains(&above), k > 0, "{lang}:\n{page}");
                let rows = box_rows(page);
                let header = rows.first().expect("a header");
                let key = i18n::text("patches-key", None);
                assert!(header.trim_start().starts_with(&key), "{lang}: {header:?}");
                for line in rows {
                    assert!(!line.contains('…'), "{lang}: {line:?}");
                    assert!(
                        line.starts_with(' ') && line.ends_with(' '),
                        "{lang}: {line:?}"
                    );
                }
            }
        });
    }
}

/// The statistics at 80x24 in every language: every line whole inside the box (the narrow
/// table, the long lines wrapped), with a column of padding; at 120 columns, the usual table.
#[test]
fn the_statistics_fit_80_columns() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut app = menu_page("menu-stats");
            let mut seen = Vec::new();
            for _ in 0..40 {
                let text = screen(&app, 80, 24);
                for line in box_rows(&text) {
                    assert!(!line.contains('…'), "{lang}: {line:?}\n{text}");
                    assert!(line.ends_with(' '), "{lang}: {line:?} touches the border");
                    seen.push(line.trim().to_owned());
                }
                press(&mut app, KeyCode::Down);
            }
            let narrow = &stats_lines().narrow;
            for line in narrow {
                let line = line.trim();
                assert!(
                    line.is_empty()
                        || seen
                            .iter()
                            .any(|s| s == line || line.starts_with(s.as_str())),
                    "{lang}: {line:?} never shown"
                );
            }
            let wide = screen(&menu_page("menu-stats"), 120, 40);
            let heading = i18n::text("stats-finished", None);
            assert!(wide.contains(&heading), "{lang}:\n{wide}");
            // Nothing to choose there: the key bar says ↑ ↓ scroll, and no Enter.
            let bar = wide.lines().last().unwrap_or_default().to_owned();
            let scroll = i18n::text("bar-scroll", None);
            // Right to left the key stands to the right of its word.
            let hint = if lang.direction() == patchwork::i18n::bidi::Direction::Rtl {
                format!("{scroll} ↑ ↓")
            } else {
                format!("↑ ↓ {scroll}")
            };
            assert!(bar.contains(&hint), "{lang}: {bar}");
            assert!(!bar.contains("Enter"), "{lang}: {bar}");
        });
    }
}

/// The saved games' lists at 80x24: the names give way (shortened with an ellipsis), the date,
/// the game and the score or "in progress" stay whole, the rows in line past 9, a column of
/// padding inside the border.
#[test]
fn the_saved_games_lists_keep_status_and_score_whole() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for page in ["menu-load", "menu-replay"] {
                let mut app = menu_page(page);
                let games = saved_games();
                let listed: Vec<_> = if page == "menu-load" {
                    games.iter().filter(|g| !g.finished).collect()
                } else {
                    games.iter().collect()
                };
                let mut rows = Vec::new();
                for _ in 0..listed.len() {
                    let text = screen(&app, 80, 24);
                    let shown = box_rows(&text);
                    rows.extend(shown.into_iter().filter(|l| l.contains(". 2026-")));
                    press(&mut app, KeyCode::Down);
                }
                rows.sort();
                rows.dedup();
                assert!(rows.len() >= listed.len().min(10), "{lang}: {rows:#?}");
                for line in &rows {
                    assert!(line.ends_with(' '), "{lang}: {line:?}");
                    let game = line.trim_start_matches([' ', '▶']);
                    // Left to right the rows' numbers stand in a column; right to left (drawn
                    // here in logical order, each row at the right edge) their ends do.
                    if lang.direction() == patchwork::i18n::bidi::Direction::Ltr {
                        let dot = |l: &str| l.split(". 2026-").next().map(|s| s.chars().count());
                        assert_eq!(dot(line), dot(&rows[0]), "{lang}: {rows:#?}");
                    }
                    let found = listed.iter().find(|g| {
                        let label = g.label.replace(['\u{2068}', '\u{2069}'], "");
                        let end = label.rsplit("  ").next().unwrap_or_default();
                        game.contains(&label[..16]) && game.trim_end().ends_with(end)
                    });
                    assert!(found.is_some(), "{lang}: {line:?} lost its end");
                }
            }
        });
    }
}

/// Express at 80x24 says how the blue patches come in words, on the circle's border.
#[test]
fn the_blue_patches_are_said_in_words() {
    let options = Options {
        variant: patchwork::rules::Variant::Express,
        ..Options::default()
    };
    let app = sized(App::new(&options, SEED, THEME).expect("valid"));
    let text = screen(&app, 80, 24);
    assert!(text.contains("8 blue join when 5 remain"), "{text}");
}

/// The frame `app` draws on a `width` x `height` terminal, styles and all.
fn buffer(app: &App, width: u16, height: u16) -> ratatui::buffer::Buffer {
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).expect("backend");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draw");
    terminal.backend().buffer().clone()
}

/// On large quilts an empty cell is a dim dot in its middle, never a box of lines: nothing
/// inside the grid is drawn with box-drawing characters.
#[test]
fn empty_cells_are_quiet_on_large_quilts() {
    let app = mid_game();
    for (w, h) in [(120, 40), (200, 60)] {
        let s = layout::screen(Rect::new(0, 0, w, h), app.game().variant()).expect("fits");
        let frame = buffer(&app, w, h);
        for grid in s.grids {
            assert!(grid.scale > 1, "{w}x{h}");
            for cell in patchwork::rules::Quilt::full(grid.size).cells() {
                let r = grid.rect(cell);
                for y in r.top()..r.bottom() {
                    for x in r.left()..r.right() {
                        let symbol = frame[(x, y)].symbol();
                        assert!(
                            !"┌┐└┘─│".contains(symbol),
                            "{w}x{h}: {symbol:?} at {cell:?}"
                        );
                    }
                }
            }
        }
    }
}

/// In colour, the patch the last step sewed is lit up (its weave in its fabric's colour on
/// white, bold): every one of its cells, and no other cell of the quilt.
#[test]
fn the_patch_just_sewn_is_lit_up() {
    let mut app = game();
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    let step = app.history().last_step().expect("a step").clone();
    let sewn = step.actions.iter().find_map(|a| match a {
        patchwork::rules::Action::Patch { cells, .. } => Some(*cells),
        _ => None,
    });
    let sewn = sewn.expect("a patch sewn");
    for (w, h) in [(80, 24), (120, 40)] {
        let s = layout::screen(Rect::new(0, 0, w, h), app.game().variant()).expect("fits");
        let frame = buffer(&app, w, h);
        let grid = s.grids[step.player.index()];
        for cell in patchwork::rules::Quilt::full(grid.size).cells() {
            let r = grid.rect(cell);
            let style = frame[(r.x, r.y)].style();
            let lit = style.bg == Some(ratatui::style::Color::White)
                && style.add_modifier.contains(ratatui::style::Modifier::BOLD);
            assert_eq!(lit, sewn.contains(cell), "{w}x{h}: {cell:?} {style:?}");
        }
    }
}

/// The circle's small cards place every number one way: on the card's second row, after the
/// shape, never beside its first row or on the figures' row.
#[test]
fn every_card_has_its_number_on_its_second_row() {
    for app in [game(), mid_game(), advanced(20)] {
        for (w, h) in [(80, 24), (120, 40)] {
            let text = screen(&app, w, h);
            let lines: Vec<&str> = text.lines().collect();
            let s = layout::screen(Rect::new(0, 0, w, h), app.game().variant()).expect("fits");
            let c = s.circle;
            let inside = |y: usize| cut(&row(&text, y as u16), c.x + 1, c.right() - 1);
            let figures = |t: &str| {
                t.split_whitespace()
                    .filter(|w| w.contains('$') && w.contains('t'))
                    .count()
            };
            let mut cards = 0;
            for y in usize::from(c.y) + 3..usize::from(c.bottom()) - 1 {
                let on_row = figures(&inside(y));
                if on_row == 0 {
                    continue;
                }
                cards += on_row;
                let tags = inside(y - 1).matches('#').count();
                assert_eq!(tags, on_row, "{w}x{h}: row {y}\n{}", lines.join("\n"));
                assert!(
                    !inside(y - 2).contains('#'),
                    "{w}x{h}: row {}\n{text}",
                    y - 2
                );
                assert!(!inside(y).contains('#'), "{w}x{h}: row {y}\n{text}");
            }
            assert!(cards >= 4, "{w}x{h}: no cards\n{text}");
        }
    }
}

/// From 120x40 up the time board is a track, its tokens standing on the strip of spaces
/// (drawn in the track's colours) with the marks; the move history keeps a title and five
/// lines (its sixth went to the banner's third row).
#[test]
fn the_time_board_is_a_track_from_120x40() {
    use patchwork::tui::layout::{BoardForm, MOVES_WANTED};
    let app = mid_game();
    for (w, h) in [(120, 40), (200, 60)] {
        let s = layout::screen(Rect::new(0, 0, w, h), app.game().variant()).expect("fits");
        assert_eq!(s.board_form, BoardForm::Track, "{w}x{h}");
        assert!(s.moves.height >= MOVES_WANTED, "{w}x{h}");
        let frame = buffer(&app, w, h);
        let strip = (s.board.top()..s.board.bottom())
            .find(|&y| {
                (s.board.left()..s.board.right())
                    .any(|x| frame[(x, y)].style().bg == THEME.track.bg && THEME.track.bg.is_some())
            })
            .expect("a strip");
        let text: String = (s.board.left()..s.board.right())
            .map(|x| frame[(x, strip)].symbol().to_owned())
            .collect();
        assert!(
            text.contains('A') && text.contains('B') && text.contains('$'),
            "{text}"
        );
    }
}
