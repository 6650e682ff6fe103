//! Compact actions for search: [`Move`] names a legal action in four bytes (a patch, the index
//! of one of its orientations and an anchor cell) instead of carrying the 16-byte cell set of an
//! [`Action`]. The cells are computed on demand from the orientation tables.
//!
//! The core's generator still decides legality: [`Moves::fill_moves`] lists exactly the actions
//! of [`Moves::iter`], in the same order, and [`Game::play_move`] plays one through
//! [`Game::play`]. Search code lists moves into a reused buffer and plays them with
//! [`Game::play_move_unchecked`].

use super::action::{Action, Event, IllegalAction};
use super::fit::{MAX_ORIENTATIONS, fits, patch_fit};
use super::game::{Game, Phase};
use super::movegen::{Moves, PlacementGroup};
use super::patch::PatchId;
use super::quilt::{Cell, Quilt};
use super::variant::Variant;

use std::sync::LazyLock;

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

/// One orientation's patch moves by anchor index (the entries at anchors where it does not
/// fit are never read).
type MoveRow = [Move; 128];

/// Every patch move of both variants, by patch, orientation and anchor: listing copies a whole
/// move (one 4-byte store) instead of writing its fields one by one.
static MOVE_ROWS: LazyLock<[Vec<Vec<MoveRow>>; 2]> = LazyLock::new(|| {
    [Variant::Classic, Variant::Express].map(|v| {
        v.patches()
            .iter()
            .map(|p| {
                (0..v.orientations(p.id).len())
                    .map(|i| {
                        std::array::from_fn(|anchor| Move::Patch {
                            patch: p.id,
                            orientation: i as u8,
                            anchor: anchor as u8,
                        })
                    })
                    .collect()
            })
            .collect()
    })
});

/// The move rows of every patch of `v`, by patch.
fn variant_move_rows(v: Variant) -> &'static [Vec<MoveRow>] {
    match v {
        Variant::Classic => &MOVE_ROWS[0],
        Variant::Express => &MOVE_ROWS[1],
    }
}

/// The move rows of `patch`'s orientations, in the order of [`Variant::orientations`].
#[cfg(test)]
fn move_rows(v: Variant, patch: PatchId) -> &'static [MoveRow] {
    variant_move_rows(v)
        .get(patch.index())
        .map_or(&[], Vec::as_slice)
}

/// Placing the leather patch on each cell, by cell index.
static LEATHER_MOVES: MoveRow = {
    let mut row = [Move::Advance; 128];
    let mut i = 0;
    while i < row.len() {
        row[i] = Move::Leather(Some(Cell::from_index(i as u8)));
        i += 1;
    }
    row
};

/// Appends `row[i]` for every set bit `i` of `bits`, in increasing order. Two 64-bit halves:
/// cheaper bit scans than one 128-bit one. Extending by a counted range reserves once and writes
/// each move with one 4-byte store, the whole move copied from the row (plain pushes, with no
/// count up front, ran 7% more instructions).
#[inline]
fn extend_from_bits(out: &mut Vec<Move>, bits: u128, row: &MoveRow) {
    for (half, base) in [(bits as u64, 0), ((bits >> 64) as u64, 64)] {
        if half != 0 {
            let mut h = half;
            out.extend((0..half.count_ones()).map(|_| {
                let m = row[(base | h.trailing_zeros() as usize) & 127];
                h &= h.wrapping_sub(1);
                m
            }));
        }
    }
}

impl Moves {
    /// Replaces the contents of `out` with every legal move, in the order of [`Moves::iter`].
    /// Reusing one buffer allocates nothing once it is large enough.
    pub fn fill_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        out.reserve(self.len());
        if self.can_advance() {
            out.push(Move::Advance);
        }
        for g in self.groups().iter() {
            let mut bits = g.anchors.bits();
            while bits != 0 {
                let anchor = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                out.push(Move::Patch {
                    patch: g.patch,
                    orientation: g.orientation,
                    anchor,
                });
            }
        }
        let mut bits = self.leather_cells().bits();
        while bits != 0 {
            let index = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            out.push(Move::Leather(Some(Cell::from_index(index))));
        }
        if self.can_set_aside() {
            out.push(Move::Leather(None));
        }
    }
}

