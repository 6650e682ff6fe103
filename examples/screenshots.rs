//! The README's pictures, made from the app's own frames: each screen is drawn into ratatui's
//! test backend and its buffer written as an SVG (one monospace cell a character, the colours
//! of the theme), into `assets/`.
//!
//! ```sh
//! cargo run --example screenshots                 # rewrites assets/*.svg (English)
//! cargo run --example screenshots -- fr /tmp/fr   # French, into another folder
//! cargo run --example screenshots -- fa /tmp/fa   # Persian, as the game draws it for a
//!                                                 # terminal that draws cells as they come
//! ```
//!
//! The screens: a game in play (a patch being placed) and its help, the menu, the replay viewer
//! with a review, a lesson's card and a puzzle's answer, the online menu and a table, at 80x24
//! and 120x40; and play at 200x60.

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;

use patchwork::bot::{Budget, Stop};
use patchwork::history::History;
use patchwork::review::{Analyzer, Settings};
use patchwork::tui::{App, Msg, Options, THEME};
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::style::{Color, Modifier};

/// Width and height of one cell, in SVG units.
const CELL: (usize, usize) = (9, 18);
/// The background and the default foreground.
const BACKGROUND: &str = "#1e1e1e";
const FOREGROUND: &str = "#d4d4d4";

/// An RGB colour for a terminal colour (the common dark palette).
fn rgb(color: Color, default: &str) -> String {
    let named = |s: &str| s.to_owned();
    match color {
        Color::Reset => default.to_owned(),
        Color::Black => named("#000000"),
        Color::Red => named("#cd3131"),
        Color::Green => named("#0dbc79"),
        Color::Yellow => named("#e5e510"),
        Color::Blue => named("#2472c8"),
        Color::Magenta => named("#bc3fbc"),
        Color::Cyan => named("#11a8cd"),
        Color::Gray => named("#b0b0b0"),
        Color::DarkGray => named("#666666"),
        Color::LightRed => named("#f14c4c"),
        Color::LightGreen => named("#23d18b"),
        Color::LightYellow => named("#f5f543"),
        Color::LightBlue => named("#3b8eea"),
        Color::LightMagenta => named("#d670d6"),
        Color::LightCyan => named("#29b8db"),
        Color::White => named("#e5e5e5"),
        Color::Rgb(r, g, b) => format!("#{r:02x}{g:02x}{b:02x}"),
        Color::Indexed(i) => {
            let v = i.saturating_mul(10);
            format!("#{v:02x}{v:02x}{v:02x}")
        }
    }
}

/// `fg` over `bg` at `shade` (1: all `fg`), both `#rrggbb`.
fn mix(fg: &str, bg: &str, shade: f32) -> String {
    let channel = |c: &str, i: usize| {
        f32::from(u8::from_str_radix(c.get(1 + 2 * i..3 + 2 * i).unwrap_or("00"), 16).unwrap_or(0))
    };
    let mut out = String::from("#");
    for i in 0..3 {
        let v = channel(fg, i) * shade + channel(bg, i) * (1.0 - shade);
        let _ = write!(out, "{:02x}", v.round().clamp(0.0, 255.0) as u8);
    }
    out
}

/// Escapes a cell's text for XML.
fn xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A block element's part of its cell, in half cells from the top (`top`, `height`), and its
/// shade.
fn block(symbol: &str) -> Option<(usize, usize, f32)> {
    match symbol {
        "█" => Some((0, 2, 1.0)),
        "▀" => Some((0, 1, 1.0)),
        "▄" => Some((1, 1, 1.0)),
        "▓" => Some((0, 2, 0.75)),
        "▒" => Some((0, 2, 0.5)),
        "░" => Some((0, 2, 0.25)),
        _ => None,
    }
}

