//! Rules-core tests through the public API: counts, a slow oracle, and properties of random games.

use std::collections::HashSet;

use patchwork::rules::{
    Action, Cell, Event, Game, IllegalAction, LeatherLayout, PatchId, Phase, Player, Quilt, Setup,
    SetupError, Variant,
};
use proptest::prelude::*;
use proptest::sample::Index;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

use crate::common::{example_game, example_setup};

/// The slow, obviously correct placement finder: every rotation and mirror of the printed shape,
/// at every offset, checked cell by cell. Returns the distinct covered-cell sets.
fn oracle_placements(variant: Variant, patch: PatchId, covered: Quilt) -> HashSet<u128> {
    let shape = variant.patch(patch).expect("known patch").shape;
    let base: Vec<(i32, i32)> = shape
        .split(" / ")
        .enumerate()
        .flat_map(|(r, row)| {
            row.chars()
                .enumerate()
                .filter(|&(_, ch)| ch == '#')
                .map(move |(c, _)| (r as i32, c as i32))
        })
        .collect();
    let size = i32::from(variant.quilt_size());
    let mut out = HashSet::new();
    for flip in [1, -1] {
        for turn in 0..4 {
            let turned: Vec<(i32, i32)> = base
                .iter()
                .map(|&(r, c)| match turn {
                    0 => (r, flip * c),
                    1 => (flip * c, -r),
                    2 => (-r, -flip * c),
                    _ => (-flip * c, r),
                })
                .collect();
            for dr in -10..=10 {
                for dc in -10..=10 {
                    let mut bits = 0u128;
                    let mut ok = true;
                    for &(r, c) in &turned {
                        let (r, c) = (r + dr, c + dc);
                        if !(0..size).contains(&r) || !(0..size).contains(&c) {
                            ok = false;
                            break;
                        }
                        let cell = Cell::new(r as u8, c as u8);
                        if covered.contains(cell) {
                            ok = false;
                            break;
                        }
                        bits |= Quilt::from_cell(cell).bits();
                    }
                    if ok {
                        out.insert(bits);
                    }
                }
            }
        }
    }
    out
}

#[test]
fn distinct_placements_on_an_empty_quilt_match_the_oracle_for_every_patch() {
    for variant in [Variant::Classic, Variant::Express] {
        for patch in variant.patches() {
            let generated: u32 = variant
                .orientations(patch.id)
                .iter()
                .map(|o| o.anchors().len())
                .sum();
            let oracle = oracle_placements(variant, patch.id, Quilt::EMPTY).len();
            assert_eq!(
                generated as usize,
                oracle,
                "{variant} patch {}",
                variant.patch_name(patch.id)
            );
        }
    }
    // Figures from rules.md section 3 and perft.md.
    let count = |v: Variant, id| oracle_placements(v, PatchId(id), Quilt::EMPTY).len();
    assert_eq!(count(Variant::Classic, 14), 384);
    assert_eq!(count(Variant::Classic, 3), 256);
    assert_eq!(
        count(Variant::Classic, 9),
        64,
        "2x2 square: one orientation, 8 x 8"
    );
    assert_eq!(count(Variant::Classic, 0), 144, "domino: 2 x 9 x 8");
    assert_eq!(
        count(Variant::Classic, 15),
        49,
        "plus: one orientation, 7 x 7"
    );
    assert_eq!(
        count(Variant::Express, 14),
        2 * 7 * 3,
        "straight five on 7x7"
    );
}

/// A random game, stepping uniformly over the legal actions, calling `visit` before each action.
fn random_game(
    variant: Variant,
    seed: u64,
    mut visit: impl FnMut(&Game, &mut Xoshiro256PlusPlus),
) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
        .expect("random set-ups are valid");
    while !game.is_over() {
        visit(&game, &mut rng);
        let moves = game.moves();
        let action = moves
            .get(rng.random_range(0..moves.len()))
            .and_then(|m| m.to_action(game.variant()))
            .expect("index in range");
        game.play(action).expect("generated actions are legal");
    }
    game
}

