//! The game's memory, measured: what a save costs after an action (targets: under 1 ms added to
//! a key press), how long `replay` takes to open a finished game (under 50 ms), and the peak
//! memory of a session of 100 games played through the app (under 20 MB).
//!
//! `cargo bench --bench session` prints the peak memory first, then criterion's timings.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group};
use patchwork::files::write_atomic;
use patchwork::history::History;
use patchwork::record::Record;
use patchwork::tui::{App, Context, Msg, Options, THEME};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

const FINISHED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/records/valid/classic-finished.json"
);

fn press(app: &mut App, code: KeyCode) -> usize {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)))
        .len()
}

/// Plays the app's game to the end by advancing (sewing leather where won); returns the number
/// of effects (saves) it asked for.
fn play_to_the_end(app: &mut App) -> usize {
    let mut effects = 0;
    while app.context() != Context::Over {
        if matches!(app.context(), Context::Leather | Context::Discard) {
            effects += press(app, KeyCode::Enter);
        } else {
            effects += press(app, KeyCode::Char('a'));
            effects += press(app, KeyCode::Char('y'));
        }
    }
    effects
}

fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// 100 games in one session, each saved after every step as the loop would (serialized to
/// JSON), drawn after every key at 120x40.
fn hundred_game_session() {
    let start = Instant::now();
    let mut app = sized(App::new(&Options::default(), 1, THEME).expect("valid"));
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("backend");
    let mut saves = 0usize;
    for _ in 0..100 {
        while app.context() != Context::Over {
            let code = if matches!(app.context(), Context::Leather | Context::Discard) {
                KeyCode::Enter
            } else if app.context() == Context::Advance {
                KeyCode::Char('y')
            } else {
                KeyCode::Char('a')
            };
            for effect in app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))) {
                if let patchwork::tui::Effect::Save { record, .. } = effect {
                    saves += black_box(record.to_json().expect("json")).len().min(1);
                }
            }
            terminal
                .draw(|f| f.render_widget(&app, f.area()))
                .expect("draw");
        }
        press(&mut app, KeyCode::Enter);
        press(&mut app, KeyCode::Char('y'));
    }
    println!(
        "100-game session: {saves} saves in {:.1} s, peak resident memory {} KiB",
        start.elapsed().as_secs_f64(),
        peak_rss_kib().map_or_else(|| "unknown".to_owned(), |k| k.to_string())
    );
}

fn bench(c: &mut Criterion) {
    // A finished game's history: the largest record a save writes.
    let mut app = sized(App::new(&Options::default(), 3, THEME).expect("valid"));
    play_to_the_end(&mut app);
    let history: History = app.history().clone();
    let dir = std::env::temp_dir().join(format!("patchwork-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("game.json");

    c.bench_function(
        "save: record and JSON of a finished game (on the loop)",
        |b| {
            b.iter(|| black_box(history.to_record().to_json().expect("json")));
        },
    );
    let text = history.to_record().to_json().expect("json");
    c.bench_function("save: atomic write with fsync (on the saver thread)", |b| {
        b.iter(|| write_atomic(&path, black_box(text.as_bytes())).expect("write"));
    });
    c.bench_function("replay: open a finished game and draw it at 120x40", |b| {
        b.iter(|| {
            let text = std::fs::read_to_string(FINISHED).expect("fixture");
            let record = Record::from_json(&text).expect("valid");
            let loaded = History::from_record(&record).expect("valid");
            let app = sized(App::replay(loaded.history, loaded.fault, THEME));
            let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("backend");
            terminal
                .draw(|f| f.render_widget(&app, f.area()))
                .expect("draw");
            black_box(terminal);
        });
    });
    let _ = std::fs::remove_dir_all(&dir);
}

criterion_group!(benches, bench);

fn main() {
    hundred_game_session();
    benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}

/// The app on a 120x40 terminal: keys act only where the game can be seen.
fn sized(mut app: App) -> App {
    app.update(Msg::Resize(120, 40));
    app
}
