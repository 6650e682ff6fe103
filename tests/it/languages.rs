//! The game in French and Russian: the same screens as in English, drawn in each language at
//! 80x24 and 120x40 (insta snapshots), and the command line's messages in each language (the
//! real binary in tmux choosing its language is in `e2e_languages.rs`).

use insta::assert_snapshot;
use patchwork::i18n::bidi::{self, Rendering};
use patchwork::i18n::{self, Lang};
use patchwork::tui::{App, Context, Options, THEME};
use ratatui::crossterm::event::KeyCode;

use crate::common::{advance_both, keys, press, screen, sized, text};

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
    advance_both(&mut app, 500);
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

/// Persian, drawn by the game for a terminal that draws cells as they come: shaped, right to
/// left, the chrome mirrored and the board as on the table.
#[test]
fn persian_screens() {
    bidi::set_rendering(Rendering::Visual);
    snapshots(Lang::Fa);
    bidi::set_rendering(Rendering::Terminal);
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
                // Right to left a line ends at the right edge and leaves its room at the left.
                let rtl = lang.direction() == patchwork::i18n::bidi::Direction::Rtl;
                for line in text.lines().take(2) {
                    let room = if rtl {
                        line.starts_with(' ')
                    } else {
                        line.chars().count() < 80
                    };
                    assert!(
                        room || line.ends_with('…'),
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
                let mut shown: Vec<&str> = bar.split("   ").map(str::trim).collect();
                // Right to left the bar reads from the right: its first hint is the rightmost,
                // each key to the right of its word.
                let flipped: Vec<String>;
                if rtl {
                    shown.reverse();
                    flipped = shown
                        .iter()
                        .map(|h| {
                            let (word, key) = h.rsplit_once(' ').unwrap_or((h, ""));
                            format!("{key} {word}")
                        })
                        .collect();
                    shown = flipped.iter().map(String::as_str).collect();
                }
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

/// The review in the replay viewer at 80x24, in every language, on every step and with the
/// bot's best step shown instead of it: the banner's lines are whole (where the usual form is
/// too long, the compact one drops the replay's speed, then the step's words, which the move
/// list shows), never cut with an ellipsis.
#[test]
fn the_reviews_banner_is_whole_at_80x24_in_every_language() {
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut viewer = reviewed();
            for _ in 0..=viewer.history().len() {
                let text = screen(&viewer, 80, 24);
                for line in text.lines().take(3) {
                    assert!(!line.contains('…'), "{lang}: a banner line is cut:\n{text}");
                }
                // The bot's best step instead of the step played, and back.
                keys(&mut viewer, "b");
                let text = screen(&viewer, 80, 24);
                for line in text.lines().take(3) {
                    assert!(!line.contains('…'), "{lang}: a banner line is cut:\n{text}");
                }
                keys(&mut viewer, "b");
                press(&mut viewer, KeyCode::Right);
            }
        });
    }
}

/// Messages that end in an ellipsis of their own (something under way), not a cut.
fn ending_in_an_ellipsis() -> Vec<String> {
    ["bot-thinking", "hint-thinking"]
        .iter()
        .map(|id| i18n::text(id, None))
        .collect()
}

/// The banner of `app` at 80x24: none of its three rows is cut (ends in an ellipsis that is
/// not a message's own nor a name shortened).
fn banner_is_whole(app: &App, lang: Lang, what: &str) {
    let text = screen(app, 80, 24);
    let mut own = ending_in_an_ellipsis();
    for p in patchwork::rules::Player::BOTH {
        own.push(patchwork::tui::strings::ellipsis(
            app.session().name(p),
            patchwork::tui::strings::SHORT_NAME,
        ));
    }
    for line in text.lines().take(3) {
        assert!(
            !line.ends_with('…') || own.iter().any(|o| line.ends_with(o.as_str())),
            "{lang}, {what}: a banner line is cut:\n{text}"
        );
    }
}

/// The question to a bot among `effects`, if any: its ticket and position.
fn question(effects: &[patchwork::tui::Effect]) -> Option<(u64, patchwork::rules::Game)> {
    effects.iter().rev().find_map(|e| match e {
        patchwork::tui::Effect::Think { ticket, game, .. } => Some((*ticket, (**game).clone())),
        _ => None,
    })
}

