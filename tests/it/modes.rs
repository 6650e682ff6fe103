//! The app's modes through `update`: each defect a new player found in the old shape of the
//! app, held down by a test (the too-small screen, the thinking banner, undo against a bot that
//! moved first, the replay prompt, playing on at the end, quitting with leather waiting, the
//! circle's words on a bot's turn, and searches that stop).

use patchwork::bot::{BotKind, Budget, Stop};
use patchwork::history::History;
use patchwork::record::Record;
use patchwork::rules::{Action, Game, Player};
use patchwork::tui::{
    App, Context, Effect, Loss, Mode, Msg, Notice, Opponent, Options, THEME, strings,
};
use ratatui::crossterm::event::KeyCode;

use super::common::{keys, press, screen, sized};

const SEED: u64 = 7;

/// The questions to bots among `effects`: (ticket, position, stop signal).
fn thinks(effects: &[Effect]) -> Vec<(u64, Game, Stop)> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Think {
                ticket, game, stop, ..
            } => Some((*ticket, (**game).clone(), stop.clone())),
            Effect::Save { .. }
            | Effect::Review { .. }
            | Effect::Suspend
            | Effect::Table(_)
            | Effect::Keep { .. }
            | Effect::Display(_) => None,
        })
        .collect()
}

/// A game where `bot` plays the seat of the player who moves first (seed 7: Ada's).
fn bot_moves_first(bot: BotKind) -> App {
    let mut options = Options::default();
    options.bots[0] = Some(Opponent::Bot(bot));
    "Bot".clone_into(&mut options.names[0]);
    sized(App::new(&options, SEED, THEME).expect("valid"))
}

/// A game where `bot` plays the second seat (seed 7: Ada, the person, starts).
fn person_first(bot: BotKind) -> App {
    let mut options = Options::default();
    options.bots[1] = Some(Opponent::Bot(bot));
    "Bot".clone_into(&mut options.names[1]);
    sized(App::new(&options, SEED, THEME).expect("valid"))
}

fn answer(game: &Game) -> Vec<Action> {
    BotKind::Random
        .build(3, 1)
        .choose(game, Budget::iterations(1))
        .expect("an answer")
}

fn banner(app: &App) -> String {
    let scene = super::common::game_scene(app);
    scene
        .banner
        .iter()
        .flatten()
        .map(|(text, _)| text.as_str())
        .collect()
}

#[test]
fn on_the_too_small_screen_keys_play_nothing_and_q_still_quits() {
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    app.update(Msg::Resize(40, 12));
    assert_eq!(app.context(), Context::TooSmall);
    let before = app.game().clone();
    let effects = keys(&mut app, "1ay");
    press(&mut app, KeyCode::Enter);
    assert!(effects.is_empty());
    assert_eq!(app.game(), &before, "nothing is played that nobody sees");
    app.update(Msg::Resize(120, 40));
    assert_eq!(app.context(), Context::Choosing, "back to where it was");
    app.update(Msg::Resize(40, 12));
    keys(&mut app, "q");
    assert!(app.should_quit());
}

#[test]
fn the_thinking_banner_goes_when_the_bot_has_moved_even_after_a_key() {
    let mut app = bot_moves_first(BotKind::Greedy);
    let asked = thinks(&app.start());
    let (ticket, game, _) = asked.first().cloned().expect("the bot is asked");
    assert!(banner(&app).contains(&strings::bot_thinking()));
    // A key pressed while it thinks.
    keys(&mut app, "a");
    app.update(Msg::Bot {
        ticket,
        answer: Ok(answer(&game)),
    });
    assert!(
        !banner(&app).contains(&strings::bot_thinking()),
        "{}",
        banner(&app)
    );
}

