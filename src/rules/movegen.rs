//! Listing the legal moves: the one place that says what may be played.
//!
//! One way for each use, all in one order (advance; each buyable patch's orientations, each
//! orientation's anchors in cell order; the leather cells; setting aside):
//!
//! - counting them, picking the `n`-th, or looking at them by patch and orientation:
//!   [`Game::moves`] returns a [`Moves`] (for each buyable patch and each of its distinct
//!   orientations, one bit set of every top-left position where it fits), nothing allocated;
//!   the [`Move`]s come on demand from [`Moves::iter`] or [`Moves::get`], the groups from
//!   [`Moves::groups`];
//! - the inner loop of a search: [`Game::fill_legal_moves`] writes the same moves into a
//!   reused buffer (and [`Game::legal_moves`] into a new one);
//! - one patch's placements (the screen, a playout): [`Game::placement_groups`], the same
//!   groups as [`Moves::groups`] finds, for that patch alone;
//! - as [`Action`]s, cells and all (records, the rules' own checks): [`Game::legal_actions`].
//!
//! Whether a patch can be paid for is [`Game::affordable`]'s to say, everywhere.

use std::sync::LazyLock;

use super::action::Action;
use super::compact::Move;
use super::game::{Game, Phase};
use super::geometry::{Counts, MAX_ORIENTATIONS, counts, fits, patch_fit};
use super::patch::PatchId;
use super::quilt::{Cell, Quilt};
use super::variant::Variant;

/// At most three patches with at most eight orientations each.
const MAX_GROUPS: usize = 24;

/// All placements of one orientation of one patch: the top-left corners where it fits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlacementGroup {
    /// The patch.
    pub patch: PatchId,
    /// The orientation's index in [`crate::rules::Variant::orientations`].
    pub orientation: u8,
    /// The orientation's cells with the top-left corner at `(0, 0)`.
    pub shape: Quilt,
    /// Every top-left corner where it fits on the quilt now.
    pub anchors: Quilt,
}

impl PlacementGroup {
    const NONE: Self = Self {
        patch: PatchId(0),
        orientation: 0,
        shape: Quilt::EMPTY,
        anchors: Quilt::EMPTY,
    };

    /// How many placements the group holds.
    pub const fn len(&self) -> u32 {
        self.anchors.len()
    }

    /// Whether the group holds no placement.
    pub const fn is_empty(&self) -> bool {
        self.anchors.is_empty()
    }
}

/// The placement groups of a position, in the order of [`Moves::iter`] (see [`Moves::groups`]):
/// a slice of [`PlacementGroup`]s through [`Deref`](std::ops::Deref).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups {
    items: [PlacementGroup; MAX_GROUPS],
    len: u8,
}

impl IntoIterator for Groups {
    type Item = PlacementGroup;
    type IntoIter = std::iter::Take<std::array::IntoIter<PlacementGroup, MAX_GROUPS>>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter().take(usize::from(self.len))
    }
}

impl std::ops::Deref for Groups {
    type Target = [PlacementGroup];

    fn deref(&self) -> &[PlacementGroup] {
        &self.items[..usize::from(self.len)]
    }
}

/// The legal actions of a position, generated in bulk: for each of the (up to) three patches on
/// offer, the anchors of each orientation where it fits (none when the patch is too dear).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    advance: bool,
    set_aside: bool,
    /// The patches on offer (`patch_count` of them), in circle order.
    patches: [PatchId; 3],
    patch_count: u8,
    /// The free cells of the player to move: a patch's fits are worked out again from them
    /// when needed (cheaper than keeping 24 of them in every `Moves`).
    free: u128,
    /// Placements in each orientation of each offered patch (zero when too dear).
    counts: [Counts; 3],
    /// Placements of each offered patch, all orientations.
    totals: [u16; 3],
    /// Placements in all groups.
    placements: u16,
    leather_cells: Quilt,
    variant: Variant,
}

/// Where the `n`-th legal action lies.
enum Located {
    Advance,
    Patch {
        patch: PatchId,
        orientation: u8,
        anchor: u8,
    },
    Leather(Cell),
    SetAside,
}

impl Moves {
    /// The placement groups, one per buyable patch and distinct orientation that fits somewhere.
    pub fn groups(&self) -> Groups {
        let mut groups = Groups {
            items: [PlacementGroup::NONE; MAX_GROUPS],
            len: 0,
        };
        for (k, &patch) in self.patches().iter().enumerate() {
            // A patch too dear has no placement counted: its fits are not worked out.
            let buyable = self.counts[k] != [0; MAX_ORIENTATIONS];
            for group in groups_of(self.variant, patch, self.free, buyable) {
                groups.items[usize::from(groups.len) % MAX_GROUPS] = group;
                groups.len += 1;
            }
        }
        groups
    }

