//! [`Move`], the one name of a legal step that listing gives: four bytes (a patch, the index of
//! one of its orientations and an anchor cell) instead of the 16-byte cell set of an [`Action`],
//! which is what a record and the rules' checks speak. The cells are worked out on demand from
//! the compile-time orientation tables.
//!
//! [`Game::play_move`] plays a move through [`Game::play`] (checked); search code plays the
//! moves listed by [`Game::fill_legal_moves`] with [`Game::play_move_unchecked`].

use super::action::{Action, Event, IllegalAction};
use super::game::Game;
use super::geometry::{MAX_ORIENTATIONS, patch_fit};
use super::patch::PatchId;
use super::quilt::{Cell, Quilt};
use super::variant::Variant;

/// One legal action in four bytes. Convert with [`Move::to_action`] and [`Move::from_action`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Action A: advance in front of the opponent.
    Advance,
    /// Action B: buy `patch` and sew it in orientation `orientation` (an index into
    /// [`Variant::orientations`]) with its bounding box's top-left corner on cell index `anchor`
    /// (see [`Cell::index`]).
    Patch {
        /// The patch bought.
        patch: PatchId,
        /// The orientation's index in [`Variant::orientations`].
        orientation: u8,
        /// The bit index of the top-left corner of the orientation's bounding box.
        anchor: u8,
    },
    /// Place the leather patch just won on this cell, or (`None`) set it aside.
    Leather(Option<Cell>),
}

impl Move {
    /// The cells a patch move covers in `variant` (empty for the other moves, or for an
    /// orientation the patch does not have).
    pub fn cells(self, variant: Variant) -> Quilt {
        match self.to_action(variant) {
            Some(Action::Patch { cells, .. }) => cells,
            _ => Quilt::EMPTY,
        }
    }

    /// The full action this move names in `variant`; `None` for an orientation index the patch
    /// does not have.
    pub fn to_action(self, variant: Variant) -> Option<Action> {
        match self {
            Move::Advance => Some(Action::Advance),
            Move::Leather(cell) => Some(Action::Leather(cell)),
            Move::Patch {
                patch,
                orientation,
                anchor,
            } => {
                let o = variant.orientations(patch).get(usize::from(orientation))?;
                let cells = (anchor < 128).then(|| o.mask.at_index(anchor))?;
                Some(Action::Patch { patch, cells })
            }
        }
    }

    /// The move naming `action` in `variant`: the orientation whose shape, moved to the cells'
    /// bounding box, covers exactly those cells. `None` when no orientation of the patch does.
    pub fn from_action(variant: Variant, action: Action) -> Option<Self> {
        match action {
            Action::Advance => Some(Move::Advance),
            Action::Leather(cell) => Some(Move::Leather(cell)),
            Action::Patch { patch, cells } => {
                let first = cells.first()?.index();
                variant
                    .orientations(patch)
                    .iter()
                    .enumerate()
                    .find_map(|(i, o)| {
                        let lead = o.mask.bits().trailing_zeros() as u8;
                        let anchor = first.checked_sub(lead)?;
                        (o.mask.bits().checked_shl(u32::from(anchor)) == Some(cells.bits()))
                            .then_some(Move::Patch {
                                patch,
                                orientation: i as u8,
                                anchor,
                            })
                    })
            }
        }
    }
}

impl Game {
    /// Plays `m` if it is legal, exactly as [`Game::play`] plays the action it names.
    ///
    /// # Errors
    /// Why the move is not legal now; a patch move whose orientation index the patch does not
    /// have is refused as the wrong shape.
    pub fn play_move(&mut self, m: Move) -> Result<Vec<Event>, IllegalAction> {
        let action = m.to_action(self.variant()).ok_or_else(|| {
            let patch = match m {
                Move::Patch { patch, .. } => patch,
                Move::Advance | Move::Leather(_) => PatchId(0),
            };
            IllegalAction::WrongShape {
                patch: self.variant().patch_name(patch),
            }
        })?;
        self.play(action)
    }

    /// Plays `m` without checking it, for search. The move must be legal (one that
    /// [`Game::fill_legal_moves`] lists now).
    pub fn play_move_unchecked(&mut self, m: Move) {
        // As `Move::to_action`, the shape taken from the compile-time table.
        let action = match m {
            Move::Advance => Action::Advance,
            Move::Leather(cell) => Action::Leather(cell),
            Move::Patch {
                patch,
                orientation,
                anchor,
            } => {
                let Some(fit) = patch_fit(self.variant(), patch) else {
                    debug_assert!(false, "{m:?}: no such patch");
                    return;
                };
                let o = usize::from(orientation);
                if o >= fit.count || anchor >= 128 {
                    debug_assert!(false, "{m:?}: no such orientation or anchor");
                    return;
                }
                let shape = Quilt::from_bits(fit.masks[o % MAX_ORIENTATIONS]);
                Action::Patch {
                    patch,
                    cells: shape.at_index(anchor),
                }
            }
        };
        self.play_unchecked(action);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_four_bytes() {
        assert!(size_of::<Move>() <= 4, "{}", size_of::<Move>());
    }
}
