//! The terminal game driven by key events, without a terminal: behaviour checks and insta
//! snapshots of the key screens.

use insta::assert_snapshot;
use patchwork::rules::{Phase, Variant};
use patchwork::tui::{App, MONO, Mode, Msg, Options, Overlay, THEME};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

const SEED: u64 = 7;

fn app_with(options: &Options) -> App {
    App::new(options, SEED, THEME).expect("a shuffled set-up is valid")
}

fn app() -> App {
    app_with(&Options::default())
}

fn press(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

fn keys(app: &mut App, chars: &str) {
    for c in chars.chars() {
        press(app, KeyCode::Char(c));
    }
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("test backend");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("draw");
    let buffer = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        let mut line = String::new();
        for x in 0..width {
            line.push_str(buffer[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// Seed 7: Ada buys patch 12 (rotated and flipped), Ben buys patch 13, and Ada's ghost of patch
/// 4 is moved onto her patch 12.
fn illegal_ghost() -> App {
    let mut app = app();
    keys(&mut app, "1rf");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    for code in [KeyCode::Up, KeyCode::Left, KeyCode::Left, KeyCode::Left] {
        press(&mut app, code);
    }
    app
}

/// Advance until a leather patch is won.
fn leather() -> App {
    let mut app = app();
    while !matches!(app.mode(), Mode::Leather { .. }) {
        keys(&mut app, "ay");
    }
    app
}

/// Advance (and sew leather on the first empty cell) to the end.
fn finished(options: &Options) -> App {
    let mut app = app_with(options);
    for _ in 0..500 {
        match app.mode() {
            Mode::Over => break,
            Mode::Leather { .. } => press(&mut app, KeyCode::Enter),
            _ => keys(&mut app, "ay"),
        }
    }
    assert_eq!(app.mode(), Mode::Over);
    app
}

#[test]
fn start_screen() {
    assert_snapshot!("start", screen(&app(), 120, 40));
}

#[test]
fn choosing_moves_the_highlight() {
    let mut app = app();
    press(&mut app, KeyCode::Right);
    assert_eq!(app.mode(), Mode::Choosing);
    assert_snapshot!("choosing", screen(&app, 120, 40));
}

#[test]
fn legal_ghost_after_rotate_and_flip() {
    let mut app = app();
    keys(&mut app, "1rf");
    press(&mut app, KeyCode::Right);
    assert!(matches!(app.mode(), Mode::Placing(_)));
    assert!(matches!(app.verdict(), Some(Ok(_))));
    assert_snapshot!("ghost_legal", screen(&app, 120, 40));
}

#[test]
fn illegal_ghost_shows_the_reason_and_enter_changes_nothing() {
    let mut app = illegal_ghost();
    assert!(matches!(app.verdict(), Some(Err(_))));
    let before = app.game().clone();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game(), &before);
    let status = app.status().expect("a refusal is shown");
    assert!(status.error);
    assert!(status.text.contains("already covered"), "{}", status.text);
    assert_snapshot!("ghost_illegal", screen(&app, 120, 40));
}

#[test]
fn esc_goes_back_to_choosing() {
    let mut app = app();
    keys(&mut app, "2");
    assert!(matches!(app.mode(), Mode::Placing(_)));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Choosing);
}

#[test]
fn buying_narrates_and_marks_the_quilt() {
    let mut app = app();
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    let log = app.log();
    let last = log.last().expect("a log line");
    assert!(
        last.starts_with("1. Ada bought the 5-cell P (patch 12) for 2 buttons"),
        "{last}"
    );
    assert_eq!(app.game().player(patchwork::rules::Player::One).buttons, 3);
}

#[test]
fn advance_asks_first_and_says_how_many_buttons() {
    let mut app = app();
    keys(&mut app, "a");
    assert_eq!(app.mode(), Mode::ConfirmAdvance { to: 1, buttons: 1 });
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.mode(), Mode::Choosing);
    keys(&mut app, "ay");
    assert_eq!(app.game().player(patchwork::rules::Player::One).buttons, 6);
}

#[test]
fn leather_placement() {
    let mut app = leather();
    assert!(matches!(app.game().phase(), Phase::PlaceLeather(_)));
    assert_snapshot!("leather", screen(&app, 120, 40));
    // Classic: setting aside is refused while the quilt has room.
    keys(&mut app, "s");
    assert!(app.status().is_some_and(|s| s.error));
    press(&mut app, KeyCode::Enter);
    assert!(!matches!(app.game().phase(), Phase::PlaceLeather(_)));
}

#[test]
fn game_over_screen() {
    let mut app = finished(&Options::default());
    assert_snapshot!("game_over", screen(&app, 120, 40));
    let finished = app.game().clone();
    // Esc hides the box to look at the quilts, and shows it again.
    press(&mut app, KeyCode::Esc);
    assert!(app.over_hidden());
    press(&mut app, KeyCode::Esc);
    assert!(!app.over_hidden());
    // A new game is asked for first; the finished one stays until then.
    keys(&mut app, "n");
    assert_eq!(app.overlay(), Overlay::ConfirmNewGame);
    keys(&mut app, "n");
    assert_eq!(app.game(), &finished);
    keys(&mut app, "ny");
    assert_eq!(app.mode(), Mode::Choosing);
    assert_eq!(
        app.game()
            .player(patchwork::rules::Player::One)
            .position
            .get(),
        0
    );
}

#[test]
fn help_overlay() {
    let mut app = app();
    keys(&mut app, "?");
    assert_eq!(app.overlay(), Overlay::Help);
    assert_snapshot!("help", screen(&app, 120, 40));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay(), Overlay::None);
}

#[test]
fn narrow_tall_terminals_stack_the_quilts() {
    let mut app = app();
    keys(&mut app, "1rf");
    let text = screen(&app, 44, 60);
    assert!(
        !text.contains("terminal too small"),
        "44x60 fits the stacked layout"
    );
    assert_snapshot!("stacked_ghost", text);
    // One row less does not fit, and the screen says what is needed.
    assert!(screen(&app, 44, 58).contains("terminal too small"));
}

#[test]
fn too_small() {
    assert_snapshot!("too_small", screen(&app(), 50, 12));
}

#[test]
fn express_start_and_narrow_layout() {
    let options = Options {
        variant: Variant::Express,
        ..Options::default()
    };
    let mut app = app_with(&options);
    assert_snapshot!("express", screen(&app, 120, 40));
    keys(&mut app, "1");
    assert_snapshot!("express_narrow_ghost", screen(&app, 80, 42));
    let over = finished(&options);
    assert!(over.game().winner().is_some());
}

#[test]
fn express_leather_may_be_set_aside() {
    let options = Options {
        variant: Variant::Express,
        ..Options::default()
    };
    let mut app = app_with(&options);
    while !matches!(app.mode(), Mode::Leather { .. }) {
        keys(&mut app, "ay");
    }
    keys(&mut app, "s");
    assert!(app.status().is_none());
    assert!(
        app.log()
            .last()
            .is_some_and(|l| l.contains("set the leather patch aside"))
    );
}

#[test]
fn quit_asks_only_when_something_would_be_lost() {
    // Every complete step is saved, so q quits at once.
    let mut app = app();
    keys(&mut app, "q");
    assert!(app.should_quit());

    // A leather patch won and not placed is not in the save yet: q asks.
    let mut app = leather();
    keys(&mut app, "q");
    assert_eq!(app.overlay(), Overlay::ConfirmQuit);
    keys(&mut app, "n");
    assert!(!app.should_quit());
    assert_eq!(app.overlay(), Overlay::None);
    keys(&mut app, "qy");
    assert!(app.should_quit());

    // So does a save that failed.
    let mut app = self::app();
    app.update(Msg::Saved(Err("disk full".to_owned())));
    assert!(
        app.status()
            .is_some_and(|s| s.error && s.text.contains("disk full"))
    );
    keys(&mut app, "q");
    assert_eq!(app.overlay(), Overlay::ConfirmQuit);

    let mut app = self::app();
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('c'),
        KeyModifiers::CONTROL,
    )));
    assert!(app.should_quit());
}

#[test]
fn only_key_presses_count() {
    let mut app = app();
    let mut release = KeyEvent::new(KeyCode::Char('1'), KeyModifiers::NONE);
    release.kind = KeyEventKind::Release;
    app.update(Msg::Key(release));
    assert_eq!(app.mode(), Mode::Choosing);
}

#[test]
fn no_panic_at_any_size() {
    let mut over = finished(&Options::default());
    over.update(Msg::Resize(1, 1));
    let mut help = app();
    keys(&mut help, "?");
    let states = [
        app(),
        illegal_ghost(),
        leather(),
        over,
        help,
        App::new(&Options::default(), SEED, MONO).expect("valid"),
    ];
    let widths = [1, 2, 3, 7, 20, 40, 57, 58, 59, 79, 80, 95, 96, 97, 140, 400];
    let heights = [1, 2, 3, 5, 12, 25, 26, 27, 40, 41, 42, 60, 150];
    for app in &states {
        for &w in &widths {
            for &h in &heights {
                let _ = screen(app, w, h);
            }
        }
    }
}
