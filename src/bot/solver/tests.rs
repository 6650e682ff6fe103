//! The solver against a brute-force oracle on hundreds of small endgames of both variants.

use proptest::prelude::*;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use super::*;
use crate::rules::{LeatherLayout, Setup, Variant};

/// Nodes the oracle may visit before an endgame counts as too big to check.
const ORACLE_CAP: u64 = 4_000;

/// The plain minimax value of `game` for player one: every legal move (as `Game::moves`
/// lists them, played through the checked `Game::play_move`), no pruning, no table. The
/// finished game's value is written out from the rules' scores and winner. `None` past `cap`
/// nodes.
fn oracle(game: &Game, cap: &mut u64) -> Option<i32> {
    let Some(mover) = game.to_move() else {
        let margin = game.score(Player::One).total - game.score(Player::Two).total;
        let won = game.winner() == Some(Player::One);
        return Some(2 * margin + if won { 1 } else { -1 });
    };
    *cap = cap.checked_sub(1)?;
    let mut values = Vec::new();
    for m in game.legal_moves() {
        let mut child = game.clone();
        child.play_move(m).expect("a listed move is legal");
        values.push(oracle(&child, cap)?);
    }
    match mover {
        Player::One => values.into_iter().max(),
        Player::Two => values.into_iter().min(),
    }
}

/// The oracle's value for the player to move (not over), or `None` when too big.
fn oracle_for_mover(game: &Game) -> Option<i32> {
    let mover = game.to_move()?;
    let v = oracle(game, &mut ORACLE_CAP.clone())?;
    Some(if mover == Player::One { v } else { -v })
}

/// Every position of a game played from deal `seed` by uniformly random moves (which buy and
/// so fill the quilts), the finished game last.
fn history(variant: Variant, seed: u64) -> Vec<Game> {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
        .expect("a shuffled set-up is valid");
    let mut out = vec![game.clone()];
    let mut moves = Vec::new();
    while !game.is_over() {
        game.fill_legal_moves(&mut moves);
        game.play_move_unchecked(moves[rng.random_range(0..moves.len())]);
        out.push(game.clone());
    }
    out
}

/// Checks the solver on `game` against the oracle: the same value, and its move achieves it.
/// `false` when the endgame is too big for the oracle (nothing checked).
fn check(solver: &mut Solver, game: &Game) -> bool {
    let Some(truth) = oracle_for_mover(game) else {
        return false;
    };
    let proof = solver
        .solve(game, Budget::iterations(10_000_000), &Stop::new())
        .expect("a small endgame is solved");
    assert_eq!(proof.value.0, truth, "value of {game:?}");
    // The bound test around the value, with a fresh table and with the one just filled.
    for table in [&mut Solver::new(12), &mut *solver] {
        for (bound, holds) in [(truth - 1, false), (truth, true), (truth + 1, true)] {
            let said = table
                .at_most(
                    game,
                    Value(bound),
                    Budget::iterations(10_000_000),
                    &Stop::new(),
                )
                .expect("a small endgame is bounded");
            assert_eq!(said, holds, "at most {bound} for {game:?} worth {truth}");
        }
    }
    let mover = game.to_move().expect("not over");
    let mut child = game.clone();
    child
        .play_move(proof.best)
        .expect("the solver's move is legal");
    let achieved = match child.to_move() {
        None => Value::of_finished(&child, mover).0,
        Some(p) => {
            let v = oracle_for_mover(&child).expect("a child is smaller than its parent");
            if p == mover { v } else { -v }
        }
    };
    assert_eq!(
        achieved, truth,
        "the solver's move {:?} in {game:?}",
        proof.best
    );
    true
}

#[test]
fn the_solver_matches_the_oracle_on_hundreds_of_endgames() {
    let mut solver = Solver::new(16);
    let mut checked = [0usize; 2];
    for seed in 0..24 {
        for (i, variant) in [Variant::Classic, Variant::Express].into_iter().enumerate() {
            let h = history(variant, seed);
            for back in 1..=8 {
                let Some(game) = h.len().checked_sub(back + 1).map(|i| &h[i]) else {
                    break;
                };
                if check(&mut solver, game) {
                    checked[i] += 1;
                }
            }
        }
    }
    // 165 classic and 140 Express endgames when this was written.
    assert!(
        checked[0] + checked[1] >= 300 && checked[1] >= 100,
        "{checked:?}"
    );
}

#[test]
fn the_value_reads_back_as_margin_and_winner() {
    for (raw, margin, wins) in [(1, 0, true), (-1, 0, false), (9, 4, true), (-7, -3, false)] {
        let v = Value(raw);
        assert_eq!((v.margin(), v.wins()), (margin, wins));
        assert_eq!(v.flipped().margin(), -margin);
    }
}

#[test]
fn a_finished_game_or_an_empty_budget_is_not_solved() {
    let h = history(Variant::Express, 3);
    let mut solver = Solver::new(10);
    let over = h.last().expect("a game");
    assert!(
        solver
            .solve(over, Budget::iterations(1000), &Stop::new())
            .is_none()
    );
    let early = &h[h.len() / 2];
    assert!(
        solver
            .solve(early, Budget::iterations(10), &Stop::new())
            .is_none()
    );
    let stop = Stop::new();
    stop.raise();
    let late = &h[h.len() - 2];
    assert!(
        solver
            .solve(late, Budget::iterations(1_000_000), &stop)
            .is_none()
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_solver_matches_the_oracle(seed in 0u64..1_000_000, express: bool, back in 1usize..6) {
        let variant = if express { Variant::Express } else { Variant::Classic };
        let h = history(variant, seed);
        let game = &h[h.len().saturating_sub(back + 1)];
        // Too big an endgame for the oracle checks nothing.
        let mut solver = Solver::new(12);
        check(&mut solver, game);
    }
}

#[test]
fn the_key_tells_apart_deals_that_differ_only_in_the_blue_patches_order() {
    let setup = Setup::random(Variant::Express, LeatherLayout::Revised, 7);
    let mut other = setup.clone();
    other.blue_order.reverse();
    let [a, b] = [&setup, &other].map(|s| Game::new(s).expect("a valid set-up"));
    assert_eq!(a.circle(), b.circle());
    assert_ne!(a.blue_waiting(), b.blue_waiting());
    assert_ne!(position_key(&a), position_key(&b));
}
