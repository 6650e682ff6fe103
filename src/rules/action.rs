//! Actions a player takes, the events they cause, and why an action is refused.

use super::patch::{PatchId, PatchName};
use super::player::Player;
use super::quilt::{Cell, Quilt};
use super::variant::TimePos;

/// One legal step of the game: a turn, or a decision the rules ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Action A: move to the space in front of the opponent and take a button per space.
    Advance,
    /// Action B: buy one of the next three patches and sew it onto exactly these cells.
    Patch {
        /// The patch bought.
        patch: PatchId,
        /// The quilt cells it covers.
        cells: Quilt,
    },
    /// Place the leather patch just won on this cell, or (`None`) set it aside.
    Leather(Option<Cell>),
}

impl Action {
    /// Whether this is a purchase (action B): the one test of "is this a patch action".
    pub const fn is_patch(self) -> bool {
        matches!(self, Self::Patch { .. })
    }

    /// The patch bought, for a purchase.
    pub const fn patch(self) -> Option<PatchId> {
        match self {
            Self::Patch { patch, .. } => Some(patch),
            Self::Advance | Self::Leather(_) => None,
        }
    }
}

/// Something that happened while an action was played, in order, for the front end to tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A patch was bought and sewn on.
    Bought {
        /// Who bought it.
        player: Player,
        /// Which patch.
        patch: PatchId,
        /// Buttons paid.
        cost: u8,
        /// Cells it covers.
        cells: Quilt,
    },
    /// The player advanced and took one button per space moved.
    Advanced {
        /// Who advanced.
        player: Player,
        /// Buttons taken (spaces moved).
        buttons: u32,
    },
    /// A time token moved.
    Moved {
        /// Whose token.
        player: Player,
        /// From this space.
        from: TimePos,
        /// To this space.
        to: TimePos,
    },
    /// Button income was paid (one event per income space crossed).
    Income {
        /// Who was paid.
        player: Player,
        /// Buttons paid.
        buttons: u32,
    },
    /// A leather patch was won by crossing its space.
    LeatherWon {
        /// Who won it.
        player: Player,
        /// The space it lay on.
        space: TimePos,
    },
    /// A leather patch was sewn on.
    LeatherPlaced {
        /// Whose quilt.
        player: Player,
        /// The cell.
        cell: Cell,
    },
    /// A leather patch was set aside.
    LeatherSetAside {
        /// Who set it aside.
        player: Player,
    },
    /// The 7x7 bonus tile was taken.
    BonusTaken {
        /// Who took it.
        player: Player,
    },
    /// Both tokens reached the final space.
    GameOver {
        /// The winner, with ties going to the player who finished first.
        winner: Player,
    },
}

/// Why the game refused an action. The game is left as it was. Refusing allocates nothing: the
/// reason holds only small values (patch names are [`PatchName`]s).
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum IllegalAction {
    /// Nothing may be played after the end.
    #[error("the game is over")]
    GameOver,
    /// A leather patch must be placed (or set aside) before anything else.
    #[error("a leather patch won must be placed first")]
    LeatherPending,
    /// There is no leather patch waiting to be placed.
    #[error("there is no leather patch to place")]
    NoLeatherPending,
    /// The patch is not among the next three after the neutral token.
    #[error("patch {patch} is not one of the next three patches")]
    NotAmongNextThree {
        /// The patch's name.
        patch: PatchName,
    },
    /// The player has too few buttons.
    #[error("patch {patch} costs {cost} buttons but the player has {buttons}")]
    CannotAfford {
        /// The patch's name.
        patch: PatchName,
        /// Its cost.
        cost: u8,
        /// The player's buttons.
        buttons: u32,
    },
    /// The patch is affordable but fits nowhere on the quilt.
    #[error("patch {patch} fits nowhere on the quilt")]
    NoRoom {
        /// The patch's name.
        patch: PatchName,
    },
    /// The cells are not a rotation or reflection of the patch's shape.
    #[error("the cells are not the shape of patch {patch}")]
    WrongShape {
        /// The patch's name.
        patch: PatchName,
    },
    /// A cell lies outside the quilt.
    #[error("cell [{row}, {col}] is off the quilt")]
    OffQuilt {
        /// Row as given.
        row: i64,
        /// Column as given.
        col: i64,
    },
    /// A cell is already covered.
    #[error("cell {cell} is already covered")]
    Overlap {
        /// The covered cell.
        cell: Cell,
    },
    /// In classic, leather may be set aside only on a full quilt.
    #[error("the leather patch must be placed: the quilt still has empty cells")]
    MustPlaceLeather,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_purchase_is_a_patch_action() {
        let buy = Action::Patch {
            patch: PatchId(3),
            cells: Quilt::from_cell(Cell::new(0, 0)),
        };
        assert!(buy.is_patch());
        assert_eq!(buy.patch(), Some(PatchId(3)));
        for other in [Action::Advance, Action::Leather(None)] {
            assert!(!other.is_patch());
            assert_eq!(other.patch(), None);
        }
    }
}
