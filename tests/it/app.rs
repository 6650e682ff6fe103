//! The terminal app's memory driven through `update`, without a terminal: saves asked after
//! every step, undo and redo, the replay viewer, and bots answering on a worker's behalf.

use patchwork::history::History;
use patchwork::record::{self, Record};
use patchwork::rules::{Action, Player, Variant};
use patchwork::tui::{App, Context, Effect, Mode, Msg, Options, THEME, TurnStep};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::common::{keys, press, sized};

const SEED: u64 = 7;

fn saves(effects: &[Effect]) -> Vec<&Record> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save { record, .. } => Some(&**record),
            Effect::Think { .. }
            | Effect::Review { .. }
            | Effect::Suspend
            | Effect::Table(_)
            | Effect::Keep { .. }
            | Effect::Display(_) => None,
        })
        .collect()
}

fn hot_seat() -> App {
    sized(App::new(&Options::default(), SEED, THEME).expect("a shuffled set-up is valid"))
}

fn vs_bot(bot_first: bool) -> App {
    let mut options = Options::default();
    let seat = usize::from(!bot_first);
    options.bots[seat] = Some(patchwork::tui::Opponent::Bot(
        patchwork::bot::BotKind::Random,
    ));
    "Random".clone_into(&mut options.names[seat]);
    sized(App::new(&options, SEED, THEME).expect("a shuffled set-up is valid"))
}

#[test]
fn every_step_asks_for_a_save_of_a_valid_record() {
    let mut app = hot_seat();
    let effects = keys(&mut app, "1");
    assert!(saves(&effects).is_empty(), "choosing saves nothing");
    let effects = press(&mut app, KeyCode::Enter);
    let saved = saves(&effects);
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].actions.len(), 1);
    let text = saved[0].to_json().expect("serializes");
    let (_, replay) = record::load(&text).expect("a valid record");
    assert_eq!(&replay.game, app.game());
    let effects = keys(&mut app, "ay");
    assert_eq!(saves(&effects)[0].actions.len(), 2);
}

#[test]
fn a_step_that_wins_leather_is_saved_once_the_leather_is_placed() {
    let mut app = hot_seat();
    let mut effects = Vec::new();
    while !matches!(app.context(), Context::Leather | Context::Discard) {
        effects = keys(&mut app, "ay");
    }
    assert!(saves(&effects).is_empty(), "the step is not complete yet");
    let before = app.history().cursor();
    let effects = press(&mut app, KeyCode::Enter);
    let saved = saves(&effects);
    assert_eq!(saved.len(), 1);
    assert_eq!(saved[0].actions.len(), before + 1);
    assert_eq!(saved[0].actions.last().map(|a| a.leather.len()), Some(1));
}

#[test]
fn undo_and_redo_move_through_the_game_and_save_what_is_shown() {
    let mut app = hot_seat();
    let start = app.game().clone();
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    let after = app.game().clone();
    let log: Vec<_> = app.session().log().cloned().collect();

    let effects = keys(&mut app, "u");
    assert_eq!(app.game(), &start);
    assert_eq!(app.context(), Context::Choosing);
    assert_eq!(
        app.session().log().count(),
        0,
        "only the opening line is left"
    );
    assert_eq!(
        saves(&effects)[0].actions.len(),
        0,
        "the save follows the undo"
    );

    keys(&mut app, "U");
    assert_eq!(app.game(), &after);
    assert_eq!(app.session().log().cloned().collect::<Vec<_>>(), log);
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('u'),
        KeyModifiers::NONE,
    )));
    app.update(Msg::Key(KeyEvent::new(
        KeyCode::Char('r'),
        KeyModifiers::CONTROL,
    )));
    assert_eq!(app.game(), &after, "Ctrl-R redoes too");

    // Nothing left to redo: said, and nothing changes.
    keys(&mut app, "U");
    assert!(app.notice().is_some_and(patchwork::tui::Notice::is_error));
    assert_eq!(app.game(), &after);

    // A new step after an undo drops the redo branch.
    keys(&mut app, "u");
    keys(&mut app, "ay");
    assert!(!app.history().can_redo());
}

