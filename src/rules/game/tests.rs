//! The rules of a game, step by step: whose turn, time and buttons, leather, the bonus, the
//! circle, refusals and the score.

use super::*;
use crate::rules::{Cell, Transform};

/// A classic game whose circle starts with `first` (then the rest in id order), player 0 first.
fn classic(first: &[u8]) -> Game {
    game_with(Variant::Classic, first)
}

fn game_with(variant: Variant, first: &[u8]) -> Game {
    let start = variant.starting_patch();
    let mut circle: Vec<PatchId> = first.iter().map(|&i| PatchId(i)).collect();
    for p in variant
        .patches()
        .iter()
        .filter(|p| !p.blue && p.id != start)
    {
        if !circle.contains(&p.id) {
            circle.push(p.id);
        }
    }
    circle.push(start);
    let blue_order = variant
        .patches()
        .iter()
        .filter(|p| p.blue)
        .map(|p| p.id)
        .collect();
    let setup = Setup {
        variant,
        layout: LeatherLayout::Revised,
        circle,
        first_player: Player::One,
        blue_order,
    };
    Game::new(&setup).expect("valid set-up")
}

fn at(game: &mut Game, player: Player, space: u8) {
    game.players[player].position = TimePos(space);
}

/// The first legal placement of `patch` for the player to move.
fn some_placement(game: &Game, patch: u8) -> Action {
    game.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Patch { patch: p, .. } if p.0 == patch))
        .expect("the patch can be placed")
}

fn one(row: u8, col: u8) -> Quilt {
    Quilt::from_cell(Cell::new(row, col))
}

#[test]
fn the_player_behind_moves_and_on_a_shared_space_the_one_on_top() {
    let mut g = classic(&[]);
    assert_eq!(g.phase(), Phase::Turn(Player::One));
    assert_eq!(g.turn_reason(), Some(TurnReason::OnTop));
    at(&mut g, Player::One, 3);
    assert_eq!(g.to_move(), Some(Player::Two));
    assert_eq!(g.turn_reason(), Some(TurnReason::Behind));
    // Player 1 advances onto space 4, in front of player 0, and then player 0 is behind.
    g.play(Action::Advance).expect("advance is legal");
    assert_eq!(g.player(Player::Two).position, TimePos(4));
    assert_eq!(g.to_move(), Some(Player::One));
}

#[test]
fn landing_on_the_opponent_puts_the_token_on_top_and_it_moves_again() {
    // Patch 3 costs 3 and takes 1 space; player 1 is on space 1.
    let mut g = classic(&[3]);
    at(&mut g, Player::Two, 1);
    g.play(some_placement(&g, 3)).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(1));
    assert_eq!(g.on_top(), Player::One);
    assert_eq!(g.to_move(), Some(Player::One));
    assert_eq!(g.turn_reason(), Some(TurnReason::OnTop));
}

#[test]
fn advance_pays_one_button_per_space_and_stops_in_front_of_the_opponent() {
    let mut g = classic(&[]);
    at(&mut g, Player::Two, 3);
    let events = g.play(Action::Advance).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(4));
    assert_eq!(g.player(Player::One).buttons, 5 + 4);
    assert!(events.contains(&Event::Advanced {
        player: Player::One,
        buttons: 4
    }));
}

#[test]
fn advance_is_capped_at_the_final_space_and_paid_only_for_spaces_moved() {
    let mut g = classic(&[]);
    at(&mut g, Player::One, 52);
    at(&mut g, Player::Two, 53);
    g.players[Player::One].income = 0;
    g.play(Action::Advance).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(53));
    // One space moved, and crossing 53 pays income 0.
    assert_eq!(g.player(Player::One).buttons, 5 + 1);
    assert!(g.is_over());
}

#[test]
fn one_move_can_cross_two_income_markers() {
    let mut g = classic(&[]);
    at(&mut g, Player::One, 4);
    at(&mut g, Player::Two, 10);
    g.players[Player::One].income = 3;
    let events = g.play(Action::Advance).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(11));
    let paid: Vec<_> = events
        .iter()
        .filter(|e| matches!(e, Event::Income { .. }))
        .collect();
    assert_eq!(paid.len(), 2, "markers 5 and 11");
    assert_eq!(g.player(Player::One).buttons, 5 + 7 + 2 * 3);
}

