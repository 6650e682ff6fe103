//! The figures of one position of a review ([`Position`]).

use crate::rules::Player;

/// What the review says of one position: the expected final margin with best play from it
/// (as far as the analysis sees), and each player's chance to win that stands for.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Position {
    /// Who moves; `None` once the game is over.
    pub mover: Option<Player>,
    /// Each player's chance to win; they sum to 1.
    pub win: [f64; 2],
    /// `Player::One`'s expected final score less `Player::Two`'s, in points.
    pub margin: f64,
    /// Whether the figures are exact: the game is over, or the endgame solver proved the rest
    /// of the game from here (and from every position after it in this game).
    pub exact: bool,
    /// Search nodes spent looking at the steps the mover could have taken here (0 when exact).
    pub nodes: u64,
    /// How many steps deep the deepest look at those steps went (0 when exact).
    pub depth: u32,
}

impl Position {
    /// `player`'s win probability.
    pub fn win_for(&self, player: Player) -> f64 {
        self.win[player.index()]
    }

    /// The expected margin from `player`'s side: their score minus the other's.
    pub fn margin_for(&self, player: Player) -> f64 {
        match player {
            Player::One => self.margin,
            Player::Two => -self.margin,
        }
    }

    /// Whether the figures are exact.
    pub fn is_exact(&self) -> bool {
        self.exact
    }
}