#[test]
fn undo_takes_back_a_leather_patch_with_the_turn_that_won_it() {
    let mut app = hot_seat();
    while !matches!(app.context(), Context::Leather | Context::Discard) {
        keys(&mut app, "ay");
    }
    let cursor = app.history().cursor();
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "u");
    assert_eq!(app.history().cursor(), cursor);
    assert_eq!(app.game(), app.history().game_at(cursor));
    assert!(app.history().partial().is_none());
}

/// A game against the random bot, played by the person (advancing) until the bot is asked to
/// think: the app, the ticket of the question and the position asked about.
fn until_the_bot_thinks() -> (App, u64, patchwork::rules::Game) {
    let mut app = vs_bot(false);
    let mut effects = app.start();
    while effects.is_empty() {
        effects = keys(&mut app, "ay");
    }
    let Some(Effect::Think { ticket, game, .. }) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::Think { .. }))
    else {
        panic!("the bot is asked to think");
    };
    (app, ticket, *game)
}

/// The random bot's answer in `game`.
fn random_answer(game: &patchwork::rules::Game) -> Vec<Action> {
    patchwork::bot::BotKind::Random
        .build(1, 1)
        .choose(game, patchwork::bot::Budget::default())
        .expect("an answer")
}

#[test]
fn a_bot_is_asked_to_think_and_its_answer_is_played() {
    let mut app = vs_bot(false);
    // Play as the person until the bot is to move.
    let mut effects = app.start();
    while effects.is_empty() {
        effects = keys(&mut app, "ay");
    }
    let Some(Effect::Think {
        ticket, bot, game, ..
    }) = effects
        .iter()
        .find(|e| matches!(e, Effect::Think { .. }))
        .cloned()
    else {
        panic!("the bot is asked to think: {effects:?}");
    };
    assert_eq!(
        bot,
        patchwork::tui::Opponent::Bot(patchwork::bot::BotKind::Random)
    );
    assert_eq!(game.to_move(), Some(Player::Two));
    assert!(app.thinking());
    // Keys other than help, undo and quit wait while it thinks.
    let before = app.game().clone();
    keys(&mut app, "ay");
    assert_eq!(app.game(), &before);

    let answer = random_answer(&game);
    let effects = app.update(Msg::Bot {
        ticket,
        answer: Ok(answer),
    });
    assert!(!app.thinking());
    assert_eq!(saves(&effects).len(), 1, "the bot's step is saved");
    let scene = super::common::game_scene(&app);
    assert!(
        !scene.seats[Player::Two.index()].highlight.is_empty(),
        "its move is marked"
    );
    assert_ne!(app.game(), &before);
}

#[test]
fn a_stale_bot_answer_is_dropped_after_an_undo() {
    let (mut app, ticket, game) = until_the_bot_thinks();
    // The person takes back their move while the bot thinks.
    keys(&mut app, "u");
    assert!(!app.thinking());
    let shown = app.game().clone();
    let answer = random_answer(&game);
    app.update(Msg::Bot {
        ticket,
        answer: Ok(answer),
    });
    assert_eq!(app.game(), &shown, "the stale answer changes nothing");
}

#[test]
fn undo_in_solo_takes_back_the_bots_reply_too() {
    let (mut app, ticket, game) = until_the_bot_thinks();
    // The game before the person's last move.
    let human_turn = app.history().game_at(app.history().cursor() - 1).clone();
    let answer = random_answer(&game);
    app.update(Msg::Bot {
        ticket,
        answer: Ok(answer),
    });
    // Let the pause after the bot's move run out (it may move again, as the turn order says).
    for _ in 0..20 {
        app.update(Msg::Tick);
    }
    keys(&mut app, "u");
    assert_eq!(app.game(), &human_turn, "back to the person's last turn");
    assert!(!app.thinking());
}

