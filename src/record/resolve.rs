//! Raw cells as a record writes them (`[row, col]`, any integers, any order) resolved against a
//! game into a core [`Action`], with the refusal the record format names first.
//!
//! The core knows quilts only as bit sets of cells on the board, so the raw cells are first moved
//! to the top-left corner and asked about there: the shape is judged by the core's precomputed
//! orientation tables ([`Variant::orientation_at`](crate::rules::Variant::orientation_at), the same test [`Game::play`](crate::rules::Game::play) makes), before
//! the bounds of the quilt, as `docs/record-format.md` orders the checks.

use crate::rules::{Action, Cell, Game, IllegalAction, PatchId, Quilt, STRIDE};

/// Resolves a buy of `patch` covering the raw `cells` for the player to move, checking in the
/// order of the record format: among the next three, affordable, shape, inside the quilt,
/// overlap.
///
/// # Errors
/// The first of those checks that fails, as an [`IllegalAction`].
pub fn resolve_patch(
    game: &Game,
    patch: PatchId,
    cells: &[(i64, i64)],
) -> Result<Action, IllegalAction> {
    game.buyable(patch)?;
    let variant = game.variant();
    let shape_ok = at_corner(cells).is_some_and(|m| variant.orientation_at(patch, m).is_some());
    if !shape_ok {
        return Err(IllegalAction::WrongShape {
            patch: variant.patch_name(patch),
        });
    }
    let mut mask = Quilt::EMPTY;
    for &(row, col) in cells {
        mask = mask.or(Quilt::from_cell(on_quilt(game, row, col)?));
    }
    let action = Action::Patch { patch, cells: mask };
    game.check(action).map(|()| action)
}

/// Resolves a leather decision: the raw cell it is sewn on, or `None` to set it aside. Bounds
/// first, then the core's checks (a leather patch waits, the cell is empty, setting aside is
/// allowed).
///
/// # Errors
/// Off the quilt, on a covered cell, no leather pending, or a set-aside classic forbids.
pub fn resolve_leather(game: &Game, cell: Option<(i64, i64)>) -> Result<Action, IllegalAction> {
    let action = Action::Leather(match cell {
        None => None,
        Some((row, col)) => Some(on_quilt(game, row, col)?),
    });
    game.check(action).map(|()| action)
}

/// The cell `(row, col)` if it lies on the game's quilt.
fn on_quilt(game: &Game, row: i64, col: i64) -> Result<Cell, IllegalAction> {
    let size = game.variant().quilt_size();
    match (u8::try_from(row), u8::try_from(col)) {
        (Ok(r), Ok(c)) if r < size && c < size => Ok(Cell::new(r, c)),
        _ => Err(IllegalAction::OffQuilt { row, col }),
    }
}

/// The raw cells moved so their smallest row and column are 0, as a quilt; `None` when they
/// cannot be a patch's cells there: no cell, a repeated cell, or a spread wider than the grid.
fn at_corner(cells: &[(i64, i64)]) -> Option<Quilt> {
    let min_row = cells.iter().map(|c| c.0).min()?;
    let min_col = cells.iter().map(|c| c.1).min()?;
    let mut mask = Quilt::EMPTY;
    for &(row, col) in cells {
        let (r, c) = (
            u8::try_from(row.abs_diff(min_row)).ok()?,
            u8::try_from(col.abs_diff(min_col)).ok()?,
        );
        if r >= STRIDE || c >= STRIDE {
            return None;
        }
        let one = Quilt::from_cell(Cell::new(r, c));
        if mask.overlaps(one) {
            return None;
        }
        mask = mask.or(one);
    }
    Some(mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn raw_cells_move_to_the_corner_and_refuse_repeats_and_spreads() {
        let l = at_corner(&[(5, 4), (4, 4), (5, 5)]).expect("three cells");
        assert_eq!(
            l.cells().collect::<Vec<_>>(),
            [Cell::new(0, 0), Cell::new(1, 0), Cell::new(1, 1)]
        );
        assert_eq!(at_corner(&[]), None);
        assert_eq!(at_corner(&[(1, 1), (1, 1)]), None);
        assert_eq!(at_corner(&[(0, 0), (0, 9)]), None);
        assert_eq!(at_corner(&[(i64::MIN, 0), (i64::MAX, 0)]), None);
        assert!(at_corner(&[(-3, -3), (-2, -3)]).is_some());
    }
}