/// The buffer as an SVG picture.
fn svg(buffer: &Buffer) -> String {
    let area = buffer.area;
    let (w, h) = (usize::from(area.width), usize::from(area.height));
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" font-family="DejaVu Sans Mono, monospace" font-size="15" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="{BACKGROUND}"/>"#,
        w * CELL.0,
        h * CELL.1
    );
    for y in 0..area.height {
        for x in 0..area.width {
            let cell = &buffer[(x, y)];
            let reversed = cell.modifier.contains(Modifier::REVERSED);
            let (mut fg, mut bg) = (rgb(cell.fg, FOREGROUND), rgb(cell.bg, BACKGROUND));
            if reversed {
                std::mem::swap(&mut fg, &mut bg);
            }
            let (px, py) = (usize::from(x) * CELL.0, usize::from(y) * CELL.1);
            if bg != BACKGROUND {
                let _ = write!(
                    out,
                    r#"<rect x="{px}" y="{py}" width="{}" height="{}" fill="{bg}"/>"#,
                    CELL.0, CELL.1
                );
            }
            let symbol = cell.symbol();
            if symbol.trim().is_empty() {
                continue;
            }
            // Block elements as a terminal draws them: filling their part of the cell.
            if let Some((top, height, shade)) = block(symbol) {
                let fill = mix(&fg, &bg, shade);
                let _ = write!(
                    out,
                    r#"<rect x="{px}" y="{}" width="{}" height="{}" fill="{fill}"/>"#,
                    py + top * CELL.1 / 2,
                    CELL.0,
                    height * CELL.1 / 2
                );
                continue;
            }
            let weight = if cell.modifier.contains(Modifier::BOLD) {
                r#" font-weight="bold""#
            } else {
                ""
            };
            let opacity = if cell.modifier.contains(Modifier::DIM) {
                r#" opacity="0.6""#
            } else {
                ""
            };
            let _ = write!(
                out,
                r#"<text x="{px}" y="{}" fill="{fg}"{weight}{opacity}>{}</text>"#,
                py + CELL.1 - 5,
                xml(symbol)
            );
        }
    }
    out.push_str("</svg>\n");
    out
}

