//! The terminal game driven by key events, without a terminal: behaviour checks and insta
//! snapshots of the key screens.

use insta::assert_snapshot;
use patchwork::history::History;
use patchwork::record::Record;
use patchwork::rules::{Phase, Player, Variant};
use patchwork::tui::placement::Placement;
use patchwork::tui::{App, Context, MONO, Mode, Msg, Options, Overlay, THEME, TurnStep, min_size};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

use crate::common::{keys, press, screen, sized};

const SEED: u64 = 7;

fn app_with(options: &Options) -> App {
    sized(App::new(options, SEED, THEME).expect("a shuffled set-up is valid"))
}

fn app() -> App {
    app_with(&Options::default())
}

/// Seed 7: Ada buys patch 12 (rotated and flipped), Ben buys patch 13, and Ada's ghost of patch
/// 4 is jumped to the top-left corner, onto her patch 12.
fn illegal_ghost() -> App {
    let mut app = app();
    keys(&mut app, "1rf");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::PageUp);
    app
}

/// Advance until a leather patch is won.
fn leather() -> App {
    let mut app = app();
    while !matches!(app.context(), Context::Leather | Context::Discard) {
        keys(&mut app, "ay");
    }
    app
}

/// Advance (and sew leather on the first empty cell) to the end.
fn finished(options: &Options) -> App {
    let mut app = app_with(options);
    for _ in 0..500 {
        match app.context() {
            Context::Over => break,
            Context::Leather | Context::Discard => press(&mut app, KeyCode::Enter),
            _ => keys(&mut app, "ay"),
        };
    }
    assert_eq!(app.context(), Context::Over);
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
    assert_eq!(app.context(), Context::Choosing);
    assert_snapshot!("choosing", screen(&app, 120, 40));
}

#[test]
fn legal_ghost_after_rotate_and_flip() {
    let mut app = app();
    keys(&mut app, "1rf");
    press(&mut app, KeyCode::Right);
    assert!(app.context() == Context::Placing);
    assert!(verdict(&app) == Some(true));
    assert_snapshot!("ghost_legal", screen(&app, 120, 40));
}

#[test]
fn illegal_ghost_shows_the_reason_and_enter_changes_nothing() {
    let mut app = illegal_ghost();
    assert!(verdict(&app) == Some(false));
    let before = app.game().clone();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game(), &before);
    let status = status(&app).expect("a refusal is shown");
    assert!(status.error);
    assert!(status.text.contains("already covered"), "{}", status.text);
    assert_snapshot!("ghost_illegal", screen(&app, 120, 40));
}

#[test]
fn esc_goes_back_to_choosing() {
    let mut app = app();
    keys(&mut app, "2");
    assert!(app.context() == Context::Placing);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Choosing);
}

#[test]
fn buying_narrates_and_marks_the_quilt() {
    let mut app = app();
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    let log = log(&app);
    let last = log.last().expect("a log line");
    assert!(
        last.starts_with("1. Ada bought the 5-cell P (patch 12) for 2 buttons"),
        "{last}"
    );
    assert_eq!(app.game().player(patchwork::rules::Player::One).buttons, 3);
}

/// A banner row's words (0: the turn line, 1: the row under it), in its usual form.
fn banner_row(app: &App, row: usize) -> String {
    super::common::game_scene(app).banner[row]
        .iter()
        .map(|(text, _)| text.replace('\u{a0}', " "))
        .collect()
}

/// The advance question is asked once, on the banner where the prompts are (no box over the
/// board), and `a` pressed again answers it as `y` does.
#[test]
fn advance_asks_first_and_says_how_many_buttons() {
    let mut app = app();
    keys(&mut app, "a");
    assert_eq!(app.context(), Context::Advance);
    assert!(
        banner_row(&app, 1).starts_with(" Advance to space 1 and take 1 button? (y / n)"),
        "{}",
        banner_row(&app, 1)
    );
    assert_eq!(super::common::game_scene(&app).boxes.dialog, None);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.context(), Context::Choosing);
    keys(&mut app, "ay");
    assert_eq!(app.game().player(patchwork::rules::Player::One).buttons, 6);
    keys(&mut app, "aa");
    assert_eq!(app.game().player(patchwork::rules::Player::Two).buttons, 7);
}

#[test]
fn leather_placement() {
    let mut app = leather();
    assert!(matches!(app.game().phase(), Phase::PlaceLeather(_)));
    assert_snapshot!("leather", screen(&app, 120, 40));
    // Classic: setting aside is refused while the quilt has room.
    keys(&mut app, "s");
    assert!(status(&app).is_some_and(|s| s.error));
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
    assert!(super::common::game_scene(&app).boxes.game_over.is_none());
    press(&mut app, KeyCode::Esc);
    assert!(super::common::game_scene(&app).boxes.game_over.is_some());
    // A new game is asked for first; the finished one stays until then.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::ConfirmNewGame);
    keys(&mut app, "n");
    assert_eq!(app.game(), &finished);
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "y");
    assert_eq!(app.context(), Context::Choosing);
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
    assert_eq!(
        app.overlay(),
        Some(Overlay::Help {
            scroll: 0,
            card: false
        })
    );
    assert_snapshot!("help", screen(&app, 120, 40));
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay(), None);
}

