//! The correction of a review's sampled figures before a proof: where a position whose figures
//! are a search's average comes right before one the solver proved (a *boundary*), the search's
//! own figures for the proved position (its playouts' win rate and margin) show how far the
//! search is off there, and the sampled positions just before take that offset, fading over
//! [`CORRECTED_STEPS`] steps. So the step
//! at the boundary is judged search against search, and no step is charged with the whole gap
//! between a search's average and a proof.

use super::Analyzer;
use crate::bot::Stop;
use crate::review::position::sampled_figures;
use crate::review::{Position, Stopped, calibrated};

/// Over how many steps before a boundary the offset fades: the step at the boundary gets all
/// of it, each step before it a share less.
pub const CORRECTED_STEPS: usize = 3;

/// Whether `p`'s figures are proved (exact, or a proved line).
fn proved(p: &Position) -> bool {
    p.exact || p.proved_line
}

impl Analyzer {
    /// Corrects position `j`'s figures once (see the module docs), evaluating and settling
    /// the positions it leans on first. Returns whether they changed.
    pub(super) fn correct(&mut self, j: usize, stop: &Stop) -> Result<bool, Stopped> {
        if self.corrected.get(j).is_none_or(|&done| done) {
            return Ok(false);
        }
        let offset = self.offset(j, 0, stop)?;
        self.corrected[j] = true;
        let (Some(p), Some(offset)) = (self.positions[j].as_mut(), offset) else {
            return Ok(false);
        };
        shift_by(p, offset);
        Ok(true)
    }

    /// The offset of position `j` (the playouts' rate and the margin, `Player::One`'s),
    /// `walked` steps before the position first asked about: the boundary's offset, less a
    /// share for each step walked; none where no boundary is near.
    fn offset(&mut self, j: usize, walked: usize, stop: &Stop) -> Result<Offset, Stopped> {
        if walked >= CORRECTED_STEPS {
            return Ok(None);
        }
        self.settle_from(j, stop)?;
        let last = self.positions.len() - 1;
        let here_proved = self.positions[j].as_ref().is_none_or(proved);
        if here_proved || j == last {
            return Ok(None);
        }
        if self.forced_step(j) {
            // A forced position is the position after it: the same offset.
            return self.offset(j + 1, walked, stop);
        }
        self.settle_from(j + 1, stop)?;
        let Some(next) = self.positions[j + 1].clone() else {
            return Ok(None);
        };
        if !proved(&next) {
            return self.offset(j + 1, walked + 1, stop);
        }
        if next.mover.is_none() {
            // The end of the game: nothing for a search to be off by.
            return Ok(None);
        }
        if self.searched[j + 1].is_none() {
            self.searched[j + 1] =
                sampled_figures(&self.games[j + 1], &self.settings, j + 1, stop)?;
        }
        let Some((raw, margin)) = self.searched[j + 1] else {
            return Ok(None);
        };
        #[allow(clippy::cast_precision_loss)] // a handful of steps
        let share = (CORRECTED_STEPS - walked) as f64 / CORRECTED_STEPS as f64;
        Ok(Some((
            (next.raw_win - raw) * share,
            (next.margin - margin) * share,
        )))
    }
}

/// An offset: of the playouts' rate and of the margin (`Player::One`'s), or none.
type Offset = Option<(f64, f64)>;

/// `p` moved by `offset`: its playouts' rate (kept within 0 to 1) and its margin, its win
/// chance the calibration of the two, from the side it was calibrated from.
fn shift_by(p: &mut Position, (raw, margin): (f64, f64)) {
    let from_one = (calibrated(p.raw_win, p.margin) - p.win[0]).abs() < 1e-9;
    p.raw_win = (p.raw_win + raw).clamp(0.0, 1.0);
    p.margin += margin;
    let win0 = if from_one {
        calibrated(p.raw_win, p.margin)
    } else {
        1.0 - calibrated(1.0 - p.raw_win, -p.margin)
    };
    p.win = [win0, 1.0 - win0];
}
