//! Prepared positions: a game set up as a lesson or a puzzle needs it, not reached by play
//! from the start. The position is still a [`Game`] of the core, so every step from it is
//! judged by the same rules.

use super::{Game, Player, PlayerState, Setup, SetupError};
use crate::rules::{ByPlayer, PatchId};

impl Game {
    /// A game from `setup` with each player's quilt, buttons, income and position replaced by
    /// `states`, and the patches of `sewn` (already on the quilts) taken out of the circle.
    /// The leather patches on spaces either token has reached are gone (someone took them),
    /// the bonus goes to a quilt that already covers a 7x7 square, and a token already on the
    /// final space reached it first. On equal spaces the setup's first player is on top.
    ///
    /// # Errors
    /// The [`SetupError`] of an unplayable set-up.
    pub fn prepared(
        setup: &Setup,
        states: ByPlayer<PlayerState>,
        sewn: &[PatchId],
    ) -> Result<Self, SetupError> {
        let mut game = Self::new(setup)?;
        for player in Player::BOTH {
            game.players[player] = states[player];
        }
        let mut kept = 0;
        for i in 0..usize::from(game.circle_len) {
            let patch = game.circle[i];
            if !sewn.contains(&patch) {
                game.circle[kept] = patch;
                kept += 1;
            }
        }
        game.circle_len = kept as u8;
        let front = states[Player::One]
            .position
            .get()
            .max(states[Player::Two].position.get());
        for space in 0..=front {
            game.leather &= !(1u64 << space);
        }
        let end = game.variant.final_space();
        game.first_finisher = Player::BOTH
            .into_iter()
            .find(|&p| states[p].position == end);
        if game.variant.has_bonus() {
            game.bonus = Player::BOTH
                .into_iter()
                .find(|&p| states[p].quilt.most_of_a_bonus_window() == 49);
        }
        Ok(game)
    }
}
