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