#[test]
fn an_illegal_bot_answer_is_refused_by_the_core() {
    let mut app = vs_bot(true);
    let effects = app.start();
    let Some(Effect::Think { ticket, .. }) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::Think { .. }))
    else {
        // The shuffle made the person start; nothing to check here.
        return;
    };
    let before = app.game().clone();
    app.update(Msg::Bot {
        ticket,
        answer: Ok(vec![Action::Leather(None)]),
    });
    assert_eq!(app.game(), &before);
    assert!(app.notice().is_some_and(patchwork::tui::Notice::is_error));
}

#[test]
fn a_bot_whose_search_panicked_is_said_to_have_failed_and_its_turn_waits() {
    let (mut app, ticket, _) = until_the_bot_thinks();
    let before = app.game().clone();
    app.update(Msg::Bot {
        ticket,
        answer: Err(patchwork::bot::BotError::Panicked(
            "index out of bounds".to_owned(),
        )),
    });
    assert_eq!(app.game(), &before);
    assert!(matches!(app.mode(), patchwork::tui::Mode::BotFailed));
    let shown = super::common::screen(&app, 120, 40);
    assert!(
        shown.contains("the bot's search failed: index out of bounds"),
        "{shown}"
    );
}

fn replay_of(text: &str) -> App {
    let record = Record::from_json(text).expect("well-formed");
    let loaded = History::from_record(&record).expect("playable");
    let mut app = sized(App::replay(loaded.history, loaded.fault, THEME));
    // Autoplay a step every 2 ticks.
    keys(&mut app, "+");
    app
}

fn fixture(path: &str) -> String {
    std::fs::read_to_string(crate::common::fixture(&format!("records/{path}"))).expect("fixture")
}

#[test]
fn the_replay_viewer_steps_jumps_and_autoplays() {
    let text = fixture("valid/classic-finished.json");
    let (_, replay) = record::load(&text).expect("valid");
    let mut app = replay_of(&text);
    let len = app.history().len();
    assert_eq!(app.history().cursor(), 0, "a replay opens at the start");
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Char('l'));
    assert_eq!(app.history().cursor(), 2);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.history().cursor(), 1);
    press(&mut app, KeyCode::End);
    assert_eq!(app.history().cursor(), len);
    assert_eq!(app.game(), &replay.game);
    assert!(
        super::common::game_scene(&app).boxes.game_over.is_some(),
        "a finished game ends on the score screen"
    );
    press(&mut app, KeyCode::Right);
    assert_eq!(app.history().cursor(), len, "no step past the end");
    keys(&mut app, "g");
    assert_eq!(app.history().cursor(), 0);
    // A number then Enter jumps to that action.
    keys(&mut app, "12");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.history().cursor(), 12);
    // Space plays on by itself, one step every `speed` ticks, and stops at the end.
    keys(&mut app, " ");
    for _ in 0..4 {
        app.update(Msg::Tick);
    }
    assert_eq!(app.history().cursor(), 14);
    keys(&mut app, "+");
    for _ in 0..400 {
        app.update(Msg::Tick);
    }
    assert_eq!(app.history().cursor(), len);
    assert!(matches!(app.mode(), Mode::Replay(r) if r.autoplay.is_none()));
    // Nothing a replay does is saved, and keys of play do nothing.
    assert!(keys(&mut app, "uay").is_empty());
}

#[test]
fn a_faulty_record_replays_up_to_the_fault_and_says_what_is_wrong() {
    let text = fixture("invalid/overlap.json");
    let error = record::load(&text).expect_err("invalid");
    let mut app = replay_of(&text);
    let Mode::Replay(replay) = app.mode() else {
        panic!("a replay");
    };
    assert_eq!(
        replay.fault.as_ref().map(ToString::to_string),
        Some(error.to_string())
    );
    press(&mut app, KeyCode::End);
    assert_eq!(
        app.history().cursor(),
        error.action().expect("an action fault") - 1
    );
}