#[test]
fn the_generator_agrees_with_the_oracle_on_many_random_positions() {
    let mut positions = 0;
    for seed in 0..30 {
        let variant = if seed % 3 == 0 {
            Variant::Express
        } else {
            Variant::Classic
        };
        random_game(variant, seed, |game, _| {
            positions += 1;
            let generated: HashSet<Action> = game.legal_actions().into_iter().collect();
            let mut expected = HashSet::new();
            match game.phase() {
                Phase::Turn(p) => {
                    expected.insert(Action::Advance);
                    let me = game.player(p);
                    for &id in game.choosable() {
                        if u32::from(variant.patch(id).expect("known").cost) <= me.buttons {
                            for bits in oracle_placements(variant, id, me.quilt) {
                                expected.insert(Action::Patch {
                                    patch: id,
                                    cells: Quilt::from_bits(bits),
                                });
                            }
                        }
                    }
                }
                Phase::PlaceLeather(p) => {
                    let empty = game.board().minus(game.player(p).quilt);
                    expected.extend(empty.cells().map(|c| Action::Leather(Some(c))));
                    if variant == Variant::Express || empty.is_empty() {
                        expected.insert(Action::Leather(None));
                    }
                }
                Phase::Over => unreachable!("visited only while the game goes on"),
            }
            assert_eq!(generated, expected, "seed {seed}");
            assert_eq!(game.moves().len(), expected.len());
        });
    }
    assert!(positions > 1000, "only {positions} positions checked");
}

#[test]
fn bad_setups_are_errors_not_panics() {
    let mut s = example_setup();
    s.circle.swap(0, 32);
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::WrongStartingPatch { .. })
    ));
    let mut s = example_setup();
    s.circle[1] = s.circle[0];
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::DuplicatePatch { .. })
    ));
    let mut s = example_setup();
    s.circle.pop();
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::CircleLength {
            expected: 33,
            found: 32,
            ..
        })
    ));
    let mut s = example_setup();
    s.circle[0] = PatchId(40);
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::UnknownPatch { .. })
    ));
    let mut s = Setup::random(Variant::Express, LeatherLayout::Revised, 1);
    s.blue_order[0] = PatchId(3);
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::UnknownPatch { .. })
    ));
    let mut s = Setup::random(Variant::Express, LeatherLayout::Revised, 1);
    s.blue_order.pop();
    assert!(matches!(
        Game::new(&s),
        Err(SetupError::BlueOrderLength { found: 7 })
    ));
}

#[test]
fn a_seed_gives_the_same_setup_every_time() {
    let a = Setup::random(Variant::Classic, LeatherLayout::Revised, 7);
    assert_eq!(
        a,
        Setup::random(Variant::Classic, LeatherLayout::Revised, 7)
    );
    assert_ne!(
        a.circle,
        Setup::random(Variant::Classic, LeatherLayout::Revised, 8).circle
    );
    assert_eq!(a.circle.last(), Some(&PatchId(0)));
}