#[test]
fn narrow_tall_terminals_put_the_circle_under_the_quilts() {
    let mut app = app();
    keys(&mut app, "1rf");
    let text = screen(&app, 44, 40);
    assert!(
        !text.contains("terminal too small"),
        "44x40 fits the narrow layout"
    );
    assert_snapshot!("narrow_ghost", text);
    // One row or column less does not fit, and the screen says what is needed.
    assert!(screen(&app, 44, 39).contains("terminal too small"));
    assert!(screen(&app, 43, 40).contains("terminal too small"));
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
    assert_snapshot!("express_narrow_ghost", screen(&app, 40, 40));
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
    while !matches!(app.context(), Context::Leather | Context::Discard) {
        keys(&mut app, "ay");
    }
    keys(&mut app, "s");
    assert!(
        status(&app).is_none_or(|s| !s.error),
        "set aside without a refusal"
    );
    assert!(
        log(&app)
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
    assert_eq!(app.context(), Context::ConfirmQuit);
    keys(&mut app, "n");
    assert!(!app.should_quit());
    assert_eq!(app.overlay(), None);
    keys(&mut app, "qy");
    assert!(app.should_quit());

    // So does a save that failed.
    let mut app = self::app();
    app.update(Msg::Saved {
        slot: 0,
        file: "game.json".into(),
        result: Err(patchwork::saves::SaveError::Write {
            kind: std::io::ErrorKind::StorageFull,
            message: "disk full".to_owned(),
        }),
    });
    assert!(status(&app).is_some_and(|s| s.error && s.text.contains("disk full")));
    // A progress file that fails to be written after it does not hide that the game was not
    // saved.
    app.update(Msg::Kept {
        name: "tips.json",
        result: Err("disk full too".to_owned()),
    });
    assert!(status(&app).is_some_and(|s| s.error && s.text.contains("game.json")));
    keys(&mut app, "q");
    assert_eq!(app.context(), Context::ConfirmQuit);

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
    assert_eq!(app.context(), Context::Choosing);
}

#[test]
fn no_panic_at_any_size() {
    let mut over = finished(&Options::default());
    over.update(Msg::Resize(1, 1));
    let mut help = app();
    keys(&mut help, "?");
    let states = vec![
        app(),
        illegal_ghost(),
        leather(),
        over,
        help,
        sized(App::new(&Options::default(), SEED, MONO).expect("valid")),
    ];
    let widths = [
        1, 2, 3, 7, 20, 36, 40, 43, 44, 45, 72, 79, 80, 81, 95, 116, 140, 400,
    ];
    let heights = [1, 2, 3, 5, 12, 22, 23, 24, 25, 36, 39, 40, 41, 60, 150];
    for app in &states {
        for &w in &widths {
            for &h in &heights {
                let _ = screen(app, w, h);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Every size

/// A few turns into a game, with a ghost on the mover's quilt.
fn mid_game(options: &Options) -> App {
    let mut app = app_with(options);
    for _ in 0..6 {
        if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
        } else {
            keys(&mut app, "1");
            if app.context() == Context::Placing {
                press(&mut app, KeyCode::Enter);
            } else {
                keys(&mut app, "ay");
            }
        }
    }
    while matches!(app.context(), Context::Leather | Context::Discard) {
        press(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "2");
    app
}

fn express() -> Options {
    Options {
        variant: Variant::Express,
        ..Options::default()
    }
}

const SIZES: [(u16, u16); 4] = [(80, 24), (100, 30), (120, 40), (200, 60)];

#[test]
fn every_size_classic() {
    let app = mid_game(&Options::default());
    for (w, h) in SIZES {
        let text = screen(&app, w, h);
        assert!(!text.contains("terminal too small"), "{w}x{h}");
        assert_snapshot!(format!("classic_{w}x{h}"), text);
    }
}

#[test]
fn every_size_express() {
    let app = mid_game(&express());
    for (w, h) in SIZES {
        let text = screen(&app, w, h);
        assert!(!text.contains("terminal too small"), "{w}x{h}");
        assert_snapshot!(format!("express_{w}x{h}"), text);
    }
}

#[test]
fn no_color_stays_playable_at_80x24() {
    let mut app = sized(App::new(&Options::default(), SEED, MONO).expect("valid"));
    for _ in 0..3 {
        keys(&mut app, "1");
        press(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "1");
    assert_snapshot!("no_color_80x24", screen(&app, 80, 24));
}

/// The texts every panel must show whole at a size where the screen fits.
fn assert_nothing_clipped(app: &App, w: u16, h: u16) {
    let text = screen(app, w, h);
    assert!(!text.contains("terminal too small"), "{w}x{h}:\n{text}");
    let letters: &[&str] = if app.game().variant() == Variant::Classic {
        &["A", "B", "C", "D", "E", "F", "G", "H", "I"]
    } else {
        &["A", "B", "C", "D", "E", "F", "G"]
    };
    let found = (1..=4)
        .map(|scale| letters.join(&" ".repeat(2 * scale - 1)))
        .map(|labels| text.matches(&labels).count())
        .max();
    assert_eq!(found, Some(2), "both quilts' labels at {w}x{h}:\n{text}");
    assert!(
        text.matches("at the end ").count() + text.matches(" → ").count() >= 2,
        "both projected scores at {w}x{h}"
    );
    let v = app.game().variant();
    for &patch in app.game().choosable() {
        let p = v.patch(patch).expect("a patch");
        let name = format!("patch {} · {} cells", v.patch_name(patch), p.cells);
        // The three entries share a wording: with dots, or with commas where it is tight.
        let figures = format!("cost {} · time {}", p.cost, p.time);
        let tight = format!("cost {}, time {},", p.cost, p.time);
        assert!(text.contains(&name), "{name} at {w}x{h}:\n{text}");
        assert!(
            text.contains(&figures) || text.contains(&tight),
            "{figures} at {w}x{h}:\n{text}"
        );
    }
    // The time board and the move history are titled, unless the board is on one line (then
    // what lies ahead is beside it, and the history follows untitled).
    let one_line = !text.contains("Time board");
    if one_line {
        assert!(
            text.contains(" $ in "),
            "what lies ahead at {w}x{h}:\n{text}"
        );
        assert!(!text.contains("Moves"), "{w}x{h}");
    } else {
        assert!(text.contains("Moves"), "{w}x{h}");
    }
    assert!(text.contains("Patch circle"), "{w}x{h}");
    let bar = text.lines().last().unwrap_or_default();
    assert!(bar.trim().len() > 8, "the key bar at {w}x{h}");
}

#[test]
fn every_stated_minimum_is_the_real_one() {
    for options in [Options::default(), express()] {
        let app = app_with(&options);
        let [wide, narrow] = min_size(options.variant);
        for (w, h) in [wide, narrow] {
            assert_nothing_clipped(&app, w, h);
        }
        // Smaller than the wide minimum and narrower than it too: nothing fits.
        assert!(screen(&app, wide.0, wide.1 - 1).contains("terminal too small"));
        assert!(screen(&app, narrow.0 - 1, narrow.1 + 20).contains("terminal too small"));
        assert!(screen(&app, narrow.0, narrow.1 - 1).contains("terminal too small"));
        let small = screen(&app, narrow.0 - 1, 12);
        let need = format!("need {}x{} (or {}x{}", wide.0, wide.1, narrow.0, narrow.1);
        let words = small.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(words.contains(&need), "{small}");
    }
    assert_eq!(min_size(Variant::Classic)[0], (80, 24));
}

#[test]
fn nothing_is_clipped_from_the_minimum_up() {
    let app = mid_game(&Options::default());
    for (w, h) in [
        (80, 24),
        (81, 25),
        (90, 30),
        (100, 30),
        (115, 33),
        (116, 36),
        (120, 40),
    ] {
        assert_nothing_clipped(&app, w, h);
    }
    for (w, h) in [(160, 50), (200, 60), (300, 80), (400, 150)] {
        assert_nothing_clipped(&app, w, h);
    }
}

#[test]
fn q_quits_from_the_too_small_screen() {
    let mut app = app();
    app.update(Msg::Resize(40, 10));
    assert!(screen(&app, 40, 10).contains("terminal too small"));
    keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn long_names_are_shortened_with_an_ellipsis() {
    let options = Options {
        names: ["Bartholomew Fitzgerald-Smythe".to_owned(), "Ben".to_owned()],
        ..Options::default()
    };
    let text = screen(&app_with(&options), 80, 24);
    // The banner tells it whole where it fits, so does the move history; the panels shorten it.
    assert!(
        text.lines()
            .next()
            .is_some_and(|l| l.contains("Bartholomew Fitzgerald-Smythe's turn")),
        "{text}"
    );
    let panels: String = text
        .lines()
        .skip(3)
        .filter(|l| !l.contains("new game"))
        .collect();
    assert!(
        panels.contains("Bartholomew F…") || panels.contains("Bartholomew…"),
        "{text}"
    );
    assert!(!panels.contains("Fitzgerald-Smythe"), "{text}");
}

/// Names with invisible or separator characters (the ones that broke the screen) are drawn
/// with those characters shown as codes: every row is exactly as wide as the screen, with its
/// borders where they belong, and no cell holds an invisible character.
#[test]
fn invisible_characters_in_names_cannot_break_the_screen() {
    let options = Options {
        names: [
            "Bo\u{2028}b\u{ad}".to_owned(),
            "A\u{200d}l\u{3164}\u{2029}".to_owned(),
        ],
        ..Options::default()
    };
    let app = app_with(&options);
    let mut terminal =
        ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).expect("test backend");
    terminal
        .draw(|frame| frame.render_widget(&app, frame.area()))
        .expect("draw");
    let buffer = terminal.backend().buffer();
    for y in 0..24 {
        let row: Vec<&str> = (0..80).map(|x| buffer[(x, y)].symbol()).collect();
        for cell in &row {
            assert!(
                !cell.chars().any(patchwork::text::is_unsafe),
                "row {y} holds {cell:?}"
            );
        }
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("Bo\\u{2028}b"), "{text}");
}

// ---------------------------------------------------------------------------------------------
// Placing a patch

fn ghost(app: &App) -> Placement {
    match app.mode() {
        Mode::Turn(turn) => match &turn.step {
            TurnStep::Placing(p) => p.clone(),
            other => panic!("not placing: {other:?}"),
        },
        other => panic!("not placing: {other:?}"),
    }
}

/// Whether the ghost may be sewn where it is (`None` when not placing).
fn verdict(app: &App) -> Option<bool> {
    match app.mode() {
        Mode::Turn(turn) => match &turn.step {
            TurnStep::Placing(p) => Some(p.is_legal()),
            _ => None,
        },
        _ => None,
    }
}

/// The line under the banner: its words and whether it reports a refusal.
struct Line {
    text: String,
    error: bool,
}

fn status(app: &App) -> Option<Line> {
    app.notice().map(|n| Line {
        text: n.text(app.game().variant()),
        error: n.is_error(),
    })
}

/// The move history as shown: the opening line, then each step's lines.
fn log(app: &App) -> Vec<String> {
    super::common::game_scene(app)
        .moves
        .iter()
        .map(|e| e.text.to_string())
        .collect()
}

fn cells(app: &App) -> Vec<(i64, i64)> {
    let mut c: Vec<_> = ghost(app)
        .cells(app.game().variant())
        .cells()
        .map(|c| (i64::from(c.row), i64::from(c.col)))
        .collect();
    c.sort_unstable();
    c
}

#[test]
fn four_quarter_turns_come_back_and_never_leave_the_quilt() {
    for options in [Options::default(), express()] {
        let size = i64::from(options.variant.quilt_size());
        for choice in ['1', '2', '3'] {
            let mut app = app_with(&options);
            keys(&mut app, &choice.to_string());
            if app.context() != Context::Placing {
                continue;
            }
            press(&mut app, KeyCode::Home);
            press(&mut app, KeyCode::PageUp);
            for row in 0..size {
                for col in 0..size {
                    let before = ghost(&app);
                    let before_cells = cells(&app);
                    for turn in ["r", "R", "f"] {
                        let times = if turn == "f" { 2 } else { 4 };
                        for _ in 0..times {
                            keys(&mut app, turn);
                            assert!(
                                cells(&app)
                                    .iter()
                                    .all(|&(r, c)| (0..size).contains(&r) && (0..size).contains(&c)),
                                "a turned ghost stays on the quilt"
                            );
                        }
                        assert_eq!(
                            ghost(&app).mv(),
                            before.mv(),
                            "{turn} x{times} at {row},{col}"
                        );
                        assert_eq!(cells(&app), before_cells);
                    }
                    press(&mut app, KeyCode::Right);
                    let _ = col;
                }
                press(&mut app, KeyCode::Home);
                press(&mut app, KeyCode::Down);
            }
        }
    }
}

#[test]
fn turning_near_an_edge_keeps_the_patch_in_place() {
    let mut app = app();
    keys(&mut app, "1");
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::PageDown);
    let corner = cells(&app);
    keys(&mut app, "r");
    let turned = cells(&app);
    // The turned patch still touches the bottom-right corner's edges.
    assert!(turned.iter().any(|&(r, _)| r == 8), "{turned:?}");
    assert!(turned.iter().any(|&(_, c)| c == 8), "{turned:?}");
    keys(&mut app, "rrr");
    assert_eq!(cells(&app), corner);
}

#[test]
fn the_ghost_opens_where_the_patch_fits_best() {
    let mut app = app();
    keys(&mut app, "1");
    assert!(verdict(&app) == Some(true));
    // On an empty quilt the best fit is in a corner.
    let c = cells(&app);
    let rows = c.iter().any(|&(r, _)| r == 0) || c.iter().any(|&(r, _)| r == 8);
    let cols = c.iter().any(|&(_, k)| k == 0) || c.iter().any(|&(_, k)| k == 8);
    assert!(rows && cols, "{c:?}");
}

/// Presses `1`, two jump keys and Enter: at most four key presses to sew in any corner.
#[test]
fn four_key_presses_sew_a_patch_in_any_corner() {
    for (jumps, corner) in [
        ([KeyCode::Home, KeyCode::PageUp], (0, 0)),
        ([KeyCode::End, KeyCode::PageUp], (0, 8)),
        ([KeyCode::Home, KeyCode::PageDown], (8, 0)),
        ([KeyCode::End, KeyCode::PageDown], (8, 8)),
    ] {
        let mut app = app();
        let mut presses = 0;
        let mut tap = |app: &mut App, code: KeyCode| {
            presses += 1;
            press(app, code);
        };
        tap(&mut app, KeyCode::Char('1'));
        for code in jumps {
            tap(&mut app, code);
        }
        tap(&mut app, KeyCode::Enter);
        assert!(presses <= 4);
        let step = app.history().steps().first().expect("sewn").clone();
        let Some(patchwork::rules::Action::Patch { cells, .. }) = step.actions.first().copied()
        else {
            panic!("a purchase");
        };
        let rows: Vec<u8> = cells.cells().map(|c| c.row).collect();
        let cols: Vec<u8> = cells.cells().map(|c| c.col).collect();
        assert!(
            rows.contains(&corner.0) && cols.contains(&corner.1),
            "{corner:?}"
        );
    }
    // The same with the letter keys.
    let mut app = app();
    keys(&mut app, "1LJ");
    let c = cells(&app);
    assert!(c.iter().any(|&(r, _)| r == 8) && c.iter().any(|&(_, k)| k == 8));
    keys(&mut app, "HK");
    let c = cells(&app);
    assert!(c.iter().any(|&(r, _)| r == 0) && c.iter().any(|&(_, k)| k == 0));
}

fn mouse(app: &mut App, kind: MouseEventKind, column: u16, row: u16) {
    app.update(Msg::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }));
}

#[test]
fn the_mouse_chooses_moves_turns_and_sews() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    // At 80x24 the circle is at the right; its second entry is on rows 6 to 8.
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), 50, 7);
    let g = ghost(&app);
    assert_eq!(g.patch(), app.game().choosable()[1]);
    // Ada's quilt: cell A1 is drawn at column 3, row 4, each cell two columns wide.
    mouse(&mut app, MouseEventKind::Moved, 3 + 2 * 4, 4 + 4);
    let moved = ghost(&app);
    assert_ne!(moved.mv(), g.mv(), "the ghost follows the pointer");
    let c = cells(&app);
    assert!(
        c.contains(&(4, 4))
            || c.iter()
                .any(|&(r, k)| (r - 4).abs() <= 1 && (k - 4).abs() <= 2)
    );
    // The wheel and a right click turn it in place.
    mouse(&mut app, MouseEventKind::ScrollUp, 3 + 2 * 4, 4 + 4);
    assert_ne!(ghost(&app).mv(), moved.mv());
    mouse(&mut app, MouseEventKind::ScrollDown, 3 + 2 * 4, 4 + 4);
    assert_eq!(ghost(&app).mv(), moved.mv());
    // Four right clicks: a whole turn.
    for _ in 0..4 {
        mouse(
            &mut app,
            MouseEventKind::Down(MouseButton::Right),
            3 + 2 * 4,
            4 + 4,
        );
    }
    assert_eq!(ghost(&app).mv(), moved.mv());
    let shown = cells(&app);
    // A click where the ghost is sews it there.
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        3 + 2 * 4,
        4 + 4,
    );
    assert_eq!(app.history().len(), 1);
    let mut sewn: Vec<(i64, i64)> = app
        .game()
        .player(Player::One)
        .quilt
        .cells()
        .map(|c| (i64::from(c.row), i64::from(c.col)))
        .collect();
    sewn.sort_unstable();
    assert_eq!(sewn, shown);
    assert_snapshot!("mouse_sewn_80x24", screen(&app, 80, 24));
}

