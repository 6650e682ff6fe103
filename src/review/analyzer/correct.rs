//! The correction of a review's sampled figures before a proof: where a position whose figures
//! are a search's average comes right before one the solver proved (a *boundary*), the search's
//! own figures for the proved position (its calibrated win chance and its margin) show how far
//! the search is off there, and the sampled positions just before take that offset, fading
//! over [`CORRECTED_STEPS`] steps. So the step at the boundary is judged search against search,
//! in points and in win chance, and no step is charged with the whole gap between a search's
//! estimate and a proof.

use super::Analyzer;
use crate::bot::Stop;
use crate::review::position::sampled_figures;
use crate::review::{Position, Stopped};

/// Over how many steps before a boundary the offset fades: the step at the boundary gets all
/// of it, each step before it a share less.
pub const CORRECTED_STEPS: usize = 3;

/// How near to 0 or 1 a correction may move a sampled win chance: only a proof is certain.
const LEAST_WIN: f64 = 0.005;

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

    /// The offset of position `j` (the win chance and the margin, `Player::One`'s),
    /// `walked` steps before the position first asked about: the boundary's offset, less a
    /// share for each step walked; none where no boundary is near.
    fn offset(&mut self, j: usize, walked: usize, stop: &Stop) -> Result<Offset, Stopped> {
        if walked >= CORRECTED_STEPS {
            return Ok(None);
        }
        self.settle_from(j, stop)?;
        let last = self.positions.len() - 1;
        let here_proved = self.positions[j].as_ref().is_none_or(Position::is_proved);
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
        if !next.is_proved() {
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
        let Some((win, margin)) = self.searched[j + 1] else {
            return Ok(None);
        };
        #[allow(clippy::cast_precision_loss)] // a handful of steps
        let share = (CORRECTED_STEPS - walked) as f64 / CORRECTED_STEPS as f64;
        Ok(Some((
            (next.win[0] - win) * share,
            (next.margin - margin) * share,
        )))
    }
}

/// An offset: of the win chance and of the margin (`Player::One`'s), or none.
type Offset = Option<(f64, f64)>;

/// `p` (sampled) moved by `offset`: its margin, and its win chance, kept [`LEAST_WIN`] short
/// of 0 and 1 (or where the search put it, if nearer). The playouts' rate stays the search's.
fn shift_by(p: &mut Position, (win, margin): (f64, f64)) {
    let w = p.win[0];
    let win0 = (w + win).clamp(w.min(LEAST_WIN), w.max(1.0 - LEAST_WIN));
    p.win = [win0, 1.0 - win0];
    p.margin += margin;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    fn sampled(win0: f64) -> Position {
        Position {
            mover: Some(Player::One),
            win: [win0, 1.0 - win0],
            raw_win: 0.5,
            margin: 1.0,
            best: None,
            best_leather: Vec::new(),
            forced: false,
            iterations: 10,
            playouts: 5,
            exact: false,
            proved_line: false,
        }
    }

    #[test]
    fn a_correction_never_makes_a_sampled_win_chance_certain() {
        for (win, offset, moved) in [
            (0.6, 0.1, 0.7),
            (0.98, 0.1, 0.995),
            (0.5, -0.7, 0.005),
            // A search surer than the bound keeps its own figure.
            (0.998, 0.1, 0.998),
            (0.002, 0.2, 0.202),
        ] {
            let mut p = sampled(win);
            shift_by(&mut p, (offset, -2.0));
            assert!(
                (p.win[0] - moved).abs() < 1e-12,
                "{win} + {offset}: {:?}",
                p.win
            );
            assert!((p.win[0] + p.win[1] - 1.0).abs() < 1e-12);
            assert!((p.margin + 1.0).abs() < 1e-12 && (p.raw_win - 0.5).abs() < 1e-12);
        }
    }
}