impl Game {
    /// Replaces the contents of `out` with every legal move, in the order of [`Moves::iter`],
    /// generating them straight into the buffer (the fast path of [`Moves::fill_moves`]).
    pub fn fill_legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase() {
            Phase::Over => {}
            Phase::PlaceLeather(player) => {
                // As `Game::moves` lists them: every free cell, then setting aside where allowed.
                let free = self.board().minus(self.player(player).quilt).bits();
                extend_from_bits(out, free, &LEATHER_MOVES);
                if self.variant().may_discard_leather() || free == 0 {
                    out.push(Move::Leather(None));
                }
            }
            Phase::Turn(player) => {
                let me = self.player(player);
                let free = self.board().minus(me.quilt).bits();
                out.push(Move::Advance);
                let v = self.variant();
                // The variant's rows looked up once, not once per patch.
                let rows = variant_move_rows(v);
                for &patch in self.choosable() {
                    let Some(p) = v.patch(patch) else { continue };
                    if u32::from(p.cost) > me.buttons {
                        continue;
                    }
                    let fits = fits(v, patch, free);
                    let rows = rows.get(patch.index()).map_or(&[][..], Vec::as_slice);
                    for (&anchors, row) in fits.iter().zip(rows) {
                        extend_from_bits(out, anchors, row);
                    }
                }
            }
        }
    }

    /// The placement groups of `patch` for the player to move, one per distinct orientation
    /// that fits somewhere, as [`Game::moves`] lists them; none unless the game waits for a turn
    /// and `patch` is among the next three and affordable.
    pub fn placement_groups(&self, patch: PatchId) -> impl Iterator<Item = PlacementGroup> + '_ {
        let buyable = match self.phase() {
            Phase::Turn(p) => {
                self.choosable().contains(&patch)
                    && self
                        .variant()
                        .patch(patch)
                        .is_some_and(|x| u32::from(x.cost) <= self.player(p).buttons)
            }
            Phase::PlaceLeather(_) | Phase::Over => false,
        };
        let free = self
            .to_move()
            .map_or(0, |p| self.board().minus(self.player(p).quilt).bits());
        let v = self.variant();
        let table = patch_fit(v, patch).filter(|_| buyable);
        let fits = if table.is_some() {
            fits(v, patch, free)
        } else {
            [0; MAX_ORIENTATIONS]
        };
        let count = table.map_or(0, |t| t.count);
        (0..count).filter_map(move |i| {
            let anchors = fits[i];
            (anchors != 0).then(|| PlacementGroup {
                patch,
                orientation: i as u8,
                shape: Quilt::from_bits(table.map_or(0, |t| t.masks[i])),
                anchors: Quilt::from_bits(anchors),
            })
        })
    }

    /// Every legal move, collected (see [`Moves::fill_moves`] to reuse a buffer).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.moves().fill_moves(&mut out);
        out
    }

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
    /// [`Moves::fill_moves`] lists now).
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
                    return;
                };
                let o = usize::from(orientation);
                if o >= fit.count || anchor >= 128 {
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
    use crate::rules::{LeatherLayout, Setup};

    #[test]
    fn a_move_is_four_bytes() {
        assert!(size_of::<Move>() <= 4, "{}", size_of::<Move>());
    }

    #[test]
    fn move_tables_name_their_own_patch_orientation_and_cell() {
        for v in [Variant::Classic, Variant::Express] {
            for p in v.patches() {
                let rows = move_rows(v, p.id);
                assert_eq!(rows.len(), v.orientations(p.id).len());
                for (i, row) in rows.iter().enumerate() {
                    for (anchor, &m) in row.iter().enumerate() {
                        let expected = Move::Patch {
                            patch: p.id,
                            orientation: i as u8,
                            anchor: anchor as u8,
                        };
                        assert_eq!(m, expected);
                    }
                }
            }
        }
        for (i, &m) in LEATHER_MOVES.iter().enumerate() {
            assert_eq!(m, Move::Leather(Some(Cell::from_index(i as u8))));
        }
    }

    #[test]
    fn moves_round_trip_through_actions_on_a_seeded_game() {
        for variant in [Variant::Classic, Variant::Express] {
            let mut game = Game::new(&Setup::random(variant, LeatherLayout::Revised, 11))
                .expect("valid set-up");
            let mut buf = Vec::new();
            while !game.is_over() {
                let moves = game.moves();
                moves.fill_moves(&mut buf);
                let mut direct = Vec::new();
                game.fill_legal_moves(&mut direct);
                assert_eq!(direct, buf);
                let groups: Vec<PlacementGroup> = game
                    .choosable()
                    .iter()
                    .flat_map(|&p| game.placement_groups(p))
                    .collect();
                assert_eq!(groups, moves.groups().to_vec());
                let actions: Vec<Action> = moves.iter().collect();
                assert_eq!(buf.len(), actions.len());
                assert_eq!(
                    game.legal_actions(),
                    actions,
                    "the bulk fill lists as `iter`"
                );
                for (i, (&m, &a)) in buf.iter().zip(&actions).enumerate() {
                    assert_eq!(m.to_action(variant), Some(a));
                    assert_eq!(Move::from_action(variant, a), Some(m));
                    assert_eq!(moves.get_move(i), Some(m));
                }
                let pick = buf[buf.len() / 2];
                let mut other = game.clone();
                game.play_move(pick).expect("listed moves are legal");
                let mut third = other.clone();
                other.play_unchecked(pick.to_action(variant).expect("valid"));
                third.play_move_unchecked(pick);
                assert_eq!(game, other);
                assert_eq!(game, third);
            }
        }
    }
}