#[test]
fn income_counts_the_patch_placed_in_the_same_action() {
    // Patch 9 (2x2): cost 6, time 5, income 2. From space 0 it crosses marker 5.
    let mut g = classic(&[9]);
    g.players[Player::One].buttons = 6;
    g.play(some_placement(&g, 9)).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(5));
    assert_eq!(g.player(Player::One).buttons, 2);
    assert_eq!(g.player(Player::One).income, 2);
}

#[test]
fn time_overshoot_is_capped_at_the_final_space() {
    // Patch 8 takes 6 spaces.
    let mut g = classic(&[8]);
    at(&mut g, Player::One, 50);
    at(&mut g, Player::Two, 51);
    g.play(some_placement(&g, 8)).expect("legal");
    assert_eq!(g.player(Player::One).position, TimePos(53));
    assert_eq!(g.first_finisher(), Some(Player::One));
}

#[test]
fn classic_leather_is_won_at_once_and_must_be_placed() {
    let mut g = classic(&[]);
    at(&mut g, Player::One, 25);
    at(&mut g, Player::Two, 30);
    let events = g.play(Action::Advance).expect("legal");
    assert!(events.contains(&Event::LeatherWon {
        player: Player::One,
        space: TimePos(26)
    }));
    assert_eq!(g.phase(), Phase::PlaceLeather(Player::One));
    let before = g.clone();
    assert_eq!(
        g.play(Action::Leather(None)),
        Err(IllegalAction::MustPlaceLeather)
    );
    assert_eq!(g.play(Action::Advance), Err(IllegalAction::LeatherPending));
    assert_eq!(g, before, "refused actions change nothing");
    assert_eq!(g.moves().len(), 81);
    g.play(Action::Leather(Some(Cell::new(4, 4))))
        .expect("legal");
    assert!(g.player(Player::One).quilt.contains(Cell::new(4, 4)));
    // The space is empty now: the opponent crossing it later wins nothing.
    assert!(!g.leather_spaces().any(|s| s == TimePos(26)));
    at(&mut g, Player::One, 28);
    at(&mut g, Player::Two, 24);
    let events = g.play(Action::Advance).expect("legal");
    assert_eq!(g.player(Player::Two).position, TimePos(29));
    assert!(!events.iter().any(|e| matches!(e, Event::LeatherWon { .. })));
}

#[test]
fn classic_leather_is_set_aside_only_on_a_full_quilt() {
    let mut g = classic(&[]);
    g.players[Player::One].quilt = Quilt::full(9);
    at(&mut g, Player::One, 25);
    at(&mut g, Player::Two, 30);
    g.play(Action::Advance).expect("legal");
    let moves: Vec<Action> = g.legal_actions();
    assert_eq!(moves, vec![Action::Leather(None)]);
    g.play(Action::Leather(None)).expect("legal");
    // Player 0 advanced to 31, in front of player 1 on 30.
    assert_eq!(g.phase(), Phase::Turn(Player::Two));
}

#[test]
fn express_leather_may_be_set_aside() {
    let mut g = game_with(Variant::Express, &[]);
    at(&mut g, Player::One, 6);
    at(&mut g, Player::Two, 8);
    g.play(Action::Advance).expect("legal");
    assert_eq!(g.phase(), Phase::PlaceLeather(Player::One));
    assert_eq!(g.moves().len(), 49 + 1);
    assert!(
        g.play(Action::Leather(Some(Cell::new(0, 7)))).is_err(),
        "column 7 is off a 7x7 quilt"
    );
    g.play(Action::Leather(None))
        .expect("set aside is legal in Express");
    assert_eq!(g.player(Player::One).quilt, Quilt::EMPTY);
}

