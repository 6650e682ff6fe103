//! Learning and practice: each lesson's prepared position checked by the rules core, the
//! lessons, tips and the daily deal driven through `App::update`.

use patchwork::learn::{LESSONS, Verdict};
use patchwork::rules::{Action, Event, Game, Phase, Player};

/// Plays `action` and then the leather decisions it calls for (the first empty cell, or set
/// aside when the rules allow), as one step; returns the game after and what happened.
fn whole_step(game: &Game, action: Action) -> (Game, Vec<Event>) {
    let mut after = game.clone();
    let mut events = after.play(action).expect("a legal action");
    while let Phase::PlaceLeather(_) = after.phase() {
        let leather = after
            .legal_actions()
            .into_iter()
            .next()
            .expect("a leather decision");
        events.extend(after.play(leather).expect("legal"));
    }
    (after, events)
}

#[test]
fn every_lesson_starts_legal_with_the_person_to_move_and_a_right_and_a_wrong_try() {
    for lesson in &LESSONS {
        let prepared = lesson.prepare().expect("the lesson's set-up is valid");
        let game = &prepared.game;
        assert_eq!(game.to_move(), Some(Player::One), "lesson {}", lesson.id);
        let verdicts: Vec<Verdict> = game
            .legal_actions()
            .into_iter()
            .map(|action| {
                let (after, events) = whole_step(game, action);
                lesson.judge(game, &after, &events)
            })
            .collect();
        assert!(
            verdicts.contains(&Verdict::Done),
            "lesson {} can be done",
            lesson.id
        );
        assert!(
            verdicts.iter().any(|v| matches!(v, Verdict::Wrong(_))),
            "lesson {} can be got wrong",
            lesson.id
        );
        // Each patch drawn on a quilt has that patch's shape, as the core's moves place it, is
        // on one quilt only, and is no longer in the circle.
        let mut on_a_quilt = std::collections::BTreeSet::new();
        for p in Player::BOTH {
            let mut sewn: std::collections::BTreeMap<u8, patchwork::rules::Quilt> =
                std::collections::BTreeMap::new();
            for i in 0..81u8 {
                let cell = patchwork::rules::Cell::from_index(i);
                if let Some(patchwork::history::Cover::Patch { patch, .. }) =
                    prepared.covers[p].get(cell)
                {
                    let cells = sewn
                        .entry(patch.0)
                        .or_insert(patchwork::rules::Quilt::EMPTY);
                    *cells = cells.or(patchwork::rules::Quilt::from_cell(cell));
                }
            }
            for (patch, cells) in sewn {
                assert!(
                    on_a_quilt.insert(patch),
                    "lesson {}: patch {patch} twice",
                    lesson.id
                );
                assert!(
                    !game.circle().contains(&patchwork::rules::PatchId(patch)),
                    "lesson {}: patch {patch} still in the circle",
                    lesson.id
                );
                let placed = (0..8u8).any(|orientation| {
                    (0..81u8).any(|anchor| {
                        patchwork::rules::Move::Patch {
                            patch: patchwork::rules::PatchId(patch),
                            orientation,
                            anchor,
                        }
                        .cells(game.variant())
                            == cells
                    })
                });
                assert!(
                    placed,
                    "lesson {}: patch {patch} is not its shape",
                    lesson.id
                );
            }
        }
        // The quilts drawn are the quilts the core plays with.
        for p in Player::BOTH {
            let drawn = (0..81u8)
                .filter(|&i| {
                    prepared.covers[p]
                        .get(patchwork::rules::Cell::from_index(i))
                        .is_some()
                })
                .count() as u32;
            assert_eq!(drawn, game.player(p).quilt.len(), "lesson {}", lesson.id);
        }
    }
}

use super::common::{keys, press, screen, sized};
use patchwork::learn::daily::{Date, LEVEL};
use patchwork::learn::progress::{Lessons, Tips};
use patchwork::saves::progress::{Kept, LESSONS_FILE, TIPS_FILE};
use patchwork::tui::kind::Kind;
use patchwork::tui::learn::Learning;
use patchwork::tui::{App, Context, Effect, Opponent, THEME};
use ratatui::crossterm::event::KeyCode;