    fn patches(&self) -> &[PatchId] {
        &self.patches[..usize::from(self.patch_count).min(3)]
    }

    /// Whether advancing is legal.
    pub const fn can_advance(&self) -> bool {
        self.advance
    }

    /// In the leather phase, the cells where the leather patch may be placed.
    pub const fn leather_cells(&self) -> Quilt {
        self.leather_cells
    }

    /// In the leather phase, whether it may be set aside.
    pub const fn can_set_aside(&self) -> bool {
        self.set_aside
    }

    /// How many legal actions there are.
    pub fn len(&self) -> usize {
        usize::from(self.advance)
            + usize::from(self.placements)
            + self.leather_cells.len() as usize
            + usize::from(self.set_aside)
    }

    /// Whether there is no legal action (only once the game is over).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Where the `n`-th legal action in the order of [`Moves::iter`] lies, found by the counts
    /// (no action before it is built).
    fn locate(&self, mut n: usize) -> Option<Located> {
        if self.advance {
            if n == 0 {
                return Some(Located::Advance);
            }
            n -= 1;
        }
        if n < usize::from(self.placements) {
            for (k, &patch) in self.patches().iter().enumerate() {
                let total = usize::from(self.totals[k]);
                if n >= total {
                    n -= total;
                    continue;
                }
                for (j, &len) in self.counts[k].iter().enumerate() {
                    let len = usize::from(len);
                    if n < len {
                        let fits = fits(self.variant, patch, self.free);
                        let anchor = nth_set_bit(fits[j], n as u32)?;
                        return Some(Located::Patch {
                            patch,
                            orientation: j as u8,
                            anchor,
                        });
                    }
                    n -= len;
                }
            }
            return None;
        }
        n -= usize::from(self.placements);
        let cells = self.leather_cells.len() as usize;
        if n < cells {
            return self.leather_cells.nth_cell(n as u32).map(Located::Leather);
        }
        (n == cells && self.set_aside).then_some(Located::SetAside)
    }

    /// The `n`-th legal move in the order of [`Moves::iter`], without listing the others.
    pub fn get(&self, n: usize) -> Option<Move> {
        Some(match self.locate(n)? {
            Located::Advance => Move::Advance,
            Located::Patch {
                patch,
                orientation,
                anchor,
            } => Move::Patch {
                patch,
                orientation,
                anchor,
            },
            Located::Leather(cell) => Move::Leather(Some(cell)),
            Located::SetAside => Move::Leather(None),
        })
    }

    /// Replaces the contents of `out` with every legal action, in the order of [`Moves::iter`]:
    /// one reservation, then each placement's cells shifted from its group's shape (cheaper
    /// than converting each move). Kept out of line: inlined into [`Game::legal_actions`], the
    /// loop compiled to 15% more instructions (callgrind, the `legal_actions_vec` bench).
    #[inline(never)]
    fn fill_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        out.reserve(self.len());
        if self.advance {
            out.push(Action::Advance);
        }
        for g in self.groups().iter() {
            let shape = g.shape.bits();
            let mut anchors = g.anchors.bits();
            while anchors != 0 {
                let anchor = anchors.trailing_zeros();
                anchors &= anchors - 1;
                out.push(Action::Patch {
                    patch: g.patch,
                    cells: Quilt::from_bits(shape << anchor),
                });
            }
        }
        out.extend(self.leather_cells.cells().map(|c| Action::Leather(Some(c))));
        if self.set_aside {
            out.push(Action::Leather(None));
        }
    }

    /// Every legal move: advance, then each placement group in circle order (each group's
    /// anchors in cell order), then the leather cells and setting aside. Nothing is allocated.
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        let advance = self.advance.then_some(Move::Advance);
        let patches = self.groups().into_iter().flat_map(|g| {
            g.anchors.cells().map(move |a| Move::Patch {
                patch: g.patch,
                orientation: g.orientation,
                anchor: a.index(),
            })
        });
        let leather = self.leather_cells.cells().map(|c| Move::Leather(Some(c)));
        let aside = self.set_aside.then_some(Move::Leather(None));
        advance
            .into_iter()
            .chain(patches)
            .chain(leather)
            .chain(aside)
    }
}