/// A person's turn as a newcomer plays it, the banner checked at every screen: looking at the
/// three patches, then buying the first that can be bought (its ghost sewn where it opens) on
/// even turns, advancing (the question answered) on odd ones or when nothing can be bought.
fn persons_turn(app: &mut App, turn: u64, lang: Lang) -> Vec<patchwork::tui::Effect> {
    let check = |app: &App, what: &str| banner_is_whole(app, lang, what);
    match app.context() {
        Context::Leather | Context::Discard => return press(app, KeyCode::Enter),
        Context::Choosing => {}
        other => panic!("{lang}: a person's turn in {other:?}"),
    }
    for _ in 0..3 {
        press(app, KeyCode::Right);
        check(app, "a patch looked at");
    }
    if turn.is_multiple_of(2) {
        press(app, KeyCode::Enter);
        check(app, "a patch picked");
        if app.context() == Context::Placing {
            let effects = press(app, KeyCode::Enter);
            if app.context() != Context::Placing {
                return effects;
            }
            check(app, "a ghost refused");
            press(app, KeyCode::Esc);
        }
    }
    let effects = keys(app, "a");
    if app.context() != Context::Advance {
        return effects;
    }
    check(app, "the advance question");
    keys(app, "y")
}

/// A whole game of `options` at 80x24, bots answered with the greedy or the random bot's
/// step, the banner checked at every screen; then the game-over screen, its box hidden, and every step of its
/// replay.
fn whole_game(options: &Options, seed: u64, lang: Lang) {
    use patchwork::tui::Msg;
    let mut app = sized(App::new(options, seed, THEME).expect("valid"));
    let mut effects = app.start();
    let mut turn = 0u64;
    for _ in 0..1000 {
        banner_is_whole(&app, lang, "a step");
        if app.context() == Context::Over {
            break;
        }
        if let Some((ticket, game)) = question(&effects) {
            // The greedy bot's steps on odd seeds, the random bot's on even ones.
            let kind = if seed % 2 == 1 {
                patchwork::bot::BotKind::Greedy
            } else {
                patchwork::bot::BotKind::Random
            };
            let mut bot = kind.build(seed + turn, 1);
            let answer = bot.choose(&game, patchwork::bot::Budget::iterations(1));
            effects = app.update(Msg::Bot { ticket, answer });
            while let patchwork::tui::Mode::Shown { .. } = app.mode() {
                banner_is_whole(&app, lang, "a bot's step shown");
                effects.extend(app.update(Msg::Tick));
            }
            continue;
        }
        turn += 1;
        effects = persons_turn(&mut app, turn, lang);
    }
    assert_eq!(app.context(), Context::Over, "{lang}: the game ends");
    press(&mut app, KeyCode::Esc);
    banner_is_whole(&app, lang, "the quilts at the end");
    press(&mut app, KeyCode::Esc);
    keys(&mut app, "r");
    for _ in 0..=app.history().len() {
        banner_is_whole(&app, lang, "the replay");
        press(&mut app, KeyCode::Right);
    }
    keys(&mut app, "q");
    banner_is_whole(&app, lang, "back from the replay");
    press(&mut app, KeyCode::Esc);
    banner_is_whole(&app, lang, "back from the replay, the quilts");
}

/// What just happened, whose turn it is and why, and what the player to move may do are never
/// cut at 80x24, in any language, on every step of whole games: a person against a bot named
/// after its level, two bots (the news of every step), two people with long names (64
/// characters, the most a name may have), Express; and in the replay of each.
#[test]
fn no_banner_line_is_cut_at_80x24_in_any_language() {
    use patchwork::bot::{BotKind, Level};
    use patchwork::tui::Opponent;
    let longest = [
        "Wolfeschlegelsteinhausenbergerdorff-Maximiliana-Alexandra-Smythe",
        "Featherstonehaugh-Cholmondeley-Marjoribanks-Bartholomew-Fitzgera",
    ];
    assert!(longest.iter().all(|n| n.chars().count() == 64));
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let beginner = patchwork::tui::strings::level(Level::Beginner);
            let casual = patchwork::tui::strings::level(Level::Casual);
            let games = [
                Options {
                    names: ["Maximiliana-Alexandra".to_owned(), beginner],
                    bots: [None, Some(Opponent::Level(Level::Beginner))],
                    ..Options::default()
                },
                Options {
                    names: ["Bartholomew-Fitzgerald".to_owned(), casual],
                    bots: [
                        Some(Opponent::Bot(BotKind::Greedy)),
                        Some(Opponent::Level(Level::Casual)),
                    ],
                    ..Options::default()
                },
                Options {
                    names: longest.map(str::to_owned),
                    ..Options::default()
                },
                Options {
                    variant: patchwork::rules::Variant::Express,
                    names: ["Nina".to_owned(), "greedy".to_owned()],
                    bots: [None, Some(Opponent::Bot(BotKind::Greedy))],
                    ..Options::default()
                },
            ];
            for (i, options) in games.iter().enumerate() {
                whole_game(options, 3 + i as u64, lang);
            }
        });
    }
}