fn press(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn keys(app: &mut App, chars: &str) {
    for c in chars.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Draws `app` at `width` x `height` and writes it as `DIR/NAME-WxH.svg`.
fn shoot(app: &mut App, dir: &Path, name: &str, width: u16, height: u16) -> Result<(), String> {
    app.update(Msg::Resize(width, height));
    let mut terminal =
        ratatui::Terminal::new(TestBackend::new(width, height)).map_err(|e| e.to_string())?;
    terminal
        .draw(|frame| frame.render_widget(&*app, frame.area()))
        .map_err(|e| e.to_string())?;
    let path = dir.join(format!("{name}-{width}x{height}.svg"));
    std::fs::write(&path, svg(terminal.backend().buffer())).map_err(|e| e.to_string())?;
    println!("{}", path.display());
    Ok(())
}

/// Online: the menu a guest of `patchwork serve` opens with, and a table whose other player
/// lost the connection.
fn online(dir: &Path, width: u16, height: u16) -> Result<(), String> {
    let mine = vec![patchwork::tui::menu::TableRow {
        code: "QWPT".to_owned(),
        label: patchwork::tui::strings::seated_table(
            "QWPT",
            &["Ada".to_owned(), "Gus".to_owned()],
            true,
        ),
    }];
    let menu = patchwork::tui::menu::Menu::online(mine);
    let mut online = App::online_menu(menu, 7, THEME, None).map_err(|e| e.to_string())?;
    shoot(&mut online, dir, "online-menu", width, height)?;
    let mut setup = patchwork::rules::Setup::random(
        patchwork::rules::Variant::Classic,
        patchwork::rules::LeatherLayout::Revised,
        7,
    );
    setup.first_player = patchwork::rules::Player::One;
    let players = [
        patchwork::record::PlayerInfo::remote("Ada", "SHA256:ada"),
        patchwork::record::PlayerInfo::remote("Ben", "SHA256:ben"),
    ];
    let mut history = History::new(setup, players).map_err(|e| e.to_string())?;
    history
        .play_step(&[patchwork::rules::Action::Advance])
        .map_err(|e| e.to_string())?;
    let view = patchwork::table::TableView {
        history,
        info: patchwork::table::TableInfo {
            code: "KXRM".to_owned(),
            you: Some(patchwork::rules::Player::One),
            seats: [
                patchwork::table::SeatView::Here,
                patchwork::table::SeatView::Away(std::time::Duration::from_secs(83)),
            ],
            watchers: 1,
            undo_asked_by: None,
            undo_answer: None,
            answers: 0,
            said: None,
            phrases: 0,
            resigned: None,
            claimed: false,
            claimable: false,
        },
    };
    let mut table = App::at_table(view, THEME);
    shoot(&mut table, dir, "online-table", width, height)?;
    Ok(())
}

/// A game in play: a few steps, then a patch being placed.
fn play(dir: &Path, width: u16, height: u16) -> Result<(), String> {
    let mut game = App::new(&Options::default(), 7, THEME).map_err(|e| e.to_string())?;
    game.update(Msg::Resize(width, height));
    let _ = game.start();
    keys(&mut game, "1");
    press(&mut game, KeyCode::Enter);
    keys(&mut game, "2");
    press(&mut game, KeyCode::Enter);
    keys(&mut game, "1");
    shoot(&mut game, dir, "play", width, height)?;
    keys(&mut game, "?");
    shoot(&mut game, dir, "help", width, height)
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let lang = args.next().unwrap_or_else(|| "en".to_owned());
    let (lang, _) = patchwork::i18n::Lang::choose_from(Some(&lang));
    patchwork::i18n::set(lang);
    if lang.direction() == patchwork::i18n::bidi::Direction::Rtl {
        patchwork::i18n::bidi::set_rendering(patchwork::i18n::bidi::Rendering::Visual);
    }
    let dir = args.next().map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("assets"),
        std::path::PathBuf::from,
    );
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let dir = dir.as_path();
    // A game in play on a large terminal: larger cards and the time board as a track.
    play(dir, 200, 60)?;
    for (width, height) in [(80, 24), (120, 40)] {
        play(dir, width, height)?;
        // The menu.
        let mut menu = App::menu(Vec::new(), Vec::new(), 7, THEME).map_err(|e| e.to_string())?;
        shoot(&mut menu, dir, "menu", width, height)?;
        // The replay viewer with the review of the Express fixture, at a mistake.
        let text = include_str!("../tests/fixtures/review/express.json");
        let record = patchwork::record::Record::from_json(text).map_err(|e| e.to_string())?;
        let history = History::from_record(&record)
            .map_err(|e| e.to_string())?
            .history;
        let settings = Settings {
            budget: Budget::iterations(2000),
            seed: 0,
        };
        let review = Analyzer::new(&history, settings)
            .run(2, &Stop::new(), |_| {})
            .map_err(|e| e.to_string())?;
        let mut viewer = App::replay(history, None, THEME);
        viewer.update(Msg::Resize(width, height));
        let effects = viewer.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('r'),
            KeyModifiers::NONE,
        )));
        let ticket = effects
            .iter()
            .find_map(|e| match e {
                patchwork::tui::Effect::Review { ticket, .. } => Some(*ticket),
                _ => None,
            })
            .ok_or("the viewer asks for a review")?;
        viewer.update(Msg::Reviewed {
            ticket,
            review: Box::new(review),
        });
        keys(&mut viewer, "n");
        shoot(&mut viewer, dir, "review", width, height)?;
        // The third lesson's card, then the first puzzle answered with its best choice.
        let learning = patchwork::tui::learn::Learning {
            set: patchwork::learn::puzzles::shipped(),
            ..Default::default()
        };
        let mut lesson = App::menu(Vec::new(), Vec::new(), 7, THEME).map_err(|e| e.to_string())?;
        lesson.update(Msg::Resize(width, height));
        lesson.set_learning(learning);
        lesson.open_lessons();
        press(&mut lesson, KeyCode::Enter);
        keys(&mut lesson, "ay");
        shoot(&mut lesson, dir, "lesson", width, height)?;
        press(&mut lesson, KeyCode::Esc);
        lesson.open_puzzles();
        keys(&mut lesson, "ay");
        shoot(&mut lesson, dir, "puzzle", width, height)?;
        online(dir, width, height)?;
    }
    Ok(())
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("screenshots: {e}");
            ExitCode::FAILURE
        }
    }
}