#[test]
fn play_from_a_replayed_step_starts_a_new_saved_game() {
    let text = fixture("valid/express-finished.json");
    let mut app = replay_of(&text);
    // A step where the person (seat 0; seat 1 is a bot in this record) is to move.
    let step = (5..app.history().len())
        .find(|&i| app.history().game_at(i).to_move() == Some(Player::One))
        .expect("the person moves some time");
    keys(&mut app, &step.to_string());
    press(&mut app, KeyCode::Enter);
    let shown = app.game().clone();
    let effects = keys(&mut app, "p");
    assert!(!matches!(app.mode(), Mode::Replay(_)));
    assert_eq!(app.game(), &shown);
    assert_eq!(app.history().len(), step, "the steps after it are dropped");
    let Some(Effect::Save { slot, record }) = effects.first() else {
        panic!("the new game is saved: {effects:?}");
    };
    assert_eq!(*slot, 1, "in a file of its own");
    assert_eq!(record.actions.len(), step);
    assert_eq!(app.game().variant(), Variant::Express);
    // Play goes on from there.
    assert!(!app.thinking());
    let mut effects = keys(&mut app, "ay");
    if matches!(app.context(), Context::Leather | Context::Discard) {
        effects.extend(press(&mut app, KeyCode::Enter));
    }
    assert_eq!(saves(&effects)[0].actions.len(), step + 1);
}

#[test]
fn a_terminate_signal_quits_like_q() {
    let mut app = hot_seat();
    assert!(app.update(Msg::Terminate).is_empty());
    assert!(app.should_quit());
}

#[test]
fn a_hint_shows_the_suggested_patch_where_it_goes_and_what_it_gains() {
    let mut app = hot_seat();
    let effects = keys(&mut app, "t");
    let Some(Effect::Think {
        ticket, bot, game, ..
    }) = effects.into_iter().next()
    else {
        panic!("the hint bot is asked");
    };
    assert_eq!(bot, patchwork::tui::HINT_BOT);
    assert!(app.thinking());
    // The suggestion: the first legal purchase the core lists.
    let buy = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Patch { .. }))
        .expect("a purchase is legal at the start");
    app.update(Msg::Bot {
        ticket,
        answer: Ok(vec![buy]),
    });
    assert!(!app.thinking());
    let Mode::Turn(turn) = app.mode() else {
        panic!("the hint opens the ghost: {:?}", app.mode());
    };
    let TurnStep::Placing(ghost) = &turn.step else {
        panic!("the hint opens the ghost: {:?}", turn.step);
    };
    assert_eq!(
        ghost.action(app.game().variant()),
        Some(buy),
        "the ghost sits exactly on the suggested cells, and may be sewn there"
    );
    let notice = app.notice().expect("a line says why");
    let text = notice.text(app.game().variant());
    let Action::Patch { patch, .. } = buy else {
        unreachable!("a purchase")
    };
    let name = app.game().variant().patch_name(patch).to_string();
    assert!(
        text.starts_with(&format!("Hint: buy #{name} and sew it at "))
            && text.contains(" projected"),
        "{text}"
    );
    assert!(text.chars().count() <= 78, "fits at 80 columns: {text}");
    // Enter plays it.
    let before = app.history().cursor();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.history().cursor(), before + 1);
}

