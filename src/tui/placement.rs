//! The cursor's ghost: a patch being placed is a [`Move`] (patch, orientation, anchor) plus
//! what the cursor needs to turn it in place, and the core's verdict on it where it is.
//! Moving, jumping and turning keep the ghost's bounding box on the quilt; the core alone says
//! whether it may be sewn there.

use crate::rules::{Action, Cell, Game, IllegalAction, Move, PatchId, Quilt, Transform, Variant};

/// A patch being placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The purchase shown: always a [`Move::Patch`].
    mv: Move,
    /// The ghost a rotation started from and the centre (in half cells) it turns around, so
    /// that four quarter turns bring it back where it was, even after an edge moved it.
    pivot: Option<(Move, i16, i16)>,
    /// The core's verdict on the ghost where it is.
    verdict: Result<(), IllegalAction>,
}

/// The four edges a ghost can jump to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    /// Column 0.
    Left,
    /// The last column the ghost fits in.
    Right,
    /// Row 0.
    Top,
    /// The last row the ghost fits in.
    Bottom,
}

impl Placement {
    /// The ghost of `patch` on the spot where it fits best among those the core lists as legal
    /// (the top-left corner when none is).
    pub fn open(game: &Game, patch: PatchId) -> Self {
        let mv = best_spot(game, patch).unwrap_or(Move::Patch {
            patch,
            orientation: 0,
            anchor: 0,
        });
        Self::at(game, mv)
    }

    /// The ghost of a patch move, kept on the quilt, with the core's verdict.
    pub fn at(game: &Game, mv: Move) -> Self {
        let mut placement = Self {
            mv,
            pivot: None,
            verdict: Ok(()),
        };
        placement.set(game, mv);
        placement
    }

    /// The patch.
    pub fn patch(&self) -> PatchId {
        match self.mv {
            Move::Patch { patch, .. } => patch,
            // `Placement` holds only patch moves.
            _ => PatchId(0),
        }
    }

    /// The move shown.
    pub fn mv(&self) -> Move {
        self.mv
    }

    /// The top-left corner of the ghost's bounding box.
    pub fn corner(&self) -> Cell {
        match self.mv {
            Move::Patch { anchor, .. } => Cell::from_index(anchor),
            _ => Cell::new(0, 0),
        }
    }

    /// The cells the ghost covers.
    pub fn cells(&self, variant: Variant) -> Quilt {
        self.mv.cells(variant)
    }

    /// Why the core refuses the ghost where it is; `None` when it may be sewn there.
    pub fn refusal(&self) -> Option<&IllegalAction> {
        self.verdict.as_ref().err()
    }

    /// Whether the core accepts the ghost where it is.
    pub fn is_legal(&self) -> bool {
        self.verdict.is_ok()
    }

    /// The purchase to play when the verdict allows it.
    pub fn action(&self, variant: Variant) -> Option<Action> {
        self.verdict
            .is_ok()
            .then(|| self.mv.to_action(variant))
            .flatten()
    }

    /// The ghost moved by `rows` and `cols` cells (kept on the quilt).
    pub fn shift(&mut self, game: &Game, rows: i8, cols: i8) {
        let corner = self.corner();
        let step = |at: u8, by: i8| at.saturating_add_signed(by);
        self.place(game, step(corner.row, rows), step(corner.col, cols));
    }

    /// The ghost jumped to an edge of the quilt.
    pub fn jump(&mut self, game: &Game, edge: Edge) {
        let corner = self.corner();
        let far = game.variant().quilt_size();
        match edge {
            Edge::Left => self.place(game, corner.row, 0),
            Edge::Right => self.place(game, corner.row, far),
            Edge::Top => self.place(game, 0, corner.col),
            Edge::Bottom => self.place(game, far, corner.col),
        }
    }

    /// The ghost moved so that `cell` is under its middle.
    pub fn centre_on(&mut self, game: &Game, cell: Cell) {
        let (h, w) = self.size(game.variant());
        self.place(
            game,
            cell.row.saturating_sub((h - 1) / 2),
            cell.col.saturating_sub((w - 1) / 2),
        );
    }