/// The placement groups of `patch` on a quilt whose free cells are `free`, one per distinct
/// orientation that fits somewhere, in orientation order; none unless it is `buyable`. The one
/// way both [`Moves::groups`] and [`Game::placement_groups`] find them.
fn groups_of(
    v: Variant,
    patch: PatchId,
    free: u128,
    buyable: bool,
) -> impl Iterator<Item = PlacementGroup> {
    let table = patch_fit(v, patch).filter(|_| buyable);
    let fits = if table.is_some() {
        fits(v, patch, free)
    } else {
        [0; MAX_ORIENTATIONS]
    };
    let masks = table.map_or([0; MAX_ORIENTATIONS], |t| t.masks);
    let count = table.map_or(0, |t| t.count);
    (0..count)
        .filter(move |&i| fits[i] != 0)
        .map(move |i| PlacementGroup {
            patch,
            orientation: i as u8,
            shape: Quilt::from_bits(masks[i]),
            anchors: Quilt::from_bits(fits[i]),
        })
}

/// The index of the `n`-th set bit of `bits` (0-based, lowest first), if it has that many.
#[inline]
pub(crate) fn nth_set_bit(bits: u128, n: u32) -> Option<u8> {
    Quilt::from_bits(bits).nth_index(n)
}

impl Game {
    /// The legal actions, in bulk and without allocating.
    pub fn moves(&self) -> Moves {
        let v = self.variant();
        let mut moves = Moves {
            advance: false,
            set_aside: false,
            patches: [PatchId(0); 3],
            patch_count: 0,
            free: 0,
            counts: [[0; MAX_ORIENTATIONS]; 3],
            totals: [0; 3],
            placements: 0,
            leather_cells: Quilt::EMPTY,
            variant: v,
        };
        match self.phase() {
            Phase::Over => {}
            Phase::PlaceLeather(p) => {
                moves.leather_cells = self.board().minus(self.player(p).quilt);
                moves.set_aside = v.may_discard_leather() || moves.leather_cells.is_empty();
            }
            Phase::Turn(p) => {
                moves.advance = true;
                let me = self.player(p);
                let free = self.board().minus(me.quilt).bits();
                moves.free = free;
                let mut placements = 0;
                for (k, &id) in self.choosable().iter().enumerate().take(3) {
                    moves.patches[k] = id;
                    moves.patch_count += 1;
                    if self.affordable(p, id).is_none() {
                        continue;
                    }
                    let (per, total) = counts(v, id, free);
                    moves.counts[k] = per;
                    moves.totals[k] = total as u16;
                    placements += total;
                }
                moves.placements = placements as u16;
            }
        }
        moves
    }

    /// Every legal action, collected, in the order of [`Moves::iter`].
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.moves().fill_actions(&mut out);
        out
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

impl Game {
    /// Replaces the contents of `out` with every legal move, in the order of [`Moves::iter`],
    /// generating them straight into the buffer (the fast path of [`Moves::iter`]).
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
                    if self.affordable(player, patch).is_none() {
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
        let mover = match self.phase() {
            Phase::Turn(p) => Some(p),
            Phase::PlaceLeather(_) | Phase::Over => None,
        };
        let buyable = mover.is_some_and(|p| {
            self.choosable().contains(&patch) && self.affordable(p, patch).is_some()
        });
        let free = mover.map_or(0, |p| self.board().minus(self.player(p).quilt).bits());
        groups_of(self.variant(), patch, free, buyable)
    }

    /// Every legal move, collected (see [`Game::fill_legal_moves`] to reuse a buffer).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.fill_legal_moves(&mut out);
        out
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
                game.fill_legal_moves(&mut buf);
                let listed: Vec<Move> = moves.iter().collect();
                assert_eq!(listed, buf, "the bulk fill lists as `iter`");
                assert_eq!(moves.len(), buf.len());
                let groups: Vec<PlacementGroup> = game
                    .choosable()
                    .iter()
                    .flat_map(|&p| game.placement_groups(p))
                    .collect();
                assert_eq!(groups, moves.groups().to_vec());
                let actions = game.legal_actions();
                assert_eq!(buf.len(), actions.len());
                for (i, (&m, &a)) in buf.iter().zip(&actions).enumerate() {
                    assert_eq!(m.to_action(variant), Some(a));
                    assert_eq!(Move::from_action(variant, a), Some(m));
                    assert_eq!(moves.get(i), Some(m));
                    assert!(game.is_legal(a), "the rules' own check agrees: {a:?}");
                }
                assert_eq!(moves.get(buf.len()), None);
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