#[test]
fn a_click_away_from_the_ghost_moves_it_first() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    keys(&mut app, "1");
    // Without motion reports: the first click moves the ghost, the second sews.
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        3 + 2 * 6,
        4 + 6,
    );
    assert!(app.context() == Context::Placing);
    assert!(app.history().is_empty());
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        3 + 2 * 6,
        4 + 6,
    );
    assert_eq!(app.history().len(), 1);
}

#[test]
fn the_wheel_pages_the_circle_and_never_past_the_end() {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    for _ in 0..50 {
        keys(&mut app, "]");
    }
    let text = screen(&app, 80, 24);
    let last = text
        .lines()
        .find_map(|l| l.split("[ ] ").nth(1))
        .expect("a page indicator")
        .to_owned();
    let (page, pages) = last
        .trim_end_matches(|c: char| !c.is_ascii_digit())
        .split_once('/')
        .expect("k/n");
    assert_eq!(page, pages.trim_end_matches(|c: char| !c.is_ascii_digit()));
    // One page back is one key away, however often ] was pressed.
    keys(&mut app, "[");
    assert!(!screen(&app, 80, 24).contains(&format!("[ ] {pages}")));
    // The wheel over the circle pages too.
    mouse(&mut app, MouseEventKind::ScrollDown, 60, 10);
    assert!(screen(&app, 80, 24).contains(&format!(
        "[ ] {}/",
        pages.trim_end_matches(|c: char| !c.is_ascii_digit())
    )));
}

