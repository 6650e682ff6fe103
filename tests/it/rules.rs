//! Rules-core tests on constructed positions.

use crate::common::example_game;

#[test]
fn perft_of_the_example_start_matches_the_spec() {
    let game = example_game();
    assert_eq!(game.perft(1), 641);
    assert_eq!(game.perft(2), 429_313);
}
