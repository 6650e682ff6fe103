//! The game in French and Russian: the same screens as in English, drawn in each language at
//! 80x24 and 120x40 (insta snapshots), and the command line's messages in each language (the
//! real binary in tmux choosing its language is in `e2e_languages.rs`).

use insta::assert_snapshot;
use patchwork::i18n::{self, Lang};
use patchwork::tui::{App, Context, Options, THEME};
use ratatui::crossterm::event::KeyCode;

use crate::common::{keys, press, screen, sized, text};

const SEED: u64 = 7;
const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// A game three purchases in, a fourth patch in hand: the quilts, the circle, the time board,
/// the history and the placing prompt all have something to say.
fn mid_game() -> App {
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    for _ in 0..3 {
        keys(&mut app, "1");
        press(&mut app, KeyCode::Enter);
    }
    keys(&mut app, "1");
    app
}

/// A finished game: both players advance until the end.
fn finished() -> App {
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    for _ in 0..500 {
        match app.context() {
            Context::Over => break,
            Context::Leather | Context::Discard => {
                press(&mut app, KeyCode::Enter);
            }
            _ => {
                keys(&mut app, "ay");
            }
        }
    }
    assert_eq!(app.context(), Context::Over);
    app
}

/// Every screen of the list in `lang`, at both sizes.
fn snapshots(lang: Lang) {
    i18n::with(lang, || {
        let play = mid_game();
        let mut help = mid_game();
        press(&mut help, KeyCode::Esc);
        keys(&mut help, "?");
        let mut menu = sized(App::menu(Vec::new(), Vec::new(), SEED, THEME).expect("valid"));
        press(&mut menu, KeyCode::Enter);
        let over = finished();
        for (w, h) in SIZES {
            for (name, app) in [
                ("play", &play),
                ("help", &help),
                ("menu", &menu),
                ("over", &over),
            ] {
                assert_snapshot!(format!("{lang}_{name}_{w}x{h}"), screen(app, w, h));
            }
        }
    });
}

#[test]
fn english_screens() {
    snapshots(Lang::En);
}

#[test]
fn french_screens() {
    snapshots(Lang::Fr);
}

#[test]
fn russian_screens() {
    snapshots(Lang::Ru);
}

/// Nothing is cut mid-word at 80x24 in any language: the two banner lines fit or end in an
/// ellipsis after a whole word, and the key bar shows whole hints only, each one a hint of
/// the place the app is in, in the table's order.
#[test]
fn words_are_whole_at_80x24_in_every_language() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for app in [mid_game(), finished()] {
                let text = screen(&app, 80, 24);
                for line in text.lines().take(2) {
                    assert!(
                        line.chars().count() < 80 || line.ends_with('…'),
                        "{lang}: a banner line is cut:\n{text}"
                    );
                    if let Some(cut) = line.strip_suffix('…') {
                        assert!(
                            !cut.ends_with(' '),
                            "{lang}: an ellipsis after a space:\n{text}"
                        );
                    }
                }
                let bar = text.lines().last().unwrap_or_default().trim();
                let hints = patchwork::tui::keys::bar(app.context());
                let shown: Vec<&str> = bar.split("   ").map(str::trim).collect();
                // Every hint names its keys the long way, or (where that shows more) every
                // hint the short way.
                let short = hints.iter().any(|h| {
                    h.keys != h.short
                        && shown.contains(&format!("{} {}", h.short, h.words).as_str())
                });
                let words = |h: &patchwork::tui::keys::KeyHint| {
                    format!("{} {}", if short { &h.short } else { &h.keys }, h.words)
                };
                let always: Vec<String> = hints.iter().filter(|h| h.always).map(words).collect();
                let others: Vec<String> = hints.iter().filter(|h| !h.always).map(words).collect();
                assert!(
                    !shown.is_empty() && !shown[0].is_empty(),
                    "{lang}: no key bar"
                );
                // Help and quit always end the bar; the others that fit come first, in order.
                let (first, last) = shown.split_at(shown.len().saturating_sub(always.len()));
                assert_eq!(last, always, "{lang}: ? and q are on the bar:\n{text}");
                assert_eq!(
                    first,
                    &others[..first.len()],
                    "{lang}: the key bar shows whole hints, in order:\n{text}"
                );
            }
        });
    }
}

/// The binary with `args`, its locale set by `vars` (every other locale variable emptied).
fn run(vars: &[(&str, &str)], args: &[&str]) -> std::process::Output {
    let data = std::env::temp_dir().join(format!("patchwork-languages-{}", std::process::id()));
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"));
    command.args(args).env("PATCHWORK_DATA_DIR", &data);
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
        command.env_remove(var);
    }
    for (k, v) in vars {
        command.env(k, v);
    }
    command.output().expect("the binary runs")
}