#[test]
fn the_move_history_scrolls_and_stops_at_the_ends() {
    let mut app = mid_game(&Options::default());
    press(&mut app, KeyCode::Esc);
    let newest = screen(&app, 80, 24);
    for _ in 0..100 {
        keys(&mut app, "{");
    }
    let oldest = screen(&app, 80, 24);
    assert!(oldest.contains("new game of Patchwork"), "{oldest}");
    assert_ne!(newest, oldest);
    for _ in 0..100 {
        keys(&mut app, "}");
    }
    assert_eq!(screen(&app, 80, 24), newest);
}

// ---------------------------------------------------------------------------------------------
// Seeing the game

#[test]
fn the_circle_panel_and_the_projected_score() {
    let app = mid_game(&Options::default());
    let text = screen(&app, 120, 40);
    let crop = |x0: usize, x1: usize, y0: usize, y1: usize| -> String {
        text.lines()
            .skip(y0)
            .take(y1 - y0)
            .map(|l| {
                l.chars()
                    .skip(x0)
                    .take(x1 - x0)
                    .collect::<String>()
                    .trim_end()
                    .to_owned()
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_snapshot!("circle_panel_120x40", crop(80, 120, 2, 27));
    assert_snapshot!("projected_score_120x40", crop(0, 80, 22, 27));
    // The projection is the core's.
    for p in Player::BOTH {
        let end = app.game().projected_score(p);
        assert!(text.contains(&format!("at the end {end}")), "{text}");
    }
}

#[test]
fn neighbouring_patches_have_different_fabrics() {
    let mut app = app();
    for _ in 0..8 {
        if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
        }
        keys(&mut app, "1");
        if app.context() == Context::Placing {
            press(&mut app, KeyCode::Enter);
        } else {
            keys(&mut app, "ay");
        }
    }
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("backend");
    terminal
        .draw(|f| f.render_widget(&app, f.area()))
        .expect("draw");
    let buf = terminal.backend().buffer();
    // Each pair of side-by-side cells of Ada's quilt (drawn at columns 3 + 2 x col, rows 5 +
    // row, under the three rows of banner) covered by two different patches: their fabrics differ, colour and weave.
    let covers = &app.session().covers()[patchwork::rules::Player::One];
    let order = |row: u8, col: u8| match covers.get(patchwork::rules::Cell::new(row, col)) {
        Some(patchwork::history::Cover::Patch { order, .. }) => Some(order),
        _ => None,
    };
    let mut pairs = 0;
    for row in 0..9u8 {
        for col in 0..8u8 {
            if let (Some(a), Some(b)) = (order(row, col), order(row, col + 1))
                && a != b
            {
                pairs += 1;
                let (x, y) = (3 + 2 * u16::from(col), 5 + u16::from(row));
                let (ca, cb) = (&buf[(x, y)], &buf[(x + 2, y)]);
                assert_ne!(ca.bg, cb.bg, "neighbours {a} and {b} share a colour");
                assert_ne!(
                    ca.symbol(),
                    cb.symbol(),
                    "neighbours {a} and {b} share a weave"
                );
            }
        }
    }
    assert!(pairs > 0, "some patches touch");
}

#[test]
fn the_advance_question_tells_the_income_it_crosses() {
    let mut app = app();
    // Ada buys patch 13 (+1 income), then both advance until Ada's advance crosses a $ space.
    keys(&mut app, "2");
    press(&mut app, KeyCode::Enter);
    for _ in 0..30 {
        keys(&mut app, "a");
        if let Mode::Turn(turn) = app.mode()
            && let TurnStep::Advance(preview) = &turn.step
            && preview.income > 0
        {
            let text = screen(&app, 100, 30);
            assert!(text.contains(", income +1"), "{text}");
            return;
        }
        keys(&mut app, "y");
        while matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
        }
    }
    panic!("no advance crossed income");
}

#[test]
fn when_nothing_can_be_bought_the_banner_says_advancing_is_the_only_move() {
    let mut app = app();
    for _ in 0..200 {
        if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
            continue;
        }
        let game = app.game();
        let turn = matches!(game.phase(), Phase::Turn(_));
        if turn
            && game
                .choosable()
                .iter()
                .all(|&p| game.buy_blocker(p).is_some())
        {
            let text = screen(&app, 80, 24);
            assert!(text.contains("advancing (a) is the only move"), "{text}");
            // No patch can be bought: the ▶ rests on none of them.
            assert_eq!(super::common::game_scene(&app).selected, None);
            assert!(!text.contains('▶'), "{text}");
            return;
        }
        keys(&mut app, "1");
        if app.context() == Context::Placing {
            press(&mut app, KeyCode::Enter);
        } else {
            press(&mut app, KeyCode::Esc);
            keys(&mut app, "ay");
        }
    }
    panic!("never stuck");
}