#[test]
fn against_a_bot_that_moved_first_a_second_undo_keeps_the_redo_branch() {
    let mut app = bot_moves_first(BotKind::Random);
    let (ticket, game, _) = thinks(&app.start()).remove(0);
    app.update(Msg::Bot {
        ticket,
        answer: Ok(answer(&game)),
    });
    // The person moves, the bot answers, until the person is to move again.
    let mut effects = keys(&mut app, "ay");
    loop {
        if let Some((ticket, game, _)) = thinks(&effects).pop() {
            effects = app.update(Msg::Bot {
                ticket,
                answer: Ok(answer(&game)),
            });
            for _ in 0..20 {
                effects.extend(app.update(Msg::Tick));
            }
            continue;
        }
        if app.context() == Context::Choosing {
            break;
        }
        effects = keys(&mut app, "ay");
    }
    let after = app.game().clone();
    keys(&mut app, "u");
    assert_eq!(app.notice(), Some(&Notice::Undone));
    assert_eq!(app.context(), Context::Choosing, "the person moves again");
    let effects = keys(&mut app, "u");
    assert_eq!(app.notice(), Some(&Notice::NothingToUndo));
    assert!(
        thinks(&effects).is_empty(),
        "the bot is not asked to play its opening again"
    );
    assert!(app.history().can_redo(), "the redo branch is kept");
    keys(&mut app, "U");
    assert_eq!(app.game(), &after);
}

fn replay(record: &Record) -> App {
    let loaded = History::from_record(record).expect("playable");
    sized(App::replay(loaded.history, loaded.fault, THEME))
}

fn finished_record() -> Record {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/valid/classic-finished.json"
    ))
    .expect("fixture");
    Record::from_json(&text).expect("a record")
}

#[test]
fn esc_while_typing_a_step_number_cancels_the_number_not_the_replay() {
    let mut app = replay(&finished_record());
    keys(&mut app, "12");
    assert_eq!(app.context(), Context::ReplayEntry);
    press(&mut app, KeyCode::Esc);
    assert!(!app.should_quit());
    assert_eq!(app.context(), Context::Replay);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.history().cursor(), 0, "the number was forgotten");
    press(&mut app, KeyCode::Esc);
    assert!(app.should_quit(), "Esc without a number leaves");
}

#[test]
fn playing_on_from_the_end_of_a_finished_game_is_refused_and_the_seed_is_the_records() {
    let record = finished_record();
    let mut app = replay(&record);
    press(&mut app, KeyCode::End);
    let effects = keys(&mut app, "p");
    assert!(effects.is_empty(), "no duplicate finished game is saved");
    assert_eq!(app.notice(), Some(&Notice::NothingToPlayOn));
    let screen: String = super::common::game_scene(&app)
        .banner
        .iter()
        .flatten()
        .map(|(t, _)| t.clone())
        .collect();
    assert!(screen.contains("nothing to play on"), "{screen}");
    assert!(matches!(app.mode(), Mode::Replay(_)));
    // From an earlier step, the new game's first line tells the record's seed (or none).
    press(&mut app, KeyCode::Left);
    let effects = keys(&mut app, "p");
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Save { .. })),
        "{effects:?}"
    );
    let opening = app.session().opening_line().text;
    match record.seed.as_ref().and_then(serde_json::Value::as_u64) {
        Some(seed) => assert!(opening.contains(&format!("seed {seed}")), "{opening}"),
        None => assert!(!opening.contains("seed"), "{opening}"),
    }
    assert!(!opening.contains("seed 0") || record.seed == Some(0.into()));
}

#[test]
fn quitting_while_a_leather_patch_waits_says_the_turn_would_be_lost() {
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    while !matches!(app.context(), Context::Leather | Context::Discard) {
        keys(&mut app, "ay");
    }
    keys(&mut app, "q");
    assert!(!app.should_quit());
    assert!(matches!(app.loss(), Some(Loss::Purchase(_))));
    let dialog = super::common::game_scene(&app).boxes.dialog.expect("asked");
    // Advancing won it here: the turn is lost, whichever it was.
    assert!(dialog.contains("loses the turn that won it"), "{dialog}");
    keys(&mut app, "n");
    assert_eq!(app.context(), Context::Leather, "the leather still waits");
}

