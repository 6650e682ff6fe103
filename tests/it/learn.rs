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
use patchwork::tui::learn::{Learning, Practice};
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
    }
}

fn kept(effects: &[Effect], file: &str) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::Keep { name, text } if *name == file => Some(text.clone()),
        _ => None,
    })
}

#[test]
fn a_new_player_finds_the_lessons_first_and_the_first_lesson_is_done_by_buying_a_patch() {
    let mut app = menu_with(fresh());
    let menu = screen(&app, 80, 24);
    assert!(menu.contains("▶ Learn to play"), "{menu}");
    assert!(menu.contains("Daily deal (2026-11-25)"), "{menu}");
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
    let wrong = screen(&app, 80, 24);
    assert!(wrong.contains("✗ You advanced"), "{wrong}");
    assert_eq!(app.history().cursor(), 0, "the try was taken back");
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
    assert!(matches!(
        app.practice(),
        Some(Practice::Lesson { index: 1, .. })
    ));
    // Esc on a card goes back to the menu.
    press(&mut app, KeyCode::Esc);
    assert!(app.should_quit());
}

#[test]
fn the_last_lesson_leads_to_a_first_game_against_the_beginner() {
    let mut learning = fresh();
    for lesson in &LESSONS[..9] {
        learning.lessons.value.mark(lesson.id);
    }
    let mut app = menu_with(learning);
    app.open_lessons();
    assert!(matches!(
        app.practice(),
        Some(Practice::Lesson { index: 9, .. })
    ));
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
    assert!(app.practice().is_none());
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
    assert!(matches!(app.practice(), Some(Practice::Daily { .. })));
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
    assert!(shown.contains("Tip:"), "{shown}");
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