#[test]
fn messages_name_cells_as_the_labels_do() {
    let mut app = illegal_ghost();
    press(&mut app, KeyCode::Enter);
    let status = status(&app).expect("a refusal").text.clone();
    assert!(
        status.contains("cell A1 is already covered")
            || status.contains("cell A")
            || status.contains("cell B"),
        "{status}"
    );
    assert!(!status.contains('['), "{status}");
    let mut app = leather();
    press(&mut app, KeyCode::Enter);
    let log = log(&app);
    let line = log
        .iter()
        .rev()
        .find(|l| l.contains("sewed the leather"))
        .expect("narrated");
    assert!(!line.contains('['), "{line}");
}

#[test]
fn a_bot_seat_is_named_and_its_thinking_shown() {
    let options = Options {
        bots: [
            None,
            Some(patchwork::tui::Opponent::Bot(
                patchwork::bot::BotKind::Greedy,
            )),
        ],
        ..Options::default()
    };
    let mut app = app_with(&options);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    assert!(app.thinking());
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("(bot)") || text.contains("bot greedy"),
        "{text}"
    );
    assert!(text.contains("thinking"), "{text}");
    assert_snapshot!("bot_thinking_80x24", text);
}

/// On the narrowest quilts (Express at 80x24) a level's name stays whole: the bot's mark goes
/// to the quilt's bottom border rather than cutting the name, in every language.
#[test]
fn a_levels_name_stays_whole_on_a_narrow_quilt() {
    use patchwork::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for level in patchwork::bot::Level::ALL {
                let name = patchwork::tui::strings::level(level);
                let options = Options {
                    variant: Variant::Express,
                    names: ["Ada".to_owned(), name.clone()],
                    bots: [None, Some(patchwork::tui::Opponent::Level(level))],
                    ..Options::default()
                };
                let app = app_with(&options);
                let text = screen(&app, 80, 24);
                let quilts: Vec<&str> = text.lines().skip(3).take(12).collect();
                let title = quilts[0];
                assert!(title.contains(&name), "{lang} {level:?}: {title}");
                let bot = format!("({})", i18n::text("quilt-bot", None));
                assert!(
                    quilts.iter().any(|l| l.contains(&bot)),
                    "{lang} {level:?}: the bot's mark:\n{text}"
                );
            }
        });
    }
}