/// A step of the person to move: the first patch where the ghost opens, else an advance
/// (a leather patch won is sewn where the cursor is).
fn buy_or_advance(app: &mut App) -> Vec<Effect> {
    if matches!(app.context(), Context::Leather | Context::Discard) {
        return press(app, KeyCode::Enter);
    }
    keys(app, "1");
    if app.context() == Context::Placing {
        return press(app, KeyCode::Enter);
    }
    press(app, KeyCode::Esc);
    keys(app, "ay")
}

fn menu_with(learning: Learning) -> App {
    let mut app = sized(App::menu(Vec::new(), Vec::new(), 7, THEME).expect("valid"));
    app.set_learning(learning);
    app
}

fn fresh() -> Learning {
    Learning {
        today: Date::parse("2026-11-25"),
        lessons: Kept::default(),
        tips: Kept::default(),
        daily: Kept::default(),
        puzzles: Kept::default(),
        set: Vec::new(),
    }
}

fn kept(effects: &[Effect], file: &str) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::Keep { name, text } if *name == file => Some(text.clone()),
        _ => None,
    })
}

#[test]
fn a_new_player_is_pointed_to_the_lessons_and_the_first_is_done_by_buying_a_patch() {
    let mut app = menu_with(fresh());
    let menu = screen(&app, 80, 24);
    assert!(menu.contains("new to Patchwork? Learn to play"), "{menu}");
    assert!(menu.contains("Daily deal (2026-11-25)"), "{menu}");
    press(&mut app, KeyCode::Down);
    assert!(screen(&app, 80, 24).contains("▶ Learn to play"));
    press(&mut app, KeyCode::Enter);
    let list = screen(&app, 80, 24);
    assert!(list.contains("▶ 1. The goal of the game"), "{list}");
    assert!(list.contains("10. Patchwork Express"), "{list}");
    press(&mut app, KeyCode::Enter);
    // The card says what the lesson teaches; Enter begins.
    assert_eq!(app.context(), Context::Card);
    insta::assert_snapshot!("lesson_card_80x24", screen(&app, 80, 24));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Choosing);
    let play = screen(&app, 80, 24);
    assert!(
        play.contains("Lesson 1/10 · Buy one of the three patches"),
        "{play}"
    );
    // Advancing is not what the lesson asks: taken back, with the reason.
    keys(&mut app, "ay");
    assert_eq!(app.context(), Context::Card);
    let wrong = screen(&app, 80, 24);
    assert!(
        wrong.contains("✗ You advanced: this time, buy a patch"),
        "{wrong}"
    );
    assert!(wrong.contains("Enter:\u{a0}try\u{a0}again"), "{wrong}");
    assert_eq!(app.history().cursor(), 0, "the try was taken back");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Choosing);
    // A hint is the lesson's, not the bot's.
    let effects = keys(&mut app, "t");
    assert!(effects.is_empty(), "{effects:?}");
    assert!(screen(&app, 80, 24).contains("Press 1, 2 or 3"));
    keys(&mut app, "1");
    let effects = press(&mut app, KeyCode::Enter);
    assert!(
        effects.iter().all(|e| !matches!(e, Effect::Save { .. })),
        "a lesson is never saved: {effects:?}"
    );
    let done = kept(&effects, LESSONS_FILE).expect("the lesson is kept as done");
    let lessons: Lessons = serde_json::from_str(&done).expect("json");
    assert_eq!(lessons.done, ["goal"]);
    assert_eq!(app.context(), Context::Card);
    assert!(screen(&app, 80, 24).contains("Your first patch is sewn"));
    // On to the next lesson.
    press(&mut app, KeyCode::Enter);
    assert!(matches!(app.kind(), Kind::Lesson { index: 1, .. }));
    // Esc on a card goes back to the list of lessons it came from, the first marked done.
    press(&mut app, KeyCode::Esc);
    assert!(!app.should_quit());
    assert_eq!(app.context(), Context::Menu);
    let list = screen(&app, 80, 24);
    assert!(
        list.contains("1. The goal of the game") && list.contains("✓ done"),
        "{list}"
    );
    // Opened from the command line, there is no menu to go back to: the loop opens one.
    let mut direct = sized(App::new(&patchwork::tui::Options::default(), 1, THEME).expect("valid"));
    direct.set_learning(fresh());
    direct.open_lessons();
    press(&mut direct, KeyCode::Esc);
    assert!(direct.should_quit());
    assert_eq!(direct.take_next(), Some(patchwork::tui::menu::Next::Menu));
}