#[test]
fn express_says_when_the_blue_patches_join() {
    let options = Options {
        variant: Variant::Express,
        ..Options::default()
    };
    let mut app = sized(App::new(&options, SEED, THEME).expect("valid"));
    for _ in 0..200 {
        if app.game().blue_waiting().is_empty() || app.context() == Context::Over {
            break;
        }
        if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter);
            continue;
        }
        // Buy the first patch that can be bought, else advance.
        let before = app.history().cursor();
        for key in ["1", "2", "3"] {
            keys(&mut app, key);
            if app.context() == Context::Placing {
                press(&mut app, KeyCode::Enter);
                break;
            }
        }
        if app.history().cursor() == before && app.history().partial().is_none() {
            press(&mut app, KeyCode::Esc);
            keys(&mut app, "ay");
        }
    }
    assert!(
        app.game().blue_waiting().is_empty(),
        "the blue patches joined"
    );
    // The move history as shown (a step waiting for its leather included).
    let log: Vec<String> = super::common::game_scene(&app)
        .moves
        .iter()
        .map(|e| e.text.to_string())
        .collect();
    let joined: Vec<_> = log
        .iter()
        .filter(|l| l.ends_with(&patchwork::tui::strings::blue_join()))
        .collect();
    assert_eq!(joined.len(), 1, "{log:#?}");
}

fn run_binary(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(args)
        .env(
            "PATCHWORK_DATA_DIR",
            std::env::temp_dir().join("patchwork-cli-refusals"),
        )
        .output()
        .expect("the binary runs")
}

#[test]
fn bad_game_options_are_refused_before_the_terminal_opens() {
    let out = run_binary(&["--variant", "express", "--board", "original"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "patchwork: --board is for classic Patchwork only: Express has one time board\n"
    );
    let out = run_binary(&["--player2", "  "]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "patchwork: the name of player 2 is empty: give one with --player2\n"
    );
    let out = run_binary(&["--load", "99999"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("patchwork: there is no saved game number 99999 in ")
            && err.ends_with("(patchwork games lists them)\n"),
        "{err}"
    );
    // A file of that name in the current folder is named as the way to open it.
    let here = tempfile::tempdir().expect("a folder");
    std::fs::write(here.path().join("99998"), b"{}").expect("a file named 99998");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(["--load", "99998"])
        .current_dir(here.path())
        .env(
            "PATCHWORK_DATA_DIR",
            std::env::temp_dir().join("patchwork-cli-refusals"),
        )
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("for the file 99998 in this folder, write ./99998"),
        "{err}"
    );
    let out = run_binary(&["--load", "/no/such/file.json"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&out.stderr).starts_with("patchwork: /no/such/file.json: "),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Ctrl-Z comes from the key table like every key: the app asks the loop to stop the process
/// (the loop gives the terminal back first) and changes nothing of the game, mid-placement too.
#[test]
fn ctrl_z_asks_the_loop_to_suspend_and_leaves_the_game_as_it_was() {
    let ctrl_z = || Msg::Key(KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL));
    let mut app = hot_seat();
    let before = app.game().clone();
    assert_eq!(app.update(ctrl_z()), vec![Effect::Suspend]);
    assert_eq!(app.game(), &before);
    keys(&mut app, "1");
    let context = app.context();
    assert_eq!(app.update(ctrl_z()), vec![Effect::Suspend]);
    assert_eq!(app.context(), context, "the placement is still under way");
    assert_eq!(app.game(), &before);
}

/// A game against a level saves the level (the record's optional `level` field), and the game
/// resumed from that record plays the same level, with its budget; a record that names only the
/// bot (as older ones do) keeps that meaning: the bot at its own budget.
#[test]
fn a_level_is_saved_and_a_resumed_game_plays_it() {
    use patchwork::bot::{BotKind, Level};
    use patchwork::tui::Opponent;
    for level in Level::ALL {
        let mut options = Options::default();
        options.bots[1] = Some(Opponent::Level(level));
        let app = sized(App::new(&options, SEED, THEME).expect("a shuffled set-up is valid"));
        let record = app.session().history().to_record();
        let text = record.to_json().expect("a record writes");
        let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert_eq!(json["players"][1]["level"], level.name(), "{text}");
        assert_eq!(json["players"][1]["bot"], level.kind().name(), "{text}");
        let (read, _) = record::load_bytes(text.as_bytes()).expect("it reads back");
        let history = History::from_record(&read).expect("valid").history;
        let resumed = App::play_on(history, THEME);
        let bot = resumed.session().bot_of(Player::Two);
        assert_eq!(bot, Some(Opponent::Level(level)), "{level:?}");
        assert_eq!(bot.map(Opponent::budget), Some(level.budget()));
        assert_eq!(resumed.session().bot_of(Player::One), None);
    }
    // An older record: the bot alone.
    let mut options = Options::default();
    options.bots[1] = Some(Opponent::Bot(BotKind::Greedy));
    let app = sized(App::new(&options, SEED, THEME).expect("valid"));
    let text = app
        .session()
        .history()
        .to_record()
        .to_json()
        .expect("writes");
    assert!(!text.contains("\"level\""), "{text}");
    let (read, _) = record::load_bytes(text.as_bytes()).expect("reads");
    let resumed = App::play_on(History::from_record(&read).expect("valid").history, THEME);
    assert_eq!(
        resumed.session().bot_of(Player::Two),
        Some(Opponent::Bot(BotKind::Greedy))
    );
}

/// The game refuses to start when its input or output is not a terminal: it says why, with
/// status 2, and writes nothing on standard output (no escape codes in a file).
#[test]
fn the_game_needs_a_terminal() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
        .args(["--lang", "en", "--data-dir"])
        .arg(dir.path())
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    assert!(out.stdout.is_empty(), "{out:?}");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("standard input is not one"), "{err}");
}