#[test]
fn the_bonus_goes_to_the_first_full_seven_by_seven_even_by_leather() {
    let mut g = classic(&[]);
    let window = Quilt::full(7);
    g.players[Player::One].quilt = window.minus(one(6, 6));
    at(&mut g, Player::One, 25);
    at(&mut g, Player::Two, 30);
    g.play(Action::Advance).expect("legal");
    let events = g
        .play(Action::Leather(Some(Cell::new(6, 6))))
        .expect("legal");
    assert_eq!(
        events.last(),
        Some(&Event::BonusTaken {
            player: Player::One
        })
    );
    assert_eq!(g.bonus(), Some(Player::One));
    assert_eq!(g.score(Player::One).bonus, BONUS_POINTS);
    // Never lost and never taken twice: player 1 filling a window later gets nothing.
    g.players[Player::Two].quilt = window.minus(one(0, 0));
    at(&mut g, Player::Two, 25);
    at(&mut g, Player::One, 40);
    g.play(Action::Advance).expect("legal");
    assert!(
        g.play(Action::Leather(Some(Cell::new(0, 0))))
            .expect("legal")
            .iter()
            .all(|e| !matches!(e, Event::BonusTaken { .. }))
    );
    assert_eq!(g.bonus(), Some(Player::One));
}

#[test]
fn buying_moves_the_neutral_token_and_skipped_patches_come_round_again() {
    let mut g = classic(&[5, 11, 12, 13]);
    g.play(some_placement(&g, 12)).expect("legal");
    let circle = g.circle();
    assert_eq!(circle.len(), 32);
    assert_eq!(circle[0], PatchId(13));
    assert_eq!(&circle[30..], &[PatchId(5), PatchId(11)]);
    assert_eq!(circle[29], PatchId(0));
}

#[test]
fn express_blue_patches_enter_behind_the_remaining_five() {
    let mut g = game_with(Variant::Express, &[]);
    g.circle_len = 6;
    g.players[Player::One].buttons = 100;
    let first = g.choosable()[0];
    g.play(some_placement(&g, first.0)).expect("legal");
    assert_eq!(g.circle().len(), 13);
    assert!(g.blue_waiting().is_empty());
    assert!(
        g.circle()[..5]
            .iter()
            .all(|&id| !g.variant().patch(id).expect("known").blue)
    );
    assert_eq!(&g.circle()[5..], &g.blue_order);
}

#[test]
fn refusals_name_the_reason_and_change_nothing() {
    let mut g = classic(&[27, 21, 8]);
    let before = g.clone();
    let too_dear = some_placement(
        &{
            let mut rich = g.clone();
            rich.players[Player::One].buttons = 50;
            rich
        },
        27,
    );
    assert!(matches!(
        g.play(too_dear),
        Err(IllegalAction::CannotAfford {
            cost: 7,
            buttons: 5,
            ..
        })
    ));
    let far = Action::Patch {
        patch: PatchId(30),
        cells: one(0, 0),
    };
    assert!(matches!(
        g.play(far),
        Err(IllegalAction::NotAmongNextThree { .. })
    ));
    let wrong = Action::Patch {
        patch: PatchId(21),
        cells: one(0, 0),
    };
    assert!(matches!(
        g.play(wrong),
        Err(IllegalAction::WrongShape { .. })
    ));
    assert_eq!(
        g.play(Action::Leather(Some(Cell::new(0, 0)))),
        Err(IllegalAction::NoLeatherPending)
    );
    assert_eq!(g, before);
    g.players[Player::One].quilt = one(1, 1);
    let over = crate::record::resolve_patch(
        &g,
        PatchId(21),
        &[(0, 0), (1, 0), (1, 1), (1, 2), (1, 3), (2, 3)],
    );
    assert_eq!(
        over,
        Err(IllegalAction::Overlap {
            cell: Cell::new(1, 1)
        })
    );
    let off = crate::record::resolve_patch(
        &g,
        PatchId(21),
        &[(0, 6), (1, 6), (1, 7), (1, 8), (1, 9), (2, 9)],
    );
    assert_eq!(off, Err(IllegalAction::OffQuilt { row: 1, col: 9 }));
}