/// The lesson on placing: the ghost opens in the corner (not in the hole, where it would fit
/// best), so the patch is moved and turned there, as the hint says.
#[test]
fn the_placing_lesson_is_done_by_moving_and_turning_the_patch_into_the_hole() {
    let mut learning = fresh();
    for lesson in &LESSONS[..3] {
        learning.lessons.value.mark(lesson.id);
    }
    let mut app = menu_with(learning);
    app.open_lessons();
    assert!(matches!(app.kind(), Kind::Lesson { index: 3, .. }));
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    assert_eq!(app.context(), Context::Placing);
    // Sewn where it opens: refused (it lies over a patch), nothing played.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.history().cursor(), 0);
    press(&mut app, KeyCode::End);
    press(&mut app, KeyCode::PageDown);
    keys(&mut app, "rr");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Card);
    assert!(screen(&app, 80, 24).contains("A neat fit"));
}

/// The leather lesson: the advance that wins the patch can be undone before the patch is sewn
/// (the lesson's position again, to play as before) and redone (the patch to sew again).
#[test]
fn the_turn_that_wins_leather_in_a_lesson_is_undone_and_redone() {
    let mut learning = fresh();
    let index = LESSONS
        .iter()
        .position(|l| l.id == "leather")
        .expect("a leather lesson");
    for lesson in &LESSONS[..index] {
        learning.lessons.value.mark(lesson.id);
    }
    let mut app = menu_with(learning);
    app.open_lessons();
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Choosing);
    keys(&mut app, "ay");
    assert_eq!(app.context(), Context::Leather);
    keys(&mut app, "u");
    assert_eq!(app.context(), Context::Choosing, "{}", screen(&app, 80, 24));
    assert!(app.history().partial().is_none());
    assert!(screen(&app, 80, 24).contains("undone"));
    keys(&mut app, "U");
    assert_eq!(app.context(), Context::Leather, "{}", screen(&app, 80, 24));
    // Sewn: the lesson is done.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Card);
    let done = screen(&app, 80, 24);
    assert!(done.contains("Leather patches fill the holes"), "{done}");
}

#[test]
fn the_last_lesson_leads_to_a_first_game_against_the_beginner() {
    let mut learning = fresh();
    for lesson in &LESSONS[..9] {
        learning.lessons.value.mark(lesson.id);
    }
    let mut app = menu_with(learning);
    app.open_lessons();
    assert!(matches!(app.kind(), Kind::Lesson { index: 9, .. }));
    press(&mut app, KeyCode::Enter);
    // Express: advancing from 5 crosses the leather patch on 7; set it aside.
    keys(&mut app, "ay");
    assert_eq!(app.context(), Context::Discard);
    keys(&mut app, "s");
    assert_eq!(app.context(), Context::Card);
    let card = screen(&app, 80, 24);
    assert!(
        card.contains("a\u{a0}first\u{a0}game\u{a0}against\u{a0}Beginner"),
        "{card}"
    );
    press(&mut app, KeyCode::Enter);
    assert!(*app.kind() == Kind::Local);
    assert_eq!(
        app.session().bot_of(Player::Two),
        Some(Opponent::Level(patchwork::bot::Level::Beginner))
    );
    assert!(app.history().is_empty());
}

#[test]
fn the_daily_deal_is_the_dates_shuffle_against_the_days_level() {
    let mut app = menu_with(fresh());
    app.open_daily();
    let date = Date::parse("2026-11-25").expect("a date");
    assert_eq!(app.history().setup(), &date.setup());
    assert_eq!(app.session().seed(), Some(date.seed()));
    assert_eq!(
        app.session().bot_of(Player::Two),
        Some(Opponent::Level(LEVEL))
    );
    assert!(matches!(app.kind(), Kind::Daily { .. }));
}