    /// Turns or flips the ghost in place: around the centre it had when the turning began, so
    /// four quarter turns bring it back where it was, and kept on the quilt without jumping.
    pub fn turn(&mut self, game: &Game, transform: Transform) {
        let variant = game.variant();
        let Move::Patch {
            patch,
            orientation,
            anchor,
        } = self.mv
        else {
            return;
        };
        let all = variant.orientations(patch);
        let Some(now) = all.get(usize::from(orientation)) else {
            return;
        };
        let corner = Cell::from_index(anchor);
        // The centre in half cells: a cell r spans rows 2r to 2r + 2.
        let (cy, cx) = match self.pivot {
            Some((from, cy, cx)) if from == self.mv => (cy, cx),
            _ => (
                2 * i16::from(corner.row) + i16::from(now.height),
                2 * i16::from(corner.col) + i16::from(now.width),
            ),
        };
        let next_index = variant.transform(patch, usize::from(orientation), transform);
        let Some(next) = all.get(next_index) else {
            return;
        };
        let size = i16::from(variant.quilt_size());
        // Half a cell off the grid rounds towards the nearer edge of the quilt.
        let start = |centre: i16, len: i16| {
            let twice = centre - len;
            let twice = if twice % 2 != 0 && centre > size {
                twice + 1
            } else {
                twice
            };
            twice.div_euclid(2).clamp(0, (size - len).max(0))
        };
        let row = start(cy, i16::from(next.height)) as u8;
        let col = start(cx, i16::from(next.width)) as u8;
        self.set(
            game,
            Move::Patch {
                patch,
                orientation: next_index as u8,
                anchor: Cell::new(row, col).index(),
            },
        );
        self.pivot = Some((self.mv, cy, cx));
    }

    fn size(&self, variant: Variant) -> (u8, u8) {
        match self.mv {
            Move::Patch {
                patch, orientation, ..
            } => variant
                .orientations(patch)
                .get(usize::from(orientation))
                .map_or((1, 1), |o| (o.height, o.width)),
            _ => (1, 1),
        }
    }

    fn place(&mut self, game: &Game, row: u8, col: u8) {
        if let Move::Patch {
            patch, orientation, ..
        } = self.mv
        {
            self.set(
                game,
                Move::Patch {
                    patch,
                    orientation,
                    anchor: Cell::new(row.min(8), col.min(8)).index(),
                },
            );
        }
    }

    /// Shows `mv`, its bounding box kept on the quilt, and asks the core whether it may be
    /// sewn there.
    fn set(&mut self, game: &Game, mv: Move) {
        let variant = game.variant();
        let size = variant.quilt_size();
        let mut mv = mv;
        if let Move::Patch {
            patch,
            orientation,
            anchor,
        } = mv
        {
            let corner = Cell::from_index(anchor);
            let (h, w) = variant
                .orientations(patch)
                .get(usize::from(orientation))
                .map_or((1, 1), |o| (o.height, o.width));
            let row = corner.row.min(size.saturating_sub(h));
            let col = corner.col.min(size.saturating_sub(w));
            mv = Move::Patch {
                patch,
                orientation,
                anchor: Cell::new(row, col).index(),
            };
        }
        self.mv = mv;
        self.verdict = match mv.to_action(variant) {
            Some(action) => game.check(action),
            None => Err(IllegalAction::WrongShape {
                patch: variant.patch_name(self.patch()),
            }),
        };
    }
}

/// The legal spot (from the core's list) where `patch` fits best: the fewest empty cells left
/// with no empty neighbour, then the most sides against the quilt's border or other patches
/// (corners and edges first), then the top-left-most.
fn best_spot(game: &Game, patch: PatchId) -> Option<Move> {
    let player = game.to_move()?;
    let quilt = game.player(player).quilt;
    let board = game.board();
    let variant = game.variant();
    let mut best: Option<((u32, u32, u8, u8), Move)> = None;
    for mv in game.legal_moves() {
        let Move::Patch {
            patch: p,
            orientation,
            anchor,
        } = mv
        else {
            continue;
        };
        if p != patch {
            continue;
        }
        let cells = mv.cells(variant);
        let lonely = quilt.or(cells).isolated_within(board).len();
        let contact = cells.contact(quilt, board);
        let key = (lonely, 4 * 9 - contact, anchor, orientation);
        if best.as_ref().is_none_or(|(k, _)| key < *k) {
            best = Some((key, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
