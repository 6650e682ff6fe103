//! The game's history: undo, redo, seek and the record form, by property over random games and
//! on the constructed cases that matter (a purchase that wins leather, a faulty record).

use patchwork::history::{Cover, History};
use patchwork::record::{self, PlayerInfo};
use patchwork::rules::{Action, Game, LeatherLayout, Phase, Player, Setup, Variant};
use proptest::prelude::*;
use proptest::sample::Index;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn players() -> [PlayerInfo; 2] {
    [
        PlayerInfo::human("Ada"),
        PlayerInfo::bot("Greedy", "greedy"),
    ]
}

fn new_history(variant: Variant, seed: u64) -> History {
    History::new(
        Setup::random(variant, LeatherLayout::Revised, seed),
        players(),
    )
    .expect("a shuffled set-up is valid")
}

/// A legal action: the one `pick` names, else (past the picks given) a uniformly random one.
fn random_action(game: &Game, rng: &mut Xoshiro256PlusPlus, pick: Option<&Index>) -> Action {
    let moves = game.moves();
    let i = pick.map_or_else(
        || rng.random_range(0..moves.len()),
        |ix| ix.index(moves.len()),
    );
    moves
        .get(i)
        .and_then(|m| m.to_action(game.variant()))
        .expect("an index below len")
}