#[test]
fn tips_are_said_once_kept_and_stay_quiet_when_off() {
    // Hot seat, tips on: the first income paid says what income is.
    let mut on = fresh();
    on.tips = Kept::default();
    let mut app = sized(App::new(&patchwork::tui::Options::default(), 3, THEME).expect("valid"));
    app.set_learning(on);
    let mut said = None;
    for _ in 0..40 {
        let effects = buy_or_advance(&mut app);
        if let Some(text) = kept(&effects, TIPS_FILE) {
            said = Some((text, screen(&app, 80, 24)));
            break;
        }
    }
    let (text, shown) = said.expect("a tip within 40 steps");
    let tips: Tips = serde_json::from_str(&text).expect("json");
    assert_eq!(tips.seen.len(), 1);
    // The tip is on the banner's last row, under what the person may do, and stays while the
    // turn lasts.
    let rows: Vec<&str> = shown.lines().collect();
    assert!(
        rows[2].contains("Tip:") && !rows[1].contains("Tip:"),
        "{shown}"
    );
    press(&mut app, KeyCode::Right);
    let moved = screen(&app, 80, 24);
    assert_eq!(moved.lines().nth(2), Some(rows[2]), "{moved}");
    // Off: nothing is said, nothing kept.
    let mut off = fresh();
    off.tips.value.off = true;
    let mut app = sized(App::new(&patchwork::tui::Options::default(), 3, THEME).expect("valid"));
    app.set_learning(off);
    for _ in 0..40 {
        let effects = buy_or_advance(&mut app);
        assert!(kept(&effects, TIPS_FILE).is_none());
        assert!(!screen(&app, 80, 24).contains("Tip:"));
    }
}

#[test]
fn a_tip_leaves_the_bots_step_in_view() {
    use patchwork::tui::{Options, Seating};
    let mut options = Options::default();
    options.bots[1] = Some(Opponent::Level(patchwork::bot::Level::Beginner));
    "Beginner".clone_into(&mut options.names[1]);
    options.seat = Seating::Second;
    let mut app = sized(App::new(&options, 3, THEME).expect("valid"));
    app.set_learning(fresh());
    let started = app.start();
    answer_bots(&mut app, started);
    let shown = screen(&app, 80, 24);
    let rows: Vec<&str> = shown.lines().collect();
    // The bot's step first, under the turn line; the tip on the row under it.
    assert!(rows[1].contains("Beginner bought"), "{shown}");
    assert!(rows[2].contains("Tip:"), "{shown}");
    // Gone with the turn it was given for.
    buy_or_advance(&mut app);
    assert!(!screen(&app, 80, 24).contains("Tip: short of buttons"));
}

use patchwork::learn::puzzles::{Choice, Proof, shipped};

#[test]
fn every_shipped_puzzle_replays_to_a_turn_with_a_clear_best_choice() {
    let set = shipped();
    assert!(set.len() >= 200, "{} puzzles", set.len());
    let mut ids = std::collections::HashSet::new();
    for puzzle in &set {
        let (_, _, game) = puzzle.replay().expect("the line replays");
        let mover = game.to_move().expect("a turn");
        assert_eq!(game.phase(), Phase::Turn(mover), "{}", puzzle.id());
        assert!(puzzle.margin() >= 3, "{}", puzzle.id());
        assert!((1..=3).contains(&puzzle.difficulty));
        for choice in [puzzle.best_choice(), puzzle.second_choice()] {
            match choice.expect("a choice") {
                Choice::Advance => {}
                Choice::Buy(p) => assert!(game.buyable(p).is_ok(), "{}", puzzle.id()),
            }
        }
        assert!(ids.insert(puzzle.id()), "one puzzle twice: {}", puzzle.id());
    }
    // Graded: the easy ones first.
    assert!(set.windows(2).all(|w| w[0].difficulty <= w[1].difficulty));
}

/// The miner's answers against the solver, on a sample of the exact puzzles (every tenth of
/// the half nearest the end, where the searches are small): the best choice's proved value
/// and the next best's are the puzzle's, and no choice does better.
#[test]
fn the_miners_answers_match_the_solver_on_a_sample() {
    use patchwork::bot::solver::{DEFAULT_TABLE_BITS, Solver};
    let mut exact: Vec<_> = shipped()
        .into_iter()
        .filter(|p| p.proof == Proof::Exact)
        .collect();
    exact.sort_by_key(|p| std::cmp::Reverse(p.line.split_whitespace().count()));
    let mut solver = Solver::new(16);
    let _ = DEFAULT_TABLE_BITS;
    let half = exact.len() / 2;
    for puzzle in exact[..half].iter().step_by(10) {
        let (_, _, game) = puzzle.replay().expect("replays");
        let values =
            patchwork::learn::mine::exact_choices(&game, &mut solver, 2_000_000).expect("solved");
        let best = values[&puzzle.best_choice().expect("a choice")];
        assert_eq!(best.margin(), puzzle.value, "{}", puzzle.id());
        let second = values[&puzzle.second_choice().expect("a choice")];
        assert_eq!(second.margin(), puzzle.second_value, "{}", puzzle.id());
        assert!(values.values().all(|&v| v <= best));
    }
}

