//! Drawing one mid-game frame of the terminal game (target: under 1 ms).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
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
        if app.context() == Context::Leather {
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

criterion_group!(benches, bench);
criterion_main!(benches);

/// The app on a 120x40 terminal: keys act only where the game can be seen.
fn sized(mut app: App) -> App {
    app.update(Msg::Resize(120, 40));
    app
}