/// Plays a random game, checking after every action that undo, redo and the record form
/// behave; returns the finished history. `picks` chooses the actions (a failing case shrinks
/// to a shorter game of earlier choices); past its end the seeded generator chooses.
fn check_random_game(
    variant: Variant,
    seed: u64,
    picks: &[Index],
) -> Result<History, TestCaseError> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut history = new_history(variant, seed);
    let mut plays = 0;
    while !history.current().is_over() {
        let before = history.current().clone();
        let cursor = history.cursor();
        // The game before the step this action belongs to: a leather decision belongs to the
        // step of the turn that won it.
        let step_start = history.game_at(cursor).clone();
        let action = random_action(&before, &mut rng, picks.get(plays));
        history
            .play(action)
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        plays += 1;
        prop_assert!(plays < 400, "the game ends");
        let after = history.current().clone();

        // Undo gives back the game before the step; redo (or playing again) the game after.
        prop_assert!(history.undo());
        prop_assert_eq!(history.current(), &step_start);
        prop_assert_eq!(history.cursor(), cursor);
        if history.can_redo() {
            prop_assert!(history.redo());
        } else {
            // A partial step is dropped by undo, so it is played again.
            history
                .play(action)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        prop_assert_eq!(history.current(), &after);

        if history.partial().is_some() {
            // A leather patch waits: the record stops at the last complete step.
            prop_assert!(matches!(after.phase(), Phase::PlaceLeather(_)));
            prop_assert_eq!(history.to_record().actions.len(), cursor);
            continue;
        }
        // The record written now is accepted, with the same game and scores.
        let record = history.to_record();
        let text = record
            .to_json()
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let (read, replay) = record::load(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&read, &record);
        prop_assert_eq!(&replay.game, history.current());
        prop_assert_eq!(read.actions.len(), history.cursor());
    }
    let again = History::from_record(&history.to_record())
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(again.fault.is_none());
    prop_assert_eq!(&again.history.to_record(), &history.to_record());
    prop_assert_eq!(again.history.steps(), history.steps());
    prop_assert_eq!(again.history.covers(), history.covers());
    Ok(history)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    #[test]
    fn classic_undo_redo_and_records_agree(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<Index>(), 0..120),
    ) {
        check_random_game(Variant::Classic, seed, &picks)?;
    }

    #[test]
    fn express_undo_redo_and_records_agree(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<Index>(), 0..80),
    ) {
        check_random_game(Variant::Express, seed, &picks)?;
    }

    #[test]
    fn seek_shows_the_game_after_that_many_steps(seed in any::<u64>(), to in 0usize..80) {
        let mut history = check_random_game(Variant::Classic, seed, &[])?;
        let len = history.len();
        let step = to.min(len);
        history.seek(step);
        let mut game = Game::new(history.setup()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        for s in &history.steps()[..step] {
            for &a in &s.actions {
                game.play(a).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
        }
        prop_assert_eq!(history.current(), &game);
        // Seeking keeps the steps after the cursor for redo, until a new step drops them.
        prop_assert_eq!(history.len(), len);
        if step < len {
            prop_assert!(history.redo());
            history.undo();
            history.play(Action::Advance).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert!(!history.can_redo());
        }
    }
}

/// Advances until someone wins a leather patch; the history is then partial.
fn leather_won(variant: Variant) -> History {
    let mut history = new_history(variant, 3);
    while history.partial().is_none() {
        history
            .play(Action::Advance)
            .expect("advancing is always legal");
    }
    history
}

#[test]
fn a_step_that_wins_leather_is_complete_only_once_the_leather_is_placed() {
    let mut history = leather_won(Variant::Classic);
    let complete = history.cursor();
    let step = history.partial().expect("a partial step").clone();
    assert_eq!(step.actions, vec![Action::Advance]);
    // The record leaves the partial step out...
    assert_eq!(history.to_record().actions.len(), complete);
    // ...until the leather is sewn: then the step is one record action with its leather.
    let cell = history
        .current()
        .moves()
        .leather_cells()
        .first()
        .expect("an empty cell");
    history.play(Action::Leather(Some(cell))).expect("legal");
    assert!(history.partial().is_none());
    assert_eq!(history.cursor(), complete + 1);
    let record = history.to_record();
    let last = record.actions.last().expect("an action");
    assert_eq!(
        last.leather,
        vec![Some((i64::from(cell.row), i64::from(cell.col)))]
    );
    let covers = history.covers();
    assert_eq!(covers[step.player].get(cell), Some(Cover::Leather));
    // Undo takes back the advance and the leather together.
    assert!(history.undo());
    assert_eq!(history.cursor(), complete);
    assert_eq!(history.covers()[step.player].get(cell), None);
}

#[test]
fn undoing_a_partial_step_drops_the_turn_that_began_it() {
    let mut history = leather_won(Variant::Express);
    let complete = history.cursor();
    let before = history.game_at(complete).clone();
    assert!(history.undo());
    assert!(history.partial().is_none());
    assert_eq!(history.cursor(), complete);
    assert_eq!(history.current(), &before);
}

/// Undoing the turn that won leather keeps it for redo: redo brings back the same turn,
/// waiting for the same leather decision; playing anything else instead drops it.
#[test]
fn a_partial_step_undone_is_redone_waiting_for_its_leather() {
    let mut history = leather_won(Variant::Express);
    let complete = history.cursor();
    let pending = history.current().clone();
    let step = history.partial().cloned().expect("leather pending");
    assert!(history.undo());
    assert!(history.can_redo());
    assert!(history.redo());
    assert_eq!(history.cursor(), complete);
    assert_eq!(history.partial(), Some(&step));
    assert_eq!(history.current(), &pending);
    assert!(!history.can_redo());
    // Undone again, and a step further back: redo walks forward to it again.
    assert!(history.undo());
    if complete > 0 {
        assert!(history.undo());
        assert!(history.redo());
        assert_eq!(history.cursor(), complete);
        assert!(history.partial().is_none());
    }
    assert!(history.redo());
    assert_eq!(history.partial(), Some(&step));
    // Undone, then another turn played: nothing to redo.
    assert!(history.undo());
    let other = history
        .current()
        .legal_actions()
        .into_iter()
        .find(|a| !step.actions.contains(a))
        .expect("another turn");
    history.play(other).expect("legal");
    assert!(!history.can_redo());
    assert!(!history.redo());
}

#[test]
fn a_failed_step_leaves_the_history_as_it_was() {
    let mut history = leather_won(Variant::Classic);
    history.undo();
    let before = history.clone();
    // An advance that wins leather, without the leather decision, is not a whole step.
    assert!(history.play_step(&[Action::Advance]).is_err());
    assert_eq!(history, before);
    // Nor is one with an illegal leather cell (a covered one).
    let mut game = history.current().clone();
    game.play(Action::Advance).expect("legal");
    let mover = game.to_move().expect("someone places leather");
    let covered = game.player(mover).quilt.first();
    if let Some(cell) = covered {
        assert!(
            history
                .play_step(&[Action::Advance, Action::Leather(Some(cell))])
                .is_err()
        );
        assert_eq!(history, before);
    }
    // The whole step is.
    let free = game.moves().leather_cells().first().expect("an empty cell");
    history
        .play_step(&[Action::Advance, Action::Leather(Some(free))])
        .expect("a whole step");
    assert_eq!(history.cursor(), before.cursor() + 1);
}

#[test]
fn a_faulty_record_loads_up_to_the_action_before_the_fault() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/records/invalid/overlap.json"
    ))
    .expect("fixture");
    let record = record::Record::from_json(&text).expect("well-formed");
    let expected = record::load(&text).expect_err("the fixture is invalid");
    let number = expected.action().expect("the fault names an action");
    let loaded = History::from_record(&record).expect("a playable set-up");
    let fault = loaded.fault.expect("the fault is reported");
    assert_eq!(fault.to_string(), expected.to_string());
    assert_eq!(loaded.history.len(), number - 1);
    assert_eq!(loaded.history.cursor(), number - 1);
}

#[test]
fn the_mover_of_each_step_is_recorded() {
    let history = check_random_game(Variant::Classic, 11, &[]).expect("a valid game");
    for (i, step) in history.steps().iter().enumerate() {
        assert_eq!(history.game_at(i).to_move(), Some(step.player));
    }
    assert!(history.steps().iter().any(|s| s.player == Player::Two));
}