#[test]
fn on_a_bots_turn_the_circle_names_the_bots_buttons_not_yours() {
    // Play on (the bot's steps answered at random, the person advancing) until the bot is to
    // move with a patch it can't buy.
    let mut app = bot_moves_first(BotKind::Greedy);
    let mut effects = app.start();
    let mut checked = false;
    for _ in 0..200 {
        if let Some((ticket, game, _)) = thinks(&effects).pop() {
            let scene = super::common::game_scene(&app);
            let reasons: Vec<_> = scene.blocked.iter().flatten().collect();
            for reason in &reasons {
                assert!(!reason.long.contains("you"), "{}", reason.long);
                assert!(reason.long.contains("Bot has"), "{}", reason.long);
                checked = true;
            }
            drop(scene);
            effects = app.update(Msg::Bot {
                ticket,
                answer: Ok(answer(&game)),
            });
            effects.extend(app.update(Msg::Tick));
            continue;
        }
        if checked || app.context() == Context::Over {
            break;
        }
        effects = if matches!(app.context(), Context::Leather | Context::Discard) {
            press(&mut app, KeyCode::Enter)
        } else {
            keys(&mut app, "ay")
        };
    }
    assert!(checked, "the bot met a patch it could not buy");
    // On the person's own turn it is "you".
    let app = person_first(BotKind::Greedy);
    let scene = super::common::game_scene(&app);
    assert!(
        scene
            .blocked
            .iter()
            .flatten()
            .all(|r| !r.long.contains("has") || r.long.contains("you have"))
    );
}

#[test]
fn undo_while_the_strong_bot_thinks_stops_its_search_and_starts_no_other() {
    let mut app = person_first(BotKind::Mcts);
    let mut stops: Vec<Stop> = Vec::new();
    for _ in 0..50 {
        let mut effects = keys(&mut app, "ay");
        while matches!(app.context(), Context::Leather | Context::Discard) {
            effects.extend(press(&mut app, KeyCode::Enter));
        }
        stops.extend(thinks(&effects).into_iter().map(|(_, _, s)| s));
        for _ in 0..20 {
            let effects = keys(&mut app, "u");
            assert!(thinks(&effects).is_empty(), "an undo starts no search");
        }
        assert_eq!(app.game().to_move(), Some(Player::One));
        assert!(
            stops.iter().all(Stop::is_raised),
            "every search the app no longer waits for is stopped"
        );
    }
    assert!(!stops.is_empty());
    // Quitting stops the one running.
    let effects = keys(&mut app, "ay");
    let running: Vec<Stop> = thinks(&effects).into_iter().map(|(_, _, s)| s).collect();
    assert!(running.iter().all(|s| !s.is_raised()));
    drop(app);
    assert!(running.iter().all(Stop::is_raised));
}

/// A review of `history` made the way the viewer's worker makes it, small and repeatable.
fn small_review(history: &History) -> patchwork::review::Review {
    let settings = patchwork::review::Settings {
        budget: Budget::iterations(300),
        seed: 5,
    };
    patchwork::review::Analyzer::new(history, settings)
        .run(1, &Stop::new(), |_| {})
        .expect("not stopped")
}