#[test]
fn an_unknown_language_plays_in_english_and_says_so_once() {
    for (vars, args) in [
        (vec![], vec!["--lang", "de", "games"]),
        (vec![("LANG", "de_DE.UTF-8")], vec!["games"]),
    ] {
        let out = run(&vars, &args);
        assert!(out.status.success(), "{out:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("English"), "{err}");
        assert!(
            text(&out.stdout).starts_with("no saved games in "),
            "{out:?}"
        );
    }
    // C and POSIX name no language: English, nothing said.
    let out = run(&[("LANG", "C.UTF-8")], &["games"]);
    assert!(out.stderr.is_empty(), "{out:?}");
    // The locale's order: LC_ALL before LC_MESSAGES before LANG.
    let out = run(
        &[("LC_ALL", "ru_RU.UTF-8"), ("LANG", "fr_FR.UTF-8")],
        &["games"],
    );
    let russian = i18n::with(Lang::Ru, || i18n::text("games-none", None));
    let russian = russian.split('{').next().unwrap_or_default().trim();
    assert!(text(&out.stdout).starts_with(russian), "{out:?}");
    let out = run(
        &[("LC_MESSAGES", "fr_FR.UTF-8"), ("LANG", "ru_RU.UTF-8")],
        &["games"],
    );
    assert!(text(&out.stdout).starts_with("aucune partie"), "{out:?}");
}

/// What other programs read does not change with the language.
#[test]
fn machine_read_outputs_stay_english() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/classic-finished.json"
    );
    let unfinished = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/express-unfinished.json"
    );
    for args in [
        vec!["verify", "--json", fixture],
        vec!["verify", fixture],
        vec!["perft", "--record", unfinished, "--depth", "2"],
        vec![
            "move", "--record", unfinished, "--bot", "greedy", "--seed", "1",
        ],
    ] {
        let english = run(&[], &args);
        assert!(
            english.status.success() && !english.stdout.is_empty(),
            "{args:?}: {english:?}"
        );
        for lang in ["fr", "ru"] {
            let mut localised = vec!["--lang", lang];
            localised.extend_from_slice(&args);
            let other = run(&[], &localised);
            assert_eq!(other.stdout, english.stdout, "{args:?} in {lang}");
            assert_eq!(
                other.status.code(),
                english.status.code(),
                "{args:?} in {lang}"
            );
        }
    }
}

/// What goes wrong before a game opens, and in the commands, is said in the player's language;
/// the record reader's reasons inside it stay `verify`'s documented English words.
#[test]
fn errors_follow_the_language() {
    let broken = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/invalid/cannot-afford.json"
    );
    let unfinished = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/express-unfinished.json"
    );
    let reason = "action 3: patch 27 costs 7 buttons but the player has 2";
    let cases: [(&[&str], &str, &str, &str); 4] = [
        (
            &["--load", "7"],
            "there is no saved game number 7 in",
            "il n'y a pas de partie sauvegardée numéro 7 dans",
            "нет сохранённой партии номер 7",
        ),
        (
            &["--resume"],
            "no unfinished game to resume in",
            "aucune partie en cours à reprendre dans",
            "нет неоконченной партии",
        ),
        (
            &["move", "--record", broken],
            "invalid record: ",
            "partie enregistrée invalide : ",
            "недопустимая запись партии: ",
        ),
        (
            &[
                "move",
                "--record",
                unfinished,
                "--bot",
                "greedy",
                "--threads",
                "0",
            ],
            "--threads 0 means one thread",
            "--threads 0 signifie un seul fil",
            "--threads 0 означает один поток",
        ),
    ];
    for (args, en, fr, ru) in cases {
        for (lang, words) in [("en", en), ("fr", fr), ("ru", ru)] {
            let mut with_lang = vec!["--lang", lang];
            with_lang.extend_from_slice(args);
            let out = run(&[], &with_lang);
            // Only the note on --threads lets the command go on.
            let noted = args.contains(&"--threads");
            assert_eq!(out.status.success(), noted, "{with_lang:?}: {out:?}");
            let err = text(&out.stderr);
            assert!(err.contains(words), "{with_lang:?}: {err}");
            if args[0] == "move" && !noted {
                assert!(err.contains(reason), "the reason stays verify's: {err}");
            }
        }
    }
}

/// The replay viewer with a finished review of the Express fixture (a quick one), at its start.
fn reviewed() -> App {
    use patchwork::bot::{Budget, Stop};
    use patchwork::review::{Analyzer, Settings};
    let text = std::fs::read_to_string(crate::common::fixture("review/express.json"))
        .expect("the fixture");
    let record = patchwork::record::Record::from_json(&text).expect("a record");
    let history = patchwork::history::History::from_record(&record)
        .expect("a game")
        .history;
    let settings = Settings {
        budget: Budget::iterations(100),
        seed: 0,
    };
    let review = Analyzer::new(&history, settings)
        .run(2, &Stop::new(), |_| {})
        .expect("reviewed");
    let mut viewer = sized(App::replay(history, None, THEME));
    let effects = keys(&mut viewer, "r");
    let ticket = effects
        .iter()
        .find_map(|e| match e {
            patchwork::tui::Effect::Review { ticket, .. } => Some(*ticket),
            _ => None,
        })
        .expect("the viewer asks for a review");
    viewer.update(patchwork::tui::Msg::Reviewed {
        ticket,
        review: Box::new(review),
    });
    viewer
}

/// The review in the replay viewer at 80x24, in every language, on every step: the banner's
/// two lines are whole (where the usual form is too long, the compact one drops the replay's
/// speed and the step's words, which the move list shows), never cut with an ellipsis.
#[test]
fn the_reviews_banner_is_whole_at_80x24_in_every_language() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut viewer = reviewed();
            for _ in 0..=viewer.history().len() {
                let text = screen(&viewer, 80, 24);
                for line in text.lines().take(2) {
                    assert!(!line.contains('…'), "{lang}: a banner line is cut:\n{text}");
                }
                press(&mut viewer, KeyCode::Right);
            }
        });
    }
}
