//! The two players, and a pair of values, one per player.

use std::fmt;
use std::ops::{Index, IndexMut};

/// One of the two players. The code names them `Player::One` and `Player::Two` and nothing
/// else: saved games and the machine-read outputs number them 0 and 1 ([`Player::index`]), the
/// screen calls them player 1 and player 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The first in the record's `players` (index 0).
    One,
    /// The second in the record's `players` (index 1).
    Two,
}

impl Player {
    /// Both players, in number order.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The other player.
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// The player's number in saved games: 0 or 1.
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// The player numbered `index` (0 or 1), if any.
    pub const fn from_index(index: usize) -> Option<Self> {
        match index {
            0 => Some(Player::One),
            1 => Some(Player::Two),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.index())
    }
}

/// One value for each player, indexed by [`Player`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByPlayer<T>(pub [T; 2]);

impl<T> ByPlayer<T> {
    /// Builds the pair by calling `f` for each player.
    pub fn new_with(mut f: impl FnMut(Player) -> T) -> Self {
        Self([f(Player::One), f(Player::Two)])
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        &self.0[player.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.index()]
    }
}