// ---------------------------------------------------------------------------------------------
// The replay viewer

fn fixture(path: &str) -> Record {
    let text = std::fs::read_to_string(crate::common::fixture(&format!("records/{path}")))
        .expect("the fixture");
    Record::from_json(&text).expect("a record")
}

fn replay_of(path: &str) -> App {
    let loaded = History::from_record(&fixture(path)).expect("a playable set-up");
    sized(App::replay(loaded.history, loaded.fault, THEME))
}

#[test]
fn replay_screens() {
    let mut app = replay_of("valid/classic-finished.json");
    assert_snapshot!("replay_start", screen(&app, 100, 30));
    for _ in 0..12 {
        press(&mut app, KeyCode::Right);
    }
    keys(&mut app, " ");
    keys(&mut app, "2");
    let mid = screen(&app, 100, 30);
    assert!(mid.contains("step 12 of"), "{mid}");
    assert!(mid.contains("autoplay"), "{mid}");
    assert!(mid.contains("go to 2"), "{mid}");
    assert_snapshot!("replay_mid", mid);
    assert_snapshot!("replay_mid_80x24", screen(&app, 80, 24));
    press(&mut app, KeyCode::End);
    let end = screen(&app, 100, 30);
    assert!(end.contains("Game over"), "{end}");
    assert_snapshot!("replay_end", end);
}

#[test]
fn replay_of_a_faulty_record() {
    let mut app = replay_of("invalid/overlap.json");
    press(&mut app, KeyCode::End);
    let text = screen(&app, 80, 24);
    assert!(text.contains("faulty record"), "{text}");
    assert!(text.contains("stops before 3"), "{text}");
    assert_snapshot!("replay_faulty", text);
}

/// The replay opened from the game-over screen goes back there with `q` or Esc, at the end of
/// the game, with the rematch one key away; the program goes on.
#[test]
fn leaving_the_replay_of_a_finished_game_goes_back_to_its_score() {
    for leave in [KeyCode::Char('q'), KeyCode::Esc] {
        let mut app = finished(&Options::default());
        let end = app.game().clone();
        keys(&mut app, "r");
        assert_eq!(app.context(), Context::Replay);
        assert_ne!(app.game(), &end, "the replay starts at the beginning");
        press(&mut app, leave);
        assert!(!app.should_quit(), "{leave:?} left the program");
        assert_eq!(app.context(), Context::Over);
        assert_eq!(app.game(), &end);
        keys(&mut app, "m");
        assert_ne!(app.context(), Context::Over, "the rematch starts");
    }
}

/// Sewing a classic leather patch, the key bar does not offer setting it aside, which the
/// rules allow only on a full quilt (and the core would refuse); Express offers discarding.
#[test]
fn the_key_bar_offers_setting_leather_aside_only_where_allowed() {
    use patchwork::tui::keys::Command;
    use patchwork::tui::keys::KeyHint;
    let offered = |app: &App| {
        super::common::game_scene(app)
            .hints
            .iter()
            .any(|h: &KeyHint| h.command == Command::SetAside)
    };
    let app = leather();
    assert_eq!(app.context(), Context::Leather);
    assert!(!offered(&app), "classic, room on the quilt");
    let express = Options {
        variant: patchwork::rules::Variant::Express,
        ..Options::default()
    };
    let mut app = app_with(&express);
    while app.context() != Context::Discard {
        keys(&mut app, "ay");
    }
    assert!(offered(&app), "Express may discard");
}

/// A bot named after its level is not named twice on the banner ("Strong (Strong)").
#[test]
fn a_bot_named_after_its_level_is_named_once() {
    use patchwork::bot::Level;
    let options = Options {
        names: ["Ada".to_owned(), "Strong".to_owned()],
        bots: [None, Some(patchwork::tui::Opponent::Level(Level::Strong))],
        ..Options::default()
    };
    for seed in 0..8 {
        let mut app = sized(App::new(&options, seed, THEME).expect("valid"));
        let _ = app.start();
        if app.context() != Context::BotTurn {
            continue;
        }
        let text = screen(&app, 120, 40);
        assert!(text.contains("Strong plays this turn"), "{text}");
        assert!(!text.contains("Strong (Strong)"), "{text}");
        // The turn line too: "(bot)", not "(bot Strong)".
        assert!(text.contains("[S] Strong's turn (bot): "), "{text}");
        assert!(!text.contains("(bot Strong)"), "{text}");
        return;
    }
    panic!("no deal of eight gave the bot the first turn");
}