fn with_puzzles() -> Learning {
    Learning {
        set: shipped(),
        ..fresh()
    }
}

/// Plays `choice` in the app: the patch's key and Enter where the ghost opens, or advancing.
fn play_choice(app: &mut App, choice: Choice) -> Vec<Effect> {
    let mut effects = match choice {
        Choice::Advance => keys(app, "ay"),
        Choice::Buy(p) => {
            let i = app
                .game()
                .choosable()
                .iter()
                .position(|&q| q == p)
                .expect("one of the three");
            keys(app, &(i + 1).to_string());
            press(app, KeyCode::Enter)
        }
    };
    while matches!(app.context(), Context::Leather | Context::Discard) {
        effects.extend(press(app, KeyCode::Enter));
    }
    effects
}

#[test]
fn a_puzzle_is_answered_with_its_margin_and_the_first_try_is_kept() {
    let mut app = menu_with(with_puzzles());
    let menu = screen(&app, 80, 24);
    assert!(menu.contains("Puzzles: 0/"), "{menu}");
    app.open_puzzles();
    let Kind::Puzzle { puzzle, .. } = app.kind().clone() else {
        panic!("a puzzle");
    };
    let play = screen(&app, 80, 24);
    assert!(play.contains("Puzzle 1/"), "{play}");
    // The line is not the person's to take back.
    keys(&mut app, "u");
    assert!(screen(&app, 80, 24).contains("nothing to undo"));
    let best = puzzle.best_choice().expect("a choice");
    let effects = play_choice(&mut app, best);
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::Save { .. } | Effect::Think { .. }))
    );
    let text = kept(&effects, patchwork::saves::progress::PUZZLES_FILE).expect("kept");
    let progress: patchwork::learn::progress::Puzzles = serde_json::from_str(&text).expect("json");
    assert_eq!((progress.solved.len(), progress.streak), (1, 1));
    assert_eq!(app.context(), Context::Card);
    let card = screen(&app, 80, 24);
    assert!(card.contains("right!"), "{card}");
    assert!(
        card.contains(&format!("{} points less", puzzle.margin())) || card.contains("points"),
        "{card}"
    );
    insta::assert_snapshot!("puzzle_answer_80x24", card);
    // On to the next: a wrong choice is said so, and ends the streak.
    press(&mut app, KeyCode::Enter);
    let Kind::Puzzle { puzzle, .. } = app.kind().clone() else {
        panic!("the next puzzle");
    };
    assert!(matches!(app.kind(), Kind::Puzzle { index: 1, .. }));
    let wrong = [puzzle.second_choice().expect("a choice")];
    let effects = play_choice(&mut app, wrong[0]);
    let text = kept(&effects, patchwork::saves::progress::PUZZLES_FILE).expect("kept");
    let progress: patchwork::learn::progress::Puzzles = serde_json::from_str(&text).expect("json");
    assert_eq!(
        (progress.missed.len(), progress.streak, progress.best_streak),
        (1, 0, 1)
    );
    assert!(screen(&app, 80, 24).contains("not the best"));
}

/// Answers every question to a bot in `effects` with the greedy bot's step (and lets the
/// pause after it pass) until a person has the turn or the game is over.
fn answer_bots(app: &mut App, mut effects: Vec<Effect>) -> Vec<Effect> {
    use patchwork::tui::{Mode, Msg};
    let mut all = effects.clone();
    while let Some((ticket, game)) = effects.iter().rev().find_map(|e| match e {
        Effect::Think { ticket, game, .. } => Some((*ticket, (**game).clone())),
        _ => None,
    }) {
        let mut bot = patchwork::bot::BotKind::Greedy.build(1, 1);
        let answer = bot.choose(&game, patchwork::bot::Budget::iterations(1));
        effects = app.update(Msg::Bot { ticket, answer });
        while let Mode::Shown { .. } = app.mode() {
            effects.extend(app.update(Msg::Tick));
        }
        all.extend(effects.iter().cloned());
    }
    all
}