/// The replay viewer's words in French: a non-breaking space before the colon ("début :"),
/// one word for a step in its header as in its graph ("étape"), and "bot" as everywhere else
/// (never "robot").
#[test]
fn the_replay_speaks_good_french() {
    i18n::with(Lang::Fr, || {
        let path = crate::common::fixture("records/valid/classic-finished.json");
        let text = std::fs::read_to_string(path).expect("the fixture");
        let record = patchwork::record::Record::from_json(&text).expect("a record");
        let history = patchwork::history::History::from_record(&record)
            .expect("a game")
            .history;
        let viewer = sized(App::replay(history, None, THEME));
        let text = screen(&viewer, 100, 30);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[0].starts_with(" Relecture · étape 0 sur "), "{text}");
        assert!(lines[1].starts_with(" début\u{a0}: ["), "{text}");
    });
    for file in ["fr.ftl", "cli-fr.ftl"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/i18n")
            .join(file);
        let catalogue = std::fs::read_to_string(path).expect("the catalogue");
        assert!(!catalogue.contains("robot"), "{file} says robot");
    }
}

/// The three patches on offer at 80 columns leave 20 columns for why one cannot be bought
/// (after a column of padding): the few words that say it fit there in every language.
#[test]
fn why_a_patch_cannot_be_bought_fits_a_narrow_entry_in_every_language() {
    use patchwork::rules::{IllegalAction, PatchId, Variant};
    use patchwork::tui::strings::short_blocker;
    use unicode_width::UnicodeWidthStr;
    let patch = Variant::Classic.patch_name(PatchId(3));
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for reason in [
                IllegalAction::NoRoom { patch },
                IllegalAction::CannotAfford {
                    patch,
                    cost: 10,
                    buttons: 99,
                },
            ] {
                let said = format!("✗ {}", short_blocker(&reason));
                assert!(said.width() <= 20, "{lang:?}: {said}");
            }
        });
    }
}

/// The check screen, the first time Persian is chosen on a terminal: the same words drawn the
/// three ways terminals need, each row as its kind of terminal needs it; a number (an ASCII or
/// a Persian digit) chooses, the choice is drawn from then on and asked to be kept.
#[test]
fn the_check_screen_draws_each_rendering_and_keeps_the_choice() {
    use patchwork::tui::Effect;
    i18n::with(Lang::Fa, || {
        bidi::set_rendering(Rendering::Visual);
        let mut app = sized(App::menu(Vec::new(), Vec::new(), SEED, THEME).expect("valid"));
        app.ask_display();
        assert_eq!(app.context(), Context::Display);
        let text = screen(&app, 80, 24);
        let sample = i18n::text_with("display-sample", [("key", i18n::arg("2"))]);
        let itself = i18n::text_with("display-itself", [("key", i18n::arg("3"))]);
        let logical = |s: &str| s.replace(['\u{2068}', '\u{2069}'], "");
        // Row 3 as stored (a terminal that reorders shows it right), row 2 with its words in
        // reading order but each word's letters as stored (a terminal that reverses words),
        // row 1 shaped and reversed (a terminal that draws cells as they come).
        assert!(text.contains(&format!("3. {}", logical(&itself))), "{text}");
        let as_words = |s: &str| -> String {
            let chars: Vec<(char, ())> = s.chars().map(|c| (c, ())).collect();
            bidi::line_for(&chars, bidi::Direction::Rtl, Rendering::Words)
                .into_iter()
                .map(|(c, ())| c)
                .collect()
        };
        let words = as_words(&format!("2. {}", logical(&sample)));
        assert!(text.contains(&words), "{words}\n{text}");
        assert!(text.contains('\u{FEE3}'), "row 1 is shaped:\n{text}");
        // A Persian digit chooses the second row.
        let effects = app.update(patchwork::tui::Msg::Key(
            ratatui::crossterm::event::KeyEvent::from(KeyCode::Char('۲')),
        ));
        assert!(
            effects
                .iter()
                .any(|e| matches!(e, Effect::Display(Rendering::Words))),
            "{effects:?}"
        );
        assert_eq!(bidi::rendering(), Rendering::Words);
        assert_eq!(app.context(), Context::Menu);
        // The first page has a row to bring the check back.
        let again = i18n::text("menu-display", None);
        assert!(screen(&app, 80, 24).contains(&as_words(&again)));
        bidi::set_rendering(Rendering::Terminal);
    });
}
