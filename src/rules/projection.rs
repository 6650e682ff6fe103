//! What a player's score will be at the end of the game if they buy nothing more: the buttons
//! held, plus the income still to be paid (their income once for every income space their token
//! has still to cross), plus the bonus, less two points for every empty cell.
//!
//! ```
//! use patchwork::rules::{Game, LeatherLayout, Player, Setup, Variant};
//!
//! let game = Game::new(&Setup::random(Variant::Classic, LeatherLayout::Revised, 7)).unwrap();
//! // Nine income spaces lie ahead of a token on the start space.
//! assert_eq!(game.income_spaces_ahead(Player::One), 9);
//! // No income yet: 5 buttons and 81 empty cells.
//! assert_eq!(game.projected_score(Player::One), 5 - 2 * 81);
//! ```

use super::game::Game;
use super::player::Player;

impl Game {
    /// How many income spaces `player`'s token has still to cross (those after its space, up to
    /// and including the final space).
    pub fn income_spaces_ahead(&self, player: Player) -> u32 {
        let at = self.player(player).position.get();
        self.variant()
            .income_spaces()
            .iter()
            .filter(|&&space| space > at)
            .count() as u32
    }

    /// What buying `patch` would add to `player`'s projected score ([`Game::projected_score`])
    /// wherever it is sewn (the 7x7 bonus aside), whether or not it can be bought now: two points
    /// a cell covered, less its cost, plus its income at every income space still ahead (a
    /// patch sewn before the token moves pays at the spaces that move crosses too). `None` for a
    /// patch the variant does not have.
    pub fn patch_value(&self, player: Player, patch: super::PatchId) -> Option<i32> {
        let p = self.variant().patch(patch)?;
        Some(
            2 * i32::from(p.cells) - i32::from(p.cost)
                + i32::from(p.income) * self.income_spaces_ahead(player) as i32,
        )
    }

    /// The buttons `player`'s present income will still pay: income x income spaces ahead.
    pub fn income_ahead(&self, player: Player) -> u32 {
        self.player(player).income * self.income_spaces_ahead(player)
    }

    /// How many spaces `player`'s token is from the next income space ahead, if one is left.
    pub fn spaces_to_income(&self, player: Player) -> Option<u8> {
        let at = self.player(player).position.get();
        let next = self.variant().income_spaces().iter().find(|&&s| s > at)?;
        Some(next - at)
    }

    /// How many spaces `player`'s token is from the next leather patch still on the board, if
    /// one is left ahead.
    pub fn spaces_to_leather(&self, player: Player) -> Option<u8> {
        let at = self.player(player).position.get();
        self.leather_spaces()
            .map(super::variant::TimePos::get)
            .filter(|&s| s > at)
            .min()
            .map(|s| s - at)
    }

    /// `player`'s score projected to the end of the game if nothing more is bought or placed:
    /// the score now ([`Game::score`]) plus [`Game::income_ahead`]. Advancing adds buttons, so a
    /// real final score is at least this high unless buttons are spent.
    pub fn projected_score(&self, player: Player) -> i32 {
        self.score(player).total + self.income_ahead(player) as i32
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Action, Game, LeatherLayout, Player, Setup, Variant};

    fn game(variant: Variant) -> Game {
        Game::new(&Setup::random(variant, LeatherLayout::Revised, 7)).expect("valid set-up")
    }

    #[test]
    fn distances_to_the_next_income_and_leather_spaces_come_from_the_boards() {
        let g = game(Variant::Classic);
        let first_income = Variant::Classic.income_spaces()[0];
        assert_eq!(g.spaces_to_income(Player::One), Some(first_income));
        let first_leather = g.leather_spaces().map(crate::rules::TimePos::get).min();
        assert_eq!(g.spaces_to_leather(Player::One), first_leather);
    }

    #[test]
    fn all_income_spaces_lie_ahead_at_the_start() {
        assert_eq!(game(Variant::Classic).income_spaces_ahead(Player::One), 9);
        assert_eq!(game(Variant::Express).income_spaces_ahead(Player::Two), 7);
    }

    #[test]
    fn no_income_spaces_ahead_at_the_end_and_the_projection_is_the_score() {
        let mut g = game(Variant::Classic);
        while !g.is_over() {
            let action = g.legal_actions()[0];
            g.play(action).expect("a generated action is legal");
        }
        for p in Player::BOTH {
            assert_eq!(g.income_spaces_ahead(p), 0);
            assert_eq!(g.projected_score(p), g.score(p).total);
        }
    }

    #[test]
    fn income_counts_once_for_every_space_ahead() {
        let mut g = game(Variant::Classic);
        // Buy the first patch that gives income, wherever it fits first.
        let buy = g
            .legal_actions()
            .into_iter()
            .find(|a| {
                matches!(a, Action::Patch { patch, .. }
                    if g.variant().patch(*patch).is_some_and(|p| p.income > 0))
            })
            .expect("seed 7 offers a patch with income");
        let mover = g.to_move().expect("a turn");
        g.play(buy).expect("legal");
        let state = *g.player(mover);
        let ahead = g.income_spaces_ahead(mover);
        let marks = g.variant().income_spaces();
        let expected = marks.iter().filter(|&&m| m > state.position.get()).count() as u32;
        assert_eq!(ahead, expected);
        assert_eq!(g.income_ahead(mover), state.income * ahead);
        assert_eq!(
            g.projected_score(mover),
            g.score(mover).total + (state.income * ahead) as i32
        );
    }
}
