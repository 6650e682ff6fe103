//! Legal-action generation in bulk, and perft.
//!
//! [`Game::moves`] returns a [`Moves`]: for each buyable patch and each of its distinct
//! orientations, one bit set of every top-left position where it fits. Nothing is allocated; the
//! actions themselves are produced on demand by [`Moves::iter`] or [`Moves::get`].

use super::action::Action;
use super::fit::{fits, patch_fit};
use super::game::{Game, Phase};
use super::patch::PatchId;
use super::quilt::{Cell, Quilt};

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

/// The legal actions of a position, generated in bulk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moves {
    advance: bool,
    groups: [PlacementGroup; MAX_GROUPS],
    group_count: u8,
    /// Placements in each group, counted once.
    counts: [u8; MAX_GROUPS],
    /// Placements in all groups.
    placements: u16,
    leather_cells: Quilt,
    set_aside: bool,
}

impl Moves {
    /// The placement groups, one per buyable patch and distinct orientation that fits somewhere.
    pub fn groups(&self) -> &[PlacementGroup] {
        &self.groups[..usize::from(self.group_count)]
    }

    /// How many placements each group holds, in the order of [`Moves::groups`].
    pub(crate) fn group_counts(&self) -> impl Iterator<Item = usize> + '_ {
        self.counts[..usize::from(self.group_count)]
            .iter()
            .map(|&c| usize::from(c))
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

    /// The `n`-th legal action in the order of [`Moves::iter`], without building the others.
    pub fn get(&self, mut n: usize) -> Option<Action> {
        if self.advance {
            if n == 0 {
                return Some(Action::Advance);
            }
            n -= 1;
        }
        for (g, &len) in self.groups().iter().zip(&self.counts) {
            let len = usize::from(len);
            if n < len {
                return g.anchors.nth_cell(n as u32).map(|a| g.action_at(a));
            }
            n -= len;
        }
        let cells = self.leather_cells.len() as usize;
        if n < cells {
            return self
                .leather_cells
                .nth_cell(n as u32)
                .map(|c| Action::Leather(Some(c)));
        }
        (n == cells && self.set_aside).then_some(Action::Leather(None))
    }

    /// Every legal action: advance, then each placement group in circle order, then leather.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let advance = self.advance.then_some(Action::Advance);
        let patches = self
            .groups()
            .iter()
            .flat_map(|g| g.anchors.cells().map(|a| g.action_at(a)));
        let leather = self.leather_cells.cells().map(|c| Action::Leather(Some(c)));
        let aside = self.set_aside.then_some(Action::Leather(None));
        advance
            .into_iter()
            .chain(patches)
            .chain(leather)
            .chain(aside)
    }
}

impl Game {
    /// The legal actions, in bulk and without allocating.
    pub fn moves(&self) -> Moves {
        let mut moves = Moves {
            advance: false,
            groups: [PlacementGroup::NONE; MAX_GROUPS],
            group_count: 0,
            counts: [0; MAX_GROUPS],
            placements: 0,
            leather_cells: Quilt::EMPTY,
            set_aside: false,
        };
        match self.phase() {
            Phase::Over => {}
            Phase::PlaceLeather(p) => {
                moves.leather_cells = self.board().minus(self.player(p).quilt);
                moves.set_aside =
                    self.variant().may_discard_leather() || moves.leather_cells.is_empty();
            }
            Phase::Turn(p) => {
                moves.advance = true;
                let me = self.player(p);
                let free = self.board().minus(me.quilt).bits();
                let v = self.variant();
                for &id in self.choosable() {
                    let affordable = v
                        .patch(id)
                        .is_some_and(|patch| u32::from(patch.cost) <= me.buttons);
                    let Some(table) = patch_fit(v, id).filter(|_| affordable) else {
                        continue;
                    };
                    let fits = fits(v, id, free);
                    for (i, (&anchors, &shape)) in
                        fits.iter().zip(&table.masks).enumerate().take(table.count)
                    {
                        if anchors != 0 {
                            let count = anchors.count_ones();
                            let g = usize::from(moves.group_count) % MAX_GROUPS;
                            moves.counts[g] = count as u8;
                            moves.placements += count as u16;
                            moves.groups[g] = PlacementGroup {
                                patch: id,
                                orientation: i as u8,
                                shape: Quilt::from_bits(shape),
                                anchors: Quilt::from_bits(anchors),
                            };
                            moves.group_count += 1;
                        }
                    }
                }
            }
        }
        moves
    }

    /// Every legal action, collected.
    pub fn legal_actions(&self) -> Vec<Action> {
        self.moves().iter().collect()
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
        let moves = self.moves();
        let mut total = 0;
        for action in moves.iter() {
            let mut next = self.clone();
            next.play_unchecked(action);
            // A leather decision completes the same perft action: same depth.
            total += if matches!(next.phase(), Phase::PlaceLeather(_)) {
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