#[test]
fn a_patch_with_no_room_is_blocked_with_that_reason() {
    let mut g = classic(&[17]);
    g.players[Player::One].buttons = 10;
    // Leave only 4-cell gaps: no straight five fits.
    g.players[Player::One].quilt = Quilt::full(9).minus(Quilt::full(2));
    assert!(matches!(
        g.buy_blocker(PatchId(17)),
        Some(IllegalAction::NoRoom { .. })
    ));
}

#[test]
fn equal_scores_go_to_the_player_who_finished_first() {
    let mut g = classic(&[]);
    at(&mut g, Player::Two, 53);
    g.first_finisher = Some(Player::Two);
    at(&mut g, Player::One, 52);
    g.players[Player::Two].buttons = 6;
    let events = g.play(Action::Advance).expect("legal");
    assert_eq!(g.score(Player::One).total, g.score(Player::Two).total);
    assert_eq!(g.winner(), Some(Player::Two));
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            winner: Player::Two
        })
    );
    assert_eq!(g.moves().len(), 0);
    assert_eq!(g.play(Action::Advance), Err(IllegalAction::GameOver));
}

#[test]
fn score_is_buttons_plus_bonus_minus_two_per_empty_cell() {
    let mut g = classic(&[]);
    g.players[Player::One].quilt = Quilt::full(9).minus(Quilt::full(3));
    g.players[Player::One].buttons = 20;
    g.bonus = Some(Player::One);
    let s = g.score(Player::One);
    assert_eq!(
        (s.buttons, s.bonus, s.empty, s.total),
        (20, 7, 9, 20 + 7 - 18)
    );
    assert_eq!(g.score(Player::Two).total, 5 - 2 * 81);
}

#[test]
fn a_rotated_ghost_resolves_to_the_same_cells_as_the_generator() {
    let g = classic(&[14]);
    let v = g.variant();
    let o = v.transform(PatchId(14), 0, Transform::RotateClockwise);
    let cells: Vec<(i64, i64)> = v.orientations(PatchId(14))[o]
        .mask
        .cells()
        .map(|c| (i64::from(c.row) + 2, i64::from(c.col) + 3))
        .collect();
    let action = crate::record::resolve_patch(&g, PatchId(14), &cells).expect("fits");
    assert!(g.legal_actions().contains(&action));
}

#[test]
fn a_quilt_turned_or_mirrored_is_the_same_game() {
    let setup = Setup::random(Variant::Classic, LeatherLayout::Revised, 3);
    let game = Game::new(&setup).expect("set-up");
    let mover = game.to_move().expect("a mover");
    let size = Variant::Classic.quilt_size();
    // An L of patch cells in a corner: its eight images are eight different sets, each as many
    // cells, and each image's images hold the original.
    let l = Quilt::from_cell(Cell::new(0, 0))
        .or(Quilt::from_cell(Cell::new(1, 0)))
        .or(Quilt::from_cell(Cell::new(2, 0)))
        .or(Quilt::from_cell(Cell::new(2, 1)));
    let images = l.images(size);
    assert_eq!(images[0], l);
    for (k, image) in images.iter().enumerate() {
        assert_eq!(image.len(), 4);
        assert!(image.images(size).contains(&l));
        assert!(images[..k].iter().all(|other| other != image), "image {k}");
    }
    // The first purchase sewn in two places that are mirror images: the same game; sewn in
    // two places that are not: not.
    let patch = game.choosable()[0];
    let legal: Vec<Quilt> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Patch { patch: p, cells } if p == patch => Some(cells),
            _ => None,
        })
        .collect();
    let after = |cells: Quilt| {
        let mut g = game.clone();
        g.play(Action::Patch { patch, cells }).expect("legal");
        g
    };
    let first = legal[0];
    let mirrored = first
        .images(size)
        .into_iter()
        .skip(1)
        .find(|m| *m != first && legal.contains(m))
        .expect("a mirror image is legal on an empty quilt");
    assert!(after(first).same_up_to_symmetry(&after(mirrored)));
    let elsewhere = legal
        .iter()
        .copied()
        .find(|c| !first.images(size).contains(c))
        .expect("a placement that is no image");
    assert!(!after(first).same_up_to_symmetry(&after(elsewhere)));
    assert_eq!(game.player(mover).quilt, Quilt::EMPTY);
}