/// Plays today's daily deal to its end (advancing, sewing leather where the cursor is); the
/// last `daily.json` the app kept, if any.
fn play_daily(app: &mut App) -> Option<String> {
    app.open_daily();
    let started = app.start();
    answer_bots(app, started);
    let mut kept_daily = None;
    for _ in 0..200 {
        if app.game().is_over() {
            break;
        }
        let step = if matches!(app.context(), Context::Leather | Context::Discard) {
            press(app, KeyCode::Enter)
        } else {
            keys(app, "ay")
        };
        let effects = answer_bots(app, step);
        if let Some(text) = kept(&effects, patchwork::saves::progress::DAILY_FILE) {
            kept_daily = Some(text);
        }
    }
    assert!(app.game().is_over());
    kept_daily
}

#[test]
fn a_daily_deal_played_to_the_end_keeps_the_days_record_and_a_line_to_share() {
    let mut app = menu_with(fresh());
    let text = play_daily(&mut app).expect("the day's result kept");
    let daily: patchwork::learn::progress::Daily = serde_json::from_str(&text).expect("json");
    let day = daily.day("2026-11-25").expect("today");
    let game = app.game();
    assert_eq!(day.score, game.score(Player::One).total);
    assert_eq!(day.other, game.score(Player::Two).total);
    assert_eq!(day.won(), game.winner() == Some(Player::One));
    let shown = screen(&app, 80, 24);
    let share = format!(
        "Patchwork daily 2026-11-25 · Casual · {} to {} ({:+})",
        day.score,
        day.other,
        day.margin()
    );
    assert!(shown.contains(&share), "{shown}");
    insta::assert_snapshot!("daily_over_80x24", shown);
}

/// Today's deal begun and left unfinished is continued from its save, not dealt again (a
/// finished one, or another day's, is not).
#[test]
fn the_daily_deal_continues_todays_unfinished_game() {
    use patchwork::tui::menu::{Next, SavedGame};
    let today = Date::parse("2026-11-25").expect("a date");
    let yesterday = Date::parse("2026-11-24").expect("a date");
    let saved = |name: &str, finished: bool, daily: Option<Date>| SavedGame {
        path: format!("/saves/{name}.json").into(),
        label: name.to_owned(),
        shorter: Vec::new(),
        finished,
        resume: false,
        daily,
    };
    let games = vec![
        saved("done", true, Some(today)),
        saved("yesterday", false, Some(yesterday)),
        saved("today", false, Some(today)),
        saved("older", false, Some(today)),
    ];
    let mut app = sized(App::menu(games, Vec::new(), 7, THEME).expect("valid"));
    app.set_learning(fresh());
    app.open_daily();
    assert!(app.should_quit());
    assert_eq!(
        app.take_next(),
        Some(Next::Load("/saves/today.json".into()))
    );
    // None unfinished today: a new game of the day's deal.
    let mut fresh_app = sized(
        App::menu(vec![saved("done", true, Some(today))], Vec::new(), 7, THEME).expect("valid"),
    );
    fresh_app.set_learning(fresh());
    fresh_app.open_daily();
    assert!(!fresh_app.should_quit());
    assert!(matches!(fresh_app.kind(), Kind::Daily { .. }));
}

/// The day's deal played again: the line to share is still the first try's, and says so.
#[test]
fn a_daily_deal_played_again_shares_the_first_try_and_says_so() {
    let mut learning = fresh();
    learning.daily.value = serde_json::from_str(
        r#"{"days":[{"date":"2026-11-25","level":"casual","score":42,"other":20,"won":true}]}"#,
    )
    .expect("a daily record");
    let mut app = menu_with(learning);
    let text = play_daily(&mut app).expect("the day's plays kept");
    let daily: patchwork::learn::progress::Daily = serde_json::from_str(&text).expect("json");
    let day = daily.day("2026-11-25").expect("today");
    assert_eq!((day.score, day.other, day.plays), (42, 20, 2));
    let shown = screen(&app, 120, 40);
    assert!(shown.contains("The day counts your first try:"), "{shown}");
    assert!(shown.contains("42 to 20 (+22)"), "{shown}");
}