#[test]
fn the_replay_viewer_reviews_the_game_marks_mistakes_and_shows_the_best_step() {
    let record = finished_record();
    let loaded = History::from_record(&record).expect("playable");
    let history = loaded.history.clone();
    let mut app = replay(&record);
    let effects = keys(&mut app, "r");
    let Some(Effect::Review { ticket, stop, .. }) = effects.first().cloned() else {
        panic!("the review is asked: {effects:?}");
    };
    assert!(keys(&mut app, "r").is_empty(), "asked once");
    // The key bar at 80 columns: `r` offered until asked, the review's keys once it is done.
    let bar = |app: &App| {
        let screen = screen(app, 80, 24);
        screen.lines().last().unwrap_or_default().to_owned()
    };
    assert!(!bar(&app).contains(" review"), "{}", bar(&app));
    assert!(!bar(&app).contains("n N"), "{}", bar(&app));
    app.update(Msg::ReviewProgress {
        ticket,
        done: 10,
        total: 40,
    });
    assert!(banner(&app).contains("reviewing"), "{}", banner(&app));
    assert!(banner(&app).contains("10/40"), "{}", banner(&app));
    // Keys stay live while it runs.
    press(&mut app, KeyCode::Right);
    assert_eq!(app.history().cursor(), 1);

    let review = small_review(&history);
    let errors = review.errors();
    app.update(Msg::Reviewed {
        ticket,
        review: Box::new(review.clone()),
    });
    assert!(banner(&app).contains("accuracy"), "{}", banner(&app));
    for keys in ["n N mistakes", "b best step", "? help", "q "] {
        assert!(bar(&app).contains(keys), "{keys}: {}", bar(&app));
    }
    // The marks in the move list.
    let scene = super::common::game_scene(&app);
    let marked = scene
        .moves
        .iter()
        .filter(|e| e.text.ends_with(" ?") || e.text.ends_with(" ??") || e.text.ends_with(" ?!"))
        .count();
    assert_eq!(marked, errors.len(), "one mark per judged error");
    assert!(scene.graph.is_some(), "the graph is drawn");
    drop(scene);
    // n jumps to the step after the next error; its verdict and the bot's best show.
    press(&mut app, KeyCode::Home);
    keys(&mut app, "n");
    if let Some(&first) = errors.first() {
        assert_eq!(app.history().cursor(), first + 1);
        let text = banner(&app);
        assert!(text.contains("best:"), "{text}");
        let step = &review.steps[first];
        let best_shown = |app: &App| {
            super::common::game_scene(app)
                .seats
                .iter()
                .any(|s| matches!(s.mark, patchwork::tui::scene::Mark::Best(_)))
        };
        // The step played is shown; `b` shows the best step on the position before it, in a
        // colour of its own (never a refusal's), and `b` again goes back.
        assert!(!best_shown(&app), "the step played first");
        insta::assert_snapshot!("review_80x24", screen(&app, 80, 24));
        insta::assert_snapshot!("review_120x40", screen(&app, 120, 40));
        keys(&mut app, "b");
        assert_eq!(
            app.history().cursor(),
            first,
            "the position before the step"
        );
        assert_eq!(
            best_shown(&app),
            step.best != step.played
                && step
                    .best
                    .first()
                    .is_some_and(|a| !matches!(a, Action::Advance))
        );
        assert!(banner(&app).contains("best step"), "{}", banner(&app));
        insta::assert_snapshot!("review_best_80x24", screen(&app, 80, 24));
        keys(&mut app, "b");
        assert_eq!(app.history().cursor(), first + 1, "back to the step played");
        assert!(!best_shown(&app));
        keys(&mut app, "N");
        assert_eq!(
            app.history().cursor(),
            first + 1,
            "no error before the first"
        );
    }
    // Leaving the viewer stops a review still running.
    let _ = stop;
    let mut app = replay(&record);
    let effects = keys(&mut app, "r");
    let Some(Effect::Review { stop, .. }) = effects.first().cloned() else {
        panic!("asked");
    };
    keys(&mut app, "q");
    assert!(app.should_quit());
    drop(app);
    assert!(stop.is_raised(), "the worker is told to stop");
}

