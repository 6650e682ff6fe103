//! Legal-action generation in bulk, and perft.
//!
//! [`Game::moves`] returns a [`Moves`]: for each buyable patch and each of its distinct
//! orientations, one bit set of every top-left position where it fits. Nothing is allocated; the
//! actions themselves are produced on demand by [`Moves::iter`] or [`Moves::get`].

use super::action::Action;
use super::compact::Move;
use super::fit::{Counts, MAX_ORIENTATIONS, counts, fits, patch_fit};
use super::game::{Game, Phase};
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

    fn action_at(&self, anchor: Cell) -> Action {
        Action::Patch {
            patch: self.patch,
            cells: self.shape.at(anchor),
        }
    }
}

/// The placement groups of a position, in the order of [`Moves::iter`] (see [`Moves::groups`]):
/// a slice of [`PlacementGroup`]s through [`Deref`](std::ops::Deref).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups {
    items: [PlacementGroup; MAX_GROUPS],
    len: u8,
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
            let masks = patch_fit(self.variant, patch).map_or(&[0; MAX_ORIENTATIONS], |t| &t.masks);
            let fits = if self.counts[k] == [0; MAX_ORIENTATIONS] {
                [0; MAX_ORIENTATIONS]
            } else {
                fits(self.variant, patch, self.free)
            };
            for (j, (&anchors, &shape)) in fits.iter().zip(masks).enumerate() {
                if anchors != 0 {
                    groups.items[usize::from(groups.len) % MAX_GROUPS] = PlacementGroup {
                        patch,
                        orientation: j as u8,
                        shape: Quilt::from_bits(shape),
                        anchors: Quilt::from_bits(anchors),
                    };
                    groups.len += 1;
                }
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

    /// The `n`-th legal action in the order of [`Moves::iter`], without building the others.
    pub fn get(&self, n: usize) -> Option<Action> {
        Some(match self.locate(n)? {
            Located::Advance => Action::Advance,
            Located::Patch {
                patch,
                orientation,
                anchor,
            } => {
                let shape = patch_fit(self.variant, patch)?.masks[usize::from(orientation) % 8];
                Action::Patch {
                    patch,
                    cells: Quilt::from_bits(shape).at_index(anchor),
                }
            }
            Located::Leather(cell) => Action::Leather(Some(cell)),
            Located::SetAside => Action::Leather(None),
        })
    }

    /// The `n`-th legal move in the order of [`Moves::iter`], without listing the others.
    pub fn get_move(&self, n: usize) -> Option<Move> {
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
    /// one reservation, then each placement's cells shifted from its group's shape.
    pub fn fill_actions(&self, out: &mut Vec<Action>) {
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

    /// Every legal action: advance, then each placement group in circle order, then leather.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let advance = self.advance.then_some(Action::Advance);
        let patches = self
            .groups()
            .to_vec()
            .into_iter()
            .flat_map(|g| g.anchors.cells().map(move |a| g.action_at(a)));
        let leather = self.leather_cells.cells().map(|c| Action::Leather(Some(c)));
        let aside = self.set_aside.then_some(Action::Leather(None));
        advance
            .into_iter()
            .chain(patches)
            .chain(leather)
            .chain(aside)
    }
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
                    let affordable = v
                        .patch(id)
                        .is_some_and(|patch| u32::from(patch.cost) <= me.buttons);
                    if !affordable {
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

    /// Every legal action, collected (see [`Moves::fill_actions`] to reuse a buffer).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.moves().fill_actions(&mut out);
        out
    }

    /// Counts the legal action sequences of `depth` actions as `docs/perft.md` defines them: placing or
    /// setting aside a leather patch won is part of the action that won it.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.phase() == Phase::Over {
            return 0;
        }
        // The compact moves, one to one with the actions and in the same order, are the
        // cheapest to list and to play.
        let mut moves = Vec::new();
        self.fill_legal_moves(&mut moves);
        let mut total = 0;
        // On the last level a purchase counts 1 unless it wins a leather patch, and whether it
        // does depends on the patch bought (the time it costs), not on where it is sewn: one
        // placement of each patch is played, and its siblings are counted with it.
        let mut last: Option<(PatchId, bool)> = None;
        for m in moves {
            if let (1, Move::Patch { patch, .. }, Some((seen, false))) = (depth, m, last)
                && patch == seen
            {
                total += 1;
                continue;
            }
            let mut next = self.clone();
            next.play_move_unchecked(m);
            // A leather decision completes the same perft action: same depth.
            let leather = matches!(next.phase(), Phase::PlaceLeather(_));
            if let Move::Patch { patch, .. } = m {
                last = Some((patch, leather));
            }
            total += if leather {
                next.perft(depth)
            } else if depth == 1 {
                1
            } else {
                next.perft(depth - 1)
            };
        }
        total
    }

    /// The legal perft actions of this position, each as its main action followed by the leather
    /// decisions it includes, with the perft count at `depth - 1` after it (`depth >= 1`).
    pub fn divide(&self, depth: u32) -> Vec<(Vec<Action>, u64)> {
        let mut out = Vec::new();
        if depth == 0 || self.phase() == Phase::Over {
            return out;
        }
        self.divide_into(depth, &mut Vec::new(), &mut out);
        out
    }

    fn divide_into(&self, depth: u32, prefix: &mut Vec<Action>, out: &mut Vec<(Vec<Action>, u64)>) {
        for action in self.moves().iter() {
            let mut next = self.clone();
            next.play_unchecked(action);
            prefix.push(action);
            if matches!(next.phase(), Phase::PlaceLeather(_)) {
                next.divide_into(depth, prefix, out);
            } else {
                out.push((prefix.clone(), next.perft(depth - 1)));
            }
            prefix.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{LeatherLayout, Setup};

    /// Perft the slow, obvious way: every action built and played.
    fn perft_by_actions(game: &Game, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        game.moves()
            .iter()
            .map(|action| {
                let mut next = game.clone();
                next.play_unchecked(action);
                if matches!(next.phase(), Phase::PlaceLeather(_)) {
                    perft_by_actions(&next, depth)
                } else {
                    perft_by_actions(&next, depth - 1)
                }
            })
            .sum()
    }

    #[test]
    fn perft_agrees_with_playing_every_action_through_whole_games() {
        let mut leather_positions = 0;
        for (variant, seed) in [(Variant::Classic, 4), (Variant::Express, 9)] {
            let mut game = Game::new(&Setup::random(variant, LeatherLayout::Revised, seed))
                .expect("valid set-up");
            let mut ply = 0_usize;
            while !game.is_over() {
                let depth = if ply.is_multiple_of(4) { 2 } else { 1 };
                let naive = perft_by_actions(&game, depth);
                assert_eq!(
                    game.perft(depth),
                    naive,
                    "{variant:?} seed {seed} ply {ply}"
                );
                // Count the positions where some purchase or advance wins a leather patch.
                leather_positions += usize::from(game.moves().iter().any(|a| {
                    let mut next = game.clone();
                    next.play_unchecked(a);
                    matches!(next.phase(), Phase::PlaceLeather(_))
                }));
                let moves = game.legal_actions();
                game.play_unchecked(moves[(ply * 7 + 3) % moves.len()]);
                ply += 1;
            }
        }
        assert!(leather_positions >= 4, "the games cross leather spaces");
    }
}