#[test]
fn a_daily_game_continued_from_its_save_is_still_the_days_deal() {
    let mut app = menu_with(fresh());
    app.open_daily();
    let started = app.start();
    answer_bots(&mut app, started);
    keys(&mut app, "ay");
    let history = app.history().clone();
    let mut again = sized(App::play_on(history, THEME));
    again.set_learning(fresh());
    assert!(matches!(again.kind(), Kind::Daily { .. }));
    // An ordinary game is not.
    let mut plain = sized(App::new(&patchwork::tui::Options::default(), 5, THEME).expect("valid"));
    plain.set_learning(fresh());
    assert!(*plain.kind() == Kind::Local);
}

/// `patchwork stats` adds the daily deals after the games: the days played and won, and each
/// day's record; a broken `daily.json` is one line, left as it is.
#[test]
fn stats_show_the_daily_deals_and_a_broken_file_is_left_alone() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let daily = r#"{"days":[{"date":"2026-11-24","level":"casual","score":30,"other":21,"won":true,"plays":2},{"date":"2026-11-25","level":"casual","score":10,"other":14,"won":false}]}"#;
    std::fs::write(dir.path().join("daily.json"), daily).expect("written");
    let run = || {
        std::process::Command::new(env!("CARGO_BIN_EXE_patchwork"))
            .args(["--lang", "en", "stats", "--data-dir"])
            .arg(dir.path())
            .env_remove("PATCHWORK_DATA_DIR")
            .output()
            .expect("runs")
    };
    let out = run();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        text.ends_with(
            "\ndaily deals: 2 played, 1 won\n  2026-11-25 against Casual: 10 to 14 (-4), 1 game\n  2026-11-24 against Casual: 30 to 21 (+9), 2 games\n"
        ),
        "{text}"
    );
    std::fs::write(dir.path().join("daily.json"), b"{ broken").expect("written");
    let text = String::from_utf8_lossy(&run().stdout).into_owned();
    assert!(
        text.contains("daily deals: ") && text.contains("cannot use"),
        "{text}"
    );
    assert_eq!(
        std::fs::read(dir.path().join("daily.json")).expect("still there"),
        b"{ broken"
    );
}

/// The one-line texts of learning fit the 80-column banner whole, in every language: each
/// lesson's line, each tip, and a puzzle's line (a wrong try's sentence has its own card).
#[test]
fn lesson_lines_tips_and_puzzle_lines_fit_80_columns_in_every_language() {
    use patchwork::i18n::{self, Lang};
    use patchwork::tui::learn::Tip;
    use patchwork::tui::strings;
    for lang in Lang::ALL {
        i18n::with(lang, || {
            let mut lines: Vec<String> = (0..LESSONS.len()).map(strings::lesson_line).collect();
            for tip in [
                Tip::Income(1),
                Tip::Income(12),
                Tip::Leather,
                Tip::Twice,
                Tip::Afford,
                Tip::Bonus(1),
                Tip::Bonus(6),
            ] {
                lines.push(tip.text());
            }
            for d in 1..=3 {
                lines.push(strings::puzzle_line(368, 369, d));
            }
            for line in lines {
                let width = line.chars().count() + 1;
                assert!(width < 80, "{lang}: {width} columns: {line}");
            }
        });
    }
}

/// A progress file that cannot be read is said on the menu and left as it is: nothing is
/// kept over it, the lessons still play.
#[test]
fn a_broken_progress_file_is_said_and_never_written_over() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    std::fs::write(dir.path().join(LESSONS_FILE), b"{\"done\": 7}").expect("written");
    let mut learning = fresh();
    learning.lessons = patchwork::saves::progress::load(dir.path(), LESSONS_FILE);
    assert!(!learning.lessons.writable());
    let mut app = menu_with(learning);
    let menu = screen(&app, 80, 24);
    assert!(menu.contains("could not read"), "{menu}");
    app.open_lessons();
    press(&mut app, KeyCode::Enter);
    keys(&mut app, "1");
    let effects = press(&mut app, KeyCode::Enter);
    assert_eq!(app.context(), Context::Card, "the lesson is done");
    assert!(kept(&effects, LESSONS_FILE).is_none(), "{effects:?}");
}