#[test]
fn the_seat_choice_means_what_it_says_and_a_level_plays_the_bot_seat() {
    use patchwork::bot::Level;
    use patchwork::tui::Seating;
    for seed in 1..12 {
        for (seat, person_first) in [(Seating::First, true), (Seating::Second, false)] {
            let mut options = Options::default();
            options.bots[1] = Some(Opponent::Level(Level::Casual));
            "Casual".clone_into(&mut options.names[1]);
            options.seat = seat;
            let mut app = App::new(&options, seed, THEME).expect("valid");
            let first = app.game().to_move().expect("someone starts");
            let person = app.session().bot_of(first).is_none();
            assert_eq!(person, person_first, "seed {seed}, {seat:?}");
            assert_eq!(app.session().name(first) == "Ada", person_first);
            // Nobody changes seats: player 1, the person, stays on the left.
            assert_eq!(
                app.session().name(Player::One),
                "Ada",
                "seed {seed}, {seat:?}"
            );
            assert_eq!(app.session().bot_of(Player::One), None);
            let effects = app.start();
            let asked: Vec<Opponent> = effects
                .iter()
                .filter_map(|e| match e {
                    Effect::Think { bot, .. } => Some(*bot),
                    _ => None,
                })
                .collect();
            if person_first {
                assert!(asked.is_empty(), "the bot starts only when it moves first");
            } else {
                assert_eq!(asked, vec![Opponent::Level(Level::Casual)], "at its level");
            }
        }
    }
}

fn menu_app(games: Vec<patchwork::tui::menu::SavedGame>) -> App {
    sized(App::menu(games, vec!["3 games, 2 finished".to_owned()], SEED, THEME).expect("valid"))
}

#[test]
fn the_menu_starts_a_game_at_a_level_in_the_seat_chosen_with_the_name_typed() {
    use patchwork::bot::Level;
    let mut app = menu_app(Vec::new());
    assert_eq!(app.context(), Context::Menu);
    insta::assert_snapshot!("menu_80x24", screen(&app, 80, 24));
    press(&mut app, KeyCode::Enter); // New game
    // Game, Time board, Opponent (Beginner, the default): back to a friend, then Beginner.
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Left); // a friend
    press(&mut app, KeyCode::Right); // beginner
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right); // You move: first
    press(&mut app, KeyCode::Down);
    // A name is typed, not stepped through: no arrows around it, and the note says how.
    let page = screen(&app, 80, 24);
    let name_row = page
        .lines()
        .find(|l| l.contains("Your name"))
        .expect("a name row");
    assert!(
        !name_row.contains('◂') && name_row.contains("Ada"),
        "{page}"
    );
    assert!(page.contains("Enter types a name"), "{page}");
    press(&mut app, KeyCode::Enter); // edit the name
    assert_eq!(app.context(), Context::MenuText);
    // `?` and `q` are letters of a name here: the bar says how typing ends.
    let typing = screen(&app, 80, 24);
    let bar = typing.lines().last().unwrap_or_default();
    assert!(bar.contains("Enter Esc done"), "{bar}");
    for _ in 0..3 {
        press(&mut app, KeyCode::Backspace);
    }
    keys(&mut app, "Zoé q");
    press(&mut app, KeyCode::Enter);
    insta::assert_snapshot!("menu_new_game_120x40", screen(&app, 120, 40));
    press(&mut app, KeyCode::Down); // the tips
    press(&mut app, KeyCode::Down);
    let effects = press(&mut app, KeyCode::Enter); // Start
    assert!(effects.is_empty(), "the person moves first: no bot asked");
    let first = app.game().to_move().expect("a mover");
    assert_eq!(app.session().name(first), "Zoé q");
    assert_eq!(
        app.session().bot_of(first.other()),
        Some(Opponent::Level(Level::Beginner))
    );
    assert_eq!(app.context(), Context::Choosing);
    // At 80x24 the bot's quilt keeps its level and that it is a bot.
    let small = screen(&app, 80, 24);
    assert!(
        small.contains("Beginner bot") || small.contains("Beginner (bot)"),
        "{small}"
    );
}

fn games_for_stats() -> Vec<patchwork::tui::menu::SavedGame> {
    vec![patchwork::tui::menu::SavedGame {
        path: "/saves/c.json".into(),
        label: "c".to_owned(),
        shorter: Vec::new(),
        finished: true,
        resume: false,
        daily: None,
    }]
}

