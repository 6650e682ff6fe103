//! Shared set-ups for the integration tests.

use patchwork::rules::{Game, LeatherLayout, PatchId, Player, Setup, Variant};

/// The circle of the example game in `record-format.md`.
pub const EXAMPLE_CIRCLE: [u8; 33] = [
    14, 3, 27, 8, 21, 30, 1, 19, 5, 11, 24, 2, 32, 17, 9, 28, 4, 23, 13, 29, 6, 16, 31, 10, 22, 18,
    25, 12, 7, 26, 20, 15, 0,
];

/// The set-up of the example game in `record-format.md`.
pub fn example_setup() -> Setup {
    Setup {
        variant: Variant::Classic,
        layout: LeatherLayout::Revised,
        circle: EXAMPLE_CIRCLE.iter().map(|&i| PatchId(i)).collect(),
        first_player: Player::One,
        blue_order: Vec::new(),
    }
}

/// The start of the example game.
pub fn example_game() -> Game {
    Game::new(&example_setup()).expect("the example set-up is valid")
}