/// Checks every property of one random game; returns a description of the first violation.
/// `picks` chooses the legal action of each ply (an index into the list, so a failing case
/// shrinks to a shorter game of earlier choices); past its end the seeded generator chooses.
fn check_random_game(variant: Variant, seed: u64, picks: &[Index]) -> Result<(), TestCaseError> {
    let setup = Setup::random(variant, LeatherLayout::Revised, seed);
    let mut game = Game::new(&setup).expect("random set-ups are valid");
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut bought: HashSet<PatchId> = HashSet::new();
    let mut tally = [i64::from(variant.start_buttons()); 2];
    let mut plies = 0;
    while !game.is_over() {
        plies += 1;
        prop_assert!(plies < 400, "the game does not end");
        // A random action that may be illegal: refused ones change nothing.
        let junk = match rng.random_range(0..3) {
            0 => Action::Patch {
                patch: PatchId(rng.random_range(0..40)),
                cells: Quilt::from_bits(
                    rng.random::<u128>() & rng.random::<u128>() & rng.random::<u128>(),
                ),
            },
            1 => Action::Leather(Some(Cell::new(
                rng.random_range(0..12),
                rng.random_range(0..12),
            ))),
            _ => Action::Leather(None),
        };
        let before = game.clone();
        let mut trial = game.clone();
        match trial.play(junk) {
            Err(_) => prop_assert_eq!(&trial, &before),
            Ok(_) => prop_assert!(
                game.legal_actions().contains(&junk),
                "play accepted an action movegen lacks"
            ),
        }

        let moves = game.moves();
        let pick = picks.get(plies - 1).map_or_else(
            || rng.random_range(0..moves.len()),
            |ix| ix.index(moves.len()),
        );
        let action = moves
            .get(pick)
            .and_then(|m| m.to_action(game.variant()))
            .expect("index in range");
        let actor = game.to_move().expect("the game goes on");
        let covered_before = game.player(actor).quilt;
        let events = game
            .play(action)
            .map_err(|e| TestCaseError::fail(format!("generated action refused: {e}")))?;
        for e in &events {
            match *e {
                Event::Bought {
                    player,
                    patch,
                    cost,
                    cells,
                } => {
                    prop_assert!(bought.insert(patch), "patch bought twice");
                    prop_assert!(!cells.overlaps(covered_before), "quilts overlap");
                    tally[player.index()] -= i64::from(cost);
                }
                Event::Advanced { player, buttons } | Event::Income { player, buttons } => {
                    tally[player.index()] += i64::from(buttons);
                }
                Event::LeatherPlaced { cell, .. } => {
                    prop_assert!(!covered_before.contains(cell), "leather overlaps");
                }
                _ => {}
            }
        }
        for p in Player::BOTH {
            prop_assert!(tally[p.index()] >= 0, "buttons went negative");
            prop_assert_eq!(i64::from(game.player(p).buttons), tally[p.index()]);
            let s = game.score(p);
            let empty = game.board().minus(game.player(p).quilt).len();
            let bonus = if game.bonus() == Some(p) { 7 } else { 0 };
            prop_assert_eq!(
                s.total,
                game.player(p).buttons as i32 + bonus - 2 * empty as i32
            );
        }
    }
    let (a, b) = (game.score(Player::One).total, game.score(Player::Two).total);
    let winner = game.winner().expect("finished");
    let expected = match a.cmp(&b) {
        std::cmp::Ordering::Equal => game.first_finisher(),
        std::cmp::Ordering::Greater => Some(Player::One),
        std::cmp::Ordering::Less => Some(Player::Two),
    };
    prop_assert_eq!(
        Some(winner),
        expected,
        "wrong winner for scores {} and {}",
        a,
        b
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_classic_games_keep_every_invariant(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<Index>(), 0..120),
    ) {
        check_random_game(Variant::Classic, seed, &picks)?;
    }

    #[test]
    fn random_express_games_keep_every_invariant(
        seed in any::<u64>(),
        picks in proptest::collection::vec(any::<Index>(), 0..80),
    ) {
        check_random_game(Variant::Express, seed, &picks)?;
    }
}

#[test]
fn illegal_buys_are_refused_with_the_reason_in_record_order() {
    let game = example_game();
    // Patch 27 costs 7 and player 0 has 5: too dear comes before the shape is looked at.
    assert!(matches!(
        patchwork::record::resolve_patch(&game, PatchId(27), &[]),
        Err(IllegalAction::CannotAfford { cost: 7, .. })
    ));
    assert!(matches!(
        patchwork::record::resolve_patch(&game, PatchId(8), &[]),
        Err(IllegalAction::NotAmongNextThree { .. })
    ));
    // A repeated cell makes the shape wrong.
    assert!(matches!(
        patchwork::record::resolve_patch(&game, PatchId(3), &[(0, 0), (0, 0), (1, 1)]),
        Err(IllegalAction::WrongShape { .. })
    ));
    // Right shape, but off the quilt.
    assert_eq!(
        patchwork::record::resolve_patch(&game, PatchId(3), &[(-1, 0), (0, 0), (0, 1)]),
        Err(IllegalAction::OffQuilt { row: -1, col: 0 })
    );
}