#[test]
fn the_menu_opens_saved_games_through_the_loop() {
    use patchwork::tui::menu::{Next, SavedGame};
    let games = vec![
        SavedGame {
            path: "/saves/b.json".into(),
            label: "b".to_owned(),
            shorter: Vec::new(),
            finished: true,
            resume: false,
            daily: None,
        },
        SavedGame {
            path: "/saves/a.json".into(),
            label: "a".to_owned(),
            shorter: Vec::new(),
            finished: false,
            resume: true,
            daily: None,
        },
    ];
    // Continue: the newest unfinished game (after learning; the daily deal needs the date).
    let mut app = menu_app(games.clone());
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Enter);
    assert!(app.should_quit());
    assert_eq!(app.take_next(), Some(Next::Load("/saves/a.json".into())));
    // Load: the unfinished games, numbered from 1 on their page.
    let mut app = menu_app(games.clone());
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(text.contains("1. a") && !text.contains("2. a"), "{text}");
    // Replay: any game from the list.
    let mut app = menu_app(games);
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.take_next(), Some(Next::Replay("/saves/b.json".into())));
    // The statistics of the saved games, as `patchwork stats` prints them. With no unfinished
    // game, the cursor passes over "continue" and "load".
    let mut app = menu_app(games_for_stats());
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter);
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("Statistics") && text.contains("3 games, 2 finished"),
        "{text}"
    );
    press(&mut app, KeyCode::Esc);
    let text = screen(&app, 80, 24);
    assert!(text.contains("New game"), "{text}");
    assert!(
        text.contains("▶ Statistics"),
        "back on the row that opened it:\n{text}"
    );
    // Nothing saved: the menu says so, and the cursor passes over continuing, loading,
    // replaying and the statistics, from the new game to learning, quitting and back.
    let mut app = menu_app(Vec::new());
    assert!(screen(&app, 80, 24).contains("nothing saved yet"));
    press(&mut app, KeyCode::Down);
    assert!(screen(&app, 80, 24).contains("▶ Learn to play"));
    press(&mut app, KeyCode::Down);
    assert!(screen(&app, 80, 24).contains("▶ Quit"));
    press(&mut app, KeyCode::Down);
    assert!(screen(&app, 80, 24).contains("▶ New game"));
    press(&mut app, KeyCode::Up);
    assert!(screen(&app, 80, 24).contains("▶ Quit"));
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    assert!(!app.should_quit(), "the new game's page opened");
    assert!(screen(&app, 80, 24).contains("Start the game"));
    press(&mut app, KeyCode::Esc);
    keys(&mut app, "q");
    assert!(app.should_quit());
    assert_eq!(app.take_next(), None);
}

/// Plays the app's game to the end: the person advances (sewing leather where won), the bot's
/// steps are answered at random.
fn play_to_the_end(app: &mut App) {
    let mut effects = app.start();
    for _ in 0..500 {
        if app.context() == Context::Over {
            break;
        }
        if let Some((ticket, game, _)) = thinks(&effects).pop() {
            effects = app.update(Msg::Bot {
                ticket,
                answer: Ok(answer(&game)),
            });
            effects.extend(app.update(Msg::Tick));
            continue;
        }
        effects = match app.context() {
            Context::Leather | Context::Discard => press(app, KeyCode::Enter),
            Context::BotTurn => keys(app, "x"),
            _ => keys(app, "ay"),
        };
    }
    assert_eq!(app.context(), Context::Over);
}

