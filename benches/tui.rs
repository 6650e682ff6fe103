//! The terminal game's frame budget: drawing one mid-game frame at three sizes (target: under
//! 100 µs at 80x24), and a key press to its drawn frame while the strong bot searches on both
//! cores, and also while a token walks along the time board (target: under 10 ms).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use patchwork::bot::{BotKind, Budget, Stop};
use patchwork::tui::{App, Context, Msg, Options, THEME};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

fn press(app: &mut App, code: KeyCode) {
    app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
}

/// A game some turns in, with a ghost on the mover's quilt.
fn mid_game() -> App {
    let mut app =
        sized(App::new(&Options::default(), 7, THEME).expect("a shuffled set-up is valid"));
    for _ in 0..12 {
        if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
            continue;
        }
        press(&mut app, KeyCode::Char('1'));
        if app.context() == Context::Placing {
            press(&mut app, KeyCode::Enter);
        }
        if app.context() != Context::Choosing {
            press(&mut app, KeyCode::Esc);
        }
        if app.context() == Context::Choosing {
            press(&mut app, KeyCode::Char('a'));
            press(&mut app, KeyCode::Char('y'));
        }
    }
    press(&mut app, KeyCode::Char('1'));
    app
}

fn bench(c: &mut Criterion) {
    let app = mid_game();
    for (w, h) in [(80, 24), (120, 40), (200, 60)] {
        let area = Rect::new(0, 0, w, h);
        let mut buf = Buffer::empty(area);
        c.bench_function(&format!("draw mid-game frame {w}x{h}"), |b| {
            b.iter(|| {
                buf.reset();
                black_box(&app).render(area, &mut buf);
                black_box(&buf);
            });
        });
    }
}

/// A key press (the ghost moved) and the frame that shows it, at 80x24, while the strong bot
/// searches on every core with a budget it never reaches (stopped at the end).
fn key_to_frame_while_a_bot_thinks(c: &mut Criterion) {
    key_to_frame(
        c,
        "key to frame 80x24 while the strong bot thinks",
        mid_game(),
    );
}

/// A key press and its frame at 80x24 while a token walks along the time board and the patch
/// just bought settles onto its quilt (motion on, a step just played) and the strong bot
/// searches.
fn key_to_frame_while_a_token_walks(c: &mut Criterion) {
    let mut app =
        sized(App::new(&Options::default(), 7, THEME).expect("a shuffled set-up is valid"));
    app.set_animation(true);
    press(&mut app, KeyCode::Char('1'));
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('1'));
    assert!(app.walk().is_some(), "a token walks");
    assert!(app.settling().is_some(), "a patch settles");
    key_to_frame(
        c,
        "key to frame 80x24 while a token walks, a patch settles and the bot thinks",
        app,
    );
}

/// Times `name`: a key moving the ghost of `app` and its frame drawn at 80x24, while the strong
/// bot searches on its own thread (stopped at the end).
fn key_to_frame(c: &mut Criterion, name: &str, mut app: App) {
    app.update(Msg::Resize(80, 24));
    let area = Rect::new(0, 0, 80, 24);
    let mut buf = Buffer::empty(area);
    let stop = Stop::new();
    let game = app.game().clone();
    let search = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let _ = BotKind::Mcts.build_default(1).choose_until(
                &game,
                Budget::millis(3_600_000),
                &stop,
            );
        })
    };
    let mut right = true;
    c.bench_function(name, |b| {
        b.iter(|| {
            let code = if right { KeyCode::Right } else { KeyCode::Left };
            right = !right;
            press(&mut app, code);
            buf.reset();
            black_box(&app).render(area, &mut buf);
            black_box(&buf);
        });
    });
    stop.raise();
    let _ = search.join();
}

criterion_group!(
    benches,
    bench,
    key_to_frame_while_a_bot_thinks,
    key_to_frame_while_a_token_walks
);
criterion_main!(benches);

/// The app on a 120x40 terminal: keys act only where the game can be seen.
fn sized(mut app: App) -> App {
    app.update(Msg::Resize(120, 40));
    app
}