/// In every language, a bot named after its level or its kind (whatever the case: "Random"
/// for the bot "random") is named once on the turn line, at the start of a replay too; a bot
/// with a name of its own is named with its level.
#[test]
fn the_turn_line_names_a_bot_once() {
    use patchwork::bot::{BotKind, Level};
    use patchwork::i18n::{self, Lang};
    use patchwork::tui::Opponent;
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let beginner = patchwork::tui::strings::level(Level::Beginner);
            for (name, bot) in [
                (beginner.clone(), Opponent::Level(Level::Beginner)),
                (
                    Opponent::Bot(BotKind::Greedy).label(),
                    Opponent::Bot(BotKind::Greedy),
                ),
                ("Nina".to_owned(), Opponent::Level(Level::Beginner)),
            ] {
                let options = Options {
                    names: ["Ada".to_owned(), name.clone()],
                    bots: [None, Some(bot)],
                    ..Options::default()
                };
                let line = |app: &App| {
                    screen(app, 80, 24)
                        .lines()
                        .next()
                        .unwrap_or_default()
                        .to_owned()
                };
                let alone = i18n::text("quilt-bot", None);
                let mut seen = false;
                for seed in 0..12 {
                    let mut app = sized(App::new(&options, seed, THEME).expect("valid"));
                    let _ = app.start();
                    if app.context() != Context::BotTurn {
                        continue;
                    }
                    let first = line(&app);
                    let label = bot.label();
                    if name == "Nina" {
                        assert!(
                            first.contains(&format!("{alone} {label})")),
                            "{lang}: {first}"
                        );
                    } else {
                        assert!(first.contains(name.as_str()), "{lang}: {first}");
                        assert!(first.contains(&format!("({alone})")), "{lang}: {first}");
                        assert!(
                            !first.contains(&format!("{alone} {label}")),
                            "{lang}: {first}"
                        );
                    }
                    seen = true;
                    break;
                }
                assert!(seen, "{lang}: no deal gave {name} the first turn");
            }
        });
    }
    // The replay of a record whose player is named after the bot, another case.
    let app = replay_of("valid/classic-finished.json");
    let start = screen(&app, 100, 30);
    assert!(
        start.contains("start: [R] Random's turn (bot): "),
        "{start}"
    );
}

/// A replay opened from the menu goes back to the menu when left (`q` or Esc), as one opened
/// from the game-over screen goes back there; one opened from the command line ends.
#[test]
fn a_replay_opened_from_the_menu_goes_back_to_it() {
    use patchwork::tui::menu::Next;
    for key in [KeyCode::Char('q'), KeyCode::Esc] {
        let mut app = replay_of("valid/classic-finished.json");
        app.opened_from_menu();
        press(&mut app, KeyCode::Right);
        press(&mut app, key);
        assert!(
            app.should_quit(),
            "the loop opens the menu once the app lets go"
        );
        assert_eq!(app.take_next(), Some(Next::Menu));
        let mut app = replay_of("valid/classic-finished.json");
        press(&mut app, key);
        assert!(app.should_quit());
        assert_eq!(app.take_next(), None, "from the command line: the end");
    }
}

/// `M` goes back to the menu from a game (every whole step is saved: the loop opens the menu),
/// and asks first when leaving would lose something (a leather patch not yet sewn); "no" stays.
#[test]
fn a_game_goes_back_to_the_menu() {
    use patchwork::tui::menu::Next;
    let mut app = app();
    keys(&mut app, "M");
    assert!(app.should_quit());
    assert_eq!(app.take_next(), Some(Next::Menu));
    let mut app = leather();
    keys(&mut app, "M");
    assert!(!app.should_quit(), "asked first");
    assert!(matches!(app.overlay(), Some(Overlay::ConfirmMenu(_))));
    // The question says where the player is going: the menu, not out of the game.
    let screen = screen(&app, 120, 40);
    assert!(screen.contains("Back to the menu anyway?"), "{screen}");
    assert!(!screen.contains("Quit anyway?"), "{screen}");
    keys(&mut app, "n");
    assert_eq!(app.overlay(), None);
    assert_eq!(app.take_next(), None, "staying goes nowhere");
    keys(&mut app, "M");
    keys(&mut app, "y");
    assert!(app.should_quit());
    assert_eq!(app.take_next(), Some(Next::Menu));
}

/// The game-over line names every key of the game-over screen (a new game, the rematch, the
/// replay, the quilts and quitting) when the box that lists them is hidden; with the box
/// shown, it says how the game ended instead of repeating them, also after the replay.
#[test]
fn the_game_over_line_names_the_rematch_and_the_replay() {
    let mut app = finished(&Options::default());
    let keys_said = ["new game", "m: rematch", "r: replay", "q: quit"];
    let over = |app: &App| {
        let line = banner_row(app, 1);
        assert!(line.contains("game over: "), "{line}");
        for words in keys_said {
            assert!(!line.contains(words), "{words}: {line}");
        }
        let boxed = super::common::game_scene(app)
            .boxes
            .game_over
            .expect("the box");
        for words in keys_said {
            assert!(
                boxed.keys.replace('\u{a0}', " ").contains(words),
                "{words}: {}",
                boxed.keys
            );
        }
    };
    over(&app);
    // The box hidden (the quilts seen): the row still says what ended the game, and the keys
    // are the key bar's alone, Esc named for what it toggles (quilts or scores).
    press(&mut app, KeyCode::Esc);
    let banner = banner_row(&app, 1);
    assert!(banner.contains("game over: "), "{banner}");
    for words in keys_said {
        assert!(!banner.contains(words), "{words}: {banner}");
    }
    let bar = super::common::screen(&app, 80, 24)
        .lines()
        .last()
        .unwrap_or_default()
        .to_owned();
    assert!(
        bar.contains("Esc quilts/scores") && !bar.contains("see the quilts"),
        "{bar}"
    );
    press(&mut app, KeyCode::Esc);
    over(&app);
    // Back from the replay of the game, the same.
    keys(&mut app, "r");
    assert!(matches!(app.mode(), Mode::Replay(_)));
    keys(&mut app, "q");
    assert_eq!(app.context(), Context::Over);
    over(&app);
}

