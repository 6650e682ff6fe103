//! Hostile-sized records, timed: the largest valid record opens (read, checked, replayed and its
//! first frame drawn, as `patchwork replay` and `--load` do) in under 100 ms; `patchwork games`
//! lists folders of 2 MiB files from their headers alone.
//!
//! `cargo bench --bench records`. The memory of a listing is measured outside, with
//! `/usr/bin/time -v target/release/patchwork games --data-dir DIR` (`docs/performance.md`).

use std::hint::black_box;
use std::path::Path;

use criterion::{Criterion, criterion_group};
use patchwork::record::{MAX_INFO_TEXT_BYTES, MAX_NAME_CHARS, MAX_RECORD_BYTES};
use patchwork::saves::{self, Saves};
use patchwork::tui::{App, THEME};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use serde_json::Value;

const FINISHED: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/records/valid/classic-finished.json"
);

/// A finished game with every limit reached: names of 64 characters (bidirectional overrides and
/// escapes among them), `created`, `seed` and `app` at 1,024 bytes of text, and padding that
/// brings the file to `MAX_RECORD_BYTES` made by `pad` (an unknown field, which a reader skips).
fn largest(pad: impl Fn(usize) -> Value) -> String {
    let mut v: Value =
        serde_json::from_str(&std::fs::read_to_string(FINISHED).expect("fixture")).expect("json");
    let name: String = "Ada\u{202e}\u{1b}[2J\u{7}"
        .chars()
        .cycle()
        .take(MAX_NAME_CHARS)
        .collect();
    v["players"][0]["name"] = Value::from(name.clone());
    v["players"][1]["name"] = Value::from(name);
    for field in ["created", "seed", "app"] {
        v[field] = Value::from("x".repeat(MAX_INFO_TEXT_BYTES));
    }
    let base = serde_json::to_string(&v).expect("json").len();
    v["notes"] = pad(MAX_RECORD_BYTES as usize - base - 64);
    let text = serde_json::to_string(&v).expect("json");
    assert!(text.len() as u64 <= MAX_RECORD_BYTES, "{}", text.len());
    text
}

/// Opens `path` as `patchwork replay` does and draws the first frame at 120x40.
fn open_and_draw(path: &Path) {
    let loaded = saves::open_history(path).expect("valid");
    assert!(loaded.fault.is_none());
    let app = App::replay(loaded.history, loaded.fault, THEME);
    let mut terminal = Terminal::new(TestBackend::new(120, 40)).expect("backend");
    terminal
        .draw(|f| f.render_widget(&app, f.area()))
        .expect("draw");
    black_box(terminal);
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let string = dir.path().join("string.json");
    std::fs::write(&string, largest(|n| Value::from("n".repeat(n)))).expect("write");
    // The costliest padding found: an object of distinct short keys (each checked for repeats).
    let keys = dir.path().join("keys.json");
    std::fs::write(
        &keys,
        largest(|n| {
            let mut m = serde_json::Map::new();
            let mut i = 0usize;
            let mut size = 2;
            while size + 16 < n {
                let k = format!("{i:x}");
                size += k.len() + 6;
                m.insert(k, Value::from(0));
                i += 1;
            }
            Value::Object(m)
        }),
    )
    .expect("write");
    c.bench_function(
        "open the largest record (2 MiB, a padding string) and draw it",
        |b| {
            b.iter(|| open_and_draw(&string));
        },
    );
    c.bench_function(
        "open the largest record (2 MiB, distinct keys) and draw it",
        |b| {
            b.iter(|| open_and_draw(&keys));
        },
    );

    // `patchwork games` over 100 files of 2 MiB (the padding-string kind).
    let data = tempfile::tempdir().expect("temp dir");
    let listing = Saves::locate(Some(data.path())).expect("saves");
    let text = std::fs::read(&string).expect("read");
    for i in 0..100 {
        std::fs::write(listing.dir().join(format!("{i:04}.json")), &text).expect("write");
    }
    let mut group = c.benchmark_group("games");
    group.sample_size(10);
    group.bench_function("list 100 files of 2 MiB from their headers", |b| {
        b.iter(|| {
            let entries = listing.list().expect("the folder reads");
            assert_eq!(entries.len(), 100);
            black_box(entries);
        });
    });
    group.finish();
}

criterion_group!(benches, bench);

fn main() {
    benches();
    criterion::Criterion::default()
        .configure_from_args()
        .final_summary();
}