/// "The other player moves twice" is said of the other player: against a bot, its second step
/// running, not the person's own; between two people, either's.
#[test]
fn the_twice_tip_is_about_the_other_player() {
    use patchwork::tui::learn::{Tip, tips};
    let game = LESSONS[1].prepare().expect("the turn lesson").game;
    // The only patch that keeps the mover behind: bought, the same player moves again.
    let action = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Patch { patch, .. } if patch.0 == 17))
        .expect("patch 17 can be bought");
    let (after, events) = whole_step(&game, action);
    assert_eq!(after.to_move(), Some(Player::One));
    let said = |person| tips(&after, person, Player::One, &events).contains(&Tip::Twice);
    assert!(
        !said([true, false]),
        "the person moving twice is not the other player"
    );
    assert!(said([false, true]), "the bot on the left moves twice");
    assert!(said([true, true]), "between two people, either");
    // "Your patches": between two people, the income tip waits for a turn of the one paid.
    let paid = |player| [Event::Income { player, buttons: 2 }];
    let income = |person, who| tips(&after, person, who, &paid(who)).contains(&Tip::Income(2));
    assert!(
        !income([true, true], Player::Two),
        "Ada to move, Ben was paid"
    );
    assert!(income([true, true], Player::One), "Ada to move and paid");
    assert!(
        income([false, true], Player::Two),
        "the one person, whoever moves"
    );
}

/// Progress that could not be kept is said on the answer's screen too (the card takes the
/// banner's second row only when there is nothing wrong to say).
#[test]
fn a_puzzle_whose_progress_cannot_be_kept_says_so_on_its_card() {
    let mut app = menu_with(with_puzzles());
    app.open_puzzles();
    let Kind::Puzzle { puzzle, .. } = app.kind().clone() else {
        panic!("a puzzle");
    };
    let best = puzzle.best_choice().expect("a choice");
    play_choice(&mut app, best);
    assert_eq!(app.context(), Context::Card);
    app.update(patchwork::tui::Msg::Kept {
        name: patchwork::saves::progress::PUZZLES_FILE,
        result: Err("there is something other than a regular file there".to_owned()),
    });
    let card = screen(&app, 80, 24);
    assert!(card.contains("progress not saved"), "{card}");
}

/// A puzzles file that could not be read (a link planted at its name, say) is said when the
/// puzzles open, and after the answer: that file's progress is not kept this session.
#[test]
fn a_broken_puzzles_file_is_said_when_the_puzzles_open() {
    let mut learning = with_puzzles();
    learning.puzzles.broken = Some("puzzles.json: not a regular file (a symbolic link)".to_owned());
    let mut app = menu_with(learning);
    app.open_puzzles();
    let play = screen(&app, 80, 24);
    assert!(play.contains("could not read puzzles.json"), "{play}");
    let Kind::Puzzle { puzzle, .. } = app.kind().clone() else {
        panic!("a puzzle");
    };
    let effects = play_choice(&mut app, puzzle.best_choice().expect("a choice"));
    assert!(kept(&effects, patchwork::saves::progress::PUZZLES_FILE).is_none());
    assert!(screen(&app, 80, 24).contains("could not read puzzles.json"));
}

/// Each lesson's hint (`t`) stands whole under the lesson's line at 80x24 in every language;
/// once the leather patch of lesson 7 is won, the hint says how to sew it, not where the token
/// was.
#[test]
fn lesson_hints_show_whole_and_say_what_to_do_now() {
    use patchwork::i18n::{self, Lang};
    for lang in Lang::ALL {
        i18n::with(lang, || {
            for index in 0..LESSONS.len() {
                let mut learning = fresh();
                for lesson in &LESSONS[..index] {
                    learning.lessons.value.mark(lesson.id);
                }
                let mut app = menu_with(learning);
                app.open_lessons();
                press(&mut app, KeyCode::Enter);
                keys(&mut app, "t");
                let shown = screen(&app, 80, 24);
                let banner: Vec<&str> = shown.lines().take(3).collect();
                assert!(
                    banner.iter().all(|row| !row.contains('…')),
                    "{lang}, lesson {}: {shown}",
                    index + 1
                );
                if LESSONS[index].id == "leather" {
                    keys(&mut app, "ay");
                    assert_eq!(app.context(), Context::Leather);
                    keys(&mut app, "t");
                    let hint = patchwork::i18n::text("lesson-sew-leather-hint", None);
                    let start: String = hint.chars().take(20).collect();
                    assert!(
                        screen(&app, 80, 24).replace('\n', " ").contains(&start),
                        "{lang}"
                    );
                }
            }
        });
    }
}