/// A key of the person's turn pressed while the bot has it is not thrown away: it is played
/// once the person's turn begins (here `a`, which opens the advance question); undo pressed
/// while the bot thinks drops it.
#[test]
fn a_key_typed_while_the_bot_plays_waits_for_the_persons_turn() {
    for (undo_first, expected) in [(false, Context::Advance), (true, Context::Choosing)] {
        let mut app = vs_bot(true);
        let mut effects = app.start();
        keys(&mut app, "a");
        if undo_first {
            effects.extend(keys(&mut app, "u"));
        }
        // Answer the bot (and let its pause pass) until the person has the turn.
        while let Some((ticket, game)) = effects.iter().rev().find_map(|e| match e {
            Effect::Think { ticket, game, .. } => Some((*ticket, (**game).clone())),
            _ => None,
        }) {
            effects = app.update(Msg::Bot {
                ticket,
                answer: Ok(random_answer(&game)),
            });
            while let Mode::Shown { .. } = app.mode() {
                effects.extend(app.update(Msg::Tick));
            }
            if !app.thinking() {
                break;
            }
        }
        assert!(!app.thinking());
        assert_eq!(app.context(), expected, "undo first: {undo_first}");
    }
}

/// A hint to advance is played by Enter, as its line says, also where advancing asks nothing
/// (the player answered `A`, "yes, stop asking"): the step the hint names, not a purchase.
#[test]
fn enter_plays_a_hinted_advance_even_where_advancing_asks_nothing() {
    for always in [false, true] {
        let mut app = hot_seat();
        if always {
            keys(&mut app, "aA");
        }
        let mover = app.game().to_move().expect("a turn");
        let effects = keys(&mut app, "t");
        let Some(Effect::Think { ticket, .. }) = effects.into_iter().next() else {
            panic!("the hint bot is asked");
        };
        app.update(Msg::Bot {
            ticket,
            answer: Ok(vec![Action::Advance]),
        });
        let text = app
            .notice()
            .map(|n| n.text(app.game().variant()))
            .unwrap_or_default();
        assert!(
            text.starts_with("Hint: advance") && text.contains("(Enter plays it)"),
            "{text}"
        );
        let other = app.game().player(mover.other()).position.get();
        let before = app.history().cursor();
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.history().cursor(), before + 1, "always: {always}");
        let step = &app.history().steps()[before];
        assert_eq!(
            step.actions.first(),
            Some(&Action::Advance),
            "always: {always}"
        );
        assert_eq!(app.game().player(mover).position.get(), other + 1);
    }
}