#[test]
fn after_a_game_a_rematch_swaps_the_seats_and_the_game_can_be_replayed() {
    let mut options = Options::default();
    options.bots[1] = Some(Opponent::Bot(BotKind::Random));
    "Random".clone_into(&mut options.names[1]);
    options.seat = patchwork::tui::Seating::First;
    let mut app = sized(App::new(&options, SEED, THEME).expect("valid"));
    play_to_the_end(&mut app);
    assert_eq!(app.context(), Context::Over);
    let played = app.history().len();
    keys(&mut app, "m");
    let first = app.game().to_move().expect("a mover");
    assert!(
        app.session().bot_of(first).is_some(),
        "the bot moves first in the rematch"
    );
    // The person stays on the left, player 1: only who moves first changes.
    assert!(app.session().bot_of(Player::One).is_none());
    assert_eq!(app.history().players()[0].name, options.names[0]);
    assert_eq!(app.session().slot(), 1, "in a file of its own");
    // Between two people too: the same seats, the other one first.
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    let was_first = app.game().to_move().expect("a mover");
    play_to_the_end(&mut app);
    keys(&mut app, "m");
    assert_eq!(app.game().to_move(), Some(was_first.other()));
    assert_eq!(app.history().players()[0].name, Options::default().names[0]);
    // Back to a finished game to replay it.
    let mut app = sized(App::new(&options, SEED, THEME).expect("valid"));
    play_to_the_end(&mut app);
    keys(&mut app, "r");
    assert!(matches!(app.mode(), Mode::Replay(_)));
    assert_eq!(app.history().cursor(), 0);
    assert_eq!(app.history().len(), played);
}

#[test]
fn the_last_step_stays_marked_the_circle_shows_its_gap_and_the_board_its_trail() {
    let mut app = sized(App::new(&Options::default(), SEED, THEME).expect("valid"));
    let patch = app.game().choosable()[0];
    keys(&mut app, "1");
    press(&mut app, KeyCode::Enter);
    let scene = super::common::game_scene(&app);
    assert_eq!(scene.last_bought, Some(patch));
    assert_eq!(
        scene.trail,
        Some((Player::One, 0)),
        "Ada's token left space 0"
    );
    assert!(
        !scene.seats[0].highlight.is_empty(),
        "the patch sewn is marked"
    );
    drop(scene);
    let name = app.game().variant().patch_name(patch).to_string();
    let text = screen(&app, 120, 40);
    assert!(
        text.contains(&format!("#{name} was here")) || text.contains(&format!("here was #{name}")),
        "{text}"
    );
    // The next step takes the marks over.
    keys(&mut app, "ay");
    let scene = super::common::game_scene(&app);
    assert_eq!(scene.last_bought, None, "an advance buys nothing");
    assert!(scene.seats[0].highlight.is_empty());
}

/// A name typed in the menu is shown escaped while it is typed, like every name on the game's
/// screens: a line separator or a zero-width joiner never reaches the terminal raw.
#[test]
fn a_name_typed_in_the_menu_is_shown_escaped() {
    let mut app = menu_app(Vec::new());
    press(&mut app, KeyCode::Enter); // New game
    for _ in 0..4 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Enter); // edit the name
    assert_eq!(app.context(), Context::MenuText);
    keys(&mut app, "X\u{2028}Y\u{200d}Z");
    let page = screen(&app, 80, 24);
    assert!(
        !page.contains('\u{2028}') && !page.contains('\u{200d}'),
        "{page:?}"
    );
    assert!(page.contains("\\u{2028}"), "{page}");
}

/// When a game chosen in the menu cannot be opened, the menu says why whole, even when a long
/// folder name comes before the reason: the reason is the last thing in the note.
#[test]
fn the_menu_says_why_a_game_was_not_opened_whole_at_80x24() {
    let mut app = menu_app(Vec::new());
    let folder = format!("/tmp/{}/games", "a-rather-long-folder-name-".repeat(3));
    app.not_opened(&format!(
        "{folder}/mine.json: cannot lock the game: {folder}/.mine.json.lock: Directory not empty"
    ));
    let page = screen(&app, 80, 24);
    let words: String = page
        .lines()
        .map(|l| l.trim_matches(|c: char| c.is_whitespace() || c == '║'))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words.contains("Directory not empty"), "{page}");
    assert!(!words.contains('…'), "{page}");
    assert!(words.contains("New game"), "{page}");
}