/// Look before you buy: the highlighted patch's line says what buying it does, as the rules
/// core plays it on a copy: where the token lands, who moves next, and the projected score.
#[test]
fn the_highlighted_patch_says_what_buying_it_would_do() {
    let mut app = app();
    for selected in 0..3 {
        let game = app.game().clone();
        let patch = game.choosable()[selected];
        let buyer = game.to_move().expect("a turn");
        let mv = game
            .moves()
            .iter()
            .find(|m| matches!(m, patchwork::rules::Move::Patch { patch: p, .. } if *p == patch));
        let screen = screen(&app, 120, 40);
        let Some(mv) = mv else {
            assert!(
                !screen.contains('→'),
                "no preview for a patch that cannot be bought"
            );
            press(&mut app, KeyCode::Right);
            continue;
        };
        let mut copy = game.clone();
        copy.play(mv.to_action(game.variant()).expect("an action"))
            .expect("legal");
        let to = copy.player(buyer).position.get();
        let gain = copy.projected_score(buyer) - game.projected_score(buyer);
        let line = format!("▶ patch {} → space {to}", game.variant().patch_name(patch));
        assert!(screen.contains(&line), "{line} in\n{screen}");
        assert!(screen.contains(&format!("{gain:+} by the end")), "{screen}");
        // The time board marks the space the token would land on.
        assert!(screen.contains('▿'), "{screen}");
        // The core's value of a patch is the same figure (no leather or bonus on the way).
        assert_eq!(game.patch_value(buyer, patch), Some(gain));
        press(&mut app, KeyCode::Right);
    }
}

/// `P` shows every patch left in the circle with its figures, the next three numbered, and
/// Esc closes it.
#[test]
fn the_patch_table_lists_the_circle_with_each_patchs_value() {
    let mut app = app();
    keys(&mut app, "P");
    assert!(matches!(app.overlay(), Some(Overlay::Patches { .. })));
    let game = app.game().clone();
    let buyer = game.to_move().expect("a turn");
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("Patches left in the circle"), "{shown}");
    let first = game.circle()[0];
    let value = game.patch_value(buyer, first).expect("a patch");
    // Inside the table's box: the number among the next three, the patch, ..., its value.
    let name = game.variant().patch_name(first).to_string();
    let value_text = format!("{value:+}");
    let row = shown
        .lines()
        .filter_map(|l| l.split('║').nth(1))
        .map(|seg| seg.split_whitespace().collect::<Vec<_>>())
        .find(|f| f.first() == Some(&"1") && f.get(1) == Some(&name.as_str()))
        .unwrap_or_else(|| panic!("the first patch's row in\n{shown}"))
        .join(" ");
    assert!(row.contains(&value_text), "{row}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.overlay(), None);
}

/// The advance question's `A`: yes, and advancing asks nothing more in this session.
#[test]
fn advancing_can_stop_asking() {
    let mut app = app();
    keys(&mut app, "a");
    assert_eq!(app.context(), Context::Advance, "asked first");
    assert!(screen(&app, 120, 40).contains("A yes, stop asking"));
    keys(&mut app, "A");
    assert_eq!(app.history().len(), 1, "advanced");
    keys(&mut app, "a");
    assert_eq!(
        app.history().len(),
        2,
        "advanced at once, without the question"
    );
    assert_ne!(app.context(), Context::Advance);
}

/// Motion: after a step the mover's token walks along the time board a few spaces a tick (the
/// game has already moved: keys are never held up), and none of it when motion is off.
#[test]
fn a_token_walks_to_its_space_after_a_step_when_motion_is_on() {
    let mut app = app();
    app.set_animation(true);
    let before = app.game().clone();
    let mover = before.to_move().expect("a turn");
    keys(&mut app, "ay");
    let to = app.game().player(mover).position.get();
    let walk = app.walk().expect("a walk");
    assert_eq!(walk.player, mover);
    assert!(walk.at < to && walk.to == to);
    assert!(app.needs_ticks(), "ticks come while the token walks");
    let mut ticks = 0;
    while app.walk().is_some() {
        app.update(Msg::Tick);
        ticks += 1;
        assert!(ticks <= 4, "a walk takes four ticks at most");
    }
    assert!(!app.needs_ticks());
    // Off: the token is where it belongs at once.
    let mut still = super::tui::app();
    keys(&mut still, "ay");
    assert_eq!(still.walk(), None);
}

/// Motion: the patch a step sewed settles onto the quilt over a few ticks (a bright block, the
/// fabric, then its weave), a bot's step as a person's; none of it when motion is off.
#[test]
fn a_sewn_patch_settles_onto_the_quilt_when_motion_is_on() {
    let mut app = app();
    app.set_animation(true);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.history().len(), 1, "bought and sewn");
    assert_eq!(app.settling(), Some(3), "just sewn");
    assert!(app.needs_ticks(), "ticks come while it settles");
    let first = screen(&app, 120, 40);
    assert!(first.contains('▓'), "the bright block:\n{first}");
    let mut ticks = 0;
    while app.settling().is_some() {
        app.update(Msg::Tick);
        ticks += 1;
        assert!(ticks <= 3, "settling takes three ticks");
    }
    let settled = screen(&app, 120, 40);
    assert!(!settled.contains('▓'), "settled into its weave:\n{settled}");
    // Advancing sews nothing: nothing settles.
    keys(&mut app, "ay");
    assert_eq!(app.settling(), None);
    // Off: nothing settles.
    let mut still = app_with(&Options::default());
    keys(&mut still, "1");
    press(&mut still, KeyCode::Enter);
    assert_eq!(still.settling(), None);
}

/// Wide characters take two columns: the move history wraps a step by the columns a terminal
/// draws, so a name of CJK characters loses none of the words after it.
#[test]
fn a_wide_name_leaves_the_move_history_whole() {
    let options = Options {
        names: ["Ada".to_owned(), "漢".repeat(30)],
        ..Options::default()
    };
    let mut app = app_with(&options);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    for (w, h) in [(80, 24), (120, 40)] {
        let text = screen(&app, w, h);
        let words: Vec<&str> = text.split_whitespace().collect();
        let joined = words.join(" ");
        assert!(
            joined.contains("for 2 buttons and moved 3 spaces"),
            "{w}x{h}:\n{text}"
        );
    }
}

/// A token is one column on the time board: a name starting with a wide character, an emoji
/// or a flag gets the tokens 1 and 2 instead of its first character.
#[test]
fn tokens_are_one_column_whatever_the_names() {
    for (name, token) in [("Ben", 'B'), ("漢字", '2'), ("🇫🇷 Jo", '2'), ("😀", '2')] {
        let options = Options {
            names: ["Ada".to_owned(), name.to_owned()],
            ..Options::default()
        };
        let app = app_with(&options);
        assert_eq!(app.session().token(Player::Two), token, "{name}");
    }
}
